"""Reading the register's tables: the built-in CSV files and a user's clubs and people.

The built-in tables live in ``nlp/football/data`` (read with :mod:`importlib.resources`, so
they travel inside the package); a user's ``clubs.csv`` and ``people.csv`` share their
format (see ``data/README.md``). Every row becomes a record of
:mod:`nlp.football.registers.records`; a bad row raises ValueError with its file and line.
"""

from __future__ import annotations

import csv
import io
import logging
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

from nlp.football import constants as C
from nlp.football.registers.keys import name_key
from nlp.football.registers.records import Body, Club, Competition, Outlet, Person, _unique
from nlp.models import ROLES

log = logging.getLogger("varometer")


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
    # The data folder is the football package's (nlp/football/data), beside this one.
    data = resources.files("nlp.football").joinpath(C.DATA_DIR, filename)
    return data.read_text(encoding="utf-8")


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
