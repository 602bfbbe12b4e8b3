"""Direct quotations: where they are in the text, found from the quote marks alone.

The finder works on characters, paragraph by paragraph, so one unbalanced mark costs at
most the paragraph it sits in (textacy's ``direct_quotations`` gives up on the whole
document). It returns spans of the quoted words, marks excluded, and classifies each as
speech, a headline that repeats a body quote, or scare quotes that are nobody's speech.

The ``varometer_quotes`` spaCy component puts the speech quotes on ``doc._.quotes``; it is
registered when this package is imported.

The package, one job per module (each imports only those before it):

``marks``        one mark's role: opening, closing, or an apostrophe
``cue_words``    the words that make a quoted phrase speech, and their windows
``span``         QuoteSpan, the record of one quotation
``pairs``        pairing marks within a paragraph, double and single
``classify``     speech, a headline or pull quote repeating a body quote, or scare quotes
``finder``       find_quotes: paragraph by paragraph, quotes over several joined
``component``    the ``varometer_quotes`` spaCy component

This module is the public API: the names below are importable from ``nlp.quotes``.
"""

from __future__ import annotations

from nlp.quotes.classify import is_title_line
from nlp.quotes.component import has_own_title, set_quotes
from nlp.quotes.finder import find_quotes, speech_quotes
from nlp.quotes.span import QuoteSpan

__all__ = [
    "QuoteSpan",
    "find_quotes",
    "has_own_title",
    "is_title_line",
    "set_quotes",
    "speech_quotes",
]
