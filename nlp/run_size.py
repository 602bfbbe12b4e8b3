"""How big a run is, known before it starts: the inputs it will count, the stored articles
``analyse`` with no PATH will take up, and the worker processes the run is worth.

Counted from names and the store alone (nothing is read), so that a progress report can
give a total and the time left from the first article on. Kept apart from the command line
that shows that progress: a script or a notebook sizes a run the same way.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from typing import Any

# The input formats whose every file is one article (or one skip line): a run over such files
# counts articles against the number of files found. Dumps and feeds hold many records each,
# so a run over them counts files instead.
ONE_ARTICLE_FORMATS = frozenset({"text", "markdown", "html"})


@dataclass(frozen=True)
class InputCount:
    """What a run will report, counted up front: ``total`` ``unit`` ("articles", or "files"
    when inputs hold many records each, in which case ``files`` names them); ``total`` is
    None when not known (one dump, a feed or stdin: its records are only known as read)."""

    total: int | None
    unit: str = "articles"
    files: frozenset[str] = frozenset()
    # Bytes of the one-article files, to weigh a run of long ones (not part of what it counts).
    size: int = field(default=0, compare=False)


def count_inputs(paths: list[str]) -> InputCount:
    """Count the inputs of a run over ``paths`` from their names alone (nothing is read):
    as :func:`nlp.ingest.read_inputs` will take them, each file once, and a name that matches
    nothing as the one skip line it gets."""
    from nlp.ingest import expand_paths
    from nlp.ingest.constants import EXTENSION_FORMATS, STDIN_PATH

    logger = logging.getLogger("varometer")
    # The run lists them again and warns then (files of other types, pipes): say it once.
    was_disabled, logger.disabled = logger.disabled, True
    try:
        found: dict[str, str] = {}  # as read_inputs tells two spellings of one file apart
        missing: set[str] = set()
        for item in paths:
            names = expand_paths([item])
            if not names:
                missing.add(item)
            for name in names or [item]:
                found.setdefault(name if name == STDIN_PATH else os.path.realpath(name), name)
    finally:
        logger.disabled = was_disabled
    files = list(found.values())

    def one_article(name: str) -> bool:
        fmt = EXTENSION_FORMATS.get(os.path.splitext(name)[1].lower())
        return name in missing or (name != STDIN_PATH and fmt in ONE_ARTICLE_FORMATS)

    if all(map(one_article, files)):
        return InputCount(len(files), size=sum(map(_file_size, files)))
    if len(files) > 1:
        return InputCount(len(files), "files", frozenset(files))
    return InputCount(None)


def _file_size(name: str) -> int:
    try:
        return os.path.getsize(name)
    except OSError:  # stdin, a name that matches nothing: its skip line comes later
        return 0


def pending_count(store: Any, options: Any) -> int:
    """Return how many stored articles ``analyse`` with no PATH will take up."""
    # analyse_pending's own choice of what counts as done, so the count cannot differ from it.
    from nlp.analyse import _versions
    from nlp.versions import full_version

    done, _ = _versions(options)
    # --retry-failed clears them
    failed = None if options.retry_failed else full_version(options.reported)
    return sum(1 for _ in store.pending(done, failed_version=failed))


def run_workers(requested: int | None, count: InputCount) -> int:
    """The worker processes of a run: as asked, else one per core, fewer when the run
    counted up front is too short to repay each worker's model load."""
    from nlp.parallel import TYPICAL_ARTICLE_BYTES, default_workers, workers_for

    if requested is not None:
        return requested
    # Counted in files (dumps, feeds), a run may hold any number of articles.
    articles = count.total if count.unit == "articles" else None
    if articles is not None:
        # A long article is analysed in segments shared by the workers (nlp.segments).
        articles = max(articles, count.size // TYPICAL_ARTICLE_BYTES)
    return workers_for(articles, default_workers())
