"""What the words before a name say: its pre-modifiers and a leading appositive.

"Former Blackburn and Chelsea striker Chris Sutton" (:func:`_premodifier_start`), "His
manager, Russell Martin, was less diplomatic" (:func:`_leading_appositive`): how far back
a name's description runs, and where it stops (another person's name, a line break, a verb).
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from nlp.descriptors.words import (
    APPOSITIVE_CLOSERS,
    APPOSITIVE_MAX_TOKENS,
    FINITE_VERB_TAGS,
    OBJECT_TAKING_POS,
    OF_ROLE_PHRASES,
    POSSESSIVE_TAG,
    PREMODIFIER_MAX_TOKENS,
    RELATIVE_PRONOUNS,
    STOP_POS,
)
from nlp.football.constants import LABEL_CLUB
from nlp.role_words import ROLE_PATTERN, role_in_phrase


def _premodifier_start(doc: Doc, span: Span, other: list[tuple[int, int]]) -> int:
    """Return where the pre-modifiers of the name ``span`` start ("Former Blackburn and
    Chelsea striker" of "... Chris Sutton"), ``span.start`` when it has none. They stop at a
    line break, at another person's name (``other``: what comes before it describes them),
    at punctuation, at a sentence's start and at a word that ends a description."""
    i = span.start - 1
    lo = span.start
    while i >= 0 and span.start - i <= PREMODIFIER_MAX_TOKENS:
        tok = doc[i]
        if tok.is_space and "\n" not in tok.text:
            i -= 1  # a run of spaces ("defender  Ryan", a bold name's markers) breaks nothing
            continue
        if tok.is_space or "\n" in tok.whitespace_:
            break  # a descriptor never runs over a line break (bylines, headings)
        if any(a <= tok.idx < b for a, b in other):
            break  # another person's name: the words before it are that person's
        if tok.text == "-" and tok.whitespace_ and i > 0 and doc[i - 1].whitespace_:
            break  # a spaced dash, as after a dateline ("BOCHUM - Dortmund's ..."), not "ex-"
        if tok.is_punct and tok.text not in ("-", "'s", "’s", "'", "’") or tok.is_sent_start:
            if tok.is_sent_start and not tok.is_punct:
                lo = i
            break
        if _ends_premodifiers(doc, tok, i, span):
            break
        lo = i
        i -= 1
    return lo


def _ends_premodifiers(doc: Doc, tok: Token, i: int, span: Span) -> bool:
    """True when ``tok`` (at ``i``) is a word no description runs back over: a verb, a
    preposition, a pronoun... unless the tagger mistook a club, a role word or a
    possessive for one."""
    return (
        tok.pos_ in STOP_POS
        and tok.text not in ("'", "’")  # "Supporters' Trust": a plural's apostrophe
        and tok.ent_type_ != LABEL_CLUB  # the tagger calls "Leeds" in "Leeds United" a verb
        and tok.lower_ not in ("former", "ex", "formerly", "of")
        and not _club_possessive(doc, tok)  # "Arsenal's Bukayo Saka" is Arsenal's man
        and role_in_phrase(tok.text)[0] is None  # the tagger calls "defender" a verb
        and ROLE_PATTERN.match(doc[i : span.start].text) is None  # "head" of "head coach"
    )


def _club_possessive(doc: Doc, tok: Token) -> bool:
    """True when ``tok`` is the possessive ending of a club's name ("'s" of "Arsenal's"):
    "Arsenal's Bukayo Saka" ties him to Arsenal, as "Arsenal winger Bukayo Saka" does."""
    return tok.tag_ == POSSESSIVE_TAG and tok.i > 0 and doc[tok.i - 1].ent_type_ == LABEL_CLUB


def _leading_appositive(doc: Doc, span: Span, other: list[tuple[int, int]]) -> str | None:
    """Return the description a name is set off from by commas after it ("His manager,
    Russell Martin, was less diplomatic"; "the league's chief executive, Helen Treloar,"),
    or None. The name must be followed by a comma or a full stop ("was raised by
    Pellworth Wanderers' chief executive, Nadia Fenwick."), so a list ("the manager, Tom
    Baxter and the fans") gives nothing; the words must name a role. A role phrase with "of"
    is read whole ("the league's head of competitions, Fiona Marsh,"; :data:`OF_ROLE_PHRASES`)."""
    comma = span.start - 1
    closed = span.end < len(doc) and doc[span.end].text in APPOSITIVE_CLOSERS
    if comma < 1 or doc[comma].text != "," or not closed:
        return None
    lo = comma
    i = comma - 1
    while i >= 0 and comma - i <= APPOSITIVE_MAX_TOKENS:
        tok = doc[i]
        if tok.is_space or "\n" in tok.whitespace_ or any(a <= tok.idx < b for a, b in other):
            break
        if tok.is_punct and tok.text not in ("-", "'s", "’s", "'", "’"):
            break
        # "of" inside "head of competitions" is part of the description
        of_role = tok.lower_ == "of" and i > 0 and of_role_phrase_at(doc, i - 1, comma)
        # the possessive of "the league's chief executive" keeps the league in the phrase:
        # a league's chief executive is an official, a club's an executive
        if (
            tok.pos_ in STOP_POS
            and tok.tag_ != "POS"
            and not of_role
            and role_in_phrase(tok.text)[0] is None
        ):
            break
        lo = i
        if tok.is_sent_start:
            break
        i -= 1
    if lo == comma or (_in_opening_phrase(doc, lo) and _is_sentence_subject(doc, span)):
        return None
    phrase = doc[lo:comma].text
    return phrase if role_in_phrase(phrase)[0] is not None else None


def of_role_phrase_at(doc: Doc, start: int, end: int) -> bool:
    """True when ``doc[start:end]`` is exactly one of :data:`OF_ROLE_PHRASES`."""
    return doc[start:end].text.lower() in OF_ROLE_PHRASES


def _in_opening_phrase(doc: Doc, lo: int) -> bool:
    """True when the description from ``lo`` is the object in a sentence's opening phrase,
    before any finite verb ("Asked about the referee, Lee Hart, who was sent off, said",
    "After thanking the chairman, Tom Baxter, who scored twice, said"): the name after it
    is then the sentence's subject, not that object. "He spoke to the chief executive,
    Helen Treloar," has its finite verb first, so there the name is the object's."""
    if lo == 0 or doc[lo].is_sent_start or doc[lo - 1].pos_ not in OBJECT_TAKING_POS:
        return False
    opening = doc[doc[lo].sent.start : lo]
    return not any(t.tag_ in FINITE_VERB_TAGS for t in opening)


def _is_sentence_subject(doc: Doc, span: Span) -> bool:
    """True when the name set off by commas goes on to be its sentence's subject: a relative
    clause or the finite verb follows its closing comma ("Asked about the referee, Lee Hart,
    who was sent off, said"). "According to the Chelsea captain, Reece James, the squad is
    united" opens a clause with a subject of its own after the name, so the name is still
    inside the opening phrase and the description there is its own."""
    after = span.end + 1  # the word after the name's closing comma
    if after >= len(doc):
        return False
    tok = doc[after]
    return tok.lower_ in RELATIVE_PRONOUNS or tok.tag_ in FINITE_VERB_TAGS
