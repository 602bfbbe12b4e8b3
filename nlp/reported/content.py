"""The content of reported speech: which words of the parse a cue reports.

Each function takes a cue token and returns the (start, end) character span of its content,
or None when the cue has none of that shape: a content clause ("said the decision was ..."),
a clause the parse hung elsewhere, an "as" clause's main clause, a clause around a cue set in
it, an infinitive ("refused to blame VAR"), a directive ("told his players to ..."), a call
for something, or what a naming verb names ("called the decision a lottery"). See
:mod:`nlp.reported.detect` for how they are tried.
"""

from __future__ import annotations

from spacy.tokens import Token

from nlp.reported import cues as C

CLAUSE_DEPS = frozenset({"ccomp"})
SUBJECT_DEPS = frozenset({"nsubj"})
CLAUSE_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})


def small_clause_content(cue: Token) -> tuple[int, int] | None:
    """Return a want's small clause ("wants VAR gone", "wanted it kept but reformed"), never
    an infinitive ("want Rashford to stay": a wish for an act, no view)."""
    clauses = [c for c in cue.children if c.dep_ in CLAUSE_DEPS and c.i > cue.i]
    if any(w.tag_ == "TO" for c in clauses for w in c.children):
        return None
    return clause_content(cue, C.MIN_WANT_WORDS)


def clause_content(cue: Token, min_words: int = C.MIN_CONTENT_WORDS) -> tuple[int, int] | None:
    """Return the span of the cue's content clause: its ccomp, before or after it, on the
    cue's side only ("celebrating what he thought was a winner": not the words before the
    cue), with a subject of its own."""
    clauses = [c for c in cue.children if c.dep_ in CLAUSE_DEPS]
    if not clauses:
        return None
    clause = min(clauses, key=lambda c: abs(c.i - cue.i))
    after = clause.i > cue.i
    words = [w for w in clause.subtree if (w.i > cue.i) == after]
    if not words or clause not in words:
        return None
    first = words[0]
    if first.lower_ in C.QUESTION_MARKS or clause.lower_ in C.QUESTION_MARKS:
        return None  # "asked whether ...", "said what he thought"
    kept = {w.i for w in words}
    if any(
        w.dep_ == "mark" and w.lower_ in C.QUESTION_MARKS and w.head.i == clause.i for w in words
    ):
        return None
    if not any(w.pos_ in ("VERB", "AUX") for w in words):
        return None
    if not any(c.dep_ in CLAUSE_SUBJECTS and c.i in kept for c in clause.children):
        return None  # "what he thought was a winner": the subject is the cue's side
    # "71 per cent said it should go, 19 per cent wanted it kept": the parser may hang the
    # next report on this content; its words are that report's, not this one's.
    others = {
        w.i
        for c in words
        if c.dep_ == "conj" and c.i != clause.i and _reports_of_its_own(c)
        for w in c.subtree
    }
    if others:
        words = [w for w in words if w.i not in others and w.i < min(others)]
        while words and (words[-1].dep_ == "cc" or words[-1].is_punct):
            words.pop()  # the "and" or comma before the next report
    return trimmed(words, min_words)


def _reports_of_its_own(verb: Token) -> bool:
    """True for a reporting verb with a subject and a content of its own: another report
    ("19 per cent wanted it kept"), not "and the supporters felt the same way"."""
    return (
        verb.lemma_.lower() in C.REPORTING_VERBS | C.WANT_VERBS
        and any(c.dep_ in CLAUSE_SUBJECTS for c in verb.children)
        and any(c.dep_ in ("ccomp", "xcomp") for c in verb.children)
    )


def as_content(cue: Token) -> tuple[int, int] | None:
    """Return the clause an "as" clause of saying comments on: "As Neville pointed out on
    Sky, the lines were drawn in the wrong place", "As explained by Dale Johnson, ...".
    The content is the main clause without the "as" clause."""
    if cue.dep_ != "advcl" or not any(c.dep_ == "mark" and c.lower_ == "as" for c in cue.children):
        return None
    head = cue.head
    lo, hi = cue.left_edge.i, cue.right_edge.i
    words = [w for w in head.subtree if not lo <= w.i <= hi]
    solid = [w.i for w in head.subtree if not w.is_punct]
    if lo > solid[0] and hi < solid[-1]:
        return None  # an "as" clause in the middle: which side it comments on is unclear
    kept = {w.i for w in words}
    if not any(c.dep_ in CLAUSE_SUBJECTS and c.i in kept for c in head.children):
        # "As explained by Dale Johnson, the direction a ball is played is irrelevant": the
        # parse hung the clause's subject on the name as an apposition; the clause starts
        # after the "as" clause's first comma
        commas = [w.i for w in cue.subtree if w.i > cue.i and w.lower_ == ","]
        if lo != solid[0] or not commas:
            return None
        words = [w for w in head.subtree if w.i > commas[0]]
    return trimmed(words, C.MIN_CONTENT_WORDS)


def misparsed_that_clause(cue: Token) -> tuple[int, int] | None:
    """Return the content clause the parser hung on the cue's object as a relative clause:
    "he told a meeting of leaders that few people understood ..." (its "that" is the
    clause's mark, no relative pronoun)."""
    for obj in cue.children:
        if obj.dep_ not in ("dobj", "dative") or obj.i < cue.i:
            continue
        for t in obj.subtree:
            if (
                t.dep_ == "relcl"
                and any(w.dep_ == "mark" and w.lower_ == "that" for w in t.children)
                and any(w.dep_ in SUBJECT_DEPS for w in t.children)
            ):
                return trimmed(list(t.subtree), C.MIN_CONTENT_WORDS)
    return None


def misparsed_clause(cue: Token) -> tuple[int, int] | None:
    """Return the content clause the parser hung on the cue as an adverbial clause: "Trump
    said after the convention he would not accept ..." (a clause with its own subject and
    no "if", "when" or "because" to make it one)."""
    for c in cue.children:
        if (
            c.dep_ != "advcl"
            or c.i < cue.i
            or c.tag_ in ("VBG", "VBN", "VB")
            and not any(w.dep_ == "aux" for w in c.children)
        ):
            continue
        kids = list(c.children)
        if any(
            w.dep_ in ("mark", "advmod") and w.i < c.i and w.tag_ in ("IN", "WRB") for w in kids
        ):
            continue
        if not any(w.dep_ in SUBJECT_DEPS for w in kids):
            continue
        return trimmed(list(c.subtree), C.MIN_CONTENT_WORDS)
    return None


def parenthetical_content(cue: Token) -> tuple[int, int] | None:
    """Return the content around a cue set in it: "The decision, Howe insisted, was
    correct" (the cue hangs on the content's verb as parataxis). A clause after the cue
    opened by "and" or "but" is the writer's again: "..., he said, and the club would
    complain" reports only what comes before."""
    if cue.dep_ != "parataxis" or cue.head.i == cue.i:
        return None
    told = cue.lemma_.lower() == "tell"  # "..., he told me on Friday, is that ..."
    if any(c.dep_ in ("xcomp", "ccomp") or c.dep_ == "dobj" and not told for c in cue.children):
        return None
    head = cue.head if cue.head.pos_ in ("VERB", "AUX") else cue.sent.root
    if head.i == cue.i:
        return None
    lo, hi = cue.left_edge.i, cue.right_edge.i
    scope = list(head.subtree)
    before = [w for w in scope if w.i < lo]
    after = [w for w in scope if w.i > hi and not w.is_punct]
    if not any(w.pos_ in ("VERB", "AUX") for w in scope if not lo <= w.i <= hi):
        return None
    if not after or after[0].dep_ in ("cc", "conj"):
        words = before
    elif not before:
        words = [w for w in scope if w.i > hi]
    else:
        words = scope
    return trimmed(words, C.MIN_CONTENT_WORDS)


def infinitive_content(cue: Token, lemma: str) -> tuple[int, int] | None:
    """Return the span of an infinitive content: "refused to blame VAR", "vowed to appeal"."""
    xcomps = [c for c in cue.children if c.dep_ == "xcomp" and c.i > cue.i]
    if not xcomps:
        return None
    verb = xcomps[0]
    if lemma in C.REFUSAL_VERBS and verb.lemma_.lower() not in C.SPEECH_ACTS:
        return None  # "refused to shake hands" reports nothing said
    words = [w for w in verb.subtree if not (w.dep_ == "aux" and w.lower_ == "to")]
    return trimmed(words, 2)


def directive_content(cue: Token) -> tuple[int, int] | None:
    """Return the span of a directive: "told his players to forget it", "urged the league
    to act" (the addressee and the infinitive)."""
    objects = [c for c in cue.children if c.dep_ in ("dobj", "dative") and c.i > cue.i]
    if not objects:
        return None
    verbs = [c for c in cue.children if c.dep_ in ("xcomp", "ccomp") and c.i > objects[0].i]
    verbs += [c for c in objects[0].children if c.dep_ in ("acl", "relcl") and c.tag_ == "VB"]
    if not verbs or not any(w.lower_ == "to" for w in verbs[0].children):
        return None
    words = sorted([*objects[0].subtree, *verbs[0].subtree], key=lambda w: w.i)
    return trimmed(words, C.MIN_CONTENT_WORDS)


def call_for_content(cue: Token) -> tuple[int, int] | None:
    """Return what a call for change asks: "called for an overhaul of the offside rule",
    "called for VAR to be scrapped", "called on the league to act"."""
    for c in cue.children:
        if c.i < cue.i:
            continue
        if c.dep_ == "prep" and c.lower_ == "for":
            words = [w for o in c.children if o.dep_ == "pobj" for w in o.subtree]
            return trimmed(words, 2) if words else None
        if c.dep_ == "advcl" and any(w.dep_ == "mark" and w.lower_ == "for" for w in c.children):
            return trimmed([w for w in c.subtree if w.lower_ != "for" or w.i > c.i], 2)
        if c.dep_ == "prep" and c.lower_ == "on":
            verbs = [v for v in cue.children if v.dep_ == "xcomp" and v.i > c.i]
            if verbs:
                words = sorted([*c.subtree, *verbs[0].subtree], key=lambda w: w.i)
                return trimmed(words[1:], C.MIN_CONTENT_WORDS)  # without "on"
    return None


def naming_content(cue: Token) -> tuple[int, int] | None:
    """Return the span of what a naming verb names and calls it: "called the decision a
    lottery", "described the delay as unacceptable"."""
    objects = [c for c in cue.children if c.dep_ == "dobj" and c.i > cue.i]
    if not objects:
        return None
    obj = objects[0]
    if cue.lemma_.lower() == "describe":
        called = [c for c in cue.children if c.dep_ == "prep" and c.lower_ == "as" and c.i > obj.i]
    else:
        called = [c for c in cue.children if c.dep_ in ("oprd", "xcomp", "ccomp") and c.i > obj.i]
        called += [c for c in obj.children if c.dep_ == "appos"]
    if not called:
        return None
    words = [w for w in obj.subtree] + [w for c in called for w in c.subtree]
    words.sort(key=lambda w: w.i)
    # "called it 'soft'": a quoted word is what was said, so a short mixed quote counts.
    quoted = any(w.is_quote for c in called for w in c.subtree)
    return trimmed(words, 2 if quoted else C.MIN_CONTENT_WORDS)


def judged_content(cue: Token, lemma: str) -> tuple[int, int] | None:
    """Return what a judging verb judges, its object: "blasted VAR", "criticised the
    system", "hit out at the officials", "disagreed with the decision" (a weak verb's only
    when the object is a decision, the officials, the system or a person: JUDGED_NOUNS)."""
    preposition = C.JUDGING_PREPOSITIONS.get(lemma)
    objects = [c for c in cue.children if c.dep_ == "dobj" and c.i > cue.i]
    if preposition is not None:
        objects += [
            o
            for c in cue.children
            if c.dep_ == "prep" and c.lower_ == preposition and c.i > cue.i
            for o in c.children
            if o.dep_ == "pobj"
        ]
    if lemma == "hit" and not any(c.dep_ == "prt" and c.lower_ == "out" for c in cue.children):
        return None  # "hit the post"
    if not objects:
        return None
    if any(
        c.dep_ == "advcl" and c.tag_ == "VBG" and c.lemma_.lower() in C.REPORTING_VERBS
        for c in cue.children
    ):  # not "after his side were denied a winner": a clause of its own
        return None  # "hit out at the officials, saying ...": the saying is what was said
    obj = min(objects, key=lambda o: o.i)
    if obj.pos_ == "PRON" or obj.lower_ in C.QUESTION_MARKS:
        return None  # "blasted it": what it stands for is elsewhere
    if lemma in C.WEAK_JUDGING_VERBS and not (
        obj.lower_ in C.JUDGED_NOUNS and not _a_kick(obj) or obj.ent_type_ in ("VAR_TERM", "BODY")
    ):
        return None  # "defended Mbappé superbly", "blasted his penalty over the bar"
    return trimmed(list(obj.subtree), 1)


def question_content(cue: Token) -> tuple[int, int] | None:
    """Return the question a verb reports, wh-word and all: "questioned whether the
    standard can ever work", "wanted to know why it had taken five minutes"."""
    if cue.lemma_.lower() == "know" and not (cue.dep_ == "xcomp" and cue.head.lemma_ == "want"):
        return None  # "knew the decision was wrong" is a clause_content, not a question
    # "Whitlock, asked whether ..., smiled": "asked" set off by commas is put to her, even
    # where the tagger makes her its subject; "Carragher, annoyed, questioned whether" asks
    after_comma = (
        cue.i > 0
        and cue.doc[cue.i - 1].text == ","
        and (cue.lemma_ == "ask" or not any(c.dep_ in CLAUSE_SUBJECTS for c in cue.children))
    )
    perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in cue.children)
    if (cue.tag_ == "VBN" or after_comma) and not perfect:
        return None  # "Whitlock, asked whether she ..., smiled": she is asked, not asking
    for clause in cue.children:
        if clause.dep_ not in ("ccomp", "xcomp") or clause.i < cue.i:
            continue
        words = list(clause.subtree)
        if words and words[0].lower_ in C.WH_WORDS:
            return trimmed(words, C.MIN_CONTENT_WORDS)
    return None


def judging_noun_content(noun: Token, verb: Token) -> tuple[int, int] | None:
    """Return what a judging noun judges: the object of its preposition, hung on the noun
    ("no complaints about the way ...") or on the verb ("had a dig at the Ravens")."""
    preps = [c for c in noun.children if c.dep_ == "prep" and c.i > noun.i]
    preps += [c for c in verb.children if c.dep_ in ("prep", "dative") and c.i > noun.i]
    allowed = C.NOUN_OWN_PREPOSITIONS.get(noun.lemma_.lower(), C.JUDGING_NOUN_PREPOSITIONS)
    for prep in preps:
        if prep.lower_ not in allowed:
            continue
        objects = [o for o in prep.children if o.dep_ == "pobj"]
        if not objects or objects[0].pos_ == "PRON":
            return None
        obj = objects[0]
        if noun.lemma_.lower() in C.WEAK_JUDGING_NOUNS and not (
            obj.lower_ in C.JUDGED_NOUNS
            or obj.ent_type_ in ("VAR_TERM", "BODY")
            or obj.pos_ == "PROPN"
        ):
            return None  # "an attack on goal", "the defence of their title"
        return trimmed(list(obj.subtree), 1)
    return None


def _a_kick(obj: Token) -> bool:
    """True for a penalty or a free kick someone takes ("his penalty"): a possessive's, not
    the referee's award. Any other possessive object is judged: "defended its threshold"."""
    return obj.lower_ in C.KICK_NOUNS and any(c.dep_ == "poss" for c in obj.children)


def trimmed(words: list[Token], min_words: int) -> tuple[int, int] | None:
    """Return (start, end) of ``words`` without a leading "that" or punctuation at either
    end, or None when fewer than ``min_words`` words are left."""
    lo, hi = 0, len(words)
    while lo < hi and (words[lo].is_punct or words[lo].is_space or that_mark(words[lo])):
        lo += 1
    while hi > lo and (words[hi - 1].is_punct or words[hi - 1].is_space):
        hi -= 1
    kept = words[lo:hi]
    if sum(1 for w in kept if not w.is_punct and not w.is_space) < min_words:
        return None
    return kept[0].idx, kept[-1].idx + len(kept[-1])


def that_mark(tok: Token) -> bool:
    return tok.lower_ == "that" and tok.dep_ == "mark"
