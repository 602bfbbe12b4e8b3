"""What the words after a name say: an appositive between commas, or a relative clause.

"Marco Bellandi, the Gulls boss," describes him (:func:`_trailing_appositive`); "Saka, who
plays for Arsenal," ties him to a club now and "Dyche, who managed Everton and Burnley,"
to the clubs he left (:func:`_relative_tie`); "Pryce, interviewed by reporters," says what
he did, not what he is (:func:`_is_clause`).
"""

from __future__ import annotations

from collections.abc import Mapping

from spacy.tokens import Doc, Span

from nlp.descriptors.words import (
    APPOINTMENT_LEMMAS,
    APPOSITIVE_MAX_TOKENS,
    CLAUSE_OPENING_TAGS,
    CLUB_LIST_JOINERS,
    CLUB_NAME_MAX_TOKENS,
    DATE_LABELS,
    FINITE_VERB_TAGS,
    HOME_TOWN_NOT_LABELS,
    LEFT_DATE_PREPOSITIONS,
    PAST_TIE_PREPOSITION_REQUIRED,
    PAST_TIE_ROLE_WORDS,
    PAST_VERB_TAGS,
    PRESENT_VERB_TAGS,
    RELATIVE_LEFT_LEMMAS,
    RELATIVE_TIE_PREPOSITIONS,
    RELATIVE_TIE_ROLE_WORDS,
    RELATIVE_TIE_SUBJECTS,
    RELATIVE_WORDS,
    SUBJECT_DEPS,
)
from nlp.football.registers import Register
from nlp.role_words import PAST_TIE_WORDS, Descriptor, club_named, describe, role_in_phrase

APPOSITIVE_ENDS = (",", ".", ";", ":")  # what closes an appositive after a name


def _trailing_appositive(
    doc: Doc, span: Span, register: Register, spelled_out: Mapping[str, str]
) -> list[Descriptor]:
    """Return what an appositive after the name and its comma says ("Marco Bellandi, the
    Gulls boss,", "Saka, who plays for Arsenal,"): a description with a role, a club left
    or a past tie, or the ties of a relative clause; nothing for a clause about what the
    person did."""
    j = _after_home_town(doc, span)
    while j < len(doc) and doc[j].is_space and "\n" not in doc[j].text:
        j += 1
    if j >= len(doc) or doc[j].text != ",":
        return []
    k = j + 1
    while k < len(doc) and k - j <= APPOSITIVE_MAX_TOKENS and doc[k].text not in APPOSITIVE_ENDS:
        k += 1
    if not (k > j + 1 and (k >= len(doc) or doc[k].text in APPOSITIVE_ENDS)):
        return []
    phrase = doc[j + 1 : k].text
    if doc[j + 1].lower_ in RELATIVE_WORDS:
        # "Doyle, whose captain was fouled," describes someone else; "Saka, who
        # plays for Arsenal," says his club.
        return _relative_tie(doc[j + 1 : k], register, spelled_out)
    if _is_clause(doc[j + 1 : k]):
        return []  # "Pryce, interviewed by reporters," says what he did, not what he is
    if (
        role_in_phrase(phrase)[0] is not None
        or "formerly" in phrase.lower()
        or PAST_TIE_WORDS & set(phrase.lower().split())  # "the Liverpool legend"
    ):
        return [describe(phrase, register, spelled_out)]
    return []


def _after_home_town(doc: Doc, span: Span) -> int:
    """Return the index after "from Bermondsey" when a lone first name (a phone-in's caller,
    "Dave from Bermondsey, a Millwall season-ticket holder,") is followed by it and a comma,
    else ``span.end``. Only after a one-word name, and never over a person or a club: in "a
    red card for Bruno Guimaraes from Anthony Taylor, the referee," the referee is Taylor."""
    i = span.end
    if len(span) != 1 or i >= len(doc) or doc[i].lower_ != "from":
        return i
    k = i + 1
    while k < len(doc) and doc[k].pos_ == "PROPN":
        if doc[k].ent_type_ in HOME_TOWN_NOT_LABELS:
            return i
        k += 1
    return k if k > i + 1 and k < len(doc) and doc[k].text == "," else i


def _relative_tie(
    clause: Span, register: Register, spelled_out: Mapping[str, str]
) -> list[Descriptor]:
    """Return the role and club a relative clause after a name gives ("who plays for
    Arsenal" -> an Arsenal player; see :data:`RELATIVE_TIE_ROLE_WORDS`), or one descriptor
    per club it says the person left ("who managed Everton and Burnley", "who left Arsenal";
    :data:`PAST_TIE_ROLE_WORDS`); empty when it says no such thing or names no club."""
    if len(clause) < 3 or clause[0].lower_ not in RELATIVE_TIE_SUBJECTS:
        return []
    i = 1
    while i < len(clause) and clause[i].pos_ == "ADV":
        i += 1  # "who now plays for", "who currently manages"
    if i >= len(clause):
        return []
    verb = clause[i]
    lemma = verb.lemma_.lower()
    if verb.tag_ in PAST_VERB_TAGS:
        return _past_tie(clause[i + 1 :], lemma, register, spelled_out)
    role_word = RELATIVE_TIE_ROLE_WORDS.get(lemma)
    if role_word is None or verb.tag_ not in PRESENT_VERB_TAGS:
        return []
    rest = clause[i + 1 :]
    if len(rest) and rest[0].lower_ in RELATIVE_TIE_PREPOSITIONS:
        rest = rest[1:]
    elif lemma in PAST_TIE_PREPOSITION_REQUIRED:
        return []  # "who plays Arsenal on Sunday" plays against them
    # The club straight after the verb or its preposition: "who plays against Arsenal" or
    # "who manages the side that beat Arsenal" names an opponent, not the person's club.
    clubs = _leading_clubs(rest, register, spelled_out)
    if not clubs:
        return []
    d = describe(f"{rest[: clubs[-1][1]].text} {role_word}", register, spelled_out)
    return [d] if d.club and not d.former_club else []


def _past_tie(
    rest: Span, lemma: str, register: Register, spelled_out: Mapping[str, str]
) -> list[Descriptor]:
    """Return one descriptor per club a past-tense relative clause says the person left,
    from the words after its verb (``lemma``): "who managed Everton and Burnley" (two),
    "who played for Spurs", "who left Arsenal last summer". Empty unless the verb is one of
    :data:`PAST_TIE_ROLE_WORDS` or :data:`RELATIVE_LEFT_LEMMAS`, the clubs come straight
    after it (after the preposition it needs, :data:`PAST_TIE_PREPOSITION_REQUIRED`), and
    nothing follows them but, for a leaving, a date."""
    role_word = PAST_TIE_ROLE_WORDS.get(lemma)
    if role_word is None and lemma not in RELATIVE_LEFT_LEMMAS:
        return []
    needed = PAST_TIE_PREPOSITION_REQUIRED.get(lemma)
    if needed is not None:
        if not len(rest) or rest[0].lower_ != needed:
            return []  # "who played Arsenal twice" played against them
        rest = rest[1:]
    clubs = _leading_clubs(rest, register, spelled_out)
    if not clubs:
        return []
    tail = rest[clubs[-1][1] :]
    if len(tail) and not (lemma in RELATIVE_LEFT_LEMMAS and _is_date(tail)):
        return []  # "who played for Villa on Saturday", "who left Arsenal's training ground"
    out = []
    for start, end in clubs:
        phrase = f"former {rest[start:end].text} {role_word or ''}".strip()
        left = describe(phrase, register, spelled_out)
        if left.former_club is not None:
            out.append(Descriptor(former_club=left.former_club, former=True, phrase=left.phrase))
    return out


def _leading_clubs(
    words: Span, register: Register, spelled_out: Mapping[str, str]
) -> list[tuple[int, int]]:
    """Return where each club of a list of clubs at the start of ``words`` lies, as (start,
    end) token offsets ("Everton", "Burnley" of "Everton and Burnley on Saturday"; joined by
    :data:`CLUB_LIST_JOINERS`), or nothing when they open with no club. A joiner with no club
    after it is left out of the list."""
    found: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        size = next(
            (
                n
                for n in range(min(CLUB_NAME_MAX_TOKENS, len(words) - i), 0, -1)
                if club_named(words[i : i + n].text, register, spelled_out) is not None
            ),
            0,
        )
        if size == 0:
            break
        found.append((i, i + size))
        if i + size < len(words) and words[i + size].lower_ in CLUB_LIST_JOINERS:
            i += size + 1
        else:
            break
    return found


def _is_date(words: Span) -> bool:
    """True when ``words`` are a date, opened by one of :data:`LEFT_DATE_PREPOSITIONS` or by
    nothing ("last summer", "in January")."""
    if len(words) and words[0].lower_ in LEFT_DATE_PREPOSITIONS:
        words = words[1:]
    return bool(len(words)) and all(t.ent_type_ in DATE_LABELS for t in words)


def _is_clause(words: Span) -> bool:
    """Return True when the words after a name's comma are a clause about what the person
    did ("speaking after the game", "Joe Pickering told reporters"), not a description.

    A participle that gives a job ("appointed Ravens manager in the summer") describes,
    and so does a relative clause inside a description ("the Gulls captain who scored").
    """
    first = words[0]
    if (
        first.tag_ in CLAUSE_OPENING_TAGS
        and role_in_phrase(first.text)[0] is None
        and first.lemma_.lower() not in APPOINTMENT_LEMMAS
    ):
        return True
    # A verb with its own subject among these words, the subject not a relative pronoun.
    return any(
        t.tag_ in FINITE_VERB_TAGS
        and any(
            c.dep_ in SUBJECT_DEPS and c.i >= words.start and c.lower_ not in RELATIVE_WORDS
            for c in t.children
        )
        for t in words
    )
