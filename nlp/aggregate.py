"""One stance per speaker: per article, or per VAR incident, with the quotes as evidence.

A speaker's stance is the stance with the most probability mass over their about-VAR quotes
(each quote adds its ``stance_score`` to its label); ties go to neutral, since a speaker who
says as much for VAR as against it has no side. Quotes not about VAR are never evidence.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from nlp.config import ANONYMOUS_JOURNALIST, ANONYMOUS_SPEAKERS
from nlp.models import STANCES, Quote

# The role a quote gets when its text says nothing of the speaker's capacity: any other role
# one of the speaker's quotes carries (a later article's "Arsenal captain") says more.
CATCH_ALL_ROLE = "other"


@dataclass
class SpeakerStance:
    """A speaker's aggregate stance toward VAR in one group (an article or an incident)."""

    speaker: str
    role: str | None
    club: str | None
    stance: str | None  # None when the speaker said nothing about VAR
    # Share of the probability mass behind ``stance`` (0..1): how much of the speaker's
    # evidence agrees, not how sure the model was (one quote at 0.46 gives a share of 1.0).
    score: float
    net: float  # (positive - negative) / quotes, -1..1
    quotes: int
    evidence: list[Quote] = field(default_factory=list)  # about-VAR quotes, strongest first

    @property
    def key_quote(self) -> Quote | None:
        """Return the strongest evidence quote whose own label is ``stance``; the strongest
        quote of any label when none agrees (a tie resolved to neutral may have no neutral
        quote); None without evidence.

        Shown next to the stance, a quote labelled otherwise would contradict it.
        """
        agreeing = next((q for q in self.evidence if q.stance == self.stance), None)
        return agreeing or (self.evidence[0] if self.evidence else None)

    @property
    def probability(self) -> float | None:
        """Return the mean stance probability of the evidence quotes labelled ``stance``
        (None when none is, or none has a score): the model's confidence in the quotes
        behind the stance, which ``score`` (a share) is not."""
        scores = [
            q.stance_score
            for q in self.evidence
            if q.stance == self.stance and q.stance_score is not None
        ]
        return round(sum(scores) / len(scores), 3) if scores else None


def speaker_json(agg: SpeakerStance, evidence: int | None = None) -> dict[str, Any]:
    """Return the stable JSON shape of one speaker's aggregate (``speakers --json``).

    ``share`` is :attr:`SpeakerStance.score` (how much of the evidence agrees), ``probability``
    the model's mean confidence in the quotes behind the stance; ``evidence`` holds the
    about-VAR quotes, strongest first, at most ``evidence`` of them (None: all).
    """
    return {
        "speaker": agg.speaker,
        "role": agg.role,
        "club": agg.club,
        "stance": agg.stance,
        "share": round(agg.score, 3),
        "probability": agg.probability,
        "net": round(agg.net, 3),
        "quotes": agg.quotes,
        # the about-VAR ones among them, which `reactions` counts as its "quotes"
        "var_quotes": len(agg.evidence),
        "evidence": [
            {
                "text": q.text,
                "start": q.start,
                "end": q.end,
                "stance": q.stance,
                "stance_score": q.stance_score,
            }
            for q in agg.evidence[:evidence]
        ],
    }


def speaker_stances(quotes: Iterable[Quote]) -> list[SpeakerStance]:
    """Return one SpeakerStance per canonical speaker in ``quotes``, in order of first quote.

    Unnamed fans are one per club: "unnamed fan" stands for every caller a phone-in quotes,
    and an Arsenal fan's stance is not a Liverpool fan's. An unnamed reporter's questions are
    no one's stance and are left out.
    """
    groups: dict[tuple[str, str | None], list[Quote]] = {}
    for q in quotes:
        if q.speaker and q.speaker != ANONYMOUS_JOURNALIST:
            club = q.club if q.speaker in ANONYMOUS_SPEAKERS else None
            groups.setdefault((q.speaker, club), []).append(q)
    return [_aggregate(name, qs) for (name, _), qs in groups.items()]


def _aggregate(name: str, quotes: list[Quote]) -> SpeakerStance:
    var_quotes = [q for q in quotes if q.about_var and q.stance]
    with_role = [q for q in quotes if q.role]
    source = next((q for q in with_role if q.role != CATCH_ALL_ROLE), None) or next(
        iter(with_role), None
    )
    role = source.role if source else None
    # The club of the quote that gave the role, so a role and a club read from two different
    # quotes are never paired; any quote's club when that one names none.
    club = (source.club if source else None) or next((q.club for q in quotes if q.club), None)
    if not var_quotes:
        return SpeakerStance(name, role, club, None, 0.0, 0.0, len(quotes))
    mass = dict.fromkeys(STANCES, 0.0)
    for q in var_quotes:
        mass[q.stance] += q.stance_score if q.stance_score is not None else 1.0  # type: ignore[index]
    best = max(mass.values())
    leaders = [s for s in STANCES if mass[s] == best]
    stance = leaders[0] if len(leaders) == 1 else "neutral"
    total = sum(mass.values()) or 1.0
    net = sum((q.stance == "positive") - (q.stance == "negative") for q in var_quotes)
    evidence = sorted(var_quotes, key=lambda q: -(q.stance_score or 0.0))
    return SpeakerStance(
        name,
        role,
        club,
        stance,
        round(mass[stance] / total, 3),
        net / len(var_quotes),
        len(quotes),
        evidence,
    )
