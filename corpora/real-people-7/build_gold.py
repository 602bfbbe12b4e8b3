"""Build gold.jsonl for the real-people-7 set (rp7-001..rp7-012, all dev).

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

Run from the repository root: .venv/bin/python corpora/real-people-7/build_gold.py
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
ENG, FRA, SCO, ESP = "England", "France", "Scotland", "Spain"
CHE, MCI, BHA, MUN = "Chelsea", "Manchester City", "Brighton & Hove Albion", "Manchester United"
ATH, OM, AJA = "Athletic Club", "Marseille", "Auxerre"
BRA, RIO = "Braga", "Rio Ave"
TOT, LIV, AVL, ARS, FUL = (
    "Tottenham Hotspur",
    "Liverpool",
    "Aston Villa",
    "Arsenal",
    "Fulham",
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
    "rp7-001": {
        "unnamed fan": (FAN, ENG, T),
        "Jürgen Klinsmann": (PUN, None, F),
        "Gareth Southgate": (MGR, ENG, F),
        "Harry Kane": (PLY, ENG, T),
        "Didier Deschamps": (MGR, FRA, T),
        "Aurélien Tchouaméni": (PLY, FRA, F),
        "Harry Maguire": (PLY, ENG, F),
    },
    "rp7-002": {
        "Peter Crouch": (PUN, None, F),
        "Pep Guardiola": (MGR, MCI, F),
        "Mauricio Pochettino": (MGR, CHE, T),
        "Rúben Dias": (PLY, MCI, F),
        "Armando Broja": (PLY, CHE, F),
    },
    "rp7-003": {
        "Paul Barber": (EXE, BHA, T),
        "Roberto De Zerbi": (MGR, BHA, F),
        "Lewis Dunk": (PLY, BHA, T),
        "Pascal Groß": (PLY, BHA, F),
        "Howard Webb": (OFF, None, T),
    },
    "rp7-004": {
        "Ernesto Valverde": (MGR, ATH, T),
        "Rúben Amorim": (MGR, MUN, T),
        "Bruno Fernandes": (PLY, MUN, T),
        "Casemiro": (PLY, MUN, F),
        "Harry Maguire": (PLY, MUN, F),
        "Nico Williams": (PLY, ATH, T),
        "Thierry Henry": (PUN, None, F),
    },
    "rp7-005": {
        "Roberto De Zerbi": (MGR, OM, F),
        "Pablo Longoria": (EXE, OM, F),
        "Fabrizio Ravanelli": (EXE, OM, T),
        "Leonardo Balerdi": (PLY, OM, T),
        "Christophe Pélissier": (MGR, AJA, T),
        "Philippe Diallo": (OFF, None, T),
    },
    "rp7-006": {
        "Fábio Veríssimo": (REF, None, T),
        "Artur Jorge": (MGR, BRA, T),
        "Simon Banza": (PLY, BRA, F),
        "João Moutinho": (PLY, BRA, F),
        "António Salvador": (EXE, BRA, T),
        "Luís Freire": (MGR, RIO, T),
        "Pedro Proença": (OFF, None, F),
    },
    "rp7-007": {
        "Arne Slot": (MGR, LIV, F),
        "Ange Postecoglou": (MGR, TOT, T),
        "Lucas Bergvall": (PLY, TOT, F),
        "Kostas Tsimikas": (PLY, LIV, F),
        "Jamie Redknapp": (PUN, None, F),
        "Harry Redknapp": (PUN, None, F),
    },
    "rp7-008": {
        "The FA": (OFF, None, T),
        "Jürgen Klopp": (MGR, LIV, F),
        "unnamed journalist": (JOU, None, T),
        "Unai Emery": (MGR, AVL, F),
        "Mark Halsey": (PUN, None, F),
        "John Aldridge": (PUN, None, F),
    },
    "rp7-009": {
        "Premier League": (OFF, None, T),
        "Erik ten Hag": (MGR, MUN, F),
        "Alejandro Garnacho": (PLY, MUN, F),
        "Mikel Arteta": (MGR, ARS, F),
        "Declan Rice": (PLY, ARS, F),
        "Gary Neville": (PUN, None, F),
        "Paul Scholes": (PUN, None, F),
    },
    "rp7-010": {
        "Scottish FA": (OFF, None, T),
        "Steve Clarke": (MGR, SCO, F),
        "Scott McTominay": (PLY, SCO, F),
        "Jack Hendry": (PLY, SCO, T),
        "John McGinn": (PLY, SCO, T),
        "Unai Simón": (PLY, ESP, T),
        "Didier Deschamps": (MGR, FRA, F),
    },
    "rp7-011": {
        "Liverpool": (EXE, LIV, T),
        "John W. Henry": (EXE, LIV, F),
        "Jürgen Klopp": (MGR, LIV, F),
        "Howard Webb": (OFF, None, F),
        "Ange Postecoglou": (MGR, TOT, T),
        "Chris Foy": (PUN, None, T),
        "Spirit of Shankly": (FAN, LIV, T),
    },
    "rp7-012": {
        "Alistair Mackintosh": (EXE, FUL, T),
        "Terry Wallis": (FAN, FUL, T),
        "Sophie Okafor": (FAN, FUL, T),
        "unnamed fan": (FAN, FUL, T),
        "Fulham Supporters' Trust": (FAN, FUL, T),
    },
}

# article -> one (prefix, speaker, stance, style) per quoted span, in order
LABELS = {
    "rp7-001": [
        (
            "That was a penalty in any league",
            "unnamed fan",
            N,
            "live-blog reader's email, colon after 'An email from a reader in Stockport'",
        ),
        (
            "I've watched it six times",
            "unnamed fan",
            U,
            "split, 'he writes' after 'Another reader is more forgiving'",
        ),
        ("At least they looked at it properly", "unnamed fan", POS, "split, second half"),
        (
            "They took so long over the Kane one",
            "Jürgen Klinsmann",
            N,
            "split, 'he said' after 'Klinsmann was unimpressed with the delay' (complaint about the delay)",
        ),
        (
            "The decision itself I can live with",
            "Jürgen Klinsmann",
            U,
            "split, second half (grudging acceptance)",
        ),
        (
            "We had the chances to win the game",
            "Gareth Southgate",
            X,
            "split, 'he said' after 'Southgate, speaking to the BBC'",
        ),
        (
            "I'm not going to stand here",
            "Gareth Southgate",
            X,
            "split, second half (the referee, not the VAR)",
        ),
        (
            "You'd have to ask the people who looked",
            "Gareth Southgate",
            N,
            "no cue after 'Pressed on the Kane check, he was careful' (disputes a reviewed no-penalty)",
        ),
        ("The lads have given everything", "Gareth Southgate", X, "split, 'he added'"),
        ("I'm so proud of them", "Gareth Southgate", X, "split, second half"),
        ("I'll have to live with it", "Harry Kane", X, "split, 'the captain told ITV'"),
        ("The first one I hit well", "Harry Kane", X, "split, second half"),
        ("The VAR got the second penalty right", "Harry Kane", POS, "split, 'Kane said'"),
        ("It's on me that we didn't take it", "Harry Kane", X, "split, second half"),
        (
            "The referee went to the screen",
            "Didier Deschamps",
            POS,
            "split, 'the France coach said' after 'Deschamps admitted'",
        ),
        ("After that, it is in the hands of football", "Didier Deschamps", X, "split, second half"),
        (
            "I didn't watch the second penalty",
            "Aurélien Tchouaméni",
            X,
            "split, 'he said' after 'Tchouaméni was just relieved'",
        ),
        ("I was praying", "Aurélien Tchouaméni", X, "split, second half"),
        (
            "We didn't lose this because of a referee or a screen",
            "Harry Maguire",
            U,
            "split, 'he said' after 'Maguire spoke for the dressing room' ('not the screen')",
        ),
        ("We lost it in the two boxes", "Harry Maguire", X, "split, second half"),
    ],
    "rp7-002": [
        (
            "City can moan all they like",
            "Peter Crouch",
            POS,
            "split, 'Crouch said'; 'the former England striker' (former career)",
        ),
        ("Dias has gone through the back", "Peter Crouch", POS, "split, second half"),
        (
            "People want the technology to stay out",
            "Peter Crouch",
            POS,
            "follow-on paragraph, no cue (defends the technology against its critics)",
        ),
        ("I was in the pub", "Peter Crouch", N, "split, 'he joked' (delay)"),
        ("Get it done quicker", "Peter Crouch", N, "split, second half (delay)"),
        (
            "It's a penalty. I saw it again",
            "Pep Guardiola",
            POS,
            "colon after 'he said', 'Guardiola had been in a more measured mood in his post-match press conference'",
        ),
        (
            "We had the game four times",
            "Pep Guardiola",
            X,
            "split, 'he said' after 'the Catalan could not hide his frustration'",
        ),
        ("Four times. We have to learn", "Pep Guardiola", X, "split, second half"),
        (
            "Cole is a special player",
            "Pep Guardiola",
            X,
            "split, 'he said' after 'Guardiola also had words for his former player'",
        ),
        ("I didn't want him to go", "Pep Guardiola", X, "split, second half"),
        (
            "The VAR was clear, the referee was clear",
            "Mauricio Pochettino",
            POS,
            "split, 'said the Chelsea head coach' (inversion)",
        ),
        ("It's a moment for the supporters", "Mauricio Pochettino", X, "split, second half"),
        (
            "I touched him, I know that",
            "Rúben Dias",
            POS,
            "split, 'the Portuguese told Sky Sports' (accepts a reviewed penalty)",
        ),
        (
            "The referee gave it, the screen agreed",
            "Rúben Dias",
            U,
            "split, second half (describes the process)",
        ),
        (
            "He was all over me",
            "Armando Broja",
            POS,
            "split, 'he said' after 'Broja, who had only come off the bench'",
        ),
        ("I'm glad they looked at it", "Armando Broja", POS, "split, second half"),
        (
            "If that's not a penalty then we can pack",
            "Peter Crouch",
            POS,
            "colon after 'the former striker replied'",
        ),
    ],
    "rp7-003": [
        (
            "We're not a club that shouts",
            "Paul Barber",
            U,
            "split, 'he said' after 'Paul Barber, the club's chief executive'",
        ),
        ("We write, we ask questions", "Paul Barber", U, "split, second half (procedure)"),
        ("What we want is consistency", "Paul Barber", N, "split, 'Barber said'"),
        ("If the VAR steps in for one club", "Paul Barber", N, "split, second half"),
        ("And we've been told, more than once", "Paul Barber", N, "follow-on paragraph, no cue"),
        (
            "I don't want to speak about the VAR every week",
            "Roberto De Zerbi",
            N,
            "split, 'he said then' after 'The Italian has been booked'",
        ),
        ("But every week they ask me", "Roberto De Zerbi", N, "split, second half"),
        ("I'm not against the technology", "Roberto De Zerbi", POS, "split, 'he said' (negation)"),
        (
            "My problem is the people who use it",
            "Roberto De Zerbi",
            N,
            "split, second half (the people, not the tool)",
        ),
        (
            "You can feel it when a check is going on",
            "Lewis Dunk",
            U,
            "split, 'he said' after 'Dunk, who has captained the side'",
        ),
        ("Sometimes you know it's going to go against you", "Lewis Dunk", N, "split, second half"),
        (
            "It evens itself out over a season",
            "Pascal Groß",
            U,
            "split, 'the German said' after 'Groß was more philosophical'",
        ),
        (
            "I'm still waiting for the evening-out part",
            "Pascal Groß",
            N,
            "split, second half (sarcasm)",
        ),
        (
            "When we get it wrong we will say so",
            "Howard Webb",
            U,
            "split, 'he said at a media briefing' after 'Webb, who took over at PGMOL'",
        ),
        ("That's the only way people will trust", "Howard Webb", U, "split, second half"),
        ("The VAR will never be perfect", "Howard Webb", U, "split, 'Webb said'"),
        ("What we can do is be clearer", "Howard Webb", U, "split, second half"),
        (
            "We'll take every clip to them",
            "Paul Barber",
            U,
            "after 'Barber, for his part, says the club will keep writing.' (wants it to work, with a complaint)",
        ),
    ],
    "rp7-004": [
        (
            "It's a decision that changes everything",
            "Ernesto Valverde",
            N,
            "split, 'the Athletic coach said' after 'Valverde was careful' (delay)",
        ),
        (
            "I'm not going to say it's not a penalty",
            "Ernesto Valverde",
            N,
            "split, second half (negation; complaint about the delay)",
        ),
        (
            "After the red card we lost our heads",
            "Ernesto Valverde",
            X,
            "follow-on paragraph, no cue",
        ),
        (
            "The red card helped us",
            "Rúben Amorim",
            U,
            "split, 'he told reporters' (a VAR red card, described)",
        ),
        ("But we played well before it", "Rúben Amorim", X, "split, second half"),
        (
            "The VAR saw it, the referee saw it",
            "Rúben Amorim",
            U,
            "after 'the Portuguese coach shrugged.', no speech verb",
        ),
        (
            "We knew what San Mames would be like",
            "Bruno Fernandes",
            X,
            "split, 'he said' after 'Fernandes, United's captain'",
        ),
        ("We stayed calm", "Bruno Fernandes", X, "split, second half"),
        (
            "People said I was finished",
            "Casemiro",
            X,
            "split, 'the Brazilian said' after 'Casemiro, 33'",
        ),
        ("I don't listen to people", "Casemiro", X, "split, second half"),
        (
            "It felt like forever",
            "Harry Maguire",
            N,
            "split, 'he said with a grin' (the length of the check)",
        ),
        ("But when the ref goes to the screen", "Harry Maguire", U, "split, second half"),
        (
            "They spent five minutes looking",
            "Nico Williams",
            N,
            "split, 'the Spain winger said' (club is Athletic Club)",
        ),
        (
            "For me, it's not a red card",
            "Nico Williams",
            N,
            "split, second half (disputes a reviewed red)",
        ),
        (
            "Is it a foul? Yes.",
            "Thierry Henry",
            U,
            "split, 'Henry said' after 'On CBS Sports, Thierry Henry was torn'",
        ),
        (
            "What I don't like is the referee standing there",
            "Thierry Henry",
            N,
            "split, second half",
        ),
        (
            "United were the better team anyway",
            "Thierry Henry",
            U,
            "follow-on paragraph, no cue ('not the VAR')",
        ),
    ],
    "rp7-005": [
        (
            "We didn't play well enough",
            "Roberto De Zerbi",
            X,
            "split, 'he said' after 'De Zerbi tried to keep his focus on the football'",
        ),
        ("But I have watched the penalty three times", "Roberto De Zerbi", N, "split, second half"),
        ("If it is not a clear mistake", "Roberto De Zerbi", N, "follow-on paragraph, no cue"),
        (
            "We are tired of being told to be patient",
            "Pablo Longoria",
            X,
            "colon after 'On Saturday night he also said' (refereeing in general)",
        ),
        (
            "The video is there to protect everybody",
            "Pablo Longoria",
            N,
            "after-cue 'Longoria added'",
        ),
        (
            "I played in Italy, in England, in France",
            "Fabrizio Ravanelli",
            X,
            "split, 'he said' after 'Ravanelli ... who now works as an adviser at the club'",
        ),
        (
            "I have never seen a team treated like this",
            "Fabrizio Ravanelli",
            X,
            "split, second half",
        ),
        (
            "When you are ten against eleven here",
            "Leonardo Balerdi",
            X,
            "split, 'the captain said' after 'Balerdi admitted' (second yellow, not reviewable)",
        ),
        ("We have to stay calmer", "Leonardo Balerdi", X, "split, second half"),
        (
            "The referee had a good game, and the VAR looked",
            "Christophe Pélissier",
            POS,
            "split, 'he said' after 'Auxerre's coach Christophe Pelissier defended the officials'",
        ),
        (
            "I understand Marseille are disappointed",
            "Christophe Pélissier",
            X,
            "split, second half",
        ),
        (
            "My players ran for ninety minutes",
            "Christophe Pélissier",
            X,
            "follow-on paragraph, no cue",
        ),
        (
            "Criticising a decision is part of football",
            "Philippe Diallo",
            X,
            "split, 'Diallo said'; 'the French Football Federation president'",
        ),
        ("Attacking the honesty of a referee", "Philippe Diallo", X, "split, second half"),
    ],
    "rp7-006": [
        (
            "After the review, the goal is disallowed",
            "Fábio Veríssimo",
            U,
            "in-stadium announcement, 'Verissimo announced'",
        ),
        (
            "At least everybody heard the reason",
            "Artur Jorge",
            POS,
            "split, 'the Braga coach said' (praise for the announcement)",
        ),
        (
            "But I have seen the images and I am not convinced",
            "Artur Jorge",
            N,
            "split, second half",
        ),
        ("A goal like that deserves to count", "Artur Jorge", N, "follow-on paragraph, no cue"),
        (
            "Maybe the best goal of my life",
            "Simon Banza",
            N,
            "split, 'he said' after 'Banza could only laugh'",
        ),
        ("I was sure. I still think I was onside", "Simon Banza", N, "split, second half"),
        (
            "I played before the VAR and I play with it",
            "João Moutinho",
            U,
            "split, 'he said' after 'Moutinho, 37, took the long view'",
        ),
        ("I prefer it with, even on nights like this", "João Moutinho", POS, "split, second half"),
        (
            "I told him what I thought",
            "António Salvador",
            U,
            "split, 'Salvador said'; 'Braga president Antonio Salvador'",
        ),
        ("We don't agree, but I respect", "António Salvador", U, "split, second half (mixed)"),
        (
            "My players defended with their hearts",
            "Luís Freire",
            X,
            "split, 'the Rio Ave coach said'",
        ),
        (
            "The referee took the decision, the VAR helped him",
            "Luís Freire",
            POS,
            "split, second half",
        ),
        (
            "This is a historic night for Portuguese football",
            "Pedro Proença",
            POS,
            "split, 'he said in a statement' after 'Proenca, who has pushed for more openness from referees'",
        ),
        (
            "Supporters deserve to know",
            "Pedro Proença",
            POS,
            "split, second half (wants announcements everywhere)",
        ),
    ],
    "rp7-007": [
        (
            "Everybody in the stadium saw it was a second yellow",
            "Arne Slot",
            X,
            "split, 'he said' after 'Slot did not hide his irritation' (on-field second yellow, not reviewable)",
        ),
        (
            "And the VAR can't help us",
            "Arne Slot",
            U,
            "split, second half (states the VAR's remit)",
        ),
        (
            "That's the rule, I know the rule",
            "Arne Slot",
            POS,
            "follow-on paragraph, no cue (dislikes the rule that keeps the VAR out: implicit call for more VAR)",
        ),
        (
            "I thought the referee had a good game",
            "Ange Postecoglou",
            X,
            "split, 'the Spurs head coach said'",
        ),
        ("Lucas was outstanding", "Ange Postecoglou", X, "split, second half"),
        ("We're halfway there", "Ange Postecoglou", X, "follow-on paragraph, no cue"),
        ("For a second, yes", "Lucas Bergvall", X, "split, 'he admitted' after 'Bergvall, 18'"),
        ("Then I tried to forget it and play", "Lucas Bergvall", X, "split, second half"),
        (
            "He catches me, he's on a yellow",
            "Kostas Tsimikas",
            X,
            "split, 'he said' after 'Tsimikas was in no doubt'",
        ),
        (
            "If the VAR could look, he's off",
            "Kostas Tsimikas",
            POS,
            "split, second half (wants the VAR to review)",
        ),
        (
            "It's a second yellow, no question",
            "Jamie Redknapp",
            X,
            "split, 'Redknapp said' after 'In the Sky Sports studio, Jamie Redknapp agreed with the Greek'",
        ),
        (
            "And I'd let the VAR look at second yellows",
            "Jamie Redknapp",
            POS,
            "split, second half (call for more VAR)",
        ),
        (
            "Jamie wants the VAR looking at every booking now?",
            "Harry Redknapp",
            N,
            "split, 'Harry Redknapp said' after 'His father, who managed Tottenham for four years' (same surname)",
        ),
        ("We'll be there till midnight", "Harry Redknapp", N, "split, second half"),
        ("Good luck to the boy", "Harry Redknapp", X, "follow-on paragraph, no cue"),
    ],
    "rp7-008": [
        (
            "Match officials must be able to do their jobs",
            "The FA",
            X,
            "colon after 'In its statement the FA said'",
        ),
        (
            "reminded of the standards expected",
            "The FA",
            X,
            "fragment in a reporting sentence, 'It added that Klopp had been'",
        ),
        (
            "I said things I shouldn't say",
            "Jürgen Klopp",
            X,
            "split, 'he said' after 'Klopp was contrite at his press conference'",
        ),
        ("I'm not proud of it", "Jürgen Klopp", X, "split, second half"),
        (
            "Of course you remember things",
            "Jürgen Klopp",
            U,
            "split, 'Klopp said' (answer about the Kane tackle the VAR did not upgrade)",
        ),
        ("But that's not an excuse", "Jürgen Klopp", X, "split, second half"),
        (
            "Do you still have a problem with how the VAR",
            "unnamed journalist",
            U,
            "reporter's question, 'one reporter asked'",
        ),
        (
            "No. I have a problem with myself",
            "Jürgen Klopp",
            U,
            "'came the reply' (answer to a VAR question)",
        ),
        ("It changes nothing for us", "Unai Emery", X, "split, 'Emery said'"),
        ("He will prepare the team like always", "Unai Emery", X, "split, second half"),
        ("I don't speak about referees", "Unai Emery", X, "follow-on paragraph, no cue"),
        (
            "Managers can criticise decisions",
            "Mark Halsey",
            X,
            "split, 'Halsey wrote'; 'the former Premier League referee' (former career), column",
        ),
        ("What they can't do is suggest", "Mark Halsey", X, "split, second half"),
        (
            "The Kane challenge should have been a red",
            "Mark Halsey",
            N,
            "colon after 'He added that he had sympathy on one point'",
        ),
        (
            "Jurgen lost his head for a minute",
            "John Aldridge",
            X,
            "split, 'he said on local radio' after 'Aldridge, on the other hand'",
        ),
        ("Seventy-five grand for that?", "John Aldridge", X, "split, second half"),
        ("He's been the best thing to happen", "John Aldridge", X, "follow-on paragraph, no cue"),
    ],
    "rp7-009": [
        (
            "The referee's decision to award a goal was overturned",
            "Premier League",
            U,
            "colon after 'the Premier League Match Centre posted its explanation on social media'",
        ),
        (
            "I saw the picture and it's offside",
            "Erik ten Hag",
            U,
            "split, 'he said' after 'Ten Hag accepted the decision but not the result' (resigned acceptance)",
        ),
        ("But we were the better team", "Erik ten Hag", X, "split, second half"),
        (
            "The goal that counts for them",
            "Erik ten Hag",
            N,
            "follow-on paragraph, no cue (doubts a goal the VAR checked)",
        ),
        (
            "We gave everything. Proud of this team",
            "Alejandro Garnacho",
            X,
            "social-media post, colon after 'posted on social media that night'",
        ),
        (
            "The lines were drawn, it was offside",
            "Mikel Arteta",
            POS,
            "split, 'the Spaniard said' after 'Arteta was asked whether his side had been fortunate'",
        ),
        ("I think we deserved to win", "Mikel Arteta", X, "split, second half"),
        ("The crowd today was unbelievable", "Mikel Arteta", X, "follow-on paragraph, no cue"),
        (
            "When the goal went in I didn't know where to run",
            "Declan Rice",
            X,
            "split, 'he said' after 'Rice, signed from West Ham in the summer' (former club only)",
        ),
        ("Then the VAR gave us a life", "Declan Rice", POS, "split, second half"),
        (
            "It's offside, fine. But why does it take that long",
            "Gary Neville",
            N,
            "split, 'he said' after 'On Sky Sports, Neville was unconvinced by the length of the process'",
        ),
        ("The supporters in that stadium have no idea", "Gary Neville", N, "split, second half"),
        (
            "It's tight but it's off",
            "Paul Scholes",
            POS,
            "split, 'he said' after 'Scholes backed the officials'",
        ),
        ("United can't complain about that one", "Paul Scholes", POS, "split, second half"),
        ("What they can complain about", "Paul Scholes", X, "follow-on paragraph, no cue"),
    ],
    "rp7-010": [
        (
            "We have asked for a full explanation",
            "Scottish FA",
            U,
            "statement, 'it said in a statement' after 'The Scottish FA has written to UEFA'",
        ),
        (
            "We're going to Germany",
            "Steve Clarke",
            X,
            "split, 'he said' after 'Clarke was in a relaxed mood'",
        ),
        ("But I'd still like an answer on Seville", "Steve Clarke", N, "split, second half"),
        (
            "First it looked like a foul, then it was offside",
            "Steve Clarke",
            N,
            "follow-on paragraph, no cue",
        ),
        (
            "I've scored a few lately",
            "Scott McTominay",
            U,
            "split, 'he said' after 'McTominay shrugged when asked about his lost goal'",
        ),
        (
            "It's gone. We're in the Euros",
            "Scott McTominay",
            U,
            "split, second half (the disallowed goal, shrugged off)",
        ),
        (
            "I'm a yard away from the keeper",
            "Jack Hendry",
            N,
            "split, 'the defender said' after 'Hendry was still annoyed'",
        ),
        ("Nobody on their team thought it was offside", "Jack Hendry", N, "split, second half"),
        (
            "Honestly, we got lucky in the first half",
            "John McGinn",
            U,
            "split, 'the midfielder said' after 'McGinn had a different take'",
        ),
        ("That's football, with or without the VAR", "John McGinn", U, "split, second half"),
        (
            "I was blocked, I couldn't see the ball",
            "Unai Simón",
            POS,
            "split, 'the Spain goalkeeper said on Thursday' (recalled; club Spain)",
        ),
        (
            "The referee looked at it and took the right decision",
            "Unai Simón",
            POS,
            "split, second half",
        ),
        (
            "Scotland have been one of the best teams",
            "Didier Deschamps",
            X,
            "split, 'Deschamps said'",
        ),
        ("They are organised, aggressive", "Didier Deschamps", X, "split, second half"),
        (
            "I have enough problems with the VAR in France",
            "Didier Deschamps",
            N,
            "after 'Asked about the Seville episode, he smiled.', no speech verb (joke)",
        ),
    ],
    "rp7-011": [
        (
            "every concern we raised at the weekend",
            "Liverpool",
            N,
            "fragment of a club statement, 'Liverpool said on Wednesday that ...'",
        ),
        (
            "We appreciate that the audio has been made public",
            "Liverpool",
            N,
            "colon after 'In a short statement on its website, the club said' (thanks, then a complaint)",
        ),
        (
            "I've listened to the audio twice",
            "John W. Henry",
            U,
            "split, 'Henry said' after 'John W Henry gave his first public view of the affair in a message to supporters'",
        ),
        ("Mistakes happen in every sport", "John W. Henry", N, "split, second half"),
        (
            "We will work with the league and the other clubs",
            "John W. Henry",
            U,
            "follow-on paragraph, no cue",
        ),
        (
            "Nobody did it on purpose",
            "Jürgen Klopp",
            U,
            "split, 'he said' after 'Klopp said he had no interest in blaming individuals'",
        ),
        ("But when you hear it, you think", "Jürgen Klopp", N, "split, second half"),
        (
            "This was a serious error and we have apologised",
            "Howard Webb",
            N,
            "split, 'he said' after 'Webb spoke to the clubs on Wednesday' (official admits a failure)",
        ),
        (
            "We are looking at how the VAR and the referee communicate",
            "Howard Webb",
            U,
            "split, second half (procedure)",
        ),
        ("I feel for them, genuinely", "Ange Postecoglou", U, "split, 'the Spurs boss said'"),
        ("But I didn't make the decision", "Ange Postecoglou", U, "split, second half"),
        (
            "You don't need a new system",
            "Chris Foy",
            POS,
            "split, 'he said' after 'Chris Foy, the former referee who now writes for a national newspaper' (defends the system)",
        ),
        (
            "The technology worked perfectly. The humans didn't",
            "Chris Foy",
            N,
            "split, second half (the VAR officials failed)",
        ),
        (
            "Transparency shouldn't depend on how loudly",
            "Spirit of Shankly",
            POS,
            "'a spokesperson said' after 'Spirit of Shankly, the supporters' union, called for all VAR audio to be published'",
        ),
    ],
    "rp7-012": [
        (
            "We raise these things with the league",
            "Alistair Mackintosh",
            U,
            "split, 'he said' after 'Alistair Mackintosh opened by saying' (the club's chief executive)",
        ),
        ("But I won't pretend we can scrap it", "Alistair Mackintosh", U, "split, second half"),
        (
            "I've stood through relegations",
            "Terry Wallis",
            X,
            "split, 'he said' after 'Terry Wallis, a season-ticket holder since 1979'",
        ),
        ("The worst feeling I've had in this ground", "Terry Wallis", N, "split, second half"),
        ("Get rid of it", "Terry Wallis", N, "follow-on paragraph, no cue"),
        (
            "We've had penalties we'd never have got before",
            "Sophie Okafor",
            POS,
            "split, 'she said' after 'Sophie Okafor, who sits in the Putney End'",
        ),
        (
            "I just want the people in the stadium to be told",
            "Sophie Okafor",
            U,
            "split, second half",
        ),
        (
            "They do it at the Women's World Cup",
            "unnamed fan",
            POS,
            "'he said' after 'One man near the back shouted' (call for referee announcements)",
        ),
        (
            "I don't celebrate any more",
            "unnamed fan",
            N,
            "split, 'she said' after 'Another supporter, a woman in a black and white scarf'",
        ),
        ("That's what VAR has done to me", "unnamed fan", N, "split, second half"),
        (
            "Communication in the ground",
            "Alistair Mackintosh",
            U,
            "split, 'he said' after 'Mackintosh said he would take the points back'",
        ),
        (
            "The semi-automated offside the league has promised",
            "Alistair Mackintosh",
            POS,
            "split, second half (more technology)",
        ),
        (
            "I'd be lying if I said I was a huge fan",
            "Alistair Mackintosh",
            U,
            "follow-on paragraph, no cue (mixed)",
        ),
        (
            "Fans want VAR fixed, not binned",
            "Fulham Supporters' Trust",
            U,
            "'the trust said in a statement afterwards'",
        ),
        (
            "Fixed?",
            "Terry Wallis",
            N,
            "split, 'he said on his way out' after 'Wallis was not convinced'",
        ),
        (
            "They've been fixing it for five years",
            "Terry Wallis",
            N,
            "split, second half (sarcasm)",
        ),
    ],
}


def split_of(article_id: str) -> str:
    return "dev"


def main() -> None:
    write_gold(HERE, LABELS, WHO, split_of)


if __name__ == "__main__":
    main()
