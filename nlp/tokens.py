"""Bounded walks over a parse: the one way rules climb from a token to its heads.

spaCy hands out a new ``Token`` object on every access, so ``tok.head is tok`` is never
true, even at the root: a loop that waited for it never ended (a standfirst such as
"Gabriel's header chalked off ..." froze a whole batch). Every climb goes through
:func:`up_from`, which rests on ``Token.ancestors``: spaCy stops that after as many steps as
the Doc has tokens, so even a malformed tree (heads set by hand, a cycle) cannot hang a rule.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from itertools import accumulate
from typing import NamedTuple

from spacy.tokens import Doc, Token


def is_root(tok: Token) -> bool:
    """True when ``tok`` heads its own sentence (compared by index, never by identity)."""
    return tok.head.i == tok.i


def up_from(tok: Token) -> Iterator[Token]:
    """Yield ``tok`` and then each head above it up to the root, at most one per token."""
    yield tok
    yield from tok.ancestors


def below_root(tok: Token) -> Iterator[Token]:
    """Yield ``tok`` and each head above it, stopping short of the root."""
    for t in up_from(tok):
        if is_root(t):
            return
        yield t


class EntityRef(NamedTuple):
    """What rules read of one entity span, without building the Span."""

    start: int
    end: int
    label_: str
    start_char: int
    end_char: int


ENTITIES_KEY = "varometer:entities"  # Doc.user_data: the snapshot :func:`entities` reads
ENTITY_LABELS_KEY = "varometer:entity-labels"  # and its labels by (start, end) token


def snapshot_entities(doc: Doc) -> None:
    """Keep ``doc.ents`` as plain tuples for the rules after the entity recogniser: spaCy
    builds every entity Span again on each ``doc.ents``, and rules that read it once per
    name made a long article's cost grow with the square of its length."""
    kept = tuple(EntityRef(e.start, e.end, e.label_, e.start_char, e.end_char) for e in doc.ents)
    doc.user_data[ENTITIES_KEY] = kept
    doc.user_data[ENTITY_LABELS_KEY] = {(e.start, e.end): e.label_ for e in kept}


def entities(doc: Doc) -> tuple[EntityRef, ...]:
    """Return the entities of ``doc`` as snapshotted by :func:`snapshot_entities` (taken by
    the speakers component, when every entity is set), else read afresh."""
    kept = doc.user_data.get(ENTITIES_KEY)
    if kept is not None:
        return kept
    return tuple(EntityRef(e.start, e.end, e.label_, e.start_char, e.end_char) for e in doc.ents)


class CharRanges:
    """Character ranges (start, end) found by the window they end in, by bisection: rules
    that scanned every name of the article for each name grew with its square."""

    def __init__(self, ranges: Iterable[tuple[int, int]]):
        self.ranges = sorted(ranges)
        self.starts = [a for a, _ in self.ranges]
        self.longest = max((b - a for a, b in self.ranges), default=0)
        # the furthest end of the ranges up to each one: "does any range starting by x reach
        # y" is then one bisection, however long a range (a quote of a whole article) is
        self.reach = list(accumulate((b for _, b in self.ranges), max))

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self.ranges)

    def __len__(self) -> int:
        return len(self.ranges)

    def ending_in(self, lo: int, hi: int) -> list[tuple[int, int]]:
        """Return the ranges whose end ``b`` has ``lo < b <= hi``, in order of start."""
        first = bisect_left(self.starts, lo - self.longest)  # none before can end past lo
        last = bisect_right(self.starts, hi)
        return [(a, b) for a, b in self.ranges[first:last] if lo < b <= hi]

    def holds(self, start: int, end: int) -> bool:
        """True when one range holds all of ``start``..``end`` (``a <= start``, ``end <= b``)."""
        last = bisect_right(self.starts, start)  # every range before it starts by ``start``
        return last > 0 and self.reach[last - 1] >= end

    def overlaps(self, start: int, end: int) -> bool:
        """True when some range shares a character with ``start``..``end``."""
        last = bisect_left(self.starts, end)  # every range before it starts before ``end``
        return last > 0 and self.reach[last - 1] > start


def entity_label_at(doc: Doc, start: int, end: int) -> str | None:
    """Return the label of the entity spanning exactly tokens ``start``..``end``, or None."""
    labels = doc.user_data.get(ENTITY_LABELS_KEY)
    if labels is not None:
        return labels.get((start, end))
    return next((e.label_ for e in entities(doc) if e.start == start and e.end == end), None)
