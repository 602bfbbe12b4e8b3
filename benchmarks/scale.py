"""Scaling benchmark (issue 46): one archive analysed by one process, by ``--workers 2`` and
by ``--dask local:2``, side by side in one run.

The archive is ``--articles`` articles (default 1,000) made from the demo season's texts
(every format it ships, read as ``varometer`` reads them): copy k of an article gets its
own id and a closing line naming the copy, so no two are duplicates and each is analysed.
Each mode runs the real command line (``varometer -q analyse ARCHIVE --db MODE.db
--register corpora/demo-season ...``) in a child process, and reports:

- wall: seconds from start to exit; first write: seconds to the first stored article
  (the start-up: imports, model loads, the workers' spawn);
- CPU: user + system seconds of the run and every process it waited for (its workers), from
  ``os.wait4``; CPU per article; and split between the parent and the workers, as sampled;
- peak RSS: the largest resident set of the parent and of any one worker, sampled;
- speed-up: one process's wall time over this mode's;
- same store: the quotes, speakers, roles, clubs and article order equal to one process's,
  stance scores within ``--tolerance`` (the largest difference is printed).

Usage (be nice on shared cores):
    nice -n 10 python benchmarks/scale.py [--articles 1000] [--modes 1,workers:2,dask:local:2]
        [--no-stance] [--keep DIR] [--json results.json]
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the store comparison lives beside the kill test

from test_kill import (  # noqa: E402
    child_env,
    compare_stores,
    max_stance_difference,
    stored_articles,
    varometer_command,
)

DEMO = ROOT / "corpora" / "demo-season"
SAMPLE_S = 0.2  # how often the process tree's memory is sampled
WORKER_MIN_MB = 150  # a child process smaller than this is a helper, not a worker


@dataclass
class Result:
    mode: str
    wall_s: float
    first_write_s: float | None
    cpu_s: float
    articles: int
    quotes: int
    parent_peak_mb: float
    parent_cpu_s: float
    worker_cpu_s: float
    worker_peak_mb: float | None
    workers_seen: int
    returncode: int
    speedup: float | None = None
    same_store: bool | None = None
    differences: list[str] = field(default_factory=list)
    max_stance_difference: float | None = None
    same_order: bool | None = None


def mode_args(mode: str) -> list[str]:
    """The options of one mode: "1", "workers:N" or "dask:ADDRESS"."""
    if mode == "1":
        return ["--workers", "1"]
    kind, _, value = mode.partition(":")
    if kind == "workers":
        return ["--workers", value]
    if kind == "dask":
        return ["--dask", value]
    raise SystemExit(f"unknown mode {mode!r}: 1, workers:N or dask:ADDRESS")


def build_archive(destination: Path, n: int) -> Path:
    """Write ``n`` distinct articles made from the demo season into ``destination``."""
    from nlp.ingest import Skipped, read_inputs

    base = [a for a in read_inputs([str(DEMO / "articles")]) if not isinstance(a, Skipped)]
    destination.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        article, copy = base[i % len(base)], i // len(base)
        text = article.text.rstrip()
        if copy:
            text += f"\n\nThis report is copy {copy} in the season archive."
        front = {
            "id": f"{article.id}-c{copy}",
            "title": article.title,
            "published": article.published,
            "source": article.source,
            "url": article.url,
        }
        # The rest of what the reader found (author, competition, teams), as written.
        for key, value in (article.meta or {}).items():
            if isinstance(value, str | int | float) and key not in front:
                front[key] = value
        lines = [f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in front.items() if v]
        body = "---\n" + "\n".join(lines) + "\n---\n\n" + text + "\n"
        (destination / f"a{i:06d}.md").write_text(body, encoding="utf-8")
    return destination


def _sample(
    pid: int,
    peaks: dict[int, float],
    cpu: dict[int, float],
    db: Path,
    first: list[float],
    t0: float,
) -> None:
    """Until ``pid`` ends: the peak RSS (MB) and the CPU seconds so far of it and each of
    its descendants, and when ``db`` first holds an article."""
    import psutil

    try:
        root = psutil.Process(pid)
    except psutil.NoSuchProcess:
        return
    while True:
        try:
            tree = [root, *root.children(recursive=True)]
        except psutil.NoSuchProcess:
            return
        for proc in tree:
            try:
                mb = proc.memory_info().rss / 2**20
                times = proc.cpu_times()
            except psutil.Error:
                continue
            peaks[proc.pid] = max(peaks.get(proc.pid, 0.0), mb)
            cpu[proc.pid] = times.user + times.system
        if not first and stored_articles(db) > 0:
            first.append(time.monotonic() - t0)
        if not root.is_running() or root.status() == psutil.STATUS_ZOMBIE:
            return
        time.sleep(SAMPLE_S)


def run_mode(mode: str, archive: Path, db: Path, stance: bool) -> Result:
    """Run ``varometer analyse`` in ``mode`` over ``archive`` into ``db``; measure it."""
    args = [*varometer_command(), "-q", "analyse", str(archive), "--db", str(db)]
    args += ["--register", str(DEMO), *mode_args(mode), *([] if stance else ["--no-stance"])]
    t0 = time.monotonic()
    proc = subprocess.Popen(args, env=child_env(), stdout=subprocess.DEVNULL)
    peaks: dict[int, float] = {}
    cpu: dict[int, float] = {}
    first: list[float] = []
    sampler = threading.Thread(target=_sample, args=(proc.pid, peaks, cpu, db, first, t0))
    sampler.start()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    sampler.join()
    worker_pids = [pid for pid, mb in peaks.items() if pid != proc.pid and mb >= WORKER_MIN_MB]
    workers = [peaks[pid] for pid in worker_pids]
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        quotes = conn.execute("SELECT COUNT(*) FROM quotes").fetchone()[0]
    finally:
        conn.close()
    return Result(
        mode=mode,
        wall_s=wall,
        first_write_s=first[0] if first else None,
        cpu_s=usage.ru_utime + usage.ru_stime,
        articles=stored_articles(db),
        quotes=quotes,
        parent_peak_mb=peaks.get(proc.pid, 0.0),
        # As last sampled (up to SAMPLE_S before each process ended): the split, not the sum.
        parent_cpu_s=cpu.get(proc.pid, 0.0),
        worker_cpu_s=sum(cpu.get(pid, 0.0) for pid in worker_pids),
        worker_peak_mb=max(workers) if workers else None,
        workers_seen=len(workers),
        returncode=proc.returncode,
    )


def _order(db: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return [row[0] for row in conn.execute("SELECT id FROM articles ORDER BY rowid")]
    finally:
        conn.close()


def print_table(results: list[Result], n: int) -> None:
    head = (
        f"{'mode':<16}{'wall s':>9}{'1st write':>10}{'CPU s':>9}{'parent':>8}{'workers':>8}"
        f"{'CPU/art':>9}"
        f"{'speed-up':>9}{'parent MB':>10}{'worker MB':>10}  same store"
    )
    print(head)
    for r in results:
        same = "-" if r.same_store is None else "yes" if r.same_store else "NO"
        if r.max_stance_difference is not None:
            same += f" (stance diff {r.max_stance_difference:.1e})"
        print(
            f"{r.mode:<16}{r.wall_s:>9.1f}"
            f"{(f'{r.first_write_s:.1f}' if r.first_write_s is not None else '-'):>10}"
            f"{r.cpu_s:>9.1f}{r.parent_cpu_s:>8.1f}{r.worker_cpu_s:>8.1f}"
            f"{r.cpu_s / max(n, 1):>9.2f}"
            f"{(f'{r.speedup:.2f}x' if r.speedup else '-'):>9}{r.parent_peak_mb:>10.0f}"
            f"{(f'{r.worker_peak_mb:.0f}' if r.worker_peak_mb else '-'):>10}  {same}"
        )
        for line in r.differences[:5]:
            print(f"    {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", type=int, default=1000, help="articles in the archive")
    parser.add_argument(
        "--modes",
        default="1,workers:2,dask:local:2",
        help="comma-separated; the first is the reference the others are compared with",
    )
    parser.add_argument("--no-stance", action="store_true", help="extraction only")
    parser.add_argument("--tolerance", type=float, default=1e-3, help="stance scores")
    parser.add_argument("--keep", type=Path, help="keep the archive and stores in this folder")
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args(argv)

    work = args.keep or Path(tempfile.mkdtemp(prefix="varometer-scale-"))
    archive = build_archive(work / "archive", args.articles)
    print(f"{args.articles} articles in {archive}; cores: {os.cpu_count()}", flush=True)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    results: list[Result] = []
    for mode in modes:
        db = work / f"{mode.replace(':', '-').replace('/', '-')}.db"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        result = run_mode(mode, archive, db, not args.no_stance)
        print(f"  {mode}: {result.wall_s:.1f} s, exit {result.returncode}", flush=True)
        results.append(result)
        if len(results) == 1:
            reference, reference_db = result, db
            continue
        result.speedup = reference.wall_s / result.wall_s
        result.differences = compare_stores(reference_db, db, args.tolerance)
        result.same_order = _order(reference_db) == _order(db)
        if not result.same_order:
            result.differences.append("articles stored in another order")
        result.same_store = not result.differences
        result.max_stance_difference = max_stance_difference(reference_db, db)
    print()
    print_table(results, args.articles)
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in results], indent=2) + "\n")
    ok = all(r.returncode == 0 for r in results) and all(r.same_store is not False for r in results)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
