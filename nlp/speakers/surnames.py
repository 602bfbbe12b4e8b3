"""Surnames and first names the model did not tag, read as the people the article named.

The small model tags a name the first time ("Gary Neville said") and often misses it later:
"Neville disagreed" as a place, "Martin said" as an organisation, "ten Hag" as a number. Once
the table has the names the article writes out in full (``PeopleTable.written_out``), these
passes add each later bare surname, particle surname or lone first name as a mention of the
person it stands for, in place of whatever the model made of its words.
"""

from __future__ import annotations

from collections.abc import Mapping

from spacy.tokens import Doc

from nlp.descriptors import PERSON_LABELS
from nlp.football.registers import name_key, surname_of
from nlp.speakers.names import (
    _continues_hyphenated,
    _hyphenated_run,
    _may_be_first_name,
    _name_word,
    _untagged_surname,
)
from nlp.speakers.sentences import _in_any
from nlp.speakers.table import PeopleTable
from nlp.tokens import CharRanges

MIN_SHORT_NAME = 3  # "Cal" for Callum; shorter words are initials or noise


def add_particle_surnames(table: PeopleTable, doc: Doc, quote_ranges: CharRanges) -> None:
    """Add as a person mention each surname with a particle ("ten Hag", "Van Dijk") of a
    name the article has written out, in whatever case its particle is written, where
    the model tagged no name: it reads "ten" as a number and "Ten Hag" as a title."""
    surnames = {
        tuple(name_key(surname_of(full)).split())
        for _, full in table.written_out
        if " " in surname_of(full)
    }
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for words in surnames:
        by_first.setdefault(words[0], []).append(words)
    if not by_first:
        return
    for token in doc:
        for words in by_first.get(name_key(token.text), ()):
            span = doc[token.i : token.i + len(words)]
            if tuple(name_key(t.text) for t in span) != words or not span[-1].is_title:
                continue
            if any(not t.whitespace_ for t in span[:-1]):
                continue
            canonical = table.particle_surname_before(words, token.idx)
            if canonical is None or _in_any(token.idx, span.end_char, quote_ranges):
                continue
            covering = [m for m in table.mentions if m.start < span.end_char and token.idx < m.end]
            if any(m.kind == "person" or not m.weak for m in covering):
                continue  # the full name itself, or a name or organisation of its own
            table.put_person(span, canonical, covering)


def add_untagged_surnames(table: PeopleTable, doc: Doc, quote_ranges: CharRanges) -> None:
    """Add as a person mention each surname the model did not tag as one ("Neville
    disagreed" read as a place, "Martin said" as an organisation, "Hocking said" as a
    noun) when the article has already written out a person of that surname; of two
    ("Phil Neville ... Gary Neville ... Neville said"), the one written out last.

    A first name standing alone is read the same way when it begins exactly one name
    the article writes out and is no one's surname there ("Nuno Espirito Santo ...
    Nuno said", the small model's organisation): the first-name rule for the names it
    does tag, applied to the ones it misreads. So is a one-word name the model tagged a
    person earlier ("Manchester City midfielder Rodri ... Rodri said", an organisation
    the second time)."""
    surnames = {name_key(full.split()[-1]) for _, full in table.written_out}
    owners: dict[str, set[str]] = {}
    for _, full in table.written_out:
        owners.setdefault(name_key(full.split()[0]), set()).add(full)
    # The first word of a name the stock model took for an organisation ("Nuno Mendes"
    # as ORG): a first name two people in the article may share.
    org_first_words = {
        name_key(m.text.split()[0]) for m in table.mentions if m.weak and " " in m.text
    }
    first_names = {
        key
        for key, fulls in owners.items()
        if len(fulls) == 1
        and key not in surnames
        and key not in org_first_words
        and len(key) >= MIN_SHORT_NAME
        and table.register.person(key) is None
    }
    # A player known by one name ("Rodri", "Casemiro") the model tags a person once and
    # an organisation the next time: (start, name) of each mention it tagged a person.
    mononyms = [
        (m.start, m.canonical)
        for m in table.mentions
        if m.kind == "person"
        and m.label in PERSON_LABELS
        and " " not in m.text
        and " " not in m.canonical
        and name_key(m.canonical) not in surnames | set(owners)
    ]
    mononym_keys = {name_key(name) for _, name in mononyms}
    wanted = surnames | first_names | mononym_keys
    for token in doc:
        if not token.is_title:
            continue  # most tokens; _untagged_surname wants every word capitalised
        if _continues_hyphenated(token):
            continue  # "Peters" in "Walker-Peters": read with the word it joins
        span = _hyphenated_run(token)
        key = name_key(span.text)
        if key not in wanted or not _untagged_surname(span):
            continue
        if key in surnames:
            canonical = table.written_out_before(key, token.idx)
        elif key in first_names:
            canonical = table.first_named_before(key, token.idx)
        else:
            canonical = next(
                (n for at, n in mononyms if at < token.idx and name_key(n) == key), None
            )
        if canonical is None:
            continue  # not named in full yet
        end = span.end_char
        if _in_any(token.idx, end, quote_ranges):
            continue
        covering = [m for m in table.mentions if m.start < end and token.idx < m.end]
        # The stock model's organisation of just these words ("Martin" or "Walker-Peters"
        # as ORG) is the person; any other mention there is a name or an organisation of
        # its own.
        if any(m.kind == "person" or not (m.weak and m.text == span.text) for m in covering):
            continue
        table.put_person(span, canonical, covering)


def untagged_full_names(
    table: PeopleTable, doc: Doc, quote_ranges: CharRanges, full_names: Mapping[str, str]
) -> dict[str, str]:
    """Return, by surname key, the full name the article writes for a one-word person the
    model tagged only later ("TENNANT, Saturday - Barry Oduya said ..." left untagged
    after a dateline, then "Oduya said"): the surname right after one capitalised word
    the model gave no entity, which is no title, role word, calendar word or stop word.
    Only for surnames with no full name yet and one such first name in the article."""
    wanted = {
        name_key(m.text)
        for m in table.mentions
        if m.kind == "person" and " " not in m.canonical and not table.register.person(m.text)
    } - set(full_names)
    found: dict[str, set[str]] = {}
    if not wanted:
        return {}
    for token in doc:
        key = name_key(token.text)
        if key not in wanted or token.i == 0 or _in_any(token.idx, token.idx + 1, quote_ranges):
            continue
        first = doc[token.i - 1]
        if (
            first.ent_type_
            or first.pos_ != "PROPN"
            or not (first.is_title and _name_word(first))
            or not _may_be_first_name(first)
            or first.whitespace_ != " "
        ):
            continue
        if first.i > 0 and doc[first.i - 1].is_title and doc[first.i - 1].pos_ == "PROPN":
            continue  # a third capitalised word: a longer name or a club, not this one
        found.setdefault(key, set()).add(f"{first.text} {token.text}")
    return {key: names.pop() for key, names in found.items() if len(names) == 1}
