"""The register's clubs, players and grounds as regexes, to find them in news text.

Built once per corpus (twice: again with the grounds :func:`nlp.incidents.detection.learn_venues`
learns), so every article is searched with the same compiled patterns.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from nlp.football.registers import Register

#: Any apostrophe in a ground's name matches either form ("St James' Park", "St James’ Park").
_APOSTROPHE_RE = re.compile(r"['’]")


class Names:
    """Case-sensitive finders for a register's clubs and players, plus learned venues.

    Only the user's clubs are searched when the register has any (the demo league, a
    user's own league): the built-in tables' real clubs would otherwise match words such as
    "Villa" or "Forest". One-word generic aliases ("United", "Athletic") are left out; the
    name, short name, nicknames and acronyms are enough to find a club in news text.
    """

    def __init__(self, register: Register, venues: Mapping[str, str] | None = None) -> None:
        clubs = [c for c in register.clubs if register.is_user_club(c)] or list(register.clubs)
        self.register = register
        forms: dict[str, str] = {}
        for club in clubs:
            candidates = [club.name, club.short, *club.nicknames]
            candidates += [a for a in club.aliases if len(a.split()) > 1 or a.isupper()]
            for form in candidates:
                form = re.sub(r"^the\s+", "", form.strip(), flags=re.IGNORECASE)
                if form and register.club(form) == club:
                    forms.setdefault(form, club.name)
        self.club_forms = forms
        self.clubs = tuple(dict.fromkeys(forms.values()))
        self.club_alt = _alternation(forms)
        self._club_re = re.compile(rf"(?<![\w-])(?:{self.club_alt})(?:['’]s?)?(?![\w-])")
        people = [p for p in register.people if p.role == "player"]
        if any(register.is_user_person(p) for p in people):
            people = [p for p in people if register.is_user_person(p)]
        pforms: dict[str, str] = {}
        for person in people:
            for form in (person.name, *person.aliases):
                if form and form[0].isupper() and register.person(form) == person:
                    pforms.setdefault(form, person.name)
        self._player_re = (
            re.compile(rf"(?<![\w-])(?:{_alternation(pforms)})(?![\w-])") if pforms else None
        )
        self._player_forms = pforms
        self.venues: dict[str, str] = dict(venues or {})
        # Ground -> the clubs that play there: the register's grounds (Club.stadiums), then
        # those learned from the articles (learn_venues), which never name a register club.
        grounds: dict[str, tuple[str, ...]] = {}
        for club in clubs:
            for ground in club.stadiums:
                grounds[ground] = (*grounds.get(ground, ()), club.name)
        for ground, club_name in self.venues.items():
            grounds.setdefault(ground, (club_name,))
        self.grounds = grounds
        self._ground_keys = {_apostrophes(g): g for g in grounds}
        ground_alt = _APOSTROPHE_RE.sub("['’]", _alternation(grounds))
        self._venue_re = re.compile(rf"(?<![\w-])(?:{ground_alt})(?![\w-])") if grounds else None

    def clubs_in(self, text: str) -> list[str]:
        """Return canonical clubs named in ``text``, in order, each once."""
        found = [
            self.club_forms[_strip_possessive(m.group(0))] for m in self._club_re.finditer(text)
        ]
        return list(dict.fromkeys(found))

    def players_in(self, text: str) -> list[str]:
        if self._player_re is None:
            return []
        return list(
            dict.fromkeys(self._player_forms[m.group(0)] for m in self._player_re.finditer(text))
        )

    def venue_home(self, text: str, among: Iterable[str] | None = None) -> str | None:
        """Return the home club of the first ground named in ``text`` (a register ground or
        a learned one), None when there is none or two clubs share it. With ``among`` (a
        match's two sides) only those clubs count, so a shared ground ("San Siro") still
        tells Inter's home game against a third club."""
        if self._venue_re is None:
            return None
        m = self._venue_re.search(text)
        if m is None:
            return None
        clubs = self.grounds[self._ground_keys[_apostrophes(m.group(0))]]
        if among is not None:
            sides = set(among)
            clubs = tuple(c for c in clubs if c in sides)
        return clubs[0] if len(clubs) == 1 else None


def _alternation(forms: Iterable[str]) -> str:
    # Longest first, so "Port Ellory" wins over "Port" and "Hollowell Park Rangers" over "Hollowell".
    return "|".join(re.escape(f) for f in sorted(set(forms), key=len, reverse=True))


def _strip_possessive(text: str) -> str:
    return re.sub(r"['’]s?$", "", text)


def _apostrophes(text: str) -> str:
    return _APOSTROPHE_RE.sub("'", text)
