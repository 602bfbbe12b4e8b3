"""Kill safety (issue 43): ``varometer analyse`` SIGKILLed again and again, then run to the
end, stores exactly what one uninterrupted run stores, in a database that passes SQLite's
integrity check.

The kills fall at seeded random points: during start-up (imports, model load, opening and
migrating the database) and in the middle of the writes (polled from the database itself,
then a few random milliseconds more). The helpers here are also what ``benchmarks/kill.py``
runs with the stance model and the whole demo season.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEMO_ARTICLES = ROOT / "corpora" / "demo-season" / "articles"

# What a store holds, as compared: no timestamps, run ids, run records or skip logs.
CONTENT_QUERIES: dict[str, str] = {
    "articles": (
        "SELECT id, content_hash, title, source, url, published, text, meta, path,"
        " analysis_version, analysed_at IS NOT NULL FROM articles ORDER BY id"
    ),
    "quotes": (
        'SELECT article_id, idx, text, start, "end", speaker, role, club, cue, about_var,'
        " stance, stance_score, context FROM quotes ORDER BY article_id, idx"
    ),
    "speakers": "SELECT key, name, role, club FROM speakers ORDER BY key",
    "article_versions": (
        "SELECT article_id, content_hash FROM article_versions ORDER BY article_id, content_hash"
    ),
}
STANCE_SCORE_COLUMN = 11  # quotes.stance_score in CONTENT_QUERIES["quotes"]


def varometer_command() -> list[str]:
    """The ``varometer`` console script of this interpreter's environment, else ``cli.py``."""
    script = Path(sys.executable).with_name("varometer")
    return [str(script)] if script.exists() else [sys.executable, str(ROOT / "cli.py")]


def analyse_args(articles: Path, db: Path, stance: bool) -> list[str]:
    """The command line of ``varometer analyse ARTICLES --db DB [--no-stance]``."""
    extra = [] if stance else ["--no-stance"]
    return [*varometer_command(), "-q", "analyse", str(articles), "--db", str(db), *extra]


def child_env() -> dict[str, str]:
    """The environment for the child runs: offline, and importing this checkout."""
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def stored_articles(db: Path) -> int:
    """How many articles ``db`` holds now (0 before it exists or has its tables)."""
    if not db.exists():
        return 0
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
        try:
            return int(conn.execute("SELECT COUNT(*) FROM articles").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def store_content(db: Path) -> dict[str, list[tuple[Any, ...]]]:
    """The rows of each table in :data:`CONTENT_QUERIES`, sorted."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return {name: conn.execute(sql).fetchall() for name, sql in CONTENT_QUERIES.items()}
    finally:
        conn.close()


def integrity(db: Path) -> str:
    """``PRAGMA integrity_check`` of ``db`` (``ok`` when sound), with its foreign key check."""
    conn = sqlite3.connect(str(db))
    try:
        result = "; ".join(row[0] for row in conn.execute("PRAGMA integrity_check"))
        broken = conn.execute("PRAGMA foreign_key_check").fetchall()
    finally:
        conn.close()
    return result if not broken else f"{result}; foreign keys broken: {broken[:5]}"


def _close(a: Any, b: Any, tolerance: float) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return abs(a - b) <= tolerance
    return a == b


def compare_stores(reference: Path, other: Path, tolerance: float = 1e-3) -> list[str]:
    """Return the differences between two stores' content (empty: equal), stance scores
    within ``tolerance``."""
    want, got = store_content(reference), store_content(other)
    differences = []
    for table, rows in want.items():
        if len(rows) != len(got[table]):
            differences.append(f"{table}: {len(rows)} rows in the reference, {len(got[table])}")
        for row, other_row in zip(rows, got[table], strict=False):
            if len(row) != len(other_row) or not all(
                _close(a, b, tolerance) for a, b in zip(row, other_row, strict=True)
            ):
                differences.append(f"{table}: {row[:4]!r}... differs from {other_row[:4]!r}...")
                break
    return differences


def max_stance_difference(reference: Path, other: Path) -> float:
    """The largest difference between the two stores' stance scores of the same quote."""
    want, got = store_content(reference)["quotes"], store_content(other)["quotes"]
    return max(
        (
            abs(a[STANCE_SCORE_COLUMN] - b[STANCE_SCORE_COLUMN])
            for a, b in zip(want, got, strict=False)
            if a[STANCE_SCORE_COLUMN] is not None and b[STANCE_SCORE_COLUMN] is not None
        ),
        default=0.0,
    )


@dataclass
class Timeline:
    """When a run first wrote an article and when it ended, in seconds from its start."""

    first_write: float
    total: float
    returncode: int


def timed_run(args: Sequence[str], db: Path, timeout: float = 1800) -> Timeline:
    """Run ``args`` to the end, polling ``db`` for its first stored article."""
    start = time.monotonic()
    first_write = None
    proc = subprocess.Popen(args, env=child_env(), stdout=subprocess.DEVNULL)
    while proc.poll() is None:
        if first_write is None and stored_articles(db) > 0:
            first_write = time.monotonic() - start
        if time.monotonic() - start > timeout:
            proc.kill()
            proc.wait()
            raise TimeoutError(f"{args} ran over {timeout} s")
        time.sleep(0.02)
    total = time.monotonic() - start
    return Timeline(first_write if first_write is not None else total, total, proc.returncode)


@dataclass
class Kill:
    """One attempt to SIGKILL a run: when, how, and the articles stored before and after."""

    phase: str  # "start-up", "first write" or "mid-write" (see kill_once)
    at: float  # seconds after the process started
    stored_before: int
    stored_after: int
    returncode: int  # -SIGKILL when killed; else the run ended on its own before the kill

    @property
    def killed(self) -> bool:
        return self.returncode == -signal.SIGKILL


def kill_once(
    args: Sequence[str], db: Path, rng: random.Random, mid_write: bool, start_up: float, total: int
) -> Kill:
    """Start ``args`` and SIGKILL it.

    A start-up kill comes at a random point of its first ``start_up`` seconds, or as soon as
    it has stored its first article if that is sooner ("first write"): a start-up kill never
    lets a run finish, however loaded the machine. A mid-write kill comes once one to three
    more articles are stored (never the last one), plus 0-40 ms, which lands in or between
    the next articles' transactions.
    """
    before = stored_articles(db)
    target = before + rng.randint(1, max(1, min(3, total - before - 1)))
    delay = rng.uniform(0.0, start_up)
    phase = "mid-write" if mid_write else "start-up"
    start = time.monotonic()
    proc = subprocess.Popen(args, env=child_env(), stdout=subprocess.DEVNULL)
    try:
        while proc.poll() is None:
            stored = stored_articles(db)
            if mid_write and stored >= target:
                time.sleep(rng.uniform(0.0, 0.04))
                break
            if not mid_write and stored > before:
                phase = "first write"
                break
            if not mid_write and time.monotonic() - start >= delay:
                break
            time.sleep(0.005)
        at = time.monotonic() - start
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
    return Kill(phase, at, before, stored_articles(db), proc.returncode)


def kill_repeatedly(
    args: Sequence[str], db: Path, kills: int, seed: int, start_up: float, total: int
) -> list[Kill]:
    """SIGKILL ``args`` ``kills`` times in a row, alternating start-up and mid-write kills
    (a mid-write kill needs two articles left to write; else it is a start-up kill). A run
    that ends before its kill (nothing left to do) shortens the start-up window to most of
    its length. Stops early at a run that ends with an error."""
    rng = random.Random(seed)
    done: list[Kill] = []
    while sum(k.killed for k in done) < kills and len(done) < 3 * kills:
        mid_write = len(done) % 2 == 1 and total - stored_articles(db) >= 2
        kill = kill_once(args, db, rng, mid_write, start_up, total)
        done.append(kill)
        if kill.returncode not in (0, -signal.SIGKILL):
            break
        if kill.returncode == 0:
            start_up = min(start_up, 0.9 * kill.at)
    return done


def copy_articles(destination: Path, names: Sequence[str]) -> Path:
    """Copy the named demo-season articles into ``destination``; return it."""
    destination.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(DEMO_ARTICLES / name, destination / name)
    return destination


def smallest_articles(n: int) -> list[str]:
    """The ``n`` smallest single-article demo files (.txt and .md)."""
    files = [p for p in DEMO_ARTICLES.iterdir() if p.suffix in (".txt", ".md")]
    return [p.name for p in sorted(files, key=lambda p: (p.stat().st_size, p.name))[:n]]


def test_analyse_killed_again_and_again_stores_what_one_run_stores(tmp_path: Path) -> None:
    articles = copy_articles(tmp_path / "articles", smallest_articles(12))
    reference_db, killed_db = tmp_path / "A.db", tmp_path / "B.db"

    reference = timed_run(analyse_args(articles, reference_db, stance=False), reference_db)
    assert reference.returncode == 0
    total = stored_articles(reference_db)
    assert total == 12

    args = analyse_args(articles, killed_db, stance=False)
    # Five kills in a row: three in start-up, two while articles are being written.
    kills = kill_repeatedly(
        args, killed_db, 5, seed=43, start_up=reference.first_write, total=total
    )
    killed = [k for k in kills if k.killed]
    assert all(k.returncode in (0, -signal.SIGKILL) for k in kills), kills
    assert len(killed) >= 5, kills
    # Killed before storing anything, and killed part-way with articles still to do.
    assert any(k.stored_after == k.stored_before for k in killed), kills
    assert any(k.stored_before < k.stored_after < total for k in killed), kills
    if killed_db.exists():
        assert integrity(killed_db) == "ok"

    final = subprocess.run(args, env=child_env(), stdout=subprocess.DEVNULL, timeout=600)
    assert final.returncode == 0
    assert integrity(killed_db) == "ok"
    assert compare_stores(reference_db, killed_db) == []
