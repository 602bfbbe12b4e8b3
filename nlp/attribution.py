"""The ``varometer_speakers`` component: who said each quote of a Doc.

It builds the article's people table (:func:`nlp.speakers.prepare.prepare`), then
runs the attribution sieve (:mod:`nlp.sieve`) over the speech quotes in text order, each
knowing the one before it, and sets ``span._.speaker``, ``span._.speaker_mention``,
``span._.cue`` and ``span._.attribution`` (with the rule and the resolver) on each quote Span.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

import nlp.extensions  # noqa: F401  (the span._ and doc._ attributes below)
from nlp.config import ANONYMOUS_SPEAKERS
from nlp.doc_helpers import doc_paragraphs, load_register
from nlp.football.known import shipped_world
from nlp.quotes import QuoteSpan
from nlp.sieve import QuoteContext, attribute
from nlp.speakers.attributor import SpeakerAttributor
from nlp.speakers.lexicon import PRONOUN_GENDER
from nlp.speakers.mentions import Attribution
from nlp.speakers.sentences import _quote_ranges


class SpeakerComponent:
    """The ``varometer_speakers`` component: builds the article's people table, then runs
    the sieve over its speech quotes in text order, each knowing the one before it."""

    def __init__(self, attributor: SpeakerAttributor):
        self.attributor = attributor

    def __call__(self, doc: Doc) -> Doc:
        table = self.attributor.prepare(doc)
        quote_spans: list[QuoteSpan] = doc._.quote_spans or []
        ranges = _quote_ranges(quote_spans)
        speech = [q for q in quote_spans if q.kind == "speech"]
        paras = doc_paragraphs(doc)
        previous: tuple[QuoteSpan, Attribution] | None = None
        by_start = {span._.quote_info.start: span for span in doc._.quotes or []}
        for index, q in enumerate(speech):
            nxt = speech[index + 1] if index + 1 < len(speech) else None
            ctx = QuoteContext(self.attributor, doc, table, q, previous, nxt, ranges, paras)
            attribution = attribute(ctx)
            span = by_start.get(q.start)
            if span is not None:
                span._.speaker = attribution.speaker
                span._.speaker_mention = attribution.mention
                span._.cue = attribution.cue
                span._.attribution = attribution
            if attribution.mention and attribution.speaker and attribution.kind == "person":
                gender = PRONOUN_GENDER.get(attribution.mention.lower())
                # unnamed fans are many people: "One man ... he said", then "a woman ...
                # she said"; a "he" names no gender for the next
                if gender and attribution.speaker not in ANONYMOUS_SPEAKERS:
                    table.gender.setdefault(attribution.speaker, gender)
            previous = (q, attribution)
        return doc


@Language.factory(
    "varometer_speakers",
    default_config={"register_paths": [], "world_register": True},
    requires=[
        "doc._.quote_spans",
        "doc._.quotes",
        "span._.quote_info",
        "doc._.turns",
        "doc._.published",  # "the 54-year-old", a post that held on the day
        "doc._.byline",  # a column's "I"
        "doc._.title",
        "doc.ents",
        "token.ent_type",
        "token.ent_iob",
        "token.ent_id",
        "token.tag",
        "token.pos",
        "token.dep",
        "token.head",
        "token.lemma",
        "doc.sents",
    ],
    assigns=[
        "span._.speaker",
        "span._.speaker_mention",
        "span._.cue",
        "span._.attribution",
        "doc._.people",
        "doc._.author",
    ],
)
def make_speaker_attributor(
    nlp: Language, name: str, register_paths: list[str], world_register: bool
) -> SpeakerComponent:
    world = shipped_world() if world_register else None
    return SpeakerComponent(SpeakerAttributor(load_register(tuple(register_paths)), world))
