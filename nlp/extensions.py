"""Every custom attribute varometer puts on spaCy's Doc and Span, registered in one place.

Each component says which of these it reads and writes (``requires`` and ``assigns`` on its
``@Language.factory``); this module only declares them, all with a default of None, so that
any module may read one before the component that sets it has run. Importing it registers
them; the modules that read or write them import it.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span

DOC_EXTENSIONS = {
    # set by nlp.pipeline from the Article before the pipeline runs
    "published": "the article's ISO publication date, as precise as the input",
    "byline": "the one author the article's metadata names",
    "title": "the article's headline",
    # varometer_quotes and varometer_interviews
    "quote_spans": "every QuoteSpan found (speech, scare quotes, headline repeats)",
    "quotes": "a Span per speech quote, in text order",
    "turns": "an interview's question and answer turns",
    # varometer_speakers
    "people": "the article's people table (nlp.speakers.table.PeopleTable)",
    "author": "who speaks a column's first-person quotes",
    # varometer_reported (only with reported speech on)
    "reported": "a Span per piece of reported speech, attributed like the quotes",
}
SPAN_EXTENSIONS = {
    # on each quote Span: varometer_quotes
    "quote_info": "the quote's QuoteSpan",
    # varometer_speakers
    "speaker": "the canonical speaker, or None",
    "speaker_mention": "the words that named the speaker",
    "cue": "the lemma of the speech verb",
    "attribution": "the Attribution: rule, resolver, kind, club",
    # varometer_roles
    "role": "the capacity in which the speaker speaks",
    "club": "the speaker's club",
}


def register_extensions() -> None:
    """Register every attribute above that is not yet registered (idempotent)."""
    for name in DOC_EXTENSIONS:
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=None)
    for name in SPAN_EXTENSIONS:
        if not Span.has_extension(name):
            Span.set_extension(name, default=None)


register_extensions()
