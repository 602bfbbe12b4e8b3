"""Writing articles and their analyses: adding, replacing a new version, and the quotes
and speakers of an analysis, each in one transaction (a killed run leaves every article
either fully stored or absent)."""

from __future__ import annotations

from collections.abc import Sequence

from nlp.models import Article, Quote
from nlp.store.admission import Admission
from nlp.store.rows import _article_values, _now, speaker_key


class Writing(Admission):
    """Storing articles, quotes and speakers."""

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
                " club, cue, about_var, stance, stance_score, context, rule, resolver, kind,"
                " source, source_start, source_end, cue_start, cue_end, frame)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                    quote.kind,
                    quote.speaker_mention,
                    quote.source_start,
                    quote.source_end,
                    quote.cue_start,
                    quote.cue_end,
                    quote.frame,
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
