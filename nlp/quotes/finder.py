"""The quote finder: every quotation in a text, paragraph by paragraph, with quotes over
several paragraphs joined into one span, then classified.

Paragraph by paragraph so one unbalanced mark costs at most the paragraph it sits in; what
one paragraph leaves open (a quote that the next continues) is carried in :class:`_Scan`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nlp.doc_helpers import paragraphs
from nlp.quotes.classify import _classify
from nlp.quotes.marks import _skip_space, _trim_end
from nlp.quotes.pairs import (
    _find_in_paragraph_double,
    _find_in_paragraph_single,
    _opens_paragraph_single,
    _single_left_open,
)
from nlp.quotes.span import QuoteSpan


@dataclass
class _Scan:
    """What :func:`find_quotes` carries from one paragraph to the next: the quotes found so
    far, and the double- and the single-quoted quote still open at the end of the previous
    paragraph (a quote over several paragraphs, if the next one continues it)."""

    raw: list[QuoteSpan] = field(default_factory=list)
    carry: QuoteSpan | None = None
    single_carry: QuoteSpan | None = None


def find_quotes(text: str, titled: bool = False) -> list[QuoteSpan]:
    """Return every quotation in ``text`` in order, classified (see ``QuoteSpan.kind``).

    ``titled``: the article has a title of its own, which ingest took out of the text, so
    the text's first line is the story's opening, not its headline.

    Quotes over several paragraphs (an opening mark on each, a closing one only at the end)
    come back as one span. A paragraph whose marks do not balance is repaired locally.
    """
    paras = paragraphs(text)
    scan = _Scan()
    for p_index, (p_start, p_end) in enumerate(paras):
        taken = _double_quotes(text, scan, p_index, p_start, p_end)
        runs_on = p_index + 1 < len(paras) and _opens_paragraph_single(text, paras[p_index + 1][0])
        _single_quotes(text, scan, p_index, p_start, p_end, taken, runs_on)
    raw = scan.raw
    if scan.carry is not None:
        raw.append(scan.carry)
    quotes = [q for q in sorted(raw, key=lambda q: (q.start, -q.end)) if q.end > q.start]
    quotes = _outermost([q for q in quotes if text[q.start : q.end].strip()])
    for q in quotes:
        # Guillemets are set off by spaces (« Non »); the quote is the words, not the spaces.
        q.start = _skip_space(text, q.start, q.end)
        q.end = _trim_end(text, q.start, q.end)
    _classify(text, paras, quotes, titled)
    return quotes


def _double_quotes(
    text: str, scan: _Scan, p_index: int, p_start: int, p_end: int
) -> list[tuple[int, int]]:
    """Add the paragraph's double-quoted quotes to ``scan``; return the ranges they take
    (single marks inside them are not looked at)."""
    pairs = _find_in_paragraph_double(text, p_start, p_end)
    if scan.carry is not None:
        pairs = _continue_double(text, scan, pairs, p_index, p_start, p_end)
    taken: list[tuple[int, int]] = []
    for pair in pairs:
        open_at, close_at = pair[0], pair[1]
        if open_at is None:
            q = QuoteSpan(
                start=_skip_space(text, p_start, p_end),
                end=int(close_at),  # type: ignore[arg-type]
                open_at=p_start,
                close_at=close_at,
                paragraph=p_index,
                paragraphs=[p_index],
                balanced=False,
            )
            scan.raw.append(q)
            taken.append((p_start, int(close_at)))  # type: ignore[arg-type]
            continue
        q = QuoteSpan(
            start=open_at + 1,
            end=0,
            open_at=open_at,
            close_at=close_at,
            paragraph=p_index,
            paragraphs=[p_index],
            mark=text[open_at],
        )
        if close_at is not None:
            q.end = int(close_at)
            scan.raw.append(q)
            taken.append((open_at, int(close_at)))
        elif len(pair) == 3:
            q.end = _trim_end(text, open_at + 1, int(pair[2]))  # type: ignore[arg-type]
            q.balanced = False
            scan.raw.append(q)
            taken.append((open_at, int(pair[2])))  # type: ignore[arg-type]
        else:
            # Open at the end of the paragraph: maybe a multi-paragraph quote.
            q.end = _trim_end(text, open_at + 1, p_end)
            q.balanced = False
            scan.carry = q
            taken.append((open_at, p_end))
    return taken


def _continue_double(
    text: str,
    scan: _Scan,
    pairs: list[list[int | None]],
    p_index: int,
    p_start: int,
    p_end: int,
) -> list[list[int | None]]:
    """Continue the double-quoted quote left open (``scan.carry``) into this paragraph when
    it opens with a mark, else end it where it was; return the pairs left to read."""
    carry = scan.carry
    assert carry is not None
    first = pairs[0] if pairs else None
    starts_with_open = (
        first is not None and first[0] is not None and text[p_start : first[0]].strip() == ""
    )
    if not starts_with_open:
        scan.raw.append(carry)
        scan.carry = None
        return pairs
    assert first is not None
    carry.paragraphs.append(p_index)
    if first[1] is not None:
        carry.end, carry.close_at = int(first[1]), int(first[1])
        carry.balanced = True
        scan.raw.append(carry)
        scan.carry = None
    else:
        carry.end = _trim_end(text, p_start, len(first) == 3 and first[2] or p_end)
    return pairs[1:]


def _single_quotes(
    text: str,
    scan: _Scan,
    p_index: int,
    p_start: int,
    p_end: int,
    taken: list[tuple[int, int]],
    runs_on: bool,
) -> None:
    """Add the paragraph's single-quoted quotes outside the ``taken`` ranges to ``scan``, and
    carry a quote left open at its end; ``runs_on`` as in :func:`_find_in_paragraph_single`."""
    singles = _find_in_paragraph_single(text, p_start, p_end, taken, runs_on)
    left_open = _single_left_open(text, p_start, p_end, taken, singles)
    if scan.single_carry is not None:
        singles, left_open = _continue_single(
            text, scan, singles, left_open, p_index, p_start, p_end
        )
    if left_open is not None:
        scan.single_carry = QuoteSpan(
            start=left_open + 1,
            end=_trim_end(text, left_open + 1, p_end),
            open_at=left_open,
            close_at=None,
            paragraph=p_index,
            paragraphs=[p_index],
            mark=text[left_open],
            balanced=False,
        )
    for open_at, close_at in singles:
        scan.raw.append(
            QuoteSpan(
                start=int(open_at) + 1,  # type: ignore[arg-type]
                end=int(close_at),  # type: ignore[arg-type]
                open_at=int(open_at),  # type: ignore[arg-type]
                close_at=close_at,
                paragraph=p_index,
                paragraphs=[p_index],
                mark=text[int(open_at)],  # type: ignore[arg-type]
            )
        )


def _continue_single(
    text: str,
    scan: _Scan,
    singles: list[list[int | None]],
    left_open: int | None,
    p_index: int,
    p_start: int,
    p_end: int,
) -> tuple[list[list[int | None]], int | None]:
    """Continue the single-quoted quote left open (``scan.single_carry``) into this paragraph
    when it opens with a single mark; return the pairs left to read and the mark left open."""
    single_carry = scan.single_carry
    assert single_carry is not None
    # Continued like a double-quoted one, but a single-quoted quote that never closes is
    # dropped, as within a paragraph: an open single mark is as often an elision ('em).
    if not _opens_paragraph_single(text, p_start):
        scan.single_carry = None
        return singles, left_open
    single_carry.paragraphs.append(p_index)
    if singles and singles[0][0] == p_start:
        close_at = int(singles[0][1])  # type: ignore[arg-type]
        single_carry.end, single_carry.close_at = close_at, close_at
        single_carry.balanced = True
        scan.raw.append(single_carry)
        scan.single_carry = None
        return singles[1:], left_open
    single_carry.end = _trim_end(text, p_start, p_end)
    return singles, None  # the mark left open is the one that continues the quote


def _outermost(quotes: list[QuoteSpan]) -> list[QuoteSpan]:
    """Return the quotes not inside another one: "no way" inside 'The referee told me "no
    way"' is part of that speaker's words, not a quote of its own. Sorted by start."""
    kept: list[QuoteSpan] = []
    reach = -1
    for q in quotes:
        if q.end <= reach:
            continue
        kept.append(q)
        reach = q.end
    return kept


def speech_quotes(text: str, titled: bool = False) -> list[QuoteSpan]:
    """Return only the quotes that are somebody's speech (headline repeats and scare quotes
    dropped); ``titled`` as in :func:`find_quotes`."""
    return [q for q in find_quotes(text, titled) if q.kind == "speech"]
