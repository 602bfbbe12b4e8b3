"""Batch jobs over the store: ingest, analyse and resume. The CLI is a thin shell over these.

Data flows one way: ``nlp.ingest`` reads articles, ``nlp.pipeline`` finds quotes and speakers,
``nlp.stance`` scores them, ``nlp.store`` keeps the result, ``nlp.reports`` reads it back.
Each article is committed with its analysis in one transaction, so killing a run loses
only the analysis of the articles in hand (at most ``STANCE_CALL_ARTICLES`` held to have
their stances scored together, plus spaCy's read-ahead of ``batch_size``); the next run
analyses them again and carries on from there.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nlp.config import REPORTED_SPEECH
from nlp.ingest import IngestOptions, Skipped, read_inputs
from nlp.ingest.article import MAX_TEXT_CHARS
from nlp.memory import recall_posts
from nlp.models import Article, Quote
from nlp.stance.scoring import apply_stance_to_articles, stance_precision
from nlp.store import RunStats, Store, content_hash
from nlp.versions import done_versions, full_version, version_written
from nlp.watchdog import DEFAULT_ARTICLE_TIMEOUT_S
from nlp.worker import WorkerSettings

log = logging.getLogger("varometer")

# Called after each article: (article, its quotes or None when only ingested,
# "added"|"duplicate"|"updated"|"analysed").
OnArticle = Callable[[Article, list[Quote] | None, str], None]
OnSkip = Callable[[Skipped], None]


@dataclass
class AnalyseOptions:
    """What ``analyse`` does besides extraction."""

    register_paths: Sequence[str] = ()
    stance: bool = True
    batch_size: int = 16
    store: bool = True
    ingest: IngestOptions = field(default_factory=IngestOptions)
    # Seconds one article's extraction may take (``nlp.watchdog``); None or 0: no limit.
    article_timeout: float | None = DEFAULT_ARTICLE_TIMEOUT_S
    # Analyse again the articles whose analysis of this version failed before.
    retry_failed: bool = False
    # Give speakers no register knows their post on the article's day from the world
    # register (``nlp.football.known``).
    world_register: bool = True
    # Give a named speaker the article gives no post the one other stored articles of the
    # weeks around it give (:func:`nlp.memory.recall_posts`).
    memory: bool = True
    # Worker processes that analyse articles (``nlp.parallel``); 1: this process does.
    workers: int = 1
    # A Dask cluster to analyse on instead: "local:N" or a scheduler's "tcp://host:port".
    dask: str | None = None
    # Reported speech found too (``analyse --reported``, ``nlp.reported``); stored under
    # its own analysis version (``nlp.versions``).
    reported: bool = REPORTED_SPEECH


# Quotes scored per call to the stance model: calls of many articles batch better than one
# article's few quotes of mixed lengths (demo dev+test: 1.1 to 1.4x, bf16). The articles of
# a call are written only once it is scored, so a call also closes at this many articles:
# a killed run, or a run of articles without quotes, then holds back no more than that.
STANCE_CALL_QUOTES = 256
STANCE_CALL_ARTICLES = 32


def stance_call_full(n_quotes: int, n_articles: int) -> bool:
    """Return True when a call holding ``n_quotes`` quotes of ``n_articles`` articles is
    to be scored now (see :data:`STANCE_CALL_QUOTES`)."""
    return n_quotes >= STANCE_CALL_QUOTES or n_articles >= STANCE_CALL_ARTICLES


def _noop(*_: object) -> None:
    return None


def ingest(
    store: Store,
    inputs: Sequence[str],
    options: IngestOptions | None = None,
    on_article: OnArticle = _noop,
    on_skip: OnSkip = _noop,
) -> RunStats:
    """Read ``inputs`` into the store without analysing them; return the run's counts."""
    stats = RunStats()
    run_id = store.start_run("ingest", {"inputs": list(inputs)})
    status = "interrupted"
    try:
        for item in read_inputs(inputs, options or IngestOptions()):
            if isinstance(item, Skipped):
                _skip(store, run_id, stats, item, on_skip)
                continue
            stats.read += 1
            item = _admitted(store, run_id, stats, item, on_skip)
            if item is None:
                continue
            if store.replace_article(item, run_id=run_id):
                stats.updated += 1
                on_article(item, None, "updated")
            elif store.add_article(item, run_id=run_id):
                stats.added += 1
                on_article(item, None, "added")
            else:
                stats.duplicates += 1
                on_article(item, None, "duplicate")
            _drop_summaries(store, stats, item)
        status = "ok"
    finally:
        store.finish_run(run_id, stats, status)
    return stats


def _admitted(
    store: Store, run_id: int, stats: RunStats, article: Article, on_skip: OnSkip
) -> Article | None:
    """Return the article under the id it is stored by (:meth:`Store.admit`), or None, with
    the reason reported as a skip, when the stored text is kept instead."""
    article, kept_stored = store.admit(article)
    if kept_stored:
        stats.kept_out += 1
        _skip(store, run_id, stats, Skipped(article.path, kept_stored), on_skip)
        return None
    return article


def _drop_summaries(store: Store, stats: RunStats, page: Article) -> None:
    """Remove the stored feed entries that summarise this page (:meth:`Store.drop_summaries_of`),
    one line each: the story's quotes then count once, whichever was read first."""
    for entry_id in store.drop_summaries_of(page):
        stats.removed += 1
        log.warning(
            "%s: removed stored feed entry %s and its quotes, a summary of this page (every"
            " paragraph of it is in the page, which has more), so the story's quotes count once",
            page.path or page.id,
            entry_id,
        )


def _skip(
    store: Store | None, run_id: int | None, stats: RunStats, item: Skipped, on_skip: OnSkip
) -> None:
    stats.skipped.append(str(item))
    if store is not None:
        store.log_skipped(run_id, item.path, item.reason)
    on_skip(item)


def _on_timeout(
    store: Store | None, run_id: int | None, stats: RunStats, on_skip: OnSkip, version: str
) -> Callable[[Article, float], None]:
    """Return what to do with an article whose analysis ran past its time limit: one skip
    line naming it, and with a store, its text kept and the failure recorded (the
    extraction version's: stances are not what stalls), so the next run skips it too."""

    def timed_out(article: Article, seconds: float) -> None:
        reason = f"analysis took over {seconds:g} s"
        if store is not None:
            store.record_failure(article, version, reason, run_id)
        _skip(store, run_id, stats, Skipped(_article_name(article), reason), on_skip)

    return timed_out


def _skip_failed(
    store: Store,
    run_id: int | None,
    stats: RunStats,
    article: Article,
    reason: str,
    on_skip: OnSkip,
) -> None:
    """Skip an article whose analysis of this version failed in an earlier run."""
    note = f"its analysis failed before ({reason}); analyse --retry-failed to try again"
    _skip(store, run_id, stats, Skipped(_article_name(article), note), on_skip)


def _article_name(article: Article) -> str:
    """The article's id, and the file it came from when that is not the id itself."""
    if article.path and article.path != article.id:
        return f"{article.id} ({article.path})"
    return article.id


def analyse_articles(
    articles: Iterable[Article],
    options: AnalyseOptions | None = None,
    scoring: bool | None = None,
    on_timeout: Callable[[Article, float], None] | None = None,
) -> Iterator[tuple[Article, list[Quote]]]:
    """Yield each article with its fully analysed quotes (speakers, roles, stance).

    ``scoring`` is whether stances are scored; by default, when ``options`` asks for them and
    the weights are installed. A caller that records the decision (the analysis version it
    stores) passes its own, so the two cannot differ if the weights appear or go meanwhile.
    An article whose extraction runs past ``options.article_timeout`` is not yielded:
    ``on_timeout(article, seconds)`` is called instead.
    """
    from nlp.pipeline import extract_quotes, get_pipeline

    options = options or AnalyseOptions()
    if scoring is None:
        scoring = options.stance and stance_model_available()
    if options.stance and not scoring:
        # Extraction is still worth having without the stance weights; say so once a run.
        from nlp.stance.model import DEFAULT_MODEL_DIR

        log.warning("stance model not found in %s: about_var/stance left empty", DEFAULT_MODEL_DIR)
    if options.workers > 1 or options.dask:
        # Elsewhere, whole articles at a time; back here in input order, for the writer.
        yield from analyse_elsewhere(articles, options, scoring, on_timeout)
        return
    nlp = get_pipeline(
        tuple(str(p) for p in options.register_paths), options.world_register, options.reported
    )
    held: list[tuple[Article, list[Quote]]] = []
    n_quotes = 0
    extracted = extract_quotes(
        articles,
        nlp,
        batch_size=options.batch_size,
        time_limit=options.article_timeout,
        on_timeout=on_timeout,
    )
    for article, quotes in extracted:
        if not scoring:
            yield article, quotes
            continue
        # Held in input order, so the writes keep it (a newer version of an article after
        # an older one); articles without quotes wait too, or a run of them would overtake.
        held.append((article, quotes))
        n_quotes += len(quotes)
        if stance_call_full(n_quotes, len(held)):
            apply_stance_to_articles([q for _, q in held])
            yield from held
            held, n_quotes = [], 0
    apply_stance_to_articles([q for _, q in held])
    yield from held


def analyse_elsewhere(
    articles: Iterable[Article],
    options: AnalyseOptions,
    scoring: bool,
    on_timeout: Callable[[Article, float], None] | None,
) -> Iterator[tuple[Article, list[Quote]]]:
    """:func:`analyse_articles` in ``options.workers`` processes, or on the Dask cluster
    ``options.dask`` (:mod:`nlp.parallel`): each article with its quotes, in input order."""
    from nlp.parallel import analyse_in_processes, analyse_on_dask
    from nlp.segments import OnTimeout, in_segments

    settings = WorkerSettings(
        # Absolute: a worker may not share this process's working folder.
        register_paths=tuple(str(Path(p).resolve()) for p in options.register_paths),
        world_register=options.world_register,
        scoring=scoring,
        article_timeout=options.article_timeout,
        batch_size=options.batch_size,
        precision=stance_precision() if scoring else None,
        parent_pid=os.getpid(),
        reported=options.reported,
    )

    def analyse(
        pieces: Iterable[Article], timed_out: OnTimeout | None
    ) -> Iterator[tuple[Article, list[Quote]]]:
        if options.dask:
            return analyse_on_dask(pieces, settings, options.dask, timed_out)
        return analyse_in_processes(pieces, settings, options.workers, timed_out)

    # A long article goes out in segments (nlp.segments), so the workers share it.
    yield from in_segments(articles, analyse, on_timeout)


def stance_model_available() -> bool:
    """Return True when the stance weights are installed (``models/stance``)."""
    from nlp.stance.model import DEFAULT_MODEL_DIR

    return (DEFAULT_MODEL_DIR / "heads.safetensors").exists()


def _versions(options: AnalyseOptions) -> tuple[tuple[str, ...], bool]:
    """Return (stored analysis versions that need no new run, whether stances will be scored)."""
    scored = options.stance and stance_model_available()
    # `--no-stance` now and `analyse` later fills the stances in (nlp.versions).
    return done_versions(options.reported, scored), scored


def analyse(
    store: Store | None,
    inputs: Sequence[str],
    options: AnalyseOptions | None = None,
    on_article: OnArticle = _noop,
    on_skip: OnSkip = _noop,
) -> RunStats:
    """Ingest and analyse ``inputs``; store each article with its analysis in one transaction.

    Articles already stored and analysed with the current version are counted as duplicates
    and not analysed again; stored ones without an analysis (a killed run), or analysed
    without stances when this run can score them, are analysed now. An article whose id is
    stored with a text never seen under it replaces the stored one (``updated``, see
    :meth:`Store.is_edited`). With ``store=None`` nothing is written (``analyse --no-store``).
    """
    options = options or AnalyseOptions()
    stats = RunStats()
    done, scored = _versions(options)
    run_id = store.start_run("analyse", _run_args(inputs, options)) if store else None
    if store is not None and options.retry_failed:
        store.clear_failures()
    run = _Run(store, run_id, stats, options, done, on_article, on_skip)
    timed_out = _on_timeout(store, run_id, stats, on_skip, full_version(options.reported))
    status = "interrupted"
    try:
        for article, quotes in analyse_articles(run.todo(inputs), options, scored, timed_out):
            run.write(article, quotes, version_written(options.reported, scored, quotes))
        status = "ok"
    finally:
        if store is not None and run_id is not None:
            store.finish_run(run_id, stats, status)
    return stats


def _run_args(inputs: Sequence[str], options: AnalyseOptions) -> dict[str, Any]:
    """The run record's arguments. The register paths go in it so reports can find the
    same clubs later (absolute, from whatever folder they run in); the stance precision
    too: bf16 and fp32 scores differ by up to ~1e-2 (labels rarely)."""
    return {
        "inputs": [p if p == "-" else str(Path(p).resolve()) for p in inputs],
        "register": [str(Path(p).resolve()) for p in options.register_paths],
        "stance_precision": stance_precision() if options.stance else None,
    }


@dataclass
class _Run:
    """One ``analyse`` run's admission (what to analyse) and writing (what to store)."""

    store: Store | None
    run_id: int | None
    stats: RunStats
    options: AnalyseOptions
    done_versions: tuple[str, ...]
    on_article: OnArticle
    on_skip: OnSkip
    # Hash of each id's text as last sent to analysis in this run. The analysis reads ahead
    # of the writes, so the store alone cannot tell that a second version of an article in
    # the same batch is newer than the first.
    in_flight: dict[str, str] = field(default_factory=dict)
    # (id, text hash) of each article written in this run: a second copy of one file in the
    # same batch is a duplicate, not a second analysis.
    written: set[tuple[str, str]] = field(default_factory=set)

    def todo(self, inputs: Sequence[str]) -> Iterator[Article]:
        """The articles of ``inputs`` to analyse: read, admitted, not done already."""
        store, stats = self.store, self.stats
        for item in read_inputs(inputs, self.options.ingest):
            if isinstance(item, Skipped):
                stats.skipped.append(str(item))
                if store is not None:
                    store.log_skipped(self.run_id, item.path, item.reason)
                self.on_skip(item)
                continue
            stats.read += 1
            if store is not None:
                item = _admitted(store, self.run_id, stats, item, self.on_skip)
                if item is None:
                    continue
            text_hash = content_hash(item.text)
            if store is not None and self._done_or_failed(store, item, text_hash):
                continue
            self.in_flight[item.id] = text_hash
            yield item

    def _done_or_failed(self, store: Store, item: Article, text_hash: str) -> bool:
        """True (and counted) when ``item`` is not to be analysed: a stored failure, done
        already, or its text stored under another id. A newer version always is."""
        newer = self.in_flight.get(item.id, text_hash) != text_hash or store.is_edited(item)
        if newer:
            return False
        stored_id = store.find_duplicate(item)
        failed = stored_id is not None and store.failure(
            stored_id, full_version(self.options.reported)
        )
        if failed and not store.is_analysed(stored_id, self.done_versions):
            _skip_failed(store, self.run_id, self.stats, item, failed, self.on_skip)
            return True
        # Done already, or its text is stored under another id.
        if stored_id is not None and (
            stored_id != item.id or store.is_analysed(stored_id, self.done_versions)
        ):
            self.stats.duplicates += 1
            self.on_article(item, None, "duplicate")
            # A database from before summaries were removed may hold one beside it.
            _drop_summaries(store, self.stats, item)
            return True
        return False

    def write(self, article: Article, quotes: list[Quote], version: str) -> None:
        """Store one analysed article (unless it turns out a duplicate) and count it."""
        stats = self.stats
        if (article.id, content_hash(article.text)) in self.written:
            stats.duplicates += 1  # the same text under the same id, twice in the input
            self.on_article(article, None, "duplicate")
            return
        outcome = "analysed"
        if self.store is not None:
            stored = self._store(self.store, article, quotes, version)
            if stored is None:
                return
            article, outcome = stored
        self.written.add((article.id, content_hash(article.text)))
        stats.analysed += 1
        stats.quotes += len(quotes)
        self.on_article(article, quotes, outcome)

    def _store(
        self, store: Store, article: Article, quotes: list[Quote], version: str
    ) -> tuple[Article, str] | None:
        """Write ``article``; return it as stored and "analysed" or "updated", or None when
        it is not written. Decided again at write time: the analysis reads ahead, and the
        batch may hold two versions of one article or a copy of a text stored meanwhile."""
        # Another outlet's article under the same id may have been stored meanwhile.
        admitted = _admitted(store, self.run_id, self.stats, article, self.on_skip)
        if admitted is None:
            return None
        article = admitted
        if self.options.memory:
            recall_posts(store, article, quotes)
        outcome = "analysed"
        if store.replace_article(article, quotes, version, run_id=self.run_id):
            self.stats.updated += 1
            outcome = "updated"
        elif not store.add_article(article, quotes, version, run_id=self.run_id):
            if not store.holds(article):
                # Its text is stored under another id, or it is an older version.
                self.stats.duplicates += 1
                self.on_article(article, None, "duplicate")
                return None
            store.save_analysis(article.id, quotes, version)
        _drop_summaries(store, self.stats, article)
        return article, outcome


def analyse_pending(
    store: Store,
    options: AnalyseOptions | None = None,
    on_article: OnArticle = _noop,
    on_skip: OnSkip = _noop,
) -> RunStats:
    """Analyse every stored article that has no analysis of the current version yet.

    Articles analysed without stances count as pending when this run can score them. A
    stored text over MAX_TEXT_CHARS (stored before ingestion refused such texts) is skipped
    with one line, and stays unanalysed: spaCy refuses it, and used to stop the whole run.
    """
    options = options or AnalyseOptions()
    stats = RunStats()
    done, scored = _versions(options)
    run_id = store.start_run("analyse-pending")
    if options.retry_failed:
        store.clear_failures()
    failed_version = full_version(options.reported)
    timed_out = _on_timeout(store, run_id, stats, on_skip, failed_version)

    def todo() -> Iterator[Article]:
        for article in store.pending(done, failed_version=failed_version):
            if len(article.text) > MAX_TEXT_CHARS:
                reason = (
                    f"stored article {article.id}: text too long to analyse"
                    f" ({len(article.text):,} characters, over {MAX_TEXT_CHARS:,}); left"
                    " unanalysed"
                )
                _skip(store, run_id, stats, Skipped(article.path or "-", reason), on_skip)
                continue
            yield article

    status = "interrupted"
    try:
        for article, quotes in analyse_articles(todo(), options, scored, timed_out):
            if options.memory:
                recall_posts(store, article, quotes)
            version = version_written(options.reported, scored, quotes)
            store.save_analysis(article.id, quotes, version)
            stats.analysed += 1
            stats.quotes += len(quotes)
            on_article(article, quotes, "analysed")
        status = "ok"
    finally:
        store.finish_run(run_id, stats, status)
    return stats
