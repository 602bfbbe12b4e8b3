"""Who a speaker is in the world register on the article's date.

Real reports rarely say who a famous speaker is: "Emery said" is enough for a reader who
knows Unai Emery managed Arsenal in 2019 and Aston Villa in 2025. When neither the article
nor the user's registers give a speaker a post, the roles component asks here, with the
article's date, and takes the post the register's dated spells give (``nlp.football.world``).

Precedence (documented in the README): what the article says about the speaker, then the
user's ``--register`` and the built-in register, then this. A name the register shares
between two people both in post that day gives nothing, and so does a bare surname unless
exactly one person of that surname fits (see :func:`known_by_surname`): better no role than
a namesake's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import TypeVar

from nlp.football.registers import name_key, surname_of
from nlp.football.world import (
    CLUB_ROLES,
    Spell,
    World,
    WorldPerson,
    load_world,
    retired_post,
)

T = TypeVar("T")
ISO_DAY_RE = re.compile(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?")
# Posts that speak for themselves in a report: a bare surname may be one of these when no
# player of that surname is in post too (players are many, and share surnames more).
MIN_CLUB_NAME_CHARS = 4  # "Mariners", not "AZ" or "PSV" as a word of another name
NAMED_BY_SURNAME_ROLES = frozenset({"manager", "official", "referee", "executive", "pundit"})


@dataclass(frozen=True)
class Known:
    """A speaker as the world register knows them on one day."""

    name: str  # the canonical full name
    role: str
    club: str | None
    spell: Spell
    nationality: str = ""


@lru_cache(maxsize=1)
def shipped_world() -> World:
    """Return the world register shipped in the package, read once per process."""
    return load_world()


# Spanish-speaking names carry two surnames, the father's first, and news write the first
# alone: "Eduardo Iturralde González" is "Iturralde", "Antonio Mateu Lahoz" "Mateu".
TWO_SURNAME_NATIONALITIES = frozenset(
    {"Spanish", "Argentine", "Argentinian", "Mexican", "Colombian", "Uruguayan", "Chilean",
     "Peruvian", "Ecuadorian", "Paraguayan", "Venezuelan", "Bolivian", "Costa Rican",
     "Honduran", "Salvadoran", "Guatemalan", "Panamanian", "Cuban", "Dominican"}
)  # fmt: skip
TWO_SURNAME_WORDS = 3  # a given name and two surnames, no more: "José María Sánchez Martínez"
# is two given names or two surnames, which the words alone do not tell
# The middle word is no surname when it is a second given name ("José Luis Mendilibar",
# "Miguel Ángel Ramírez") or a particle written with a capital ("Alexis Mac Allister").
SECOND_GIVEN_NAMES = frozenset(
    {"angel", "felix", "maria", "luis", "antonio", "carlos", "manuel", "ignacio", "javier",
     "jose", "juan", "pablo", "miguel", "francisco", "alberto", "ramon", "andres", "enrique",
     "emilio", "fernando", "mac", "lo", "di", "de", "da", "del", "la", "le", "dos", "van",
     "von"}
)  # fmt: skip
SURNAME_INDEX_ATTR = "_known_surnames"  # kept on the World: it is read once per speaker
CLUB_NAMES_ATTR = "_known_club_names"  # kept on the World: read once per article


def _kept_on(world: World, attr: str, build: Callable[[World], T]) -> T:
    """Return what ``build`` makes of ``world``, built once and kept on it as ``attr``."""
    kept = world.__dict__.get(attr)
    if kept is None:
        kept = build(world)
        object.__setattr__(world, attr, kept)  # a frozen dataclass: a cache only
    return kept


def _surname_index(world: World) -> dict[str, tuple[WorldPerson, ...]]:
    return _kept_on(world, SURNAME_INDEX_ATTR, _build_surname_index)


def _build_surname_index(world: World) -> dict[str, tuple[WorldPerson, ...]]:
    index: dict[str, list[WorldPerson]] = {}
    for person in world.people:
        surname = surname_of(person.name)
        if surname:
            index.setdefault(name_key(surname), []).append(person)
    # a father's surname only where no one else goes by the word, as a surname or a name
    # ("Fernando" of "Luis Fernando Suárez" is Fernando Reges's name)
    firsts: dict[str, list[WorldPerson]] = {}
    for person in world.people:
        first = _first_surname(person)
        if first and name_key(first) not in index and not world.find(first):
            firsts.setdefault(name_key(first), []).append(person)
    for key, people in firsts.items():
        index[key] = people
    return {key: tuple(people) for key, people in index.items()}


def _first_surname(person: WorldPerson) -> str:
    """Return the father's surname of a Spanish-speaking name written with two ("Iturralde"
    of "Eduardo Iturralde González"), "" for any other name."""
    words = person.name.split()
    if person.nationality not in TWO_SURNAME_NATIONALITIES or len(words) != TWO_SURNAME_WORDS:
        return ""
    if " " in surname_of(person.name) or name_key(words[1]) in SECOND_GIVEN_NAMES:
        return ""  # a particle ("Luis de la Fuente"), two given names ("José Luis Gayà")
    return words[1]


def is_known_surname(world: World, word: str) -> bool:
    """True when ``word`` is the surname of someone in the world register ("Pochettino")."""
    return name_key(word) in _surname_index(world)


def article_day(published: str | None) -> date | None:
    """Return the day an article was published ("2019-10-15T..." or "2019-10"; a month or a
    year alone is read as its middle), or None when undated."""
    match = ISO_DAY_RE.match(published or "")
    if match is None:
        return None
    year, month, day = match.groups()
    try:
        return date(int(year), int(month or 7), int(day or (15 if month else 1)))
    except ValueError:
        return None


def _in_post(world: World, people: Iterable[WorldPerson], day: date | None) -> list[Known]:
    found = []
    for person in people:
        spell = world.spell_at(person.id, day)
        if spell is not None:
            found.append(
                Known(person.name, spell.role, spell.club or None, spell, person.nationality)
            )
    return found


def known_by_name(world: World, name: str, day: date | None) -> Known | None:
    """Return the one person named ``name`` (full name or alias) in post on ``day``; None
    when no one is, or when namesakes both are."""
    people = world.find(name)
    found = _in_post(world, people, day)
    if not found and len(people) == 1:  # one person of that name, out of post that day
        retired = _retired(world, people[0], day)
        found = [retired] if retired is not None else []
    return found[0] if len(found) == 1 else None


def _retired(world: World, person: WorldPerson, day: date | None) -> Known | None:
    """Return ``person`` as a pundit when their career is over that day (retired_post)."""
    post = retired_post(world, person.id, day)
    return Known(person.name, post.role, None, post, person.nationality) if post else None


def known_by_surname(
    world: World,
    surname: str,
    day: date | None,
    article_clubs: Iterable[str] = (),
    written: str = "",
    nationals: Iterable[str] = (),
    prefer: Callable[[str], bool] | None = None,
) -> Known | None:
    """Return the one person a bare surname names on ``day``: of those of that surname in
    post, the one whose full name the article's text ``written`` holds, else the one at a
    club the article names (or, in an international's report, the one player of a
    nationality in ``nationals``, whose side plays), else the one in a post named by surname
    (:data:`NAMED_BY_SURNAME_ROLES`) when no player of that surname is in post. None when
    the surname fits no one or several alike. ``prefer``: when it holds for some of those in
    post (a woman's name in a report on the women's game), the others are set aside."""
    people = _surname_index(world).get(name_key(surname), ())
    found = _in_post(world, people, day)
    if not found:
        return _retired_at(world, people, day, article_clubs)
    if prefer is not None and any(prefer(k.name) for k in found):
        found = [k for k in found if prefer(k.name)]
    spelled = [k for k in found if written and k.name in written]
    if len(spelled) == 1:
        return spelled[0]  # "Raheem Sterling levelled ... Sterling said"
    if len(found) <= 1:
        return found[0] if found else None
    at_club = [k for k in found if at_a_named_club(k, article_clubs)]
    if len(at_club) == 1:
        return at_club[0]
    if not at_club:  # a side's player, when no one of that name works at a club named
        at_side = [k for k in found if k.role == "player" and k.nationality in nationals]
        if len(at_side) == 1:
            return at_side[0]
    if any(k.role == "player" for k in found):
        return None
    named = [k for k in found if k.role in NAMED_BY_SURNAME_ROLES]
    return named[0] if len(named) == 1 else None


def at_a_named_club(known: Known, clubs: Iterable[str]) -> bool:
    """True when ``known``'s post is at one of ``clubs`` (compared by name key)."""
    return bool(known.club) and name_key(known.club) in {name_key(c) for c in clubs}


def _retired_at(
    world: World, people: Iterable[WorldPerson], day: date | None, clubs: Iterable[str]
) -> Known | None:
    """Return the one person of a surname no one in post has whose career ended at a club
    the article names: "Lennon" in a Celtic report, years after he managed them, is the
    former manager talking as a pundit (:func:`nlp.football.world.retired_post`)."""
    named = {name_key(c) for c in clubs}
    found = [
        known
        for person in people
        if any(name_key(s.club) in named for s in world.spells_of(person.id))
        and (known := _retired(world, person, day)) is not None
    ]
    return found[0] if len(found) == 1 else None


def known_in_post(world: World, role: str, club: str, day: date | None) -> Known | None:
    """Return the one person holding ``role`` at ``club`` (by name key) on ``day``: whom
    "the Leeds manager" meant that day. None when undated, or when no one or several do
    (a squad's players, an interim beside the manager)."""
    if day is None:
        return None
    key = name_key(club)
    holders = {
        s.person_id
        for s in world.spells
        if s.role == role and s.club and name_key(s.club) == key and s.holds(day)
    }
    if len(holders) != 1:
        return None
    person = world.person(next(iter(holders)))
    if person is None:
        return None
    spell = world.spell_at(person.id, day)
    if spell is None or spell.role != role:
        return None  # the post is not the one they are known by that day
    return Known(person.name, spell.role, spell.club or None, spell, person.nationality)


def post_at_a_named_club(
    world: World, known: Known, clubs: Iterable[str], day: date | None
) -> tuple[str, str] | None:
    """Return (role, club) of ``known``'s latest post at a club the article names, when the
    post the world register prefers is not at one: undated, that post is only the latest
    (Kane "for Tottenham" in an undated report); in a month two posts hold, the article says
    which (Hayes's last Chelsea match, though the USA job began that May). A club named in a
    report on the women's game stands for its women's team too. None otherwise."""
    named = {name_key(c) for c in clubs} | {name_key(f"{c} Women") for c in clubs}
    if known.club and name_key(known.club) in named:
        return None
    held = [
        s
        for s in world.spells_of(known.spell.person_id)
        if s.club
        and name_key(s.club) in named
        and s.role in CLUB_ROLES
        and (day is None or s.holds(day))
    ]
    if not held:
        return None
    latest = max(held, key=lambda s: s.last_day)
    return latest.role, latest.club


def clubs_written(world: World, text: str) -> list[str]:
    """Return the world register's clubs ``text`` writes by a name only one club goes by
    ("Central Coast Mariners", "Mariners"), in order: the sides of a report whose clubs the
    built-in register does not know (the A-League, the EFL's lower divisions)."""
    names, pattern = _kept_on(world, CLUB_NAMES_ATTR, _build_club_names)
    return list(dict.fromkeys(names[m.group()] for m in pattern.finditer(text)))


def _build_club_names(world: World) -> tuple[dict[str, str], re.Pattern[str]]:
    owners: dict[str, set[str]] = {}
    for club in world.clubs:
        for name in (club.name, club.short, *club.aliases):
            if len(name) >= MIN_CLUB_NAME_CHARS and name[:1].isupper():
                owners.setdefault(name, set()).add(club.name)
    names = {n: next(iter(c)) for n, c in owners.items() if len(c) == 1}
    ordered = sorted(names, key=len, reverse=True)
    if not ordered:
        return names, re.compile(r"(?!)")  # a world with no club names matches nothing
    # every name opens with one of these capitals: a look-ahead for them spares the long
    # alternation at every other word of the text
    firsts = "".join(sorted({re.escape(n[0]) for n in ordered}))
    return names, re.compile(rf"\b(?=[{firsts}])(?:{'|'.join(map(re.escape, ordered))})\b")
