"""Build gold.jsonl for the real-people-5 set (rp5-001..rp5-012, all dev).

The labels below are the writer's: for every article, WHO maps each quoted speaker to the role
and club they speak in *in that article* and to whether the article itself states that role or
club (`introduced`); LABELS lists one entry per double-quoted span, in article order (the spans
come from corpora/tools/quote_spans.py, the writers' own finder; the checks are
corpora/tools/real_people_gold.py). Each entry gives a prefix of the quoted text, the speaker,
the stance (X = not about VAR) and a note on the attribution style.

The article text is the one varometer's ingester produces (nlp.ingest.read_inputs, nothing else
from varometer is imported). Every label must match its span (prefix compared after folding
curly apostrophes), every span must have a label, and every gold text is searched for again in
the ingested text from the end of the previous quote; anything that does not line up fails
loudly.

Run from the repository root: .venv/bin/python corpora/real-people-5/build_gold.py
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tools"))  # the shared builder
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))  # the repository root, for nlp
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from real_people_gold import write_gold  # noqa: E402

# canonical club / team names
WHU, CHE, EVE, LIV, MCI, ARS = (
    "West Ham United",
    "Chelsea",
    "Everton",
    "Liverpool",
    "Manchester City",
    "Arsenal",
)
WOL, ENG, ITA, POR, URU = "Wolverhampton Wanderers", "England", "Italy", "Portugal", "Uruguay"
ABE, RAN, TOT, FIO, NEW, BHA = (
    "Aberdeen",
    "Rangers",
    "Tottenham Hotspur",
    "Fiorentina",
    "Newcastle United",
    "Brighton & Hove Albion",
)
PLY_, BUR, SHW, SHU, BIR, STO = (
    "Plymouth Argyle",
    "Burnley",
    "Sheffield Wednesday",
    "Sheffield United",
    "Birmingham City",
    "Stockport County",
)

MGR, PLY, PUN, OFF, EXE, FAN, JOU, REF = (
    "manager",
    "player",
    "pundit",
    "official",
    "executive",
    "fan",
    "journalist",
    "referee",
)
T, F = True, False  # introduced: the article states the role or club / it never does

N, U, POS, X = "negative", "neutral", "positive", None  # X: not about VAR

# article -> speaker -> (role, club, introduced)
WHO = {
    "rp5-001": {
        "David Moyes": (MGR, WHU, T),
        "Jarrod Bowen": (PLY, WHU, F),
        "Thomas Tuchel": (MGR, CHE, F),
        "Frank Lampard": (MGR, EVE, F),
        "Conor Coady": (PLY, EVE, T),
        "Jürgen Klopp": (MGR, LIV, F),
    },
    "rp5-002": {
        "Peter Crouch": (PUN, None, F),
        "Rio Ferdinand": (PUN, None, F),
        "Joleon Lescott": (PUN, None, F),
        "Henry Winter": (JOU, None, T),
        "Jürgen Klopp": (MGR, LIV, F),
        "Pep Guardiola": (MGR, MCI, F),
    },
    "rp5-003": {
        "Matt Doherty": (PLY, WOL, F),
        "Vítor Pereira": (MGR, WOL, F),
        "Mikel Arteta": (MGR, ARS, T),
        "Arsenal": (EXE, ARS, T),
        "Kevin Doyle": (PUN, None, F),
        "Ken Early": (JOU, None, F),
        "Roy Keane": (PUN, None, F),
    },
    "rp5-004": {
        "Beth Mead": (PLY, ENG, F),
        "Chloe Kelly": (PLY, ENG, F),
        "Michelle Agyemang": (PLY, ENG, T),
        "Sarina Wiegman": (MGR, ENG, F),
        "Andrea Soncin": (MGR, ITA, T),
        "Cristiana Girelli": (PLY, ITA, F),
        "Ellen White": (PUN, None, F),
    },
    "rp5-005": {
        "José María Giménez": (PLY, URU, T),
        "Diego Alonso": (MGR, URU, T),
        "Luis Suárez": (PLY, URU, F),
        "Fernando Santos": (MGR, POR, F),
        "Bruno Fernandes": (PLY, POR, F),
        "Rúben Dias": (PLY, POR, F),
        "Diego Forlán": (PUN, None, F),
    },
    "rp5-006": {
        "Virgil van Dijk": (PLY, LIV, T),
        "Darwin Núñez": (PLY, LIV, F),
        "Jürgen Klopp": (MGR, LIV, F),
        "Trent Alexander-Arnold": (PLY, LIV, T),
    },
    "rp5-007": {
        "Dave Cormack": (EXE, ABE, T),
        "Jimmy Thelin": (MGR, ABE, F),
        "Willie Collum": (OFF, None, T),
        "Patrick Stewart": (EXE, RAN, T),
        "Michael Stewart": (PUN, None, F),
        "unnamed fan": (FAN, ABE, T),
    },
    "rp5-008": {
        "unnamed journalist": (JOU, None, T),
        "Thomas Frank": (MGR, TOT, T),
    },
    "rp5-009": {
        "Dermot Gallagher": (PUN, None, F),
        "Sue Thearle": (JOU, None, F),
        "Arne Slot": (MGR, LIV, F),
        "David Moyes": (MGR, EVE, F),
        "James Tarkowski": (PLY, EVE, F),
        "Stephen Warnock": (PUN, None, F),
        "Mark Halsey": (PUN, None, F),
    },
    "rp5-010": {
        "David Moyes": (MGR, WHU, F),
        "Vincenzo Italiano": (MGR, FIO, F),
        "Cristiano Biraghi": (PLY, FIO, T),
        "Declan Rice": (PLY, WHU, T),
        "Jarrod Bowen": (PLY, WHU, F),
        "Harry Redknapp": (PUN, None, F),
        "Jamie Redknapp": (PUN, None, F),
        "unnamed fan": (FAN, WHU, T),
    },
    "rp5-011": {
        "Richard Masters": (OFF, None, T),
        "Howard Webb": (OFF, None, F),
        "Darren Eales": (EXE, NEW, T),
        "Karren Brady": (EXE, WHU, F),
        "Roberto De Zerbi": (MGR, BHA, F),
        "Anthony Taylor": (REF, None, T),
        "Martyn Ziegler": (JOU, None, F),
    },
    "rp5-012": {
        "Wayne Rooney": (MGR, PLY_, F),
        "Scott Parker": (MGR, BUR, F),
        "Danny Röhl": (MGR, SHW, F),
        "Chris Wilder": (MGR, SHU, F),
        "Chris Davies": (MGR, BIR, T),
        "Dave Challinor": (MGR, STO, F),
        "unnamed fan": (FAN, STO, T),
    },
}

# one entry per quoted span, in order: (prefix, speaker, stance or X, style note)
LABELS = {
    "rp5-001": [
        (
            "I've been in the game a long time",
            "David Moyes",
            N,
            "split, 'the West Ham manager said'",
        ),
        ("Bowen barely touches him", "David Moyes", N, "split, second half"),
        ("The referee gave the goal", "David Moyes", N, "follow-on paragraph, no cue"),
        (
            "I've seen it back and my arm is out",
            "Jarrod Bowen",
            N,
            "split, 'he said' after 'Bowen was more measured'",
        ),
        ("We've got to look at how we defended", "Jarrod Bowen", X, "split, second half"),
        (
            "From my angle it looked like a clear foul",
            "Thomas Tuchel",
            POS,
            "after-cue 'Tuchel said', never introduced ('the visitors' are West Ham)",
        ),
        ("We were not at our best", "Thomas Tuchel", X, "follow-on paragraph, no cue"),
        (
            "It was so tight you needed a microscope",
            "Frank Lampard",
            N,
            "after-cue 'Lampard said', never introduced (sarcasm)",
        ),
        ("Jordan was outstanding today", "Frank Lampard", X, "follow-on paragraph, no cue"),
        (
            "I was running off in front of our fans",
            "Conor Coady",
            U,
            "after-cue 'he said' after 'Coady, the defender on loan from Wolves' (club by date: Everton)",
        ),
        (
            "If it's off, it's off",
            "Conor Coady",
            N,
            "follow-on paragraph, no cue (acceptance, then a complaint about the delay)",
        ),
        (
            "I saw it once and it looked offside",
            "Jürgen Klopp",
            POS,
            "after-cue 'Klopp said with a smile', never introduced",
        ),
        ("A point at Goodison", "Jürgen Klopp", X, "follow-on paragraph, no cue"),
    ],
    "rp5-002": [
        ("When I first saw it live", "Peter Crouch", N, "split, 'Crouch said' (podcast write-up)"),
        ("Then I watched the replay", "Peter Crouch", N, "split, second half"),
        (
            "I'm a big fan of the VAR, I am, but",
            "Peter Crouch",
            N,
            "follow-on paragraph, no cue (praise with complaint)",
        ),
        (
            "He's going for the ball",
            "Rio Ferdinand",
            POS,
            "after-cue 'Ferdinand said' after 'Ferdinand took the other side' (affirms the VAR not intervening)",
        ),
        ("For me the VAR got that right", "Rio Ferdinand", POS, "follow-on paragraph, no cue"),
        (
            "I played in games like that",
            "Joleon Lescott",
            X,
            "after-cue 'he said' after 'Lescott sat somewhere in between'",
        ),
        (
            "But if that's in the middle of the pitch",
            "Joleon Lescott",
            N,
            "follow-on paragraph, no cue (disputes the reviewed call without naming VAR)",
        ),
        (
            "Should we be surprised, though?",
            "Henry Winter",
            N,
            "after-cue 'Winter asked' after 'Henry Winter, sitting in as host'",
        ),
        (
            "I saw it, everyone in the stadium saw it",
            "Jürgen Klopp",
            N,
            "after-cue 'Klopp said on Sunday' (clip played on the podcast; sarcasm)",
        ),
        (
            "I am not going to talk about the referee",
            "Pep Guardiola",
            X,
            "after-cue 'Guardiola said'",
        ),
        ("Listen, I love Rio", "Peter Crouch", X, "after-cue 'Crouch said, laughing'"),
        (
            "Give it five years and a computer",
            "Rio Ferdinand",
            POS,
            "after 'Ferdinand did not budge, though he offered an olive branch of sorts.', no speech verb (call for more technology)",
        ),
        (
            "What I can't accept is the check",
            "Joleon Lescott",
            N,
            "after 'Lescott's frustration was with the wait.', no speech verb",
        ),
        (
            "We'll see what the panel says",
            "Henry Winter",
            U,
            "after 'Winter closed the segment.', no speech verb (procedure: the incidents panel)",
        ),
    ],
    "rp5-003": [
        (
            "I felt contact, I went down",
            "Matt Doherty",
            X,
            "after-cue 'Doherty said'; 'The Dubliner' (nationality only)",
        ),
        ("Was it a red?", "Matt Doherty", N, "follow-on paragraph, no cue"),
        (
            "The referee saw it and decided",
            "Vítor Pereira",
            POS,
            "after-cue 'the Portuguese said', never introduced (affirms the VAR not intervening)",
        ),
        (
            "We also had a red card later",
            "Vítor Pereira",
            X,
            "follow-on paragraph, no cue (the second yellow is not about VAR)",
        ),
        (
            "Everybody who has watched it knows",
            "Mikel Arteta",
            N,
            "after-cue 'he said' after 'The Arsenal manager, Mikel Arteta'",
        ),
        (
            "We will do what we have to do",
            "Mikel Arteta",
            X,
            "follow-on paragraph, no cue (the appeal, not VAR)",
        ),
        (
            "a decision that should have been corrected",
            "Arsenal",
            N,
            "fragment of a club statement",
        ),
        (
            "I saw some strange decisions",
            "Kevin Doyle",
            N,
            "after-cue 'Doyle said'; 'who played for years at Molineux' (former club only), 'on RTE's coverage'",
        ),
        ("Whoever was in the VAR room", "Kevin Doyle", N, "follow-on paragraph, no cue"),
        (
            "The problem is not one decision",
            "Ken Early",
            N,
            "after-cue 'Early said', never introduced",
        ),
        (
            "I'd rather they got rid of the clear-and-obvious",
            "Ken Early",
            POS,
            "follow-on paragraph, no cue (call for more intervention)",
        ),
        (
            "People are talking about the VAR again",
            "Roy Keane",
            U,
            "after-cue 'Keane said' ('it's the referee, not the VAR')",
        ),
        ("The young lad will learn", "Roy Keane", X, "follow-on paragraph, no cue"),
    ],
    "rp5-004": [
        (
            "I felt her come through the back of me",
            "Beth Mead",
            U,
            "after-cue 'Mead said' (describes the check)",
        ),
        ("I just told myself", "Chloe Kelly", X, "after-cue 'Kelly said'"),
        (
            "When the referee pointed",
            "Chloe Kelly",
            U,
            "follow-on paragraph, no cue (the wait for the check)",
        ),
        (
            "I don't really remember it",
            "Michelle Agyemang",
            X,
            "before-cue 'The teenage forward who had rescued England', after-cue 'Agyemang said'",
        ),
        ("We kept believing", "Sarina Wiegman", X, "after-cue 'Wiegman said', never introduced"),
        ("The penalty? I have seen it once", "Sarina Wiegman", POS, "follow-on paragraph, no cue"),
        (
            "I have seen it many times",
            "Andrea Soncin",
            N,
            "after-cue 'he said' after 'Italy coach Andrea Soncin'",
        ),
        ("But I am proud", "Andrea Soncin", X, "follow-on paragraph, no cue"),
        ("It hurts a lot", "Cristiana Girelli", X, "after-cue 'Girelli said', never introduced"),
        (
            "The penalty is a decision they took",
            "Cristiana Girelli",
            U,
            "follow-on paragraph, no cue",
        ),
        (
            "It's soft, I'll be honest",
            "Ellen White",
            U,
            "after-cue 'White said', 'In the studio' (balanced)",
        ),
        ("If England had gone out to that", "Ellen White", N, "follow-on paragraph, no cue"),
    ],
    "rp5-005": [
        (
            "I'm falling, my hand goes to the floor",
            "José María Giménez",
            N,
            "inverted cue 'said the Atletico Madrid defender'",
        ),
        (
            "I don't understand how they can look",
            "José María Giménez",
            N,
            "follow-on paragraph, no cue",
        ),
        (
            "The players are sad",
            "Diego Alonso",
            X,
            "after-cue 'Alonso said' after 'Uruguay coach Diego Alonso'",
        ),
        ("We lost to a very good team", "Diego Alonso", N, "follow-on paragraph, no cue"),
        (
            "Every time we play a big team",
            "Luis Suárez",
            N,
            "after-cue 'Suarez said', never introduced (the VAR-given penalty)",
        ),
        (
            "The rule says that if the arm",
            "Fernando Santos",
            POS,
            "after-cue 'Santos said', never introduced",
        ),
        ("We are through", "Fernando Santos", X, "follow-on paragraph, no cue"),
        (
            "Cristiano celebrated like it was his",
            "Bruno Fernandes",
            X,
            "after-cue 'Fernandes said' (player for his country; the first goal)",
        ),
        (
            "The penalty, I just waited for the check",
            "Bruno Fernandes",
            U,
            "follow-on paragraph, no cue",
        ),
        ("From where I was standing", "Rúben Dias", POS, "after-cue 'Dias said', never introduced"),
        (
            "As a Uruguayan it hurts me",
            "Diego Forlán",
            POS,
            "after-cue 'Forlan said', never introduced",
        ),
        (
            "I don't blame the VAR, I blame the rule",
            "Diego Forlán",
            U,
            "follow-on paragraph, no cue ('not the VAR, the law')",
        ),
    ],
    "rp5-006": [
        (
            "It's not a nice feeling",
            "Virgil van Dijk",
            X,
            "after-cue 'Van Dijk said' after 'The Liverpool captain' (club-media interview)",
        ),
        (
            "I've watched it back. They checked it",
            "Virgil van Dijk",
            U,
            "follow-on paragraph, no cue",
        ),
        (
            "The way I reacted afterwards",
            "Virgil van Dijk",
            X,
            "after 'He was open about how he behaved as he left the pitch.', no speech verb",
        ),
        ("People ask me about the VAR all the time", "Virgil van Dijk", POS, "after-cue 'he said'"),
        (
            "What I would like is for the players",
            "Virgil van Dijk",
            N,
            "follow-on paragraph, no cue",
        ),
        (
            "The boys were unbelievable",
            "Virgil van Dijk",
            X,
            "after 'Most of all he wanted to talk about the ten men he left behind.', no speech verb",
        ),
        ("Darwin, what can I say?", "Virgil van Dijk", X, "follow-on paragraph, no cue"),
        (
            "I always want to play from the start",
            "Darwin Núñez",
            X,
            "after-cue 'Nunez said', never introduced",
        ),
        ("Before I went on, the staff told me", "Darwin Núñez", X, "follow-on paragraph, no cue"),
        (
            "Ten men for more than an hour",
            "Jürgen Klopp",
            X,
            "after-cue 'Klopp said', never introduced",
        ),
        ("The check took as long as it took", "Jürgen Klopp", U, "follow-on paragraph, no cue"),
        (
            "Everyone stepped up",
            "Trent Alexander-Arnold",
            X,
            "after-cue 'he said' after 'Trent Alexander-Arnold, the vice-captain'",
        ),
    ],
    "rp5-007": [
        (
            "Our supporters deserve to understand",
            "Dave Cormack",
            N,
            "after-cue 'Cormack wrote' (open letter) after 'Aberdeen chairman Dave Cormack'",
        ),
        (
            "We were told VAR would bring consistency",
            "Dave Cormack",
            N,
            "follow-on paragraph, no cue",
        ),
        (
            "not fit for the standards",
            "Dave Cormack",
            N,
            "fragment in a reporting sentence ('He described the current arrangement as')",
        ),
        (
            "I want to be clear that this is not about one result",
            "Dave Cormack",
            U,
            "multi-paragraph quote from the letter, no cue (support for officials plus a request for audio)",
        ),
        (
            "I focus on my team. The VAR is not something",
            "Jimmy Thelin",
            U,
            "after-cue 'the Swede said' after 'Thelin kept his distance from the row', never introduced",
        ),
        ("We have a big game on Saturday", "Jimmy Thelin", X, "follow-on paragraph, no cue"),
        (
            "We welcome every club's views",
            "Willie Collum",
            U,
            "after-cue 'Collum said' after 'the Scottish FA's head of referee operations'",
        ),
        ("Publishing the audio is something", "Willie Collum", U, "follow-on paragraph, no cue"),
        (
            "Every club has had days like that",
            "Patrick Stewart",
            POS,
            "after-cue 'Stewart said' after 'Rangers chief executive Patrick Stewart' (same surname as the pundit)",
        ),
        (
            "I've been saying for two years",
            "Michael Stewart",
            N,
            "after-cue 'Michael Stewart said on BBC Scotland' (same surname as the Rangers chief executive)",
        ),
        (
            "The difference is the clubs voted for it",
            "Michael Stewart",
            N,
            "follow-on paragraph, no cue (sarcasm)",
        ),
        (
            "I'm glad somebody's finally said it",
            "unnamed fan",
            N,
            "inverted cue 'said one supporter' outside Pittodrie (vox pop)",
        ),
    ],
    "rp5-008": [
        (
            "Thomas, how much did Wednesday night hurt?",
            "unnamed journalist",
            X,
            "press-conference 'Q:' line",
        ),
        (
            "A lot. We were so close",
            "Thomas Frank",
            X,
            "press-conference 'Frank:' line after 'Tottenham head coach'",
        ),
        ("First league game in charge", "unnamed journalist", X, "'Q:' line"),
        ("Excited, of course", "Thomas Frank", X, "'Frank:' line"),
        ("You left Brentford in June", "unnamed journalist", X, "'Q:' line (his former club)"),
        (
            "Of course. Seven years",
            "Thomas Frank",
            X,
            "'Frank:' line (manager on his former club; club by date: Tottenham)",
        ),
        (
            "At Brentford you were unhappy with some VAR",
            "unnamed journalist",
            U,
            "'Q:' line (question about VAR)",
        ),
        ("No. I have always said I am pro VAR", "Thomas Frank", POS, "'Frank:' line"),
        ("And the time the checks take?", "unnamed journalist", U, "'Q:' line"),
        (
            "That is the part we can still improve",
            "Thomas Frank",
            N,
            "'Frank:' line (complaint about delays)",
        ),
        ("Would you like referees to explain VAR decisions", "unnamed journalist", U, "'Q:' line"),
        (
            "Yes, one hundred per cent",
            "Thomas Frank",
            POS,
            "'Frank:' line (call for announcements)",
        ),
        ("Richarlison looked sharp", "unnamed journalist", X, "'Q:' line"),
        ("You will see on Saturday", "Thomas Frank", X, "'Frank:' line"),
    ],
    "rp5-009": [
        (
            "For me it's a red card. He's off the ground",
            "Dermot Gallagher",
            N,
            "after-cue 'Gallagher said', 'on Sky Sports News' Ref Watch', never introduced (former referee)",
        ),
        ("The VAR has to get involved there", "Dermot Gallagher", N, "follow-on paragraph, no cue"),
        (
            "So why didn't it?",
            "Sue Thearle",
            U,
            "after-cue 'Thearle asked', never introduced (presenter's question)",
        ),
        (
            "I think they've looked at the point of contact",
            "Dermot Gallagher",
            U,
            "follow-on paragraph after the presenter's question, no cue (balanced)",
        ),
        (
            "If that happens the other way round",
            "Arne Slot",
            N,
            "split, 'Slot said', never introduced",
        ),
        (
            "But after that night I'm probably not the one",
            "Arne Slot",
            X,
            "split, second half (his own red card after the whistle)",
        ),
        (
            "I didn't think it was a red",
            "David Moyes",
            POS,
            "after-cue 'Moyes said' after 'Moyes backed his defender' (club by date: Everton)",
        ),
        ("What a way to finish at this ground", "David Moyes", X, "follow-on paragraph, no cue"),
        (
            "I went in for the ball and got it wrong",
            "James Tarkowski",
            U,
            "after-cue 'Tarkowski said', never introduced",
        ),
        ("To score in the last derby here", "James Tarkowski", X, "follow-on paragraph, no cue"),
        (
            "It could have gone either way",
            "Stephen Warnock",
            N,
            "after-cue 'Warnock said'; 'who came through the Liverpool academy' (former club only)",
        ),
        (
            "Michael Oliver is the best we have",
            "Mark Halsey",
            N,
            "after-cue 'Halsey wrote in his newspaper column'; 'another former referee' (former career only)",
        ),
    ],
    "rp5-010": [
        (
            "I've waited a long time for a night like this",
            "David Moyes",
            X,
            "after-cue 'Moyes said', never introduced (club by date: West Ham)",
        ),
        (
            "The penalty? I thought his arm was up",
            "David Moyes",
            POS,
            "follow-on paragraph, no cue",
        ),
        (
            "For me it is not a penalty",
            "Vincenzo Italiano",
            N,
            "after-cue 'Italiano said through an interpreter', never introduced",
        ),
        ("We will have this pain", "Vincenzo Italiano", X, "follow-on paragraph, no cue"),
        (
            "The referee was going to give a corner",
            "Cristiano Biraghi",
            N,
            "before-cue 'The Fiorentina captain was more pointed still', after-cue 'Biraghi said'",
        ),
        (
            "I've dreamed about lifting a trophy",
            "Declan Rice",
            X,
            "after-cue 'he said' after 'Declan Rice, the West Ham captain' (club by date: West Ham)",
        ),
        ("I just tried to stay calm", "Jarrod Bowen", X, "after-cue 'Bowen said'"),
        ("The penalty was a long wait", "Jarrod Bowen", U, "follow-on paragraph, no cue"),
        (
            "I know what this club means",
            "Harry Redknapp",
            X,
            "after-cue 'Harry Redknapp said'; 'the club he once managed' (former manager as pundit)",
        ),
        ("Was it a penalty? I'm old school", "Harry Redknapp", N, "follow-on paragraph, no cue"),
        (
            "Dad's a romantic",
            "Jamie Redknapp",
            POS,
            "after-cue 'Jamie Redknapp said' after 'His son' (same surname)",
        ),
        ("The VAR did its job there", "Jamie Redknapp", POS, "follow-on paragraph, no cue"),
        (
            "Forty-odd years of waiting",
            "unnamed fan",
            U,
            "inverted cue 'said one supporter' (vox pop)",
        ),
    ],
    "rp5-011": [
        (
            "an important step for the game",
            "Richard Masters",
            POS,
            "fragment after 'Premier League chief executive Richard Masters described the backing as'",
        ),
        (
            "This is a step that makes offside decisions",
            "Richard Masters",
            POS,
            "after-cue 'Masters said'",
        ),
        ("We will not switch it on", "Richard Masters", U, "follow-on paragraph, no cue"),
        (
            "The lines will still be checked",
            "Howard Webb",
            POS,
            "after-cue 'Webb said', never introduced",
        ),
        ("I'd expect it to save us", "Howard Webb", U, "follow-on paragraph, no cue"),
        (
            "We backed it",
            "Darren Eales",
            POS,
            "after-cue 'Eales said' after 'Newcastle chief executive Darren Eales'",
        ),
        ("It's not a cure-all", "Darren Eales", U, "follow-on paragraph, no cue"),
        (
            "We've been promised quicker, fairer decisions",
            "Karren Brady",
            N,
            "after-cue 'Brady wrote in her newspaper column', never introduced",
        ),
        (
            "I am not against technology",
            "Roberto De Zerbi",
            U,
            "after-cue 'De Zerbi said', never introduced (negation; 'the problem is the interpretation')",
        ),
        ("But this is a good step", "Roberto De Zerbi", POS, "follow-on paragraph, no cue"),
        (
            "From a referee's point of view",
            "Anthony Taylor",
            POS,
            "after-cue 'Taylor said' after 'Premier League referee Anthony Taylor'",
        ),
        (
            "The cost is not small",
            "Martyn Ziegler",
            U,
            "after-cue 'Ziegler wrote', never introduced, first name never given",
        ),
    ],
    "rp5-012": [
        (
            "I've said it before, I'd have VAR",
            "Wayne Rooney",
            POS,
            "after-cue 'Rooney said', never introduced (club by date: Plymouth; call for VAR where there is none)",
        ),
        (
            "The officials are doing their best",
            "Wayne Rooney",
            X,
            "follow-on paragraph, no cue (on-field officials without VAR)",
        ),
        (
            "I'm not sure VAR is the answer",
            "Scott Parker",
            N,
            "after-cue 'Parker said', never introduced",
        ),
        (
            "What I want is the same decision every week",
            "Scott Parker",
            U,
            "follow-on paragraph, no cue ('with or without it')",
        ),
        (
            "In Germany we have the VAR in the second division",
            "Danny Röhl",
            POS,
            "after-cue 'the German said', never introduced",
        ),
        (
            "Today a decision went against us",
            "Danny Röhl",
            POS,
            "follow-on paragraph, no cue (implied call for a screen)",
        ),
        (
            "We got the rub of the green today",
            "Chris Wilder",
            X,
            "after-cue 'Wilder said', never introduced",
        ),
        ("VAR? The money it costs", "Chris Wilder", N, "follow-on paragraph, no cue"),
        (
            "There's no VAR in this league",
            "Chris Davies",
            U,
            "after-cue 'Davies said' after 'Birmingham City head coach Chris Davies' (League One)",
        ),
        (
            "We had a clear penalty turned down",
            "Dave Challinor",
            X,
            "after-cue 'Challinor said', never introduced (on-field call, no VAR)",
        ),
        (
            "If it's good enough for the top flight",
            "Dave Challinor",
            POS,
            "follow-on paragraph, no cue (call for VAR in League One)",
        ),
        (
            "I've watched football for forty years",
            "unnamed fan",
            N,
            "inverted cue 'said one Stockport supporter' (radio phone-in)",
        ),
    ],
}


def split_of(article_id: str) -> str:
    return "dev"


def main() -> None:
    write_gold(HERE, LABELS, WHO, split_of)


if __name__ == "__main__":
    main()
