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
from typing import Any

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


def first_annotations(split: Path, load: Callable[[Path, Path], Any], limit: int) -> list[Any]:
    """Return the split's articles with gold, each read by ``load`` from its first
    annotator's file (several annotators: the first only), at most ``limit`` (0: all)."""
    seen: set[str] = set()
    articles = []
    for ann in sorted((split / "attributions").glob("*.ann")):
        name = re.sub(r"_[0-9a-f]{4}$", "", ann.stem)
        if name in seen:
            continue
        seen.add(name)
        loaded = load(ann, split / "text")
        if loaded and loaded.gold:
            articles.append(loaded)
        if limit and len(articles) >= limit:
            break
    return articles


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
        from polnear_all import main_all  # the benchmarks folder is on sys.path as a script

        main_all(split, args.split, args.limit, args.mixed_absorbs)
        return
    articles = first_annotations(split, load_article, args.limit)
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
