"""varometer: who said what about VAR, in which role, and how they feel about it.

A thin Typer shell over the library in ``nlp``: each command parses options, calls one
library function and prints. Anything it can do, ``nlp`` can do from Python.
"""

from __future__ import annotations

import contextlib
import functools
import io
import json
import logging
import math
import os
import re
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from nlp.watchdog import DEFAULT_ARTICLE_TIMEOUT_S

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

# The app's own options, accepted after the command too ("varometer season -q"): typed there
# they were "No such option: -q".
GLOBAL_FLAGS = frozenset({"-q", "--quiet", "-v", "--verbose"})


def globals_first(argv: list[str]) -> list[str]:
    """Return ``argv`` with the app's own flags moved before the command (not after "--")."""
    cut = argv.index("--") if "--" in argv else len(argv)
    flags = [a for a in argv[:cut] if a in GLOBAL_FLAGS]
    return flags + [a for a in argv[:cut] if a not in GLOBAL_FLAGS] + argv[cut:]


class App(typer.Typer):
    """A Typer app that takes its global flags anywhere on the command line."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if not args and "args" not in kwargs:
            kwargs["args"] = globals_first(sys.argv[1:])
        _buffer_stdout()
        return super().__call__(*args, **kwargs)


def _buffer_stdout() -> None:
    """Put a buffer under stdout when Python runs unbuffered (PYTHONUNBUFFERED, -u).

    There, stdout's text layer writes to the file itself and drops what a short write left
    over: a reader that closes the pipe in the middle of a large write (``| head -c 1``) cuts
    the output with no error, and the command exited 0 instead of 141. A buffered writer
    retries the rest and so meets the closed pipe. Lines still go out as they are written.
    """
    stream = sys.stdout
    raw = getattr(stream, "buffer", None)
    if stream is not sys.__stdout__ or not isinstance(raw, io.RawIOBase):
        return
    sys.stdout = io.TextIOWrapper(
        io.BufferedWriter(raw),
        encoding=stream.encoding,
        errors=stream.errors,
        line_buffering=True,
    )


app = App(
    name="varometer",
    help=(
        "Read football news and find who said what about VAR, in which role, and how they "
        "feel about it.\n\nQuick start:\n\n"
        "  varometer analyse corpora/demo-season/articles --register corpora/demo-season\n\n"
        "  varometer quotes corpora/demo-season/articles/ds-001.md\n\n"
        "  varometer export --format csv --out out/"
    ),
    no_args_is_help=True,
    rich_markup_mode="markdown",
    pretty_exceptions_enable=False,
)


class ResultConsole(Console):
    """stdout's console. A closed pipe ends the command as ``friendly`` ends it for plain
    writes (rich's own handling exits 1, as if the command had failed)."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError


out = ResultConsole()
# Diagnostics stay one line each, whatever the terminal width, so they can be grepped.
err = Console(stderr=True, soft_wrap=True)
F = TypeVar("F", bound=Callable[..., Any])

# What a terminal would act on rather than show: C0 and C1 controls (an ESC starts a colour,
# a cursor move or a hyperlink; a CR rewrites the line), line and paragraph separators, and
# the bidi overrides that reorder what follows. Newline and tab are kept where text may span
# lines (a quote over two paragraphs).
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_CONTROL_OR_BREAK_RE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def visible(value: Any, one_line: bool = False) -> str:
    """Return ``value`` as a terminal may show it: each control character written as its
    escape ("\\x1b", "\\r"; with ``one_line`` "\\n" and "\\t" too). Text from articles,
    registers and file names is printed through this and never as Rich markup."""
    pattern = _CONTROL_OR_BREAK_RE if one_line else _CONTROL_RE
    text = "" if value is None else str(value)
    return pattern.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def visible_path(path: str) -> str:
    """Return a file name for a message, so that each message names one path without doubt:
    as it is, or as a quoted Python literal ('two\\nlines.txt') when it holds a control
    character, ": " (what ends PATH in "skipped PATH: reason"), a quote mark first, or a
    space at either end."""
    plain = (
        not _CONTROL_OR_BREAK_RE.search(path)
        and ": " not in path
        and path[:1] not in ("'", '"')
        and path == path.strip()
    )
    return path if plain else repr(path)


class VisibleFormatter(logging.Formatter):
    """Log lines as :func:`visible` text: warnings name files and records from the input."""

    def format(self, record: logging.LogRecord) -> str:
        return visible(super().format(record))


def cell(value: Any) -> Text:
    """A table cell, title or plain line from input: literal text, not Rich markup."""
    return Text(visible(value))


def _say(console: Console, label: str, style: str, message: Any) -> None:
    """Print "label: message" with the label styled and the message as literal text."""
    console.print(Text.assemble((label, style), " ", visible(message)), highlight=False)


class State:
    db: str = "varometer.db"
    quiet: bool = False
    verbose: bool = False
    # The reasons of this command's skips, for its summary (see _summary).
    skip_reasons: list[str]

    def __init__(self) -> None:
        self.skip_reasons = []


state = State()

DbOpt = Annotated[
    str, typer.Option("--db", metavar="FILE", help="SQLite database file.", envvar="VAROMETER_DB")
]


def _register_paths(value: list[str] | None) -> list[str] | None:
    """Typer callback: every --register path must exist (checked before a database is made)."""
    for path in value or ():
        if not Path(path).exists():
            raise typer.BadParameter(f"register file or folder not found: {path}")
    return value


def _blocking_file(path: Path) -> Path | None:
    """Return the file that stands where ``path`` or a folder above it would have to be, or
    None when nothing does."""
    for place in (path, *path.parents):
        try:
            if place.exists():
                return None if place.is_dir() else place
        except OSError:
            return None  # not ours to judge here: the write says what is wrong
    return None


def _out_folder(value: Path | None) -> Path | None:
    """Typer callback: an --out folder must be a folder or a place one can be made (a usage
    mistake, exit 2, before anything is read)."""
    if value is not None:
        blocking = _blocking_file(value)
        if blocking is not None:
            why = "not a folder" if blocking == value else f"so {value} cannot be a folder"
            raise typer.BadParameter(f"{blocking} is a file, {why}")
    return value


# ``export`` and ``report``: the folder their files go to.
OutDirOpt = Annotated[
    Path,
    typer.Option("--out", "-o", metavar="DIR", help="Folder to write into.", callback=_out_folder),
]


def _out_file(value: Path | None) -> Path | None:
    """Typer callback: the folders above an --out file must be folders or places they can
    be made."""
    if value is not None:
        if value.is_dir():
            raise typer.BadParameter(f"{value} is a folder; give a file name")
        blocking = _blocking_file(value.parent)
        if blocking is not None:
            raise typer.BadParameter(f"{blocking} is a file, so {value} cannot be written")
    return value


# The files SQLite keeps beside a database: writing over any of them corrupts it.
DB_COMPANIONS = ("-wal", "-shm", "-journal")


def _same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` name one file: the same path once resolved (".", "..", links),
    or, when both exist, the same file on disk (a hard link, a case-insensitive disk)."""
    try:
        if a.resolve() == b.resolve():
            return True
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def _register_files(entry: str) -> list[Path]:
    """The files a --register entry reads: the file, or a folder's register CSVs."""
    from nlp.football.registers.tables import _header, _user_file_kind

    path = Path(entry)
    if not path.is_dir():
        return [path]
    files = []
    for file in sorted(path.glob("*.csv")):
        # A folder's other CSVs (a report's season.csv written there) are not read as a
        # register, so writing over them is no harm.
        with contextlib.suppress(OSError, UnicodeDecodeError):
            if _user_file_kind(_header(file.read_text(encoding="utf-8-sig"))):
                files.append(file)
    return files


def _refuse_overwriting(
    outputs: list[Path], db: str | None = None, register: list[str] | None = None
) -> None:
    """Refuse, as a usage mistake (exit 2) before anything is read or written, to write an
    output over the database (or the files SQLite keeps beside it), a register file the
    command reads, or another output of the same command: ``digest --out v.db --db v.db``
    replaced the database with the report."""
    inputs: list[tuple[Path, str]] = []
    if db:
        inputs.append((Path(db), f"the database (--db {db})"))
        inputs += [(Path(db + end), f"a file of the database (--db {db})") for end in DB_COMPANIONS]
    for entry in register or ():
        inputs += [(path, "a register file this command reads") for path in _register_files(entry)]
    for i, output in enumerate(outputs):
        for path, what in inputs:
            if _same_file(output, path):
                raise typer.BadParameter(f"{output} is {what}; write to another file")
        for other in outputs[:i]:
            if _same_file(output, other):
                raise typer.BadParameter(
                    f"{output} is given for two outputs; give each its own file"
                )


RegisterOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--register",
        metavar="PATH",
        help="A people.csv / clubs.csv file, or a folder holding them, for your league. Repeatable.",
        callback=_register_paths,
    ),
]


NoWorldOpt = Annotated[
    bool,
    typer.Option(
        "--no-world-register",
        metavar="",  # a flag: no value (NO_VALUE, defined below)
        help="Give speakers no register knows no post from the bundled register of real"
        " football people (on by default; see README, World register).",
    ),
]


def _size_mb(value: float) -> float:
    """Typer callback: a size limit must be a positive, finite number of MB."""
    if not math.isfinite(value) or value <= 0:
        raise typer.BadParameter(f"{value} is not a size: give a positive number of MB, e.g. 5")
    return value


MaxSizeOpt = Annotated[
    float,
    typer.Option(
        "--max-size",
        metavar="MB",
        help="Skip input files larger than this many MB.",
        callback=_size_mb,
    ),
]
# No default shown: without the option several names are tried, not "text" alone.
TextColumnOpt = Annotated[
    str | None,
    typer.Option(
        "--text-column",
        metavar="COLUMN",
        show_default=False,
        help="CSV column (or JSON key) that holds the article text. Without it, the first "
        "of text, body, content, bodyText, articleBody, html, plaintext that a record has. A "
        "CSV without the named column falls back to those, with a warning.",
    ),
]


# Flags take no value; without a metavar typer shows "<bool>" after them as if they did.
NO_VALUE = ""

# Commands that commit article by article, so a second run carries on where one stopped.
RESUMABLE_COMMANDS = frozenset({"ingest", "analyse"})


def friendly(fn: F) -> F:
    """Turn any error into one clear line (with the traceback only under --verbose).

    Exit codes: 2 for a usage mistake (a bad option value, options that do not go
    together), 1 for any other error, 130 for an interrupt, 141 (a shell's code for a
    closed pipe) with no line when the reader of stdout stopped reading (``| head``).
    """

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return _flushed(fn, *args, **kwargs)
        except (typer.Exit, typer.Abort, SystemExit):
            raise
        except typer.BadParameter as exc:
            # A bad option value found inside a command exits as one found by a callback
            # does (2), so scripts can tell a mistyped command from a failed run (1).
            _say(err, "error:", "red", exc)
            raise typer.Exit(2) from None
        except KeyboardInterrupt:
            if fn.__name__ in RESUMABLE_COMMANDS:
                err.print("interrupted: everything committed so far is kept; run again to resume")
            else:
                err.print("interrupted")
            raise typer.Exit(130) from None
        except BrokenPipeError:
            # Nothing is wrong but the output's end: say nothing, and keep Python's own
            # flush at exit from failing on the closed pipe again.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(141) from None
        except Exception as exc:  # noqa: BLE001 - the CLI's last line of defence
            if state.verbose:
                err.print_exception()
            else:
                _say(err, "error:", "red", exc)
            raise typer.Exit(1) from None

    return wrapper  # type: ignore[return-value]


def _flushed(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run ``fn`` and flush stdout after it, however it ends, so that a reader who closed
    the pipe is found inside :func:`friendly` (141) and not by Python's flush at exit (an
    "Exception ignored" line and status 120)."""
    try:
        result = fn(*args, **kwargs)
    except (typer.Exit, typer.Abort, SystemExit):
        sys.stdout.flush()
        raise
    sys.stdout.flush()
    return result


def _json_records(frame: Any) -> list[dict[str, Any]]:
    """Return a report table as JSON-ready records, days as "YYYY-MM-DD" (not midnight times)."""
    import pandas as pd

    frame = frame.copy()
    if "date" in frame.columns:
        frame["date"] = [
            None if pd.isna(d) else pd.Timestamp(d).date().isoformat() for d in frame["date"]
        ]
    return json.loads(frame.to_json(orient="records"))


def _png_path(value: Path | None) -> Path | None:
    """Typer callback: refuse a chart path the chart cannot be written to, before any work."""
    if value is None:
        return None
    from nlp.reports import check_chart_path

    try:
        return check_chart_path(value)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None


def _day(value: str | None) -> str | None:
    """Typer callback: refuse a date option that is not a real YYYY-MM-DD day, before any work."""
    if value is None:
        return None
    from nlp.incidents import parse_day

    try:
        return parse_day(value).isoformat()
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None


def _match_value(value: str | None) -> str | None:
    """Typer callback: refuse a --match that is not "Home v Away" (a usage mistake, exit 2),
    before the database is read."""
    if value is None:
        return None
    from nlp.reports import match_sides

    try:
        match_sides(value)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    return value


def _period(start: str | None, end: str | None) -> None:
    """Refuse a period that starts after it ends, as a usage mistake (exit 2), before any work."""
    if start is not None and end is not None and start > end:  # both YYYY-MM-DD (_day)
        raise typer.BadParameter(f"the period starts ({start}) after it ends ({end})")


def _one_of(option: str, value: str | None, choices: tuple[str, ...]) -> None:
    """Refuse an option value outside ``choices`` (any case) as a usage mistake (exit 2)."""
    if value is not None and value.strip().lower() not in choices:
        raise typer.BadParameter(f"{option} must be one of {', '.join(choices)}, not {value!r}")


@app.callback()
def main(
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", metavar=NO_VALUE, help="Only print results and errors.")
    ] = False,
    verbose: Annotated[
        bool,
        typer.Option(
            "--verbose",
            "-v",
            metavar=NO_VALUE,
            help="Print debug notes and full tracebacks.",
        ),
    ] = False,
) -> None:
    state.quiet, state.verbose = quiet, verbose
    state.skip_reasons = []
    # --quiet keeps errors only: the warnings (files of other types, a CSV read with another
    # column) are notes like the skip lines it already silences.
    level = logging.DEBUG if verbose else logging.ERROR if quiet else logging.WARNING
    handler = logging.StreamHandler()
    handler.setFormatter(VisibleFormatter("%(message)s"))
    logging.basicConfig(level=level, handlers=[handler])


def _ingest_options(max_size: float, text_column: str | None):  # noqa: ANN202
    from nlp.ingest import IngestOptions
    from nlp.ingest.constants import DEFAULT_TEXT_COLUMN

    # None (no --text-column) reads as the library's default, which falls back to the others.
    column = DEFAULT_TEXT_COLUMN if text_column is None else text_column
    return IngestOptions(max_bytes=int(max_size * 1024 * 1024), text_column=column)


# Without a terminal to draw a bar on (a log file, a pipe, CI), progress is one plain line on
# stderr after every PROGRESS_EVERY articles or PROGRESS_EVERY_S seconds, whichever comes
# first: a log of a long run then says it is alive and when it should end, with no redraws.
PROGRESS_EVERY = 50
PROGRESS_EVERY_S = 10.0

# The input formats whose every file is one article (or one skip line): a run over such files
# counts articles against the number of files found. Dumps and feeds hold many records each,
# so a run over them counts files instead.
ONE_ARTICLE_FORMATS = frozenset({"text", "markdown", "html"})


@dataclass(frozen=True)
class InputCount:
    """What a run will report, counted up front: ``total`` ``unit`` ("articles", or "files"
    when inputs hold many records each, in which case ``files`` names them); ``total`` is
    None when not known (one dump, a feed or stdin: its records are only known as read)."""

    total: int | None
    unit: str = "articles"
    files: frozenset[str] = frozenset()
    # Bytes of the one-article files, to weigh a run of long ones (not part of what it counts).
    size: int = field(default=0, compare=False)


def count_inputs(paths: list[str]) -> InputCount:
    """Count the inputs of a run over ``paths`` from their names alone (nothing is read):
    as :func:`nlp.ingest.read_inputs` will take them, each file once, and a name that matches
    nothing as the one skip line it gets."""
    from nlp.ingest import expand_paths
    from nlp.ingest.constants import EXTENSION_FORMATS, STDIN_PATH

    logger = logging.getLogger("varometer")
    # The run lists them again and warns then (files of other types, pipes): say it once.
    was_disabled, logger.disabled = logger.disabled, True
    try:
        found: dict[str, str] = {}  # as read_inputs tells two spellings of one file apart
        missing: set[str] = set()
        for item in paths:
            names = expand_paths([item])
            if not names:
                missing.add(item)
            for name in names or [item]:
                found.setdefault(name if name == STDIN_PATH else os.path.realpath(name), name)
    finally:
        logger.disabled = was_disabled
    files = list(found.values())

    def one_article(name: str) -> bool:
        fmt = EXTENSION_FORMATS.get(os.path.splitext(name)[1].lower())
        return name in missing or (name != STDIN_PATH and fmt in ONE_ARTICLE_FORMATS)

    if all(map(one_article, files)):
        return InputCount(len(files), size=sum(map(_file_size, files)))
    if len(files) > 1:
        return InputCount(len(files), "files", frozenset(files))
    return InputCount(None)


def _file_size(name: str) -> int:
    try:
        return os.path.getsize(name)
    except OSError:  # stdin, a name that matches nothing: its skip line comes later
        return 0


def pending_count(store: Any, options: Any) -> int:
    """Return how many stored articles ``analyse`` with no PATH will take up."""
    # analyse_pending's own choice of what counts as done, so the count cannot differ from it.
    from nlp.analyse import _versions
    from nlp.config import ANALYSIS_VERSION

    done, _ = _versions(options)
    failed = None if options.retry_failed else ANALYSIS_VERSION  # --retry-failed clears them
    return sum(1 for _ in store.pending(done, failed_version=failed))


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
                err.print(self._line(now), highlight=False, markup=False)

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
        console=err,
        transient=True,
    )


def _summary(stats: Any, verb: str) -> None:
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
    err.print(", ".join(parts), highlight=False)
    from nlp.ingest.base import without_position

    # The reasons as reported to _on_skip: a path may itself hold ": ", so the stored
    # "skipped PATH: reason" lines are split only when those are missing.
    said = state.skip_reasons
    if len(said) != len(stats.skipped):
        said = [line.split(": ", 1)[-1] for line in stats.skipped]
    reasons: dict[str, int] = {}
    for reason in map(without_position, said):
        reasons[reason] = reasons.get(reason, 0) + 1
    for reason, count in sorted(reasons.items(), key=lambda kv: -kv[1]):
        err.print(cell(f"  skipped {count} x {visible(reason, one_line=True)}"), highlight=False)


def skip_line(item: Any) -> str:
    """Return "skipped PATH: reason" with the path shown unambiguously (:func:`visible_path`)
    and the reason on one line."""
    path, reason = getattr(item, "path", None), getattr(item, "reason", None)
    if not isinstance(path, str) or not isinstance(reason, str):
        return visible(item, one_line=True)
    return f"skipped {visible_path(path)}: {visible(reason, one_line=True)}"


def _on_skip(item: Any) -> None:
    reason = getattr(item, "reason", None)
    state.skip_reasons.append(reason if isinstance(reason, str) else str(item))
    if not state.quiet:
        err.print(Text(skip_line(item), style="yellow"), highlight=False)


@app.command()
@friendly
def ingest(
    paths: Annotated[
        list[str], typer.Argument(metavar="PATH", help="Files, folders, globs, or - for stdin.")
    ],
    db: DbOpt = "varometer.db",
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
) -> None:
    """Store articles (text, Markdown, HTML, JSON/JSONL, CSV, RSS/Atom) without analysing them.

    Re-ingesting the same content adds nothing. Bad files are skipped with one line each.
    Numeric dates are read day first (03/12/2026 is 3 December); month first only when
    day first is impossible (12/25/2026).

    Examples:

      varometer ingest corpora/demo-season/articles --db out/demo.db

      varometer ingest 'feeds/*.rss' export.csv --text-column body --db season.db

      curl -s https://example.org/report.html | varometer ingest -
    """
    from nlp.analyse import ingest as run_ingest
    from nlp.store import Store

    existed = Path(db).exists()
    with (
        _removed_if_left_empty(db, existed),
        Store(db) as store,
        RunProgress("ingested", count_inputs(paths)) as progress,
    ):

        def on_skip(item: Any) -> None:
            _on_skip(item)
            progress.on_skip(item)

        stats = run_ingest(
            store,
            paths,
            _ingest_options(max_size, text_column),
            on_article=progress.on_article,
            on_skip=on_skip,
        )
    _summary(stats, "added")
    raise typer.Exit(0 if stats.processed else 2)


@contextlib.contextmanager
def _removed_if_left_empty(db: str, existed: bool) -> Iterator[None]:
    """However the run ends (done, failed or interrupted), remove the database at ``db`` if
    this run created it and it holds no article, so the next command says there is no
    database rather than reporting an empty one as a result. An error goes on to the user."""
    try:
        yield
    except BaseException:
        if not existed and Path(db).exists():
            # Cleaning up must not hide the error that brought us here.
            with contextlib.suppress(Exception):
                _remove_database(db)
        raise
    if not existed and Path(db).exists():
        _remove_database(db)


def _remove_database(db: str) -> None:
    """Remove a database this run created and stored nothing in, so that a failed first run
    leaves no empty file to be mistaken for a result; kept when it holds an article after all
    (another run wrote to it meanwhile)."""
    from nlp.store import Store

    with Store(db) as store:
        if store.counts().get("articles", 0):
            return
    for suffix in ("", *DB_COMPANIONS):
        Path(db + suffix).unlink(missing_ok=True)


@app.command()
@friendly
def analyse(
    paths: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="PATH",
            help="Files, folders, globs, or -. None: finish what the database has pending.",
        ),
    ] = None,
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
    no_world: NoWorldOpt = False,
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", metavar=NO_VALUE, help="Print one JSON object per article on stdout."
        ),
    ] = False,
    no_store: Annotated[
        bool,
        typer.Option("--no-store", metavar=NO_VALUE, help="Analyse without writing the database."),
    ] = False,
    no_stance: Annotated[
        bool,
        typer.Option(
            "--no-stance",
            metavar=NO_VALUE,
            help="Skip the stance model; a later run with it fills the stances in.",
        ),
    ] = False,
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
    article_timeout: Annotated[
        float,
        typer.Option(
            "--article-timeout",
            metavar="SECONDS",
            min=0,
            help="Skip an article whose analysis takes longer (one line; recorded as failed,"
            " and skipped by later runs). 0: no limit.",
        ),
    ] = DEFAULT_ARTICLE_TIMEOUT_S,
    retry_failed: Annotated[
        bool,
        typer.Option(
            "--retry-failed",
            metavar=NO_VALUE,
            help="Analyse again the articles an earlier run recorded as failed.",
        ),
    ] = False,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            metavar="N",
            min=1,
            show_default=False,
            help="Worker processes that analyse articles, each with the models loaded once;"
            " 1: this process alone. Default: one per core (fewer for a short run).",
        ),
    ] = None,
    dask: Annotated[
        str | None,
        typer.Option(
            "--dask",
            metavar="ADDRESS",
            help="Analyse on a Dask cluster: a scheduler's tcp://host:8786, or local:N for N"
            " worker processes started here. Needs varometer[cluster].",
        ),
    ] = None,
) -> None:
    """Find every quote, its speaker, role and club, and the stance toward VAR; store them.

    Each article is stored with its analysis in one transaction: a killed run loses nothing
    committed, and running the same command again resumes where it stopped. An article whose
    analysis runs past --article-timeout is skipped with one line and the run goes on.

    The stance model runs in bfloat16 on CPUs that have it in hardware (1.7 to 2.0x faster,
    same labels on 99%+ of quotes) and in fp32 elsewhere; set VAROMETER_PRECISION=fp32 to
    force fp32. The run record notes which was used.

    Examples:

      varometer analyse corpora/demo-season/articles --register corpora/demo-season

      varometer analyse report.html --json --no-store | jq '.quotes[].speaker'

      varometer analyse            # finish articles ingested but not analysed yet

      varometer analyse --retry-failed --article-timeout 600   # give slow ones more time

      varometer analyse archive/ --db archive.db --workers 8   # 8 processes, one writer

      varometer analyse archive/ --db archive.db --dask tcp://scheduler:8786
    """
    from nlp.analyse import AnalyseOptions
    from nlp.config import ANALYSIS_VERSION, NO_STANCE_VERSION
    from nlp.store import Store

    options = AnalyseOptions(
        register_paths=tuple(register or ()),
        stance=not no_stance,
        ingest=_ingest_options(max_size, text_column),
        article_timeout=article_timeout or None,
        retry_failed=retry_failed,
        world_register=not no_world,
        dask=_dask_address(dask, workers),
    )

    def emit(article: Any, quotes: Any, status: str) -> None:
        if as_json and status == "duplicate" and store is not None:
            # Stored and analysed already: print what is stored, so that every input article
            # still gives its line.
            stored_id = store.find_duplicate(article)
            analysed = (ANALYSIS_VERSION, NO_STANCE_VERSION)
            if stored_id is not None and store.is_analysed(stored_id, analysed):
                article, quotes = store.get_article(stored_id), store.quotes_for(stored_id)
        if as_json and quotes is not None:
            # Plain writes, not rich: the JSON must stay byte-exact for jq and other tools.
            sys.stdout.write(json.dumps(article_json(article, quotes), ensure_ascii=False) + "\n")
            sys.stdout.flush()

    if not paths and not no_store:
        require_db(db)  # finishing pending work in a mistyped path would create an empty one
    existed = Path(db).exists()
    store = None if no_store else Store(db)
    cleanup = contextlib.nullcontext() if no_store else _removed_if_left_empty(db, existed)
    with cleanup:
        stats = _run_analyse(store, paths, options, emit, as_json, workers)
    _summary(stats, "analysed")
    raise typer.Exit(0 if stats.processed or not paths else 2)


def _run_analyse(
    store: Any,
    paths: Any,
    options: Any,
    emit: Any,
    json_out: bool,
    requested_workers: int | None = None,
) -> Any:
    """Run ``analyse`` over ``paths`` (or the stored pending articles), reporting each
    article to ``emit`` and the progress (:class:`RunProgress`), in ``requested_workers``
    processes (None: :func:`_workers` decides); close ``store`` whatever happens."""
    from nlp.analyse import analyse as run_analyse
    from nlp.analyse import analyse_pending

    try:
        if paths:
            count = count_inputs(paths)
        elif store is not None:
            count = InputCount(pending_count(store, options))
        else:
            raise typer.BadParameter("give PATHs to analyse with --no-store")
        if options.dask is None:
            options.workers = _workers(requested_workers, count)
        with RunProgress("analysed", count, json_out) as progress:

            def on_article(article: Any, quotes: Any, status: str) -> None:
                emit(article, quotes, status)
                progress.on_article(article)

            def on_skip(item: Any) -> None:
                _on_skip(item)
                progress.on_skip(item)

            if paths:
                stats = run_analyse(store, paths, options, on_article=on_article, on_skip=on_skip)
            else:
                stats = analyse_pending(store, options, on_article=on_article, on_skip=on_skip)
    finally:
        if store is not None:
            store.close()
    return stats


def _dask_address(address: str | None, workers: int | None) -> str | None:
    """Check ``--dask`` before anything is opened: one line when dask is missing."""
    if address is None:
        return None
    if workers is not None:
        raise typer.BadParameter("give --workers or --dask, not both")
    from nlp.parallel import require_dask

    try:
        require_dask(address)
    except ValueError as e:
        raise typer.BadParameter(str(e)) from None
    return address


def _workers(requested: int | None, count: InputCount) -> int:
    """The worker processes of a run: as asked, else one per core, fewer when the run
    counted up front is too short to repay each worker's model load."""
    from nlp.parallel import TYPICAL_ARTICLE_BYTES, default_workers, workers_for

    if requested is not None:
        return requested
    # Counted in files (dumps, feeds), a run may hold any number of articles.
    articles = count.total if count.unit == "articles" else None
    if articles is not None:
        # A long article is analysed in segments shared by the workers (nlp.segments).
        articles = max(articles, count.size // TYPICAL_ARTICLE_BYTES)
    return workers_for(articles, default_workers())


def article_fields(article: Any) -> dict[str, Any]:
    """The fields that name an article in every per-article JSON line (``analyse --json``,
    ``speakers --json``)."""
    return {
        "article_id": article.id,
        "title": article.title,
        "published": article.published,
        "source": article.source,
    }


def article_json(article: Any, quotes: Any) -> dict[str, Any]:
    """The stable per-article JSON shape of ``analyse --json`` (documented in the README)."""
    return {**article_fields(article), "quotes": [q.to_dict() for q in quotes]}


@app.command()
@friendly
def export(
    fmt: Annotated[
        str,
        typer.Option(
            "--format",
            "-f",
            metavar="csv|parquet|jsonl",
            help="File format of the two files. In parquet, published is a UTC timestamp (a "
            "date alone is midnight UTC, a time without an offset is taken as UTC; a value "
            "that is no date is null, kept as published_raw in meta); CSV and JSONL keep the "
            "stored text.",
        ),
    ] = "csv",
    out_dir: OutDirOpt = Path("export"),
    db: DbOpt = "varometer.db",
) -> None:
    """Write the stored articles and quotes as `articles.FORMAT` and `quotes.FORMAT` files.

    Examples:

      varometer export --format csv --out out --db out/demo.db

      varometer export -f parquet -o warehouse/ --db season.db
    """
    from nlp.store import EXPORT_FORMATS, Store

    # Usage mistakes exit 2 (see friendly), checked before the database is opened.
    if fmt not in EXPORT_FORMATS:
        raise typer.BadParameter(
            f"unknown export format {fmt!r}; choose one of {', '.join(EXPORT_FORMATS)}"
        )
    _refuse_overwriting([out_dir / f"{name}.{fmt}" for name in ("articles", "quotes")], db)
    require_db(db)
    with Store(db) as store:
        files = store.export(fmt, out_dir)
    for path in files:
        out.print(cell(path), highlight=False)


def _article_label(article: Any) -> str:
    """Return what names an article in a message or a table title: its title, else the file
    it came from with its id (a plain-text file has no title, and its id, a hash of its text,
    tells a reader nothing on its own; the id tells a dump's records apart), else its id."""
    if article.title:
        return article.title
    return f"{article.path} ({article.id})" if article.path not in ("", "-") else article.id


@app.command()
@friendly
def quotes(
    paths: Annotated[
        list[str], typer.Argument(metavar="PATH", help="Files, folders, globs, or -.")
    ],
    register: RegisterOpt = None,
    no_world: NoWorldOpt = False,
    no_stance: Annotated[
        bool, typer.Option("--no-stance", metavar=NO_VALUE, help="Skip the stance model.")
    ] = False,
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain",
            metavar=NO_VALUE,
            help="Say why each quote has its speaker: the attribution rule that decided it,"
            " the words that named the speaker and how they were resolved to a name.",
        ),
    ] = False,
) -> None:
    """Show a readable table of the quotes, speakers, roles and stances (nothing is stored).

    Examples:

      varometer quotes report.txt

      varometer quotes corpora/demo-season/articles/ds-001.md --register corpora/demo-season

      varometer quotes report.txt --no-stance --explain   # which rule gave each speaker
    """
    from nlp.analyse import AnalyseOptions
    from nlp.analyse import analyse as run_analyse

    options = AnalyseOptions(
        register_paths=tuple(register or ()),
        stance=not no_stance,
        ingest=_ingest_options(max_size, text_column),
        world_register=not no_world,
    )

    def show(article: Any, found: Any, status: str) -> None:
        if found is None:
            return
        if not found:
            err.print(cell(f"no quotes in {_article_label(article)}"), highlight=False)
            return
        table = Table(title=cell(_article_label(article)), show_lines=True)
        columns = ("speaker", "role", "club", "stance", *(("why",) if explain else ()), "quote")
        for column in columns:
            table.add_column(column, overflow="fold")
        for q in found:
            stance = q.stance or ("-" if q.about_var is False else "")
            snippet = _clip(q.text, 160)
            why = (explanation(q),) if explain else ()
            table.add_row(*map(cell, (q.speaker or "?", q.role, q.club, stance, *why, snippet)))
        out.print(table)

    stats = run_analyse(None, paths, options, on_article=show, on_skip=_on_skip)
    _summary(stats, "analysed")
    raise typer.Exit(0 if stats.processed else 2)


def explanation(quote: Any) -> str:
    """Return why a quote has its speaker, for ``quotes --explain``: the sieve rule that
    decided it, then the words that named the speaker and how they became a name
    ('cue.verb: "he" -> pronoun'); the rule alone when no words named anyone."""
    rule = quote.rule or "-"
    if not quote.speaker_mention:
        return rule
    resolved = f" -> {quote.resolver}" if quote.resolver else ""
    return f'{rule}: "{quote.speaker_mention}"{resolved}'


@app.command()
@friendly
def speakers(
    ctx: typer.Context,
    paths: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="PATH",
            help="Files, folders, globs, or -. None: the articles stored in --db.",
        ),
    ] = None,
    db: Annotated[
        str,
        typer.Option(
            "--db",
            metavar="FILE",
            help="With no PATH: show the speakers of the articles analysed into this database "
            "(nothing is analysed again).",
            envvar="VAROMETER_DB",
        ),
    ] = "varometer.db",
    register: RegisterOpt = None,
    no_world: NoWorldOpt = False,
    evidence: Annotated[
        int, typer.Option("--evidence", min=0, metavar="N", help="Evidence quotes per speaker.")
    ] = 2,
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
    as_json: Annotated[
        bool,
        typer.Option(
            "--json",
            metavar=NO_VALUE,
            help="Print one JSON object per article on stdout: article_id, path, title, "
            "published, source and speakers (each with stance, share, probability, net, quotes "
            "(all of the speaker's), var_quotes (those about VAR) and evidence).",
        ),
    ] = False,
) -> None:
    """Show each speaker's stance toward VAR per article, with the quotes behind it.

    A speaker's stance is the label whose about-VAR quotes carry the most probability (a tie
    is neutral); "share" is that label's part of the whole, "probability" the model's mean
    confidence in the quotes behind it.

    Examples:

      varometer speakers report.txt

      varometer speakers corpora/demo-season/articles/ds-001.md --register corpora/demo-season

      varometer speakers corpora/demo-season/articles/ --json | jq -c '.speakers[] | [.speaker, .stance]'

      varometer speakers --db out/demo.db --json   # articles `analyse` stored, read back

    Given PATHs, it reads the files and runs the models on them; with none, it shows what
    `analyse` stored in --db. Across articles, see `varometer season --by speaker --db DB`
    (each speaker's stance over the season) and `varometer digest --speaker NAME --db DB`
    (their quotes).
    """
    from nlp.aggregate import speaker_json, speaker_stances
    from nlp.analyse import AnalyseOptions
    from nlp.analyse import analyse as run_analyse

    # By name: typer ships its own click, whose ParameterSource is not click's.
    source = getattr(ctx.get_parameter_source("db"), "name", None)
    if paths and source == "COMMANDLINE":
        # Files are analysed afresh and stored nowhere: a --db beside them would be ignored.
        raise typer.BadParameter("give PATHs to analyse, or --db to read, not both")
    if not paths:
        require_db(db)

    options = AnalyseOptions(
        register_paths=tuple(register or ()),
        ingest=_ingest_options(max_size, text_column),
        world_register=not no_world,
    )

    def show(article: Any, found: Any, status: str) -> None:
        if found is None:
            return
        if as_json:
            # Every article gets its line, one without quotes too: a script counts on it.
            record = {
                **article_fields(article),
                # Which input file: an untitled file's id (a hash) names nothing, and two
                # identical files share one id.
                "path": article.path or None,
                "speakers": [speaker_json(a, evidence) for a in speaker_stances(found)],
            }
            sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
            sys.stdout.flush()
            return
        if not found:
            err.print(cell(f"no quotes in {_article_label(article)}"), highlight=False)
            return
        table = Table(title=cell(_article_label(article)), show_lines=True)
        # "about VAR / all": reactions' "quotes" are the first figure, so say which is which
        for column in ("speaker", "role", "club", "stance", "quotes (VAR / all)", "evidence"):
            table.add_column(column, overflow="fold")
        for agg in speaker_stances(found):
            shown = [
                f"“{_clip(q.text, 110)}” ({q.stance} {q.stance_score:.2f})"
                for q in agg.evidence[:evidence]
            ]
            table.add_row(
                *map(
                    cell,
                    (
                        agg.speaker,
                        agg.role,
                        agg.club,
                        agg.stance or "not about VAR",
                        f"{len(agg.evidence)} / {agg.quotes}",
                        "\n".join(shown),
                    ),
                )
            )
        out.print(table)

    if not paths:
        _stored_speakers(db, show)
        return
    stats = run_analyse(None, paths, options, on_article=show, on_skip=_on_skip)
    _summary(stats, "analysed")
    raise typer.Exit(0 if stats.processed else 2)


def _stored_speakers(db: str, show: Callable[[Any, Any, str], None]) -> None:
    """Give ``show`` each analysed article stored in ``db`` with its stored quotes, as
    ``analyse`` gives it each article of the files (``speakers --db``)."""
    from nlp.store import Store

    with Store(db) as store:
        frame = store.articles_frame()
        # Ingested but never analysed (or whose analysis failed): no quotes is no answer.
        analysed = set(frame.loc[frame["analysis_version"].notna(), "id"])
        quoted = scored = False
        for article in store.articles():
            if article.id in analysed:
                found = store.quotes_for(article.id)
                quoted = quoted or bool(found)
                scored = scored or any(q.about_var is not None for q in found)
                show(article, found, "stored")
        waiting = len(frame) - len(analysed)
    if state.quiet:
        return
    if waiting:
        _say(
            err,
            "note:",
            "yellow",
            f"{waiting} stored articles are not analysed yet and are not shown; run"
            f" `varometer analyse --db {db}`",
        )
    if quoted and not scored:
        _say(
            err,
            "note:",
            "yellow",
            "the stored quotes carry no stance (analysed without the stance model);"
            f" `varometer analyse --db {db}` with the model in place fills them in",
        )


@app.command("train-stance")
@friendly
def train_stance(
    output: Annotated[
        Path | None,
        typer.Option(
            "--out",
            metavar="DIR",
            show_default=False,
            help="Where to write the adapter and heads (default: models/stance, the committed "
            "model's folder; required with --set).",
        ),
    ] = None,
    newsmtsc: Annotated[
        Path,
        typer.Option(
            "--newsmtsc",
            metavar="DIR",
            # The default lies outside the repository (the team's data folder beside it),
            # so it is described rather than shown: help names no path outside the repo.
            show_default=False,
            help="NewsMTSC folder (default: data/newsmtsc in the team's data folder next to "
            "this repository; NewsMTSC is not copied into the repository).",
        ),
    ] = Path("../shared/data/newsmtsc"),
    football: Annotated[
        Path, typer.Option("--football", metavar="FILE", help="The team's football set.")
    ] = Path("corpora/stance-train/football.jsonl"),
    articles: Annotated[
        Path,
        typer.Option("--articles", metavar="DIR", help="The team's article set (folder of JSONL)."),
    ] = Path("corpora/stance-train/articles"),
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Random seed.")] = 13,
    time_budget: Annotated[
        float | None,
        typer.Option(
            "--time-budget",
            min=0,
            metavar="MINUTES",
            show_default=False,
            help="Minutes; no epoch is started that would end past it (default: the training "
            "config's, 27). 0 = no budget: use it on a slower machine to reproduce the "
            "committed weights.",
        ),
    ] = None,
    settings: Annotated[
        list[str] | None,
        typer.Option(
            "--set",
            metavar="KEY=VALUE",
            show_default=False,
            help="Change one training setting (a TrainConfig field in nlp/stance/train.py); "
            "repeat for more. VALUE is JSON, or a plain string. Any change means the weights "
            "are not the committed ones: give --out too.",
        ),
    ] = None,
) -> None:
    """Reproduce the committed stance weights (LoRA adapter + heads on all-MiniLM-L6-v2).

    Seeded and logged; 20 to 35 minutes on 2 CPU cores, depending on the machine. Keep
    other heavy jobs off it: the run stops after a whole epoch if the next one would pass
    --time-budget (27 minutes), says so with a WARNING, and then it does not reproduce the
    committed weights (--time-budget 0, as in the second example, runs the whole schedule
    on a slow machine). Writes a model card with the data, metrics and limits.

    Examples:

      varometer train-stance

      varometer train-stance --out /tmp/stance --time-budget 0

      varometer train-stance --out /tmp/stance --seed 7

      varometer train-stance --out /tmp/l4 --set encoder_layers=4 --set teacher=models/stance

    Several teachers (their logits averaged); the run writes them to
    teacher-labels.safetensors, which later runs can be taught by instead:

      varometer train-stance --out /tmp/e --set teacher=models/stance,/tmp/stance

      varometer train-stance --out /tmp/e2 --set teacher=/tmp/e/teacher-labels.safetensors
    """
    from nlp.stance.train import TrainConfig, parse_overrides, train

    try:
        overrides = parse_overrides(settings or [])
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--set") from None
    defaults = TrainConfig()
    if output is None and any(getattr(defaults, k) != v for k, v in overrides.items()):
        # Written to the default folder, the run would replace the committed model with one
        # the README does not describe; an explicit --out models/stance still may.
        raise typer.BadParameter(
            "--set changes the training, so its weights are not the committed ones: "
            "give --out DIR for them",
            param_hint="--set",
        )
    if time_budget is not None and "time_budget_s" in overrides:
        raise typer.BadParameter("give --time-budget or --set time_budget_s, not both")

    metrics = train(
        output_dir=output if output is not None else Path("models/stance"),
        newsmtsc_dir=newsmtsc,
        football_path=football,
        articles_dir=articles,
        seed=seed,
        log=lambda line: err.print(cell(line), highlight=False),
        # Unset: TrainConfig's budget applies, so the default lives in one place.
        **({} if time_budget is None else {"time_budget_s": time_budget * 60.0}),
        **overrides,
    )
    out.print_json(json.dumps(metrics, default=str))


@app.command()
@friendly
def evaluate(
    gold: Annotated[
        Path,
        typer.Option(
            "--gold",
            metavar="FILE",
            help="Gold quotes, JSONL (see corpora/README.md).",
            exists=True,
            dir_okay=False,
        ),
    ],
    split: Annotated[
        str | None,
        typer.Option("--split", metavar="dev|test", help="Only the gold quotes of this split."),
    ] = None,
    corpus: Annotated[
        list[str] | None,
        typer.Option(
            "--corpus",
            metavar="PATH",
            help="Articles the gold refers to. Default: the gold file's folder.",
        ),
    ] = None,
    register: RegisterOpt = None,
    no_stance: Annotated[
        bool, typer.Option("--no-stance", metavar=NO_VALUE, help="Score extraction only.")
    ] = False,
    show_errors: Annotated[
        int,
        typer.Option(
            "--errors",
            min=0,
            metavar="N",
            help="Print this many errors (on stderr with --json, one JSON each).",
        ),
    ] = 0,
    as_json: Annotated[
        bool, typer.Option("--json", metavar=NO_VALUE, help="Print the figures as JSON.")
    ] = False,
) -> None:
    """Score quotes, speakers, roles and stance against gold annotations.

    A gold quote is found when one predicted quote covers at least 50% of its words (also
    reported at 80%); speaker, role and club accuracy are over the found quotes.

    Examples:

      varometer evaluate --gold corpora/demo-season/gold.jsonl --split test

      varometer evaluate --gold corpora/demo-season/gold.jsonl --split dev --errors 20

      VAROMETER_PRECISION=fp32 varometer evaluate --gold corpora/demo-season/gold.jsonl --split test
    """
    from nlp.evaluate import evaluate_corpus
    from nlp.gold import UnknownSplitError

    folder = gold.parent
    try:
        result = evaluate_corpus(
            gold,
            corpus or [str(folder / "articles") if (folder / "articles").is_dir() else str(folder)],
            split=split,
            register_paths=register if register is not None else [str(folder)],
            stance=not no_stance,
        )
    except UnknownSplitError as exc:
        raise typer.BadParameter(str(exc)) from None
    errors = result.pop("errors")
    if as_json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        table = Table(title=cell(f"{gold} ({split or 'all'} split, {result['articles']} articles)"))
        table.add_column("measure")
        table.add_column("value", justify="right")
        table.add_row("gold quotes / predicted", f"{result['gold']} / {result['predicted']}")
        for t in ("0.5", "0.8"):
            prf = result[f"quote@{t}"]
            table.add_row(
                f"quote P / R / F1 @ {t}",
                f"{prf['precision']:.3f} / {prf['recall']:.3f} / {prf['f1']:.3f}",
            )
        table.add_row("speaker accuracy", f"{result['speaker_accuracy']:.3f}")
        table.add_row("role accuracy", f"{result['role_accuracy']:.3f}")
        table.add_row("club accuracy", f"{result['club_accuracy']:.3f}")
        if "about_var_accuracy" in result:
            table.add_row("about_var accuracy", f"{result['about_var_accuracy']:.3f}")
            table.add_row("stance macro-F1", f"{result['stance_macro_f1']:.3f}")
            table.add_row("stance model precision", cell(result["stance_precision"]))
        out.print(table)
    # With --json, stdout stays one JSON document that parses; the errors go to stderr.
    stream = sys.stderr if as_json else sys.stdout
    for error in errors[:show_errors]:
        stream.write(json.dumps(error, ensure_ascii=False) + "\n")


# -- reports (issue 6) --

FormatOpt = Annotated[
    str,
    typer.Option(
        "--format", "-f", metavar="table|md|json", help="A terminal table, Markdown or JSON."
    ),
]


def require_db(db: str) -> None:
    """Refuse a --db that holds no database as a usage mistake (exit 2, one line saying
    what to run): a mistyped path is the user's to fix, not a run that failed (exit 1)."""
    from nlp.store import require_database

    try:
        require_database(db)
    except FileNotFoundError as exc:
        raise typer.BadParameter(str(exc)) from None


def _report_frame(db: str, register: list[str] | None) -> Any:
    """The stored quotes labelled with incidents (see nlp.reports.load_frame)."""
    from nlp.reports import UNANALYSED, load_frame

    require_db(db)
    frame, _ = load_frame(db, register)
    waiting = frame.attrs.get(UNANALYSED, 0)
    if waiting and not state.quiet:
        # Reports read analyses; ingested articles are not in them until analysed.
        _say(
            err,
            "note:",
            "yellow",
            f"{waiting} stored articles are not analysed yet and are not in this report; run"
            f" `varometer analyse --db {db}`",
        )
    _no_stance_note(frame)
    return frame


def _clip(text: str, width: int) -> str:
    """Return the quote ``text`` as shown in its marks (:func:`nlp.reports.display_quote`),
    cut to ``width`` characters at a word, with "…" when it was cut: a quote shown whole in
    its marks must be whole."""
    from nlp.display import display_quote

    text = display_quote(text)
    if len(text) <= width:
        return text
    cut = text[: width - 1].rsplit(" ", 1)[0].rstrip(" ,;:")
    return cut + "…"


def _no_stance_note(frame: Any) -> None:
    """Say once, on stderr, why a report has no stances."""
    from nlp.reports import NO_STANCE_NOTE, about_var, has_stances

    if not state.quiet and len(about_var(frame, stanced=False)) and not has_stances(frame):
        _say(err, "note:", "yellow", NO_STANCE_NOTE)


def _written(path: Path | str) -> None:
    if not state.quiet:
        err.print(cell(f"wrote {path}"), highlight=False)


@app.command()
@friendly
def reactions(
    target: Annotated[
        str | None,
        typer.Argument(
            metavar="TARGET",
            help="An incident (its key, any unique part of it such as 'offside, 78', or "
            "its words in any order: 'offside 78th minute') or an article id. None with no "
            "--match: list the incidents. One that matches none or several exits 2.",
        ),
    ] = None,
    match: Annotated[
        str | None,
        typer.Option(
            "--match",
            metavar='"HOME v AWAY"',
            help='A match, "Home v Away" (short names do; either order). Clubs that met more '
            "than once need --date.",
            callback=_match_value,
        ),
    ] = None,
    on: Annotated[
        str | None,
        typer.Option(
            "--date",
            metavar="YYYY-MM-DD",
            help="With --match: the match day (YYYY-MM-DD). Only quotes from within 4 days of "
            "it count; without it, every quote tied to the match, pieces recalling it weeks "
            "later too (needed when the clubs met more than once).",
            callback=_day,
        ),
    ] = None,
    fmt: FormatOpt = "table",
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
) -> None:
    """Show who reacted to a VAR incident, an article or a match, and how they stand.

    One row per speaker: role, club, stance (with its share of the evidence), the strongest
    quote, outlet, date and link; then the balance by role ("managers 3 negative, 0
    positive; pundits split 2-2").

    Examples:

      varometer reactions --db out/demo.db

      varometer reactions "Ravensmoor United, offside" --db out/demo.db

      varometer reactions ds-004 --db out/demo.db --format md

      varometer reactions --match "Harbourside v Ravensmoor" --date 2025-08-23 -f json --db out/demo.db
    """
    from nlp.reports import (
        SHARE_NOTE,
        UNATTRIBUTED,
        SelectionError,
        balance,
        cell_text,
        incidents_in,
        no_reactions_note,
        reactions_md,
        stance_cell,
        unattributed_note,
    )
    from nlp.reports import reactions as find_reactions

    if fmt not in ("table", "md", "json"):
        raise typer.BadParameter("--format must be table, md or json")
    if target is not None and match is not None:
        raise typer.BadParameter("give an incident or article as TARGET, or --match, not both")
    if on is not None and match is None:
        raise typer.BadParameter("--date narrows a --match; give --match too")
    frame = _report_frame(db, register)
    if target is None and match is None:
        listing = incidents_in(frame)
        if fmt == "json":
            sys.stdout.write(json.dumps(_json_records(listing), ensure_ascii=False) + "\n")
            return
        if listing.empty:
            err.print(cell(f"no VAR incidents in {db}"), highlight=False)
            return
        table = Table(title="VAR incidents (give one as TARGET)")
        for column in ("incident", "date", "speakers", "quotes"):
            table.add_column(column, overflow="fold")
        for row in listing.itertuples(index=False):
            table.add_row(*map(cell, (row.label, row.date, row.speakers, row.quotes)))
        out.print(table)
        return
    try:
        if match is not None:
            found = find_reactions(frame, match=match, date=on)
            what = match + (f" around {on}" if on else "")
        elif target in set(frame["article_id"]):
            found = find_reactions(frame, article_id=target)
            what = f"article {target}"
        else:
            found = find_reactions(frame, incident=target)
            what = str(found["incident"].iloc[0]) if len(found) else str(target)
    except SelectionError as exc:
        # A TARGET or --match that names no incident, or several, is a usage mistake (2)
        raise typer.BadParameter(str(exc)) from None
    summary = balance(found)
    no_speaker = unattributed_note(found)
    empty = no_reactions_note(frame, found, target if match is None else None)
    if fmt == "json":
        payload = {
            "selection": what,
            UNATTRIBUTED: int(found.attrs.get(UNATTRIBUTED, 0)),
            "reactions": _json_records(found),
            "balance": summary.text,
            "by_role": json.loads(summary.by_role.to_json(orient="index")),
            "by_club": json.loads(summary.by_club.to_json(orient="index")),
        }
        sys.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2) + "\n")
        return
    if fmt == "md":
        sys.stdout.write(reactions_md(found, what, summary, no_speaker, empty))
        return
    if empty:
        out.print(cell(f"Reactions: {what}: {empty}"), highlight=False)
        return
    table = Table(title=cell(f"Reactions: {what}"), show_lines=True)
    for column in ("speaker", "role", "club", "stance (share)", "key quote", "outlet, date"):
        table.add_column(column, overflow="fold")
    for r in found.itertuples(index=False):
        quote = _clip(r.key_quote, 160)
        table.add_row(
            *map(
                cell,
                (
                    cell_text(r.speaker),
                    cell_text(r.role),
                    cell_text(r.club),
                    stance_cell(r.stance, r.stance_score),
                    f"“{quote}”",
                    f"{r.outlet}, {r.date}",
                ),
            )
        )
    out.print(table)
    if found["stance"].notna().any():
        out.print(SHARE_NOTE, highlight=False)
    out.print(cell(f"balance: {summary.text}"), highlight=False)
    if no_speaker:
        out.print(cell(no_speaker), highlight=False)


@app.command()
@friendly
def season(
    start: Annotated[
        str | None,
        typer.Option("--from", metavar="YYYY-MM-DD", help="First day (YYYY-MM-DD).", callback=_day),
    ] = None,
    end: Annotated[
        str | None,
        typer.Option("--to", metavar="YYYY-MM-DD", help="Last day (YYYY-MM-DD).", callback=_day),
    ] = None,
    by: Annotated[
        str,
        typer.Option(
            "--by",
            metavar="month|club|role|speaker",
            help="One row per month, club, role or speaker (the table and --csv; the chart "
            "and the HTML report always run by month).",
        ),
    ] = "month",
    competition: Annotated[
        str | None,
        typer.Option("--competition", metavar="NAME", help="Only articles of this competition."),
    ] = None,
    csv_path: Annotated[
        Path | None,
        typer.Option("--csv", metavar="FILE", help="Write the table as CSV.", dir_okay=False),
    ] = None,
    parquet_path: Annotated[
        Path | None,
        typer.Option(
            "--parquet", metavar="FILE", help="Write the table as Parquet.", dir_okay=False
        ),
    ] = None,
    chart: Annotated[
        Path | None,
        typer.Option(
            "--chart",
            metavar="FILE",
            help="Write the PNG chart: net stance by month, per role, with the most quoted "
            "speakers and clubs (whatever --by says).",
            callback=_png_path,
            dir_okay=False,
        ),
    ] = None,
    html_path: Annotated[
        Path | None,
        typer.Option(
            "--html",
            metavar="FILE",
            help="Write the self-contained HTML report.",
            dir_okay=False,
        ),
    ] = None,
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
) -> None:
    """Count stances toward VAR over the season: per month, club, role or speaker.

    Each row: reactions (one per speaker per article; unnamed fans one per club),
    negative / neutral / positive, net stance (positive - negative) / n and its 95%
    interval (Wilson).

    Examples:

      varometer season --db out/demo.db

      varometer season --by role --from 2026-01-01 --db out/demo.db --csv out/roles.csv

      varometer season --chart out/season.png --html out/season.html --db out/demo.db

      varometer season --by speaker --competition "National Premier Division" --db out/demo.db
    """
    from nlp.reports import (
        SEASON_BY,
        UNDATED,
        empty_season_note,
        season_chart,
        season_html,
        to_csv,
        to_parquet,
        undated_note,
    )
    from nlp.reports import season as count_season

    # Usage mistakes exit 2 (see friendly), checked before the database is read.
    if by not in SEASON_BY:
        raise typer.BadParameter(f"--by must be one of {', '.join(SEASON_BY)}, not {by!r}")
    _period(start, end)
    outputs = [p for p in (csv_path, parquet_path, chart, html_path) if p is not None]
    _refuse_overwriting(outputs, db, register)
    frame = _report_frame(db, register)
    table = count_season(frame, start, end, by=by, competition=competition)
    if csv_path:
        _written(to_csv(table, csv_path))
    if parquet_path:
        _written(to_parquet(table, parquet_path))
    png = None
    if chart:
        png = season_chart(frame, chart, start=start, end=end, competition=competition)
        _written(chart)
    if html_path:
        season_html(frame, html_path, start=start, end=end, competition=competition, chart_png=png)
        _written(html_path)
    if table.empty:
        # An empty table's headers above the reason only look like a result.
        out.print(cell(empty_season_note(frame, start, end, competition)), highlight=False)
        return
    counted = Table(title=f"Stance toward VAR by {by}")
    for column in (by, "n", "negative", "neutral", "positive", "net", "95% interval"):
        counted.add_column(column, justify="left" if column == by else "right")
    for r in table.to_dict(orient="records"):
        interval = f"{r['net_low']:+.2f} to {r['net_high']:+.2f}" if r["n"] else "-"
        net = f"{r['net']:+.2f}" if r["n"] else "-"
        counted.add_row(
            cell(r[by]),
            str(r["n"]),
            str(r["negative"]),
            str(r["neutral"]),
            str(r["positive"]),
            net,
            interval,
        )
    out.print(counted)
    if by == "month":
        undated = int(table.loc[table["month"] == UNDATED, "n"].sum())
        if undated:
            out.print(undated_note(undated), highlight=False)


@app.command()
@friendly
def digest(
    since: Annotated[
        str | None,
        typer.Option(
            "--since", metavar="YYYY-MM-DD", help="From this day (YYYY-MM-DD).", callback=_day
        ),
    ] = None,
    until: Annotated[
        str | None,
        typer.Option(
            "--until", metavar="YYYY-MM-DD", help="Up to this day (YYYY-MM-DD).", callback=_day
        ),
    ] = None,
    club: Annotated[
        str | None, typer.Option("--club", metavar="CLUB", help="Speakers of this club.")
    ] = None,
    role: Annotated[
        str | None,
        typer.Option(
            "--role",
            metavar="ROLE",
            help="manager, player, pundit, referee, official, journalist, executive, fan or other.",
        ),
    ] = None,
    speaker: Annotated[
        str | None, typer.Option("--speaker", metavar="NAME", help="A speaker (part of a name).")
    ] = None,
    stance: Annotated[
        str | None,
        typer.Option(
            "--stance",
            metavar="negative|neutral|positive",
            help="Only quotes with this stance toward VAR.",
        ),
    ] = None,
    fmt: Annotated[
        str | None,
        typer.Option(
            "--format",
            "-f",
            metavar="md|html",
            help="Markdown or a self-contained HTML page [default: html for an --out FILE "
            "ending .html or .htm, else md].",
        ),
    ] = None,
    out_path: Annotated[
        Path | None,
        typer.Option(
            "--out",
            "-o",
            metavar="FILE",
            help="Write here, not stdout.",
            dir_okay=False,
            callback=_out_file,
        ),
    ] = None,
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
) -> None:
    """Write the quotes about VAR grouped by incident and match, with stance badges and links.

    Examples:

      varometer digest --since 2026-02-01 --db out/demo.db

      varometer digest --club Harbourside --stance negative --db out/demo.db

      varometer digest --role pundit --format html --out out/pundits.html --db out/demo.db

      varometer digest --speaker Bellandi --out out/bellandi.html --db out/demo.db
    """
    from nlp.models import ROLES, STANCES
    from nlp.reports import digest_context, render_digest

    if fmt is None:
        # "--out digest.html" is a web page, as the file's name says
        html_file = out_path is not None and out_path.suffix.lower() in (".html", ".htm")
        fmt = "html" if html_file else "md"
    if fmt not in ("md", "html"):
        raise typer.BadParameter("--format must be md or html")
    _one_of("--role", role, ROLES)
    _one_of("--stance", stance, STANCES)
    _period(since, until)
    _refuse_overwriting([out_path] if out_path is not None else [], db, register)
    frame = _report_frame(db, register)
    context = digest_context(frame, since, until, club, role, speaker, stance)
    text = render_digest(context, fmt)
    if out_path is None:
        sys.stdout.write(text)
        return
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(text, encoding="utf-8")
    _written(out_path)
    if context["club_note"] and not state.quiet:
        # The file says it too, but a file written with nothing in it should not go unnoticed.
        _say(err, "note:", "yellow", context["club_note"])


@app.command()
@friendly
def report(
    out_dir: OutDirOpt = Path("out"),
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
) -> None:
    """Write every report: digest.html, digest.md, season.html, season.png and season.csv.

    Examples:

      varometer report --db out/demo.db --out out

      varometer report --db season.db --out reports/ --register leagues/npd
    """
    from nlp.reports import digest as write_digest
    from nlp.reports import season as count_season
    from nlp.reports import season_chart, season_html, to_csv

    if out_dir.exists() and not out_dir.is_dir():
        raise typer.BadParameter(f"{out_dir} is a file; give a folder to write the reports into")
    names = ("season.html", "season.png", "season.csv", "digest.html", "digest.md")
    _refuse_overwriting([out_dir / name for name in names], db, register)
    frame = _report_frame(db, register)
    out_dir.mkdir(parents=True, exist_ok=True)
    files = {
        "digest.html": write_digest(frame, fmt="html"),
        "digest.md": write_digest(frame, fmt="md"),
    }
    for name, text in files.items():
        (out_dir / name).write_text(text, encoding="utf-8")
    png = season_chart(frame, out_dir / "season.png")
    season_html(frame, out_dir / "season.html", chart_png=png)
    to_csv(count_season(frame, by="month"), out_dir / "season.csv")
    for name in names:
        out.print(cell(out_dir / name), highlight=False)


# --- browse: the store in Datasette (nlp/browse.py) ------------------------------------------


@app.command()
@friendly
def browse(
    db: DbOpt = "varometer.db",
    port: Annotated[
        int,
        typer.Option("--port", "-p", min=1, max=65535, metavar="PORT", help="Port to serve on."),
    ] = 8001,
    host: Annotated[
        str,
        typer.Option(
            "--host",
            metavar="ADDRESS",
            help="Address to serve on; 0.0.0.0 shows the store to your whole network.",
        ),
    ] = "127.0.0.1",
    no_open: Annotated[
        bool,
        typer.Option("--no-open", metavar=NO_VALUE, help="Do not open a web browser, only serve."),
    ] = False,
) -> None:
    """Browse the store in Datasette: quotes by role, club and stance, newest first, with
    full-text search. Needs the browse extra: pip install -e '.[browse]'.

    The store is never changed: Datasette serves a read-only copy kept in your cache folder,
    made again when the store has changed. Ctrl-C stops it.

    Examples:

      varometer browse --db out/demo.db

      varometer browse --db season.db --port 8080 --no-open
    """
    from nlp import browse as B

    if not B.datasette_available():
        # One line, exit 2 as for any usage mistake: the fix is an install, not a retry.
        _say(err, "error:", "red", f"varometer browse needs Datasette: {B.INSTALL_HINT}")
        raise typer.Exit(2)
    require_db(db)
    if not B.port_free(host, port):
        raise typer.BadParameter(f"port {port} on {host} is in use; pick another with --port")
    copy = B.prepare(db)
    url = B.start_url(copy, host, port)
    if not state.quiet:
        made = "made" if copy.rebuilt else "up to date"
        err.print(
            cell(f"serving {db} at {url} (read-only copy {made}; Ctrl-C stops)"), highlight=False
        )
    if not no_open:
        B.open_when_up(url)
    raise typer.Exit(B.serve(copy, host, port))


if __name__ == "__main__":  # pragma: no cover
    app()
