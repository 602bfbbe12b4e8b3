"""Ingestion: news in text, Markdown, HTML, feed, JSON, JSON Lines or CSV form, read into
:class:`nlp.models.Article` records.

>>> from nlp.ingest import read_inputs
>>> for result in read_inputs(["corpora/demo-season"]):
...     print(result)  # an Article, or a Skipped whose str() is the one line to show

Every format gives the same record; ``Article.text`` keeps paragraphs as blank lines
and keeps quote marks exactly. Bad input is never an exception: it comes out as a
:class:`Skipped` and the batch goes on.
"""

from nlp.ingest.base import IngestOptions, IngestResult, Skipped
from nlp.ingest.constants import SUPPORTED_EXTENSIONS
from nlp.ingest.dates import parse_published
from nlp.ingest.language import LanguageGuess, detect_language
from nlp.ingest.normalise import normalise_text
from nlp.ingest.reader import (
    expand_paths,
    read_bytes,
    read_file,
    read_inputs,
    read_stdin,
    sniff_format,
)

__all__ = [
    "SUPPORTED_EXTENSIONS",
    "IngestOptions",
    "IngestResult",
    "LanguageGuess",
    "Skipped",
    "detect_language",
    "expand_paths",
    "normalise_text",
    "parse_published",
    "read_bytes",
    "read_file",
    "read_inputs",
    "read_stdin",
    "sniff_format",
]
