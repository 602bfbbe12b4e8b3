"""What a sieve rule reads about one quote: :class:`QuoteContext`.

The quote, the quotes either side, the article's people table and paragraphs, and the
stretches of text around the quote (its head and tail, worked out once per quote). Kept
apart from the rules so that each rule stays a few lines of what it looks for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from spacy.tokens import Doc

from nlp.doc_helpers import doc_text
from nlp.quotes import QuoteSpan
from nlp.speakers.attributor import SpeakerAttributor
from nlp.speakers.context import goes_on_from, speaker_before
from nlp.speakers.mentions import Attribution
from nlp.speakers.resolve import Resolver
from nlp.speakers.sentences import (
    SENTENCE_CLOSERS,
    _introduces_next,
    _own_sentence,
    _sentence_cut_backward,
    _sentence_cut_forward,
)
from nlp.speakers.table import PeopleTable
from nlp.tokens import CharRanges

Segment = tuple[int, int]
# A quote's tail names its speaker first ("..., said Arteta") when the quote ends in a comma
# or a mark that hands over, or the tail opens with a cue verb within a few words.
TAIL_CUE_RE = re.compile(r"^\s*[,—–-]?\s*(?:\w+\s+){0,3}(?:said|says|added|told)\b")
TAIL_FIRST_ENDINGS = (",", "?", "!", "—", "–")


@dataclass
class QuoteContext:
    """One quote and everything a rule reads about it. The stretches of text around the
    quote are worked out on first use, once per quote."""

    attributor: SpeakerAttributor
    doc: Doc
    table: PeopleTable
    q: QuoteSpan
    previous: tuple[QuoteSpan, Attribution] | None
    nxt: QuoteSpan | None
    ranges: CharRanges
    paras: list[tuple[int, int]]

    @property
    def resolver(self) -> Resolver:
        """The resolve layer every rule hands the words it found to."""
        return self.attributor.resolver

    @cached_property
    def text(self) -> str:
        return doc_text(self.doc)

    @cached_property
    def segments(self) -> tuple[Segment, Segment]:
        """(head, tail): the quote's sentence before its opening mark and after its closing
        one, each cut at the quote's paragraph and at the quotes either side."""
        q, text, paras, nxt, previous = self.q, self.text, self.paras, self.nxt, self.previous
        last_para = paras[q.paragraphs[-1]] if q.paragraphs else paras[q.paragraph]
        first_para = paras[q.paragraph]
        close = q.close_at if q.close_at is not None else q.end - 1
        tail_end = last_para[1]
        if nxt is not None and nxt.open_at < tail_end:
            tail_end = nxt.open_at
        # '"The lines were fine". Carragher said.': a full stop just outside the mark (as
        # British style puts it) ends the quote's sentence; the tail is the one after it
        outside_stop = close + 1 + (text[close + 1 : close + 2] in SENTENCE_CLOSERS)
        tail = (close + 1, _sentence_cut_forward(text, outside_stop, tail_end))
        head_start = first_para[0]
        if previous is not None and previous[0].close_at is not None:
            prev_close = previous[0].close_at + 1
            if first_para[0] <= prev_close <= q.open_at:
                head_start = prev_close
        head = (_sentence_cut_backward(text, head_start, q.open_at), q.open_at)
        if (
            nxt is not None
            and _introduces_next(self.doc, text[q.start : q.end], tail, nxt)
            and (
                speaker_before(self.resolver, self.doc, self.table, head, self.ranges, q)
                or goes_on_from(text, self.table, previous, q)
            )
        ):
            # The quote has its own speaker before it; what follows is the next one's.
            tail = (tail[0], tail[0])
        return head, tail

    @property
    def head(self) -> Segment:
        return self.segments[0]

    @property
    def tail(self) -> Segment:
        return self.segments[1]

    @cached_property
    def order(self) -> tuple[Segment, Segment]:
        """The two segments, the one nearer the cue first: the tail after '"...," said X'."""
        quote_text = self.text[self.q.start : self.q.end].rstrip()
        tail_first = quote_text.endswith(TAIL_FIRST_ENDINGS) or bool(
            TAIL_CUE_RE.match(self.text[self.tail[0] : self.tail[1]])
        )
        return (self.tail, self.head) if tail_first else (self.head, self.tail)

    @cached_property
    def colon_head(self) -> bool:
        """True when a colon right before the quote hands it to its own speaker."""
        return self.text[self.head[0] : self.head[1]].rstrip().endswith(":")

    @cached_property
    def fragment(self) -> bool:
        """True when the quote is a fragment of a sentence, not one its sentence opens with
        ('Arteta said it was "not good enough". That is how Neville saw it too.')."""
        return bool(self.text[slice(*_own_sentence(self.text, self.head))].strip())
