"""Browse a varometer store in Datasette: quotes faceted by role, club and stance, newest
first, with full-text search on what was said.

How the store stays untouched. Datasette needs a full-text index (an FTS table) inside the
database it serves, and a view joining quotes with their articles helps journalists; both
would be writes, and the store is the user's data. So :func:`prepare` never writes to it:
it opens the store read-only (see :func:`_open_store`), copies it with SQLite's backup API into
a browse copy in the user's cache folder (``$XDG_CACHE_HOME/varometer/browse`` or
``~/.cache/varometer/browse``, one folder per store path), and adds the index and the view
to that copy. The copy costs the store's size on disk and is rebuilt only when the store
has changed since (its size or modification time, or its write-ahead log's); a running
Datasette keeps showing the copy it started with, so run ``varometer browse`` again after
an ``analyse`` to see the new quotes. Datasette then serves the copy immutable (``-i``), so
nothing done in the browser can change even the copy.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import webbrowser
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

# Bump when the copy's extra tables or view change, so older copies are rebuilt.
BROWSE_VERSION = 1
# Copies made in a row at most when the store keeps changing while it is copied (a run at
# work); the last one is served and the next `browse` copies again.
COPY_TRIES = 3
INSTALL_HINT = "pip install -e '.[browse]'"
FTS_TABLE = "quotes_fts"
VIEW = "quotes_with_articles"
# Where the copy records which state of the store it was made from; hidden in Datasette.
STAMP_TABLE = "varometer_browse"
# Columns a journalist filters by, in the order the facets appear. incident and match are
# here for stores that carry them; a facet is only set up for a column the store has.
FACET_COLUMNS = ("role", "club", "stance", "about_var", "incident", "match")
# The view's quote columns first, then any other quote column except these offsets and ids,
# which mean nothing to a reader.
VIEW_FIRST = ("speaker", "role", "club", "about_var", "stance", "stance_score", "text")
VIEW_SKIP = ("id", "article_id", "idx", "start", "end", "speaker_id", "cue")
COLUMN_NOTES = {
    "speaker": "who said it, as the article names them",
    "role": "the speaker's role: manager, player, pundit, official, executive, fan, journalist",
    "club": "the speaker's club, where known",
    "about_var": "whether the quote is about VAR (1 or yes, 0 or no; empty: no stance model was run)",
    "stance": "the quote's stance on VAR: negative, neutral or positive",
    "stance_score": "the stance model's confidence, 0 to 1",
    "text": "the quote, word for word",
    "context": "the sentences around the quote in its article",
    "published": "when the article was published",
    "source": "the outlet",
    "title": "the article's headline",
}


class BrowseError(RuntimeError):
    """The store cannot be read or is not a varometer database."""


@dataclass(frozen=True)
class BrowseCopy:
    """The read-only copy Datasette serves, and the metadata written beside it."""

    path: Path
    metadata: Path
    # The name Datasette gives the database (the copy's file name without ".db"), which
    # starts every page's path: /<name>/quotes.
    name: str
    # True when this call (re)built the copy, False when an up-to-date one was reused.
    rebuilt: bool


def datasette_available() -> bool:
    """Return True when Datasette is installed (the optional ``[browse]`` extra)."""
    return importlib.util.find_spec("datasette") is not None


def cache_root() -> Path:
    """Return the folder that holds browse copies (XDG's cache folder, as pip's is)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "varometer" / "browse"


def _stamp(store: Path) -> str:
    """Return what says whether the store changed: its files' sizes and times."""
    parts: dict[str, Any] = {"version": BROWSE_VERSION, "path": str(store)}
    for suffix in ("", "-wal"):
        with contextlib.suppress(FileNotFoundError):
            info = Path(f"{store}{suffix}").stat()
            parts[suffix or "db"] = [info.st_size, info.st_mtime_ns]
    return json.dumps(parts, sort_keys=True)


def _read_only(path: Path) -> sqlite3.Connection:
    """Open ``path`` so that SQLite itself refuses any write."""
    return sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)


def _open_store(store: Path) -> sqlite3.Connection:
    """Open the store for reading only, leaving no file behind.

    The store is in WAL mode, where even a ``mode=ro`` reader creates the -wal and -shm
    files beside it and cannot remove them (and fails in a read-only folder). With no -wal
    there, no run is writing and the main file holds every commit, so ``immutable=1`` reads
    it without locks or side files. With one there, a run may be writing: ``mode=ro`` reads
    a consistent snapshot through the log, using files that exist already.
    :func:`prepare` copies again when the store changed while it was being copied.
    """
    if Path(f"{store}-wal").exists():
        return _read_only(store)
    return sqlite3.connect(f"{store.as_uri()}?immutable=1", uri=True)


def _copy_stamp(copy: Path) -> str | None:
    if not copy.is_file():
        return None
    try:
        with contextlib.closing(_read_only(copy)) as conn:
            row = conn.execute(f"SELECT stamp FROM {STAMP_TABLE}").fetchone()
    except sqlite3.Error:
        return None  # a half-written or foreign file: rebuild it
    return row[0] if row else None


def columns(conn: sqlite3.Connection) -> dict[str, list[str]]:
    """Return each table's and view's columns, by name."""
    names = [
        name
        for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')"
            " AND name NOT LIKE 'sqlite_%'"
        )
    ]
    return {
        name: [row[1] for row in conn.execute(f'PRAGMA table_info("{name}")')] for name in names
    }


def _view_sql(quote_columns: list[str]) -> str:
    first = [c for c in VIEW_FIRST if c in quote_columns]
    rest = [c for c in quote_columns if c not in first and c not in VIEW_SKIP]
    picked = []
    for column in first + rest:
        if column == "about_var":
            # 1/0 reads as a number; a reader filters by yes or no.
            picked.append("CASE q.about_var WHEN 1 THEN 'yes' WHEN 0 THEN 'no' END AS about_var")
        else:
            picked.append(f'q."{column}"')
    return (
        f"CREATE VIEW {VIEW} AS SELECT q.id, a.published, a.source, a.title, "
        + ", ".join(picked)
        + ", a.url, q.article_id FROM quotes q LEFT JOIN articles a ON a.id = q.article_id"
    )


def _build(store: Path, copy: Path, stamp: str) -> None:
    """Copy the store into ``copy`` and add the index, the view and the stamp, atomically:
    a reader sees the old copy or the finished new one."""
    copy.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp_name = tempfile.mkstemp(dir=copy.parent, suffix=".tmp")
    os.close(handle)
    tmp = Path(tmp_name)
    try:
        try:
            source = _open_store(store)
            try:
                found = columns(source)
                if not {"quotes", "articles"} <= found.keys():
                    raise BrowseError(f"{store} is not a varometer database (it has no quotes)")
                with contextlib.closing(sqlite3.connect(tmp)) as target:
                    source.backup(target)
            finally:
                source.close()
        except sqlite3.Error as exc:
            raise BrowseError(f"cannot read {store}: {exc}") from exc
        with contextlib.closing(sqlite3.connect(tmp, isolation_level=None)) as conn:
            # The copy is one file: served immutable, a write-ahead log would never be read.
            conn.execute("PRAGMA journal_mode=DELETE")
            conn.execute("BEGIN")
            # content="quotes": Datasette finds the index for the quotes table by itself.
            # porter: "decisions" finds "decision"; remove_diacritics: "Muller" finds "Müller".
            conn.execute(
                f"CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(text, speaker,"
                ' content="quotes", content_rowid="id",'
                " tokenize='porter unicode61 remove_diacritics 2')"
            )
            conn.execute(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('rebuild')")
            conn.execute(f"DROP VIEW IF EXISTS {VIEW}")
            conn.execute(_view_sql(found["quotes"]))
            conn.execute(f"CREATE TABLE {STAMP_TABLE} (stamp TEXT NOT NULL)")
            conn.execute(f"INSERT INTO {STAMP_TABLE} VALUES (?)", (stamp,))
            conn.execute("COMMIT")
        os.replace(tmp, copy)
    finally:
        tmp.unlink(missing_ok=True)


def metadata(name: str, found: dict[str, list[str]], title: str) -> dict[str, Any]:
    """Return Datasette's metadata for a browse copy named ``name`` holding ``found``."""
    quote_cols = found.get("quotes", [])
    facets = [c for c in FACET_COLUMNS if c in quote_cols]
    search = {"fts_table": FTS_TABLE, "fts_pk": "id"}
    tables: dict[str, Any] = {
        VIEW: {
            "title": "Quotes, newest first",
            "description": "Every quote with its article. Search what was said or who said"
            " it; click a role, club or stance among the facets above the table to narrow it.",
            "facets": ["source", *facets],
            "sort_desc": "published",
            **search,
            "columns": {c: n for c, n in COLUMN_NOTES.items() if c in found.get(VIEW, [])},
        },
        "quotes": {
            "title": "Quotes",
            "description": "The quotes as stored, one row each; quotes_with_articles adds"
            " each quote's article.",
            "facets": facets,
            **search,
            "columns": {c: n for c, n in COLUMN_NOTES.items() if c in quote_cols},
        },
        "articles": {
            "title": "Articles",
            "label_column": "title",
            "sort_desc": "published",
            "facets": ["source"],
        },
        "speakers": {"title": "Speakers", "label_column": "name", "facets": ["role", "club"]},
        "runs": {"description": "Each varometer command that wrote to the store."},
        "skipped": {"description": "Inputs a run could not read, with the reason."},
        "failures": {"description": "Articles whose analysis failed, with the reason."},
        "article_versions": {"hidden": True},
        STAMP_TABLE: {"hidden": True},
    }
    return {
        "title": title,
        "description": "Quotes about VAR found by varometer. Read-only: nothing here changes"
        " the store.",
        "databases": {
            name: {"tables": {table: meta for table, meta in tables.items() if table in found}}
        },
    }


def prepare(store: str | Path, cache: Path | None = None) -> BrowseCopy:
    """Make or reuse the browse copy of ``store`` and write its Datasette metadata.

    The store is only ever opened read-only; see the module's docstring.
    """
    store = Path(store).resolve()
    if not store.is_file():
        raise BrowseError(f"no database at {store}")
    key = hashlib.sha256(str(store).encode("utf-8", "surrogatepass")).hexdigest()[:12]
    # Datasette names the database after the copy's file: a name that needs no escaping in
    # its URLs ("my season.db" is served as my_season).
    name = re.sub(r"[^A-Za-z0-9_-]+", "_", store.stem).strip("_") or "store"
    folder = (cache or cache_root()) / f"{name}-{key}"
    copy = folder / f"{name}.db"
    rebuilt = False
    for _ in range(COPY_TRIES):
        # Stamped before copying, so a change made during the copy is not taken as copied.
        stamp = _stamp(store)
        if _copy_stamp(copy) == stamp:
            break
        _build(store, copy, stamp)
        rebuilt = True
    with contextlib.closing(_read_only(copy)) as conn:
        found = columns(conn)
    meta_path = folder / "metadata.json"
    meta = metadata(copy.stem, found, title=f"varometer: {store.name}")
    tmp = meta_path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(meta, indent=2), encoding="utf-8")
    os.replace(tmp, meta_path)
    return BrowseCopy(path=copy, metadata=meta_path, name=copy.stem, rebuilt=rebuilt)


def port_free(host: str, port: int) -> bool:
    """Return True when ``port`` on ``host`` can be listened on now."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as sock:
        # As the server will: a port a stopped server left in TIME_WAIT is free to it.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError:
            return False
    return True


def datasette_command(copy: BrowseCopy, host: str, port: int) -> list[str]:
    """Return the command that serves ``copy``: immutable (``-i``), so read-only."""
    command = [sys.executable, "-m", "datasette", "serve", "-i", str(copy.path)]
    return command + ["--metadata", str(copy.metadata), "--host", host, "--port", str(port)]


def start_url(copy: BrowseCopy, host: str, port: int) -> str:
    """Return the page to start on: the quotes with their articles, newest first."""
    # A server listening on every address is reached on this machine by its loopback one.
    local = {"0.0.0.0": "127.0.0.1", "": "127.0.0.1", "::": "[::1]"}.get(host, host)
    if ":" in local and not local.startswith("["):
        local = f"[{local}]"
    return f"http://{local}:{port}/{copy.name}/{VIEW}"


def open_when_up(url: str, timeout_s: float = 30.0) -> threading.Thread:
    """Open ``url`` in the user's web browser once its server answers, from a daemon thread.

    Datasette's own ``--open`` lands on its index page; the quotes view is where a reader
    wants to start.
    """

    def wait_and_open() -> None:
        parts = urlsplit(url)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            try:
                with socket.create_connection((parts.hostname, parts.port), timeout=1):
                    webbrowser.open(url)
                    return
            except OSError:
                time.sleep(0.2)

    thread = threading.Thread(target=wait_and_open, daemon=True)
    thread.start()
    return thread


def serve(copy: BrowseCopy, host: str, port: int) -> int:
    """Run Datasette on ``copy`` until it stops, and return 0 or its exit status.

    Ctrl-C reaches Datasette too, which stops: the usual way to end browsing, so it is 0.
    A SIGTERM sent to this process alone (a service manager, a script stopping the command)
    is passed on, so no server is left running without its command.
    """
    server = subprocess.Popen(datasette_command(copy, host, port))

    def stop(_signum: int, _frame: object) -> None:
        server.terminate()

    main = threading.current_thread() is threading.main_thread()  # signals: main thread only
    previous = signal.signal(signal.SIGTERM, stop) if main else None
    try:
        return server.wait()
    except KeyboardInterrupt:
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        return 0
    finally:
        if main:
            signal.signal(signal.SIGTERM, previous)
        if server.poll() is None:
            server.kill()
            server.wait()
