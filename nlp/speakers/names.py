"""Name words and name spans: what is a word of a name, and where a name begins and ends.

The model's entity for a name often takes in more than the name ("Defender Tom Baxter",
"Mrs Pengelly", "Kestwick's Ivo Rennie", "Anthony Gordon.") or less ("Erik" of "Erik ten
Hag", "Nuno Espirito" of "Nuno Espirito Santo"), splits a hyphenated name into three tokens
("Walker-Peters"), or misses it altogether. These helpers cut and complete a name's span
and read untagged capitalised words as names, token by token; which entity is a name at all
is :mod:`nlp.speakers.entity_names`'.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc, Span, Token

from nlp.descriptors import SUBJECT_DEPS
from nlp.doc_helpers import CALENDAR_WORDS
from nlp.football.registers import name_key
from nlp.role_words import role_in_phrase
from nlp.speakers.lexicon import (
    ANONYMOUS_DETERMINERS,
    ANONYMOUS_NOUNS,
    DETERMINERS,
    HONORIFICS,
    HYPHENATED_NAME_PART_RE,
    NAME_AFTER_ROLE_WORDS,
    NAME_TITLES,
    ORG_NAME_WORDS,
    TITLE_WORDS,
    WORD_RE,
)
from nlp.speakers.syntax import _is_cue
from nlp.tokens import entity_label_at

# The joins of a double-barrelled surname ("Walker-Peters", "Alexander-Arnold"), which the
# tokenizer splits into three tokens written with no space between them.
NAME_HYPHENS = frozenset({"-", "‐", "‑"})
# Lowercase words inside a person's name ("Régis Le Bris" has none, "Erik ten Hag" one).
NAME_PARTICLES = frozenset({"de", "da", "di", "del", "van", "von", "der", "den", "ten", "le", "la"})
# A word of a name: letters, or letters joined by an apostrophe ("O'Neil", "N'Golo",
# "D'Angelo"), which the tokenizer keeps as one token that is not ``is_alpha``.
NAME_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def _name_word(token: Token) -> bool:
    """True when ``token`` is written as a word of a name (see ``NAME_WORD_RE``)."""
    return NAME_WORD_RE.fullmatch(token.text) is not None


def _is_name_word(token: Token) -> bool:
    """True when ``token`` is a capitalised word that may be part of a name."""
    return token.is_alpha and token.is_title


def _opening_function_word(token: Token) -> bool:
    """True when ``token`` is a capitalised function word only because it opens a sentence."""
    return token.is_sent_start and token.is_stop


def _in_name(token: Token) -> bool:
    """True when ``token`` is a capitalised word that may be part of a name running on."""
    return _is_name_word(token) and not _opening_function_word(token)


def _name_words_end(doc: Doc, start: int) -> tuple[int, int]:
    """Return (end, words) of the run of up to max(NAME_AFTER_ROLE_WORDS) capitalised words
    beginning at ``start``, each perhaps joined to the next part by a hyphen ("Heung-min")."""
    i, words = start, 0
    while i < len(doc) and words < max(NAME_AFTER_ROLE_WORDS):
        if not _is_name_word(doc[i]):
            break
        i += 1
        while (
            i + 1 < len(doc)
            and doc[i].text in NAME_HYPHENS
            and not doc[i - 1].whitespace_
            and not doc[i].whitespace_
            and doc[i + 1].is_alpha
        ):
            i += 2
        words += 1
        if doc[i - 1].whitespace_ == "":
            break
    return i, words


def _word_count(span: Span) -> int:
    """Return the tokens of ``span`` less the hyphens inside a word: "the ex-Everton and
    Burnley boss" is six, as "the former Everton and Burnley manager" is, though the
    tokenizer splits "ex-Everton" into three."""
    return sum(1 for t in span if not _joining_hyphen(t))


def _name_words_text(doc: Doc, words: Sequence[Token]) -> str:
    """Return a name's words as written: with the hyphen of "Gibbs-White" when only joining
    hyphens stand between them (the parser leaves the hyphen out of the name's words), else
    the words joined by spaces."""
    indices = {t.i for t in words}
    run = doc[min(indices) : max(indices) + 1]
    if all(t.i in indices or _joining_hyphen(t) for t in run):
        return run.text
    return " ".join(t.text for t in words)


def _joining_hyphen(token: Token) -> bool:
    """True when ``token`` is a hyphen joining the words either side of it, no space."""
    doc = token.doc
    return (
        token.text in NAME_HYPHENS
        and 0 < token.i < len(doc) - 1
        and not token.whitespace_
        and not doc[token.i - 1].whitespace_
    )


def _cut_at_hyphen(ent: Span) -> bool:
    """True when the model's entity ends inside a hyphenated word, on its hyphen ("the ex-"
    of "the ex-Everton and Burnley boss"): a piece of a word names no person or body."""
    last = ent[-1]
    return last.text in NAME_HYPHENS and not last.whitespace_ and last.i + 1 < len(ent.doc)


def _hyphenated_run(token: Token) -> Span:
    """Return ``token`` with the capitalised words hyphenated to it ("Walker-Peters"), or
    the token alone."""
    doc = token.doc
    end = token.i + 1
    while (
        end + 1 < len(doc)
        and not doc[end - 1].whitespace_
        and doc[end].text in NAME_HYPHENS
        and not doc[end].whitespace_
        and doc[end + 1].is_title
        and doc[end + 1].is_alpha
    ):
        end += 2
    return doc[token.i : end]


def _continues_hyphenated(token: Token) -> bool:
    """True when ``token`` is a later part of a hyphenated word ("Peters" in "Walker-Peters")."""
    if token.i < 2:
        return False
    hyphen, before = token.doc[token.i - 1], token.doc[token.i - 2]
    return hyphen.text in NAME_HYPHENS and not hyphen.whitespace_ and not before.whitespace_


def _strip_possessive(text: str) -> str:
    return re.sub(r"(?:['’]s|['’])$", "", text.strip()).strip()


def _looks_like_org(name: str) -> bool:
    return any(word in ORG_NAME_WORDS for word in name.lower().replace("’", "'").split())


def _unshout(name: str) -> str:
    """Return a name written in capitals as a name ("LEE HART" -> "Lee Hart")."""
    return " ".join(w.capitalize() if w.isupper() else w for w in name.split())


def _proper_words(phrase: str) -> set[str]:
    """Return the capitalised words of ``phrase``, lowercased, determiners left out ("espn"
    of "the ESPN writer")."""
    return {
        w.lower()
        for w in WORD_RE.findall(phrase)
        if w[0].isupper() and w.lower() not in DETERMINERS
    }


def _without_trailing_punctuation(ent: Span) -> Span:
    """Return the name without the full stop or comma the model took into it at a
    paragraph's end ("Anthony Gordon." before a blank line), which made a second person."""
    end = ent.end
    while end > ent.start + 1 and ent.doc[end - 1].is_punct:
        end -= 1
    return ent if end == ent.end else Span(ent.doc, ent.start, end, label=ent.label)


def _without_leading_role_words(ent: Span) -> Span:
    """Return the name without the role words the model took into it ("Defender Tom Baxter"
    -> "Tom Baxter"). The words stay in the text, where they are read as a description."""
    start = ent.start
    while start < ent.end - 1 and role_in_phrase(ent.doc[start].text)[0] is not None:
        start += 1
    return ent if start == ent.start else Span(ent.doc, start, ent.end, label=ent.label)


def _without_leading_titles(ent: Span) -> Span:
    """Return the name without the honorific titles the model took into it ("Mrs Pengelly"
    -> "Pengelly", "Ms Helen Treloar" -> "Helen Treloar"), or an article before a name
    used as a modifier ("The Kai Havertz goal" -> "Kai Havertz"); a title alone stays."""
    start = ent.start
    if ent.doc[start].lower_ in ("the", "a", "an") and ent.end - start > 1:
        start += 1
    while start < ent.end - 1 and ent.doc[start].lower_.rstrip(".") in NAME_TITLES:
        start += 1
    if start == ent.start:
        return ent
    return Span(ent.doc, start, ent.end, label=ent.label, kb_id=ent.kb_id, span_id=ent.id)


def _without_leading_possessive(ent: Span) -> Span:
    """Return the name without a club or place the model took into it in the possessive
    ("Kestwick’s Ivo Rennie" -> "Ivo Rennie"): what follows the last possessive mark, when
    that is capitalised words; otherwise the entity as it is."""
    marks = [t.i for t in ent[:-1] if t.tag_ == "POS"]
    if not marks:
        return ent
    rest = ent.doc[marks[-1] + 1 : ent.end]
    if not all(_is_name_word(t) or t.text in NAME_HYPHENS for t in rest):
        return ent
    return Span(ent.doc, rest.start, rest.end, label=ent.label, kb_id=ent.kb_id, span_id=ent.id)


# Entity types the model gives the particle of a name it splits ("ten" in "Erik ten Hag" is
# a number) and the surname after it; any other type is a name of its own ("la Liga").
PARTICLE_MISREAD_ENT_TYPES = frozenset({"", "CARDINAL", "PERSON"})


def _with_particle_surname(ent: Span) -> Span:
    """Return a person's name with the surname after it that begins with a lowercase
    particle, when the model cut the name there: it tags "Erik" in "Erik ten Hag" a person
    and "ten" a number, so the name was "Erik" and a later "Ten Hag" no one."""
    doc = ent.doc
    end = ent.end
    while (
        end < len(doc)
        and doc[end].lower_ in NAME_PARTICLES
        and doc[end].is_lower
        and doc[end - 1].whitespace_
        and doc[end].ent_type_ in PARTICLE_MISREAD_ENT_TYPES
    ):
        end += 1
    if end == ent.end or end >= len(doc):
        return ent
    last = doc[end]
    if not (last.is_title and last.is_alpha and doc[end - 1].whitespace_):
        return ent
    if last.ent_type_ not in PARTICLE_MISREAD_ENT_TYPES or last.pos_ != "PROPN":
        return ent
    return Span(doc, ent.start, end + 1, label=ent.label)


def _surname_of_name(text: str, full: str) -> bool:
    """True when ``text`` of several words is the end of the longer name ``full``, its
    particles in any case: "Van Dijk" of "Virgil van Dijk", "De Zerbi" of "Roberto De
    Zerbi", "Espirito Santo" of "Nuno Espirito Santo". A surname with a particle, or one of
    two words, is written as a person's name by itself, so the model tags it as a name of
    its own that the one-word surname rule never reads."""
    words, full_words = name_key(text).split(), name_key(full).split()
    return 1 < len(words) < len(full_words) and full_words[-len(words) :] == words


def _other_first_name(ent: Span) -> str | None:
    """Return the first name written just before a register match on a surname alone when it
    is not the registered person's ("Gary" before "Holt" matched as Ryan Holt), else None."""
    if len(ent) != 1 or ent.start == 0:
        return None
    prev = ent.doc[ent.start - 1]
    if not (prev.pos_ == "PROPN" and prev.is_title and prev.ent_type_ in ("", "PERSON")):
        return None
    word = prev.lower_.rstrip(".")
    if not prev.whitespace_ or word in TITLE_WORDS or word in HONORIFICS:
        return None
    if role_in_phrase(prev.text)[0] is not None:
        return None  # "Captain Holt", "Defender Holt": a role, not a first name
    registered = ent.ent_id_.split()
    if len(registered) < 2 or name_key(registered[0]) == name_key(prev.text):
        return None
    return prev.text


# Parts of speech an untagged surname may have: the small model calls some a common noun
# ("Hocking said"); at a sentence's start only these, since there a capital proves nothing
# ("Said the manager", "May I add").
SURNAME_POS = frozenset({"PROPN", "NOUN"})
# A capitalised word the model reads as a plural common noun and tags as no entity at all is
# that noun at a sentence's start ("Stones were thrown at the coach"), not the surname of the
# article's John Stones; a surname read as a noun is singular ("Hocking said") or tagged as
# an organisation too ("Stones said").
PLURAL_NOUN_TAGS = frozenset({"NNS"})
# Entity types whose single word may still be an article's surname: the small model reads
# unfamiliar surnames as places, organisations or nationalities ("Neville", "Martin"), and
# one just after a closing quote mark as a title ("..., Harrow added.").
SURNAME_MISREAD_ENT_TYPES = frozenset(
    {"", "GPE", "LOC", "ORG", "NORP", "FAC", "PRODUCT", "WORK_OF_ART"}
)


def _untagged_surname(span: Span) -> bool:
    """True when ``span`` (one word, or the parts of a hyphenated surname) reads as a surname
    standing alone: capitalised proper or common nouns, no calendar word, not part of a longer
    entity or of a longer name ("Phil Neville", "Neville Southall")."""
    token = span[0]
    doc = token.doc
    words = [t for t in span if t.text not in NAME_HYPHENS]
    if not all(t.is_title and _name_word(t) for t in words):
        return False
    # Right after a closing quote mark the tagger may call the name anything ('"...," Pike
    # said' as an interjection); right before a speech verb it is a name all the same.
    before_cue = span.end < len(doc) and _is_cue(doc[span.end])
    # "Foden, asked about the decision, shrugged it off.": opening its sentence before a comma,
    # the tagger may read the name as an adverb.
    opening_aside = token.is_sent_start and span.end < len(doc) and doc[span.end].text == ","
    if token.pos_ not in SURNAME_POS and not before_cue and not opening_aside:
        return False
    if token.lower_ in CALENDAR_WORDS or token.is_stop:
        return False
    if len(span) == 1 and not token.ent_type_ and token.tag_ in PLURAL_NOUN_TAGS:
        # ... unless it speaks: "Slegers said" is the surname, whatever its tag
        if not (token.dep_ == "nsubj" and _is_cue(token.head)):
            return False
    if token.ent_type_ not in SURNAME_MISREAD_ENT_TYPES:
        return False
    if token.ent_type_ and not (token.ent_iob_ == "B" and _whole_ent(span)):
        return False
    if not token.ent_type_ and any(t.ent_type_ for t in span):
        return False
    if span.end < len(doc) and doc[span.end].is_title and doc[span.end].pos_ == "PROPN":
        return False
    if token.i > 0 and not token.is_sent_start:
        prev = doc[token.i - 1]
        if prev.is_title and _name_word(prev) and prev.lower_.rstrip(".") not in NAME_TITLES:
            return prev.pos_ not in ("PROPN", "NOUN")  # "Phil Neville", "Captain Neville"
    return True


def _whole_ent(span: Span) -> bool:
    """True when ``span`` is the whole of the one entity its first word begins."""
    doc = span.doc
    inside = all(t.ent_iob_ == "I" for t in span[1:])
    return inside and (span.end >= len(doc) or doc[span.end].ent_iob_ != "I")


# Entity types the stock model gives a plain name right beside a quote and its speech verb
# ('"...," Declan Rice told reporters' as a title, WORK_OF_ART): a name of capitalised words
# with a speech verb beside it that the model tagged wholly so is a person's, as a name with
# a hyphenated part is (see nlp.speakers.entity_names._names_by_cue).
MISREAD_NAME_LABELS = frozenset({"WORK_OF_ART"})


def _misread_name(span: Span) -> bool:
    """True when the model tagged exactly ``span`` as one of MISREAD_NAME_LABELS."""
    return entity_label_at(span.doc, span.start, span.end) in MISREAD_NAME_LABELS


def _untagged_hyphenated_subject(span: Span) -> bool:
    """True when ``span`` (capitalised name words) has a hyphenated part, no entity type on
    any token, and is its clause's subject. Without it a pronoun's "he said" after "Morgan
    Gibbs-White was furious." went to the person named before him: the model tags such a
    name as nothing at all."""
    return (
        HYPHENATED_NAME_PART_RE.search(span.text) is not None
        and not any(t.ent_type_ for t in span)
        and span.root.dep_ in SUBJECT_DEPS
    )


# Last words of grounds and streets, which open sentences as subjects too ("Old Trafford fell
# silent", "Then Downing Street said ..."): such an untagged run is a place, not a person.
VENUE_LAST_WORDS = frozenset(
    {"Street", "Road", "Lane", "Park", "Stadium", "Arena", "Ground", "Bridge", "Avenue"}
    | {"Square", "Trafford", "Cottage", "Moor", "Hawthorns", "Den", "Meadow", "Field"}
)


def _untagged_opening_subject(span: Span, words: int) -> bool:
    """True when ``span`` is two or three capitalised proper nouns the model tagged as
    nothing that open their sentence as its subject ("Tyrone Akande, deputising for the
    injured Niall Brennock, scored", "Nuno Espirito Santo insisted", after a function word
    only: "Even Erling Haaland conceded"), the first no title,
    role, calendar or stop word. Clubs the football ruler knows are tagged, so an untagged
    run there is a person's name."""
    first = span[0]
    # "Even Erling Haaland conceded that ...": a function word opening the sentence before
    # the name, when its verb says or thinks something ("Even Old Trafford fell silent" is
    # a ground)
    head = span.root.head
    opens = first.is_sent_start or (
        first.i > 0
        and _opening_function_word(first.doc[first.i - 1])
        and (_is_cue(head) or any(c.dep_ == "ccomp" for c in head.children))
    )
    return (
        words in NAME_AFTER_ROLE_WORDS
        and opens
        and all(t.pos_ == "PROPN" for t in span if t.text not in NAME_HYPHENS)
        and not any(t.ent_type_ for t in span)
        and span.root.dep_ in SUBJECT_DEPS
        and _may_be_first_name(first)
        and first.lower_ not in ANONYMOUS_NOUNS  # "Caller Des rang in"
        and span[-1].text not in VENUE_LAST_WORDS
    )


def _may_be_first_name(token: Token) -> bool:
    """False when a capitalised word before a surname is a stop word, a title or honorific,
    a calendar word or a role word ("The", "Mr", "Sunday", "Boss"), not a first name."""
    return not (
        token.is_stop
        or token.lower_.rstrip(".") in NAME_TITLES | HONORIFICS
        or token.lower_ in CALENDAR_WORDS
        or role_in_phrase(token.text)[0] is not None
    )


ROLE_BEFORE_NAME_WORDS = (1, 2)  # "manager", "head coach"
OWNER_WORDS = frozenset({"its", "their", "his", "her"})  # "their chief executive, X"


def _role_noun_before(doc: Doc, start: int) -> bool:
    """True when a role noun of one or two lowercase words ends right before ``start``
    ("boss Tomasz Wray", "chief executive Alistair Greaves"), or before a comma there when
    the role is someone's ("the club's chief executive, Nadia Fenwick")."""
    comma = start > 0 and doc[start - 1].text == ","
    end = start - 1 if comma else start
    if end == 0 or doc[end - 1].pos_ != "NOUN":
        return False
    if not comma and end >= 3 and doc[end - 2].text == "-" and not doc[end - 3].whitespace_:
        # one hyphenated noun, three tokens to the tagger: "His team-mate Alexis Mac Allister"
        compound = doc[end - 3 : end]
        lower = compound[0].is_lower and compound[2].is_lower
        if lower and role_in_phrase(compound.text)[0] is not None:
            return True
    for width in ROLE_BEFORE_NAME_WORDS:
        words = doc[max(end - width, 0) : end]
        if len(words) < width or not all(t.is_lower and t.is_alpha for t in words):
            return False
        if role_in_phrase(words.text)[0] is None:
            continue
        if not comma:
            return True
        # After a comma only a role that is someone's ("Pellworth Wanderers' chief
        # executive, Nadia Fenwick", "the club's head coach, ..."): in "Len Abbotsley,
        # former Drummond Rovers manager, Sportsline Radio:" the words after the comma are
        # where he works.
        before = doc[words.start - 1] if words.start > 0 else None
        if before is not None and (before.tag_ == "POS" or before.lower_ in OWNER_WORDS):
            return True
        # or one person of many, named after it: "One supporter, Jamal Okafor," and "A Spurs
        # fan, Jamal Okafor," (a club's name may stand between)
        k = words.start - 1
        while (
            k >= 0
            and doc[k].lower_ not in ANONYMOUS_DETERMINERS
            and (doc[k].ent_type_ or doc[k].pos_ == "PROPN")
            and words.start - k <= 3
        ):
            k -= 1
        if k >= 0 and doc[k].lower_ in ANONYMOUS_DETERMINERS:
            return True
    return False


def _names_a_club_before_role_word(ent: Span) -> bool:
    """True when the model's one-word person stands before a role noun of one or two words
    and a name ("Trevarrick manager Alun Tregear", "Fenwick head coach Marta Sillitoe"): the
    word is the club the role is at, which the model knew no better than the name. A
    registered club never gets here as a person."""
    doc = ent.doc
    if len(ent) != 1 or ent.ent_id_:
        return False
    for width in ROLE_BEFORE_NAME_WORDS:
        words = doc[ent.end : ent.end + width]
        if ent.end + width >= len(doc) or not all(t.is_lower and t.is_alpha for t in words):
            return False
        after = doc[ent.end + width]
        if role_in_phrase(words.text)[0] is not None and _is_name_word(after):
            return after.pos_ == "PROPN"
    return False
