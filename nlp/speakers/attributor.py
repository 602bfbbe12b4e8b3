"""What the attribution sieve's rules call: one object per pipeline, over one register.

The rules in :mod:`nlp.sieve` each look at one quote and call one finder here, by the
words they read (a cue verb, a dash, a colon, an interview's label...). Each method is a
thin door onto the module that does the work, so that the sieve reads as the order of
attribution and the finders stay small:

============================  ====================================================
``prepare``                   :mod:`nlp.speakers.prepare` (the article's people table)
``_turn_speaker`` ...         :mod:`nlp.speakers.turns` (interviews, "NAME:" labels)
``_dash_signature`` ...       :mod:`nlp.speakers.signatures` (dashes, "Those were the
                              words of X", verbless tails)
``_from_cue`` ...             :mod:`nlp.speakers.cues` (speech verbs and their subjects,
                              "according to", chants, colons)
``_continues`` ...            :mod:`nlp.speakers.context` (the quote before, the
                              sentence before)
``_description_referent``     :mod:`nlp.speakers.referents` (through the resolver)
============================  ====================================================

Every finder finds the words that name the speaker and hands them to the resolve layer
(:class:`~nlp.speakers.resolve.Resolver`), which turns them into a person or organisation.
"""

from __future__ import annotations

from spacy.tokens import Doc

from nlp.football.registers import Register
from nlp.football.world import World
from nlp.quotes import QuoteSpan
from nlp.speakers import context, cues, signatures, turns
from nlp.speakers.mentions import Attribution, Mention
from nlp.speakers.prepare import prepare
from nlp.speakers.resolve import Resolver
from nlp.speakers.table import PeopleTable
from nlp.tokens import CharRanges

Segment = tuple[int, int]


class SpeakerAttributor:
    """The finders the sieve's rules call, for one register (and the world register)."""

    def __init__(self, register: Register, world: World | None = None):
        self.register = register
        # The world register (real people's dated posts): only to judge whether a person no
        # register knows fits a description ("the Brighton striker" after "Danny Welbeck").
        self.world = world
        self.resolver = Resolver(register, world)

    def prepare(self, doc: Doc) -> PeopleTable:
        """Build the article's people table that every rule reads; set ``doc._.people``."""
        return prepare(self.resolver, doc)

    # -- the rules' finders, in the order the sieve first asks them ------------------------
    def _turn_speaker(self, doc: Doc, table: PeopleTable, q: QuoteSpan) -> Attribution:
        return turns.turn_speaker(self.resolver, doc, table, q)

    def _labelled_person(self, table: PeopleTable, label: str) -> Mention | None:
        return turns.labelled_person(table, label)

    def _dash_signature(
        self, doc: Doc, table: PeopleTable, tail: Segment, q: QuoteSpan
    ) -> Attribution | None:
        return signatures.dash_signature(self.resolver, doc, table, tail)

    def _cataphoric(
        self, doc: Doc, table: PeopleTable, tail: Segment, q: QuoteSpan
    ) -> Attribution | None:
        return signatures.cataphoric(self.resolver, doc, table, tail)

    def _next_paragraph_opening(
        self,
        text: str,
        q: QuoteSpan,
        tail: Segment,
        nxt: QuoteSpan | None,
        paras: list[Segment],
    ) -> Segment | None:
        return signatures.next_paragraph_opening(text, q, tail, nxt, paras)

    def _from_cue(
        self, doc: Doc, table: PeopleTable, segment: Segment, ranges: CharRanges, q: QuoteSpan
    ) -> Attribution | None:
        return cues.from_cue(self.resolver, doc, table, segment, ranges, q)

    def _according_to(
        self, doc: Doc, table: PeopleTable, segment: Segment, ranges: CharRanges, q: QuoteSpan
    ) -> Attribution | None:
        return cues.according_to(self.resolver, doc, table, segment, ranges, q)

    def _crowd_chant(self, doc: Doc, segment: Segment, q: QuoteSpan) -> Attribution | None:
        return cues.crowd_chant(self.resolver, doc, segment, q)

    def _verbless_tail(
        self, doc: Doc, table: PeopleTable, tail: Segment, ranges: CharRanges, q: QuoteSpan
    ) -> Attribution | None:
        return signatures.verbless_tail(doc, table, tail, q)

    def _colon_subject(
        self, doc: Doc, table: PeopleTable, head: Segment, q: QuoteSpan
    ) -> Attribution | None:
        return cues.colon_subject(self.resolver, doc, table, head, q)

    def _signature_line(
        self, doc: Doc, table: PeopleTable, q: QuoteSpan, paras: list[Segment]
    ) -> Attribution | None:
        return signatures.signature_line(self.resolver, doc, table, q, paras)

    def _continues(self, text: str, table: PeopleTable, prev: QuoteSpan, q: QuoteSpan) -> bool:
        return context.continues(text, table, prev, q)

    def _salient_before(
        self,
        doc: Doc,
        table: PeopleTable,
        position: int,
        previous: tuple[QuoteSpan, Attribution] | None,
        max_back: int,
        paras: list[Segment],
    ) -> Mention | None:
        return context.salient_before(self.resolver, doc, table, position, max_back, paras)

    def _description_referent(
        self, doc: Doc, table: PeopleTable, phrase: str, position: int
    ) -> Mention | None:
        return self.resolver.referent(doc, table, phrase, position)

    # -- what the sieve asks to cut a quote's surroundings ---------------------------------
    def _speaker_before(
        self, doc: Doc, table: PeopleTable, head: Segment, ranges: CharRanges, q: QuoteSpan
    ) -> bool:
        return context.speaker_before(self.resolver, doc, table, head, ranges, q)

    def _goes_on_from(
        self,
        text: str,
        table: PeopleTable,
        previous: tuple[QuoteSpan, Attribution] | None,
        q: QuoteSpan,
    ) -> bool:
        return context.goes_on_from(text, table, previous, q)
