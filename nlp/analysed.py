"""An article with its quotes, as a run reports it: the per-article JSON lines of
``analyse --json`` and ``speakers --json`` (their shape is documented in the README), and
the articles ``analyse`` stored, read back in that same shape.

One place for the fields that name an article, so the two commands' lines join on them.
Library code: a script reads a database's analyses, or writes the same lines, from here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from nlp.config import REPORTED_SPEECH

if TYPE_CHECKING:
    from nlp.models import Article, Quote
    from nlp.store import Store


def article_fields(article: Any) -> dict[str, Any]:
    """The fields that name an article in every per-article JSON line (``analyse --json``,
    ``speakers --json``)."""
    return {
        "article_id": article.id,
        "title": article.title,
        "published": article.published,
        "source": article.source,
    }


def article_json(article: Any, quotes: Any) -> dict[str, Any]:
    """The stable per-article JSON shape of ``analyse --json`` (documented in the README)."""
    return {**article_fields(article), "quotes": [q.to_dict() for q in quotes]}


def speakers_json(article: Any, quotes: Any, evidence: int) -> dict[str, Any]:
    """The per-article JSON shape of ``speakers --json``: each speaker's stance with up to
    ``evidence`` quotes behind it (an article without quotes has no speakers)."""
    from nlp.aggregate import speaker_json, speaker_stances

    return {
        **article_fields(article),
        # Which input file: an untitled file's id (a hash) names nothing, and two
        # identical files share one id.
        "path": article.path or None,
        "speakers": [speaker_json(a, evidence) for a in speaker_stances(quotes)],
    }


def stored_copy(
    store: Store, article: Article, quotes: Any, reported: bool = REPORTED_SPEECH
) -> tuple[Article, Any]:
    """For an input ``analyse`` found stored already (a duplicate): the stored article and its
    stored quotes when it was analysed, so that every input article still gives its line;
    else ``article`` and ``quotes`` as they came. A run without ``reported`` speech shows
    the direct quotes of an analysis stored with it, as its own analysis would have."""
    from nlp.versions import done_versions

    stored_id = store.find_duplicate(article)
    if stored_id is not None and store.is_analysed(stored_id, done_versions(reported, False)):
        stored = store.quotes_for(stored_id)
        if not reported:
            stored = [q for q in stored if q.kind == "direct"]
        return store.get_article(stored_id), stored
    return article, quotes


class StoredAnalyses:
    """The articles ``analyse`` stored in ``store``, each with its stored quotes, in the
    store's order. Articles ingested but never analysed (or whose analysis failed) are left
    out, as no quotes is no answer for them; ``waiting`` counts them."""

    def __init__(self, store: Store) -> None:
        self.store = store
        frame = store.articles_frame()
        self.ids = set(frame.loc[frame["analysis_version"].notna(), "id"])
        self.waiting = len(frame) - len(self.ids)

    def __iter__(self) -> Iterator[tuple[Article, list[Quote]]]:
        for article in self.store.articles():
            if article.id in self.ids:
                yield article, self.store.quotes_for(article.id)
