"""PERSON patterns beside the register's: the world register's real names, and names with
a particle ("Erik ten Hag") no register lists.

Their matches carry an id of their own (:data:`WORLD_NAME_ID`, :data:`PARTICLE_NAME_ID`),
which the ruler reads and drops: such a name gets no canonical id, as if the model had
tagged it, and the speaker rules resolve it as any name.
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language

from nlp.football import constants as C
from nlp.football.registers import Register, fold_accents

# The token attributes a pattern matches words by: as written, or lowercased.
ORTH, LOWER = "ORTH", "LOWER"

WORLD_NAME_ID = "world-name"  # the id of world_name_patterns' matches
# The small model misses many real names in running text ("... to book Wilfried Zaha for
# diving"), and a person never tagged is no one a pronoun can refer to. Full names of two
# words or more only: a surname alone is the speaker rules' business, in context.
WORLD_NAME_MIN_WORDS = 2


def world_name_patterns(nlp: Language, register: Register) -> list[dict[str, Any]]:
    """Return PERSON patterns for the full names (and aliases of two words or more) of the
    world register's people (:mod:`nlp.football.world`), as written and with diacritics
    folded. A match is a person's name and no more: it gets no canonical id, as if the
    model had tagged it, so the speaker rules resolve it as any name (a user's register
    first). Names a user's register lists are left to its own patterns."""
    from nlp.football.known import shipped_world

    patterns = []
    seen: set[str] = set()
    for person in shipped_world().people:
        for name in person.names:
            for form in dict.fromkeys((name, fold_accents(name))):
                if len(form.split()) < WORLD_NAME_MIN_WORDS or form in seen:
                    continue
                if register.person(form):
                    continue
                words = [t.text for t in nlp.make_doc(form)]  # "Heung-min": three tokens
                seen.add(form)
                patterns.append(
                    {
                        "label": C.LABEL_PERSON,
                        "id": WORLD_NAME_ID,
                        "pattern": [{ORTH: w} for w in words],
                    }
                )
    return patterns


PARTICLE_NAME_ID = "particle-name"  # the id of particle_name_patterns' matches


def particle_name_patterns() -> list[dict[str, Any]]:
    """Return PERSON patterns for a capitalised first name, a lowercase name particle
    (:data:`~nlp.football.constants.NAME_PARTICLES`, perhaps with a second one) and a
    capitalised surname: "Erik ten Hag", "Rafael van der Vaart". Registered names win
    over them, being as long and listed first."""
    return [
        {
            "label": C.LABEL_PERSON,
            "id": PARTICLE_NAME_ID,
            "pattern": [
                # "Marc-André ter Stegen": a hyphenated first name's first part
                {"IS_TITLE": True, "IS_ALPHA": True, "SPACY": False, "OP": "?"},
                {"ORTH": "-", "SPACY": False, "OP": "?"},
                {"IS_TITLE": True, "IS_ALPHA": True, "POS": "PROPN"},
                {"LOWER": {"IN": list(C.NAME_PARTICLES)}, "IS_LOWER": True},
                {"LOWER": {"IN": list(C.NAME_SECOND_PARTICLES)}, "IS_LOWER": True, "OP": "?"},
                {"IS_TITLE": True, "IS_ALPHA": True},
            ],
        }
    ]
