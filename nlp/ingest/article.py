"""Turning extracted fields into an ``Article`` (shared by every format)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from nlp.ingest.base import IngestOptions, Skipped
from nlp.ingest.constants import ID_HEX_CHARS, ID_PREFIX
from nlp.ingest.dates import parse_published
from nlp.ingest.language import NOT_ENGLISH, detect_language
from nlp.ingest.normalise import normalise_inline, normalise_text
from nlp.models import Article

PARAGRAPH_SEPARATOR = "\n\n"


def stable_id(text: str) -> str:
    """Return "sha-" + the first 16 hex digits of the SHA-256 of the normalised text.

    Whitespace is collapsed before hashing, so the same words give the same id whether
    or not a format kept the paragraph breaks.
    """
    key = " ".join(text.split())
    return ID_PREFIX + hashlib.sha256(key.encode("utf-8")).hexdigest()[:ID_HEX_CHARS]


def word_count(text: str) -> int:
    """Return the number of whitespace-separated words in ``text``."""
    return len(text.split())


def as_text(value: Any) -> str:
    """Return a field value as a string: lists of paragraphs joined, None as ""."""
    if value is None:
        return ""
    if isinstance(value, list | tuple):
        return PARAGRAPH_SEPARATOR.join(as_text(v) for v in value if v is not None)
    return str(value)


def json_safe(value: Any) -> Any:
    """Return ``value`` with dates as ISO strings, so ``meta`` always serialises."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set):
        return [json_safe(v) for v in value]
    return value


def build_article(
    *,
    text: str,
    path: str,
    fmt: str,
    options: IngestOptions,
    record_id: Any = None,
    title: Any = "",
    source: Any = "",
    url: Any = "",
    published: Any = None,
    meta: Mapping[str, Any] | None = None,
    where: str = "",
) -> Article | Skipped:
    """Return the normalised Article, or a Skipped when it has no text or is not English.

    ``where`` ("record 3: ") prefixes the reason for records inside a multi-record file.
    ``meta`` gets ``format`` and ``language``; an unparseable date is kept there as
    ``published_raw``.
    """
    body = normalise_text(text)
    if not body:
        return Skipped(path, f"{where}no text")
    guess = detect_language(body)
    if guess.language == NOT_ENGLISH and options.skip_non_english:
        return Skipped(path, where + guess.describe())
    out_meta = {str(k): json_safe(v) for k, v in (meta or {}).items()}
    out_meta["format"] = fmt
    out_meta["language"] = guess.language
    iso_published = parse_published(published)
    raw_published = as_text(published).strip() if not isinstance(published, date) else ""
    if iso_published is None and raw_published:
        out_meta["published_raw"] = raw_published
    given_id = as_text(record_id).strip()
    return Article(
        id=given_id or stable_id(body),
        text=body,
        title=normalise_inline(as_text(title)),
        source=normalise_inline(as_text(source)),
        url=as_text(url).strip(),
        published=iso_published,
        path=path,
        meta=out_meta,
    )
