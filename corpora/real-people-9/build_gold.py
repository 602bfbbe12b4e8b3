"""Build gold.jsonl for the real-people-9 set (rp9-001..rp9-012, all dev).

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

Run from the repository root: .venv/bin/python corpora/real-people-9/build_gold.py
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
TOT, NEW, MCI, LIV = "Tottenham Hotspur", "Newcastle United", "Manchester City", "Liverpool"
WAL, IRN, FRA, TUN = "Wales", "Iran", "France", "Tunisia"
BAR, RMA, ITA, CRO = "Barcelona", "Real Madrid", "Italy", "Croatia"
ENG, DEN, ESP, CEL = "England", "Denmark", "Spain", "Celtic"
WOL, BHA, CRY = "Wolverhampton Wanderers", "Brighton & Hove Albion", "Crystal Palace"

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
    "rp9-001": {
        "José Mourinho": (MGR, TOT, F),
        "Eric Dier": (PLY, TOT, T),
        "Steve Bruce": (MGR, NEW, F),
        "Callum Wilson": (PLY, NEW, T),
        "Glenn Hoddle": (PUN, None, F),
        "unnamed fan": (FAN, NEW, T),
    },
    "rp9-002": {
        "Rob Page": (MGR, WAL, F),
        "Wayne Hennessey": (PLY, WAL, T),
        "Gareth Bale": (PLY, WAL, T),
        "Carlos Queiroz": (MGR, IRN, T),
        "Mehdi Taremi": (PLY, IRN, F),
        "Ashley Williams": (PUN, None, F),
        "unnamed fan": (FAN, WAL, T),
    },
    "rp9-003": {
        "Pep Guardiola": (MGR, MCI, F),
        "Gabriel Jesus": (PLY, MCI, F),
        "Aymeric Laporte": (PLY, MCI, F),
        "Mauricio Pochettino": (MGR, TOT, F),
        "Lucas Moura": (PLY, TOT, F),
        "Hugo Lloris": (PLY, TOT, T),
        "Gary Lineker": (PUN, None, F),
        "Txiki Begiristain": (EXE, MCI, T),
        "unnamed fan": (FAN, MCI, T),
    },
    "rp9-004": {
        "French Football Federation": (OFF, None, T),
        "Didier Deschamps": (MGR, FRA, F),
        "Antoine Griezmann": (PLY, FRA, T),
        "Noël Le Graët": (OFF, None, F),
        "Jalel Kadri": (MGR, TUN, T),
        "Wahbi Khazri": (PLY, TUN, F),
        "Christophe Dugarry": (PUN, None, F),
        "Vincent Duluc": (JOU, None, T),
    },
    "rp9-005": {
        "Joan Laporta": (EXE, BAR, T),
        "Xavi": (MGR, BAR, F),
        "Lamine Yamal": (PLY, BAR, F),
        "Carlo Ancelotti": (MGR, RMA, F),
        "Andriy Lunin": (PLY, RMA, F),
        "Javier Tebas": (OFF, None, F),
        "Graham Hunter": (JOU, None, T),
        "Gerard Piqué": (PUN, None, F),
        "unnamed fan": (FAN, BAR, T),
    },
    "rp9-006": {
        "Luciano Spalletti": (MGR, ITA, F),
        "Gianluigi Donnarumma": (PLY, ITA, T),
        "Davide Frattesi": (PLY, ITA, T),
        "Gianluigi Buffon": (EXE, ITA, T),
        "Zlatko Dalić": (MGR, CRO, F),
        "Luka Modrić": (PLY, CRO, F),
        "Slaven Bilić": (PUN, None, F),
        "Paolo Condò": (JOU, None, F),
    },
    "rp9-007": {
        "Harry Kane": (PLY, ENG, T),
        "Gareth Southgate": (MGR, ENG, F),
        "Raheem Sterling": (PLY, ENG, F),
        "Kasper Hjulmand": (MGR, DEN, F),
        "Kasper Schmeichel": (PLY, DEN, T),
        "Simon Kjær": (PLY, DEN, T),
        "Peter Schmeichel": (PUN, None, F),
        "Roy Keane": (PUN, None, F),
        "Roberto Rosetti": (OFF, None, T),
    },
    "rp9-008": {
        "Sarina Wiegman": (MGR, ENG, F),
        "Mary Earps": (PLY, ENG, T),
        "Keira Walsh": (PLY, ENG, F),
        "Jorge Vilda": (MGR, ESP, T),
        "Olga Carmona": (PLY, ESP, F),
        "Izzy Christiansen": (PUN, None, F),
        "Ian Wright": (PUN, None, F),
        "unnamed fan": (FAN, ENG, T),
        "Mark Bullingham": (OFF, None, T),
    },
    "rp9-009": {
        "Pep Guardiola": (MGR, MCI, F),
        "Jérémy Doku": (PLY, MCI, F),
        "Jürgen Klopp": (MGR, LIV, F),
        "Alexis Mac Allister": (PLY, LIV, F),
        "Gary Neville": (PUN, None, F),
        "Jamie Carragher": (PUN, None, F),
        "unnamed fan": (FAN, LIV, T),
        "Brendan Rodgers": (MGR, CEL, F),
    },
    "rp9-010": {
        "Richard Masters": (OFF, None, F),
        "Howard Webb": (OFF, None, F),
        "Wolverhampton Wanderers": (EXE, WOL, T),
        "Jeff Shi": (EXE, WOL, T),
        "Gary O'Neil": (MGR, WOL, F),
        "Paul Barber": (EXE, BHA, T),
        "Oliver Holt": (JOU, None, F),
        "Henry Winter": (JOU, None, T),
        "Football Supporters' Association": (FAN, None, T),
    },
    "rp9-011": {
        "Brighton & Hove Albion": (EXE, BHA, T),
        "Roberto De Zerbi": (MGR, BHA, F),
        "Pervis Estupiñán": (PLY, BHA, F),
        "Patrick Vieira": (MGR, CRY, T),
        "PGMOL": (OFF, None, T),
        "Keith Hackett": (PUN, None, F),
        "Glenn Murray": (PUN, None, T),
        "unnamed fan": (FAN, BHA, T),
    },
    "rp9-012": {
        "Mauricio Pochettino": (MGR, TOT, F),
        "Moussa Sissoko": (PLY, TOT, F),
        "Jürgen Klopp": (MGR, LIV, F),
        "Jordan Henderson": (PLY, LIV, T),
        "Sadio Mané": (PLY, LIV, F),
        "Damir Skomina": (REF, None, T),
        "Owen Hargreaves": (PUN, None, F),
        "unnamed fan": (FAN, TOT, T),
    },
}

# article -> one (prefix, speaker, stance, style) per double-quoted span, in order
LABELS = {
    "rp9-001": [
        ("I have been in football", "José Mourinho", N, "after-cue 'he said' after 'Mourinho did not hide his feelings', role never stated"),
        ("The player doesn't see the ball", "José Mourinho", N, "second sentence after the cue, same paragraph"),
        ("If that is the law now", "José Mourinho", N, "follow-on paragraph, no cue"),
        ("It hit me from a yard away", "Eric Dier", U, "split, 'the defender said' after 'Dier was more measured' (describes the reviewed handball)"),
        ("I'm not going to stand here and say VAR", "Eric Dier", U, "split, second half (negation, balanced)"),
        ("I've seen us lose games", "Steve Bruce", U, "after-cue 'he said' after 'Bruce had little sympathy', role never stated"),
        ("You live by it", "Steve Bruce", U, "second sentence after the cue"),
        ("We were poor for long spells", "Steve Bruce", X, "split, 'he added'"),
        ("and we'll take the point", "Steve Bruce", X, "split, second half"),
        ("I'll be honest", "Callum Wilson", U, "split, 'said the striker' (inversion)"),
        ("But the screen showed it", "Callum Wilson", U, "split, second half (procedural acceptance)"),
        ("It's a nonsense of a law", "Glenn Hoddle", N, "after-cue 'he said'; 'who managed Tottenham' (former club, not introducing), on BT Sport"),
        ("You can't legislate", "Glenn Hoddle", N, "second sentence after the cue"),
        ("Dier deserves a bit of sympathy", "Glenn Hoddle", N, "colon after 'He went on'"),
        ("For once the video", "unnamed fan", POS, "phone-in caller, 'said the Newcastle supporter' (inversion)"),
        ("Mind, if it had been", "unnamed fan", X, "second sentence after the cue"),
        ("No, what is the point?", "José Mourinho", N, "after-cue 'he said' after a reported question about the referees' body (resignation)"),
    ],
    "rp9-002": [
        ("Wayne has been brilliant", "Rob Page", X, "after-cue 'he said' after 'Page defended his goalkeeper', role never stated"),
        ("He's a great professional", "Rob Page", X, "second sentence after the cue"),
        ("I've seen it back now", "Rob Page", POS, "colon after 'Asked about the review, he added' (affirms the VAR red)"),
        ("What hurts is", "Rob Page", X, "follow-on paragraph, no cue"),
        ("I let the lads down", "Wayne Hennessey", X, "split, 'he said'; 'his goalkeeper' earlier"),
        ("I went for it", "Wayne Hennessey", X, "split, second half"),
        ("The VAR's done its job", "Wayne Hennessey", POS, "follow-on paragraph, no cue"),
        ("We've still got a game", "Gareth Bale", X, "split, 'the Wales captain said'"),
        ("Nobody's giving up", "Gareth Bale", X, "split, second half"),
        ("We kept pushing", "Carlos Queiroz", X, "split, 'the Iran coach said'"),
        ("The players deserve this", "Carlos Queiroz", X, "split, second half"),
        ("The referee was brave", "Carlos Queiroz", POS, "after 'On the red card, the Portuguese was careful.', no speech verb"),
        ("It was dangerous", "Mehdi Taremi", POS, "split, 'he said' after 'Taremi agreed' (affirms the reviewed red)"),
        ("The video helped", "Mehdi Taremi", POS, "split, second half"),
        ("I don't think it's a red", "Ashley Williams", N, "split, 'he said'; 'On television' is a place"),
        ("He gets a bit of the ball", "Ashley Williams", N, "split, second half"),
        ("We came all this way", "unnamed fan", N, "vox pop, 'said one Wales supporter'"),
        ("Be fair, it was reckless", "unnamed fan", POS, "vox pop, colon after 'Another shrugged' (a second fan, same label)"),
    ],
    "rp9-003": [
        ("It's the rule, and we have to accept", "Pep Guardiola", U, "split, 'he said' after 'Guardiola was philosophical'"),
        ("Last season we went out", "Pep Guardiola", U, "split, second half (grumble plus acceptance)"),
        ("We created so many chances", "Pep Guardiola", X, "follow-on paragraph, no cue"),
        ("I was already running", "Gabriel Jesus", N, "split, 'the Brazilian said' (nationality only)"),
        ("For a few seconds", "Gabriel Jesus", N, "split, second half"),
        ("The ball hits me", "Aymeric Laporte", U, "split, 'he said' after 'Laporte insisted he had not meant it'"),
        ("But if that's the rule", "Aymeric Laporte", U, "split, second half"),
        ("We suffered a lot", "Mauricio Pochettino", X, "split, 'he said' after 'Pochettino felt'"),
        ("But with VAR the decisions are fair", "Mauricio Pochettino", POS, "split, second half"),
        ("I've never been so happy to see a TV screen", "Lucas Moura", POS, "after-cue 'he said'; scored a goal (not introducing) (joke)"),
        ("We defended with our hearts", "Hugo Lloris", X, "split, 'the Spurs captain said'"),
        ("The result is a good one", "Hugo Lloris", X, "split, second half"),
        ("That's a goal in any other era", "Gary Lineker", N, "split, 'he said'; 'On Match of the Day' is a place"),
        ("Nobody in the ground", "Gary Lineker", N, "split, second half"),
        ("We voted for VAR", "Txiki Begiristain", U, "after-cue 'City's director of football told the club's website'"),
        ("It's killed the moment", "unnamed fan", N, "colon after 'One City fan ... put it more bluntly'"),
    ],
    "rp9-004": [
        ("raises serious questions", "French Football Federation", N, "fragment in a reporting sentence, federation statement"),
        ("ask FIFA to examine", "French Football Federation", U, "second fragment, same sentence (procedure)"),
        ("I don't want to say too much", "Didier Deschamps", U, "split, 'he said' after 'Deschamps was restrained' (procedure)"),
        ("The VAR looked at it", "Didier Deschamps", N, "split, second half (accepts the offside, disputes the order)"),
        ("We did not play our best", "Didier Deschamps", X, "follow-on paragraph, no cue"),
        ("I've never seen that", "Antoine Griezmann", N, "split, 'said the Atlético forward' (inversion; club label France)"),
        ("You celebrate, you go back", "Antoine Griezmann", N, "split, second half"),
        ("We have the images", "Noël Le Graët", N, "after-cue 'he said' after 'Le Graët told reporters', role never stated"),
        ("This is the proudest night", "Jalel Kadri", X, "split, 'the Tunisia coach said'"),
        ("We beat the world champions", "Jalel Kadri", X, "split, second half"),
        ("The VAR was Tunisian tonight", "Wahbi Khazri", POS, "after-cue 'he said' after 'Khazri was asked ... and laughed' (joke in his favour)"),
        ("Griezmann is offside", "Christophe Dugarry", POS, "split, 'the former France forward said' (former career not introducing)"),
        ("You can argue about the whistle", "Christophe Dugarry", POS, "split, second half"),
        ("If the match is over", "Vincent Duluc", N, "split, 'he said' after 'the journalist Vincent Duluc'"),
        ("FIFA has made a mess", "Vincent Duluc", N, "split, second half"),
    ],
    "rp9-005": [
        ("We are talking about the biggest match", "Joan Laporta", N, "before the cue 'Laporta said'; 'Barcelona's president' in the opening paragraph"),
        ("It is embarrassing", "Joan Laporta", N, "second sentence after the cue"),
        ("Everybody saw it", "Xavi", N, "split, 'he said' after 'Xavi was no calmer', role never stated (mononym)"),
        ("And they tell me the VAR has no image", "Xavi", N, "split, second half (sarcasm)"),
        ("We competed well", "Xavi", X, "follow-on paragraph, no cue"),
        ("I felt it was a goal", "Lamine Yamal", N, "split, 'he said' after 'Yamal, 16, kept it short'"),
        ("But I'm not the one who decides", "Lamine Yamal", U, "split, second half"),
        ("I saw the same images", "Carlo Ancelotti", POS, "split, 'the Italian said' (nationality only)"),
        ("If the VAR can't see it", "Carlo Ancelotti", POS, "split, second half"),
        ("My hand was faster than the camera", "Andriy Lunin", U, "after-cue 'he said'; 'who made the save' (an action, not a role) (half-joke)"),
        ("We will put it on the table", "Javier Tebas", U, "after-cue 'he said' after 'Tebas said the question was not new', role never stated"),
        ("The VAR did exactly what it could", "Graham Hunter", POS, "split, 'Hunter said' after 'the journalist Graham Hunter' (not the officials, the league)"),
        ("The scandal is that it had so little", "Graham Hunter", POS, "split, second half (wants more technology)"),
        ("Millions spent on VAR", "Gerard Piqué", N, "social-media post, 'he posted'; 'Former Barcelona defender' (former career)"),
        ("Every year it's something", "unnamed fan", N, "split, 'he said' after 'one Barcelona fan'"),
        ("This year it's a camera", "unnamed fan", N, "split, second half"),
    ],
    "rp9-006": [
        ("I'm proud of these lads", "Luciano Spalletti", X, "split, 'he said' after 'Spalletti was emotional', role never stated"),
        ("We suffered, we made mistakes", "Luciano Spalletti", X, "split, second half"),
        ("I've seen it again", "Luciano Spalletti", U, "split, 'he said' after 'On the penalty, he was less sure'"),
        ("These are the decisions", "Luciano Spalletti", U, "split, second half"),
        ("I guessed the right way", "Gianluigi Donnarumma", X, "split, 'the goalkeeper said'; 'the Italy captain'"),
        ("Then we switched off", "Gianluigi Donnarumma", X, "split, second half"),
        ("It hit my arm, the VAR saw it", "Davide Frattesi", POS, "split, 'the Inter midfielder said' (club label Italy)"),
        ("I'd have been angrier", "Davide Frattesi", X, "split, second half"),
        ("My heart is not made", "Gianluigi Buffon", X, "split, 'he said'; 'now Italy's head of delegation' (a former player in a team-management role)"),
        ("But this is what the national team", "Gianluigi Buffon", X, "split, second half"),
        ("We were seconds away", "Zlatko Dalić", X, "split, 'Dalic said' (inversion), role never stated"),
        ("I have nothing to say about the referee or the VAR", "Zlatko Dalić", U, "split, second half (refuses to blame)"),
        ("It doesn't matter now", "Luka Modrić", X, "split, 'he said' after 'Modric, 38, became the oldest scorer'"),
        ("I'd give that record away", "Luka Modrić", X, "split, second half"),
        ("With the arm that close", "Slaven Bilić", N, "split, 'he said'; 'former international' (former career), on Croatian television"),
        ("VAR is looking for handballs", "Slaven Bilić", N, "split, second half"),
        ("The review was quick", "Paolo Condò", POS, "colon after 'Paolo Condo, writing for an Italian daily, praised the officials' (no speech verb)"),
    ],
    "rp9-007": [
        ("I knew the keeper", "Harry Kane", X, "split, before the cue 'Kane said'; 'the England captain' earlier"),
        ("When it came back to me", "Harry Kane", X, "split, second half"),
        ("I haven't seen it back properly", "Gareth Southgate", U, "split, 'he said' after 'Southgate refused to be drawn', role never stated"),
        ("The VAR had a look and it stood", "Gareth Southgate", U, "split, second half (procedure)"),
        ("Tonight is about the players", "Gareth Southgate", X, "follow-on paragraph, no cue"),
        ("He catches my leg", "Raheem Sterling", POS, "split, 'he said' after 'Sterling insisted there was contact' (affirms the checked penalty)"),
        ("They checked it and it was given", "Raheem Sterling", POS, "split, second half"),
        ("It should never be a penalty", "Kasper Hjulmand", N, "split, 'the Dane said' after 'Hjulmand said his side had been let down'"),
        ("It is a big decision", "Kasper Hjulmand", N, "split, second half"),
        ("There was a second ball", "Kasper Schmeichel", N, "split, 'the goalkeeper said' after 'Schmeichel was also unhappy' (not Peter)"),
        ("You have all this technology", "Kasper Schmeichel", N, "split, second half"),
        ("But we can be proud", "Kasper Schmeichel", X, "follow-on paragraph, no cue"),
        ("It's the cruellest way", "Simon Kjær", X, "after-cue 'the Denmark captain said'"),
        ("I would never give it", "Peter Schmeichel", N, "split, 'he said' after 'His goalkeeper's father ... Peter Schmeichel, speaking on television' (same surname)"),
        ("But it is not the kind of thing the VAR", "Peter Schmeichel", U, "split, second half (procedure)"),
        ("It's never a penalty", "Roy Keane", N, "split, 'he told ITV viewers' after 'Keane was not impressed'"),
        ("I'm pleased for England", "Roy Keane", N, "split, second half"),
        ("The VAR checked it thoroughly", "Roberto Rosetti", POS, "after-cue 'he said'; 'UEFA's chief refereeing officer'"),
    ],
    "rp9-008": [
        ("We gave everything", "Sarina Wiegman", X, "split, 'she said' after 'Wiegman was composed', role never stated"),
        ("Spain were the better side", "Sarina Wiegman", X, "split, second half"),
        ("On the penalty, the VAR saw", "Sarina Wiegman", POS, "follow-on paragraph, no cue"),
        ("In the moment it felt massive", "Mary Earps", X, "split, 'the goalkeeper said'"),
        ("Now it's just a bit empty", "Mary Earps", X, "split, second half"),
        ("It hits my hand", "Keira Walsh", POS, "split, 'she said' after 'Walsh was honest about the handball' (affirms)"),
        ("When they sent the ref to the screen", "Keira Walsh", U, "split, second half (describes the review)"),
        ("They are champions of the world", "Jorge Vilda", X, "after-cue 'the Spain coach said'"),
        ("This is for everyone at home", "Olga Carmona", X, "after-cue 'she said'; 'who scored the winner' (not introducing)"),
        ("The VAR got the handball right", "Izzy Christiansen", POS, "split, 'she said'; 'On the BBC' is a place"),
        ("England weren't at it", "Izzy Christiansen", X, "split, second half"),
        ("I've watched that handball", "Ian Wright", N, "split, 'he said' after 'Ian Wright was not so sure'"),
        ("The ball comes off her body", "Ian Wright", N, "split, second half"),
        ("I thought Mary was going to win it", "unnamed fan", X, "split, 'said one' (England fans)"),
        ("I'll tell you what, though", "unnamed fan", POS, "split, second half (negation: no complaints)"),
        ("Those reviews take for ever", "unnamed fan", N, "after-cue 'she said' after 'A second supporter' (same label)"),
        ("changed the game in this country", "Mark Bullingham", X, "fragment in a reporting sentence; 'The FA's chief executive'"),
    ],
    "rp9-009": [
        ("I'm not going to speak about the referee", "Pep Guardiola", U, "split, 'he said' after 'Guardiola did not want to talk about it' (declines)"),
        ("We played an incredible game", "Pep Guardiola", X, "split, second half"),
        ("He hits me in the chest", "Jérémy Doku", N, "split, 'the Belgian said' (nationality only)"),
        ("In any other part of the pitch", "Jérémy Doku", N, "split, second half"),
        ("I saw it, it's a tough one", "Jürgen Klopp", U, "split, 'he said' after 'Klopp took a calmer view', role never stated"),
        ("For me it's not a clear and obvious error", "Jürgen Klopp", U, "split, second half (procedure; a term inside the quote)"),
        ("But the game was fantastic", "Jürgen Klopp", X, "follow-on paragraph, no cue"),
        ("I'm going for the ball", "Alexis Mac Allister", POS, "split, 'he said' after 'Mac Allister himself insisted'"),
        ("That's not a penalty and the VAR saw it", "Alexis Mac Allister", POS, "split, second half"),
        ("That's a penalty all day long", "Gary Neville", N, "split, 'he said'; 'Neville, on Sky Sports' (a place)"),
        ("I've no idea what the VAR", "Gary Neville", N, "split, second half"),
        ("The ball is there to be won", "Jamie Carragher", POS, "split, 'he replied' after 'Carragher disagreed'"),
        ("I think the officials got it right", "Jamie Carragher", POS, "split, second half"),
        ("Honestly, I thought we were getting done", "unnamed fan", U, "colon after 'one season-ticket holder from Kirkby summed up the home mood'"),
        ("I'm not going to judge it from here", "Brendan Rodgers", U, "split, 'the former Liverpool manager said' (former club; speaks as Celtic manager)"),
        ("VAR is there to look at it", "Brendan Rodgers", POS, "split, second half (trusts the review)"),
        ("What I will say is", "Brendan Rodgers", X, "follow-on paragraph, no cue"),
    ],
    "rp9-010": [
        ("The clubs have spoken and VAR stays", "Richard Masters", POS, "split, 'he said' after 'Masters said the result was a clear message', role never stated"),
        ("But nobody is pretending", "Richard Masters", U, "split, second half"),
        ("We know we've got to be quicker", "Howard Webb", N, "split, 'he said' after 'Webb welcomed the vote' (admits a failing)"),
        ("Semi-automated offside will help", "Howard Webb", POS, "split, second half"),
        ("an honest conversation", "Wolverhampton Wanderers", U, "fragment, club statement"),
        ("support the process fully", "Wolverhampton Wanderers", U, "second fragment, same sentence"),
        ("The atmosphere in our stadiums", "Jeff Shi", N, "split, 'he said last month' after 'Shi, the Wolves chairman'"),
        ("Fans don't know whether to celebrate", "Jeff Shi", N, "split, second half"),
        ("I always thought it would stay", "Gary O'Neil", U, "split, 'he said' after 'O'Neil was not surprised', role never stated"),
        ("I just want it to be used properly", "Gary O'Neil", N, "split, second half"),
        ("Scrapping it would have been", "Paul Barber", POS, "split, 'he said'; 'Brighton's chief executive Paul Barber'"),
        ("Make it better, don't throw it away", "Paul Barber", POS, "split, second half"),
        ("The clubs were never going to throw away", "Oliver Holt", U, "split, 'he wrote'; 'In his Mail on Sunday column' (a place)"),
        ("The real question is", "Oliver Holt", N, "split, second half"),
        ("Most of the problems are human", "Henry Winter", POS, "split, 'he said' after 'the journalist Henry Winter' (it's the humans, not VAR)"),
        ("VAR has made the game fairer", "Henry Winter", POS, "split, second half (praise with a complaint)"),
        ("been left out of the conversation", "Football Supporters' Association", N, "fragment in a reporting sentence, supporters' body"),
    ],
    "rp9-011": [
        ("mistakes of this nature", "Brighton & Hove Albion", N, "fragment in a reporting sentence, club statement"),
        ("I am not a person who speaks about referees", "Roberto De Zerbi", X, "split, 'he said' after 'De Zerbi was scathing', role never stated"),
        ("But today we lose two points", "Roberto De Zerbi", N, "split, second half"),
        ("I want VAR. I don't want VAR like this.", "Roberto De Zerbi", N, "follow-on paragraph, no cue (praise with complaint, dominant complaint)"),
        ("I looked at the replay on my phone", "Pervis Estupiñán", N, "split, 'the Ecuadorian said' (nationality only)"),
        ("Everybody in the dressing room", "Pervis Estupiñán", N, "split, second half"),
        ("It's not for me to comment", "Patrick Vieira", U, "split, 'said the Palace manager' (inversion)"),
        ("We've had decisions against us too", "Patrick Vieira", U, "split, second half"),
        ("We hold ourselves to the highest standards", "PGMOL", N, "before the cue 'PGMOL said in its own statement', after a sentence about Webb (official admitting a failure)"),
        ("Drawing a line is the most basic task", "Keith Hackett", N, "split, 'Hackett wrote'; 'former referee' (former career), in his column"),
        ("If you can't get that right", "Keith Hackett", N, "split, second half"),
        ("That's a goal, Brighton have been robbed", "Glenn Murray", N, "after-cue 'he said'; 'now a pundit'"),
        ("Every week I hear about lessons", "unnamed fan", N, "split, 'he said' after 'A Brighton season-ticket holder who called the same station'"),
        ("They never learn", "unnamed fan", N, "split, second half"),
    ],
    "rp9-012": [
        ("It was a penalty, the VAR saw it", "Mauricio Pochettino", POS, "split, 'he said' after 'Pochettino refused to blame the officials', role never stated"),
        ("But it changes everything", "Mauricio Pochettino", X, "split, second half"),
        ("I'm so proud of my players", "Mauricio Pochettino", X, "follow-on paragraph, no cue"),
        ("I was pointing to a team-mate", "Moussa Sissoko", U, "split, 'said the Frenchman' (inversion, nationality only)"),
        ("I didn't want to touch it", "Moussa Sissoko", U, "split, second half (accepts the rule)"),
        ("I didn't see it properly", "Jürgen Klopp", U, "split, 'he said, grinning' after 'Klopp was in no mood to discuss the decision'"),
        ("Tonight we are champions", "Jürgen Klopp", X, "split, second half"),
        ("It settled us down", "Jordan Henderson", X, "split, 'he said'; 'lifting the trophy as captain'"),
        ("After that we could play our game", "Jordan Henderson", X, "split, second half"),
        ("I'm not that clever", "Sadio Mané", U, "after 'He laughed.', no speech verb (describes the reviewed handball)"),
        ("The arm was out", "Damir Skomina", POS, "split, 'he said' after 'The referee, Damir Skomina ... The Slovenian was calm'"),
        ("The VAR confirmed it quickly", "Damir Skomina", POS, "split, second half"),
        ("He's turning away", "Owen Hargreaves", N, "split, 'said the former England midfielder' (former career), on BT Sport"),
        ("I don't think that's what VAR is for", "Owen Hargreaves", N, "split, second half"),
        ("Three weeks of waiting", "unnamed fan", X, "colon after 'one supporter summed up the night', Tottenham fan channel"),
    ],
}


def split_of(article_id: str) -> str:
    return "dev"


def main() -> None:
    write_gold(HERE, LABELS, WHO, split_of)


if __name__ == "__main__":
    main()
