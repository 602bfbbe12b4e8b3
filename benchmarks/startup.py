"""How long a short command takes from the shell: ``varometer quotes FILE --no-stance`` on a
three-line report whose verbless standfirst once hung the tool.

Most of it is start-up: importing spaCy and loading its model and the registers. The
command is run ``--repeat`` times in a fresh process each; the figures are the median wall
time and the median CPU time (user + system) of the process. It should return in under 5 s.

``--stance-load`` times instead loading the stance model in a fresh process (its imports
included), the fixed cost each ``analyse`` process and worker pays before its first quote;
the first load after a new model merges its adapter, later ones read the merge back.

``--root DIR`` runs another checkout the same way, for a side-by-side figure.

Usage: python benchmarks/startup.py [--repeat 5] [--root DIR]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIMIT_S = 5.0
REPORT = (
    "Brighton 1-1 Arsenal: Gabriel's stoppage-time header chalked off for a foul after a"
    ' four-minute review\n\n"It was a foul," said Fabian Hurzeler.\n'
)


def once(path: Path, root: Path = ROOT) -> tuple[float, float]:
    """Return (wall seconds, CPU seconds) of one run of the command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    subprocess.run(
        [sys.executable, str(root / "cli.py"), "quotes", str(path), "--no-stance"],
        check=True,
        capture_output=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


STANCE_LOAD = (
    "import time\n"
    "t = time.process_time()\n"
    "from nlp.stance.model import StanceModel\n"
    "StanceModel.load(precision='fp32')\n"
    "print(time.process_time() - t)\n"
)


def stance_load(root: Path) -> float:
    """Return the CPU seconds of loading the stance model in a fresh process in ``root``."""
    out = subprocess.run(
        [sys.executable, "-c", STANCE_LOAD],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(root)},
    )
    return float(out.stdout.split()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to run")
    parser.add_argument("--stance-load", action="store_true", help="time the stance model load")
    args = parser.parse_args()
    if args.stance_load:
        runs = [stance_load(args.root) for _ in range(args.repeat)]
        print(f"{args.root}: stance model load in a fresh process, {args.repeat} runs")
        print(
            f"median CPU {statistics.median(runs):.2f} s (each: {', '.join(f'{r:.2f}' for r in runs)})"
        )
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "mini3.txt"
        path.write_text(REPORT, encoding="utf-8")
        once(path, args.root)  # warm the file cache
        runs = [once(path, args.root) for _ in range(args.repeat)]
    wall = statistics.median(w for w, _ in runs)
    cpu = statistics.median(c for _, c in runs)
    print(f"{args.root}: varometer quotes mini3.txt --no-stance, {args.repeat} runs")
    print(f"median wall {wall:.2f} s, median CPU {cpu:.2f} s (limit {LIMIT_S:.0f} s wall)")
    print("PASS" if wall < LIMIT_S else "FAIL")
    return 0 if wall < LIMIT_S else 1


if __name__ == "__main__":
    sys.exit(main())
