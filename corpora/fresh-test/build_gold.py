"""Build gold.jsonl for the fresh-test set (fr-001..fr-024).

Labels below are the writer's, one per double-quoted span in article order (quote_spans.py
lists the spans; a SKIP entry marks a span that is not gold: scare quote, title). Each gold
text is then located in the article text as varometer's ingester produces it, searching
from the end of the previous quote of that article; a text that is not found fails loudly.

Run from the repository root: python corpora/fresh-test/build_gold.py
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

CT, HR, SU, KC, OA = (
    "Calderbridge Town",
    "Harwick Rovers",
    "Saltmarsh United",
    "Kestlebury City",
    "Ormsby Athletic",
)
TA, RW, PE, AR, MC = (
    "Thornwell Albion",
    "Redcliffe Wanderers",
    "Port Ellery",
    "Ashgrove Rangers",
    "Millbeck County",
)

P = {  # speaker -> (role, club)
    "Stellan Berg": ("manager", HR),
    "Dan Oyelaran": ("manager", CT),
    "Fergus Caddell": ("manager", SU),
    "Luis Arriaga": ("manager", KC),
    "Niall Brannigan": ("manager", OA),
    "Pieter Vos": ("manager", TA),
    "Graham Tully": ("manager", RW),
    "Kwame Asante-Boyd": ("manager", PE),
    "Marek Zielinski": ("manager", AR),
    "Owen Pritchard": ("manager", MC),
    "Tomas Ribeiro": ("player", CT),
    "Jake Merriman": ("player", CT),
    "Elliot Saxby": ("player", HR),
    "Ruben Oduya": ("player", HR),
    "Adrien Morel": ("player", KC),
    "Tobi Akerele": ("player", OA),
    "Cian Mulvey": ("player", OA),
    "Bram de Ruiter": ("player", TA),
    "Lewis Harrop": ("player", RW),
    "Isaac Quarshie": ("player", PE),
    "Dominik Hajek": ("player", AR),
    "Karol Nowicki": ("player", AR),
    "Harvey Dunstan": ("player", MC),
    "Martin Ashdown": ("pundit", None),
    "Claire Hollins": ("pundit", None),
    "Des Kearney": ("pundit", None),
    "Helen Marchbank": ("official", None),
    "Referees' Standards Council": ("official", None),
    "Philippa Rowe": ("official", None),
    "Paul Venning": ("referee", None),
    "Ray Colley": ("journalist", None),
    "Nadia Quirke": ("journalist", None),
    "Rebecca Thorne": ("executive", AR),
    "Victor Lang": ("executive", HR),
    "Kestlebury City": ("executive", KC),
    "Calderbridge Town Supporters' Trust": ("fan", CT),
    "Gary Fenwick": ("fan", CT),
    "Denise Holroyd": ("fan", KC),
    "Priya Lal": ("fan", KC),
    "Joan Whiteley": ("fan", MC),
}
FAN = {
    "fanCT": ("unnamed fan", "fan", CT),
    "fanMC": ("unnamed fan", "fan", MC),
    "fanKC": ("unnamed fan", "fan", KC),
}

N, U, POS, X = "negative", "neutral", "positive", None  # X: not about VAR
SKIP = "SKIP"

# (prefix of the quoted text, speaker, stance or X, style); SKIP rows: (prefix, SKIP, reason)
LABELS = {
    "fr-001": [
        ("I have watched", "Stellan Berg", N, "split, first half, 'he said' after a description"),
        ("If you need three", "Stellan Berg", N, "split, second half"),
        ("played with real", "Stellan Berg", X, "fragment, 'The Swede said'"),
        ("We will send our", "Stellan Berg", N, "follow-on paragraph, no cue (sarcasm)"),
        (
            "Was it tight?",
            "Dan Oyelaran",
            POS,
            "after-cue following intro sentence (benefited, pleased)",
        ),
        ("Tomas is through", "Dan Oyelaran", X, "colon (on-field penalty not reviewed)"),
        ("the perfect start", "Tomas Ribeiro", X, "fragment"),
        ("worked like dogs", "Tomas Ribeiro", X, "fragment"),
        ("Standing there for", "Jake Merriman", N, "split, first half (delay, never names VAR)"),
        ("But we defended", "Jake Merriman", X, "split, second half"),
    ],
    "fr-002": [
        ("Callum had a scan", "Fergus Caddell", X, "split, first half, 'Caddell told'"),
        ("He is a big player", "Fergus Caddell", X, "split, second half"),
        ("Oskar has trained", "Fergus Caddell", X, "follow-on after 'The Scot confirmed'"),
        ("I have seen it", "Fergus Caddell", U, "split, first half, pronoun (balanced)"),
        ("The lines say he", "Fergus Caddell", U, "split, second half (balanced)"),
        ("I would try it", "Fergus Caddell", U, "split, first half (manager reviews)"),
        ("If it cut down", "Fergus Caddell", U, "split, second half"),
        ("We are close on one", "Fergus Caddell", X, "after-cue pronoun"),
    ],
    "fr-003": [
        ("killing the game", "Luis Arriaga", N, "fragment"),
        ("How can it take", "Luis Arriaga", N, "split, first half (never names VAR)"),
        ("Either it is a penalty", "Luis Arriaga", N, "split, second half"),
        (
            "Adrien is not a player",
            "Luis Arriaga",
            N,
            "description 'The Kestlebury manager insisted'",
        ),
        ("We created enough", "Luis Arriaga", X, "colon"),
        ("They got it right", "Niall Brannigan", POS, "split, first half (benefited)"),
        (
            "But I have been in",
            "Niall Brannigan",
            N,
            "split, second half (benefited but dislikes system)",
        ),
        ("We kept our shape", "Niall Brannigan", X, "after intro sentence"),
        ("I never touched him", "Tobi Akerele", POS, "after-cue 'the defender said'"),
    ],
    "fr-004": [
        ("clear and obvious", SKIP, "scare quote"),
        ("in the best shape", "Helen Marchbank", POS, "recalled fragment in a column"),
        ("Final Word", SKIP, "programme title"),
        ("VAR will end up", "Martin Ashdown", N, "columnist's own earlier words"),
        ("a guess with a ruler", "Stellan Berg", N, "recalled fragment"),
        ("not far behind", "Niall Brannigan", N, "recalled fragment"),
        ("a correct decision is", "Claire Hollins", POS, "recalled written words"),
        ("Martin, when did you", "fanCT", N, "colon, anonymous supporter (never names VAR)"),
    ],
    "fr-005": [
        (
            "I thought Sam got",
            "Graham Tully",
            X,
            "split, first half (second yellow, not reviewable)",
        ),
        ("Referee's decision", "Graham Tully", X, "split, second half"),
        ("Playing a whole half", "Graham Tully", X, "follow-on paragraph"),
        (
            "Lewis is in the form",
            "Graham Tully",
            X,
            "description + colon 'the Redcliffe boss said:'",
        ),
        ("I didn't even know", "Lewis Harrop", U, "split, first half"),
        ("It was quick", "Lewis Harrop", POS, "split, second half (praises speed)"),
        ("Three times we are", "Pieter Vos", X, "after-cue description 'the Dutchman said'"),
        ("The VAR looked at it", "Pieter Vos", U, "after-cue (procedural acceptance)"),
        ("practised a thousand", "Bram de Ruiter", X, "fragment"),
    ],
    "fr-006": [
        ("The offside decision", "Helen Marchbank", POS, "split, first half"),
        ("We had a clear frame", "Helen Marchbank", U, "split, second half (procedure)"),
        (
            "What was not right",
            "Helen Marchbank",
            N,
            "follow-on paragraph (official admits failure)",
        ),
        ("For a factual offside", "Helen Marchbank", U, "colon 'She set out'"),
        ("The VAR looked at three", "Helen Marchbank", U, "split, first half"),
        ("He was right to send", "Helen Marchbank", POS, "split, second half"),
        ("We have 14 new", "Helen Marchbank", X, "pronoun intro sentence"),
        ("disappointed that the", "Kestlebury City", N, "club statement fragment"),
        ("a step in the right", "Des Kearney", POS, "fragment"),
        ("The system is getting", "Des Kearney", POS, "after-cue 'he added'"),
    ],
    "fr-007": [
        ("My father drove", "Tomas Ribeiro", X, "split, first half, present-tense 'he says'"),
        ("We played in the car", "Tomas Ribeiro", X, "split, second half"),
        ("The weather, the language", "Tomas Ribeiro", X, "follow-on paragraph"),
        ("Dan,", "Tomas Ribeiro", X, "split, one-word first half"),
        ("He told me I was", "Tomas Ribeiro", X, "split, second half"),
        (
            "I celebrate twice now",
            "Tomas Ribeiro",
            N,
            "split, first half (sarcasm, 'man in the van')",
        ),
        ("No, seriously", "Tomas Ribeiro", U, "split, second half (rules are rules)"),
        ("I have a contract", "Tomas Ribeiro", X, "split, first half"),
        ("My agent talks", "Tomas Ribeiro", X, "split, second half"),
        ("Twenty goals", "Tomas Ribeiro", X, "answer after interviewer's question, no cue"),
    ],
    "fr-008": [
        ("That is exactly why", "Marek Zielinski", POS, "split, first half"),
        ("The referee cannot see", "Marek Zielinski", POS, "split, second half"),
        ("A little tug", "Kwame Asante-Boyd", N, "after-cue (sarcasm)"),
        ("switched off", "Kwame Asante-Boyd", X, "fragment"),
        ("not good enough", "Kwame Asante-Boyd", X, "fragment"),
        ("We hit the target", "Owen Pritchard", X, "after-cue pronoun"),
        ("I should have scored", "Harvey Dunstan", X, "colon"),
        (
            "They checked it, it was",
            "Stellan Berg",
            POS,
            "after-cue description 'the Harwick boss said'",
        ),
        ("I need to see it again", "Adrien Morel", U, "after intro sentence"),
        ("Our first half was poor", "Luis Arriaga", X, "after intro 'His manager, Luis Arriaga'"),
        ("Three points and a clean", "Ruben Oduya", X, "social media post, colon"),
    ],
    "fr-009": [
        (
            "Our members are tired",
            "Calderbridge Town Supporters' Trust",
            N,
            "statement, colon (never names VAR)",
        ),
        ("Scrap it", "Gary Fenwick", N, "split, first half"),
        ("We’ve had six years", "Gary Fenwick", N, "split, second half"),
        ("Is there a single person", "Ray Colley", X, "radio host's question (handball law)"),
        ("I’m as gutted as anyone", "fanCT", POS, "colon, anonymous caller"),
        (
            "We’ve had plenty go",
            "fanMC",
            POS,
            "after intro sentence, anonymous caller (never names VAR)",
        ),
        ("need to see it again", "Dan Oyelaran", U, "fragment"),
    ],
    "fr-010": [
        ("We accept that referees", "Rebecca Thorne", N, "statement, colon"),
        ("We have asked the league", "Rebecca Thorne", U, "colon 'The statement continued'"),
        ("I said a month ago", "Marek Zielinski", POS, "split, first half"),
        (
            "This one I don't agree",
            "Marek Zielinski",
            POS,
            "split, second half (mixed, dominant support)",
        ),
        ("We have received Ashgrove", "Philippa Rowe", U, "colon"),
        ("For me it is a foul", "Pieter Vos", POS, "after-cue pronoun"),
        ("Stefan made three saves", "Pieter Vos", X, "after intro sentence"),
    ],
    "fr-011": [
        (
            "That was never a penalty",
            "Fergus Caddell",
            N,
            "split, first half (disputes reviewed decision)",
        ),
        ("Ola gets a toe", "Fergus Caddell", N, "split, second half"),
        ("Brennan wins the ball", "Des Kearney", N, "after-cue (pundit disputes facts)"),
        (
            "From where I was standing",
            "Owen Pritchard",
            POS,
            "description 'The Millbeck boss saw it differently'",
        ),
        ("Harvey’s been brilliant", "Owen Pritchard", X, "'Pritchard added'"),
        ("I felt the contact", "Harvey Dunstan", U, "after-cue pronoun"),
        ("It’s ankle ligaments", "Fergus Caddell", X, "colon"),
    ],
    "fr-012": [
        ("Jake trained fully", "Dan Oyelaran", X, "split, first half"),
        ("We missed his voice", "Dan Oyelaran", X, "split, second half"),
        (
            "We'll see how he is",
            "Dan Oyelaran",
            X,
            "follow-on after a sentence naming another player",
        ),
        ("active but sensible", "Dan Oyelaran", X, "fragment, 'The Calderbridge boss said'"),
        ("No. I was angry", "Dan Oyelaran", POS, "multi-para (3 paragraphs), no cue"),
        ("That's a question for", "Dan Oyelaran", U, "after intro sentence"),
        ("Stellan has done", "Dan Oyelaran", X, "after intro sentence; names another manager"),
    ],
    "fr-013": [
        (
            "It’s never a free-kick",
            "Kwame Asante-Boyd",
            X,
            "split, first half, 'said X' (on-field call, not reviewed)",
        ),
        ("Dan gets the ball clean", "Kwame Asante-Boyd", X, "split, second half"),
        ("I don’t like talking", "Kwame Asante-Boyd", X, "follow-on paragraph"),
        ("From my angle", "Graham Tully", X, "colon"),
        ("gutted", "Isaac Quarshie", X, "one-word fragment"),
        ("When you score two", "Isaac Quarshie", X, "follow-on paragraph"),
        ("It’s a nice habit", "Lewis Harrop", X, "split, first half"),
        ("The service from", "Lewis Harrop", X, "split, second half"),
        ("He’s in a boot", "Graham Tully", X, "after intro sentence"),
    ],
    "fr-014": [
        (
            "The gains in accuracy",
            "Helen Marchbank",
            POS,
            "colon, written report quoted in a column",
        ),
        ("The game I loved", SKIP, "column headline (title)"),
        ("the lines are the fairest", "Claire Hollins", POS, "columnist's own earlier words"),
        ("Our starting point", "Paul Venning", U, "split, first half, 'he told me'"),
        ("We only recommend", "Paul Venning", U, "split, second half"),
        ("I can live with a wrong", "Marek Zielinski", POS, "colon"),
        (
            "I would take the waiting",
            "Joan Whiteley",
            POS,
            "colon, reader's letter (never names VAR)",
        ),
    ],
    "fr-015": [
        ("The referee will say", "Helen Marchbank", U, "colon"),
        ("We are not going to have", "Helen Marchbank", U, "follow-on paragraph"),
        ("a big success", "Helen Marchbank", POS, "fragment"),
        ("The first time I switched", "Paul Venning", POS, "colon"),
        ("Announcements will not", "Helen Marchbank", N, "after-cue (official admits failing)"),
        ("It's a small step", "Victor Lang", POS, "colon"),
    ],
    "fr-016": [
        ("She gives a yellow", "Stellan Berg", N, "split, first half"),
        ("So why do we need", "Stellan Berg", N, "split, second half (sarcasm)"),
        ("With ten men for an hour", "Stellan Berg", X, "colon"),
        ("It is a red card", "Pieter Vos", POS, "split, first half (affirms reviewed decision)"),
        ("I am pleased the VAR", "Pieter Vos", POS, "split, second half"),
        ("I’m fine, just a bruise", "Bram de Ruiter", X, "after-cue 'the midfielder said'"),
        (
            "We’re all gutted for him",
            "Elliot Saxby",
            N,
            "split, first half (disputes reviewed red)",
        ),
        ("But we’ve got to move on", "Elliot Saxby", X, "split, second half"),
    ],
    "fr-017": [
        (
            "Following analysis by",
            "Referees' Standards Council",
            N,
            "statement, colon, multi-para (admits error)",
        ),
        ("We got this one wrong", "Helen Marchbank", N, "after-cue pronoun"),
        ("From this weekend", "Helen Marchbank", U, "follow-on paragraph (procedure)"),
        (
            "An apology is nice",
            "Stellan Berg",
            N,
            "after-cue description 'the Harwick manager said' (sarcasm)",
        ),
        ("go straight back into", "Stellan Berg", X, "fragment"),
        ("Thanks to everyone", "Ruben Oduya", N, "social media post, colon"),
        ("This is the system working", "Claire Hollins", POS, "split, first half"),
        ("I'd rather have that", "Claire Hollins", POS, "split, second half"),
    ],
    "fr-018": [
        ("The Final Third", SKIP, "programme title"),
        (
            "That was never offside",
            "Martin Ashdown",
            N,
            "split, first half (pundit disputes facts)",
        ),
        ("Look at the frame", "Martin Ashdown", N, "split, second half"),
        ("I’ve looked at the same", "Claire Hollins", POS, "split, first half"),
        ("The knee is ahead", "Claire Hollins", POS, "split, second half"),
        ("The technology can only", "Des Kearney", U, "colon (balanced)"),
        ("They’ve checked it", "Dan Oyelaran", U, "after intro sentence naming him"),
        ("Today it helped us", "Luis Arriaga", POS, "after intro sentence (benefited, pleased)"),
        ("Adrien has been our best", "Luis Arriaga", X, "description 'The Kestlebury manager'"),
        ("Two minutes, three camera", "Nadia Quirke", N, "social media post, colon"),
    ],
    "fr-019": [
        ("I was a striker until", "Elliot Saxby", X, "split, first half, 'he says'"),
        ("Then our keeper broke", "Elliot Saxby", X, "split, second half"),
        ("My back went in", "Elliot Saxby", X, "follow-on after narrative sentence"),
        ("I got nothing of the ball", "Elliot Saxby", X, "after intro (penalty never reviewed)"),
        ("From my goal I'm 100", "Elliot Saxby", U, "after intro (balanced)"),
        (
            "I do my stretches",
            "Elliot Saxby",
            N,
            "after intro (sarcasm about delays, never names VAR)",
        ),
        ("Stellan is honest", "Elliot Saxby", X, "colon 'he says:'; names his manager"),
        ("I've got two years", "Elliot Saxby", X, "split, first half"),
        ("My kids are settled", "Elliot Saxby", X, "split, second half"),
    ],
    "fr-020": [
        ("The boys were outstanding", "Marek Zielinski", X, "split, first half"),
        ("From the first minute", "Marek Zielinski", X, "split, second half"),
        ("Dominik is a shy boy", "Marek Zielinski", X, "follow-on paragraph"),
        ("The VAR checked it", "Marek Zielinski", U, "colon (procedural)"),
        ("I looked at the linesman", "Dominik Hajek", U, "after-cue 'the striker said'"),
        ("A clean sheet and an assist", "Karol Nowicki", X, "after-cue 'the goalkeeper joked'"),
        (
            "We were second best",
            "Niall Brannigan",
            X,
            "description intro 'The Ormsby boss, Niall Brannigan'",
        ),
        ("We have a week to sort", "Niall Brannigan", X, "follow-on paragraph"),
        ("It’s a bad day", "Cian Mulvey", X, "after intro sentence"),
    ],
    "fr-021": [
        ("no surprise to anyone", "Denise Holroyd", N, "fragment"),
        ("People are not against", "Denise Holroyd", N, "split, first half (delays)"),
        (
            "One member wrote",
            "Denise Holroyd",
            N,
            "split, second half, contains a quote inside a quote",
        ),
        ("Ticket prices came", "Denise Holroyd", X, "after-cue 'she added'"),
        ("I’m in the third", "Priya Lal", POS, "colon"),
        ("Bin it", "fanKC", N, "after intro sentence, anonymous supporter"),
        ("The club will consider", "Kestlebury City", U, "colon, club spokesman"),
        ("I understand the fans", "Luis Arriaga", U, "after-cue pronoun (balanced)"),
    ],
    "fr-022": [
        ("Isaac is not for sale", "Kwame Asante-Boyd", X, "after-cue"),
        ("He's 22", "Kwame Asante-Boyd", X, "follow-on paragraph"),
        ("Dan's a big loss", "Kwame Asante-Boyd", X, "follow-on after a sentence naming a player"),
        (
            "Dan Oyelaran's sides",
            "Kwame Asante-Boyd",
            X,
            "after intro sentence; names another manager",
        ),
        (
            "I've moaned about it",
            "Kwame Asante-Boyd",
            U,
            "after intro sentence (balanced, never names VAR)",
        ),
        ("They sat down with us", "Kwame Asante-Boyd", U, "after intro 'He revealed' (procedure)"),
        (
            "I'd have it in the cups",
            "Kwame Asante-Boyd",
            POS,
            "answer after reported question (more VAR)",
        ),
    ],
    "fr-023": [
        ("After review, the Calderbridge", "Paul Venning", U, "colon, stadium announcement"),
        (
            "I said on Thursday",
            "Kwame Asante-Boyd",
            N,
            "split, first half, description 'the Port Ellery manager, X, said'",
        ),
        ("Two minutes and 40", "Kwame Asante-Boyd", N, "split, second half"),
        ("Our keeper, Rhys", "Kwame Asante-Boyd", X, "colon 'Asante-Boyd added:'"),
        ("Without VAR that goal", "Dan Oyelaran", POS, "split, first half"),
        ("People moan about", "Dan Oyelaran", POS, "split, second half"),
        ("I saw the flag", "Tomas Ribeiro", POS, "after-cue pronoun (benefited, pleased)"),
        ("I wanted to give the fans", "Isaac Quarshie", X, "after-cue pronoun"),
    ],
    "fr-024": [
        ("We've made real progress", "Helen Marchbank", POS, "split, first half"),
        (
            "The Oduya decision was",
            "Helen Marchbank",
            N,
            "split, second half (official admits failure)",
        ),
        ("VAR will be part", "Philippa Rowe", U, "after intro sentence"),
        ("We won the league by six", "Owen Pritchard", U, "split, first half (joke, neutral)"),
        ("Seriously, I think VAR", "Owen Pritchard", POS, "split, second half"),
        ("This title belongs", "Owen Pritchard", X, "follow-on paragraph"),
        ("My view has not changed", "Stellan Berg", N, "colon after description naming him"),
        ("Some weeks I've loved", "Fergus Caddell", U, "split, first half (balanced)"),
        ("Overall? It's probably", "Fergus Caddell", U, "split, second half (balanced)"),
        ("Staying up was the target", "Graham Tully", X, "after intro sentence"),
        ("I won't miss VAR", "Niall Brannigan", N, "after intro sentence"),
        (
            "unchanged",
            "Calderbridge Town Supporters' Trust",
            N,
            "one-word fragment of a written message",
        ),
    ],
}


def main() -> None:
    articles = {}
    for item in read_inputs([os.path.join(HERE, "articles")]):
        if isinstance(item, Skipped):
            raise SystemExit(f"skipped: {item}")
        articles[item.id] = item.text
    missing = sorted(set(LABELS) ^ set(articles))
    if missing:
        raise SystemExit(f"articles and labels differ: {missing}")
    rows = []
    for aid in sorted(LABELS):
        text = articles[aid]
        cands = spans(text)
        labels = LABELS[aid]
        if len(cands) != len(labels):
            raise SystemExit(f"{aid}: {len(cands)} quoted spans but {len(labels)} labels")
        pos = 0
        for (cs, _ce, ctext), lab in zip(cands, labels, strict=True):
            if not ctext.startswith(lab[0]):
                raise SystemExit(f"{aid}: label {lab[0]!r} does not match span {ctext[:40]!r}")
            if lab[1] == SKIP:
                continue
            prefix, who, stance, style = lab
            start = text.find(ctext, pos)
            if start < 0:
                raise SystemExit(f"{aid}: quote not found after offset {pos}: {ctext[:60]!r}")
            if start != cs:
                raise SystemExit(f"{aid}: quote found at {start}, expected {cs}: {ctext[:60]!r}")
            end = start + len(ctext)
            pos = end
            if who in FAN:
                speaker, role, club = FAN[who]
            else:
                speaker = who
                role, club = P[who]
            rows.append(
                {
                    "article_id": aid,
                    "text": ctext,
                    "start": start,
                    "end": end,
                    "speaker": speaker,
                    "role": role,
                    "club": club,
                    "about_var": stance is not None,
                    "stance": stance,
                    "incident": None,
                    "split": "test",
                    "style": style,
                }
            )
    out = os.path.join(HERE, "gold.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} gold quotes from {len(LABELS)} articles to {out}")


if __name__ == "__main__":
    main()
