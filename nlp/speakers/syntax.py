"""What the parse says of a word: a speech verb, a subject, a clause, a possessor.

Each helper asks one question of spaCy's tags and dependency tree ("is this name what its
clause is about?", "whose subject is this?"), with the corrections the small English model
needs (a name read as an adverb, a subject split in two, a participle clause misparsed).
They know nothing of the people table beyond a mention's offsets.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from nlp.descriptors import PERSON_LABELS, RELATIVE_PRONOUNS, SUBJECT_DEPS, of_role_phrase_at
from nlp.doc_helpers import mention_span
from nlp.football.registers import name_key
from nlp.role_words import ROLE_OF_WORD, role_in_phrase, role_key
from nlp.speakers.lexicon import CUE_FORMS, CUE_LEMMAS, PRONOUN_GENDER, WORD_RE
from nlp.speakers.mentions import Candidate, Mention
from nlp.tokens import below_root, is_root, up_from


def _is_cue(token: Token) -> bool:
    """True when ``token`` is a speech verb (CUE_LEMMAS; a form the tagger may mislabel,
    CUE_FORMS, by its text)."""
    if token.lower_ in CUE_FORMS:
        return True
    if token.dep_ == "amod":  # "a fuming Conte": an adjective, not the cue
        return False
    return token.pos_ in ("VERB", "AUX") and token.lemma_.lower() in CUE_LEMMAS


def _speaking_words(doc: Doc) -> dict[str, list[int]]:
    """Return, by name key, where each capitalised word that is a speech verb's subject
    stands ("Gow" of "Gow said")."""
    out: dict[str, list[int]] = {}
    for t in doc:
        if t.dep_ == "nsubj" and t.is_title and _is_cue(t.head) and t.ent_type_ != "DATE":
            out.setdefault(name_key(t.text), []).append(t.i)
    return out


# Lowercase words a post's title may have before its role word ("Bologna head coach").
ROLE_MODIFIERS = frozenset({"head", "assistant", "caretaker", "interim", "first-team", "joint"})
# The longest sentence opening read as a role phrase before a name ("Former Blackburn and
# Chelsea striker Chris Sutton"); a longer run of capitalised words is no such opening.
ROLE_OPENING_MAX_TOKENS = 16


def _is_subject(span: Span) -> bool:
    """True when the mention is what its clause is about: a subject (a passive's agent
    too), or in apposition to or coordinated with one, "there is X", or the antecedent of a
    "who" clause."""
    if any(t.dep_ in SUBJECT_DEPS for t in span):
        return True
    root = span.root
    t = root
    for t in up_from(root):  # up through the name's own parts to the word it stands as
        if t.dep_ not in ("appos", "compound", "flat", "conj") or is_root(t):
            break
    if t.dep_ in SUBJECT_DEPS:
        return True
    if t.dep_ == "pobj" and t.head.dep_ == "agent":
        return True  # "The cost was raised by Nadia Fenwick.": who does it, as a subject does
    if root.dep_ == "conj" and root.head.pos_ in ("VERB", "AUX") and root.pos_ == "PROPN":
        return True  # "..., and Pryce, for all his anger, did not hide": a misparsed subject
    if (
        root.is_sent_start
        and root.pos_ == "ADV"
        and root.is_title
        and root.i + 1 < len(root.doc)
        and root.doc[root.i + 1].text == ","
    ):
        return True  # "Foden, asked about it, shrugged it off.": the name read as an adverb
    if t.dep_ == "attr" and any(c.dep_ == "expl" for c in t.head.children):
        return True
    before = span.doc[span.sent.start : span.start]
    # "Unlike Arsenal manager Mikel Arteta, Liverpool head coach Arne Slot ...": a
    # preposition or conjunction first makes the name its object. Asked first: it stops at
    # the first such word, where reading the role phrase took all the sentence before the
    # name, for each name of a long sentence.
    if (
        root.dep_ != "poss"
        and len(before) <= ROLE_OPENING_MAX_TOKENS
        and not any(t.pos_ in ("ADP", "SCONJ", "CCONJ", "ADV", "VERB") for t in before)
    ):
        opening = before.text
        role, _, at = role_in_phrase(opening)
        if (
            role is not None
            and all(
                w[:1].isupper() or w.lower() in ROLE_MODIFIERS
                for w in WORD_RE.findall(opening[:at])
            )
            and role_in_phrase(opening[at:])[0] == role
            and len(WORD_RE.findall(opening[at:])) <= 3
        ):
            # "Bologna head coach Vincenzo Italiano, speaking through an interpreter, was
            # furious": the parser made "coach" the verb and the name its object.
            return True
    if (
        t.dep_ == "ROOT"
        and t.pos_ in ("NOUN", "PROPN")
        and any(c.dep_ == "acl" for c in t.children)
    ):
        return True  # "A Chelsea fan called in to gloat.": the verb misparsed as the noun's clause
    return any(
        c.dep_ == "relcl" and any(g.dep_ in SUBJECT_DEPS and g.lower_ == "who" for g in c.children)
        for c in root.children
    )


# Dependencies that put a clause or phrase under another: a subject beneath one of them is
# not the main clause's.
SUBORDINATE_DEPS = frozenset({"advcl", "pcomp", "pobj", "prep", "acl", "relcl"})


def _in_main_clause(doc: Doc, m: Mention) -> bool:
    """True when mention ``m`` hangs from its sentence's root with no subordinate clause or
    phrase between (:data:`SUBORDINATE_DEPS`)."""
    span = mention_span(doc, m)
    if span is None:
        return True
    sent = span.sent
    if sent[0].pos_ in ("ADP", "SCONJ"):
        # "Against Newcastle winger Anthony Gordon, Trent Alexander-Arnold had ...": the
        # parser may make the opening phrase's name the subject; it ends at the first comma.
        comma = next((t.i for t in sent if t.text == ","), None)
        if comma is not None and span.end <= comma:
            return False
    return not any(t.dep_ in SUBORDINATE_DEPS for t in below_root(span.root))


def _said_of(doc: Doc, m: Mention, named: list[Mention]) -> bool:
    """Return whether mention ``m`` is only talked about in its sentence: a word of a
    clause (``xcomp``/``ccomp``) under a verb whose own subject is another named person
    ("Horvath expects Danby to be back", "Arteta says Saka is fine")."""
    span = doc.char_span(m.start, m.end, alignment_mode="expand")
    if span is None or span.root.dep_ == "ROOT" or span.root.head.dep_ == "ROOT":
        return False
    for verb in below_root(span.root.head):
        if verb.dep_ == "ROOT" or verb.dep_ in SUBJECT_DEPS:
            break
        if verb.dep_ in ("xcomp", "ccomp"):
            speaker = next((c for c in verb.head.children if c.dep_ in SUBJECT_DEPS), None)
            if speaker is not None:
                return any(
                    o.canonical != m.canonical and o.start <= speaker.idx < o.end for o in named
                )
    return False


MAX_CONJ_HOPS = 3  # "X said ..., added ... and insisted": how far a cue borrows its subject


def _one_subject(subjects: list[Token]) -> Token | None:
    """Return the subject among a verb's subject children. The small parser splits "Gulls
    boss Fabian Hürzeler said" into two subjects, "boss" and "Hürzeler": a person's name
    wins, else the one nearest the verb (the head of the phrase, its words before it)."""
    if len(subjects) < 2:
        return subjects[0] if subjects else None
    named = [t for t in subjects if t.ent_type_ in PERSON_LABELS]
    return named[-1] if named else max(subjects, key=lambda t: t.i)


def _subject_of(verb: Token) -> Token | None:
    """Return the subject of ``verb``, borrowed from the verb it is coordinated with ("Okonjo
    let him finish, then laughed") or the noun a relative or participle clause hangs on
    ("Townsend, formerly of Spurs, added")."""
    t = verb
    for _ in range(MAX_CONJ_HOPS):
        subject = _one_subject([c for c in t.children if c.dep_ in SUBJECT_DEPS])
        if subject is not None:
            if subject.lower_ in RELATIVE_PRONOUNS and t.dep_ == "relcl":
                return t.head
            return subject
        if t.dep_ not in ("conj", "xcomp") or t.head.i == t.i:  # "I used to tell"
            break
        t = t.head
    if verb.dep_ in ("acl", "relcl", "advcl") and verb.head.i < verb.i:
        return verb.head
    return None


# A verb's complement clauses: a name inside one is what was said, not who said it.
EMBEDDED_CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "advcl", "csubj", "pcomp"})


def _in_clause_of(doc: Doc, candidate: Candidate, verb: Token) -> bool:
    """True when the candidate sits in a clause that ``verb`` governs ("Slot told reporters
    that Robertson was offside and added ...": Robertson is in what Slot told, not the
    subject of "added")."""
    span = doc.char_span(candidate[0], candidate[1], alignment_mode="expand")
    if span is None:
        return False
    for t in below_root(span.root):
        if t.i == verb.i:
            break
        if t.dep_ == "conj":
            return False  # "..., and Guimaraes, asked about it, said": coordinated, a speaker
        if t.dep_ in EMBEDDED_CLAUSE_DEPS and t.head.i == verb.i:
            return True
    return False


def _subjects_before(doc: Doc, sent_start: int, before: int) -> Iterator[Token]:
    """Yield the subjects of any verb in the sentence starting at character ``sent_start``
    that stand before character ``before``."""
    span = doc.char_span(sent_start, before, alignment_mode="contract")
    if span is None or len(span) == 0:
        return
    for t in span[0].sent:
        if t.idx < before and t.dep_ in SUBJECT_DEPS:
            yield t


def _main_pronoun_subject(doc: Doc, sent_start: int, before: int) -> Token | None:
    """Return the personal pronoun ("he", "she") that is the main verb's active subject in
    the sentence starting at character ``sent_start``, before ``before``; or None."""
    # active only: in "He was consoled by Tom Baxter, who spoke afterwards." the one who
    # speaks next is Baxter
    return next(
        (
            t
            for t in _subjects_before(doc, sent_start, before)
            if t.lower_ in PRONOUN_GENDER
            and t.pos_ == "PRON"
            and t.dep_ == "nsubj"
            and t.head.dep_ == "ROOT"
        ),
        None,
    )


def _topic_of_label(doc: Doc, m: Mention) -> bool:
    """True when a person named before a colon is what the quote is about, the object of a
    preposition ("On Bukayo Saka:", "Asked about Salah:"), not who speaks."""
    span = mention_span(doc, m)
    return span is not None and span.root.dep_ == "pobj"


def _is_possessor(doc: Doc, m: Mention) -> bool:
    """True when the mention is written as a possessive ("Guardiola's critics")."""
    span = mention_span(doc, m)
    if span is None:
        return False
    after = doc[span.end] if span.end < len(doc) else None
    return span.root.dep_ == "poss" or (after is not None and after.lower_ in ("'s", "’s"))


def _owns_subject(doc: Doc, m: Mention) -> bool:
    """True when the mention is the possessor of its clause's subject ("Pemberton's letter
    also asks ...")."""
    span = mention_span(doc, m)
    return span is not None and span.root.dep_ == "poss" and span.root.head.dep_ in SUBJECT_DEPS


def _naming_a_thing(doc: Doc, m: Mention) -> bool:
    """True when the mention is a name used to describe a thing, a compound modifier of a
    common noun ("a Mohamed Salah goal", "the Kane header"): no one a pronoun refers to."""
    span = mention_span(doc, m)
    return (
        span is not None
        and span.root.dep_ == "compound"
        and span.root.head.pos_ == "NOUN"
        and span.root.head.i >= span.end
    )


def _heads_subject(doc: Doc, m: Mention) -> bool:
    """True when the mention's own head word is a subject (not a word modifying one)."""
    span = mention_span(doc, m)
    return span is not None and span.root.dep_ in SUBJECT_DEPS


# How many words may stand between a name opening its sentence and the comma before its
# appositive: "Dave from Bermondsey, a Millwall season-ticket holder, rang in."
NAME_BEFORE_APPOSITIVE_MAX_TOKENS = 5


def _after_sentence_opening_name(phrase: Span) -> bool:
    """True when ``phrase`` sits between commas right after a person's name that opens its
    sentence, no verb between ("Dave from Bermondsey, a Millwall season-ticket holder, rang
    in."): an appositive of the name, whatever the parser made of it."""
    doc = phrase.doc
    comma = phrase.start - 1
    if comma < 1 or doc[comma].text != "," or phrase.end >= len(doc) or doc[phrase.end].text != ",":
        return False
    opening = doc[comma].sent.start
    words = doc[opening:comma]
    return (
        doc[opening].ent_type_ == "PERSON"
        and len(words) <= NAME_BEFORE_APPOSITIVE_MAX_TOKENS
        and not any(t.pos_ in ("VERB", "AUX") for t in words)
    )


# Dependencies by which a name hangs off a subject without being it ("Conte's assistant",
# "the assistant to Conte", "one of Conte's players").
RELATION_DEPS = frozenset({"poss", "prep", "pobj", "agent"})


def _appositives(subject: Token) -> list[Token]:
    """Return the tokens in apposition to a description headed by ``subject``. In "the
    league's head of competitions, Fiona Marsh" the parser hangs the name on
    "competitions", the last noun before it; when the head and its "of" phrase are exactly
    a role phrase (:data:`nlp.roles.OF_ROLE_PHRASES`) the name there is the head's too."""
    doc = subject.doc
    holders = [subject]
    for prep in subject.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            holders += [
                obj
                for obj in prep.children
                if obj.dep_ == "pobj" and of_role_phrase_at(doc, subject.i, obj.i + 1)
            ]
    return [a for h in holders for a in h.children if a.dep_ == "appos"]


def _related_to(doc: Doc, candidate: Candidate, subject: Token) -> bool:
    """Return True when a candidate inside a subject's phrase hangs off it by a relation."""
    span = doc.char_span(candidate[0], candidate[1], alignment_mode="expand")
    if span is None:
        return False
    # "Brentford director of football Phil Giles said": the name after a post written with
    # "of" is the post's holder, whom the parser hung off "of" as in "the wife of Conte".
    post = role_key(doc[subject.i : span.start].text)
    if " of " in post and post in ROLE_OF_WORD:
        return False
    for token in below_root(span.root):
        if token.i == subject.i:
            break
        if token.dep_ in RELATION_DEPS:
            return True
    return False


def _plural(doc: Doc, candidate: Candidate) -> bool:
    """True for a description of a group ("the pundits", "the Gulls players")."""
    if candidate[2] != "description":
        return False
    span = doc.char_span(candidate[0], candidate[1], alignment_mode="expand")
    return span is not None and span.root.tag_ in ("NNS", "NNPS")


# The object form of each gender's pronoun: "Fairweather asked her" is not "she".
OBJECT_PRONOUNS = {"m": "him", "f": "her"}
SUBJECT_PRONOUNS = {"m": "he", "f": "she"}
OBJECT_DEPS = frozenset({"dobj", "dative", "iobj"})
# Verbs of asking: "Sandhu asked whether he agreed" is about someone else's "he".
ASKING_LEMMAS = frozenset({"ask", "press", "push", "quiz", "question", "challenge", "wonder"})


def _addresses(doc: Doc, m: Mention, gender: str | None) -> bool:
    """True when the mention is the active subject of a verb of asking (ASKING_LEMMAS)
    whose object is the pronoun of ``gender`` ("Fairweather pushed her", "Host Danny
    Fairweather asked her") or whose question has that pronoun as a subject ("Sandhu asked
    whether he agreed"): the one asked, and so the "she" of the quote after, is someone
    else."""
    wanted = OBJECT_PRONOUNS.get(gender or "")
    span = mention_span(doc, m)
    if wanted is None or span is None:
        return False
    root = span.root
    verb = root.head
    # Only a question: "Arteta backed him" or "Wiegman defended her" before '"...," he
    # said' is Arteta or Wiegman speaking up for someone. "Pell was asked whether he ...":
    # the one asked is "he".
    if root.dep_ != "nsubj" or verb.lemma_ not in ASKING_LEMMAS:
        return False
    if any(c.lower_ == wanted and c.dep_ in OBJECT_DEPS for c in verb.children):
        return True
    if root.i + 2 == verb.i and doc[root.i + 1].text == ",":
        return False  # "Whitlock, asked whether she ..., smiled": a participle, misparsed
    # "Presenter Priya Sandhu asked whether he agreed": his "he" in the question
    subject = SUBJECT_PRONOUNS[gender or ""]
    return any(
        t.lower_ == subject and t.dep_ in SUBJECT_DEPS and t.head.i != verb.i for t in verb.subtree
    )
