"""The attribution sieve: the rules that give a quote its speaker, in the order they are tried.

Each rule looks at one quote and either decides it (returns an :class:`Attribution`, with a
speaker or, when the rule is sure the quote is someone's it cannot name, without one) or
passes (returns None), and the next rule is tried. The first rule that decides wins, so a
rule sits before every rule it must beat. This file reads top to bottom as that order:

1. ``turn.interview`` -- an interview's answer is its label's person, or the interviewee
2. ``dash.signature`` -- "'...' - Baxter": a dash after the quote, then a name
3. ``cataphoric.after`` -- "'...' Those were the words of X"
4. ``cataphoric.next-paragraph`` -- the same sentence opening the next paragraph
5. ``cue.verb`` -- a cue verb next to the quote ("said X", "X told ...:", "he added")
6. ``according-to`` -- "according to X" in the quote's sentence
7. ``chant.crowd`` -- "the fans sang '...'": an unnamed supporter
8. ``verbless.tail`` -- "'...,' Tottenham defender Matt Doherty to BT Sport."
9. ``colon.subject`` -- "he was candid enough: '...'": the subject before the colon
10. ``colon.label`` -- 'Hart: "..."': a line's "NAME:" label
11. ``colon.named`` -- a person named before the colon, else an organisation
12. ``colon.surname`` -- a capitalised word before the colon that is a person's surname
13. ``signature.line`` -- a paragraph of its own under the quote, "— Eddie Howe"
14. ``continuation`` -- a quote going on from the previous one keeps its speaker
15. ``context.previous-sentence`` -- the person the sentence before the quote is about
16. ``context.previous-description`` -- "The Leeds manager was angry. '...'": whom it fits,
    else no one but the description's post
17. ``none`` -- nobody: the quote stays unattributed

Every rule finds a *mention* (the words that name the speaker: "he", "the Spurs boss",
"Conte") through the finders of :class:`~nlp.speakers.attributor.SpeakerAttributor`, and
the resolve layer (:mod:`nlp.speakers.resolve`) turns it into a canonical person or
organisation; the attribution records both the rule (``rule``) and how the mention was
resolved (``resolver``: ``name``, ``surname``, ``register``, ``pronoun``, ``description``...,
see :func:`nlp.speakers.mentions.mention_resolver`). Each rule carries examples that
``tests/test_sieve.py`` runs end to end through the pipeline.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from spacy.tokens import Doc, Span

from nlp.config import ANONYMOUS_SPEAKER
from nlp.doc_helpers import doc_text
from nlp.quotes import QuoteSpan
from nlp.role_words import role_in_phrase
from nlp.speakers.attributor import SpeakerAttributor
from nlp.speakers.mentions import Attribution, mention_resolver
from nlp.speakers.sentences import (
    SENTENCE_CLOSERS,
    _introduces_next,
    _own_sentence,
    _sentence_cut_backward,
    _sentence_cut_forward,
)
from nlp.speakers.syntax import _topic_of_label
from nlp.speakers.table import PeopleTable
from nlp.speakers.turns import NAME_LABEL_RE
from nlp.tokens import CharRanges

Segment = tuple[int, int]
# A quote's tail names its speaker first ("..., said Arteta") when the quote ends in a comma
# or a mark that hands over, or the tail opens with a cue verb within a few words.
TAIL_CUE_RE = re.compile(r"^\s*[,—–-]?\s*(?:\w+\s+){0,3}(?:said|says|added|told)\b")
TAIL_FIRST_ENDINGS = (",", "?", "!", "—", "–")


class Example(NamedTuple):
    """A text, words from one of its quotes, and who the rule says spoke them."""

    text: str
    quote: str
    speaker: str | None


@dataclass
class QuoteContext:
    """One quote and everything a rule reads about it. The stretches of text around the
    quote are worked out on first use, once per quote."""

    attributor: SpeakerAttributor
    doc: Doc
    table: PeopleTable
    q: QuoteSpan
    previous: tuple[QuoteSpan, Attribution] | None
    nxt: QuoteSpan | None
    ranges: CharRanges
    paras: list[tuple[int, int]]

    @cached_property
    def text(self) -> str:
        return doc_text(self.doc)

    @cached_property
    def segments(self) -> tuple[Segment, Segment]:
        """(head, tail): the quote's sentence before its opening mark and after its closing
        one, each cut at the quote's paragraph and at the quotes either side."""
        q, text, paras, nxt, previous = self.q, self.text, self.paras, self.nxt, self.previous
        last_para = paras[q.paragraphs[-1]] if q.paragraphs else paras[q.paragraph]
        first_para = paras[q.paragraph]
        close = q.close_at if q.close_at is not None else q.end - 1
        tail_end = last_para[1]
        if nxt is not None and nxt.open_at < tail_end:
            tail_end = nxt.open_at
        # '"The lines were fine". Carragher said.': a full stop just outside the mark (as
        # British style puts it) ends the quote's sentence; the tail is the one after it
        outside_stop = close + 1 + (text[close + 1 : close + 2] in SENTENCE_CLOSERS)
        tail = (close + 1, _sentence_cut_forward(text, outside_stop, tail_end))
        head_start = first_para[0]
        if previous is not None and previous[0].close_at is not None:
            prev_close = previous[0].close_at + 1
            if first_para[0] <= prev_close <= q.open_at:
                head_start = prev_close
        head = (_sentence_cut_backward(text, head_start, q.open_at), q.open_at)
        a = self.attributor
        if (
            nxt is not None
            and _introduces_next(self.doc, text[q.start : q.end], tail, nxt)
            and (
                a._speaker_before(self.doc, self.table, head, self.ranges, q)
                or a._goes_on_from(text, self.table, previous, q)
            )
        ):
            # The quote has its own speaker before it; what follows is the next one's.
            tail = (tail[0], tail[0])
        return head, tail

    @property
    def head(self) -> Segment:
        return self.segments[0]

    @property
    def tail(self) -> Segment:
        return self.segments[1]

    @cached_property
    def order(self) -> tuple[Segment, Segment]:
        """The two segments, the one nearer the cue first: the tail after '"...," said X'."""
        quote_text = self.text[self.q.start : self.q.end].rstrip()
        tail_first = quote_text.endswith(TAIL_FIRST_ENDINGS) or bool(
            TAIL_CUE_RE.match(self.text[self.tail[0] : self.tail[1]])
        )
        return (self.tail, self.head) if tail_first else (self.head, self.tail)

    @cached_property
    def colon_head(self) -> bool:
        """True when a colon right before the quote hands it to its own speaker."""
        return self.text[self.head[0] : self.head[1]].rstrip().endswith(":")

    @cached_property
    def fragment(self) -> bool:
        """True when the quote is a fragment of a sentence, not one its sentence opens with
        ('Arteta said it was "not good enough". That is how Neville saw it too.')."""
        return bool(self.text[slice(*_own_sentence(self.text, self.head))].strip())


RuleFunction = Callable[[QuoteContext], Attribution | None]


@dataclass(frozen=True)
class Rule:
    """One named step of the sieve."""

    id: str
    find: RuleFunction
    examples: tuple[Example, ...]

    @property
    def doc(self) -> str:
        """The rule's one-line description: its function's docstring."""
        return (self.find.__doc__ or "").strip()


RULES: list[Rule] = []


def rule(rule_id: str, *examples: Example) -> Callable[[RuleFunction], RuleFunction]:
    """Append the decorated function to :data:`RULES` as the sieve's next rule."""

    def register(find: RuleFunction) -> RuleFunction:
        RULES.append(Rule(rule_id, find, examples))
        return find

    return register


# -- the rules, in the order they are tried ---------------------------------------------------


@rule(
    "turn.interview",
    Example(
        "Ana Silva Q&A\n\nThe Harbourside manager Ana Silva spoke to Seaside Radio.\n\n"
        "Q: What did you make of the penalty?\n\nA: I thought the VAR check was quick and fair."
        "\n\nQ: Is Tom Baxter fit?\n\nA: He trained this morning, so we will see.\n",
        "VAR check was quick",
        "Ana Silva",
    ),
    Example(
        "Ravensmoor manager Lee Hart faced the media on Friday.\n\n"
        "Reporter: Have you spoken to the referees?\n\n"
        "HART: I have written to them. The VAR took four minutes and still got it wrong.\n",
        "I have written",
        "Lee Hart",
    ),
)
def turn_interview(ctx: QuoteContext) -> Attribution | None:
    """An interview's answer: the person its label names, or the one the interview is with."""
    if ctx.q.turn is None:
        return None
    return ctx.attributor._turn_speaker(ctx.doc, ctx.table, ctx.q)


@rule(
    "dash.signature",
    Example(
        'Newcastle drew at home.\n\n"VAR made a mess of that and everyone saw it." - Eddie Howe',
        "VAR made a mess",
        "Eddie Howe",
    ),
)
def dash_signature(ctx: QuoteContext) -> Attribution | None:
    """A dash after the closing mark, then the speaker's name ("'...' - Baxter")."""
    if ctx.colon_head:
        return None  # a colon before the quote named its own speaker
    return ctx.attributor._dash_signature(ctx.doc, ctx.table, ctx.tail, ctx.q)


@rule(
    "cataphoric.after",
    Example(
        '"VAR is killing the game." Those were the words of Gary Neville on Sunday.',
        "VAR is killing",
        "Gary Neville",
    ),
)
def cataphoric_after(ctx: QuoteContext) -> Attribution | None:
    """A sentence right after the quote that names its speaker ("Those were the words of X")."""
    if ctx.colon_head or ctx.fragment:
        return None
    return ctx.attributor._cataphoric(ctx.doc, ctx.table, ctx.tail, ctx.q)


@rule(
    "cataphoric.next-paragraph",
    Example(
        '"VAR is killing the game."\n\nThose were the words of Gary Neville on Sunday.',
        "VAR is killing",
        "Gary Neville",
    ),
)
def cataphoric_next_paragraph(ctx: QuoteContext) -> Attribution | None:
    """The quote ends its paragraph and the next one opens "Those were the words of X"."""
    if ctx.colon_head or ctx.fragment:
        return None
    following = ctx.attributor._next_paragraph_opening(
        ctx.text, ctx.q, ctx.tail, ctx.nxt, ctx.paras
    )
    if following is None:
        return None
    return ctx.attributor._cataphoric(ctx.doc, ctx.table, following, ctx.q)


@rule(
    "cue.verb",
    Example('"It was a clear penalty," said Mikel Arteta.', "clear penalty", "Mikel Arteta"),
    Example(
        'Mikel Arteta was furious. "It was a clear penalty," he said.',
        "clear penalty",
        "Mikel Arteta",
    ),
)
def cue_verb(ctx: QuoteContext) -> Attribution | None:
    """A cue verb next to the quote and its subject ("said X", "X told ...:", "he added")."""
    for segment in ctx.order:
        found = ctx.attributor._from_cue(ctx.doc, ctx.table, segment, ctx.ranges, ctx.q)
        if found is not None:
            return found
    return None


@rule(
    "according-to",
    Example(
        'The tackle was "a clear red card and the VAR should have seen it", according to '
        "Gary Neville.",
        "a clear red card",
        "Gary Neville",
    ),
)
def according_to(ctx: QuoteContext) -> Attribution | None:
    """An "according to X" phrase in the quote's sentence, after every cue verb ("According
    to Opta, Salah has scored in eight games, and Slot said ..." is Slot's)."""
    for segment in ctx.order:
        found = ctx.attributor._according_to(ctx.doc, ctx.table, segment, ctx.ranges, ctx.q)
        if found is not None:
            return found
    return None


@rule(
    "chant.crowd",
    Example(
        "The Chelsea fans sang \"you don't know what you're doing\" at the referee.",
        "you don't know",
        ANONYMOUS_SPEAKER,
    ),
)
def chant_crowd(ctx: QuoteContext) -> Attribution | None:
    """A crowd singing the quote ("the fans sang '...'"): an unnamed supporter of its club."""
    for segment in ctx.order:
        found = ctx.attributor._crowd_chant(ctx.doc, segment, ctx.q)
        if found is not None:
            return found
    return None


@rule(
    "verbless.tail",
    Example(
        '"We were robbed by VAR today," Tottenham defender Matt Doherty to BT Sport.',
        "We were robbed",
        "Matt Doherty",
    ),
)
def verbless_tail(ctx: QuoteContext) -> Attribution | None:
    """A short tail with no verb that names a person ("'...,' Matt Doherty to BT Sport.")."""
    return ctx.attributor._verbless_tail(ctx.doc, ctx.table, ctx.tail, ctx.ranges, ctx.q)


@rule(
    "colon.subject",
    Example(
        "Graham Potter was at the game.\n\nOn the handball, he was blunt: "
        '"I have no idea how a player is meant to jump with his arms by his side."',
        "I have no idea",
        "Graham Potter",
    ),
    Example(
        "Outside the stadium, one England supporter summed up the mood: "
        '"It is early days, but you can see what he wants from them."',
        "It is early days",
        ANONYMOUS_SPEAKER,
    ),
    Example(
        "Graham Potter was at the game.\n\nOn the goal Villa had disallowed, he was "
        'philosophical: "If it is offside by a toe, it is offside. That is the game now."',
        "offside by a toe",
        "Graham Potter",
    ),
    Example(
        'Gary Neville, now a pundit on Sky Sports, was scathing: "VAR is a shambles."',
        "VAR is a shambles",
        "Gary Neville",
    ),
)
def colon_subject(ctx: QuoteContext) -> Attribution | None:
    """The subject of the sentence a colon before the quote ends ("he was candid enough:")."""
    if not ctx.colon_head:
        return None
    return ctx.attributor._colon_subject(ctx.doc, ctx.table, ctx.head, ctx.q)


@rule(
    "colon.label",
    Example(
        'Lee Hart was at the game.\n\nHart: "They said there was no chance."',
        "no chance",
        "Lee Hart",
    ),
)
def colon_label(ctx: QuoteContext) -> Attribution | None:
    """A headline's or a line's "NAME:" label: the person the article names so."""
    if not ctx.colon_head:
        return None
    label = NAME_LABEL_RE.match(ctx.text, ctx.head[0], ctx.head[1])
    named = ctx.attributor._labelled_person(ctx.table, label.group(1)) if label else None
    if named is None:
        return None
    # 'Hart: "They said there was no chance"': the tagger often leaves a lone surname at a
    # line's start untagged, so the label is read against the article's people.
    return Attribution(
        named.canonical, label.group(1), None, "colon", "person", named.club, resolver="label"
    )


@rule(
    "colon.named",
    Example(
        "Kasper Brandt spoke after the game.\n\n18:52 - Brandt on the delay: "
        '"It is too slow and everyone can see it."',
        "too slow",
        "Kasper Brandt",
    ),
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


@rule(
    "colon.surname",
    Example(
        "Kasper Brandt spoke after the game.\n\n18:52 - BRANDT ON VAR: "
        '"It is too slow and everyone can see it."',
        "too slow",
        "Kasper Brandt",
    ),
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
        named = ctx.attributor._labelled_person(ctx.table, word)
        if named is not None:
            return Attribution(
                named.canonical, word, None, "colon", "person", named.club, resolver="surname"
            )
    return None


@rule(
    "signature.line",
    Example(
        "Newcastle drew at home.\n\n"
        '"VAR made a mess of that and everyone in the ground saw it."\n\n— Eddie Howe',
        "VAR made a mess",
        "Eddie Howe",
    ),
)
def signature_line(ctx: QuoteContext) -> Attribution | None:
    """A paragraph of its own under the quote that signs it after a dash ("— Eddie Howe")."""
    return ctx.attributor._signature_line(ctx.doc, ctx.table, ctx.q, ctx.paras)


@rule(
    "continuation",
    Example(
        'Mikel Arteta said: "It was a penalty."\n\n"VAR should have given it."',
        "VAR should have",
        "Mikel Arteta",
    ),
)
def continuation(ctx: QuoteContext) -> Attribution | None:
    """A quote going on from the previous one, nobody new named between: the same speaker."""
    previous = ctx.previous
    if previous is None or not previous[1].speaker:
        return None
    if not ctx.attributor._continues(ctx.text, ctx.table, previous[0], ctx.q):
        return None
    prev = previous[1]
    return Attribution(
        prev.speaker, prev.mention, prev.cue, "continuation", prev.kind, resolver="previous-quote"
    )


@rule(
    "context.previous-sentence",
    Example(
        'Mikel Arteta was not happy with the officials.\n\n"VAR got it wrong."',
        "VAR got it wrong",
        "Mikel Arteta",
    ),
)
def previous_sentence(ctx: QuoteContext) -> Attribution | None:
    """The person the sentence before the quote is about, though no verb says they spoke."""
    salient = ctx.attributor._salient_before(
        ctx.doc, ctx.table, ctx.q.open_at, ctx.previous, max_back=2, paras=ctx.paras
    )
    if salient is None:
        return None
    return Attribution(
        salient.canonical,
        salient.text,
        None,
        "previous-sentence",
        salient.kind,
        salient.club,
        resolver=mention_resolver(salient, ctx.text),
    )


@rule(
    "context.previous-description",
    Example(
        'Leeds lost 1-0 at home.\n\nThe Leeds manager was clearly angry. "VAR has cost us."',
        "VAR has cost us",
        None,
    ),
)
def previous_description(ctx: QuoteContext) -> Attribution | None:
    """The sentence just before the quote is about a description ("The Leeds manager was
    clearly angry."): whom it fits, else no one, but its post (see ``RoleAssigner``)."""
    phrase = _description_subject_before(ctx.doc, ctx.q.open_at)
    if phrase is None:
        return None
    found = ctx.attributor._description_referent(ctx.doc, ctx.table, phrase.text, phrase.start_char)
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


@rule("none", Example('"VAR got it wrong."', "VAR got it wrong", None))
def nobody(ctx: QuoteContext) -> Attribution | None:
    """No rule named anyone: the quote stays unattributed."""
    return Attribution(None, None, None, "none")


# -- running the sieve --------------------------------------------------------------------------


def attribute(ctx: QuoteContext) -> Attribution:
    """Return the first rule's attribution of ``ctx.q``, recording the rule as ``rule``."""
    for r in RULES:
        found = r.find(ctx)
        if found is not None:
            found.rule = r.id
            return found
    raise AssertionError("the last rule decides every quote")  # ``none`` never passes
