"""The speakers component's one object per pipeline, over one register.

It holds the register, the world register and the resolve layer built from them
(:class:`~nlp.speakers.resolve.Resolver`), and reads each article's people table
(:mod:`nlp.speakers.prepare`). The sieve's rules (:mod:`nlp.sieve.rules`) call the finders
of this package directly (``turns``, ``signatures``, ``cues``, ``context``) with its
``resolver``; every finder finds the words that name the speaker and hands them to the
resolver, which turns them into a person or organisation.
"""

from __future__ import annotations

from spacy.tokens import Doc

from nlp.football.registers import Register
from nlp.football.world import World
from nlp.quotes import QuoteSpan
from nlp.speakers import cues
from nlp.speakers.mentions import Attribution
from nlp.speakers.prepare import prepare
from nlp.speakers.resolve import Resolver
from nlp.speakers.table import PeopleTable
from nlp.tokens import CharRanges

Segment = tuple[int, int]


class SpeakerAttributor:
    """The register, the world register and the resolver the sieve's rules use."""

    def __init__(self, register: Register, world: World | None = None):
        self.register = register
        # The world register (real people's dated posts): only to judge whether a person no
        # register knows fits a description ("the Brighton striker" after "Danny Welbeck").
        self.world = world
        self.resolver = Resolver(register, world)

    def prepare(self, doc: Doc) -> PeopleTable:
        """Build the article's people table that every rule reads; set ``doc._.people``."""
        return prepare(self.resolver, doc)

    def _according_to(
        self, doc: Doc, table: PeopleTable, segment: Segment, ranges: CharRanges, q: QuoteSpan
    ) -> Attribution | None:
        # Rules outside the sieve (reported speech) read an "according to X" phrase through
        # this door, as the sieve's ``according-to`` rule reads it.
        return cues.according_to(self.resolver, doc, table, segment, ranges, q)
