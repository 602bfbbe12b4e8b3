"""Football knowledge: registers of clubs, people, outlets, bodies, competitions and VAR terms.

See :mod:`nlp.football.registers` for the loader and ``data/README.md`` for the file formats.
"""

from nlp.football.registers import (
    Body,
    Club,
    Competition,
    Outlet,
    Person,
    Register,
    add_entity_ruler,
    entity_patterns,
    name_key,
)

__all__ = [
    "Body",
    "Club",
    "Competition",
    "Outlet",
    "Person",
    "Register",
    "add_entity_ruler",
    "entity_patterns",
    "name_key",
]
