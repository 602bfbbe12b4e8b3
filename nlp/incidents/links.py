"""Recollections: tying a mention outside a first-hand report (a feature in February
recalling August) to an earlier incident, when enough clues agree.

Each clue scores (clubs, ground, players, type, minute, month, days since the match); a
link needs :data:`LINK_THRESHOLD` and a clear lead over the next incident, because a wrong
link moves a quote's reaction to another incident.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from nlp.incidents.dates import WINDOW_DAYS
from nlp.incidents.kinds import _WILDCARD_TYPES, compatible
from nlp.incidents.minutes import _minutes_agree
from nlp.incidents.records import ArticleIncidents, Incident, Mention


def _link(m: Mention, det: ArticleIncidents, incidents: Sequence[Incident]) -> int | None:
    """Return the earlier incident this mention recalls, None when the clues are too thin."""
    when = det.published or date.max
    scored = []
    for index, inc in enumerate(incidents):
        if inc.date > when:
            continue
        teams = {inc.home, inc.away}
        score = 0.0
        shared = len(set(m.clubs) & teams)
        if m.clubs and not shared:
            continue
        score += 2 * shared + (1 if shared == 2 else 0)
        if not m.clubs:
            # The sentence names no club: the clubs of the headline and lead are weaker clues.
            score += len(set(det.clubs) & teams)
        if 0 <= (when - inc.date).days <= WINDOW_DAYS:
            score += 1.5  # written in the days after the match: most likely about it
        if m.home is not None:
            score += 2 if m.home == inc.home else -3
        score += min(2, len(set(m.players) & set(inc.players)))
        if m.kind not in _WILDCARD_TYPES:
            score += 1.5 if compatible(m.kind, inc.kind) else -3
        if m.minute is not None and inc.minute is not None:
            score += 2 if _minutes_agree(m.minute, inc.minute) else -2
        if m.month is not None:
            score += 2 if m.month == inc.date.month else -3
        if det.published is None and not _specific_clue(m, inc):
            # Undated, the clubs and the type alone cannot tell this meeting of two clubs
            # from their other one; a wrong link would change the incident's reactions.
            continue
        # A first-hand report of this article's own match is what an unresolved mention most
        # likely means, so it breaks ties.
        if det.match is not None and teams == set(det.match):
            score += 1
        scored.append((score, index))
    if not scored:
        return None
    scored.sort(reverse=True)
    best, index = scored[0]
    runner_up = scored[1][0] if len(scored) > 1 else float("-inf")
    if best >= LINK_THRESHOLD and best - runner_up >= 1:
        return index
    return None


def _specific_clue(m: Mention, inc: Incident) -> bool:
    """Return True when the mention shares a clue with the incident beyond its clubs and
    type: the minute, the month, a player, or the ground (which tells the home meeting
    from the away one)."""
    if m.minute is not None and inc.minute is not None and _minutes_agree(m.minute, inc.minute):
        return True
    if m.home is not None and m.home == inc.home:
        return True
    return (m.month is not None and m.month == inc.date.month) or bool(
        set(m.players) & set(inc.players)
    )


#: Clue score a recollection needs to be linked (2 per shared club, 1 per club of the lead
#: when the sentence names none, 2 for the ground, 2 for the month, 1 per shared player,
#: 1.5 for the type, 2 for the minute, 1.5 for being written within the window).
LINK_THRESHOLD = 4.0
