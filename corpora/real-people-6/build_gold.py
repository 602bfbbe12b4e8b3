"""Build gold.jsonl for the real-people-6 set (rp6-001..rp6-012, all dev).

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

Run from the repository root: .venv/bin/python corpora/real-people-6/build_gold.py
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
MUN, WHU, LIV, MCI, TOT = (
    "Manchester United",
    "West Ham United",
    "Liverpool",
    "Manchester City",
    "Tottenham Hotspur",
)
CEL, HEA, ABE, HIB, RAN = "Celtic", "Heart of Midlothian", "Aberdeen", "Hibernian", "Rangers"
FCB, RMA, BVB, BAY = "Barcelona", "Real Madrid", "Borussia Dortmund", "Bayern Munich"
INT, LAZ, NAP, PIS = "Inter Milan", "Lazio", "Napoli", "Pisa"
PNE, CHE, ARS, LEI = "Preston North End", "Chelsea", "Arsenal", "Leicester City"
POR, URU = "Portugal", "Uruguay"
LIVW, CHEW = "Liverpool Women", "Chelsea Women"

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
    "rp6-001": {
        "Erik ten Hag": (MGR, MUN, T),
        "Manchester United": (EXE, MUN, T),
        "Matthijs de Ligt": (PLY, MUN, F),
        "Danny Ings": (PLY, WHU, F),
        "Julen Lopetegui": (MGR, WHU, F),
        "Jarrod Bowen": (PLY, WHU, T),
        "David Moyes": (PUN, None, F),
    },
    "rp6-002": {
        "Arne Slot": (MGR, LIV, F),
        "Pep Guardiola": (MGR, MCI, F),
        "Ange Postecoglou": (MGR, TOT, T),
        "Rúben Amorim": (MGR, MUN, F),
        "unnamed journalist": (JOU, None, T),
    },
    "rp6-003": {
        "Michael Nicholson": (EXE, CEL, T),
        "Andrew McKinlay": (EXE, HEA, T),
        "Dave Cormack": (EXE, ABE, F),
        "Ben Kensell": (EXE, HIB, T),
        "Brendan Rodgers": (MGR, CEL, T),
        "Philippe Clement": (MGR, RAN, F),
        "Barry Robson": (MGR, ABE, F),
        "Nick Walsh": (REF, None, T),
        "Willie Miller": (PUN, None, F),
        "unnamed fan": (FAN, HEA, T),
    },
    "rp6-004": {
        "Carlo Ancelotti": (MGR, RMA, F),
        "Marco Asensio": (PLY, RMA, F),
        "Xavi": (MGR, FCB, F),
        "Franck Kessié": (PLY, FCB, F),
        "Ronald Araújo": (PLY, FCB, F),
        "Toni Kroos": (PLY, RMA, F),
        "Tomás Roncero": (JOU, None, F),
        "Sergi Roberto": (PLY, FCB, F),
    },
    "rp6-005": {
        "Marco Rose": (MGR, BVB, F),
        "Hans-Joachim Watzke": (EXE, BVB, T),
        "Michael Zorc": (EXE, BVB, T),
        "Mats Hummels": (PLY, BVB, F),
        "Julian Nagelsmann": (MGR, BAY, F),
        "Robert Lewandowski": (PLY, BAY, F),
        "Oliver Kahn": (EXE, BAY, F),
        "Hasan Salihamidžić": (EXE, BAY, T),
        "Lutz Michael Fröhlich": (OFF, None, T),
    },
    "rp6-006": {
        "Simone Inzaghi": (MGR, INT, F),
        "Giuseppe Marotta": (EXE, INT, T),
        "Francesco Acerbi": (PLY, INT, T),
        "Marco Baroni": (MGR, LAZ, T),
        "Claudio Lotito": (EXE, LAZ, T),
        "Pedro": (PLY, LAZ, F),
        "Antonio Conte": (MGR, NAP, F),
        "Filippo Inzaghi": (MGR, PIS, T),
        "Alessandro Costacurta": (PUN, None, F),
    },
    "rp6-007": {
        "Ryan Lowe": (MGR, PNE, T),
        "Alan Browne": (PLY, PNE, F),
        "Freddie Woodman": (PLY, PNE, F),
        "Mauricio Pochettino": (MGR, CHE, T),
        "Rick Parry": (OFF, None, T),
        "unnamed fan": (FAN, PNE, T),
    },
    "rp6-008": {
        "Mark Halsey": (PUN, None, F),
        "Thomas Tuchel": (MGR, CHE, F),
        "Antonio Conte": (MGR, TOT, F),
        "Marc Cucurella": (PLY, CHE, F),
        "Harry Kane": (PLY, TOT, F),
        "PGMOL": (OFF, None, T),
        "Mike Riley": (OFF, None, F),
    },
    "rp6-009": {
        "Martin Ødegaard": (PLY, ARS, T),
        "Maheta Molango": (PLY, None, T),
        "Virgil van Dijk": (PLY, LIV, F),
        "Jamie Vardy": (PLY, LEI, F),
        "Howard Webb": (OFF, None, F),
        "unnamed player": (PLY, None, T),
    },
    "rp6-010": {
        "Fernando Santos": (MGR, POR, F),
        "Diego Alonso": (MGR, URU, F),
        "José María Giménez": (PLY, URU, F),
        "Bruno Fernandes": (PLY, POR, F),
        "Cristiano Ronaldo": (PLY, POR, F),
        "Federico Valverde": (PLY, URU, F),
        "Rúben Dias": (PLY, POR, T),
    },
    "rp6-011": {
        "Matt Beard": (MGR, LIVW, T),
        "Emma Hayes": (MGR, CHEW, F),
        "Niamh Fahey": (PLY, LIVW, T),
        "Millie Bright": (PLY, CHEW, F),
        "Ellen White": (PUN, None, F),
        "Sue Smith": (PUN, None, F),
    },
    "rp6-012": {
        "Peter Crouch": (PUN, None, F),
        "Joleon Lescott": (PUN, None, F),
        "Stephen Warnock": (PUN, None, F),
        "unnamed fan": (FAN, ARS, T),
    },
}

# one entry per quoted span, in order: (prefix, speaker, stance, style)
LABELS = {
    "rp6-001": [
        (
            "I have seen it back",
            "Erik ten Hag",
            N,
            "after 'Ten Hag did not hide his anger.', cue 'ten Hag said' (disputes the reviewed penalty)",
        ),
        ("When the referee is standing", "Erik ten Hag", N, "follow-on paragraph, no cue"),
        ("That is not my decision", "Erik ten Hag", X, "colon after 'the Dutchman was curt'"),
        (
            "the right person to lead",
            "Manchester United",
            X,
            "fragment of the club statement announcing his departure",
        ),
        (
            "I try to play the ball",
            "Matthijs de Ligt",
            N,
            "after-cue 'De Ligt said', never introduced",
        ),
        ("He catches me", "Danny Ings", POS, "split, 'Ings said' (affirms the reviewed penalty)"),
        ("I'm not going to go down", "Danny Ings", POS, "split, second half"),
        (
            "For me it is a clear penalty",
            "Julen Lopetegui",
            POS,
            "split, 'Lopetegui said', never introduced",
        ),
        ("We were the better team", "Julen Lopetegui", X, "split, second half"),
        (
            "I just told myself",
            "Jarrod Bowen",
            X,
            "split 'he said' after 'Bowen admitted'; introduced as West Ham captain earlier",
        ),
        (
            "The wait felt like ten minutes",
            "Jarrod Bowen",
            U,
            "split, second half (the wait for the review)",
        ),
        (
            "Whether it's a penalty or not",
            "David Moyes",
            N,
            "'Moyes said on Sky Sports'; 'who has managed both clubs' (former)",
        ),
        ("I feel for Erik", "David Moyes", X, "split 'he added'"),
        ("When results go like this", "David Moyes", X, "split, second half"),
    ],
    "rp6-002": [
        (
            "What happened is for the PGMOL",
            "Arne Slot",
            X,
            "after-cue 'Slot said' (a referee's conduct, not VAR)",
        ),
        (
            "If you ask me about VAR",
            "Arne Slot",
            POS,
            "after 'He was more willing to discuss the video assistant referee.'",
        ),
        ("Four defeats is four defeats", "Pep Guardiola", X, "split, 'Guardiola told reporters'"),
        ("The VAR didn", "Pep Guardiola", U, "split, second half ('it's us, not the VAR')"),
        ("A distraction? No.", "Pep Guardiola", X, "after 'he smiled.', no speech verb"),
        (
            "I've said it before",
            "Ange Postecoglou",
            X,
            "after-cue 'he said'; 'whose Tottenham side' introduces him",
        ),
        ("The game's got this thing", "Ange Postecoglou", N, "after 'He did offer a wider view.'"),
        (
            "In Portugal we complain",
            "Rúben Amorim",
            U,
            "after-cue 'Amorim said, smiling' (half-joke)",
        ),
        ("I am not thinking about referees now", "Rúben Amorim", X, "follow-on paragraph, no cue"),
        (
            "Sporting will always be my club",
            "Rúben Amorim",
            X,
            "'he said' after 'The Portuguese was also asked'; former club",
        ),
        (
            "Are the referees here stronger",
            "unnamed journalist",
            X,
            "a questioner's quoted question",
        ),
        ("I don't know yet", "Rúben Amorim", X, "split, 'Amorim replied'"),
        ("What I know is the speed", "Rúben Amorim", U, "split, second half"),
    ],
    "rp6-003": [
        (
            "The number of big errors",
            "Michael Nicholson",
            POS,
            "split, 'Nicholson said' after 'Celtic chief executive Michael Nicholson'",
        ),
        (
            "Where we still have a problem",
            "Michael Nicholson",
            N,
            "split, second half (the length of checks)",
        ),
        ("We were told it would be quicker", "Andrew McKinlay", N, "after-cue 'he said'"),
        (
            "I'm not asking for it to be scrapped",
            "Andrew McKinlay",
            N,
            "follow-on paragraph, no cue (negation, complaint dominant)",
        ),
        ("We pay a lot of money", "Dave Cormack", N, "split, 'Cormack said', never introduced"),
        ("Right now I'm not convinced", "Dave Cormack", N, "split, second half"),
        ("It's a new system for everyone", "Ben Kensell", U, "after-cue 'Kensell said'"),
        ("very much in favour", "Brendan Rodgers", POS, "fragment, 'said he was'"),
        ("In the big games", "Brendan Rodgers", POS, "follow-on in the same paragraph, no cue"),
        (
            "In Belgium we had VAR",
            "Philippe Clement",
            U,
            "split, 'Clement said'; 'the Belgian' (nationality)",
        ),
        ("The important thing is that the referee", "Philippe Clement", U, "split, second half"),
        (
            "Don't get me started on VAR",
            "Barry Robson",
            N,
            "split, 'he said' after 'Robson was in a darker mood'",
        ),
        ("I'd be here all night", "Barry Robson", N, "split, second half"),
        (
            "We know there have been mistakes",
            "Nick Walsh",
            POS,
            "after-cue 'Walsh said'; 'Referee Nick Walsh' (defends colleagues, admits mistakes)",
        ),
        (
            "It was supposed to take the heat",
            "Willie Miller",
            N,
            "split, 'he said' after 'Willie Miller was less forgiving'",
        ),
        ("Instead we spend Monday", "Willie Miller", N, "split, second half"),
        (
            "I just want to know what's happening",
            "unnamed fan",
            N,
            "radio phone-in caller, 'a Hearts season-ticket holder'",
        ),
    ],
    "rp6-004": [
        (
            "It was offside, the VAR has seen it",
            "Carlo Ancelotti",
            POS,
            "split, 'Ancelotti said', never introduced",
        ),
        ("What I don't accept", "Carlo Ancelotti", X, "split, second half"),
        ("From the pitch it looked level", "Marco Asensio", N, "after-cue 'Asensio said'"),
        (
            "But that's football",
            "Marco Asensio",
            U,
            "follow-on paragraph ('look at ourselves before the VAR')",
        ),
        (
            "The technology is there",
            "Xavi",
            POS,
            "after-cue 'Xavi said', mononym, never introduced",
        ),
        ("I'm proud of the players", "Xavi", X, "follow-on paragraph, no cue"),
        ("I came on to give energy", "Franck Kessié", X, "after-cue 'Kessié said'"),
        ("It happens. What matters", "Ronald Araújo", X, "after-cue 'he said'"),
        (
            "not even looked at the Asensio replay",
            "Ronald Araújo",
            U,
            "fragment in a reporting sentence",
        ),
        (
            "We had chances to win it",
            "Toni Kroos",
            U,
            "after-cue 'Kroos said' ('if we talk only about the VAR')",
        ),
        ("Millimetres!", "Tomás Roncero", N, "split, 'Roncero said'; 'On El Chiringuito'"),
        ("That is not football any more", "Tomás Roncero", N, "split, second half"),
        ("The Clásico always brings noise", "Sergi Roberto", X, "'he said' after 'summed it up'"),
    ],
    "rp6-005": [
        (
            "He goes to the screen for one",
            "Marco Rose",
            N,
            "after-cue 'Rose said', never introduced",
        ),
        ("We were the better team for long", "Marco Rose", X, "follow-on paragraph, no cue"),
        (
            "The VAR is supposed to bring fairness",
            "Hans-Joachim Watzke",
            N,
            "'Dortmund chief executive', after-cue",
        ),
        ("look closely at everything", "Michael Zorc", U, "fragment, 'added that the club would'"),
        ("Emotions are high now", "Michael Zorc", U, "follow-on in the same paragraph, no cue"),
        (
            "The ball hits my arm",
            "Mats Hummels",
            N,
            "split, 'he said' after 'Hummels himself was bewildered'",
        ),
        ("If that's a penalty after", "Mats Hummels", N, "split, second half"),
        (
            "For me it is a penalty",
            "Julian Nagelsmann",
            POS,
            "after-cue 'Nagelsmann said', never introduced",
        ),
        ("The Reus situation", "Julian Nagelsmann", U, "after 'He did concede ...', no cue"),
        ("Four points is good", "Robert Lewandowski", X, "'the Pole said' (nationality)"),
        (
            "I understand the frustration",
            "Oliver Kahn",
            POS,
            "'Kahn said', 'in the mixed zone', role never stated",
        ),
        (
            "People always say the big decisions",
            "Hasan Salihamidžić",
            POS,
            "'Bayern's sporting director' then quote with no cue",
        ),
        (
            "was in line with the guidance",
            "Lutz Michael Fröhlich",
            POS,
            "fragment; 'The DFB's head of elite referees'",
        ),
        (
            "The Reus scene will also be looked",
            "Lutz Michael Fröhlich",
            U,
            "colon after 'He added'",
        ),
    ],
    "rp6-006": [
        (
            "I saw the images",
            "Simone Inzaghi",
            U,
            "after-cue 'Inzaghi said' (refuses to discuss the reviewed penalty); his brother Filippo also quoted",
        ),
        (
            "In the first half of the season",
            "Simone Inzaghi",
            N,
            "after 'he allowed himself one remark', no cue (insinuation)",
        ),
        (
            "I have always defended the VAR",
            "Giuseppe Marotta",
            U,
            "'Inter president', after-cue (praise with a request: balanced)",
        ),
        ("We feel robbed", "Francesco Acerbi", N, "split, 'the defender said'"),
        ("But on the last day", "Francesco Acerbi", X, "split, second half"),
        ("The arm was open", "Marco Baroni", POS, "'Baroni, whose Lazio side', after-cue"),
        (
            "Those who complain about the VAR",
            "Claudio Lotito",
            POS,
            "'Lazio president', after-cue (defends VAR)",
        ),
        ("At my age these nights", "Pedro", X, "'the Spaniard said', mononym, scorer"),
        (
            "I don't look at the other game",
            "Antonio Conte",
            X,
            "'he said' after 'Conte refused to be drawn'",
        ),
        (
            "I suffered more than he did",
            "Filippo Inzaghi",
            X,
            "'Filippo said'; 'the Pisa coach'; same surname as Simone",
        ),
        (
            "By the rules it is a penalty",
            "Alessandro Costacurta",
            POS,
            "'On Sky Italia, Costacurta ... he said'",
        ),
        ("What I do not like", "Alessandro Costacurta", N, "follow-on paragraph, no cue"),
    ],
    "rp6-007": [
        (
            "It's different, isn't it",
            "Ryan Lowe",
            U,
            "split, 'the North End boss said' (first taste of VAR)",
        ),
        ("We talked about it in the week", "Ryan Lowe", U, "split, second half"),
        (
            "We can't have any complaints",
            "Ryan Lowe",
            U,
            "after 'Lowe was adamant', no cue ('the checks didn't change anything')",
        ),
        ("Ask me on a day", "Ryan Lowe", U, "after 'he laughed' (half-joke both ways)"),
        (
            "You're stood there",
            "Alan Browne",
            U,
            "'Browne said ... he said', never introduced (the wait)",
        ),
        (
            "I'd rather let in four",
            "Freddie Woodman",
            POS,
            "split 'he said'; 'beaten four times' (not a role)",
        ),
        ("At least with VAR", "Freddie Woodman", POS, "split, second half"),
        (
            "Preston made it difficult",
            "Mauricio Pochettino",
            X,
            "split, 'the Chelsea head coach said'",
        ),
        ("We had to be patient", "Mauricio Pochettino", X, "split, second half"),
        (
            "The question is never whether",
            "Rick Parry",
            U,
            "'Rick Parry, the EFL chair', recalled earlier remark (cost argument)",
        ),
        ("Four-nil, fair enough", "unnamed fan", X, "vox pop, 'said one fan from Penwortham'"),
        (
            "It took ages every time",
            "unnamed fan",
            N,
            "vox pop, 'Another, a season-ticket holder' (a second fan)",
        ),
        ("We go back to the league", "Ryan Lowe", X, "after-cue 'he said'"),
    ],
    "rp6-008": [
        (
            "If that isn't a clear and obvious error",
            "Mark Halsey",
            N,
            "columnist quoting his own earlier words ('As I said on the radio')",
        ),
        (
            "I have never seen a goal given",
            "Thomas Tuchel",
            N,
            "after 'Tuchel felt the same.', cue 'he said'",
        ),
        (
            "There is a foul in the build-up",
            "Thomas Tuchel",
            N,
            "after 'He also made clear he was unhappy'",
        ),
        ("We fought until the end", "Antonio Conte", X, "'Conte saw it differently ... he said'"),
        ("About the hair, I didn't see it", "Antonio Conte", U, "follow-on paragraph, no cue"),
        (
            "My hair is still there",
            "Marc Cucurella",
            N,
            "social-media post, 'he posted' (sarcasm about the goal standing)",
        ),
        ("We keep going until the last second", "Harry Kane", X, "after-cue 'he said'"),
        (
            "is reviewed by our panel",
            "PGMOL",
            U,
            "fragment, 'a spokesperson said that every decision'",
        ),
        (
            "We want the on-field referee",
            "Mike Riley",
            U,
            "recalled remark, 'Riley said', role never stated (procedure)",
        ),
    ],
    "rp6-009": [
        ("As a player you stand there", "Martin Ødegaard", N, "'Arsenal captain', after-cue"),
        (
            "I'm not against VAR",
            "Martin Ødegaard",
            POS,
            "follow-on paragraph (negation; wants it improved)",
        ),
        (
            "Our members are the people most affected",
            "Maheta Molango",
            N,
            "'PFA chief executive', after-cue",
        ),
        (
            "Nobody we speak to wants to go back",
            "Maheta Molango",
            POS,
            "after 'He added that the players' union was not calling for the system to go.'",
        ),
        ("The clear and obvious bit", "Virgil van Dijk", N, "split, 'he said', never introduced"),
        ("One week it's clear", "Virgil van Dijk", N, "split, second half"),
        ("I've had goals chalked off", "Jamie Vardy", N, "split, 'Vardy said'; age only (sarcasm)"),
        ("Just don't ask me to like it", "Jamie Vardy", N, "split, second half"),
        (
            "Our intervention rate is lower",
            "Howard Webb",
            POS,
            "split, 'Webb said at a recent briefing', role never stated",
        ),
        (
            "We're not perfect",
            "Howard Webb",
            POS,
            "split, second half (admits errors, defends trend)",
        ),
        (
            "We've seen it work in other competitions",
            "Howard Webb",
            POS,
            "after 'He also backed the idea of referees explaining decisions'",
        ),
        (
            "They'll listen, they'll nod",
            "unnamed player",
            N,
            "colon, 'one Premier League skipper, speaking on condition of anonymity, said'",
        ),
        ("If they talk to the players properly", "Martin Ødegaard", U, "after-cue 'he said'"),
    ],
    "rp6-010": [
        (
            "We controlled the game",
            "Fernando Santos",
            POS,
            "after-cue 'Santos said', never introduced",
        ),
        ("He is falling", "Diego Alonso", N, "after-cue 'Alonso said' (rhetorical question)"),
        ("We came here to compete", "Diego Alonso", N, "follow-on paragraph, no cue"),
        (
            "I'm falling, I can't cut off my arm",
            "José María Giménez",
            N,
            "'the Uruguayan said' (nationality)",
        ),
        (
            "I was celebrating with Cristiano",
            "Bruno Fernandes",
            X,
            "after 'laughed', cue 'he said'",
        ),
        ("It's a handball", "Bruno Fernandes", POS, "after 'On the penalty, he was in no doubt.'"),
        ("happy for the group", "Cristiano Ronaldo", X, "fragment, 'said only that he was'"),
        (
            "We're in the next round",
            "Cristiano Ronaldo",
            X,
            "full quote straight after the fragment, no cue",
        ),
        (
            "We had the chances in the first half",
            "Federico Valverde",
            U,
            "after-cue 'Valverde said' (not talking about a VAR penalty)",
        ),
        ("Two games, six points", "Rúben Dias", X, "'the defender said'"),
    ],
    "rp6-011": [
        (
            "To score four against the champions",
            "Matt Beard",
            X,
            "split, 'he said'; 'Liverpool manager Matt Beard'",
        ),
        ("I'm so proud of them", "Matt Beard", X, "split, second half"),
        (
            "I've not seen them back yet",
            "Matt Beard",
            X,
            "after 'Beard was asked about ...', no cue (the referee, no VAR in the WSL)",
        ),
        (
            "I'm not going to talk about individual",
            "Emma Hayes",
            X,
            "split, 'Hayes said', never introduced",
        ),
        (
            "There's no review, no VAR",
            "Emma Hayes",
            POS,
            "split, second half (laments the absence of VAR)",
        ),
        ("At some point this league", "Emma Hayes", POS, "colon after 'She added' (call for VAR)"),
        (
            "We knew nobody gave us a chance",
            "Niamh Fahey",
            X,
            "'the Liverpool captain', 'she said'",
        ),
        ("We gave away goals", "Millie Bright", X, "after-cue 'Bright said', never introduced"),
        (
            "I don't want to hide behind that",
            "Millie Bright",
            U,
            "answer to a VAR question, 'she shook her head'",
        ),
        (
            "Chelsea have been so good",
            "Ellen White",
            X,
            "'On the BBC, Ellen White said ... White said'",
        ),
        (
            "We had VAR at the Euros",
            "Ellen White",
            POS,
            "after 'White also backed calls for more technology'",
        ),
        (
            "I'd love it, but not if",
            "Sue Smith",
            U,
            "'Smith said'; 'alongside her in the studio' (balanced)",
        ),
        ("We'll keep going", "Emma Hayes", X, "after-cue 'she said'"),
        (
            "This club is going places",
            "Matt Beard",
            X,
            "after 'Beard, meanwhile, was already thinking about the summer.'",
        ),
    ],
    "rp6-012": [
        (
            "Right, we have to start with Saturday",
            "Peter Crouch",
            U,
            "podcast turn 'CROUCH:' (question about the red the VAR checked)",
        ),
        (
            "Not for me. It's clumsy",
            "Joleon Lescott",
            N,
            "podcast turn 'LESCOTT:' (disputes the red the VAR left alone)",
        ),
        ("And the VAR's had a look", "Stephen Warnock", N, "podcast turn 'WARNOCK:'"),
        ("To be fair, the threshold is high", "Peter Crouch", U, "podcast turn"),
        ("Then lower it!", "Stephen Warnock", N, "podcast turn"),
        (
            "I'll defend the VAR a little bit",
            "Joleon Lescott",
            POS,
            "podcast turn (defends VAR despite a wrong call)",
        ),
        (
            "So it's the referee's mistake",
            "Peter Crouch",
            U,
            "podcast turn ('the referee, not the VAR')",
        ),
        (
            "Exactly. Oliver's made the call",
            "Joleon Lescott",
            POS,
            "podcast turn ('blame the call, not the system')",
        ),
        ("Nah. The system's there", "Stephen Warnock", N, "podcast turn (calls to scrap it)"),
        ("Steady on, Stephen", "Peter Crouch", X, "podcast turn"),
        (
            "I'm an Arsenal season-ticket holder",
            "unnamed fan",
            N,
            "listener's message read out by Crouch",
        ),
        ("Completely normal", "Joleon Lescott", N, "podcast turn"),
        ("That's the saddest thing", "Stephen Warnock", N, "podcast turn"),
        (
            "I'll be honest, I'm somewhere in the middle",
            "Peter Crouch",
            U,
            "podcast turn (balanced)",
        ),
        (
            "Put the referee on the microphone",
            "Joleon Lescott",
            POS,
            "podcast turn (call for referee announcements)",
        ),
        (
            "I'll give you that one",
            "Stephen Warnock",
            POS,
            "podcast turn (supports the announcements)",
        ),
    ],
}


def split_of(article_id: str) -> str:
    return "dev"


def main() -> None:
    write_gold(HERE, LABELS, WHO, split_of)


if __name__ == "__main__":
    main()
