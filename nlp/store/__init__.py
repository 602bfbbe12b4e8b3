"""The embedded store: one SQLite file holding articles, quotes, speakers and runs.

Why SQLite: users run varometer weekly on a laptop or a server with no database to manage;
one file they can copy, query with ``sqlite3`` or open in datasette.

Guarantees the rest of the system relies on:

* writing one article and its analysis is one transaction, so a run killed half-way leaves
  every article either fully stored or absent;
* re-ingesting the same content adds nothing (same ``id``, or same text under another id);
* ``pending()`` lists what a killed ``analyse`` run did not finish, so the next call resumes.

The package, one job per module (each imports only those before it). :class:`Store` is one
class made of the parts below, so callers see one object:

``schema``       the migrations, one per schema version (data that only grows)
``rows``         articles and quotes as rows; content hash, speaker key, time stamps
``identity``     when two texts are one article: versions, outlets, pages and summaries
``connection``   opening the file, refusing a foreign one, upgrading, transactions
``runs``         the record of each run and what it skipped; RunStats
``admission``    which stored article an incoming one is (duplicate, edit, summary, new)
``writing``      adding and replacing articles, writing an analysis's quotes and speakers
``resume``       what is left to analyse, and the failures later runs skip
``reading``      stored articles and quotes, counts, a speaker's post in other articles
``export``       the quotes and articles frames, and CSV, Parquet and JSON Lines exports
``database``     Store: all of the above in one class

This module is the public API: ``from nlp.store import Store`` and the names below.
"""

from __future__ import annotations

from nlp.store.connection import DEFAULT_DB, StoreError, require_database
from nlp.store.database import Store
from nlp.store.export import EXPORT_FORMATS
from nlp.store.rows import content_hash
from nlp.store.runs import RunStats
from nlp.store.schema import MIGRATIONS, SCHEMA_VERSION, _split_sql

__all__ = [
    "DEFAULT_DB",
    "EXPORT_FORMATS",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "RunStats",
    "Store",
    "StoreError",
    "_split_sql",
    "content_hash",
    "require_database",
]
