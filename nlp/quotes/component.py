"""The ``varometer_quotes`` spaCy component: the speech quotes on ``doc._.quotes``.

The only part of the package that needs spaCy; the finder works on plain text.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

import nlp.extensions  # noqa: F401  (doc._.quotes, doc._.quote_spans, span._.quote_info)
from nlp.doc_helpers import doc_text
from nlp.quotes.finder import find_quotes
from nlp.quotes.span import QuoteSpan


def has_own_title(doc: Doc) -> bool:
    """Return whether ``doc``'s article came with a title (front matter, HTML, a feed, a
    record's field): ingest then took it out of the text.

    A plain text's headline line is its title but stays in the text
    (:func:`nlp.ingest.text.headline_line`): that line is still the text's own headline."""
    if not doc._.title:
        return False
    text = doc_text(doc).lstrip()
    end = text.find("\n")
    return text[: end if end >= 0 else len(text)].strip() != doc._.title.strip()


@Language.factory(
    "varometer_quotes",
    requires=["doc._.title"],  # a title of its own makes the text's first line no headline
    assigns=["doc._.quote_spans", "doc._.quotes", "span._.quote_info"],
)
def make_quote_finder(nlp: Language, name: str) -> QuoteFinder:
    return QuoteFinder()


class QuoteFinder:
    """Sets ``doc._.quote_spans`` (all QuoteSpan records) and ``doc._.quotes`` (speech Spans).

    Each speech Span covers the quoted words; ``span._.quote_info`` holds its QuoteSpan.
    """

    def __call__(self, doc: Doc) -> Doc:
        set_quotes(doc, find_quotes(doc.text, has_own_title(doc)))
        return doc


def set_quotes(doc: Doc, found: list[QuoteSpan]) -> None:
    """Set ``doc._.quote_spans`` to ``found`` and ``doc._.quotes`` to a Span per speech quote."""
    doc._.quote_spans = found
    spans = []
    for q in found:
        if q.kind != "speech":
            continue
        span = doc.char_span(q.start, q.end, alignment_mode="expand")
        if span is None:
            continue
        span._.quote_info = q
        spans.append(span)
    doc._.quotes = spans
