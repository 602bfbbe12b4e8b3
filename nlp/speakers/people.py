"""The people table's names: the model's entities and the names it missed, made canonical.

:func:`people_table` reads the article's names (:mod:`nlp.speakers.entity_names`), gives
each its canonical name (the register's, else the fullest the article writes: "Conte" after
"Antonio Conte" is Antonio Conte), adds the surnames and first names the model did not tag
(:mod:`nlp.speakers.surnames`), then joins each short name to the one full name it stands
for. Descriptions, supporters, genders and the author come after
(:mod:`nlp.speakers.prepare`).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span

from nlp.descriptors import PERSON_LABELS
from nlp.football.constants import AMBIGUOUS_ID_PREFIX, LABEL_CLUB
from nlp.football.registers import Register, name_key
from nlp.role_words import role_in_phrase, spelled_out_clubs, spelled_out_words
from nlp.speakers.entity_names import read_names, registered_org
from nlp.speakers.mentions import Mention
from nlp.speakers.names import _looks_like_org, _other_first_name, _surname_of_name
from nlp.speakers.sentences import _sentence_start
from nlp.speakers.surnames import (
    MIN_SHORT_NAME,
    add_particle_surnames,
    add_untagged_surnames,
    untagged_full_names,
)
from nlp.speakers.syntax import _is_subject
from nlp.speakers.table import PeopleTable
from nlp.tokens import CharRanges

# The stock model's organisations are weak: kept, but a speaker only as a cue's subject.
WEAK_ORG_LABELS = frozenset({"ORG"})
# How far before a name its club's word may stand and still describe it ("Manchester City
# manager Josep Guardiola").
PREMODIFIER_CLUB_MAX_TOKENS = 4


def people_table(doc: Doc, register: Register, quote_ranges: CharRanges) -> PeopleTable:
    """Return the table of the people and organisations ``doc`` names outside the quotes
    (``quote_ranges``), each with its canonical name."""
    table = PeopleTable(doc, register)
    full_names: dict[str, str] = {}  # surname key -> canonical full name, within the article
    written: dict[str, set[str]] = {}  # surname key -> full names the article writes out
    spelled_at: set[int] = set()  # where those are written
    # "Brennock" of "Athletic Brennock": a lone word of a club no register knows is that club
    club_words = spelled_out_words(spelled_out_clubs(doc))
    for ent, text in read_names(register, doc, quote_ranges):
        if ent.label_ in PERSON_LABELS and name_key(text) in club_words:
            continue  # "Brennock centre-half Reece Oduya": Athletic Brennock, no person
        _add_name(table, ent, text, full_names, written, spelled_at)
    table.written_out = [
        (m.end, m.canonical)
        for m in table.mentions
        if m.kind == "person" and m.label in PERSON_LABELS and m.start in spelled_at
    ]
    add_particle_surnames(table, doc, quote_ranges)
    add_untagged_surnames(table, doc, quote_ranges)
    for key, full in untagged_full_names(table, doc, quote_ranges, full_names).items():
        full_names.setdefault(key, full)
    _join_short_names(table, full_names, written, spelled_at)
    _tidy_org_names(table.mentions)
    return table


def _add_name(
    table: PeopleTable,
    ent: Span,
    text: str,
    full_names: dict[str, str],
    written: dict[str, set[str]],
    spelled_at: set[int],
) -> None:
    """Add the name ``text`` of entity ``ent`` to the table as a person or an organisation
    with its canonical name, noting a full name the article writes out."""
    register = table.register
    kind = "person" if ent.label_ in PERSON_LABELS else "org"
    if kind == "person" and _looks_like_org(ent.ent_id_ or text):
        kind = "org"  # registers list bodies and supporters' groups among people
    # The stock model's other organisations ("Lighthouse", "Wales") are kept, but only
    # ever speak as a cue's subject ("PolitiFact says").
    weak = kind == "org" and not ent.ent_id_ and not registered_org(register, text)
    if weak and ent.label_ not in WEAK_ORG_LABELS:
        return
    canonical = _canonical(register, ent, text, kind, full_names)
    # Written out in full: the words, or a register match on the surname with another
    # first name just before it ("Davide" before the register's Carlo "Ancelotti").
    spelled = " " in text or (kind == "person" and ent.ent_id_ not in ("", canonical))
    if kind == "person" and " " in canonical:
        full_names.setdefault(name_key(canonical.split()[-1]), canonical)
        if spelled:
            written.setdefault(name_key(canonical.split()[-1]), set()).add(canonical)
            spelled_at.add(ent.start_char)
    table.mentions.append(
        Mention(
            start=ent.start_char,
            end=ent.end_char,
            text=text,
            canonical=canonical,
            kind=kind,
            label=ent.label_,
            is_subject=_is_subject(ent),
            sent_start=_sentence_start(ent),
            weak=weak,
        )
    )


def _join_short_names(
    table: PeopleTable,
    full_names: dict[str, str],
    written: dict[str, set[str]],
    spelled_at: set[int],
) -> None:
    """Give a surname seen before its full name ("Conte ... Antonio Conte") the full name
    too, and a short first name ("Cal") the one full name in the article it begins."""
    mentions = table.mentions
    first_names: dict[str, set[str]] = {}
    for full in full_names.values():
        first_names.setdefault(name_key(full.split()[0]), set()).add(full)
    for m in mentions:
        owners = written.get(name_key(m.text), set()) if " " not in m.text else set()
        if m.kind == "person" and len(owners) > 1 and m.start not in spelled_at:
            # A bare surname two people share ("Phil Neville ... Gary Neville ... Neville
            # said") is the one written out last before it.
            last = table.written_out_before(name_key(m.text), m.start)
            if last is not None:
                m.canonical = last
                continue
        # A surname of several words that also ends a name the model took for an
        # organisation ("PSV striker Luuk de Jong" as ORG beside "Frenkie de Jong") may be
        # either person's: "De Jong said" is no one's full name.
        if (
            m.kind == "person"
            and " " in m.text
            and m.canonical != m.text
            and _surname_of_name(m.text, m.canonical)
            and any(o.weak and " " in o.text and _surname_of_name(m.text, o.text) for o in mentions)
        ):
            m.canonical = m.text
            continue
        if m.kind == "person" and " " in m.text and m.canonical == m.text:
            # A surname of several words ("Van Dijk", "Espirito Santo") seen before the
            # full name it ends ("Virgil van Dijk") is that person, as a one-word one is.
            longer = {
                full
                for full in written.get(name_key(m.text.split()[-1]), set())
                if _surname_of_name(m.text, full)
            }
            if len(longer) == 1 and not any(
                o.weak and " " in o.text and _surname_of_name(m.text, o.text) for o in mentions
            ):
                m.canonical = longer.pop()
            continue
        if m.kind == "person" and " " not in m.canonical:
            key = name_key(m.canonical)
            m.canonical = (
                full_names.get(key)
                or _short_first_name(table.register, key, first_names)
                or m.canonical
            )
        elif m.kind == "person" and " " not in m.text:
            # A bare surname the register matched ("Silva" -> Marco Silva) in an article
            # that writes out one other person of that name ("Bernardo Silva") is theirs.
            if len(owners) == 1 and m.canonical not in owners:
                m.canonical = next(iter(owners))


def _canonical(
    register: Register, ent: Span, text: str, kind: str, full_names: dict[str, str]
) -> str:
    """Return the canonical name of entity ``ent`` (its name ``text``): the register's id
    the ruler gave it, else the register's club, body or person, else the article's full
    name for a surname written so far (``full_names``), else the words."""
    if ent.ent_id_.startswith(AMBIGUOUS_ID_PREFIX):
        return text  # "United" in a report on two Uniteds: the words, never the ruler's id
    if ent.ent_id_:
        other = _other_first_name(ent) if kind == "person" else None
        # "Gary Holt" is not the register's Ryan Holt, whose surname the ruler matched.
        if other:
            return f"{other} {text}"
        if kind == "person" and _another_first_name(register, ent, text):
            return text
        return ent.ent_id_
    if kind == "org":
        club = register.club(text)
        if club is not None:
            return club.name
        body = register.body(text)
        return body.name if body is not None else text
    person = register.person(text)
    if person is not None:
        return person.name
    if " " not in text:
        return full_names.get(name_key(text), text)
    full = full_names.get(name_key(text.split()[-1]))
    return full if full is not None and _surname_of_name(text, full) else text


def _another_first_name(register: Register, ent: Span, text: str) -> bool:
    """Return True when ``text`` is a full name with the surname of the registered person
    whose id ``ent`` carries but another first name, no registered person's name, and
    no club of theirs just before it: a span spaCy gives the id of its root, the surname
    the ruler matched ("Brentford midfielder Sam Howe" carries Eddie Howe's), while
    "Newcastle boss Edward Howe" is the register's Eddie Howe by another name."""
    words, known = text.split(), ent.ent_id_.split()
    if not (
        len(words) > 1
        and len(known) > 1
        and name_key(words[-1]) == name_key(known[-1])
        and name_key(words[0]) != name_key(known[0])
        and register.person(text) is None
    ):
        return False
    person = register.person(ent.ent_id_)
    if person is None:
        return True
    doc = ent.doc
    before = doc[max(0, ent.start - PREMODIFIER_CLUB_MAX_TOKENS) : ent.start]
    clubs = [t for t in before if t.ent_type_ == LABEL_CLUB and t.ent_id_ == person.club]
    if not clubs:
        return True
    # at their club, in their role: "Newcastle midfielder Sam Howe" is not its manager
    role = role_in_phrase(doc[clubs[-1].i + 1 : ent.start].text)[0]
    return role is not None and role != person.role


def _short_first_name(register: Register, key: str, first_names: dict[str, set[str]]) -> str | None:
    """Return the one full name of the article whose first name begins with ``key`` (a
    short form: "Cal" of Callum), unless ``key`` is too short or a registered name."""
    if len(key) < MIN_SHORT_NAME or register.person(key) is not None:
        return None
    owners = {f for first, fulls in first_names.items() if first.startswith(key) for f in fulls}
    return owners.pop() if len(owners) == 1 else None


def _tidy_org_names(mentions: list[Mention]) -> None:
    """Name an organisation the model knows only by its last words ("the Council said")
    by the full name the article wrote out before ("The Match Officials Council has
    admitted"), when exactly one organisation written out before ends in those words;
    and drop the leading "The" a sentence's first words bring into a name of three words
    or more ("Match Officials Council"; "The Athletic" keeps it). Registered clubs and
    bodies have their own names and aliases and are left alone."""
    for m in mentions:
        words = m.canonical.split()
        if m.kind == "org" and m.weak and len(words) > 2 and words[0] in ("The", "the"):
            m.canonical = " ".join(words[1:])
    written: list[tuple[str, str]] = []  # (name key, canonical) of the ones so far
    for m in mentions:
        if m.kind != "org":
            continue
        if m.weak:
            short = name_key(m.canonical)
            longer = {full for key, full in written if key.endswith(" " + short)}
            if len(longer) == 1:
                m.canonical = longer.pop()
        if m.label in WEAK_ORG_LABELS:
            written.append((name_key(m.canonical), m.canonical))
