"""What a run (``ingest``, ``analyse``, ``quotes``, ``speakers``) says on stderr: its
progress while it goes, one line per input it skips, and a summary at the end.

Never on stdout, which holds the results; nothing but errors under --quiet. The totals
come from :mod:`nlp.run_size`; this module only shows them.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from rich.text import Text

from nlp.cli import console
from nlp.cli.console import cell, state, visible, visible_path
from nlp.run_size import InputCount

# Without a terminal to draw a bar on (a log file, a pipe, CI), progress is one plain line on
# stderr after every PROGRESS_EVERY articles or PROGRESS_EVERY_S seconds, whichever comes
# first: a log of a long run then says it is alive and when it should end, with no redraws.
PROGRESS_EVERY = 50
PROGRESS_EVERY_S = 10.0


def _duration(seconds: float) -> str:
    """Return a rough duration: "40 s", "7 min", "2 h 5 min"."""
    if seconds < 60:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60} min"


def progress_line(
    verb: str,
    count: InputCount,
    done: int,
    articles: int,
    speed: float | None = None,
    left_s: float | None = None,
) -> str:
    """Return one plain progress line: "analysed 150/1,056 articles (14%), 2.1 articles/s,
    about 7 min left"; with files as the unit, the articles so far come after them. Speed
    (articles a second) and the seconds left are left out when not known yet."""
    so_far = f"{articles:,} article{'' if articles == 1 else 's'}"
    parts = [f"{verb} {so_far}"]
    if count.total is not None:
        total = max(count.total, done)  # a file that held more than its name said
        parts = [f"{verb} {done:,}/{total:,} {count.unit} ({100 * done // max(total, 1)}%)"]
        if count.unit != "articles":
            parts.append(so_far)
    if speed is not None:
        parts.append(f"{speed:.1f} articles/s" if speed >= 0.1 else f"{speed:.2g} articles/s")
    if left_s is not None:
        parts.append(f"about {_duration(left_s)} left")
    return ", ".join(parts)


class RunProgress:
    """A run's progress on stderr, fed each article and skip: a rich bar with the total and
    the time left when stdout and stderr are a terminal, else a plain line now and then
    (:data:`PROGRESS_EVERY`), never on stdout; nothing under --quiet."""

    def __init__(self, verb: str, count: InputCount, json_out: bool = False) -> None:
        self.verb, self.count = verb, count
        self.articles = 0
        self.seen: set[str] = set()  # the files (unit "files") whose records have come
        # A bar redraws in place: anything else written to the terminal meanwhile (JSON
        # lines on stdout) would tear it, and a log file would get every redraw.
        terminal = _is_terminal(sys.stdout) and _is_terminal(sys.stderr)
        self.mode = "off" if state.quiet else "bar" if terminal and not json_out else "lines"
        self.bar: Any = None
        self.task: Any = None
        self.first_at = self.said_at = time.monotonic()
        self.said_articles = 0

    def __enter__(self) -> RunProgress:
        self.said_at = time.monotonic()
        if self.mode == "bar":
            self.bar = _progress_bar(self.count)
            self.bar.start()
            noun = "ingesting" if self.verb == "ingested" else "analysing"
            self.task = self.bar.add_task(noun, total=self.count.total, unit=self._unit())
        return self

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()

    def on_article(self, article: Any, quotes: Any = None, status: str = "") -> None:
        """Count one article (an ``on_article`` callback of :mod:`nlp.analyse`)."""
        self._advance(getattr(article, "path", None))

    def on_skip(self, item: Any) -> None:
        """Count one skipped input (an ``on_skip`` callback); its line is said elsewhere."""
        self._advance(getattr(item, "path", None))

    def _done(self) -> int:
        if self.count.unit == "articles":
            return self.articles
        # A file is done once the next one's first record comes (the last one at the end).
        return max(len(self.seen) - 1, 0)

    def _unit(self) -> str:
        if self.count.unit == "articles":
            return "articles"
        return f"files, {self.articles:,} articles"

    def _advance(self, path: str | None) -> None:
        if not self.articles:
            self.first_at = time.monotonic()
        self.articles += 1
        if path in self.count.files:
            self.seen.add(path)
        if self.mode == "bar":
            self.bar.update(self.task, completed=self._done(), unit=self._unit())
        elif self.mode == "lines":
            now = time.monotonic()
            due = self.articles - self.said_articles >= PROGRESS_EVERY
            if due or now - self.said_at >= PROGRESS_EVERY_S:
                self.said_at, self.said_articles = now, self.articles
                console.err.print(self._line(now), highlight=False, markup=False)

    def _line(self, now: float) -> str:
        # The pace is timed from the first article on: loading the models before it is
        # no measure of how fast the rest will go.
        elapsed, done = now - self.first_at, self._done()
        speed = (self.articles - 1) / elapsed if elapsed > 0 and self.articles > 1 else None
        left = None
        if self.count.total is not None and done < self.count.total:
            if self.count.unit == "articles" and speed:
                left = (self.count.total - done) / speed
            elif self.count.unit != "articles" and done and elapsed > 0:
                left = (self.count.total - done) * elapsed / done
        return progress_line(self.verb, self.count, done, self.articles, speed, left)


def _is_terminal(stream: Any) -> bool:
    """Whether ``stream`` is a terminal (False for a closed or replaced stream)."""
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def _progress_bar(count: InputCount) -> Any:
    """A rich progress bar on stderr: with the total, a percentage and the time left when
    the total is known, else a pulsing bar that says what it counts."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        SpinnerColumn,
        TaskProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    if count.total is None:
        counted = [TextColumn("{task.completed} {task.fields[unit]}"), TimeElapsedColumn()]
    else:
        counted = [
            MofNCompleteColumn(),
            TextColumn("{task.fields[unit]}"),
            TaskProgressColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            TextColumn("left"),
        ]
    return Progress(
        SpinnerColumn(),
        TextColumn("{task.description}"),
        BarColumn(),
        *counted,
        console=console.err,
        transient=True,
    )


def summary(stats: Any, verb: str) -> None:
    """Say on stderr what a run read, did and skipped, with the skips counted by reason."""
    if state.quiet:
        return
    parts = [f"read {stats.read}", f"{verb} {stats.analysed or stats.added}"]
    parts.append(f"duplicates {stats.duplicates}")
    if stats.updated:
        parts.append(f"updated {stats.updated}")
    if stats.quotes:
        parts.append(f"quotes {stats.quotes}")
    if stats.removed:
        parts.append(f"feed summaries removed {stats.removed}")
    parts.append(f"skipped {len(stats.skipped)}")
    console.err.print(", ".join(parts), highlight=False)
    from nlp.ingest.base import without_position

    # The reasons as reported to on_skip: a path may itself hold ": ", so the stored
    # "skipped PATH: reason" lines are split only when those are missing.
    said = state.skip_reasons
    if len(said) != len(stats.skipped):
        said = [line.split(": ", 1)[-1] for line in stats.skipped]
    reasons: dict[str, int] = {}
    for reason in map(without_position, said):
        reasons[reason] = reasons.get(reason, 0) + 1
    for reason, count in sorted(reasons.items(), key=lambda kv: -kv[1]):
        console.err.print(
            cell(f"  skipped {count} x {visible(reason, one_line=True)}"), highlight=False
        )


def skip_line(item: Any) -> str:
    """Return "skipped PATH: reason" with the path shown unambiguously (:func:`visible_path`)
    and the reason on one line."""
    path, reason = getattr(item, "path", None), getattr(item, "reason", None)
    if not isinstance(path, str) or not isinstance(reason, str):
        return visible(item, one_line=True)
    return f"skipped {visible_path(path)}: {visible(reason, one_line=True)}"


def on_skip(item: Any) -> None:
    """Say one skipped input's line (an ``on_skip`` callback) and keep its reason for
    :func:`summary`."""
    reason = getattr(item, "reason", None)
    state.skip_reasons.append(reason if isinstance(reason, str) else str(item))
    if not state.quiet:
        console.err.print(Text(skip_line(item), style="yellow"), highlight=False)
