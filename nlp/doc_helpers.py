"""Small helpers and word lists that the entity, quote, speaker and role components share.

They sit below every component (they import none), so that each component reads a Doc's
text, paragraphs, date, register and whether it reports the women's game without importing
another component.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Protocol

from spacy.tokens import Doc, Span

from nlp.football.constants import WOMENS_GAME_LEAD_PARAGRAPHS
from nlp.football.registers import Register
from nlp.football.womens_game import is_womens_game
from nlp.ingest.dates import MONTHS, WEEKDAYS

TEXT_KEY = "varometer:text"  # where ``doc_text`` keeps the text in ``doc.user_data``
PARAGRAPHS_KEY = "varometer:paragraphs"  # and ``doc_paragraphs`` the paragraph bounds
# An anonymous supporter ("one Gulls supporter", "a caller", "said another") is one speaker,
# named as the gold convention names him (corpora/README.md); the name lives in nlp.config.
ANONYMOUS_ROLE = "fan"
# The small model tags some unfamiliar surnames as dates ("said Postecoglou"); a date-typed
# proper noun that is a cue's subject and no calendar word is taken as a name.
CALENDAR_WORDS = (
    frozenset(MONTHS)
    | frozenset(WEEKDAYS)
    | frozenset(("today", "yesterday", "tonight", "christmas", "easter"))
)


class Located(Protocol):
    """Anything with character offsets into a Doc's text (a mention of the people table)."""

    start: int
    end: int


# doc.user_data key: whether the article reports the women's game (``reports_womens_game``).
WOMENS_GAME_KEY = "varometer:womens-game"
# The competition a feed or front matter gives the article ("UEFA Euro 2024"), "" if none.
COMPETITION_KEY = "varometer:competition"


@lru_cache(maxsize=8)
def load_register(paths: tuple[str, ...] = ()) -> Register:
    """Return the built-in register plus the user's files, loaded once per process."""
    return Register.load(list(paths))


def doc_text(doc: Doc) -> str:
    """Return ``doc.text``, kept after the first call: spaCy joins every token on each access."""
    text = doc.user_data.get(TEXT_KEY)
    if text is None:  # a Doc's text never changes, so one join is enough
        text = doc.user_data[TEXT_KEY] = doc.text
    return text


def published_date(doc: Doc) -> str | None:
    """Return the article's ISO publication date (``doc._.published``, as precise as the
    input: "2025", "2025-08" or a full timestamp), else None."""
    published = doc._.published if Doc.has_extension("published") else None
    if published and re.match(r"\d{4}", published):
        return published
    return None


def published_year(doc: Doc) -> int | None:
    """Return the year the article was published (``doc._.published``), else None."""
    published = published_date(doc)
    return int(published[:4]) if published else None


def mention_span(doc: Doc, m: Located) -> Span | None:
    """Return the tokens of mention ``m``, or None when its offsets hold none."""
    span = doc.char_span(m.start, m.end, alignment_mode="expand")
    return span if span is not None and len(span) > 0 else None


def paragraphs(text: str) -> list[tuple[int, int]]:
    """Return (start, end) of each paragraph; paragraphs are separated by blank lines."""
    spans = []
    for match in re.finditer(r"[^\n](?:.|\n(?!\s*\n))*", text):
        start, end = match.start(), match.end()
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            spans.append((start, end))
    return spans


def doc_paragraphs(doc: Doc) -> list[tuple[int, int]]:
    """Return (start, end) of each paragraph of ``doc``'s text, kept after the first call:
    rules read them once per quote, and each reading scanned the whole text."""
    paras = doc.user_data.get(PARAGRAPHS_KEY)
    if paras is None:
        paras = doc.user_data[PARAGRAPHS_KEY] = paragraphs(doc_text(doc))
    return paras


def doc_competition(doc: Doc) -> str:
    """Return the competition the article's feed or front matter names, "" if none."""
    return doc.user_data.get(COMPETITION_KEY) or ""


def reports_womens_game(doc: Doc) -> bool:
    """Return whether the article reports the women's game (:func:`is_womens_game` on its
    title and its first WOMENS_GAME_LEAD_PARAGRAPHS paragraphs); read once and kept in
    ``doc.user_data`` (:data:`WOMENS_GAME_KEY`): the speakers and roles components both ask."""
    womens = doc.user_data.get(WOMENS_GAME_KEY)
    if womens is None:  # the article's, so read once: its lead may be all of a long text
        # A report on the women's game says so in its headline or its lead, where a men's
        # report names its own competition beside a passing "Chelsea Women beat Arsenal".
        paras = doc_paragraphs(doc)[:WOMENS_GAME_LEAD_PARAGRAPHS]
        lead = " ".join(doc_text(doc)[a:b] for a, b in paras)
        womens = is_womens_game(doc._.title or "", lead, doc_competition(doc))
        doc.user_data[WOMENS_GAME_KEY] = womens
    return womens
