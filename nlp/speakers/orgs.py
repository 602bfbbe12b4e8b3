"""Organisations speaking: "a club statement read", "the association said", "it read".

A statement, a spokesperson or a release speaks for the organisation named with it, or
else for the one the text was just talking about; "the association" stands for the last
body named whose name has that word.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right

from spacy.tokens import Doc, Token

from nlp.doc_helpers import doc_paragraphs
from nlp.quotes import QuoteSpan
from nlp.speakers.lexicon import ORG_NAME_WORDS, ORG_VOICES, WORD_RE
from nlp.speakers.mentions import Mention, _mention_start
from nlp.speakers.resolve import Resolver
from nlp.speakers.table import PeopleTable

ORG_VOICE_LOOKBACK_PARAGRAPHS = 2  # how far back "the statement read" looks for its organisation
# Of those, the written ones an "it" can stand for ("Spurs released a statement. '...,' it read").
DOCUMENT_VOICES = frozenset({"statement", "release", "letter", "report"})
IT_PRONOUNS = frozenset({"it"})
OTHER_READABLE_NOUNS = frozenset(
    {"banner", "banners", "sign", "placard", "message", "post", "shirt", "flag", "board", "tifo"}
)
# Of those, the ones that speak for a club when no organisation is named ("a club spokesperson").
CLUB_VOICE_WORDS = frozenset({"club"})
# Nouns any body goes by ("the referees' body", "the governing body", "the organisation").
GENERIC_BODY_NOUNS = frozenset({"body", "organisation", "organization"})


def document_named_before(doc: Doc, subject: Token, q: QuoteSpan) -> Token:
    """Return the statement, letter or release an "it" cue's subject stands for ("Spurs
    released a club statement. '...,' it read."): the nearest such noun before the quote,
    in its sentence or the one before, unless a banner or sign is nearer; else
    ``subject`` itself."""
    if subject.lower_ not in IT_PRONOUNS:
        return subject
    # a banner or a sign "reads" too, and one named nearer is what "it" is
    opening = doc.char_span(q.open_at, q.open_at + 1, alignment_mode="expand")
    if opening is None:
        return subject
    sentence = opening[0].sent
    floor = doc[sentence.start - 1].sent.start if sentence.start > 0 else sentence.start
    for t in reversed(doc[floor : subject.i]):
        if t.idx >= q.open_at:
            continue
        if t.lower_ in OTHER_READABLE_NOUNS:
            return subject
        if t.lower_ in DOCUMENT_VOICES and t.pos_ == "NOUN":
            return t
    return subject


def org_voice(res: Resolver, doc: Doc, table: PeopleTable, subject: Token) -> Mention | None:
    """Return the organisation behind "a statement from X" / "an X spokesperson", or, when
    none is named ("a club spokesperson", "the statement read"), the one the text was
    just talking about."""
    if subject.lower_ not in ORG_VOICES:
        return None
    lo, hi = subject.left_edge.idx, subject.right_edge.idx + len(subject.right_edge)
    orgs = [m for m in table.in_range(lo, hi, weak=True) if m.kind == "org"]
    if orgs:
        return orgs[0]
    # "Bellandi's spokesman" speaks for a person, not an organisation; a name after the
    # noun ("the club named the VAR, Stuart Attwell, said") is no owner of it
    if any(p.kind == "person" for p in table.in_range(lo, subject.idx + len(subject))):
        return None
    words = {t.lower_ for t in subject.subtree}
    clubs_only = bool(words & CLUB_VOICE_WORDS)
    earlier = [
        m
        for m in _orgs_named_before(doc, table, lo)
        if not clubs_only or res.register.club(m.canonical) is not None
    ]
    if not earlier and clubs_only and subject.head.dep_ == "ROOT":
        # "the club went further" with no club named near: the club the article is about,
        # the first it names ("Real Madrid's defeat at Espanyol ..."); not a club someone
        # reports on ("He said the club would ...")
        return next(
            (
                m
                for m in table.mentions
                if m.kind == "org" and m.end <= lo and res.register.club(m.canonical) is not None
            ),
            None,
        )
    if not earlier:
        return None
    subjects = [m for m in earlier if m.is_subject]
    return (subjects or earlier)[-1]


def org_by_its_word(res: Resolver, doc: Doc, table: PeopleTable, subject: Token) -> Mention | None:
    """Return the organisation "the association" / "the trust" / "the league" stands for:
    the last one named in the paragraphs before whose name has that word ("The Referees'
    Association also responded. '...,' the association said."); else None."""
    if subject.lower_ in GENERIC_BODY_NOUNS and subject.left_edge.lower_ == "the":
        # "The referees' body said", "the governing body said": the last body the
        # registers know named in the paragraphs before
        bodies = [
            m
            for m in _orgs_named_before(doc, table, subject.idx)
            if res.register.body(m.canonical) is not None
        ]
        return bodies[-1] if bodies else None
    if subject.lower_ not in ORG_NAME_WORDS - CLUB_VOICE_WORDS:
        return None
    if [c.lower_ for c in subject.children] != ["the"]:
        return None
    named = [
        m
        for m in _orgs_named_before(doc, table, subject.idx)
        if subject.lower_ in org_words(res, m)
    ]
    return named[-1] if named else None


def org_words(res: Resolver, m: Mention) -> set[str]:
    """Return the lower-case words of every name a registered body goes by ("EFL" is
    the English Football League); of an organisation the register does not know, its
    words as written, only when it is its sentence's subject ("The Referees' Association
    also responded"), since "promotion from the National League" names a competition."""
    body = res.register.body(m.canonical)
    if body is not None:
        names: tuple[str, ...] = (m.text, *body.names)
    elif m.is_subject:
        names = (m.text, m.canonical)
    else:
        return set()
    return {w.lower() for name in names for w in WORD_RE.findall(name)}


def _orgs_named_before(doc: Doc, table: PeopleTable, at: int) -> list[Mention]:
    """Return the organisations mentioned before character ``at``, in its paragraph and the
    ORG_VOICE_LOOKBACK_PARAGRAPHS before it, in text order."""
    paras = doc_paragraphs(doc)
    i = bisect_right(paras, (at, math.inf)) - 1  # the last paragraph starting by ``at``
    here = i if i >= 0 and paras[i][0] <= at <= paras[i][1] else 0
    floor = paras[max(0, here - ORG_VOICE_LOOKBACK_PARAGRAPHS)][0]
    mentions = table.mentions  # in order of start: only those from ``floor`` to ``at``
    first = bisect_left(mentions, floor, key=_mention_start)
    last = bisect_right(mentions, at, key=_mention_start)
    return [m for m in mentions[first:last] if m.kind == "org" and m.end <= at]
