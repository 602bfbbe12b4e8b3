"""Ingestion throughput and memory: ``read_inputs`` against a plain read of the same files.

Generates N varied synthetic articles (Markdown with front matter, single JSON objects and
small JSON lists) in a temporary directory, then times, in one process:

* ``plain read``: open + read + decode every file, the floor any reader pays;
* ``read_inputs``: the full ingestion (encoding check, parsing, normalisation, language
  check, ids, dates);
* ``read_inputs + store``: only when a store stage is plugged in (``run(n, with_store)``).

Each stage is timed ``--repeat`` times with tracemalloc off (it slows Python code down
several times; the best run is kept), then run once more under tracemalloc for its peak. ``maxrss`` is the process's peak so far,
read after each stage, so it only ever grows.

Usage: python benchmarks/ingest.py [-n 1000] [--seed 0] [--repeat 3]
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import resource
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nlp.ingest import Skipped, read_inputs  # noqa: E402
from nlp.models import Article  # noqa: E402

# A store stage takes the stream of articles and consumes it; it is called once per pass
# (each timing run, then the memory run), so it must open a fresh store each time.
StoreStage = Callable[[Iterable[Article]], object]

DEFAULT_N = 1000
# Best of a few runs: the minimum is the least disturbed by whatever else the machine does.
DEFAULT_REPEAT = 3
BYTES_PER_MB = 1024 * 1024
# ru_maxrss is in kilobytes on Linux (bytes on macOS).
MAXRSS_UNIT = 1 if sys.platform == "darwin" else 1024
MD_SHARE = 0.6
JSON_LIST_SHARE = 0.1
JSON_LIST_SIZE = 5

CLUBS = (
    "Kestrel Bay",
    "Ashvale United",
    "Harbour Rovers",
    "Millford Town",
    "Stonebridge Athletic",
    "Port Wenlow",
    "Greyhaven City",
    "Oakmere Wanderers",
)
PEOPLE = (
    ("Rosa Lindqvist", "manager"),
    ("Tom Achebe", "manager"),
    ("Jonas Mbeki", "captain"),
    ("Ana Costa", "striker"),
    ("Dale Finch", "manager"),
    ("Priya Rao", "pundit"),
    ("Sam Ortega", "goalkeeper"),
    ("Lena Vogt", "referees' chief"),
)
COMPETITIONS = ("Coastal League", "Northern Cup", "Coastal League Two")
NARRATIVE = (
    "{club} were awarded a penalty after a lengthy review by the video assistant referee.",
    "The referee went to the pitchside monitor and changed his mind after almost four minutes.",
    "{other} had a late equaliser ruled out for a marginal offside in the build-up.",
    "Supporters in the away end booed as the lines were drawn on the big screen.",
    "It was the third time this season that {club} had been on the wrong end of a review.",
    "The league's referees' body is expected to publish its monthly review next week.",
    "{name} has been one of the louder voices in the debate about the technology.",
    "The decision left {other} two points off the play-off places with six games to go.",
)
QUOTES = (
    "It's not the decision, it's the waiting. Nobody in the ground knew what was going on.",
    "I thought VAR got it right today, and I don't say that very often.",
    "We'll look at it again on Monday, but from where I stood it was never a penalty.",
    "The players deserve to know why the referee is sent to the screen.",
    "If you need eight replays to see it, it isn't clear and obvious.",
    "I'd rather have the right decision late than the wrong one quickly.",
    "It's the same for everybody. You take the rough with the smooth.",
    "That's football now. You celebrate, then you wait, then you don't know what to feel.",
)
CUES = ("said", "told reporters", "added", "insisted", "admitted")
MARKS = (("“", "”"), ('"', '"'))


@dataclass
class StageResult:
    """One timed stage: how many articles, how long, how much memory."""

    name: str
    articles: int
    seconds: float
    tracemalloc_peak_mb: float
    maxrss_mb: float

    @property
    def articles_per_second(self) -> float:
        """Return the throughput of the stage."""
        return self.articles / self.seconds if self.seconds else float("inf")


def synthetic_article(rng: random.Random, number: int) -> dict[str, object]:
    """Return one fictional article as a record with text, title, date and match meta."""
    club, other = rng.sample(CLUBS, 2)
    open_mark, close_mark = rng.choice(MARKS)
    paragraphs: list[str] = []
    for _ in range(rng.randint(4, 14)):
        name, role = rng.choice(PEOPLE)
        if rng.random() < 0.5:
            paragraphs.append(rng.choice(NARRATIVE).format(club=club, other=other, name=name))
        else:
            quote = rng.choice(QUOTES)
            paragraphs.append(
                f"{open_mark}{quote}{close_mark} {rng.choice(CUES)} {name}, the {club} {role}."
            )
    day = rng.randint(1, 28)
    return {
        "id": f"bench-{number:05d}" if rng.random() < 0.7 else None,
        "title": f"{club} {rng.randint(0, 4)}-{rng.randint(0, 4)} {other}: VAR row",
        "published": f"2025-{rng.randint(8, 12):02d}-{day:02d}",
        "source": rng.choice(("The Gull Gazette", "Coastal Wire", "Matchday Live")),
        "competition": rng.choice(COMPETITIONS),
        "home": club,
        "away": other,
        "text": "\n\n".join(paragraphs),
    }


def _markdown(record: dict[str, object]) -> str:
    """Return a record as Markdown with YAML front matter."""
    keys = ("id", "title", "published", "source", "competition", "home", "away")
    front = "\n".join(f"{k}: {json.dumps(record[k])}" for k in keys if record[k] is not None)
    return f"---\n{front}\n---\n\n{record['text']}\n"


def _json_record(record: dict[str, object]) -> dict[str, object]:
    """Return a record without a missing id (the ingest then hashes the text)."""
    return {k: v for k, v in record.items() if v is not None}


def generate_corpus(directory: Path, n: int, seed: int = 0) -> list[Path]:
    """Write ``n`` synthetic articles under ``directory``; return the files written."""
    rng = random.Random(seed)
    paths: list[Path] = []
    number = 0
    while number < n:
        roll = rng.random()
        if roll < MD_SHARE:
            path = directory / "md" / f"{number:05d}.md"
            content = _markdown(synthetic_article(rng, number))
            number += 1
        elif roll < MD_SHARE + JSON_LIST_SHARE and n - number >= JSON_LIST_SIZE:
            path = directory / "json" / f"{number:05d}-list.json"
            records = [
                _json_record(synthetic_article(rng, number + i)) for i in range(JSON_LIST_SIZE)
            ]
            content = json.dumps(records, ensure_ascii=False, indent=1)
            number += JSON_LIST_SIZE
        else:
            path = directory / "json" / f"{number:05d}.json"
            content = json.dumps(_json_record(synthetic_article(rng, number)), ensure_ascii=False)
            number += 1
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
        paths.append(path)
    return paths


def plain_read(paths: list[Path]) -> int:
    """Open, read and decode every file; return the characters read (kept alive by nobody)."""
    chars = 0
    for path in paths:
        with open(path, "rb") as handle:
            chars += len(handle.read().decode("utf-8"))
    return chars


def ingest_articles(paths: list[Path]) -> Iterator[Article]:
    """Yield the Articles ``read_inputs`` gives for ``paths``; a Skipped is a benchmark bug."""
    for result in read_inputs([str(p) for p in paths]):
        if isinstance(result, Skipped):
            raise RuntimeError(str(result))
        yield result


def _count(items: Iterable[object]) -> int:
    """Return how many items an iterable gives, consuming it."""
    return sum(1 for _ in items)


def _maxrss_mb() -> float:
    """Return the process's peak resident set size so far, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * MAXRSS_UNIT / BYTES_PER_MB


def measure(
    name: str, work: Callable[[], object], articles: int, repeat: int = DEFAULT_REPEAT
) -> StageResult:
    """Time ``work`` (best of ``repeat``, tracemalloc off), then run it again for its peak."""
    seconds = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        work()
        seconds = min(seconds, time.perf_counter() - start)
    gc.collect()
    tracemalloc.start()
    try:
        work()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return StageResult(name, articles, seconds, peak / BYTES_PER_MB, _maxrss_mb())


def run(
    n: int = DEFAULT_N,
    with_store: StoreStage | None = None,
    seed: int = 0,
    repeat: int = DEFAULT_REPEAT,
) -> list[StageResult]:
    """Generate ``n`` articles and measure each stage over them; return the results.

    ``with_store``, when given, receives the article stream and consumes it (store it);
    its stage then measures ingestion plus storing. It is called ``repeat`` + 1 times.
    """
    with tempfile.TemporaryDirectory(prefix="varometer-bench-") as tmp:
        paths = generate_corpus(Path(tmp), n, seed)
        # Warm the imports and the page cache so neither lands on the first stage.
        plain_read(paths)
        _count(ingest_articles(paths[:5]))
        articles = _count(ingest_articles(paths))
        if articles != n:
            raise RuntimeError(f"expected {n} articles, read_inputs gave {articles}")
        results = [
            measure("plain read", lambda: plain_read(paths), n, repeat),
            measure("read_inputs", lambda: _count(ingest_articles(paths)), n, repeat),
        ]
        if with_store is not None:
            store = with_store
            results.append(measure("read_inputs + store", lambda: store(ingest_articles(paths)), n))
    return results


def print_results(results: list[StageResult]) -> None:
    """Print one line per stage, plus the cost of ingestion over the plain read."""
    header = f"{'stage':<22}{'articles':>9}{'seconds':>9}{'articles/s':>12}"
    print(f"{header}{'tracemalloc peak MB':>21}{'maxrss MB':>11}")
    for r in results:
        print(
            f"{r.name:<22}{r.articles:>9}{r.seconds:>9.3f}{r.articles_per_second:>12.0f}"
            f"{r.tracemalloc_peak_mb:>21.2f}{r.maxrss_mb:>11.1f}"
        )
    if len(results) >= 2 and results[0].seconds:
        ratio = results[1].seconds / results[0].seconds
        print(f"read_inputs takes {ratio:.0f}x the plain read")


def sqlite_store_stage(directory: Path) -> StoreStage:
    """Return a stage that writes the stream into a fresh varometer store on each call."""
    from nlp.store import Store

    calls = {"n": 0}

    def stage(articles: Iterable[Article]) -> int:
        calls["n"] += 1
        with Store(directory / f"bench-{calls['n']}.db") as store:
            return sum(store.add_article(a) for a in articles)

    return stage


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark from the command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=DEFAULT_N, help="articles to generate")
    parser.add_argument("--seed", type=int, default=0, help="random seed for the corpus")
    parser.add_argument(
        "--repeat", type=int, default=DEFAULT_REPEAT, help="timing runs per stage (best kept)"
    )
    args = parser.parse_args(argv)
    print(f"{args.n} synthetic articles (Markdown + JSON), best of {args.repeat} runs")
    with tempfile.TemporaryDirectory(prefix="varometer-bench-db-") as db_dir:
        stage = sqlite_store_stage(Path(db_dir))
        print_results(run(args.n, with_store=stage, seed=args.seed, repeat=args.repeat))


if __name__ == "__main__":
    main()
