"""The clubs an article names that no register knows, read from how the article writes them.

"Tarnside Rovers" (a word clubs end with), "Athletic Brennock" (one they start with),
"Maldrum 2-1 Greywater" (a scoreline's sides), "Maldrum head coach Henrik Solberg" (a word
before a club's role word): each is a club of the article's own. :func:`article_club_names` reads them, step by step in that order, into
name key -> club name; :func:`written_surnames` keeps a person's surname ("Ryan Bolton")
from being taken for a club's short name.
"""

from __future__ import annotations

import re
from collections import Counter

from spacy.tokens import Doc, Span, Token

from nlp.doc_helpers import doc_text
from nlp.entities.words import _capitalised, _names_a_nation, _place_word, _title_cased
from nlp.football import constants as C
from nlp.football.registers import Register, name_key
from nlp.role_words import SPELLED_OUT_CLUBS_KEY, role_in_phrase

# A score between two sides: "Maldrum 2-1 Greywater", "Caddon Town 0–0 Kestle Albion".
# A side's words start at a word's start (so a long run of capitals is tried once, not at
# every letter) and hold no full stop ("... 2-1 Greywater." ends the sentence).
SCORELINE_RE = re.compile(
    r"(?<![\w'’&-])(?P<home>[A-Z][\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})[ \t]+\d{1,2}[ \t]*[-–]"
    r"[ \t]*\d{1,2}[ \t]+(?P<away>[A-Z][\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})"
)
# Roles a club has: a capitalised word right before one names the club ("Maldrum head
# coach", "the Greywater captain"); a pundit's or referee's ("BBC pundit") does not.
CLUB_ROLES = frozenset({"manager", "player", "fan"})  # an executive's may be a firm's ("Nike")
# A word before a role word names a club only when the article writes it this often: once
# only, "The Hatters captain" or "Ineos director" is as likely a nickname or a firm.
PREMODIFIER_CLUB_MIN_WRITTEN = 2
ROLE_LOOKAHEAD_TOKENS = 3
NATION_NAME_MAX_WORDS = 4  # "Bosnia and Herzegovina", "Trinidad and Tobago"
CAPITALISED_WORD_RE = re.compile(r"\b[A-Z]\w*")


def article_club_names(
    doc: Doc, taken: set[int], register: Register | None, surnames: set[str]
) -> dict[str, str]:
    """Return name key -> club name for the clubs ``doc`` names that no register knows,
    read from how the article writes them: with a word clubs end with ("Tarnside Rovers",
    "Caddon Town"; the place word alone then names it too), as a side of a scoreline
    ("Maldrum 2-1 Greywater"), or right before a club's role word ("Maldrum head coach
    Henrik Solberg", "the Greywater captain"). Never a word in ``taken`` (the register's
    entities), a nation, a nationality, a word the register knows as anything, or one of
    ``surnames`` (:func:`written_surnames`)."""
    text = doc_text(doc)
    found: dict[str, str] = {}  # each step adds to it, in this order
    places = _suffixed_names(doc, taken, register, found)
    sides = _scoreline_sides(doc, text, taken, register, found)
    _role_premodifiers(doc, text, taken, register, surnames, found)
    _place_short_names(places, sides, surnames, found)
    _openings_of_spelled_out(doc, sides, found)
    return {k: v for k, v in found.items() if v}


def _unknown(words: Span | str, register: Register | None) -> bool:
    """True when ``words`` may name a club of the article's own: no nation, no word clubs
    end with alone, no word that is never a club's, and nothing the register knows."""
    text = words if isinstance(words, str) else words.text
    key = name_key(text)
    if (
        not key
        or key in C.NATION_NAMES
        or key in C.CLUB_SUFFIX_WORDS  # "City" alone is some registered club's
        or any(w in C.NOT_A_CLUB_WORDS or w in C.PERSON_DESCRIBING_WORDS for w in key.split())
    ):
        return False
    if register is None:
        return True
    return not (
        register.club_candidates(text)
        or register.person(text)
        or register.body(text)
        or register.outlet(text)
        or register.competition(text)
        or register.demonym_nationality(text)
        or register.demonym_nationality(f"the {text}")
    )


def _free(doc: Doc, taken: set[int], lo: int, hi: int, tagged: bool = True) -> bool:
    """No register entity, and each word a place word (``tagged``: as the tagger
    says; else any capitalised word, as a scoreline's sides are)."""
    return all(
        j not in taken and (_place_word(doc[j]) if tagged else _capitalised(doc[j]))
        for j in range(lo, hi)
    )


def _suffixed_names(
    doc: Doc, taken: set[int], register: Register | None, found: dict[str, str]
) -> dict[str, set[str]]:
    """Add the names written with a word clubs end with ("Tarnside Rovers") or start with
    ("Athletic Brennock") to ``found``; return each place word -> the names it is part of."""
    places: dict[str, set[str]] = {}
    for tok in doc:
        if not tok.is_title or tok.i in taken:
            continue
        if tok.lower_ in C.CLUB_PREFIX_WORDS and _prefixed_name(doc, taken, register, tok):
            place = doc[tok.i + 1]
            name = doc[tok.i : tok.i + 2].text
            found[name_key(name)] = name
            places.setdefault(name_key(place.text), set()).add(name)
            continue
        if tok.lower_ not in C.CLUB_SUFFIX_WORDS:
            continue
        for lo in (tok.i - 2, tok.i - 1):
            if lo >= 0 and _free(doc, taken, lo, tok.i) and _unknown(doc[lo : tok.i], register):
                name = doc[lo : tok.i + 1].text
                found[name_key(name)] = name
                places.setdefault(name_key(doc[lo].text), set()).add(name)
                break
    return places


def _prefixed_name(doc: Doc, taken: set[int], register: Register | None, opener: Token) -> bool:
    """True when ``opener`` ("Athletic") and the place word after it ("Brennock") are a club
    of the article's own: the place word free and unknown, and the name not going on with a
    word clubs end with ("Athletic Brennock Town" is read by its suffix)."""
    i = opener.i + 1
    if i >= len(doc) or not _free(doc, taken, i, i + 1) or not _unknown(doc[i : i + 1], register):
        return False
    return not (i + 1 < len(doc) and doc[i + 1].lower_ in C.CLUB_SUFFIX_WORDS)


def _scoreline_sides(
    doc: Doc, text: str, taken: set[int], register: Register | None, found: dict[str, str]
) -> set[str]:
    """Add a scoreline's sides ("Maldrum 2-1 Greywater") to ``found``; return their keys."""
    sides: set[str] = set()
    for match in SCORELINE_RE.finditer(text):
        for side in ("home", "away"):
            words = doc.char_span(*match.span(side), alignment_mode="contract")
            if words is None or _names_a_nation(words.text):
                continue  # "Costa Rica 2-1 Panama": no club "Rica" either
            # the side nearest the score that fits ("Sunday Maldrum 2-1 Greywater Player
            # Ratings": Maldrum and Greywater)
            for size in range(len(words), 0, -1):
                part = words[-size:] if side == "home" else words[:size]
                if _free(doc, taken, part.start, part.end, False) and _unknown(part, register):
                    found.setdefault(name_key(part.text), part.text)
                    sides.add(name_key(part.text))
                    break
    return sides


def _role_premodifiers(
    doc: Doc,
    text: str,
    taken: set[int],
    register: Register | None,
    surnames: set[str],
    found: dict[str, str],
) -> None:
    """Add each word right before a club's role word ("Maldrum head coach Henrik Solberg",
    "the Greywater captain") to ``found``, when the article writes it often enough."""
    elsewhere = {t.text for t in doc if t.is_title and not t.is_sent_start}
    written = Counter(CAPITALISED_WORD_RE.findall(text))
    for tok in doc[:-1]:
        # Cheap tests first: a word written twice, before a lowercase word ("Kit Manager
        # John Harris" is a job's title), no register entity, no surname.
        if (
            written[tok.text] < PREMODIFIER_CLUB_MIN_WRITTEN
            or not doc[tok.i + 1].is_lower
            or tok.i in taken
            or tok.text in surnames
        ):
            continue
        # The tagger calls a sentence's first word a noun or an adjective when it does not
        # know it ("Dunmore manager Pavel Krenek"); a role word is no club ("Goalkeeper
        # coach"); such a word counts only when the article also capitalises it inside a
        # sentence.
        place = _place_word(tok) or (
            tok.is_sent_start
            and tok.pos_ in ("NOUN", "ADJ")
            and _capitalised(tok)
            and tok.text in elsewhere  # "Talented striker ..." is only ever sentence-first
        )
        if not place or not _unknown(tok.text, register) or role_in_phrase(tok.text)[0]:
            continue
        if _ends_a_nation(doc, tok):
            continue  # "the New Zealand captain": the nation's, not a club "Zealand"
        after = doc[tok.i + 1 : tok.i + 1 + ROLE_LOOKAHEAD_TOKENS].text
        role, former, at = role_in_phrase(after)
        if role in CLUB_ROLES and at == 0 and not former:
            found.setdefault(name_key(tok.text), tok.text)


def _ends_a_nation(doc: Doc, tok: Token) -> bool:
    """True when ``tok`` is the last word of a nation's name of several words ("New
    Zealand", "Northern Ireland", "Bosnia and Herzegovina")."""
    start = max(0, tok.i - NATION_NAME_MAX_WORDS + 1)
    return any(name_key(doc[i : tok.i + 1].text) in C.NATION_NAMES for i in range(start, tok.i))


def _place_short_names(
    places: dict[str, set[str]], sides: set[str], surnames: set[str], found: dict[str, str]
) -> None:
    """A place word that opens one suffixed name is that club ("Tarnside" for "Tarnside
    Rovers"); opening two ("Kestle Albion", "Kestle Town"), it names neither."""
    surname_keys = {name_key(w) for w in surnames}
    for place, names in places.items():
        if place in sides or place in surname_keys:
            continue  # "Dundee 2-1 Dundee United", "Ryan Bolton": not that club's short name
        found[place] = next(iter(names)) if len(names) == 1 else ""


def _openings_of_spelled_out(doc: Doc, sides: set[str], found: dict[str, str]) -> None:
    """A one-word club that opens a club spelled out around a registered nickname
    ("Glenrothy" of "Glenrothy Thistle") is that club, unless a scoreline has it alone."""
    known = doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}
    for key in [k for k in found if " " not in k and k not in sides]:
        longer = {v for k, v in known.items() if v and " " in k and k.split()[0] == key}
        if len(longer) == 1:
            found[key] = longer.pop()


def written_surnames(doc: Doc) -> set[str]:
    """Return the capitalised words ``doc`` writes right after a first name: a surname
    there ("Hillary Clinton" beside "Clinton spokesman", "Ryan Bolton" beside "Bolton
    Wanderers") is a person's, never a club's short name."""
    found = set()
    for sent in doc.sents:
        headline: bool | None = None  # a headline's "Solberg Slams Maldrum Defeat": asked
        for t in sent:  # once a sentence, and only when a word needs it
            if not (
                t.i > 0
                and t.is_title
                and _capitalised(doc[t.i - 1])
                and doc[t.i - 1].pos_ == "PROPN"
                and doc[t.i - 1].whitespace_
                and doc[t.i - 1].lower_ not in C.NOT_A_CLUB_WORDS
            ):
                continue
            if headline is None:
                headline = _title_cased(sent)
            if not headline:
                found.add(t.text)
    return found
