"""Finding inputs and dispatching each one to the parser of its format."""

from __future__ import annotations

import dataclasses
import fnmatch
import glob
import json
import logging
import os
import re
import stat
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import BinaryIO

from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import (
    EXTENSION_FORMATS,
    FORMAT_CSV,
    FORMAT_FEED,
    FORMAT_HTML,
    FORMAT_JSON,
    FORMAT_JSONL,
    FORMAT_MARKDOWN,
    FORMAT_TEXT,
    FORMAT_XML,
    SNIFF_CHARS,
    STDIN_PATH,
    SUPPORTED_EXTENSIONS,
    TEXT_FIELDS,
)
from nlp.ingest.encoding import ReadError, decode_bytes, read_limited, read_stream_limited
from nlp.ingest.feeds import is_feed, parse_feed
from nlp.ingest.html import ANY_TAG_RE, looks_like_html, parse_html
from nlp.ingest.normalise import without_surrogates, without_surrogates_in
from nlp.ingest.records import (
    csv_separator,
    parse_csv,
    parse_json,
    parse_jsonl,
    starts_with_json_object_line,
    text_fields,
)
from nlp.ingest.text import parse_text
from nlp.models import Article

log = logging.getLogger("varometer")

Parser = Callable[[str, str, IngestOptions], Iterator[IngestResult]]

GLOB_CHARS_RE = re.compile(r"[*?\[]")
RECURSIVE_GLOB = "**"  # a whole path component: any number of directories
# Unnamed input (stdin, a file without an extension) is sniffed. A JSON array of records
# opens with an object, a string or another array; "[12:30] Kick-off" is a live blog's text.
JSON_START_RE = re.compile(r"\{|\[\s*[{\"\[\]]")
JSONL_SNIFF_LINES = 5
# A CSV header: short column names, one of them a text column ("Body, mind and VAR: ..." is
# a headline).
CSV_HEADER_MAX_NAME_CHARS = 30
# A web server's error page (`curl` without -f) is not an article: its whole title is a
# status code and/or reason phrase, with at most the site's name after a separator, and
# there is next to no text. Headlines such as "Gone in a flash: ..." are articles.
HTTP_REASONS = (
    r"not found|forbidden|gone|bad request|unauthori[sz]ed|too many requests"
    r"|internal server error|bad gateway|service (?:temporarily )?unavailable|gateway time-?out"
)
ERROR_PAGE_TITLE_RE = re.compile(
    rf"<title[^>]*>\s*(?P<title>(?:error\s*)?[45]\d\d\b(?:\s*[-:]?\s*(?:page\s+)?(?:{HTTP_REASONS}))?"
    rf"|(?:page\s+)?(?:{HTTP_REASONS}))\s*(?:[|\u2013\u2014-][^<]*)?</title>",
    re.IGNORECASE,
)
ERROR_PAGE_MAX_WORDS = 150
STATUS_CODE_RE = re.compile(r"\b[45]\d\d\b")
UTF8_CODECS = frozenset({"utf-8", "utf-8-sig", "ascii"})


def _parse_markdown(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield the Article of a Markdown file."""
    return parse_text(content, path, options, markdown=True)


PARSERS: dict[str, Parser] = {
    FORMAT_TEXT: parse_text,
    FORMAT_MARKDOWN: _parse_markdown,
    FORMAT_HTML: parse_html,
    FORMAT_JSON: parse_json,
    FORMAT_JSONL: parse_jsonl,
    FORMAT_CSV: parse_csv,
    FORMAT_FEED: parse_feed,
}


# --- finding inputs ------------------------------------------------------------------


def expand_paths(inputs: Sequence[str]) -> list[str]:
    """Return the files named by ``inputs``, in order, each once (once per real file: one
    reached through a link or spelled two ways is the same file).

    A file is taken whatever its extension (its content is sniffed); a directory gives
    its supported files, recursively and sorted; a glob pattern gives the supported
    files (and directories) it matches, "**" entering each real directory once (see
    :func:`_glob`); ``-`` stays ``-`` (stdin). Hidden files and directories are left out
    of directories and globs. Inputs that match nothing are left out here;
    :func:`read_inputs` reports them.
    """
    seen: set[str] = set()
    paths: list[str] = []
    for item in inputs:
        for path in _expand_one(item):
            key = _identity(path)
            if key not in seen:
                seen.add(key)
                paths.append(path)
    return paths


def _identity(path: str) -> str:
    """Return what makes two inputs the same file: its real path (links resolved), so a
    file reached through a link or a second spelling ("./a.txt") is read once."""
    return path if path == STDIN_PATH else os.path.realpath(path)


def _expand_one(item: str) -> list[str]:
    """Return the files one input names (see :func:`expand_paths`)."""
    if item == STDIN_PATH:
        return [item]
    if os.path.isdir(item):
        return _walk(item)
    if os.path.lexists(item):
        return [item]
    if not GLOB_CHARS_RE.search(item):
        return []
    paths: list[str] = []
    for match in _glob(item):
        if os.path.isdir(match):
            paths.extend(_walk(match))
        elif _is_supported(match) and not _is_hidden(os.path.basename(match)):
            if _is_special(match):
                log.warning("%s: not a regular file (a pipe, socket or device), not read", match)
            else:
                paths.append(match)
    return paths


def _glob(pattern: str) -> list[str]:
    """Return the paths ``pattern`` matches, sorted, as ``glob.glob(pattern, recursive=True)``
    would, but safe with directory links.

    ``glob`` follows every link under "**": a link back to an ancestor ("loop -> ..") made
    it read the same files once per level up to the system's link limit, and two such links
    made the walk exponential (a hang). Here "**" enters each real directory once, real
    directories before links, so a link into the tree adds nothing and a link out of it
    is still followed. Hidden names match only a pattern that starts with a dot, as in glob.
    """
    parts = pattern.split(os.sep)
    if RECURSIVE_GLOB not in parts:
        return sorted(glob.glob(pattern))  # a fixed depth: no link can make it loop
    start = os.sep if pattern.startswith(os.sep) else ""
    parts = [part for part in parts if part]
    found: list[str] = []
    visited: set[tuple[str, int]] = set()  # (real directory, pattern position)
    real: list[tuple[str, int]] = [(start, 0)]  # (directory, position) still to match
    linked: list[tuple[str, int]] = []  # the same, reached through a link: taken last
    while real or linked:
        directory, at = real.pop() if real else linked.pop()
        if at == len(parts):
            if directory:
                found.append(directory)
            continue
        part = parts[at]
        if part == RECURSIVE_GLOB:
            key = (os.path.realpath(directory or os.curdir), at)
            if key in visited:
                continue
            visited.add(key)
            real.append((directory, at + 1))  # "**" as no directory at all
            for name in _names(directory, hidden=False):
                child = os.path.join(directory, name)
                if os.path.isdir(child):
                    (linked if os.path.islink(child) else real).append((child, at))
                elif at + 1 == len(parts):
                    found.append(child)  # a final "**" matches files too
        elif GLOB_CHARS_RE.search(part):
            names = _names(directory, hidden=part.startswith("."))
            real.extend(
                (os.path.join(directory, name), at + 1) for name in fnmatch.filter(names, part)
            )
        elif os.path.lexists(os.path.join(directory, part)):
            real.append((os.path.join(directory, part), at + 1))
    if pattern.endswith(os.sep):  # "news/**/": directories only, as in glob
        found = [path for path in found if os.path.isdir(path)]
    return sorted(set(found))


def _names(directory: str, hidden: bool) -> list[str]:
    """Return the names in ``directory`` (none when it is not one or cannot be listed),
    without hidden ones unless ``hidden``."""
    try:
        names = os.listdir(directory or os.curdir)
    except OSError:
        return []
    return names if hidden else [name for name in names if not _is_hidden(name)]


def _walk(directory: str) -> list[str]:
    """Return the supported, non-hidden files under ``directory``, sorted.

    Files of other types are not inputs, but a user who dropped a .docx or .pdf into the
    folder should hear that it was not read: one warning line per directory.
    """
    found: list[str] = []
    other: dict[str, int] = {}
    special = 0
    for root, dirs, files in os.walk(directory):
        dirs[:] = [d for d in dirs if not _is_hidden(d)]
        for name in files:
            if _is_hidden(name):
                continue
            if _is_supported(name):
                path = os.path.join(root, name)
                if _is_special(path):
                    special += 1
                else:
                    found.append(path)
            else:
                ext = os.path.splitext(name)[1].lower() or "no extension"
                other[ext] = other.get(ext, 0) + 1
    if other:
        kinds = ", ".join(f"{n} {ext}" for ext, n in sorted(other.items()))
        log.warning(
            "%s: %d file(s) of other types not read (%s)", directory, sum(other.values()), kinds
        )
    if special:
        # Opening a named pipe blocks until something writes to it: one left in a folder
        # would hang the whole batch.
        log.warning(
            "%s: %d special file(s) (pipes, sockets or devices) not read", directory, special
        )
    return sorted(found)


def _is_special(path: str) -> bool:
    """Return True for a named pipe, socket or device (after symlinks); False for a regular
    file, and for a path that cannot be stat'ed, whose reading then says why."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def _is_hidden(name: str) -> bool:
    """Return True for dot-files and dot-directories."""
    return name.startswith(".")


def _is_supported(name: str) -> bool:
    """Return True when ``name`` has one of SUPPORTED_EXTENSIONS (any case)."""
    return os.path.splitext(name)[1].lower() in SUPPORTED_EXTENSIONS


def _no_match_reason(item: str) -> str:
    """Return why an input gave no files."""
    if os.path.isdir(item):
        return f"directory has no supported files ({', '.join(SUPPORTED_EXTENSIONS)})"
    if GLOB_CHARS_RE.search(item):
        return "no supported files match this pattern"
    return "no such file or directory"


# --- reading -------------------------------------------------------------------------


def read_inputs(
    inputs: Sequence[str], options: IngestOptions | None = None
) -> Iterator[Article | Skipped]:
    """Yield an Article or a Skipped for every record of every input, lazily.

    Inputs are expanded one at a time and files are read one at a time, so memory holds
    one file (at most ``max_bytes``) whatever the size of the batch.
    """
    options = options or IngestOptions()
    seen: set[str] = set()
    for item in inputs:
        paths = _expand_one(item)
        if not paths:
            yield _without_surrogates(Skipped(item, _no_match_reason(item)))
            continue
        for path in paths:
            key = _identity(path)
            if key in seen:
                continue
            seen.add(key)
            if path == STDIN_PATH:
                yield from read_stdin(options)
            else:
                yield from read_file(path, options)


def read_file(path: str, options: IngestOptions | None = None) -> Iterator[Article | Skipped]:
    """Yield the Articles of one file, or Skipped records for what could not be read."""
    options = options or IngestOptions()
    try:
        data = read_limited(path, options.max_bytes)
    except ReadError as exc:
        yield _without_surrogates(Skipped(path, str(exc)))
        return
    fmt = EXTENSION_FORMATS.get(os.path.splitext(path)[1].lower())
    yield from read_bytes(data, path, options, fmt)


def read_stdin(
    options: IngestOptions | None = None, stream: BinaryIO | None = None
) -> Iterator[Article | Skipped]:
    """Yield the Articles read from stdin (``sys.stdin.buffer``) or ``stream``.

    The format is sniffed from the content: JSON, JSON Lines, feed XML, HTML, else text.
    """
    options = options or IngestOptions()
    try:
        data = read_stream_limited(stream or sys.stdin.buffer, options.max_bytes)
    except ReadError as exc:
        yield Skipped(STDIN_PATH, str(exc))
        return
    except OSError as exc:
        yield Skipped(STDIN_PATH, f"cannot read stdin ({exc.strerror or exc})")
        return
    yield from read_bytes(data, STDIN_PATH, options)


def read_bytes(
    data: bytes, path: str, options: IngestOptions, fmt: str | None = None
) -> Iterator[Article | Skipped]:
    """Yield the Articles in ``data``, read as format ``fmt`` (None: sniff it).

    No string in what comes out holds a lone surrogate (see :func:`_without_surrogates`).
    """
    for result in _read_bytes(data, path, options, fmt):
        yield _without_surrogates(result)


def _without_surrogates(result: IngestResult) -> IngestResult:
    """Return ``result`` with every string in it (text, title, id, meta, path, reason)
    cleaned of lone surrogates, so hashing, storing, analysing or printing it cannot fail.

    Done here, where every reader's output passes, rather than in each parser: JSON's
    "\\ud800", a field of any record format and an undecodable file name all lead here.
    """
    if isinstance(result, Skipped):
        return Skipped(without_surrogates(result.path), without_surrogates(result.reason))
    for field in dataclasses.fields(result):
        setattr(result, field.name, without_surrogates_in(getattr(result, field.name)))
    return result


def _read_bytes(
    data: bytes, path: str, options: IngestOptions, fmt: str | None
) -> Iterator[Article | Skipped]:
    """Yield the Articles in ``data`` (see :func:`read_bytes`)."""
    try:
        decoded = decode_bytes(data)
    except ReadError as exc:
        yield Skipped(path, str(exc))
        return
    content = decoded.text
    if not content.strip():
        yield Skipped(path, "empty file (only whitespace)")
        return
    fmt = fmt or sniff_format(content, text_fields(options))
    if fmt == FORMAT_HTML:
        error_title = _error_page_title(content)
        if error_title:
            yield Skipped(path, f"an error page ({error_title!r}), not an article")
            return
    if fmt == FORMAT_XML:
        if not is_feed(content):
            yield Skipped(path, "XML file is not an RSS or Atom feed")
            return
        fmt = FORMAT_FEED
    try:
        for result in PARSERS[fmt](content, path, options):
            if isinstance(result, Article) and decoded.encoding not in UTF8_CODECS:
                result.meta.setdefault("encoding", decoded.encoding)
            yield result
    except Exception as exc:  # noqa: BLE001
        # Third-party parsers can fail on inputs nobody foresaw; one bad file must not
        # end the batch.
        yield Skipped(path, f"could not parse as {fmt} ({type(exc).__name__}: {exc})")


def sniff_format(content: str, text_columns: Sequence[str] = TEXT_FIELDS) -> str:
    """Return the format ``content`` looks like: JSON, JSON Lines, feed, HTML, CSV or text.

    CSV needs a header naming one of ``text_columns``; anything else unrecognised is text.
    """
    head = content[:SNIFF_CHARS].lstrip("\ufeff \t\r\n")
    if head.startswith(("{", "[")):
        try:
            json.loads(content)
        except json.JSONDecodeError:
            if starts_with_json_object_line(content) or (
                head.startswith("{") and _mostly_json_objects(head)
            ):
                return FORMAT_JSONL
            if JSON_START_RE.match(head):
                return FORMAT_JSON  # reported as invalid JSON, which it most likely is
        else:
            return FORMAT_JSON
    if is_feed(head):
        return FORMAT_FEED
    if looks_like_html(head):
        return FORMAT_HTML
    if _csv_header(head.split("\n", 1)[0], text_columns):
        return FORMAT_CSV
    return FORMAT_TEXT


def _mostly_json_objects(head: str) -> bool:
    """Return True when most of the first lines are JSON objects (JSON Lines whose first
    line is the broken one)."""
    lines = [line for line in head.split("\n")[:JSONL_SNIFF_LINES] if line.strip()]
    objects = sum(starts_with_json_object_line(line) for line in lines)
    return len(lines) > 1 and objects * 2 >= len(lines)


def _csv_header(line: str, text_columns: Sequence[str]) -> bool:
    """Return True when ``line`` is a CSV header: short names, one of them a text column."""
    cells = [c.strip().strip('"').casefold() for c in line.split(csv_separator(line))]
    return (
        len(cells) > 1
        and all(len(c) <= CSV_HEADER_MAX_NAME_CHARS for c in cells)
        and bool({c.casefold() for c in text_columns} & set(cells))
    )


def _error_page_title(content: str) -> str | None:
    """Return the title of a web server's error page, None for anything else.

    A title that is a status code ("404 Not Found | Example Sport") is enough: a site's own
    error page has menus and footers. A reason phrase alone ("Page not found") also needs
    next to no text, as a headline could open with one.
    """
    match = ERROR_PAGE_TITLE_RE.search(content[:SNIFF_CHARS])
    if match is None:
        return None
    title = match["title"].strip()
    if STATUS_CODE_RE.search(title):
        return title
    return title if len(ANY_TAG_RE.sub(" ", content).split()) <= ERROR_PAGE_MAX_WORDS else None
