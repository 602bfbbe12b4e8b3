"""Compare trained stance models on dev data that none of them trained on.

The training runs' own selection scores are not comparable across runs whose data differ
(adding articles changes the article dev split). This scores every model on the parts of
the dev data that do not depend on the article set: the NewsMTSC authors' dev splits, the
football set's dev part and the demo-season dev articles kept back from training, with the
training run's formula ``0.5 * mean NewsMTSC dev F1m + 0.25 * stance F1m + 0.25 *
about-VAR accuracy``. Never reads the demo ``test`` split.

    python benchmarks/compare_stance_models.py models/stance /tmp/other-run/model
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import torch  # noqa: E402

from nlp.stance.data import (  # noqa: E402
    article_split,
    load_demo_gold,
    load_football,
    load_newsmtsc,
    stratified_split,
)
from nlp.stance.evaluate import evaluate_football, f1_report  # noqa: E402
from nlp.stance.model import StanceInput, StanceModel  # noqa: E402
from nlp.stance.train import DEFAULT_FOOTBALL, DEFAULT_NEWSMTSC, DEMO_DIR, TrainConfig  # noqa: E402


def common_dev(seed: int = 13) -> list[dict]:
    """Return football dev + demo dev kept back, split exactly as training splits them."""
    cfg = TrainConfig()
    rest, _ = stratified_split(load_football(DEFAULT_FOOTBALL), cfg.football_holdout, seed)
    _, fb_dev = stratified_split(rest, cfg.football_dev, seed + 1)
    demo = load_demo_gold(DEMO_DIR / "gold.jsonl", DEMO_DIR / "articles", ("dev",))
    _, kept_back = article_split(demo, cfg.demo_dev_select, seed)
    return fb_dev + kept_back


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("models", nargs="+", type=Path)
    p.add_argument("--newsmtsc", type=Path, default=DEFAULT_NEWSMTSC)
    p.add_argument(
        "--precision",
        choices=("fp32", "bf16", "auto"),
        default="fp32",
        help="fp32 (default) scores models as training selects them, on any CPU",
    )
    args = p.parse_args()
    torch.set_num_threads(2)
    pool = common_dev()
    news_dev = {
        k: load_newsmtsc(args.newsmtsc / "splits_authors" / k / "dev.jsonl") for k in ("rw", "mt")
    }
    print(
        f"common dev: {len(pool)} football-style quotes, NewsMTSC dev rw/mt; "
        f"precision {args.precision}"
    )
    for path in args.models:
        model = StanceModel.load(path, args.precision)
        news = []
        for examples in news_dev.values():
            logits, _ = model.logits([StanceInput(text=e.text, target=e.target) for e in examples])
            gold = [e.stance for e in examples]
            news.append(f1_report(gold, logits.argmax(-1).tolist())["macro_f1"])
        r = evaluate_football(model, pool)
        stance, about = r["stance"]["macro_f1"], r["about_var_accuracy"]
        score = 0.25 * sum(news) + 0.25 * stance + 0.25 * about
        print(
            f"{path}: NewsMTSC dev rw {news[0]:.4f} mt {news[1]:.4f}, stance F1m {stance:.4f}, "
            f"about-VAR acc {about:.4f} -> common score {score:.4f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
