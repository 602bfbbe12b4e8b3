"""RSS and Atom feeds (via feedparser): one Article per entry."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

from nlp.ingest.article import build_article
from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import SNIFF_CHARS
from nlp.ingest.dates import parse_published
from nlp.ingest.html import html_fragment_to_text

FEED_ROOT_RE = re.compile(
    r"\A\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--.*?-->|<\?[^>]*\?>|<!DOCTYPE[^>]*>)\s*)*"
    r"<(?:rss|feed|rdf:RDF)\b",
    re.DOTALL | re.IGNORECASE,
)
# The text is already decoded, so feedparser gets UTF-8 bytes and a declaration that
# says so (a stale "iso-8859-1" would make it decode twice).
XML_ENCODING_DECL_RE = re.compile(r"""\A(\s*<\?xml[^>]*?\bencoding\s*=\s*)(["'])[^"']*\2""")
HTML_CONTENT_TYPES = frozenset({"text/html", "application/xhtml+xml"})
FORMAT_BY_VERSION_PREFIX: dict[str, str] = {"rss": "rss", "atom": "atom", "cdf": "rss"}
DEFAULT_FEED_FORMAT = "rss"
DATE_KEYS: tuple[str, ...] = ("published", "updated", "created")
PARSED_DATE_KEYS: tuple[str, ...] = tuple(f"{key}_parsed" for key in DATE_KEYS)


def is_feed(content: str) -> bool:
    """Return True when ``content`` starts like an RSS, RDF or Atom document."""
    return FEED_ROOT_RE.match(content[:SNIFF_CHARS]) is not None


def parse_feed(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield one Article (or Skipped) per feed entry; one Skipped for a broken feed."""
    # Imported here: only feeds need it.
    import feedparser

    utf8 = XML_ENCODING_DECL_RE.sub(r"\1\2utf-8\2", content, count=1).encode("utf-8")
    # A file object, never a string: feedparser fetches strings that look like URLs.
    feed = feedparser.parse(io.BytesIO(utf8))
    if not feed.entries:
        if feed.get("bozo"):
            yield Skipped(path, f"invalid feed ({feed.get('bozo_exception')})")
        else:
            yield Skipped(path, "feed has no entries")
        return
    fmt = _feed_format(feed.get("version") or "")
    source = feed.feed.get("title", "")
    for number, entry in enumerate(feed.entries, start=1):
        yield _entry_to_article(entry, source, path, fmt, options, f"entry {number}: ")


def _feed_format(version: str) -> str:
    """Return "rss" or "atom" for a feedparser version string ("rss20", "atom10")."""
    for prefix, fmt in FORMAT_BY_VERSION_PREFIX.items():
        if version.startswith(prefix):
            return fmt
    return DEFAULT_FEED_FORMAT


def _entry_to_article(
    entry: Any, source: str, path: str, fmt: str, options: IngestOptions, where: str
) -> IngestResult:
    """Return the Article of one feed entry: full content if present, else the summary."""
    meta: dict[str, Any] = {}
    if entry.get("author"):
        meta["author"] = entry["author"]
    tags = [t.get("term") for t in entry.get("tags", []) if t.get("term")]
    if tags:
        meta["tags"] = tags
    title_detail = entry.get("title_detail") or {}
    title = entry.get("title", "")
    if title_detail.get("type") in HTML_CONTENT_TYPES:
        title = html_fragment_to_text(title)
    return build_article(
        text=_entry_text(entry),
        path=path,
        fmt=fmt,
        options=options,
        record_id=entry.get("id"),
        title=title,
        source=source,
        url=entry.get("link", ""),
        published=_entry_date(entry),
        meta=meta,
        where=where,
    )


def _entry_text(entry: Any) -> str:
    """Return the entry's text: ``content[0]`` when present, else the summary."""
    contents = entry.get("content") or []
    if contents and (contents[0].get("value") or "").strip():
        value, kind = contents[0]["value"], contents[0].get("type", "text/html")
    else:
        detail = entry.get("summary_detail") or {}
        value, kind = entry.get("summary", ""), detail.get("type", "text/html")
    return html_fragment_to_text(value) if kind in HTML_CONTENT_TYPES else value


def _entry_date(entry: Any) -> Any:
    """Return the entry's publication (else update) date.

    The string as given is preferred, as it keeps the offset; feedparser's parsed UTC
    time is the fallback for forms only feedparser understands.
    """
    # dict.get, not entry.get: feedparser's own lookup answers "published" with the
    # update time (and a DeprecationWarning) when an entry has no publication date.
    given = [dict.get(entry, key) for key in DATE_KEYS if dict.get(entry, key)]
    for value in given:
        if parse_published(value) is not None:
            return value
    for key in PARSED_DATE_KEYS:
        if dict.get(entry, key):
            return dict.get(entry, key)
    return given[0] if given else None
