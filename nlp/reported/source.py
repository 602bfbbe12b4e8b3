"""Who reported speech is from: its source mention, resolved as a direct quote's would be.

The sieve's ``reported.*`` rules (:mod:`nlp.sieve.rules`) call these. The detector
(:mod:`nlp.reported.detect`) found the source from the parse; here the mention ("he", "the
Spurs boss", "Conte", "his") becomes a canonical person or organisation through the same
helpers the direct-quote rules use (:func:`nlp.speakers.cues.from_subject`,
``SpeakerAttributor._according_to``, :func:`nlp.speakers.pronouns.antecedent`), so "Conte
said the decision ..." and '"...," Conte said' name the same Antonio Conte, with the same
resolver recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nlp.config import ANONYMOUS_SPEAKER
from nlp.reported.mention import a_proportion, surveyed_group
from nlp.speakers import cues, pronouns
from nlp.speakers.mentions import Attribution
from nlp.speakers.prepare import club_between

if TYPE_CHECKING:
    from nlp.reported.record import ReportedSpeech
    from nlp.sieve.context import QuoteContext

METHOD = "reported"
# A possessive pronoun owning a reporting noun ("his view that ...") is read as the personal
# pronoun it stands for.
POSSESSIVE_PRONOUNS = {"his": "he", "her": "she", "their": "they"}


def reported_of(ctx: QuoteContext) -> ReportedSpeech | None:
    """Return the reported speech a quote context holds, None for a direct quote."""
    return getattr(ctx.q, "reported", None)


def _decided(found: Attribution | None, ctx: QuoteContext, r: ReportedSpeech) -> Attribution:
    """Return ``found`` as a reported quote's attribution (cue lemma, method), or one with
    the mention and no speaker when nothing resolved it: a reported quote's source is fixed
    by its parse, so no later rule may give it another."""
    if found is None:
        found = Attribution(None, _mention(ctx, r), r.cue_lemma, METHOD)
    found.cue = r.cue_lemma
    found.method = METHOD
    if found.mention is None:
        found.mention = _mention(ctx, r)
    return found


def _mention(ctx: QuoteContext, r: ReportedSpeech) -> str:
    return ctx.text[r.source_start : r.source_end]


def from_subject(ctx: QuoteContext) -> Attribution | None:
    """Resolve the subject of a reporting verb ("Conte said ...", "he admitted ...", "the
    Spurs boss insisted ...") as the cue rule resolves a speech verb's subject."""
    r = reported_of(ctx)
    if r is None or r.via != "subject":
        return None
    doc = ctx.doc
    subject, cue = doc[r.source_i], doc[r.cue_i]
    if a_proportion(subject):
        return _decided(_surveyed(ctx, r), ctx, r)
    segment = (min(r.source_start, r.cue_start), max(r.source_end, r.cue_end))
    found = cues.from_subject(ctx.resolver, doc, ctx.table, subject, cue, segment, ctx.q)
    return _decided(found, ctx, r)


def _surveyed(ctx: QuoteContext, r: ReportedSpeech) -> Attribution | None:
    """A survey's share speaks for its group: unnamed supporters, with the club the group's
    phrase names ("Harbourside members"), else none."""
    group = surveyed_group(ctx.doc[r.source_i])
    if group is None:
        return None
    club = club_between(
        ctx.resolver, ctx.doc, ctx.table, group.left_edge.idx, group.idx + len(group)
    )
    return Attribution(
        ANONYMOUS_SPEAKER,
        _mention(ctx, r),
        r.cue_lemma,
        METHOD,
        "person",
        club,
        resolver="anonymous",
    )


def from_according_to(ctx: QuoteContext) -> Attribution | None:
    """Resolve the object of "according to X" as the direct-quote rule does."""
    r = reported_of(ctx)
    if r is None or r.via != "according-to":
        return None
    segment = (r.cue_start, r.source_end)
    found = ctx.attributor._according_to(ctx.doc, ctx.table, segment, ctx.ranges, ctx.q)
    return _decided(found, ctx, r)


def from_possessor(ctx: QuoteContext) -> Attribution | None:
    """Resolve the possessor of a reporting noun: "his view that ..." (as "he"),
    "Conte's claim that ..." (as a subject)."""
    r = reported_of(ctx)
    if r is None or r.via != "possessor":
        return None
    doc = ctx.doc
    owner = doc[r.source_i]
    pronoun = POSSESSIVE_PRONOUNS.get(owner.lower_)
    if pronoun is None:
        segment = (r.source_start, r.cue_end)
        found = cues.from_subject(ctx.resolver, doc, ctx.table, owner, doc[r.cue_i], segment, ctx.q)
        return _decided(found, ctx, r)
    person = pronouns.antecedent(doc, ctx.table, owner.idx, pronoun)
    if person is None:
        return _decided(None, ctx, r)
    found = Attribution(
        person.canonical,
        owner.text,
        r.cue_lemma,
        METHOD,
        person.kind,
        person.club,
        resolver="pronoun",
    )
    return _decided(found, ctx, r)
