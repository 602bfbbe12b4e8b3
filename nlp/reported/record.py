"""One piece of reported speech as found, and the checks and builders every cue shares.

:mod:`nlp.reported.detect` reads verbs and "according to", :mod:`nlp.reported.phrases`
reporting nouns and set phrases; both return :class:`ReportedSpeech` records built here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spacy.tokens import Token

from nlp.quotes import QuoteSpan
from nlp.reported import cues as C
from nlp.reported import mention


@dataclass
class ReportedSpeech:
    """One piece of reported speech: its content, cue and source, as character offsets.

    ``via`` is how the source stands to the cue: ``subject`` (of the cue verb, borrowed from
    the verb it is coordinated with, or the noun a relative clause hangs on),
    ``according-to`` or ``possessor`` (of a reporting noun). ``frame`` is ``negated``,
    ``hedged`` or None.
    """

    kind: str
    start: int
    end: int
    cue_start: int
    cue_end: int
    cue_lemma: str
    cue_i: int
    source_start: int
    source_end: int
    source_i: int
    via: str
    frame: str | None = None
    # The direct quotes a mixed quote holds, when they are taken into it (see
    # ``nlp.config.MIXED_ABSORBS_DIRECT``): they are its fragments, no quotes of their own.
    absorbed: list[QuoteSpan] = field(default_factory=list)

    @property
    def negated(self) -> bool:
        return self.frame == "negated"


def reports(cue: Token) -> bool:
    """True when ``cue`` reports something said: not a question, a modal or future, a
    passive, an imperative, or an infinitive of something yet to be said."""
    sent = cue.sent
    if sent.text.rstrip().rstrip("\"'”’)").endswith("?"):
        return False
    children = list(cue.children)
    if any(c.dep_ in ("aux", "auxpass") and c.lower_ in C.MODAL_WORDS for c in children):
        return False
    if any(c.dep_ in ("auxpass", "nsubjpass", "csubjpass") for c in children):
        return False  # "it is said that ...", "Conte is said to be furious"
    if cue.dep_ == "xcomp":
        head = cue.head
        wants_to_know = cue.lemma_ == "know" and head.lemma_ == "want"
        if (
            head.lemma_.lower() not in C.XCOMP_CUE_HEADS
            and head.lower_ not in C.XCOMP_CUE_ADJECTIVES
            and not wants_to_know
        ):
            return False
        if any(c.dep_ == "aux" and c.lower_ in C.MODAL_WORDS for c in head.children):
            return False
    # not "a fuming Conte" (an adjective), nor "Say what you like ..." (an imperative)
    return not (cue.dep_ == "amod" or cue.tag_ == "VB" and cue.i == cue.sent.start)


def built(
    span: tuple[int, int], cue: Token, last: Token, source: Token, frame: str | None
) -> ReportedSpeech:
    """Return the report of ``span`` whose cue runs from ``cue`` to ``last`` and whose
    source is the subject ``source``."""
    return ReportedSpeech(
        kind="indirect",
        start=span[0],
        end=span[1],
        cue_start=cue.idx,
        cue_end=last.idx + len(last),
        cue_lemma=last.lemma_.lower(),
        cue_i=cue.i,
        source_start=mention.phrase_start(source),
        source_end=mention.phrase_end(source),
        source_i=source.i,
        via="subject",
        frame=frame,
    )


def subject_report(
    verb: Token, span: tuple[int, int] | None, word: Token, frame: str | None = None
) -> ReportedSpeech | None:
    """Return the report of ``span`` whose cue is ``verb`` (to ``word``, "offered ...
    promise") and whose source is the verb's subject; negated by "no", "not" or "neither"
    (else ``frame``, else the noun's own)."""
    if span is None or not reports(verb):
        return None
    source = mention.source_of(verb)
    if source is None:
        return None
    negated = (
        any(c.dep_ == "neg" for c in verb.children)
        or any(c.lower_ == "no" for c in word.children)
        or any(c.lower_ == "neither" for c in source.children)
    )
    lemma = word.lemma_.lower()
    # "expressed the hope that ..." is hedged, as "his hope that ..." is
    frame = "negated" if negated else frame or noun_frame(lemma)
    return built(span, verb, word, source, frame)


def noun_frame(lemma: str) -> str | None:
    """Return a reporting noun's own frame: "negated" for a denial, "hedged" for a hope or a
    suggestion, else None."""
    return "negated" if lemma in C.DENIAL_NOUNS else "hedged" if lemma in C.HEDGE_NOUNS else None
