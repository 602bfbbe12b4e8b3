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

The package, one job per module (each imports only those before it):

``words``          what the ruler asks of a word: a place word, part of a name, a nation
``article_clubs``  the clubs an article names that no register knows, from how it writes them
``clubs``          clubs beyond the plain matches: spelled out, narrowed, the article's own
``name_patterns``  PERSON patterns for the world register's names and "Erik ten Hag"
``ruler``          FootballRuler and the ``varometer_football_ruler`` factory

Importing this package registers the factory.
"""

from __future__ import annotations

from nlp.entities.article_clubs import article_club_names, written_surnames
from nlp.entities.name_patterns import (
    PARTICLE_NAME_ID,
    WORLD_NAME_ID,
    particle_name_patterns,
    world_name_patterns,
)
from nlp.entities.ruler import FootballRuler, make_football_ruler

__all__ = [
    "PARTICLE_NAME_ID",
    "WORLD_NAME_ID",
    "FootballRuler",
    "article_club_names",
    "make_football_ruler",
    "particle_name_patterns",
    "world_name_patterns",
    "written_surnames",
]
