"""What a run has left to do: articles not analysed by this version, and those whose
analysis failed, recorded so the next run resumes without stalling on them again."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from nlp.models import Article
from nlp.store.rows import _now, _row_article, _version_tuple
from nlp.store.writing import Writing


class Resume(Writing):
    """Pending articles and recorded failures."""

    def is_analysed(self, article_id: str, analysis_version: str | Sequence[str]) -> bool:
        """Return True when the article's stored analysis has one of these versions."""
        versions = _version_tuple(analysis_version)
        row = self.conn.execute(
            "SELECT analysis_version FROM articles WHERE id = ?", (article_id,)
        ).fetchone()
        return row is not None and row["analysis_version"] in versions

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

    def unanalysed(self) -> int:
        """Return how many stored articles have never been analysed (ingested only, or left
        by a killed run)."""
        row = self.conn.execute("SELECT COUNT(*) FROM articles WHERE analysis_version IS NULL")
        return int(row.fetchone()[0])
