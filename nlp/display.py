"""How a stored quote is shown on one line, in its own marks (tables, reports, digests);
how an article is named in a message or a title; and why a quote has its speaker, in words.

Kept apart from :mod:`nlp.reports` so that ``varometer quotes`` can show quotes without
importing pandas.
"""

from __future__ import annotations

import re
from typing import Any

# A quote followed by its attribution ends in the comma the writer put inside the marks
# ('"... not a disaster," said Ledesma'); shown alone in its marks, that comma is noise.
ATTRIBUTION_PUNCTUATION = ","


# A quote that runs over several paragraphs reopens its marks at the start of each one and
# closes them only at its end (the printer's convention): the breaks and those reopening
# marks are kept in the stored text, but shown on one line they read as a quote inside it.
PARAGRAPH_BREAK_RE = re.compile(r"\s*[\n\r\u2028\u2029]\s*")
REOPENING_MARKS = "\"“‘'«„‚"


def display_quote(text: str) -> str:
    """Return a quote's words as a report shows them in their own marks: on one line, each
    paragraph after the first without the opening mark the writer put before it, joined by
    one space ('penalty.\n\n"We were told' -> 'penalty. We were told'), and without the
    attribution's comma at the end ("... not a disaster," -> "... not a disaster"). The
    stored text, its offsets and the JSON outputs keep the text as written."""
    first, *rest = PARAGRAPH_BREAK_RE.split(text.strip())
    # One mark only: a quote inside the quote may open the paragraph too ("“‘Trust it,’ I said").
    paragraphs = [first, *(p[1:] if p[:1] in REOPENING_MARKS else p for p in rest)]
    joined = " ".join(p for p in paragraphs if p)
    return joined.rstrip().removesuffix(ATTRIBUTION_PUNCTUATION).rstrip()


# What a table puts before reported speech (``nlp.reported``), which is shown without marks:
# its words are the writer's account, not the speaker's own.
REPORTED_LABEL = "(reported)"


def reported_label(text: str, kind: str | None) -> str:
    """Return a quote's shown ``text`` as a table shows a quote of ``kind``: as it is for a
    direct quote (or no kind), after :data:`REPORTED_LABEL` for reported speech."""
    return text if kind in (None, "direct") else f"{REPORTED_LABEL} {text}"


def clip_quote(text: str, width: int) -> str:
    """Return the quote ``text`` as shown in its marks (:func:`display_quote`), cut to
    ``width`` characters at a word, with "…" when it was cut: a quote shown whole in its
    marks must be whole."""
    text = display_quote(text)
    if len(text) <= width:
        return text
    cut = text[: width - 1].rsplit(" ", 1)[0].rstrip(" ,;:")
    return cut + "…"


def article_label(article: Any) -> str:
    """Return what names an article in a message or a table title: its title, else the file
    it came from with its id (a plain-text file has no title, and its id, a hash of its text,
    tells a reader nothing on its own; the id tells a dump's records apart), else its id."""
    if article.title:
        return article.title
    return f"{article.path} ({article.id})" if article.path not in ("", "-") else article.id


def explanation(quote: Any) -> str:
    """Return why a quote has its speaker, for ``quotes --explain``: the sieve rule that
    decided it, then the words that named the speaker and how they became a name
    ('cue.verb: "he" -> pronoun'); the rule alone when no words named anyone."""
    rule = quote.rule or "-"
    if not quote.speaker_mention:
        return rule
    resolved = f" -> {quote.resolver}" if quote.resolver else ""
    return f'{rule}: "{quote.speaker_mention}"{resolved}'
