"""Named limits, thresholds, field names and file types for ingestion.

Kept apart from the parsing code so a tuning change never touches logic. The boilerplate
patterns live in :mod:`nlp.ingest.normalise` and the English function words in
:mod:`nlp.ingest.language`, next to the only code that reads them.
"""

from __future__ import annotations

DEFAULT_MAX_BYTES: int = 5 * 1024 * 1024
DEFAULT_TEXT_COLUMN: str = "text"

STDIN_PATH: str = "-"

# Format names used for dispatch and stored in ``Article.meta["format"]``.
FORMAT_TEXT = "text"
FORMAT_MARKDOWN = "markdown"
FORMAT_HTML = "html"
FORMAT_JSON = "json"
FORMAT_JSONL = "jsonl"
FORMAT_CSV = "csv"
FORMAT_FEED = "feed"  # RSS or Atom; the article records "rss" or "atom"
FEED_ENTRY_FORMATS = ("rss", "atom")  # the format a feed entry's article records
FORMAT_XML = "xml"  # ``.xml`` may or may not be a feed: sniffed before parsing

EXTENSION_FORMATS: dict[str, str] = {
    ".txt": FORMAT_TEXT,
    ".md": FORMAT_MARKDOWN,
    ".markdown": FORMAT_MARKDOWN,
    ".html": FORMAT_HTML,
    ".htm": FORMAT_HTML,
    ".xhtml": FORMAT_HTML,
    ".json": FORMAT_JSON,
    ".jsonl": FORMAT_JSONL,
    ".ndjson": FORMAT_JSONL,
    ".csv": FORMAT_CSV,
    ".rss": FORMAT_FEED,
    ".atom": FORMAT_FEED,
    ".xml": FORMAT_XML,
}
SUPPORTED_EXTENSIONS: tuple[str, ...] = tuple(sorted(EXTENSION_FORMATS))

# Binary sniffing: text never has NUL bytes (unless UTF-16/32: with a BOM, or UTF-16 told
# by where its NULs fall, below) and has very few C0 control characters besides
# tab/newline/carriage return/form feed.
BINARY_SNIFF_BYTES: int = 8192
BINARY_CONTROL_RATIO: float = 0.10
CONTROL_BYTES: bytes = bytes([*range(0x00, 0x09), 0x0B, *range(0x0E, 0x20), 0x7F])

# UTF-16 saved without a BOM (some Windows tools, Excel's "Unicode text"): Latin-script
# text puts a NUL in nearly every other byte, always at the same parity. At least this
# share of the bytes at one parity are NUL, and at most the second share at the other.
UTF16_MIN_NUL_SHARE: float = 0.3
UTF16_MIN_BYTES: int = 16  # fewer is no text to tell by (and no article either)
UTF16_MAX_OTHER_NUL_SHARE: float = 0.02
# ... and the text it decodes to is printable (binary 16-bit numbers decode to controls).
UTF16_MIN_PRINTABLE_SHARE: float = 0.95

# Encoding declarations are only looked for near the start, as browsers and XML do.
DECLARED_CHARSET_SNIFF_BYTES: int = 2048
# A UTF-8 file with stray bytes (a dash pasted from a Windows tool) is still UTF-8: with at
# most this many invalid sequences per well-formed multi-byte character (and never fewer
# than the floor), the strays are read as Windows-1252. Guessing one codec for the whole
# file instead turns every curly quote into mojibake.
UTF8_STRAY_BYTES_PER_CHAR: float = 1.0
UTF8_STRAY_BYTES_FLOOR: int = 2
# English text in a single-byte codec is mostly ASCII; with at most this share of bytes
# above 0x7F, Windows-1252 (which reads Latin-1 text the same) is tried before guessing.
# A guess from so few bytes picks codecs such as cp1250 that turn "è" into "č".
WESTERN_MAX_NON_ASCII: float = 0.1

# Content sniffing (stdin and unknown extensions) looks at the start of the text only.
SNIFF_CHARS: int = 4096

# Input record fields, in order of preference, shared by JSON, JSONL and CSV.
ID_FIELDS: tuple[str, ...] = ("id",)
# Besides the plain names, those of the dumps JSON_WRAPPER_KEYS serves: the Guardian's API
# ("webTitle", "bodyText", "webPublicationDate", "webUrl"), WordPress's REST API ("content",
# "date_gmt"), Ghost ("html", "plaintext", "published_at"), NewsAPI ("content",
# "publishedAt"), schema.org ("articleBody", "datePublished"), feeds converted to JSON
# ("pubDate", "link"); without them such a dump was skipped or undated.
TITLE_FIELDS: tuple[str, ...] = ("title", "headline", "webTitle")
TEXT_FIELDS: tuple[str, ...] = (
    "text", "body", "content", "bodyText", "articleBody", "html", "plaintext",
)  # fmt: skip
DATE_FIELDS: tuple[str, ...] = (
    "published", "date", "publishedAt", "datePublished", "pubDate", "date_gmt",
    "published_at", "webPublicationDate",
)  # fmt: skip
URL_FIELDS: tuple[str, ...] = ("url", "link", "webUrl")
SOURCE_FIELDS: tuple[str, ...] = ("source", "outlet")
# A JSON object without text that wraps the records under one of these keys (the Guardian:
# {"response": {"results": [...]}}; a Ghost export: {"db": [{"data": {"posts": [...]}}]}).
JSON_WRAPPER_KEYS: tuple[str, ...] = (
    "articles", "items", "records", "data", "entries", "results", "response", "posts", "db",
)  # fmt: skip
# Keys whose object holds more of a record's fields (the Guardian's "fields"), merged into
# the record without replacing what it has.
JSON_NESTED_FIELDS_KEYS: tuple[str, ...] = ("fields",)
# The key of a value object that holds the value as a string (WordPress: "title":
# {"rendered": "..."}).
JSON_RENDERED_KEY: str = "rendered"
# NewsAPI cuts "content" to about 200 characters and says how many more there were.
TRUNCATION_MARK_RE: str = r"\s*(?:…|\.\.\.)?\s*\[\+\d+ chars\]\s*$"
JSON_WRAPPER_DEPTH: int = 3  # {"data": {"results": {"articles": [...]}}} is as deep as dumps go

# Front-matter keys that map onto ``Article`` fields; other keys go into ``meta``.
FRONT_MATTER_FIELDS: dict[str, str] = {
    "id": "id",
    "title": "title",
    "headline": "title",
    "published": "published",
    "date": "published",
    "source": "source",
    "outlet": "source",
    "url": "url",
}

# Fewer words or letters than these, after normalisation, is no article: a stray "&lol9"
# left of a feed's entity bomb, a 4-character test file. A headline and one sentence pass.
MIN_ARTICLE_WORDS: int = 5
MIN_ARTICLE_LETTERS: int = 20
# ... except a record of a JSON, JSON Lines or CSV dump: it is an entry somebody exported
# on purpose, under its own id, and is kept whatever its length.
MIN_LENGTH_EXEMPT_FORMATS: tuple[str, ...] = (FORMAT_JSON, FORMAT_JSONL, FORMAT_CSV)

# Trafilatura falls back to whole-page text when it finds no article; a handful of words
# (usually a menu) is not a main text.
MIN_HTML_MAIN_TEXT_WORDS: int = 8

# A JSONL file that is really something else would otherwise print a line per line.
MAX_REPORTED_BAD_LINES: int = 20

ID_PREFIX: str = "sha-"
ID_HEX_CHARS: int = 16
