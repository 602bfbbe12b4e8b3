"""The register's records: a club, a person, an outlet, a body, a competition.

Frozen dataclasses, one per kind of name the registers hold, each with the surface forms
it can be written as (``names``). Apart from the loading and the lookups so that every
layer can name the records without reading a table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from nlp.football import constants as C
from nlp.football.registers.keys import surname_of


def _unique(values: Iterable[str]) -> tuple[str, ...]:
    """Return the non-empty values once each, in first-seen order."""
    seen: dict[str, None] = {}
    for value in values:
        if value and value not in seen:
            seen[value] = None
    return tuple(seen)


@dataclass(frozen=True)
class Club:
    """A club: canonical ``name``, preferred ``short`` name, nicknames and other aliases."""

    name: str
    short: str
    nicknames: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    country: str = ""
    competition: str = ""
    # The names of its ground(s) ("Villa Park"): where a report says the match was played,
    # the home side (nlp/incidents/matches.py). Not among ``names``: a ground is no name of
    # the club.
    stadiums: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        """Every surface form of the club: name, short name, nicknames, aliases (no repeats)."""
        return _unique((self.name, self.short, *self.nicknames, *self.aliases))


@dataclass(frozen=True)
class Person:
    """A person: canonical ``name``, aliases, a role from ``nlp.models.ROLES`` and facts.

    ``club`` is a canonical club name (or "" when the person has no club, e.g. a pundit);
    ``born`` is a year; ``position`` is a (former) playing position; ``descriptors`` are
    descriptions news use for the person ("former Chelsea striker", "PGMOL chief");
    ``since`` is when the person took the post that ``role``, ``club`` and ``descriptors``
    describe ("2024-06", "2019-12-20" or "2016"), "" when unknown.
    """

    name: str
    aliases: tuple[str, ...] = ()
    role: str = C.DEFAULT_ROLE
    club: str = ""
    nationality: str = ""
    born: int | None = None
    position: str = ""
    descriptors: tuple[str, ...] = ()
    since: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        """The full name and the aliases (no repeats)."""
        return _unique((self.name, *self.aliases))

    @property
    def surname(self) -> str:
        """The surname as written in ``name``, particles kept ("van Dijk"); "" for one word."""
        return surname_of(self.name)


@dataclass(frozen=True)
class Outlet:
    """A broadcaster, newspaper, website, agency or programme; ``kind`` from OUTLET_KINDS."""

    name: str
    aliases: tuple[str, ...] = ()
    kind: str = ""
    country: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        """The name and the aliases (no repeats)."""
        return _unique((self.name, *self.aliases))


@dataclass(frozen=True)
class Body:
    """A refereeing, governing or league body; ``kind`` from BODY_KINDS."""

    name: str
    aliases: tuple[str, ...] = ()
    kind: str = ""
    country: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        """The name and the aliases (no repeats)."""
        return _unique((self.name, *self.aliases))


@dataclass(frozen=True)
class Competition:
    """A league or cup competition."""

    name: str
    aliases: tuple[str, ...] = ()
    country: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        """The name and the aliases (no repeats)."""
        return _unique((self.name, *self.aliases))
