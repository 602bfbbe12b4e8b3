"""Record dumps: JSON (an object or a list of objects), JSON Lines and CSV."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from nlp.ingest.article import as_text, build_article
from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import (
    CSV_CHUNK_ROWS,
    DATE_FIELDS,
    DEFAULT_TEXT_COLUMN,
    FORMAT_CSV,
    FORMAT_JSON,
    FORMAT_JSONL,
    ID_FIELDS,
    JSON_WRAPPER_DEPTH,
    JSON_WRAPPER_KEYS,
    MAX_REPORTED_BAD_LINES,
    SOURCE_FIELDS,
    TEXT_FIELDS,
    TITLE_FIELDS,
    URL_FIELDS,
)

log = logging.getLogger("varometer")
# How a JSON value that should have been text is named in a skip reason.
JSON_KINDS = {"int": "a number", "float": "a number", "bool": "true/false", "dict": "an object"}

# CSV exports from European spreadsheets often use ";" or tabs.
CSV_ALTERNATIVE_SEPARATORS: tuple[str, ...] = (";", "\t")


def text_fields(options: IngestOptions) -> tuple[str, ...]:
    """Return the field names tried for the text: the configured one, then the defaults."""
    return tuple(dict.fromkeys((options.text_column, *TEXT_FIELDS)))


def record_to_article(
    record: Mapping[str, Any], path: str, fmt: str, options: IngestOptions, where: str
) -> IngestResult:
    """Return the Article of one record; unknown fields go into ``meta``."""
    names = text_fields(options)
    known = {*names, *ID_FIELDS, *TITLE_FIELDS, *DATE_FIELDS, *URL_FIELDS, *SOURCE_FIELDS}
    text = _first(record, names)
    parts = text if isinstance(text, list | tuple) else [text]
    bad = next((p for p in parts if p is not None and not isinstance(p, str)), None)
    if bad is not None:
        # {"text": 12345} is a broken export, not an article with the words "12345".
        kind = JSON_KINDS.get(type(bad).__name__, type(bad).__name__)
        return Skipped(path, f"{where}text field holds {kind}, not text")
    return build_article(
        text=as_text(text),
        path=path,
        fmt=fmt,
        options=options,
        record_id=_first(record, ID_FIELDS),
        title=_first(record, TITLE_FIELDS),
        source=_first(record, SOURCE_FIELDS),
        url=_first(record, URL_FIELDS),
        published=_first(record, DATE_FIELDS),
        meta={k: v for k, v in record.items() if k not in known},
        where=where,
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
    unreported: list[int] = []
    reported = 0
    for number, line in enumerate(io.StringIO(content), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            reason = f"line {number}: invalid JSON ({_json_error(exc)} at column {exc.colno})"
        else:
            if isinstance(record, dict):
                yield record_to_article(record, path, FORMAT_JSONL, options, f"line {number}: ")
                continue
            reason = f"line {number}: not a JSON object"
        if reported < MAX_REPORTED_BAD_LINES:
            reported += 1
            yield Skipped(path, reason)
        else:
            unreported.append(number)
    if unreported:
        yield Skipped(
            path,
            f"{len(unreported)} more invalid lines not listed "
            f"(lines {unreported[0]} to {unreported[-1]})",
        )


def parse_csv(content: str, path: str, options: IngestOptions) -> Iterator[IngestResult]:
    """Yield one Article per row of a CSV file; a Skipped per row with no text.

    Rows are numbered from 1 after the header.
    """
    # Imported here: pandas is slow to import and only CSV needs it.
    import pandas as pd

    try:
        chunks = pd.read_csv(
            io.StringIO(content),
            dtype=str,
            keep_default_na=False,
            sep=_csv_separator(content),
            chunksize=CSV_CHUNK_ROWS,
        )
        number = 0
        text_column: str | None = None
        for chunk in chunks:
            if text_column is None:
                text_column = _pick_column(list(chunk.columns), options)
                if text_column is None:
                    yield Skipped(path, _no_text_column(list(chunk.columns), options))
                    return
                if text_column != options.text_column != DEFAULT_TEXT_COLUMN:
                    # The fallback serves folders of mixed exports; a typo must still show.
                    log.warning(
                        "%s: no column %r, read %r instead", path, options.text_column, text_column
                    )
            for row in chunk.to_dict("records"):
                number += 1
                yield _csv_row(row, text_column, path, options, number)
    except (pd.errors.ParserError, pd.errors.EmptyDataError, ValueError) as exc:
        yield Skipped(path, f"invalid CSV ({' '.join(str(exc).split())})")
        return
    if number == 0:
        yield Skipped(path, "CSV has no data rows")


def _csv_separator(content: str) -> str:
    """Return the field separator, judged from the header line."""
    header = content.lstrip("\ufeff").split("\n", 1)[0]
    if "," not in header:
        for separator in CSV_ALTERNATIVE_SEPARATORS:
            if separator in header:
                return separator
    return ","


def _pick_column(columns: list[str], options: IngestOptions) -> str | None:
    """Return the column holding the text, or None when there is none."""
    return next((name for name in text_fields(options) if name in columns), None)


def _no_text_column(columns: list[str], options: IngestOptions) -> str:
    """Return the reason for a CSV without any of the text columns."""
    wanted = ", ".join(repr(n) for n in text_fields(options))
    found = ", ".join(repr(c) for c in columns)
    return f"CSV has no text column (looked for {wanted}; found {found})"


def _csv_row(
    row: dict[str, Any], text_column: str, path: str, options: IngestOptions, number: int
) -> IngestResult:
    """Return the Article of one CSV row, or a Skipped when its text cell is empty."""
    where = f"row {number}: "
    if not str(row.get(text_column, "")).strip():
        return Skipped(path, f"{where}empty text column {text_column!r}")
    # Empty cells are just absent values in a CSV; keep them out of meta.
    record = {k: v for k, v in row.items() if v != "" or k == text_column}
    record[text_column] = row[text_column]
    return record_to_article(record, path, FORMAT_CSV, options, where)
