"""Very long articles are analysed in segments of up to 50 KB, cut between paragraphs.

spaCy's tagger, parser and entity recogniser, and the rules after them, cost more per KB on
one very long Doc than on several short ones (memory, not a rule: a 1 MB text took about
1.4x the CPU per KB of a 100 KB one). A news article is a few KB; only live blogs, dumps
of a whole season's text in one record or hostile input reach :data:`SEGMENT_CHARS`. Such a
text is cut into segments, each analysed as an article of its own, and their quotes are put
back on the article: offsets and paragraph numbers shifted to the whole text, so nothing
downstream can tell. Segments also let several workers share one long article
(``analyse --workers``).

What a segment cannot see: a person named in full only in an earlier segment is known there
by the world register or a user's register, not by the earlier mention; a quote whose
speaker is named only across the cut is not attributed. Cuts are placed where that is least
likely: at a blank line, else at a sentence end with the quote marks closed, else at a space.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace

from nlp.models import Article, Quote

# Characters per segment at most: a news article is well under it, a segment costs about the
# CPU per KB of a 10 KB article, and a 1 MB text makes 20 segments to share among workers
# (`benchmarks/length.py --workers 2`: 1 MB in under 50 s of wall time on 2 cores, against
# 60 to 66 s with 100 KB segments).
SEGMENT_CHARS = 50_000
_BLANK_LINE_RE = re.compile(r"\n[ \t]*\n\s*")
_SENTENCE_END_RE = re.compile(r"[.!?][\"'”’»]?\s+(?=[\"'“‘«]?[A-Z0-9])")
_SPACE_RE = re.compile(r"\s+")


def cut_points(text: str, limit: int = SEGMENT_CHARS) -> list[int]:
    """Return the offsets where ``text`` is cut into segments of at most ``limit``
    characters (none for a text within the limit)."""
    cuts: list[int] = []
    start = 0
    while len(text) - start > limit:
        # The cut is looked for in the second half of the segment's span: none is tiny.
        cut = _cut_in(text, start, start + limit // 2, start + limit)
        cuts.append(cut)
        start = cut
    return cuts


def _cut_in(text: str, start: int, lo: int, hi: int) -> int:
    """Return where to cut the segment from ``start`` between ``lo`` and ``hi``: after the
    last blank line, else after the last sentence end outside every quote the quote finder
    sees, else after the last space, else at ``hi``."""
    window = text[lo:hi]
    blank = _last(_BLANK_LINE_RE, window)
    if blank is not None:
        return lo + blank
    from nlp.quotes import find_quotes  # only for a paragraph this long: rare

    # A quote left open (no closing mark) runs to its end, as the finder reads it.
    inside = [
        (q.open_at + start, max(q.close_at or 0, q.end) + start)
        for q in find_quotes(text[start:hi])
    ]
    for end in reversed([lo + m.end() for m in _SENTENCE_END_RE.finditer(window)]):
        if not any(a < end <= b for a, b in inside):
            return end
    space = _last(_SPACE_RE, window)
    return lo + space if space else hi


def _last(pattern: re.Pattern[str], window: str) -> int | None:
    ends = [m.end() for m in pattern.finditer(window)]
    return ends[-1] if ends else None


@dataclass(frozen=True)
class Segment:
    """One piece of a long article: where it starts, and its paragraph count before it."""

    article: Article
    index: int
    of: int
    start: int
    paragraphs_before: int


def split(article: Article, limit: int = SEGMENT_CHARS) -> list[tuple[Article, Segment]]:
    """Return ``article``'s segments as articles of their own, each with its place; an
    article within ``limit`` is its own single segment, unchanged."""
    cuts = cut_points(article.text, limit)
    if not cuts:
        return [(article, Segment(article, 0, 1, 0, 0))]
    from nlp.doc_helpers import paragraphs  # the quote finder's paragraphs: numbers agree

    starts = [p for p, _ in paragraphs(article.text)]
    bounds = [0, *cuts, len(article.text)]
    out = []
    for k, (a, b) in enumerate(zip(bounds, bounds[1:], strict=False)):
        # A cut inside a paragraph leaves its first part to the segment before: the piece
        # here continues that paragraph, so it keeps its number.
        before = bisect.bisect_left(starts, a)
        if a and before and a not in starts:
            before -= 1
        piece = replace(article, id=f"{article.id}#{k + 1}", text=article.text[a:b])
        out.append((piece, Segment(article, k, len(bounds) - 1, a, before)))
    return out


# The offsets reported speech has beside its own start and end (nlp.reported).
REPORTED_OFFSETS = ("cue_start", "cue_end", "source_start", "source_end")


def placed(quote: Quote, segment: Segment) -> Quote:
    """Return ``quote`` of a segment with its offsets and paragraph in the whole article."""
    if not segment.start and not segment.paragraphs_before:
        return quote
    return replace(
        quote,
        start=quote.start + segment.start,
        end=quote.end + segment.start,
        paragraph=quote.paragraph + segment.paragraphs_before,
        # reported speech's cue and source offsets (None for a direct quote)
        **{
            name: getattr(quote, name) + segment.start
            for name in REPORTED_OFFSETS
            if getattr(quote, name) is not None
        },
    )


# What an analysis calls for an article it gave up on, with the limit it ran past (seconds).
OnTimeout = Callable[[Article, float], None]
Analyse = Callable[[Iterable[Article], OnTimeout | None], Iterator[tuple[Article, list[Quote]]]]


def in_segments(
    articles: Iterable[Article],
    analyse: Analyse,
    on_timeout: OnTimeout | None = None,
    limit: int = SEGMENT_CHARS,
) -> Iterator[tuple[Article, list[Quote]]]:
    """Yield each article with its quotes, as ``analyse`` gives them, the long articles
    analysed in segments (:func:`split`) and put back together.

    ``analyse(articles, on_timeout)`` must yield its articles in input order (every
    analysis path of varometer does). A segment that runs past its time limit fails its
    whole article: ``on_timeout`` hears of the article once and none of its quotes are kept.
    """
    places: dict[int, Segment] = {}

    def pieces() -> Iterator[Article]:
        for article in articles:
            for piece, segment in split(article, limit):
                places[id(piece)] = segment
                yield piece

    # Held, not just their ids: an id is only unique while its object lives.
    failed: dict[int, Article] = {}

    def timed_out(piece: Article, seconds: float) -> None:
        article = places.pop(id(piece)).article
        if id(article) not in failed:
            failed[id(article)] = article
            if on_timeout is not None:
                on_timeout(article, seconds)

    gathered: list[Quote] = []
    for piece, quotes in analyse(pieces(), timed_out):
        segment = places.pop(id(piece))
        if segment.index == 0:
            gathered = []
        if id(segment.article) in failed:
            continue
        if segment.of == 1:
            yield segment.article, quotes
            continue
        gathered += [placed(q, segment) for q in quotes]
        if segment.index == segment.of - 1:
            yield segment.article, gathered
            gathered = []
