"""What runs on a Dask worker (``varometer analyse --dask``): the plugin that loads the
models once per worker, and the task that analyses a batch. Imported only with dask
installed; a worker needs varometer installed too, as the tasks name these functions."""

from __future__ import annotations

import asyncio
import os
import threading

from distributed import WorkerPlugin

from nlp.models import Article
from nlp.worker import Analysed, WorkerSettings, analyse_batch, load_models, prepare_process

# One analysis at a time per process: the workers of an in-process cluster (threads) share
# one pipeline and one stance model, and the pipeline's components keep per-call state.
_LOCK = threading.Lock()


class LoadModels(WorkerPlugin):
    """Load the spaCy pipeline and the stance model as a worker joins, once."""

    name = "varometer-models"

    def __init__(self, settings: WorkerSettings) -> None:
        self.settings = settings

    async def setup(self, worker: object) -> None:
        # In the client's own process (an in-process cluster) torch's threads and the
        # precision are the client's already: leave them as they are.
        if os.getpid() != self.settings.parent_pid:
            prepare_process(self.settings)
        # Off the worker's event loop: seconds of model loading there would stall its
        # heartbeats to the scheduler.
        await asyncio.get_running_loop().run_in_executor(None, self._load)

    def _load(self) -> None:
        with _LOCK:
            load_models(self.settings)


def analyse_batch_on_worker(articles: list[Article], settings: WorkerSettings) -> list[Analysed]:
    """The Dask task: :func:`nlp.worker.analyse_batch`, one at a time per process."""
    with _LOCK:
        return analyse_batch(articles, settings)
