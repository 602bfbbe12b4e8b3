"""Interview turns: the answers of a Q&A or a press-conference transcript, read as quotes.

A club's Q&A ("Q: ... / A: ...") and a transcript ("Reporter: ... / Hart: ...") put nobody's
words in quote marks: each answer paragraph *is* the speech, and its label says who spoke.
The ``varometer_interviews`` component runs after ``varometer_quotes`` and adds one speech
quote per answer, marked with its label in ``QuoteSpan.turn``; the speakers component then
names the label's person ("Hart" -> "Lee Hart") or, for a bare "A:", the interviewee the
introduction names (:func:`nlp.speakers.turns.interviewee`).

A name label counts only when the article writes that name in its prose ("Hart" for "Lee
Hart"), so "Team News:" or "Prediction:" lines after a Q&A are nobody's turn.

An article reads as an interview only when it has at least one question turn (``Q:``,
``Reporter:`` ...) and one answer turn, so a match report's "Referee: Anthony Taylor" or
"Gulls: Baxter, Lee, ..." lines, or a columnist's "ROB KETTERING: ..." headline, are left
alone. A quote inside an answer is part of the answer, as a quote inside a quote is; an
answer that is one quote in its marks is that quote, and a question that is one is dropped
(:func:`merge_turns`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from spacy.language import Language
from spacy.tokens import Doc

import nlp.extensions  # noqa: F401  (doc._.turns)
from nlp.doc_helpers import paragraphs
from nlp.football.constants import NAME_PARTICLES
from nlp.quotes import QuoteSpan, has_own_title, is_title_line, set_quotes

# Labels of the interviewer's turns; what they say is never the interviewee's speech.
QUESTION_LABELS = frozenset(
    {"q", "question", "reporter", "journalist", "interviewer", "host", "presenter", "media"}
)
# The label a question in quote marks keeps: the unnamed reporter's (nlp.speakers.turns).
QUESTION_TURN = "Q"
# Labels that stand for the interviewee, who is named in the introduction.
ANSWER_LABELS = frozenset({"a", "answer"})
# Labels of a report's fact lines that a writer may also capitalise in prose ("Referee Anthony
# Taylor waved play on"): never a speaker, however the article spells them.
FACT_LABELS = frozenset(
    {"referee", "assistant referee", "var", "attendance", "venue", "kick-off", "kick off",
     "subs", "substitutes", "scorers", "goals", "booked", "bookings", "sent off", "team news"}
)  # fmt: skip
LABEL_MAX_WORDS = 4
# An interviewee answers in the first person; an explainer's "A:" does so rarely and only in
# passing ("A: The VAR judged that the arm was offside. As we saw last season, ..."), so
# at least half of the answers that say something must: an interviewee also answers about
# the team or the referee ("It was a clear foul"), so half of them in the first person is
# an interview. "I" is case-sensitive, and "US" a country.
FIRST_PERSON_RE = re.compile(r"\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Ww]e|[Uu]s|[Oo]urs?)\b")
# A tie is an interview only with this many first-person answers: one "we" in two answers is
# the explainer's passing "As we saw last season", two in four an interviewee's.
MIN_FIRST_PERSON_ANSWERS_AT_HALF = 2
# "Yes." or "No, never." tells nothing either way.
MIN_TELLING_ANSWER_WORDS = 4
# A paragraph opening "Label:" -- bold Markdown around the label allowed ("**Q:**"), and a
# reporter's outlet in brackets after a name ("Owen Fairley (BBC Radio Sussex):"): a
# capitalised name without digits, so "Hart (laughing):" and "Maldrum (4-4-2):" are none.
TURN_RE = re.compile(
    r"(?:\*\*|__)?(?P<label>[^\W\d_][\w.'’ -]{0,40}?)(?:[ \t]*\((?P<outlet>[A-Z][^()\n\d]{0,39})\))?"
    r"\s*(?:\*\*|__)?:(?:\*\*|__)?[ \t]+(?=\S)"
)
# A Q&A written with full stops ("Q. Any injuries?" / "A. A couple of doubts."). An initial
# ("A. Smith scored") matches too, but makes no interview without a "Q." beside it.
DOTTED_TURN_RE = re.compile(r"(?:\*\*|__)?(?P<label>[QA])\.(?:\*\*|__)?[ \t]+(?=\S)")
# Initials as a label ("KB:" for Kasper Brandt): two or three capitals. A short surname in
# capitals ("LEE:") matches too; it is read as a name first.
INITIALS_RE = re.compile(r"[A-Z]{2,3}")
# A capitalised name in prose whose initials an initials label may be: two or three words.
PROSE_NAME_RE = re.compile(
    r"(?<![\w'’-])[A-Z][\w'’-]+(?:[ \t]+(?:(?:"
    + "|".join(NAME_PARTICLES)
    + r")[ \t]+)?[A-Z][\w'’-]+){1,2}\b"
)  # "Erik ten Hag" for "ETH:" too


@dataclass(frozen=True)
class Turn:
    """One labelled paragraph: ``label`` as written, ``start``/``end`` its words after the
    label, ``open_at`` where the label starts, ``question`` whether the interviewer speaks."""

    label: str
    start: int
    end: int
    open_at: int
    paragraph: int
    question: bool


def _label_kind(label: str) -> str | None:
    """Return "question", "answer" or "name" for a turn label, None when it is none of them.

    A name is one to LABEL_MAX_WORDS words, each capitalised ("Hart", "Lee Hart", "LEE
    HART"); anything else ("Team news", "Referee", "Att") is no speaker.
    """
    key = label.strip().casefold()
    if key in QUESTION_LABELS:
        return "question"
    if key in ANSWER_LABELS:
        return "answer"
    words = label.split()
    if not 0 < len(words) <= LABEL_MAX_WORDS:
        return None
    if all(w[0].isupper() for w in words):
        return "name"
    return None


def _turn_match(text: str, start: int, end: int) -> re.Match[str] | None:
    """Return the turn label opening ``text[start:end]`` (:data:`TURN_RE` or
    :data:`DOTTED_TURN_RE`), else None."""
    match = TURN_RE.match(text, start, end)
    if match is not None and _label_kind(match.group("label")) is not None:
        return match
    # "A. We have two doubts: Smith and Jones" reads to TURN_RE as the label "A. We have
    # two doubts", which is no label
    return DOTTED_TURN_RE.match(text, start, end) or match


def initials_of(name: str) -> str:
    """Return a name's initials in capitals ("Kasper Brandt" -> "KB")."""
    return "".join(word[0] for word in name.split() if word[:1].isalpha()).upper()


def is_initials(label: str) -> bool:
    """Return whether a turn label is a speaker's initials ("KB", "MA")."""
    return INITIALS_RE.fullmatch(label.strip()) is not None


def turn_units(text: str, paras: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Return ``paras`` with each paragraph cut before a line inside it that opens with a
    question or answer label: a Q&A written "Q: ..." and "A: ..." on consecutive lines, with
    no blank line between, is as many turns as a blank-line Q&A. Name labels cut only in a
    paragraph that a question or answer label also cuts ("Reporter: ..." then "Hart: ..."),
    so a team sheet's "Referee: ..." line under a report's paragraph stays prose."""
    units = []
    for start, end in paras:
        cuts: list[tuple[int, str]] = []
        for line in re.finditer(r"\n[ \t]*", text[start:end]):
            at = start + line.end()
            match = _turn_match(text, at, end)
            kind = _label_kind(match.group("label")) if match else None
            if kind is not None:
                cuts.append((at, kind))
        if not any(kind in ("question", "answer") for _, kind in cuts):
            units.append((start, end))
            continue
        bounds = [start] + [at for at, _ in cuts] + [end]
        for a, b in zip(bounds, bounds[1:], strict=False):
            while b > a and text[b - 1].isspace():
                b -= 1
            if b > a:
                units.append((a, b))
    return units


def find_turns(
    text: str, paras: list[tuple[int, int]] | None = None, titled: bool = False
) -> list[Turn]:
    """Return the labelled turns of ``text`` in order when it reads as an interview, else [].

    Each answer turn runs on over the paragraphs after it that have no label, until the
    next turn; the last answer stops at its own paragraph, because the text after an
    interview is more often the writer's than the interviewee's. ``paras``: the text's
    :func:`nlp.doc_helpers.paragraphs`, when the caller has them. ``titled``: the article has a
    title of its own, so a "NAME: quote" first line is a turn, not the headline.
    """
    paras = paragraphs(text) if paras is None else paras
    labelled: list[tuple[int, str, str, int]] = []  # (paragraph, label, kind, body start)
    with_outlet: set[str] = set()
    for index, (start, end) in enumerate(paras):
        match = _turn_match(text, start, end)
        if match is None:
            continue
        label = match.group("label").strip()
        kind = _label_kind(label)
        if kind is not None:
            labelled.append((index, label, kind, match.end()))
            if match.groupdict().get("outlet"):
                with_outlet.add(label)
    prose = _prose(text, paras, labelled)
    labelled = _speakers_only(
        prose, _askers_as_questions(text, paras, labelled, with_outlet, prose)
    )
    if labelled and labelled[0][0] == 0 and labelled[0][2] != "question":
        # A headline in the "NAME: quote" style ('Hart: "They said no chance"') opens the
        # text, with prose after it: it is the title, not the first turn.
        follows = len(labelled) > 1 and labelled[1][0] == 1
        if not follows and not titled and is_title_line(text, paras, 0):
            labelled = labelled[1:]
    kinds = {kind for _, _, kind, _ in labelled}
    if "question" not in kinds or not kinds & {"answer", "name"}:
        return []
    turns: list[Turn] = []
    for n, (index, label, kind, body) in enumerate(labelled):
        last = index
        if n + 1 < len(labelled):
            last = labelled[n + 1][0] - 1
        end = paras[last][1]
        turns.append(Turn(label, body, end, paras[index][0], index, kind == "question"))
    answers = [t for t in turns if t.label.casefold() in ANSWER_LABELS]
    if answers and not _speaks_for_itself(text, answers):
        # An explainer's questions and answers ("Q: Why was the goal disallowed? A: The VAR
        # judged ..."): the writer's own, no interviewee's.
        turns = [t for t in turns if t not in answers]
        if all(t.question for t in turns):
            return []
    return turns


def _speaks_for_itself(text: str, answers: list[Turn]) -> bool:
    """Return whether at least half of the answers that say something speak in the first
    person."""
    telling = [
        t for t in answers if len(text[t.start : t.end].split()) >= MIN_TELLING_ANSWER_WORDS
    ] or answers
    first = sum(FIRST_PERSON_RE.search(text, t.start, t.end) is not None for t in telling)
    if first * 2 == len(telling):
        return first >= MIN_FIRST_PERSON_ANSWERS_AT_HALF
    return first * 2 > len(telling)


def _prose(
    text: str, paras: list[tuple[int, int]], labelled: list[tuple[int, str, str, int]]
) -> str:
    """Return the text's paragraphs without their turn labels."""
    labels = {index: body for index, _, _, body in labelled}
    return "\n".join(
        text[labels.get(index, start) : end] for index, (start, end) in enumerate(paras)
    )


def _named_in(prose: str, label: str) -> bool:
    """Return whether the prose writes the name a label stands for: its last word
    capitalised ("Hart" for "HART:"), or a name with its initials ("Kasper Brandt" for
    "KB:")."""
    last = re.escape(label.split()[-1])
    if any(m.group()[0].isupper() for m in re.finditer(rf"\b{last}\b", prose, re.I)):
        return True
    return is_initials(label) and any(
        initials_of(m.group()) == label.strip() for m in PROSE_NAME_RE.finditer(prose)
    )


def _askers_as_questions(
    text: str,
    paras: list[tuple[int, int]],
    labelled: list[tuple[int, str, str, int]],
    with_outlet: set[str],
    prose: str,
) -> list[tuple[int, str, str, int]]:
    """Return ``labelled`` with the reporters' name labels as question labels.

    A press conference's transcript may label each question with the reporter's name
    ("Owen Fairley (BBC Radio Sussex): How is the squad?"): a name with an outlet in brackets
    that asks at least once, or a name the ``prose`` (:func:`_prose`) never writes whose
    every turn asks."""
    asks: dict[str, list[bool]] = {}
    for index, label, kind, body in labelled:
        if kind == "name":
            asks.setdefault(label, []).append(text[body : paras[index][1]].rstrip().endswith("?"))
    askers = {
        label
        for label, marks in asks.items()
        if (label in with_outlet and any(marks)) or (all(marks) and not _named_in(prose, label))
    }
    return [
        (index, label, "question" if label in askers else kind, body)
        for index, label, kind, body in labelled
    ]


def _speakers_only(
    prose: str, labelled: list[tuple[int, str, str, int]]
) -> list[tuple[int, str, str, int]]:
    """Return ``labelled`` without the name labels that name nobody the article writes about.

    A speaker's label ("Hart", "BAXTER", "KB") is a name the article also writes in its
    ``prose`` (:func:`_prose`: "Lee Hart and his captain Tom Baxter", "Kasper Brandt"); a
    fact line's ("Team News", "Prediction", "Kick-off") is not, and its words are nobody's
    speech. Such a paragraph reads as prose.
    """
    return [
        (index, label, kind, body)
        for index, label, kind, body in labelled
        if kind != "name" or (label.casefold() not in FACT_LABELS and _named_in(prose, label))
    ]


def _holding(paras: list[tuple[int, int]], at: int) -> int:
    """Return the index of the paragraph that holds offset ``at``."""
    return next(i for i, (s, e) in enumerate(paras) if s <= at < e)


def answer_spans(turns: list[Turn], paras: list[tuple[int, int]]) -> list[QuoteSpan]:
    """Return one speech QuoteSpan per answer turn, its label in ``turn``."""
    out = []
    for t in turns:
        if t.question:
            continue
        covered = [i for i, (s, e) in enumerate(paras) if s < t.end and e > t.open_at]
        out.append(
            QuoteSpan(
                start=t.start,
                end=t.end,
                open_at=t.open_at,
                close_at=t.end,
                paragraph=t.paragraph,
                paragraphs=covered,
                mark="",
                turn=t.label,
            )
        )
    return out


def merge_turns(
    text: str,
    quotes: list[QuoteSpan],
    answers: list[QuoteSpan],
    questions: Sequence[tuple[int, int]] = (),
) -> list[QuoteSpan]:
    """Return ``quotes`` merged with the interview's answers, in text order.

    A quote inside an answer is part of it and goes, except that an answer which is one
    quote in its marks and nothing else ('Hart: "No, never."') is that quote, carrying the
    answer's label: the marks are not the speaker's words. A question that is one quote in
    its marks ('Q: "Is VAR out to get you?"'; ``questions`` holds each question's words, from
    after its label to its paragraph's end) is the interviewer's: it stays a quote, labelled
    :data:`QUESTION_TURN`, whose speaker is the unnamed reporter, never anybody's answer; a
    quote the question reports ('Q: Hart called it "a disgrace". Agree?') stays as it is.
    """
    if not answers:
        return quotes
    kept = [
        replace(q, turn=QUESTION_TURN, kind="speech")
        if any(_whole(text, q, s, e) for s, e in questions)
        else q
        for q in quotes
    ]
    merged = []
    for a in answers:
        inside = [q for q in kept if a.open_at <= q.open_at and q.end <= a.end]
        if len(inside) == 1 and _whole(text, inside[0], a.start, a.end):
            merged.append(replace(inside[0], turn=a.turn, kind="speech"))
        else:
            merged.append(a)
    kept = [q for q in kept if not any(a.open_at <= q.open_at and q.end <= a.end for a in answers)]
    return sorted(kept + merged, key=lambda q: q.start)


def _whole(text: str, q: QuoteSpan, start: int, end: int) -> bool:
    """True when quote ``q`` opens at ``start`` and only space follows its closing mark up
    to ``end``: the words there are that one quote."""
    return q.open_at == start and q.close_at is not None and not text[q.close_at + 1 : end].strip()


@Language.factory(
    "varometer_interviews",
    requires=["doc._.quote_spans", "doc._.quotes", "doc._.title"],
    # the answers join the quotes
    assigns=["doc._.turns", "doc._.quote_spans", "doc._.quotes", "span._.quote_info"],
)
def make_interview_reader(nlp: Language, name: str) -> InterviewReader:
    return InterviewReader()


class InterviewReader:
    """Sets ``doc._.turns`` (:func:`find_turns`) and adds the answers to
    ``doc._.quote_spans`` and ``doc._.quotes``."""

    def __call__(self, doc: Doc) -> Doc:
        text = doc.text
        paras = paragraphs(text)
        units = turn_units(text, paras)
        turns = find_turns(text, units, has_own_title(doc))
        if len(units) != len(paras):
            # A turn's paragraph is the text's paragraph that holds it, not its line's index.
            turns = [replace(t, paragraph=_holding(paras, t.open_at)) for t in turns]
        doc._.turns = turns
        answers = answer_spans(turns, paras)
        if answers:
            questions = [(t.start, paras[t.paragraph][1]) for t in turns if t.question]
            set_quotes(doc, merge_turns(text, doc._.quote_spans or [], answers, questions))
        return doc
