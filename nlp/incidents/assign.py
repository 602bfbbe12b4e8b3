"""Step 3, quotes: each about-VAR quote gets the incident it is about, and a quotes frame
gets its incident columns (:func:`attach_incidents` runs all three steps on one).

Also the register a store's articles need when no register files are at hand, and
:func:`meta_of`, which reads a quotes frame's ``article_meta`` cell.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

import pandas as pd

from nlp.football.registers import Register, name_key
from nlp.incidents.dates import WINDOW_DAYS
from nlp.incidents.grouping import group
from nlp.incidents.matches import womens_team
from nlp.incidents.records import ArticleIncidents, Grouping, Incident, Mention
from nlp.models import Article

#: A quote takes the incident of a mention at most this many paragraphs before it.
QUOTE_REACH_PARAGRAPHS = 3


def quote_incident(
    grouping: Grouping,
    article_id: str,
    start: int,
    end: int,
    quote_spans: Sequence[tuple[int, int]] = (),
) -> Incident | None:
    """Return the incident a quote at [start, end) of an article is about, None if none.

    In order: a mention inside the quote; the nearest mention before it within
    :data:`QUOTE_REACH_PARAGRAPHS` paragraphs; a mention later in the same paragraph ("...,"
    he said of the overturned penalty); the article's own incident; for an article written
    within :data:`WINDOW_DAYS` of an incident it mostly recalls, that incident. A mention
    inside another of the article's quotes (``quote_spans``: "In January at Drover's Lane it
    took away a goal", a speaker recalling an old grievance) is that quote's alone: it does
    not carry over to the quotes after it, which stay with the article's own match.
    """
    det = grouping.articles.get(article_id)
    if det is None:
        return None
    linked = [
        (m, grouping.mention_incident[(article_id, m.start)])
        for m in det.mentions
        if (article_id, m.start) in grouping.mention_incident
    ]
    inside = [i for m, i in linked if m.start < end and m.end > start]
    if inside:
        return grouping.incidents[inside[0]]
    linked = [(m, i) for m, i in linked if not _mostly_quoted(m, quote_spans)]
    quote_para = _paragraph_of(det, start)
    before = [
        (m, i)
        for m, i in linked
        if m.end <= start and quote_para - m.paragraph <= QUOTE_REACH_PARAGRAPHS
    ]
    if before:
        return grouping.incidents[before[-1][1]]
    after = [i for m, i in linked if m.start >= end and m.paragraph == quote_para]
    if after:
        return grouping.incidents[after[0]]
    if article_id in grouping.primary:
        return grouping.incidents[grouping.primary[article_id]]
    counts = Counter(i for _, i in linked)
    if counts and det.published is not None:
        index, n = counts.most_common(1)[0]
        inc = grouping.incidents[index]
        # Only for reaction pieces of the days after: a feature months later quotes people
        # on VAR in general as often as on the incident it recalls.
        if n > sum(counts.values()) - n and 0 <= (det.published - inc.date).days <= WINDOW_DAYS:
            return inc
    return None


def _mostly_quoted(m: Mention, quote_spans: Sequence[tuple[int, int]]) -> bool:
    """True when most of mention ``m`` lies inside one of ``quote_spans`` (a quote's span
    leaves out its opening mark, which a sentence's mention takes in)."""
    inside = max((min(m.end, b) - max(m.start, a) for a, b in quote_spans), default=0)
    return inside * 2 > m.end - m.start


def _paragraph_of(det: ArticleIncidents, offset: int) -> int:
    for index, (p_start, p_end) in enumerate(det.paragraphs):
        if p_start <= offset < p_end or offset < p_start:
            return index
    return len(det.paragraphs) - 1


def assign_quotes(frame: pd.DataFrame, grouping: Grouping) -> pd.DataFrame:
    """Return ``frame`` with ``incident``, ``incident_type``, ``minute`` and ``match`` columns.

    Only quotes about VAR (``about_var`` true) get an incident; ``match`` is the incident's
    match, else the article's own match, else None. In a report on the women's game the
    ``club`` of each quote is the club's women's team ("Arsenal Women", :func:`womens_team`).
    """
    out = frame.copy()
    incident, kind, minute, match = [], [], [], []
    spans: dict[str, list[tuple[int, int]]] = {}
    for row in out.itertuples(index=False):
        spans.setdefault(row.article_id, []).append((int(row.start), int(row.end)))
    for row in out.itertuples(index=False):
        inc = None
        if bool(getattr(row, "about_var", False)):
            inc = quote_incident(
                grouping, row.article_id, int(row.start), int(row.end), spans[row.article_id]
            )
        det = grouping.articles.get(row.article_id)
        incident.append(inc.key if inc else None)
        kind.append(inc.kind if inc else None)
        minute.append(inc.minute_text if inc else None)
        if inc is not None:
            match.append(inc.match)
        elif det is not None and det.match is not None:
            match.append(f"{det.match[0]} v {det.match[1]}")
        else:
            match.append(None)
    out["incident"] = incident
    out["incident_type"] = kind
    out["minute"] = minute
    out["match"] = match
    if "club" in out:
        # A women's game report's speakers are the women's teams' (see womens_game): keyed
        # so, the by-club tables count them apart from the men's club of the same name.
        womens = {a for a, det in grouping.articles.items() if det.womens}
        out["club"] = [
            womens_team(club) if article_id in womens and isinstance(club, str) and club else club
            for article_id, club in zip(out["article_id"], out["club"], strict=True)
        ]
    return out


def attach_incidents(
    frame: pd.DataFrame, articles: Iterable[Article], register: Register | None = None
) -> tuple[pd.DataFrame, Grouping]:
    """Group ``articles`` into incidents and label the quotes of ``frame`` with them.

    Returns the labelled frame (see :func:`assign_quotes`) and the :class:`Grouping`.
    """
    articles = list(articles)
    register = register or register_for(articles, frame)
    grouping = group(articles, register)
    return assign_quotes(frame, grouping), grouping


def register_for(articles: Sequence[Article], frame: pd.DataFrame | None = None) -> Register:
    """Return the built-in register plus the clubs these articles and quotes name.

    For a store analysed without ``--register`` files at hand: the canonical club names in
    the quotes and in front matter (``home``/``away``) are enough to find matches, though
    nicknames are then unknown.
    """
    from nlp.football.registers import Club

    names: set[str] = set()
    for a in articles:
        for key in ("home", "away"):
            if a.meta.get(key):
                names.add(str(a.meta[key]))
    if frame is not None and "club" in frame:
        names.update(str(c) for c in frame["club"].dropna().unique())
    base = Register.load()
    known = {name_key(c.name) for c in base.clubs}
    extra = [Club(name=n, short=n.split()[0]) for n in sorted(names) if name_key(n) not in known]
    if not extra:
        return base
    return Register(
        clubs=(*base.clubs, *extra),
        people=base.people,
        outlets=base.outlets,
        bodies=base.bodies,
        competitions=base.competitions,
        var_terms=base.var_terms,
        user_club_keys=frozenset(name_key(c.name) for c in extra),
    )


def meta_of(value: Any) -> dict[str, Any]:
    """Return an ``article_meta`` cell (JSON text or dict) as a dict."""
    if isinstance(value, dict):
        return value
    if not value or (isinstance(value, float) and pd.isna(value)):
        return {}
    try:
        loaded = json.loads(value)
    except (TypeError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}
