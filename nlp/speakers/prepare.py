"""The article's people, read once before the first quote: the table every rule reads.

:func:`prepare` builds the people table of named people (:mod:`nlp.speakers.people`), reads
what the text says of each (role, club, age: ``nlp.roles.mention_descriptors``), then adds
the people the article describes without naming ("the Gulls boss", "his opposite number",
"one Brackenridge supporter"), reads genders ("his", "Mrs", "chairwoman") and the author a
column's "I" stands for.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from nlp.config import ANONYMOUS_JOURNALIST, ANONYMOUS_SPEAKER, ANONYMOUS_SPEAKERS
from nlp.descriptors import mention_descriptors, person_entity_ranges
from nlp.doc_helpers import doc_text, mention_span, reports_womens_game
from nlp.football.registers import Register
from nlp.quotes import QuoteSpan
from nlp.role_words import Descriptor, describe, fan_body_name, spelled_out_clubs
from nlp.speakers.descriptions import DESCRIPTION_POS
from nlp.speakers.first_names import first_name_gender
from nlp.speakers.lexicon import (
    ANONYMOUS_DETERMINERS,
    ANONYMOUS_GROUPS,
    ANONYMOUS_NOUNS,
    GENDER_TITLES,
    MISREAD_FULL_NAME_LABELS,
    ONE_SPEAKS,
    PLURAL_TAGS,
    PRONOUN_GENDER,
    WORD_RE,
)
from nlp.speakers.mentions import ANONYMOUS_LABEL, DESCRIPTION_LABEL, Mention
from nlp.speakers.names import _unshout
from nlp.speakers.people import people_table
from nlp.speakers.pronouns import BYLINED_AUTHOR_KEY
from nlp.speakers.resolve import Resolver
from nlp.speakers.sentences import _in_any, _quote_ranges, _sentence_start
from nlp.speakers.syntax import _after_sentence_opening_name, _is_subject
from nlp.speakers.table import PeopleTable
from nlp.tokens import CharRanges, snapshot_entities


def prepare(res: Resolver, doc: Doc) -> PeopleTable:
    """Build the article's people table (names, descriptions, genders, the author) that
    every rule of the sieve reads; set it as ``doc._.people``."""
    snapshot_entities(doc)  # every entity is set by now; rules read it per name
    quote_spans: list[QuoteSpan] = doc._.quote_spans or []
    ranges = _quote_ranges(quote_spans)
    table = people_table(doc, res.register, ranges)
    doc._.people = table
    names = CharRanges((m.start, m.end) for m in table.mentions if m.kind == "person")
    person_ents = person_entity_ranges(doc)
    for m in table.mentions:
        if m.kind == "person":
            # the name's own range ends after its start, so it is never its own stop
            m.descriptors = mention_descriptors(
                doc, m.start, m.end, res.register, names, person_ents
            )
    add_descriptions(res, doc, table, ranges)
    infer_genders(doc, table)
    doc._.author = author(res.register, doc)
    # a byline's writer (not a headline's "Name:" label) is "I" in the column, never "she"
    doc.user_data[BYLINED_AUTHOR_KEY] = doc._.author is not None and _bylined(doc)
    return table


# Nouns that name a fan only when they are the speaking subject ("One man, ringing from
# Ashcombe, said ..."); as objects they describe someone else ("it needed a man of his
# experience").
ANONYMOUS_SUBJECT_NOUNS = frozenset({"man", "woman", "father", "mother", "dad", "mum"})
# An unnamed reporter speaks only as a subject ("A Danish reporter asked: '...'"); "he told a
# reporter" names no speaker.
ANONYMOUS_JOURNALIST_NOUNS = frozenset({"reporter", "journalist"})
ANONYMOUS_MAX_TOKENS = 16  # how much of "One man, ringing from Ashcombe, ..." names his club
# "his opposite number", "her counterpart": the other side's person in the same role.
COUNTERPART_HEADS = frozenset({"number", "counterpart"})
COUNTERPART_RE = re.compile(
    r"(?:his|her|their)\s+(?:(?P<opposite>opposite)\s+number|counterpart)", re.IGNORECASE
)


# -- the article's people beyond named entities -----------------------------------------
def add_descriptions(res: Resolver, doc: Doc, table: PeopleTable, ranges: CharRanges) -> None:
    """Add "the Gulls boss", "the 54-year-old" and anonymous supporters as mentions."""
    named = CharRanges((m.start, m.end) for m in table.mentions if m.kind == "person")
    text = doc_text(doc)
    for token in doc:
        if token.lower_ == "one" and not _in_any(token.idx, token.idx + 1, ranges):
            one = one_of_a_group(res, doc, table, token)  # a number to the tagger
            if one is not None:
                table.add(one)
                continue
        if token.pos_ not in DESCRIPTION_POS or _in_any(token.idx, token.idx + 1, ranges):
            continue
        if named.holds(token.idx, token.idx + 1):
            continue
        anonymous = anonymous_at(res, doc, table, token)
        if anonymous is not None:
            table.add(anonymous)
            continue
        counterpart = counterpart_at(doc, table, token)
        if counterpart is not None:
            table.add(counterpart)
            continue
        if token.tag_ in PLURAL_TAGS:
            continue
        phrase = res.description_at(doc, token)
        if phrase is None or named.overlaps(phrase.start_char, phrase.end_char):
            continue
        body = fan_body_name(phrase.text)
        if body is not None:  # "The Fulham Supporters' Trust said": the trust speaks
            table.add(
                Mention(
                    start=phrase.start_char,
                    end=phrase.end_char,
                    text=phrase.text,
                    canonical=body,
                    kind="org",
                    label="ORG",
                    is_subject=_is_subject(phrase),
                    sent_start=_sentence_start(phrase),
                )
            )
            continue
        # A description set beside the name it describes ("Dave from Bermondsey, a
        # Millwall season-ticket holder,") is that person's, whoever else the register
        # would take it for ("Chris Foy, the former referee": not Howard Webb), and tells
        # his role and club as a descriptor would.
        named_beside = (
            next(
                (
                    m
                    for m in table.mentions
                    if m.kind == "person"
                    and m.label != DESCRIPTION_LABEL
                    and m.start <= phrase.root.head.idx < m.end
                    # right after the name: not a clause's description the parse hung on it
                    and not any(ch.isalpha() for ch in text[m.end : phrase.start_char])
                ),
                None,
            )
            if phrase.root.dep_ == "appos"
            else None
        )
        found = named_beside or res.referent(doc, table, phrase.text, phrase.start_char)
        if found is None:
            continue
        beside = named_beside is not None
        table.add(
            Mention(
                start=phrase.start_char,
                end=phrase.end_char,
                text=phrase.text,
                canonical=found.canonical,
                kind=found.kind,
                label=DESCRIPTION_LABEL,
                is_subject=_is_subject(phrase),
                sent_start=_sentence_start(phrase),
                descriptors=[describe(phrase.text, res.register, spelled_out_clubs(doc))]
                if beside
                else [],
            )
        )


def counterpart_at(doc: Doc, table: PeopleTable, token: Token) -> Mention | None:
    """Return "his opposite number" / "her counterpart" headed here as a mention of the
    one other person the article describes in the same role at another club ("Crystal
    Palace manager Mark Corrigall and Wolves head coach John Kjellberg ... Corrigall was
    full of praise ... His opposite number was in a very different mood"), "his" being
    the last subject before it, else the last person named. None when the article has
    no such person or
    several, or when a name stands beside the phrase ("His opposite number, Sunderland's
    Declan Moorcroft-Bayliss,": that name is the mention)."""
    if token.lower_ not in COUNTERPART_HEADS:
        return None
    words = doc[max(token.i - 2, 0) : token.i + 1]
    match = COUNTERPART_RE.fullmatch(words.text) or COUNTERPART_RE.fullmatch(
        doc[max(token.i - 1, 0) : token.i + 1].text
    )
    if match is None or any(c.dep_ == "appos" for c in token.rights):
        return None
    phrase = doc[token.i - (2 if match.group("opposite") else 1) : token.i + 1]
    people = [
        m
        for m in table.mentions
        if m.kind == "person"
        and m.label != DESCRIPTION_LABEL
        and m.canonical not in ANONYMOUS_SPEAKERS
    ]
    before = [m for m in people if m.end <= phrase.start_char]
    if not before:
        return None

    said: dict[str, list[Descriptor]] = {}
    for m in people:
        said.setdefault(m.canonical, []).extend(m.descriptors)
    # each person's first role and first club the article gives
    post = {
        canonical: (
            next((d.role for d in found if d.role), None),
            next((d.club for d in found if d.club), None),
        )
        for canonical, found in said.items()
    }

    # "his" is the sentence's subject before it when there is one ("Corrigall was full
    # of praise for his goalscorer Joe Bloggs"), else the last person named
    subjects = [m for m in before if m.is_subject]
    anchor = (subjects or before)[-1]
    role, club = post[anchor.canonical]
    if role is None or club is None:
        return None
    others = {
        m.canonical: m
        for m in people
        if m.canonical != anchor.canonical
        and post[m.canonical][0] == role
        and post[m.canonical][1] not in (None, club)
    }
    if len(others) != 1:
        return None
    (other,) = others.values()
    return Mention(
        start=phrase.start_char,
        end=phrase.end_char,
        text=phrase.text,
        canonical=other.canonical,
        kind="person",
        label=DESCRIPTION_LABEL,
        is_subject=_is_subject(phrase),
        sent_start=_sentence_start(phrase),
    )


def anonymous_at(res: Resolver, doc: Doc, table: PeopleTable, token: Token) -> Mention | None:
    """Return an anonymous supporter mention ("One Brackenridge supporter") or an unnamed
    reporter's ("A reporter asked") headed here."""
    reporter = token.lower_ in ANONYMOUS_JOURNALIST_NOUNS
    generic = reporter or token.lower_ in ANONYMOUS_SUBJECT_NOUNS
    if not (generic or token.lower_ in ANONYMOUS_NOUNS) or token.tag_ in PLURAL_TAGS:
        return None
    if not any(c.lower_ in ANONYMOUS_DETERMINERS for c in token.lefts):
        return None
    if generic and not _is_subject(doc[token.left_edge.i : token.i + 1]):
        return None
    if any(
        c.dep_ == "appos"
        and (c.ent_type_ == "PERSON" or c.ent_type_ in MISREAD_FULL_NAME_LABELS)
        and c.pos_ == "PROPN"
        for c in token.rights
    ):
        # "One Gulls supporter, Paul Grady, said": named, so not anonymous (the model
        # may read the name as a place: "One supporter, Jamal Okafor,")
        return None
    if token.dep_ == "appos" and token.head.ent_type_ == "PERSON":
        return None  # "Dave from Bermondsey, a Millwall season-ticket holder,": Dave's
    if _after_sentence_opening_name(doc[token.left_edge.i : token.i + 1]):
        return None  # the same, parsed with the description as the subject
    subtree = list(token.subtree)
    if len(subtree) > ANONYMOUS_MAX_TOKENS:
        subtree = subtree[:ANONYMOUS_MAX_TOKENS]
    club = club_between(res, doc, table, subtree[0].idx, subtree[-1].idx + len(subtree[-1]))
    if club is None:
        # "On the Tottenham fan channel, one supporter said": the one club his own sentence
        # names before him
        before = {m.canonical for m in _club_mentions(table, token.sent.start_char, subtree[0].idx)}
        club = before.pop() if len(before) == 1 else None
    return Mention(
        start=token.left_edge.idx,
        end=token.idx + len(token),
        text=doc_text(doc)[token.left_edge.idx : token.idx + len(token)],
        canonical=ANONYMOUS_JOURNALIST if reporter else ANONYMOUS_SPEAKER,
        kind="person",
        label=ANONYMOUS_LABEL,
        is_subject=_is_subject(doc[token.left_edge.i : token.i + 1]),
        sent_start=_sentence_start(token),
        club=None if reporter else club,  # a reporter speaks for no club
    )


def one_of_a_group(res: Resolver, doc: Doc, table: PeopleTable, token: Token) -> Mention | None:
    """Return an anonymous supporter for a bare "one" that is the subject of its clause
    when the sentence before has supporters as its subject: "City fans flooded social
    media. One posted: '...'", '"It was never a penalty," one said.' after "Arsenal fans
    were furious." The club is the group's ("City fans": Manchester City)."""
    if token.lower_ != "one" or token.dep_ != "nsubj" or any(True for _ in token.children):
        return None
    if token.head.lemma_.lower() not in ONE_SPEAKS:
        return None  # "One could hardly blame them": anyone, no one who speaks
    sent = token.sent
    if sent.start == 0:
        return None
    before = doc[sent.start - 1].sent
    groups = [
        t
        for t in before
        if t.lower_ in ANONYMOUS_GROUPS
        and t.dep_ in ("nsubj", "nsubjpass")
        and t.head.i == before.root.i
    ]
    if not groups:
        return None
    group = groups[0]
    club = club_between(res, doc, table, group.left_edge.idx, group.idx + len(group))
    return Mention(
        start=token.idx,
        end=token.idx + len(token),
        text=token.text,
        canonical=ANONYMOUS_SPEAKER,
        kind="person",
        label=ANONYMOUS_LABEL,
        is_subject=True,
        sent_start=_sentence_start(token),
        club=club,
    )


def _club_mentions(table: PeopleTable, lo: int, hi: int) -> list[Mention]:
    """Return the club mentions between characters ``lo`` and ``hi``."""
    return [m for m in table.in_range(lo, hi) if m.kind == "org" and m.label == "CLUB"]


def club_between(res: Resolver, doc: Doc, table: PeopleTable, lo: int, hi: int) -> str | None:
    """Return the club a supporters' phrase (characters ``lo``..``hi``) names: a club mention
    in it, else a club its words name ("One Gulls supporter", "City fans")."""
    clubs = _club_mentions(table, lo, hi)
    if clubs:
        return clubs[0].canonical
    return res.club_in(doc_text(doc)[lo:hi], spelled_out_clubs(doc))


# Possessive pronouns that tell a person's gender when he or she is the only person before them
# in a sentence ("Pryce, for all his anger, ...").
GENDER_POSSESSIVES = frozenset({"his", "her"})
GENDER_NOUNS = {
    "chairwoman": "f", "spokeswoman": "f", "sportswoman": "f", "businesswoman": "f",
    "congresswoman": "f", "councilwoman": "f", "sportsman": "m", "businessman": "m",
    "congressman": "m", "councilman": "m",
}  # fmt: skip


def infer_genders(doc: Doc, table: PeopleTable) -> None:
    """Read a person's gender from "his"/"her" when only he or she precedes it in a
    sentence, from a title before the name ("Mrs") and from a gendered word in the
    description ("chairwoman"); the most evidence wins."""
    persons = [m for m in table.mentions if m.kind == "person"]
    votes: dict[str, dict[str, int]] = {}

    def vote(name: str, gender: str) -> None:
        tally = votes.setdefault(name, {})
        tally[gender] = tally.get(gender, 0) + 1

    for token in doc:
        if token.lower_ not in GENDER_POSSESSIVES or token.dep_ != "poss":
            continue
        sent_start = _sentence_start(token)
        before = {m.canonical for m in persons if m.sent_start == sent_start and m.end <= token.idx}
        if len(before) == 1:
            vote(before.pop(), PRONOUN_GENDER[token.lower_])
    for m in persons:
        if m.label == ANONYMOUS_LABEL:
            continue  # "one supporter" is anyone
        for gender in (title_gender(doc, m), noun_gender(doc, m)):
            if gender is not None:
                vote(m.canonical, gender)
    for name, tally in votes.items():
        table.gender[name] = max(tally, key=lambda g: tally[g])
    # No word of the text says: a first name of one gender suggests it, but not a man's in
    # a report on the women's game, where a name news give men ("Ali Riley") is a woman's.
    womens = reports_womens_game(doc)
    for m in persons:
        if m.canonical not in table.gender and " " in m.canonical:
            gender = first_name_gender(m.canonical.split()[0])
            if gender is not None and not (womens and gender == "m"):
                table.name_gender[m.canonical] = gender


def noun_gender(doc: Doc, m: Mention) -> str | None:
    """Return the gender a word describing the mention gives ("Gulls chairwoman Dora
    Penhallow", "Ashcroft, a local businessman,", "the chairwoman, Dora Penhallow"), or
    None when no such word, or words of both genders, describe it."""
    words = [w for d in m.descriptors for w in WORD_RE.findall(d.phrase.lower())]
    span = mention_span(doc, m)
    if span is not None:
        # The descriptors keep only descriptions with a role or a club in them, and none
        # before the name and its comma: the nouns in apposition to the name are read here
        # ("the chairwoman, Dora Penhallow", "Ashcroft, a local businessman,").
        root = span.root
        words += [c.lower_ for c in root.children if c.dep_ == "appos"]
        if root.dep_ == "appos":
            words.append(root.head.lower_)
    genders = {GENDER_NOUNS[w] for w in words if w in GENDER_NOUNS}
    return genders.pop() if len(genders) == 1 else None


def title_gender(doc: Doc, m: Mention) -> str | None:
    """Return the gender a title gives the mention ("Mrs Penhallow" -> "f"), whether the
    model took the title into the name or not; else None."""
    first = m.text.split(maxsplit=1)[0] if m.text.strip() else ""
    title = first.lower().rstrip(".")
    if title in GENDER_TITLES and " " in m.text.strip():
        return GENDER_TITLES[title]
    before = re.search(r"([A-Z][a-z]+)\.?\s+$", doc_text(doc)[max(0, m.start - 8) : m.start])
    return GENDER_TITLES.get(before.group(1).lower()) if before else None


# A byline at the top of the text ("By Rob Kettering") or a column title ("LEE GARSIDE: ...").
BYLINE_RE = re.compile(r"^\s*(?:By|BY)\s+([A-Z][\w’'.-]+(?:\s+[A-Z][\w’'.-]+){1,3})")
BYLINE_SEARCH_CHARS = 80
# Capitalised title prefixes that label the piece rather than name its author
# ("VAR VERDICT: ...", "MATCH REPORT: ...").
HEADLINE_LABEL_WORDS = frozenset(
    {
        "var", "verdict", "analysis", "reaction", "ratings", "report", "live", "watch",
        "exclusive", "opinion", "comment", "breaking", "revealed", "match", "preview",
        "review", "talking", "points", "column", "explained", "update", "news", "view",
        "player", "big", "debate", "interview", "transfer", "the",
    }
)  # fmt: skip
TITLE_AUTHOR_RE = re.compile(r"^\s*([A-Z][\w’'.-]+(?:\s+[\w’'.-]+){1,3}):\s")
# Marks that open a quotation: a title's "NAME: 'quote'" gives the named person's own words
# ("Mikel Arteta: 'I want an explanation'"), a headline about an interviewee, not a columnist's
# byline ("ROB KETTERING: Armpit offside is killing the game").
TITLE_QUOTE_OPENERS = "'\"‘“„«"


def _bylined(doc: Doc) -> bool:
    """True when the article has a byline: the feed's author, or a "By X" first line."""
    first = doc_text(doc)[:BYLINE_SEARCH_CHARS].split("\n", 1)[0]
    return bool(doc._.byline) or BYLINE_RE.match(first) is not None


def author(register: Register, doc: Doc) -> str | None:
    """Return the article's author, who speaks the first-person quotes of a column."""
    # (name, trusted): a title's "NAME:" is an author only when the register knows the
    # name or it is set in capitals, as columns are ("LEE GARSIDE: ...").
    candidates: list[tuple[str, bool]] = []
    if doc._.byline:
        candidates.append((doc._.byline, True))
    match = BYLINE_RE.match(doc_text(doc)[:BYLINE_SEARCH_CHARS].split("\n", 1)[0])
    if match:
        candidates.append((match.group(1), True))
    title = doc._.title or ""
    match = TITLE_AUTHOR_RE.match(title)
    if match and not title[match.end() :].lstrip().startswith(tuple(TITLE_QUOTE_OPENERS)):
        candidates.append((match.group(1), False))
    for name, trusted in candidates:
        name = name.strip()
        if register.outlet(name) or register.club(name) or register.body(name):
            continue  # "Touchline Radio" wrote it: no one person speaks as "I"
        person = register.person(name)
        if person is not None:
            return person.name
        words = name.split()
        if not 2 <= len(words) <= 4 or not all(w[:1].isupper() for w in words):
            continue
        if not trusted and any(w.lower() in HEADLINE_LABEL_WORDS for w in words):
            continue
        if trusted or name.isupper():
            return _unshout(name)
    return None
