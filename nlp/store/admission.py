"""Which stored article an incoming one is: a duplicate, a new version, another outlet's
article under the same id, a summary of a stored page, or new.

The rules themselves are in :mod:`nlp.store.identity`; this is where they meet the stored
texts and the ``article_versions`` table (every text seen under an id).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

from nlp.ingest.constants import FEED_ENTRY_FORMATS, FORMAT_HTML, ID_PREFIX
from nlp.models import Article
from nlp.store.connection import Connection
from nlp.store.identity import (
    OUTLET_ID_SEPARATOR,
    SAME_PAGE_MIN_SHARED_PARAGRAPHS,
    _names_a_page,
    _older_fetch,
    _other_outlet,
    _outlet_label,
    _shared_paragraphs,
    _shorter,
    _words,
)
from nlp.store.rows import _now, content_hash


class Admission(Connection):
    """Deciding what an incoming article is against what is stored."""

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

    def _remember_version(self, article: Article) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO article_versions (article_id, content_hash, seen_at)"
            " VALUES (?, ?, ?)",
            (article.id, content_hash(article.text), _now()),
        )
