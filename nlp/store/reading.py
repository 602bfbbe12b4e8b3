"""Reading stored articles and quotes back: one by one, all of them, the table counts, and
the post a speaker held in another article (cross-article memory)."""

from __future__ import annotations

from collections.abc import Iterator

from nlp.models import Article, Quote
from nlp.store.connection import Connection
from nlp.store.rows import _row_article, _row_quote, speaker_key


class Reading(Connection):
    """Articles, quotes and speakers as stored."""

    def get_article(self, article_id: str) -> Article | None:
        row = self.conn.execute("SELECT * FROM articles WHERE id = ?", (article_id,)).fetchone()
        return None if row is None else _row_article(row)

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

    def articles(self) -> Iterator[Article]:
        for row in self.conn.execute("SELECT * FROM articles ORDER BY published, id"):
            yield _row_article(row)

    def quotes_for(self, article_id: str) -> list[Quote]:
        rows = self.conn.execute(
            "SELECT * FROM quotes WHERE article_id = ? ORDER BY idx", (article_id,)
        ).fetchall()
        return [_row_quote(row) for row in rows]

    def counts(self) -> dict[str, int]:
        """Return row counts per table."""
        return {
            table: int(self.conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])
            for table in ("articles", "quotes", "speakers", "runs", "skipped")
        }
