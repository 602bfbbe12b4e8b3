"""The option and result records of ingestion (re-exported by :mod:`nlp.ingest`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeAlias

from nlp.ingest.constants import DEFAULT_MAX_BYTES, DEFAULT_TEXT_COLUMN
from nlp.models import Article


@dataclass
class IngestOptions:
    """How inputs are read.

    ``max_bytes``: larger files are skipped. ``text_column``: the record field (CSV column,
    JSON key) holding the article text, tried before ``text`` and ``body``.
    ``skip_non_english``: skip texts the language check calls non-English.
    """

    max_bytes: int = DEFAULT_MAX_BYTES
    text_column: str = DEFAULT_TEXT_COLUMN
    skip_non_english: bool = True


@dataclass
class Skipped:
    """An input (file, record, line, entry) that was not turned into an ``Article``.

    ``path`` is the file (or ``-``); a record's position inside the file, when there is
    one, starts ``reason`` ("line 3: invalid JSON ...").
    """

    path: str
    reason: str

    def __str__(self) -> str:
        return f"skipped {self.path}: {self.reason}"


# A record's position inside its file, as it starts a Skipped reason ("record 3: ", "line 12: ",
# "row 4: ", "row 4 (line 7): ", "entry 2: "). A run's summary counts reasons without it: a
# dump whose every record lacks its text is one "skipped 30 x no text", not thirty lines of
# one each.
RECORD_POSITION_RE = re.compile(r"^(?:record|line|row|entry) \d+(?: \(line \d+\))?: ")


def without_position(reason: str) -> str:
    """Return a Skipped reason without the record position it starts with, if any."""
    return RECORD_POSITION_RE.sub("", reason, count=1)


IngestResult: TypeAlias = Article | Skipped
