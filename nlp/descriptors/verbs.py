"""What a verb says of a name's person: a post given ("has been appointed Leicester City
manager") or held now ("is the Maldrum head coach").

The post is read from the parse, not beside the name: the person is the verb's subject or
object, the post its attribute or "as" phrase. Never an appointment only spoken of ("could
be named") nor a post held once ("was").
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from nlp.descriptors.words import (
    APPOINTED_AS_LEMMAS,
    APPOINTED_AS_PERSON_DEPS,
    APPOINTED_AS_POST_DEPS,
    APPOINTED_AS_PREPOSITION,
    APPOINTED_AS_UNREAL_DEPS,
    APPOINTED_AS_UNREAL_TAGS,
    PRESENT_VERB_TAGS,
)
from nlp.football.constants import LABEL_CLUB
from nlp.role_words import role_in_phrase


def _appointed_as(doc: Doc, span: Span) -> str | None:
    """Return the post a verb of appointment gives the name's person ("Leicester City
    manager" in "X has been appointed Leicester City manager"), with the appointing club
    put before it when the post names none ("Brentford confirmed X as their head coach"),
    or None."""
    person = span.root
    verb = person.head
    if (
        person.dep_ not in APPOINTED_AS_PERSON_DEPS
        or verb.lemma_.lower() not in APPOINTED_AS_LEMMAS
        or _unreal(verb)
    ):
        return None
    posts = [c for c in verb.children if c.dep_ in APPOINTED_AS_POST_DEPS and c.i > person.i]
    posts += [
        g
        for c in verb.children
        if c.dep_ == "prep" and c.lower_ == APPOINTED_AS_PREPOSITION and c.i > person.i
        for g in c.children
        if g.dep_ == "pobj"
    ]
    if not posts:
        return None
    post = posts[0]
    phrase = doc[post.left_edge.i : post.i + 1].text
    if role_in_phrase(phrase)[0] is None:
        return None
    appointer = [c for c in verb.children if c.dep_ == "nsubj" and c.ent_type_ == LABEL_CLUB]
    if person.dep_ == "dobj" and appointer:
        club = doc[appointer[0].left_edge.i : appointer[0].i + 1].text
        return f"{club} {phrase}"
    return phrase


def _unreal(verb: Token) -> bool:
    """True when a verb is negated or modal ("was not appointed", "would be"): no post."""
    return any(
        c.dep_ in APPOINTED_AS_UNREAL_DEPS or c.tag_ in APPOINTED_AS_UNREAL_TAGS
        for c in verb.children
    )


def _post_held(doc: Doc, span: Span) -> str | None:
    """Return the post the name's person holds now by a present "is" or "has been"
    ("Ellis Varley has been Greywater captain for three seasons", "Solberg is the Maldrum
    head coach"), or None: never a past "was", a "had been", a negation or a modal. The
    caller keeps it only when it names a club."""
    person = span.root
    verb = person.head
    if person.dep_ != "nsubj" or verb.lemma_.lower() != "be" or verb.i < person.i:
        return None
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if verb.tag_ not in PRESENT_VERB_TAGS and not (
        verb.tag_ == "VBN" and aux and all(a.tag_ in PRESENT_VERB_TAGS for a in aux)
    ):
        return None
    if _unreal(verb):
        return None
    posts = [c for c in verb.children if c.dep_ == "attr"]
    if not posts:
        return None
    phrase = doc[posts[0].left_edge.i : posts[0].i + 1].text
    return phrase if role_in_phrase(phrase)[0] is not None else None
