"""Build gold.jsonl for the real-people-8 set (rp8-001..rp8-012, all dev).

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

Run from the repository root: .venv/bin/python corpora/real-people-8/build_gold.py
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
MCI, TOT, MUN, COV = "Manchester City", "Tottenham Hotspur", "Manchester United", "Coventry City"
SCO, GER, NED, FRA = "Scotland", "Germany", "Netherlands", "France"
RMA, VAL, INT, BAR = "Real Madrid", "Valencia", "Inter Milan", "Barcelona"
ECU, QAT, GHA, POR = "Ecuador", "Qatar", "Ghana", "Portugal"
MIL, SPE, ARS, FCB = "AC Milan", "Spezia", "Arsenal", "Bayern Munich"
BEL, SVK, FEN = "Belgium", "Slovakia", "Fenerbahçe"

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
    "rp8-001": {
        "Erling Haaland": (PLY, MCI, F),
        "Pep Guardiola": (MGR, MCI, F),
        "Jack Grealish": (PLY, MCI, F),
        "Ange Postecoglou": (MGR, TOT, F),
        "Dejan Kulusevski": (PLY, TOT, T),
        "Shaun Wright-Phillips": (PUN, None, F),
    },
    "rp8-002": {
        "Steve Clarke": (MGR, SCO, F),
        "Ryan Porteous": (PLY, SCO, T),
        "Andy Robertson": (PLY, SCO, T),
        "Julian Nagelsmann": (MGR, GER, F),
        "Pat Nevin": (PUN, None, F),
        "unnamed fan": (FAN, SCO, T),
    },
    "rp8-003": {
        "Mark Robins": (MGR, COV, F),
        "Haji Wright": (PLY, COV, F),
        "Victor Torp": (PLY, COV, F),
        "Doug King": (EXE, COV, T),
        "Erik ten Hag": (MGR, MUN, F),
        "Ian Wright": (PUN, None, F),
        "Dion Dublin": (PUN, None, F),
        "unnamed fan": (FAN, COV, T),
    },
    "rp8-004": {
        "Carlo Ancelotti": (MGR, RMA, F),
        "Jude Bellingham": (PLY, RMA, F),
        "Vinícius Júnior": (PLY, RMA, F),
        "Rubén Baraja": (MGR, VAL, T),
        "Hugo Duro": (PLY, VAL, T),
        "Eduardo Iturralde González": (PUN, None, T),
        "Luis Medina Cantalejo": (OFF, None, T),
        "Alfredo Relaño": (JOU, None, F),
    },
    "rp8-005": {
        "Erik ten Hag": (MGR, MUN, F),
        "Bruno Fernandes": (PLY, MUN, T),
        "Ange Postecoglou": (MGR, TOT, F),
        "James Maddison": (PLY, TOT, F),
        "Gary Neville": (PUN, None, F),
        "Tim Sherwood": (PUN, None, F),
        "Graham Poll": (PUN, None, F),
        "José Mourinho": (MGR, FEN, T),
        "Manchester United": (EXE, MUN, T),
        "Howard Webb": (OFF, None, F),
    },
    "rp8-006": {
        "Ronald Koeman": (MGR, NED, F),
        "Xavi Simons": (PLY, NED, F),
        "Denzel Dumfries": (PLY, NED, F),
        "Virgil van Dijk": (PLY, NED, T),
        "Didier Deschamps": (MGR, FRA, T),
        "Mike Maignan": (PLY, FRA, T),
        "Rafael van der Vaart": (PUN, None, F),
        "Valentijn Driessen": (JOU, None, F),
        "Roberto Rosetti": (OFF, None, T),
    },
    "rp8-007": {
        "Enner Valencia": (PLY, ECU, F),
        "Gustavo Alfaro": (MGR, ECU, F),
        "Félix Sánchez": (MGR, QAT, F),
        "Pierluigi Collina": (OFF, None, T),
        "Pablo Zabaleta": (PUN, None, F),
        "unnamed fan": (FAN, ECU, T),
    },
    "rp8-008": {
        "Otto Addo": (MGR, GHA, F),
        "Mohammed Salisu": (PLY, GHA, T),
        "André Ayew": (PLY, GHA, T),
        "Jordan Ayew": (PLY, GHA, F),
        "Fernando Santos": (MGR, POR, T),
        "Cristiano Ronaldo": (PLY, POR, F),
        "Kurt Okraku": (OFF, None, T),
        "Efan Ekoku": (PUN, None, F),
    },
    "rp8-009": {
        "Hansi Flick": (MGR, BAR, F),
        "Francesco Acerbi": (PLY, INT, F),
        "Simone Inzaghi": (MGR, INT, F),
        "Lamine Yamal": (PLY, BAR, F),
        "Raphinha": (PLY, BAR, F),
        "Joan Laporta": (EXE, BAR, F),
        "Peter Schmeichel": (PUN, None, F),
        "Davide Frattesi": (PLY, INT, T),
    },
    "rp8-010": {
        "Marco Serra": (REF, None, T),
        "Stefano Pioli": (MGR, MIL, F),
        "Paolo Maldini": (EXE, MIL, F),
        "Thiago Motta": (MGR, SPE, T),
        "Theo Hernández": (PLY, MIL, F),
        "Alfredo Trentalange": (OFF, None, T),
        "Christian Vieri": (PUN, None, F),
        "Fabio Capello": (PUN, None, F),
        "unnamed fan": (FAN, MIL, T),
    },
    "rp8-011": {
        "Thomas Tuchel": (MGR, FCB, F),
        "Mikel Arteta": (MGR, ARS, F),
        "Bukayo Saka": (PLY, ARS, F),
        "Gabriel Magalhães": (PLY, ARS, F),
        "Christoph Freund": (EXE, FCB, T),
        "Stefan Effenberg": (PUN, None, F),
        "Raphael Honigstein": (JOU, None, F),
        "unnamed fan": (FAN, ARS, T),
    },
    "rp8-012": {
        "Domenico Tedesco": (MGR, BEL, F),
        "Romelu Lukaku": (PLY, BEL, F),
        "Loïs Openda": (PLY, BEL, T),
        "Francesco Calzona": (MGR, SVK, T),
        "Ivan Schranz": (PLY, SVK, F),
        "Kevin De Bruyne": (PLY, BEL, T),
        "Daniel Van Buyten": (PUN, None, F),
        "Roberto Rosetti": (OFF, None, F),
        "unnamed fan": (FAN, BEL, T),
    },
}

# one entry per quoted span, in order: (prefix, speaker, stance or X, style note)
LABELS = {
    "rp8-001": [
        ("I don't need to see it again", "Erling Haaland", X, "split, 'Haaland said', never introduced (on-field whistle, not reviewable)"),
        ("He lets it go and then", "Erling Haaland", X, "split, second half"),
        ("I'm angry, yes", "Erling Haaland", X, "after-cue 'he added' after 'The Norwegian was booked'"),
        ("We drew because", "Pep Guardiola", X, "split, 'he said' after 'Guardiola tried to lower the temperature'"),
        ("Simon is a good referee", "Pep Guardiola", X, "split, second half"),
        ("The VAR cannot do anything here", "Pep Guardiola", U, "after description 'Asked whether the VAR could have stepped in, he shook his head', no speech verb (VAR's remit)"),
        ("I was through", "Jack Grealish", X, "split, 'he said' after 'Grealish was less forgiving'"),
        ("I'd like to think I score", "Jack Grealish", X, "split, second half"),
        ("People keep telling me", "Jack Grealish", U, "follow-on paragraph, no cue ('not a VAR thing', the referee)"),
        ("From where I was standing", "Ange Postecoglou", X, "split, 'the Australian said'"),
        ("But we've had plenty", "Ange Postecoglou", X, "split, second half"),
        ("Honestly, I was on the floor", "Dejan Kulusevski", X, "after-cue 'the Spurs forward said'"),
        ("Ten years ago you'd shrug", "Shaun Wright-Phillips", X, "split, 'Wright-Phillips told talkSPORT'; 'who spent two spells at City' (former club)"),
        ("Now everyone expects the technology", "Shaun Wright-Phillips", U, "split, second half (the limits of the technology)"),
    ],
    "rp8-002": [
        ("I've looked at it and I can't argue", "Steve Clarke", POS, "split, 'Clarke said', never introduced"),
        ("Once the referee goes to the screen", "Steve Clarke", POS, "split, second half"),
        ("I went in too high", "Ryan Porteous", POS, "after-cue 'the defender said'"),
        ("It felt like forever", "Andy Robertson", N, "split around 'he said', first half (the wait)"),
        ("but I'd rather they took their time", "Andy Robertson", POS, "split, second half; 'the Scotland captain'"),
        ("We wanted to be brave", "Julian Nagelsmann", X, "after-cue 'he said' after 'Nagelsmann praised'"),
        ("For me it was a clear decision", "Julian Nagelsmann", POS, "after description 'On the red card, the German was measured', no speech verb"),
        ("The decision itself was fine", "Pat Nevin", POS, "split, 'Nevin told BBC Radio Scotland'"),
        ("What annoys me is that sixty thousand", "Pat Nevin", N, "split, second half"),
        ("Put a microphone on the referee", "Pat Nevin", POS, "follow-on paragraph, no cue (call for referee microphones)"),
        ("The red card was fair", "unnamed fan", POS, "'said one supporter from Kilmarnock' inversion, split"),
        ("VAR did its job", "unnamed fan", POS, "split, second half"),
        ("Every time it goes to the screen", "unnamed fan", N, "after 'Another was less philosophical', no speech verb (a second fan)"),
        ("Nobody is writing us off", "Steve Clarke", X, "after-cue 'he said'"),
    ],
    "rp8-003": [
        ("We were a toe away", "Mark Robins", U, "split, 'Robins said', never introduced"),
        ("I've seen the lines", "Mark Robins", U, "split, second half (accepts the machine, 'cruel')"),
        ("When it got checked I knew", "Haji Wright", U, "split, 'the American said' (shares a surname with Ian Wright)"),
        ("It's a millimetre", "Haji Wright", N, "split, second half"),
        ("For ten seconds we were in the final", "Victor Torp", U, "split, 'he said' after 'Torp was in tears'"),
        ("I'll remember those ten seconds", "Victor Torp", X, "split, second half"),
        ("Marginal offsides like this", "Doug King", N, "social-media post, 'King posted'; 'the Coventry owner'"),
        ("The game needs a rethink", "Doug King", N, "social-media post, second sentence"),
        ("At three-nil we should kill the game", "Erik ten Hag", X, "split, 'the Dutchman said', never introduced"),
        ("We will take the final", "Erik ten Hag", X, "split, second half"),
        ("It was offside, the VAR showed it", "Erik ten Hag", POS, "after 'On the disallowed goal he was brief', no speech verb"),
        ("By the letter of the law", "Ian Wright", U, "split, 'Wright said' after 'Ian Wright, working for the BBC' (two Wrights)"),
        ("By the spirit of the game", "Ian Wright", N, "split, second half"),
        ("I've been on the wrong side", "Dion Dublin", U, "split, 'Dublin said on the radio'; 'who played for both clubs' (former)"),
        ("But they drew them", "Dion Dublin", POS, "split, second half"),
        ("I'll be proud of this for years", "unnamed fan", N, "after-cue 'he said' after 'One Coventry supporter' (joke about the lines)"),
    ],
    "rp8-004": [
        ("The referee can finish the game", "Carlo Ancelotti", X, "split, 'Ancelotti said' (final whistle, not reviewable)"),
        ("But you don't finish it", "Carlo Ancelotti", X, "split, second half"),
        ("Gutted for the team", "Jude Bellingham", X, "social-media post, 'he wrote' after 'Bellingham posted'"),
        ("That was a goal", "Vinícius Júnior", X, "split, 'he said in the mixed zone'"),
        ("And people will say it's the VAR", "Vinícius Júnior", U, "split, second half ('the VAR didn't even get the chance to look')"),
        ("We were the better team", "Rubén Baraja", X, "split, 'he said'; 'the Valencia coach'"),
        ("I'm not going to talk about the last second", "Rubén Baraja", X, "split, second half"),
        ("We played a great game", "Hugo Duro", X, "after-cue 'the Valencia striker said'"),
        ("Technically he is allowed", "Eduardo Iturralde González", X, "split, 'Iturralde said'; 'now a television analyst'"),
        ("In practice it was a terrible moment", "Eduardo Iturralde González", U, "split, second half (the VAR's remit)"),
        ("There's no video review of a final whistle", "Luis Medina Cantalejo", POS, "split, 'he said'; 'president of the Spanish refereeing committee' (defends the limited remit)"),
        ("The protocol covers goals", "Luis Medina Cantalejo", U, "split, second half (procedure)"),
        ("Madrid should have won", "Alfredo Relaño", X, "split, 'Relaño wrote' after 'Writing in AS'"),
        ("But I understand the anger", "Alfredo Relaño", POS, "split, second half (wishes the VAR could look at everything)"),
        ("Jude must be calm", "Carlo Ancelotti", X, "after 'Ancelotti had one last comment before leaving', no speech verb"),
    ],
    "rp8-005": [
        ("For me it's not a red card", "Erik ten Hag", N, "split, 'Ten Hag said' (the VAR checked and did not intervene)"),
        ("He slips, he tries to pull out", "Erik ten Hag", N, "split, second half"),
        ("I lose my footing", "Bruno Fernandes", N, "split, 'the United captain said'"),
        ("I feel bad for the lads", "Bruno Fernandes", X, "split, second half"),
        ("I'm not going to comment", "Ange Postecoglou", X, "after-cue 'he said' after 'Postecoglou had little sympathy'"),
        ("I don't think Bruno meant", "James Maddison", X, "after-cue 'he said' after 'Maddison, who was caught by the challenge'"),
        ("It's a yellow card, and the VAR should", "Gary Neville", N, "split, 'Neville said' after 'on Sky Sports'"),
        ("If that isn't a clear and obvious error", "Gary Neville", N, "split, second half (sarcasm)"),
        ("From the referee's angle", "Tim Sherwood", U, "split, 'Sherwood said'; 'who managed Spurs for half a season' (former)"),
        ("The VAR isn't there to re-referee it", "Tim Sherwood", POS, "split, second half (fair process, would have given a yellow)"),
        ("Kavanagh was unsighted", "Graham Poll", N, "split, 'Poll wrote' after 'In his column for the Daily Mail'"),
        ("That is precisely the situation", "Graham Poll", N, "split, second half"),
        ("I have a lot of friends there", "José Mourinho", X, "split, 'the Fenerbahçe coach said' (about his former club)"),
        ("But I also had my problems with VAR", "José Mourinho", N, "split, second half"),
        ("The club believes the decision", "Manchester United", N, "club statement, 'the statement said'"),
        ("We accept that a review", "Howard Webb", N, "after-cue 'Webb said', never introduced (official admits the error)"),
    ],
    "rp8-006": [
        ("I don't understand it, and I don't think", "Ronald Koeman", N, "split, 'Koeman said', never introduced"),
        ("Denzel doesn't touch the ball", "Ronald Koeman", N, "split, second half"),
        ("You score at a Euros", "Xavi Simons", N, "after-cue 'the 21-year-old said' (age only)"),
        ("I was standing there", "Denzel Dumfries", N, "after-cue 'he said' after 'Dumfries was asked whether he had moved'"),
        ("It's a decision, we can't change it", "Virgil van Dijk", U, "after-cue 'he said'; 'the Netherlands captain'"),
        ("We had our chances", "Didier Deschamps", X, "split, 'the France coach said'"),
        ("On the goal, the officials looked", "Didier Deschamps", POS, "split, second half"),
        ("He's right in my line", "Mike Maignan", U, "split, 'he said'; 'the France goalkeeper'"),
        ("For me it's offside, and I'm glad", "Mike Maignan", POS, "split, second half"),
        ("By the rule it's probably offside", "Rafael van der Vaart", U, "split, 'Van der Vaart said' after 'On NOS'"),
        ("But if that's the rule", "Rafael van der Vaart", N, "split, second half"),
        ("They spent so long looking", "Valentijn Driessen", N, "split, 'Driessen said' after 'speaking on a Dutch football podcast'"),
        ("That's the problem with this system", "Valentijn Driessen", N, "split, second half"),
        ("A player in an offside position", "Roberto Rosetti", U, "split, 'Rosetti said'; 'UEFA's chief refereeing officer' (procedure)"),
        ("The VAR did exactly what", "Roberto Rosetti", POS, "split, second half"),
        ("I'll watch it again", "Ronald Koeman", N, "after 'Koeman had one final word on it', no speech verb"),
    ],
    "rp8-007": [
        ("I thought I'd scored the first goal", "Enner Valencia", U, "split, 'Valencia said', never introduced"),
        ("The technology took it from me", "Enner Valencia", U, "split, second half (a joke both ways)"),
        ("If it's offside, it's offside", "Gustavo Alfaro", U, "split, 'the Argentine said' after 'Alfaro was happy to defend the system'"),
        ("I prefer a machine", "Gustavo Alfaro", POS, "split, second half"),
        ("The pressure of the opening game", "Félix Sánchez", X, "split, 'the Spaniard said'"),
        ("We were not at our level", "Félix Sánchez", X, "split, second half"),
        ("The system worked as it was designed", "Pierluigi Collina", POS, "split, 'Collina told reporters'; 'chairman of the FIFA referees committee'"),
        ("The decision was quick", "Pierluigi Collina", POS, "split, second half"),
        ("It's accurate, I won't argue", "Pablo Zabaleta", POS, "split, 'Zabaleta said' after 'watching for the BBC' (praise)"),
        ("But when you see the 3D pictures", "Pablo Zabaleta", N, "split, second half (complaint)"),
        ("Two goals, three points", "unnamed fan", U, "after-cue 'he said' after 'An Ecuador supporter'"),
        ("We still have two games", "Félix Sánchez", X, "after 'Sánchez was already looking ahead.', no speech verb"),
        ("That one", "Enner Valencia", X, "split, 'said Valencia' inversion, first half"),
        ("nobody could take from me", "Enner Valencia", U, "split, second half (the goal the technology left alone)"),
    ],
    "rp8-008": [
        ("For me it's a gift", "Otto Addo", N, "split, 'Addo said', never introduced"),
        ("I don't know what the VAR is looking at", "Otto Addo", N, "split, second half"),
        ("I touched the ball first", "Mohammed Salisu", N, "split, 'the defender said'"),
        ("When they went to check", "Mohammed Salisu", N, "split, second half"),
        ("We can't cry about one decision", "André Ayew", U, "split, 'he said'; 'the Ghana captain' (same surname as Jordan)"),
        ("We have two games left", "André Ayew", X, "split, second half"),
        ("You come to a World Cup", "Jordan Ayew", N, "after-cue 'Jordan Ayew said' after 'His brother Jordan was angrier'"),
        ("It was a penalty, and the VAR confirmed", "Fernando Santos", POS, "split, 'the Portugal coach said'"),
        ("Cristiano was quicker", "Fernando Santos", POS, "split, second half"),
        ("I was in front of him", "Cristiano Ronaldo", POS, "after-cue 'he said' after 'Ronaldo was just as sure'"),
        ("We will ask for an explanation", "Kurt Okraku", U, "after-cue 'Okraku said'; 'president of the Ghana Football Association' (procedure)"),
        ("It's soft, really soft", "Efan Ekoku", N, "split, 'Ekoku said' after 'watching in a London studio'"),
        ("The VAR had a good look", "Efan Ekoku", N, "split, second half"),
        ("Ghana deserved something", "Efan Ekoku", X, "follow-on paragraph, no cue"),
        ("I've said what I think", "Otto Addo", X, "after-cue 'he said' after 'Addo would not go further'"),
    ],
    "rp8-009": [
        ("Every fifty-fifty went against us", "Hansi Flick", X, "after-cue 'Flick said', first sentence (refereeing in general)"),
        ("I don't want to talk about the VAR", "Hansi Flick", N, "same paragraph, second span after the cue"),
        ("It was inside, from my view", "Hansi Flick", N, "after-cue 'he said' after 'The German was asked about the foul on Yamal'"),
        ("At my age you don't expect", "Francesco Acerbi", X, "split, 'the 37-year-old said' (age only)"),
        ("I went forward and I didn't come back", "Francesco Acerbi", X, "split, second half"),
        ("The referee went to the screen", "Simone Inzaghi", POS, "split, 'he said' after 'Inzaghi defended the decisions'"),
        ("That is what the VAR is for", "Simone Inzaghi", POS, "split, second half"),
        ("We gave everything", "Lamine Yamal", X, "social-media post, 'he wrote'"),
        ("I don't want to complain about refereeing", "Raphinha", X, "split, 'the Brazilian said'; scored, never introduced"),
        ("Some of the decisions were very strange", "Raphinha", X, "split, second half (refereeing in general)"),
        ("I am proud of this team", "Joan Laporta", X, "after-cue 'he said' after 'Laporta spoke to reporters', role never stated"),
        ("I've seen it back several times", "Peter Schmeichel", POS, "split, 'Schmeichel said' after 'on the broadcast'"),
        ("Barcelona lost because", "Peter Schmeichel", POS, "split, second half ('not because of a screen')"),
        ("We talked about it at half-time", "Davide Frattesi", X, "after-cue 'the midfielder said'"),
        ("I'm proud of my boys", "Hansi Flick", X, "after description 'Flick was still shaking his head when he left', no speech verb"),
    ],
    "rp8-010": [
        ("It happened in a second", "Marco Serra", X, "after-cue 'he told Milan's staff, according to a club employee'; 'the referee, Marco Serra'"),
        ("The referee apologised", "Stefano Pioli", X, "after-cue 'he said' after 'Pioli did not hide his frustration'"),
        ("The VAR was there, it saw everything", "Stefano Pioli", POS, "follow-on paragraph, no cue (wants the VAR's remit widened)"),
        ("Mistakes happen, even to good referees", "Paolo Maldini", X, "split, 'he said' after 'Maldini, speaking to Milan TV', role never stated"),
        ("What I don't accept", "Paolo Maldini", POS, "split, second half (the technology 'powerless')"),
        ("We had a plan", "Thiago Motta", X, "split, 'the Spezia coach said'"),
        ("I understand Milan's anger", "Thiago Motta", X, "split, second half"),
        ("Nobody could believe it", "Theo Hernández", X, "after-cue 'he said' after 'Theo Hernández said the dressing room was silent'"),
        ("He is a young referee", "Alfredo Trentalange", X, "after-cue 'Trentalange said'; 'president of the Italian referees' association'"),
        ("The VAR protocol is clear", "Alfredo Trentalange", U, "follow-on paragraph, no cue (procedure)"),
        ("If the technology is in the stadium", "Christian Vieri", POS, "split, 'Vieri said' after 'on his streaming show'"),
        ("Give it the power", "Christian Vieri", POS, "split, second half"),
        ("If you let the VAR review every whistle", "Fabio Capello", N, "split, 'Capello said on Sky Italia'; 'who coached Milan' (former); against widening the VAR"),
        ("The problem here is the referee", "Fabio Capello", U, "split, second half ('the referee, not the video')"),
        ("Give the referee a second whistle", "unnamed fan", N, "after-cue 'he said' after 'One Milan supporter, phoning a Milan radio station' (sarcasm)"),
    ],
    "rp8-011": [
        ("It's a penalty, it's a clear handball", "Thomas Tuchel", N, "split, 'Tuchel said', never introduced"),
        ("I don't understand how the VAR", "Thomas Tuchel", N, "split, second half"),
        ("Bukayo is clearly touched", "Mikel Arteta", N, "split, 'he said' after 'Arteta was equally unhappy'"),
        ("For me it's a penalty. I've watched", "Mikel Arteta", N, "split, second half"),
        ("I felt contact, I went down", "Bukayo Saka", U, "after-cue 'he said' after 'Saka would not be drawn on the official view'"),
        ("I was waiting for the kick", "Gabriel Magalhães", POS, "after-cue 'the Brazilian said' (agrees with the outcome the VAR let stand)"),
        ("We expect the video referee", "Christoph Freund", N, "split, 'Freund said'; 'Bayern's sporting director'"),
        ("If that isn't reviewed", "Christoph Freund", N, "split, second half"),
        ("A professional defender picks up the ball", "Stefan Effenberg", N, "split, 'Effenberg wrote' after 'writing for a German newspaper'"),
        ("The VAR slept through it", "Stefan Effenberg", N, "split, second half"),
        ("The referee decided it was a kick", "Raphael Honigstein", U, "split, 'Honigstein said' after 'speaking on a football podcast'"),
        ("I'm not sure it's the VAR's failure", "Raphael Honigstein", U, "split, second half ('a grey area in the laws')"),
        ("The Saka one is a different story", "Raphael Honigstein", N, "colon after 'He added'"),
        ("Two-two against Bayern", "unnamed fan", N, "after-cue 'he said' after 'One Arsenal supporter at the Emirates'"),
        ("We'll see what happens in the second leg", "Thomas Tuchel", X, "after 'Tuchel had one more line before leaving', no speech verb"),
    ],
    "rp8-012": [
        ("Two goals, two times no goal", "Domenico Tedesco", POS, "after-cue 'Tedesco said', never introduced"),
        ("I can't blame the technology", "Domenico Tedesco", POS, "same paragraph after the cue (negation)"),
        ("It's football", "Romelu Lukaku", X, "split, 'he said' after 'Lukaku himself was calm'"),
        ("The VAR looks, they say no", "Romelu Lukaku", U, "split, second half"),
        ("I didn't feel anything", "Loïs Openda", U, "after-cue 'the forward said'"),
        ("We defended with everything", "Francesco Calzona", U, "split, 'the Slovakia coach said' ('a little luck with the VAR')"),
        ("But luck is part of football", "Francesco Calzona", X, "split, second half"),
        ("Twice they scored", "Ivan Schranz", U, "after-cue 'he said' after 'Schranz, who scored the winner'"),
        ("We had the chances, we didn't take them", "Kevin De Bruyne", X, "split, 'he said'; 'the Belgium captain'"),
        ("It's our fault, not the referee's", "Kevin De Bruyne", POS, "split, second half ('not the VAR's')"),
        ("The technology will be right", "Daniel Van Buyten", POS, "split, 'Van Buyten said' after 'watching from the studio'"),
        ("But I'm not sure that's the football", "Daniel Van Buyten", N, "split, second half"),
        ("The connected ball gave the VAR", "Roberto Rosetti", POS, "after-cue 'Rosetti said' after 'Roberto Rosetti told reporters', never introduced here"),
        ("I paid for a ticket", "unnamed fan", N, "after-cue 'she said' after 'One Belgium supporter' (sarcasm)"),
    ],
}


def split_of(article_id: str) -> str:
    return "dev"


def main() -> None:
    write_gold(HERE, LABELS, WHO, split_of)


if __name__ == "__main__":
    main()
