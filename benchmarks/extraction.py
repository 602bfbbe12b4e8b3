"""Extraction speed: the full varometer pipeline against the bare spaCy pipeline, same texts.

The full extraction is everything ``nlp.pipeline.build_pipeline`` adds to the English model:
the football EntityRuler (before ``ner``), quotes, speakers and roles. The bare pipeline is the
same English model with nothing of ours (``nlp.pipeline.load_base``). Both process the demo
season's articles, repeated to get a stable number, in one run; the two are timed in turns
(bare, full, bare, full, ...) and the best round of each is kept, so a busy machine slows
both alike. Target: the full extraction takes at most 1.3x the bare pipeline's time.

With ``--reported`` a third pipeline, the full one with reported speech (``analyse
--reported``), is timed in the same turns; issue 48's budget is at most 1.15x the full
extraction's time.

Usage: python benchmarks/extraction.py [--repeat N] [--rounds N] [--profile] [--reported]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nlp.ingest import Skipped, read_inputs  # noqa: E402
from nlp.pipeline import build_pipeline, extract_quotes, load_base  # noqa: E402
from nlp.watchdog import DEFAULT_ARTICLE_TIMEOUT_S  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpora" / "demo-season"
TARGET_RATIO = 1.3
REPORTED_BUDGET = 1.15
BATCH_SIZE = 16


def load_articles(repeat: int) -> list:
    """Return the demo season's articles, ``repeat`` times over."""
    articles = [a for a in read_inputs([str(CORPUS / "articles")]) if not isinstance(a, Skipped)]
    return articles * repeat


def time_bare(nlp, articles: list) -> float:  # noqa: ANN001
    start = time.perf_counter()
    for _ in nlp.pipe((a.text for a in articles), batch_size=BATCH_SIZE):
        pass
    return time.perf_counter() - start


def time_full(nlp, articles: list, time_limit: float = DEFAULT_ARTICLE_TIMEOUT_S) -> float:  # noqa: ANN001
    # The entry point ``analyse`` uses: one article at a time under the watchdog
    # (``--article-timeout``), Docs carrying date and byline, quotes read off. With
    # ``time_limit`` 0, batched and with no watchdog, as the code before the watchdog ran.
    start = time.perf_counter()
    for _ in extract_quotes(articles, nlp, BATCH_SIZE, time_limit=time_limit or None):
        pass
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="times over the demo articles")
    parser.add_argument("--rounds", type=int, default=3, help="timed rounds of each pipeline")
    parser.add_argument("--profile", action="store_true", help="cProfile one full round")
    parser.add_argument(
        "--article-timeout",
        type=float,
        default=DEFAULT_ARTICLE_TIMEOUT_S,
        help="the per-article watchdog's seconds, as `analyse` runs (0: batched, no watchdog)",
    )
    parser.add_argument(
        "--reported", action="store_true", help="also time the pipeline with reported speech"
    )
    args = parser.parse_args()

    articles = load_articles(args.repeat)
    chars = sum(len(a.text) for a in articles)
    bare = load_base()
    full = build_pipeline([str(CORPUS)], reported=False)
    with_reported = build_pipeline([str(CORPUS)], reported=True) if args.reported else None
    # Warm up both (first calls allocate and fill caches).
    time_bare(bare, articles[:5])
    time_full(full, articles[:5], args.article_timeout)
    if with_reported is not None:
        time_full(with_reported, articles[:5], args.article_timeout)

    bare_times, full_times, reported_times = [], [], []
    for _ in range(args.rounds):
        bare_times.append(time_bare(bare, articles))
        full_times.append(time_full(full, articles, args.article_timeout))
        if with_reported is not None:
            reported_times.append(time_full(with_reported, articles, args.article_timeout))
    best_bare, best_full = min(bare_times), min(full_times)
    ratio = best_full / best_bare
    print(f"texts: {len(articles)} ({chars:,} characters), best of {args.rounds} rounds")
    print(f"bare spaCy pipeline ({', '.join(bare.pipe_names)}): {best_bare:.2f} s")
    watchdog = f", watchdog {args.article_timeout:g} s" if args.article_timeout else ", batched"
    print(f"full extraction ({', '.join(full.pipe_names)}{watchdog}): {best_full:.2f} s")
    verdict = "ok" if ratio <= TARGET_RATIO else "over target"
    print(f"ratio full / bare: {ratio:.2f} (target <= {TARGET_RATIO}: {verdict})")
    if reported_times:
        best_reported = min(reported_times)
        share = best_reported / best_full
        print(f"full extraction with reported speech: {best_reported:.2f} s")
        print(
            f"ratio with reported / full: {share:.2f} (budget <= {REPORTED_BUDGET}:"
            f" {'ok' if share <= REPORTED_BUDGET else 'over budget'})"
        )

    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        time_full(full, articles, args.article_timeout)
        profiler.disable()
        stats = pstats.Stats(profiler).sort_stats("cumulative")
        stats.print_stats(r"nlp/|pipe_factory|entityruler", 25)


if __name__ == "__main__":
    main()
