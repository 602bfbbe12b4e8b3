"""The resolve layer: the words that name a speaker, turned into a person or organisation.

A rule of the sieve finds *where* a quote's speaker is named: a cue's subject, the words
after a dash, an "according to" phrase. Those words hold candidates
(:meth:`Resolver.candidates`): a mention of the people table ("Conte", already canonical),
a pronoun ("he") or a description ("the Spurs boss"). :meth:`Resolver.resolve` turns the
one a rule picks into the speaker: a mention is its canonical name, a pronoun the person it
refers to (:mod:`nlp.speakers.pronouns`), a description the person it fits
(:mod:`nlp.speakers.referents`), and records how (``Attribution.resolver``).
"""

from __future__ import annotations

from collections.abc import Mapping

from spacy.tokens import Doc, Span, Token

from nlp.doc_helpers import CALENDAR_WORDS, doc_text
from nlp.football.registers import Register, name_key
from nlp.football.world import World
from nlp.speakers.descriptions import club_in, description_at
from nlp.speakers.lexicon import TITLE_WORDS
from nlp.speakers.mentions import Attribution, Candidate, Mention, mention_resolver
from nlp.speakers.names import _looks_like_org, _name_words_text
from nlp.speakers.pronouns import antecedent
from nlp.speakers.referents import description_referent
from nlp.speakers.syntax import _is_cue
from nlp.speakers.table import PeopleTable

# Pronouns that can be a cue's subject; object forms ("him", "her") never speak.
PRONOUNS = frozenset({"he", "she", "they"})
# The dependencies by which the parser hangs a name's other words on its last ("Donald" on
# "Trump").
NAME_PART_DEPS = frozenset({"compound", "flat"})
# Entity types the stock model gives to names that are not speakers ("Brexit" is an EVENT).
NOT_SPEAKER_ENT_TYPES = frozenset({"GPE", "LOC", "EVENT", "DATE", "TIME", "LAW", "NORP"})


class Resolver:
    """Resolves mentions for one register (and the world register, which dates the posts
    of people no register knows); the sieve's rules reach it through
    ``SpeakerAttributor.resolver``."""

    def __init__(self, register: Register, world: World | None = None):
        self.register = register
        self.world = world

    def referent(self, doc: Doc, table: PeopleTable, phrase: str, position: int) -> Mention | None:
        """Return the person the description ``phrase`` at ``position`` refers to."""
        return description_referent(self.register, self.world, doc, table, phrase, position)

    def antecedent(
        self, doc: Doc, table: PeopleTable, position: int, pronoun: str | None
    ) -> Mention | None:
        """Return the person a pronoun at ``position`` refers to (or, with no pronoun, the
        person the text is about there)."""
        return antecedent(doc, table, position, pronoun)

    def description_at(self, doc: Doc, token: Token) -> Span | None:
        """Return the description ("the Gulls boss") ``token`` heads, else None."""
        return description_at(self.register, doc, token)

    def club_in(self, phrase: str, spelled_out: Mapping[str, str]) -> str | None:
        """Return the club ``phrase`` names, else None."""
        return club_in(self.register, phrase, spelled_out)

    def resolve(
        self,
        doc: Doc,
        table: PeopleTable,
        candidate: Candidate,
        cue: Token | None,
    ) -> Attribution | None:
        """Return the attribution to ``candidate`` (see :meth:`candidates`), ``cue`` the
        speech verb it is the subject of, if any: a mention is its canonical person or
        organisation, a pronoun its antecedent, a description its referent; no one (but the
        words) when a pronoun or description refers to no one."""
        start, end, kind, payload = candidate
        lemma = cue.lemma_ if cue is not None else None
        if kind == "mention":
            m = payload
            assert isinstance(m, Mention)
            resolver = mention_resolver(m, doc_text(doc))
            return Attribution(m.canonical, m.text, lemma, "cue", m.kind, m.club, resolver=resolver)
        surface = doc_text(doc)[start:end]
        if kind == "pronoun":
            found = self.antecedent(doc, table, start, surface)
        else:
            found = self.referent(doc, table, surface, start)
        if found is None:
            return Attribution(None, surface, lemma, "cue")
        # an unnamed supporter's club is on the mention ("a Chelsea fan ... he said")
        return Attribution(
            found.canonical, surface, lemma, "cue", found.kind, found.club, resolver=kind
        )

    def candidates(self, doc: Doc, table: PeopleTable, start: int, end: int) -> list[Candidate]:
        """Return (start, end, kind, payload) speaker candidates inside text[start:end]."""
        out: list[Candidate] = []
        found = table.in_range(start, end, weak=True)
        for m in found:
            if m.label == "OUTLET":
                continue
            if m.weak and any(
                o is not m and not o.weak and o.start <= m.start and m.end <= o.end for o in found
            ):
                continue  # "Wales" inside "the Wales forward"
            out.append((m.start, m.end, "mention", m))
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is not None:
            for t in span:
                if t.lower_ in PRONOUNS and t.pos_ == "PRON":
                    out.append((t.idx, t.idx + len(t), "pronoun", t))
        if span is not None:
            for t in span:
                phrase_span = self.description_at(doc, t)
                if phrase_span is None or any(c[0] <= t.idx < c[1] for c in out):
                    continue
                a, b = phrase_span.start_char, phrase_span.end_char
                out.append((a, b, "description", doc_text(doc)[a:b]))
        return sorted(out)

    def unrecognised_name(
        self, doc: Doc, table: PeopleTable, subject: Token, cue: Token | None
    ) -> Attribution | None:
        """Return the proper name heading a cue's subject that the model did not tag ("Trump
        told ..."), through the article's full names ("Trump" -> "Donald Trump")."""
        if subject.pos_ != "PROPN":
            return None
        misread_name = subject.ent_type_ == "DATE" and subject.lower_ not in CALENDAR_WORDS
        if subject.ent_type_ in NOT_SPEAKER_ENT_TYPES and not misread_name:
            return None
        words = [t for t in subject.lefts if t.dep_ in NAME_PART_DEPS and t.pos_ == "PROPN"]
        words = [t for t in words if t.lower_.rstrip(".") not in TITLE_WORDS]
        name = _name_words_text(doc, [*words, subject])
        if not name[:1].isupper():
            return None
        lemma = cue.lemma_ if cue is not None and _is_cue(cue) else None
        return self.name_attribution(table, name, lemma, "cue")

    def name_attribution(
        self, table: PeopleTable, name: str, lemma: str | None, method: str
    ) -> Attribution:
        """Return the attribution to a name the model did not tag: the article's full name
        with its surname ("Trump" -> "Donald Trump"), else the register's, else the name."""
        key = name_key(name.split()[-1])
        full = next(
            (m.canonical for m in table.mentions if m.kind == "person" and m.canonical != name
             and name_key(m.canonical.split()[-1]) == key),
            None,
        )  # fmt: skip
        person = self.register.person(name)
        canonical = full or (person.name if person is not None else name)
        kind = "org" if _looks_like_org(canonical) else "person"
        # how the untagged name became the speaker: the article's full name, the register's
        resolver = "surname" if full else "register" if person is not None else "name"
        return Attribution(canonical, name, lemma, method, kind, resolver=resolver)
