"""Show how trained stance models read the seed report, quote by quote and per speaker.

The seed report (``../shared/seed/conte-var-offside.txt``) is an acceptance check of issue 5:
Conte and Townsend negative, Doherty neutral, Sutton's onside quote negative and his "so
passive" quote not about VAR. Runs that differ only in their random draw can disagree on it,
so before a run is trusted (or blamed) on the seed, compare it with other draws of its
configuration here. The quotes are extracted once by the real pipeline and each model scores
them as ``analyse`` does (one article, grouped by speaker).

    python benchmarks/seed_quotes.py models/stance /tmp/run-a /tmp/run-b
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import torch  # noqa: E402

from nlp.aggregate import speaker_stances  # noqa: E402
from nlp.analyse import stance_inputs  # noqa: E402
from nlp.ingest import Skipped, read_inputs  # noqa: E402
from nlp.pipeline import extract_quotes, get_pipeline  # noqa: E402
from nlp.stance.model import StanceModel  # noqa: E402

SEED = Path(__file__).resolve().parents[2] / "shared" / "seed" / "conte-var-offside.txt"


def _label(about_var: bool | None, stance: str | None) -> str:
    """Return a quote's reading in one short cell: its stance, or "-" when not about VAR."""
    return (stance or "?") if about_var else "-"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("models", nargs="+", type=Path)
    p.add_argument("--seed-report", type=Path, default=SEED, metavar="FILE")
    p.add_argument("--precision", choices=("fp32", "bf16", "auto"), default="fp32")
    args = p.parse_args()
    if not args.seed_report.is_file():
        print(f"{args.seed_report}: not found (shared/ beside the checkout?)", file=sys.stderr)
        return 2
    torch.set_num_threads(2)
    articles = [a for a in read_inputs([str(args.seed_report)]) if not isinstance(a, Skipped)]
    quotes = next(extract_quotes(articles, get_pipeline()))[1]
    inputs = stance_inputs(quotes)
    readings: dict[Path, list[str]] = {}
    speakers: dict[Path, dict[str, str]] = {}
    for path in args.models:
        preds = StanceModel.load(path, args.precision).predict(inputs)
        for q, pred in zip(quotes, preds, strict=True):
            q.about_var, q.stance, q.stance_score = pred.about_var, pred.stance, pred.stance_score
        readings[path] = [_label(pred.about_var, pred.stance) for pred in preds]
        speakers[path] = {s.speaker: s.stance for s in speaker_stances(quotes)}
    for number, path in enumerate(args.models, 1):
        print(f"[{number}] {path}")
    print("quotes:")
    for i, q in enumerate(quotes):
        cells = " ".join(f"{readings[p][i]:9s}" for p in args.models)
        print(f"  {q.speaker[:18]:18s} {cells} {q.text[:56]}")
    print("speakers:")
    for name in dict.fromkeys(q.speaker for q in quotes):
        cells = " ".join(f"{speakers[p].get(name) or '-':9s}" for p in args.models)
        print(f"  {name[:18]:18s} {cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
