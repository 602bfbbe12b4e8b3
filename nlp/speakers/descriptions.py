"""Descriptions of a person: "the Gulls boss", "the Italian", "the 54-year-old".

Where a description stands in the text (:func:`description_at`), which club it names, and
the form two descriptions of one person share ("the former Chelsea skipper" is the man
introduced as "a former Chelsea captain"). Whom it refers to is
:mod:`nlp.speakers.referents`'.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from spacy.tokens import Doc, Span, Token

from nlp.football.registers import Person, Register
from nlp.role_words import (
    PAST_PREFIX_RE,
    Descriptor,
    age_in_phrase,
    club_named,
    phrase_words,
    role_in_phrase,
)
from nlp.speakers.lexicon import DETERMINERS
from nlp.speakers.mentions import Mention
from nlp.speakers.names import _joining_hyphen, _strip_possessive, _word_count
from nlp.speakers.table import PeopleTable

# "the former Serie A midfielder" is five; a hyphen inside a word counts as no token
# (_word_count), so "the ex-Everton and Burnley boss" is six.
DESCRIPTION_MAX_TOKENS = 6
DESCRIPTION_POS = frozenset({"NOUN", "PROPN", "ADJ", "VERB"})


def description_at(register: Register, doc: Doc, token: Token) -> Span | None:
    """Return "the Gulls boss" / "the Italian" / "the 54-year-old" when ``token`` heads one."""
    if token.pos_ not in DESCRIPTION_POS:
        return _misparsed_description(doc, token)
    left = token.left_edge.i
    # "the 54-year-old" is three tokens whose head is "old"
    phrase = doc[left : token.i + 1]
    if phrase[0].lower_ not in DETERMINERS or _word_count(phrase) > DESCRIPTION_MAX_TOKENS:
        return None
    if phrase[0].dep_ not in ("det", "predet") and phrase[0].head.i != token.i:
        return None  # "that the keeper turned": a clause, not a description
    if token.pos_ == "VERB" and age_in_phrase(phrase.text) is None:
        return None  # the tagger reads "54-year-old" as a verb; nothing else
    if not describes_person(register, phrase.text):
        return None
    if _titles_a_name(doc, token):
        return None
    return phrase


def _titles_a_name(doc: Doc, token: Token) -> bool:
    """True when the description's head has the name it describes right after it, in
    apposition: "The Greek defender Sokratis was less forgiving" mentions Sokratis once,
    as a name, not a description to be resolved apart (and perhaps to someone else)."""
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return (
        after is not None
        and after.ent_type_ == "PERSON"
        and after.ent_iob_ == "B"
        and after.dep_ == "appos"
        and after.head.i == token.i
    )


def _misparsed_description(doc: Doc, token: Token) -> Span | None:
    """Return "the Wales forward" when the tagger took the role word for an adverb."""
    if role_in_phrase(token.text)[0] is None:
        return None
    words = 1
    for left in range(token.i - 1, -1, -1):
        t = doc[left]
        if _joining_hyphen(t):
            continue  # "the ex-Arsenal forward": the hyphen is inside a word
        words += 1
        if words > DESCRIPTION_MAX_TOKENS:
            return None
        if t.lower_ in DETERMINERS:
            return doc[left : token.i + 1]
        if t.pos_ not in ("PROPN", "NOUN", "ADJ", "NUM") or t.is_punct:
            return None
    return None


def describes_person(register: Register, phrase: str) -> bool:
    """True when ``phrase`` gives a role, an age or a nationality: a person's description."""
    role, _, _ = role_in_phrase(phrase)
    return (
        role is not None
        or age_in_phrase(phrase) is not None
        or register.demonym_nationality(phrase) is not None
    )


def club_in(register: Register, phrase: str, spelled_out: Mapping[str, str]) -> str | None:
    """Return the club a description names ("the Gulls boss"), its longest run of words
    first, as the article spells its clubs out (``spelled_out``); else None."""
    words = phrase_words(phrase)
    for size in (3, 2, 1):
        for i in range(len(words) - size + 1):
            chunk = _strip_possessive(" ".join(words[i : i + size]))
            if chunk.lower() in ("the", "a", "an"):
                continue
            club = club_named(chunk, register, spelled_out)
            if club is not None:
                return club
    return None


def clubs_a_word_may_mean(register: Register, phrase: str, table: PeopleTable) -> set[str]:
    """Return the article's clubs that a word of ``phrase`` shared by several clubs
    ("United", "City") may mean. A description with such a word ("the United captain")
    in an article naming two of them (Manchester United, Newcastle United) means one of
    their people, but which club's no more than "the captain" would: when people of two
    of them fit, it is no one rather than a guess."""
    named = set(table.clubs())
    found: set[str] = set()
    for word in phrase_words(phrase):
        word = _strip_possessive(word)
        if register.is_ambiguous_club(word):
            found |= {c.name for c in register.club_candidates(word)} & named
    return found


# Words a description may open with that say nothing of whom it describes: "John Terry,
# another former Chelsea captain," is later "the former Chelsea captain".
DESCRIPTION_DETERMINERS = ("the", "a", "an", "another")
# Words that describe the same post, read as the first so that two descriptions differing only
# in them match: "the former Chelsea skipper" is the man introduced as "a former Chelsea
# captain", "the Sunderland boss" the one introduced as "the Sunderland manager".
DESCRIPTION_SYNONYMS = {
    "skipper": "captain",
    "boss": "manager",
    "gaffer": "manager",
    "keeper": "goalkeeper",
    "centre-half": "centre-back",
}
# A hyphened "ex-" says what "former" does: "the ex-Chelsea boss" is the man introduced as
# "a former Chelsea manager".
PAST_PREFIX_AS_WORD = "former "
_DESCRIPTION_DETERMINER_RE = re.compile(rf"^(?:{'|'.join(DESCRIPTION_DETERMINERS)})\s+")


def _known_clubs(person: Person | None, text_desc: Sequence[Descriptor]) -> set[str]:
    """Return the clubs the article's descriptions and the register give a person."""
    clubs = {d.club for d in text_desc if d.club}
    if person is not None and person.club:
        clubs.add(person.club)
    return clubs


def _description_key(phrase: str) -> str:
    """Return the form two descriptions of one person share: lowercased, the determiner
    dropped, "ex-" read as "former", each synonym read as the word it stands for."""
    phrase = PAST_PREFIX_RE.sub(PAST_PREFIX_AS_WORD, phrase.strip().lower())
    words = _DESCRIPTION_DETERMINER_RE.sub("", phrase).split()
    return " ".join(DESCRIPTION_SYNONYMS.get(w, w) for w in words)


def _is_past_description(phrase: str) -> bool:
    """True when a description tells of the past ("former Chelsea manager", "ex-Arsenal
    striker"), which no later move makes untrue."""
    return "former" in _description_key(phrase).split()


def _described_as(m: Mention, wanted: str) -> bool:
    """True when the article described ``m`` in the words ``wanted`` (a description key):
    "Dan Whitby, the Ravens captain," for "the Ravens captain"."""
    return any(_description_key(d.phrase) == wanted for d in m.descriptors)
