"""Interviews: who gives an answer, by its "NAME:" label or as the interviewee.

An answer labelled with a name ("Hart:", "LEE HART:", initials "KB:") is that person the
article names; a bare "A:" is the person the introduction says the interview is with (not
the journalist asking, nor someone the introduction only talks about).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from nlp.config import ANONYMOUS_JOURNALIST, ANONYMOUS_SPEAKERS
from nlp.football.registers import name_key
from nlp.interviews import ANSWER_LABELS, QUESTION_TURN, initials_of, is_initials
from nlp.quotes import QuoteSpan
from nlp.speakers.mentions import DESCRIPTION_LABEL, Attribution, Mention
from nlp.speakers.names import _unshout
from nlp.speakers.resolve import Resolver
from nlp.speakers.syntax import _said_of
from nlp.speakers.table import PeopleTable

# A line that opens with a name and a colon and nothing else before its quote ('Hart: "..."',
# 'LEE HART: "..."'): the name labels the speaker.
NAME_LABEL_RE = re.compile(r"\s*([A-Z][\w’'.-]*(?:[ \t]+[A-Z][\w’'.-]*){0,3})[ \t]*:\s*$")
# Roles of the one who asks an interview's questions: "Our chief football writer Sam Wallace
# met Arsenal midfielder Declan Rice" -- the writer puts the questions, so the answers are the
# other person's whenever the introduction names one.
INTERVIEWER_ROLES = frozenset({"journalist"})


def turn_speaker(res: Resolver, doc: Doc, table: PeopleTable, q: QuoteSpan) -> Attribution:
    """Return who gives an interview answer: the person its label names ("Hart" -> the
    article's Lee Hart), or for a bare "A:" the interviewee the introduction names."""
    label = q.turn or ""
    if label == QUESTION_TURN:  # 'Q: "Is VAR out to get you?"': the reporter who asks
        return Attribution(ANONYMOUS_JOURNALIST, label, None, "turn", "person", resolver="question")
    if label.casefold() in ANSWER_LABELS:
        found = interviewee(res, doc, table)
        if found is None:
            return Attribution(None, None, None, "none")
        return Attribution(
            found.canonical,
            found.text,
            None,
            "turn",
            "person",
            found.club,
            resolver="interviewee",
        )
    m = labelled_person(table, label)
    if m is not None:
        return Attribution(m.canonical, label, None, "turn", "person", m.club, resolver="label")
    name, registered = labelled_name(res, label)
    return Attribution(
        name, label, None, "turn", "person", resolver="register" if registered else "name"
    )


def labelled_name(res: Resolver, label: str) -> tuple[str, bool]:
    """Return the name a label no one in the article answers to stands for ("MARCOTTI" ->
    "Marcotti"), the register's canonical one where it knows the person ("CARRAGHER" ->
    "Jamie Carragher"), and whether it did."""
    name = _unshout(label)
    person = res.register.person(name)
    return (person.name, True) if person is not None else (name, False)


def labelled_person(table: PeopleTable, label: str) -> Mention | None:
    """Return the article's person a "NAME:" label names ("Hart", "LEE HART" -> the
    article's Lee Hart; initials, "KB" -> Kasper Brandt), None when it names nobody the
    article writes about."""
    key = name_key(_unshout(label))
    people = [m for m in table.mentions if m.kind == "person"]
    for m in people:
        if key in (name_key(m.canonical), name_key(m.text), name_key(m.canonical.split()[-1])):
            return m
    if is_initials(label):
        return next((m for m in people if initials_of(m.canonical) == label.strip()), None)
    return None


def interviewee(res: Resolver, doc: Doc, table: PeopleTable) -> Mention | None:
    """Return the person an interview is with, named before its first turn: one the
    title names as a subject, else one the title names, else the first named as a
    subject, else the first described, else the first named at all, else the first
    person mentioned. A titled name the introduction only has someone else talk about
    (:func:`_said_of`) counts as not titled."""
    turns = doc._.turns or []
    if not turns:
        return None
    people = [
        m
        for m in table.mentions
        if m.kind == "person"
        and m.end <= turns[0].open_at
        and m.canonical != doc._.author
        and m.canonical not in ANONYMOUS_SPEAKERS
    ]
    asking = {
        m.canonical for m in people if any(d.role in INTERVIEWER_ROLES for d in m.descriptors)
    }
    if any(m.canonical not in asking for m in people):
        people = [m for m in people if m.canonical not in asking]
    # A name beats a description ("the Gulls manager"), which the register may take for
    # someone else when the article's own manager is not in it.
    named = [m for m in people if m.label != DESCRIPTION_LABEL]
    title = name_key(doc._.title or "").split()
    # The title may name whom the interview is about ("Danby closing in on return"), whom
    # the introduction has someone else talk about ("Leeds manager Stefan Horvath expects
    # striker Noel Danby to be back"): such a title names no interviewee.
    only_said_of: dict[str, bool] = {}
    for m in named:
        only_said_of[m.canonical] = only_said_of.get(m.canonical, True) and _said_of(doc, m, named)
    titled = [
        m
        for m in named
        if name_key(m.canonical.split()[-1]) in title and not only_said_of[m.canonical]
    ]
    subjects = [m for m in named if m.is_subject]
    # A name the article describes ("Arsenal manager Mikel Arteta") or the register knows
    # beats a bare one, which may be a place the tagger took for a person ("at Anfield").
    described = [
        m for m in named if any(d.role for d in m.descriptors) or res.register.person(m.canonical)
    ]
    titled_subjects = [m for m in titled if m.is_subject]
    for group in (titled_subjects, titled, subjects, described, named, people):
        if group:
            return group[0]
    return None
