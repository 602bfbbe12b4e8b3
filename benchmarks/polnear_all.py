"""PolNeAR's ``--mode all`` (issue 48): every speech or thought attribution, direct,
indirect and mixed, scored for varometer with reported speech on, textacy beside it.

Run through ``python benchmarks/polnear.py --mode all``; the harness, the data path and the
direct mode are in ``benchmarks/polnear.py`` (its docstring says how this mode scores).
Kept apart so that each file stays one mode.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # polnear, run as a script or not

from polnear import (  # noqa: E402
    CLOSE,
    OPEN,
    PRONOUNS,
    first_annotations,
    source_key,
    speaker_ok,
    textacy_system,
    varometer_system,
)

from nlp.models import Quote  # noqa: E402
from nlp.reported.component import without_fragments  # noqa: E402

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

    articles = first_annotations(split, load_all, limit)
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
                    cache[text] = without_fragments(
                        run(text)
                    )  # one attribution each, as the reports count
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
