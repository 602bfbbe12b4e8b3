"""How long a short command takes from the shell: ``varometer quotes FILE --no-stance`` on a
three-line report whose verbless standfirst once hung the tool.

Most of it is start-up: importing spaCy and loading its model and the registers. The
command is run ``--repeat`` times in a fresh process each; the figures are the median wall
time and the median CPU time (user + system) of the process. It should return in under 5 s.

``--root DIR`` runs another checkout's ``cli.py`` the same way, for a side-by-side figure.

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to run")
    args = parser.parse_args()
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
