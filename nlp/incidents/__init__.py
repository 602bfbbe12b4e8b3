"""VAR incidents: find them in articles and tie the articles of several outlets to one key.

Rules, not a model: the same handful of phrases ("ruled out for offside", "upgraded to a red",
"overturned on review") carry nearly every incident report, and rules explain themselves when
they are wrong. Three steps:

1. :func:`detect` reads one article: its match (front-matter ``home``/``away``, else a score
   line or "X v Y" in the headline or lead), and every *mention* of a VAR decision -- a
   sentence matching one of :data:`TYPE_PATTERNS` -- with the clubs, venue, minute, month and
   players around it.
2. :func:`group` turns articles that report a match's decision into :class:`Incident` records:
   same clubs, played within :data:`WINDOW_DAYS` of each other (the match day front matter or
   a named weekday gives, else the day published) and a compatible type and minute make one
   incident, keyed ``"2025-08-23 Harbourside Athletic v Ravensmoor United,
   offside, 78'"``. Mentions elsewhere (a feature in February recalling August) are linked to
   an earlier incident when enough clues agree (clubs, venue, players, type, month, minute).
3. :func:`assign_quotes` gives each about-VAR quote the incident of the nearest mention
   before it (or inside it), else the article's own incident.

:func:`attach_incidents` runs all three over a quotes frame; :func:`evaluate` scores the
grouping against gold incident ids.

The package, one job per module (each imports only those before it):

``kinds``        the incident types, their patterns, and which types can be one decision
``dates``        match days, weekdays and months named; the days users and keys give
``minutes``      the minute a sentence names, and when two minutes are one moment
``records``      Mention, ArticleIncidents, Incident, Grouping
``names``        the register's clubs, players and grounds as regexes
``matches``      which match an article reports, which side was at home, the women's game
``detection``    step 1: one article's match and mentions; grounds a corpus teaches
``links``        a recollection's clues, scored against earlier incidents
``grouping``     step 2: first-hand reports become incidents, then recollections link
``assign``       step 3: each quote's incident, and the incident columns of a quotes frame
``evaluation``   the grouping scored against gold incident ids

This module is the public API: the names below are importable from ``nlp.incidents``.
"""

from __future__ import annotations

from nlp.incidents.assign import assign_quotes, attach_incidents, meta_of
from nlp.incidents.dates import WINDOW_DAYS, as_date, incident_day, named_day, parse_day
from nlp.incidents.detection import detect
from nlp.incidents.evaluation import evaluate
from nlp.incidents.grouping import group
from nlp.incidents.kinds import TYPE_PATTERNS, stated_kinds
from nlp.incidents.matches import find_match
from nlp.incidents.minutes import find_minute
from nlp.incidents.names import Names
from nlp.incidents.records import Grouping, Incident

__all__ = [
    "TYPE_PATTERNS",
    "WINDOW_DAYS",
    "Grouping",
    "Incident",
    "Names",
    "as_date",
    "assign_quotes",
    "attach_incidents",
    "detect",
    "evaluate",
    "find_match",
    "find_minute",
    "group",
    "incident_day",
    "meta_of",
    "named_day",
    "parse_day",
    "stated_kinds",
]
