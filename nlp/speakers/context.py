"""Speakers from the context: the quote before, and the sentence before.

A quote that goes on from the previous one with nobody new named between keeps its speaker
(:func:`continues`, :func:`goes_on_from`); a quote with no cue at all is the person the
sentence before it is about (:func:`salient_before`). :func:`speaker_before` tells the sieve
whether the text before a quote names its own speaker, so that a cue after it belongs to the
next quote.
"""

from __future__ import annotations

from spacy.tokens import Doc

from nlp.doc_helpers import doc_text
from nlp.quotes import QuoteSpan
from nlp.speakers.cues import from_cue
from nlp.speakers.mentions import DESCRIPTION_LABEL, Attribution, Mention
from nlp.speakers.pronouns import history, previous_speakers
from nlp.speakers.resolve import Resolver
from nlp.speakers.sentences import _own_sentence
from nlp.speakers.syntax import _main_pronoun_subject, _topic_of_label
from nlp.speakers.table import PeopleTable
from nlp.speakers.turns import NAME_LABEL_RE, labelled_person
from nlp.tokens import CharRanges


def speaker_before(
    res: Resolver,
    doc: Doc,
    table: PeopleTable,
    head: tuple[int, int],
    ranges: CharRanges,
    q: QuoteSpan,
) -> bool:
    """True when the text before a quote names its speaker: a cue ('Neville said "..."')
    or a colon after a name ('- De Zerbi: "..."'), not a colon after nobody ('The verdict
    was blunt: "..."')."""
    text = doc_text(doc)
    head = _own_sentence(text, head)  # a cue in the sentence before is that one's
    if text[head[0] : head[1]].rstrip().endswith(":"):
        if any(m.kind == "person" and not _topic_of_label(doc, m) for m in table.in_range(*head)):
            return True
        label = NAME_LABEL_RE.match(text, head[0], head[1])
        if label and labelled_person(table, label.group(1)) is not None:
            return True
    return from_cue(res, doc, table, head, ranges, q) is not None


def goes_on_from(
    text: str,
    table: PeopleTable,
    previous: tuple[QuoteSpan, Attribution] | None,
    q: QuoteSpan,
) -> bool:
    """True when ``q`` goes on from the quote before it in the same paragraph, with no
    one named between but that quote's speaker ('"...," Guardiola said. "The second half
    was perfect."'). A quote opening a paragraph is not taken to go on from the last
    one: what follows it in its paragraph says whose it is ('"..." Those were the words
    of Gary Neville, who added: "..."')."""
    if previous is None or previous[1].speaker is None:
        return False
    prev, att = previous
    prev_end = (prev.close_at if prev.close_at is not None else prev.end - 1) + 1
    between = table.in_range(prev_end, q.open_at)
    return (
        "\n\n" not in text[prev_end : q.open_at]
        and bool(between)
        and all(m.canonical == att.speaker for m in between)
    )


def continues(text: str, table: PeopleTable, prev: QuoteSpan, q: QuoteSpan) -> bool:
    """True when ``q`` opens a paragraph right after ``prev`` with no new person between."""
    prev_end = (prev.close_at or prev.end) + 1
    between = text[prev_end : q.open_at]
    if q.paragraph - (prev.paragraphs[-1] if prev.paragraphs else prev.paragraph) > 1:
        return False
    if between.count("\n\n") == 0:
        return not table.in_range(prev_end, q.open_at)
    para_gap = between.strip()
    return para_gap == "" or not [
        m for m in table.in_range(prev_end, q.open_at) if m.kind == "person"
    ]


def salient_before(
    res: Resolver,
    doc: Doc,
    table: PeopleTable,
    position: int,
    max_back: int,
    paras: list[tuple[int, int]],
) -> Mention | None:
    """Return the person named in the sentence just before ``position`` (no cue verb): one
    who has already spoken, else the subject, else the first named."""
    para_index = next((i for i, (a, b) in enumerate(paras) if a <= position <= b + 1), 0)
    lower = paras[max(0, para_index - max_back + 1)][0]
    persons = [m for m in history(table, position) if m.kind == "person" and m.start >= lower]
    if not persons:
        return None
    last_sentence = persons[-1].sent_start
    in_sentence = [m for m in persons if m.sent_start == last_sentence]
    speakers = {m.canonical for m in previous_speakers(doc, position)}
    subjects = [m for m in in_sentence if m.is_subject]
    pronoun = _main_pronoun_subject(doc, last_sentence, position)
    if pronoun is not None:
        # "She was happy to talk about Okereke, who played on." before '"Danny's
        # tough."': she speaks, not the player she talks about (whom his relative
        # clause makes a subject of its own)
        found = res.antecedent(doc, table, pronoun.idx, pronoun.text)
        if found is not None:
            return found
    # A description away from the subject ("on his way to the coach") is too weak a clue.
    talking = [
        m
        for m in in_sentence
        if m.canonical in speakers and (m.is_subject or m.label != DESCRIPTION_LABEL)
    ]
    return (talking or subjects or in_sentence)[0]
