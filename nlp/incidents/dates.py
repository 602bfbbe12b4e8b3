"""Days and months: the day a match was played, as front matter, a named weekday or a
month gives it, and the days users and incident keys give.

Apart from the rest because reports read days too (:func:`parse_day` for a filter,
:func:`incident_day` for a key), and they need nothing else of the incidents.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Any

import pandas as pd

from nlp.ingest.dates import WEEKDAYS

#: Front-matter fields that give the day the match was played (an incident's key is dated by it).
MATCH_DAY_FIELDS: tuple[str, ...] = ("match_date", "match_day", "kickoff")
#: A weekday a report names ("Saturday's penalty", "on Saturday") is the match day: the last
#: such day on or before publication. "Next Saturday" looks ahead, so it is skipped.
WEEKDAY_RE = re.compile(
    r"(?<![Nn]ext )(?<![Tt]his )\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)
#: A sentence that looks ahead names the next fixture, not the match played: "Eastmere travel
#: to Harbourside on Tuesday" in Saturday's report is no match on the Tuesday before it. Its
#: weekdays are skipped (the day published, as before, dates a report on the day).
#: The fixture verbs ("travel", "host", "face", "visit", "meet") are nouns as often in a match
#: report ("the hosts were given a penalty", "a blow to the face", "their visit to Anfield"),
#: so they look ahead only as verbs: not opening the sentence and not after a determiner or
#: a possessive (FIXTURE_NOUN_BEFORE).
FIXTURE_NOUN_BEFORE = (
    r"(?<!^)(?<!\bthe )(?<!\ba )(?<!\ban )(?<!\btheir )(?<!\bhis )(?<!\bher )(?<!\bits )"
    r"(?<!\bour )(?<!['’]s )"
)
FUTURE_SENTENCE_RE = re.compile(
    r"\b(?:will|won['’]t|shall|next|ahead of|upcoming|due to|set to|going to)\b|['’]ll\b|"
    + FIXTURE_NOUN_BEFORE
    + r"\b(?:travel|travels|host|hosts|face|faces|visit|visits|meet|meets)\b",
    re.IGNORECASE,
)
_SENTENCE_SPLIT_RE = re.compile(r"(?<=[.!?])\s+|\n+")
#: Articles about the same match within this many days of each other report the same match.
WINDOW_DAYS = 4

MONTHS: dict[str, int] = {
    m: i
    for i, m in enumerate(
        (
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ),
        1,
    )
}
# "May" the verb is too common: only "in May" / "May 9" count as the month.
_MONTH_RE = re.compile(
    r"\b(?:(?:in|of|since|on|last|back in|early|late|mid)[- ])?"
    r"(January|February|March|April|June|July|August|September|October|November|December"
    r"|(?<=in )May|May(?= \d))\b"
)
_LAST_MONTH_RE = re.compile(r"\blast month\b", re.IGNORECASE)


def named_day(text: str, published: date | None) -> date | None:
    """Return the day the first weekday in ``text`` names: the last such day on or before
    ``published`` ("Saturday's penalty" in a Monday paper is two days before it); weekdays in
    a sentence that looks ahead (:data:`FUTURE_SENTENCE_RE`) name no match played."""
    if published is None:
        return None
    found = (
        WEEKDAY_RE.search(sentence)
        for sentence in _SENTENCE_SPLIT_RE.split(text)
        if not FUTURE_SENTENCE_RE.search(sentence)
    )
    m = next((f for f in found if f is not None), None)
    if m is None:
        return None
    weekday = WEEKDAYS.index(m.group(1).lower())
    return published - timedelta(days=(published.weekday() - weekday) % 7)


def find_month(text: str, published: date | None) -> int | None:
    """Return the month ``text`` names ("in October", "on September 27", "last month")."""
    m = _MONTH_RE.search(text)
    if m:
        return MONTHS[m.group(1).lower()]
    if published and _LAST_MONTH_RE.search(text):
        return 12 if published.month == 1 else published.month - 1
    return None


def as_date(value: Any) -> date | None:
    """Return the date of an ISO date/datetime string (or date), None when unreadable."""
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return datetime.fromisoformat(str(value).strip().replace("Z", "+00:00")).date()
    except ValueError:
        try:
            return pd.Timestamp(str(value)).date()
        except (ValueError, TypeError):
            return None


def incident_day(key: Any) -> date | None:
    """Return the match day an incident key starts with (see :attr:`Incident.key`), else None."""
    if not isinstance(key, str):
        return None
    try:
        return date.fromisoformat(key[:10])
    except ValueError:
        return None


def parse_day(value: Any) -> date:
    """Return a day given by a user (a filter bound) as a date; raise ValueError if it is not one.

    Stricter than :func:`as_date`, which reads whatever dates articles carry: a filter
    such as "01/09/2025" (9 January or 1 September?) or "2025-02-30" must fail loudly, not
    silently select the wrong days or none.
    """
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = str(value).strip()
    for parse in (date.fromisoformat, datetime.fromisoformat):
        try:
            parsed = parse(text)
        except ValueError:
            continue
        return parsed.date() if isinstance(parsed, datetime) else parsed
    raise ValueError(f"{text!r} is not a day: use YYYY-MM-DD, for instance 2025-08-23")
