"""The embedded store: one SQLite file holding articles, quotes, speakers and runs.

Why SQLite: users run varometer weekly on a laptop or a server with no database to manage;
one file they can copy, query with ``sqlite3`` or open in datasette.

Guarantees the rest of the system relies on:

* writing one article and its analysis is one transaction, so a run killed half-way leaves
  every article either fully stored or absent;
* re-ingesting the same content adds nothing (same ``id``, or same text under another id);
* ``pending()`` lists what a killed ``analyse`` run did not finish, so the next call resumes.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import socket
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from nlp.ingest.constants import FEED_ENTRY_FORMATS, FORMAT_HTML, ID_PREFIX
from nlp.models import Article, Quote

if TYPE_CHECKING:  # pandas costs most of a second to import; only frames and exports need it
    import pandas as pd

log = logging.getLogger("varometer")

DEFAULT_DB = "varometer.db"
EXPORT_FORMATS = ("csv", "parquet", "jsonl")
# A new version with fewer words than this share of the stored text is a feed's summary or a
# cut-off download, not a correction: the stored text is kept.
SHORTER_VERSION_RATIO = 0.5
# Ids that mean the same article whoever sends them (URLs, URNs, tag: URIs, our hash ids).
# Any other input id ("1", "55") is only unique within its outlet.
GLOBAL_ID_PREFIXES = ("http://", "https://", "urn:", "tag:", ID_PREFIX)
OUTLET_ID_SEPARATOR = "@"
# What an input without an outlet is scoped by when another outlet holds its id: "1@no outlet".
NO_OUTLET = "no outlet"
# An HTML page without an id of its own is known by its text, so a re-fetch of it with a
# paragraph added would be a second article and its quotes would count twice. Its canonical
# URL (<link rel="canonical">, <base href>, og:url: the ``url`` ingestion gives an HTML page)
# names the page across fetches, but sites misuse it: the site root for every page, one
# section page's URL for all its stories, and a headline changes as a story is updated, so
# neither the URL nor the title alone can say two fetches are one article. A page is taken
# for a new version of a stored HTML page with its canonical URL only when both hold:
# * the URL's path is more than the site root ("" or "/"), which names no article;
# * the stored page's longest paragraph, and paragraphs holding at least
#   SAME_PAGE_MIN_SHARED_PARAGRAPHS of its characters, are in the new text word for word.
#   A re-fetch, a correction or an update keeps most of its article; two stories under one
#   misused URL share at most its boilerplate ("Follow our live coverage ...", "Sign up to
#   our newsletter"), short lines that counted by paragraph could be half of a short story.
# The new version then replaces the stored one under the stored id (``updated``), unless
# every paragraph it has is in the stored text already: that is an older fetch, ingested
# after the newer one, and the stored text, which holds more, is kept.
SAME_PAGE_MIN_SHARED_PARAGRAPHS = 0.5
# A feed entry whose every paragraph is in a stored HTML page with the entry's URL, word for
# word, the page holding more, is the feed's summary or excerpt of that page: it is kept out
# (one line says so), so the story's quotes count once. A page never takes a stored entry's
# id, and an entry never replaces a page, so no later edit of either can overwrite the other.
# A page read after its feed summary removes the stored entry instead (Store.drop_summaries_of):
# every word of it is in the page, so nothing is lost, and either order ends the same way.
SITE_ROOT_PATHS = ("", "/")
# What SQLite says when the file or its folder cannot be written.
READ_ONLY_SIGNS = ("readonly", "unable to open")

# Each entry upgrades the schema by one version; never edit a released entry, append one.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        command TEXT NOT NULL,
        args TEXT NOT NULL DEFAULT '{}',
        started_at TEXT NOT NULL,
        finished_at TEXT,
        status TEXT NOT NULL DEFAULT 'running',
        stats TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE articles (
        id TEXT PRIMARY KEY,
        content_hash TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL DEFAULT '',
        source TEXT NOT NULL DEFAULT '',
        url TEXT NOT NULL DEFAULT '',
        published TEXT,
        text TEXT NOT NULL,
        meta TEXT NOT NULL DEFAULT '{}',
        path TEXT NOT NULL DEFAULT '',
        ingested_at TEXT NOT NULL,
        run_id INTEGER REFERENCES runs(id),
        analysed_at TEXT,
        analysis_version TEXT
    );
    CREATE INDEX articles_published ON articles(published);
    CREATE TABLE speakers (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT,
        club TEXT
    );
    CREATE TABLE quotes (
        id INTEGER PRIMARY KEY,
        article_id TEXT NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        text TEXT NOT NULL,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL,
        speaker_id INTEGER REFERENCES speakers(id),
        speaker TEXT,
        role TEXT,
        club TEXT,
        cue TEXT,
        about_var INTEGER,
        stance TEXT,
        stance_score REAL,
        context TEXT NOT NULL DEFAULT '',
        UNIQUE (article_id, idx)
    );
    CREATE INDEX quotes_speaker ON quotes(speaker);
    CREATE TABLE skipped (
        id INTEGER PRIMARY KEY,
        run_id INTEGER REFERENCES runs(id),
        path TEXT NOT NULL,
        reason TEXT NOT NULL
    );
    """,
    # 2: every text seen under an article's id, so an edit is a text never seen before and
    # re-running a folder that holds two versions of one article changes nothing. Analyses
    # that 0.2.0 stored without the stance model (quotes with no about_var) get the mark
    # that makes the next run with the model fill their stances in. Runs record their
    # process, so a killed run's record can be told from one still going.
    """
    ALTER TABLE runs ADD COLUMN pid INTEGER;
    ALTER TABLE runs ADD COLUMN host TEXT;
    CREATE TABLE article_versions (
        article_id TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        seen_at TEXT NOT NULL,
        PRIMARY KEY (article_id, content_hash)
    );
    INSERT INTO article_versions (article_id, content_hash, seen_at)
        SELECT id, content_hash, ingested_at FROM articles;
    UPDATE articles SET analysis_version = '0.2.0+no-stance'
        WHERE analysis_version = '0.2.0'
        AND EXISTS (SELECT 1 FROM quotes q WHERE q.article_id = articles.id AND q.about_var IS NULL);
    """,
    # A re-fetched HTML page is found by its canonical URL (Store._same_page), once per page
    # ingested: without an index that is a scan of every stored article.
    """
    CREATE INDEX articles_url ON articles(url);
    """,
    # 4: articles whose analysis failed (ran past ``--article-timeout``), by the analysis
    # version that failed, so later runs of that version skip them instead of stalling again.
    """
    CREATE TABLE failures (
        article_id TEXT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
        analysis_version TEXT NOT NULL,
        reason TEXT NOT NULL,
        failed_at TEXT NOT NULL,
        run_id INTEGER REFERENCES runs(id)
    );
    """,
    # 5: which attribution rule gave each quote its speaker (nlp.sieve) and how the words
    # that named the speaker were resolved ("pronoun", "description"...). Null for quotes
    # analysed before: they are filled in when an article is analysed again.
    """
    ALTER TABLE quotes ADD COLUMN rule TEXT;
    ALTER TABLE quotes ADD COLUMN resolver TEXT;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


def _words(text: str) -> int:
    return len(text.split())


def _shorter(new_text: str, stored_text: str) -> bool:
    """Return True when ``new_text`` has under SHORTER_VERSION_RATIO of the stored words."""
    return _words(new_text) < SHORTER_VERSION_RATIO * _words(stored_text)


def _other_outlet(article: Article, stored_source: str) -> bool:
    """Return True when a stored article with this id is another outlet's, not an earlier
    version of this one: the id is only unique within an outlet and the outlets differ.

    An outlet on one side only counts as another outlet: taking the two for one article
    would replace the stored text for good, while keeping both loses nothing.
    """
    if article.id.casefold().startswith(GLOBAL_ID_PREFIXES):
        return False
    new, old = (" ".join(s.split()).casefold() for s in (article.source, stored_source))
    return new != old


def _paragraphs(text: str) -> list[str]:
    """Return the paragraphs of a normalised text, whitespace collapsed."""
    return [" ".join(p.split()) for p in text.split("\n\n") if p.strip()]


def _shared_paragraphs(new_text: str, stored_text: str) -> float:
    """Return the share of the stored text's characters whose paragraphs are found word for
    word in the new one; 0.0 when its longest paragraph is not among them."""
    stored = _paragraphs(stored_text)
    if not stored:
        return 0.0
    new = set(_paragraphs(new_text))
    if max(stored, key=len) not in new:
        return 0.0
    return sum(len(p) for p in stored if p in new) / sum(len(p) for p in stored)


def _older_fetch(new_text: str, stored_text: str) -> bool:
    """Return True when every paragraph of ``new_text`` is in ``stored_text``, which has more:
    the new text is an earlier fetch of the stored page."""
    new, stored = set(_paragraphs(new_text)), set(_paragraphs(stored_text))
    return new < stored


def _names_a_page(url: str) -> bool:
    """Return True when a canonical URL can name one article: a web address whose path is
    more than the site root (see SAME_PAGE_MIN_SHARED_PARAGRAPHS)."""
    parts = urlsplit(url.strip())
    return (
        parts.scheme in ("http", "https")
        and bool(parts.netloc)
        and (parts.path not in SITE_ROOT_PATHS)
    )


def _outlet_label(source: str) -> str:
    """Return the outlet as it goes into a scoped id ("Outlet B", or NO_OUTLET for none)."""
    return " ".join(source.split()) or NO_OUTLET


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


def content_hash(text: str) -> str:
    """Return the hex SHA-256 of an article's normalised text (duplicate detection).

    A lone surrogate (JSON's "\\ud800") is hashed as its code point rather than stopping
    the run; text without one hashes as before.
    """
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def speaker_key(name: str) -> str:
    """Return the key that identifies a speaker across articles ("Antonio Conte" -> "antonio conte")."""
    from nlp.football.registers import name_key

    return name_key(name)


@dataclass
class RunStats:
    """What one ingest/analyse run did; printed as the run's summary and kept in ``runs``."""

    read: int = 0
    added: int = 0
    duplicates: int = 0
    analysed: int = 0
    quotes: int = 0
    # New versions of stored articles, replaced (`analyse` also counts them as analysed).
    updated: int = 0
    # Stored feed entries removed as summaries of a page read in this run.
    removed: int = 0
    # Inputs compared with a fuller stored text and kept out (Store.admit): skipped with
    # their reason, yet handled, so a run of only these has processed something.
    kept_out: int = 0
    skipped: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "read": self.read,
            "added": self.added,
            "duplicates": self.duplicates,
            "analysed": self.analysed,
            "updated": self.updated,
            "removed": self.removed,
            "quotes": self.quotes,
            "skipped": len(self.skipped),
        }

    @property
    def processed(self) -> int:
        """Articles that came through (new, duplicate, updated, analysed, or kept out for a
        fuller stored text); 0: nothing did."""
        return self.added + self.duplicates + self.analysed + self.updated + self.kept_out


class StoreError(RuntimeError):
    """The database file cannot be opened or is from a newer varometer."""


class Store:
    """A varometer database. Use as a context manager or call ``close()``."""

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

    # -- lifecycle -----------------------------------------------------------------------
    def __enter__(self) -> Store:
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

    # -- runs ------------------------------------------------------------------------------
    def start_run(self, command: str, args: dict[str, Any] | None = None) -> int:
        """Record the start of a run; return its id.

        Runs this machine recorded as running whose process is gone (killed) are marked
        ``interrupted`` first, so the ``runs`` table does not claim they are still going.
        """
        host = socket.gethostname()
        with self.transaction():
            stale = self.conn.execute(
                "SELECT id, pid FROM runs WHERE status = 'running' AND host = ? AND pid IS NOT NULL",
                (host,),
            ).fetchall()
            for row in stale:
                if not _process_alive(int(row["pid"])):
                    self.conn.execute(
                        "UPDATE runs SET status = 'interrupted' WHERE id = ?", (row["id"],)
                    )
            cur = self.conn.execute(
                "INSERT INTO runs (command, args, started_at, pid, host) VALUES (?, ?, ?, ?, ?)",
                (command, json.dumps(args or {}, default=str), _now(), os.getpid(), host),
            )
        return int(cur.lastrowid)

    def finish_run(self, run_id: int, stats: RunStats, status: str = "ok") -> None:
        with self.transaction():
            self.conn.execute(
                "UPDATE runs SET finished_at = ?, status = ?, stats = ? WHERE id = ?",
                (_now(), status, json.dumps(stats.as_dict()), run_id),
            )

    def log_skipped(self, run_id: int | None, path: str, reason: str) -> None:
        with self.transaction():
            self.conn.execute(
                "INSERT INTO skipped (run_id, path, reason) VALUES (?, ?, ?)",
                (run_id, path, reason),
            )

    # -- articles ----------------------------------------------------------------------------
    def find_duplicate(self, article: Article) -> str | None:
        """Return the stored id of this article (same id or same text), or None when it is new."""
        row = self.conn.execute(
            "SELECT id FROM articles WHERE id = ? OR content_hash = ? LIMIT 1",
            (article.id, content_hash(article.text)),
        ).fetchone()
        return None if row is None else str(row["id"])

    def admit(self, article: Article) -> tuple[Article, str | None]:
        """Return the article under the id it is to be stored by, and why not, or None.

        * An input id that is only unique within its outlet ("1", "55"), stored for another
          outlet's article with other text, is given the outlet: "1@Outlet B" ("1@no outlet"
          when it names none). Two CSV dumps that both number their rows from 1 then keep
          both articles.
        * A new version under a stored id with under ``SHORTER_VERSION_RATIO`` of the stored
          words is a summary or a cut-off copy: the stored text is kept, the returned reason
          says so, and this text is remembered as seen, so the next run is silent about it.
        * An HTML page known only by its text that is a new version of a stored HTML page
          with its canonical URL (:meth:`_same_page`) gets the stored page's id, and so does a
          feed entry whose paragraphs are all in a stored page with its URL: that summary is
          kept out, as an earlier fetch of a page is.
        Everything else comes back unchanged with None; adding, replacing or dropping it as
        a duplicate is then up to :meth:`add_article` and :meth:`replace_article`.
        """
        own_id = article.id
        article = self._same_page(article)
        stored = self._stored(article.id)
        if stored is None or stored["content_hash"] == content_hash(article.text):
            return article, None
        if article.id != own_id and _older_fetch(article.text, stored["text"]):
            if self._seen(article):
                return article, None
            entry = article.meta.get("format") in FEED_ENTRY_FORMATS
            with self.transaction():
                self._remember_version(article)
                if entry:
                    # Seen under the entry's own id too: a later edit of the entry is stored
                    # under that id, and a re-run must not put this older text back over it.
                    self._remember_version(replace(article, id=own_id))
            what = (
                f"feed entry {own_id} is a summary of stored article {article.id}"
                if entry
                else f"an earlier fetch of stored page {article.id}"
            )
            return article, (
                f"{what} (every paragraph of it is in the stored text, which has more);"
                " the stored text is kept"
            )
        if _other_outlet(article, stored["source"]):
            prefix = f"{article.id}{OUTLET_ID_SEPARATOR}"
            scoped = prefix + _outlet_label(article.source)
            # The outlet's spelling may change between feeds ("Outlet B", "outlet b"): the
            # id stored first is the one its edits go to.
            stored_ids = self.conn.execute(
                "SELECT id FROM articles WHERE substr(id, 1, ?) = ?", (len(prefix), prefix)
            )
            same = [i for (i,) in stored_ids if i.casefold() == scoped.casefold()]
            return self.admit(replace(article, id=same[0] if same else scoped))
        if self._seen(article) or not _shorter(article.text, stored["text"]):
            return article, None
        with self.transaction():
            self._remember_version(article)
        return article, (
            f"a shorter version of stored article {article.id} ({_words(article.text)} words"
            f" against {_words(stored['text'])}: a summary or a cut-off copy?); the stored"
            " text is kept"
        )

    def _same_page(self, article: Article) -> Article:
        """Return the article under the id of the stored article it is another reading of,
        else unchanged.

        Looked up: an HTML page without an id of its own (a hash id), or a feed entry whose
        id is not stored, with a URL that names a page. Found: a stored HTML page with the
        same URL that
        * for a page, shares at least SAME_PAGE_MIN_SHARED_PARAGRAPHS of its paragraphs with
          this text (a re-fetch);
        * for a feed entry, holds every paragraph of the entry and more (its summary).
        Of several, the one sharing most (then the first stored) is taken.
        """
        fmt = article.meta.get("format")
        page = fmt == FORMAT_HTML and article.id.startswith(ID_PREFIX)
        entry = fmt in FEED_ENTRY_FORMATS
        if (
            not (page or entry)
            or not _names_a_page(article.url)
            or self._stored(article.id) is not None
        ):
            return article
        best: tuple[float, str] | None = None
        rows = self.conn.execute(
            "SELECT id, text, meta FROM articles WHERE url = ? ORDER BY rowid", (article.url,)
        )
        for row in rows:
            if json.loads(row["meta"] or "{}").get("format") != FORMAT_HTML:
                continue
            if page:
                share = _shared_paragraphs(article.text, row["text"])
                if share < SAME_PAGE_MIN_SHARED_PARAGRAPHS:
                    continue
            elif _older_fetch(article.text, row["text"]):
                share = 1.0
            else:
                continue
            if best is None or share > best[0]:
                best = (share, str(row["id"]))
        return article if best is None else replace(article, id=best[1])

    def drop_summaries_of(self, page: Article) -> list[str]:
        """Remove the stored feed entries that are summaries of this stored HTML page; return
        their ids.

        An entry is a summary when it has the page's URL (one that names a page) and every
        paragraph of it is in the page, which has more: what :meth:`admit` keeps out when
        the entry comes second. Its quotes go with it. Its text is remembered under the
        page's id and its own, so feeding it again is silent and changes nothing, and a
        later edit of the entry is still stored under its id. Nothing happens unless this
        very text is stored under the page's id.
        """
        if page.meta.get("format") != FORMAT_HTML or not _names_a_page(page.url):
            return []
        # Read first: every page of a re-run comes here, and almost none has a summary
        # stored, so the write lock is taken only when one is found (and then looked again).
        if not self._summaries_of(page):
            return []
        removed: list[str] = []
        with self.transaction():
            if not self.holds(page):
                return []
            for row in self._summaries_of(page):
                self._remember_version(Article(id=page.id, text=row["text"]))
                self._remember_version(Article(id=row["id"], text=row["text"]))
                self.conn.execute("DELETE FROM articles WHERE id = ?", (row["id"],))
                removed.append(str(row["id"]))
        return removed

    def _summaries_of(self, page: Article) -> list[sqlite3.Row]:
        """Return the stored feed entries with the page's URL whose every paragraph is in
        ``page``'s text, which has more."""
        rows = self.conn.execute(
            "SELECT id, text, meta FROM articles WHERE url = ? AND id != ? ORDER BY rowid",
            (page.url, page.id),
        )
        return [
            row
            for row in rows
            if json.loads(row["meta"] or "{}").get("format") in FEED_ENTRY_FORMATS
            and _older_fetch(row["text"], page.text)
        ]

    def is_edited(self, article: Article) -> bool:
        """Return True when the article is a new version of one stored under its id.

        That is: its id is stored, with other text, from the same outlet (or an id unique
        across outlets); this text was never seen under that id (an older version fed again
        is not an edit); it is not much shorter (:meth:`admit`); and no other article holds
        it. A new version (a correction, an updated live report) replaces the old one
        (:meth:`replace_article`) rather than being dropped as a duplicate. Only inputs with
        their own id can be edited; a hash id changes with the text, so an edited file
        without an id is a new article.
        """
        new_hash = content_hash(article.text)
        stored = self._stored(article.id)
        if stored is None or stored["content_hash"] == new_hash:
            return False
        if _other_outlet(article, stored["source"]) or _shorter(article.text, stored["text"]):
            return False
        clash = self.conn.execute(
            "SELECT 1 FROM articles WHERE content_hash = ?", (new_hash,)
        ).fetchone()
        return not self._seen(article) and clash is None

    def _seen(self, article: Article) -> bool:
        return (
            self.conn.execute(
                "SELECT 1 FROM article_versions WHERE article_id = ? AND content_hash = ?",
                (article.id, content_hash(article.text)),
            ).fetchone()
            is not None
        )

    def _stored(self, article_id: str) -> sqlite3.Row | None:
        return self.conn.execute(
            "SELECT content_hash, source, text FROM articles WHERE id = ?", (article_id,)
        ).fetchone()

    def holds(self, article: Article) -> bool:
        """Return True when this very text is stored under this article's id."""
        stored = self._stored(article.id)
        return stored is not None and stored["content_hash"] == content_hash(article.text)

    def replace_article(
        self,
        article: Article,
        quotes: Sequence[Quote] | None = None,
        analysis_version: str | None = None,
        run_id: int | None = None,
    ) -> bool:
        """Replace the stored article of the same id and its analysis, in one transaction.

        Only a new version does (:meth:`is_edited`, asked again inside the transaction);
        returns False, writing nothing, otherwise. The old text's quotes go; with
        ``quotes=None`` the article is left to analyse (:meth:`pending`).
        """
        with self.transaction():
            if not self.is_edited(article):
                return False
            self._remember_version(article)
            values = _article_values(article, run_id)
            changes = ", ".join(f"{column} = :{column}" for column in values if column != "id")
            self.conn.execute(
                f"UPDATE articles SET {changes}, analysed_at = NULL, analysis_version = NULL"
                " WHERE id = :id",
                values,
            )
            self.conn.execute("DELETE FROM quotes WHERE article_id = ?", (article.id,))
            self.conn.execute("DELETE FROM failures WHERE article_id = ?", (article.id,))
            if quotes is not None:
                self._write_quotes(article.id, quotes, analysis_version)
        return True

    def _remember_version(self, article: Article) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO article_versions (article_id, content_hash, seen_at)"
            " VALUES (?, ?, ?)",
            (article.id, content_hash(article.text), _now()),
        )

    def add_article(
        self,
        article: Article,
        quotes: Sequence[Quote] | None = None,
        analysis_version: str | None = None,
        run_id: int | None = None,
    ) -> bool:
        """Store an article (and its analysis when given) in one transaction.

        Returns False, writing nothing, when the article is already stored.
        """
        with self.transaction():
            if self.find_duplicate(article) is not None:
                return False
            self._insert_article(article, run_id)
            if quotes is not None:
                self._write_quotes(article.id, quotes, analysis_version)
        return True

    def _insert_article(self, article: Article, run_id: int | None) -> None:
        """Insert a new article row and remember its text as a version (inside a transaction)."""
        values = _article_values(article, run_id)
        self.conn.execute(
            f"INSERT INTO articles ({', '.join(values)})"
            f" VALUES ({', '.join(':' + column for column in values)})",
            values,
        )
        self._remember_version(article)

    def save_analysis(
        self, article_id: str, quotes: Sequence[Quote], analysis_version: str
    ) -> None:
        """Replace an article's quotes with a new analysis, in one transaction."""
        with self.transaction():
            self._write_quotes(article_id, quotes, analysis_version)

    def _write_quotes(
        self, article_id: str, quotes: Sequence[Quote], analysis_version: str | None
    ) -> None:
        self.conn.execute("DELETE FROM quotes WHERE article_id = ?", (article_id,))
        for idx, quote in enumerate(quotes):
            speaker_id = self._upsert_speaker(quote) if quote.speaker else None
            self.conn.execute(
                'INSERT INTO quotes (article_id, idx, text, start, "end", speaker_id, speaker, role,'
                " club, cue, about_var, stance, stance_score, context, rule, resolver)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    article_id,
                    idx,
                    quote.text,
                    quote.start,
                    quote.end,
                    speaker_id,
                    quote.speaker,
                    quote.role,
                    quote.club,
                    quote.cue,
                    None if quote.about_var is None else int(quote.about_var),
                    quote.stance,
                    quote.stance_score,
                    quote.context,
                    quote.rule,
                    quote.resolver,
                ),
            )
        self.conn.execute(
            "UPDATE articles SET analysed_at = ?, analysis_version = ? WHERE id = ?",
            (_now(), analysis_version, article_id),
        )
        self.conn.execute("DELETE FROM failures WHERE article_id = ?", (article_id,))

    def _upsert_speaker(self, quote: Quote) -> int:
        assert quote.speaker is not None
        key = speaker_key(quote.speaker)
        row = self.conn.execute(
            "SELECT id, role, club FROM speakers WHERE key = ?", (key,)
        ).fetchone()
        if row is None:
            cur = self.conn.execute(
                "INSERT INTO speakers (key, name, role, club) VALUES (?, ?, ?, ?)",
                (key, quote.speaker, quote.role, quote.club),
            )
            return int(cur.lastrowid)
        # Keep the latest known role and club: people change jobs during a season.
        if (quote.role and quote.role != row["role"]) or (quote.club and quote.club != row["club"]):
            self.conn.execute(
                "UPDATE speakers SET role = COALESCE(?, role), club = COALESCE(?, club) WHERE id = ?",
                (quote.role, quote.club, row["id"]),
            )
        return int(row["id"])

    def get_article(self, article_id: str) -> Article | None:
        row = self.conn.execute("SELECT * FROM articles WHERE id = ?", (article_id,)).fetchone()
        return None if row is None else _row_article(row)

    def is_analysed(self, article_id: str, analysis_version: str | Sequence[str]) -> bool:
        """Return True when the article's stored analysis has one of these versions."""
        versions = _version_tuple(analysis_version)
        row = self.conn.execute(
            "SELECT analysis_version FROM articles WHERE id = ?", (article_id,)
        ).fetchone()
        return row is not None and row["analysis_version"] in versions

    def remembered_post(
        self, speaker: str, article_id: str, published: str | None, window_days: float
    ) -> tuple[str, str, str | None] | None:
        """Return (name, role, club) stored for ``speaker`` in another article published
        within ``window_days`` of ``published``, the nearest in time first; None when there is
        none or the article is undated. A bare surname ("Oosterkamp") is the one stored
        speaker of that surname, named in full. Read from the stored quotes, so it follows
        every re-run and deletion (cross-article memory: nothing to keep in step)."""
        if not published:
            return None
        key = speaker_key(speaker)
        if not key:
            return None
        if " " in key:
            match, args = "s.key = ?", (key,)
        else:  # a surname: the key itself, or a full name ending with it
            escaped = key.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            match, args = "(s.key = ? OR s.key LIKE ? ESCAPE '\\')", (key, f"% {escaped}")
        rows = self.conn.execute(
            "SELECT s.key, s.name, q.role, q.club FROM quotes q JOIN speakers s ON s.id = q.speaker_id"
            f" JOIN articles a ON a.id = q.article_id WHERE {match} AND q.article_id != ?"
            " AND q.role IS NOT NULL AND q.role NOT IN ('other', 'fan') AND a.published IS NOT NULL"
            " AND abs(julianday(a.published) - julianday(?)) <= ?"
            " ORDER BY abs(julianday(a.published) - julianday(?)), q.club IS NULL",
            (*args, article_id, published, window_days, published),
        ).fetchall()
        if not rows or len({r["key"] for r in rows}) > 1:
            return None  # no one, or two people of that surname: better no post than a guess
        return str(rows[0]["name"]), str(rows[0]["role"]), rows[0]["club"]

    def record_failure(
        self, article: Article, analysis_version: str, reason: str, run_id: int | None = None
    ) -> None:
        """Keep ``article`` (its text, if not stored yet) and record that its analysis of
        this version failed, in one transaction: its quotes are not known, and later runs of
        the same version skip it (:meth:`failure`) rather than fail on it again."""
        with self.transaction():
            stored_id = self.find_duplicate(article)
            if stored_id is None:
                self._insert_article(article, run_id)
                stored_id = article.id
            # under the id its text is stored by (the failure row must name a stored article)
            self.conn.execute(
                "INSERT OR REPLACE INTO failures"
                " (article_id, analysis_version, reason, failed_at, run_id) VALUES (?, ?, ?, ?, ?)",
                (stored_id, analysis_version, reason, _now(), run_id),
            )

    def failure(self, article_id: str, analysis_version: str) -> str | None:
        """Return why the analysis of this version failed on the article, or None."""
        row = self.conn.execute(
            "SELECT reason FROM failures WHERE article_id = ? AND analysis_version = ?",
            (article_id, analysis_version),
        ).fetchone()
        return None if row is None else str(row["reason"])

    def clear_failures(self) -> int:
        """Forget every recorded failure (``analyse --retry-failed``); return how many."""
        with self.transaction():
            return self.conn.execute("DELETE FROM failures").rowcount

    def pending(
        self, analysis_version: str | Sequence[str], failed_version: str | None = None
    ) -> Iterator[Article]:
        """Yield stored articles whose analysis has none of these versions (resume point),
        except those whose analysis of ``failed_version`` failed (:meth:`record_failure`)."""
        versions = _version_tuple(analysis_version)
        marks = ", ".join("?" * len(versions))
        rows = self.conn.execute(
            "SELECT * FROM articles WHERE (analysis_version IS NULL"
            f" OR analysis_version NOT IN ({marks})) AND NOT EXISTS (SELECT 1 FROM failures f"
            " WHERE f.article_id = articles.id AND f.analysis_version IS ?)"
            " ORDER BY published, id",
            (*versions, failed_version),
        ).fetchall()
        for row in rows:
            yield _row_article(row)

    def articles(self) -> Iterator[Article]:
        for row in self.conn.execute("SELECT * FROM articles ORDER BY published, id"):
            yield _row_article(row)

    def quotes_for(self, article_id: str) -> list[Quote]:
        rows = self.conn.execute(
            "SELECT * FROM quotes WHERE article_id = ? ORDER BY idx", (article_id,)
        ).fetchall()
        return [_row_quote(row) for row in rows]

    def unanalysed(self) -> int:
        """Return how many stored articles have never been analysed (ingested only, or left
        by a killed run)."""
        row = self.conn.execute("SELECT COUNT(*) FROM articles WHERE analysis_version IS NULL")
        return int(row.fetchone()[0])

    def counts(self) -> dict[str, int]:
        """Return row counts per table."""
        return {
            table: int(self.conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])
            for table in ("articles", "quotes", "speakers", "runs", "skipped")
        }

    # -- frames and export -------------------------------------------------------------------
    def articles_frame(self) -> pd.DataFrame:
        """Return all articles as a DataFrame (one row per article, meta as JSON text)."""
        import pandas as pd

        return pd.read_sql_query(
            "SELECT id, title, source, url, published, path, meta, text, analysed_at,"
            " analysis_version FROM articles ORDER BY published, id",
            self.conn,
        )

    def quotes_frame(self) -> pd.DataFrame:
        """Return all quotes joined with their article's date, source, title and url."""
        import pandas as pd

        frame = pd.read_sql_query(
            'SELECT q.article_id, q.idx, q.text, q.start, q."end", q.speaker, q.role, q.club,'
            " q.cue, q.about_var, q.stance, q.stance_score, q.context, a.published, a.source,"
            " a.title, a.url, a.meta AS article_meta FROM quotes q JOIN articles a"
            " ON a.id = q.article_id ORDER BY a.published, q.article_id, q.idx",
            self.conn,
        )
        frame["about_var"] = frame["about_var"].map(lambda v: None if pd.isna(v) else bool(v))
        return frame

    def export(self, fmt: str, out_dir: str | Path) -> list[Path]:
        """Write ``articles`` and ``quotes`` to ``out_dir`` in ``fmt``; return the files written."""
        if fmt not in EXPORT_FORMATS:
            raise ValueError(
                f"unknown export format {fmt!r}; choose one of {', '.join(EXPORT_FORMATS)}"
            )
        out = Path(out_dir)
        if out.exists() and not out.is_dir():
            raise ValueError(f"{out} is a file; give a folder to write the export into")
        out.mkdir(parents=True, exist_ok=True)
        written = []
        for name, frame in (("articles", self.articles_frame()), ("quotes", self.quotes_frame())):
            target = out / f"{name}.{fmt}"
            if fmt == "csv":
                frame.to_csv(target, index=False)
            elif fmt == "parquet":
                _typed(frame).to_parquet(target, index=False)
            else:
                _write_jsonl(frame, target)
            written.append(target)
        return written


# Parquet takes its column types from the data, so an export analysed without stances had
# a null-typed ``stance`` that no normal export can be read together with; fix them.
PARQUET_TYPES: dict[str, str] = {
    "idx": "Int64",
    "start": "Int64",
    "end": "Int64",
    "about_var": "boolean",
    "stance_score": "Float64",
}


def _write_jsonl(frame: pd.DataFrame, target: Path) -> None:
    """Write one JSON object per row: full float precision, URLs as written (no ``\\/``)."""
    rows = frame.astype(object).where(frame.notna(), None).to_dict("records")
    with target.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")


def _typed(frame: pd.DataFrame) -> pd.DataFrame:
    """Return ``frame`` with fixed column types: PARQUET_TYPES, ``published`` as a UTC
    timestamp (microseconds) and text for everything else.

    As text, "2025-08-25" and "2025-08-25T14:30:00+02:00" could only be compared as strings;
    a timestamp filters and sorts by time in any Parquet reader. A date alone is midnight
    UTC, a time with an offset is converted to UTC and one without is taken as UTC. A value
    that is no ISO 8601 date (a database written by other tools) is null, and kept as
    ``published_raw`` in the row's meta, as ingestion keeps a date it cannot read.
    """
    import pandas as pd

    typed = frame.astype(
        {c: PARQUET_TYPES.get(c, "string") for c in frame.columns if c != "published"}
    )
    if "published" not in frame.columns:
        return typed
    published = frame["published"]
    stamps = pd.to_datetime(published, utc=True, format="ISO8601", errors="coerce")
    typed["published"] = stamps.astype("datetime64[us, UTC]")
    unread = published.notna() & stamps.isna()
    meta = next((c for c in ("meta", "article_meta") if c in frame.columns), None)

    def with_raw(text: Any, raw: Any) -> str:
        # The original as read at ingestion, if meta holds one, says more than this value.
        try:
            values = json.loads(text) if isinstance(text, str) and text else {}
        except ValueError:
            values = {}
        values = values if isinstance(values, dict) else {}
        values.setdefault("published_raw", str(raw))
        return json.dumps(values, default=str)

    if meta is not None and unread.any():
        typed.loc[unread, meta] = [
            with_raw(m, raw)
            for m, raw in zip(frame.loc[unread, meta], published[unread], strict=True)
        ]
    return typed


def _process_alive(pid: int) -> bool:
    """Return True when a process with this id exists on this machine."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


def _article_values(article: Article, run_id: int | None) -> dict[str, Any]:
    """Return the ``articles`` columns of one article, by column name."""
    return {
        "id": article.id,
        "content_hash": content_hash(article.text),
        "title": article.title,
        "source": article.source,
        "url": article.url,
        "published": article.published,
        "text": article.text,
        "meta": json.dumps(article.meta, default=str),
        "path": article.path,
        "ingested_at": _now(),
        "run_id": run_id,
    }


def _split_sql(script: str) -> Iterable[str]:
    return (part.strip() for part in script.split(";") if part.strip())


def _row_article(row: sqlite3.Row) -> Article:
    return Article(
        id=row["id"],
        text=row["text"],
        title=row["title"],
        source=row["source"],
        url=row["url"],
        published=row["published"],
        path=row["path"],
        meta=json.loads(row["meta"] or "{}"),
    )


def _row_quote(row: sqlite3.Row) -> Quote:
    return Quote(
        text=row["text"],
        start=row["start"],
        end=row["end"],
        speaker=row["speaker"],
        role=row["role"],
        club=row["club"],
        cue=row["cue"],
        about_var=None if row["about_var"] is None else bool(row["about_var"]),
        stance=row["stance"],
        stance_score=row["stance_score"],
        context=row["context"],
        rule=row["rule"],
        resolver=row["resolver"],
    )


def _version_tuple(analysis_version: str | Sequence[str]) -> tuple[str, ...]:
    """Return one version or several as a non-empty tuple."""
    versions = (analysis_version,) if isinstance(analysis_version, str) else tuple(analysis_version)
    if not versions:
        raise ValueError("no analysis version given")
    return versions
