"""Very long articles are analysed in segments (issue 43): where a text is cut, and that the
quotes come back on the whole article with its offsets and paragraph numbers."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from nlp.models import Article, Quote
from nlp.pipeline import extract_quotes
from nlp.segments import cut_points, in_segments, split

PARAGRAPH = (
    "The home side were furious after the review. “It was never a penalty, not in a million "
    "years,” said Declan Frew. The visitors saw it differently."
)


def _article(text: str, ident: str = "long") -> Article:
    return Article(id=ident, text=text, published="2025-10-04")


def test_a_text_within_the_limit_is_not_cut() -> None:
    assert cut_points("a" * 500, limit=500) == []
    article = _article(PARAGRAPH)
    assert split(article, limit=10_000) == [(article, split(article, limit=10_000)[0][1])]
    assert split(article, limit=10_000)[0][0] is article


def test_cuts_fall_at_blank_lines_and_every_segment_keeps_within_the_limit() -> None:
    text = "\n\n".join([PARAGRAPH] * 40)
    cuts = cut_points(text, limit=1_000)
    bounds = [0, *cuts, len(text)]
    assert all(0 < b - a <= 1_000 for a, b in zip(bounds, bounds[1:], strict=False))
    assert all(text[c - 2 : c] == "\n\n" for c in cuts)


def test_one_long_paragraph_is_cut_at_a_sentence_end_outside_the_quotes() -> None:
    text = " ".join([PARAGRAPH] * 40)  # no blank line: the one-line worst case
    cuts = cut_points(text, limit=1_000)
    assert cuts
    for c in cuts:
        assert text[c - 2 : c] == ". ", text[c - 40 : c + 10]
        # The marks before the cut are closed: as many opened as closed.
        assert text[:c].count("“") == text[:c].count("”")


def test_a_text_without_spaces_is_still_cut() -> None:
    assert cut_points("x" * 2_500, limit=1_000) == [1_000, 2_000]


def test_quotes_of_a_long_article_come_back_on_the_whole_text(pipeline) -> None:
    text = "\n\n".join(f"Round {k}. {PARAGRAPH}" for k in range(30))
    article = _article(text)
    whole = next(extract_quotes([article], pipeline, segment_chars=10**9))[1]
    found, quotes = next(extract_quotes([article], pipeline, segment_chars=1_500))
    assert found is article
    assert len(cut_points(text, 1_500)) >= 3
    assert [(q.start, q.end, q.paragraph) for q in quotes] == [
        (q.start, q.end, q.paragraph) for q in whole
    ]
    assert all(text[q.start : q.end] == q.text for q in quotes)
    assert {q.speaker for q in quotes} == {"Declan Frew"}


def _fake(timing_out: str) -> object:
    """An analysis that finds one quote per piece and times out on pieces holding
    ``timing_out``."""

    def analyse(pieces: Iterable[Article], timed_out) -> Iterator[tuple[Article, list[Quote]]]:
        for piece in pieces:
            if timing_out in piece.text:
                timed_out(piece, 1.0)
                continue
            yield piece, [Quote(text=piece.text[:3], start=0, end=3)]

    return analyse


def test_a_segment_past_its_time_limit_fails_its_whole_article_once() -> None:
    long = _article("\n\n".join(["aaaa " * 50, "BOOM " * 50, "cccc " * 50]), "long")
    after = _article("dddd " * 10, "after")
    heard: list[str] = []
    out = list(
        in_segments([long, after], _fake("BOOM"), lambda a, s: heard.append(a.id), limit=260)
    )
    assert heard == ["long"]
    # The article after it keeps its own quotes only: nothing of the failed one leaks.
    assert [(a.id, [q.start for q in qs]) for a, qs in out] == [("after", [0])]


def test_segments_quotes_are_placed_at_their_offsets() -> None:
    long = _article("\n\n".join(["aaaa " * 50, "bbbb " * 50, "cccc " * 50]), "long")
    [(article, quotes)] = list(in_segments([long], _fake("never"), limit=260))
    assert article is long
    assert [long.text[q.start : q.end] for q in quotes] == ["aaa", "bbb", "ccc"]
    assert [q.paragraph for q in quotes] == [0, 1, 2]
