"""The season report page (``varometer season --html``): the chart and the season's tables
and incidents in one self-contained HTML page (inline CSS, the chart embedded).
"""

from __future__ import annotations

import base64
import math
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any

import pandas as pd

from nlp.models import STANCES
from nlp.reports.chart import _month_name, chart_alt_text, png_size, season_chart
from nlp.reports.filters import _in_competition, _in_range
from nlp.reports.frame import NO_STANCE_NOTE, about_var, count, has_stances, prepare
from nlp.reports.reactions_table import balance, reaction_frame, reactions
from nlp.reports.render import _css, _day, _env, _records, _today
from nlp.reports.season_table import season_counts, trending, undated_note
from nlp.reports.targets import incidents_in


def season_html(
    frame: pd.DataFrame,
    path: str | Path | None = None,
    *,
    start: str | date | None = None,
    end: str | date | None = None,
    competition: str | None = None,
    speakers: Sequence[str] | None = None,
    clubs: Sequence[str] | None = None,
    roles: Sequence[str] | None = None,
    title: str = "VAR season tracker",
    chart_png: bytes | None = None,
) -> str:
    """Return the season report as one self-contained HTML page (written to ``path`` if given).

    Inline CSS, the chart embedded as a base64 PNG, no script and nothing fetched from
    elsewhere: it opens offline and can be mailed as one file. Headings, table captions and
    header cells, the chart's alt text and text on every stance make it readable without
    colour or sight. Pass ``chart_png`` to reuse a chart already drawn.
    """
    data = _in_range(_in_competition(prepare(frame), competition), start, end)
    reacted = reaction_frame(data)
    if chart_png is None:
        chart_png = season_chart(data, None, roles=roles, speakers=speakers, clubs=clubs)
    picked_speakers = list(speakers) if speakers is not None else trending(reacted, "speaker", 3)
    picked_clubs = list(clubs) if clubs is not None else trending(reacted, "club", 2)
    by_month = season_counts(reacted, ["month"])
    by_month["month_name"] = by_month["month"].map(_month_name)
    quotes = about_var(data, stanced=False)
    incidents = _incident_rows(data)
    width, height = png_size(chart_png)
    stanceless = len(quotes) > 0 and not has_stances(quotes)
    context = {
        "title": title,
        "subtitle": f"What people said about VAR, {_period(data)}"
        + (f" · {competition}" if competition else ""),
        "css": _css(),
        "chart_b64": base64.b64encode(chart_png).decode("ascii"),
        "chart_alt": chart_alt_text(data),
        "chart_width": width,
        "chart_height": height,
        "notice": NO_STANCE_NOTE if stanceless else "",
        "picked": ", ".join([*picked_speakers, *picked_clubs]),
        "totals": _totals(data, reacted, quotes, len(incidents)),
        "by_month": _records(by_month),
        "undated_note": undated_note(int(reacted["date"].isna().sum())),
        "by_role": _records(season_counts(reacted, ["role"])),
        "by_club": _records(season_counts(reacted, ["club"])),
        "by_speaker": _records(season_counts(reacted, ["speaker"]).head(15)),
        "incidents": incidents,
        "generated": _today(),
        "source_note": _source_note(data, stanceless),
    }
    page = _env(True).get_template("season.html.j2").render(**context)
    if path is not None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(page, encoding="utf-8")
    return page


def _incident_rows(data: pd.DataFrame) -> list[dict[str, Any]]:
    """The page's incidents table: each incident's label, how many spoke on it, and the
    balance of their stances."""
    incidents = []
    for row in incidents_in(data).itertuples(index=False):
        reacted_here = reactions(data, incident=row.incident)
        incidents.append(
            {
                "label": row.label,
                "speakers": len(reacted_here),
                "balance": balance(reacted_here).text,
            }
        )
    return incidents


def _period(data: pd.DataFrame) -> str:
    """The dates the page covers ("9 August 2025 to 24 May 2026"), for its subtitle."""
    dates = data["date"].dropna()
    return f"{_day(dates.min())} to {_day(dates.max())}" if len(dates) else "no dated articles"


def _totals(
    data: pd.DataFrame, reacted: pd.DataFrame, quotes: pd.DataFrame, incidents: int
) -> dict[str, Any]:
    """The page's headline numbers, and the sentence that says them."""
    counts = {s: int((reacted["stance"] == s).sum()) for s in STANCES}
    n = sum(counts.values())
    net = (counts["positive"] - counts["negative"]) / n if n else math.nan
    return {
        "reactions": n,
        "quotes": len(quotes),
        "speakers": int(quotes["speaker"].nunique()),
        "articles": int(data["article_id"].nunique()),
        "incidents": incidents,
        "net": net,
        "sentence": (
            f"Of {count(n, 'reaction')}, {counts['negative']} were negative, {counts['neutral']} "
            f"neutral and {counts['positive']} positive toward VAR."
            if n
            else f"No reactions with a stance toward VAR; {count(len(quotes), 'quote')} "
            "may be about VAR."
        ),
    }


def _source_note(data: pd.DataFrame, stanceless: bool) -> str:
    """Where the page's stances come from: the gold annotations, the model, or nowhere."""
    if "gold_incident" in data:
        return "stances are from the gold annotations"
    if stanceless:
        return "no stances: analysed without the stance model"
    return "stances are from varometer's stance model"
