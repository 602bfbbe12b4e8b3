"""Step 1, one article: its match and every sentence that reports a VAR decision, with
the clubs, ground, minute, month, day and players around it; and the grounds a corpus
teaches (a phrase after "at" that articles of one home side share).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from nlp.incidents.dates import MATCH_DAY_FIELDS, MONTHS, as_date, find_month, named_day
from nlp.incidents.kinds import DECISION_RE, incident_kinds, stated_kinds
from nlp.incidents.matches import _find_match, find_match, womens_game, womens_team
from nlp.incidents.minutes import find_minute
from nlp.incidents.names import Names
from nlp.incidents.records import ArticleIncidents, Mention
from nlp.ingest.dates import WEEKDAYS
from nlp.models import Article

#: "at <Venue>" after which a capitalised phrase is a candidate ground name.
VENUE_RE = re.compile(
    r"\b(?:at|to|from|left|visit to|trip to)\s+((?:The\s+)?[A-Z][\w’']+(?:\s+(?:[A-Z][\w’']+|Park|Road|Lane|Stadium|Ground))*)"
)
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"”’']?\s+(?=[\"“‘']?[A-Z0-9])")


def sentences(text: str) -> list[tuple[int, int, int]]:
    """Return (start, end, paragraph index) for each sentence of ``text``."""
    out = []
    for p_index, (p_start, p_end) in enumerate(paragraphs(text)):
        para = text[p_start:p_end]
        pos = 0
        for m in _SENTENCE_END.finditer(para):
            out.append((p_start + pos, p_start + m.start(), p_index))
            pos = m.end()
        if pos < len(para):
            out.append((p_start + pos, p_end, p_index))
    return out


def paragraphs(text: str) -> list[tuple[int, int]]:
    """Return (start, end) of each blank-line separated paragraph."""
    spans, pos = [], 0
    for m in re.finditer(r"\n\s*\n", text):
        if m.start() > pos:
            spans.append((pos, m.start()))
        pos = m.end()
    if pos < len(text):
        spans.append((pos, len(text)))
    return spans


#: A sentence of the article as :func:`detect` reads it: (start, end, paragraph, text).
Unit = tuple[int, int, int, str]


def detect(article: Article, names: Names) -> ArticleIncidents:
    """Return the article's match and every sentence that reports a VAR decision.

    The headline counts as a sentence before the text (offsets -1, -1, paragraph -1).
    """
    published = as_date(article.published)
    match, source, line_day = _find_match(article, names)
    text = article.text
    units = _units(article)
    mentions = [
        mention
        for i in range(len(units))
        if (mention := _mention_at(units, i, article.id, names, published)) is not None
    ]
    mentions = _with_neighbours_clues(mentions, units, names)
    head = "\n\n".join([article.title or "", *text.split("\n\n")[:2]])
    meta = article.meta or {}
    meta_days = (as_date(meta.get(f)) for f in MATCH_DAY_FIELDS if meta.get(f))
    found = ArticleIncidents(
        article.id,
        published,
        match,
        source,
        mentions,
        paragraphs(text),
        tuple(names.clubs_in(head)),
        meta_day=next((d for d in meta_days if d is not None), None),
        lead_day=named_day(head, published),
        # A date after publication on the match line is a preview's fixture, not played yet.
        line_day=line_day if line_day and (published is None or line_day <= published) else None,
    )
    return _as_womens_game(found) if womens_game(article) else found


def _units(article: Article) -> list[Unit]:
    """Return the headline, then each sentence of the text, as :data:`Unit` records."""
    text = article.text
    spans = sentences(text)
    return [(-1, -1, -1, article.title or "")] + [(s, e, p, text[s:e]) for s, e, p in spans]


def _mention_at(
    units: Sequence[Unit], i: int, article_id: str, names: Names, published: date | None
) -> Mention | None:
    """Return the mention ``units[i]`` makes of a VAR decision, None when it reports none.

    Its neighbours in the same paragraph lend it a type (when it names a decision but no
    type), clubs (when it names none), a minute and players.
    """
    start, end, para, sentence = units[i]
    kinds, hypothetical = stated_kinds(sentence)
    prev_ = units[i - 1][3] if i > 1 and units[i - 1][2] == para else ""
    next_ = units[i + 1][3] if i + 1 < len(units) and units[i + 1][2] == para else ""
    if not kinds and DECISION_RE.search(sentence):
        # "He showed a yellow. The VAR sent him to the monitor." -- the type is next door.
        kinds, hypothetical = stated_kinds(f"{prev_}\n{next_}")
    if not kinds:
        return None
    clubs = names.clubs_in(sentence) or names.clubs_in(prev_)
    window = f"{prev_} {sentence} {next_}"
    minute = find_minute(sentence) or find_minute(window, near=len(prev_) + 1)
    return Mention(
        article_id=article_id,
        start=start,
        end=end,
        paragraph=para,
        kinds=kinds,
        clubs=tuple(clubs),
        home=names.venue_home(sentence),
        minute=minute[0] if minute else None,
        minute_text=minute[1] if minute else None,
        players=tuple(names.players_in(window)),
        month=find_month(sentence, published),
        hypothetical=hypothetical,
        day=named_day(sentence, published),
    )


def _with_neighbours_clues(
    mentions: Sequence[Mention], units: Sequence[Unit], names: Names
) -> list[Mention]:
    """Return ``mentions``, each without a minute or players given those of the decision
    sentences in its paragraph and the paragraphs either side."""
    # "Mensah-Reid scored in the 78th minute, but the VAR..." often sits a paragraph away
    # from "ruled out for offside": a decision sentence's minute serves its neighbours.
    timed = [
        (para, found)
        for _, _, para, sentence in units
        if DECISION_RE.search(sentence) and (found := find_minute(sentence))
    ]
    named = [
        (para, names.players_in(sentence))
        for _, _, para, sentence in units
        if DECISION_RE.search(sentence) or incident_kinds(sentence)
    ]
    filled = list(mentions)
    for i, m in enumerate(filled):
        if m.minute is None:
            near = [found for para, found in timed if abs(para - m.paragraph) <= 1 and para >= 0]
            if near:
                m = filled[i] = replace(m, minute=near[0][0], minute_text=near[0][1])
        if not m.players:
            near_players = [p for para, ps in named if abs(para - m.paragraph) <= 1 for p in ps]
            if near_players:
                filled[i] = replace(m, players=tuple(dict.fromkeys(near_players)))
    return filled


def _as_womens_game(det: ArticleIncidents) -> ArticleIncidents:
    """Return a women's game report's detection with its clubs as the women's teams.

    Registers list the men's clubs, so a WSL report's "Arsenal" is found as the men's club;
    keyed as such, its incidents would merge with the men's match of the same weekend and its
    reactions count under the men's club.
    """
    mentions = [
        replace(
            m,
            clubs=tuple(womens_team(c) for c in m.clubs),
            home=womens_team(m.home) if m.home else None,
        )
        for m in det.mentions
    ]
    match = (womens_team(det.match[0]), womens_team(det.match[1])) if det.match else None
    return replace(
        det,
        match=match,
        mentions=mentions,
        clubs=tuple(womens_team(c) for c in det.clubs),
        womens=True,
    )


def learn_venues(articles: Sequence[Article], names: Names) -> dict[str, str]:
    """Return ground name -> home club, learned from articles whose match order is known.

    A phrase after "at"/"to"/"from" counts for the home side of the article's match; a phrase
    that is a club, a player, a month or a weekday never counts. Kept when seen in two or
    more articles and with one home club in at least 60% of them: grounds are named far more
    often than any other capitalised place.
    """
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    skip = {w.capitalize() for w in (*MONTHS, *WEEKDAYS)} | {"Christmas", "The", "VAR"}
    for article in articles:
        match, source = find_match(article, names)
        if match is None or source not in ("meta", "score"):
            continue
        seen: set[str] = set()
        for m in VENUE_RE.finditer(article.text):
            phrase = m.group(1).strip()
            if phrase.split()[-1] in skip or phrase in skip:
                continue
            if names.clubs_in(phrase) or names.players_in(phrase):
                continue
            seen.add(phrase)
        for phrase in seen:
            votes[phrase][match[0]] += 1
    venues = {}
    for phrase, counter in votes.items():
        club, count = counter.most_common(1)[0]
        if count >= 2 and count / sum(counter.values()) >= 0.6:
            venues[phrase] = club
    return venues
