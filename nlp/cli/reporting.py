"""``reactions``, ``season``, ``digest``, ``report`` and ``browse``: what the store says,
as tables, files and pages.

Every report is a function of :mod:`nlp.reports` over the stored quotes
(:func:`report_frame`); the commands pick the output and say what they wrote.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from nlp.cli import console
from nlp.cli.console import cell, note, say, state, written
from nlp.cli.exits import friendly
from nlp.cli.options import (
    DbOpt,
    DirectOnlyOpt,
    OutDirOpt,
    RegisterOpt,
    check_one_of,
    check_period,
    day_option,
    flag,
    match_value,
    out_file,
    png_path,
    require_db,
)
from nlp.cli.tables import incidents_table, reactions_table, season_table
from nlp.outputs import refuse_overwriting

TargetArg = Annotated[
    str | None,
    typer.Argument(
        metavar="TARGET",
        help="An incident (its key, any unique part of it such as 'offside, 78', or "
        "its words in any order: 'offside 78th minute') or an article id. None with no "
        "--match: list the incidents. One that matches none or several exits 2.",
    ),
]
MatchOpt = Annotated[
    str | None,
    typer.Option(
        "--match",
        metavar='"HOME v AWAY"',
        help='A match, "Home v Away" (short names do; either order). Clubs that met more '
        "than once need --date.",
        callback=match_value,
    ),
]
MatchDayOpt = day_option(
    "--date",
    "With --match: the match day (YYYY-MM-DD). Only quotes from within 4 days of "
    "it count; without it, every quote tied to the match, pieces recalling it weeks "
    "later too (needed when the clubs met more than once).",
)
FormatOpt = Annotated[
    str,
    typer.Option(
        "--format", "-f", metavar="table|md|json", help="A terminal table, Markdown or JSON."
    ),
]
FromOpt = day_option("--from", "First day (YYYY-MM-DD).")
ToOpt = day_option("--to", "Last day (YYYY-MM-DD).")
ByOpt = Annotated[
    str,
    typer.Option(
        "--by",
        metavar="month|club|role|speaker",
        help="One row per month, club, role or speaker (the table and --csv; the chart "
        "and the HTML report always run by month).",
    ),
]
CompetitionOpt = Annotated[
    str | None,
    typer.Option("--competition", metavar="NAME", help="Only articles of this competition."),
]
CsvOpt = Annotated[
    Path | None,
    typer.Option("--csv", metavar="FILE", help="Write the table as CSV.", dir_okay=False),
]
ParquetOpt = Annotated[
    Path | None,
    typer.Option("--parquet", metavar="FILE", help="Write the table as Parquet.", dir_okay=False),
]
ChartOpt = Annotated[
    Path | None,
    typer.Option(
        "--chart",
        metavar="FILE",
        help="Write the PNG chart: net stance by month, per role, with the most quoted "
        "speakers and clubs (whatever --by says).",
        callback=png_path,
        dir_okay=False,
    ),
]
HtmlOpt = Annotated[
    Path | None,
    typer.Option(
        "--html",
        metavar="FILE",
        help="Write the self-contained HTML report.",
        dir_okay=False,
    ),
]
SinceOpt = day_option("--since", "From this day (YYYY-MM-DD).")
UntilOpt = day_option("--until", "Up to this day (YYYY-MM-DD).")
ClubOpt = Annotated[
    str | None, typer.Option("--club", metavar="CLUB", help="Speakers of this club.")
]
RoleOpt = Annotated[
    str | None,
    typer.Option(
        "--role",
        metavar="ROLE",
        help="manager, player, pundit, referee, official, journalist, executive, fan or other.",
    ),
]
SpeakerOpt = Annotated[
    str | None, typer.Option("--speaker", metavar="NAME", help="A speaker (part of a name).")
]
StanceOpt = Annotated[
    str | None,
    typer.Option(
        "--stance",
        metavar="negative|neutral|positive",
        help="Only quotes with this stance toward VAR.",
    ),
]
DigestFormatOpt = Annotated[
    str | None,
    typer.Option(
        "--format",
        "-f",
        metavar="md|html",
        help="Markdown or a self-contained HTML page [default: html for an --out FILE "
        "ending .html or .htm, else md].",
    ),
]
OutFileOpt = Annotated[
    Path | None,
    typer.Option(
        "--out",
        "-o",
        metavar="FILE",
        help="Write here, not stdout.",
        dir_okay=False,
        callback=out_file,
    ),
]
PortOpt = Annotated[
    int,
    typer.Option("--port", "-p", min=1, max=65535, metavar="PORT", help="Port to serve on."),
]
HostOpt = Annotated[
    str,
    typer.Option(
        "--host",
        metavar="ADDRESS",
        help="Address to serve on; 0.0.0.0 shows the store to your whole network.",
    ),
]
NoOpenOpt = flag("--no-open", "Do not open a web browser, only serve.")


def report_frame(db: str, register: list[str] | None, direct_only: bool = False) -> Any:
    """The stored quotes labelled with incidents (see nlp.reports.load_frame); with
    ``direct_only``, the direct quotes alone."""
    from nlp.reports import UNANALYSED, load_frame

    require_db(db)
    frame, _ = load_frame(db, register, direct_only=direct_only)
    waiting = frame.attrs.get(UNANALYSED, 0)
    if waiting and not state.quiet:
        # Reports read analyses; ingested articles are not in them until analysed.
        note(
            f"{waiting} stored articles are not analysed yet and are not in this report; run"
            f" `varometer analyse --db {db}`"
        )
    _no_stance_note(frame)
    return frame


def _no_stance_note(frame: Any) -> None:
    """Say once, on stderr, why a report has no stances."""
    from nlp.reports import NO_STANCE_NOTE, about_var, has_stances

    if not state.quiet and len(about_var(frame, stanced=False)) and not has_stances(frame):
        note(NO_STANCE_NOTE)


@friendly
def reactions(
    target: TargetArg = None,
    match: MatchOpt = None,
    on: MatchDayOpt = None,
    fmt: FormatOpt = "table",
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
    direct_only: DirectOnlyOpt = False,
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
        SelectionError,
        balance,
        no_reactions_note,
        reactions_json,
        reactions_md,
        select_reactions,
        unattributed_note,
    )

    if fmt not in ("table", "md", "json"):
        raise typer.BadParameter("--format must be table, md or json")
    if target is not None and match is not None:
        raise typer.BadParameter("give an incident or article as TARGET, or --match, not both")
    if on is not None and match is None:
        raise typer.BadParameter("--date narrows a --match; give --match too")
    frame = report_frame(db, register, direct_only)
    if target is None and match is None:
        _list_incidents(frame, fmt, db)
        return
    try:
        found, what = select_reactions(frame, target, match, on)
    except SelectionError as exc:
        # A TARGET or --match that names no incident, or several, is a usage mistake (2)
        raise typer.BadParameter(str(exc)) from None
    summary = balance(found)
    no_speaker = unattributed_note(found)
    empty = no_reactions_note(frame, found, target if match is None else None)
    if fmt == "json":
        payload = reactions_json(found, what, summary)
        sys.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2) + "\n")
    elif fmt == "md":
        sys.stdout.write(reactions_md(found, what, summary, no_speaker, empty))
    elif empty:
        console.out.print(cell(f"Reactions: {what}: {empty}"), highlight=False)
    else:
        _show_reactions(found, what, summary.text, no_speaker)


def _list_incidents(frame: Any, fmt: str, db: str) -> None:
    """``reactions`` with no TARGET: the incidents in ``frame``, as JSON or a table."""
    from nlp.reports import incidents_in, json_records

    listing = incidents_in(frame)
    if fmt == "json":
        sys.stdout.write(json.dumps(json_records(listing), ensure_ascii=False) + "\n")
    elif listing.empty:
        console.err.print(cell(f"no VAR incidents in {db}"), highlight=False)
    else:
        console.out.print(incidents_table(listing))


def _show_reactions(found: Any, what: str, balance_text: str, no_speaker: str) -> None:
    """The reactions table, the share note when any has a stance, and the balance."""
    from nlp.reports import SHARE_NOTE

    console.out.print(reactions_table(found, what))
    if found["stance"].notna().any():
        console.out.print(SHARE_NOTE, highlight=False)
    console.out.print(cell(f"balance: {balance_text}"), highlight=False)
    if no_speaker:
        console.out.print(cell(no_speaker), highlight=False)


@friendly
def season(
    start: FromOpt = None,
    end: ToOpt = None,
    by: ByOpt = "month",
    competition: CompetitionOpt = None,
    csv_path: CsvOpt = None,
    parquet_path: ParquetOpt = None,
    chart: ChartOpt = None,
    html_path: HtmlOpt = None,
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
    direct_only: DirectOnlyOpt = False,
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
    from nlp.reports import SEASON_BY, UNDATED, empty_season_note, undated_note
    from nlp.reports import season as count_season

    # Usage mistakes exit 2 (see friendly), checked before the database is read.
    if by not in SEASON_BY:
        raise typer.BadParameter(f"--by must be one of {', '.join(SEASON_BY)}, not {by!r}")
    check_period(start, end)
    outputs = [p for p in (csv_path, parquet_path, chart, html_path) if p is not None]
    refuse_overwriting(outputs, db, register)
    frame = report_frame(db, register, direct_only)
    table = count_season(frame, start, end, by=by, competition=competition)
    period = {"start": start, "end": end, "competition": competition}
    _season_files(frame, table, csv_path, parquet_path, chart, html_path, period)
    if table.empty:
        # An empty table's headers above the reason only look like a result.
        console.out.print(cell(empty_season_note(frame, start, end, competition)), highlight=False)
        return
    console.out.print(season_table(table, by))
    if by == "month":
        undated = int(table.loc[table["month"] == UNDATED, "n"].sum())
        if undated:
            console.out.print(undated_note(undated), highlight=False)


def _season_files(
    frame: Any,
    table: Any,
    csv_path: Path | None,
    parquet_path: Path | None,
    chart: Path | None,
    html_path: Path | None,
    period: dict[str, Any],
) -> None:
    """Write the files ``season`` was asked for, saying each one: the table as CSV and
    Parquet, the chart and the HTML report (over ``period``: start, end, competition)."""
    from nlp.reports import season_chart, season_html, to_csv, to_parquet

    if csv_path:
        written(to_csv(table, csv_path))
    if parquet_path:
        written(to_parquet(table, parquet_path))
    png = None
    if chart:
        png = season_chart(frame, chart, **period)
        written(chart)
    if html_path:
        season_html(frame, html_path, chart_png=png, **period)
        written(html_path)


@friendly
def digest(
    since: SinceOpt = None,
    until: UntilOpt = None,
    club: ClubOpt = None,
    role: RoleOpt = None,
    speaker: SpeakerOpt = None,
    stance: StanceOpt = None,
    fmt: DigestFormatOpt = None,
    out_path: OutFileOpt = None,
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
    direct_only: DirectOnlyOpt = False,
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
    check_one_of("--role", role, ROLES)
    check_one_of("--stance", stance, STANCES)
    check_period(since, until)
    refuse_overwriting([out_path] if out_path is not None else [], db, register)
    frame = report_frame(db, register, direct_only)
    context = digest_context(frame, since, until, club, role, speaker, stance)
    text = render_digest(context, fmt)
    if out_path is None:
        sys.stdout.write(text)
        return
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(text, encoding="utf-8")
    written(out_path)
    if context["club_note"] and not state.quiet:
        # The file says it too, but a file written with nothing in it should not go unnoticed.
        note(context["club_note"])


@friendly
def report(
    out_dir: OutDirOpt = Path("out"),
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
    direct_only: DirectOnlyOpt = False,
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
    refuse_overwriting([out_dir / name for name in names], db, register)
    frame = report_frame(db, register, direct_only)
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
        console.out.print(cell(out_dir / name), highlight=False)


@friendly
def browse(
    db: DbOpt = "varometer.db",
    port: PortOpt = 8001,
    host: HostOpt = "127.0.0.1",
    no_open: NoOpenOpt = False,
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
        say(console.err, "error:", "red", f"varometer browse needs Datasette: {B.INSTALL_HINT}")
        raise typer.Exit(2)
    require_db(db)
    if not B.port_free(host, port):
        raise typer.BadParameter(f"port {port} on {host} is in use; pick another with --port")
    copy = B.prepare(db)
    url = B.start_url(copy, host, port)
    if not state.quiet:
        made = "made" if copy.rebuilt else "up to date"
        console.err.print(
            cell(f"serving {db} at {url} (read-only copy {made}; Ctrl-C stops)"), highlight=False
        )
    if not no_open:
        B.open_when_up(url)
    raise typer.Exit(B.serve(copy, host, port))
