"""Kill-safety benchmark (issue 43): ``varometer analyse`` SIGKILLed again and again, then run
to the end, must store exactly what one uninterrupted run stores.

Runs ``varometer analyse ARTICLES --db A.db`` uninterrupted as the reference (timing when it
first stores an article), then starts ``varometer analyse ARTICLES --db B.db`` and SIGKILLs it
``--kills`` times in a row at seeded random points, alternating start-up kills (anywhere in
the reference's time to its first write: imports, model loads, opening and migrating the
database; or at its first stored article, if sooner) and mid-write kills (once one to three
more articles are stored, plus 0-40 ms), then runs it to the end. Prints each kill (phase, seconds after start, articles stored
before and after), ``PRAGMA integrity_check``, the runs B recorded, and whether the two stores
hold the same articles, quotes, speakers, roles and clubs, with stance scores within
``--tolerance``. Exit 1 on any difference or a broken database.

By default the real stance model and the whole demo season (every format, ``--copies``
copies of each article); ``tests/test_kill.py`` is the CI-sized version (12 small articles,
no stance) and holds the helpers used here.

Usage (2 shared cores: be nice):
    nice -n 10 python benchmarks/kill.py [--kills 8] [--seed 0] [--copies 1] [--no-stance]
        [--articles DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the kill helpers live beside the CI-sized test

from test_kill import (  # noqa: E402
    DEMO_ARTICLES,
    analyse_args,
    child_env,
    compare_stores,
    integrity,
    kill_repeatedly,
    max_stance_difference,
    stored_articles,
    timed_run,
)

SINGLE_ARTICLE_SUFFIXES = (".txt", ".md", ".html")


def build_corpus(source: Path, destination: Path, copies: int) -> Path:
    """Copy ``source`` into ``destination``; with ``copies`` > 1, add copies of each
    single-article file whose text differs by a closing line (so each is a new article)."""
    destination.mkdir(parents=True)
    for path in sorted(source.iterdir()):
        if not path.is_file():
            continue
        shutil.copy(path, destination / path.name)
        if path.suffix not in SINGLE_ARTICLE_SUFFIXES:
            continue
        for k in range(2, copies + 1):
            text = path.read_text(encoding="utf-8")
            line = f"Copy {k} of this report for the kill benchmark."
            if path.suffix == ".html":
                text = re.sub("</body>", f"<p>{line}</p></body>", text, count=1)
            else:
                text = f"{text.rstrip()}\n\n{line}\n"
            (destination / f"{path.stem}-copy{k}{path.suffix}").write_text(text, encoding="utf-8")
    return destination


def runs_of(db: Path) -> list[str]:
    """The status of each run ``db`` recorded, in order."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return [row[0] for row in conn.execute("SELECT status FROM runs ORDER BY id")]
    finally:
        conn.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", type=Path, default=DEMO_ARTICLES)
    parser.add_argument("--copies", type=int, default=1, help="copies of each article file")
    parser.add_argument("--kills", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-stance", action="store_true", help="skip the stance model")
    parser.add_argument("--tolerance", type=float, default=1e-3, help="stance score tolerance")
    parser.add_argument("--keep", type=Path, help="copy A.db and B.db here")
    args = parser.parse_args(argv)
    stance = not args.no_stance

    with tempfile.TemporaryDirectory(prefix="varometer-kill-") as tmp:
        work = Path(tmp)
        articles = build_corpus(args.articles, work / "articles", args.copies)
        reference_db, killed_db = work / "A.db", work / "B.db"
        print(
            f"corpus: {sum(1 for _ in articles.iterdir())} files from {args.articles};"
            f" stance {'on' if stance else 'off'}; seed {args.seed}",
            flush=True,
        )

        reference = timed_run(analyse_args(articles, reference_db, stance), reference_db)
        total = stored_articles(reference_db)
        print(
            f"reference: exit {reference.returncode}, {total} articles, first write at"
            f" {reference.first_write:.1f} s, done in {reference.total:.1f} s",
            flush=True,
        )
        if reference.returncode != 0:
            return 1

        run = analyse_args(articles, killed_db, stance)
        started = time.monotonic()
        kills = kill_repeatedly(run, killed_db, args.kills, args.seed, reference.first_write, total)
        for n, kill in enumerate(kills, 1):
            print(
                f"kill {n}: {kill.phase:9} at {kill.at:6.2f} s, stored {kill.stored_before:3d}"
                f" -> {kill.stored_after:3d}"
                + ("" if kill.killed else f" (ended before the kill, exit {kill.returncode})"),
                flush=True,
            )
        killed = sum(k.killed for k in kills)
        after_kills = integrity(killed_db) if killed_db.exists() else "no database yet"
        t0 = time.monotonic()
        final = subprocess.run(run, env=child_env(), stdout=subprocess.DEVNULL)
        print(
            f"{killed} kills in {t0 - started:.0f} s; integrity after them: {after_kills};"
            f" final run: exit {final.returncode} in {time.monotonic() - t0:.1f} s",
            flush=True,
        )

        check = integrity(killed_db)
        differences = compare_stores(reference_db, killed_db, args.tolerance)
        print(f"integrity_check: {check}")
        print(f"runs recorded in B: {json.dumps(runs_of(killed_db))}")
        print(
            f"B holds {stored_articles(killed_db)} articles, {_count(killed_db, 'quotes')} quotes"
        )
        if stance:
            print(
                f"largest stance score difference: {max_stance_difference(reference_db, killed_db):.2e}"
            )
        print("same content as the reference" if not differences else "DIFFERENT:")
        for line in differences:
            print(f"  {line}")
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            for db in (reference_db, killed_db):
                shutil.copy(db, args.keep / db.name)
        ok = (
            final.returncode == 0
            and check == "ok"
            and after_kills in ("ok", "no database yet")
            and not differences
            and killed >= args.kills
            and all(k.returncode in (0, -9) for k in kills)
        )
    return 0 if ok else 1


def _count(db: Path, table: str) -> int:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])
    finally:
        conn.close()


if __name__ == "__main__":
    sys.exit(main())
