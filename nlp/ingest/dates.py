"""Robust parsing of publication dates into ISO 8601 strings."""

from __future__ import annotations

import re
import time
from datetime import UTC, date, datetime
from email.utils import parsedate_to_datetime
from typing import Any

MONTHS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}

WEEKDAYS: tuple[str, ...] = (
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
)

MIN_YEAR = 1900
MAX_YEAR = 2100
# Epoch timestamps in JSON dumps come in seconds or milliseconds; these bounds (2001 to
# 2096) keep ordinary numbers such as a year or a match id from being read as a time.
MIN_EPOCH_SECONDS = 1_000_000_000
MAX_EPOCH_SECONDS = 4_000_000_000
MS_PER_SECOND = 1000

ISO_DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}")
SLASHED_YMD_RE = re.compile(r"(\d{4})[/.](\d{1,2})[/.](\d{1,2})")
EPOCH_RE = re.compile(r"\d{10}(?:\d{3})?")
# RFC 822 / 2822 dates as in feeds and e-mail: "Sat, 04 Oct 2025 18:00:00 GMT".
RFC822_RE = re.compile(r"(?:[A-Za-z]{3},?\s+)?\d{1,2}\s+[A-Za-z]{3}\s+\d{2,4}\s+\d{1,2}:\d{2}")
_WEEKDAY = r"(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+)?"
_ORDINAL = r"(?:st|nd|rd|th)?"
# The date may be followed by a time or other text ("4 October 2025, 18:00 BST"); only
# the date is kept from these textual forms.
DAY_MONTH_YEAR_RE = re.compile(
    _WEEKDAY + rf"(?P<day>\d{{1,2}}){_ORDINAL}\s+(?:of\s+)?(?P<month>[a-z]+)\.?,?\s+"
    r"(?P<year>\d{4})\b",
    re.IGNORECASE,
)
# "3-Dec-2026", "03/Dec/2026": a day, a month name and a year joined by one separator.
DAY_MONTH_YEAR_JOINED_RE = re.compile(
    r"(?P<day>\d{1,2})(?P<sep>[-/.])(?P<month>[a-z]+)(?P=sep)(?P<year>\d{4})\b",
    re.IGNORECASE,
)
# All-numeric dates with the year last: "25/12/2026", "03.12.2026", "3-12-2026". Football
# news here is British, so they are read day first; 03/12/2026 is 3 December, never
# 12 March. Only when day first gives no date ("12/25/2026": no month 25) is it read
# month first, as an American export writes it. Two-digit years are not read (25/12/26
# could be any order).
NUMERIC_DATE_RE = re.compile(r"(\d{1,2})([/.-])(\d{1,2})\2(\d{4})\b")
MONTH_DAY_YEAR_RE = re.compile(
    _WEEKDAY + rf"(?P<month>[a-z]+)\.?\s+(?P<day>\d{{1,2}}){_ORDINAL},?\s+(?P<year>\d{{4}})\b",
    re.IGNORECASE,
)


def parse_published(value: Any) -> str | None:
    """Return ``value`` as an ISO 8601 date ("2025-10-04") or datetime, else None.

    Accepts ``date``/``datetime`` objects, ``time.struct_time`` (taken as UTC, as
    feedparser gives), epoch seconds or milliseconds, ISO 8601 strings, RFC 822 strings
    textual dates such as "4 October 2025", "3-Dec-2026" or "October 4th, 2025", and
    numeric dates day first ("25/12/2026", "03.12.2026" is 3 December; month first only
    when day first is impossible, "12/25/2026"; see NUMERIC_DATE_RE). Datetimes keep the
    offset they came with; textual dates give a date only. Anything else, or an
    impossible date, gives None.
    """
    parsed = _to_date_or_datetime(value)
    if parsed is None or not MIN_YEAR <= parsed.year <= MAX_YEAR:
        return None
    if isinstance(parsed, datetime):
        return parsed.isoformat(timespec="seconds")
    return parsed.isoformat()


def _to_date_or_datetime(value: Any) -> date | datetime | None:
    """Return the date or datetime ``value`` denotes, or None."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, datetime | date):
        return value
    if isinstance(value, time.struct_time):
        return datetime(*value[:6], tzinfo=UTC)
    if isinstance(value, int | float):
        return _from_epoch(value)
    if not isinstance(value, str):
        return None
    text = " ".join(value.split())
    if not text:
        return None
    for parser in (
        _parse_iso,
        _parse_epoch_string,
        _parse_rfc822,
        _parse_numeric,
        _parse_textual,
    ):
        parsed = parser(text)
        if parsed is not None:
            return parsed
    return None


def _from_epoch(seconds: float) -> datetime | None:
    """Return the UTC datetime of an epoch timestamp in seconds or milliseconds."""
    if seconds >= MIN_EPOCH_SECONDS * MS_PER_SECOND:
        seconds /= MS_PER_SECOND
    if not MIN_EPOCH_SECONDS <= seconds <= MAX_EPOCH_SECONDS:
        return None
    return datetime.fromtimestamp(int(seconds), tz=UTC)


def _parse_iso(text: str) -> date | datetime | None:
    """Return the date/datetime of an ISO 8601 string (or "2025/10/04"), else None."""
    try:
        if ISO_DATE_RE.fullmatch(text):
            return date.fromisoformat(text)
        if text[:4].isdigit() and len(text) > 10:
            return datetime.fromisoformat(text)
    except ValueError:
        return None
    match = SLASHED_YMD_RE.fullmatch(text)
    if match:
        return _safe_date(*(int(g) for g in match.groups()))
    return None


def _parse_epoch_string(text: str) -> datetime | None:
    """Return the datetime of a 10- or 13-digit epoch string, else None."""
    return _from_epoch(int(text)) if EPOCH_RE.fullmatch(text) else None


def _parse_rfc822(text: str) -> datetime | None:
    """Return the datetime of an RFC 822 date with a time, else None."""
    if not RFC822_RE.match(text):
        return None
    try:
        return parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None


def _parse_numeric(text: str) -> date | None:
    """Return the date of "25/12/2026" or "03.12.2026", day first (NUMERIC_DATE_RE)."""
    match = NUMERIC_DATE_RE.match(text)
    if match is None:
        return None
    first, second, year = int(match[1]), int(match[3]), int(match[4])
    return _safe_date(year, second, first) or _safe_date(year, first, second)


def _parse_textual(text: str) -> date | None:
    """Return the date of "4 October 2025", "Sat 4th Oct 2025", "October 4, 2025",
    "3-Dec-2026"."""
    for pattern in (DAY_MONTH_YEAR_RE, DAY_MONTH_YEAR_JOINED_RE, MONTH_DAY_YEAR_RE):
        match = pattern.match(text)
        if match is None:
            continue
        month = MONTHS.get(match["month"].lower())
        if month is not None:
            return _safe_date(int(match["year"]), month, int(match["day"]))
    return None


def _safe_date(year: int, month: int, day: int) -> date | None:
    """Return ``date(year, month, day)`` or None when there is no such day."""
    try:
        return date(year, month, day)
    except ValueError:
        return None
