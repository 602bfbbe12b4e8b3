"""The football EntityRuler: clubs, people, outlets, bodies, competitions and VAR terms.

It runs before the statistical ``ner`` because the stock model labels "Spurs" PERSON and
"Conte" ORG; entities the ruler sets are kept by ``ner``. Each pattern's ``id`` is the
canonical name, so ``ent.ent_id_`` already says "Tottenham Hotspur" for "Spurs".
"""

from __future__ import annotations

from spacy.language import Language
from spacy.pipeline import EntityRuler

from nlp.football.registers import entity_patterns
from nlp.speakers import load_register


@Language.factory("varometer_football_ruler", default_config={"register_paths": []})
def make_football_ruler(nlp: Language, name: str, register_paths: list[str]) -> EntityRuler:
    ruler = EntityRuler(nlp, name=name, overwrite_ents=True, phrase_matcher_attr=None)
    ruler.add_patterns(entity_patterns(load_register(tuple(register_paths))))
    return ruler
