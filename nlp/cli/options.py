"""The options more than one command takes, defined once, and the checks on option values.

A bad value is a usage mistake, found before anything is read or written: the callbacks
(``callback=``) raise :class:`typer.BadParameter` while the command line is parsed, the
``require_*`` and ``check_*`` functions from inside a command (exit 2 through
:func:`nlp.cli.exits.friendly`). Only typer's side of each check is here; what a valid
value is (a day, a match, a chart path, a database) the library decides.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from nlp.outputs import blocking_file

if TYPE_CHECKING:
    from nlp.ingest import IngestOptions

# Flags take no value; without a metavar typer shows "<bool>" after them as if they did.
NO_VALUE = ""


def register_paths(value: list[str] | None) -> list[str] | None:
    """Typer callback: every --register path must exist (checked before a database is made)."""
    for path in value or ():
        if not Path(path).exists():
            raise typer.BadParameter(f"register file or folder not found: {path}")
    return value


def out_folder(value: Path | None) -> Path | None:
    """Typer callback: an --out folder must be a folder or a place one can be made (a usage
    mistake, exit 2, before anything is read)."""
    if value is not None:
        blocking = blocking_file(value)
        if blocking is not None:
            why = "not a folder" if blocking == value else f"so {value} cannot be a folder"
            raise typer.BadParameter(f"{blocking} is a file, {why}")
    return value


def out_file(value: Path | None) -> Path | None:
    """Typer callback: the folders above an --out file must be folders or places they can
    be made."""
    if value is not None:
        if value.is_dir():
            raise typer.BadParameter(f"{value} is a folder; give a file name")
        blocking = blocking_file(value.parent)
        if blocking is not None:
            raise typer.BadParameter(f"{blocking} is a file, so {value} cannot be written")
    return value


def size_mb(value: float) -> float:
    """Typer callback: a size limit must be a positive, finite number of MB."""
    if not math.isfinite(value) or value <= 0:
        raise typer.BadParameter(f"{value} is not a size: give a positive number of MB, e.g. 5")
    return value


def png_path(value: Path | None) -> Path | None:
    """Typer callback: refuse a chart path the chart cannot be written to, before any work."""
    if value is None:
        return None
    from nlp.reports import check_chart_path

    try:
        return check_chart_path(value)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None


def day(value: str | None) -> str | None:
    """Typer callback: refuse a date option that is not a real YYYY-MM-DD day, before any work."""
    if value is None:
        return None
    from nlp.incidents import parse_day

    try:
        return parse_day(value).isoformat()
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None


def match_value(value: str | None) -> str | None:
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


DbOpt = Annotated[
    str, typer.Option("--db", metavar="FILE", help="SQLite database file.", envvar="VAROMETER_DB")
]

# ``export`` and ``report``: the folder their files go to.
OutDirOpt = Annotated[
    Path,
    typer.Option("--out", "-o", metavar="DIR", help="Folder to write into.", callback=out_folder),
]

RegisterOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--register",
        metavar="PATH",
        help="A people.csv / clubs.csv file, or a folder holding them, for your league. Repeatable.",
        callback=register_paths,
    ),
]

NoWorldOpt = Annotated[
    bool,
    typer.Option(
        "--no-world-register",
        metavar="",  # a flag: no value (NO_VALUE)
        help="Give speakers no register knows no post from the bundled register of real"
        " football people (on by default; see README, World register).",
    ),
]

# The commands that analyse text (analyse, quotes, evaluate): reported speech is off unless
# asked for (nlp.config.REPORTED_SPEECH), until its accuracy meets issue 48's bar.
ReportedOpt = Annotated[
    bool,
    typer.Option(
        "--reported/--direct-only",
        metavar=NO_VALUE,
        help="--reported: find reported speech too (indirect and mixed quotes, README:"
        " Reported speech), stored as its own analysis version; --direct-only (the default):"
        " direct quotes only.",
    ),
]
# The commands that read a database: leave out reported speech an `analyse --reported`
# stored (with none stored, nothing changes).
DirectOnlyOpt = Annotated[
    bool,
    typer.Option(
        "--direct-only",
        metavar=NO_VALUE,
        help="Direct quotes only: leave out any reported speech (indirect and mixed quotes)"
        " that `analyse --reported` stored (README, Reported speech).",
    ),
]

MaxSizeOpt = Annotated[
    float,
    typer.Option(
        "--max-size",
        metavar="MB",
        help="Skip input files larger than this many MB.",
        callback=size_mb,
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


def flag(name: str, help_text: str) -> Any:
    """A flag (no value) named ``name``: ``--json`` and ``--no-stance`` say what they do in
    each command's own words."""
    return Annotated[bool, typer.Option(name, metavar=NO_VALUE, help=help_text)]


def day_option(name: str, help_text: str) -> Any:
    """An optional YYYY-MM-DD day named ``name``, checked by :func:`day`."""
    return Annotated[
        str | None, typer.Option(name, metavar="YYYY-MM-DD", help=help_text, callback=day)
    ]


def require_db(db: str) -> None:
    """Refuse a --db that holds no database as a usage mistake (exit 2, one line saying
    what to run): a mistyped path is the user's to fix, not a run that failed (exit 1)."""
    from nlp.store import require_database

    try:
        require_database(db)
    except FileNotFoundError as exc:
        raise typer.BadParameter(str(exc)) from None


def check_period(start: str | None, end: str | None) -> None:
    """Refuse a period that starts after it ends, as a usage mistake (exit 2), before any work."""
    if start is not None and end is not None and start > end:  # both YYYY-MM-DD (day)
        raise typer.BadParameter(f"the period starts ({start}) after it ends ({end})")


def check_one_of(option: str, value: str | None, choices: tuple[str, ...]) -> None:
    """Refuse an option value outside ``choices`` (any case) as a usage mistake (exit 2)."""
    if value is not None and value.strip().lower() not in choices:
        raise typer.BadParameter(f"{option} must be one of {', '.join(choices)}, not {value!r}")


def ingest_options(max_size: float, text_column: str | None) -> IngestOptions:
    """The library's reading options for --max-size and --text-column."""
    from nlp.ingest import IngestOptions
    from nlp.ingest.constants import DEFAULT_TEXT_COLUMN

    # None (no --text-column) reads as the library's default, which falls back to the others.
    column = DEFAULT_TEXT_COLUMN if text_column is None else text_column
    return IngestOptions(max_bytes=int(max_size * 1024 * 1024), text_column=column)


def check_dask(address: str | None, workers: int | None) -> str | None:
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
