"""Plain text and Markdown files, with optional YAML front matter."""

from __future__ import annotations

import functools
import html
import logging
import re
from collections.abc import Iterator
from typing import Any, NamedTuple

from nlp.ingest.article import BYLINE_RE, MAX_BYLINE_CHARS, build_article
from nlp.ingest.base import IngestOptions, IngestResult
from nlp.ingest.constants import FORMAT_MARKDOWN, FORMAT_TEXT, FRONT_MATTER_FIELDS
from nlp.ingest.dates import DAY_MONTH_YEAR_RE, MONTH_DAY_YEAR_RE, parse_published
from nlp.ingest.normalise import LINE_BREAK_RE

log = logging.getLogger("varometer")
# HTML character references in a plain-text file. Two or more: a lone "&amp;" in a sentence
# about AT&amp;T is not worth rewriting the text for.
ENTITY_RE = re.compile(r"&(?:[a-zA-Z]{2,8}|#\d{2,5}|#x[0-9a-fA-F]{2,4});")
MIN_ENTITIES = 2

# A front-matter block opens the file with "---" and closes with "---" (or "...").
FRONT_MATTER_RE = re.compile(
    r"\A---[ \t]*\n(?P<yaml>(?:.*?\n)?)(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL
)
# One unindented "key: value" line: what is still read of a block that is not valid YAML
# ("title: Halloran: VAR is a disgrace" is invalid only because of the second colon).
SIMPLE_FIELD_RE = re.compile(r"(?P<key>[A-Za-z_][\w-]*):[ \t]+(?P<value>\S.*?)[ \t]*")
# "# Headline" as the first line of a Markdown file is its title when none is given.
MARKDOWN_TITLE_RE = re.compile(r"\A\s*#[ \t]+(?P<title>[^\n]+?)[ \t#]*(?:\n|\Z)")
# Markdown's links put their addresses in the prose: "[Antonio Conte](https://...) was
# furious" hides the name from the entity model. Inline links and reference links keep their
# words (which may wrap onto a second line, never across a blank one); images ("![Conte on
# the touchline](...)") and reference definitions ("[1]: https://...") are not prose and go.
# An editor's "[sic]" or "[he]" is no link, and a line such as "[Update, 17:40]: Arteta
# said ..." is no definition: a definition's target is a web address, a path or an anchor.
_LINK_WORDS = r"(?:[^\]\n]|\n(?![ \t]*\n))*"
_LINK_TARGET = r"\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'))?\)"
MARKDOWN_IMAGE_RE = re.compile(rf"!\[{_LINK_WORDS}\]{_LINK_TARGET}")
MARKDOWN_LINK_RE = re.compile(rf"\[(?P<words>{_LINK_WORDS})\](?:{_LINK_TARGET}|\[[^\]\n]*\])")
MARKDOWN_LINK_DEFINITION_RE = re.compile(
    r"^[ ]{0,3}\[[^\]\n]+\]:[ \t]*<?(?:https?://|www\.|mailto:|/|#)[^\s>]*>?"
    r"(?:[ \t]+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*(?:\n|\Z)",
    re.MULTILINE,
)


# A plain-text file without front matter often opens with its headline on a line of its own:
# a first paragraph of one line, HEADLINE_WORDS words, with no full stop at its end, no
# address in it, followed by at least HEADLINE_MIN_PARAGRAPHS_AFTER paragraphs.
HEADLINE_WORDS = (3, 14)
HEADLINE_MIN_PARAGRAPHS_AFTER = 2
HEADLINE_BODY_RATIO = 2  # one of the next paragraphs has at least twice its words
# What a headline line never has: an ending full stop or other closing punctuation, a quote
# (a lead quoting someone keeps its quote in the text), an address, a byline, a photo
# credit, a clock time (a live blog's entry).
NOT_A_HEADLINE_RE = re.compile(
    r"[.,:;!?…”’\"']\s*$|[“”\"«»]|@|https?://|www\.|^By\s|^(?:Photograph|Photo|Image)\b"
    r"|\b\d{1,2}[:.]\d{2}\b"
)
# ... and a date in a short paragraph near the top ("Tottenham 1-1 Manchester United, 19
# October 2022", "By Sam Reed, 19 October 2022") is its date when none is given; a longer
# paragraph's date is something it reports ("In May 2019 the league ...").
DATELINE_PARAGRAPHS = 3
DATELINE_MAX_WORDS = 16
NOT_A_DATELINE_RE = re.compile(
    r"[.!?…]\s*$|[“”\"«»]|\b(?:born|next|updated|kick-?off|venue|remembering|anniversary)\b",
    re.IGNORECASE,
)
# Between a headline and its body a plain text may set a dateline, a byline and the match
# ("Newcastle United 2-2 Liverpool, 22 November 2025", "By Sam Reed"): short lines that are
# no sentence and carry a date, a "By" or a score line / "Home v Away". The headline stands
# over the body below them, so they are passed over when it is measured (HEADLINE_BODY_RATIO),
# and a byline among them names the author as a first-paragraph byline does.
HEADER_LINE_RE = re.compile(r"^By\s+[A-Z]|\b\d{1,2}\s*[-–]\s*\d{1,2}\b|\s(?:v|vs\.?)\s")


class FrontMatter(NamedTuple):
    """A file split into its front-matter fields and the text after them."""

    fields: dict[str, Any]
    body: str
    problem: str | None = None  # why the block was only partly read (one line), or None


def split_front_matter(content: str) -> FrontMatter:
    """Return the front-matter fields and the rest of the text; no fields without a block.

    A block that is not a YAML mapping (a rule-boxed scoreline in a wire story) is part of
    the text, so ``body`` is then all of ``content``. A block that is not valid YAML gives
    its simple ``key: value`` lines and a ``problem``; with none, it too is text.
    """
    text = content.replace("\r\n", "\n").lstrip("\ufeff")
    match = FRONT_MATTER_RE.match(text)
    if match is None:
        return FrontMatter({}, content)
    # Imported here: only files with front matter need the YAML parser.
    import yaml

    try:
        data = _load_yaml(match["yaml"])
    except yaml.YAMLError as exc:
        fields, lines = _simple_fields(match["yaml"])
        if not fields:
            return FrontMatter({}, content)
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "syntax error"
        return FrontMatter(
            fields,
            text[match.end() :],
            f"invalid YAML front matter{where} ({problem}); kept the text and "
            f"{len(fields)} of {lines} line(s) read as plain key: value",
        )
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return FrontMatter({}, content)
    return FrontMatter(data, text[match.end() :])


YAML_TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"


@functools.cache
def _yaml_loader() -> type:
    """Return the safe YAML loader, with impossible dates kept as the text written.

    YAML reads any ``2025-02-30`` as a timestamp and raises ValueError (not a YAMLError)
    when it is no real day, which would cost the whole file over a typo in one field. Kept
    as text, a ``published`` typo leaves the article undated with ``published_raw``.
    """
    import yaml

    # libyaml's loader when the wheel has it: the pure-Python one dominates run time.
    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    def timestamp(loader: Any, node: Any) -> Any:
        try:
            return yaml.constructor.SafeConstructor.construct_yaml_timestamp(loader, node)
        except ValueError:
            return loader.construct_scalar(node)

    loader = type("FrontMatterLoader", (base,), {})
    loader.add_constructor(YAML_TIMESTAMP_TAG, timestamp)
    return loader


def _load_yaml(source: str) -> Any:
    """Return the YAML value of ``source``; raises yaml.YAMLError when it is not YAML."""
    import yaml

    return yaml.load(source, Loader=_yaml_loader())  # noqa: S506 - a safe loader


def _simple_fields(block: str) -> tuple[dict[str, Any], int]:
    """Return the block's simple ``key: value`` lines as fields, and its non-blank lines.

    A line that is valid YAML on its own keeps its YAML value (a date stays a date); one
    that is not is split on its first colon and the value kept as written.
    """
    import yaml

    fields: dict[str, Any] = {}
    lines = [line for line in block.split("\n") if line.strip()]
    for line in lines:
        match = SIMPLE_FIELD_RE.fullmatch(line)
        if match is None or match["key"] in fields:
            continue
        try:
            parsed = _load_yaml(line)
        except yaml.YAMLError:
            parsed = None
        # YAML reads some keys as other types ("yes" is True), so the key as written wins.
        one_value = isinstance(parsed, dict) and len(parsed) == 1
        fields[match["key"]] = next(iter(parsed.values())) if one_value else match["value"]
    return fields, len(lines)


def strip_markdown_links(text: str) -> str:
    """Return Markdown ``text`` with each link replaced by its words and images and link
    reference definitions removed; other markup (emphasis, headings) is kept."""
    if "](" not in text and "][" not in text and "]:" not in text:
        return text
    text = MARKDOWN_IMAGE_RE.sub("", text)
    text = MARKDOWN_LINK_DEFINITION_RE.sub("", text)
    return MARKDOWN_LINK_RE.sub(lambda m: m["words"], text)


def _paragraphs(body: str) -> list[str]:
    """Return the text's paragraphs, parted by blank lines (a hard-wrapped text's lines are
    not paragraphs). Any line break counts, so a file saved with old Mac line ends (CR only)
    keeps its headline and dateline."""
    body = LINE_BREAK_RE.sub("\n", body.strip())
    return [p for p in re.split(r"\n[ \t]*\n", body) if p.strip()]


def headline_line(body: str) -> str | None:
    """Return the headline a plain text opens with on a line of its own (see
    HEADLINE_WORDS), else None."""
    paragraphs = _paragraphs(body)
    if len(paragraphs) < 1 + HEADLINE_MIN_PARAGRAPHS_AFTER:
        return None
    first = paragraphs[0].strip()
    words = first.split()
    rest = paragraphs[1:]
    lines = _header_count(rest)
    # A dateline and a byline under the headline are no body to measure it against; with
    # nothing but them below it, the count falls back to all that follows.
    body_paragraphs = rest[lines:] or rest
    after = [len(p.split()) for p in body_paragraphs[:HEADLINE_MIN_PARAGRAPHS_AFTER]]
    if (
        "\n" in first
        or not HEADLINE_WORDS[0] <= len(words) <= HEADLINE_WORDS[1]
        or NOT_A_HEADLINE_RE.search(first)
        or first.isupper()
        or not any(ch.isalpha() for ch in first)
        # a headline stands over a longer paragraph; a one-line lead over more of the same
        or max(after) < HEADLINE_BODY_RATIO * len(words)
    ):
        return None
    return first


def _dateline_like(chunk: str) -> bool:
    """True when a paragraph is short and no sentence: what a dateline or byline may be."""
    return (
        "\n" not in chunk.strip()
        and len(chunk.split()) <= DATELINE_MAX_WORDS
        and not NOT_A_DATELINE_RE.search(chunk)
    )


def _header_count(paragraphs: list[str]) -> int:
    """Return how many of ``paragraphs`` (those after a headline) are header lines, a
    dateline, byline or match line (HEADER_LINE_RE), at most DATELINE_PARAGRAPHS - 1."""
    count = 0
    for chunk in paragraphs[: DATELINE_PARAGRAPHS - 1]:
        if not _dateline_like(chunk) or not (HEADER_LINE_RE.search(chunk) or line_date(chunk)):
            break
        count += 1
    return count


def header_lines(body: str) -> list[str]:
    """Return the dateline, byline and match lines under a plain text's first paragraph
    ("Newcastle United 2-2 Liverpool, 22 November 2025", "By Sam Reed"), in order; [] when
    the second paragraph is no such line."""
    paragraphs = _paragraphs(body)[1:]
    return [p.strip() for p in paragraphs[: _header_count(paragraphs)]]


def header_byline(body: str) -> str | None:
    """Return the author a byline among the first paragraphs names ("By Sam Reed" under a
    headline and a dateline), else None. The first paragraph is build_article's to read."""
    for chunk in header_lines(body):
        if len(chunk) > MAX_BYLINE_CHARS:
            continue
        match = BYLINE_RE.fullmatch(chunk)
        if match:
            return match["name"]
    return None


def dateline_date(body: str) -> str | None:
    """Return the ISO date of a dateline near the top of a plain text: a short paragraph
    that is no sentence and carries a date ("Tottenham Hotspur 1-1 Manchester United, 19
    October 2022", "By Sam Reed, October 19, 2022"), else None. Not a headline's date (a
    preview's fixture, an anniversary), a sentence's ("has never forgotten 26 May 1989."), a
    quote's, or a line that says what the date is not the publication's (Born, Next,
    Updated)."""
    for chunk in _paragraphs(body)[:DATELINE_PARAGRAPHS]:
        found = line_date(chunk)
        if found is not None:
            return found
    return None


def line_date(chunk: str) -> str | None:
    """Return the ISO date a dateline-like line carries (DATELINE_MAX_WORDS words or fewer,
    no sentence, no quote, no Born/Next/Updated), else None: "Newcastle United 2-2
    Liverpool, 22 November 2025" gives "2025-11-22"."""
    if len(chunk.split()) > DATELINE_MAX_WORDS or NOT_A_DATELINE_RE.search(chunk):
        return None
    for pattern in (DAY_MONTH_YEAR_RE, MONTH_DAY_YEAR_RE):
        for match in pattern.finditer(chunk):
            found = parse_published(match[0])
            if found is not None:
                return found
    return None


def parse_text(
    content: str, path: str, options: IngestOptions, *, markdown: bool = False
) -> Iterator[IngestResult]:
    """Yield the one Article of a text or Markdown file (or a Skipped for it).

    Front matter that cannot be read in full costs one warning line, never the text.
    """
    front, body, problem = split_front_matter(content)
    if problem is not None:
        log.warning("%s: %s", path, problem)
    fields: dict[str, Any] = {}
    meta: dict[str, Any] = {}
    for key, value in front.items():
        name = FRONT_MATTER_FIELDS.get(str(key).lower())
        if name is not None and name not in fields:
            fields[name] = value
        else:
            meta[str(key)] = value
    if len(ENTITY_RE.findall(body)) >= MIN_ENTITIES:
        # Text copied out of a web page's source keeps its entities (&ldquo;, &#8217;);
        # left in, they hide every quote mark from the quote finder.
        body = ENTITY_RE.sub(lambda m: html.unescape(m[0]), body)  # "&times=2" in a URL stays
    if markdown and not fields.get("title"):
        heading = MARKDOWN_TITLE_RE.match(body)
        if heading:
            fields["title"] = strip_markdown_links(heading["title"])
            body = body[heading.end() :]
    # The id of a file without one is its text's hash as earlier versions read it, before the
    # links below came out: re-reading an unchanged file after an upgrade then finds the
    # article it stored, rather than adding it again.
    id_text = body
    if markdown:
        body = strip_markdown_links(body)
    elif not fields.get("title"):
        # The headline stays in the text as well: "Frank hails Spurs character" may be the
        # only place that names the "he" of the quotes below it.
        fields["title"] = headline_line(body) or ""
    if not fields.get("published"):
        found = dateline_date(body)
        if found is not None:
            fields["published"] = found
            meta["published_from"] = "text"
    if not meta.get("author"):
        author = header_byline(body)
        if author is not None:
            meta["author"] = author
    yield build_article(
        text=body,
        path=path,
        fmt=FORMAT_MARKDOWN if markdown else FORMAT_TEXT,
        options=options,
        record_id=fields.get("id"),
        id_text=id_text,
        title=fields.get("title", ""),
        source=fields.get("source", ""),
        url=fields.get("url", ""),
        published=fields.get("published"),
        meta=meta,
    )
