"""Reported speech that a noun or a set phrase carries, not a verb of saying alone.

"his view that ...", "offered no promise that ...", "had a dig at ...", "made it clear
that ...", "was adamant that ...", "would not be drawn on ...". Each function takes the
cue's word and returns a :class:`~nlp.reported.record.ReportedSpeech` or None; see
:func:`nlp.reported.detect.find_reported` for which words are tried.
"""

from __future__ import annotations

from spacy.tokens import Token

from nlp.reported import content, mention
from nlp.reported import cues as C
from nlp.reported.record import ReportedSpeech, built, noun_frame, subject_report


def given_noun(noun: Token, clause: Token) -> ReportedSpeech | None:
    """Return "offered no promise that ...", "gave an assurance that ...": a reporting noun
    with no possessor, the object of a verb that gives it; the verb's subject holds it."""
    verb = noun.head
    if noun.dep_ != "dobj" or verb.lemma_.lower() not in C.LIGHT_VERBS:
        return None
    return subject_report(verb, content.trimmed(list(clause.subtree), C.MIN_CONTENT_WORDS), noun)


def made_clear(verb: Token) -> ReportedSpeech | None:
    """Return "made it clear that the club want a forward": the clause after "clear"."""
    for adj in verb.children:
        if adj.lower_ not in C.MADE_CLEAR or adj.i < verb.i:
            continue
        for clause in adj.children:
            # "made it clear that ...", "made it clear he wants ...": a clause of its own
            if clause.i > adj.i and (
                any(content.that_mark(w) for w in clause.children)
                or clause.dep_ in ("ccomp", "advcl")
                and not any(w.dep_ == "mark" for w in clause.children)  # no "because ..."
                and any(w.dep_ in ("nsubj", "nsubjpass") for w in clause.children)
            ):
                span = content.trimmed(list(clause.subtree), C.MIN_CONTENT_WORDS)
                return subject_report(verb, span, adj)
    return None


def view_adjective(adj: Token) -> ReportedSpeech | None:
    """Return "was adamant that the goal should stand", "is not convinced the message is
    getting through", "was candid that ...": a view adjective after a copula (or "convinced"
    as a passive) with a clause of its own; the copula's subject holds the view."""
    if adj.pos_ == "ADJ" and adj.dep_ in ("acomp", "oprd"):
        verb = adj.head
        if verb.lemma_.lower() not in C.VIEW_COPULAS:
            return None
    elif adj.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in adj.children):
        verb = adj  # "Bellandi is not convinced ...": the parser's passive
    else:
        return None
    clauses = [
        c for holder in {adj, verb} for c in holder.children if c.dep_ == "ccomp" and c.i > adj.i
    ]
    if not clauses:
        return None
    clause = min(clauses, key=lambda c: c.i)
    first = min(clause.subtree, key=lambda w: w.i)
    if first.lower_ in C.WH_WORDS or any(
        w.dep_ == "mark" and w.lower_ in C.QUESTION_MARKS for w in clause.children
    ):
        return None  # "not sure whether ...", "not sure who would start": a question
    if not any(w.dep_ in content.CLAUSE_SUBJECTS for w in clause.children):
        return None
    span = content.trimmed(list(clause.subtree), C.MIN_CONTENT_WORDS)
    if verb is adj:  # the passive's subject is its nsubjpass, which _reports refuses
        subjects = [c for c in adj.children if c.dep_ == "nsubjpass"]
        if span is None or not subjects or not mention.is_source(subjects[0]):
            return None
        if any(c.dep_ == "aux" and c.lower_ in C.MODAL_WORDS for c in adj.children):
            return None
        negated = any(c.dep_ == "neg" for c in adj.children)
        return built(span, adj, adj, subjects[0], "negated" if negated else None)
    doubting = adj.lower_ in C.DOUBTING_ADJECTIVES
    return subject_report(verb, span, adj, "negated" if doubting else None)


def drawn_on(verb: Token) -> ReportedSpeech | None:
    """Return "would not be drawn on his future", "declined to be drawn into the row": the
    press's idiom for refusing to speak of something, negated; what the preposition names is
    the content (its frame says it was not spoken of)."""
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return None
    refused_by = verb.head if verb.dep_ == "xcomp" else None
    if refused_by is not None and refused_by.lemma_.lower() not in C.REFUSAL_VERBS:
        return None
    if refused_by is None and not (
        any(c.dep_ == "neg" for c in verb.children)
        and any(c.dep_ == "aux" and c.lower_ in C.DRAWN_MODALS for c in verb.children)
    ):
        # "would not be drawn on his future"; not "were not drawn into the same group" (the
        # cup draw) nor "was drawn on the left"
        return None
    preps = [c for c in verb.children if c.dep_ == "prep" and c.lower_ in C.DRAWN_PREPOSITIONS]
    if not preps or verb.sent.text.rstrip().endswith("?"):
        return None
    if any(o.lower_ in C.DRAW_NOUNS for o in preps[0].children):
        return None  # "declined to be drawn into Pot 1"
    words = [w for w in preps[0].subtree if w.i != preps[0].i]
    span = content.trimmed(words, 1)
    if span is None:
        return None
    if refused_by is not None:
        source = mention.source_of(refused_by)
    else:
        subjects = [c for c in verb.children if c.dep_ == "nsubjpass"]
        # a person refuses to talk; a side is "drawn" in a cup draw
        person = subjects and subjects[0].ent_type_ not in C.SIDE_ENT_LABELS
        source = subjects[0] if person and mention.is_source(subjects[0]) else None
    if source is None:
        return None
    return built(span, refused_by or verb, preps[0], source, "negated")


def judging_noun_cue(noun: Token) -> ReportedSpeech | None:
    """Return "had no complaints about the decision", "took a swipe at the officials",
    "had nothing but praise for his striker": a judging noun as a verb's object, with what
    it judges after a preposition. The verb's subject is the source."""
    carrier = noun
    if noun.dep_ == "pobj" and noun.head.lower_ == "but" and noun.head.head.lower_ == "nothing":
        carrier = noun.head.head  # "nothing but praise for"
    if carrier.dep_ != "dobj" or carrier.head.pos_ not in ("VERB", "AUX"):
        return None
    verb = carrier.head
    if verb.lemma_.lower() not in C.JUDGING_NOUN_CARRIERS:
        return None  # "drew criticism for", "received praise for": judged, not judging
    return subject_report(verb, content.judging_noun_content(noun, verb), noun)


def noun_cue(noun: Token) -> ReportedSpeech | None:
    """Return "his view that VAR has ruined ...", "Conte's claim that ...": a reporting
    noun with a that-clause and a possessor who holds the view."""
    clauses = [
        c
        for c in noun.children
        if c.dep_ in ("acl", "ccomp", "relcl")  # a "that" marking it: no relative clause
        and c.i > noun.i
        and any(content.that_mark(w) for w in c.children)
    ]
    if not clauses:
        return None
    owners = [c for c in noun.children if c.dep_ == "poss"]
    if not owners:
        return given_noun(noun, clauses[0])
    owner = owners[0]
    pronoun = owner.lower_ in ("his", "her", "their")
    if not pronoun and not mention.is_source(owner):
        return None
    if noun.sent.text.rstrip().endswith("?"):
        return None
    span = content.trimmed(list(clauses[0].subtree), C.MIN_CONTENT_WORDS)
    if span is None:
        return None
    lemma = noun.lemma_.lower()
    frame = noun_frame(lemma)
    return ReportedSpeech(
        kind="indirect",
        start=span[0],
        end=span[1],
        cue_start=noun.idx,
        cue_end=noun.idx + len(noun),
        cue_lemma=lemma,
        cue_i=noun.i,
        source_start=owner.left_edge.idx,
        source_end=owner.idx + len(owner),
        source_i=owner.i,
        via="possessor",
        frame=frame,
    )
