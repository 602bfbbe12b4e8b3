"""Pairing marks within one paragraph: which opening mark goes with which closing one,
for double marks and for single marks (where apostrophes, elided years and plural
possessives look like closing marks), and which quote is still open at the paragraph's end.
"""

from __future__ import annotations

import re

from nlp.quotes.cue_words import CUE_WORD_RE, FRAGMENT_CUE_WINDOW, FRAGMENT_CUES
from nlp.quotes.marks import (
    DOUBLE_CLOSE,
    DOUBLE_OPEN,
    SINGLE_MARKS,
    STRAIGHT_DOUBLE,
    TERMINAL_PUNCT,
    _double_role,
    _single_close_kind,
    _single_role,
)
from nlp.tokens import CharRanges

# A height in feet and inches (6'2"): the double mark closes nothing.
INCH_MARK_RE = re.compile(r".*\d['’]\d{1,2}\"$")


def _single_marks(
    text: str, start: int, end: int, taken: list[tuple[int, int]]
) -> list[tuple[int, str, str]]:
    """Return (position, role, close kind) of each single mark in text[start:end] outside the
    ``taken`` ranges; the close kind (``_single_close_kind``) is "" unless the role is "either"."""
    marks = []
    inside = CharRanges((a, b + 1) for a, b in taken)  # ``taken`` ends are inclusive
    for i in range(start, end):
        if text[i] not in SINGLE_MARKS or inside.holds(i, i + 1):
            continue
        role = _single_role(text, i)
        marks.append((i, role, _single_close_kind(text, i, end) if role == "either" else ""))
    return marks


def _closes_with_cue(text: str, i: int, para_end: int) -> bool:
    """Return whether the closing mark at ``i`` follows punctuation and either ends the
    paragraph or has a speech verb in the first words of the sentence after it (,' said Hart)."""
    if text[i - 1] not in TERMINAL_PUNCT:
        return False
    after = text[i + 1 : para_end]
    sentence = re.split(r"(?<=[.!?…])\s", after.lstrip(), maxsplit=1)[0]
    cue_words = CUE_WORD_RE.findall(sentence)[:FRAGMENT_CUE_WINDOW]
    return not after.strip() or any(w.lower() in FRAGMENT_CUES for w in cue_words)


def _years_that_open(text: str, marks: list[tuple[int, str, str]], para_end: int) -> set[int]:
    """Return the positions of the "year" marks that open a quote rather than elide a year.

    One opens a quote when the next mark that closes one is a closing mark with a cue
    (``_closes_with_cue``): '90 minutes we dominated,' said Hart. An elided year has no such
    partner: the next mark opens another quote, or none closes. One pass from the end, so each
    mark is weighed once however many marks the paragraph has.
    """
    opening: set[int] = set()
    next_decides = False  # what the next decisive mark says for a year mark before it
    for pos, role, kind in reversed(marks):
        if role == "year" and next_decides:
            opening.add(pos)
        if role == "open":
            next_decides = False
        elif role == "either" and kind == "close":
            next_decides = _closes_with_cue(text, pos, para_end)
    return opening


def _possessives_that_close(marks: list[tuple[int, str, str]], opening: set[int]) -> set[int]:
    """Return the positions of the word-final marks before a lowercase word that close a quote.

    One closes the open quote unless a firm closing mark follows before any new opening mark
    (``opening`` holds the year marks that open): in 'The fans' support was superb,' the
    closing mark comes later and fans' is a possessive. In 'cowards' in his ... 'We were
    robbed,' the next mark opens a new quote, and taking cowards' for an apostrophe would run
    the first quote on into the second. With no closing mark after it at all, it closes.
    """
    closing: set[int] = set()
    next_decides = True
    for pos, role, kind in reversed(marks):
        if role == "either" and kind == "possessive" and next_decides:
            closing.add(pos)
        if role == "open" or pos in opening:
            next_decides = True
        elif role == "either" and kind == "close":
            next_decides = False
    return closing


def _curly_close_comes_first(text: str, start: int, end: int) -> bool:
    """True when the first curly double mark in text[start:end] is a closing one."""
    for ch in text[start:end]:
        if ch in DOUBLE_OPEN:
            return False
        if ch in DOUBLE_CLOSE:
            return True
    return False


def _find_in_paragraph_double(text: str, start: int, end: int) -> list[list[int | None]]:
    """Return [open_at, close_at] pairs of double marks in text[start:end]; close may be None."""
    pairs: list[list[int | None]] = []
    current: list[int | None] | None = None
    for i in range(start, end):
        ch = text[i]
        if ch not in DOUBLE_OPEN + DOUBLE_CLOSE + STRAIGHT_DOUBLE:
            continue
        if ch == STRAIGHT_DOUBLE and INCH_MARK_RE.match(text, max(start, i - 4), i + 1):
            continue  # 6'2": a height, not a quote
        if (
            ch == STRAIGHT_DOUBLE
            and current is not None
            and text[current[0]] in DOUBLE_OPEN  # type: ignore[index]
            and _curly_close_comes_first(text, i + 1, end)
        ):
            # “It's 5" of grass”: a quote opened with a curly mark whose next curly mark
            # closes it; a straight mark before that is an inch sign or quotes a phrase.
            # When the next curly mark opens another quote, the straight one closed this.
            continue
        role = _double_role(text, i)
        if current is None:
            if role == "close" and not pairs:
                # A closing mark with no opening one: the quote most likely starts the paragraph.
                pairs.append([None, i])
            elif role in ("open", "either"):
                current = [i, None]
        else:
            if role in ("close", "either"):
                current[1] = i
                pairs.append(current)
                current = None
            else:
                # A second opening mark: the first quote lost its closing mark. End it where the
                # text before the new mark ends, and start again.
                pairs.append([current[0], None, i])  # type: ignore[list-item]
                current = [i, None]
    if current is not None:
        pairs.append(current)
    return pairs


def _find_in_paragraph_single(
    text: str, start: int, end: int, taken: list[tuple[int, int]], runs_on: bool = False
) -> list[list[int | None]]:
    """Return [open_at, close_at] pairs of single-marked quotes outside the ``taken`` ranges.

    ``runs_on``: the next paragraph opens with a single mark, so a quote of a sentence may run
    on into it; its plural possessive ('The fans' patience was gone.) with no closing mark
    after it is then no closing mark.
    """
    marks = _single_marks(text, start, end, taken)
    opening = _years_that_open(text, marks, end)
    closing = _possessives_that_close(marks, opening)
    # For each mark, the index of the first mark at or after it that closes a quote.
    next_close = [len(marks)] * (len(marks) + 1)
    for index in range(len(marks) - 1, -1, -1):
        pos, role, kind = marks[index]
        closes = role == "either" and (kind == "close" or pos in closing)
        next_close[index] = index if closes else next_close[index + 1]
    pairs: list[list[int | None]] = []
    index = 0
    while index < len(marks):
        pos, role, _ = marks[index]
        close = next_close[index + 1]
        if (role == "open" or pos in opening) and close < len(marks):
            pairs.append([pos, marks[close][0]])
            index = close
        index += 1
    if runs_on and pairs:
        open_at, close_at = pairs[-1]
        firm_after = any(
            p > close_at and r == "either" and k == "close"  # type: ignore[operator]
            for p, r, k in marks
        )
        close_kind = next(k for p, _, k in marks if p == close_at)
        opener = text[int(open_at) + 1]  # type: ignore[arg-type]
        if close_kind == "possessive" and not firm_after and (opener.isupper() or opener.isdigit()):
            pairs.pop()
    return pairs


def _single_left_open(
    text: str, start: int, end: int, taken: list[tuple[int, int]], pairs: list[list[int | None]]
) -> int | None:
    """Return the opening single mark still open at the paragraph's end, or None.

    Only a mark that opens a sentence of speech counts (a capital or a digit follows): one
    before 'em or a lowercase term is no start of a quote that later paragraphs continue.
    """
    after_pairs = int(pairs[-1][1]) + 1 if pairs else start  # type: ignore[arg-type]
    for i in range(after_pairs, end - 1):
        if text[i] not in SINGLE_MARKS or any(a <= i <= b for a, b in taken):
            continue
        nxt = text[i + 1]
        if _single_role(text, i) == "open" and (nxt.isupper() or nxt.isdigit()):
            return i
    return None


def _opens_paragraph_single(text: str, start: int) -> bool:
    """Return whether the paragraph starts with an opening single mark: in the British style
    each paragraph of a quote over several paragraphs opens with one."""
    return text[start] in SINGLE_MARKS and _single_role(text, start) == "open"
