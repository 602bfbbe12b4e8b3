"""Quote extraction on news nobody here wrote: PolNeAR's direct-quote subset, varometer vs textacy.

PolNeAR (../shared/data/polnear, internal evaluation only, never copied into the repo) marks
every attribution in 2016 US political news. We score the direct-quote subset: attributions
whose content is enclosed in double quotation marks and whose cue is a speech verb. Both
systems run through the same harness, in the same process:

* quote P/R/F1: a gold quote is found when one predicted quote covers >= 50% (and 80%) of its
  words, one-to-one matching (``nlp.evaluate``);
* speaker accuracy over found quotes whose gold source is a name (PolNeAR sources are surface
  mentions and 18% are bare pronouns, which it does not resolve): correct when the predicted
  speaker shares its last name token with the gold source. Reported twice: over each
  system's own found quotes, and over the gold quotes both systems found (apples to apples).

A second, *scoped* row per system corrects two ways the subset misjudges a quote finder:

* a gold quote interrupted by its own cue (“X,” she said, “Y.”) is one PolNeAR content that
  spans the cue; it is scored as its marked pieces (X, Y), as both systems return them;
* a prediction that matches no gold quote but lies inside another annotated attribution (a
  quote with a non-speech cue, a quoted phrase in reported speech) is neither right nor
  wrong: the subset left it out, not the annotators. Only predictions outside every
  attribution count against precision.

``--mode all`` (issue 48) scores every attribution whose cue is a speech or thought verb
(:data:`SPEECH_OR_THOUGHT_CUES`), direct, indirect and mixed alike: a gold content is found
when one prediction covers >= 50% of its words (one-to-one, best first), and, stricter, when
besides at least half of the prediction's words are in it ("both ways"). Source accuracy is
over the found contents whose gold source is a name (:func:`name_source_keys`, stricter
than the direct mode's test, which also counts "The" of "The campaign" as a name). Scoped: a
prediction that matches an attribution with another cue ("according to", a colon, "shows")
is set aside.
textacy runs beside it: it finds direct quotes only.

Usage: python benchmarks/polnear.py [--split dev|test] [--limit N] [--mode direct|all]
       [--mixed-absorbs default|yes|no|both]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nlp.evaluate import match_article  # noqa: E402
from nlp.gold import GoldQuote  # noqa: E402
from nlp.models import Quote  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "polnear"
SPEECH_CUES = frozenset(
    [
        "say",
        "says",
        "said",
        "saying",
        "tell",
        "tells",
        "told",
        "add",
        "adds",
        "added",
        "insist",
        "insisted",
        "explain",
        "explained",
        "claim",
        "claimed",
        "declare",
        "declared",
        "state",
        "stated",
        "write",
        "wrote",
        "ask",
        "asked",
        "reply",
        "replied",
        "respond",
        "responded",
        "argue",
        "argued",
        "note",
        "noted",
        "warn",
        "warned",
        "tweet",
        "tweeted",
        "admit",
        "admitted",
        "continue",
        "continued",
        "recall",
        "recalled",
        "suggest",
        "suggested",
    ]
)
PRONOUNS = frozenset(["he", "she", "they", "it", "we", "i", "you", "his", "her", "their"])
OPEN = '“"'
CLOSE = '”"'


@dataclass
class Article:
    """One PolNeAR text with its direct-quote gold (see the module docstring)."""

    text: str
    gold: list[GoldQuote]  # whole contents, as annotated
    sources: dict[int, str]  # gold index -> source text
    pieces: list[GoldQuote]  # the same quotes cut at their cue (scoped scoring)
    piece_sources: dict[int, str]
    contents: list[tuple[int, int]]  # every attribution's content, any cue or form


def _marked_pieces(text: str, start: int, end: int, cue: tuple[int, int]) -> list[tuple[int, int]]:
    """Return the (start, end) of each double-marked piece of a content the cue interrupts.

    One piece (the whole content) when the cue lies outside it or the marks do not pair up.
    """
    if not start < cue[0] < end:
        return [(start, end)]
    # the content runs from just inside its first mark to just before its last one
    base = start - 1
    pieces = [
        (base + m.start(1), base + m.end(1))
        for m in re.finditer(r"[“\"]([^“”\"]+)[”\"]", text[base : end + 1])
    ]
    if len(pieces) < 2 or not any(
        b <= cue[0] < c for (_, b), (c, _) in zip(pieces, pieces[1:], strict=False)
    ):
        return [(start, end)]
    return pieces


def load_article(ann: Path, text_dir: Path) -> Article | None:
    """Return the text and direct-quote gold of one .ann file (None when its text is missing)."""
    name = re.sub(r"_[0-9a-f]{4}$", "", ann.stem)
    text_path = text_dir / f"{name}.txt"
    if not text_path.exists():
        return None
    text = text_path.read_text(encoding="utf-8")
    spans: dict[str, tuple[str, list[tuple[int, int]]]] = {}
    events = []
    for line in ann.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if line.startswith("T") and len(parts) >= 2:
            label, *offsets = parts[1].split(" ", 1)
            ranges = []
            for chunk in offsets[0].split(";"):
                a, b = chunk.split()
                ranges.append((int(a), int(b)))
            spans[parts[0]] = (label, ranges)
        elif line.startswith("E") and len(parts) >= 2:
            events.append(dict(arg.split(":") for arg in parts[1].split()))
    gold: list[GoldQuote] = []
    sources: dict[int, str] = {}
    pieces: list[GoldQuote] = []
    piece_sources: dict[int, str] = {}
    for event in events:
        content, cue, source = event.get("Content"), event.get("Cue"), event.get("Source")
        if content not in spans or cue not in spans:
            continue
        cue_text = " ".join(text[a:b] for a, b in spans[cue][1]).lower()
        if not any(w in SPEECH_CUES for w in re.findall(r"[a-z]+", cue_text)):
            continue
        ranges = spans[content][1]
        start, end = ranges[0][0], ranges[-1][1]
        raw = text[start:end]
        lead = len(raw) - len(raw.lstrip())
        body = raw.strip()
        # Direct quote: the whole content sits inside double marks (punctuation may trail).
        last = max(body.rfind(c) for c in CLOSE)
        if not body or body[0] not in OPEN or last <= 0 or body[last + 1 :].strip(".,;:!? "):
            continue
        q_start, q_end = start + lead + 1, start + lead + last
        source_text = " ".join(text[a:b] for a, b in spans[source][1]) if source in spans else None
        gold.append(_gold(name, text, q_start, q_end))
        if source_text is not None:
            sources[len(gold) - 1] = source_text
        cue_span = (spans[cue][1][0][0], spans[cue][1][-1][1])
        for a, b in _marked_pieces(text, q_start, q_end, cue_span):
            pieces.append(_gold(name, text, a, b))
            if source_text is not None:
                piece_sources[len(pieces) - 1] = source_text
    contents = [
        (ranges[0][0], ranges[-1][1]) for label, ranges in spans.values() if label == "Content"
    ]
    return Article(text, gold, sources, pieces, piece_sources, contents)


def _gold(article_id: str, text: str, start: int, end: int) -> GoldQuote:
    return GoldQuote(
        article_id=article_id, text=text[start:end], start=start, end=end, speaker=None, role=None
    )


def source_key(source: str) -> str | None:
    """Return the surname of a gold source's head name, or None for pronouns and descriptions.

    "Scott Pruitt, the Republican attorney general of Oklahoma," -> "pruitt": the name comes
    before the first comma, parenthesis or "of"; what follows describes it ("Rep. Gwen Moore
    (D-Wis.)" -> "moore", "Mr. Morgan of the Sierra Club" -> "morgan").
    """
    from nlp.football.registers import name_key

    # What follows the name describes it: ", head of ...", "(D-Wis.)", "of the Sierra Club".
    head = re.split(r",|\(|\s+of\s+", source)[0]
    names = [w for w in re.findall(r"[A-Z][\w’'.-]+", head) if w.lower() not in PRONOUNS]
    if not names or head.strip().lower() in PRONOUNS:
        return None
    return name_key(names[-1]) or None


def speaker_ok(predicted: str | None, source: str) -> bool:
    from nlp.football.registers import name_key

    key = source_key(source)
    return bool(predicted and key and key in name_key(predicted).split())


def varometer_system(nlp, kinds: frozenset[str] | None = None):  # noqa: ANN001, ANN201
    """Return varometer's quotes of a text; ``kinds``: only quotes of these kinds (the
    direct mode scores the direct quotes, as before reported speech was found)."""
    from nlp.pipeline import doc_quotes

    def run(text: str) -> list[Quote]:
        doc = nlp.make_doc(text)
        quotes = doc_quotes(nlp(doc))
        return quotes if kinds is None else [q for q in quotes if q.kind in kinds]

    return run


def textacy_system(nlp):  # noqa: ANN001, ANN201
    from textacy.extract import triples

    def run(text: str) -> list[Quote]:
        doc = nlp(text)
        out = []
        try:
            for dq in triples.direct_quotations(doc):
                content = dq.content
                start, end = content.start_char, content.end_char
                # textacy's content span includes the marks; drop them like our spans do.
                while start < end and doc.text[start] in OPEN + CLOSE:
                    start += 1
                while end > start and doc.text[end - 1] in OPEN + CLOSE:
                    end -= 1
                speaker = " ".join(t.text for t in dq.speaker) if dq.speaker else None
                out.append(Quote(text=doc.text[start:end], start=start, end=end, speaker=speaker))
        except ValueError:
            # textacy raises on an odd number of quote marks: the whole document is lost.
            return []
        return out

    return run


def evaluate(
    system: Callable[[str], list[Quote]],
    articles: list[Article],
    scoped: bool = False,
) -> tuple[dict, dict[tuple[int, int], bool]]:
    """Return the system's row and, for each found gold quote with a named source, keyed by
    (article index, gold index), whether the speaker is right. ``scoped``: score the marked
    pieces and set aside predictions inside other attributions (module docstring)."""
    judged: dict[tuple[int, int], bool] = {}
    gold_n = pred_n = 0
    found = {0.5: 0, 0.8: 0}
    spk_total = spk_ok = 0
    t0 = time.perf_counter()
    for a_index, art in enumerate(articles):
        gold, sources = (art.pieces, art.piece_sources) if scoped else (art.gold, art.sources)
        preds = system(art.text)
        matches = {t: match_article(art.text, gold, preds, t) for t in found}
        if scoped:
            hit = {id(m.pred) for m in matches[0.5]}
            preds = [
                p
                for p in preds
                if id(p) in hit or not any(a <= p.start and p.end <= b for a, b in art.contents)
            ]
        gold_n += len(gold)
        pred_n += len(preds)
        for t, ms in matches.items():
            found[t] += len(ms)
        for m in matches[0.5]:
            g_index = gold.index(m.gold)
            src = sources.get(g_index)
            if src is None or source_key(src) is None:
                continue
            spk_total += 1
            ok = speaker_ok(m.pred.speaker, src)
            spk_ok += ok
            judged[(a_index, g_index)] = ok
    seconds = time.perf_counter() - t0
    row = {"gold": gold_n, "predicted": pred_n, "seconds": round(seconds, 1)}
    for t, tp in found.items():
        p = tp / pred_n if pred_n else 0.0
        r = tp / gold_n if gold_n else 0.0
        row[f"P@{t}"], row[f"R@{t}"] = round(p, 3), round(r, 3)
        row[f"F1@{t}"] = round(2 * p * r / (p + r), 3) if p + r else 0.0
    row["speaker_acc"] = round(spk_ok / spk_total, 3) if spk_total else 0.0
    row["speaker_n"] = spk_total
    return row, judged


# -- every speech or thought attribution: direct, indirect, mixed (--mode all) ---------------
# Fixed before any figure was taken (issue 48): verbs of saying that take what was said, and
# verbs of thought that take what is believed. Not "according to" (no verb; reported apart),
# not verbs of judging ("criticized", "praised") whose object is a thing, not "know".
SPEECH_LEMMAS = [
    "say", "tell", "add", "insist", "explain", "claim", "declare", "state", "write", "ask",
    "reply", "respond", "argue", "note", "warn", "tweet", "admit", "continue", "recall",
    "suggest", "acknowledge", "announce", "assert", "complain", "concede", "confirm",
    "contend", "deny", "emphasize", "emphasise", "predict", "promise", "reiterate", "reveal",
    "stress", "maintain", "mention", "comment", "agree", "urge", "vow", "pledge", "joke",
    "boast", "allege", "repeat", "report", "call", "describe", "hint", "imply",
]  # fmt: skip
THOUGHT_LEMMAS = [
    "think", "believe", "feel", "fear", "hope", "expect", "reckon", "suspect", "doubt",
    "worry", "assume", "imagine", "guess", "wonder",
]  # fmt: skip
IRREGULAR = {
    "say": ["said"], "tell": ["told"], "write": ["wrote", "written"],
    "think": ["thought"], "feel": ["felt"],
}  # fmt: skip


def _forms(lemma: str) -> set[str]:
    """Return the inflected forms of a regular verb, and the irregular ones it has."""
    stem = lemma[:-1] if lemma.endswith("e") else lemma
    if lemma.endswith("y") and lemma[-2] not in "aeiou":
        past, third = lemma[:-1] + "ied", lemma[:-1] + "ies"
    else:
        past = lemma + "d" if lemma.endswith("e") else lemma + "ed"
        third = lemma + "es" if lemma.endswith(("s", "sh", "ch", "x")) else lemma + "s"
    doubled = {"admit": "admitt", "commit": "committ"}.get(lemma)
    if doubled:
        past = doubled + "ed"
        stem = doubled
    return {lemma, past, third, stem + "ing", *IRREGULAR.get(lemma, [])}


SPEECH_OR_THOUGHT_CUES = frozenset(
    f for lemma in SPEECH_LEMMAS + THOUGHT_LEMMAS for f in _forms(lemma)
)
MARKS = OPEN + CLOSE


@dataclass
class Attribution:
    """One gold attribution: its content (discontinuous pieces), source and cue."""

    ranges: list[tuple[int, int]]
    source: str | None
    cue: str
    kind: str  # "direct" (the content is in marks), "mixed" (a marked piece), "indirect"


@dataclass
class AllArticle:
    """One PolNeAR text with its speech and thought attributions (``--mode all``)."""

    name: str
    text: str
    gold: list[Attribution]
    others: list[list[tuple[int, int]]]  # the contents of attributions with other cues


def _ann_events(ann: Path) -> tuple[dict[str, tuple[str, list[tuple[int, int]]]], list[dict]]:
    spans: dict[str, tuple[str, list[tuple[int, int]]]] = {}
    events = []
    for line in ann.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if line.startswith("T") and len(parts) >= 2:
            label, offsets = parts[1].split(" ", 1)
            ranges = [(int(a), int(b)) for a, b in (c.split() for c in offsets.split(";"))]
            spans[parts[0]] = (label, ranges)
        elif line.startswith("E") and len(parts) >= 2:
            events.append(dict(arg.split(":") for arg in parts[1].split()))
    return spans, events


def gold_kind(text: str, ranges: list[tuple[int, int]]) -> str:
    """Return "direct" when the content is all inside double marks, "mixed" when it holds
    a marked piece, else "indirect"."""
    body = " ".join(text[a:b] for a, b in ranges).strip()
    last = max(body.rfind(c) for c in CLOSE) if body else -1
    if body[:1] in OPEN and last > 0 and not body[last + 1 :].strip(".,;:!? "):
        return "direct"
    return "mixed" if any(c in body for c in MARKS) else "indirect"


def load_all(ann: Path, text_dir: Path) -> AllArticle | None:
    """Return the text and every speech or thought attribution of one .ann file."""
    name = re.sub(r"_[0-9a-f]{4}$", "", ann.stem)
    text_path = text_dir / f"{name}.txt"
    if not text_path.exists():
        return None
    text = text_path.read_text(encoding="utf-8")
    spans, events = _ann_events(ann)
    gold, others = [], []
    for event in events:
        content, cue, source = event.get("Content"), event.get("Cue"), event.get("Source")
        if content not in spans:
            continue
        ranges = spans[content][1]
        cue_text = " ".join(text[a:b] for a, b in spans[cue][1]).lower() if cue in spans else ""
        if not any(w in SPEECH_OR_THOUGHT_CUES for w in re.findall(r"[a-z]+", cue_text)):
            others.append(ranges)
            continue
        source_text = " ".join(text[a:b] for a, b in spans[source][1]) if source in spans else None
        gold.append(Attribution(ranges, source_text, cue_text, gold_kind(text, ranges)))
    return AllArticle(name, text, gold, others)


def _words(text: str, ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    from nlp.evaluate import word_spans

    return [w for a, b in ranges for w in word_spans(text, a, b)]


# Words before a name that are no part of it, and sources that are groups, not one name.
NOT_NAME_WORDS = frozenset(
    ["the", "a", "an", "many", "several", "some", "one", "two", "three", "both", "other",
     "all", "most", "few", "his", "her", "their", "its", "our", "my", "your", "these", "those"]
)  # fmt: skip


# Where a source's head phrase ends: a comma, a bracket, a preposition ("A spokeswoman for
# Hillary Clinton" is a spokeswoman).
GROUP_PLURAL_ENDINGS = ("ans", "ats", "ists", "ials", "ors", "ies", "ers", "ents", "ives")
PLURAL_NAMES = frozenset({"Reuters", "Rogers", "Waters", "Myers", "Peters", "Sanders"})
PREPOSITION_RE = re.compile(r"\s+(?:of|for|at|to|in|with|from|on|close)\s+")


def _head(phrase: str) -> str:
    """Return the part of a source phrase before a preposition, unless the whole phrase is
    a title and a name in capitals ("Secretary of State John F. Kerry"); "A spokeswoman
    for Hillary Clinton" is a spokeswoman."""
    words = [w for w in phrase.split() if w.lower() not in NOT_NAME_WORDS]
    small = {"of", "for", "at", "to", "in", "with", "from", "on", "close"}
    titled = words and all(w[:1].isupper() for w in words if w not in small)
    if titled and not words[0].lower().endswith(GROUP_PLURAL_ENDINGS):
        return phrase
    return PREPOSITION_RE.split(phrase)[0]


def name_source_keys(source: str, text: str = "") -> set[str]:
    """Return the surname keys of the names a gold source is (``--mode all``), empty when it
    is a pronoun, a description or a group. Stricter than :func:`source_key`, which takes
    "The" of "The campaign" for a name: here the head word, the last before a comma, a
    bracket or a preposition, must be a capitalised word ("The GOP nominee", "Gary Johnson's
    doctor", "A spokeswoman for Hillary Clinton" are descriptions; "Chief Justice Roberts"
    is Roberts), not a group's plural ("Republicans", "Authorities") nor a word ``text``
    also writes in lower case ("Police" opening a sentence). A description with a name set
    off after a comma ("The state's campaign chairman, Phil Lovas,") is that name;
    coordinated names ("Mr. Grassley and Mr. Leahy") are each a right answer."""
    from nlp.football.registers import name_key

    def name_words(chunk: str) -> list[str]:
        words = [re.sub(r"(?:['’]s|['’])$", "", w) for w in chunk.split()]
        return [w for w in words if w and w.lower() not in NOT_NAME_WORDS]

    def is_name(words: list[str]) -> bool:
        if not words or not words[-1][:1].isupper() or words[-1].lower() in PRONOUNS:
            return False
        last = words[-1]
        if last.lower().endswith(GROUP_PLURAL_ENDINGS) and last not in PLURAL_NAMES:
            return False
        lower_elsewhere = re.search(rf"\b{re.escape(last.lower())}\b", text) is not None
        return not (len(words) == 1 or words[0] == last) or not lower_elsewhere

    keys: set[str] = set()
    chunks = [c.strip() for c in re.split(r",|\(|\)", source) if c.strip()]
    i = 0
    while i < len(chunks):
        heads = [name_words(_head(h)) for h in re.split(r"\s+and\s+", chunks[i])]
        found = [h for h in heads if is_name(h)]
        keys.update(name_key(h[-1]) for h in found)
        nxt = chunks[i + 1] if i + 1 < len(chunks) else ""
        if not found and heads and nxt and not nxt.startswith("and "):
            apposed = name_words(nxt)
            if apposed and all(w[:1].isupper() for w in apposed):
                keys.add(name_key(apposed[-1]))  # "The state's campaign chairman, Phil Lovas,"
        # the next source of a coordination: "Bob Corker, R-Tenn., and Lindsey Graham"
        i = next(
            (j for j in range(i + 1, len(chunks)) if chunks[j].startswith("and ")), len(chunks)
        )
        if i < len(chunks):
            chunks[i] = chunks[i][4:]
    return {k for k in keys if k}


def overlap(text: str, gold: list[tuple[int, int]], pred: Quote) -> tuple[float, float]:
    """Return (share of the gold content's words the prediction covers, share of the
    prediction's words inside the gold content)."""
    g_words = _words(text, gold)
    p_words = _words(text, [(pred.start, pred.end)])
    if not g_words or not p_words:
        return 0.0, 0.0
    inside = sum(1 for a, b in g_words if a >= pred.start and b <= pred.end)
    g_set = set(g_words)
    return inside / len(g_words), sum(1 for w in p_words if w in g_set) / len(p_words)


def match_all(
    text: str, gold: list[list[tuple[int, int]]], preds: list[Quote], both: bool
) -> list[tuple[int, int]]:
    """Return one-to-one (gold index, prediction index) matches at >= 50% coverage (and,
    with ``both``, >= 50% of the prediction inside the gold), best coverage first."""
    pairs = []
    for gi, ranges in enumerate(gold):
        lo, hi = ranges[0][0], ranges[-1][1]
        for pi, p in enumerate(preds):
            if p.end <= lo or p.start >= hi:
                continue
            cov, prec = overlap(text, ranges, p)
            if cov >= 0.5 and (not both or prec >= 0.5):
                pairs.append((cov + prec, gi, pi))
    pairs.sort(key=lambda t: -t[0])
    used_g: set[int] = set()
    used_p: set[int] = set()
    out = []
    for _, gi, pi in pairs:
        if gi not in used_g and pi not in used_p:
            used_g.add(gi)
            used_p.add(pi)
            out.append((gi, pi))
    return out


def _speaker_in(predicted: str | None, keys: set[str]) -> bool:
    """True when the predicted speaker's name holds all the words of one of ``keys``."""
    from nlp.football.registers import name_key

    words = set(name_key(predicted or "").split())
    return any(set(k.split()) <= words for k in keys) if predicted else False


def evaluate_all(
    system: Callable[[str], list[Quote]], articles: list[AllArticle]
) -> dict[str, dict]:
    """Return rows for ``--mode all``: strict, both ways, scoped (module docstring)."""
    rows: dict[str, dict] = {}
    counts = {
        k: {
            "gold": 0,
            "pred": 0,
            "tp": 0,
            "src_n": 0,
            "src_ok": 0,
            "src_n_loose": 0,
            "src_ok_loose": 0,
            "by_kind": {},
            "pred_kind": {},
        }
        for k in ("strict", "both ways", "scoped")
    }
    t0 = time.perf_counter()
    for art in articles:
        preds = system(art.text)
        gold = [g.ranges for g in art.gold]
        for name, c in counts.items():
            matches = match_all(art.text, gold, preds, both=name == "both ways")
            kept = preds
            if name == "scoped":
                hit = {pi for _, pi in matches}
                elsewhere = match_all(art.text, art.others, preds, both=False)
                aside = {pi for _, pi in elsewhere} - hit
                kept = [p for i, p in enumerate(preds) if i not in aside]
            c["gold"] += len(gold)
            c["pred"] += len(kept)
            c["tp"] += len(matches)
            hit = {pi for _, pi in matches}
            kept_ids = {id(p) for p in kept}
            for i, p in enumerate(preds):
                if id(p) in kept_ids:
                    k = c["pred_kind"].setdefault(p.kind, [0, 0])
                    k[0] += 1
                    k[1] += i in hit
            found = {gi for gi, _ in matches}
            for gi, g in enumerate(art.gold):
                k = c["by_kind"].setdefault(g.kind, [0, 0])
                k[0] += 1
                k[1] += gi in found
            for gi, pi in matches:
                src = art.gold[gi].source
                keys = name_source_keys(src, art.text) if src is not None else set()
                if not keys:
                    continue
                c["src_n"] += 1
                c["src_ok"] += _speaker_in(preds[pi].speaker, keys)
                if src is not None and source_key(src) is not None:  # the direct mode's test
                    c["src_n_loose"] += 1
                    c["src_ok_loose"] += speaker_ok(preds[pi].speaker, src)
    seconds = time.perf_counter() - t0
    for name, c in counts.items():
        p = c["tp"] / c["pred"] if c["pred"] else 0.0
        r = c["tp"] / c["gold"] if c["gold"] else 0.0
        rows[name] = {
            "gold": c["gold"],
            "predicted": c["pred"],
            "P": round(p, 3),
            "R": round(r, 3),
            "F1": round(2 * p * r / (p + r), 3) if p + r else 0.0,
            "source_acc": round(c["src_ok"] / c["src_n"], 3) if c["src_n"] else 0.0,
            "source_n": c["src_n"],
            "source_acc_loose": round(c["src_ok_loose"] / c["src_n_loose"], 3)
            if c["src_n_loose"]
            else 0.0,
            "recall_by_kind": {
                k: f"{v[1]}/{v[0]}={v[1] / v[0]:.3f}" for k, v in sorted(c["by_kind"].items())
            },
            "precision_by_kind": {
                k: f"{v[1]}/{v[0]}={v[1] / v[0]:.3f}" for k, v in sorted(c["pred_kind"].items())
            },
        }
    rows["strict"]["seconds"] = round(seconds, 1)
    return rows


def main_all(split: Path, split_name: str, limit: int, absorb: str = "default") -> None:
    """Score ``--mode all`` on one split: textacy, today's direct quotes, varometer.
    ``absorb``: "default" (``nlp.config.MIXED_ABSORBS_DIRECT``), "yes", "no", or "both" (a
    varometer row for each setting, from one run)."""
    from nlp.config import MIXED_ABSORBS_DIRECT

    seen: set[str] = set()
    articles = []
    for ann in sorted((split / "attributions").glob("*.ann")):
        name = re.sub(r"_[0-9a-f]{4}$", "", ann.stem)
        if name in seen:  # several annotators: score the first annotation only
            continue
        seen.add(name)
        loaded = load_all(ann, split / "text")
        if loaded and loaded.gold:
            articles.append(loaded)
        if limit and len(articles) >= limit:
            break
    from nlp.pipeline import build_pipeline, load_base

    # Reported speech is off by default (nlp.config.REPORTED_SPEECH); this mode scores it.
    nlp = build_pipeline(reported=True)
    finder = nlp.get_pipe("varometer_reported")
    run = varometer_system(nlp)

    def system(setting: bool | None) -> Callable[[str], list[Quote]]:
        """varometer with the reported-speech component as ``setting`` says (None: off)."""
        cache: dict[str, list[Quote]] = {}

        def analyse(text: str) -> list[Quote]:
            if text not in cache:
                if setting is None:  # today's extraction: the pipeline without the component
                    with nlp.select_pipes(disable=["varometer_reported"]):
                        cache[text] = run(text)
                else:
                    finder.absorb = setting
                    cache[text] = run(text)
            return cache[text]

        return analyse

    settings = {
        "default": [MIXED_ABSORBS_DIRECT],
        "yes": [True],
        "no": [False],
        "both": [False, True],
    }[absorb]
    n_gold = sum(len(a.gold) for a in articles)
    print(f"PolNeAR {split_name}, speech and thought cues: {len(articles)} articles, {n_gold} gold")
    systems = [
        ("textacy direct_quotations", textacy_system(load_base())),
        ("varometer --direct-only", system(None)),
    ]
    for setting in settings:
        systems.append((f"varometer (mixed absorbs direct: {setting})", system(setting)))
    for name, analyse in systems:
        for row_name, row in evaluate_all(analyse, articles).items():
            print(
                f"{name + ' [' + row_name + ']':54s} "
                + "  ".join(f"{k}={v}" for k, v in row.items())
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="dev", choices=["train", "dev", "test"])
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--mode", default="direct", choices=["direct", "all"])
    parser.add_argument(
        "--mixed-absorbs",
        choices=["default", "yes", "no", "both"],
        default="default",
        help="--mode all: nlp.config.MIXED_ABSORBS_DIRECT as set, yes, no, or a row for each",
    )
    args = parser.parse_args()
    split = DATA / args.split
    if args.mode == "all":
        main_all(split, args.split, args.limit, args.mixed_absorbs)
        return
    seen: set[str] = set()
    articles = []
    for ann in sorted((split / "attributions").glob("*.ann")):
        name = re.sub(r"_[0-9a-f]{4}$", "", ann.stem)
        if name in seen:  # several annotators: score the first annotation only
            continue
        seen.add(name)
        loaded = load_article(ann, split / "text")
        if loaded and loaded.gold:
            articles.append(loaded)
        if args.limit and len(articles) >= args.limit:
            break
    from nlp.pipeline import build_pipeline, load_base

    ours = varometer_system(build_pipeline(), kinds=frozenset({"direct"}))
    baseline = textacy_system(load_base())
    print(f"PolNeAR {args.split}: {len(articles)} articles with direct quotes")
    judged = {}
    for name, system in (("textacy direct_quotations", baseline), ("varometer", ours)):
        row, judged[name] = evaluate(system, articles)
        print(f"{name:28s} " + "  ".join(f"{k}={v}" for k, v in row.items()))
        scoped, _ = evaluate(system, articles, scoped=True)
        print(f"{name + ' (scoped)':28s} " + "  ".join(f"{k}={v}" for k, v in scoped.items()))
    # Apples to apples: speaker accuracy over the gold quotes both systems found.
    both = set.intersection(*(set(j) for j in judged.values()))
    print(f"speaker accuracy over the {len(both)} gold quotes both systems found:")
    for name, j in judged.items():
        acc = sum(j[k] for k in both) / len(both) if both else 0.0
        print(f"{name:28s} speaker_acc_common={acc:.3f}  n={len(both)}")


if __name__ == "__main__":
    main()
