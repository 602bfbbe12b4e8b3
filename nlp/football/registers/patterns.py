"""The register as spaCy entity patterns: one token pattern per name, for an EntityRuler.

:func:`entity_patterns` writes every name of a :class:`~nlp.football.registers.Register`
(and its accent-folded, unhyphenated variants) as a ``{"label", "pattern", "id"}`` pattern;
:func:`add_entity_ruler` puts them in a pipeline. The football ruler
(:mod:`nlp.entities`) reads the same patterns.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from nlp.football import constants as C
from nlp.football.registers.keys import fold_accents, name_key
from nlp.football.registers.records import _unique
from nlp.football.registers.register import Register, _surname_forms

if TYPE_CHECKING:  # pragma: no cover - typing only
    from spacy.language import Language
    from spacy.pipeline import EntityRuler


@lru_cache(maxsize=1)
def _blank_tokenizer() -> Callable[[str], Any]:
    """Return the English tokenizer of a blank spaCy pipeline (same rules as en_core_web_sm)."""
    import spacy

    return spacy.blank("en").tokenizer


def _variants(surface: str) -> tuple[str, ...]:
    """Return the surface, its accent-folded form and both with hyphens read as spaces."""
    forms = _unique((surface, fold_accents(surface)))
    return _unique((*forms, *(" ".join(f.replace("-", " ").split()) for f in forms)))


def _is_acronym(word: str) -> bool:
    letters = [ch for ch in word if ch.isalpha()]
    return len(letters) >= 2 and all(ch.isupper() for ch in letters)


class _PatternBuilder:
    """Collects token patterns, one label and id per pattern (see LABEL_PRECEDENCE)."""

    def __init__(self, tokenize: Callable[[str], Any]) -> None:
        self._tokenize = tokenize
        self._rank = {label: i for i, label in enumerate(C.LABEL_PRECEDENCE)}
        self._patterns: dict[str, dict[str, Any]] = {}

    def add(
        self,
        label: str,
        surface: str,
        ident: str,
        *,
        exact: bool,
        keep_article: bool = False,
        acronyms_exact: bool = True,
    ) -> None:
        """Add patterns for ``surface`` and its variants.

        One-word names and ``exact`` ones match case-sensitively (ORTH); others by LOWER,
        with all-capital tokens ("FA", "UEFA") still ORTH when ``acronyms_exact``. A leading
        "the" is dropped unless ``keep_article``, in which case it matches in any case.
        """
        for variant in _variants(surface):
            words = [t.text for t in self._tokenize(variant)]
            if not keep_article and len(words) > 1 and words[0].lower() == C.LEADING_ARTICLE:
                words = words[1:]
            if not words:
                continue
            as_orth = exact or len(words) == 1
            pattern: list[dict[str, str]] = []
            for i, word in enumerate(words):
                if i == 0 and len(words) > 1 and word.lower() == C.LEADING_ARTICLE:
                    pattern.append({"LOWER": word.lower()})
                elif as_orth or (acronyms_exact and _is_acronym(word)):
                    pattern.append({"ORTH": word})
                else:
                    pattern.append({"LOWER": word.lower()})
            key = json.dumps(pattern, ensure_ascii=False)
            old = self._patterns.get(key)
            if old is None or self._rank[label] < self._rank[old["label"]]:
                self._patterns[key] = {"label": label, "pattern": pattern, "id": ident}

    def patterns(self) -> list[dict[str, Any]]:
        return list(self._patterns.values())


def entity_patterns(register: Register, nlp: Language | None = None) -> list[dict[str, Any]]:
    """Return spaCy EntityRuler token patterns for every name in ``register``.

    Each pattern is ``{"label", "pattern", "id"}`` with labels CLUB, PERSON, OUTLET, BODY,
    COMPETITION and VAR_TERM, and ``id`` the canonical name (a VAR term's id is the term as
    listed). An ambiguous club alias ("City", "United") gets the id ``"ambiguous:" + key``;
    resolve it with :meth:`Register.club_candidates`. Patterns never include a possessive:
    spaCy splits "Tottenham's" into "Tottenham" + "'s" and "Spurs'" into "Spurs" + "'".
    Names are tokenised with ``nlp``'s tokenizer (default: a blank English one).
    """
    builder = _PatternBuilder(nlp.tokenizer if nlp is not None else _blank_tokenizer())

    for club in register.clubs:
        nicknames = {name_key(n) for n in club.nicknames}
        for surface in club.names:
            key = name_key(surface)
            resolved = register.club(surface)
            if resolved is None:
                if not register.club_candidates(surface):
                    continue
                ident = C.AMBIGUOUS_ID_PREFIX + key
            else:
                ident = resolved.name
            exact = (
                resolved is None
                or key in nicknames
                or key in C.GENERIC_CLUB_KEYS
                or key in C.EXACT_CASE_CLUB_KEYS
            )
            builder.add(C.LABEL_CLUB, surface, ident, exact=exact)

    for person in register.people:
        for surface in person.names:
            resolved = register.person(surface)
            if resolved is not None:
                builder.add(C.LABEL_PERSON, surface, resolved.name, exact=False)
        for surface in _surname_forms(person):
            key = name_key(surface)
            if key in C.SURNAME_PATTERN_STOPLIST or register.surname_owner(surface) is not person:
                continue
            builder.add(C.LABEL_PERSON, surface, person.name, exact=True)

    for outlet in register.outlets:
        for surface in outlet.names:
            if register.outlet(surface) is outlet:
                builder.add(C.LABEL_OUTLET, surface, outlet.name, exact=True, keep_article=True)
    for body in register.bodies:
        for surface in body.names:
            if register.body(surface) is body:
                builder.add(C.LABEL_BODY, surface, body.name, exact=False)
    for competition in register.competitions:
        for surface in competition.names:
            if register.competition(surface) is competition:
                builder.add(C.LABEL_COMPETITION, surface, competition.name, exact=False)
    for term in register.var_terms:
        builder.add(C.LABEL_VAR_TERM, term, term, exact=False, acronyms_exact=False)

    return builder.patterns()


def add_entity_ruler(
    nlp: Language,
    register: Register | None = None,
    *,
    name: str = "football_ruler",
    before: str = "ner",
) -> EntityRuler:
    """Add an EntityRuler with :func:`entity_patterns` to ``nlp`` and return it.

    It goes before ``before`` when the pipeline has that component, else at the end.
    """
    register = register if register is not None else Register.load()
    where = {"before": before} if before in nlp.pipe_names else {}
    ruler = nlp.add_pipe("entity_ruler", name=name, **where)
    ruler.add_patterns(entity_patterns(register, nlp))
    return ruler
