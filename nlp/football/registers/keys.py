"""Name keys: the one form every register lookup compares (:func:`name_key`).

Case, accents, a leading "the", a possessive ending and punctuation never matter:
``"the Gulls'"``, ``"Gulls"`` and ``"GULLS"`` are one key. Kept apart because every layer
above the registers (people, roles, incidents, the store) compares names this way.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from nlp.football import constants as C

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
