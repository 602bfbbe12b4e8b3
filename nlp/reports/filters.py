"""Selecting quotes by club, competition, period and name, as the ``--club``,
``--competition``, ``--from``/``--to`` and ``--speaker`` options do: a club by any of its
register names and nicknames, a name by its words in any case and accents.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pandas as pd

from nlp.incidents import parse_day
from nlp.reports.frame import _key, about_var, frame_register, prepare


def _check_period(start: Any, end: Any) -> None:
    """Raise ValueError when a period's first day is after its last (it would select nothing)."""
    if start is not None and end is not None and parse_day(start) > parse_day(end):
        raise ValueError(f"the period starts ({start}) after it ends ({end})")


def _in_range(data: pd.DataFrame, start: Any, end: Any) -> pd.DataFrame:
    """Return the rows dated from ``start`` to ``end`` (days, inclusive; None: open)."""
    if start is not None:
        data = data[data["date"] >= pd.Timestamp(parse_day(start))]
    if end is not None:
        data = data[data["date"] <= pd.Timestamp(parse_day(end))]
    return data


def _matching(values: pd.Series, predicate: Callable[[Any], bool]) -> pd.Series:
    """Return the boolean mask of ``values`` for which ``predicate`` holds. Boolean on an
    empty frame too: there ``.map()`` gives an object Series, which ``[]`` reads as column
    names, dropping every column."""
    return values.map(predicate).astype(bool)


def _in_competition(data: pd.DataFrame, competition: str | None) -> pd.DataFrame:
    """Return the rows of this competition (any case and spacing), or all with None."""
    if not competition:
        return data
    return data[_matching(data["competition"], lambda c: names_match(competition, c, whole=True))]


# What a name filter may hold beyond letters, digits and spaces and still be compared on its
# key (name_key turns these into spaces or drops them): "O'Neil", "Jean-Luc", "Brighton & Hove".
_NAME_PUNCTUATION = frozenset(" .,'’‘-&")


def _literal(text: str) -> str:
    from nlp.football.registers import fold_accents

    return " ".join(fold_accents(text).casefold().split())


def names_match(needle: str, name: Any, whole: bool = False) -> bool:
    """Return whether the filter value ``needle`` names ``name`` (a speaker, a competition):
    compared without case, accents or the punctuation names carry; ``whole`` asks for the
    whole name, else a part of it will do.

    A filter is literal text, never a pattern: characters that are no part of how names are
    written ("%", "_", "*") must appear in the name as written, so "%" matches no one unless
    a name holds a "%" (its key alone, empty, was part of every name).
    """
    if not isinstance(name, str):
        return False
    key, target = _key(needle), _key(name)
    odd = any(not (ch.isalnum() or ch in _NAME_PUNCTUATION) for ch in needle)
    if key and not (key == target if whole else key in target):
        return False
    if key and not odd:
        return True
    literal, written = _literal(needle), _literal(name)
    return bool(literal) and (literal == written if whole else literal in written)


#: At most this many clubs are named when a club filter fits several.
MAX_CLUB_CANDIDATES = 5


def _side_matches(side: str, club: str) -> bool:
    a, b = _key(side), _key(club)
    return bool(a) and (a == b or b.startswith(a + " ") or a in b.split())


def club_mask(frame: pd.DataFrame, club: str, register: Any = None) -> pd.Series:
    """Return a mask of the rows of ``frame`` whose speaker's club is ``club``.

    ``club`` is resolved as the extractor resolves a club named in an article: any name,
    short name, nickname or alias the ``register`` knows ("Gulls", "HAFC"; default
    :func:`frame_register`). A name the register does not resolve (unknown, or ambiguous
    like "United") is matched on its words against the stored club names, short names
    allowed ("Harbourside").
    """
    register = register if register is not None else frame_register(frame)
    target = register.club(club)
    hits: dict[str, bool] = {}
    for value in frame["club"].dropna().unique():
        if not isinstance(value, str):
            continue
        if target is None:
            hits[value] = _side_matches(club, value)
        else:
            hits[value] = register.club(value) == target or _key(value) == _key(target.name)
    return _matching(frame["club"], lambda c: hits.get(c, False) if isinstance(c, str) else False)


def club_note(frame: pd.DataFrame, club: str, register: Any = None) -> str:
    """Return why a ``club`` filter finds no quote about VAR in ``frame``, naming the club
    (and what the register takes it for); "" when some quote about VAR matches it."""
    register = register if register is not None else frame_register(frame)
    data = about_var(prepare(frame), stanced=False)
    if club_mask(data, club, register).any():
        return ""
    head = f"No quotes about VAR from speakers of {club!r}"
    target = register.club(club)
    if target is not None:
        known = "" if _key(target.name) == _key(club) else f" ({target.name})"
        return f"{head}{known} in these articles."
    candidates = register.club_candidates(club)
    if len(candidates) > 1:
        names = ", ".join(c.name for c in candidates[:MAX_CLUB_CANDIDATES])
        return f"{head}: the name fits several clubs ({names}); give the club's full name."
    return f"{head}: no club of that name in the register or the quotes."
