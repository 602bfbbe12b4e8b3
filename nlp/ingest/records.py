"""Record dumps: JSON (an object or a list of objects), JSON Lines and CSV."""

from __future__ import annotations

import csv
import io
import json
import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from nlp.ingest.article import as_text, build_article
from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import (
    DATE_FIELDS,
    DEFAULT_TEXT_COLUMN,
    FORMAT_CSV,
    FORMAT_JSON,
    FORMAT_JSONL,
    ID_FIELDS,
    JSON_NESTED_FIELDS_KEYS,
    JSON_RENDERED_KEY,
    JSON_WRAPPER_DEPTH,
    JSON_WRAPPER_KEYS,
    MAX_REPORTED_BAD_LINES,
    SOURCE_FIELDS,
    TEXT_FIELDS,
    TITLE_FIELDS,
    TRUNCATION_MARK_RE,
    URL_FIELDS,
)
from nlp.ingest.html import record_text_from_html

log = logging.getLogger("varometer")
# How a JSON value that should have been text is named in a skip reason.
JSON_KINDS = {"int": "a number", "float": "a number", "bool": "true/false", "dict": "an object"}

# varometer's own quotes export: an export folder inside an input folder must not come back
# as one article per quote on the next run.
QUOTES_EXPORT_COLUMNS = frozenset({"article_id", "idx", "start", "end", "speaker", "stance"})
QUOTES_EXPORT_REASON = "a varometer quotes export (quotes, not articles)"
# CSV exports from European spreadsheets often use ";" or tabs.
CSV_ALTERNATIVE_SEPARATORS: tuple[str, ...] = (";", "\t")
# The keys whose text stands for an object given as a record's title, outlet or link (was
# its Python repr, "{'id': 'bbc-sport', 'name': 'BBC Sport'}", as the outlet).
NESTED_VALUE_KEYS: tuple[str, ...] = ("name", "href", "url", "@id")

# An id that is a web address is also the article's link when it has no other.
URL_ID_RE = re.compile(r"https?://\S+$")
# How a column with a blank header is named (as pandas names it, so meta keys stay the same).
UNNAMED_COLUMN = "Unnamed: "


def text_fields(options: IngestOptions) -> tuple[str, ...]:
    """Return the field names tried for the text: the configured one, then the defaults."""
    return tuple(dict.fromkeys((options.text_column, *TEXT_FIELDS)))


def known_fields(options: IngestOptions) -> tuple[str, ...]:
    """Return the field names that map onto Article fields, the text ones first."""
    return (
        *text_fields(options),
        *ID_FIELDS,
        *TITLE_FIELDS,
        *DATE_FIELDS,
        *URL_FIELDS,
        *SOURCE_FIELDS,
    )


def flatten_record(record: Mapping[str, Any]) -> dict[str, Any]:
    """Return ``record`` with an API's nesting undone: a value object holding its string
    under "rendered" (WordPress) is that string, and the fields of a "fields" object (the
    Guardian) join the record where it has none of that name."""
    out = {
        k: v[JSON_RENDERED_KEY]
        if isinstance(v, Mapping) and isinstance(v.get(JSON_RENDERED_KEY), str)
        else v
        for k, v in record.items()
    }
    own_text = any(out.get(k) not in (None, "") for k in TEXT_FIELDS)
    for key in JSON_NESTED_FIELDS_KEYS:
        nested = out.get(key)
        if isinstance(nested, Mapping):
            del out[key]  # its fields are the record's now, not a copy of the text in meta
            for k, v in flatten_record(nested).items():
                if k in TEXT_FIELDS and own_text:
                    continue  # the record's own body before a nested caption or summary
                out.setdefault(k, v)
    return out


def record_to_article(
    record: Mapping[str, Any], path: str, fmt: str, options: IngestOptions, where: str
) -> IngestResult:
    """Return the Article of one record; unknown fields go into ``meta``."""
    record = flatten_record(record)
    names = text_fields(options)
    known = set(known_fields(options))
    if not any(name in record for name in names):
        # A record that keeps its text under another key ("content") is not an empty one:
        # say which keys were looked for and which it has, as for a CSV's header.
        return Skipped(path, where + _no_text_field(record, options))
    text = _first(record, names)
    parts = text if isinstance(text, list | tuple) else [text]
    bad = next((p for p in parts if p is not None and not isinstance(p, str)), None)
    if bad is not None:
        # {"text": 12345} is a broken export, not an article with the words "12345".
        kind = JSON_KINDS.get(type(bad).__name__, type(bad).__name__)
        return Skipped(path, f"{where}text field holds {kind}, not text")
    meta = {k: v for k, v in record.items() if k not in known}
    fields: dict[str, Any] = {}
    for name, keys in (("title", TITLE_FIELDS), ("source", SOURCE_FIELDS), ("url", URL_FIELDS)):
        value = _first(record, keys)
        if isinstance(value, Mapping):
            # NewsAPI's "source": {"id": "bbc-sport", "name": "BBC Sport"}, schema.org's
            # {"@type": "Organization", "name": ...}: the name is the field; the object
            # stays in meta (its id and the rest).
            meta.setdefault(name, value)
            value = next(
                (value[k] for k in NESTED_VALUE_KEYS if isinstance(value.get(k), str)), None
            )
        fields[name] = value
    record_id = _first(record, ID_FIELDS)
    if not fields.get("url") and isinstance(record_id, str) and URL_ID_RE.match(record_id):
        fields["url"] = record_id  # a dump keyed by each story's link (the Guardian's "id" is not)
    if isinstance(fields.get("title"), str):
        # WordPress renders titles as HTML too: "Arteta fumes at VAR &#8216;lottery&#8217;"
        fields["title"] = " ".join(record_text_from_html(fields["title"]).split())
    # A CMS export's body ("<p>...</p><p>...</p>"): its paragraphs, without the tags that
    # ended up inside quotes and names and cut the paragraphs a speaker is found by.
    body = record_text_from_html(as_text(text))
    cut = re.search(TRUNCATION_MARK_RE, body)
    if cut is not None:
        # NewsAPI's "... [+2140 chars]": the rest is not in the dump; say so, keep no mark
        body = body[: cut.start()]
        meta.setdefault("truncated", True)
    return build_article(
        text=body,
        path=path,
        fmt=fmt,
        options=options,
        record_id=record_id,
        published=_first(record, DATE_FIELDS),
        meta=meta,
        where=where,
        **fields,
    )


def _first(record: Mapping[str, Any], names: Iterable[str]) -> Any:
    """Return the first non-empty value among ``names`` in ``record``, else None."""
    for name in names:
        value = record.get(name)
        if value not in (None, "", [], {}):
            return value
    return None


def parse_json(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield one Article (or Skipped) per object of a JSON file."""
    try:
        data = json.loads(content)
    except json.JSONDecodeError as exc:
        if starts_with_json_object_line(content):
            # A whole object on the first line and more after it: JSON Lines saved as
            # .json, where one bad line should cost that line only.
            yield from parse_jsonl(content, path, options)
            return
        yield Skipped(
            path, f"invalid JSON ({_json_error(exc)} at line {exc.lineno} column {exc.colno})"
        )
        return
    records = _json_records(data, options)
    if records is None:
        yield Skipped(path, f"JSON is a {type(data).__name__}, not an object or a list of objects")
        return
    if not records:
        yield Skipped(path, "JSON has no records")
        return
    single = isinstance(data, dict) and records[0] is data
    if single and _first(data, text_fields(options)) is None:
        wanted = ", ".join(repr(n) for n in text_fields(options))
        wrappers = "/".join(JSON_WRAPPER_KEYS)
        yield Skipped(
            path,
            f"JSON object has no text field ({wanted}) and no list of records under {wrappers}",
        )
        return
    for number, record in enumerate(records, start=1):
        where = "" if single else f"record {number}: "
        if not isinstance(record, dict):
            yield Skipped(path, f"{where}not a JSON object")
            continue
        yield record_to_article(record, path, FORMAT_JSON, options, where)


def _json_error(exc: json.JSONDecodeError) -> str:
    """Return the JSON error message without the dangling "at" some messages end with."""
    return exc.msg.removesuffix(" at")


def _json_records(data: Any, options: IngestOptions) -> list[Any] | None:
    """Return the records of a parsed JSON document, or None when it holds none.

    A list is the records; an object with a text field is one record; otherwise its
    records are looked for under the wrapper keys, nested as API dumps nest them
    (``{"status": "ok", "data": {"articles": [...]}}``), up to ``JSON_WRAPPER_DEPTH``.
    """
    if isinstance(data, list):
        return data
    if not isinstance(data, dict):
        return None
    return _unwrap(data, options, JSON_WRAPPER_DEPTH) or [data]


def _unwrap(data: dict[str, Any], options: IngestOptions, depth: int) -> list[Any] | None:
    """Return the record list under ``data``'s wrapper keys, None when there is none."""
    if depth == 0 or _first(data, text_fields(options)) is not None:
        return None
    for key in JSON_WRAPPER_KEYS:
        inner = data.get(key)
        if isinstance(inner, list):
            # A list of wrappers, not of records (a Ghost export's "db": [{"data": ...}]):
            # only when every item is one, so no record beside them is lost
            unwrapped = [
                _unwrap(item, options, depth - 1) if isinstance(item, dict) else None
                for item in inner
            ]
            if inner and all(u is not None for u in unwrapped):
                return [r for u in unwrapped if u is not None for r in u]
            return inner
        if isinstance(inner, dict):
            found = _unwrap(inner, options, depth - 1)
            if found is not None:
                return found
    return None


def parse_jsonl(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield one Article per line of a JSON Lines file; one Skipped per bad line.

    After MAX_REPORTED_BAD_LINES bad lines the rest are summed up in one last Skipped.
    """
    bad_lines = _BadLines("invalid lines")
    for number, line in enumerate(io.StringIO(content), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            reason = f"line {number}: invalid JSON ({_json_error(exc)} at column {exc.colno})"
        else:
            if isinstance(record, dict):
                if _is_quotes_export(record):
                    yield Skipped(path, QUOTES_EXPORT_REASON)
                    return
                yield record_to_article(record, path, FORMAT_JSONL, options, f"line {number}: ")
                continue
            reason = f"line {number}: not a JSON object"
        yield from bad_lines.report(path, reason, number)
    yield from bad_lines.summary(path)


def _is_quotes_export(columns: Iterable[str]) -> bool:
    """Return True when these columns are those of varometer's own quotes export."""
    return set(columns) >= QUOTES_EXPORT_COLUMNS


def starts_with_json_object_line(content: str) -> bool:
    """Return True when the first non-blank line of ``content`` is one JSON object."""
    first_line = content.lstrip("\ufeff \t\r\n").split("\n", 1)[0]
    try:
        return isinstance(json.loads(first_line), dict)
    except json.JSONDecodeError:
        return False


class _BadLines:
    """The malformed lines (or rows) of one file, reported within bounds.

    The first MAX_REPORTED_BAD_LINES get a Skipped each and the rest one summing-up
    Skipped, so a file that is really something else does not print a line per line.
    ``what`` names them in that summary ("invalid lines").
    """

    def __init__(self, what: str) -> None:
        self.what = what
        self.reported = 0
        self.unreported: list[int] = []

    def report(self, path: str, reason: str, line: int) -> Iterator[Skipped]:
        """Yield the Skipped for a bad ``line``, or nothing once enough were reported."""
        if self.reported < MAX_REPORTED_BAD_LINES:
            self.reported += 1
            yield Skipped(path, reason)
        else:
            self.unreported.append(line)

    def summary(self, path: str) -> Iterator[Skipped]:
        """Yield one Skipped summing up the bad lines not reported, if there were any."""
        if self.unreported:
            yield Skipped(
                path,
                f"{len(self.unreported)} more {self.what} not listed "
                f"(lines {self.unreported[0]} to {self.unreported[-1]})",
            )


def parse_csv(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield one Article per row of a CSV file; one Skipped per row that cannot be read.

    Rows are numbered from 1 after the header; a malformed row's reason also gives its
    line, which differs once a cell spans lines. After MAX_REPORTED_BAD_LINES malformed
    rows the rest are summed up in one last Skipped.
    """
    separator = csv_separator(content)
    # The stdlib's 128 KiB cell limit would skip a long article; no cell is longer than
    # the file. The limit is process-wide, so it is only ever raised.
    csv.field_size_limit(max(csv.field_size_limit(), len(content)))
    # strict: a quote never closed (or text after a closing quote) fails that row, where
    # the lenient reader lets one cell swallow the rest of the file.
    rows = csv.reader(
        io.StringIO(content.lstrip("\ufeff"), newline=""), delimiter=separator, strict=True
    )
    try:
        raw_header = next((row for row in rows if row), None)
    except csv.Error as exc:
        yield Skipped(path, f"invalid CSV header ({exc})")
        return
    if raw_header is None:
        yield Skipped(path, "CSV has no header")
        return
    header = _column_names(raw_header, options)
    if _is_quotes_export(header):
        yield Skipped(path, QUOTES_EXPORT_REASON)
        return
    text_column = _pick_column(header, options)
    if text_column is None:
        yield Skipped(path, _no_text_column(header, options))
        return
    if text_column != options.text_column != DEFAULT_TEXT_COLUMN:
        # The fallback serves folders of mixed exports; a typo must still show.
        log.warning("%s: no column %r, read %r instead", path, options.text_column, text_column)
    bad_rows = _BadLines("bad rows")
    number = trailing_empty = 0
    while True:
        line = rows.line_num + 1
        try:
            fields = next(rows)
        except StopIteration:
            break
        except csv.Error as exc:
            number += 1
            end = rows.line_num
            lost = f"; lines {line} to {end} not read" if end > line else ""
            reason = f"row {number} (line {line}): invalid CSV ({exc}{lost})"
            yield from bad_rows.report(path, reason, line)
            continue
        if not fields:
            continue  # a blank line
        number += 1
        extra = fields[len(header) :]
        if any(cell.strip() for cell in extra):
            # A separator inside an unquoted cell moves every cell after it one column
            # on, and which cell it split cannot be known: read by position, part of the
            # text would be stored as the title or lost. Skipped, the row can be fixed and
            # ingested again.
            reason = (
                f"row {number} (line {line}): {len(fields)} fields but the header has "
                f"{len(header)} (a stray {separator!r} in an unquoted cell?)"
            )
            yield from bad_rows.report(path, reason, line)
            continue
        # Empty cells past the header are a trailing separator and hold nothing.
        trailing_empty += bool(extra)
        # A short row is read as ending in empty cells, as exports drop trailing ones.
        cells = fields[: len(header)] + [""] * (len(header) - len(fields))
        yield _csv_row(dict(zip(header, cells, strict=True)), text_column, path, options, number)
    yield from bad_rows.summary(path)
    if trailing_empty:
        log.warning(
            "%s: %d rows have empty fields past the last column (a trailing %r); ignored",
            path,
            trailing_empty,
            separator,
        )
    if number == 0:
        yield Skipped(path, "CSV has no data rows")


def csv_separator(content: str) -> str:
    """Return the field separator, judged from the header line."""
    header = content.lstrip("\ufeff").split("\n", 1)[0]
    if "," not in header:
        for separator in CSV_ALTERNATIVE_SEPARATORS:
            if separator in header:
                return separator
    return ","


def _column_names(raw: list[str], options: IngestOptions) -> list[str]:
    """Return the header's column names, stripped and made unique.

    A name that matches a known field in another case (``Text``, `` Title ``) is
    returned as that field, unless the header also has the field in its own case; blank
    names become ``Unnamed: <position>`` and repeats get ``.1``, ``.2``, as pandas names
    them, so no cell overwrites another.
    """
    canonical: dict[str, str] = {}
    for field in known_fields(options):
        # The first spelling wins, so a --text-column of "Story" keeps its own case.
        canonical.setdefault(field.casefold(), field)
    stripped = [name.strip() for name in raw]
    exact = set(stripped)
    names: list[str] = []
    for position, name in enumerate(stripped):
        field = canonical.get(name.casefold())
        if field is not None and field not in exact and field not in names:
            name = field
        name = name or f"{UNNAMED_COLUMN}{position}"
        unique, repeat = name, 0
        while unique in names:
            repeat += 1
            unique = f"{name}.{repeat}"
        names.append(unique)
    return names


def _pick_column(columns: list[str], options: IngestOptions) -> str | None:
    """Return the column holding the text, or None when there is none."""
    return next((name for name in text_fields(options) if name in columns), None)


def _no_text_field(record: Mapping[str, Any], options: IngestOptions) -> str:
    """Return the reason for a JSON record without any of the text fields."""
    wanted = ", ".join(repr(n) for n in text_fields(options))
    found = ", ".join(repr(k) for k in record) or "none"
    return f"no text field (looked for {wanted}; found {found}; see --text-column)"


def _no_text_column(columns: list[str], options: IngestOptions) -> str:
    """Return the reason for a CSV without any of the text columns."""
    wanted = ", ".join(repr(n) for n in text_fields(options))
    found = ", ".join(repr(c) for c in columns)
    return f"CSV has no text column (looked for {wanted}; found {found}; see --text-column)"


def _csv_row(
    row: dict[str, Any], text_column: str, path: str, options: IngestOptions, number: int
) -> IngestResult:
    """Return the Article of one CSV row, or a Skipped when its text cell is empty."""
    where = f"row {number}: "
    if not str(row.get(text_column, "")).strip():
        # An export with "text" empty in a row and the article under "html" or "content"
        # there: read that, unless --text-column named the one column to read.
        other = next(
            (
                name
                for name in TEXT_FIELDS
                if name != text_column and str(row.get(name, "")).strip()
            ),
            None,
        )
        if other is None or options.text_column != DEFAULT_TEXT_COLUMN:
            return Skipped(path, f"{where}empty text column {text_column!r}")
        text_column = other
    # Empty cells are just absent values in a CSV; keep them out of meta.
    record = {k: v for k, v in row.items() if v != "" or k == text_column}
    record[text_column] = row[text_column]
    return record_to_article(record, path, FORMAT_CSV, options, where)
