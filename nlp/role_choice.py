"""How a speaker's role and club are chosen from what the text and the registers say.

:func:`combine` weighs the text's descriptors of a person against the register's entry
(which may be out of date for the article's day); :func:`other_place_beside` says whether a
person's own sentence ties him to another club or a ground, so that the article's club is no
guess for him. The ``varometer_roles`` component (:mod:`nlp.roles`) calls both.
"""

from __future__ import annotations

from nlp.role_words import Descriptor

# Where an official body's people speak, "chief" and "spokesperson" mean official; a club's
# spokesperson speaks for the club's executives.
CLUB_SPOKESPERSON_ROLE = "executive"


def combine(
    descriptors: list[Descriptor],
    register_role: str | None,
    register_club: str | None,
    article_clubs: list[str],
    register_current: bool = True,
    register_later: bool = False,
) -> tuple[str | None, str | None]:
    """Return (role, club) for a speaker from the text's descriptors, then the register.

    The first descriptor with a role wins (the text introduces a person once, early). The
    club is the descriptors' ("Ravensmoor boss"), else the register's. When the register
    entry may be out of date for this article (``register_current`` False: a built-in
    entry, an article older than its facts or undated) and the article does not name that
    club, a manager's or player's club is the article's leading club: in a 2022 report on
    Spurs, Conte is Spurs' manager, whatever he does now. A current entry is trusted even
    then: a manager talking about a rival's match is still his club's manager. When the
    article is dated before the entry's post began (``register_later``), its club is no
    guess at all unless the article names it: David Moyes in 2020 was not at Everton.
    """
    first_strong = next((d for d in descriptors if d.role and not d.weak), None)
    strong = first_strong.role if first_strong else None
    weak = next((d.role for d in descriptors if d.role and d.weak), None)
    role = strong or register_role or weak
    if role == "official" and first_strong is not None and first_strong.club:
        role = CLUB_SPOKESPERSON_ROLE  # "Chelsea chief": a club's chief is an executive
    if role == "executive" and register_role == "official" and not any(d.club for d in descriptors):
        role = "official"  # a league's or a referees' body's chief executive is an official
    club = next((d.club for d in descriptors if d.club), None)
    if role in ("pundit", "journalist", "referee", "official") and club is None:
        return role, None
    if club is None and register_club:
        if (
            register_current
            or register_club in article_clubs
            or not (article_clubs or register_later)
        ):
            club = register_club
        elif role in ("manager", "player") and article_clubs:
            # Out-of-date register entry: the article's own leading club is the better guess.
            club = article_clubs[0]
    return role, club


def other_place_beside(table, speaker: str, club: str) -> bool:  # noqa: ANN001
    """True when the sentence that first names ``speaker`` names a club other than ``club``,
    or a ground or place."""
    first = next((m for m in table.mentions if m.canonical == speaker), None)
    if first is None:
        return False
    doc = table.doc
    sent = doc.char_span(first.start, first.end, alignment_mode="expand")
    if sent is None or not len(sent):
        return False
    sentence = sent[0].sent
    if any(e.label_ in ("FAC", "LOC", "GPE") for e in sentence.ents):
        return True
    return any(
        m.kind == "org" and table.is_club(m) and m.canonical != club
        for m in table.in_range(sentence.start_char, sentence.end_char)
    )
