"""Football registers: clubs, people, outlets, bodies, competitions, demonyms and VAR terms.

The built-in tables live in ``nlp/football/data`` (read with :mod:`importlib.resources`, so
they travel inside the package). Users add their own league with a ``clubs.csv`` and/or a
``people.csv`` in the same format (see ``data/README.md``) through :meth:`Register.load`.

Every lookup goes through :func:`name_key`, so case, accents, a leading "the", a possessive
ending and punctuation never matter: ``"the Gulls'"``, ``"Gulls"`` and ``"GULLS"`` are one key.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from nlp.football import constants as C
from nlp.models import ROLES

log = logging.getLogger("varometer")

if TYPE_CHECKING:  # pragma: no cover - typing only
    from spacy.language import Language
    from spacy.pipeline import EntityRuler

# --------------------------------------------------------------------------------------------
# records
# --------------------------------------------------------------------------------------------


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
    # the home side (nlp/incidents/matches.py). Not among ``names``: a ground is no name of the club.
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


# --------------------------------------------------------------------------------------------
# name keys
# --------------------------------------------------------------------------------------------

_FOLD_TABLE = str.maketrans(C.FOLD_LETTERS)
_APOSTROPHE_RE = re.compile(f"[{re.escape(C.APOSTROPHES)}]")
_TRAILING_PUNCT = ' \t\r\n.,;:!?"()[]{}«»“”'
_ARTICLE_RE = re.compile(rf"^{C.LEADING_ARTICLE}\s+")
_NON_WORD_RE = re.compile(r"[\W_]+")
_CLUB_FORM_SUFFIX_RE = re.compile(rf"\s+{C.CLUB_FORM_SUFFIX}\s*$", re.IGNORECASE)


def fold_accents(text: str) -> str:
    """Return ``text`` with accents removed and letters such as ø, æ, ß spelt in ASCII."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD_TABLE))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=1 << 16)  # pure, and asked of every word of an article, often many times
def name_key(text: str) -> str:
    """Return the matching key of a name: the form every register lookup compares.

    Accents are folded, the text lowercased, a leading "the " dropped, a final possessive
    ("'s" or the bare apostrophe of "s'") dropped, "&" read as "and", apostrophes inside
    words removed ("Nott'm" -> "nottm"), other punctuation turned into spaces and runs of
    spaces collapsed: ``name_key("the Gulls'") == "gulls"``,
    ``name_key("Brighton & Hove Albion") == "brighton and hove albion"``.
    """
    s = _APOSTROPHE_RE.sub("'", fold_accents(text)).lower().strip(_TRAILING_PUNCT)
    if s.endswith("'s"):
        s = s[:-2]
    elif s.endswith("s'"):
        s = s[:-1]
    s = s.strip(_TRAILING_PUNCT + "'")
    s = _ARTICLE_RE.sub("", s)
    s = s.replace("&", " and ").replace("'", "")
    return " ".join(_NON_WORD_RE.sub(" ", s).split())


def surname_of(name: str) -> str:
    """Return the surname part of a full name, with particles ("Virgil van Dijk" -> "van Dijk").

    A one-word name has no surname and gives "".
    """
    words = name.split()
    if len(words) < 2:
        return ""
    start = len(words) - 1
    while start > 1 and words[start - 1].lower() in C.SURNAME_PARTICLES:
        start -= 1
    return " ".join(words[start:])


# --------------------------------------------------------------------------------------------
# reading CSV tables
# --------------------------------------------------------------------------------------------


def _split(cell: str | None) -> tuple[str, ...]:
    """Return the ``|``-separated values of a cell, stripped, empty ones dropped."""
    if not cell:
        return ()
    return _unique(part.strip() for part in cell.split(C.MULTI_SEP))


def _cell(row: Mapping[str, str | None], column: str) -> str:
    """Return one stripped cell ("" when the column is missing or empty)."""
    return (row.get(column) or "").strip()


UNCLOSED_QUOTE = "a quote mark opened on this line is never closed"


def _rows(text: str, source: str) -> Iterator[tuple[str, dict[str, str | None]]]:
    """Yield ``(where, row)`` for each data row of a CSV text; ``where`` is "source:line".

    Header names are lowercased and stripped; blank rows and rows whose first cell starts
    with "#" are skipped.
    """
    # Not strict: a hand-edited '"Silva, Ana" ,manager' (a space after the closing mark) loads
    # as it always did; the quote left open is caught by the line-break check below.
    reader = csv.reader(io.StringIO(text))
    header: list[str] | None = None
    line = 0  # the last line of the previous row: a row starts on the line after it
    while True:
        start = line + 1
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise ValueError(f"{source}:{start}: not a valid CSV row ({exc})") from None
        line = reader.line_num
        # A quote mark left open swallows the rows after it, up to some later quote or the
        # end, without a word: a cell that runs over a line that reads as a row of its own
        # is one. A spreadsheet's multi-line note ("Appointed in May.\nContract to 2027.")
        # is not.
        width = len(header) if header is not None else 2
        if any(_swallows_a_row(c, width) for c in cells):
            raise ValueError(f"{source}:{start}: {UNCLOSED_QUOTE}")
        if not cells or not any(c.strip() for c in cells):
            continue
        if cells[0].lstrip().startswith(C.COMMENT_PREFIX):
            continue
        if header is None:
            header = [c.strip().lower() for c in cells]
            continue
        yield f"{source}:{start}", dict(zip(header, cells, strict=False))


def _swallows_a_row(cell: str, width: int) -> bool:
    """Return whether a line after the first in ``cell`` has ``width`` CSV cells or more."""
    rest = cell.splitlines()[1:]
    return any(len(next(csv.reader([part]), [])) >= max(width, 2) for part in rest)


def _header(text: str) -> frozenset[str]:
    """Return the lowercased column names of a CSV text (its first non-comment row)."""
    for cells in csv.reader(io.StringIO(text)):
        if cells and any(c.strip() for c in cells) and not cells[0].lstrip().startswith("#"):
            return frozenset(c.strip().lower() for c in cells)
    return frozenset()


def _need_name(row: Mapping[str, str | None], where: str) -> str:
    name = _cell(row, "name")
    if not name:
        raise ValueError(f"{where}: empty 'name'")
    return name


def _club_from_row(row: Mapping[str, str | None], where: str) -> Club:
    """Build a Club; extra ``|`` values in ``short`` become aliases."""
    name = _need_name(row, where)
    shorts = _split(row.get("short"))
    return Club(
        name=name,
        short=shorts[0] if shorts else name,
        nicknames=_split(row.get("nicknames")),
        aliases=_unique((*shorts[1:], *_split(row.get("aliases")))),
        country=_cell(row, "country"),
        competition=_cell(row, "competition"),
        stadiums=_split(row.get(C.CLUB_STADIUM_COLUMN)),
    )


def _born(cell: str, where: str) -> int | None:
    """Return the year in a ``born`` cell ("1971" or "1971-05-12"), None when empty."""
    if not cell:
        return None
    match = re.fullmatch(r"(\d{4})(?:-\d{1,2}(?:-\d{1,2})?)?", cell)
    if not match:
        raise ValueError(f"{where}: 'born' must be a year, got {cell!r}")
    return int(match.group(1))


def _since(cell: str, where: str) -> str:
    """Return a ``since`` cell as "YYYY", "YYYY-MM" or "YYYY-MM-DD", "" when empty."""
    if not cell:
        return ""
    match = re.fullmatch(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?", cell)
    if not match or not 1 <= int(match.group(2) or 1) <= 12:
        raise ValueError(f"{where}: 'since' must be a date such as 2024-06, got {cell!r}")
    return "-".join(
        part if i == 0 else part.zfill(2) for i, part in enumerate(match.groups()) if part
    )


def _person_from_row(row: Mapping[str, str | None], where: str) -> Person:
    """Build a Person; the role must be one of ``nlp.models.ROLES`` (empty means "other")."""
    name = _need_name(row, where)
    role = _cell(row, "role").lower() or C.DEFAULT_ROLE
    if role not in ROLES:
        raise ValueError(f"{where}: role {role!r} is not one of {', '.join(ROLES)}")
    return Person(
        name=name,
        aliases=_split(row.get("aliases")),
        role=role,
        club=_cell(row, "club"),
        nationality=_cell(row, "nationality"),
        born=_born(_cell(row, "born"), where),
        position=_cell(row, "position"),
        descriptors=_split(row.get("descriptors")),
        since=_since(_cell(row, "since"), where),
    )


def _kinded(row: Mapping[str, str | None], where: str, kinds: frozenset[str]) -> tuple[str, str]:
    name = _need_name(row, where)
    kind = _cell(row, "kind").lower()
    if kind not in kinds:
        raise ValueError(f"{where}: kind {kind!r} is not one of {', '.join(sorted(kinds))}")
    return name, kind


def _outlet_from_row(row: Mapping[str, str | None], where: str) -> Outlet:
    name, kind = _kinded(row, where, C.OUTLET_KINDS)
    return Outlet(name, _split(row.get("aliases")), kind, _cell(row, "country"))


def _body_from_row(row: Mapping[str, str | None], where: str) -> Body:
    name, kind = _kinded(row, where, C.BODY_KINDS)
    return Body(name, _split(row.get("aliases")), kind, _cell(row, "country"))


def _competition_from_row(row: Mapping[str, str | None], where: str) -> Competition:
    name = _need_name(row, where)
    return Competition(name, _split(row.get("aliases")), _cell(row, "country"))


def _parse(text: str, source: str, build: Callable[[Mapping[str, str | None], str], Any]) -> tuple:
    return tuple(build(row, where) for where, row in _rows(text, source))


# --------------------------------------------------------------------------------------------
# built-in data
# --------------------------------------------------------------------------------------------


class BuiltinTables(NamedTuple):
    """The parsed built-in data files."""

    clubs: tuple[Club, ...]
    people: tuple[Person, ...]
    outlets: tuple[Outlet, ...]
    bodies: tuple[Body, ...]
    competitions: tuple[Competition, ...]
    demonyms: tuple[tuple[str, tuple[str, ...]], ...]  # (nationality, demonyms)
    var_terms: tuple[str, ...]


def _data_text(filename: str) -> str:
    """Return the text of one built-in data file, read from inside the package."""
    return resources.files(__package__).joinpath(C.DATA_DIR, filename).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def builtin_tables() -> BuiltinTables:
    """Return the built-in tables, parsed once per process."""
    demonyms = tuple(
        (_cell(row, "nationality"), _split(row.get("demonyms")))
        for _, row in _rows(_data_text(C.DEMONYMS_FILE), C.DEMONYMS_FILE)
        if _cell(row, "nationality")
    )
    var_terms = _unique(
        line.strip()
        for line in _data_text(C.VAR_TERMS_FILE).splitlines()
        if not line.lstrip().startswith(C.COMMENT_PREFIX)
    )
    return BuiltinTables(
        clubs=_with_stadiums(_parse(_data_text(C.CLUBS_FILE), C.CLUBS_FILE, _club_from_row)),
        people=_parse(_data_text(C.PEOPLE_FILE), C.PEOPLE_FILE, _person_from_row),
        outlets=_parse(_data_text(C.OUTLETS_FILE), C.OUTLETS_FILE, _outlet_from_row),
        bodies=_parse(_data_text(C.BODIES_FILE), C.BODIES_FILE, _body_from_row),
        competitions=_parse(
            _data_text(C.COMPETITIONS_FILE), C.COMPETITIONS_FILE, _competition_from_row
        ),
        demonyms=demonyms,
        var_terms=var_terms,
    )


def _with_stadiums(clubs: tuple[Club, ...]) -> tuple[Club, ...]:
    """Return the built-in clubs with their grounds from the stadiums table (kept apart from
    clubs.csv, whose columns user files share)."""
    grounds: dict[str, tuple[str, ...]] = {}
    for where, row in _rows(_data_text(C.STADIUMS_FILE), C.STADIUMS_FILE):
        club_column, stadiums_column = C.STADIUM_COLUMNS
        grounds[name_key(_need_club(row, club_column, where))] = _split(row.get(stadiums_column))
    return tuple(
        replace(c, stadiums=_unique((*c.stadiums, *grounds.get(name_key(c.name), ()))))
        for c in clubs
    )


def _need_club(row: Mapping[str, str | None], column: str, where: str) -> str:
    club = _cell(row, column)
    if not club:
        raise ValueError(f"{where}: empty {column!r}")
    return club


# --------------------------------------------------------------------------------------------
# user files
# --------------------------------------------------------------------------------------------


def _user_file_kind(header: frozenset[str]) -> str | None:
    """Return "clubs", "people" or None (not a register file) for a CSV header."""
    if "name" not in header:
        return None
    is_clubs = bool(header & C.CLUB_MARKER_COLUMNS)
    is_people = bool(header & C.PEOPLE_MARKER_COLUMNS)
    if is_clubs == is_people:
        return None
    return "clubs" if is_clubs else "people"


def _read_user_files(
    extra: Iterable[str | Path],
) -> tuple[list[Club], list[Person]]:
    """Return the clubs and people of user files and folders, in the order given.

    A file must have a clubs or a people header (ValueError otherwise); a folder contributes
    every ``*.csv`` in it whose header is one of the two, others are skipped with a warning.
    """
    clubs: list[Club] = []
    people: list[Person] = []
    for entry in extra:
        path = Path(entry)
        if path.is_dir():
            files = sorted(path.glob("*.csv"))
            strict = False
        elif path.is_file():
            files = [path]
            strict = True
        else:
            raise FileNotFoundError(f"register file or folder not found: {path}")
        for file in files:
            text = file.read_text(encoding="utf-8-sig")
            kind = _user_file_kind(_header(text))
            if kind == "clubs":
                clubs.extend(_parse(text, str(file), _club_from_row))
            elif kind == "people":
                people.extend(_parse(text, str(file), _person_from_row))
            elif strict:
                raise ValueError(
                    f"{file}: not a clubs.csv ({','.join(C.CLUB_COLUMNS)}) "
                    f"or a people.csv ({','.join(C.PEOPLE_COLUMNS)}) header"
                )
            else:
                log.warning("%s: not a clubs or people file, skipped", file)
    return clubs, people


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


# --------------------------------------------------------------------------------------------
# spaCy entity patterns
# --------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _blank_tokenizer() -> Callable[[str], Any]:
    """Return the English tokenizer of a blank spaCy pipeline (same rules as en_core_web_sm)."""
    import spacy

    return spacy.blank("en").tokenizer


def _variants(surface: str) -> tuple[str, ...]:
    """Return the surface, its accent-folded form and both with hyphens read as spaces."""
    forms = _unique((surface, fold_accents(surface)))
    return _unique((*forms, *(" ".join(f.replace("-", " ").split()) for f in forms)))


def _is_acronym(word: str) -> bool:
    letters = [ch for ch in word if ch.isalpha()]
    return len(letters) >= 2 and all(ch.isupper() for ch in letters)


class _PatternBuilder:
    """Collects token patterns, one label and id per pattern (see LABEL_PRECEDENCE)."""

    def __init__(self, tokenize: Callable[[str], Any]) -> None:
        self._tokenize = tokenize
        self._rank = {label: i for i, label in enumerate(C.LABEL_PRECEDENCE)}
        self._patterns: dict[str, dict[str, Any]] = {}

    def add(
        self,
        label: str,
        surface: str,
        ident: str,
        *,
        exact: bool,
        keep_article: bool = False,
        acronyms_exact: bool = True,
    ) -> None:
        """Add patterns for ``surface`` and its variants.

        One-word names and ``exact`` ones match case-sensitively (ORTH); others by LOWER,
        with all-capital tokens ("FA", "UEFA") still ORTH when ``acronyms_exact``. A leading
        "the" is dropped unless ``keep_article``, in which case it matches in any case.
        """
        for variant in _variants(surface):
            words = [t.text for t in self._tokenize(variant)]
            if not keep_article and len(words) > 1 and words[0].lower() == C.LEADING_ARTICLE:
                words = words[1:]
            if not words:
                continue
            as_orth = exact or len(words) == 1
            pattern: list[dict[str, str]] = []
            for i, word in enumerate(words):
                if i == 0 and len(words) > 1 and word.lower() == C.LEADING_ARTICLE:
                    pattern.append({"LOWER": word.lower()})
                elif as_orth or (acronyms_exact and _is_acronym(word)):
                    pattern.append({"ORTH": word})
                else:
                    pattern.append({"LOWER": word.lower()})
            key = json.dumps(pattern, ensure_ascii=False)
            old = self._patterns.get(key)
            if old is None or self._rank[label] < self._rank[old["label"]]:
                self._patterns[key] = {"label": label, "pattern": pattern, "id": ident}

    def patterns(self) -> list[dict[str, Any]]:
        return list(self._patterns.values())


def entity_patterns(register: Register, nlp: Language | None = None) -> list[dict[str, Any]]:
    """Return spaCy EntityRuler token patterns for every name in ``register``.

    Each pattern is ``{"label", "pattern", "id"}`` with labels CLUB, PERSON, OUTLET, BODY,
    COMPETITION and VAR_TERM, and ``id`` the canonical name (a VAR term's id is the term as
    listed). An ambiguous club alias ("City", "United") gets the id ``"ambiguous:" + key``;
    resolve it with :meth:`Register.club_candidates`. Patterns never include a possessive:
    spaCy splits "Tottenham's" into "Tottenham" + "'s" and "Spurs'" into "Spurs" + "'".
    Names are tokenised with ``nlp``'s tokenizer (default: a blank English one).
    """
    builder = _PatternBuilder(nlp.tokenizer if nlp is not None else _blank_tokenizer())

    for club in register.clubs:
        nicknames = {name_key(n) for n in club.nicknames}
        for surface in club.names:
            key = name_key(surface)
            resolved = register.club(surface)
            if resolved is None:
                if not register.club_candidates(surface):
                    continue
                ident = C.AMBIGUOUS_ID_PREFIX + key
            else:
                ident = resolved.name
            exact = (
                resolved is None
                or key in nicknames
                or key in C.GENERIC_CLUB_KEYS
                or key in C.EXACT_CASE_CLUB_KEYS
            )
            builder.add(C.LABEL_CLUB, surface, ident, exact=exact)

    for person in register.people:
        for surface in person.names:
            resolved = register.person(surface)
            if resolved is not None:
                builder.add(C.LABEL_PERSON, surface, resolved.name, exact=False)
        for surface in _surname_forms(person):
            key = name_key(surface)
            if key in C.SURNAME_PATTERN_STOPLIST or register.surname_owner(surface) is not person:
                continue
            builder.add(C.LABEL_PERSON, surface, person.name, exact=True)

    for outlet in register.outlets:
        for surface in outlet.names:
            if register.outlet(surface) is outlet:
                builder.add(C.LABEL_OUTLET, surface, outlet.name, exact=True, keep_article=True)
    for body in register.bodies:
        for surface in body.names:
            if register.body(surface) is body:
                builder.add(C.LABEL_BODY, surface, body.name, exact=False)
    for competition in register.competitions:
        for surface in competition.names:
            if register.competition(surface) is competition:
                builder.add(C.LABEL_COMPETITION, surface, competition.name, exact=False)
    for term in register.var_terms:
        builder.add(C.LABEL_VAR_TERM, term, term, exact=False, acronyms_exact=False)

    return builder.patterns()


def add_entity_ruler(
    nlp: Language,
    register: Register | None = None,
    *,
    name: str = "football_ruler",
    before: str = "ner",
) -> EntityRuler:
    """Add an EntityRuler with :func:`entity_patterns` to ``nlp`` and return it.

    It goes before ``before`` when the pipeline has that component, else at the end.
    """
    register = register if register is not None else Register.load()
    where = {"before": before} if before in nlp.pipe_names else {}
    ruler = nlp.add_pipe("entity_ruler", name=name, **where)
    ruler.add_patterns(entity_patterns(register, nlp))
    return ruler
