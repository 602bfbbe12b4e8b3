"""When two texts are one article: the rules :meth:`nlp.store.Store.admit` applies, as pure
functions of the texts, ids, outlets and URLs.

Apart from the database code so the rules (and the reasons for their thresholds, in the
comments on the constants) can be read, and tested, without a database.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from nlp.ingest.constants import ID_PREFIX
from nlp.models import Article

# A new version with fewer words than this share of the stored text is a feed's summary or a
# cut-off download, not a correction: the stored text is kept.
SHORTER_VERSION_RATIO = 0.5
# Ids that mean the same article whoever sends them (URLs, URNs, tag: URIs, our hash ids).
# Any other input id ("1", "55") is only unique within its outlet.
GLOBAL_ID_PREFIXES = ("http://", "https://", "urn:", "tag:", ID_PREFIX)
OUTLET_ID_SEPARATOR = "@"
# What an input without an outlet is scoped by when another outlet holds its id: "1@no outlet".
NO_OUTLET = "no outlet"
# An HTML page without an id of its own is known by its text, so a re-fetch of it with a
# paragraph added would be a second article and its quotes would count twice. Its canonical
# URL (<link rel="canonical">, <base href>, og:url: the ``url`` ingestion gives an HTML page)
# names the page across fetches, but sites misuse it: the site root for every page, one
# section page's URL for all its stories, and a headline changes as a story is updated, so
# neither the URL nor the title alone can say two fetches are one article. A page is taken
# for a new version of a stored HTML page with its canonical URL only when both hold:
# * the URL's path is more than the site root ("" or "/"), which names no article;
# * the stored page's longest paragraph, and paragraphs holding at least
#   SAME_PAGE_MIN_SHARED_PARAGRAPHS of its characters, are in the new text word for word.
#   A re-fetch, a correction or an update keeps most of its article; two stories under one
#   misused URL share at most its boilerplate ("Follow our live coverage ...", "Sign up to
#   our newsletter"), short lines that counted by paragraph could be half of a short story.
# The new version then replaces the stored one under the stored id (``updated``), unless
# every paragraph it has is in the stored text already: that is an older fetch, ingested
# after the newer one, and the stored text, which holds more, is kept.
SAME_PAGE_MIN_SHARED_PARAGRAPHS = 0.5
# A feed entry whose every paragraph is in a stored HTML page with the entry's URL, word for
# word, the page holding more, is the feed's summary or excerpt of that page: it is kept out
# (one line says so), so the story's quotes count once. A page never takes a stored entry's
# id, and an entry never replaces a page, so no later edit of either can overwrite the other.
# A page read after its feed summary removes the stored entry instead (Store.drop_summaries_of):
# every word of it is in the page, so nothing is lost, and either order ends the same way.
SITE_ROOT_PATHS = ("", "/")


def _words(text: str) -> int:
    return len(text.split())


def _shorter(new_text: str, stored_text: str) -> bool:
    """Return True when ``new_text`` has under SHORTER_VERSION_RATIO of the stored words."""
    return _words(new_text) < SHORTER_VERSION_RATIO * _words(stored_text)


def _other_outlet(article: Article, stored_source: str) -> bool:
    """Return True when a stored article with this id is another outlet's, not an earlier
    version of this one: the id is only unique within an outlet and the outlets differ.

    An outlet on one side only counts as another outlet: taking the two for one article
    would replace the stored text for good, while keeping both loses nothing.
    """
    if article.id.casefold().startswith(GLOBAL_ID_PREFIXES):
        return False
    new, old = (" ".join(s.split()).casefold() for s in (article.source, stored_source))
    return new != old


def _paragraphs(text: str) -> list[str]:
    """Return the paragraphs of a normalised text, whitespace collapsed."""
    return [" ".join(p.split()) for p in text.split("\n\n") if p.strip()]


def _shared_paragraphs(new_text: str, stored_text: str) -> float:
    """Return the share of the stored text's characters whose paragraphs are found word for
    word in the new one; 0.0 when its longest paragraph is not among them."""
    stored = _paragraphs(stored_text)
    if not stored:
        return 0.0
    new = set(_paragraphs(new_text))
    if max(stored, key=len) not in new:
        return 0.0
    return sum(len(p) for p in stored if p in new) / sum(len(p) for p in stored)


def _older_fetch(new_text: str, stored_text: str) -> bool:
    """Return True when every paragraph of ``new_text`` is in ``stored_text``, which has more:
    the new text is an earlier fetch of the stored page."""
    new, stored = set(_paragraphs(new_text)), set(_paragraphs(stored_text))
    return new < stored


def _names_a_page(url: str) -> bool:
    """Return True when a canonical URL can name one article: a web address whose path is
    more than the site root (see SAME_PAGE_MIN_SHARED_PARAGRAPHS)."""
    parts = urlsplit(url.strip())
    return (
        parts.scheme in ("http", "https")
        and bool(parts.netloc)
        and (parts.path not in SITE_ROOT_PATHS)
    )


def _outlet_label(source: str) -> str:
    """Return the outlet as it goes into a scoped id ("Outlet B", or NO_OUTLET for none)."""
    return " ".join(source.split()) or NO_OUTLET
