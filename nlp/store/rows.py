"""What goes into a row and comes out of one: articles, quotes and speakers as the tables
hold them, and the keys (content hash, speaker key, time stamp) the tables are joined on.

Every writer and reader shares these, so they sit below all of them.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from nlp.models import Article, Quote


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
        kind=row["kind"],
        speaker_mention=row["source"],
        source_start=row["source_start"],
        source_end=row["source_end"],
        cue_start=row["cue_start"],
        cue_end=row["cue_end"],
        frame=row["frame"],
    )


def _version_tuple(analysis_version: str | Sequence[str]) -> tuple[str, ...]:
    """Return one version or several as a non-empty tuple."""
    versions = (analysis_version,) if isinstance(analysis_version, str) else tuple(analysis_version)
    if not versions:
        raise ValueError("no analysis version given")
    return versions
