"""What one worker does: load the models once, then analyse batches of whole articles.

A worker is a process of this machine (:func:`nlp.parallel.analyse_in_processes`) or a Dask
worker (:mod:`nlp.dask_worker`); either gets a :class:`WorkerSettings` from the parent and
returns each article's quotes as plain records (:class:`Analysed`). The parent side, which
sends the batches and writes the results in input order, is :mod:`nlp.parallel`.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from dataclasses import dataclass

from nlp.config import REPORTED_SPEECH
from nlp.models import Article, Quote
from nlp.stance.scoring import apply_stance_to_articles

# How often a worker checks that the parent is still alive (seconds).
PARENT_POLL_S = 1.0


@dataclass(frozen=True)
class WorkerSettings:
    """What a worker needs to analyse articles as the parent would: plain values, picklable."""

    register_paths: tuple[str, ...] = ()
    world_register: bool = True
    scoring: bool = True
    article_timeout: float | None = None
    batch_size: int = 16
    # The stance precision the parent chose and records in its run ("bf16" or "fp32"): a
    # worker on a CPU of another kind would choose otherwise (scores differ by up to ~1e-2).
    precision: str | None = None
    # The process that sent the work: a worker in that same process (an in-process Dask
    # cluster) leaves its torch threads alone, they are the parent's too.
    parent_pid: int = 0
    # Reported speech found too (``analyse --reported``; ``nlp.reported``).
    reported: bool = REPORTED_SPEECH


@dataclass
class Analysed:
    """One article's analysis as a worker returns it: its quotes, or the time limit it
    ran past (``quotes`` None)."""

    quotes: list[Quote] | None
    timed_out: float | None = None


def load_models(settings: WorkerSettings) -> None:
    """Load the spaCy pipeline and, when scoring, the stance model into this process's
    caches, so the first batch does not pay for them and a missing model fails at start."""
    from nlp.pipeline import get_pipeline

    get_pipeline(settings.register_paths, settings.world_register, settings.reported)
    if settings.scoring:
        from nlp.stance.model import get_model

        get_model()


def one_thread_for_torch() -> None:
    """One torch thread in this process: N workers on N cores, each with torch's own
    intra-op threads, would oversubscribe the cores."""
    import torch

    torch.set_num_threads(1)


def prepare_process(settings: WorkerSettings) -> None:
    """Set up a worker process other than the parent: one torch thread, and the parent's
    stance precision (read by ``nlp.stance.model.get_model``)."""
    one_thread_for_torch()
    if settings.precision:
        from nlp.stance.model import PRECISION_ENV

        os.environ[PRECISION_ENV] = settings.precision


def _exit_with_parent(parent_pid: int) -> None:
    """Exit this worker once its parent is gone (SIGKILLed: it can close nothing), so a
    killed run leaves no orphans holding the models in memory."""

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(PARENT_POLL_S)
        os._exit(1)

    threading.Thread(target=watch, name="varometer-parent-watch", daemon=True).start()


def init_worker(settings: WorkerSettings) -> None:
    """Initializer of a worker process: quiet on Ctrl-C (the parent stops the run), one
    torch thread and the parent's precision, exit with the parent, the models loaded once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    prepare_process(settings)
    _exit_with_parent(settings.parent_pid)
    load_models(settings)


def analyse_batch(articles: list[Article], settings: WorkerSettings) -> list[Analysed]:
    """Return the analysis of each of ``articles``, in order: extraction under the per-article
    time limit, then one stance call for the batch's quotes (the models cached per process)."""
    from nlp.pipeline import extract_quotes, get_pipeline

    nlp = get_pipeline(settings.register_paths, settings.world_register, settings.reported)
    out = [Analysed(None) for _ in articles]
    position = {id(article): k for k, article in enumerate(articles)}

    def timed_out(article: Article, seconds: float) -> None:
        out[position[id(article)]] = Analysed(None, seconds)

    extracted = extract_quotes(
        articles,
        nlp,
        batch_size=settings.batch_size,
        time_limit=settings.article_timeout,
        on_timeout=timed_out,
    )
    for article, quotes in extracted:
        out[position[id(article)]] = Analysed(quotes)
    if settings.scoring:
        apply_stance_to_articles([a.quotes for a in out if a.quotes is not None])
    return out
