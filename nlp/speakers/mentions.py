"""The records the speaker layers pass between them.

A :class:`Mention` is one entry of the article's people table: words outside quotes that
name a person or an organisation, already resolved to a canonical name. A *candidate* is
what a rule finds in a stretch of text that may name a quote's speaker, before it is
resolved: a table mention, a pronoun or a description (:data:`Candidate`). An
:class:`Attribution` is a rule's verdict on one quote.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nlp.football.registers import name_key
from nlp.role_words import Descriptor


@dataclass
class Mention:
    """A mention of a person or organisation outside quotes, resolved to a canonical name."""

    start: int
    end: int
    text: str
    canonical: str
    kind: str  # "person" or "org"
    label: str
    is_subject: bool
    sent_start: int
    descriptors: list[Descriptor] = field(default_factory=list)
    club: str | None = None  # the club an anonymous supporter's description names
    weak: bool = False  # an organisation only the stock model knows: a speaker only as subject


@dataclass
class Attribution:
    """Who said one quote, the surface text that said so, and the cue verb."""

    speaker: str | None
    mention: str | None
    cue: str | None
    # "cue", "dash", "cataphoric", "chant", "verbless", "colon", "turn", "continuation",
    # "previous-sentence", "none"
    method: str
    kind: str | None = None  # "person" or "org"
    club: str | None = None  # an anonymous supporter's club, read from his description
    # The sieve rule that decided the quote (``nlp.sieve``), and how the mention became the
    # speaker (see ``mention_resolver``): what ``varometer quotes --explain`` shows.
    rule: str | None = None
    resolver: str | None = None


# The labels of the mentions the table adds after the entities: a description standing for a
# person ("the Spurs boss") and an unnamed supporter ("one Gulls fan").
DESCRIPTION_LABEL = "DESCRIPTION"
ANONYMOUS_LABEL = "ANONYMOUS"
# (start, end, kind, payload) of words that may name a speaker: kind "mention" with its
# Mention, "pronoun" with its Token, or "description" with its words
# (:meth:`nlp.speakers.resolve.Resolver.candidates`).
Candidate = tuple[int, int, str, object]


def mention_resolver(m: Mention, text: str) -> str:
    """Return how a mention of the people table names its speaker: ``description`` ("the
    Spurs boss"), ``anonymous`` (an unnamed supporter), ``org``, ``name`` (the name as
    written), ``surname`` (a shorter form of a name the article writes in full: "Conte"),
    or ``register`` (a shorter form only the register completes)."""
    if m.label == DESCRIPTION_LABEL:
        return "description"
    if m.label == ANONYMOUS_LABEL:
        return "anonymous"
    if m.kind == "org":
        return "org"
    if name_key(m.text) == name_key(m.canonical):
        return "name"
    # the article's full name was joined to the short one, unless only the register has it
    return "surname" if m.canonical in text else "register"


def _mention_start(m: Mention) -> int:
    """The key by which the table's mentions are kept in order (for bisection)."""
    return m.start


def _is_weak(candidate: Candidate) -> bool:
    payload = candidate[3]
    return isinstance(payload, Mention) and payload.weak


def _is_org(candidate: Candidate) -> bool:
    payload = candidate[3]
    return isinstance(payload, Mention) and payload.kind == "org"


def _prefer(candidates: list[Candidate], cue_at: int) -> Candidate:
    """Among candidates inside a subject phrase, a person's name beats a description beats a
    pronoun beats an organisation; between equals, the one nearest the cue."""
    order = {"mention": 0, "description": 1, "pronoun": 2}
    names = sorted(candidates, key=lambda c: (_is_org(c), order[c[2]], abs(c[0] - cue_at)))
    return names[0]
