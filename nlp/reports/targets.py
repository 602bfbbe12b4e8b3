"""Picking what ``varometer reactions`` reports on: an incident (by its key, any unique
part of it, or its words in any order), a match ("Home v Away", perhaps on a date) or an
article. A target that matches none or several raises :class:`SelectionError`, which says
which ones it could be.
"""

from __future__ import annotations

import re
from typing import Any

import pandas as pd

from nlp.incidents import incident_day
from nlp.reports.filters import _side_matches
from nlp.reports.frame import _key, about_var, frame_register, prepare


def incidents_in(frame: pd.DataFrame) -> pd.DataFrame:
    """Return one row per incident in ``frame``: incident, label, match, date, quotes, speakers."""
    data = about_var(prepare(frame), stanced=False)
    data = data[data["incident"].notna()]
    if data.empty:
        return pd.DataFrame(columns=["incident", "label", "match", "date", "quotes", "speakers"])
    out = (
        data.groupby("incident", sort=False)
        .agg(
            label=("incident_label", "first"),
            match=("match", "first"),
            date=("date", "min"),
            quotes=("text", "size"),
            speakers=("speaker", "nunique"),
        )
        .reset_index()
        .sort_values(["date", "incident"])
        .reset_index(drop=True)
    )
    out["date"] = out["date"].dt.date
    return out


class SelectionError(ValueError):
    """A target, match or article that names no incident, several, or nothing stored: the
    user's selection to correct (the CLI exits 2), not a failure of the report."""


def resolve_incident(frame: pd.DataFrame, incident: str) -> str:
    """Return the ``incident`` value of ``frame`` that ``incident`` names.

    An exact id or key, else the one incident whose key or label contains ``incident``
    (case-insensitive: "INC01", "Ravensmoor United, offside", "2025-08-23"). Raises
    ValueError naming the candidates when none or several match.
    """
    values = [v for v in frame["incident"].dropna().unique()]
    if incident in values:
        return incident
    labels = dict(
        zip(frame["incident"], frame.get("incident_label", frame["incident"]), strict=True)
    )
    needle = incident.lower()
    hits = [
        v for v in values if needle in str(v).lower() or needle in str(labels.get(v, "")).lower()
    ]
    if not hits:
        # "offside 78th minute", "Penalty Overturned": every word of it in the incident's
        # key, whatever the punctuation and order
        words = _target_words(incident)
        hits = [
            v
            for v in values
            if words
            and words <= _target_words(_without_date(f"{v} {labels.get(v, '')}"), keep_all=True)
        ]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        if not values:
            raise SelectionError(
                f"no incident matches {incident!r}: no VAR incident has been found in this "
                "database yet (`analyse` finds them in the articles it stores)"
            )
        known = _some(sorted(str(labels.get(v, v)) for v in values))
        raise SelectionError(
            f"no incident matches {incident!r} (known: {known}; `reactions` with no TARGET "
            "lists them all)"
        )
    raise SelectionError(
        f"{incident!r} matches {len(hits)} incidents: "
        + _some(sorted(str(labels.get(v, v)) for v in hits))
        + "; give more of one (its date or minute)"
    )


# Words of a target that say nothing about which incident ("the 78th minute").
TARGET_FILLER_WORDS = frozenset({"the", "a", "at", "in", "on", "of", "minute", "min", "mins"})
_ORDINAL_SUFFIX_RE = re.compile(r"^(\d+)(?:st|nd|rd|th)$")
SHOWN_CHOICES = 5


def _target_words(text: str, keep_all: bool = False) -> set[str]:
    """Return the lowercase words of ``text``, "78th" read as "78", hyphenated words split;
    without ``keep_all``, the filler words dropped."""
    words = set()
    for word in re.findall(r"[\w']+", text.lower().replace("-", " ")):
        word = _ORDINAL_SUFFIX_RE.sub(r"\1", word.strip("'"))
        if word and (keep_all or word not in TARGET_FILLER_WORDS):
            words.add(word)
    return words


_KEY_DATE_RE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")


def _without_date(key: str) -> str:
    """Return an incident key without its date, so a bare number in a target is a minute
    ("offside 23" is not the offside of 2025-08-23)."""
    return _KEY_DATE_RE.sub(" ", key)


def _some(choices: list[str]) -> str:
    """Return the first few ``choices`` joined, with how many more there are."""
    shown = "; ".join(choices[:SHOWN_CHOICES])
    more = len(choices) - SHOWN_CHOICES
    return shown + (f"; and {more} more" if more > 0 else "")


def match_sides(match: str) -> tuple[str, str]:
    """Return the two sides of a match a user gives ("Home v Away", "A vs B", "A - B");
    raise ValueError when it is not two sides."""
    parts = re.split(r"\s+(?:v|vs\.?|versus|-)\s+", match.strip(), maxsplit=1, flags=re.IGNORECASE)
    if len(parts) != 2:
        raise SelectionError(f'give a match as "Home v Away", not {match!r}')
    return parts[0], parts[1]


def match_mask(frame: pd.DataFrame, match: str, register: Any = None) -> pd.Series:
    """Return a mask of the rows whose match is ``match`` ("Home v Away", either order; short
    names such as "Harbourside v Ravensmoor" are enough).

    A side is also any name the ``register`` (default :func:`frame_register`) knows for the
    club, as for :func:`club_mask`: a nickname ("Gulls", "Spurs") or a short name that is not
    one of the club's words ("Man City").
    """
    register = register if register is not None else frame_register(frame)
    home, away = match_sides(match)
    sides = {side: register.club(side) for side in (home, away)}

    def fits(side: str, club: str) -> bool:
        target = sides[side]
        if target is not None and (
            register.club(club) == target or _key(club) == _key(target.name)
        ):
            return True
        return _side_matches(side, club)

    def hit(value: Any) -> bool:
        if not isinstance(value, str) or " v " not in value:
            return False
        h, a = value.split(" v ", 1)
        return (fits(home, h) and fits(away, a)) or (fits(home, a) and fits(away, h))

    return frame["match"].map(hit).astype(bool)


def _one_fixture(data: pd.DataFrame, match: str, window_days: int) -> None:
    """Raise ValueError when the rows of ``match`` belong to several fixtures.

    The same two clubs meet twice a season or more, either order of the sides matches (home
    and away are sometimes a guess), and short names can fit two pairings ("City v United"),
    so without a date their reactions would merge. A fixture is one pairing of clubs on one
    match day: its incidents' days, or, for a pairing no incident is tied to, its articles'
    dates; days further apart than twice the incident window are different fixtures.
    """
    fixtures = _fixtures(data, window_days)
    if len(fixtures) < 2:
        return
    raise SelectionError(
        f"{match!r} fits {len(fixtures)} matches: {_fixture_list(fixtures)}. Add the match day "
        "(--date YYYY-MM-DD)."
    )


def _fixture_list(fixtures: list[tuple[pd.Timestamp, str]]) -> str:
    """Return fixtures as a message lists them: "2025-08-23 Home v Away; ..."."""
    return "; ".join(f"{day:%Y-%m-%d} {label}" for day, label in fixtures)


def _fixtures(data: pd.DataFrame, window_days: int) -> list[tuple[pd.Timestamp, str]]:
    """Return the dated fixtures (day, "Home v Away") the rows of a match belong to, in day
    order (see :func:`_one_fixture`)."""
    gap = pd.Timedelta(days=2 * window_days)
    fixtures: list[tuple[pd.Timestamp, str]] = []
    for _, rows in data.groupby(data["match"].map(_pairing), sort=False):
        days = rows["incident"].map(incident_day)
        if days.notna().any():
            rows, days = rows[days.notna()], days[days.notna()]
        else:
            days = rows["date"]
        dated = pd.DataFrame({"day": pd.to_datetime(list(days)), "match": list(rows["match"])})
        dated = dated.dropna(subset=["day"]).sort_values("day")
        dated["fixture"] = (dated["day"].diff() > gap).cumsum()
        for _, one in dated.groupby("fixture"):
            fixtures.append((one["day"].iloc[0], one["match"].mode().iloc[0]))
    return sorted(fixtures)


def _pairing(match: Any) -> frozenset[str]:
    """Return the two sides of a "Home v Away" value, in no order."""
    return frozenset(str(match).split(" v ", 1))
