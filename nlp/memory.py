"""Cross-article memory: what one stored article says of a speaker tells who he is in another.

"Villa boss Unai Emery" one week tells who "Emery said" is the next. The memory is read from
the stored quotes at analysis time (``Store.remembered_post``), never kept apart, so re-running
or deleting an article keeps it consistent.
"""

from __future__ import annotations

from collections.abc import Sequence

from nlp.config import ANONYMOUS_SPEAKERS
from nlp.models import Article, Quote
from nlp.store import Store

# How far apart two articles may be for one to tell the other who a speaker is: posts
# change, mostly between seasons.
MEMORY_WINDOW_DAYS = 120


def recall_posts(store: Store, article: Article, quotes: Sequence[Quote]) -> None:
    """Fill, in place, the role and club of each named speaker the article gives no post
    ("other") with what the store's other articles of the weeks around it say of them
    (``Store.remembered_post``): "Villa boss Unai Emery" one week tells who "Emery" is the
    next. An undated article, an anonymous fan and a speaker with a post are left alone."""
    known: dict[str, tuple[str, str, str | None] | None] = {}
    for quote in quotes:
        speaker = quote.speaker
        if not speaker or speaker in ANONYMOUS_SPEAKERS or quote.role not in (None, "other"):
            continue
        if speaker not in known:
            known[speaker] = store.remembered_post(
                speaker, article.id, article.published, MEMORY_WINDOW_DAYS
            )
        post = known[speaker]
        if post is not None:
            # "Oosterkamp" is the one Piet Oosterkamp the store knows: one person, one name
            quote.speaker, quote.role, quote.club = post[0], post[1], quote.club or post[2]
