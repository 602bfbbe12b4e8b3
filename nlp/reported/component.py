"""The ``varometer_reported`` spaCy component and the quote records it adds.

It runs last, after ``varometer_roles``, so every direct quote is final before it starts
and nothing it does can change one. For each piece of reported speech the detector finds
(:func:`nlp.reported.detect.find_reported`) it

1. makes a :class:`ReportedQuoteSpan` of the content (a QuoteSpan with ``reported`` set),
2. runs the attribution sieve on it (:func:`nlp.sieve.attribute`), where the
   ``reported.*`` rules resolve its source through the same helpers as a direct quote's,
3. gives it a role and a club with the same ``varometer_roles`` component, in a pass that
   sees the direct quotes too but leaves their values as they were,

and puts the content Spans on ``doc._.reported``. :func:`reported_quotes` turns them into
:class:`nlp.models.Quote` records of kind ``indirect`` or ``mixed``. The component is in the
pipeline only when reported speech is asked for (``nlp.pipeline.build_pipeline``).
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc, Span

import nlp.extensions  # noqa: F401  (doc._.reported and the span._ attributes)
from nlp.config import MIXED_ABSORBS_DIRECT, context_before
from nlp.doc_helpers import doc_paragraphs
from nlp.models import Quote
from nlp.quotes import QuoteSpan
from nlp.reported.detect import find_reported
from nlp.reported.record import ReportedSpeech
from nlp.sieve import QuoteContext, attribute
from nlp.speakers.sentences import _quote_ranges


@dataclass
class ReportedQuoteSpan(QuoteSpan):
    """A QuoteSpan for reported speech: the cue, source and kind behind a content with no
    marks. A subclass, so the quote finder's own record stays as it is; the sieve's
    ``reported.*`` rules read ``reported`` (``nlp.reported.source.reported_of``)."""

    reported: ReportedSpeech | None = None


# What the role pass may change on a Span, and so what is put back on every direct quote.
ROLE_FIELDS = ("speaker", "role", "club")


class ReportedSpeechFinder:
    """Sets ``doc._.reported``: a Span per piece of reported speech, attributed like the
    direct quotes on ``doc._.quotes`` (``speaker``, ``speaker_mention``, ``cue``,
    ``attribution``, ``role``, ``club``; ``quote_info`` is its QuoteSpan)."""

    def __init__(self, nlp: Language, absorb: bool = MIXED_ABSORBS_DIRECT):
        self.speakers = nlp.get_pipe("varometer_speakers")
        self.roles = nlp.get_pipe("varometer_roles")
        self.absorb = absorb

    def __call__(self, doc: Doc) -> Doc:
        quote_spans: list[QuoteSpan] = doc._.quote_spans or []
        found = find_reported(doc, quote_spans, self.absorb)
        doc._.reported = []
        if not found or doc._.people is None:
            return doc
        table = doc._.people
        ranges = _quote_ranges(quote_spans)
        paras = doc_paragraphs(doc)
        spans: list[Span] = []
        for r in found:
            span = doc.char_span(r.start, r.end, alignment_mode="expand")
            if span is None:
                continue
            q = _quote_span(r, paras)
            ctx = QuoteContext(self.speakers.attributor, doc, table, q, None, None, ranges, paras)
            attribution = attribute(ctx)
            span._.quote_info = q
            span._.speaker = attribution.speaker
            span._.speaker_mention = attribution.mention
            span._.cue = attribution.cue
            span._.attribution = attribution
            spans.append(span)
        self._assign_roles(doc, spans)
        doc._.reported = spans
        # A mixed quote's fragments stay direct quotes too, exactly as without reported
        # speech; the reports count the mixed quote alone (nlp.reports.frame.without_fragments)
        return doc

    def _assign_roles(self, doc: Doc, spans: list[Span]) -> None:
        """Give ``spans`` their roles and clubs with the roles component, which reads every
        quote of the Doc; the direct quotes keep exactly what they had."""
        direct = list(doc._.quotes or [])
        kept = [
            (
                span,
                tuple(getattr(span._, name) for name in ROLE_FIELDS),
                span._.attribution.resolver if span._.attribution is not None else None,
            )
            for span in direct
        ]
        doc._.quotes = direct + spans
        try:
            self.roles(doc)
        finally:
            doc._.quotes = direct
            for span, values, resolver in kept:
                for name, value in zip(ROLE_FIELDS, values, strict=True):
                    setattr(span._, name, value)
                if span._.attribution is not None:
                    span._.attribution.resolver = resolver


def _quote_span(r: ReportedSpeech, paras: list[tuple[int, int]]) -> ReportedQuoteSpan:
    """Return the QuoteSpan the sieve reads for one piece of reported speech: its content
    as the quoted words, with no marks."""
    paragraph = next((i for i, (a, b) in enumerate(paras) if a <= r.start < b + 1), 0)
    return ReportedQuoteSpan(
        start=r.start,
        end=r.end,
        open_at=r.start,
        close_at=r.end - 1,
        paragraph=paragraph,
        paragraphs=[paragraph],
        mark="",
        reported=r,
    )


@Language.factory(
    "varometer_reported",
    default_config={"absorb": MIXED_ABSORBS_DIRECT},
    requires=["doc._.quote_spans", "doc._.people"],
    assigns=["doc._.reported"],
)
def make_reported_finder(nlp: Language, name: str, absorb: bool) -> ReportedSpeechFinder:
    return ReportedSpeechFinder(nlp, absorb)


def reported_quotes(doc: Doc, text: str) -> list[Quote]:
    """Return the reported speech the component put on ``doc`` as Quote records, in text
    order (``text``: the article's text as written, which the offsets point into)."""
    out = []
    for span in doc._.reported or []:
        q: ReportedQuoteSpan = span._.quote_info
        r: ReportedSpeech = q.reported
        attribution = span._.attribution
        out.append(
            Quote(
                text=text[r.start : r.end],
                start=r.start,
                end=r.end,
                speaker=span._.speaker,
                role=span._.role,
                club=span._.club,
                cue=r.cue_lemma,
                context=context_before(text, r.start),
                speaker_mention=span._.speaker_mention,
                paragraph=q.paragraph,
                rule=attribution.rule if attribution is not None else None,
                resolver=attribution.resolver if attribution is not None else None,
                kind=r.kind,
                cue_start=r.cue_start,
                cue_end=r.cue_end,
                source_start=r.source_start,
                source_end=r.source_end,
                frame=r.frame,
            )
        )
    return out


def without_fragments(quotes: list[Quote]) -> list[Quote]:
    """Return ``quotes`` without the direct quotes that lie inside a mixed one: the mixed
    quote is the one attribution (the reports' frames do the same,
    ``nlp.reports.frame.without_fragments``)."""
    mixed = [(q.start, q.end) for q in quotes if q.kind == "mixed"]
    return [
        q
        for q in quotes
        if q.kind != "direct" or not any(a <= q.start and q.end <= b for a, b in mixed)
    ]


def with_reported(direct: list[Quote], reported: list[Quote]) -> list[Quote]:
    """Return the direct quotes with the reported ones put in text order among them; the
    direct quotes keep their own order."""
    if not reported:
        return direct
    out: list[Quote] = []
    pending = sorted(reported, key=lambda q: q.start)
    for quote in direct:
        while pending and pending[0].start < quote.start:
            out.append(pending.pop(0))
        out.append(quote)
    return out + pending
