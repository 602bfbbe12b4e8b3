"""The one test of whether an article reports the women's game.

Registers list the men's teams' people, so a report on the women's game changes two things:
its clubs are the women's teams (``nlp.incidents`` keys them "Arsenal Women"), and a
description there never names a men's manager or player from the register (``nlp.speakers``
and ``nlp.roles``). Both read the answer through this function: ``nlp.doc_helpers`` for a Doc
in the pipeline, ``nlp.incidents`` for a stored article, each passing the headline and lead
it has.
"""

from __future__ import annotations

from nlp.football.constants import (
    MENS_GAME_RE,
    WOMENS_GAME_RE,
    WOMENS_TEAM_NAME_RE,
    WOMENS_TEAM_SUFFIX,
)


def is_womens_game(title: str, lead: str, competition: str = "") -> bool:
    """Return whether an article with this headline, lead and ``competition`` (a feed's
    field, where it has one) reports the women's game: the headline or the competition says
    so (WOMENS_GAME_RE: "WSL", "Arsenal Women"), or the lead does and names no men's
    competition (MENS_GAME_RE), which a men's report passing over a women's result
    ("Chelsea Women beat Arsenal") does."""
    if WOMENS_GAME_RE.search(title) or WOMENS_GAME_RE.search(competition):
        return True
    return bool(WOMENS_GAME_RE.search(lead)) and not MENS_GAME_RE.search(f"{title} {lead}")


def womens_team(club: str) -> str:
    """Return the name of ``club``'s women's team ("Arsenal" -> "Arsenal Women"); a name
    that already is one ("Arsenal Women", "Lyon Féminin") is kept."""
    if WOMENS_TEAM_NAME_RE.search(club):
        return club
    return f"{club} {WOMENS_TEAM_SUFFIX}"
