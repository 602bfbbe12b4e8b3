"""HTML pages (via trafilatura) and HTML fragments (feed content) to paragraph text."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from html import escape, unescape
from html.parser import HTMLParser
from typing import Any

from nlp.ingest.article import build_article, word_count
from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import FORMAT_HTML, MIN_HTML_MAIN_TEXT_WORDS, SNIFF_CHARS
from nlp.ingest.dates import parse_published
from nlp.ingest.normalise import normalise_inline

# trafilatura settings: precision over recall, no comments, no tables (score grids and
# league tables hold no quotes and come out as noise).
TRAFILATURA_OPTIONS: dict[str, Any] = {
    "include_comments": False,
    "favor_precision": True,
    "include_tables": False,
    "include_images": False,
    "include_links": False,
    "with_metadata": True,
}
# htmldate's extensive search reads dates out of the running text (a match date, a
# contract end); without it only markup, metadata and the URL are used.
DATE_EXTENSIVE_SEARCH = False


def meta_value_res(
    names: str, keys: str = "name|property", values: str = "content", tags: str = "meta"
) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Return the patterns of a tag (``tags``) whose ``keys`` attribute is one of ``names``
    and whose ``values`` attribute is captured, in either attribute order."""
    key = rf"""\b(?:{keys})\s*=\s*["']{names}["']"""
    value = rf"""\b(?:{values})\s*=\s*["']([^"']+)["']"""
    opening = rf"<(?:{tags})\s[^>]*?"
    return (
        re.compile(rf"{opening}{key}[^>]*?{value}", re.IGNORECASE),
        re.compile(rf"{opening}{value}[^>]*?{key}", re.IGNORECASE),
    )


# HTML has no id field; a page may carry its own in a meta tag.
ARTICLE_ID_META_NAMES = r"(?:[\w-]+:)?(?:article[:_-]?id|id|guid)"
ARTICLE_ID_META_RES = meta_value_res(ARTICLE_ID_META_NAMES)

ID_META_SNIFF_CHARS = 65536

# The publication time a page declares (trafilatura's date keeps only the day): Open Graph's
# article:published_time, schema.org's datePublished (a meta or time element, or JSON-LD).
# Only a value with a time is used, and only when it agrees with the extractor's day.
PUBLISHED_TIME_NAMES = r"(?:article:published_time|og:published_time|datePublished|pubdate)"
PUBLISHED_TIME_RES: tuple[re.Pattern[str], ...] = (
    *meta_value_res(
        PUBLISHED_TIME_NAMES, "name|property|itemprop", "content|datetime", "meta|time"
    ),
    re.compile(r'"datePublished"\s*:\s*"([^"]+)"'),
)
DATE_WITH_TIME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")

HTML_SNIFF_RE = re.compile(
    r"<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<article[\s>]|<p[\s>]|<div[\s>]",
    re.IGNORECASE,
)

# Elements of trafilatura's output tree. Blocks become paragraphs; containers hold blocks.
TEXT_BLOCK_TAGS = frozenset({"p", "head", "item", "code", "cell"})
CONTAINER_TAGS = frozenset({"list", "quote", "div", "row", "table"})
INLINE_QUOTE_TAG = "quote"
LINE_BREAK_TAG = "lb"
# ``<q>`` and trafilatura's inline ``<quote>`` have no marks in the text; the quote
# extractor needs them, so they get typographic ones unless a mark is already there.
INLINE_QUOTE_OPEN = "\u201c"
INLINE_QUOTE_CLOSE = "\u201d"
QUOTE_MARKS = "\"'\u2018\u2019\u201c\u201d\u201e\u00ab\u00bb"

# An embedded tweet: its post in the first <p>, then "— Name (@handle) date".
TWEET_RE = re.compile(
    r"<blockquote\b[^>]*class=[\"'][^\"']*\btwitter-tweet\b[^>]*>(?P<body>.*?)</blockquote>",
    re.I | re.S,
)
TWEET_TEXT_RE = re.compile(r"<p\b[^>]*>(?P<text>.*?)</p>", re.I | re.S)
TWEET_AUTHOR_RE = re.compile(r"\s*[—–-]+\s*(?P<name>[^()@\n]{2,60}?)\s*\(@\w+\)")

# A quotation block signed in its own markup: "<blockquote><p>"...".</p><footer>— Name</footer>"
# or "..."<cite>Name</cite></blockquote>". The extractor drops a <footer> as page furniture
# and runs a <cite> into the words before it, so the signer was lost.
BLOCKQUOTE_RE = re.compile(
    r"<blockquote\b(?P<attrs>(?:[^>\"']|\"[^\"]*\"|'[^']*')*)>(?P<body>.*?)</blockquote>",
    re.I | re.S,
)
BLOCKQUOTE_FOOTER_RE = re.compile(r"<footer\b[^>]*>(?P<name>.*?)</footer>", re.I | re.S)
# A <cite> signs the block only at its end, after the words' last mark or full stop: inside
# them it names a work ("as first reported by <cite>The Athletic</cite>").
BLOCKQUOTE_CITE_RE = re.compile(
    r"(?<=[.!?\"'\u2019\u201d])\s*(?:</p>\s*)?<cite\b[^>]*>(?P<name>.*?)</cite>"
    r"(?P<rest>(?:\s|</?(?:p|div|span)\b[^>]*>)*)$",
    re.I | re.S,
)
SIGNATURE_MAX_CHARS = 80
# Marks that open or close speech; not an apostrophe ("the referee's decision"), which
# counts only where it opens a paragraph ("'We were poor.'").
SPEECH_MARKS = '"\u201c\u201d\u00ab\u00bb\u201e\u2018'
SIGNATURE_DASHES = "—–-‒―"

# HTML fragments (feed entries): tags that end a paragraph, and tags whose content is
# never text.
FRAGMENT_BLOCK_TAGS = frozenset(
    {
        "address", "article", "aside", "blockquote", "dd", "div", "dl", "dt",
        "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6",
        "header", "hr", "li", "main", "ol", "p", "pre", "section", "table", "tr", "ul",
    }
)  # fmt: skip
FRAGMENT_SKIP_TAGS = frozenset(
    {"script", "style", "noscript", "template", "iframe", "svg", "head", "title"}
)
# A photo's caption (a <figcaption> in a <figure> with an <img>) is not the article's text, as
# the page extractor also judges; a pull quote's caption names its speaker and stays.
PHOTO_CAPTION_TAG = "figcaption"
PHOTO_TAGS = frozenset({"img", "picture"})


# A page that renders its article with script (an empty ``<div id="app">``) still carries
# the text in its schema.org metadata: ``articleBody`` of a JSON-LD NewsArticle (or
# Article, LiveBlogPosting, ...). It is read when the page itself gives no main text.
JSON_LD_RE = re.compile(
    r"""<script[^>]*\btype\s*=\s*["']application/ld\+json["'][^>]*>(.*?)</script>""",
    re.IGNORECASE | re.DOTALL,
)
JSON_LD_BODY_KEY = "articleBody"
HTML_TAG_RE = re.compile(r"<[a-zA-Z][^>]*>")
# Any tag, opening or closing, to blank out of a text.
ANY_TAG_RE = re.compile(r"<[^>]+>")


def looks_like_html(content: str) -> bool:
    """Return True when the start of ``content`` has an HTML doctype or HTML tags."""
    return HTML_SNIFF_RE.search(content[:SNIFF_CHARS]) is not None


@contextmanager
def _quiet_logger(name: str) -> Iterator[None]:
    """Silence logger ``name`` for the block, then restore its level.

    trafilatura's own "discarding data" lines would break the one-line-per-skipped-input
    promise (the reason a page is skipped is reported by the caller); a program that imports
    varometer keeps its own trafilatura logging outside the call.
    """
    logger = logging.getLogger(name)
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


def parse_html(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield the one Article of an HTML page, or a Skipped when it has no main text."""
    # Imported here: trafilatura is slow to import and only HTML needs it.
    import trafilatura

    content = signed_quotations(content)
    with _quiet_logger("trafilatura"):
        document = trafilatura.bare_extraction(
            content, date_extraction_params=_date_params(), **TRAFILATURA_OPTIONS
        )
        if document is None:
            # No text at all; the metadata still serves a body found in the JSON-LD.
            document = trafilatura.extract_metadata(
                content, date_config=_date_params(), extensive=DATE_EXTENSIVE_SEARCH
            )
    if document is None:
        yield Skipped(path, "no main text found in HTML")
        return
    title = normalise_inline(document.title or "")
    paragraphs = _body_paragraphs(document.body, title) if document.body is not None else []
    if not paragraphs and document.text:
        paragraphs = document.text.split("\n")
    text = "\n\n".join(paragraphs)
    if word_count(text) < MIN_HTML_MAIN_TEXT_WORDS:
        text = _json_ld_body(content)
    if word_count(text) < MIN_HTML_MAIN_TEXT_WORDS:
        yield Skipped(path, "no main text found in HTML")
        return
    meta = {"author": document.author} if document.author else {}
    if document.sitename:
        meta["sitename"] = document.sitename
    yield build_article(
        text=text,
        path=path,
        fmt=FORMAT_HTML,
        options=options,
        record_id=page_id(content),
        title=title,
        source=document.sitename or document.hostname or "",
        url=document.url or "",
        published=published_time(content, document.date) or document.date,
        meta=meta,
    )


def signed_quotations(content: str) -> str:
    """Return ``content`` with its embedded tweets and signed quotation blocks written as
    quotes their signers sign (:func:`tweets_as_quotes`, :func:`signed_blockquotes`)."""
    return signed_blockquotes(tweets_as_quotes(content))


def tweets_as_quotes(content: str) -> str:
    """Return ``content`` with each embedded tweet (``<blockquote class="twitter-tweet">``)
    written as a paragraph quoting its text and signed by its author: '"Proud of the boys'
    fight today." - Virgil van Dijk'. The embed puts no quote marks round the post, so the
    page's text kept a player's words as prose nobody said."""

    def rewrite(match: re.Match[str]) -> str:
        if "<blockquote" in match.group("body").lower():
            return match.group(0)  # a quote-tweet: the pattern stopped at the inner embed's end
        post = TWEET_TEXT_RE.search(match.group("body"))
        if post is None:
            return match.group(0)
        after = unescape(ANY_TAG_RE.sub(" ", match.group("body")[post.end() :]))
        author = TWEET_AUTHOR_RE.match(after)
        if author is None:
            return match.group(0)
        name = escape(" ".join(author.group("name").split()))
        # The post's words only: its links (a photo's "pic.twitter.com/..." above all) made
        # the extractor take the paragraph for link boilerplate and drop it.
        words = re.sub(
            r"<a\b[^>]*>\s*(?:pic\.twitter\.com/|https?://t\.co/)\S*?\s*</a>",
            " ",
            post.group("text"),
        )
        words = " ".join(unescape(ANY_TAG_RE.sub(" ", words)).split())
        return (
            f"<p>{INLINE_QUOTE_OPEN}{escape(words, quote=False)}{INLINE_QUOTE_CLOSE} - {name}</p>"
        )

    return TWEET_RE.sub(rewrite, content)


def signed_blockquotes(content: str) -> str:
    """Return ``content`` with the signer of each quotation block in quote marks that a
    ``<footer>`` or a closing ``<cite>`` names written as a paragraph "— Name" under it, the
    dash signature the speaker rules read; the block keeps its words. A block with no quote
    mark (an excerpt, a law, a pull quote), an embedded tweet (:func:`tweets_as_quotes`), a
    nested block and a signature longer than a name and a description are left as they
    are."""

    def rewrite(match: re.Match[str]) -> str:
        body = match.group("body")
        if "twitter-tweet" in match.group("attrs") or "<blockquote" in body.lower():
            return match.group(0)
        signed = BLOCKQUOTE_FOOTER_RE.search(body) or BLOCKQUOTE_CITE_RE.search(body)
        if signed is None:
            return match.group(0)
        name = " ".join(unescape(ANY_TAG_RE.sub(" ", signed.group("name"))).split())
        # "<cite>Eddie Howe</cite>, Newcastle head coach": no space the tags left before a comma
        name = re.sub(r"\s+([,.)])", r"\1", name).lstrip(SIGNATURE_DASHES + " ")
        if not name or len(name) > SIGNATURE_MAX_CHARS:
            return match.group(0)
        words = body[: signed.start()] + body[signed.end() :]
        if signed.re is BLOCKQUOTE_CITE_RE:
            words = body[: signed.start()] + signed.group("rest")
        plain = unescape(ANY_TAG_RE.sub("\n", words))
        opened = (line.strip()[:1] in ("'", "\u2019") for line in plain.splitlines())
        if not any(mark in plain for mark in SPEECH_MARKS) and not any(opened):
            return match.group(0)
        return (
            f"<blockquote{match.group('attrs')}>{words}</blockquote>"
            f"<p>\u2014 {escape(name, quote=False)}</p>"
        )

    return BLOCKQUOTE_RE.sub(rewrite, content)


def _json_ld_body(content: str) -> str:
    """Return the longest ``articleBody`` in the page's JSON-LD (paragraphs separated by
    blank lines), or "" when there is none."""
    bodies: list[str] = []
    for match in JSON_LD_RE.finditer(content):
        try:
            data = json.loads(match.group(1))
        except ValueError:
            continue  # a broken block says nothing about the others
        _collect_bodies(data, bodies)
    if not bodies:
        return ""
    body = max(bodies, key=len)
    if HTML_TAG_RE.search(body):
        return html_fragment_to_text(body)
    return "\n\n".join(line.strip() for line in body.splitlines() if line.strip())


def _collect_bodies(data: Any, out: list[str]) -> None:
    """Append every string ``articleBody`` in ``data`` (objects, lists, ``@graph``) to
    ``out``."""
    if isinstance(data, list):
        for item in data:
            _collect_bodies(item, out)
    elif isinstance(data, dict):
        body = data.get(JSON_LD_BODY_KEY)
        if isinstance(body, str) and body.strip():
            out.append(body)
        for value in data.values():
            if isinstance(value, list | dict):
                _collect_bodies(value, out)


def published_time(content: str, day: str | None) -> str | None:
    """Return the page's declared publication time ("2026-02-08T19:00:00Z") when it has a
    time and falls on ``day`` (the extractor's date; any day when None), else None."""
    head = content[:ID_META_SNIFF_CHARS]
    # The page's own meta and time tags first, then JSON-LD (which may describe related
    # stories too); times that disagree give the day alone rather than a guess.
    for patterns in (PUBLISHED_TIME_RES[:2], PUBLISHED_TIME_RES[2:]):
        found = [
            value
            for pattern in patterns
            for match in pattern.finditer(head)
            if DATE_WITH_TIME_RE.match(value := unescape(match.group(1)).strip())
            and (day is None or value[:10] == day[:10])
        ]
        # one instant written two ways ("19:00:00+00:00", "19:00Z") is one time; the first
        # pattern's (the meta tag's) spelling is kept
        instants = {parse_published(v) or v for v in found}
        if found:
            return found[0] if len(instants) == 1 else None
    return None


def page_id(content: str) -> str | None:
    """Return the id a page declares in ``<meta name="article:id" content=...>``, or None."""
    start = content[:ID_META_SNIFF_CHARS]
    end = start.lower().find("</head>")
    head = start if end < 0 else start[:end]
    for pattern in ARTICLE_ID_META_RES:
        match = pattern.search(head)
        if match:
            return unescape(match.group(1)).strip()
    return None


def _date_params() -> dict[str, Any]:
    """Return htmldate settings (today's date bounds what a page may claim)."""
    return {
        "original_date": True,
        "extensive_search": DATE_EXTENSIVE_SEARCH,
        "max_date": datetime.now().astimezone().strftime("%Y-%m-%d"),
    }


def _body_paragraphs(body: Any, title: str) -> list[str]:
    """Return the paragraphs of trafilatura's body tree, without a repeated headline.

    trafilatura's own text output separates paragraphs with a single newline, which
    cannot be told apart from a ``<br>``; walking the tree keeps the difference.
    """
    paragraphs: list[str] = []
    _collect_blocks(body, paragraphs)
    if paragraphs and title and normalise_inline(paragraphs[0]) == title:
        paragraphs = paragraphs[1:]
    return paragraphs


def _collect_blocks(element: Any, out: list[str]) -> None:
    """Append the text of each block under ``element`` to ``out``."""
    for child in element:
        if not isinstance(child.tag, str):
            continue
        has_blocks = any(
            isinstance(c.tag, str) and c.tag in TEXT_BLOCK_TAGS | CONTAINER_TAGS for c in child
        )
        if child.tag in CONTAINER_TAGS and has_blocks:
            if (child.text or "").strip():
                out.append(child.text.strip())
            _collect_blocks(child, out)
        else:
            text = _inline_text(child).strip()
            if text:
                out.append(text)
        if (child.tail or "").strip():
            out.append(child.tail.strip())


def _inline_text(element: Any) -> str:
    """Return the text inside a block, line breaks as newlines, inline quotes marked."""
    parts = [element.text or ""]
    for child in element:
        if isinstance(child.tag, str):
            if child.tag == LINE_BREAK_TAG:
                parts.append("\n")
            elif child.tag == INLINE_QUOTE_TAG:
                parts.append(_with_quote_marks(_inline_text(child)))
            else:
                parts.append(_inline_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _with_quote_marks(text: str) -> str:
    """Return ``text`` wrapped in quote marks unless it already starts or ends with one."""
    stripped = text.strip()
    if not stripped or stripped[0] in QUOTE_MARKS or stripped[-1] in QUOTE_MARKS:
        return text
    return f"{INLINE_QUOTE_OPEN}{stripped}{INLINE_QUOTE_CLOSE}"


class _FragmentParser(HTMLParser):
    """Collects the text of an HTML fragment as paragraphs."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.paragraphs: list[str] = []
        self._current: list[str] = []
        self._skip_depth = 0
        self._photo = False  # inside a <figure> that holds a photo

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "figure":
            self._photo = False
        elif tag in PHOTO_TAGS:
            self._photo = True
        if tag in FRAGMENT_SKIP_TAGS or (tag == PHOTO_CAPTION_TAG and self._photo):
            self._skip_depth += 1
        elif tag == "br":
            self._current.append("\n")
        elif tag == "q":
            self._current.append(INLINE_QUOTE_OPEN)
        elif tag in FRAGMENT_BLOCK_TAGS:
            self._end_paragraph()

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in PHOTO_TAGS:
            self._photo = True
        if tag == "br":
            self._current.append("\n")
        elif tag in FRAGMENT_BLOCK_TAGS:
            self._end_paragraph()

    def handle_endtag(self, tag: str) -> None:
        if tag == "figure":
            self._photo = False
        if tag in FRAGMENT_SKIP_TAGS or (tag == PHOTO_CAPTION_TAG and self._photo):
            self._skip_depth = max(0, self._skip_depth - 1)
        elif tag == "q":
            self._current.append(INLINE_QUOTE_CLOSE)
        elif tag in FRAGMENT_BLOCK_TAGS:
            self._end_paragraph()

    def handle_data(self, data: str) -> None:
        if not self._skip_depth:
            # Source newlines inside a paragraph are layout, not breaks.
            self._current.append(" ".join(data.split("\n")))

    def close(self) -> None:
        super().close()
        self._end_paragraph()

    def _end_paragraph(self) -> None:
        text = "".join(self._current).strip()
        if text:
            self.paragraphs.append(text)
        self._current = []


# Markup that makes a record's text field HTML (a CMS export's body, "<p>...</p>", a link on a
# name, "<em>"): a closing tag of a common element, or a line break. An opening tag alone
# ("use the <p> tag") is prose about HTML.
FRAGMENT_MARKUP_RE = re.compile(
    r"</(?:p|div|blockquote|h[1-6]|li|a|em|strong|b|i|span|q)\s*>|<br\s*/?>", re.IGNORECASE
)
# Markup that lays out paragraphs, as against inline tags ("<em>", "<a>").
BLOCK_MARKUP_RE = re.compile(r"</?(?:p|div|blockquote|h[1-6]|li|ul|ol|br|figure|section)\b", re.I)
# A character reference ("&#8220;", "&amp;"): a body escaped once too often, whose quote marks
# were never seen as marks.
CHAR_REF_RE = re.compile(r"&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+\d*);")


def is_html_fragment(text: str) -> bool:
    """Return True when ``text`` carries markup (see FRAGMENT_MARKUP_RE)."""
    return FRAGMENT_MARKUP_RE.search(text) is not None


def record_text_from_html(text: str) -> str:
    """Return a record's text field with its markup read: paragraphs from block tags and
    blank lines alike, tags dropped, character references resolved; text with neither markup
    nor references comes back as it is."""
    if not is_html_fragment(text):
        if not CHAR_REF_RE.search(text):
            return text
        text = unescape(text)  # "&lt;p&gt;" escaped once too often is markup again
        if not is_html_fragment(text):
            return text
    if BLOCK_MARKUP_RE.search(text) is None:
        # Inline tags only ("<em>not</em>"): the text's own line breaks are its paragraphs
        # (HTML would run single newlines together).
        return "\n".join(html_fragment_to_text(line) for line in text.split("\n"))
    text = signed_quotations(text)
    # Blank lines are paragraph breaks too where the body mixes them with tags.
    chunks = (html_fragment_to_text(chunk) for chunk in re.split(r"\n\s*\n", text))
    return "\n\n".join(chunk for chunk in chunks if chunk)


def html_fragment_to_text(fragment: str) -> str:
    """Return the text of an HTML fragment, paragraphs separated by blank lines."""
    parser = _FragmentParser()
    parser.feed(fragment)
    parser.close()
    return "\n\n".join(parser.paragraphs)
