"""Plain text and Markdown files, with optional YAML front matter."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from nlp.ingest.article import build_article
from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import FORMAT_MARKDOWN, FORMAT_TEXT, FRONT_MATTER_FIELDS

# A front-matter block opens the file with "---" and closes with "---" (or "...").
FRONT_MATTER_RE = re.compile(
    r"\A---[ \t]*\n(?P<yaml>(?:.*?\n)?)(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL
)
# "# Headline" as the first line of a Markdown file is its title when none is given.
MARKDOWN_TITLE_RE = re.compile(r"\A\s*#[ \t]+(?P<title>[^\n]+?)[ \t#]*(?:\n|\Z)")


class FrontMatterError(ValueError):
    """The front-matter block is not a YAML mapping."""


def split_front_matter(content: str) -> tuple[dict[str, Any], str]:
    """Return (front-matter mapping, rest of the text); ({}, content) without a block.

    Raises FrontMatterError when the block is there but is not valid YAML or not a
    mapping.
    """
    text = content.replace("\r\n", "\n").lstrip("\ufeff")
    match = FRONT_MATTER_RE.match(text)
    if match is None:
        return {}, content
    # Imported here: only files with front matter need the YAML parser.
    import yaml

    try:
        # libyaml's loader when the wheel has it: the pure-Python one dominates run time.
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        data = yaml.load(match["yaml"], Loader=loader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "syntax error"
        raise FrontMatterError(f"invalid YAML front matter{where} ({problem})") from exc
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise FrontMatterError("front matter is not a YAML mapping of keys to values")
    return data, text[match.end() :]


def parse_text(
    content: str, path: str, options: IngestOptions, *, markdown: bool = False
) -> Iterator[IngestResult]:
    """Yield the one Article of a text or Markdown file (or a Skipped for it)."""
    try:
        front, body = split_front_matter(content)
    except FrontMatterError as exc:
        yield Skipped(path, str(exc))
        return
    fields: dict[str, Any] = {}
    meta: dict[str, Any] = {}
    for key, value in front.items():
        name = FRONT_MATTER_FIELDS.get(str(key).lower())
        if name is not None and name not in fields:
            fields[name] = value
        else:
            meta[str(key)] = value
    if markdown and not fields.get("title"):
        heading = MARKDOWN_TITLE_RE.match(body)
        if heading:
            fields["title"] = heading["title"]
            body = body[heading.end() :]
    yield build_article(
        text=body,
        path=path,
        fmt=FORMAT_MARKDOWN if markdown else FORMAT_TEXT,
        options=options,
        record_id=fields.get("id"),
        title=fields.get("title", ""),
        source=fields.get("source", ""),
        url=fields.get("url", ""),
        published=fields.get("published"),
        meta=meta,
    )
