"""The article's people table: who the article names, in text order, with canonical names.

A :class:`PeopleTable` holds the article's mentions of people and organisations outside
quotes (:class:`~nlp.speakers.mentions.Mention`) and answers the questions every rule asks
of them: who is named in a stretch of text, which mentions are clubs, which person's gender
is known. It is filled once per article: the names by :func:`nlp.speakers.people.people_table`
(the model's entities, then the surnames it did not tag, then short names joined to full
ones), the descriptions, supporters and genders by :func:`nlp.speakers.prepare.prepare`.
"""

from __future__ import annotations

from bisect import bisect_left

from spacy.tokens import Doc, Span

from nlp.football.constants import LABEL_CLUB
from nlp.football.registers import Register, name_key, surname_of
from nlp.speakers.mentions import Mention, _mention_start
from nlp.speakers.sentences import _sentence_start
from nlp.speakers.syntax import _is_subject


class PeopleTable:
    """The people and organisations an article mentions, in order, with canonical names."""

    def __init__(self, doc: Doc, register: Register):
        self.doc = doc
        self.register = register
        self.mentions: list[Mention] = []  # in order of start (``add``)
        # (end, full name) of each name written out in full, in text order: what a bare
        # surname or first name later in the article may stand for.
        self.written_out: list[tuple[int, str]] = []
        self.gender: dict[str, str] = {}  # canonical person -> "m" or "f", where known
        # the gender a first name suggests ("Helen"), where no word of the text tells it: a
        # tie-breaker between people, never a reason to leave a pronoun unresolved
        self.name_gender: dict[str, str] = {}

    def add(self, mention: Mention) -> None:
        """Insert a mention found after the entities (a description), keeping text order."""
        at = len(self.mentions)
        while at > 0 and self.mentions[at - 1].start > mention.start:
            at -= 1
        self.mentions.insert(at, mention)

    def put_person(self, span: Span, canonical: str, covering: list[Mention]) -> None:
        """Add ``span`` as a mention of the person ``canonical`` in place of the ``covering``
        mentions the model made of its words (an organisation, a place)."""
        for m in covering:
            self.mentions.remove(m)
        self.add(
            Mention(
                start=span.start_char,
                end=span.end_char,
                text=span.text,
                canonical=canonical,
                kind="person",
                label="PERSON",
                is_subject=_is_subject(span),
                sent_start=_sentence_start(span[0]),
            )
        )

    def person_compatible(self, canonical: str, gender: str | None, by_name: bool = False) -> bool:
        """False only when the person's known gender contradicts ``gender`` (with
        ``by_name``, the gender their first name suggests counts as known)."""
        known = self.gender.get(canonical) or (self.name_gender.get(canonical) if by_name else None)
        return gender is None or known is None or known == gender

    def people(self) -> list[str]:
        """Return each canonical person once, in order of first mention."""
        seen: dict[str, None] = {}
        for m in self.mentions:
            if m.kind == "person":
                seen.setdefault(m.canonical, None)
        return list(seen)

    def in_range(self, start: int, end: int, weak: bool = False) -> list[Mention]:
        """Return the mentions inside [start, end); weak organisations only when asked."""
        first = bisect_left(self.mentions, start, key=_mention_start)  # in order of start
        last = bisect_left(self.mentions, end, key=_mention_start)
        return [m for m in self.mentions[first:last] if m.end <= end and (weak or not m.weak)]

    def is_club(self, m: Mention) -> bool:
        """True when mention ``m`` names a club: tagged so, or an organisation a register
        knows as one."""
        return m.label == LABEL_CLUB or (m.kind == "org" and self.register.club(m.text) is not None)

    def clubs(self) -> list[str]:
        """Return the article's clubs, most mentioned first."""
        counts: dict[str, int] = {}
        for m in self.mentions:
            if self.is_club(m):
                counts[m.canonical] = counts.get(m.canonical, 0) + 1
        return sorted(counts, key=lambda c: -counts[c])

    # -- the full names the article writes out, for the shorter names after them --------

    def written_out_before(self, surname: str, position: int) -> str | None:
        """Return the full name of ``surname`` (a name key) written out last before
        ``position``, or None when none is yet."""
        names = [
            full
            for end, full in self.written_out
            if end <= position and name_key(full.split()[-1]) == surname
        ]
        return names[-1] if names else None

    def first_named_before(self, first_name: str, position: int) -> str | None:
        """Return the full name beginning with ``first_name`` (a name key) written out
        before ``position``, or None when none is yet."""
        names = [
            full
            for end, full in self.written_out
            if end <= position and name_key(full.split()[0]) == first_name
        ]
        return names[-1] if names else None

    def particle_surname_before(self, words: tuple[str, ...], position: int) -> str | None:
        """Return the full name ending in the surname ``words`` (name keys) written out last
        before ``position``, or None when none is yet."""
        names = [
            full
            for end, full in self.written_out
            if end <= position and tuple(name_key(surname_of(full)).split()) == words
        ]
        return names[-1] if names else None
