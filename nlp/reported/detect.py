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

from spacy.tokens import Doc, Token

from nlp.doc_helpers import paragraphs
from nlp.quotes import QuoteSpan, has_own_title, is_title_line
from nlp.reported import content, mention, phrases
from nlp.reported import cues as C
from nlp.reported.record import ReportedSpeech, reports
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
    | C.VIEW_ADJECTIVES
) | {"according", "accord", "make", "draw", "convince"}
MIN_OUTSIDE_WORDS = 2  # a mixed quote's own words around the direct quotes it takes in
# ... but one is enough for a naming verb's object: "called it 'soft'" names what it judges.
MIN_OUTSIDE_NAMING = 1
WORD_RE = re.compile(r"\w+")


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
        elif lemma in C.VIEW_ADJECTIVES or tok.lower_ in C.VIEW_ADJECTIVES:
            candidate = phrases.view_adjective(tok)
        elif lemma == "draw":
            candidate = phrases.drawn_on(tok)
        elif tok.pos_ == "VERB":
            candidate = _verb_cue(tok)
        elif tok.pos_ == "NOUN":
            if lemma in C.REPORTING_NOUNS:
                candidate = phrases.noun_cue(tok)
            if candidate is None and lemma in C.JUDGING_NOUNS:
                candidate = phrases.judging_noun_cue(tok)
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
        return phrases.made_clear(cue)
    if span is None or not reports(cue):
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
