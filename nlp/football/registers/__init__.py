"""Football registers: clubs, people, outlets, bodies, competitions, demonyms and VAR terms.

The built-in tables live in ``nlp/football/data`` (read with :mod:`importlib.resources`, so
they travel inside the package). Users add their own league with a ``clubs.csv`` and/or a
``people.csv`` in the same format (see ``data/README.md``) through :meth:`Register.load`.

Every lookup goes through :func:`name_key`, so case, accents, a leading "the", a possessive
ending and punctuation never matter: ``"the Gulls'"``, ``"Gulls"`` and ``"GULLS"`` are one key.

The package, one job per module (each imports only those before it):

``keys``       name_key, fold_accents, surname_of: how names are compared
``records``    Club, Person, Outlet, Body, Competition: what a register holds
``tables``     reading the built-in CSV tables and a user's clubs and people files
``register``   Register: the tables merged, and every lookup by name
``patterns``   the register as spaCy EntityRuler patterns

This module is the public API: every public name above is importable from it.
"""

from __future__ import annotations

from nlp.football.registers.keys import fold_accents, name_key, surname_of
from nlp.football.registers.patterns import add_entity_ruler, entity_patterns
from nlp.football.registers.records import Body, Club, Competition, Outlet, Person
from nlp.football.registers.register import Register
from nlp.football.registers.tables import UNCLOSED_QUOTE, BuiltinTables, builtin_tables

__all__ = [
    "UNCLOSED_QUOTE",
    "Body",
    "BuiltinTables",
    "Club",
    "Competition",
    "Outlet",
    "Person",
    "Register",
    "add_entity_ruler",
    "builtin_tables",
    "entity_patterns",
    "fold_accents",
    "name_key",
    "surname_of",
]
