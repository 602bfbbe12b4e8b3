"""Build gold.jsonl for the real-people set (rp-001..rp-046).

The labels below are the writer's: for every article, WHO maps each quoted speaker to the role
and club they speak in *in that article* and to whether the article itself states that role or
club (`introduced`); LABELS lists one entry per double-quoted span, in article order (the spans
come from quote_spans.py, the writer's own finder). Each entry gives a prefix of the quoted text,
the speaker, the stance (X = not about VAR) and a note on the attribution style; a SKIP entry
would mark a span that is not gold (none is needed in this set).

The article text is the one varometer's ingester produces (nlp.ingest.read_inputs, nothing else
from varometer is imported). Every label must match its span (prefix compared after folding
curly apostrophes), every span must have a label, and every gold text is searched for again in
the ingested text from the end of the previous quote; anything that does not line up fails
loudly.

Run from the repository root: .venv/bin/python corpora/real-people/build_gold.py
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))  # the repository root, for nlp
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from quote_spans import spans  # noqa: E402

from nlp.ingest import Skipped, read_inputs  # noqa: E402

# canonical club / team names
MCI, TOT, ARS, CRY, AVL = (
    "Manchester City",
    "Tottenham Hotspur",
    "Arsenal",
    "Crystal Palace",
    "Aston Villa",
)
LIV, NEW, SHU, BHA, MUN = (
    "Liverpool",
    "Newcastle United",
    "Sheffield United",
    "Brighton & Hove Albion",
    "Manchester United",
)
CHE, BVB, EVE, WOL, FUL = (
    "Chelsea",
    "Borussia Dortmund",
    "Everton",
    "Wolverhampton Wanderers",
    "Fulham",
)
CEL, RAN, BAR, RMA = "Celtic", "Rangers", "Barcelona", "Real Madrid"
INT, MIL, B04, SVW = "Inter Milan", "AC Milan", "Bayer Leverkusen", "Werder Bremen"
PSG, FEY, SCP, IPS, DER = (
    "Paris Saint-Germain",
    "Feyenoord",
    "Sporting CP",
    "Ipswich Town",
    "Derby County",
)
BRE, WHU = "Brentford", "West Ham United"
CHEW, MCIW, MUNW = "Chelsea Women", "Manchester City Women", "Manchester United Women"
ENG, USA, NED, SCO, GER = "England", "United States", "Netherlands", "Scotland", "Germany"
ESP, JPN, ARG, KSA = "Spain", "Japan", "Argentina", "Saudi Arabia"

MGR, PLY, PUN, OFF, REF, EXE, FAN, JOU = (
    "manager",
    "player",
    "pundit",
    "official",
    "referee",
    "executive",
    "fan",
    "journalist",
)
T, F = True, False  # introduced: the article states the role or club / it never does

N, U, POS, X = "negative", "neutral", "positive", None  # X: not about VAR
SKIP = "SKIP"

# article -> speaker -> (role, club, introduced)
WHO = {
    "rp-001": {
        "Pep Guardiola": (MGR, MCI, F),
        "Mauricio Pochettino": (MGR, TOT, F),
        "Fernando Llorente": (PLY, TOT, F),
        "Bernardo Silva": (PLY, MCI, T),
        "Rio Ferdinand": (PUN, None, F),
    },
    "rp-002": {
        "Unai Emery": (MGR, ARS, F),
        "Roy Hodgson": (MGR, CRY, F),
        "Wilfried Zaha": (PLY, CRY, F),
        "Sokratis Papastathopoulos": (PLY, ARS, T),
    },
    "rp-003": {
        "Unai Emery": (MGR, AVL, F),
        "Mikel Arteta": (MGR, ARS, T),
        "Kai Havertz": (PLY, ARS, F),
        "Emiliano Martínez": (PLY, AVL, F),
        "John McGinn": (PLY, AVL, T),
        "Micah Richards": (PUN, None, F),
    },
    "rp-004": {
        "Jürgen Klopp": (MGR, LIV, F),
        "Ange Postecoglou": (MGR, TOT, F),
        "Son Heung-min": (PLY, TOT, F),
        "Jamie Carragher": (PUN, None, F),
        "Liverpool": (EXE, LIV, T),
    },
    "rp-005": {
        "PGMOL": (OFF, None, T),
        "Jürgen Klopp": (MGR, LIV, F),
        "Ange Postecoglou": (MGR, TOT, F),
        "Gary Neville": (PUN, None, F),
    },
    "rp-006": {
        "Mikel Arteta": (MGR, ARS, F),
        "Eddie Howe": (MGR, NEW, F),
        "Anthony Gordon": (PLY, NEW, T),
        "Arsenal": (EXE, ARS, T),
        "Alan Shearer": (PUN, None, F),
    },
    "rp-007": {
        "Chris Wilder": (MGR, SHU, F),
        "Dean Smith": (MGR, AVL, T),
        "Oliver Norwood": (PLY, SHU, F),
        "Roy Keane": (PUN, None, F),
    },
    "rp-008": {
        "Graham Potter": (MGR, BHA, F),
        "Ole Gunnar Solskjær": (MGR, MUN, F),
        "Lewis Dunk": (PLY, BHA, T),
        "Neal Maupay": (PLY, BHA, F),
        "Graeme Souness": (PUN, None, F),
    },
    "rp-009": {
        "Graham Potter": (MGR, CHE, F),
        "Edin Terzić": (MGR, BVB, T),
        "Kai Havertz": (PLY, CHE, F),
        "Raheem Sterling": (PLY, CHE, F),
        "Reece James": (PLY, CHE, F),
    },
    "rp-010": {
        "Frank Lampard": (MGR, CHE, F),
        "José Mourinho": (MGR, TOT, F),
        "César Azpilicueta": (PLY, CHE, T),
        "Dermot Gallagher": (PUN, None, F),
    },
    "rp-011": {
        "Frank Lampard": (MGR, EVE, F),
        "Patrick Vieira": (MGR, CRY, T),
        "Dominic Calvert-Lewin": (PLY, EVE, F),
        "Seamus Coleman": (PLY, EVE, T),
        "unnamed fan": (FAN, EVE, T),
    },
    "rp-012": {
        "Alex Scott": (PUN, None, F),
        "Phil Neville": (MGR, ENG, F),
        "Jill Ellis": (MGR, USA, T),
        "Steph Houghton": (PLY, ENG, T),
        "Ellen White": (PLY, ENG, F),
        "Karen Carney": (PLY, ENG, F),
    },
    "rp-013": {
        "Jamie Carragher": (PUN, None, F),
        "Gary Neville": (PUN, None, F),
        "Gary O'Neil": (MGR, WOL, F),
    },
    "rp-014": {
        "Premier League": (OFF, None, T),
        "Richard Masters": (OFF, None, T),
        "Jeff Shi": (EXE, WOL, T),
        "Wolverhampton Wanderers": (EXE, WOL, T),
        "Howard Webb": (OFF, None, F),
        "Kevin Miles": (FAN, None, T),
    },
    "rp-015": {
        "Brendan Rodgers": (MGR, CEL, F),
        "Philippe Clement": (MGR, RAN, F),
        "Adam Idah": (PLY, CEL, F),
        "Callum McGregor": (PLY, CEL, T),
        "James Tavernier": (PLY, RAN, T),
        "Chris Sutton": (PUN, None, F),
    },
    "rp-016": {
        "Ange Postecoglou": (MGR, CEL, F),
        "Giovanni van Bronckhorst": (MGR, RAN, F),
        "Liel Abada": (PLY, CEL, F),
        "Jota": (PLY, CEL, F),
        "Ally McCoist": (PUN, None, F),
    },
    "rp-017": {
        "Hansi Flick": (MGR, BAR, F),
        "Carlo Ancelotti": (MGR, RMA, F),
        "Robert Lewandowski": (PLY, BAR, F),
        "Lamine Yamal": (PLY, BAR, T),
        "Raphinha": (PLY, BAR, F),
    },
    "rp-018": {
        "Jürgen Klopp": (MGR, LIV, F),
        "Carlo Ancelotti": (MGR, EVE, F),
        "Jordan Henderson": (PLY, LIV, T),
        "Jamie Carragher": (PUN, None, F),
    },
    "rp-019": {
        "Simone Inzaghi": (MGR, INT, F),
        "Stefano Pioli": (MGR, MIL, F),
        "Lautaro Martínez": (PLY, INT, T),
        "Marcus Thuram": (PLY, INT, F),
        "Giuseppe Marotta": (EXE, INT, T),
    },
    "rp-020": {
        "Xabi Alonso": (MGR, B04, F),
        "Granit Xhaka": (PLY, B04, F),
        "Florian Wirtz": (PLY, B04, F),
        "Ole Werner": (MGR, SVW, T),
        "Simon Rolfes": (EXE, B04, T),
    },
    "rp-021": {
        "Luis Enrique": (MGR, PSG, F),
        "Simone Inzaghi": (MGR, INT, F),
        "Désiré Doué": (PLY, PSG, F),
        "Nasser Al-Khelaifi": (EXE, PSG, T),
        "Marquinhos": (PLY, PSG, T),
    },
    "rp-022": {
        "Arne Slot": (MGR, FEY, F),
        "Orkun Kökçü": (PLY, FEY, T),
        "Santiago Giménez": (PLY, FEY, F),
        "Dennis te Kloese": (EXE, FEY, T),
        "unnamed fan": (FAN, FEY, T),
    },
    "rp-023": {
        "Arne Slot": (MGR, LIV, F),
        "Ange Postecoglou": (MGR, TOT, F),
        "Mohamed Salah": (PLY, LIV, F),
        "Virgil van Dijk": (PLY, LIV, T),
        "Jamie Carragher": (PUN, None, F),
    },
    "rp-024": {
        "Kieran McKenna": (MGR, IPS, F),
        "Wes Burns": (PLY, IPS, F),
        "Leif Davis": (PLY, IPS, T),
        "Mark Ashton": (EXE, IPS, T),
        "unnamed fan": (FAN, IPS, T),
    },
    "rp-025": {
        "Gareth Southgate": (MGR, ENG, F),
        "Ronald Koeman": (MGR, NED, F),
        "Harry Kane": (PLY, ENG, F),
        "Ollie Watkins": (PLY, ENG, F),
        "Micah Richards": (PUN, None, F),
    },
    "rp-026": {
        "Steve Clarke": (MGR, SCO, F),
        "Julian Nagelsmann": (MGR, GER, F),
        "Andy Robertson": (PLY, SCO, T),
        "John McGinn": (PLY, SCO, F),
        "Michael Stewart": (PUN, None, F),
    },
    "rp-027": {
        "Emma Hayes": (MGR, CHEW, F),
        "Lauren James": (PLY, CHEW, F),
        "Gareth Taylor": (MGR, MCIW, F),
        "Marc Skinner": (MGR, MUNW, T),
        "Karen Carney": (PUN, None, F),
    },
    "rp-028": {
        "Ange Postecoglou": (MGR, TOT, F),
        "Rúben Amorim": (MGR, MUN, F),
        "Son Heung-min": (PLY, TOT, F),
        "Brennan Johnson": (PLY, TOT, F),
        "Daniel Levy": (EXE, TOT, T),
        "Bruno Fernandes": (PLY, MUN, T),
        "Wayne Rooney": (PUN, None, F),
    },
    "rp-029": {
        "Rúben Amorim": (MGR, SCP, F),
        "Pep Guardiola": (MGR, MCI, F),
        "Viktor Gyökeres": (PLY, SCP, F),
        "Frederico Varandas": (EXE, SCP, T),
        "Bernardo Silva": (PLY, MCI, T),
    },
    "rp-030": {"unnamed journalist": (JOU, None, T), "Mikel Arteta": (MGR, ARS, F)},
    "rp-031": {
        "Pierluigi Collina": (OFF, None, F),
        "Gianni Infantino": (OFF, None, T),
        "Arsène Wenger": (OFF, None, F),
        "Johannes Holzmüller": (OFF, None, T),
        "Keith Hackett": (PUN, None, F),
    },
    "rp-032": {
        "Erik ten Hag": (MGR, MUN, F),
        "Marco Silva": (MGR, FUL, F),
        "Bruno Fernandes": (PLY, MUN, F),
        "Marcel Sabitzer": (PLY, MUN, T),
        "Roy Keane": (PUN, None, F),
    },
    "rp-033": {
        "Tori Penso": (REF, None, T),
        "Sarina Wiegman": (MGR, ENG, F),
        "Mary Earps": (PLY, ENG, F),
        "Millie Bright": (PLY, ENG, T),
        "Ian Wright": (PUN, None, F),
    },
    "rp-034": {
        "Thomas Tuchel": (MGR, CHE, F),
        "Pep Guardiola": (MGR, MCI, F),
        "Thiago Silva": (PLY, CHE, F),
        "Kai Havertz": (PLY, CHE, F),
        "Mason Mount": (PLY, CHE, T),
    },
    "rp-035": {
        "Thomas Tuchel": (MGR, ENG, F),
        "Harry Kane": (PLY, ENG, T),
        "Myles Lewis-Skelly": (PLY, ENG, T),
        "Mark Bullingham": (OFF, None, T),
        "unnamed fan": (FAN, ENG, T),
    },
    "rp-036": {
        "Wayne Rooney": (PLY, DER, F),
        "Phillip Cocu": (MGR, DER, F),
        "Ole Gunnar Solskjær": (MGR, MUN, T),
        "Odion Ighalo": (PLY, MUN, F),
    },
    "rp-037": {
        "Eddie Howe": (MGR, NEW, F),
        "Luis Enrique": (MGR, PSG, F),
        "Kieran Trippier": (PLY, NEW, F),
        "Alexander Isak": (PLY, NEW, F),
        "Alan Shearer": (PUN, None, F),
    },
    "rp-038": {
        "Stéphanie Frappart": (REF, None, T),
        "Hajime Moriyasu": (MGR, JPN, F),
        "Luis Enrique": (MGR, ESP, F),
        "Ao Tanaka": (PLY, JPN, F),
        "Hansi Flick": (MGR, GER, F),
        "Roy Keane": (PUN, None, F),
    },
    "rp-039": {
        "Guillem Balagué": (JOU, None, F),
        "Xavi": (MGR, BAR, F),
        "Carlo Ancelotti": (MGR, RMA, F),
        "Jude Bellingham": (PLY, RMA, F),
        "Joan Laporta": (EXE, BAR, T),
    },
    "rp-040": {
        "Chris Sutton": (PUN, None, F),
        "Gary O'Neil": (MGR, WOL, F),
        "David Moyes": (MGR, WHU, F),
        "Max Kilman": (PLY, WOL, F),
        "Premier League": (OFF, None, T),
        "unnamed fan": (FAN, WOL, T),
    },
    "rp-041": {"Roberto Rosetti": (OFF, None, F), "Aleksander Čeferin": (OFF, None, T)},
    "rp-042": {
        "Alan Shearer": (PUN, None, F),
        "Lionel Scaloni": (MGR, ARG, F),
        "Hervé Renard": (MGR, KSA, F),
        "Lionel Messi": (PLY, ARG, F),
        "Lautaro Martínez": (PLY, ARG, F),
        "Emiliano Martínez": (PLY, ARG, T),
    },
    "rp-043": {
        "Richard Masters": (OFF, None, F),
        "PGMOL": (OFF, None, T),
        "Mikel Arteta": (MGR, ARS, F),
        "Thomas Frank": (MGR, BRE, F),
        "Roberto De Zerbi": (MGR, BHA, F),
        "Patrick Vieira": (MGR, CRY, F),
        "Leandro Trossard": (PLY, ARS, F),
    },
    "rp-044": {
        "Pep Guardiola": (MGR, MCI, F),
        "Mauricio Pochettino": (MGR, TOT, F),
        "Lucas Moura": (PLY, TOT, F),
        "Aymeric Laporte": (PLY, MCI, T),
        "Jermaine Jenas": (PUN, None, F),
    },
    "rp-045": {
        "Howard Webb": (OFF, None, F),
        "Michael Owen": (PUN, None, F),
        "Gary O'Neil": (MGR, WOL, F),
    },
    "rp-046": {
        "Howard Webb": (OFF, None, T),
        "Gary Neville": (PUN, None, F),
        "Jamie Carragher": (PUN, None, F),
    },
}

SO = "surname only throughout"
# article -> [(prefix of the quoted text, speaker, stance or X, style)]
LABELS = {
    "rp-001": [
        (
            "The rules are the same",
            "Pep Guardiola",
            U,
            f"split, first half, 'Guardiola said'; {SO}, headline 'Guardiola:'",
        ),
        ("Tonight the pictures", "Pep Guardiola", U, "split, second half (accepts both reviews)"),
        ("We scored four goals", "Pep Guardiola", X, "follow-on paragraph, no cue"),
        (
            "From the bench it looked",
            "Pep Guardiola",
            U,
            "colon after description 'the Catalan said'",
        ),
        ("I don't know if I can", "Mauricio Pochettino", X, f"split, 'he said'; {SO}"),
        ("The players gave everything", "Mauricio Pochettino", X, "split, second half"),
        (
            "When the ball went in",
            "Mauricio Pochettino",
            U,
            "colon after 'He admitted' (waiting for the review)",
        ),
        (
            "I felt it come off",
            "Fernando Llorente",
            POS,
            "split, 'Llorente said' (affirms the reviewed goal)",
        ),
        ("When I saw the replay", "Fernando Llorente", POS, "split, second half"),
        ("empty, completely empty", "Bernardo Silva", X, "fragment, introduced 'City midfielder'"),
        ("That offside call", "Rio Ferdinand", POS, f"split, 'Ferdinand said'; {SO}"),
        ("It is tight and it is painful", "Rio Ferdinand", POS, "split, second half"),
        ("His movement in the first", "Rio Ferdinand", X, "colon after 'He added'"),
    ],
    "rp-002": [
        ("We scored three goals today", "Unai Emery", N, f"split, first half, 'Emery said'; {SO}"),
        ("I have watched the action", "Unai Emery", N, "split, second half"),
        ("We need to understand better", "Unai Emery", N, "follow-on paragraph, no cue"),
        (
            "Calum did his job",
            "Unai Emery",
            N,
            "colon after 'He refused to single out Chambers' (disputes the foul the VAR found)",
        ),
        ("The first twenty minutes", "Unai Emery", X, "split, 'he said'"),
        ("After the penalty we lost", "Unai Emery", X, "split, second half"),
        (
            "second best for half an hour",
            "Roy Hodgson",
            X,
            "fragment, 'Hodgson felt Palace had been'",
        ),
        ("At 2-0 down", "Roy Hodgson", X, "split, 'Hodgson said'"),
        ("We didn't, and I'm very proud", "Roy Hodgson", X, "split, second half"),
        (
            "I thought there was a foul",
            "Roy Hodgson",
            POS,
            "after description 'the 72-year-old was careful', no speech verb",
        ),
        (
            "Never a dive",
            "Wilfried Zaha",
            POS,
            "social-media post, 'he wrote on Instagram' (backs the overturned booking)",
        ),
        (
            "I don't know what the foul is",
            "Sokratis Papastathopoulos",
            N,
            "split, description 'The Greek defender Sokratis'",
        ),
        (
            "I jump, I score",
            "Sokratis Papastathopoulos",
            N,
            "split, second half (delay and disallowed goal)",
        ),
    ],
    "rp-003": [
        ("It was a week to remember", "Unai Emery", X, f"split, 'Emery said'; {SO}"),
        ("But we will not change", "Unai Emery", X, "split, second half"),
        ("I saw the hand immediately", "Unai Emery", POS, "colon after 'He had no doubts'"),
        (
            "We created enough to win",
            "Mikel Arteta",
            X,
            "split, 'said Arteta' after 'Arsenal manager Mikel Arteta'",
        ),
        ("I have seen the handball", "Mikel Arteta", N, "split, second half"),
        ("It was so quick", "Kai Havertz", U, "split, 'Havertz said'"),
        ("But we have to look at ourselves", "Kai Havertz", X, "split, second half"),
        (
            "Villa Park is our fortress",
            "Emiliano Martínez",
            X,
            "after-cue (one quote, cue after it), surname after one full-name mention",
        ),
        (
            "the best feeling in football",
            "John McGinn",
            X,
            "fragment, description only: 'The Villa captain'",
        ),
        ("Villa were brilliant", "Micah Richards", X, f"after-cue, 'Richards said'; {SO}"),
        ("On the handball", "Micah Richards", POS, "follow-on paragraph, no cue"),
    ],
    "rp-004": [
        ("I have watched it ten times", "Jürgen Klopp", N, f"split, 'Klopp said'; {SO}"),
        ("The people whose job", "Jürgen Klopp", N, "split, second half"),
        (
            "For me it is a yellow",
            "Jürgen Klopp",
            N,
            "colon after description 'the German' (red upgraded after review)",
        ),
        ("With nine men", "Jürgen Klopp", X, "colon after 'He praised the response'"),
        (
            "I feel for Liverpool over the goal",
            "Ange Postecoglou",
            U,
            f"split, 'Postecoglou said'; {SO}",
        ),
        ("But I can only control", "Ange Postecoglou", X, "split, second half"),
        ("The officials will look", "Ange Postecoglou", U, "follow-on paragraph, no cue"),
        (
            "The fans pushed us",
            "Son Heung-min",
            X,
            "after-cue (one quote, cue after it), 'Son said'",
        ),
        (
            "There is no defending it",
            "Jamie Carragher",
            N,
            f"quote before cue 'Carragher said'; {SO}",
        ),
        ("Liverpool were the better side", "Jamie Carragher", X, "split, second half"),
        (
            "every piece of communication",
            "Liverpool",
            U,
            "fragment, club statement (request for the audio)",
        ),
    ],
    "rp-005": [
        (
            "not followed the process",
            "PGMOL",
            N,
            "fragment, statement (referees' body admitting failure)",
        ),
        ("an extra step before", "PGMOL", U, "fragment, statement (procedure)"),
        (
            "You listen to it",
            "Jürgen Klopp",
            U,
            f"split, 'Klopp said'; {SO}, headline 'Klopp:' (balanced)",
        ),
        ("I don't think anybody did it", "Jürgen Klopp", U, "split, second half"),
        ("But we have to learn", "Jürgen Klopp", N, "follow-on paragraph, no cue"),
        ("We have a difficult game", "Jürgen Klopp", X, "colon after description 'the German'"),
        ("Nobody here wanted to win", "Ange Postecoglou", U, f"split, 'Postecoglou said'; {SO}"),
        (
            "What I'd say is the officials",
            "Ange Postecoglou",
            POS,
            "split, second half (defends the officials)",
        ),
        ("My players did nothing wrong", "Ange Postecoglou", X, "colon after 'He added'"),
        (
            "The worst part isn't the mistake",
            "Gary Neville",
            N,
            "split, full name once then 'Neville said'",
        ),
        ("There's a moment where", "Gary Neville", N, "split, second half"),
        ("The fix is simple", "Gary Neville", U, "follow-on paragraph, no cue (proposal)"),
    ],
    "rp-006": [
        ("Three different things", "Mikel Arteta", N, f"split, 'Arteta said'; {SO}"),
        ("Three. And every single", "Mikel Arteta", N, "split, second half"),
        ("We dominated long spells", "Mikel Arteta", X, "follow-on paragraph, no cue"),
        ("I understand the frustration", "Eddie Howe", U, f"split, 'Howe said'; {SO}"),
        ("From where I was standing", "Eddie Howe", U, "split, second half"),
        (
            "They ran until there was",
            "Eddie Howe",
            X,
            "colon after 'He was happier talking about the performance'",
        ),
        (
            "I was just standing there",
            "Anthony Gordon",
            U,
            "split, 'he said' after 'Newcastle winger Anthony Gordon'",
        ),
        (
            "It felt like forever",
            "Anthony Gordon",
            U,
            "split, second half (the wait for the review)",
        ),
        ("a system our players", "Arsenal", N, "fragment, club statement"),
        (
            "I've looked at it from every angle",
            "Alan Shearer",
            POS,
            f"split, 'Shearer said'; {SO} (backs the goal standing)",
        ),
        ("If it isn't conclusive", "Alan Shearer", POS, "split, second half"),
        (
            "He's become a real threat",
            "Alan Shearer",
            X,
            "colon after 'He saved his praise for the scorer'",
        ),
    ],
    "rp-007": [
        ("Everybody in the ground saw it", "Chris Wilder", N, f"split, 'Wilder said'; {SO}"),
        ("The ball is a yard over the line", "Chris Wilder", N, "split, second half"),
        ("I'm not here to hang", "Chris Wilder", N, "follow-on paragraph, no cue"),
        ("Over the ninety minutes", "Chris Wilder", X, "colon after 'Asked about the performance'"),
        (
            "I'd have been furious",
            "Dean Smith",
            N,
            "split, 'Smith said' after 'Villa head coach Dean Smith'",
        ),
        ("The VAR is supposed to be there", "Dean Smith", N, "split, second half"),
        ("The lads had been in their houses", "Dean Smith", X, "colon"),
        ("We move on", "Oliver Norwood", X, "split, 'he said'"),
        ("There are plenty of games left", "Oliver Norwood", X, "split, second half"),
        ("The VAR people have got", "Roy Keane", N, f"split, 'Keane said'; {SO}"),
        ("Are you telling me", "Roy Keane", N, "split, second half (rhetorical question)"),
    ],
    "rp-008": [
        ("We hit the woodwork", "Graham Potter", X, f"after-cue, 'Potter said'; {SO}"),
        (
            "I have no idea how a player",
            "Graham Potter",
            N,
            "colon after 'On the handball, he was blunt'",
        ),
        ("My players deserve", "Graham Potter", X, "follow-on paragraph, no cue"),
        ("We rode our luck", "Ole Gunnar Solskjær", X, f"split, 'Solskjær said'; {SO}"),
        ("The law is the law", "Ole Gunnar Solskjær", POS, "split, second half"),
        (
            "It's hard to take",
            "Lewis Dunk",
            X,
            "after-cue (one quote, cue after it), 'Dunk said' after 'Brighton captain Lewis Dunk'",
        ),
        ("Proud of the boys", "Neal Maupay", X, "social-media post, colon"),
        ("That handball law", "Graeme Souness", N, f"split, 'Souness said'; {SO}"),
        ("Maupay is trying", "Graeme Souness", N, "split, second half"),
    ],
    "rp-009": [
        ("It's been a difficult few months", "Graham Potter", X, f"split, 'Potter said'; {SO}"),
        ("The supporters stuck with us", "Graham Potter", X, "split, second half"),
        ("The process was followed", "Graham Potter", POS, "colon after 'On the penalty'"),
        (
            "I don't want to blame the referee",
            "Edin Terzić",
            N,
            "split, 'said Terzić' after 'Dortmund coach Edin Terzić'",
        ),
        (
            "His arm is close to his body",
            "Edin Terzić",
            N,
            "split, second half (handball and retake)",
        ),
        (
            "I was angry with myself",
            "Kai Havertz",
            X,
            "after-cue (one quote, cue after it), 'Havertz said'",
        ),
        ("We've shown what we can do", "Raheem Sterling", X, "after-cue, 'Sterling said'"),
        ("The dressing room is buzzing", "Reece James", X, "colon, full name, no role"),
    ],
    "rp-010": [
        ("I have seen it back now", "Frank Lampard", N, f"split, 'Lampard said'; {SO}"),
        ("Studs on the shin", "Frank Lampard", N, "split, second half"),
        (
            "We were the better team by a distance",
            "Frank Lampard",
            X,
            "follow-on paragraph, no cue",
        ),
        ("I didn't see it live", "José Mourinho", U, f"split, 'Mourinho said'; {SO}"),
        ("What I saw is that", "José Mourinho", X, "split, second half"),
        (
            "We needed this win",
            "César Azpilicueta",
            X,
            "split, 'he said' after 'Chelsea captain César Azpilicueta'",
        ),
        ("The derby is always special", "César Azpilicueta", X, "split, second half"),
        (
            "For me it should have been a red card",
            "Dermot Gallagher",
            N,
            "split, full name once then 'Gallagher said'",
        ),
        ("The VAR has looked at it", "Dermot Gallagher", N, "split, second half"),
    ],
    "rp-011": [
        ("That was as emotional", "Frank Lampard", X, f"after-cue, 'Lampard said'; {SO}"),
        ("At half-time I told them", "Frank Lampard", X, "follow-on paragraph, no cue"),
        (
            "We gave them a reason",
            "Patrick Vieira",
            X,
            "split, 'said Vieira' after 'Palace manager Patrick Vieira'",
        ),
        ("At 2-0 we have to manage", "Patrick Vieira", X, "split, second half"),
        (
            "It's been a really tough year",
            "Dominic Calvert-Lewin",
            X,
            "after-cue (one quote, cue after it), 'Calvert-Lewin said'",
        ),
        (
            "one of the best nights",
            "Seamus Coleman",
            X,
            "fragment, 'Everton captain Seamus Coleman called it'",
        ),
        ("I've been coming here forty years", "unnamed fan", X, "after-cue, 'said one supporter'"),
        ("We were down and out", "unnamed fan", X, "split, 'said another'"),
        ("Now look at us", "unnamed fan", X, "split, second half"),
    ],
    "rp-012": [
        (
            "I am so proud of them",
            "Phil Neville",
            X,
            "split, full name once then 'Neville said'; headline 'Neville:'",
        ),
        ("We came here to win it", "Phil Neville", X, "split, second half"),
        (
            "If it is offside by a toe",
            "Phil Neville",
            POS,
            "colon after 'On White's disallowed goal'",
        ),
        (
            "England made us suffer",
            "Jill Ellis",
            X,
            "split, 'said Ellis' after 'USA coach Jill Ellis'",
        ),
        ("Alyssa's save", "Jill Ellis", X, "split, second half"),
        (
            "I was confident and she made",
            "Steph Houghton",
            X,
            "after-cue (one quote, cue after it), 'Houghton said' after 'England captain'",
        ),
        ("We felt like we had them", "Ellen White", X, "after-cue, 'White said'"),
        (
            "I thought I was level",
            "Ellen White",
            N,
            "colon after 'she added' (disputes the offside)",
        ),
        (
            "That's the cruellest kind of offside",
            "Alex Scott",
            U,
            "split, full name once then 'Scott said' (no role; Jill Scott was also in the squad)",
        ),
        ("But the penalty review was spot on", "Alex Scott", POS, "split, second half"),
        (
            "This group will come back",
            "Karen Carney",
            X,
            "after-cue (one quote, cue after it), 'she said' after full name, no role",
        ),
    ],
    "rp-013": [
        (
            "I was one of those",
            "Jamie Carragher",
            U,
            f"split, 'Carragher wrote'; {SO}, headline 'Carragher:'",
        ),
        (
            "Five years later",
            "Jamie Carragher",
            U,
            "multi-paragraph quote (critical of how it is run, against scrapping it: balanced)",
        ),
        (
            "I'd vote to keep it",
            "Gary Neville",
            U,
            "split, full name once then 'Neville said' (balanced)",
        ),
        ("Their supporters have had", "Gary Neville", U, "split, second half"),
        ("The fans inside the stadium", "Gary Neville", N, "colon"),
        ("We're not doing this", "Gary O'Neil", N, f"split, 'O'Neil said'; {SO}"),
        ("We genuinely believe", "Gary O'Neil", N, "split, second half"),
        ("If we lose the vote", "Gary O'Neil", U, "follow-on paragraph, no cue"),
    ],
    "rp-014": [
        ("a package of improvements", "Premier League", POS, "fragment, league statement"),
        (
            "VAR isn't going anywhere",
            "Richard Masters",
            POS,
            "split, 'said Masters' after 'Premier League chief executive'",
        ),
        ("We have heard the frustration", "Richard Masters", U, "split, second half"),
        (
            "We lost the vote",
            "Jeff Shi",
            N,
            "after-cue, 'Shi said' after 'Wolves chairman Jeff Shi'",
        ),
        ("taking more from the game", "Wolverhampton Wanderers", N, "fragment, club statement"),
        ("We want referees making", "Howard Webb", U, f"after-cue, 'Webb said'; {SO}"),
        ("The announcements will help", "Howard Webb", POS, "follow-on paragraph, no cue"),
        (
            "Fans have been an afterthought",
            "Kevin Miles",
            N,
            "split, 'he said' after 'Football Supporters' Association chief executive'",
        ),
        ("We'll hold the league", "Kevin Miles", U, "split, second half"),
    ],
    "rp-015": [
        (
            "It's a special feeling",
            "Brendan Rodgers",
            X,
            f"after-cue (one quote, cue after it), 'Rodgers said'; {SO}",
        ),
        ("This group has shown", "Brendan Rodgers", X, "follow-on paragraph, no cue"),
        (
            "We were the better team for long spells and we go home",
            "Philippe Clement",
            X,
            f"split, 'Clement said'; {SO}",
        ),
        ("It's hard to swallow", "Philippe Clement", X, "split, second half"),
        (
            "I just tried to get my body",
            "Adam Idah",
            X,
            "after-cue (one quote, cue after it), 'Idah said'",
        ),
        (
            "This club demands trophies",
            "Callum McGregor",
            X,
            "after-cue, 'McGregor said' after 'Celtic captain'",
        ),
        (
            "We let ourselves down in the last",
            "James Tavernier",
            X,
            "colon after 'Rangers captain James Tavernier admitted'",
        ),
        ("There were times this season", "Chris Sutton", X, f"split, 'Sutton said'; {SO}"),
        ("Rodgers has come through it", "Chris Sutton", X, "split, second half"),
    ],
    "rp-016": [
        (
            "The first half was as good",
            "Ange Postecoglou",
            X,
            f"after-cue (one quote, cue after it), 'Postecoglou said'; {SO}",
        ),
        ("It's his shoulder", "Ange Postecoglou", X, "colon after description 'the Australian'"),
        (
            "We were not at the level",
            "Giovanni van Bronckhorst",
            X,
            f"quote before cue 'van Bronckhorst said'; {SO}",
        ),
        ("We have to respond on Wednesday", "Giovanni van Bronckhorst", X, "split, second half"),
        ("Two goals in the derby", "Liel Abada", X, "after-cue, 'Abada said'"),
        (
            "The fans were incredible",
            "Jota",
            X,
            "after-cue (one quote, cue after it), 'he said' (Celtic's Jota, not Diogo Jota)",
        ),
        ("sore one", "Ally McCoist", X, "fragment, 'McCoist called it'"),
        ("Celtic were quicker", "Ally McCoist", X, "split, 'McCoist said'"),
        ("Rangers have got to go", "Ally McCoist", X, "split, second half"),
    ],
    "rp-017": [
        (
            "The line was brave",
            "Hansi Flick",
            X,
            f"after-cue (one quote, cue after it), 'Flick said'; {SO}",
        ),
        ("The first half was balanced", "Carlo Ancelotti", X, f"split, 'Ancelotti said'; {SO}"),
        ("It is a bad night", "Carlo Ancelotti", X, "split, second half"),
        ("Their line was very high", "Carlo Ancelotti", X, "follow-on paragraph, no cue"),
        (
            "The VAR checked it",
            "Carlo Ancelotti",
            POS,
            "colon after 'Asked about Mbappé's disallowed goal, he shrugged'",
        ),
        ("At my age", "Robert Lewandowski", X, "after-cue, 'Lewandowski said'"),
        (
            "dreamed of a night like this",
            "Lamine Yamal",
            X,
            "fragment, 'Barcelona's 17-year-old winger Lamine Yamal said'",
        ),
        ("It's October", "Raphinha", X, "'he said' after the quote"),
    ],
    "rp-018": [
        ("We scored a winner", "Jürgen Klopp", N, f"split, 'Klopp said'; {SO}"),
        ("And Virgil will have a scan", "Jürgen Klopp", X, "split, second half"),
        ("The goalkeeper comes in", "Jürgen Klopp", N, "colon after description 'the German'"),
        ("We showed character", "Carlo Ancelotti", X, f"split, 'Ancelotti said'; {SO}"),
        (
            "Richarlison made a mistake",
            "Carlo Ancelotti",
            X,
            "split, second half (on-field red card)",
        ),
        (
            "We're all gutted",
            "Jordan Henderson",
            X,
            "after-cue (one quote, cue after it), 'he said' after 'Liverpool captain Jordan Henderson'",
        ),
        (
            "Pickford's challenge is reckless",
            "Jamie Carragher",
            N,
            f"quote before cue 'Carragher said'; {SO}",
        ),
        ("Everton will feel", "Jamie Carragher", X, "split, second half"),
    ],
    "rp-019": [
        (
            "To win the twentieth",
            "Simone Inzaghi",
            X,
            f"after-cue (one quote, cue after it), 'Inzaghi said'; {SO}",
        ),
        (
            "Congratulations to Inter",
            "Stefano Pioli",
            X,
            f"after-cue (one quote, cue after it), 'Pioli said'; {SO}",
        ),
        (
            "to every Inter supporter",
            "Lautaro Martínez",
            X,
            "fragment, 'Inter captain Lautaro Martínez said'",
        ),
        (
            "When I arrived",
            "Marcus Thuram",
            X,
            "after-cue (one quote, cue after it), 'Thuram said' (surname shared with his father)",
        ),
        (
            "a long project",
            "Giuseppe Marotta",
            X,
            "fragment, apposition 'the Inter chief executive'",
        ),
    ],
    "rp-020": [
        (
            "It is a day for the people",
            "Xabi Alonso",
            X,
            f"after-cue, 'Alonso said'; {SO} (headline 'Alonso:')",
        ),
        ("We have been unbeaten since August", "Xabi Alonso", X, "follow-on paragraph, no cue"),
        (
            "I came here to win trophies",
            "Granit Xhaka",
            X,
            "after-cue (one quote, cue after it), 'Xhaka said'",
        ),
        ("Three goals on this day", "Florian Wirtz", X, "after-cue, 'Wirtz said'"),
        (
            "Congratulations to Leverkusen",
            "Ole Werner",
            X,
            "split, 'said Werner' after 'Werder coach Ole Werner'",
        ),
        ("For the penalty", "Ole Werner", U, "split, second half (accepts the review)"),
        ("Xabi has given this club", "Simon Rolfes", X, "split, 'Rolfes said' after apposition"),
        ("Everybody in the building", "Simon Rolfes", X, "split, second half"),
    ],
    "rp-021": [
        (
            "We wanted to make history",
            "Luis Enrique",
            X,
            "after-cue (one quote, cue after it), 'Luis Enrique said', no role, headline 'Luis Enrique:'",
        ),
        (
            "They were better than us",
            "Simone Inzaghi",
            X,
            f"after-cue (one quote, cue after it), 'Inzaghi said'; {SO}",
        ),
        ("Two goals in a Champions League final", "Désiré Doué", X, "after-cue, 'Doué said'"),
        ("for every Parisian", "Nasser Al-Khelaifi", X, "fragment, apposition 'the PSG president'"),
        (
            "I've been here twelve years",
            "Marquinhos",
            X,
            "after-cue (one quote, cue after it), 'he said' after 'Captain Marquinhos'",
        ),
    ],
    "rp-022": [
        (
            "This city has waited",
            "Arne Slot",
            X,
            f"after-cue (one quote, cue after it), 'Slot said'; {SO}, headline 'Slot:'",
        ),
        ("Tonight I just want", "Arne Slot", X, "follow-on paragraph, no cue"),
        (
            "everything to lift this trophy",
            "Orkun Kökçü",
            X,
            "fragment, 'Feyenoord captain Orkun Kökçü said it meant'",
        ),
        (
            "When the second went in",
            "Santiago Giménez",
            X,
            "'he said' after 'Giménez said he knew'",
        ),
        (
            "We built this with patience",
            "Dennis te Kloese",
            X,
            "split, 'he said' after apposition 'the club's general director'",
        ),
        ("Nobody here took a shortcut", "Dennis te Kloese", X, "split, second half"),
        ("I've never heard De Kuip", "unnamed fan", X, "split, 'he said' after 'one supporter'"),
        ("Not even in 2017", "unnamed fan", X, "split, second half"),
    ],
    "rp-023": [
        (
            "I knew this club was special",
            "Arne Slot",
            X,
            f"after-cue (one quote, cue after it), 'Slot said'; {SO}",
        ),
        (
            "Liverpool have been the best team",
            "Ange Postecoglou",
            X,
            f"after-cue (one quote, cue after it), 'Postecoglou said'; {SO}",
        ),
        ("Twenty now", "Mohamed Salah", X, "'he said' after 'Salah was asked'"),
        (
            "The last time we couldn't",
            "Virgil van Dijk",
            X,
            "after-cue (one quote, cue after it), 'he said' after 'Liverpool captain Virgil van Dijk'",
        ),
        ("Nobody outside this club", "Jamie Carragher", X, f"split, 'Carragher said'; {SO}"),
        ("New manager, hardly any signings", "Jamie Carragher", X, "split, second half"),
    ],
    "rp-024": [
        (
            "Two promotions in two years",
            "Kieran McKenna",
            X,
            f"after-cue (one quote, cue after it), 'McKenna said'; {SO}",
        ),
        ("I've waited my whole career", "Wes Burns", X, "after-cue, 'Burns said'"),
        ("The fans have been with us", "Leif Davis", X, "'he said' after 'Left-back Leif Davis'"),
        (
            "This club belongs in the Premier League",
            "Mark Ashton",
            X,
            "split, 'Ashton said' after 'Chief executive Mark Ashton'",
        ),
        ("This is the start", "Mark Ashton", X, "split, second half"),
        (
            "I was here the last time",
            "unnamed fan",
            X,
            "split, 'said one' (supporters on the pitch)",
        ),
        ("I never thought", "unnamed fan", X, "split, second half"),
        ("Best day of my life", "unnamed fan", X, "colon after 'Another ... said simply'"),
    ],
    "rp-025": [
        (
            "To reach a final away from home",
            "Gareth Southgate",
            X,
            f"split, 'Southgate said'; {SO}",
        ),
        ("Ollie has been patient", "Gareth Southgate", X, "split, second half"),
        (
            "I've seen it once",
            "Gareth Southgate",
            U,
            "colon after 'On the penalty, he was measured'",
        ),
        ("Denzel tries to block", "Ronald Koeman", N, f"split, 'Koeman said'; {SO}"),
        ("We played a good tournament", "Ronald Koeman", X, "split, second half"),
        ("I felt the contact straight away", "Harry Kane", POS, "split, 'Kane said'"),
        ("I wasn't sure the referee had seen it", "Harry Kane", POS, "split, second half"),
        ("I've had to wait for my chance", "Ollie Watkins", X, "after-cue, 'Watkins said'"),
        ("It's soft, but you can see", "Micah Richards", U, f"split, 'Richards said'; {SO}"),
        ("His studs are up", "Micah Richards", POS, "split, second half"),
    ],
    "rp-026": [
        (
            "We didn't start the game well",
            "Steve Clarke",
            X,
            f"split, 'Clarke said'; {SO}, headline 'Clarke:'",
        ),
        (
            "The red card changes everything",
            "Steve Clarke",
            U,
            "split, second half running on as a multi-paragraph quote",
        ),
        (
            "It was the start we dreamed of",
            "Julian Nagelsmann",
            X,
            f"split, 'Nagelsmann said'; {SO}",
        ),
        ("Florian and Jamal showed", "Julian Nagelsmann", X, "split, second half"),
        (
            "We've let ourselves down",
            "Andy Robertson",
            X,
            "after-cue (one quote, cue after it), 'he said' after 'Scotland captain Andy Robertson'",
        ),
        (
            "The supporters have taken over",
            "John McGinn",
            X,
            f"after-cue (one quote, cue after it), 'McGinn said'; {SO}",
        ),
        ("It's a clear red", "Michael Stewart", POS, "split, full name once then 'Stewart said'"),
        ("The VAR was right", "Michael Stewart", POS, "split, second half"),
    ],
    "rp-027": [
        ("What a way to say goodbye", "Emma Hayes", X, f"split, 'Hayes said'; {SO}"),
        (
            "Twelve years",
            "Emma Hayes",
            X,
            "split, second half running on as a multi-paragraph quote",
        ),
        (
            "We wanted to do it the right way",
            "Lauren James",
            X,
            "after-cue (one quote, cue after it), 'James said' after full name (not Reece James)",
        ),
        (
            "We did our job today",
            "Gareth Taylor",
            X,
            "split, full name once then 'Taylor said' (not Anthony Taylor)",
        ),
        ("Over a season you look back", "Gareth Taylor", X, "split, second half"),
        (
            "We have to be much better than that",
            "Marc Skinner",
            X,
            "after-cue, 'Skinner said' after 'United manager Marc Skinner'",
        ),
        ("The way they came back", "Karen Carney", X, f"split, 'Carney said'; {SO}"),
        ("Mayra Ramírez was unplayable", "Karen Carney", X, "split, second half"),
    ],
    "rp-028": [
        (
            "I'm just glad for the supporters",
            "Ange Postecoglou",
            X,
            f"after-cue (one quote, cue after it), 'Postecoglou said'; {SO}",
        ),
        (
            "We didn't play well enough",
            "Rúben Amorim",
            X,
            f"after-cue (one quote, cue after it), 'Amorim said'; {SO}",
        ),
        (
            "I waited ten years",
            "Son Heung-min",
            X,
            "after-cue (one quote, cue after it), 'Son said'",
        ),
        ("I don't even know how it went in", "Brennan Johnson", X, "after-cue, 'Johnson said'"),
        (
            "Ange and the players",
            "Daniel Levy",
            X,
            "after-cue, 'Levy said' after 'Tottenham chairman Daniel Levy'",
        ),
        (
            "We have to be honest",
            "Bruno Fernandes",
            X,
            "after-cue (one quote, cue after it), 'he said' after 'United captain Bruno Fernandes'",
        ),
        ("They had chances", "Wayne Rooney", X, f"after-cue, 'Rooney said'; {SO}"),
    ],
    "rp-029": [
        (
            "I asked them for one more night",
            "Rúben Amorim",
            X,
            f"after-cue (one quote, cue after it), 'Amorim said'; {SO}",
        ),
        (
            "We were good for forty minutes",
            "Pep Guardiola",
            X,
            f"after-cue (one quote, cue after it), 'Guardiola said'; {SO}",
        ),
        ("I practise them every day", "Viktor Gyökeres", X, "split, description 'the Swede said'"),
        ("When the chance comes", "Viktor Gyökeres", X, "split, second half"),
        (
            "Tonight this stadium said thank you",
            "Frederico Varandas",
            X,
            "after-cue, 'Varandas said' after 'Sporting president'",
        ),
        (
            "We can't keep giving goals",
            "Bernardo Silva",
            X,
            "'he said' after 'City midfielder Bernardo Silva'",
        ),
    ],
    "rp-030": [
        ("How much confidence", "unnamed journalist", X, "press-conference question, 'Q:' label"),
        (
            "A lot, but it doesn't give us",
            "Mikel Arteta",
            X,
            f"press-conference answer, 'Arteta:' label; {SO}",
        ),
        ("What have you seen from Paris", "unnamed journalist", X, "press-conference question"),
        ("They are a team that can hurt", "Mikel Arteta", X, "press-conference answer"),
        (
            "There has been plenty of debate",
            "unnamed journalist",
            U,
            "press-conference question about VAR",
        ),
        ("I hope not", "Mikel Arteta", U, "press-conference answer"),
        ("Is there any news on the squad", "unnamed journalist", X, "press-conference question"),
        ("We will assess a couple", "Mikel Arteta", X, "press-conference answer"),
        ("Come early", "Mikel Arteta", X, "after-cue, description 'the Spaniard said'"),
    ],
    "rp-031": [
        ("The aim is simple", "Pierluigi Collina", POS, f"split, 'Collina said'; {SO}"),
        ("Nobody enjoys waiting", "Pierluigi Collina", POS, "split, second half"),
        (
            "the most advanced support",
            "Gianni Infantino",
            POS,
            "fragment, 'FIFA president Gianni Infantino said'",
        ),
        (
            "Offside should be about the spirit",
            "Arsène Wenger",
            N,
            f"split, 'Wenger said'; {SO} (against millimetre offsides)",
        ),
        ("Technology helps, but football", "Arsène Wenger", U, "split, second half"),
        (
            "We tested it in live matches",
            "Johannes Holzmüller",
            POS,
            "'he said' after title and full name",
        ),
        (
            "It will help with the factual calls",
            "Keith Hackett",
            POS,
            "split, full name once then 'Hackett said'",
        ),
        ("The subjective ones", "Keith Hackett", U, "split, second half"),
    ],
    "rp-032": [
        (
            "We were not good in the first half",
            "Erik ten Hag",
            X,
            f"split, 'ten Hag said'; {SO}, headline 'Ten Hag:'",
        ),
        ("The handball is clear", "Erik ten Hag", POS, "split, second half"),
        ("Wembley again", "Erik ten Hag", X, "follow-on paragraph, no cue"),
        (
            "I will not talk about the referee",
            "Marco Silva",
            X,
            "split, full name once (sent off) then 'Silva said', no role",
        ),
        ("We were the better team for seventy", "Marco Silva", X, "split, second half"),
        ("We knew if we kept going", "Bruno Fernandes", X, "after-cue, 'Fernandes said'"),
        (
            "My first goal here",
            "Marcel Sabitzer",
            X,
            "after-cue (one quote, cue after it), 'he said' after 'On-loan midfielder Marcel Sabitzer'",
        ),
        ("Willian knows what he", "Roy Keane", POS, f"split, 'Keane said'; {SO}"),
        ("The VAR has to get involved", "Roy Keane", POS, "split, second half"),
    ],
    "rp-033": [
        (
            "After review, there is a handball",
            "Tori Penso",
            U,
            "colon, referee's in-stadium announcement after the review",
        ),
        ("Spain were the better team", "Sarina Wiegman", X, f"split, 'Wiegman said'; {SO}"),
        ("I'm proud of what this group", "Sarina Wiegman", X, "split, second half"),
        ("I'd watched a lot of her", "Mary Earps", X, "split, 'Earps said'"),
        ("It was given after the review", "Mary Earps", U, "split, second half"),
        (
            "We'll come again",
            "Millie Bright",
            X,
            "after-cue (one quote, cue after it), 'she said' after 'England captain Millie Bright'",
        ),
        ("For me she's been the best", "Ian Wright", X, "split, full name once then 'Wright said'"),
        (
            "The handball is harsh",
            "Ian Wright",
            U,
            "split, second half (harsh but understandable: balanced)",
        ),
    ],
    "rp-034": [
        (
            "I arrived in January",
            "Thomas Tuchel",
            X,
            f"after-cue (one quote, cue after it), 'Tuchel said'; {SO}",
        ),
        (
            "Congratulations to Chelsea",
            "Pep Guardiola",
            X,
            f"after-cue (one quote, cue after it), 'Guardiola said'; {SO}",
        ),
        (
            "When I came off I was worried",
            "Thiago Silva",
            X,
            "after-cue, 'Silva said' after full-name mention",
        ),
        ("I just tried to stay calm", "Kai Havertz", X, "'he said' after 'Havertz ... was calm'"),
        ("never stopped believing", "Mason Mount", X, "fragment, 'Midfielder Mason Mount said'"),
    ],
    "rp-035": [
        (
            "A good start, not a perfect start",
            "Thomas Tuchel",
            X,
            f"after-cue (one quote, cue after it), 'Tuchel said'; {SO}",
        ),
        ("There is a lot to improve", "Thomas Tuchel", X, "follow-on paragraph, no cue"),
        ("It's a new chapter", "Harry Kane", X, "colon after 'England captain Harry Kane said'"),
        ("I'm still trying to take it in", "Myles Lewis-Skelly", X, "'he said' after the quote"),
        (
            "exactly as we hoped",
            "Mark Bullingham",
            X,
            "fragment, 'FA chief executive Mark Bullingham said'",
        ),
        (
            "It's early days",
            "unnamed fan",
            X,
            "colon after 'one England supporter summed up the mood'",
        ),
    ],
    "rp-036": [
        (
            "It was strange walking out",
            "Wayne Rooney",
            X,
            "after-cue (one quote, cue after it), 'Rooney said', no role or club",
        ),
        (
            "We started well",
            "Phillip Cocu",
            X,
            f"after-cue (one quote, cue after it), 'Cocu said'; {SO}",
        ),
        (
            "Odion has given us",
            "Ole Gunnar Solskjær",
            X,
            "split, 'said Solskjær' after 'United manager'",
        ),
        ("And Wayne was Wayne", "Ole Gunnar Solskjær", X, "split, second half"),
        (
            "I supported this club",
            "Odion Ighalo",
            X,
            "after-cue (one quote, cue after it), 'Ighalo said'",
        ),
    ],
    "rp-037": [
        (
            "I've seen it back, and the ball hits",
            "Eddie Howe",
            N,
            f"split, 'Howe said'; {SO}, headline 'Howe:'",
        ),
        (
            "For me that can never be a penalty",
            "Eddie Howe",
            N,
            "split, second half running on as a multi-paragraph quote",
        ),
        ("For eighty minutes we pushed", "Luis Enrique", X, "split, 'Luis Enrique said', no role"),
        ("Pope was the best player", "Luis Enrique", X, "split, second half"),
        ("It hits his chest and then his arm", "Kieran Trippier", N, "after-cue, 'Trippier said'"),
        (
            "Nobody in that dressing room",
            "Alexander Isak",
            X,
            "after-cue (one quote, cue after it), 'Isak said'",
        ),
        ("I'd be fuming", "Alan Shearer", N, f"split, 'Shearer said'; {SO}"),
        ("The VAR should never have sent him", "Alan Shearer", N, "split, second half"),
    ],
    "rp-038": [
        ("Everybody in Japan will be proud", "Hajime Moriyasu", X, f"split, 'Moriyasu said'; {SO}"),
        ("We lost the first half", "Hajime Moriyasu", X, "split, second half"),
        (
            "From the bench I could not see",
            "Hajime Moriyasu",
            U,
            "colon after 'On the decisive goal:', no speech verb (waiting for the check)",
        ),
        ("We are in the last 16", "Luis Enrique", X, "split, 'Luis Enrique said', no role"),
        ("The images say the ball was in", "Luis Enrique", POS, "split, second half"),
        ("I didn't know if it was in or out", "Ao Tanaka", U, "split, 'he said'"),
        ("Then my team-mates told me", "Ao Tanaka", U, "split, second half"),
        (
            "We saw it on the screen",
            "Hansi Flick",
            X,
            f"split, 'Flick said'; {SO} (the other group result)",
        ),
        ("It is very bitter", "Hansi Flick", X, "split, second half"),
        (
            "On the pitch it was a football match",
            "Stéphanie Frappart",
            X,
            "after-cue, 'Frappart said' after 'became the first woman to referee'",
        ),
        ("They've got nobody to blame", "Roy Keane", X, f"split, 'Keane said'; {SO}"),
        ("You don't lose to Japan", "Roy Keane", X, "split, second half"),
    ],
    "rp-039": [
        ("We all saw it", "Xavi", N, f"split, 'Xavi said'; {SO}"),
        ("The VAR had all that time", "Xavi", N, "split, second half"),
        ("We were the better team for long periods", "Xavi", X, "follow-on paragraph, no cue"),
        ("From what I saw", "Carlo Ancelotti", POS, f"split, 'Ancelotti said'; {SO}"),
        ("If there is no picture", "Carlo Ancelotti", POS, "split, second half"),
        (
            "I'll leave that to the people",
            "Jude Bellingham",
            U,
            "split, 'he said' (declines to discuss the review)",
        ),
        ("I'm just happy to score", "Jude Bellingham", X, "split, second half"),
        (
            "The images were not conclusive",
            "Guillem Balagué",
            U,
            "after-cue, full name once, no role",
        ),
        (
            "entitled to know exactly",
            "Joan Laporta",
            N,
            "fragment, 'Barcelona president Joan Laporta ... saying'",
        ),
    ],
    "rp-040": [
        ("I've watched it three times", "Gary O'Neil", N, f"split, 'O'Neil said'; {SO}"),
        ("Fabiański can see the ball", "Gary O'Neil", N, "split, second half"),
        ("James is the best I've seen", "David Moyes", X, f"split, 'Moyes said'; {SO}"),
        ("On the last one", "David Moyes", U, "split, second half (declines to judge the review)"),
        (
            "I headed it and I was already",
            "Max Kilman",
            N,
            "after-cue, 'Kilman said' (delay and disallowed goal)",
        ),
        ("I've seen them given", "Chris Sutton", N, f"split, 'Sutton said'; {SO}"),
        ("That's the problem right now", "Chris Sutton", N, "split, second half"),
        (
            "had an impact on the goalkeeper",
            "Premier League",
            U,
            "fragment, the league's Match Centre explanation",
        ),
        ("Every week it", "unnamed fan", N, "split, 'said one season-ticket holder'"),
        ("We're sick of it", "unnamed fan", N, "split, second half"),
    ],
    "rp-041": [
        (
            "Our referees came here",
            "Roberto Rosetti",
            X,
            f"split, 'Rosetti said'; {SO}, headline 'Rosetti:'",
        ),
        ("They are calm, they are fit", "Roberto Rosetti", X, "split, second half"),
        (
            "We do not want the VAR",
            "Roberto Rosetti",
            U,
            "colon after 'On VAR, he said the aim had been'",
        ),
        (
            "Supporters in the stadium deserve",
            "Roberto Rosetti",
            POS,
            "after 'He also defended the explanations', no speech verb",
        ),
        (
            "Referees are part of the game",
            "Aleksander Čeferin",
            X,
            "split, 'Čeferin said' after 'UEFA president'",
        ),
        ("When players respect them", "Aleksander Čeferin", X, "split, second half"),
    ],
    "rp-042": [
        ("Three goals disallowed", "Lionel Scaloni", POS, f"split, 'Scaloni said'; {SO}"),
        ("We have to lift our heads", "Lionel Scaloni", X, "split, second half"),
        ("The line was our plan", "Hervé Renard", X, f"split, 'Renard said'; {SO}"),
        ("We knew if we held it", "Hervé Renard", POS, "split, second half"),
        ("Tonight is for every Saudi", "Hervé Renard", X, "follow-on paragraph, no cue"),
        ("We did not expect this", "Lionel Messi", X, "after-cue, 'Messi said'"),
        ("The technology was quick", "Alan Shearer", POS, f"split, 'Shearer said'; {SO}"),
        ("That's how it should work", "Alan Shearer", POS, "split, second half"),
        (
            "They were tight, both of mine",
            "Lautaro Martínez",
            U,
            "'he said', full name (two Martínez in the article)",
        ),
        (
            "I have nothing to say about the lines",
            "Emiliano Martínez",
            U,
            "split, 'he said' after 'Goalkeeper Emiliano Martínez'",
        ),
        ("We lost because of ten bad minutes", "Emiliano Martínez", X, "split, second half"),
    ],
    "rp-043": [
        (
            "caused by mistakes in the process",
            "PGMOL",
            N,
            "fragment, statement (referees' body admitting failure)",
        ),
        ("I looked at it once", "Mikel Arteta", N, f"split, 'Arteta said after the game'; {SO}"),
        ("Two points is a lot", "Mikel Arteta", N, "split, second half"),
        ("We scored a goal and we defended", "Thomas Frank", U, f"split, 'Frank said'; {SO}"),
        ("What happens in the video room", "Thomas Frank", U, "split, second half"),
        (
            "A mistake like this changes a result",
            "Roberto De Zerbi",
            N,
            f"split, 'De Zerbi said'; {SO}",
        ),
        ("I am not angry with one person", "Roberto De Zerbi", U, "split, second half"),
        ("Yes, we were lucky", "Patrick Vieira", U, f"split, 'Vieira said'; {SO} (benefited)"),
        ("But over a season", "Patrick Vieira", U, "split, second half"),
        (
            "Nobody is pretending",
            "Richard Masters",
            N,
            f"split, 'Masters said'; {SO} (admits the errors)",
        ),
        ("What matters is that mistakes", "Richard Masters", U, "split, second half"),
        ("I'm happy with my first goal", "Leandro Trossard", X, "after-cue, 'Trossard said'"),
    ],
    "rp-044": [
        (
            "It is the new rule",
            "Pep Guardiola",
            POS,
            f"split, 'Guardiola said'; {SO} (accepts the verdict)",
        ),
        ("Laporte did not know the ball", "Pep Guardiola", POS, "split, second half"),
        ("We played an incredible game", "Pep Guardiola", X, "follow-on paragraph, no cue"),
        ("City were better than us", "Mauricio Pochettino", X, f"split, 'Pochettino said'; {SO}"),
        ("But football is about the goals", "Mauricio Pochettino", X, "split, second half"),
        (
            "Maybe the VAR likes us",
            "Mauricio Pochettino",
            POS,
            "colon after 'On the late decision, he smiled'",
        ),
        (
            "I didn't even have time",
            "Lucas Moura",
            X,
            "after-cue (one quote, cue after it), 'Lucas said'",
        ),
        (
            "I didn't feel anything",
            "Aymeric Laporte",
            N,
            "split, 'he said' after 'City defender Aymeric Laporte'",
        ),
        ("It's very hard to accept", "Aymeric Laporte", N, "split, second half"),
        ("Nobody in that stadium", "Jermaine Jenas", N, f"after-cue, 'Jenas said'; {SO}"),
    ],
    "rp-045": [
        (
            "When you listen to the officials",
            "Howard Webb",
            POS,
            f"split, 'Webb said'; {SO} (defends the officials)",
        ),
        (
            "That doesn't excuse the mistakes",
            "Howard Webb",
            U,
            "split, second half (admits errors, procedure)",
        ),
        ("I'd rather supporters heard", "Howard Webb", POS, "follow-on paragraph, no cue"),
        (
            "What struck me was how calm",
            "Michael Owen",
            POS,
            "split, full name once then 'Owen said', no role",
        ),
        ("You expect shouting", "Michael Owen", U, "split, second half"),
        ("It's good that it's been said publicly", "Gary O'Neil", N, f"split, 'O'Neil said'; {SO}"),
        ("What we want is for it not to happen", "Gary O'Neil", N, "split, second half"),
    ],
    "rp-046": [
        (
            "Referees are not robots",
            "Howard Webb",
            U,
            "split, 'Webb said' after 'chief refereeing officer at PGMOL'",
        ),
        ("The idea is that the big mistakes", "Howard Webb", POS, "split, second half"),
        (
            "Some of the delays this season",
            "Howard Webb",
            N,
            "after 'He did not pretend the season had gone smoothly', no speech verb (admits delays)",
        ),
        (
            "I've been critical",
            "Gary Neville",
            U,
            "split, full name in first paragraph then 'Neville said'",
        ),
        ("But hearing how they talk", "Gary Neville", POS, "split, second half"),
        ("That was really good television", "Jamie Carragher", POS, "after-cue, 'Carragher said'"),
        (
            "The one thing I'd still change",
            "Jamie Carragher",
            N,
            "follow-on paragraph, no cue (delays)",
        ),
        ("We want to do more of this", "Howard Webb", U, "colon after 'Webb was careful'"),
    ],
}


def fold(s: str) -> str:
    return s.replace("\u2019", "'").replace("\u2018", "'")


def split_of(article_id: str) -> str:
    return "dev" if int(article_id.split("-")[1]) <= 12 else "test"


def main() -> None:
    arts = {}
    for a in read_inputs([os.path.join(HERE, "articles")]):
        if isinstance(a, Skipped):
            raise SystemExit(f"ingester skipped an article: {a}")
        arts[a.id] = a
    if set(arts) != set(LABELS) or set(arts) != set(WHO):
        raise SystemExit(
            f"articles/labels mismatch: {sorted(set(arts) ^ set(LABELS))} {sorted(set(arts) ^ set(WHO))}"
        )
    out = []
    for aid in sorted(arts):
        text = arts[aid].text
        sp = spans(text)
        labels = LABELS[aid]
        if len(sp) != len(labels):
            raise SystemExit(f"{aid}: {len(sp)} quoted spans but {len(labels)} labels")
        used = set()
        cursor = 0
        for (start, end, qtext), lab in zip(sp, labels, strict=False):
            prefix, speaker = lab[0], lab[1]
            if not fold(qtext).startswith(fold(prefix)):
                raise SystemExit(f"{aid}: label {prefix!r} does not match span {qtext[:60]!r}")
            if speaker == SKIP:
                continue
            stance, style = lab[2], lab[3]
            if speaker not in WHO[aid]:
                raise SystemExit(f"{aid}: {speaker!r} has no entry in WHO")
            used.add(speaker)
            role, club, introduced = WHO[aid][speaker]
            found = text.find(qtext, cursor)
            if found != start:
                raise SystemExit(
                    f"{aid}: quote {qtext[:50]!r} not found at its offset (found {found}, expected {start})"
                )
            cursor = end
            assert text[start:end] == qtext
            out.append(
                {
                    "article_id": aid,
                    "text": qtext,
                    "start": start,
                    "end": end,
                    "speaker": speaker,
                    "role": role,
                    "club": club,
                    "about_var": stance is not None,
                    "stance": stance,
                    "incident": None,
                    "split": split_of(aid),
                    "style": style,
                    "introduced": introduced,
                }
            )
        unused = set(WHO[aid]) - used
        if unused:
            raise SystemExit(f"{aid}: WHO lists speakers with no quote: {sorted(unused)}")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} gold quotes from {len(arts)} articles")


if __name__ == "__main__":
    main()
