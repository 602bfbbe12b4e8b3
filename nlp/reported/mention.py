"""The source of reported speech in the parse: whose words a cue reports.

:func:`source_of` finds the head of a cue's source (its subject, borrowed from the verb it
is coordinated with or the clause it hangs on, the noun a relative clause hangs on, the agent
of "as explained by X"), and :func:`is_source` says whether it is someone who can speak. The
canonical speaker it names is resolved later, by the sieve (:mod:`nlp.reported.source`).
"""

from __future__ import annotations

from spacy.tokens import Token

from nlp.reported import content
from nlp.reported import cues as C
from nlp.role_words import role_in_phrase

SUBJECT_DEPS = content.SUBJECT_DEPS
# Ent labels that never speak, though the tagger calls them proper nouns.
NOT_SOURCE_ENTS = frozenset(
    {"VAR_TERM", "COMPETITION", "DATE", "TIME", "CARDINAL", "ORDINAL", "MONEY", "QUANTITY",
     "PERCENT", "EVENT", "FAC", "LOC", "WORK_OF_ART", "LAW", "PRODUCT", "LANGUAGE"}
)  # fmt: skip
MAX_HOPS = 4  # how far a cue borrows its subject up a chain of conjuncts
ORDINALS = frozenset({"first", "second", "final", "last", "opening", "closing"})


def source_of(cue: Token) -> Token | None:
    """Return the head of the cue's source when it is someone who can speak, else None."""
    agent = _agent_of(cue)
    if agent is not None:
        return agent if is_source(agent) else None
    t = cue
    subject = None
    for _ in range(MAX_HOPS):
        subjects = [c for c in t.children if c.dep_ in SUBJECT_DEPS]
        if subjects:
            subject = subjects[0]
            break
        if t.dep_ in ("conj", "xcomp", "acomp") and t.head.i != t.i:  # "is honest enough to"
            t = t.head
            continue
        if t.dep_ == "advcl" and t.tag_ == "VBG" and t.head.i != t.i:
            t = t.head  # "..., saying the decision was a joke": the main clause's subject
            continue
        if t.dep_ == "advcl" and _purpose(t) and t.head.i != t.i:
            t = t.head  # "used his press conference to renew his attack on VAR"
            sent = [c for c in t.children if c.dep_ == "dobj" and c.ent_type_ == "PERSON"]
            if sent:  # "Chelsea sent Paul Winstanley out to insist ...": the one sent
                subject = sent[0]
                break
            continue
        break
    if subject is None:
        return _misparsed_age(cue)
    if subject.lower_ in C.RELATIVE_SOURCES:
        if t.dep_ != "relcl":
            return None
        subject = t.head  # "Arteta, who believes ...": Arteta
    subject = _misparsed_apposition(subject, cue)
    return subject if is_source(subject) else None


def _agent_of(cue: Token) -> Token | None:
    """Return who "As explained by X, ..." names: the object of the agent "by" of an "as"
    clause ("by ESPN editor and VAR writer Dale Johnson": the name in the coordination the
    parser made of one person's two titles)."""
    if not any(c.dep_ == "mark" and c.lower_ == "as" for c in cue.children):
        return None
    for c in cue.children:
        if c.dep_ == "agent":
            objects = [o for o in c.children if o.dep_ == "pobj"]
            if not objects:
                return None
            obj = objects[0]
            names = [n for n in obj.children if n.dep_ == "conj" and n.pos_ == "PROPN"]
            return names[0] if obj.pos_ == "NOUN" and names else obj
    return None


def _purpose(verb: Token) -> bool:
    """True for an infinitive of purpose, whose subject is the main clause's."""
    return verb.tag_ == "VB" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def _misparsed_age(cue: Token) -> Token | None:
    """Return the "old" of a sentence-opening "The 54-year-old" that the parser hung on the
    cue (or on a clause before it) instead of making it the subject: "The 54-year-old
    insisted he ...", "The 52-year-old, still furious ..., insisted ...". Only a cue with
    no subject of its own, and only an age before the cue within two arcs of it."""
    for tok in cue.doc[cue.sent.start : cue.i]:
        if _an_age(tok) and (tok.head.i == cue.i or tok.head.head.i == cue.i):
            return tok
    return None


def _misparsed_apposition(subject: Token, cue: Token) -> Token:
    """Return the name right before the cue when the parser took it for an apposition of
    the subject ("To understand the real Dred Scott, Chief Justice Roberts said, ...":
    Roberts; "one of the family's attorneys, Justin Bamberg, said": Bamberg); else
    ``subject``. A description in apposition ("Conte, the Spurs boss, said") is left to
    the resolver, which reads it."""
    for c in subject.rights:
        if c.dep_ != "appos" or c.pos_ != "PROPN":
            continue
        after = c.right_edge.i + 1
        if after == cue.i or after + 1 == cue.i and cue.doc[after].is_punct:
            return c
    return subject


def is_source(tok: Token) -> bool:
    """True when ``tok`` heads a mention of someone who can speak: a person's or an
    organisation's name, "he", "she" or "they", or a description with a role or a word for
    people ("the Spurs boss", "one supporter", "the club")."""
    lower = tok.lower_
    if tok.pos_ == "PRON":
        return lower in C.SOURCE_PRONOUNS or lower == "it" and _it_document(tok)
    if a_proportion(tok):
        return surveyed_group(tok) is not None  # "71 per cent said": of the fans surveyed
    if _an_age(tok):
        return True  # "The 52-year-old insisted ...", a DATE to the tagger: the resolver names
    if tok.ent_type_ in NOT_SOURCE_ENTS:
        return False
    if tok.ent_type_ in C.SOURCE_ENT_LABELS:
        return True
    if tok.pos_ == "PROPN":
        return tok.text[:1].isupper()
    if lower in C.PART_WORDS:  # "one of the family's attorneys", "many of his players"
        return any(
            c.dep_ == "prep" and c.lower_ == "of" and any(is_source(o) for o in c.children)
            for c in tok.children
        )
    if tok.pos_ != "NOUN":
        return False
    lemma = tok.lemma_.lower()
    if lower in C.HUMAN_NOUNS or lemma in C.HUMAN_NOUNS or lemma in C.DOCUMENT_NOUNS:
        return True
    if lower.endswith(C.HUMAN_SUFFIXES) and not lower.endswith(C.NOT_HUMAN_SUFFIXED):
        return True
    phrase = tok.doc[tok.left_edge.i : tok.i + 1].text
    return role_in_phrase(phrase)[0] is not None


def a_proportion(tok: Token) -> bool:
    """True for a survey's share: "71 per cent", "more than half", "a fifth", "nine in ten";
    not "the first half" (an ordinal's)."""
    if tok.lower_ in C.PROPORTION_WORDS:
        return not any(
            c.dep_ == "amod" and c.ent_type_ == "ORDINAL" or c.lower_ in ORDINALS
            for c in tok.children
        )
    return tok.like_num and any(
        c.dep_ in ("prep", "quantmod") and c.lower_ == "in" for c in tok.children
    )


def surveyed_group(tok: Token) -> Token | None:
    """Return the supporters a share speaks for: its own "of" group ("the majority of the
    players": no fans), else the group named last before it in its sentence or the one
    before ("Of the 2,314 members who responded, 71 per cent said"); None when that group is
    not fans, supporters or members ("Of the 600 players who responded, 44 per cent")."""
    own = [
        o
        for c in tok.children
        if c.dep_ == "prep" and c.lower_ == "of"
        for o in c.children
        if o.dep_ == "pobj"
    ]
    if own:
        return own[0] if own[0].lower_ in C.SURVEYED_GROUPS else None
    sent = tok.sent
    start = tok.doc[sent.start - 1].sent.start if sent.start > 0 else sent.start
    groups = [
        t
        for t in tok.doc[start : tok.i]
        if t.lower_ in C.SURVEYED_GROUPS or t.lower_ in C.OTHER_GROUPS
    ]
    if not groups or groups[-1].lower_ not in C.SURVEYED_GROUPS:
        return None
    return groups[-1]


def _an_age(tok: Token) -> bool:
    """True when ``tok`` is the "old" of "the 52-year-old": the parser makes it an adjective
    with the years hanging on it."""
    return tok.lower_ == "old" and any(
        c.lower_ in ("year", "years") and c.i < tok.i for c in tok.children
    )


def _it_document(tok: Token) -> bool:
    """True when "it" is a document named just before ("The club issued a statement. It
    said ..."): a cue that a text can do, and a document noun earlier in the sentence or in
    the one before."""
    if tok.head.lemma_.lower() not in C.IT_CUES:
        return False
    sent = tok.sent
    start = tok.doc[sent.start - 1].sent.start if sent.start > 0 else sent.start
    return any(
        t.lemma_.lower() in C.DOCUMENT_NOUNS and t.pos_ == "NOUN" for t in tok.doc[start : tok.i]
    )


def phrase_start(tok: Token) -> int:
    """Return where the source's noun phrase starts; a misparsed age keeps its "The"."""
    first = tok.left_edge
    if _an_age(tok) and first.i > 0 and tok.doc[first.i - 1].lower_ == "the":
        return tok.doc[first.i - 1].idx
    return first.idx


def phrase_end(tok: Token) -> int:
    """Return where the source's noun phrase ends: its head, or a name or apposition
    right after it ("Conte, the Spurs boss,"), never a relative clause."""
    end = tok.i
    for c in tok.rights:
        if c.dep_ in ("compound", "flat", "appos", "nummod", "case") or (
            c.dep_ == "punct" and c.i == end + 1 and any(d.dep_ == "appos" for d in tok.rights)
        ):
            end = max(end, c.right_edge.i if c.dep_ == "appos" else c.i)
        else:
            break
    last = tok.doc[end]
    return last.idx + len(last)
