"""The :class:`Store`: one object with every part of the database's interface.

Each part is a class of its own module, built on :class:`nlp.store.connection.Connection`;
this one only puts them together, so a caller holds one object and never needs to know
where a method lives.
"""

from __future__ import annotations

from nlp.store.export import Frames
from nlp.store.reading import Reading
from nlp.store.resume import Resume
from nlp.store.runs import Runs


class Store(Frames, Reading, Resume, Runs):
    """A varometer database. Use as a context manager or call ``close()``."""
