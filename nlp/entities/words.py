"""What the football ruler asks of a word or two: a place word, a capitalised word, part of a
person's name, a nation, a Title Case headline.

Shared by the ruler's club readers (:mod:`nlp.entities.clubs`) and the reading of the
clubs no register knows (:mod:`nlp.entities.article_clubs`), so both judge a word alike.
"""

from __future__ import annotations

from typing import Any

from spacy.tokens import Doc, Span, Token

from nlp.doc_helpers import CALENDAR_WORDS
from nlp.football import constants as C
from nlp.football.registers import name_key


def _names_a_nation(text: str) -> bool:
    """True when some run of the words of ``text`` is a nation's name."""
    words = name_key(text).split()
    return any(
        " ".join(words[i:j]) in C.NATION_NAMES
        for i in range(len(words))
        for j in range(i + 1, len(words) + 1)
    )


def _title_cased(sent: Span) -> bool:
    """True when every word of a sentence but its small ones is capitalised, as a Title
    Case headline's are ("Solberg Slams Maldrum Defeat", "Boss Hits Out at the Lines")."""
    words = [t for t in sent if t.is_alpha]
    return len(words) > 1 and all(t.is_title or t.is_stop for t in words)


def _in_a_name(doc: Doc, i: int) -> bool:
    """True when the word at ``i`` stands beside another capitalised word that is no club
    word, as a name's part does ("Ryan Bolton", "Ross Barkley"): a short club name stands
    alone ("Bolton boss", "beat Bolton")."""
    for j in (i - 1, i + 1):
        if 0 <= j < len(doc):
            tok = doc[j]
            if (
                _capitalised(tok)
                and tok.pos_ == "PROPN"
                and tok.lower_ not in C.CLUB_SUFFIX_WORDS
                and (j > i or tok.whitespace_)
            ):
                return True
    return False


def _capitalised(tok: Token) -> bool:
    """True for a capitalised word of letters that is no stop or calendar word."""
    return tok.is_title and tok.is_alpha and not tok.is_stop and tok.lower_ not in CALENDAR_WORDS


def _runs_on(doc: Doc, lo: int, taken: set[int]) -> bool:
    """True when the name found from ``lo`` runs on to the left, so its start is unclear:
    another entity ("Forest" of "Forest Green Rovers"), a hyphen ("Tyne-Wear Magpies") or
    more capitalised words than a prefix takes."""
    if lo == 0 or doc[lo].is_sent_start:
        return False
    before = doc[lo - 1]
    return lo - 1 in taken or before.whitespace_ == "" or (before.is_title and not before.is_stop)


def _place_word(tok: Any) -> bool:
    """True for a capitalised proper noun that may open a club's name ("Penzance")."""
    return (
        tok.pos_ == "PROPN"
        and tok.is_title
        and not tok.is_stop
        and tok.lower_ not in CALENDAR_WORDS
        and tok.whitespace_ != ""  # a word of its own: not "Penzance-" in "Penzance-Gulls"
    )
