"""First names news give one gender only: a person's gender when no word of the text tells
it, and a sign that a capitalised pair the small model read as an organisation is a name.

The list (``nlp/football/data/first_names.csv``) leaves out names given to both ("Alex",
"Jordan", "Andrea", "Kelly").
"""

from __future__ import annotations

import csv
import io
from functools import lru_cache
from importlib import resources

FIRST_NAMES_FILE = ("data", "first_names.csv")  # in nlp.football: name,gender


@lru_cache(maxsize=1)
def _first_names() -> dict[str, str]:
    text = resources.files("nlp.football").joinpath(*FIRST_NAMES_FILE).read_text("utf-8")
    return {row["name"]: row["gender"] for row in csv.DictReader(io.StringIO(text))}


def first_name_gender(first: str) -> str | None:
    """Return "m" or "f" for a first name news give one gender only ("Helen", "Liam"), None
    for one given to both ("Alex", "Jordan") or unknown; a "she" then never means "Liam
    Threlfall" when nothing in the text says his gender."""
    return _first_names().get(first)
