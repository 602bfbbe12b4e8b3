"""The shipped stance reader (two models averaged) beside its first model alone, one run.

    python benchmarks/stance_ensemble.py [--threads 2] [--repeat 3] [--analyse]

Both readers score the demo season's gold quotes with the context the pipeline cuts, in the
calls ``varometer analyse`` makes (whole articles gathered, ``benchmarks/stance.py``), taking
turns so that a busy machine slows both alike. Printed per reader: wall seconds (best of
``--repeat``), CPU seconds (the process's, all threads) and CPU milliseconds per quote, and
the ratio. With ``--analyse`` it also runs ``varometer analyse`` on the demo season twice, in
child processes (``$VAROMETER_STANCE_READER`` = ``first``, then ``ensemble``), and prints
their CPU seconds: what the second model costs the whole analysis.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

import torch  # noqa: E402
from stance import analyse_calls, by_article  # noqa: E402  (benchmarks/stance.py)

from nlp.stance.ensemble import READER_ENV, StanceEnsemble, member_dirs  # noqa: E402
from nlp.stance.model import DEFAULT_MODEL_DIR, StanceModel  # noqa: E402

DEMO = REPO / "corpora" / "demo-season"


def timed(fn, calls) -> tuple[float, float]:  # noqa: ANN001
    """Return (wall s, process CPU s) of ``fn`` over every call."""
    wall, cpu = time.perf_counter(), time.process_time()
    for call in calls:
        fn(call)
    return time.perf_counter() - wall, time.process_time() - cpu


def analyse_cpu(reader: str) -> float:
    """Return the CPU seconds of ``varometer analyse`` on the demo season with ``reader``."""
    env = {**os.environ, READER_ENV: reader}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, str(REPO / "cli.py"), "analyse", str(DEMO / "articles")]
            + ["--db", str(Path(tmp) / "demo.db"), "--register", str(DEMO)],
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--analyse", action="store_true", help="also time `varometer analyse`")
    args = p.parse_args(argv)
    torch.set_num_threads(args.threads)
    dirs = member_dirs(DEFAULT_MODEL_DIR) or [DEFAULT_MODEL_DIR]
    members = [StanceModel.load(d) for d in dirs]
    readers = {"first model": members[0], "ensemble": StanceEnsemble(members)}
    calls = analyse_calls(by_article())
    n = sum(len(c) for c in calls)
    for reader in readers.values():
        reader.predict(calls[0])  # warm-up: first calls pick kernels
    best: dict[str, tuple[float, float]] = {}
    for _ in range(args.repeat):
        for name, reader in readers.items():
            wall, cpu = timed(reader.predict, calls)
            if name not in best or wall < best[name][0]:
                best[name] = (wall, cpu)
    print(
        f"stance readers on {n} demo quotes in {len(calls)} analyse-style calls, "
        f"{args.threads} threads, precision {members[0].precision}, best of {args.repeat}"
    )
    for name, (wall, cpu) in best.items():
        print(
            f"  {name:>11}: {wall:6.1f} s wall  {cpu:6.1f} CPU-s  {1000 * cpu / n:5.1f} CPU-ms/quote"
        )
    ratio = best["ensemble"][1] / best["first model"][1]
    print(f"  ensemble / first model, CPU per quote: {ratio:.2f}x")
    if args.analyse:
        first, both = analyse_cpu("first"), analyse_cpu("ensemble")
        print(
            f"varometer analyse, demo season: first model {first:.0f} CPU-s, ensemble "
            f"{both:.0f} CPU-s ({both / first:.2f}x)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
