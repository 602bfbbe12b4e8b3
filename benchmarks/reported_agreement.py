"""How far second readers' reported speech agrees with the demo season's reported gold.

    python benchmarks/reported_agreement.py [READER.jsonl ...] [--split test] [--pipeline]

Each READER file (default: ``corpora/demo-season/reported-second-a.jsonl`` and ``-b``, two
blind readings of the ``test`` articles under ``reported-guide.md``) is in the gold's schema
(article_id, text, start, end, speaker, role, club, kind). It is scored as ``varometer
evaluate --reported`` scores the pipeline: a gold content is found when one reader content
covers at least half its words, one-to-one (``nlp.evaluate.score``); speaker accuracy is over
the found ones. Each reader is also scored against every other (F1 is symmetric): how far
fresh readers agree with no gold writer involved. ``--pipeline`` adds varometer's own
reported speech (``analyse --reported``) as one more reader, scored against each.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from itertools import combinations
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from nlp.evaluate import score  # noqa: E402
from nlp.gold import GoldQuote, load_gold  # noqa: E402
from nlp.ingest import Skipped, read_inputs  # noqa: E402
from nlp.models import Quote  # noqa: E402

DEMO = REPO / "corpora" / "demo-season"
GOLD = DEMO / "reported.jsonl"
READERS = (DEMO / "reported-second-a.jsonl", DEMO / "reported-second-b.jsonl")


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]


def as_quotes(rows: list[dict]) -> dict[str, list[Quote]]:
    """Return a reader's rows as predicted quotes, keyed by article."""
    out: dict[str, list[Quote]] = {}
    for r in rows:
        quote = Quote(
            text=r["text"],
            start=int(r["start"]),
            end=int(r["end"]),
            speaker=r.get("speaker"),
            role=r.get("role"),
            club=r.get("club"),
            kind=r.get("kind") or "indirect",
        )
        out.setdefault(r["article_id"], []).append(quote)
    return out


def as_gold(rows: list[dict], split: str) -> list[GoldQuote]:
    """Return a reader's rows as gold, to score one reader against another."""
    return [GoldQuote.from_dict({**r, "split": split}) for r in rows]


def figures(texts: dict[str, str], gold: list[GoldQuote], rows: list[dict]) -> str:
    s = score(texts, gold, as_quotes(rows))
    p = s.matched / s.predicted if s.predicted else 0.0
    r = s.matched / s.gold if s.gold else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return (
        f"gold {s.gold:3d} reader {s.predicted:3d} found {s.matched:3d}  "
        f"content F1 {f:.3f} (P {p:.3f} R {r:.3f})  speaker {s.speaker_accuracy:.3f}"
    )


def pipeline_rows(articles: list) -> list[dict]:
    """Return varometer's reported speech on ``articles`` as reader rows."""
    from nlp.analyse import AnalyseOptions, analyse_articles

    # the demo season's own register, as ``varometer evaluate`` gives a gold folder's
    options = AnalyseOptions(register_paths=(str(DEMO),), stance=False, reported=True)
    return [
        {**q.to_dict(), "article_id": article.id}
        for article, quotes in analyse_articles(articles, options)
        for q in quotes
        if q.kind in ("indirect", "mixed")
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("readers", nargs="*", type=Path, default=list(READERS))
    parser.add_argument("--split", default="test")
    parser.add_argument("--gold", type=Path, default=GOLD)
    parser.add_argument("--pipeline", action="store_true", help="score varometer as a reader")
    args = parser.parse_args()
    gold = load_gold(args.gold, args.split)
    wanted = {g.article_id for g in gold}
    articles = [
        a
        for a in read_inputs([str(DEMO / "articles")])
        if not isinstance(a, Skipped) and a.id in wanted
    ]
    texts = {a.id: a.text for a in articles}
    readers = {
        path.stem: [r for r in _rows(path) if r["article_id"] in wanted] for path in args.readers
    }
    for name, rows in readers.items():
        if not rows:
            raise SystemExit(f"{name} labels none of the {args.split!r} articles")
        bad = [
            r for r in rows if texts[r["article_id"]][int(r["start"]) : int(r["end"])] != r["text"]
        ]
        if bad:
            raise SystemExit(f"{name}: {len(bad)} rows whose offsets do not give their text")
        print(f"{name:>14} against gold:  {figures(texts, gold, rows)}")
    if args.pipeline:
        readers["varometer"] = pipeline_rows(articles)
        print(f"{'varometer':>14} against gold:  {figures(texts, gold, readers['varometer'])}")
    for (a, rows_a), (b, rows_b) in combinations(readers.items(), 2):
        print(f"{b:>14} against {a}:  {figures(texts, as_gold(rows_a, args.split), rows_b)}")


if __name__ == "__main__":
    main()
