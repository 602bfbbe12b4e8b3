"""The world register: real clubs, people and their dated jobs ("spells").

The files live in ``nlp/football/data/world`` (see the README there): one ``clubs.csv``,
any number of ``people-*.csv`` and ``spells-*.csv``. A spell says that a person held a
role at a club (or for an employer named in its descriptors) from one month to another, so
"Emery said" in a report of October 2019 is Unai Emery, manager of Arsenal, and in 2025 of
Aston Villa: :meth:`World.spell_at`. :func:`validate_world` lists what is wrong with the
files, one problem a line, each naming ``file:line``.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from fnmatch import fnmatch
from functools import cached_property
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from nlp.football.registers import Club, builtin_tables, name_key
from nlp.football.registers.tables import _club_from_row, _rows, _split

PLAYER_ROLE = "player"
PLAYER_GRACE_DAYS = 45  # after a player's spell ends: the summer's tournaments
# Media posts outlast the register's knowledge of them (``World.spell_at``); a career that
# ended this long ago in one of these roles speaks as a pundit (``retired_post``).
MEDIA_ROLES = frozenset({"pundit", "journalist"})
RETIRED_INTO_MEDIA = frozenset({"player", "manager", "referee"})
RETIRED_AFTER_DAYS = 90
RETIRED_PLAYER_MIN_AGE = 34  # a younger player out of the register has moved, not retired
WORLD_DIR = ("data", "world")  # inside the nlp.football package
CLUBS_FILE = "clubs.csv"
PEOPLE_GLOB = "people-*.csv"
SPELLS_GLOB = "spells-*.csv"
PEOPLE_COLUMNS = ("id", "name", "aliases", "nationality", "born", "position")
SPELL_COLUMNS = ("person_id", "role", "club", "from", "to", "descriptors")
PERSON_FIELDS = ("id", "name", "nationality", "born", "position")  # one-value columns
SPELL_FIELDS = {
    "person_id": "person_id",
    "role": "role",
    "club": "club",
    "start": "from",
    "end": "to",
}
CLUB_COLUMNS = ("name", "short", "nicknames", "aliases", "country", "competition")
# Roles a spell may have, in the order spell_at prefers them when two spells hold at once.
SPELL_ROLES = (
    "manager",
    "executive",
    "official",
    "referee",
    "player",
    "journalist",
    "pundit",
    "fan",
)
INTERNATIONAL_COMPETITION = "International"  # clubs.csv's competition of a national side
# Roles one person may hold twice at once: a pundit for two broadcasters, an owner of two
# clubs (Marinakis at Nottingham Forest and Olympiacos).
CONCURRENT_ROLES = frozenset({"pundit", "journalist", "executive"})
# Roles whose spells name a club, and roles whose spells must not (employer in descriptors).
CLUB_ROLES = frozenset({"manager", "player"})
CLUBLESS_ROLES = frozenset({"pundit", "referee", "official", "journalist"})
MONTH_RE = re.compile(r"(\d{4})(?:-(\d{2}))?")
ID_SUFFIX_RE = re.compile(r"-\d+$")  # "-2" splits namesakes
BORN_RE = re.compile(r"\d{4}")


def parse_month(text: str, *, end: bool = False) -> date:
    """Return the first day of "YYYY-MM" / "YYYY" (the last day when ``end``).

    Raises ValueError for any other form or a month outside 1..12.
    """
    match = MONTH_RE.fullmatch(text.strip())
    if not match or not 1 <= int(match.group(2) or 1) <= 12:
        raise ValueError(f"not a YYYY-MM or YYYY date: {text!r}")
    year = int(match.group(1))
    month = int(match.group(2)) if match.group(2) else (12 if end else 1)
    return date(year, month, calendar.monthrange(year, month)[1] if end else 1)


def slug(name: str) -> str:
    """Return the id a name gets: its name key with hyphens ("Rúben Amorim" -> "ruben-amorim")."""
    return name_key(name).replace(" ", "-")


@dataclass(frozen=True)
class WorldPerson:
    """One person of a ``people-*.csv`` row; ``where`` is "file:line"."""

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    nationality: str = ""
    born: str = ""
    position: str = ""
    where: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        """The full name and the aliases."""
        return (self.name, *self.aliases)


@dataclass(frozen=True)
class Spell:
    """One job of a ``spells-*.csv`` row: ``start``/``end`` as written ("2019-10", "2019",
    ``end`` "" while in post); ``where`` is "file:line"."""

    person_id: str
    role: str  # one of SPELL_ROLES, lowercase
    club: str
    start: str
    end: str = ""
    descriptors: tuple[str, ...] = ()
    where: str = ""

    @property
    def first_day(self) -> date:
        """The first day of the spell (ValueError when ``start`` is not a date)."""
        return parse_month(self.start)

    @property
    def last_day(self) -> date:
        """The last day of the spell; ``date.max`` while still in post."""
        return parse_month(self.end, end=True) if self.end else date.max

    def holds(self, day: date) -> bool:
        """Return whether the spell holds on ``day``."""
        return self.first_day <= day <= self.last_day


@dataclass(frozen=True)
class World:
    """The clubs, people and spells of the world register, with ``problems`` found while
    reading (bad headers, rows that are not CSV); :func:`validate_world` adds the rest."""

    clubs: tuple[Club, ...]
    people: tuple[WorldPerson, ...]
    spells: tuple[Spell, ...]
    problems: tuple[str, ...] = ()

    @cached_property
    def _spells_by_person(self) -> dict[str, tuple[Spell, ...]]:
        index: dict[str, list[Spell]] = {}
        for spell in self.spells:
            index.setdefault(spell.person_id, []).append(spell)
        return {pid: tuple(spells) for pid, spells in index.items()}

    @cached_property
    def _people_by_key(self) -> dict[str, tuple[WorldPerson, ...]]:
        index: dict[str, list[WorldPerson]] = {}
        for person in self.people:
            for key in dict.fromkeys(name_key(n) for n in person.names):
                index.setdefault(key, []).append(person)
        return {key: tuple(people) for key, people in index.items()}

    def person(self, person_id: str) -> WorldPerson | None:
        """Return the person with this id, None when unknown."""
        return next((p for p in self.people if p.id == person_id), None)

    def find(self, name: str) -> tuple[WorldPerson, ...]:
        """Return the people whose full name or an alias has the name key of ``name``."""
        return self._people_by_key.get(name_key(name), ())

    def named(self, name: str) -> tuple[WorldPerson, ...]:
        """Return the people whose full name is exactly ``name`` (a canonical speaker)."""
        return tuple(p for p in self.find(name) if p.name == name)

    def spells_of(self, person_id: str) -> tuple[Spell, ...]:
        """Return a person's spells in file order."""
        return self._spells_by_person.get(person_id, ())

    def spell_at(self, person_id: str, day: date | None) -> Spell | None:
        """Return the spell a person held on ``day``; ``day`` None means the latest one.

        When several hold, the role earlier in :data:`SPELL_ROLES` wins (a manager who is
        also a pundit is the manager), then the spell that began later (a job taken in the
        month the last one ended).
        """
        spells = [s for s in self.spells_of(person_id) if _dates_ok(s)]
        if day is not None:
            held = [s for s in spells if s.holds(day)]
            if not held:
                # a contract run out in June still has its player at the summer's tournament
                # (Kroos at Euro 2024), until a new spell begins
                held = [
                    s
                    for s in spells
                    if s.role == PLAYER_ROLE
                    and s.last_day < day <= s.last_day + timedelta(days=PLAYER_GRACE_DAYS)
                    and not any(s.last_day < t.first_day <= day for t in spells)
                ]
            if not held:
                held = _media_since(spells, day)
            spells = held
        else:
            latest = max((s.last_day for s in spells), default=None)
            spells = [s for s in spells if s.last_day == latest]
        rank = {role: i for i, role in enumerate(SPELL_ROLES)}
        return min(
            spells,
            key=lambda s: (rank.get(s.role, len(rank)), -s.first_day.toordinal()),
            default=None,
        )


def _media_since(spells: list[Spell], day: date) -> list[Spell]:
    """Return the last spell before ``day`` when it is in the media and nothing came after
    it: a columnist whose paper the register last knew still writes (its end is the
    register's knowledge, not a career's)."""
    before = [s for s in spells if s.last_day < day]
    if not before:
        return []
    last = max(before, key=lambda s: s.last_day)
    if any(s.first_day > last.last_day for s in spells):
        return []
    return [last] if last.role in MEDIA_ROLES else []


def retired_post(world: World, person_id: str, day: date | None) -> Spell | None:
    """Return the post of someone whose managing or refereeing career the register knows to
    have ended at least RETIRED_AFTER_DAYS before ``day`` with nothing after it, or whose
    playing career did when they were RETIRED_PLAYER_MIN_AGE or older that day: a pundit's,
    as the football pages quote former players, managers and referees. None while any spell
    holds or is to come, for a last spell of another role, and for a player of no known age
    or younger (the register may only have stopped knowing his clubs)."""
    if day is None or world.spell_at(person_id, day) is not None:
        return None
    spells = [s for s in world.spells_of(person_id) if _dates_ok(s)]
    if not spells or any(s.first_day > day for s in spells):
        return None
    last = max(spells, key=lambda s: s.last_day)
    if last.role not in RETIRED_INTO_MEDIA or day - last.last_day < timedelta(
        days=RETIRED_AFTER_DAYS
    ):
        return None
    if last.role == PLAYER_ROLE:
        person = world.person(person_id)
        born = BORN_RE.search(person.born) if person is not None else None
        if born is None or day.year - int(born.group()) < RETIRED_PLAYER_MIN_AGE:
            return None
    return Spell(person_id, "pundit", "", last.end, "", (f"former {last.role}",), last.where)


def _dates_ok(spell: Spell) -> bool:
    try:
        return spell.first_day <= spell.last_day
    except ValueError:
        return False


def _files(folder: Path | Traversable, pattern: str) -> list[Path | Traversable]:
    return sorted((f for f in folder.iterdir() if fnmatch(f.name, pattern)), key=lambda f: f.name)


def _read(
    file: Path | Traversable, columns: tuple[str, ...], problems: list[str]
) -> Iterator[tuple[str, dict[str, str | None]]]:
    """Yield ``(where, row)`` of a CSV file, recording a bad header or bad CSV in ``problems``."""
    try:
        rows = list(_rows(file.read_text(encoding="utf-8-sig"), file.name))
    except ValueError as exc:
        problems.append(str(exc))
        return
    if rows and (missing := [c for c in columns if c not in rows[0][1]]):
        problems.append(f"{file.name}:1: header lacks {', '.join(missing)}")
        return
    yield from rows


def _get(row: dict[str, str | None], column: str) -> str:
    return (row.get(column) or "").strip()


def load_world(folder: Path | None = None) -> World:
    """Read the world register from ``folder`` (default: the one shipped in the package)."""
    where = folder if folder is not None else resources.files(__package__).joinpath(*WORLD_DIR)
    problems: list[str] = []
    clubs: dict[str, Club] = {}
    club_file = where.joinpath(CLUBS_FILE)
    if not club_file.is_file():
        problems.append(f"{CLUBS_FILE}: missing")
    for at, row in _read(club_file, CLUB_COLUMNS, problems) if club_file.is_file() else ():
        if not _get(row, "name"):
            problems.append(f"{at}: empty name")
        elif _get(row, "name") in clubs:
            problems.append(f"{at}: duplicate club {_get(row, 'name')!r}")
        else:
            clubs[_get(row, "name")] = _club_from_row(row, at)
    people = tuple(
        WorldPerson(
            **{c: _get(row, c) for c in PERSON_FIELDS}, aliases=_split(row.get("aliases")), where=at
        )
        for file in _files(where, PEOPLE_GLOB)
        for at, row in _read(file, PEOPLE_COLUMNS, problems)
    )
    spells = tuple(
        Spell(
            **{f: _get(row, c) for f, c in SPELL_FIELDS.items()},
            descriptors=_split(row.get("descriptors")),
            where=at,
        )
        for file in _files(where, SPELLS_GLOB)
        for at, row in _read(file, SPELL_COLUMNS, problems)
    )
    return World(tuple(clubs.values()), people, spells, tuple(problems))


def _person_problems(world: World) -> Iterator[str]:
    seen: dict[str, str] = {}
    with_spells = {s.person_id for s in world.spells}
    for p in world.people:
        if not p.name:
            yield f"{p.where}: empty name"
        if p.id in seen:
            yield f"{p.where}: duplicate id {p.id!r} (first at {seen[p.id]})"
        seen.setdefault(p.id, p.where)
        if p.id != slug(p.name) and ID_SUFFIX_RE.sub("", p.id) != slug(p.name):
            yield f"{p.where}: id {p.id!r} is not the slug of {p.name!r} ({slug(p.name)!r})"
        if p.born and not BORN_RE.fullmatch(p.born):
            yield f"{p.where}: born must be a year, got {p.born!r}"
        if p.id not in with_spells:
            yield f"{p.where}: {p.id!r} has no spell"


def _spell_problems(world: World) -> Iterator[str]:
    clubs = {c.name for c in (*world.clubs, *builtin_tables().clubs)}
    ids = {p.id for p in world.people}
    good: dict[tuple[str, str], list[Spell]] = {}
    for s in world.spells:
        if s.person_id not in ids:
            yield f"{s.where}: unknown person_id {s.person_id!r}"
        if s.role not in SPELL_ROLES:
            yield f"{s.where}: role {s.role!r} is not one of {', '.join(SPELL_ROLES)}"
        if s.club and s.club not in clubs:
            yield f"{s.where}: unknown club {s.club!r}"
        if not s.club and s.role in CLUB_ROLES:
            yield f"{s.where}: a {s.role} spell needs a club"
        if s.club and s.role in CLUBLESS_ROLES:
            yield f"{s.where}: a {s.role} spell has no club (put the employer in descriptors)"
        try:
            first, last = s.first_day, s.last_day
        except ValueError as exc:
            yield f"{s.where}: {exc}"
            continue
        if first > last:
            yield f"{s.where}: from {s.start} is after to {s.end}"
        elif s.role not in CONCURRENT_ROLES:
            good.setdefault((s.person_id, s.role), []).append(s)
    sides = {c.name for c in world.clubs if c.competition == INTERNATIONAL_COMPETITION}
    for (pid, role), spells in good.items():
        # a national side's manager may manage a club at once (Calzona: Slovakia and Napoli
        # in 2024), so the sides' spells and the clubs' are checked apart
        for kept in (
            [s for s in spells if s.club in sides],
            [s for s in spells if s.club not in sides],
        ):
            yield from _overlaps(pid, role, kept)


def _overlaps(pid: str, role: str, spells: list[Spell]) -> Iterator[str]:
    """Yield a problem for each spell that starts before the one before it ends."""
    if not spells:
        return
    spells.sort(key=lambda s: s.first_day)
    a = spells[0]  # of the spells so far, the one that ends last
    for b in spells[1:]:
        # a new job may start in the month the last one ended ("2022-09" .. "2022-09")
        if b.first_day <= a.last_day and parse_month(b.start, end=True) != a.last_day:
            yield f"{b.where}: {pid} {role} spell overlaps {a.where}"
        a = max(a, b, key=lambda s: s.last_day)


def validate_world(world: World) -> list[str]:
    """Return one line per problem of the world register ([] when it is sound).

    Checks: headers and CSV syntax, unique and well-formed ids, a name and a spell for each
    person, known person ids and clubs, a club for managers and players and none for
    pundits, referees, officials and journalists, dates of the form YYYY-MM or YYYY with
    ``from <= to``, and no two spells of one role at once for a person (pundits, journalists
    and executives excepted; a national side's manager may also manage a club), so a
    player's club spells never overlap.
    """
    return [
        *world.problems,
        *_person_problems(world),
        *_spell_problems(world),
    ]
