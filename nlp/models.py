"""Plain records that flow between the stages: ingest -> nlp -> stance -> store -> reports.

Everything downstream of spaCy works with these dataclasses, never with ``Doc`` objects,
so the store, the reports and the JSON output do not depend on a loaded pipeline.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

ROLES: tuple[str, ...] = (
    "manager",
    "player",
    "pundit",
    "referee",
    "official",
    "journalist",
    "executive",
    "fan",
    "other",
)
STANCES: tuple[str, ...] = ("negative", "neutral", "positive")


@dataclass
class Article:
    """One news article, whatever format it came in.

    ``text`` keeps paragraph boundaries as blank lines; every character offset elsewhere in
    the system (quotes, gold annotations) points into this string.
    """

    id: str
    text: str
    title: str = ""
    source: str = ""
    url: str = ""
    published: str | None = None  # ISO 8601 date or datetime, None when unknown
    path: str = ""  # where it was read from ("-" for stdin), for messages only
    meta: dict[str, Any] = field(default_factory=dict)  # competition, home, away, author, ...

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Quote:
    """One direct quotation and who said it.

    ``start``/``end`` are character offsets of the quoted words (marks excluded) in
    ``Article.text``; a quote running over several paragraphs is one span.
    """

    text: str
    start: int
    end: int
    speaker: str | None = None  # canonical name, never a pronoun or a description
    role: str | None = None  # one of ROLES
    club: str | None = None  # canonical club name
    cue: str | None = None  # the cue verb lemma ("say", "tell", ...) or None
    about_var: bool | None = None
    stance: str | None = None  # one of STANCES when about_var, else None
    stance_score: float | None = None  # probability of ``stance``
    context: str = ""  # the text just before the quote, for the stance model
    speaker_mention: str | None = None  # the surface text that led to the speaker
    paragraph: int = 0
    rule: str | None = None  # the attribution rule that decided the speaker (nlp.sieve)
    resolver: str | None = None  # how the mention became the speaker ("pronoun", "name"...)

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "speaker": self.speaker,
            "role": self.role,
            "club": self.club,
            "cue": self.cue,
            "about_var": self.about_var,
            "stance": self.stance,
            "stance_score": self.stance_score,
            "rule": self.rule,
        }
