"""Throughput of the VAR stance model on CPU, beside the bare encoder in the same run.

    python benchmarks/stance.py [--n 1000] [--threads 2] [--model models/stance]

Inputs: ~1,000 realistic quotes (quote + context) drawn, seeded, from
``corpora/stance-train/football.jsonl`` when it exists, else built from templates. For each
batch size (16, 64) it times ``StanceModel.predict`` end to end (tokenising, encoder,
heads, keyword rule, calibration) and, as the baseline, the bare MiniLM forward pass with
no adapter and no heads over the same tokenised inputs and the same length-sorted batches
(tokenising included, so the difference is what the stance model adds). Also prints model
load time and the process's peak RSS.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import torch  # noqa: E402

from nlp.stance.encoder import load_encoder, load_tokenizer  # noqa: E402
from nlp.stance.model import StanceInput, StanceModel, collate, encode_batch  # noqa: E402

FOOTBALL = REPO / "corpora" / "stance-train" / "football.jsonl"
DEMO = REPO / "corpora" / "demo-season"
TEMPLATES = (
    ("VAR took four minutes over that and still got it wrong. It's killing the game.", ""),
    ("The lads were brilliant today, I can't ask for more.", "The manager on the win."),
    ("The monitor showed a clear foul, so the penalty was the right call.", "After the review."),
    ("He has a tight hamstring; we'll check on him tomorrow.", "Asked about the striker."),
)


def quotes(n: int, seed: int = 7, source: str = "football") -> list[StanceInput]:
    """Return ``n`` inputs sampled with replacement.

    ``source="football"``: the stance set's quotes with their one-sentence contexts (else
    templates). ``source="demo"``: the demo season's gold quotes with the context the
    pipeline really cuts (300 characters before the quote), i.e. what ``analyse`` feeds.
    """
    rng = random.Random(seed)
    if source == "demo":
        from nlp.stance.data import load_demo_gold

        recs = load_demo_gold(DEMO / "gold.jsonl", DEMO / "articles", ("dev", "test"))
        pool = [(r["text"], r["context"]) for r in recs]
    elif FOOTBALL.is_file():
        with FOOTBALL.open(encoding="utf-8") as fh:
            recs = [json.loads(line) for line in fh if line.strip()]
        pool = [(r.get("text") or "", r.get("context") or "") for r in recs]
    else:
        pool = list(TEMPLATES)
    return [StanceInput(text=t, context=c) for t, c in (rng.choice(pool) for _ in range(n))]


@torch.inference_mode()
def baseline(encoder: torch.nn.Module, tokenizer, items: list[StanceInput], bs: int) -> None:
    """Tokenise and run the bare encoder over ``items`` in length-sorted batches."""
    enc = encode_batch(
        tokenizer, [i.target for i in items], [i.text for i in items], [i.context for i in items]
    )
    order = sorted(range(len(enc)), key=lambda i: len(enc[i].input_ids))
    for s in range(0, len(order), bs):
        b = collate([enc[i] for i in order[s : s + bs]])
        encoder(
            input_ids=b["input_ids"],
            token_type_ids=b["token_type_ids"],
            attention_mask=b["attention_mask"],
        )


def best_of(fn, repeat: int) -> float:
    """Return the fastest of ``repeat`` timings of ``fn()`` in seconds (least disturbed run)."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a table; returns 0."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=1000)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--model", type=Path, default=None)
    p.add_argument("--json", action="store_true", help="also print the figures as JSON")
    p.add_argument(
        "--source",
        choices=("football", "demo"),
        default="football",
        help="football: stance-set quotes, short contexts; demo: pipeline-length contexts",
    )
    args = p.parse_args(argv)
    torch.set_num_threads(args.threads)

    t = time.perf_counter()
    model = StanceModel.load(args.model)
    load_s = time.perf_counter() - t
    encoder = load_encoder()
    encoder.pooler = None  # the stance model does not run it either
    tokenizer = load_tokenizer()
    items = quotes(args.n, source=args.source)
    n_tokens = sum(
        len(e.input_ids)
        for e in encode_batch(
            tokenizer,
            [i.target for i in items],
            [i.text for i in items],
            [i.context for i in items],
        )
    )

    model.predict(items[:64])  # warm-up: first calls allocate and pick kernels
    baseline(encoder, tokenizer, items[:64], 64)
    rows = []
    for bs in (16, 64):
        t_model = best_of(lambda bs=bs: model.predict(items, batch_size=bs), args.repeat)
        t_base = best_of(lambda bs=bs: baseline(encoder, tokenizer, items, bs), args.repeat)
        rows.append(
            {
                "batch_size": bs,
                "stance_qps": len(items) / t_model,
                "baseline_qps": len(items) / t_base,
                "overhead_pct": 100 * (t_model / t_base - 1),
            }
        )
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux

    src = (
        "demo season"
        if args.source == "demo"
        else "football.jsonl"
        if FOOTBALL.is_file()
        else "templates"
    )
    print(
        f"stance benchmark: {len(items)} quotes from {src}, {n_tokens / len(items):.0f} tokens/quote avg, "
        f"{args.threads} torch threads, best of {args.repeat}"
    )
    print(f"model load: {load_s:.2f} s   peak RSS: {peak_mb:.0f} MB (whole process, both models)")
    print(
        f"{'batch':>5}  {'StanceModel.predict q/s':>24}  {'bare encoder q/s':>16}  {'overhead':>8}"
    )
    for r in rows:
        print(
            f"{r['batch_size']:>5}  {r['stance_qps']:>24.1f}  {r['baseline_qps']:>16.1f}  "
            f"{r['overhead_pct']:>7.1f}%"
        )
    if args.json:
        print(json.dumps({"load_s": load_s, "peak_rss_mb": peak_mb, "rows": rows}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
