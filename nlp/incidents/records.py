"""The records the steps pass on: a sentence that reports a decision (Mention), what one
article says (ArticleIncidents), one decision in one match (Incident), and the incidents
of a corpus with which mention and article belongs to which (Grouping)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import pandas as pd

from nlp.incidents.kinds import INCIDENT_TYPES, TYPE_PRIORITY


@dataclass(frozen=True)
class Mention:
    """One sentence that reports a VAR decision.

    ``clubs`` are canonical clubs named in the sentence (or the one before it when it names
    none); ``home`` is the club whose ground the sentence names; ``month`` is a month the
    sentence names, or the month before the article's for "last month".
    """

    article_id: str
    start: int
    end: int
    paragraph: int
    kinds: tuple[str, ...]
    clubs: tuple[str, ...] = ()
    home: str | None = None
    minute: int | None = None
    minute_text: str | None = None
    players: tuple[str, ...] = ()
    month: int | None = None
    hypothetical: bool = False  # the types come only from conditional clauses
    day: date | None = None  # the day a weekday in the sentence names (see WEEKDAY_RE)

    @property
    def kind(self) -> str:
        """The type this sentence names most specifically."""
        return min(self.kinds, key=TYPE_PRIORITY.index)


@dataclass
class ArticleIncidents:
    """What :func:`detect` found in one article."""

    article_id: str
    published: date | None
    match: tuple[str, str] | None  # (home, away)
    match_source: str | None  # "meta", "score" (ordered) or "result", "lead" (order guessed)
    mentions: list[Mention] = field(default_factory=list)
    paragraphs: list[tuple[int, int]] = field(default_factory=list)
    clubs: tuple[str, ...] = ()  # clubs named in the headline and the first two paragraphs
    meta_day: date | None = None  # the match day front matter gives (MATCH_DAY_FIELDS)
    lead_day: date | None = None  # the day a weekday in the headline or lead names
    line_day: date | None = None  # the date on the match line ("A 2-2 B, 22 November 2025")
    womens: bool = False  # a report on the women's game: its clubs are the women's teams

    def match_day(self, own: Sequence[Mention] = ()) -> date | None:
        """The day the article's match was played, as far as it says: front matter, else the
        date its match line gives, else a weekday named where it reports the decision
        (``own``), else in its lead, else the day it was published (a match report comes out
        the day of the match)."""
        named = next((m.day for m in own if m.day is not None), None)
        return self.meta_day or self.line_day or named or self.lead_day or self.published


@dataclass
class Incident:
    """One VAR decision in one match, as reported by one or more articles."""

    home: str
    away: str
    date: date
    kind: str
    minute: int | None
    minute_text: str | None
    players: tuple[str, ...]
    articles: list[str] = field(default_factory=list)  # articles that report it first-hand
    kind_votes: Counter[str] = field(default_factory=Counter, repr=False)
    referenced_by: list[str] = field(default_factory=list)  # later articles recalling it

    @property
    def match(self) -> str:
        return f"{self.home} v {self.away}"

    @property
    def key(self) -> str:
        """``"2025-08-23 Harbourside Athletic v Ravensmoor United, offside, 78'"``."""
        minute = f", {self.minute_text}" if self.minute_text else ""
        return f"{self.date.isoformat()} {self.match}, {self.kind}{minute}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "date": self.date.isoformat(),
            "home": self.home,
            "away": self.away,
            "match": self.match,
            "type": self.kind,
            "type_label": INCIDENT_TYPES[self.kind],
            "minute": self.minute_text,
            "players": list(self.players),
            "articles": list(self.articles),
            "referenced_by": list(self.referenced_by),
        }


@dataclass
class Grouping:
    """The incidents of a corpus and which mention belongs to which (see :func:`group`)."""

    incidents: list[Incident]
    articles: dict[str, ArticleIncidents]
    # (article_id, mention start) -> index into ``incidents``
    mention_incident: dict[tuple[str, int], int] = field(default_factory=dict)
    # article_id -> index of the incident the article reports first-hand
    primary: dict[str, int] = field(default_factory=dict)

    def by_key(self) -> dict[str, Incident]:
        return {inc.key: inc for inc in self.incidents}

    def article_keys(self) -> dict[str, list[str]]:
        """Return each article's incident keys: first-hand first, then those it recalls."""
        out: dict[str, list[str]] = defaultdict(list)
        for (article_id, _), index in sorted(self.mention_incident.items()):
            key = self.incidents[index].key
            if key not in out[article_id]:
                out[article_id].append(key)
        for article_id, index in self.primary.items():
            key = self.incidents[index].key
            if key in out[article_id]:
                out[article_id].remove(key)
            out[article_id].insert(0, key)
        return dict(out)

    def frame(self) -> pd.DataFrame:
        """Return one row per incident (key, date, match, type, minute, players, articles)."""
        rows = [inc.to_dict() for inc in self.incidents]
        return pd.DataFrame(
            rows,
            columns=[
                "key",
                "date",
                "home",
                "away",
                "match",
                "type",
                "type_label",
                "minute",
                "players",
                "articles",
                "referenced_by",
            ],
        )
