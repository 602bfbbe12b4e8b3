"""How the football ruler reads clubs beyond its patterns' plain matches.

A club the article spells out around a registered nickname ("Penzance Gulls"), a word many
registered clubs share ("United") narrowed to the one the article names in full, and the
clubs no register knows (:mod:`nlp.entities.article_clubs`) found wherever the article
writes them. What it finds goes to ``doc.user_data[SPELLED_OUT_CLUBS_KEY]`` (name key ->
club name), where the descriptions of people look clubs up.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from nlp.doc_helpers import doc_text
from nlp.entities.words import _in_a_name, _place_word, _runs_on
from nlp.football import constants as C
from nlp.football.registers import Club, Register, name_key
from nlp.role_words import SPELLED_OUT_CLUBS_KEY

# A club the register does not know, written out as a place and a registered club's nickname
# or alias ("Penzance Gulls", "Truro Rovers"): up to this many capitalised proper nouns
# straight before the nickname make its name. In that article the nickname alone is that
# club, not the registered one ("the Gulls captain" plays for Penzance, not Brighton).
SPELLED_OUT_PREFIX_MAX_TOKENS = 3
# A place word after one of these is where something happened, not part of a club's name
# ("At Wembley Spurs were beaten"); "a draw with Penzance Gulls" still spells a club out. Only
# for a nickname one registered club has: a word many clubs end with ("City", "United") after
# a place is that place's club ("At Exeter City the home side won").
LOCATIVE_PREPOSITIONS = frozenset({"at", "in", "inside", "outside", "near"})


def spelled_out(
    doc: Doc, spans: list[Span], taken: set[int], register: Register | None
) -> list[Span]:
    """Return ``spans`` with each club the article spells out around a registered
    nickname ("Penzance Gulls") made one entity, and that nickname's other entities
    ("the Gulls") given its name; ``taken`` gains the words added. The names found go to
    ``doc.user_data[SPELLED_OUT_CLUBS_KEY]`` (name key -> spelled-out name)."""
    if register is None:
        return spans
    found: dict[str, str] = {}
    grown: dict[int, Span] = {}
    swallowed: set[int] = set()
    one_word_clubs = {
        s.start: i for i, s in enumerate(spans) if s.label_ == C.LABEL_CLUB and len(s) == 1
    }
    for index, span in enumerate(spans):
        if span.label_ != C.LABEL_CLUB or index in swallowed:
            continue
        key = name_key(span.text)
        # A one-word club name that is also a word clubs end with, after place words, is
        # a longer club's last word: "Queens Park Rangers" is not the Glasgow club (but
        # "Under Tomas Brennock Arsenal have ..." keeps its person and Arsenal).
        suffix_name = len(span) == 1 and span.text.lower() in C.CLUB_SUFFIX_WORDS
        if not (_is_nickname(register, span) or suffix_name):
            continue
        clubs = register.club_candidates(span.text)
        lo, inner = _prefix_start(doc, span, taken, one_word_clubs)
        # the one-word club swallowed into the name is no entity before it
        before = taken - {spans[inner].start} if inner is not None else taken
        if not _spells_a_club_out(doc, span, lo, clubs, before):
            continue
        name = doc[lo : span.end].text
        # Two clubs spelled out with one nickname ("Forest Green Rovers ... Tranmere
        # Rovers"): the nickname alone names neither.
        found[key] = name if found.get(key, name) == name else ""
        found.setdefault(name_key(name), name)
        grown[index] = Span(doc, lo, span.end, label=C.LABEL_CLUB, span_id=name)
        taken.update(range(lo, span.start))
        if inner is not None:
            swallowed.add(inner)
    if not found:
        return spans
    _shared_with_named_clubs(spans, grown, found, register)
    doc.user_data[SPELLED_OUT_CLUBS_KEY] = found
    return _respelled(doc, spans, grown, swallowed, found)


def _prefix_start(
    doc: Doc, span: Span, taken: set[int], one_word_clubs: dict[int, int]
) -> tuple[int, int | None]:
    """Return where the place words before a nickname start (``span.start`` when none do),
    and the index of the one-word registered club among them, if one is ("Forest" of
    "Forest Green Rovers", a registered club's one word opening a longer name)."""
    lo = span.start
    inner: int | None = None
    while lo > 0 and span.start - lo < SPELLED_OUT_PREFIX_MAX_TOKENS:
        tok = doc[lo - 1]
        if (
            doc[lo].is_sent_start
            or not _place_word(tok)
            or (tok.is_sent_start and tok.lower_ in C.PERSON_DESCRIBING_WORDS)
        ):
            break
        if tok.i in taken:
            # "Forest Green Rovers": a registered club's one word ("Forest") opening
            # a longer name is part of it, not Nottingham Forest
            if lo == span.start or tok.i not in one_word_clubs or inner is not None:
                break
            inner = one_word_clubs[tok.i]
        lo -= 1
    return lo, inner


def _spells_a_club_out(
    doc: Doc, span: Span, lo: int, clubs: tuple[Club, ...], taken: set[int]
) -> bool:
    """True when the words from ``lo`` to the nickname ``span`` spell out a club of their
    own: some words, a clear start, no ground before a club, no words of that club's own."""
    if lo == span.start or _runs_on(doc, lo, taken):
        return False
    if lo > 0 and doc[lo - 1].lower_ in LOCATIVE_PREPOSITIONS and len(clubs) == 1:
        return False  # "At Wembley Spurs were beaten": a ground, then the club
    own = {w for c in clubs for n in c.names for w in name_key(n).split()}
    # "Tottenham Spurs", "Hove Albion": the same club's own words
    return not any(name_key(t.text) in own for t in doc[lo : span.start])


def _shared_with_named_clubs(
    spans: list[Span], grown: dict[int, Span], found: dict[str, str], register: Register
) -> None:
    """Where the article also names a registered club the nickname is theirs ("Manchester
    United beat Boston United ... the United manager"), the nickname alone is either club:
    it names neither (an empty name in ``found``; its entities become ambiguous)."""
    named = {
        s.id_
        for i, s in enumerate(spans)
        if s.label_ == C.LABEL_CLUB and i not in grown and name_key(s.text) not in found
    }
    for index in grown:
        if any(c.name in named for c in register.club_candidates(spans[index].text)):
            found[name_key(spans[index].text)] = ""


def _respelled(
    doc: Doc,
    spans: list[Span],
    grown: dict[int, Span],
    swallowed: set[int],
    found: dict[str, str],
) -> list[Span]:
    """Return ``spans`` with the grown names in place, the swallowed one-word clubs left
    out, and every other entity of a nickname given its spelled-out name (or made
    ambiguous, when it names none)."""
    out = []
    for index, span in enumerate(spans):
        if index in swallowed:
            continue
        key = name_key(span.text)
        if index in grown:
            span = grown[index]
        elif span.label_ == C.LABEL_CLUB and key in found:
            name = found[key] or C.AMBIGUOUS_ID_PREFIX + key
            span = Span(doc, span.start, span.end, label=C.LABEL_CLUB, span_id=name)
        out.append(span)
    return out


def narrowed(doc: Doc, spans: list[Span], register: Register | None) -> list[Span]:
    """Return ``spans`` with each word many registered clubs share ("United", "City")
    given the one of them the article names in full: in a report on Manchester United
    and Burnley, "United captain Bruno Fernandes" plays for Manchester United. The choice
    joins ``doc.user_data[SPELLED_OUT_CLUBS_KEY]``, where descriptions look clubs up."""
    if register is None:
        return spans
    named = {
        s.id_
        for s in spans
        if s.label_ == C.LABEL_CLUB and s.id_ and not s.id_.startswith(C.AMBIGUOUS_ID_PREFIX)
    }
    found: dict[str, str] = doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}
    chosen: dict[str, str] = {}
    out = []
    for span in spans:
        key = name_key(span.text)
        if span.label_ == C.LABEL_CLUB and span.id_.startswith(C.AMBIGUOUS_ID_PREFIX):
            if key not in found and key not in chosen:
                hits = {c.name for c in register.club_candidates(span.text)} & named
                chosen[key] = hits.pop() if len(hits) == 1 else ""
            if chosen.get(key):
                span = Span(doc, span.start, span.end, label=C.LABEL_CLUB, span_id=chosen[key])
        out.append(span)
    picked = {k: v for k, v in chosen.items() if v}
    if picked:
        doc.user_data[SPELLED_OUT_CLUBS_KEY] = {**picked, **found}
    return out


def place_words_of_spelled_out(
    doc: Doc, names: dict[str, str], surnames: set[str], register: Register | None
) -> dict[str, str]:
    """Return name key -> club for the place word that opens a two-word club spelled
    out around a registered nickname ("Tarnside" of "Tarnside Rovers"), when it opens one
    such club and no register knows the word nor the article writes it as a surname
    (``surnames``, :func:`~nlp.entities.article_clubs.written_surnames`): the article's
    short name for that club."""
    opening: dict[str, set[str]] = {}
    for key, name in (doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}).items():
        # two words only: "New" is not "New York City", nor "Elizabeth" a headline's
        # "Elizabeth Warren Hammers"
        if name and len(key.split()) == 2:
            opening.setdefault(key.split()[0], set()).add(name)
    surname_keys = {name_key(w) for w in surnames}
    return {
        place: clubs.pop()
        for place, clubs in opening.items()
        if len(clubs) == 1
        and place not in names
        and place not in surname_keys
        and place not in C.NATION_NAMES
        and place not in C.NOT_A_CLUB_WORDS
        and not (register and (register.club_candidates(place) or register.person(place)))
    }


def article_clubs(doc: Doc, taken: set[int], names: dict[str, str]) -> list[Span]:
    """Return CLUB spans for each place in ``doc`` that writes one of ``names`` (the
    clubs no register knows, :func:`~nlp.entities.article_clubs.article_club_names`), none
    over a word in ``taken`` or over another of them. The text is searched, not the tokens:
    walking a Doc's tokens costs more."""
    keys = sorted(names, key=len, reverse=True)
    pattern = re.compile(
        r"(?<!\w)(?:" + "|".join(re.escape(k).replace(r"\ ", r"\s+") for k in keys) + r")"
        r"(?!\w)",
        re.IGNORECASE,
    )
    spans = []
    for match in pattern.finditer(doc_text(doc)):
        words = doc.char_span(*match.span())
        if (
            words is None
            or any(t.is_space or t.i in taken for t in words)
            or not (words[0].is_alpha and words[-1].is_alpha)
            or not words[0].text[:1].isupper()  # "there is hope" names no club Hope
            or (len(words) == 1 and _in_a_name(doc, words.start))
        ):
            continue
        name = names.get(name_key(words.text))
        if name:
            spans.append(Span(doc, words.start, words.end, label=C.LABEL_CLUB, span_id=name))
            taken.update(range(words.start, words.end))
    return spans


def _is_nickname(register: Register, span: Span) -> bool:
    """True when ``span`` is a nickname or alias of its club(s), not a name or short name."""
    key = name_key(span.text)
    clubs = register.club_candidates(span.text)
    return bool(clubs) and all(key not in (name_key(c.name), name_key(c.short)) for c in clubs)
