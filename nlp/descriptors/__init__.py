"""What the text says of a named person, around the name: the descriptors of a mention.

"Tottenham defender Micky van de Ven", "Dan Whitby, the Ravens captain,", "Saka, who plays
for Arsenal,", "Dyche, who managed Everton and Burnley,", "X has been appointed Leicester
City manager": :func:`mention_descriptors` reads the pre-modifiers, appositives, relative
clauses and appointments of one mention into :class:`~nlp.role_words.Descriptor` records,
each with its role, club and whether it is past.

The package, one job per module (each imports only those before it):

``words``     the word lists, tags and bounds the readers look for
``before``    the words before a name: pre-modifiers, a leading appositive
``after``     the words after a name: an appositive, a relative clause
``verbs``     the verb a name hangs on: a post given or held
``mention``   mention_descriptors: the three read in order for one name
"""

from __future__ import annotations

from nlp.descriptors.before import of_role_phrase_at
from nlp.descriptors.mention import mention_descriptors, person_entity_ranges
from nlp.descriptors.words import (
    FINITE_VERB_TAGS,
    PERSON_LABELS,
    RELATIVE_PRONOUNS,
    SUBJECT_DEPS,
)

__all__ = [
    "FINITE_VERB_TAGS",
    "PERSON_LABELS",
    "RELATIVE_PRONOUNS",
    "SUBJECT_DEPS",
    "mention_descriptors",
    "of_role_phrase_at",
    "person_entity_ranges",
]
