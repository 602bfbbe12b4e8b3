"""Build gold.jsonl for the real-people-2 set (rp2-001..rp2-020, all dev).

The labels below are the writer's: for every article, WHO maps each quoted speaker to the role
and club they speak in *in that article* and to whether the article itself states that role or
club (`introduced`); LABELS lists one entry per double-quoted span, in article order (the spans
come from corpora/tools/quote_spans.py, the writers' own finder; the checks are
corpora/tools/real_people_gold.py). Each entry gives a prefix of the quoted text,
the speaker, the stance (X = not about VAR) and a note on the attribution style.

The article text is the one varometer's ingester produces (nlp.ingest.read_inputs, nothing else
from varometer is imported). Every label must match its span (prefix compared after folding
curly apostrophes), every span must have a label, and every gold text is searched for again in
the ingested text from the end of the previous quote; anything that does not line up fails
loudly.

Run from the repository root: .venv/bin/python corpora/real-people-2/build_gold.py
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
AJX, RMA, PSG, MUN = "Ajax", "Real Madrid", "Paris Saint-Germain", "Manchester United"
WOL, LIV, TSG, S04, FCB = (
    "Wolverhampton Wanderers",
    "Liverpool",
    "TSG Hoffenheim",
    "Schalke 04",
    "Bayern Munich",
)
VER, INT, CHE, TOT, ALM = "Hellas Verona", "Inter Milan", "Chelsea", "Tottenham Hotspur", "Almería"
KIL, HEA, BIR, LEE, WAT, BUR = (
    "Kilmarnock",
    "Heart of Midlothian",
    "Birmingham City",
    "Leeds United",
    "Watford",
    "Burnley",
)
BOU, ARS, ARSW, NFO, EVE, OM = (
    "Bournemouth",
    "Arsenal",
    "Arsenal Women",
    "Nottingham Forest",
    "Everton",
    "Marseille",
)
NJ, MV = "Newcastle Jets", "Melbourne Victory"
FRA, AUS, SCO, ARG, DEN, GER, ENG = (
    "France",
    "Australia",
    "Scotland",
    "Argentina",
    "Denmark",
    "Germany",
    "England",
)

MGR, PLY, PUN, OFF, EXE, FAN, JOU = (
    "manager",
    "player",
    "pundit",
    "official",
    "executive",
    "fan",
    "journalist",
)
T, F = True, False  # introduced: the article states the role or club / it never does

N, U, POS, X = "negative", "neutral", "positive", None  # X: not about VAR

# article -> speaker -> (role, club, introduced)
WHO = {
    "rp2-001": {
        "Erik ten Hag": (MGR, AJX, F),
        "Santiago Solari": (MGR, RMA, T),
        "Dušan Tadić": (PLY, AJX, F),
        "Frenkie de Jong": (PLY, AJX, T),
        "Thibaut Courtois": (PLY, RMA, T),
        "Steve McManaman": (PUN, None, F),
    },
    "rp2-002": {
        "Thomas Tuchel": (MGR, PSG, F),
        "Ole Gunnar Solskjær": (MGR, MUN, T),
        "Presnel Kimpembe": (PLY, PSG, F),
        "Marcus Rashford": (PLY, MUN, F),
        "Gianluigi Buffon": (PLY, PSG, T),
        "Owen Hargreaves": (PUN, None, F),
    },
    "rp2-003": {
        "Bert van Marwijk": (MGR, AUS, F),
        "Didier Deschamps": (MGR, FRA, T),
        "Mile Jedinak": (PLY, AUS, T),
        "Antoine Griezmann": (PLY, FRA, F),
        "Mat Ryan": (PLY, AUS, T),
        "Craig Foster": (PUN, None, F),
    },
    "rp2-004": {
        "Shelley Kerr": (MGR, SCO, T),
        "Erin Cuthbert": (PLY, SCO, F),
        "Lee Alexander": (PLY, SCO, T),
        "Carlos Borrello": (MGR, ARG, F),
        "unnamed fan": (FAN, SCO, T),
    },
    "rp2-005": {
        "Nuno Espírito Santo": (MGR, WOL, F),
        "Conor Coady": (PLY, WOL, T),
        "Jürgen Klopp": (MGR, LIV, F),
        "Adam Lallana": (PLY, LIV, F),
        "Danny Murphy": (PUN, None, F),
    },
    "rp2-006": {
        "Julian Nagelsmann": (MGR, TSG, F),
        "Domenico Tedesco": (MGR, S04, T),
        "Thomas Müller": (PLY, FCB, F),
        "Jupp Heynckes": (MGR, FCB, T),
        "Lothar Matthäus": (PUN, None, F),
        "DFB": (OFF, None, T),
    },
    "rp2-007": {
        "Marco Baroni": (MGR, VER, F),
        "Sean Sogliano": (EXE, VER, T),
        "Davide Frattesi": (PLY, INT, F),
        "Alessandro Bastoni": (PLY, INT, F),
        "Simone Inzaghi": (MGR, INT, F),
        "Gianluca Rocchi": (OFF, None, T),
        "Fabio Capello": (PUN, None, F),
    },
    "rp2-008": {
        "Kasper Hjulmand": (MGR, DEN, F),
        "Joachim Andersen": (PLY, DEN, T),
        "Kasper Schmeichel": (PLY, DEN, F),
        "Julian Nagelsmann": (MGR, GER, T),
        "Jamal Musiala": (PLY, GER, F),
        "unnamed journalist": (JOU, None, T),
    },
    "rp2-009": {
        "Mauricio Pochettino": (MGR, CHE, F),
        "Nicolas Jackson": (PLY, CHE, F),
        "Cole Palmer": (PLY, CHE, F),
        "Ange Postecoglou": (MGR, TOT, F),
        "Guglielmo Vicario": (PLY, TOT, T),
        "Jamie Redknapp": (PUN, None, F),
    },
    "rp2-010": {
        "Gaizka Garitano": (MGR, ALM, F),
        "unnamed journalist": (JOU, None, T),
        "Carlo Ancelotti": (MGR, RMA, F),
        "Dani Carvajal": (PLY, RMA, T),
        "Javier Tebas": (OFF, None, T),
        "Sid Lowe": (JOU, None, T),
    },
    "rp2-011": {
        "Martina Voss-Tecklenburg": (MGR, GER, F),
        "Lina Magull": (PLY, GER, F),
        "Leah Williamson": (PLY, ENG, T),
        "Chloe Kelly": (PLY, ENG, F),
        "Jill Scott": (PLY, ENG, T),
        "Fara Williams": (PUN, None, F),
    },
    "rp2-012": {
        "Derek McInnes": (MGR, KIL, T),
        "Steven Naismith": (MGR, HEA, F),
        "Kris Boyd": (PUN, None, F),
        "Crawford Allan": (OFF, None, T),
        "unnamed fan": (FAN, KIL, T),
    },
    "rp2-013": {
        "Wayne Rooney": (MGR, BIR, F),
        "Daniel Farke": (MGR, LEE, T),
        "Don Goodman": (PUN, None, T),
        "unnamed fan": (FAN, BIR, T),
    },
    "rp2-014": {
        "Mike Riley": (OFF, None, T),
        "Nigel Pearson": (MGR, WAT, T),
        "Sean Dyche": (MGR, BUR, F),
        "Peter Walton": (PUN, None, F),
        "Premier League": (OFF, None, T),
    },
    "rp2-015": {
        "Andoni Iraola": (MGR, BOU, F),
        "Justin Kluivert": (PLY, BOU, F),
        "Ryan Christie": (PLY, BOU, F),
        "Mikel Arteta": (MGR, ARS, F),
        "Declan Rice": (PLY, ARS, F),
    },
    "rp2-016": {
        "Jonas Eidevall": (MGR, ARSW, F),
        "Alessia Russo": (PLY, ARSW, F),
        "Jill Scott": (PUN, None, F),
        "Nikki Doucet": (OFF, None, T),
        "unnamed fan": (FAN, ARSW, T),
    },
    "rp2-017": {
        "Nuno Espírito Santo": (MGR, NFO, F),
        "Sean Dyche": (MGR, EVE, T),
        "Chris Wood": (PLY, NFO, F),
        "Ashley Young": (PLY, EVE, F),
        "Paul Merson": (PUN, None, F),
    },
    "rp2-018": {
        "Roberto De Zerbi": (MGR, OM, F),
        "Adrien Rabiot": (PLY, OM, F),
        "Pablo Longoria": (EXE, OM, T),
        "Gerónimo Rulli": (PLY, OM, T),
        "Jérôme Rothen": (PUN, None, F),
    },
    "rp2-019": {
        "Ernie Merrick": (MGR, NJ, F),
        "Kevin Muscat": (MGR, MV, T),
        "Kosta Barbarouses": (PLY, MV, F),
        "Roy O'Donovan": (PLY, NJ, T),
        "Mark Bosnich": (PUN, None, F),
        "unnamed fan": (FAN, NJ, T),
    },
    "rp2-020": {
        "Derek McInnes": (MGR, HEA, F),
        "Lawrence Shankland": (PLY, HEA, T),
        "Willie Collum": (OFF, None, T),
        "Kris Boyd": (PUN, None, F),
    },
}

SO = "surname only throughout"
# article -> [(prefix of the quoted text, speaker, stance or X, style)]
LABELS = {
    "rp2-001": [
        (
            "We scored a good goal",
            "Erik ten Hag",
            N,
            f"split, 'Ten Hag said'; {SO}, headline 'Ten Hag:'",
        ),
        (
            "I understand the rule",
            "Erik ten Hag",
            N,
            "split, second half (disputes the disallowed goal)",
        ),
        ("In the second half we were", "Erik ten Hag", X, "follow-on paragraph, no cue"),
        ("It is new for everyone", "Erik ten Hag", U, "colon after 'He was asked', no speech verb"),
        (
            "It was a very difficult game",
            "Santiago Solari",
            X,
            "split, 'Solari said' after 'Real coach'",
        ),
        ("Ajax play with courage", "Santiago Solari", X, "split, second half"),
        (
            "The referee has the tools",
            "Santiago Solari",
            POS,
            "colon after 'he was brief', no speech verb",
        ),
        ("I was standing there", "Dušan Tadić", N, f"after-cue, 'Tadić said'; {SO}"),
        (
            "We have to take the positives",
            "Frenkie de Jong",
            X,
            "colon after 'the 21-year-old midfielder'",
        ),
        (
            "He was right in front of me",
            "Thibaut Courtois",
            POS,
            "split, 'the Real goalkeeper said'",
        ),
        ("For me it was the correct", "Thibaut Courtois", POS, "split, second half"),
        ("I've no complaints", "Steve McManaman", POS, "split, full name once, former club only"),
        ("He's stood in the keeper", "Steve McManaman", POS, "split, second half"),
        ("Ajax should take heart", "Steve McManaman", X, "follow-on paragraph, no cue"),
    ],
    "rp2-002": [
        (
            "It is a very hard night",
            "Thomas Tuchel",
            X,
            f"split, 'Tuchel said'; {SO}, headline 'Tuchel:'",
        ),
        ("We controlled the game", "Thomas Tuchel", X, "split, second half"),
        (
            "The ball hits him in the back",
            "Thomas Tuchel",
            N,
            "colon after description 'the German'",
        ),
        ("I've never doubted", "Ole Gunnar Solskjær", X, "split, 'United's interim manager'"),
        ("Half the squad", "Ole Gunnar Solskjær", X, "split, second half"),
        (
            "Ones like that can go",
            "Ole Gunnar Solskjær",
            U,
            "colon after 'he admitted', no speech verb",
        ),
        (
            "I jumped to block it",
            "Presnel Kimpembe",
            N,
            f"split, 'Kimpembe said'; {SO} after first mention",
        ),
        ("I don't know what more", "Presnel Kimpembe", N, "split, second half"),
        ("I just tried to block out", "Marcus Rashford", X, "split, 'the 21-year-old said'"),
        (
            "The wait felt like ages",
            "Marcus Rashford",
            U,
            "split, second half (the wait for the review)",
        ),
        (
            "We are all very sad",
            "Gianluigi Buffon",
            X,
            "colon after 'The PSG goalkeeper Gianluigi Buffon'",
        ),
        ("I think it's harsh", "Owen Hargreaves", N, f"split, 'Hargreaves said'; {SO}"),
        (
            "His arm's away",
            "Owen Hargreaves",
            POS,
            "split, second half (the penalty stands under the rules)",
        ),
    ],
    "rp2-003": [
        (
            "I have seen it again",
            "Bert van Marwijk",
            N,
            f"split, 'Van Marwijk said'; {SO}, headline",
        ),
        ("Risdon plays the ball first", "Bert van Marwijk", N, "split, second half"),
        ("I am proud of the boys", "Bert van Marwijk", X, "follow-on paragraph, no cue"),
        ("It is something new", "Didier Deschamps", U, "split, 'France coach Didier Deschamps'"),
        ("Today it helped us", "Didier Deschamps", U, "split, second half"),
        ("We were not fluid enough", "Didier Deschamps", X, "colon after 'He was more concerned'"),
        ("The referee gave one for us", "Mile Jedinak", U, "split, 'the Australia captain'"),
        ("I just had to put mine", "Mile Jedinak", X, "split, second half"),
        ("I felt the contact", "Antoine Griezmann", U, f"split, 'Griezmann said'; {SO}"),
        ("I was not sure the referee", "Antoine Griezmann", POS, "split, second half"),
        (
            "It's a cruel way to lose",
            "Mat Ryan",
            X,
            "colon after 'Socceroos goalkeeper Mat Ryan' (goal-line technology, not VAR)",
        ),
        ("It took a long time", "Craig Foster", POS, "split, full name once, former club only"),
        ("Australia can feel hard done by", "Craig Foster", POS, "split, second half"),
        ("Bert has them organised", "Craig Foster", X, "follow-on paragraph, no cue"),
    ],
    "rp2-004": [
        (
            "I'm devastated for the players",
            "Shelley Kerr",
            X,
            "split, 'Scotland head coach Shelley Kerr said'",
        ),
        ("We were in total control", "Shelley Kerr", X, "split, second half"),
        (
            "I've been told the law",
            "Shelley Kerr",
            N,
            "colon after 'she chose her words carefully'",
        ),
        ("I'm gutted", "Erin Cuthbert", X, f"split, 'Cuthbert said'; {SO} after the match summary"),
        ("We put so much into this", "Erin Cuthbert", N, "split, second half"),
        (
            "I thought I'd done my job",
            "Lee Alexander",
            N,
            "colon after description 'The goalkeeper'",
        ),
        (
            "My players never gave up",
            "Carlos Borrello",
            X,
            f"split, 'Borrello said'; {SO}, never introduced",
        ),
        ("We believed until the last ball", "Carlos Borrello", X, "split, second half"),
        ("The rule is the rule", "Carlos Borrello", POS, "colon after 'He had no sympathy'"),
        ("We've waited years", "unnamed fan", N, "colon after 'one Scotland supporter'"),
    ],
    "rp2-005": [
        (
            "Nobody can tell me",
            "Nuno Espírito Santo",
            N,
            f"split, 'Nuno said'; {SO} (mononym), headline 'Nuno:'",
        ),
        ("We have a goal, we celebrate", "Nuno Espírito Santo", N, "split, second half"),
        ("But I cannot take anything", "Nuno Espírito Santo", X, "follow-on paragraph, no cue"),
        (
            "It is what it is",
            "Nuno Espírito Santo",
            X,
            "colon after description 'the Portuguese shrugged'",
        ),
        ("It's hard to take", "Conor Coady", N, "split, 'the Wolves captain Conor Coady said'"),
        ("We were told it was offside", "Conor Coady", N, "split, second half"),
        ("I saw it and I thought", "Jürgen Klopp", U, f"split, 'Klopp said'; {SO}"),
        ("We will not complain about VAR", "Jürgen Klopp", U, "split, second half"),
        (
            "It hit my shoulder",
            "Adam Lallana",
            POS,
            f"split, 'Lallana said'; {SO} (the reviewed handball)",
        ),
        ("I was just glad they had", "Adam Lallana", POS, "split, second half"),
        (
            "Wolves had every right",
            "Danny Murphy",
            N,
            "colon after 'wrote in his column', former club only",
        ),
    ],
    "rp2-006": [
        (
            "The idea is good",
            "Julian Nagelsmann",
            POS,
            f"split, 'Nagelsmann said'; {SO}, club never named",
        ),
        ("What we need is for the people", "Julian Nagelsmann", U, "split, second half"),
        (
            "We have given away too many",
            "Julian Nagelsmann",
            X,
            "colon after description 'The 30-year-old'",
        ),
        (
            "For me it has been more good",
            "Domenico Tedesco",
            POS,
            "split, 'Schalke coach Domenico Tedesco'",
        ),
        ("It takes time", "Domenico Tedesco", U, "split, second half"),
        ("Everybody trained today", "Domenico Tedesco", X, "colon after 'He also reported'"),
        ("Sometimes you score", "Thomas Müller", U, f"split, 'Müller said'; {SO}"),
        ("That is a strange feeling", "Thomas Müller", POS, "split, second half"),
        (
            "The team is working well",
            "Jupp Heynckes",
            X,
            "split, 'Heynckes said' after 'back on the Bayern bench'",
        ),
        ("But I have seen decisions", "Jupp Heynckes", POS, "split, second half"),
        (
            "The problem is not the technology",
            "Lothar Matthäus",
            N,
            "colon after 'in his column', former Germany captain",
        ),
        ("will be made clearer", "DFB", U, "fragment, 'The DFB said in a statement'"),
    ],
    "rp2-007": [
        (
            "I have seen the images",
            "Marco Baroni",
            N,
            f"split, 'Baroni said'; {SO}, headline 'Baroni:'",
        ),
        ("Duda is hit in the face", "Marco Baroni", N, "split, second half"),
        ("My players gave everything", "Marco Baroni", X, "follow-on paragraph, no cue"),
        ("This is not an opinion", "Sean Sogliano", N, "after-cue, 'Verona's sporting director'"),
        ("I just tried to be in the box", "Davide Frattesi", X, f"split, 'Frattesi said'; {SO}"),
        ("What happens before", "Davide Frattesi", U, "split, second half"),
        (
            "I was trying to protect myself",
            "Alessandro Bastoni",
            U,
            "colon after 'Bastoni, 24, insisted' (the checked incident)",
        ),
        ("We wanted this win", "Simone Inzaghi", X, f"split, 'Inzaghi said'; {SO}"),
        ("The league is long", "Simone Inzaghi", X, "split, second half"),
        (
            "Every episode is analysed",
            "Gianluca Rocchi",
            U,
            "colon after 'Serie A's refereeing designator'",
        ),
        (
            "In my day we would have",
            "Fabio Capello",
            N,
            f"split, 'Capello said'; {SO}, 'On Sky Sport Italia'",
        ),
        ("Now you have cameras everywhere", "Fabio Capello", N, "split, second half"),
    ],
    "rp2-008": [
        (
            "I am proud of how we played",
            "Kasper Hjulmand",
            X,
            f"split, 'Hjulmand said'; {SO}, headline",
        ),
        ("But I am tired of talking", "Kasper Hjulmand", N, "split, second half"),
        ("Joachim scores a goal", "Kasper Hjulmand", N, "colon after 'He went further'"),
        (
            "I'm standing with my back",
            "Joachim Andersen",
            N,
            "split, 'Andersen said' after 'The Crystal Palace defender'",
        ),
        ("What am I supposed to do", "Joachim Andersen", N, "split, second half"),
        ("The storm changed the game", "Kasper Schmeichel", X, f"split, 'Schmeichel said'; {SO}"),
        ("After the break they came out", "Kasper Schmeichel", X, "split, second half"),
        (
            "From my position I could not",
            "Julian Nagelsmann",
            U,
            "split, 'Germany coach Julian Nagelsmann said'",
        ),
        ("Under the rules this tournament", "Julian Nagelsmann", U, "split, second half"),
        ("It was a crazy night", "Jamal Musiala", X, "colon after 'Musiala was simply relieved'"),
        (
            "Do you think the referees",
            "unnamed journalist",
            U,
            "colon after 'a Danish reporter asked'",
        ),
        (
            "I don't think it is about fair",
            "Kasper Hjulmand",
            N,
            "colon after 'Hjulmand paused before answering'",
        ),
    ],
    "rp2-009": [
        (
            "It was a strange game",
            "Mauricio Pochettino",
            X,
            "split, full name in the lead, then 'Pochettino said'",
        ),
        ("Coming back here", "Mauricio Pochettino", X, "split, second half"),
        ("I lost count", "Mauricio Pochettino", U, "colon after description 'the Argentine said'"),
        (
            "They told me to keep running",
            "Nicolas Jackson",
            X,
            f"split, 'Jackson said'; {SO} after first mention",
        ),
        (
            "I had some goals taken off",
            "Nicolas Jackson",
            U,
            "split, second half (offside reviews)",
        ),
        ("I wasn't nervous", "Cole Palmer", X, "split, 'the 21-year-old said'"),
        ("The wait was long", "Cole Palmer", U, "split, second half (the wait for the review)"),
        ("We played the way we want", "Ange Postecoglou", X, f"split, 'Postecoglou said'; {SO}"),
        ("I'm not going to talk about the decisions", "Ange Postecoglou", U, "split, second half"),
        (
            "We were proud of each other",
            "Guglielmo Vicario",
            X,
            "colon after 'The Spurs goalkeeper'",
        ),
        (
            "The officials got the big ones",
            "Jamie Redknapp",
            N,
            "colon after 'writing in his newspaper column' (delays)",
        ),
        (
            "Romero has to learn",
            "Jamie Redknapp",
            POS,
            "follow-on paragraph, no cue (the reviewed red card)",
        ),
    ],
    "rp2-010": [
        (
            "I have been in football",
            "Gaizka Garitano",
            N,
            f"split, 'Garitano said'; {SO}, headline",
        ),
        ("Three decisions", "Gaizka Garitano", N, "split, second half"),
        ("My players deserved much more", "Gaizka Garitano", X, "follow-on paragraph, no cue"),
        ("Was this game decided", "unnamed journalist", U, "colon after 'A reporter asked him'"),
        ("I don't want to say that", "Gaizka Garitano", N, "answer paragraph, no cue"),
        ("The first half was very bad", "Carlo Ancelotti", X, f"split, 'Ancelotti said'; {SO}"),
        ("In the second half we showed", "Carlo Ancelotti", U, "split, second half"),
        (
            "We never stopped believing",
            "Dani Carvajal",
            X,
            "colon after 'Carvajal, who scored the winner'",
        ),
        (
            "I understand Almería are angry",
            "Dani Carvajal",
            U,
            "colon after 'The Real Madrid right-back added'",
        ),
        (
            "has to be explained better",
            "Javier Tebas",
            U,
            "fragment, 'LaLiga president Javier Tebas'",
        ),
        ("For Madrid, another comeback", "Sid Lowe", U, "colon after 'the Madrid-based writer'"),
    ],
    "rp2-011": [
        (
            "We are very sad",
            "Martina Voss-Tecklenburg",
            X,
            f"split, 'Voss-Tecklenburg said'; {SO}, headline",
        ),
        ("But we can be proud", "Martina Voss-Tecklenburg", X, "split, second half"),
        (
            "For me it was a clear handball",
            "Martina Voss-Tecklenburg",
            N,
            "colon after 'She was clear'",
        ),
        ("We had our chances", "Lina Magull", X, "after-cue, 'Magull said'"),
        ("Everyone on the bench saw", "Lina Magull", N, "colon after 'She was less so'"),
        (
            "Honestly, I didn't know",
            "Leah Williamson",
            U,
            "split, 'said England captain Leah Williamson' (the checked handball)",
        ),
        ("I just kept my head down", "Leah Williamson", X, "split, second half"),
        (
            "I didn't even know how to celebrate",
            "Chloe Kelly",
            X,
            "colon after 'Kelly, still wearing her medal'",
        ),
        (
            "I've waited my whole career",
            "Jill Scott",
            X,
            "colon after 'Veteran midfielder Jill Scott, 35'",
        ),
        (
            "The VAR looked at it",
            "Fara Williams",
            POS,
            "split, full name once then 'Williams said', former club only",
        ),
        ("It's tight, though", "Fara Williams", U, "split, second half"),
    ],
    "rp2-012": [
        (
            "I was one of the ones",
            "Derek McInnes",
            POS,
            "split, 'Kilmarnock manager Derek McInnes said'",
        ),
        ("A year in, I'd still rather", "Derek McInnes", U, "split, second half"),
        ("We've had some go for us", "Derek McInnes", U, "follow-on paragraph, no cue"),
        ("We'll have a couple back", "Derek McInnes", X, "colon after 'He also had an update'"),
        (
            "I've no issue with the decisions",
            "Steven Naismith",
            U,
            f"split, 'Naismith said'; {SO}, club never named",
        ),
        ("My issue is how long it takes", "Steven Naismith", N, "split, second half (delays)"),
        ("We're playing well enough", "Steven Naismith", X, "follow-on paragraph, no cue"),
        (
            "It was meant to stop",
            "Kris Boyd",
            N,
            "split, full name once then 'Boyd said', former clubs only",
        ),
        ("Instead we're spending", "Kris Boyd", N, "split, second half"),
        (
            "We are getting more key decisions",
            "Crawford Allan",
            POS,
            "split, 'the Scottish FA's head of referee operations'",
        ),
        (
            "But we accept there are things",
            "Crawford Allan",
            N,
            "split, second half (official admits delays)",
        ),
        ("I'd rather have a ref", "unnamed fan", N, "colon after 'One Kilmarnock supporter'"),
    ],
    "rp2-013": [
        (
            "If we had VAR today",
            "Wayne Rooney",
            POS,
            f"split, 'Rooney said'; {SO}, club never named (call for VAR)",
        ),
        ("I'm not saying it's the answer", "Wayne Rooney", POS, "split, second half"),
        ("The players are learning", "Wayne Rooney", X, "colon after 'The former England captain'"),
        (
            "In the Championship you accept",
            "Daniel Farke",
            X,
            "split, 'Farke said' after 'whose Leeds side'",
        ),
        ("I'm not someone who shouts for VAR", "Daniel Farke", N, "split, second half"),
        ("We have a big week", "Daniel Farke", X, "colon after description 'The German'"),
        (
            "I've covered Championship games",
            "Don Goodman",
            X,
            "split, 'Sky Sports co-commentator Don Goodman'",
        ),
        (
            "But the gap with the Premier League",
            "Don Goodman",
            POS,
            "split, second half (wants checks)",
        ),
        (
            "We've got no VAR",
            "unnamed fan",
            POS,
            "colon after 'One Birmingham season-ticket holder'",
        ),
    ],
    "rp2-014": [
        (
            "We are in the first season",
            "Mike Riley",
            U,
            "split, 'Riley said' after 'the general manager of PGMOL'",
        ),
        ("The number of correct key decisions", "Mike Riley", POS, "split, second half"),
        (
            "Where we have got it wrong",
            "Mike Riley",
            N,
            "colon after 'He did not pretend' (official admits failures)",
        ),
        (
            "I've been in the game a long time",
            "Nigel Pearson",
            N,
            "split, 'Pearson said' after 'keep Watford in the division'",
        ),
        ("You look at the referee", "Nigel Pearson", N, "split, second half"),
        ("We have a lot of work to do", "Nigel Pearson", X, "follow-on paragraph, no cue"),
        (
            "I'm not a fan of the lines",
            "Sean Dyche",
            N,
            f"split, 'Dyche said'; {SO}, former club only",
        ),
        ("But we've got a big run", "Sean Dyche", X, "split, second half"),
        (
            "The referees are being told",
            "Peter Walton",
            N,
            "split, 'Walton said', former referee as analyst",
        ),
        ("Let the man in the middle", "Peter Walton", N, "split, second half"),
        (
            "will remain under review",
            "Premier League",
            U,
            "fragment, 'The Premier League said in a statement'",
        ),
    ],
    "rp2-015": [
        ("We were very aggressive", "Andoni Iraola", X, f"split, 'Iraola said'; {SO}, headline"),
        ("Against a team like Arsenal", "Andoni Iraola", X, "split, second half"),
        (
            "It changes the game, of course",
            "Andoni Iraola",
            POS,
            "colon after description 'the Spaniard said' (the reviewed red card)",
        ),
        ("We still had to win", "Andoni Iraola", X, "follow-on paragraph, no cue"),
        (
            "I've been practising",
            "Justin Kluivert",
            X,
            f"split, 'Kluivert said'; {SO} after first mention",
        ),
        ("I just picked a side", "Justin Kluivert", X, "split, second half"),
        ("It's one of the best days", "Ryan Christie", X, "colon after 'Christie called it'"),
        ("The moment of the red card", "Mikel Arteta", U, f"split, 'Arteta said'; {SO}"),
        ("We have to accept the decision", "Mikel Arteta", U, "split, second half"),
        ("It's a tough one to take", "Declan Rice", X, "colon after full name, no role"),
    ],
    "rp2-016": [
        (
            "Every week there is a big decision",
            "Jonas Eidevall",
            X,
            f"split, 'Eidevall said'; {SO}, club never tied to him",
        ),
        (
            "If we want to be the best league",
            "Jonas Eidevall",
            POS,
            "split, second half (call for VAR)",
        ),
        ("That is not an excuse", "Jonas Eidevall", X, "follow-on paragraph, no cue"),
        ("We have a couple of players", "Jonas Eidevall", X, "colon after description 'The Swede'"),
        ("You feel it more", "Alessia Russo", X, f"split, 'Russo said'; {SO}"),
        ("I'd like VAR, personally", "Alessia Russo", POS, "split, second half"),
        (
            "I'm torn on it",
            "Jill Scott",
            U,
            "split, 'Scott said' after 'the former England midfielder who retired'",
        ),
        ("Part of what people love", "Jill Scott", N, "split, second half (stoppages)"),
        (
            "Technology is part of the conversation",
            "Nikki Doucet",
            U,
            "colon after 'chief executive of the new company'",
        ),
        ("I pay the same for my ticket", "unnamed fan", POS, "colon after 'one Arsenal supporter'"),
    ],
    "rp2-017": [
        (
            "We are not thinking about the table",
            "Nuno Espírito Santo",
            X,
            f"split, 'Nuno said'; {SO} (mononym), headline",
        ),
        ("The players know the next game", "Nuno Espírito Santo", X, "split, second half"),
        (
            "The VAR saw something",
            "Nuno Espírito Santo",
            POS,
            "colon after description 'The Portuguese was asked'",
        ),
        ("We're not scoring enough", "Sean Dyche", X, "split, 'Dyche said'"),
        ("The defensive work is there", "Sean Dyche", X, "split, second half"),
        ("I feel sharp", "Chris Wood", X, "colon after 'Wood, 32', surname only"),
        (
            "I've seen it and it's tight",
            "Sean Dyche",
            N,
            "colon after 'The Everton boss was less keen'",
        ),
        ("The dressing room is together", "Ashley Young", X, "colon after 'Ashley Young, 39'"),
        (
            "Forest are the real deal",
            "Paul Merson",
            X,
            f"split, 'Merson said'; {SO}, 'On Soccer Saturday'",
        ),
        ("They're organised", "Paul Merson", X, "split, second half"),
        ("And as for VAR", "Paul Merson", N, "follow-on paragraph, no cue"),
    ],
    "rp2-018": [
        (
            "I am happy with the performance",
            "Roberto De Zerbi",
            X,
            "split, full name in the lead, then 'De Zerbi said'",
        ),
        ("We concede goals", "Roberto De Zerbi", X, "split, second half"),
        (
            "I have watched it twice",
            "Roberto De Zerbi",
            POS,
            "colon after description 'The Italian was asked'",
        ),
        (
            "In France we need to talk more",
            "Roberto De Zerbi",
            X,
            "colon after 'He also called for'",
        ),
        ("We have the quality to fight", "Adrien Rabiot", X, f"split, 'Rabiot said'; {SO}"),
        ("But we have to be more consistent", "Adrien Rabiot", X, "split, second half"),
        (
            "We want to build something",
            "Pablo Longoria",
            X,
            "colon after 'Marseille president Pablo Longoria'",
        ),
        ("We suffered at times", "Gerónimo Rulli", X, "colon after 'Goalkeeper Gerónimo Rulli'"),
        ("Marseille are fun to watch", "Jérôme Rothen", X, f"split, 'Rothen said'; {SO}, 'On RMC'"),
        ("And the VAR in this league", "Jérôme Rothen", N, "split, second half (delays)"),
    ],
    "rp2-019": [
        (
            "We've been told the system",
            "Ernie Merrick",
            N,
            f"split, 'Merrick said'; {SO}, headline",
        ),
        ("You'd think in a grand final", "Ernie Merrick", N, "split, second half"),
        ("The players have been magnificent", "Ernie Merrick", X, "follow-on paragraph, no cue"),
        ("We've won it", "Kevin Muscat", X, "split, 'Victory coach Kevin Muscat said'"),
        ("Whatever happened with the video", "Kevin Muscat", U, "split, second half"),
        (
            "I just saw the ball drop",
            "Kosta Barbarouses",
            X,
            f"split, 'Barbarouses said'; {SO} after first mention",
        ),
        ("Nobody told us anything", "Kosta Barbarouses", U, "split, second half"),
        (
            "I went for the ball",
            "Roy O'Donovan",
            X,
            "colon after 'O'Donovan apologised' (red card, not VAR)",
        ),
        (
            "The whole point of it",
            "Mark Bosnich",
            U,
            "split, full name once then 'Bosnich said', former club only",
        ),
        ("Last night it let down", "Mark Bosnich", N, "split, second half"),
        ("All my life", "unnamed fan", N, "colon after 'One Jets supporter'"),
    ],
    "rp2-020": [
        (
            "Nobody in this building",
            "Derek McInnes",
            X,
            f"split, 'McInnes said'; {SO}, club never tied to him",
        ),
        ("We know where we are", "Derek McInnes", X, "split, second half"),
        ("We have a fortnight now", "Derek McInnes", X, "follow-on paragraph, no cue"),
        (
            "I've looked at it and I can see",
            "Derek McInnes",
            POS,
            "colon after 'he was surprisingly relaxed'",
        ),
        (
            "The boys are enjoying",
            "Lawrence Shankland",
            X,
            "colon after 'Hearts captain Lawrence Shankland'",
        ),
        (
            "Our VARs have been told",
            "Willie Collum",
            POS,
            "split, 'Collum said' after 'the Scottish FA's head of refereeing'",
        ),
        ("We'll keep explaining", "Willie Collum", U, "split, second half"),
        (
            "Derek's done a brilliant job",
            "Kris Boyd",
            X,
            f"split, 'Boyd said'; {SO}, 'speaking on Sky Sports'",
        ),
        ("He's got a group", "Kris Boyd", X, "split, second half"),
    ],
}


def split_of(article_id: str) -> str:
    return "dev"


def main() -> None:
    write_gold(HERE, LABELS, WHO, split_of)


if __name__ == "__main__":
    main()
