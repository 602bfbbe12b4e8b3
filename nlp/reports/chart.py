"""The season chart: net stance by month for the roles (or clubs, speakers) with most
reactions, one line each, drawn to read in greyscale and with colour-vision deficiencies,
and the alt text that says what it shows.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any

import pandas as pd

from nlp.models import STANCES
from nlp.reports.filters import _in_competition, _in_range
from nlp.reports.frame import UNDATED, about_var, count, has_stances, prepare
from nlp.reports.reactions_table import ROLE_PLURAL, reaction_frame
from nlp.reports.season_table import season, season_counts, trending

#: Okabe-Ito colours: distinguishable with the common colour-vision deficiencies. Each series
#: also gets its own marker and line style, so the chart reads in greyscale too.
SERIES_STYLE: tuple[tuple[str, str, str], ...] = (
    ("#0072B2", "o", "-"),
    ("#D55E00", "s", "--"),
    ("#009E73", "^", "-."),
    ("#CC79A7", "D", ":"),
    ("#E69F00", "v", "-"),
    ("#56B4E9", "P", "--"),
    ("#000000", "X", "-."),
)
#: Roles drawn as lines when the caller names none: those with most reactions, at most this many.
CHART_ROLES = 4
CHART_MONTH_LABELS = 16  # at most this many month labels under the chart
# A line joins two months with reactions at most this many months apart; a longer gap (a
# summer break is three months) is left open.
CHART_MAX_JOINED_GAP = 4


def season_chart(
    frame: pd.DataFrame,
    path: str | Path | None = None,
    *,
    roles: Sequence[str] | None = None,
    speakers: Sequence[str] | None = None,
    clubs: Sequence[str] | None = None,
    start: str | date | None = None,
    end: str | date | None = None,
    competition: str | None = None,
    title: str = "Net stance toward VAR, by month",
) -> bytes:
    """Draw net stance by month and return the PNG bytes (also written to ``path`` if given).

    Three panels sharing the month axis: everyone, with its 95% interval as a band and the
    number of reactions per month; one line per role (``roles``, default the
    :data:`CHART_ROLES` biggest); and one line per selected speaker and club (default: the
    three speakers and two clubs whose stance moved most, see :func:`trending`). Points are
    sized by reactions, so a month resting on one quote looks like it.
    """
    if path is not None:
        check_chart_path(path)  # before any drawing
    import matplotlib

    matplotlib.use("Agg")  # no display: reports are written on servers and in CI
    import matplotlib.pyplot as plt

    reacted = _in_competition(_in_range(reaction_frame(frame), start, end), competition)
    if reacted.empty:
        return _empty_chart(frame, path, title)
    overall = season_counts(reacted, ["month"])
    # Undated reactions have no place on a time axis; the tables count them.
    overall = overall[overall["month"] != UNDATED]
    if overall.empty:
        return _empty_chart(frame, path, title, _all_undated_note(len(reacted)))
    months = list(overall["month"])
    pos = {m: i for i, m in enumerate(months)}
    if roles is None:
        roles = list(reacted["role"].value_counts().index[:CHART_ROLES])
    if speakers is None:
        speakers = trending(reacted, "speaker", 3)
    if clubs is None:
        clubs = trending(reacted, "club", 2)

    fig, axes = plt.subplots(3, 1, figsize=(10, 10.5), sharex=True, dpi=110)
    fig.suptitle(title, fontsize=15, fontweight="bold", x=0.06, ha="left")
    _everyone_panel(axes[0], overall, pos)
    axes[1].set_title("By role", loc="left", fontsize=11)
    _series(axes[1], reacted, [("role", r) for r in roles], pos)
    axes[2].set_title("Selected speakers and clubs", loc="left", fontsize=11)
    picked = [("speaker", s) for s in speakers] + [("club", c) for c in clubs]
    _series(axes[2], reacted, picked, pos)
    for a in axes:
        _style_panel(a)
    _month_axis_and_note(fig, axes[-1], months)
    fig.tight_layout(rect=(0, 0.02, 1, 0.97))
    return _save_png(fig, path)


def _all_undated_note(reactions: int) -> str:
    """What the chart says when every reaction in range comes from an undated article."""
    if reactions != 1:
        return f"All {count(reactions, 'reaction')} come from undated articles: no month to chart."
    return "The one reaction comes from an undated article: no month to chart."


def _everyone_panel(ax: Any, overall: pd.DataFrame, pos: dict[str, int]) -> None:
    """Draw the top panel: everyone's net stance by month, its 95% interval as a band, and
    the number of reactions over each month's point."""
    valid = overall["n"] > 0
    band_x = [pos[m] for m in overall.loc[valid, "month"]]
    band_x_gapped, low = _with_gaps(band_x, list(overall.loc[valid, "net_low"]))
    ax.fill_between(
        band_x_gapped,
        low,
        _with_gaps(band_x, list(overall.loc[valid, "net_high"]))[1],
        color="#0072B2",
        alpha=0.15,
        linewidth=0,
        label="95% interval",
    )
    ax.plot(
        *_with_gaps([pos[m] for m in overall.loc[valid, "month"]], list(overall.loc[valid, "net"])),
        color="#0072B2",
        marker="o",
        linewidth=2,
        label="all speakers",
    )
    for m, n, net in zip(overall["month"], overall["n"], overall["net"], strict=True):
        if n:
            ax.annotate(
                f"n={n}",
                (pos[m], net),
                textcoords="offset points",
                xytext=(0, 9),
                ha="center",
                fontsize=8,
                color="#444",
            )
    ax.set_title("Everyone (band: 95% interval)", loc="left", fontsize=11)


def _style_panel(a: Any) -> None:
    """Give one panel its zero line, stance axis, grid and legend (or, with nothing drawn,
    a line that says so)."""
    a.axhline(0, color="#888", linewidth=0.8)
    a.set_ylim(-1.15, 1.15)
    a.set_yticks([-1, -0.5, 0, 0.5, 1])
    a.set_yticklabels(["−1\nall against", "−0.5", "0", "+0.5", "+1\nall for"], fontsize=8)
    a.grid(axis="y", color="#e5e5e5")
    a.spines[["top", "right"]].set_visible(False)
    if a.get_legend_handles_labels()[0]:
        a.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False, fontsize=9)
    else:
        # No speaker or club has enough reactions to draw: say so rather than leave a blank.
        a.text(
            0.5,
            0.75,  # clear of the zero line
            "nobody with enough reactions to plot",
            transform=a.transAxes,
            ha="center",
            va="center",
            fontsize=9,
            color="#666",
        )


def _month_axis_and_note(fig: Any, bottom: Any, months: Sequence[str]) -> None:
    """Label the shared month axis under the bottom panel and say what net stance is."""
    ticks = _month_ticks(months)
    bottom.set_xticks([i for i, _ in ticks])
    bottom.set_xticklabels([label for _, label in ticks], fontsize=9)
    fig.text(
        0.06,
        0.01,
        "Net stance = (positive − negative) / reactions; one reaction = one speaker in one article"
        " (an unnamed fan: one per club).",
        fontsize=8,
        color="#444",
    )


def _empty_chart(
    frame: pd.DataFrame, path: str | Path | None, title: str, message: str | None = None
) -> bytes:
    """A small PNG that says why there is nothing to draw (``message``, else: no stance, or
    nothing in range)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if message is None and len(about_var(prepare(frame), stanced=False)) and not has_stances(frame):
        message = (
            "No stances to chart: the quotes were analysed without the stance model.\n"
            "Run `varometer analyse` again once models/stance/ holds its weights."
        )
    message = message or "No reactions on VAR with a stance in this period."
    fig = plt.figure(figsize=(10, 2.4), dpi=110)
    fig.text(0.06, 0.78, title, fontsize=15, fontweight="bold", ha="left")
    fig.text(0.06, 0.42, message, fontsize=11, color="#333", ha="left", va="center")
    return _save_png(fig, path)


def check_chart_path(path: str | Path) -> Path:
    """Return ``path`` if a chart can be written there (a .png name); raise ValueError if not."""
    path = Path(path)
    if path.suffix.lower() != ".png":
        raise ValueError(f"the chart is a PNG: give a path ending in .png, not {path}")
    return path


def _save_png(fig: Any, path: str | Path | None) -> bytes:
    """Render ``fig`` to PNG bytes, close it, and write the bytes to ``path`` when given."""
    import matplotlib.pyplot as plt

    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    plt.close(fig)
    data = buffer.getvalue()
    if path is not None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_bytes(data)
    return data


def png_size(data: bytes) -> tuple[int, int]:
    """Return the (width, height) in pixels of PNG ``data``."""
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def _monthly(data: pd.DataFrame) -> pd.DataFrame:
    counts = (
        data.groupby(["month", "stance"])
        .size()
        .unstack("stance")
        .reindex(columns=list(STANCES))
        .fillna(0)
    )
    n = counts.sum(axis=1)
    return pd.DataFrame({"net": (counts["positive"] - counts["negative"]) / n, "n": n})


def _series(
    ax: Any, data: pd.DataFrame, picked: Sequence[tuple[str, str]], pos: dict[str, int]
) -> None:
    """Draw one line per picked (column, name) on ``ax``.

    A series drawn from the same quotes as one already drawn (a manager who is his club's
    only voice on VAR has the club's line exactly) would be hidden under it: it is drawn
    once, labelled with both names joined by " = ".
    """
    drawn: dict[frozenset[Any], int] = {}
    lines: list[dict[str, Any]] = []
    for column, name in picked:
        rows = data[(data[column] == name) & data["month"].isin(list(pos))]
        monthly = _monthly(rows)
        if monthly.empty:
            continue
        label = ROLE_PLURAL.get(name, name) if column == "role" else name
        if column == "club":
            label = f"{name} (club)"
        # The same quotes, not merely the same values: two speakers who were each wholly
        # negative in the same months draw the same line, but are two lines.
        quotes = frozenset(rows.index)
        if quotes in drawn:
            lines[drawn[quotes]]["labels"].append(label)
            continue
        drawn[quotes] = len(lines)
        lines.append({"monthly": monthly, "labels": [label]})
    for i, line in enumerate(lines):
        colour, marker, style = SERIES_STYLE[i % len(SERIES_STYLE)]
        monthly = line["monthly"]
        xs = [pos[m] for m in monthly.index]
        # The line carries the legend entry (line style and marker), the points their size.
        ax.plot(
            *_with_gaps(xs, list(monthly["net"])),
            color=colour,
            linestyle=style,
            linewidth=1.8,
            alpha=0.9,
            marker=marker,
            markersize=5,
            label=" = ".join(line["labels"]),
        )
        ax.scatter(
            xs,
            monthly["net"],
            s=18 + 10 * monthly["n"].clip(upper=12),
            color=colour,
            marker=marker,
            zorder=3,
            edgecolor="white",
            linewidth=0.6,
        )


def _month_ticks(months: Sequence[str]) -> list[tuple[int, str]]:
    """Return (position, label) for the chart's month axis: every month up to
    CHART_MONTH_LABELS of them, beyond that every k-th, so that several seasons' labels do
    not run into each other; the first label and each new year's give the year."""
    step = math.ceil(len(months) / CHART_MONTH_LABELS) if months else 1
    shown = list(range(0, len(months), step))
    years = [None, *(months[i][:4] for i in shown)]
    return [
        (i, _month_label(months[i], year=years[k] != years[k + 1])) for k, i in enumerate(shown)
    ]


def _month_label(month: str, year: bool = False) -> str:
    """Return "Aug" or, with ``year`` (the first label, or the year changed), "Aug\n2025"."""
    stamp = pd.Timestamp(f"{month}-01")
    return stamp.strftime("%b\n%Y") if year else stamp.strftime("%b")


def _with_gaps(xs: Sequence[int], ys: Sequence[float]) -> tuple[list[float], list[float]]:
    """Return a line's points with a break (NaN) wherever more than CHART_MAX_JOINED_GAP
    months pass between two, so a line does not bridge a summer or the seasons between."""
    out_x: list[float] = []
    out_y: list[float] = []
    for i, (x, y) in enumerate(zip(xs, ys, strict=True)):
        if i and x - xs[i - 1] > CHART_MAX_JOINED_GAP:
            out_x.append(math.nan)
            out_y.append(math.nan)
        out_x.append(x)
        out_y.append(y)
    return out_x, out_y


def chart_alt_text(frame: pd.DataFrame, start: Any = None, end: Any = None) -> str:
    """Return a text description of :func:`season_chart`'s picture for its ``alt`` text:
    the months covered, the overall net stance's range and where it was lowest and highest."""
    by_month = season(frame, start, end, by="month")
    valid = by_month[(by_month["n"] > 0) & (by_month["month"] != UNDATED)]
    if valid.empty:
        if len(about_var(prepare(frame), stanced=False)) and not has_stances(frame):
            return (
                "No chart of net stance toward VAR: the quotes were analysed without the "
                "stance model, so none carries a stance."
            )
        return "Chart of net stance toward VAR by month: no reactions to show."
    low = valid.loc[valid["net"].idxmin()]
    high = valid.loc[valid["net"].idxmax()]
    return (
        f"Line charts of net stance toward VAR by month from {_month_name(valid['month'].iloc[0])} "
        f"to {_month_name(valid['month'].iloc[-1])}, for everyone, by role, and for selected "
        f"speakers and clubs. Overall net stance was lowest in {_month_name(low['month'])} "
        f"({low['net']:+.2f}, {count(int(low['n']), 'reaction')}) and highest in "
        f"{_month_name(high['month'])} ({high['net']:+.2f}, {count(int(high['n']), 'reaction')}). "
        "The tables below give every number."
    )


def _month_name(month: str) -> str:
    """ "August 2025" for "2025-08"; "Undated articles" for :data:`UNDATED`."""
    if month == UNDATED:
        return "Undated articles"
    return pd.Timestamp(f"{month}-01").strftime("%B %Y")
