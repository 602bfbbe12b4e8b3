"""A time limit on one article's analysis, so one pathological text cannot stall a batch.

The limit is wall-clock time, enforced with ``SIGALRM``: the alarm raises
:class:`AnalysisTimeout` in the main thread at the next Python instruction, wherever the
analysis is (spaCy calls back into Python between its compiled steps and for each of our
components). Outside the main thread, or where the platform has no interval timer, there is
no watchdog and the code runs unbounded, as before; every rule is meant to be linear in the
article's length anyway (``benchmarks/length.py``).
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

DEFAULT_ARTICLE_TIMEOUT_S = 120.0
MIN_TIMER_S = 1e-3  # an outer alarm that fell due meanwhile fires as soon as it is put back


class AnalysisTimeout(Exception):
    """An article's analysis ran past its time limit."""

    def __init__(self, seconds: float):
        super().__init__(f"analysis took over {seconds:g} s")
        self.seconds = seconds


def watchdog_available() -> bool:
    """True when :func:`deadline` can enforce a limit here (main thread, a POSIX timer)."""
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Raise :class:`AnalysisTimeout` in the block once it has run ``seconds`` (wall clock).

    No limit when ``seconds`` is falsy or :func:`watchdog_available` is False. The previous
    handler and timer are restored on the way out, so deadlines do not leak into the caller.
    """
    if not seconds or not watchdog_available():
        yield
        return

    # A caller's own alarm (a test harness, an application's timer) keeps its time: it is
    # put back on the way out, less the time spent here, and fires at once if it fell due.
    outer_left, outer_interval = signal.getitimer(signal.ITIMER_REAL)
    started = time.monotonic()

    def on_alarm(signum: int, frame: object) -> None:
        raise AnalysisTimeout(seconds)

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer_left:
            left = max(outer_left - (time.monotonic() - started), MIN_TIMER_S)
            signal.setitimer(signal.ITIMER_REAL, left, outer_interval)
