"""What the text says of one named person: :func:`mention_descriptors`, step by step.

The words before the name (:mod:`nlp.descriptors.before`), after it
(:mod:`nlp.descriptors.after`) and the verb it hangs on (:mod:`nlp.descriptors.verbs`),
each read into :class:`~nlp.role_words.Descriptor` records, in that order.
"""

from __future__ import annotations

from collections.abc import Iterable

from spacy.tokens import Doc

from nlp.descriptors.after import _trailing_appositive
from nlp.descriptors.before import _leading_appositive, _premodifier_start
from nlp.descriptors.verbs import _appointed_as, _post_held
from nlp.descriptors.words import DESCRIPTOR_LOOKBACK_TOKENS, HELD_POST_ROLES, PERSON_LABELS
from nlp.football.registers import Register
from nlp.role_words import Descriptor, describe, spelled_out_clubs
from nlp.tokens import CharRanges, entities


def person_entity_ranges(doc: Doc) -> CharRanges:
    """Return the character ranges of the PERSON entities of ``doc``."""
    return CharRanges(
        (e.start_char, e.end_char) for e in entities(doc) if e.label_ in PERSON_LABELS
    )


def mention_descriptors(
    doc: Doc,
    start_char: int,
    end_char: int,
    register: Register,
    other_names: Iterable[tuple[int, int]] | CharRanges = (),
    person_ents: CharRanges | None = None,
) -> list[Descriptor]:
    """Return what the words around one name say about the person.

    Reads the pre-modifiers ("Former Blackburn and Chelsea striker Chris Sutton") and an
    appositive between commas ("Marco Bellandi, the Gulls boss,"). The pre-modifiers stop
    at another person's name (a PERSON entity, or one of ``other_names``, character
    ranges of the article's other named people): what comes before it describes them.
    """
    span = doc.char_span(start_char, end_char, alignment_mode="expand")
    if span is None:
        return []
    # Only names ending in the words read before this one can stop a description: found by
    # bisection (``CharRanges``), not a scan, so a long article stays linear.
    lo_char = doc[max(0, span.start - DESCRIPTOR_LOOKBACK_TOKENS)].idx - 1
    if not isinstance(other_names, CharRanges):
        other_names = CharRanges(other_names)
    if person_ents is None:
        person_ents = person_entity_ranges(doc)
    other = other_names.ending_in(lo_char, start_char)
    # A PERSON entity that runs into the name ("Defender Tom Baxter") is this person's.
    other += person_ents.ending_in(lo_char, start_char)
    out = []
    lo = _premodifier_start(doc, span, other)
    spelled_out = spelled_out_clubs(doc)
    if lo < span.start:
        out.append(describe(doc[lo : span.start].text, register, spelled_out))
    else:
        before = _leading_appositive(doc, span, other)
        if before is not None:
            out.append(describe(before, register, spelled_out))
    out.extend(_trailing_appositive(doc, span, register, spelled_out))
    appointed = _appointed_as(doc, span)
    if appointed is not None:
        out.append(describe(appointed, register, spelled_out))
    held = _post_held(doc, span)
    if held is not None:
        post = describe(held, register, spelled_out)
        # "the system's most consistent defender" holds no post, and a manager who "is a
        # lifelong Maldrum fan" is no fan speaking
        if post.club is not None and post.role in HELD_POST_ROLES:
            out.append(post)
    return [d for d in out if d.role or d.club or d.former_club or d.age]
