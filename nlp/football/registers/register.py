"""The register: every table merged, with lookups by any surface form.

:class:`Register` merges the built-in tables with a user's files (:meth:`Register.load`)
and indexes every name by its :func:`~nlp.football.registers.keys.name_key`, so a club, a
person, an outlet, a body or a competition is found by any of its names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from nlp.football import constants as C
from nlp.football.registers.keys import _CLUB_FORM_SUFFIX_RE, name_key
from nlp.football.registers.records import Body, Club, Competition, Outlet, Person, _unique
from nlp.football.registers.tables import _read_user_files, builtin_tables


def _merge(builtin: Sequence[Any], user: Sequence[Any]) -> tuple[tuple[Any, ...], frozenset[str]]:
    """Return built-ins with same-key user entries put in their place, new user entries
    appended, and the name keys of the user entries. A later user entry beats an earlier one.
    """
    user_by_key: dict[str, Any] = {}
    for item in user:
        user_by_key[name_key(item.name)] = item
    merged: list[Any] = []
    for item in builtin:
        key = name_key(item.name)
        merged.append(user_by_key.pop(key, item) if key in user_by_key else item)
    merged.extend(user_by_key.values())
    return tuple(merged), frozenset(name_key(item.name) for item in user)


# --------------------------------------------------------------------------------------------
# the register
# --------------------------------------------------------------------------------------------


def _index(items: Iterable[Any], keys_of: Callable[[Any], Iterable[str]]) -> dict[str, list[Any]]:
    """Return key -> items having that key (each item once per key)."""
    index: dict[str, list[Any]] = {}
    for item in items:
        for key in _unique(name_key(k) for k in keys_of(item)):
            if key:
                index.setdefault(key, []).append(item)
    return index


def _resolve_club(key: str, candidates: Sequence[Club], user_keys: frozenset[str]) -> Club | None:
    """Return the club a name key identifies among its candidates, None when ambiguous."""
    mine = [c for c in candidates if name_key(c.name) in user_keys]
    pool = mine or list(candidates)
    named = [c for c in pool if name_key(c.name) == key]
    if len(named) == 1:
        return named[0]
    if len(pool) == 1 and (mine or key not in C.GENERIC_CLUB_KEYS):
        return pool[0]
    return None


def _pick(candidates: Sequence[Any], user_keys: frozenset[str]) -> Any | None:
    """Return the one candidate, preferring user entries; None when several remain."""
    mine = [c for c in candidates if name_key(c.name) in user_keys]
    pool = mine or list(candidates)
    return pool[0] if len(pool) == 1 else None


class Register:
    """All football registers with lookups by any surface form (see :func:`name_key`).

    Build with :meth:`Register.load`; instances are read-only and safe to share.
    """

    def __init__(
        self,
        *,
        clubs: Sequence[Club] = (),
        people: Sequence[Person] = (),
        outlets: Sequence[Outlet] = (),
        bodies: Sequence[Body] = (),
        competitions: Sequence[Competition] = (),
        demonyms: Sequence[tuple[str, Sequence[str]]] = (),
        var_terms: Sequence[str] = (),
        user_club_keys: frozenset[str] = frozenset(),
        user_person_keys: frozenset[str] = frozenset(),
    ) -> None:
        self._clubs = tuple(clubs)
        self._outlets = tuple(outlets)
        self._bodies = tuple(bodies)
        self._competitions = tuple(competitions)
        self._var_terms = tuple(var_terms)
        self._user_club_keys = user_club_keys
        self._user_person_keys = user_person_keys

        # clubs: when user clubs match a key only they count; then a canonical-name match
        # beats a match on short names, nicknames or aliases; generic words ("United") only
        # resolve to a user club
        self._club_candidates = _index(self._clubs, lambda c: c.names)
        self._club_by_key: dict[str, Club | None] = {
            key: _resolve_club(key, cands, user_club_keys)
            for key, cands in self._club_candidates.items()
        }

        # people: canonical club names, then full names/aliases, then unique surnames
        self._people = tuple(self._canonical_club(p) for p in people)
        self._person_by_key: dict[str, Person | None] = {}
        for key, cands in _index(self._people, lambda p: p.names).items():
            self._person_by_key[key] = _pick(cands, user_person_keys)
        self._surname_keys: dict[str, Person] = {}
        for key, cands in _index(self._people, _surname_forms).items():
            if key in self._person_by_key:
                continue
            choice = _pick(cands, user_person_keys)
            self._person_by_key[key] = choice
            if choice is not None:
                self._surname_keys[key] = choice

        self._outlet_by_key = {
            k: _pick(v, frozenset()) for k, v in _index(self._outlets, _names).items()
        }
        self._body_by_key = {
            k: _pick(v, frozenset()) for k, v in _index(self._bodies, _names).items()
        }
        self._competition_by_key = {
            k: _pick(v, frozenset()) for k, v in _index(self._competitions, _names).items()
        }
        self._demonyms: dict[str, str] = {}
        for nationality, forms in demonyms:
            for form in (nationality, *forms):
                self._demonyms.setdefault(name_key(form), nationality)
        self._nationalities = frozenset(self._demonyms.values())
        self._var_keys = frozenset(name_key(t) for t in self._var_terms)

    # --- construction -----------------------------------------------------------------------

    @classmethod
    def load(cls, extra: str | Path | Sequence[str | Path] = ()) -> Register:
        """Return the built-in register plus user clubs/people files or folders in ``extra``.

        Each path is a ``clubs.csv`` or ``people.csv`` (recognised by its header) or a folder
        holding either or both. A user entry replaces a built-in one with the same name key,
        and user clubs win over built-ins for the aliases they share. With no ``extra`` the
        same cached instance is returned every time.
        """
        if isinstance(extra, (str, Path)):
            extra = (extra,)
        if not extra:
            return _builtin_register()
        tables = builtin_tables()
        user_clubs, user_people = _read_user_files(extra)
        clubs, club_keys = _merge(tables.clubs, user_clubs)
        people, person_keys = _merge(tables.people, user_people)
        return cls(
            clubs=clubs,
            people=people,
            outlets=tables.outlets,
            bodies=tables.bodies,
            competitions=tables.competitions,
            demonyms=tables.demonyms,
            var_terms=tables.var_terms,
            user_club_keys=club_keys,
            user_person_keys=person_keys,
        )

    def _canonical_club(self, person: Person) -> Person:
        """Return ``person`` with ``club`` replaced by the canonical club name when known."""
        if not person.club:
            return person
        club = self.club(person.club)
        if club is None or club.name == person.club:
            return person
        return replace(person, club=club.name)

    # --- tables -----------------------------------------------------------------------------

    @property
    def clubs(self) -> tuple[Club, ...]:
        """All clubs, built-in first (user replacements in place), then new user clubs."""
        return self._clubs

    @property
    def people(self) -> tuple[Person, ...]:
        """All people, built-in first (user replacements in place), then new user people."""
        return self._people

    @property
    def outlets(self) -> tuple[Outlet, ...]:
        """All broadcasters, newspapers, websites, agencies and programmes."""
        return self._outlets

    @property
    def bodies(self) -> tuple[Body, ...]:
        """All refereeing, governing and league bodies."""
        return self._bodies

    @property
    def competitions(self) -> tuple[Competition, ...]:
        """All competitions."""
        return self._competitions

    @property
    def var_terms(self) -> tuple[str, ...]:
        """The VAR terms as listed in ``var_terms.txt``."""
        return self._var_terms

    @property
    def ambiguous_club_aliases(self) -> frozenset[str]:
        """Name keys that match one or more clubs but resolve to none ("united", "city")."""
        return frozenset(k for k, v in self._club_by_key.items() if v is None)

    def is_user_club(self, club: Club) -> bool:
        """Return True when ``club`` came from a user file."""
        return name_key(club.name) in self._user_club_keys

    def is_user_person(self, person: Person) -> bool:
        """Return True when ``person`` came from a user file."""
        return name_key(person.name) in self._user_person_keys

    def holds(self, person: Person, published: str | None) -> bool:
        """Return True when ``person``'s post (role, club, descriptors) held on the date
        ``published`` (ISO, as precise as known).

        A post with a ``since`` date holds from then on; one without is taken to hold
        whenever (its start is not known). An undated article is taken to be from the few
        years before the register's facts (:data:`~nlp.football.constants.BUILTIN_FACTS_YEAR`
        less :data:`~nlp.football.constants.UNDATED_ARTICLE_YEARS`): a post held since before
        them held for it, a newer one may not have (old reports are undated as often as new
        ones).
        """
        since = person.since
        if not since:
            return True
        if not published:
            return int(since[:4]) <= C.BUILTIN_FACTS_YEAR - C.UNDATED_ARTICLE_YEARS
        # "2022-11-01" against "2024-06": compared on the shorter of the two precisions.
        width = min(len(since), len(published))
        return published[:width] >= since[:width]

    # --- lookups ----------------------------------------------------------------------------

    def club(self, alias: str) -> Club | None:
        """Return the club called ``alias`` (name, short name, nickname or alias).

        None when nothing matches or the alias is ambiguous: it matches several clubs, or is
        a generic word such as "United" or "City". When user clubs match, only they count,
        so a user's one "United" resolves even though several built-in clubs are "United".
        """
        return self._club_by_key.get(self._club_key(alias))

    def club_candidates(self, alias: str) -> tuple[Club, ...]:
        """Return every club ``alias`` could mean, in register order (empty when none)."""
        return tuple(self._club_candidates.get(self._club_key(alias), ()))

    def _club_key(self, alias: str) -> str:
        """Return the key ``alias`` is looked up by: its own, or, when no club has that one,
        the key without a company form at the end ("Harbourside Athletic FC")."""
        key = name_key(alias)
        if key in self._club_by_key:
            return key
        return name_key(_CLUB_FORM_SUFFIX_RE.sub("", alias))

    def is_ambiguous_club(self, alias: str) -> bool:
        """Return True when ``alias`` matches a club but does not identify one."""
        key = self._club_key(alias)
        return key in self._club_by_key and self._club_by_key[key] is None

    def person(self, name: str) -> Person | None:
        """Return the person with this full name or alias, else with this unique surname.

        None when nothing matches or several people share the name or surname (user people
        win over built-ins when both match).
        """
        return self._person_by_key.get(name_key(name))

    def surname_owner(self, surname: str) -> Person | None:
        """Return the one person whose surname this is, None when it is shared or unknown
        (or is also someone's full name or alias)."""
        return self._surname_keys.get(name_key(surname))

    def outlet(self, name: str) -> Outlet | None:
        """Return the outlet with this name or alias, None when unknown."""
        return self._outlet_by_key.get(name_key(name))

    def body(self, name: str) -> Body | None:
        """Return the body with this name or alias, None when unknown."""
        return self._body_by_key.get(name_key(name))

    def competition(self, name: str) -> Competition | None:
        """Return the competition with this name or alias, None when unknown."""
        return self._competition_by_key.get(name_key(name))

    def nationality_word(self, phrase: str) -> str | None:
        """Return the nationality an adjective in ``phrase`` names ("the Greek defender" ->
        "Greek", "the Dutch winger" -> "Dutch"), None when no word is one."""
        words = [w.strip(",;:") for w in phrase.split()]
        for i in range(len(words)):
            # "Northern Irish", "South Korean": the two words, not "Irish" alone
            for n in (2, 1):
                candidate = " ".join(words[i : i + n])
                if len(words[i : i + n]) < n or candidate not in self._nationalities:
                    continue
                after = words[i + n].lower() if i + n < len(words) else ""
                base = C.POSSESSIVE_END_RE.sub("", after)
                if base in C.TEAM_NOUNS or base != after:
                    # "the Spanish champions' coach", "the Italian side's manager": the
                    # club's country, not his
                    break
                return candidate
        return None

    def demonym_nationality(self, text: str) -> str | None:
        """Return the nationality a demonym names ("the Italian" -> "Italian",
        "the Dutchman" -> "Dutch"), None when ``text`` is not a known demonym."""
        return self._demonyms.get(name_key(text))

    def is_var_term(self, text: str) -> bool:
        """Return True when ``text`` is one of the VAR terms (compared by name key)."""
        return name_key(text) in self._var_keys

    def __repr__(self) -> str:
        return (
            f"Register(clubs={len(self._clubs)}, people={len(self._people)}, "
            f"outlets={len(self._outlets)}, bodies={len(self._bodies)}, "
            f"competitions={len(self._competitions)}, var_terms={len(self._var_terms)})"
        )


def _names(item: Any) -> tuple[str, ...]:
    return item.names


def _surname_forms(person: Person) -> tuple[str, ...]:
    """Return the surname of a person and, for "van Dijk", the bare last word too."""
    surname = person.surname
    if not surname:
        return ()
    return _unique((surname, surname.split()[-1]))


@lru_cache(maxsize=1)
def _builtin_register() -> Register:
    """Return the register of built-in data only, built once per process."""
    tables = builtin_tables()
    return Register(
        clubs=tables.clubs,
        people=tables.people,
        outlets=tables.outlets,
        bodies=tables.bodies,
        competitions=tables.competitions,
        demonyms=tables.demonyms,
        var_terms=tables.var_terms,
    )
