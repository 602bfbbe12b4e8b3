"""The football entity ruler: clubs, people, outlets, bodies, competitions and VAR terms.

It runs before the statistical ``ner`` because the stock model labels "Spurs" PERSON and
"Conte" ORG; entities the ruler sets are kept by ``ner``. Each pattern's ``id`` is the
canonical name, so ``ent.ent_id_`` already says "Tottenham Hotspur" for "Spurs".

The patterns are :func:`nlp.football.registers.entity_patterns`, the same an ``EntityRuler``
takes. spaCy's ruler runs token patterns through its ``Matcher``, which tries every pattern at
every token; with over a thousand names that costs a third of the whole pipeline. Here the
patterns made of one attribute throughout (all ``ORTH`` or all ``LOWER``, nearly all of them)
go to two ``PhraseMatcher`` tries and only the mixed ones to a ``Matcher``. Matches are then
chosen as the ``EntityRuler`` chooses them: longest first, then leftmost, never overlapping,
and they replace the entities already set where they overlap.
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokens import Doc, Span

from nlp.football import constants as C
from nlp.football.registers import entity_patterns
from nlp.speakers import load_register

ORTH, LOWER = "ORTH", "LOWER"


class FootballRuler:
    """Sets register entities on a Doc from ``{"label", "pattern", "id"}`` token patterns."""

    def __init__(self, nlp: Language, patterns: list[dict[str, Any]]) -> None:
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
            spans.append(Span(doc, start, end, label=label, span_id=ident))
            taken.update(range(start, end))
        if not spans:
            return doc
        kept = [e for e in doc.ents if not any(i in taken for i in range(e.start, e.end))]
        doc.ents = sorted(kept + spans, key=lambda span: span.start)
        return doc


@Language.factory("varometer_football_ruler", default_config={"register_paths": []})
def make_football_ruler(nlp: Language, name: str, register_paths: list[str]) -> FootballRuler:
    return FootballRuler(nlp, entity_patterns(load_register(tuple(register_paths))))
