"""PERSON patterns beside the register's: the world register's real names, and names with
a particle ("Erik ten Hag") no register lists.

Their matches carry an id of their own (:data:`WORLD_NAME_ID`, :data:`PARTICLE_NAME_ID`),
which the ruler reads and drops: such a name gets no canonical id, as if the model had
tagged it, and the speaker rules resolve it as any name.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from nlp.doc_helpers import CALENDAR_WORDS
from nlp.football import constants as C
from nlp.football.registers import Register, fold_accents, name_key, surname_of

# The token attributes a pattern matches words by: as written, or lowercased.
ORTH, LOWER = "ORTH", "LOWER"

WORLD_NAME_ID = "world-name"  # the id of world_name_patterns' matches
# The small model misses many real names in running text ("... to book Wilfried Zaha for
# diving"), and a person never tagged is no one a pronoun can refer to. Full names of two
# words or more only: a surname alone is the speaker rules' business, in context.
WORLD_NAME_MIN_WORDS = 2
# A one-word name: letters, with an apostrophe inside ("O'Riley", "O’Neil").
NAME_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def world_name_patterns(nlp: Language, register: Register) -> list[dict[str, Any]]:
    """Return PERSON patterns for the full names (and aliases of two words or more) of the
    world register's people (:mod:`nlp.football.world`), as written and with diacritics
    folded. A match is a person's name and no more: it gets no canonical id, as if the
    model had tagged it, so the speaker rules resolve it as any name (a user's register
    first). Names a user's register lists are left to its own patterns."""
    from nlp.football.known import shipped_world

    patterns = []
    seen: set[str] = set()
    for person in shipped_world().people:
        for name in (*person.names, *_two_part_surnames(person.name)):
            for form in dict.fromkeys((name, fold_accents(name))):
                # a double-barrelled name is two words joined ("Voss-Tecklenburg")
                parts = form.replace("-", " ").split()
                if len(parts) < WORLD_NAME_MIN_WORDS or form in seen:
                    continue
                if register.person(form):
                    continue
                words = [t.text for t in nlp.make_doc(form)]  # "Heung-min": three tokens
                seen.add(form)
                patterns.append(
                    {
                        "label": C.LABEL_PERSON,
                        "id": WORLD_NAME_ID,
                        "pattern": [{ORTH: w} for w in words],
                    }
                )
    return patterns


def _two_part_surnames(name: str) -> tuple[str, ...]:
    """Return a surname of two parts, with a particle or a hyphen, as written and
    capitalised as a sentence opens with it ("ten Hag", "Ten Hag", "Voss-Tecklenburg"): a
    name on its own, unlike a one-word surname, which is left to :func:`surname_subjects`."""
    surname = surname_of(name)
    if " " not in surname and "-" not in surname:
        return ()
    return tuple(dict.fromkeys((surname, surname[:1].upper() + surname[1:])))


PARTICLE_NAME_ID = "particle-name"  # the id of particle_name_patterns' matches


def particle_name_patterns() -> list[dict[str, Any]]:
    """Return PERSON patterns for a capitalised first name, a lowercase name particle
    (:data:`~nlp.football.constants.NAME_PARTICLES`, perhaps with a second one) and a
    capitalised surname: "Erik ten Hag", "Rafael van der Vaart". Registered names win
    over them, being as long and listed first."""
    return [
        {
            "label": C.LABEL_PERSON,
            "id": PARTICLE_NAME_ID,
            "pattern": [
                # "Marc-André ter Stegen": a hyphenated first name's first part
                {"IS_TITLE": True, "IS_ALPHA": True, "SPACY": False, "OP": "?"},
                {"ORTH": "-", "SPACY": False, "OP": "?"},
                {"IS_TITLE": True, "IS_ALPHA": True, "POS": "PROPN"},
                {"LOWER": {"IN": list(C.NAME_PARTICLES)}, "IS_LOWER": True},
                {"LOWER": {"IN": list(C.NAME_SECOND_PARTICLES)}, "IS_LOWER": True, "OP": "?"},
                {"IS_TITLE": True, "IS_ALPHA": True},
            ],
        }
    ]


# The roles a bare surname must have to be tagged a person on its own: the subject of a
# verb ("Pochettino struggled for words"), where a capitalised word is a person's name in
# football writing, so a pronoun after it can refer to it. Elsewhere (a possessor, "Pochettino's
# opposite number") a surname alone stays the speaker rules' business, in context.
SURNAME_DEPS = frozenset({"nsubj", "nsubjpass"})
OPENING_QUOTES = frozenset("\"“‘'")


def surname_subjects(doc: Doc, taken: set[int], register: Register | None) -> list[Span]:
    """Return PERSON spans (no canonical id) for the single words, outside ``taken``, that
    the small model may leave untagged but that are the subject of their clause,
    a proper noun standing alone (no other capitalised word beside it), no club, body or
    nation, and the surname or one-word name of someone in the world register ("Pochettino",
    "Nuno")."""
    names = _short_names()
    spans = []
    # The tagger calls a surname it does not know a common noun ("Textor said", "Sage was
    # proud"); the text's own capitals say it is a name where it writes it so mid-sentence.
    kept: list[set[str]] = []  # read once, and only when a common noun needs it

    def mid_sentence() -> set[str]:
        if not kept:
            kept.append({t.text for t in doc if t.is_title and not t.is_sent_start})
        return kept[0]

    for tok in doc:
        # the cheap tests first: most words are no subject, and few are a known surname
        if (
            tok.dep_ not in SURNAME_DEPS
            or tok.pos_ not in ("PROPN", "NOUN")
            or not tok.text[:1].isupper()
            or tok.i in taken
            or name_key(tok.text) not in names
            or not _alone(doc, tok.i)
            or any(c.dep_ == "det" for c in tok.children)  # "The Pope said": a title
            or not (
                tok.pos_ == "PROPN"
                or tok.tag_ == "NN"
                and (tok.text in mid_sentence() or _introduces_a_quote(doc, tok))
                # "Slegers took a more cautious line. '...'", never "Stones were thrown"
                or tok.tag_ == "NNS"
                and _introduces_a_quote(doc, tok)
                and not _plural_verb(tok.head)
            )
            or not _plain_word(tok.text, register)
        ):
            continue
        spans.append(Span(doc, tok.i, tok.i + 1, label=C.LABEL_PERSON))
    return spans


@lru_cache(maxsize=1)
def _short_names() -> frozenset[str]:
    """Return the name keys of the world register's surnames and one-word names and aliases."""
    from nlp.football.known import shipped_world

    keys = set()
    for person in shipped_world().people:
        keys.add(name_key(surname_of(person.name) or person.name))
        keys.update(name_key(a) for a in person.aliases if " " not in a)
    keys.discard("")
    return frozenset(keys)


def _plural_verb(verb: Token) -> bool:
    """True when ``verb`` (or its auxiliary) agrees with a plural subject ("were", "have")."""
    words = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    return any(w.tag_ == "VBP" or w.lower_ in ("were", "are") for w in words)


def _introduces_a_quote(doc: Doc, tok: Token) -> bool:
    """True when the sentence of ``tok`` is followed in its paragraph by a quotation
    ("Slegers took a more cautious line. '...'"): a report's way of bringing a speaker in."""
    end = tok.sent.end
    # the next token, in the same paragraph: a paragraph break is a whitespace token
    return end < len(doc) and doc[end].text[:1] in OPENING_QUOTES


def _alone(doc: Doc, i: int) -> bool:
    """True for a capitalised word of letters ("Pochettino", "McInnes", "O'Riley") with no capitalised
    proper noun beside it (a longer name's part is the model's or the full-name patterns' to
    tag)."""
    tok = doc[i]
    if not (_capitalised(tok) and NAME_WORD_RE.fullmatch(tok.text) and len(tok) > 2):
        return False
    if tok.lower_ in CALENDAR_WORDS or _hyphened(doc, i):
        return False
    return not any(
        0 <= j < len(doc)
        and (_capitalised(doc[j]) or _an_initial(doc[j]))
        and doc[j].pos_ == "PROPN"
        for j in (i - 1, i + 1)
    )


def _an_initial(tok: Token) -> bool:
    """True for a middle initial ("W" or "W." of "John W Henry"): a longer name's part."""
    text = tok.text
    return text[:1].isupper() and (len(text) == 1 or text[1:] == ".")


def _hyphened(doc: Doc, i: int) -> bool:
    """True when the word at ``i`` is joined to a hyphen, a part of a double-barrelled name
    ("Boyd" of "Asante-Boyd", "Arnold" of "Alexander-Arnold")."""
    before = i > 0 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_
    after = i + 1 < len(doc) and doc[i + 1].text == "-" and not doc[i].whitespace_
    return before or after


def _capitalised(tok: Token) -> bool:
    """True for a word that opens with a capital and is not all capitals ("McInnes", not
    "VAR")."""
    return tok.text[:1].isupper() and not tok.text.isupper()


def _plain_word(text: str, register: Register | None) -> bool:
    """True when ``text`` names no club, body or nation the register or the constants know."""
    if name_key(text) in C.NATION_NAMES:
        return False
    return register is None or (register.club(text) is None and not register.body(text))
