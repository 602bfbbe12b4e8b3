"""Whom a pronoun refers to: "he", "she", "they", and the person the text is about.

A quote's "he said" is the person already talking, unless a new subject has stepped in;
otherwise the search looks back sentence by sentence for the person who fits (by gender)
and is what the sentence is about. Every look back is bounded (:data:`HISTORY_MAX_MENTIONS`)
so that a long live blog stays linear in its length.
"""

from __future__ import annotations

from bisect import bisect_left

from spacy.tokens import Doc, Token

from nlp.config import ANONYMOUS_JOURNALIST
from nlp.doc_helpers import doc_text, mention_span
from nlp.speakers.lexicon import PARTICIPLE_TAGS, PRONOUN_GENDER
from nlp.speakers.mentions import Mention, _mention_start
from nlp.speakers.sentences import _sentence_start
from nlp.speakers.syntax import (
    _addresses,
    _in_main_clause,
    _naming_a_thing,
    _owns_subject,
    _subjects_before,
)
from nlp.speakers.table import PeopleTable
from nlp.tokens import below_root

# The most mentions a rule looks back over (``_history``): far more than any news article
# names before one quote, few enough that a 1 MB live blog stays linear in its length.
HISTORY_MAX_MENTIONS = 300
QUOTE_STARTS_KEY = "varometer:quote-starts"  # where each of ``doc._.quotes`` starts
CONTINUITY_PARAGRAPHS = 2  # how far back a pronoun may reach for the previous speaker
THING_PRONOUNS = frozenset({"it", "its"})  # an organisation's, never a person's
BYLINED_AUTHOR_KEY = "varometer:bylined-author"  # doc.user_data: set where people are read


def history(table: PeopleTable, before: int) -> list[Mention]:
    """Return the mentions that end by ``before``, in text order: the latest
    :data:`HISTORY_MAX_MENTIONS` of them. Every rule that looks back reads this list
    once per quote or description, so an unbounded one made an article's cost grow with
    the square of its length; no news article names that many people before a quote."""
    mentions = table.mentions  # in order of start (``PeopleTable.add``)
    i = bisect_left(mentions, before, key=_mention_start) - 1
    out: list[Mention] = []
    while i >= 0 and len(out) < HISTORY_MAX_MENTIONS:
        m = mentions[i]
        if m.end <= before and not m.weak:
            out.append(m)
        i -= 1
    out.reverse()
    return out


def previous_speakers(doc: Doc, position: int) -> list[Mention]:
    """Return the speakers of the quotes that end by ``position``, in text order: of the
    latest :data:`HISTORY_MAX_MENTIONS` quotes, as :func:`history` bounds mentions."""
    quotes = doc._.quotes or []
    starts = doc.user_data.get(QUOTE_STARTS_KEY)
    if starts is None or len(starts) != len(quotes):
        starts = [s._.quote_info.start for s in quotes]
        # Quotes come in text order (``set_quotes``); were they not, every one is read.
        if any(a > b for a, b in zip(starts, starts[1:], strict=False)):
            starts = [-1] * len(starts)  # every quote lies "before" any position
        doc.user_data[QUOTE_STARTS_KEY] = starts
    first = bisect_left(starts, position)
    out = []
    for span in quotes[max(0, first - HISTORY_MAX_MENTIONS) : first]:
        att = getattr(span._, "attribution", None)
        info = span._.quote_info
        if att is None or att.speaker is None or info.end > position:
            continue
        out.append(
            Mention(
                info.start,
                info.end,
                att.mention or att.speaker,
                att.speaker,
                att.kind or "person",
                "SPEAKER",
                True,
                info.start,
            )
        )
    return out


def antecedent(doc: Doc, table: PeopleTable, position: int, pronoun: str | None) -> Mention | None:
    """Return the person a pronoun at ``position`` refers to.

    The person already talking keeps "he" unless a new subject steps in (or the owner of
    one whose known gender fits where the speaker's is unknown); otherwise look back
    sentence by sentence: a sentence whose subject is the same pronoun refers to the
    same person, so the search goes on past it; in the first sentence that names someone
    who fits (gender), a speaker of an earlier quote wins, then a subject, then the first;
    names that only describe a thing yield to an earlier sentence's subject.
    """
    form = (pronoun or "").lower()
    gender = PRONOUN_GENDER.get(form)
    people_only = gender is not None or pronoun is None

    def fits(m: Mention, by_name: bool) -> bool:
        if m.kind != "person":
            return not people_only
        if form in THING_PRONOUNS:
            return False  # "it said", "it described": a club or a body, never a person
        if (
            gender is not None
            and m.canonical == doc._.author
            and doc.user_data.get(BYLINED_AUTHOR_KEY)
        ):
            return False  # the byline's writer is "I" in her column, never "she"
        if m.canonical == ANONYMOUS_JOURNALIST:
            return False  # "A reporter asked Arteta ... he said": the one asked answers
        return table.person_compatible(m.canonical, gender, by_name)

    pron = (
        doc.char_span(position, position + len(pronoun), alignment_mode="expand")
        if pronoun
        else None
    )
    earlier = [
        m
        for m in history(table, position)
        if not (pron is not None and len(pron) and _aside(doc, m, pron[0]))
    ]
    before = previous_speakers(doc, position)
    # First names break ties: they rule a person out only while someone else fits.
    persons = [m for m in earlier if fits(m, True)]
    speakers = [m for m in before if fits(m, True)]
    if not persons and not speakers:
        persons = [m for m in earlier if fits(m, False)]
        speakers = [m for m in before if fits(m, False)]
    if not persons and not speakers:
        return None
    # "Fairweather pushed her on whether the official would go." before "..., she said":
    # the sentence is someone asking her; no one in it is "she".
    asking = {m.sent_start for m in persons if _addresses(doc, m, gender)}
    persons = [m for m in persons if m.sent_start not in asking]
    if speakers and _still_talking(doc, table, speakers[-1], persons, position, gender):
        return speakers[-1]
    return _in_sentences_before(doc, persons, speakers, position, form)


def _still_talking(
    doc: Doc,
    table: PeopleTable,
    last: Mention,
    persons: list[Mention],
    position: int,
    gender: str | None,
) -> bool:
    """True when ``last``, the speaker of the latest quote, keeps the pronoun: no new
    subject named since, and no more than CONTINUITY_PARAGRAPHS paragraph breaks between."""
    gap = doc_text(doc)[last.end : position]
    # "Pemberton's letter also asks ...", then "she added": the owner of a subject
    # named since the last speaker, known to be of the pronoun's gender where the
    # last speaker is not, steps in as a new subject would.
    owner_fits = gender is not None and table.gender.get(last.canonical) != gender
    new_subjects = [
        m
        for m in persons
        if m.start >= last.end
        and m.canonical != last.canonical
        and (
            m.is_subject
            or _introduced(doc, persons, m)
            or owner_fits
            and table.gender.get(m.canonical) == gender
            and _owns_subject(doc, m)
        )
    ]
    return not new_subjects and gap.count("\n\n") <= CONTINUITY_PARAGRAPHS


def _introduced(doc: Doc, persons: list[Mention], m: Mention) -> bool:
    """True when ``m`` first names a person and says who he is in apposition: "The first
    question came from Terry Wallis, a season-ticket holder since 1979." A person brought
    in so takes the next "he said" as a new subject would."""
    if any(p.canonical == m.canonical and p.start < m.start for p in persons):
        return False
    span = mention_span(doc, m)
    if span is None:
        return False
    return any(
        c.dep_ == "appos"
        and c.pos_ == "NOUN"
        and c.i > span.root.i
        and any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in c.children)
        for c in span.root.children
    )


def _in_sentences_before(
    doc: Doc, persons: list[Mention], speakers: list[Mention], position: int, form: str
) -> Mention | None:
    """Return the person of the nearest sentence before ``position`` that names one who
    fits (``persons``): a speaker of an earlier quote, then a subject, then the first."""
    speaker_names = {m.canonical for m in speakers}
    sentence_starts = sorted({m.sent_start for m in persons}, reverse=True)
    # A sentence whose only names describe things ("Liverpool had seen a Mohamed Salah
    # goal ruled out") yields to an earlier sentence's subject ("Slot was less relaxed."),
    # and is the answer only when no earlier sentence has one ("a Pep Guardiola
    # masterclass").
    thing_named: Mention | None = None
    for sent_start in sentence_starts:
        later_speakers = [m for m in speakers if m.start >= sent_start]
        if later_speakers:
            return later_speakers[-1]
        in_sentence = [m for m in persons if m.sent_start == sent_start]
        subjects = [m for m in in_sentence if m.is_subject]
        # "She thinks Pryce's journey ..." / "She thinks Pryce was brave": a sentence led
        # by the same pronoun is about the same person; look further back.
        led_at = (
            _pronoun_subject_at(doc, sent_start, position, form, not subjects) if form else None
        )
        if led_at is not None:
            named_before = [m for m in in_sentence if m.end <= led_at]
            if not named_before:
                continue
            # "When I put this to Helen Brackley, she was more open": the pronoun there is
            # the person named before it in its own sentence, and so is this one
            in_sentence = named_before
            subjects = [m for m in in_sentence if m.is_subject]
        # "After Joao Pedro scored, Cole Palmer added a second", "With Reece James
        # injured, Enzo Fernandez ...": the main clause's subject before a subordinate's
        subjects.sort(key=lambda m: not _in_main_clause(doc, m))
        talking = [m for m in subjects if m.canonical in speaker_names]
        if thing_named is not None:
            if subjects:
                return (talking or subjects)[0]
            continue
        if all(_naming_a_thing(doc, m) for m in in_sentence):
            thing_named = in_sentence[0]
            continue
        return (talking or subjects or in_sentence)[0]
    if thing_named is not None:
        return thing_named
    return speakers[-1] if speakers else None


def _aside(doc: Doc, m: Mention, pronoun: Token) -> bool:
    """True when ``m`` sits in a participle clause of the pronoun's own sentence: "Pressed
    on whether Lyle had pulled the shirt, he said" is about Lyle, said by someone else."""
    if m.sent_start != _sentence_start(pronoun):
        return False
    span = mention_span(doc, m)
    if span is None:
        return False
    verb = pronoun.head
    for t in below_root(span.root):
        if t.i == verb.i:
            break
        if t.dep_ == "advcl" and t.tag_ in PARTICIPLE_TAGS and t.head.i == verb.i:
            return True
    return False


def _pronoun_subject_at(
    doc: Doc, sent_start: int, before: int, form: str, anywhere: bool
) -> int | None:
    """Return where the sentence has ``form`` as a subject (of its main verb, or of any
    verb when ``anywhere``), else None."""
    return next(
        (
            t.idx
            for t in _subjects_before(doc, sent_start, before)
            if t.lower_ == form and (anywhere or t.head.dep_ == "ROOT")
        ),
        None,
    )
