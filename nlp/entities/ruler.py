"""The ``varometer_football_ruler`` component: register entities set on a Doc, fast.

:class:`FootballRuler` matches the register's patterns (and :mod:`nlp.entities.name_patterns`'
PERSON patterns), chooses among the matches as spaCy's ``EntityRuler`` does, then reads the
clubs beyond them (:mod:`nlp.entities.clubs`, :mod:`nlp.entities.article_clubs`) and sets
``doc.ents``.
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokens import Doc, Span

from nlp.doc_helpers import CALENDAR_WORDS, load_register
from nlp.entities.article_clubs import article_club_names, written_surnames
from nlp.entities.clubs import article_clubs, narrowed, place_words_of_spelled_out, spelled_out
from nlp.entities.name_patterns import (
    LOWER,
    ORTH,
    PARTICLE_NAME_ID,
    WORLD_NAME_ID,
    particle_name_patterns,
    surname_subjects,
    world_name_patterns,
)
from nlp.football import constants as C
from nlp.football.registers import Register, entity_patterns
from nlp.role_words import SPELLED_OUT_CLUBS_KEY

# Entities only football text has: a club, a competition, the VAR.
FOOTBALL_TEXT_LABELS = frozenset({C.LABEL_CLUB, C.LABEL_COMPETITION, C.LABEL_VAR_TERM})


class FootballRuler:
    """Sets register entities on a Doc from ``{"label", "pattern", "id"}`` token patterns."""

    def __init__(
        self,
        nlp: Language,
        patterns: list[dict[str, Any]],
        register: Register | None = None,
        *,
        surnames: bool = False,
    ) -> None:
        self.register = register
        self.surnames = surnames  # tag the world register's surnames standing as subjects
        vocab = nlp.vocab
        self._matchers: list[Any] = [
            PhraseMatcher(vocab, attr=ORTH),
            PhraseMatcher(vocab, attr=LOWER),
            Matcher(vocab),
        ]
        self._info: dict[int, tuple[str, str, int]] = {}  # match key -> (label, id, rank)
        rank = {label: i for i, label in enumerate(C.LABEL_PRECEDENCE)}
        for pattern in patterns:
            label, ident, tokens = pattern["label"], pattern.get("id", ""), pattern["pattern"]
            key = f"{label}\x00{ident}"
            self._info[vocab.strings.add(key)] = (label, ident, rank.get(label, len(rank)))
            attrs = {attr for token in tokens for attr in token}
            if attrs == {ORTH}:
                self._matchers[0].add(key, [Doc(vocab, words=[t[ORTH] for t in tokens])])
            elif attrs == {LOWER}:
                self._matchers[1].add(key, [Doc(vocab, words=[t[LOWER] for t in tokens])])
            else:
                self._matchers[2].add(key, [tokens])

    def __call__(self, doc: Doc) -> Doc:
        matches = {m for matcher in self._matchers if len(matcher) for m in matcher(doc)}
        # Longest first, then leftmost, then the label that LABEL_PRECEDENCE puts first.
        ordered = sorted(matches, key=lambda m: (m[1] - m[2], m[1], self._info[m[0]][2]))
        taken: set[int] = set()
        spans = []
        for key, start, end in ordered:
            if any(i in taken for i in range(start, end)):
                continue
            label, ident, _ = self._info[key]
            if ident == PARTICLE_NAME_ID:
                if not self._opens_a_name(doc, start):
                    continue
                ident = ""  # a name no register knows: no canonical id
            elif ident == WORLD_NAME_ID:
                ident = ""  # a real person's name, resolved as the model's names are
            spans.append(Span(doc, start, end, label=label, span_id=ident))
            taken.update(range(start, end))
        if spans:
            spans = spelled_out(doc, spans, taken, self.register)
            spans = narrowed(doc, spans, self.register)
        # Then the clubs no register knows. A word clubs end with ("Town", "Rovers") left
        # on its own by the register is that article club's last word after a place word
        # no register knows.
        generic = {
            s.start
            for s in spans
            if len(s) == 1
            and s.text.lower() in C.CLUB_SUFFIX_WORDS
            and s.id_.startswith(C.AMBIGUOUS_ID_PREFIX)
        }
        free = taken - generic
        surnames = written_surnames(doc)
        names = article_club_names(doc, free, self.register, surnames)
        names.update(place_words_of_spelled_out(doc, names, surnames, self.register))
        if names:
            found = article_clubs(doc, free, names)
            covered = {i for span in found for i in range(span.start, span.end)}
            spans = [s for s in spans if s.start not in covered] + found
            taken |= covered
            known = doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}
            doc.user_data[SPELLED_OUT_CLUBS_KEY] = {**names, **known}
        if self.surnames and any(s.label_ in FOOTBALL_TEXT_LABELS for s in spans):
            # only in football text: "Pope" or "Rice" alone is a footballer only there
            alone = surname_subjects(doc, taken, self.register)
            spans += alone
            taken.update(s.start for s in alone)
        if not spans:
            return doc
        kept = [e for e in doc.ents if not any(i in taken for i in range(e.start, e.end))]
        doc.ents = sorted(kept + spans, key=lambda span: span.start)
        return doc

    def _opens_a_name(self, doc: Doc, start: int) -> bool:
        """True when the word at ``start`` may be a first name: not a day, a month, a club
        or a place's last word ("On Saturday ten Hag", "from Ajax ten Hag", "At Old Trafford
        ten Hag's side"), not right after a preposition or another capitalised word."""
        first = doc[start]
        if first.lower_ in CALENDAR_WORDS:
            return False
        if self.register is not None and (
            self.register.club(first.text) is not None or self.register.body(first.text)
        ):
            return False
        if start == 0:
            return True
        before = doc[start - 1]
        return before.pos_ not in ("ADP", "SCONJ") and not (
            before.is_title and not before.is_sent_start and before.pos_ == "PROPN"
        )


@Language.factory(
    "varometer_football_ruler",
    default_config={"register_paths": [], "world_register": True},
    # patterns with a part of speech ("Erik ten Hag") and sentence starts (a club's place word)
    requires=["token.pos", "token.is_sent_start"],
    assigns=["doc.ents", "token.ent_type", "token.ent_iob", "token.ent_id"],
)
def make_football_ruler(
    nlp: Language, name: str, register_paths: list[str], world_register: bool = True
) -> FootballRuler:
    register = load_register(tuple(register_paths))
    world = world_name_patterns(nlp, register) if world_register else []
    return FootballRuler(
        nlp,
        [*entity_patterns(register), *particle_name_patterns(), *world],
        register,
        surnames=world_register,
    )
