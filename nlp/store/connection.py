"""Opening a varometer database: the connection, refusing another program's file, the
schema upgrade, and the transaction every write runs in.

The base of every part of :class:`nlp.store.Store`: the others add what is read or written
and rely on ``conn``, ``path`` and :meth:`Connection.transaction` from here.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Self

from nlp.store.schema import MIGRATIONS, SCHEMA_VERSION, _split_sql

log = logging.getLogger("varometer")

DEFAULT_DB = "varometer.db"
# What SQLite says when the file or its folder cannot be written.
READ_ONLY_SIGNS = ("readonly", "unable to open")


def require_database(path: str | Path) -> None:
    """Raise FileNotFoundError, saying what to run, unless ``path`` holds a database: a
    command that only reads must neither make one nor write a schema into an empty file."""
    if not Path(path).exists():
        raise FileNotFoundError(
            f"no database at {path}; run `varometer analyse PATH --db {path}` first"
        )
    if Path(path).is_dir():
        # Opening it fails with SQLite's "unable to open database file", which names no path.
        raise FileNotFoundError(f"{path} is a folder, not a varometer database file")
    if Path(path).is_file() and Path(path).stat().st_size == 0:
        raise FileNotFoundError(
            f"{path} is an empty file, not a varometer database yet; run `varometer analyse"
            f" PATH --db {path}` first"
        )


class StoreError(RuntimeError):
    """The database file cannot be opened or is from a newer varometer."""


class Connection:
    """An open varometer database file, its schema brought up to date."""

    def __init__(self, path: str | Path = DEFAULT_DB) -> None:
        self.path = Path(path)
        try:
            # isolation_level=None: we open transactions ourselves, one per article.
            self.conn = sqlite3.connect(str(self.path), isolation_level=None, timeout=30)
        except sqlite3.Error as exc:  # pragma: no cover - depends on the filesystem
            raise StoreError(f"cannot open database {self.path}: {exc}") from exc
        self.conn.row_factory = sqlite3.Row
        try:
            self._refuse_foreign()
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA foreign_keys=ON")
            self.conn.execute("PRAGMA synchronous=NORMAL")
            self._migrate()
        except sqlite3.OperationalError as exc:
            # A read-only file or folder: SQLite reports it at the first statement, and the
            # folder matters too, because the write-ahead log is created beside the file.
            self.conn.close()
            hint = ""
            if any(sign in str(exc) for sign in READ_ONLY_SIGNS):
                hint = (
                    f" (varometer writes to the file and creates {self.path.name}-wal beside"
                    " it, so both need to be writable)"
                )
            raise StoreError(f"cannot use database {self.path}: {exc}{hint}") from exc
        except sqlite3.DatabaseError as exc:
            self.conn.close()
            raise StoreError(f"{self.path} is not a varometer database: {exc}") from exc

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.conn.close()

    def _refuse_foreign(self) -> None:
        """Raise StoreError for another program's SQLite file, before anything is written:
        our tables in it would change a file that is not ours, and reports read from it
        would quietly come out empty."""
        if self.conn.execute("PRAGMA user_version").fetchone()[0] != 0:
            return
        other = [
            name
            for (name,) in self.conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        if other:
            self.conn.close()
            raise StoreError(
                f"{self.path} is not a varometer database (it holds other tables:"
                f" {', '.join(sorted(other)[:5])})"
            )

    def _migrate(self) -> None:
        version = self.conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"{self.path} has schema version {version}; this varometer knows {SCHEMA_VERSION}. "
                "Upgrade varometer."
            )
        for number in range(version, SCHEMA_VERSION):
            with self.transaction():
                for statement in _split_sql(MIGRATIONS[number]):
                    self.conn.execute(statement)
                self.conn.execute(f"PRAGMA user_version={number + 1}")
        if 0 < version < SCHEMA_VERSION:
            # A report on an older file changes it: say so once (a new file is no news).
            log.warning(
                "%s: upgraded the database from schema version %d to %d; older varometers "
                "cannot read it now",
                self.path,
                version,
                SCHEMA_VERSION,
            )

    @property
    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """Run the block in one IMMEDIATE transaction; roll back on any error."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")
