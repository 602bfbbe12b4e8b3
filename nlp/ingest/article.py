"""Turning extracted fields into an ``Article`` (shared by every format)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from nlp.ingest.base import IngestOptions, Skipped
from nlp.ingest.constants import (
    ID_HEX_CHARS,
    ID_PREFIX,
    MIN_ARTICLE_LETTERS,
    MIN_ARTICLE_WORDS,
    MIN_LENGTH_EXEMPT_FORMATS,
)
from nlp.ingest.dates import parse_published
from nlp.ingest.language import NOT_ENGLISH, detect_language
from nlp.ingest.normalise import normalise_characters, normalise_inline, normalise_text
from nlp.models import Article

PARAGRAPH_SEPARATOR = "\n\n"
# Keys ingestion itself sets in ``meta``; an input field of the same name is kept under
# INPUT_KEY_PREFIX + name.
OWN_META_KEYS: tuple[str, ...] = ("format", "language")
INPUT_KEY_PREFIX = "input_"
# "By Jo Smith" or "By Jo Smith, chief football writer" as the first paragraph gives the
# author when the input names none; the line itself stays in the text.
BYLINE_RE = re.compile(
    r"By\s+(?P<name>[A-Z][\w.'’-]*(?:\s+(?:[A-Z][\w.'’-]*|de|van|von|da|di|le|la)){0,4})"
    r"\s*(?:,.*|\|.*)?"
)
MAX_BYLINE_CHARS = 100
# Text that is mostly quote marks (a broken export, a test of the tool) is not an article.
QUOTE_MARKS = "\"“”„«»‘’'"
MAX_QUOTE_MARK_SHARE = 0.2
MIN_MARKS_TO_CHECK = 200
# spaCy's parser and NER refuse a longer text (its default ``nlp.max_length``): an article
# past it can never be analysed, and used to stop a whole `analyse` batch with spaCy's E088
# (and every later `analyse` of a database that stored it). A file under --max-size can
# still be this long; a news article never is.
MAX_TEXT_CHARS = 1_000_000
# Scripts written without spaces between words (Thai, Lao, Myanmar, Khmer, Japanese kana,
# Chinese characters): each character counts as a word, or a whole Chinese article would
# be "1 word" and too short.
SPACELESS_SCRIPT_RE = re.compile(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
)


def stable_id(text: str) -> str:
    """Return "sha-" + the first 16 hex digits of the SHA-256 of the normalised text.

    Whitespace is collapsed before hashing, so the same words give the same id whether
    or not a format kept the paragraph breaks.
    """
    key = " ".join(text.split())
    # surrogatepass: an id is never worth a crash; text without a lone surrogate is unchanged
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
    return ID_PREFIX + digest[:ID_HEX_CHARS]


def word_count(text: str) -> int:
    """Return the number of whitespace-separated words in ``text``."""
    return len(text.split())


def too_short(text: str) -> str | None:
    """Return why ``text`` is too short to be an article, else None (see
    ``MIN_ARTICLE_WORDS`` and ``MIN_ARTICLE_LETTERS``)."""
    words = word_count(text) + len(SPACELESS_SCRIPT_RE.findall(text))
    letters = sum(ch.isalpha() for ch in text)
    if words >= MIN_ARTICLE_WORDS and letters >= MIN_ARTICLE_LETTERS:
        return None
    return f"too short to be an article ({words} word{'' if words == 1 else 's'})"


def as_text(value: Any) -> str:
    """Return a field value as a string: lists of paragraphs joined, None as ""."""
    if value is None:
        return ""
    if isinstance(value, list | tuple):
        return PARAGRAPH_SEPARATOR.join(as_text(v) for v in value if v is not None)
    return str(value)


def byline_author(text: str) -> str | None:
    """Return the author named by a "By ..." first paragraph of ``text``, else None."""
    first = text.split(PARAGRAPH_SEPARATOR, 1)[0].strip()
    if len(first) > MAX_BYLINE_CHARS or "\n" in first:
        return None
    match = BYLINE_RE.fullmatch(first)
    return match["name"] if match else None


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
    id_text: str | None = None,
    title: Any = "",
    source: Any = "",
    url: Any = "",
    published: Any = None,
    meta: Mapping[str, Any] | None = None,
    where: str = "",
) -> Article | Skipped:
    """Return the normalised Article, or a Skipped when it has no text or is not English.

    ``where`` ("record 3: ") prefixes the reason for records inside a multi-record file.
    Without a ``record_id`` the id is the hash of ``id_text`` (default: ``text``), normalised.
    ``meta`` gets ``format`` and ``language``; an unparseable date is kept there as
    ``published_raw``.
    """
    body = normalise_text(text)
    if not body:
        if normalise_characters(text).strip():
            # Say why, or "no text" reads as an empty file: a paywall page, a cookie wall.
            return Skipped(
                path,
                f"{where}no text but boilerplate (a paywall, cookie or sharing notice)",
            )
        return Skipped(path, f"{where}no text")
    if len(body) > MAX_TEXT_CHARS:
        return Skipped(
            path,
            f"{where}text too long to analyse ({len(body):,} characters, over "
            f"{MAX_TEXT_CHARS:,}): one article, or a dump to split?",
        )
    marks = sum(body.count(m) for m in QUOTE_MARKS)
    if marks > MIN_MARKS_TO_CHECK and marks > MAX_QUOTE_MARK_SHARE * len(body):
        # Not prose, and the quote finder and tokenizer would take minutes over it.
        return Skipped(
            path, f"{where}not prose ({marks:,} of {len(body):,} characters are quote marks)"
        )
    short = None if fmt in MIN_LENGTH_EXEMPT_FORMATS else too_short(body)
    if short:
        return Skipped(path, where + short)
    guess = detect_language(body)
    if guess.language == NOT_ENGLISH and options.skip_non_english:
        return Skipped(path, where + guess.describe())
    out_meta: dict[str, Any] = {}
    for key, value in (meta or {}).items():
        name = str(key)
        out_meta[INPUT_KEY_PREFIX + name if name in OWN_META_KEYS else name] = json_safe(value)
    out_meta["format"] = fmt
    out_meta["language"] = guess.language
    if not out_meta.get("author"):
        author = byline_author(body)
        if author:
            out_meta["author"] = author
    iso_published = parse_published(published)
    raw_published = as_text(published).strip() if not isinstance(published, date) else ""
    if iso_published is None and raw_published:
        out_meta["published_raw"] = raw_published
    given_id = as_text(record_id).strip()
    return Article(
        id=given_id or stable_id(body if id_text is None else normalise_text(id_text)),
        text=body,
        title=normalise_inline(as_text(title)),
        source=normalise_inline(as_text(source)),
        url=as_text(url).strip(),
        published=iso_published,
        path=path,
        meta=out_meta,
    )
