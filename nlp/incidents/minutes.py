"""Minutes: the minute of the match a sentence names ("88th minute", "90+3", "on 61
minutes"), and when two reports' minutes are the same moment."""

from __future__ import annotations

import re

#: Two minutes this far apart can be the same moment (one outlet's 88th is another's 89th).
MINUTE_SLACK = 3

_ORDINAL = r"(\d{1,3})(?:st|nd|rd|th)"
_WORD_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
}
#: Minute phrases, most specific first. Each yields (base, added) where added is stoppage time.
MINUTE_PATTERNS: tuple[str, ...] = (
    r"\b(\d{2,3})\s*\+\s*(\d{1,2})\b['’]?",  # 90+3, 90+3'
    r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth) minute of (?:added|stoppage|injury) time",
    rf"\b{_ORDINAL}[- ]minute\b",  # 88th minute, 88th-minute
    rf"\bin the {_ORDINAL}\b",  # in the 88th
    r"\bon (\d{1,3}) minutes\b",  # on 61 minutes
    r"\bwith (\d{1,3}) minutes on the clock",
    r"\b(\d{1,3})['’](?![\w’'])",  # 88'
)
_MINUTE_RES = tuple(re.compile(p, re.IGNORECASE) for p in MINUTE_PATTERNS)


def find_minute(text: str, near: int | None = None) -> tuple[int, str] | None:
    """Return (minute, label) of the minute phrase in ``text`` closest to offset ``near``.

    Stoppage time counts from 90 or 45 ("90+3" -> (93, "90+3'")).
    """
    found: list[tuple[int, int, str]] = []
    for regex in _MINUTE_RES:
        for m in regex.finditer(text):
            groups = m.groups()
            if groups[0].lower() in _WORD_ORDINALS:
                added = _WORD_ORDINALS[groups[0].lower()]
                value, label = 90 + added, f"90+{added}'"
            elif len(groups) > 1 and groups[1]:
                base, added = int(groups[0]), int(groups[1])
                value, label = base + added, f"{base}+{added}'"
            else:
                value = int(groups[0])
                label = f"{value}'" if value <= 90 else f"90+{value - 90}'"
            if 1 <= value <= 130:
                found.append((m.start(), value, label))
    if not found:
        return None
    anchor = near if near is not None else 0
    pos, value, label = min(found, key=lambda f: abs(f[0] - anchor))
    return value, label


def _minutes_agree(a: int | None, b: int | None) -> bool:
    return a is None or b is None or abs(a - b) <= MINUTE_SLACK
