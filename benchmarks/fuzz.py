"""Fuzz benchmark (issue 43): hostile text through every entry point, for thousands of cases.

The strategies and targets of ``tests/fuzz_strategies.py`` (shared with ``tests/test_fuzz.py``,
which runs a CI-sized sample), run longer and without stopping at the first failure:

* ``extract``: ``nlp.pipeline.extract_quotes`` on one article (real pipeline, no stance);
* ``ingest:FMT``: the text written as a .txt, .md, .html, .json, .jsonl, .csv, RSS (.xml) or
  Atom file and read back with ``nlp.ingest.read_inputs``;
* ``analyse``: one such file through ``nlp.analyse.analyse`` into a fresh store, no stance.

A case fails when anything escapes (a ``Skipped`` is fine), when a quote points outside its
text, or when it runs over ``--timeout-per-case`` seconds of CPU time (an interval timer,
``fuzz_strategies.time_limit``; the seconds printed are wall-clock). For each target it
prints cases tried, failures, cases with output (a quote; an Article rather than a Skipped;
an article analysed and stored), and the max and 99th-percentile seconds per case; then each
kind of failure (exception type and the innermost varometer frame; all timeouts of a target
are one kind) with a traceback head and its smallest input, minimised by deleting characters
while the same failure persists. Hypothesis mutates the cases it has seen, so one bug often
fails several near-identical cases. Exit 1 on any failure.

Usage (2 shared cores: be nice):
    nice -n 10 python benchmarks/fuzz.py [--examples 300] [--seed 0] [--timeout-per-case 10]
        [--targets extract,ingest:html,analyse] [--max-repeats 1000] [--json OUT.json]

``--examples`` is per target (extract, each of the 8 ingest formats, analyse).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import math
import os
import resource
import sys
import tempfile
import time
import traceback
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the strategies are shared with tests/test_fuzz.py
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from fuzz_strategies import (  # noqa: E402
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
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from nlp.ingest import Skipped  # noqa: E402

TARGETS: tuple[str, ...] = ("extract", *(f"ingest:{fmt}" for fmt in FORMATS), "analyse")


@dataclass
class Failure:
    """One failing case: what went wrong, where, and on which input."""

    target: str
    kind: str  # exception type, or "timeout"
    where: str  # innermost frame in varometer's code (nlp/, cli.py), else the innermost
    message: str
    trace: str
    text: str
    case: Any  # the IngestCase, or the title for ``extract``

    @property
    def signature(self) -> tuple[str, str, str]:
        """What makes two failures the same: target, kind and place; a timeout's place is
        wherever the timer found it, so timeouts of a target are one kind."""
        return (self.target, self.kind, "" if self.kind == "timeout" else self.where)


@dataclass
class TargetResult:
    """Cases tried, seconds per case and failures of one target."""

    name: str
    seconds: list[float] = field(default_factory=list)
    produced: int = 0  # cases with output: a quote, an Article, an analysed article
    failures: list[Failure] = field(default_factory=list)

    def percentile(self, q: float) -> float:
        if not self.seconds:
            return 0.0
        ordered = sorted(self.seconds)
        return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def _where(exc: BaseException) -> str:
    """Return the innermost frame of ``exc`` in varometer's own code (``file:line in func``)."""
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [
        f
        for f in frames
        if str(ROOT / "nlp") in f.filename or f.filename.endswith("cli.py")
        if "fuzz_strategies" not in f.filename
    ]
    frame = (ours or frames or [None])[-1]
    if frame is None:
        return "?"
    return f"{os.path.relpath(frame.filename, ROOT)}:{frame.lineno} in {frame.name}"


def _call(
    target: Callable[[Any], Any], case: Any, timeout: float
) -> tuple[float, BaseException | None, bool]:
    """Run ``target(case)`` under the time bound; return its seconds, what escaped, and
    whether it produced anything (see :func:`_targets`)."""
    start = time.perf_counter()
    try:
        with time_limit(timeout):
            produced = bool(target(case))
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - everything that escapes is a finding
        return time.perf_counter() - start, exc, False
    return time.perf_counter() - start, None, produced


def _failure(name: str, exc: BaseException, text: str, case: Any) -> Failure:
    kind = "timeout" if isinstance(exc, CaseTimeout) else type(exc).__name__
    trace = "".join(traceback.format_exception(exc, limit=-6))
    return Failure(name, kind, _where(exc), str(exc)[:300], trace, text, case)


def _targets(nlp: Any, workdir: Path) -> dict[str, Callable[[Any], Any]]:
    """Each kind of target's function of one drawn case (``(text, title)`` for ``extract``,
    an IngestCase for the others), by the part of the target name before ``:``."""

    def fresh_dir() -> Path:
        return Path(tempfile.mkdtemp(dir=workdir))

    # Each returns what counts as output: the quotes, the Articles, the articles analysed.
    def extract(case: tuple[str, str]) -> Any:
        return run_extract(nlp, *case)

    def ingest(case: IngestCase) -> Any:
        return [r for r in run_ingest(case, fresh_dir()) if not isinstance(r, Skipped)]

    def analyse(case: IngestCase) -> Any:
        return run_analyse(case, fresh_dir()).analysed

    return {"extract": extract, "ingest": ingest, "analyse": analyse}


def _strategy(name: str, max_repeats: int) -> st.SearchStrategy:
    if name == "extract":
        return st.tuples(article_texts(max_repeats=max_repeats), titles())
    if name.startswith("ingest:"):
        return ingest_cases(formats=[name.split(":", 1)[1]], max_repeats=max_repeats)
    return ingest_cases(max_paragraphs=4, max_repeats=max_repeats)


def _text_of(case: Any) -> str:
    return case[0] if isinstance(case, tuple) else case.text


def _with_text(case: Any, text: str) -> Any:
    return (text, case[1]) if isinstance(case, tuple) else dataclasses.replace(case, text=text)


def run_target(
    name: str,
    function: Callable[[Any], Any],
    examples: int,
    seed_value: int,
    args: argparse.Namespace,
) -> TargetResult:
    """Run ``examples`` generated cases of one target; record every case's time and failure."""
    result = TargetResult(name)

    @seed(seed_value)
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        phases=[Phase.generate],  # failures are recorded, not raised: nothing to shrink
        suppress_health_check=list(HealthCheck),
    )
    @given(_strategy(name, args.max_repeats))
    def one(case: Any) -> None:
        seconds, exc, produced = _call(function, case, args.timeout_per_case)
        result.seconds.append(seconds)
        result.produced += produced
        if len(result.seconds) % 250 == 0:
            print(
                f"  {name}: {len(result.seconds)} cases, {len(result.failures)} failures,"
                f" slowest {max(result.seconds):.2f} s",
                file=sys.stderr,
                flush=True,
            )
        if exc is not None:
            result.failures.append(_failure(name, exc, _text_of(case), case))

    one()
    return result


def minimise(
    failure: Failure, function: Callable[[Any], Any], timeout: float, budget: float
) -> Failure:
    """Delete chunks of the failing text (halves, then quarters, ... single characters)
    while the same failure (:attr:`Failure.signature`) persists, for at most ``budget`` s."""
    deadline = time.monotonic() + budget
    best = failure
    text = failure.text
    chunk = max(1, len(text) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        i, shrunk = 0, False
        while i < len(text) and time.monotonic() < deadline:
            candidate = text[:i] + text[i + chunk :]
            case = _with_text(failure.case, candidate)
            _, exc, _ = _call(function, case, timeout)
            if exc is not None:
                again = _failure(failure.target, exc, candidate, case)
                if again.signature == failure.signature:
                    text, best, shrunk = candidate, again, True
                    continue
            i += chunk
        if not shrunk:
            chunk //= 2
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=300, help="cases per target")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout-per-case", type=float, default=10.0, help="seconds")
    parser.add_argument("--targets", default=",".join(TARGETS), help="comma-separated")
    parser.add_argument("--max-repeats", type=int, default=1000, help="long-sentence repeats")
    parser.add_argument(
        "--minimise-seconds", type=float, default=60.0, help="per kind of failure; 0: off"
    )
    parser.add_argument("--json", type=Path, help="write the figures and failures here")
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore")
    logging.getLogger("varometer").setLevel(logging.ERROR)  # a skip's warning is no failure
    names = [n.strip() for n in args.targets.split(",") if n.strip()]
    unknown = sorted(set(names) - set(TARGETS))
    if unknown:
        parser.error(f"unknown targets {unknown}; choose from {', '.join(TARGETS)}")

    from nlp.pipeline import get_pipeline

    started = time.monotonic()
    nlp = get_pipeline()  # the pipeline analyse() uses too
    print(f"pipeline loaded in {time.monotonic() - started:.1f} s", flush=True)
    results: list[TargetResult] = []
    with tempfile.TemporaryDirectory(prefix="varometer-fuzz-") as tmp:
        functions = _targets(nlp, Path(tmp))
        for k, name in enumerate(names):
            function = functions[name.split(":")[0]]
            t0 = time.monotonic()
            result = run_target(name, function, args.examples, args.seed * 1000 + k, args)
            results.append(result)
            print(
                f"{name:14} cases {len(result.seconds):5d}  failures {len(result.failures):4d}"
                f"  with output {result.produced:5d}"
                f"  p99 {result.percentile(0.99):6.3f} s  max {max(result.seconds, default=0):6.3f} s"
                f"  ({time.monotonic() - t0:.0f} s)",
                flush=True,
            )
        kinds: dict[tuple[str, str, str], list[Failure]] = {}
        for result in results:
            for failure in result.failures:
                kinds.setdefault(failure.signature, []).append(failure)
        shown: list[tuple[Failure, int]] = []
        for signature, failures in kinds.items():
            smallest = min(failures, key=lambda f: len(f.text))
            function = functions[signature[0].split(":")[0]]
            if args.minimise_seconds > 0:
                smallest = minimise(
                    smallest, function, args.timeout_per_case, args.minimise_seconds
                )
            shown.append((smallest, len(failures)))

    total = sum(len(r.seconds) for r in results)
    n_failed = sum(len(r.failures) for r in results)
    elapsed = time.monotonic() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"\ntotal: {total} cases, {n_failed} failures, {len(shown)} kinds,"
        f" {elapsed:.0f} s, peak RSS {peak:.0f} MB (seed {args.seed},"
        f" timeout {args.timeout_per_case:g} s)"
    )
    for failure, count in shown:
        where = f"{failure.where} and elsewhere" if failure.kind == "timeout" else failure.where
        print(f"\n--- {failure.target}: {failure.kind} at {where} ({count} cases)")
        print(f"repro length: {len(failure.text)} characters")
        print(f"repro text: {failure.text!r}")
        if not isinstance(failure.case, tuple):
            print(f"case: {dataclasses.replace(failure.case, text='<text above>')!r}")
        elif failure.case[1]:
            print(f"title: {failure.case[1]!r}")
        print(failure.trace.rstrip())
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "seed": args.seed,
                    "timeout_per_case": args.timeout_per_case,
                    "targets": [
                        {
                            "name": r.name,
                            "cases": len(r.seconds),
                            "failures": len(r.failures),
                            "with_output": r.produced,
                            "p99_s": r.percentile(0.99),
                            "max_s": max(r.seconds, default=0.0),
                        }
                        for r in results
                    ],
                    "failures": [
                        {
                            "target": f.target,
                            "kind": f.kind,
                            "where": f.where,
                            "count": count,
                            "message": f.message,
                            "text": f.text,
                            "case": repr(f.case),
                            "trace": f.trace,
                        }
                        for f, count in shown
                    ],
                },
                indent=1,
            )
        )
    return 1 if n_failed else 0


if __name__ == "__main__":
    sys.exit(main())
