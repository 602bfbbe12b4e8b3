"""Quote marks, one at a time: whether a mark opens a quote, closes one, or is an
apostrophe ("haven't", "Spurs' players", "rock 'n' roll").

A straight mark ('"', "'") looks the same whichever it is, so its role is read from the
characters around it; everything that pairs marks into quotes builds on these answers.
"""

from __future__ import annotations

import re

DOUBLE_OPEN = "“„«"
DOUBLE_CLOSE = "”»"
STRAIGHT_DOUBLE = '"'
SINGLE_OPEN = "‘"
SINGLE_CLOSE_OR_APOSTROPHE = "’"
STRAIGHT_SINGLE = "'"
SINGLE_MARKS = SINGLE_OPEN + SINGLE_CLOSE_OR_APOSTROPHE + STRAIGHT_SINGLE
OPEN_CONTEXT = " \t\n([{—–-/"  # characters after which a straight mark opens a quote
TERMINAL_PUNCT = ".,!?…;:"
SENTENCE_END = ".!?…"
# The word endings a word-final apostrophe follows: the plural possessive ("the fans' view",
# "Spurs' players") after an s, a dropped g ("nothin' else") after "in". A single mark after
# any other word and before a lowercase word is a closing mark ('the fans' view' of ...:
# "view'" closes, so "fans'" is the possessive inside the quoted words).
APOSTROPHE_WORD_ENDINGS = ("s", "in")
# Words an elision cuts at the front or at the back, written with a single mark that looks
# like a quotation mark with a space beside it: "rock 'n' roll" ('n' for "and", marked on
# both sides), "keep 'em", "'til", "good ol' days", "a cup o' tea". Such a mark is an
# apostrophe, not the opening or closing of a single-quoted quote ('We play rock 'n' roll,'
# was cut at "'n"). Elisions written with letters on both sides ("o'clock", "it's",
# "weren't") are apostrophes already (_single_role).
LEADING_ELISIONS = frozenset({"n", "em", "til", "tis", "twas", "cos"})
TRAILING_ELISIONS = frozenset({"n", "o", "ol"})
# Marks that join a leading elision to the word before it ("rock-'n'-roll").
WORD_JOINING_MARKS = "-"


def _is_letter(ch: str) -> bool:
    return ch.isalnum()


def _double_role(text: str, i: int) -> str:
    """Return "open", "close" or "either" for the double mark at ``text[i]``."""
    ch = text[i]
    if ch in DOUBLE_OPEN:
        return "open"
    if ch in DOUBLE_CLOSE:
        return "close"
    prev = text[i - 1] if i > 0 else "\n"
    nxt = text[i + 1] if i + 1 < len(text) else "\n"
    if prev in OPEN_CONTEXT and not nxt.isspace():
        return "open"
    if not prev.isspace() and (nxt.isspace() or nxt in TERMINAL_PUNCT + ")]—–'’"):
        return "close"
    return "either"


def _single_role(text: str, i: int) -> str:
    """Return "open", "apostrophe", "either" or "year" for the single mark at ``text[i]``.

    "year" is a mark before two digits after a space: an elided year (the class of '92) or the
    opening mark of a quote that starts with a number ('90 minutes we dominated); the finder
    tells them apart by the marks that follow (``_years_that_open``).
    """
    ch = text[i]
    prev = text[i - 1] if i > 0 else "\n"
    nxt = text[i + 1] if i + 1 < len(text) else "\n"
    if _is_letter(prev) and _is_letter(nxt):
        return "apostrophe"  # haven't, Gulls’s
    if _elision_mark(text, i):
        return "apostrophe"  # rock 'n' roll, keep 'em, good ol' days
    if ch == SINGLE_OPEN:
        return "open"
    if prev in OPEN_CONTEXT and (_is_letter(nxt) or nxt in "“\"'…"):
        if nxt.isdigit() and i + 2 < len(text) and text[i + 2].isdigit():
            return "year"
        return "open"
    if prev.isspace():
        return "apostrophe"
    return "either"  # closing mark, or the possessive of a plural (Spurs' players)


def _elision_mark(text: str, i: int) -> bool:
    """True when the single mark at ``text[i]`` begins a word in :data:`LEADING_ELISIONS`
    ("'n", "'em") or ends one in :data:`TRAILING_ELISIONS` ("n'", "o'"): the word's
    letters between the mark and a non-letter, lowercase.

    A leading elision counts only mid-phrase (``_mid_phrase``: "keep 'em", "rock 'n' roll"):
    at the start of the text or after punctuation ("..., 'cos VAR got it wrong.'", "‘til
    the end, we fight,’") the mark is as likely to open a quote that starts with the word."""
    after = re.match(r"[a-z]+(?![\w])", text[i + 1 : i + 8])
    if after and after.group(0) in LEADING_ELISIONS and _mid_phrase(text, i):
        return True
    before = re.search(r"(?<![\w])[a-z]+$", text[max(0, i - 8) : i])
    nxt = text[i + 1] if i + 1 < len(text) else " "
    return bool(before and before.group(0) in TRAILING_ELISIONS and not _is_letter(nxt))


def _mid_phrase(text: str, i: int) -> bool:
    """True when the mark at ``text[i]`` stands inside a phrase: the last non-space character
    before it is a letter ("keep 'em"), or a hyphen joined to the mark and a letter before
    that ("rock-'n'-roll"). Not at the start of the text, nor after other punctuation."""
    if i > 1 and text[i - 1] in WORD_JOINING_MARKS and _is_letter(text[i - 2]):
        return True
    j = i - 1
    while j >= 0 and text[j].isspace():
        j -= 1
    return j >= 0 and _is_letter(text[j])


def _single_close_kind(text: str, i: int, para_end: int) -> str:
    """Return how the single mark at ``i`` can close a single-quoted quotation.

    "close": it closes one (punctuation or a capital follows, or the paragraph ends).
    "possessive": it ends a word that an apostrophe can end (:data:`APOSTROPHE_WORD_ENDINGS`)
    and a lowercase word follows ('cowards' in his ...), so it is either a closing mark or the
    apostrophe of a plural possessive (Spurs' players); the caller decides from the marks that
    follow. "no": it closes nothing.
    """
    prev = text[i - 1]
    j = i + 1
    if j >= para_end:
        return "close"
    nxt = text[j]
    if prev in TERMINAL_PUNCT or nxt in TERMINAL_PUNCT + ')]—–"”':
        return "close"
    if nxt.isspace():
        k = _skip_space(text, j, para_end)  # the next word's first character, if any
        if k < para_end and not text[k].islower():
            return "close"
        if k < para_end and _is_letter(prev):
            word = re.search(r"\w+$", text[max(0, i - 40) : i])
            if word and not word.group(0).lower().endswith(APOSTROPHE_WORD_ENDINGS):
                return "close"  # no possessive or elision ends so: see APOSTROPHE_WORD_ENDINGS
            return "possessive"
    return "no"


def _skip_space(text: str, start: int, end: int) -> int:
    while start < end and text[start].isspace():
        start += 1
    return start


def _trim_end(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1].isspace():
        end -= 1
    return end
