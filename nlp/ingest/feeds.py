"""RSS and Atom feeds (via feedparser): one Article per entry."""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Iterator, Mapping
from typing import Any
from urllib.parse import urljoin, urlsplit

from nlp.ingest.article import build_article
from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import FEED_ENTRY_FORMATS, SNIFF_CHARS
from nlp.ingest.dates import parse_published
from nlp.ingest.html import html_fragment_to_text, looks_like_html, signed_quotations

log = logging.getLogger("varometer")

FEED_ROOT_RE = re.compile(
    r"\A\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--.*?-->|<\?[^>]*\?>|<!DOCTYPE[^>]*>)\s*)*"
    r"<(?:rss|feed|rdf:RDF)\b",
    re.DOTALL | re.IGNORECASE,
)
# The text is already decoded, so feedparser gets UTF-8 bytes and a declaration that
# says so (a stale "iso-8859-1" would make it decode twice).
XML_ENCODING_DECL_RE = re.compile(r"""\A(\s*<\?xml[^>]*?\bencoding\s*=\s*)(["'])[^"']*\2""")
# A character reference to no character (a surrogate, past U+10FFFF): feedparser's
# fallback parser raises on it and the whole feed was lost. It is read as U+FFFD.
CHAR_REF_RE = re.compile(r"&#(?:[xX](?P<hex>[0-9a-fA-F]+)|(?P<dec>[0-9]+));")
MAX_CODE_POINT = 0x10FFFF
SURROGATES = range(0xD800, 0xE000)
REPLACEMENT_REF = "&#xFFFD;"
HTML_CONTENT_TYPES = frozenset({"text/html", "application/xhtml+xml"})
RSS, ATOM = FEED_ENTRY_FORMATS
FORMAT_BY_VERSION_PREFIX: dict[str, str] = {"rss": RSS, "atom": ATOM, "cdf": RSS}
DEFAULT_FEED_FORMAT = RSS
DATE_KEYS: tuple[str, ...] = ("published", "updated", "created")
PARSED_DATE_KEYS: tuple[str, ...] = tuple(f"{key}_parsed" for key in DATE_KEYS)
# Article.url holds a web address or nothing; a guid such as "55" is an id, not a URL.
URL_SCHEMES = frozenset({"http", "https"})
# Meta keys: the channel title when an item names its own outlet, and a link that could
# not be made an absolute URL (kept rather than lost).
FEED_TITLE_META_KEY = "feed_title"
RAW_LINK_META_KEY = "link"
NOT_A_FEED = "not an RSS/Atom feed"
LOOKS_LIKE_HTML = "looks like an HTML page"
NO_ENTRIES = "feed has no entries"


def is_feed(content: str) -> bool:
    """Return True when ``content`` starts like an RSS, RDF or Atom document."""
    return FEED_ROOT_RE.match(content[:SNIFF_CHARS]) is not None


def parse_feed(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield one Article (or Skipped) per feed entry; one Skipped for a broken feed.

    A feed that is not well-formed but still gives entries (a truncated download) is read,
    with one warning line.
    """
    # Imported here: only feeds need it.
    import feedparser

    content = _valid_char_refs(content)
    utf8 = XML_ENCODING_DECL_RE.sub(r"\1\2utf-8\2", content, count=1).encode("utf-8")
    # A file object, never a string: feedparser fetches strings that look like URLs.
    feed = feedparser.parse(io.BytesIO(utf8))
    if not feed.entries:
        yield Skipped(path, _no_entries_reason(content, feed))
        return
    if feed.get("bozo") and not isinstance(
        feed.get("bozo_exception"), feedparser.ThingsNobodyCaresAboutButMe
    ):
        log.warning(
            "%s: not well-formed XML (%s); read the entries that could be recovered (%d)",
            path,
            _describe_xml_error(feed.get("bozo_exception")),
            len(feed.entries),
        )
    fmt = _feed_format(feed.get("version") or "")
    channel = feed.feed
    feed_title = _plain_title(channel.get("title", ""), channel.get("title_detail"))
    base = _http_url(channel.get("link", ""))
    for number, entry in enumerate(feed.entries, start=1):
        yield _entry_to_article(entry, feed_title, base, path, fmt, options, f"entry {number}: ")


def _valid_char_refs(content: str) -> str:
    """Return ``content`` with each character reference to no character as U+FFFD's."""

    def replace(match: re.Match[str]) -> str:
        number = int(match["hex"], 16) if match["hex"] else int(match["dec"])
        return REPLACEMENT_REF if number > MAX_CODE_POINT or number in SURROGATES else match[0]

    return CHAR_REF_RE.sub(replace, content) if "&#" in content else content


def _no_entries_reason(content: str, feed: Any) -> str:
    """Return why a feed gave no entries: not a feed at all, broken, or simply empty."""
    # feedparser reads an HTML page without complaint and finds no entries; an error page
    # saved under a feed's name should say what it is.
    if not feed.get("version") and not is_feed(content):
        return f"{NOT_A_FEED} ({LOOKS_LIKE_HTML})" if looks_like_html(content) else NOT_A_FEED
    if feed.get("bozo"):
        return f"invalid feed ({feed.get('bozo_exception')})"
    return NO_ENTRIES


def _describe_xml_error(exc: Any) -> str:
    """Return "line N: message" for an XML parse error, else the error as text."""
    line = getattr(exc, "getLineNumber", None)
    message = getattr(exc, "getMessage", None)
    if callable(line) and callable(message):
        return f"line {line()}: {message()}"
    return str(exc)


def _plain_title(value: str, detail: Mapping[str, Any] | None) -> str:
    """Return a title as plain text: markup stripped and entities decoded when it is HTML."""
    if (detail or {}).get("type") in HTML_CONTENT_TYPES:
        return html_fragment_to_text(value)
    return value


def _http_url(value: str) -> str:
    """Return ``value`` stripped when it is an absolute http(s) URL, else ""."""
    value = (value or "").strip()
    parts = urlsplit(value)
    return value if parts.scheme.lower() in URL_SCHEMES and parts.netloc else ""


def _feed_format(version: str) -> str:
    """Return "rss" or "atom" for a feedparser version string ("rss20", "atom10")."""
    for prefix, fmt in FORMAT_BY_VERSION_PREFIX.items():
        if version.startswith(prefix):
            return fmt
    return DEFAULT_FEED_FORMAT


def _entry_to_article(
    entry: Any,
    feed_title: str,
    base: str,
    path: str,
    fmt: str,
    options: IngestOptions,
    where: str,
) -> IngestResult:
    """Return the Article of one feed entry: full content if present, else the summary.

    The outlet is the entry's own ``<source>`` when it names one (aggregator feeds), else
    the feed title. An entry without an id is known by its link, so a corrected version
    of it replaces the first rather than being stored beside it.
    """
    meta: dict[str, Any] = {}
    if entry.get("author"):
        meta["author"] = entry["author"]
    tags = [t.get("term") for t in entry.get("tags", []) if t.get("term")]
    if tags:
        meta["tags"] = tags
    source = feed_title
    item_source = entry.get("source") or {}
    named = _plain_title(item_source.get("title", ""), item_source.get("title_detail")).strip()
    if named:
        source = named
        if feed_title:
            meta[FEED_TITLE_META_KEY] = feed_title
    raw_link = (entry.get("link") or "").strip()
    url = _entry_url(entry, base)
    if raw_link and not url and raw_link != entry.get("id"):
        meta[RAW_LINK_META_KEY] = raw_link
    return build_article(
        text=_entry_text(entry),
        path=path,
        fmt=fmt,
        options=options,
        record_id=entry.get("id") or url,
        title=_plain_title(entry.get("title", ""), entry.get("title_detail")),
        source=source,
        url=url,
        published=_entry_date(entry),
        meta=meta,
        where=where,
    )


def _entry_url(entry: Any, base: str) -> str:
    """Return the entry's link as an absolute http(s) URL, or "" when it cannot be one.

    A relative link is resolved against ``base`` (the feed's own link).
    """
    link = (entry.get("link") or "").strip()
    if not link:
        return ""  # resolved against the site, no link would become its home page
    if entry.get("guidislink"):
        # feedparser copies a guid into the link when there is no <link>; a guid is an
        # opaque id, so resolving "55" against the site would invent a page.
        return _http_url(link)
    return _http_url(urljoin(base, link) if base else link)


FEED_FOOTER_RE = re.compile(r"The post .{1,200} appeared first on [^.\n]{1,80}\.?")


def _entry_text(entry: Any) -> str:
    """Return the entry's text: ``content[0]`` when present, else the summary."""
    contents = entry.get("content") or []
    if contents and (contents[0].get("value") or "").strip():
        value, kind = contents[0]["value"], contents[0].get("type", "text/html")
    else:
        detail = entry.get("summary_detail") or {}
        value, kind = entry.get("summary", ""), detail.get("type", "text/html")
    if kind not in HTML_CONTENT_TYPES:
        return value
    # An embedded tweet or a signed quotation block is a quote signed by its author, as on
    # a page
    text = html_fragment_to_text(signed_quotations(value))
    # WordPress ends each entry with "The post <title> appeared first on <site>.": only
    # there, as the entry's last paragraph, is that sentence a footer
    head, _, last = text.rpartition("\n\n")
    return head if head and FEED_FOOTER_RE.fullmatch(last.strip()) else text


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
