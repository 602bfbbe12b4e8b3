"""A time limit on one article's analysis, so one pathological text cannot stall a batch.

The limit is wall-clock time, enforced with ``SIGALRM``: the alarm raises
:class:`AnalysisTimeout` in the main thread at the next Python instruction, wherever the
analysis is (spaCy calls back into Python between its compiled steps and for each of our
components). Outside the main thread (a Dask worker runs its tasks in threads), a timer
thread raises it in the analysing thread instead (CPython's ``PyThreadState_SetAsyncExc``),
also at its next Python instruction; unlike the alarm it cannot cut a ``sleep`` or a wait
short. Where neither is possible the code runs unbounded, as before; every rule is meant
to be linear in the article's length anyway (``benchmarks/length.py``).
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
    if not seconds:
        yield
        return
    if not watchdog_available():
        if _thread_timer_available():
            with _thread_deadline(seconds):
                yield
        else:
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


class _ThreadTimeout(BaseException):
    """Raised in a thread by :func:`_thread_deadline`'s timer; a BaseException, so that an
    ``except Exception`` in the analysis does not swallow it."""


def _thread_timer_available() -> bool:
    import sys

    return sys.implementation.name == "cpython"


@contextmanager
def _thread_deadline(seconds: float) -> Iterator[None]:
    """:func:`deadline` off the main thread: a timer thread raises the timeout in this one."""
    import ctypes

    target = ctypes.c_ulong(threading.get_ident())
    lock = threading.Lock()
    armed, fired = [True], [False]

    def fire() -> None:
        with lock:  # never once the block is over: the exception would hit the caller
            if armed[0]:
                fired[0] = True
                ctypes.pythonapi.PyThreadState_SetAsyncExc(target, ctypes.py_object(_ThreadTimeout))

    timer = threading.Timer(seconds, fire)
    timer.daemon = True
    timer.start()
    try:
        try:
            yield
        finally:
            with lock:
                armed[0] = False
            timer.cancel()
            if fired[0]:  # fired as the block ended: take back what was not raised yet
                ctypes.pythonapi.PyThreadState_SetAsyncExc(target, None)
    except _ThreadTimeout:
        raise AnalysisTimeout(seconds) from None
