"""QuoteSpan: one quotation found in the text, the record every later step of the pipeline
(interviews, speakers, the sieve) reads."""

from __future__ import annotations

from dataclasses import dataclass, field

from nlp.quotes.cue_words import WORD_RE


@dataclass
class QuoteSpan:
    """One quotation found in the text.

    ``start``/``end`` delimit the quoted words (marks excluded); ``open_at``/``close_at`` are the
    positions of the marks (``close_at`` is None when the closing mark is missing).
    ``kind`` is "speech", "headline" (a title-like line repeating a body quote, see
    ``repeats``) or "scare" (quoted term, not speech).
    """

    start: int
    end: int
    open_at: int
    close_at: int | None
    paragraph: int
    kind: str = "speech"
    paragraphs: list[int] = field(default_factory=list)
    repeats: int | None = None  # index of the body quote a headline repeats
    mark: str = '"'
    balanced: bool = True
    turn: str | None = None  # an interview answer's label ("A", "Hart"); see nlp.interviews

    def words(self, text: str) -> list[str]:
        return [w.lower() for w in WORD_RE.findall(text[self.start : self.end])]
