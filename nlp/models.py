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
# A quote is in marks (direct), reported without them (indirect), or reported with a quoted
# fragment inside (mixed): see ``nlp.reported``.
QUOTE_KINDS: tuple[str, ...] = ("direct", "indirect", "mixed")


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
    """One quotation and who said it: a direct quote, or reported speech (``kind``).

    ``start``/``end`` are character offsets of the quoted words (marks excluded) in
    ``Article.text``; a quote running over several paragraphs is one span. For reported
    speech (``kind`` "indirect" or "mixed", see ``nlp.reported``) they delimit the content
    clause, and ``cue_start``/``cue_end`` and ``source_start``/``source_end`` the reporting
    words and the source mention; ``frame`` is "negated" ("denied that", "refused to
    blame") or "hedged" ("suggested", "believes").
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
    kind: str = "direct"  # one of QUOTE_KINDS
    cue_start: int | None = None  # reported speech: the cue's offsets
    cue_end: int | None = None
    source_start: int | None = None  # reported speech: the source mention's offsets
    source_end: int | None = None
    frame: str | None = None  # reported speech: "negated", "hedged" or None

    def to_dict(self) -> dict[str, Any]:
        """The quote's JSON fields (``analyse --json``). A direct quote has the fields it
        always had; reported speech adds its kind, source, offsets and frame."""
        fields = {
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
        if self.kind != "direct":
            fields.update(
                kind=self.kind,
                source=self.speaker_mention,
                source_start=self.source_start,
                source_end=self.source_end,
                cue_start=self.cue_start,
                cue_end=self.cue_end,
                frame=self.frame,
            )
        return fields
