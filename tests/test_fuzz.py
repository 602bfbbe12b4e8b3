"""Fuzzing (issue 43, "never hang, never stop a batch"): hostile text never raises and
never hangs, through the extraction entry point, every ingest format and a stored analysis.

Strategies and targets: ``tests/fuzz_strategies.py``. Runs are derandomised (the same cases
every run) and write no ``.hypothesis`` folder. Each case must finish within
``PER_CASE_SECONDS`` of CPU time, enforced with an interval timer (``setitimer``, see
``fuzz_strategies.time_limit``) so a hang fails with the traceback of where it was stuck
instead of freezing CI; Hypothesis's wall-clock deadline is three times that, so a loaded
CI machine does not make a case fail. ``benchmarks/fuzz.py`` runs the same strategies for
thousands of cases.
"""

from __future__ import annotations

import dataclasses
import tempfile
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar

import pytest
from fuzz_strategies import (
    FORMATS,
    CaseTimeout,
    IngestCase,
    article_texts,
    ingest_cases,
    run_analyse,
    run_extract,
    run_ingest,
    time_limit,
    titles,
)
from hypothesis import HealthCheck, example, given, settings

PER_CASE_SECONDS = 10.0
T = TypeVar("T")

FUZZ = settings(
    derandomize=True,  # a fixed seed: CI sees the same cases every run
    database=None,  # no example database (fuzz_strategies puts the caches in the temp dir)
    deadline=timedelta(seconds=3 * PER_CASE_SECONDS),
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)
# Sizes for CI: one very long sentence is at most ~200 repeats of a few words.
MAX_REPEATS = 200

SURROGATE_TEXT = 'Arteta said: "It was \ud83d offside \udfff." The VAR boss\udc00 agreed.'
POSSESSIVES = "Gabriel's header's deflection's " * 40 + 'VAR check\'s verdict said "no".'
INTERVIEW = (
    'Q: Was it offside?\n\nA: "No." \u201cNever,\u201d\n\nQ:\n\nA: \u00ab\n\nArteta: \u201c\u201d'
)
BIDI_QUOTE = "\u202e\u201cVAR is a joke,\u201d\u202c said \u2066Eddie Howe\u2069.\u200b\u200d\ufeff"


def bounded(target: Callable[..., T], *args: Any) -> T:
    """Run ``target(*args)`` under the per-case time bound; running over it fails the case
    (with the traceback of where it was interrupted as the cause)."""
    try:
        with time_limit(PER_CASE_SECONDS):
            return target(*args)
    except CaseTimeout as exc:
        raise AssertionError(f"{target.__name__} ran over {PER_CASE_SECONDS:g} s") from exc


@pytest.fixture(scope="module")
def nlp():
    """The pipeline ``analyse`` uses (built-in registers), loaded once for the module."""
    from nlp.pipeline import get_pipeline

    return get_pipeline()


@settings(FUZZ, max_examples=150)
@given(text=article_texts(max_repeats=MAX_REPEATS), title=titles())
@example(text="", title="")
@example(text=SURROGATE_TEXT, title="\ud800")
@example(text=POSSESSIVES, title="")
@example(text=INTERVIEW, title="Arteta: VAR")
@example(text=BIDI_QUOTE, title="\u202eVAR")
@example(text="\u201c" * 300 + "said" + "\u201d" * 300, title="")
def test_extract_quotes_survives_hostile_text(nlp, text: str, title: str) -> None:
    bounded(run_extract, nlp, text, title)


@settings(FUZZ, max_examples=80)
@given(case=ingest_cases(max_repeats=MAX_REPEATS))
@example(case=IngestCase("txt", SURROGATE_TEXT, title="\ud800", escape=False))
@example(case=IngestCase("txt", "<p>" + BIDI_QUOTE + "]]>", escape=False, split=True))
def test_every_format_reads_hostile_text(case: IngestCase) -> None:
    # The same text and fields written as each format in turn.
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in FORMATS:
            bounded(run_ingest, dataclasses.replace(case, fmt=fmt), Path(tmp))


@settings(FUZZ, max_examples=60)
@given(case=ingest_cases(max_paragraphs=4, max_repeats=MAX_REPEATS))
@example(case=IngestCase("json", SURROGATE_TEXT, escape=True))
@example(case=IngestCase("md", INTERVIEW, title="Arteta: 'VAR'", published="not a date"))
def test_analyse_stores_hostile_text(nlp, case: IngestCase) -> None:
    # ``nlp`` is the pipeline analyse() takes from get_pipeline(): loaded before the clock.
    with tempfile.TemporaryDirectory() as tmp:
        bounded(run_analyse, case, Path(tmp))
