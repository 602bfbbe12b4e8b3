"""Finding reported speech in a parsed Doc: a cue, its source and its content.

Three shapes, each read off spaCy's dependency parse:

* a reporting verb with a subject and a content clause: "Conte said the decision ...",
  "VAR got it right, Howe insisted", "Webb admitted that ...", "told reporters that ...",
  "..., saying the decision was a joke", "Arteta, who believes the system is broken, ...",
  "Howe refused to blame VAR" (an infinitive after refuse/decline/vow...), "Arteta called the
  decision a lottery" (a naming verb: the thing and what it is called);
* "according to X" and the rest of its clause: "According to Conte, the decision ...";
* a reporting noun with a possessor and a that-clause: "his view that VAR has ruined ...".

What is not reported speech: a cue inside a direct quote, a content that overlaps a direct
quote (the direct quote stays direct), a question ("Will he say ...?", "asked whether
..."), a modal or future cue ("he will say", "would argue"), a passive ("it is said that"),
a cue nobody human-ish says (a name, a pronoun, a description, an organisation), the writer's
own "I think", and a content of under :data:`~nlp.reported.cues.MIN_CONTENT_WORDS` words.
A negated or denying cue ("did not say", "denied that", "refused to blame") is found and
marked ``negated``; a cue of belief or suggestion ("believes", "suggested") ``hedged``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from spacy.tokens import Doc, Token

from nlp.doc_helpers import paragraphs
from nlp.quotes import QuoteSpan, has_own_title, is_title_line
from nlp.reported import content, mention
from nlp.reported import cues as C
from nlp.tokens import CharRanges

# Every lemma that may open a cue: a quick filter before the parse is read.
CUE_WORDS = frozenset(
    C.REPORTING_VERBS
    | C.NAMING_VERBS
    | C.XCOMP_VERBS
    | C.DIRECTIVE_VERBS
    | C.REPORTING_NOUNS
    | C.JUDGING_VERBS
    | C.WANT_VERBS
    | C.JUDGING_NOUNS
    | C.QUESTION_VERBS
) | {"according", "accord", "make"}
MIN_OUTSIDE_WORDS = 2  # a mixed quote's own words around the direct quotes it takes in
# ... but one is enough for a naming verb's object: "called it 'soft'" names what it judges.
MIN_OUTSIDE_NAMING = 1
WORD_RE = re.compile(r"\w+")


@dataclass
class ReportedSpeech:
    """One piece of reported speech: its content, cue and source, as character offsets.

    ``via`` is how the source stands to the cue: ``subject`` (of the cue verb, borrowed from
    the verb it is coordinated with, or the noun a relative clause hangs on),
    ``according-to`` or ``possessor`` (of a reporting noun). ``frame`` is ``negated``,
    ``hedged`` or None.
    """

    kind: str
    start: int
    end: int
    cue_start: int
    cue_end: int
    cue_lemma: str
    cue_i: int
    source_start: int
    source_end: int
    source_i: int
    via: str
    frame: str | None = None
    # The direct quotes a mixed quote holds, when they are taken into it (see
    # ``nlp.config.MIXED_ABSORBS_DIRECT``): they are its fragments, no quotes of their own.
    absorbed: list[QuoteSpan] = field(default_factory=list)

    @property
    def negated(self) -> bool:
        return self.frame == "negated"


def find_reported(
    doc: Doc, quote_spans: list[QuoteSpan], absorb: bool = False
) -> list[ReportedSpeech]:
    """Return the reported speech of ``doc`` in text order, none inside or over a direct
    quote (``quote_spans``: the quote finder's records, every kind). With ``absorb``, a
    paraphrase that holds direct quotes whole, with words of its own around them ('said
    the decision was "a disgrace"'), is a mixed quote that takes them in (``absorbed``)."""
    text = doc.text
    speech = [q for q in quote_spans if q.kind != "scare"]
    quoted = CharRanges(_mark_range(q) for q in quote_spans)
    speech_ranges = [_mark_range(q) for q in speech]
    other = [_mark_range(q) for q in quote_spans if q.kind == "scare"]
    paras = paragraphs(text)
    # a headline repeats its story; an article with a title of its own has none in the text
    headline = paras and not has_own_title(doc) and is_title_line(text, paras, 0)
    title_end = paras[0][1] if headline else -1
    found: list[ReportedSpeech] = []
    for tok in doc:
        lemma = tok.lemma_.lower()
        if lemma not in CUE_WORDS or tok.idx < title_end:
            continue  # most words: one set lookup
        if quoted.holds(tok.idx, tok.idx + len(tok)):
            continue
        candidate = None
        if lemma == "accord" or tok.lower_ == "according":
            candidate = _according_to(tok)
        elif tok.pos_ == "VERB":
            candidate = _verb_cue(tok)
        elif tok.pos_ == "NOUN":
            if lemma in C.REPORTING_NOUNS:
                candidate = _noun_cue(tok)
            if candidate is None and lemma in C.JUDGING_NOUNS:
                candidate = _judging_noun_cue(tok)
        if candidate is None:
            continue
        overlapping = [
            q
            for q, (a, b) in zip(speech, speech_ranges, strict=True)
            if a < candidate.end and candidate.start < b
        ]
        if overlapping and not (absorb and _absorbs(text, candidate, overlapping)):
            continue  # a direct quote stays direct
        if any(candidate.start <= a and b <= candidate.end for a, b in other):
            candidate.kind = "mixed"
        found.append(candidate)
    return _outermost(found)


def _absorbs(text: str, r: ReportedSpeech, quotes: list[QuoteSpan]) -> bool:
    """Make ``r`` the mixed quote that holds ``quotes`` when each is a speech quote inside
    its content and at least MIN_OUTSIDE_WORDS of the content are outside them; the content
    then runs to the quotes' marks. Return whether it does."""
    if any(q.kind != "speech" or q.start < r.start - 1 or q.end > r.end + 2 for q in quotes):
        return False
    inner = sum(len(WORD_RE.findall(text[q.start : q.end])) for q in quotes)
    outside = text[r.start : min(q.open_at for q in quotes)].strip().lower()
    naming = r.cue_lemma in C.NAMING_VERBS and outside in C.NAMED_THINGS
    least = MIN_OUTSIDE_NAMING if naming else MIN_OUTSIDE_WORDS
    if len(WORD_RE.findall(text[r.start : r.end])) - inner < least:
        return False
    r.start = min(r.start, *(q.open_at for q in quotes))
    r.end = max(r.end, *((q.close_at if q.close_at is not None else q.end - 1) + 1 for q in quotes))
    r.kind = "mixed"
    r.absorbed = list(quotes)
    return True


def _mark_range(q: QuoteSpan) -> tuple[int, int]:
    return q.open_at, (q.close_at if q.close_at is not None else q.end) + 1


def _outermost(found: list[ReportedSpeech]) -> list[ReportedSpeech]:
    """Drop a content inside another's ("said he believed VAR was wrong": one, the saying)
    and one that overlaps an earlier one."""
    ordered = sorted(found, key=lambda r: (r.start, -r.end))
    kept: list[ReportedSpeech] = []
    for r in ordered:
        if any(k.start < r.end and r.start < k.end for k in kept):
            continue
        kept.append(r)
    return kept


# -- verbs ---------------------------------------------------------------------------------
def _verb_cue(cue: Token) -> ReportedSpeech | None:
    lemma = cue.lemma_.lower()
    if lemma in C.PARTICLE_REQUIRED and not any(
        c.dep_ == "prt" and c.lower_ == C.PARTICLE_REQUIRED[lemma] for c in cue.children
    ):
        return None
    span = None
    if lemma in C.REPORTING_VERBS:
        span = (
            content.clause_content(cue)
            or content.misparsed_clause(cue)
            or content.misparsed_that_clause(cue)
            or content.parenthetical_content(cue)
            or content.as_content(cue)
        )
    if span is None and lemma in C.XCOMP_VERBS:
        span = content.infinitive_content(cue, lemma)
        if span is None and lemma in C.PROMISE_VERBS:  # "promised things would change"
            span = content.clause_content(cue)
    if span is None and lemma in C.NAMING_VERBS:
        span = content.naming_content(cue)
    if span is None and lemma in C.DIRECTIVE_VERBS:
        span = content.directive_content(cue)
    if span is None and lemma == "call":
        span = content.call_for_content(cue)
    if span is None and lemma in C.JUDGING_VERBS:
        span = content.judged_content(cue, lemma)
    if span is None and lemma in C.WANT_VERBS:
        span = content.small_clause_content(cue)
    if span is None and lemma in C.QUESTION_VERBS:
        span = content.question_content(cue)
    if span is None and lemma == "make":
        return _made_clear(cue)
    if span is None or not _reports(cue):
        return None
    source = mention.source_of(cue)
    if source is None:
        return None
    start, end = span
    source_start, source_end = mention.phrase_start(source), mention.phrase_end(source)
    if source_start < start < source_end:  # an apposition the parse hung on the name
        source_end = len(cue.doc.text[:start].rstrip(" ,;:—–-"))
    return ReportedSpeech(
        kind="indirect",
        start=start,
        end=end,
        cue_start=cue.idx,
        cue_end=_cue_end(cue),
        cue_lemma=lemma,
        cue_i=cue.i,
        source_start=source_start,
        source_end=source_end,
        source_i=source.i,
        via="subject",
        frame=_frame(cue, lemma),
    )


def _reports(cue: Token) -> bool:
    """True when ``cue`` reports something said: not a question, a modal or future, a
    passive, an imperative, or an infinitive of something yet to be said."""
    sent = cue.sent
    if sent.text.rstrip().rstrip("\"'”’)").endswith("?"):
        return False
    children = list(cue.children)
    if any(c.dep_ in ("aux", "auxpass") and c.lower_ in C.MODAL_WORDS for c in children):
        return False
    if any(c.dep_ in ("auxpass", "nsubjpass", "csubjpass") for c in children):
        return False  # "it is said that ...", "Conte is said to be furious"
    if cue.dep_ == "xcomp":
        head = cue.head
        wants_to_know = cue.lemma_ == "know" and head.lemma_ == "want"
        if (
            head.lemma_.lower() not in C.XCOMP_CUE_HEADS
            and head.lower_ not in C.XCOMP_CUE_ADJECTIVES
            and not wants_to_know
        ):
            return False
        if any(c.dep_ == "aux" and c.lower_ in C.MODAL_WORDS for c in head.children):
            return False
    # not "a fuming Conte" (an adjective), nor "Say what you like ..." (an imperative)
    return not (cue.dep_ == "amod" or cue.tag_ == "VB" and cue.i == cue.sent.start)


def _cue_end(cue: Token) -> int:
    """Return where the cue's words end: the verb, its particle ("pointed out")."""
    end = cue.idx + len(cue)
    for c in cue.children:
        if c.dep_ == "prt" and c.i == cue.i + 1:
            end = c.idx + len(c)
    return end


def _frame(cue: Token, lemma: str) -> str | None:
    """Return "negated" for a cue that says no ("did not say", "denied", "refused to"),
    "hedged" for one of belief or suggestion ("believes", "seemed to suggest"), else None."""
    negated = any(c.dep_ == "neg" or c.lower_ in C.NEGATION_WORDS for c in cue.children)
    if cue.dep_ == "xcomp":
        negated = negated or any(c.dep_ == "neg" for c in cue.head.children)
    denial = lemma in C.DENIAL_VERBS or (
        cue.dep_ == "xcomp" and cue.head.lemma_.lower() in C.REFUSAL_VERBS
    )
    if negated != denial:
        return "negated"
    hedge = lemma in C.HEDGE_VERBS or (
        cue.dep_ == "xcomp" and cue.head.lemma_.lower() in C.HEDGE_RAISERS
    )
    return "hedged" if hedge else None


# -- "according to" ------------------------------------------------------------------------
def _according_to(tok: Token) -> ReportedSpeech | None:
    """Return "According to Conte, the decision ...": the rest of the clause is the
    content, the object of "to" the source."""
    doc = tok.doc
    if tok.i + 2 >= len(doc) or doc[tok.i + 1].lower_ != "to":
        return None
    to = doc[tok.i + 1]
    objects = [c for c in to.children if c.dep_ == "pobj"]
    if not objects:
        return None
    source = objects[0]
    owners = [c for c in source.children if c.dep_ == "poss" and c.pos_ != "PRON"]
    owned = source.lower_ in C.OWNED_DOCUMENTS and bool(owners) and mention.is_source(owners[0])
    if owned:
        source = owners[0]  # "according to the PMOB's monthly summary": the PMOB
    elif source.lower_ in C.ACCORDING_NOT_SOURCES or not mention.is_source(source):
        return None
    phrase_lo, phrase_hi = tok.i, max(tok.right_edge.i, to.right_edge.i)
    sent = tok.sent
    if sent.text.rstrip().endswith("?"):
        return None
    head = tok.head
    if head.i == tok.i or head.pos_ not in ("VERB", "AUX"):
        scope = list(sent)
    else:
        scope = list(head.subtree)  # the clause it modifies
    before = [w for w in scope if w.i < phrase_lo]
    after = [w for w in scope if w.i > phrase_hi]
    # a phrase at either end is left out; one in the middle stays inside the content
    words = before + after if not before or not after else scope
    span = content.trimmed(words, C.MIN_ACCORDING_WORDS)
    if span is None:
        return None
    start, end = span
    last = source if owned else doc[phrase_hi]
    return ReportedSpeech(
        kind="indirect",
        start=start,
        end=end,
        cue_start=tok.idx,
        cue_end=to.idx + len(to),
        cue_lemma="according to",
        cue_i=tok.i,
        source_start=source.left_edge.idx,
        source_end=last.idx + len(last),
        source_i=source.i,
        via="according-to",
    )


# -- nouns ---------------------------------------------------------------------------------
def _given_noun(noun: Token, clause: Token) -> ReportedSpeech | None:
    """Return "offered no promise that ...", "gave an assurance that ...": a reporting noun
    with no possessor, the object of a verb that gives it; the verb's subject holds it."""
    verb = noun.head
    if noun.dep_ != "dobj" or verb.lemma_.lower() not in C.LIGHT_VERBS:
        return None
    return _subject_report(verb, content.trimmed(list(clause.subtree), C.MIN_CONTENT_WORDS), noun)


def _made_clear(verb: Token) -> ReportedSpeech | None:
    """Return "made it clear that the club want a forward": the clause after "clear"."""
    for adj in verb.children:
        if adj.lower_ not in C.MADE_CLEAR or adj.i < verb.i:
            continue
        for clause in adj.children:
            # "made it clear that ...", "made it clear he wants ...": a clause of its own
            if clause.i > adj.i and (
                any(content.that_mark(w) for w in clause.children)
                or clause.dep_ in ("ccomp", "advcl")
                and not any(w.dep_ == "mark" for w in clause.children)  # no "because ..."
                and any(w.dep_ in ("nsubj", "nsubjpass") for w in clause.children)
            ):
                span = content.trimmed(list(clause.subtree), C.MIN_CONTENT_WORDS)
                return _subject_report(verb, span, adj)
    return None


def _subject_report(
    verb: Token, span: tuple[int, int] | None, word: Token
) -> ReportedSpeech | None:
    """Return the report of ``span`` whose cue is ``verb`` (to ``word``, "offered ...
    promise") and whose source is the verb's subject; negated by "no", "not" or "neither"."""
    if span is None or not _reports(verb):
        return None
    source = mention.source_of(verb)
    if source is None:
        return None
    negated = (
        any(c.dep_ == "neg" for c in verb.children)
        or any(c.lower_ == "no" for c in word.children)
        or any(c.lower_ == "neither" for c in source.children)
    )
    lemma = word.lemma_.lower()
    # "expressed the hope that ..." is hedged, as "his hope that ..." is
    frame = "negated" if negated else _noun_frame(lemma)
    return ReportedSpeech(
        kind="indirect",
        start=span[0],
        end=span[1],
        cue_start=verb.idx,
        cue_end=word.idx + len(word),
        cue_lemma=lemma,
        cue_i=verb.i,
        source_start=mention.phrase_start(source),
        source_end=mention.phrase_end(source),
        source_i=source.i,
        via="subject",
        frame=frame,
    )


def _judging_noun_cue(noun: Token) -> ReportedSpeech | None:
    """Return "had no complaints about the decision", "took a swipe at the officials",
    "had nothing but praise for his striker": a judging noun as a verb's object, with what
    it judges after a preposition. The verb's subject is the source."""
    carrier = noun
    if noun.dep_ == "pobj" and noun.head.lower_ == "but" and noun.head.head.lower_ == "nothing":
        carrier = noun.head.head  # "nothing but praise for"
    if carrier.dep_ != "dobj" or carrier.head.pos_ not in ("VERB", "AUX"):
        return None
    verb = carrier.head
    if verb.lemma_.lower() not in C.JUDGING_NOUN_CARRIERS:
        return None  # "drew criticism for", "received praise for": judged, not judging
    return _subject_report(verb, content.judging_noun_content(noun, verb), noun)


def _noun_frame(lemma: str) -> str | None:
    """Return a reporting noun's own frame: "negated" for a denial, "hedged" for a hope or a
    suggestion, else None."""
    return "negated" if lemma in C.DENIAL_NOUNS else "hedged" if lemma in C.HEDGE_NOUNS else None


def _noun_cue(noun: Token) -> ReportedSpeech | None:
    """Return "his view that VAR has ruined ...", "Conte's claim that ...": a reporting
    noun with a that-clause and a possessor who holds the view."""
    clauses = [
        c
        for c in noun.children
        if c.dep_ in ("acl", "ccomp", "relcl")  # a "that" marking it: no relative clause
        and c.i > noun.i
        and any(content.that_mark(w) for w in c.children)
    ]
    if not clauses:
        return None
    owners = [c for c in noun.children if c.dep_ == "poss"]
    if not owners:
        return _given_noun(noun, clauses[0])
    owner = owners[0]
    pronoun = owner.lower_ in ("his", "her", "their")
    if not pronoun and not mention.is_source(owner):
        return None
    if noun.sent.text.rstrip().endswith("?"):
        return None
    span = content.trimmed(list(clauses[0].subtree), C.MIN_CONTENT_WORDS)
    if span is None:
        return None
    lemma = noun.lemma_.lower()
    frame = _noun_frame(lemma)
    return ReportedSpeech(
        kind="indirect",
        start=span[0],
        end=span[1],
        cue_start=noun.idx,
        cue_end=noun.idx + len(noun),
        cue_lemma=lemma,
        cue_i=noun.i,
        source_start=owner.left_edge.idx,
        source_end=owner.idx + len(owner),
        source_i=owner.i,
        via="possessor",
        frame=frame,
    )
