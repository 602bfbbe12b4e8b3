"""Hyper-parameter sweep for the stance model: many training runs in parallel, dev scores only.

Each grid entry is a set of :class:`nlp.stance.train.TrainConfig` overrides (plus ``seed``);
each is trained in its own process and reported by the numbers model selection may use:
the per-epoch dev history, the selection score of the best epoch and the calibration. The
held-out and test figures ``train`` computes at the end are dropped before anything is
written, so a sweep can never choose by them.

A run takes 20-30 minutes on 2 CPU cores, so a useful sweep needs a GPU (``--device cuda``).
A GPU run is not the committed run: a chosen config is retrained on CPU with
``varometer train-stance`` and judged again there.

Measured once (2026-12-04, one H200, 16 CPU cores): 17 runs at a time (``--jobs 17``, one
CUDA context each) had not finished one run in 8 minutes; many small kernels from many
processes time-slice the GPU badly. Time a single run first and keep ``--jobs`` small.

    python benchmarks/sweep_stance.py --dump-demo .sweep/demo_dev.jsonl   # where nlp.ingest runs
    python benchmarks/sweep_stance.py --grid grid.json --device cuda --jobs 16 --out results/

``--demo-records`` lets the sweep run where the ingest dependencies are not installed: the
demo season's dev quotes, with the context the pipeline cuts, read from a file written by
``--dump-demo``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

# Keys of train()'s metrics that carry no held-out or test figure.
DEV_KEYS = ("history", "best_epoch", "calibration", "seed", "train_config", "wall_time_s")


def dump_demo(path: Path) -> int:
    """Write the demo season's ``dev`` quotes as training records; return how many."""
    from nlp.stance.data import load_demo_gold
    from nlp.stance.train import DEMO_DIR

    records = load_demo_gold(DEMO_DIR / "gold.jsonl", DEMO_DIR / "articles", ("dev",))
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return len(records)


def run_one(job: dict[str, Any]) -> dict[str, Any]:
    """Train one grid entry; return its dev-only result (or the error)."""
    import torch

    import nlp.stance.train as T
    import nlp.stance.training.inputs as inputs

    entry = dict(job["entry"])
    name = entry.pop("name")
    seed = int(entry.pop("seed", 13))
    device = job["device"]
    if device != "cpu":
        # train() builds its tensors with plain torch.zeros/torch.tensor; a default device
        # moves all of them without touching the library.
        torch.set_default_device(device)
        build = T.build_net
        T.build_net = lambda cfg: build(cfg).to(device)
    if job.get("demo_records"):
        lines = Path(job["demo_records"]).read_text(encoding="utf-8").splitlines()
        records = [json.loads(line) for line in lines if line.strip()]
        inputs.load_demo_gold = lambda *a, **k: records  # dev split only: no demo test scoring
    T.save = lambda *a, **k: None
    T.write_model_card = lambda *a, **k: None
    log_path = Path(job["out"]) / f"{name}.log"
    t0 = time.time()
    with log_path.open("w", encoding="utf-8") as log_fh:
        after_calibration = False

        def log(msg: str) -> None:
            # What train() logs after calibration is the held-out and test scoring.
            nonlocal after_calibration
            if not after_calibration:
                log_fh.write(msg + "\n")
                log_fh.flush()
            after_calibration = after_calibration or msg.startswith("calibration ")

        try:
            with tempfile.TemporaryDirectory() as tmp:
                m = T.train(
                    output_dir=Path(tmp),
                    newsmtsc_dir=Path(job["newsmtsc"]),
                    seed=seed,
                    log=log,
                    **{"time_budget_s": 0, **entry},
                )
        except Exception:
            log_fh.write(traceback.format_exc())  # whatever log() is holding back
            return {"name": name, "error": traceback.format_exc(limit=3)}
    best = next(h for h in m["history"] if h["epoch"] == m["best_epoch"])
    out = {"name": name, "select_score": best["select_score"], "wall_s": round(time.time() - t0)}
    out.update({k: m[k] for k in DEV_KEYS if k in m})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--grid", type=Path, help="JSON list of {name, seed?, <TrainConfig field>...}")
    ap.add_argument("--device", default="cpu", help="cpu, cuda, cuda:0 ...")
    ap.add_argument("--jobs", type=int, default=1, help="runs at a time")
    ap.add_argument("--out", type=Path, default=Path("sweep-results"))
    ap.add_argument("--newsmtsc", type=Path, default=REPO_ROOT.parent / "shared/data/newsmtsc")
    ap.add_argument("--demo-records", type=Path, help="file written by --dump-demo")
    ap.add_argument("--dump-demo", type=Path, metavar="FILE", help="write demo dev records, exit")
    args = ap.parse_args(argv)
    if args.dump_demo:
        print(f"{dump_demo(args.dump_demo)} demo dev records -> {args.dump_demo}")
        return 0
    if not args.grid:
        ap.error("--grid is required")
    grid = json.loads(args.grid.read_text(encoding="utf-8"))
    names = [g["name"] for g in grid]
    if len(set(names)) != len(names):
        ap.error("grid names must be unique")
    args.out.mkdir(parents=True, exist_ok=True)
    jobs = [
        {
            "entry": g,
            "device": args.device,
            "out": str(args.out),
            "newsmtsc": str(args.newsmtsc),
            "demo_records": str(args.demo_records) if args.demo_records else None,
        }
        for g in grid
    ]
    results_path = args.out / "results.jsonl"
    # spawn: CUDA cannot be initialised in a forked child.
    with (
        mp.get_context("spawn").Pool(args.jobs, maxtasksperchild=1) as pool,
        results_path.open("a", encoding="utf-8") as fh,
    ):
        for r in pool.imap_unordered(run_one, jobs):
            fh.write(json.dumps(r) + "\n")
            fh.flush()
            if "error" in r:
                print(f"{r['name']}: ERROR {r['error'].strip().splitlines()[-1]}", flush=True)
                continue
            h = next(x for x in r["history"] if x["epoch"] == r["best_epoch"])
            print(
                f"{r['name']:<24} select {r['select_score']:.4f} (epoch {r['best_epoch']}) "
                f"rw {h['dev_rw_macro_f1']:.3f} mt {h['dev_mt_macro_f1']:.3f} "
                f"pool var {h.get('fb_dev_about_var_acc', 0):.3f} "
                f"stance {h.get('fb_dev_stance_macro_f1', 0):.3f} {r['wall_s']}s",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
