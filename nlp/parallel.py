"""Analysing articles in worker processes, or on a Dask cluster, for one writer in the parent.

The analysis of one article (extraction, then stance) depends on nothing but the article and
the pipeline's settings, so it can run anywhere; the store is SQLite, which takes one writer,
and the cross-article memory (:func:`nlp.memory.recall_posts`) reads what earlier articles
stored. So the work is split there: workers (processes of this machine, or Dask workers)
load the spaCy pipeline and the stance model once each and analyse batches of whole articles
into plain :class:`~nlp.models.Quote` records; the parent gets the batches back **in input
order** and does everything else exactly as one process does: admission, the memory step,
the writes (one transaction per article), the progress callbacks. The store is then the one
a single process writes, in the same order, whatever order the workers finish in.

Stances match a single process to ~1e-6: a quote's scores do not depend on the other quotes
of a model call, and the speaker blend stays within an article, which is never split across
workers. The per-article time limit (``nlp.watchdog``) runs inside each worker: with
``SIGALRM`` in a worker process, whose main thread runs the analysis, and with a timer thread
in a Dask worker, which runs its tasks in threads.
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, Protocol

from nlp.models import Article, Quote
from nlp.segments import OnTimeout
from nlp.worker import Analysed, WorkerSettings, analyse_batch, init_worker

# Articles sent to a worker at a time. The batch is one stance call: bigger batches pad
# less and amortise the call (see nlp.analyse.STANCE_CALL_ARTICLES), smaller ones spread a
# short run over all workers and lose less to a kill.
WORKER_BATCH_ARTICLES = 8
# Batches in flight per worker: one running, one queued, so a worker never waits for the
# parent to read ahead; more would only hold more unwritten work.
IN_FLIGHT_PER_WORKER = 2
# The Dask scheme for a cluster started here: "local:4" is a LocalCluster of 4 workers.
LOCAL_PREFIX = "local:"


class DaskMissing(RuntimeError):
    """``--dask`` was asked for without dask[distributed] installed."""


class _Future(Protocol):
    def done(self) -> bool: ...

    def result(self) -> list[Analysed]: ...


Submit = Callable[[list[Article]], _Future]


# --------------------------------------------------------------------- parent side


def batches(articles: Iterable[Article], size: int, ramp: int = 1) -> Iterator[list[Article]]:
    """Yield ``articles`` in lists of up to ``size``, read lazily. The first ``ramp`` lists
    hold one article, the next ``ramp`` two, and so on, doubling up to ``size``: with
    ``ramp`` the number of workers, every worker starts at once and the first articles
    are written soon, and a short run is still spread over all workers."""
    batch: list[Article] = []
    sent = 0
    for article in articles:
        batch.append(article)
        if len(batch) >= min(size, 2 ** (sent // max(ramp, 1))):
            yield batch
            batch, sent = [], sent + 1
    if batch:
        yield batch


def in_order(
    articles: Iterable[Article],
    submit: Submit,
    workers: int,
    batch_articles: int,
    on_timeout: OnTimeout | None,
) -> Iterator[tuple[Article, list[Quote]]]:
    """Yield each article with its quotes in input order, the batches (:func:`batches`)
    analysed by ``submit`` on ``workers`` workers, at most :data:`IN_FLIGHT_PER_WORKER`
    batches each out at once.

    The input is read only as batches are sent, so the parent's checks of the store
    (done already? a newer version?) stay close to the writes, as in one process. An
    article that ran past its time limit is reported to ``on_timeout``, in its place.
    """
    window: deque[tuple[list[Article], _Future]] = deque()
    in_flight = IN_FLIGHT_PER_WORKER * workers

    def delivered(batch: list[Article], future: _Future) -> Iterator[tuple[Article, list[Quote]]]:
        for article, result in zip(batch, future.result(), strict=True):
            if result.quotes is not None:
                yield article, result.quotes
            elif on_timeout is not None and result.timed_out is not None:
                on_timeout(article, result.timed_out)

    for batch in batches(articles, batch_articles, ramp=workers):
        window.append((batch, submit(batch)))
        # Write what is done already, then wait only when the window is full.
        while window and (window[0][1].done() or len(window) >= in_flight):
            yield from delivered(*window.popleft())
    while window:
        yield from delivered(*window.popleft())


def default_workers() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


# A worker spends a few CPU-seconds loading the models, about what ten articles take to
# analyse: by default a run gets no more workers than it has this many articles each.
MIN_ARTICLES_PER_WORKER = 16
# A match report's size: a run of a few long files (a live blog, a season in one text) is
# weighed as this many bytes to an article, since its segments are shared by the workers.
TYPICAL_ARTICLE_BYTES = 5_000


def workers_for(articles: int | None, cores: int) -> int:
    """The default number of workers for a run of ``articles`` (None: not known up front)
    on ``cores`` cores: one per core, fewer for a short run (see
    :data:`MIN_ARTICLES_PER_WORKER`), at least 1."""
    if articles is None:
        return max(1, cores)
    return max(1, min(cores, articles // MIN_ARTICLES_PER_WORKER))


def analyse_in_processes(
    articles: Iterable[Article],
    settings: WorkerSettings,
    workers: int,
    on_timeout: OnTimeout | None = None,
    batch_articles: int | None = None,
) -> Iterator[tuple[Article, list[Quote]]]:
    """Yield each article with its analysed quotes, in input order, analysed by ``workers``
    processes of this machine (each loads the models once)."""
    import multiprocessing

    # spawn, not fork: a forked child would inherit the parent's threads and locks (torch's
    # pool, the logging lock) in whatever state they were.
    context = multiprocessing.get_context("spawn")
    executor = ProcessPoolExecutor(
        max_workers=workers, mp_context=context, initializer=init_worker, initargs=(settings,)
    )
    try:

        def submit(batch: list[Article]) -> Future[list[Analysed]]:
            return executor.submit(analyse_batch, batch, settings)

        yield from in_order(
            articles,
            submit,
            workers,
            batch_articles or WORKER_BATCH_ARTICLES,
            on_timeout,
        )
    except BaseException:
        # Stopped early (an error, Ctrl-C, the consumer gone): what the workers hold would
        # not be written, so stop them now rather than wait for their batches.
        _stop(executor)
        raise
    executor.shutdown(wait=True)


def _stop(executor: ProcessPoolExecutor) -> None:
    """Cancel what is queued and end the worker processes at once."""
    # The pool's own list, taken before shutdown drops it: Python 3.11 has no public way to
    # end running workers, and shutdown alone lets each finish its batch first.
    processes = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(timeout=5)


# --------------------------------------------------------------------- Dask


def _distributed() -> Any:
    try:
        import distributed
    except ImportError as e:
        raise DaskMissing(
            "--dask needs dask[distributed], which is not installed:"
            " pip install 'varometer[cluster]'"
        ) from e
    return distributed


def require_dask(address: str) -> None:
    """Check ``address`` (a scheduler's, or ``local:N``): raise ``ValueError`` for a
    ``local:`` without a number of workers, :class:`DaskMissing` (one line to show as is)
    unless dask[distributed] is installed."""
    _local_workers(address)
    _distributed()


def _local_workers(address: str) -> int | None:
    """N of ``local:N``; None for a scheduler's address."""
    if not address.startswith(LOCAL_PREFIX):
        return None
    count = address[len(LOCAL_PREFIX) :]
    if not count.isdigit() or int(count) < 1:
        raise ValueError(f"--dask {address}: give local:N with N workers, N >= 1 (local:2)")
    return int(count)


@contextmanager
def dask_client(address: str) -> Iterator[Any]:
    """A Dask client for ``address``, closed on the way out: ``local:N`` starts (and then
    stops) a LocalCluster of N worker processes of one thread each here; anything else is
    the address of a running scheduler (``tcp://host:8786``)."""
    distributed = _distributed()
    with _quiet_dask():
        yield from _client(distributed, address)


@contextmanager
def _quiet_dask() -> Iterator[None]:
    """Dask's own lines (a cluster starting and stopping, workers retired) are the run's
    business, not the user's: only its errors are shown meanwhile."""
    loggers = [logging.getLogger(name) for name in ("distributed", "dask")]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


def _client(distributed: Any, address: str) -> Iterator[Any]:
    count = _local_workers(address)
    if count is None:
        with distributed.Client(address) as client:
            yield client
        return
    with (
        distributed.LocalCluster(
            n_workers=count,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.ERROR,  # in the workers; here, see _quiet_dask
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        yield client


def analyse_on_dask(
    articles: Iterable[Article],
    settings: WorkerSettings,
    address: str,
    on_timeout: OnTimeout | None = None,
    batch_articles: int | None = None,
) -> Iterator[tuple[Article, list[Quote]]]:
    """Yield each article with its analysed quotes, in input order, analysed in batches
    on the Dask cluster at ``address`` (see :func:`dask_client`); each worker loads the
    models once, as the plugin is registered (:mod:`nlp.dask_worker`)."""
    with dask_client(address) as client:
        from nlp.dask_worker import LoadModels, analyse_batch_on_worker

        client.register_plugin(LoadModels(settings))
        workers = max(1, sum(client.nthreads().values()))

        def submit(batch: list[Article]) -> Any:
            # pure=False: two batches of equal content are still two tasks (no cached result).
            return client.submit(analyse_batch_on_worker, batch, settings, pure=False)

        yield from in_order(
            articles,
            submit,
            workers,
            batch_articles or WORKER_BATCH_ARTICLES,
            on_timeout,
        )
