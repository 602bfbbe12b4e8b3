"""First names news give one gender only: a person's gender when no word of the text tells
it, a sign that a capitalised pair the small model read as an organisation is a name, and,
with a home town after it, a live blog's reader or a phone-in's caller.

The list (``nlp/football/data/first_names.csv``) leaves out names given to both ("Alex",
"Jordan", "Andrea", "Kelly").
"""

from __future__ import annotations

import csv
import io
import re
from functools import lru_cache
from importlib import resources

FIRST_NAMES_FILE = ("data", "first_names.csv")  # in nlp.football: name,gender
# What follows a reader's first name in a live blog or a phone-in: a home town.
READER_PLACE_RE = r"\s+(?:in|from)\s+[A-Z][a-z]"


@lru_cache(maxsize=1)
def _first_names() -> dict[str, str]:
    text = resources.files("nlp.football").joinpath(*FIRST_NAMES_FILE).read_text("utf-8")
    return {row["name"]: row["gender"] for row in csv.DictReader(io.StringIO(text))}


def first_name_gender(first: str) -> str | None:
    """Return "m" or "f" for a first name news give one gender only ("Helen", "Liam"), None
    for one given to both ("Alex", "Jordan") or unknown; a "she" then never means "Liam
    Threlfall" when nothing in the text says his gender."""
    return _first_names().get(first)


def a_womans_name(name: str) -> bool:
    """True when a full name's first name is a woman's."""
    return first_name_gender(name.split(" ", 1)[0]) == "f"


def a_reader(text: str, speaker: str | None) -> bool:
    """True when ``speaker`` is a first name alone written with a home town after it in
    ``text`` ("writes Dave in Wakefield", "Dave from Bermondsey"): a member of the public, as
    live blogs and phone-ins give their readers and callers (the caller checks that no
    register knows the name)."""
    if not speaker or " " in speaker or first_name_gender(speaker) is None:
        return False
    return re.search(rf"\b{re.escape(speaker)}{READER_PLACE_RE}", text) is not None
