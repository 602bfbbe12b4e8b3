"""The season's net stance toward VAR by month, club, role or speaker: counts, the net
(positive minus negative, over reactions) and its 95% interval (Wilson's, or a bootstrap's),
small groups flagged, one reaction per speaker per article; and what is trending.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pandas as pd

from nlp.models import STANCES
from nlp.reports.filters import _check_period, _in_competition, _in_range
from nlp.reports.frame import STANCE_VALUE, UNDATED, about_var, has_stances, prepare
from nlp.reports.reactions_table import reaction_frame

SEASON_BY = ("month", "club", "role", "speaker")
#: Below this many reactions a group's net stance is shown with its interval and flagged.
SMALL_N = 10
Z95 = 1.959963984540054


def wilson_net(negative: int, neutral: int, positive: int, z: float = Z95) -> tuple[float, float]:
    """Return a 95% interval for net stance (pos - neg) / n.

    Net stance is the mean of scores in {-1, 0, +1}; rescaled to [0, 1] it is a mean whose
    variance is at most that of a proportion with the same mean, so the Wilson score interval
    of that "proportion" is a slightly conservative interval for it. Unlike the normal
    approximation it stays inside [-1, 1] and is not zero-width when n is 2 and both agree.
    """
    n = negative + neutral + positive
    if n == 0:
        return (math.nan, math.nan)
    p = (positive + 0.5 * neutral) / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (round(2 * (centre - half) - 1, 3), round(2 * (centre + half) - 1, 3))


def bootstrap_net(
    negative: int, neutral: int, positive: int, seed: int = 13, draws: int = 4000
) -> tuple[float, float]:
    """Return a seeded percentile-bootstrap 95% interval for net stance (same for same counts)."""
    import numpy as np

    n = negative + neutral + positive
    if n == 0:
        return (math.nan, math.nan)
    rng = np.random.default_rng([seed, negative, neutral, positive])
    sample = rng.multinomial(n, [negative / n, neutral / n, positive / n], size=draws)
    nets = (sample[:, 2] - sample[:, 0]) / n
    low, high = np.percentile(nets, [2.5, 97.5])
    return (round(float(low), 3), round(float(high), 3))


def season(
    frame: pd.DataFrame,
    start: str | date | None = None,
    end: str | date | None = None,
    by: str | Sequence[str] = "month",
    competition: str | None = None,
    unit: str = "reaction",
    interval: str = "wilson",
    seed: int = 13,
) -> pd.DataFrame:
    """Return stance counts per group over the season.

    ``by`` is one of month, club, role, speaker, or a sequence of them (``("month",
    "role")``). ``unit`` is "reaction" (one per speaker per article, unnamed fans one per
    club, see :func:`reaction_frame`) or "quote". Columns: the ``by`` columns, n, negative, neutral,
    positive, net ((positive - negative) / n), net_low/net_high (95% interval: Wilson, or a
    seeded bootstrap with ``interval="bootstrap"``) and small (n < :data:`SMALL_N`, read the
    interval rather than the point). By month, months without reactions are kept (n 0), and
    reactions from undated articles are counted in a last row whose month is
    :data:`UNDATED` (so every table adds up to the same total; a date filter leaves them out).
    """
    dims = [by] if isinstance(by, str) else list(by)
    for dim in dims:
        if dim not in SEASON_BY:
            raise ValueError(f"by must be one of {', '.join(SEASON_BY)}, not {dim!r}")
    if interval not in ("wilson", "bootstrap"):
        raise ValueError("interval must be 'wilson' or 'bootstrap'")
    _check_period(start, end)
    if unit == "reaction":
        data = reaction_frame(frame)
    elif unit == "quote":
        data = about_var(prepare(frame))
    else:
        raise ValueError("unit must be 'reaction' or 'quote'")
    data = _in_competition(_in_range(data, start, end), competition)
    return season_counts(data, dims, interval=interval, seed=seed)


def season_counts(
    data: pd.DataFrame, dims: Sequence[str], interval: str = "wilson", seed: int = 13
) -> pd.DataFrame:
    """Count the stances of ``data`` (reactions or quotes: one row each, with a ``stance``
    and the ``dims`` columns) per group; return the table :func:`season` returns.

    By month, rows without a month (undated articles) are counted under the month
    :data:`UNDATED`, after the dated months.
    """
    dims = list(dims)
    data = data.assign(club=data["club"].fillna("(no club)"), role=data["role"].fillna("other"))
    columns = [*dims, "n", *STANCES, "net", "net_low", "net_high", "small"]
    if data.empty:
        return pd.DataFrame(columns=columns)
    if "month" in dims and data["month"].isna().any():
        # Reactions from undated articles belong to no month; dropped by the groupby they
        # would vanish while the other tables count them. They get a row of their own, last.
        dated = season_counts(data[data["month"].notna()], dims, interval, seed)
        undated = season_counts(
            data[data["month"].isna()].assign(month=UNDATED), dims, interval, seed
        )
        return pd.concat([dated, undated], ignore_index=True)[columns] if len(dated) else undated
    counts = (
        data.groupby([*dims, "stance"])
        .size()
        .unstack("stance")
        .reindex(columns=list(STANCES))
        .fillna(0)
        .astype(int)
    )
    if dims == ["month"] and UNDATED not in counts.index:
        months = pd.period_range(min(counts.index), max(counts.index), freq="M").strftime("%Y-%m")
        counts = counts.reindex(months, fill_value=0)
        counts.index.name = "month"
    counts.columns.name = None
    counts = counts.reset_index()
    counts["n"] = counts[list(STANCES)].sum(axis=1)
    counts["net"] = (
        (counts["positive"] - counts["negative"]) / counts["n"].where(counts["n"] > 0)
    ).round(3)
    bounds = [
        bootstrap_net(int(r.negative), int(r.neutral), int(r.positive), seed=seed)
        if interval == "bootstrap"
        else wilson_net(int(r.negative), int(r.neutral), int(r.positive))
        for r in counts.itertuples(index=False)
    ]
    counts["net_low"] = [lo for lo, _ in bounds]
    counts["net_high"] = [hi for _, hi in bounds]
    counts["small"] = counts["n"] < SMALL_N
    if "month" not in dims:
        counts = counts.sort_values(["n", *dims], ascending=[False] + [True] * len(dims))
    return counts[columns].reset_index(drop=True)


def undated_note(count: int, unit: str = "reaction") -> str:
    """Return a sentence saying that ``count`` reactions (or quotes, with ``unit="quote"``)
    come from undated articles and where the month tables put them; "" when ``count`` is 0."""
    if not count:
        return ""
    what = unit if count == 1 else f"{unit}s"
    verb = "comes" if count == 1 else "come"
    return (
        f"{count} {what} {verb} from undated articles: they are counted in the "
        f"'{UNDATED}' row, not in any month."
    )


def empty_season_note(
    frame: pd.DataFrame,
    start: str | date | None = None,
    end: str | date | None = None,
    competition: str | None = None,
) -> str:
    """Return why :func:`season` found nothing to count in ``frame`` with these filters.

    Without any stance in the database the stance model is the reason; otherwise the filters
    are (named as the CLI options, with the competitions the database does hold when
    ``competition`` matched none), or, with no filter, the database has no reactions on VAR.
    """
    data = prepare(frame)
    if not has_stances(data):
        return "no reactions on VAR with a stance to count"
    filters = [
        f"{option} {value}"
        for option, value in (("--from", start), ("--to", end))
        if value is not None
    ]
    if competition:
        filters.append(f"--competition {competition!r}")
    if not filters:
        return "no reactions about VAR to count"
    note = f"no reactions about VAR match {' '.join(filters)}"
    if competition:
        held = about_var(data)["competition"].dropna().map(str)
        known = sorted(set(held))
        note += (
            f" (competitions in the database: {', '.join(known)})"
            if known
            else " (no article in the database names its competition)"
        )
    return note


def to_csv(table: pd.DataFrame, path: str | Path) -> Path:
    """Write ``table`` as CSV (parent folders made); return the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    table.to_csv(path, index=False)
    return path


def to_parquet(table: pd.DataFrame, path: str | Path) -> Path:
    """Write ``table`` as Parquet (parent folders made); return the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    table.to_parquet(path, index=False)
    return path


def trending(
    frame: pd.DataFrame, by: str = "speaker", k: int = 3, min_each: int = 2, min_months: int = 4
) -> list[str]:
    """Return the ``k`` speakers (or clubs, roles) whose stance changed most clearly.

    For each name with reactions in ``min_months`` months or more (a season's change of mind
    spans more than the few days around one or two incidents), every split of its reactions in
    time into "before" and "after" (each with ``min_each`` or more) is scored by the change
    of mean stance times sqrt(n_before * n_after / n), the usual weight of a two-sample
    difference, so a turn backed by many reactions beats a flip on two quotes; the best
    split is the name's score. Used to pick the chart's default lines: the stories of a
    season are its changes of mind.
    """
    data = frame if "text" not in frame else reaction_frame(frame)
    data = data[data[by].notna()]
    scores = []
    for name, group in data.groupby(by):
        if group["month"].nunique() < min_months:
            continue
        values = list(group.sort_values("date")["stance"].map(STANCE_VALUE))
        n = len(values)
        best = 0.0
        for cut in range(min_each, n - min_each + 1):
            before, after = values[:cut], values[cut:]
            change = abs(sum(after) / len(after) - sum(before) / len(before))
            best = max(best, change * math.sqrt(len(before) * len(after) / n))
        if best > 0:
            scores.append((round(best, 6), n, name))
    scores.sort(reverse=True)
    return [name for _, _, name in scores[:k]]
