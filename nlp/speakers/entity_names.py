"""Which of the model's entities name a person or an organisation, and in which words.

The stock English model knows few names outside English: it reads "Heung-min Son" as a
place and a person, "Saltcote boss Tomasz Wray" as a work of art, "Referee Paul Sterling" as
one organisation, "Trevarrick manager Alun Tregear" as two people. :func:`read_names` reads
each entity as what it names, from the words around it (a club's role noun before, a speech
verb after, ", who"), and cuts or completes its words to the name itself; the people table
(:mod:`nlp.speakers.people`) then gives each a canonical name. Only the register's clubs and
bodies and organisations' words keep a name an organisation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from nlp.descriptors import PERSON_LABELS, SUBJECT_DEPS
from nlp.doc_helpers import CALENDAR_WORDS
from nlp.football.constants import CLUB_SUFFIX_WORDS, LABEL_CLUB
from nlp.football.registers import Register, name_key
from nlp.role_words import role_in_phrase
from nlp.speakers.first_names import first_name_gender
from nlp.speakers.lexicon import (
    COMPANY_NAME_WORDS,
    HONORIFICS,
    HYPHENATED_NAME_PART_RE,
    MISREAD_FULL_NAME_LABELS,
    NAME_AFTER_ROLE_WORDS,
    NAME_TITLES,
)
from nlp.speakers.names import (
    NAME_HYPHENS,
    NAME_PARTICLES,
    _cut_at_hyphen,
    _in_name,
    _is_name_word,
    _looks_like_org,
    _misread_name,
    _name_word,
    _name_words_end,
    _names_a_club_before_role_word,
    _opening_function_word,
    _role_noun_before,
    _strip_possessive,
    _untagged_hyphenated_subject,
    _untagged_opening_subject,
    _with_particle_surname,
    _without_leading_possessive,
    _without_leading_role_words,
    _without_leading_titles,
    _without_trailing_punctuation,
)
from nlp.speakers.sentences import _in_any
from nlp.speakers.syntax import _is_cue, _speaking_words
from nlp.tokens import CharRanges

# The entity labels of organisations a quote may be attributed to (the football ruler's
# clubs, bodies and outlets, and the stock model's ORG).
ORG_LABELS = frozenset({"ORG", "BODY", "CLUB", "OUTLET"})
# A live blog entry's time ("18:52", "9.05") and the dashes that follow it.
TIMESTAMP_RE = re.compile(r"\d{1,2}[:.]\d{2}")
DASHES = frozenset({"-", "–", "—"})
# Entity types a name's words may carry when the stock model misreads them; a date's
# ("Liverpool fans Sunday") or a number's may not.
NAME_ENT_TYPES = frozenset({"", "PERSON", "NORP", "ORG", "GPE", "LOC", "FAC", "PRODUCT"})
# The object of a preposition is where something happened or whose it is, not who.
PLACE_DEPS = frozenset({"pobj"})
# Labels under which the model puts a person's name it does not know and which "who" then
# shows to be a person; a place (GPE, LOC) is as often a national side ("Costa Rica, who").
WHO_MISREAD_LABELS = frozenset({"ORG", "FAC", "PRODUCT", "WORK_OF_ART", "NORP"})
# Last words of team names: "Notts County, who scored four" is a team.
TEAM_NAME_WORDS = CLUB_SUFFIX_WORDS | frozenset(
    {"borough", "villa", "hotspur", "wednesday", "forest", "orient", "argyle", "vale", "fc"}
)
# Entity types the model gives an unfamiliar first name just before a surname it did tag
# ("Cristian" as a nationality in "Cristian Romero").
FIRST_NAME_MISREAD_ENT_TYPES = frozenset({"", "NORP", "GPE", "ORG"})


def read_names(
    register: Register, doc: Doc, quote_ranges: CharRanges
) -> Iterator[tuple[Span, str]]:
    """Yield each entity outside quotes that names a person or an organisation, as the words
    of its name (titles, possessives, role words and stray punctuation cut off; a first name,
    particle or last word the model left out put back), with those words as text; in text
    order. An entity the model misread is read as what it names: a person's name it took for
    a place or an organisation, a club it took for a person."""
    speaking = _speaking_words(doc)
    for ent in _with_names_after_club_role(register, doc):
        ent = (
            _name_after_opening_role_word(register, ent)
            or _name_after_timestamp(register, ent)
            or ent
        )
        if (
            _speaking_place(register, ent, speaking)
            or _name_after_role_word(register, ent)
            or _name_before_who(register, ent)
            or _first_name_led(register, ent)
        ):
            ent = Span(doc, ent.start, ent.end, label="PERSON")
        if ent.label_ not in PERSON_LABELS | ORG_LABELS:
            continue
        if _in_any(ent.start_char, ent.end_char, quote_ranges):
            continue
        if ent.label_ in PERSON_LABELS and _names_a_club_before_role_word(ent):
            ent = Span(doc, ent.start, ent.end, label="ORG")
        if ent.label_ in PERSON_LABELS:
            ent = _without_leading_titles(ent)
            ent = _without_leading_possessive(ent)
            ent = _without_trailing_punctuation(ent)
            if any(t.is_digit for t in ent):
                continue  # "Lionesses 2-2 Spain" in a headline: a score, no one's name
        if ent.label_ in PERSON_LABELS and not ent.ent_id_:
            ent = _without_leading_role_words(ent)
            ent = _with_untagged_first_name(register, ent)
            ent = _with_particle_surname(ent)
            ent = _with_untagged_last_word(register, ent)
        text = _strip_possessive(ent.text)
        if not text:
            continue
        if _cut_at_hyphen(ent):
            continue  # "the ex-" of "the ex-Everton boss": part of a word, no one's name
        if ent.label_ in PERSON_LABELS and not ent.ent_id_ and register.demonym_nationality(text):
            continue  # "Welshman" is a description of someone, read as one later
        if ent.label_ in PERSON_LABELS and not ent.ent_id_ and text.islower():
            continue  # the small model's "defender" in "the United defender said": no name
        yield ent, text


def registered_org(register: Register, text: str) -> bool:
    """True when a register knows ``text`` as a club or a body."""
    return register.club(text) is not None or register.body(text) is not None


def _org_name(register: Register, span: Span) -> bool:
    """True when ``span`` is a registered club or body, has an organisation's word, or
    one of its words is a registered club or body."""
    text = span.text
    if any(t.lower_ in COMPANY_NAME_WORDS for t in span):
        return True
    if registered_org(register, text) or _looks_like_org(text):
        return True
    return any(registered_org(register, t.text) for t in span if t.is_alpha)


def _names_an_org(register: Register, span: Span, words: list[Token]) -> bool:
    """True when ``span`` (its name ``words``) has a company's word, or is a registered
    club or body or has an organisation's word: not a person's name the model misread."""
    if any(w.lower_ in COMPANY_NAME_WORDS for w in words):
        return True
    text = _strip_possessive(span.text)
    return registered_org(register, text) or _looks_like_org(text)


def _with_names_after_club_role(register: Register, doc: Doc) -> list[Span]:
    """Return the model's entities with each name a speaker is introduced by between a
    club's role noun and a speech verb ("Tottenham forward Heung-min Son said", "Wolves
    forward Hee-chan Hwang said") read as one person's name, whatever the model made of
    its words: it knows few names outside English and reads their parts as places,
    organisations or two people. ``_name_after_role_word`` handles an organisation
    after any role noun; here the club before the role noun and the speech verb after
    the name are what make the words a person's name, whatever their entity types.
    A name with a hyphenated part right beside a speech verb is read so too, with no
    role noun before it (see :func:`_names_by_cue`)."""
    names: list[Span] = []
    for tok in doc:
        if not (tok.is_lower and tok.i > 0):
            continue  # any part of speech: the tagger reads "forward" as an adverb
        if doc[tok.i - 1].ent_type_ != LABEL_CLUB or role_in_phrase(tok.text)[0] is None:
            continue
        name = _speaker_name_at(register, doc, tok.i + 1)
        if name is None and tok.tag_ != "NNS":
            name = _described_name_at(register, doc, tok.i + 1)
        if name is not None:
            names.append(name)
    ents = list(doc.ents)
    if names:
        kept = []
        for ent in ents:
            over = [n for n in names if n.start < ent.end and ent.start < n.end]
            if any(ent.start < n.start or n.end < ent.end for n in over):
                return ents  # an entity running past the name: leave the model's
            if not over:
                kept.append(ent)
        ents = sorted(kept + names, key=lambda e: e.start)
    for name in _names_by_cue(register, doc):
        over = [e for e in ents if e.start < name.end and name.start < e.end]
        if any(e.ent_id_ or e.start < name.start or name.end < e.end for e in over):
            continue  # a register's match, or an entity running past the name
        if any(e.label_ in PERSON_LABELS and e.start == name.start for e in over):
            if all(e.end == name.end for e in over):
                continue  # the model read it as this name already
        ents = sorted([e for e in ents if e not in over] + [name], key=lambda e: e.start)
    return ents


def _names_by_cue(register: Register, doc: Doc) -> list[Span]:
    """Return the names of NAME_AFTER_ROLE_WORDS capitalised words with a hyphenated part
    (:data:`HYPHENATED_NAME_PART_RE`: "Heung-min Son", "Jean-Philippe Mateta") written
    right before or right after a speech verb ("Heung-min Son said:", "said Hee-chan
    Hwang."). The stock model knows few names outside English and, with no role noun
    before them, reads their parts as places, organisations or nothing; a capitalised
    word joined by a hyphen to another, with a surname beside it and a speech verb
    beside that, is a person's given name or double surname. So is such a name the
    model tagged wholly as a title (:data:`MISREAD_NAME_LABELS`: '"...," Declan Rice
    told reporters'). With no speech verb beside it, such a name with a hyphenated part
    that the model left wholly untagged counts when it is its clause's subject ("Morgan
    Gibbs-White was furious." before '"...," he said'): see
    :func:`_untagged_hyphenated_subject`. Registered clubs and bodies and names with an
    organisation's word are left to the model."""
    names: list[Span] = []
    i = 0
    while i < len(doc):
        tok = doc[i]
        if not _is_name_word(tok) or (i > 0 and _in_name(doc[i - 1])):
            i += 1
            continue
        if _opening_function_word(tok):
            i += 1  # "Then Heung-min Son said": a sentence's first word, not a name's
            continue
        end, words = _name_words_end(doc, i)
        span = doc[i:end]
        beside_cue = (end < len(doc) and _is_cue(doc[end])) or (i > 0 and _is_cue(doc[i - 1]))
        if (
            words in NAME_AFTER_ROLE_WORDS
            and not (end < len(doc) and _is_name_word(doc[end]))
            and (
                (
                    (HYPHENATED_NAME_PART_RE.search(span.text) or _misread_name(span))
                    and (beside_cue or _untagged_hyphenated_subject(span))
                )
                or _untagged_opening_subject(span, words)
            )
            and not _org_name(register, span)
        ):
            names.append(Span(doc, i, end, label="PERSON"))
        i = max(end, i + 1)
    return names


def _described_name_at(register: Register, doc: Doc, start: int) -> Span | None:
    """Return the name of one to max(NAME_AFTER_ROLE_WORDS) capitalised words beginning
    at ``start``, right after a club's singular role noun, that ends an apposition or, of
    two or more words, is a clause's subject ("Another, Arsenal fan Priya, phoned in",
    "Arsenal fan Priya Sharma phoned in"): the small model leaves such names untagged or
    reads them as a nationality. Not a date's words, a registered club or body or an
    organisation's word; else None."""
    end, words = _name_words_end(doc, start)
    if words == 0 or end >= len(doc):
        return None
    after = doc[end]
    appositive = after.text in (",", "from")
    # one word before a verb is as often a place or a nickname ("fan Stateside were")
    if not (appositive or words >= 2 and after.pos_ in ("VERB", "AUX")):
        return None
    span = doc[start:end]
    if any(t.ent_type_ not in NAME_ENT_TYPES for t in span) or _org_name(register, span):
        return None
    return Span(doc, start, end, label="PERSON")


def _speaker_name_at(register: Register, doc: Doc, start: int) -> Span | None:
    """Return the name of NAME_AFTER_ROLE_WORDS capitalised words (each perhaps joined to
    the next part by a hyphen, "Heung-min") beginning at ``start`` and followed by a
    speech verb, unless a registered club or body or an organisation's word; or None."""
    i, words = _name_words_end(doc, start)
    if words not in NAME_AFTER_ROLE_WORDS or i >= len(doc) or not _is_cue(doc[i]):
        return None
    span = doc[start:i]
    if _org_name(register, span):
        return None
    return Span(doc, start, i, label="PERSON")


def _speaking_place(register: Register, ent: Span, speaking: dict[str, list[int]]) -> bool:
    """True when the model's place, organisation, facility, product or work of art
    (:data:`MISREAD_FULL_NAME_LABELS`) is a person's full name: two or three
    capitalised name words, no club, body or organisation's word among them, whose last
    word alone is a speech verb's subject later in the article ("Hamish Gow refereed ..."
    read as a place, then "Gow said"). A place does not say things; a club does, so
    clubs never count, and "Merseyside Police said" is the entity speaking, not a
    surname."""
    if ent.label_ not in MISREAD_FULL_NAME_LABELS or ent.ent_id_:
        return False
    words = [t for t in ent if t.text not in NAME_HYPHENS]
    if not 2 <= len(words) <= 3 or not all(t.is_title and _name_word(t) for t in words):
        return False
    if not any(i >= ent.end for i in speaking.get(name_key(words[-1].text), ())):
        return False
    if ent.root.dep_ in PLACE_DEPS:
        return False  # "the players of Holloway Vale", "at Penhallow Park": a place or club
    return not _names_an_org(register, ent, words)


def _name_before_who(register: Register, ent: Span) -> bool:
    """True when the model's organisation or place (:data:`MISREAD_FULL_NAME_LABELS`)
    is two or three capitalised name words followed by ", who" ("Aitana Bonmati, who
    scored Spain's second, said"): "who" follows people, the name is a speech verb's
    subject, and no register knows the words as a club or body, nor is an organisation's
    word among them. A country or place ("Costa Rica, who scored twice") and a name ending
    in a team's word ("Notts County") are teams, which "who" follows too; so is a team
    the sentence does not have speaking ("Kaizer Chiefs, who lost 2-0, were angry")."""
    if ent.label_ not in WHO_MISREAD_LABELS or ent.ent_id_:
        return False
    words = [t for t in ent if t.text not in NAME_HYPHENS]
    if not 2 <= len(words) <= 3 or not all(t.is_title and _name_word(t) for t in words):
        return False
    if words[-1].lower_ in TEAM_NAME_WORDS:
        return False  # "Notts County, who scored four": a team scores too
    doc = ent.doc
    if ent.end + 1 >= len(doc) or doc[ent.end].text != "," or doc[ent.end + 1].lower_ != "who":
        return False
    if not (ent.root.dep_ in SUBJECT_DEPS and _is_cue(ent.root.head)):
        return False
    return not _names_an_org(register, ent, words)


def _first_name_led(register: Register, ent: Span) -> bool:
    """True when the model's organisation or place (:data:`MISREAD_FULL_NAME_LABELS`) is two
    or three capitalised name words of which the first is a first name news give one
    gender only ("His opposite number, Colm Rafferty, was less sure" read as an
    organisation), and no register knows it as a club or body nor is an organisation's
    word part of it ("Jack Walker Stadium" has one)."""
    if ent.label_ not in MISREAD_FULL_NAME_LABELS or ent.ent_id_:
        return False
    words = [t for t in ent if t.text not in NAME_HYPHENS]
    if not 2 <= len(words) <= 3 or not all(t.is_title and _name_word(t) for t in words):
        return False
    if first_name_gender(words[0].text) is None:
        return False
    if ent.root.dep_ in PLACE_DEPS:
        return False  # "at Jack Walker Park": a place named for someone
    return not _names_an_org(register, ent, words)


def _name_after_role_word(register: Register, ent: Span) -> bool:
    """True when the stock model's organisation is a person's name it did not know: two
    or more capitalised words right after a role noun, perhaps of two words and perhaps
    with a comma between ("Sunderland boss Régis Le Bris", "striker Jean-Philippe Mateta",
    "chief executive, Nadia Fenwick"), which no register knows as a club or body and
    which no organisation's word ("United", "Trust") is part of. So is such a name the
    model read as a place, building or title ("Saltcote boss Tomasz Wray" as a
    WORK_OF_ART)."""
    if ent.label_ not in MISREAD_FULL_NAME_LABELS or ent.ent_id_ or ent.start == 0:
        return False
    words = [t for t in ent if t.text not in NAME_HYPHENS]
    if len(words) < 2 or not all(t.is_alpha and t.pos_ == "PROPN" for t in words):
        return False
    if not (words[0].is_title and words[-1].is_title):
        return False
    if not all(t.is_title or t.lower_ in NAME_PARTICLES for t in words):
        return False
    if not _role_noun_before(ent.doc, ent.start):
        return False
    # "owner Clearlake Capital", "owners Fenway Sports Group"
    return not _names_an_org(register, ent, words)


def _name_after_opening_role_word(register: Register, ent: Span) -> Span | None:
    """Return the name in a sentence's capitalised role noun and the name after it that the
    stock model read together as one organisation or place ("Referee Paul Sterling later
    explained", "Striker Nina Hale said"), as a person; None for any other entity. The
    lowercase role noun before a name is :func:`_name_after_role_word`'s case."""
    if ent.label_ not in MISREAD_FULL_NAME_LABELS or ent.ent_id_ or len(ent) < 3:
        return None
    first = ent[0]
    if not (first.is_sent_start and first.is_title and first.is_alpha):
        return None
    if role_in_phrase(first.lower_)[0] is None:
        return None
    rest = ent.doc[ent.start + 1 : ent.end]
    words = [t for t in rest if t.text not in NAME_HYPHENS]
    if not 2 <= len(words) <= 3:
        return None
    if not all(t.is_alpha and t.is_title and t.pos_ == "PROPN" for t in words):
        return None
    if _names_an_org(register, rest, words):
        return None
    return Span(ent.doc, rest.start, rest.end, label="PERSON")


def _name_after_timestamp(register: Register, ent: Span) -> Span | None:
    """Return the name in a live blog entry's time, dash and name that the stock model
    read together as one date, time or organisation ("18:52 - Postecoglou on the delay",
    "18:40 - Ange Postecoglou has been speaking"), as a person; None for any other
    entity."""
    if len(ent) < 3 or not TIMESTAMP_RE.fullmatch(ent[0].text) or ent[1].text not in DASHES:
        return None
    rest = ent.doc[ent.start + 2 : ent.end]
    words = [t for t in rest if t.text not in NAME_HYPHENS]
    if not 1 <= len(words) <= 3 or not all(_is_name_word(t) for t in words):
        return None
    if _names_an_org(register, rest, words):
        return None
    return Span(ent.doc, rest.start, rest.end, label="PERSON")


def _with_untagged_first_name(register: Register, ent: Span) -> Span:
    """Return a surname the model tagged alone with the first name written just before it
    that it read as something else ("Cristian" a nationality in "Cristian Romero")."""
    if len(ent) != 1 or ent.start == 0:
        return ent
    prev = ent.doc[ent.start - 1]
    if not (prev.pos_ == "PROPN" and prev.is_title and prev.is_alpha and prev.whitespace_):
        return ent
    if prev.ent_type_ not in FIRST_NAME_MISREAD_ENT_TYPES or prev.ent_iob_ == "I":
        return ent  # a longer entity's last word ("Manchester City Haaland")
    word = prev.lower_
    if word in NAME_TITLES or word in HONORIFICS or role_in_phrase(prev.text)[0] is not None:
        return ent
    if register.demonym_nationality(prev.text) or registered_org(register, prev.text):
        return ent  # "Argentine Romero", "Spurs Romero": a description, not a first name
    return Span(ent.doc, ent.start - 1, ent.end, label=ent.label)


def _with_untagged_last_word(register: Register, ent: Span) -> Span:
    """Return a person's name with the capitalised word after it that the model left out
    of it but parsed as the head the name modifies: it tags "Nuno Espirito" in "Nuno
    Espirito Santo hailed ..." and leaves "Santo", the subject, untagged, so the name was
    cut and a later "Espirito Santo" no one. A word of another entity, a calendar word, a
    role word or a registered club or body stays out."""
    doc = ent.doc
    if ent.end >= len(doc) or not doc[ent.end - 1].whitespace_:
        return ent
    last, word = doc[ent.end - 1], doc[ent.end]
    if last.dep_ != "compound" or last.head.i != word.i:
        return ent
    if not (word.pos_ == "PROPN" and word.is_title and _name_word(word)) or word.ent_type_:
        return ent
    if word.lower_ in CALENDAR_WORDS or word.is_stop:
        return ent
    if role_in_phrase(word.text)[0] is not None:
        return ent
    if registered_org(register, word.text):
        return ent
    return Span(doc, ent.start, ent.end + 1, label=ent.label)
