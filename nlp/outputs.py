"""Where a command's files may go: never over what the command reads (the database, the
files SQLite keeps beside it, the registers), never two outputs to one file; and no empty
database left behind by a first run that stored nothing.

Checked before anything is read or written, so a mistaken path costs nothing. Library
code, not the command line's: a script writing reports from Python runs the same checks,
and the command line reports an :class:`OutputClash` as a usage mistake.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

# The files SQLite keeps beside a database: writing over any of them corrupts it.
DB_COMPANIONS = ("-wal", "-shm", "-journal")


class OutputClash(ValueError):
    """An output path that names an input of the same command, or another of its outputs."""


def blocking_file(path: Path) -> Path | None:
    """Return the file that stands where ``path`` or a folder above it would have to be, or
    None when nothing does."""
    for place in (path, *path.parents):
        try:
            if place.exists():
                return None if place.is_dir() else place
        except OSError:
            return None  # not ours to judge here: the write says what is wrong
    return None


def same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` name one file: the same path once resolved (".", "..", links),
    or, when both exist, the same file on disk (a hard link, a case-insensitive disk)."""
    try:
        if a.resolve() == b.resolve():
            return True
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def register_files(entry: str) -> list[Path]:
    """The files a --register entry reads: the file, or a folder's register CSVs."""
    from nlp.football.registers.tables import _header, _user_file_kind

    path = Path(entry)
    if not path.is_dir():
        return [path]
    files = []
    for file in sorted(path.glob("*.csv")):
        # A folder's other CSVs (a report's season.csv written there) are not read as a
        # register, so writing over them is no harm.
        with contextlib.suppress(OSError, UnicodeDecodeError):
            if _user_file_kind(_header(file.read_text(encoding="utf-8-sig"))):
                files.append(file)
    return files


def refuse_overwriting(
    outputs: list[Path], db: str | None = None, register: list[str] | None = None
) -> None:
    """Raise :class:`OutputClash` before anything is read or written when an output would go
    over the database (or the files SQLite keeps beside it), a register file the command
    reads, or another output of the same command: ``digest --out v.db --db v.db`` replaced
    the database with the report."""
    inputs: list[tuple[Path, str]] = []
    if db:
        inputs.append((Path(db), f"the database (--db {db})"))
        inputs += [(Path(db + end), f"a file of the database (--db {db})") for end in DB_COMPANIONS]
    for entry in register or ():
        inputs += [(path, "a register file this command reads") for path in register_files(entry)]
    for i, output in enumerate(outputs):
        for path, what in inputs:
            if same_file(output, path):
                raise OutputClash(f"{output} is {what}; write to another file")
        for other in outputs[:i]:
            if same_file(output, other):
                raise OutputClash(f"{output} is given for two outputs; give each its own file")


@contextlib.contextmanager
def removed_if_left_empty(db: str, existed: bool) -> Iterator[None]:
    """However the run ends (done, failed or interrupted), remove the database at ``db`` if
    this run created it and it holds no article, so the next command says there is no
    database rather than reporting an empty one as a result. An error goes on to the user."""
    try:
        yield
    except BaseException:
        if not existed and Path(db).exists():
            # Cleaning up must not hide the error that brought us here.
            with contextlib.suppress(Exception):
                remove_database(db)
        raise
    if not existed and Path(db).exists():
        remove_database(db)


def remove_database(db: str) -> None:
    """Remove a database this run created and stored nothing in, so that a failed first run
    leaves no empty file to be mistaken for a result; kept when it holds an article after all
    (another run wrote to it meanwhile)."""
    from nlp.store import Store

    with Store(db) as store:
        if store.counts().get("articles", 0):
            return
    for suffix in ("", *DB_COMPANIONS):
        Path(db + suffix).unlink(missing_ok=True)
