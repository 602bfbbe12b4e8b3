"""The sieve's rules: what each looks for in one quote's surroundings.

Each rule reads a :class:`~nlp.sieve.context.QuoteContext` and either decides the quote
(returns an :class:`Attribution`, with a speaker or, when the rule is sure the quote is
someone's it cannot name, without one) or passes (returns None). Their order, ids and
examples are :data:`nlp.sieve.RULES`; they are defined here in that order. A rule finds the
words that name the speaker through a finder of :mod:`nlp.speakers` and hands them to the
resolve layer (``ctx.resolver``); its docstring is its one-line description.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from nlp.config import ANONYMOUS_JOURNALIST, ANONYMOUS_SPEAKERS
from nlp.doc_helpers import doc_text
from nlp.reported import source as reported_source
from nlp.role_words import role_in_phrase
from nlp.sieve.context import QuoteContext
from nlp.speakers import cues, signatures, turns
from nlp.speakers.context import continues, salient_before
from nlp.speakers.mentions import Attribution, mention_resolver
from nlp.speakers.pronouns import previous_speakers
from nlp.speakers.syntax import _topic_of_label
from nlp.speakers.turns import NAME_LABEL_RE

MIN_SHOUTED_LETTERS = 3  # "Q:", "FT:" are no one
# Capitalised labels that head a line but name no speaker.
NOT_A_SPEAKER_LABEL = frozenset(
    {"update", "updates", "breaking", "note", "verdict", "watch", "listen", "read", "exclusive",
     "analysis", "live", "question", "answer", "quote", "quotes", "statement", "full", "time",
     "half", "kick", "off", "result", "score", "latest", "more", "also", "why", "what", "how",
     "who", "when", "where", "var", "the", "and", "var's", "video", "audio", "transcript",
     "editor", "editors", "pgmol", "fifa", "uefa", "ifab"}
)  # fmt: skip


def reported_according_to(ctx: QuoteContext) -> Attribution | None:
    """Reported speech after "according to X": X, read as the direct-quote rule reads it."""
    return reported_source.from_according_to(ctx)


def reported_possessor(ctx: QuoteContext) -> Attribution | None:
    """Reported speech held by a reporting noun's possessor ("his view that ...")."""
    return reported_source.from_possessor(ctx)


def reported_subject(ctx: QuoteContext) -> Attribution | None:
    """Reported speech: the subject of its reporting verb, resolved as a cue's subject is."""
    return reported_source.from_subject(ctx)


def turn_interview(ctx: QuoteContext) -> Attribution | None:
    """An interview's answer: the person its label names, or the one the interview is with."""
    if ctx.q.turn is None:
        return None
    return turns.turn_speaker(ctx.resolver, ctx.doc, ctx.table, ctx.q)


def dash_signature(ctx: QuoteContext) -> Attribution | None:
    """A dash after the closing mark, then the speaker's name ("'...' - Baxter")."""
    if ctx.colon_head:
        return None  # a colon before the quote named its own speaker
    return signatures.dash_signature(ctx.resolver, ctx.doc, ctx.table, ctx.tail)


def cataphoric_after(ctx: QuoteContext) -> Attribution | None:
    """A sentence right after the quote that names its speaker ("Those were the words of X")."""
    if ctx.colon_head or ctx.fragment:
        return None
    return signatures.cataphoric(ctx.resolver, ctx.doc, ctx.table, ctx.tail)


def cataphoric_next_paragraph(ctx: QuoteContext) -> Attribution | None:
    """The quote ends its paragraph and the next one opens "Those were the words of X"."""
    if ctx.colon_head or ctx.fragment:
        return None
    following = signatures.next_paragraph_opening(ctx.text, ctx.q, ctx.tail, ctx.nxt, ctx.paras)
    if following is None:
        return None
    return signatures.cataphoric(ctx.resolver, ctx.doc, ctx.table, following)


def cue_verb(ctx: QuoteContext) -> Attribution | None:
    """A cue verb next to the quote and its subject ("said X", "X told ...:", "he added")."""
    for segment in ctx.order:
        found = cues.from_cue(ctx.resolver, ctx.doc, ctx.table, segment, ctx.ranges, ctx.q)
        if found is not None:
            return found
    return None


def according_to(ctx: QuoteContext) -> Attribution | None:
    """An "according to X" phrase in the quote's sentence, after every cue verb ("According
    to Opta, Salah has scored in eight games, and Slot said ..." is Slot's)."""
    for segment in ctx.order:
        found = cues.according_to(ctx.resolver, ctx.doc, ctx.table, segment, ctx.ranges, ctx.q)
        if found is not None:
            return found
    return None


def chant_crowd(ctx: QuoteContext) -> Attribution | None:
    """A crowd singing the quote ("the fans sang '...'"): an unnamed supporter of its club."""
    for segment in ctx.order:
        found = cues.crowd_chant(ctx.resolver, ctx.doc, segment, ctx.q)
        if found is not None:
            return found
    return None


def verbless_tail(ctx: QuoteContext) -> Attribution | None:
    """A short tail with no verb that names a person ("'...,' Matt Doherty to BT Sport.")."""
    return signatures.verbless_tail(ctx.doc, ctx.table, ctx.tail, ctx.q)


def colon_subject(ctx: QuoteContext) -> Attribution | None:
    """The subject of the sentence a colon before the quote ends ("he was candid enough:")."""
    if not ctx.colon_head:
        return None
    return cues.colon_subject(ctx.resolver, ctx.doc, ctx.table, ctx.head, ctx.q)


def colon_label(ctx: QuoteContext) -> Attribution | None:
    """A headline's or a line's "NAME:" label: the person the article names so."""
    if not ctx.colon_head:
        return None
    label = NAME_LABEL_RE.match(ctx.text, ctx.head[0], ctx.head[1])
    named = turns.labelled_person(ctx.table, label.group(1)) if label else None
    if named is None:
        return None
    # 'Hart: "They said there was no chance"': the tagger often leaves a lone surname at a
    # line's start untagged, so the label is read against the article's people.
    return Attribution(
        named.canonical, label.group(1), None, "colon", "person", named.club, resolver="label"
    )


def colon_named(ctx: QuoteContext) -> Attribution | None:
    """A person named before the colon; an organisation only when nobody is."""
    if not ctx.colon_head:
        return None
    mentions = ctx.table.in_range(*ctx.head)
    people = [m for m in mentions if m.kind == "person"]
    # "Gary Neville, now a pundit on Sky Sports, was scathing:" -- the person, not the
    # channel named after him; an organisation only when nobody is named. "On Bukayo
    # Saka:" names the topic, not the speaker, and no one else.
    topics = [m for m in mentions if _topic_of_label(ctx.doc, m)]  # "On Chelsea:" too
    named = [m for m in mentions if m not in topics]
    speakers = [m for m in named if m.kind == "person"]
    chosen = speakers or ([] if people else named)
    if not chosen:
        return None
    m = chosen[-1]
    return Attribution(
        m.canonical, m.text, None, "colon", m.kind, m.club, resolver=mention_resolver(m, ctx.text)
    )


def colon_surname(ctx: QuoteContext) -> Attribution | None:
    """A capitalised word before the colon that is the surname of someone the article names."""
    if not ctx.colon_head or ctx.table.in_range(*ctx.head):
        return None
    # "18:52 - Postecoglou on the VAR delay:" -- the small model read the time and the name
    # as one date. Not a possessor: "Postecoglou's opposite number on the penalty:".
    for word in re.findall(r"\b[A-Z][\w’'-]+", ctx.text[ctx.head[0] : ctx.head[1]]):
        if word.endswith(("'s", "’s")):
            continue
        named = turns.labelled_person(ctx.table, word)
        if named is not None:
            return Attribution(
                named.canonical, word, None, "colon", "person", named.club, resolver="surname"
            )
    return None


def colon_shouted(ctx: QuoteContext) -> Attribution | None:
    """A transcript's turn label in capitals that names no one the article writes about
    ("MARCOTTI:" in a podcast whose speakers go by surname): that surname, which the roles
    component makes the world register's person of the day. Never a heading's word
    ("UPDATE:", "Q:")."""
    if not ctx.colon_head:
        return None
    label = NAME_LABEL_RE.match(ctx.text, ctx.head[0], ctx.head[1])
    if label is None:
        return None
    words = label.group(1).split()
    if not all(w.isalpha() and w.isupper() and len(w) >= MIN_SHOUTED_LETTERS for w in words):
        return None
    if any(w.lower() in NOT_A_SPEAKER_LABEL for w in words) or role_in_phrase(label.group(1))[0]:
        return None  # "HOST:", "CALLER:" are roles the rules after this one read
    name, _ = turns.labelled_name(ctx.resolver, label.group(1))  # a register's person first
    return Attribution(name, label.group(1), None, "colon", "person", None, resolver="label")


def signature_line(ctx: QuoteContext) -> Attribution | None:
    """A paragraph of its own under the quote that signs it after a dash ("— Eddie Howe")."""
    return signatures.signature_line(ctx.resolver, ctx.doc, ctx.table, ctx.q, ctx.paras)


ASK_LEMMAS = frozenset({"ask", "press", "quiz", "question"})  # "a reporter asked Klopp: ..."
ASKED_DEPS = frozenset({"dobj", "dative", "pobj"})  # whom: "asked Klopp", "put it to Klopp"
# How far back the last speaker may be to be the one a question was put to.
ANSWER_MAX_PARAGRAPHS = 3


def _a_reporters_question(ctx: QuoteContext) -> bool:
    """True when the quote before this one is an unnamed reporter's: a question, or a
    statement put to someone ("A reporter put it to him: '...'")."""
    return ctx.previous is not None and ctx.previous[1].speaker == ANONYMOUS_JOURNALIST


def _named_as_asked(ctx: QuoteContext, at: int) -> Attribution | None:
    """The person the question's sentence names as asked ("a reporter asked Jurgen Klopp:")."""
    token = ctx.doc.char_span(at, at + 1, alignment_mode="expand")
    if token is None or not len(token):
        return None
    for tok in token[0].sent:
        if tok.lemma_.lower() not in ASK_LEMMAS and tok.lemma_.lower() != "put":
            continue
        for whom in tok.subtree:
            if whom.dep_ not in ASKED_DEPS or whom.pos_ != "PROPN":
                continue
            end = whom.right_edge.idx + len(whom.right_edge)
            for m in ctx.table.in_range(whom.left_edge.idx, end):
                if m.kind == "person" and m.canonical not in ANONYMOUS_SPEAKERS:
                    return Attribution(m.canonical, m.text, None, "continuation", "person")
    return None


def answer_to_question(ctx: QuoteContext) -> Attribution | None:
    """A quote after an unnamed reporter's question, nobody new named between ("A reporter
    asked Klopp: '...?'" then '"..."'): the answer of the person the question names, else of
    the last named speaker a few paragraphs before it."""
    if not _a_reporters_question(ctx):
        return None
    question = ctx.previous[0]
    if not continues(ctx.text, ctx.table, question, ctx.q):
        return None
    named = _named_as_asked(ctx, question.open_at)
    if named is not None:
        named.resolver = "name"
        return named
    asked = [
        m
        for m in previous_speakers(ctx.doc, question.open_at)
        if m.canonical not in ANONYMOUS_SPEAKERS
        and _paragraph_of(ctx, question.open_at) - _paragraph_of(ctx, m.start)
        <= ANSWER_MAX_PARAGRAPHS
    ]
    if not asked:
        return None
    return Attribution(
        asked[-1].canonical, None, None, "continuation", asked[-1].kind, resolver="previous-quote"
    )


def _paragraph_of(ctx: QuoteContext, at: int) -> int:
    """The index of the paragraph holding character ``at``."""
    return next((i for i, (a, b) in enumerate(ctx.paras) if a <= at <= b), len(ctx.paras))


def continuation(ctx: QuoteContext) -> Attribution | None:
    """A quote going on from the previous one, nobody new named between: the same speaker,
    or the same description when the previous one's names nobody yet ("the West Ham manager
    said", whom the roles pass finds in the world register)."""
    previous = ctx.previous
    if previous is None or not (previous[1].speaker or previous[1].mention):
        return None
    if not continues(ctx.text, ctx.table, previous[0], ctx.q):
        return None
    prev = previous[1]
    if _a_reporters_question(ctx):
        return None  # the answer is the person asked's (``answer_to_question``)
    # no speaker yet, no resolver: the roles pass names one from the description, if anyone
    resolver = "previous-quote" if prev.speaker else None
    return Attribution(
        prev.speaker, prev.mention, prev.cue, "continuation", prev.kind, resolver=resolver
    )


def previous_sentence(ctx: QuoteContext) -> Attribution | None:
    """The person the sentence before the quote is about, though no verb says they spoke."""
    salient = salient_before(
        ctx.resolver, ctx.doc, ctx.table, ctx.q.open_at, max_back=2, paras=ctx.paras
    )
    if salient is None or salient.canonical == ANONYMOUS_JOURNALIST:
        return None  # a reporter named before a quote asks; the quote is not his
    return Attribution(
        salient.canonical,
        salient.text,
        None,
        "previous-sentence",
        salient.kind,
        salient.club,
        resolver=mention_resolver(salient, ctx.text),
    )


def previous_description(ctx: QuoteContext) -> Attribution | None:
    """The sentence just before the quote is about a description ("The Leeds manager was
    clearly angry."): whom it fits, else no one, but its post (see ``RoleAssigner``)."""
    phrase = _description_subject_before(ctx.doc, ctx.q.open_at)
    if phrase is None:
        return None
    found = ctx.resolver.referent(ctx.doc, ctx.table, phrase.text, phrase.start_char)
    if found is not None:
        return Attribution(
            found.canonical,
            phrase.text,
            None,
            "previous-sentence",
            found.kind,
            found.club,
            resolver=mention_resolver(found, ctx.text),
        )
    return Attribution(None, phrase.text, None, "previous-sentence")


DESCRIPTION_MAX_TOKENS = 6  # "the former Leeds United assistant manager"


def _description_subject_before(doc: Doc, open_at: int) -> Span | None:
    """Return the subject of the sentence that ends right before ``open_at`` when it is a
    definite description with a role ("The Leeds manager", "the Spurs boss"), else None."""
    text = doc_text(doc)
    end = len(text[:open_at].rstrip())
    if end == 0 or text[end - 1] not in ".!" or "\n" in text[end:open_at]:
        return None  # the sentence must run straight into the quote, in its paragraph
    token = doc.char_span(end - 1, end, alignment_mode="expand")
    if token is None:
        return None
    sent = token[0].sent
    root = sent.root.i
    for tok in sent:
        if tok.dep_ in ("nsubj", "nsubjpass") and tok.head.i == root:
            left, right = tok.left_edge.i, tok.right_edge.i + 1
            if right - left > DESCRIPTION_MAX_TOKENS or doc[left].lower_ != "the":
                return None
            phrase = doc[left:right]
            role, former, _ = role_in_phrase(phrase.text)
            return phrase if role is not None and not former else None
    return None


def nobody(ctx: QuoteContext) -> Attribution | None:
    """No rule named anyone: the quote stays unattributed."""
    return Attribution(None, None, None, "none")
