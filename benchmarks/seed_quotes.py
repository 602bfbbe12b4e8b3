"""Show how trained stance models read the seed report, quote by quote and per speaker.

The seed report (``../shared/seed/conte-var-offside.txt``) is an acceptance check of issue 5:
Conte and Townsend negative, Doherty neutral, Sutton's onside quote negative and his "so
passive" quote not about VAR. Runs that differ only in their random draw can disagree on it,
so before a run is trusted (or blamed) on the seed, compare it with other draws of its
configuration here. The quotes are extracted once by the real pipeline and each model scores
them as ``analyse`` does (one article, in the precision ``analyse`` would
use unless ``--precision`` says otherwise).

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
from nlp.config import ANONYMOUS_SPEAKER, BLEND_SPEAKER_QUOTES  # noqa: E402
from nlp.ingest import Skipped, read_inputs  # noqa: E402
from nlp.pipeline import extract_quotes, get_pipeline  # noqa: E402
from nlp.stance.model import StanceModel  # noqa: E402
from nlp.stance.scoring import stance_inputs  # noqa: E402

SEED = Path(__file__).resolve().parents[2] / "shared" / "seed" / "conte-var-offside.txt"
NAME_WIDTH = 20
CELL_WIDTH = 9


def _label(about_var: bool | None, stance: str | None) -> str:
    """Return a quote's reading in one short cell: its stance, or "-" when not about VAR."""
    return (stance or "?") if about_var else "-"


def _who(speaker: str | None, club: str | None = None) -> str:
    """Return a speaker's row label: unnamed fans are one per club, as the aggregate has them."""
    name = speaker or "(no speaker)"
    return f"{name} ({club})" if club and speaker == ANONYMOUS_SPEAKER else name


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("models", nargs="+", type=Path, help="trained model folders (config.json)")
    p.add_argument("--seed-report", type=Path, metavar="FILE", help=f"default: {SEED}")
    p.add_argument(
        "--precision",
        choices=("fp32", "bf16", "auto"),
        help="default: as analyse runs ($VAROMETER_PRECISION, else auto: bf16 where native)",
    )
    args = p.parse_args()
    report = args.seed_report or SEED
    if not report.is_file():
        hint = "" if args.seed_report else " (is shared/ beside the checkout?)"
        print(f"{report}: not found{hint}", file=sys.stderr)
        return 2
    missing = [str(m) for m in args.models if not (m / "config.json").is_file()]
    if missing:
        print(f"no saved stance model (config.json) in: {', '.join(missing)}", file=sys.stderr)
        return 2
    torch.set_num_threads(2)
    articles = []
    for item in read_inputs([str(report)]):
        if isinstance(item, Skipped):
            print(item, file=sys.stderr)
        else:
            articles.append(item)
    if not articles:
        return 2
    quotes = next(extract_quotes(articles, get_pipeline()))[1]
    inputs = stance_inputs(quotes, grouped=BLEND_SPEAKER_QUOTES)
    readings: dict[Path, list[str]] = {}
    speakers: dict[Path, dict[str, str | None]] = {}
    for path in args.models:
        model = StanceModel.load(path, args.precision)
        preds = model.predict(inputs)
        for q, pred in zip(quotes, preds, strict=True):
            q.about_var, q.stance, q.stance_score = pred.about_var, pred.stance, pred.stance_score
        readings[path] = [_label(pred.about_var, pred.stance) for pred in preds]
        speakers[path] = {_who(s.speaker, s.club): s.stance for s in speaker_stances(quotes)}
        print(f"[{len(readings)}] {path} ({model.precision})")
    header = " ".join(f"[{n}]".ljust(CELL_WIDTH) for n in range(1, len(args.models) + 1))
    print(f"quotes:\n  {'':{NAME_WIDTH}} {header}")
    for i, q in enumerate(quotes):
        cells = " ".join(readings[p][i].ljust(CELL_WIDTH) for p in args.models)
        text = " ".join(q.text.split())[:56]
        print(f"  {_who(q.speaker)[:NAME_WIDTH]:{NAME_WIDTH}} {cells} {text}")
    print(f"speakers:\n  {'':{NAME_WIDTH}} {header}")
    for name in dict.fromkeys(name for table in speakers.values() for name in table):
        cells = " ".join((speakers[p].get(name) or "-").ljust(CELL_WIDTH) for p in args.models)
        print(f"  {name[:NAME_WIDTH]:{NAME_WIDTH}} {cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
