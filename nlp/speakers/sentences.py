"""Where sentences and paragraphs begin and end, read from the text, around a quote.

The rules cut a quote's surroundings into the text before it in its sentence (the head)
and after it (the tail), never across a paragraph; these helpers find the cuts without
the parse, which the small model gets wrong at quote marks ("Mr." and "G.K." end no
sentence; a quote ending "." or "!" closes one).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc, Span, Token

from nlp.descriptors import FINITE_VERB_TAGS
from nlp.doc_helpers import doc_text
from nlp.quotes import QuoteSpan
from nlp.speakers.lexicon import CUE_LEMMAS
from nlp.tokens import CharRanges

SENTENCE_CLOSERS = (".", "!", "?", "…")  # a quote ending so closed its sentence
PARAGRAPH_BREAK_RE = re.compile(r"\n[ \t]*\n")


def _sentence_start(words: Token | Span) -> int:
    """Return where the sentence holding ``words`` starts, never before their paragraph: the
    tagger may run a paragraph's closing quote on into the next paragraph's first sentence
    ('... from a goal."\n\nDave from Bermondsey rang in.'), but a paragraph starts anew."""
    sent_start = words.sent.start_char
    at = words.idx if isinstance(words, Token) else words.start_char
    breaks = list(PARAGRAPH_BREAK_RE.finditer(doc_text(words.doc), sent_start, at))
    return breaks[-1].end() if breaks else sent_start


def _in_any(start: int, end: int, spans: CharRanges | Sequence[tuple[int, int]]) -> bool:
    """True when one of ``spans`` holds all of ``start``..``end``."""
    if isinstance(spans, CharRanges):
        return spans.holds(start, end)  # by bisection: asked for every word of an article
    return any(a <= start and end <= b for a, b in spans)


def _quote_ranges(quotes: list[QuoteSpan]) -> CharRanges:
    """Return the character ranges of ``quotes``, their marks included: no name inside them
    is anyone's mention."""
    return CharRanges(
        (q.open_at, (q.close_at if q.close_at is not None else q.end) + 1) for q in quotes
    )


SENTENCE_END_RE = re.compile(r"[.!?](?:\s+|$)")
WORD_OR_STOP_RE = re.compile(r"[\w.]")
INITIALS_RE = re.compile(r"(?:[a-z]\.)+")  # "g.k." of "G.K. Barry": no sentence end
# Longer than any abbreviation or run of initials a full stop can close; a longer run of
# letters and stops is read only this far back (and so is no abbreviation).
ABBREVIATION_MAX_CHARS = 40
# Words whose full stop does not end a sentence ("said Rep. Gwen Moore", "Mr. Podesta said").
ABBREVIATIONS = frozenset(
    {
        "mr.", "mrs.", "ms.", "dr.", "prof.", "rev.", "sen.", "rep.", "gov.", "lt.", "gen.",
        "col.", "capt.", "sgt.", "st.", "jr.", "sr.", "inc.", "co.", "corp.", "ltd.", "no.",
        "vs.", "v.", "u.s.", "u.k.", "pres.", "atty.", "supt.", "cmdr.", "adm.", "maj.",
    }
)  # fmt: skip


def _sentence_ends(chunk: str) -> list[int]:
    """Return the offsets just past each sentence end in ``chunk`` ("Mr." and "G.K." are not)."""
    out = []
    for match in SENTENCE_END_RE.finditer(chunk):
        if match.group(0).startswith("."):
            token = _word_ending_at(chunk, match.start() + 1).lower()
            if token in ABBREVIATIONS or INITIALS_RE.fullmatch(token):
                continue
        out.append(match.end())
    return out


def _word_ending_at(text: str, end: int) -> str:
    """Return the run of word characters and full stops that ends at ``end`` ("Mr.",
    "U.S."), read backwards at most :data:`ABBREVIATION_MAX_CHARS`: a search over all the
    text before each full stop made a long paragraph cost time quadratic in its length."""
    start = end
    while (
        start > 0
        and end - start < ABBREVIATION_MAX_CHARS
        and WORD_OR_STOP_RE.match(text, start - 1)
    ):
        start -= 1
    return text[start:end]


def _own_sentence(text: str, head: tuple[int, int]) -> tuple[int, int]:
    """Return the part of ``head`` (the text before a quote) in the quote's own sentence."""
    ends = list(re.finditer(r"[.!?…][\"”’']?\s+", text[head[0] : head[1]]))
    return (head[0] + ends[-1].end(), head[1]) if ends else head


def _sentence_cut_forward(text: str, start: int, end: int) -> int:
    """Return where the first sentence of ``text[start:end]`` ends, else ``end``."""
    ends = _sentence_ends(text[start:end])
    return start + ends[0] if ends else end


def _sentence_cut_backward(text: str, start: int, end: int) -> int:
    """Return where the last sentence of ``text[start:end]`` starts, else ``start``."""
    chunk = text[start:end]
    cuts = [e for e in _sentence_ends(chunk) if e < len(chunk)]
    return start + cuts[-1] if cuts else start


# What may stand before a new sentence's first word after a quote: the full stop outside
# the mark, a line break and a list's bullet or number ("\n- Carragher said:", "\n2. ").
NEXT_SENTENCE_LEAD_RE = re.compile(r"^\s*[.!?…]?\s*(?:[-*•–—]|\d{1,2}[.)])?\s*")
# A clause joined after a quote that may introduce the next one ('Neville said "..." and
# Carragher said "..."').
NEXT_CLAUSE_RE = re.compile(r"\s*[,;]?\s*(?:and|but|while|whereas|before|then)\b", re.IGNORECASE)


def _introduces_next(doc: Doc, quote_text: str, tail: tuple[int, int], nxt: QuoteSpan) -> bool:
    """True when the text after a quote is a new sentence or clause ("and ...") that a colon
    or a speech verb ends at the next quote's opening mark: '"VAR got it right." Jamie
    Carragher said: "It is a disgrace."' and 'Neville said "It was offside" and Carragher
    said "It was onside."' introduce Carragher's quote and say nothing of the first one,
    where '"...," said Carragher, adding: "..."' is both quotes' cue."""
    text = doc_text(doc)
    after = text[tail[0] : tail[1]]
    if text[tail[1] : nxt.open_at].strip():
        return False
    # A new sentence opens with a capital: '"What a game!" said Saka, adding: "..."' is one
    # sentence whose cue is the first quote's too.
    opening = NEXT_SENTENCE_LEAD_RE.sub("", after, count=1)
    closed = (
        quote_text.rstrip().endswith(SENTENCE_CLOSERS)
        or after.lstrip().startswith(SENTENCE_CLOSERS)
    ) and opening[:1].isupper()
    if not (closed or NEXT_CLAUSE_RE.match(after)):
        return False
    # ... and has its own finite cue verb: before a colon ("Carragher said:", "Saka told BBC
    # Sport:"), else as its last word ('and Carragher said "..."')
    span = doc.char_span(tail[0], tail[1], alignment_mode="contract")
    words = [t for t in span or () if not (t.is_space or t.is_punct)]
    cues = [t for t in words if t.lemma_ in CUE_LEMMAS and t.tag_ in FINITE_VERB_TAGS]
    if after.rstrip().endswith(":"):
        return bool(cues)
    return bool(words) and bool(cues) and cues[-1] is words[-1]


def _last_paragraph(q: QuoteSpan) -> int:
    """Return the index of the paragraph quote ``q`` closes in."""
    return q.paragraphs[-1] if q.paragraphs else q.paragraph


def _fills_its_paragraphs(text: str, q: QuoteSpan, paras: list[tuple[int, int]]) -> bool:
    """True when a quote is all there is in its paragraphs: it opens the first and closes
    the last (a quote over several paragraphs may leave the inner ones open)."""
    first, last = paras[q.paragraph], paras[_last_paragraph(q)]
    opens = len(text[first[0] : first[1]]) - len(text[first[0] : first[1]].lstrip())
    body_end = last[0] + len(text[last[0] : last[1]].rstrip())  # not a slice of all before
    closed = q.close_at + 1 if q.close_at is not None else q.end
    return q.open_at == first[0] + opens and closed >= body_end
