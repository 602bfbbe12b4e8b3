"""Step 2, across outlets: articles that report one match's decision become one Incident,
keyed by match day, clubs, type and minute; then other mentions are linked to the
incidents they recall (:mod:`nlp.incidents.links`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import date

from nlp.football.registers import Register
from nlp.incidents.dates import WINDOW_DAYS
from nlp.incidents.detection import detect, learn_venues
from nlp.incidents.kinds import _WILDCARD_TYPES, TYPE_PRIORITY, compatible
from nlp.incidents.links import _link
from nlp.incidents.minutes import _minutes_agree
from nlp.incidents.names import Names
from nlp.incidents.records import ArticleIncidents, Grouping, Incident, Mention
from nlp.models import Article


def _own_mentions(det: ArticleIncidents) -> list[Mention]:
    """The article's mentions about its own match: naming no club outside it, no other ground."""
    if det.match is None:
        return []
    teams = set(det.match)
    own = []
    for m in det.mentions:
        if m.home is not None and m.home not in teams:
            continue
        if m.clubs and not set(m.clubs) <= teams:
            continue
        if m.month is not None and det.published and m.month != det.published.month:
            continue
        own.append(m)
    return own


def _summary(mentions: Sequence[Mention]) -> tuple[str, int | None, str | None, list[str]]:
    kinds = Counter(k for m in mentions for k in m.kinds)
    kind = min(kinds, key=TYPE_PRIORITY.index)
    minutes = Counter((m.minute, m.minute_text) for m in mentions if m.minute is not None)
    minute, minute_text = minutes.most_common(1)[0][0] if minutes else (None, None)
    players = Counter(p for m in mentions for p in m.players)
    return kind, minute, minute_text, [p for p, _ in players.most_common(4)]


def group(articles: Sequence[Article], register: Register) -> Grouping:
    """Detect incidents in ``articles`` and group the articles that report the same one.

    Returns a :class:`Grouping`: the incidents (oldest first), each article's detection, and
    which incident each mention and each article belongs to.
    """
    base = Names(register)
    names = Names(register, learn_venues(articles, base))
    detections = {a.id: detect(a, names) for a in articles}
    ordered = sorted(detections.values(), key=lambda d: (d.published or date.max, d.article_id))
    grouping = Grouping([], detections)
    for det in ordered:
        _add_first_hand(grouping, det)
    for inc in grouping.incidents:
        inc.kind = _vote_kind(inc.kind_votes) or inc.kind
    _settle_incidents(grouping.incidents)
    for det in ordered:
        _link_recollections(grouping, det)
    return grouping


def _add_first_hand(grouping: Grouping, det: ArticleIncidents) -> None:
    """Add the article's report of its own match's decision to ``grouping``: to the incident
    of that match it fits, else as a new incident."""
    incidents = grouping.incidents
    # First-hand reports: an article with a known match and a decision about it. A match
    # guessed from the lead ("lead"/"result") that fits an incident older than the window is
    # a recollection (a feature about last month's red card), not a new incident.
    own = _own_mentions(det)
    if not own or det.published is None or det.match is None:
        return
    # What was said to happen decides the type; "if VAR had given a penalty" only when
    # nothing else is said.
    voting = [m for m in own if not m.hypothetical] or own
    _, minute, minute_text, players = _summary(own)
    kind = _summary(voting)[0]
    # The key and the window count from the match day, not the day of the first report
    # stored: a Monday reaction piece on "Saturday's penalty" dates it Saturday.
    day = det.match_day(own) or det.published
    index = _find_incident(incidents, det.match, day, kind, minute)
    if index is None and det.match_source in ("lead", "result"):
        if _find_incident(incidents, det.match, day, kind, None, window=None) is not None:
            return
    if index is None:
        incidents.append(
            Incident(
                det.match[0],
                det.match[1],
                day,
                kind,
                minute,
                minute_text,
                tuple(players),
            )
        )
        index = len(incidents) - 1
    else:
        _merge(incidents[index], det, day, minute, minute_text, players)
    incidents[index].kind_votes.update(k for m in voting for k in m.kinds)
    incidents[index].articles.append(det.article_id)
    grouping.primary[det.article_id] = index
    for m in own:
        grouping.mention_incident[(det.article_id, m.start)] = index


def _link_recollections(grouping: Grouping, det: ArticleIncidents) -> None:
    """Link the article's other mentions to the earlier incidents they recall."""
    incidents = grouping.incidents
    # Recollections: any other mention that matches an earlier incident on enough clues.
    for m in det.mentions:
        if (det.article_id, m.start) in grouping.mention_incident:
            continue
        index = _link(m, det, incidents)
        if index is not None:
            grouping.mention_incident[(det.article_id, m.start)] = index
            if det.article_id not in incidents[index].articles:
                refs = incidents[index].referenced_by
                if det.article_id not in refs:
                    refs.append(det.article_id)


def _find_incident(
    incidents: Sequence[Incident],
    match: tuple[str, str],
    when: date,
    kind: str,
    minute: int | None,
    window: int | None = WINDOW_DAYS,
) -> int | None:
    """Return the incident of this match near ``when`` (any earlier one when ``window`` is None)."""
    for index, inc in enumerate(incidents):
        if {inc.home, inc.away} != set(match):
            continue
        if window is not None and abs((when - inc.date).days) > window:
            continue
        if window is None and inc.date > when:
            continue
        if inc.minute is not None and minute is not None:
            if _minutes_agree(inc.minute, minute) and compatible(inc.kind, kind):
                return index
            continue
        # Without two minutes to compare, the same clubs within the window are the same
        # match, and a second incident in one match is rarer than a reaction piece that
        # dwells on another aspect of the first.
        if window is not None or compatible(inc.kind, kind):
            return index
    return None


#: Votes a type's sentence is worth when an incident's type is decided. Reports say "the
#: penalty" many times and "overturned" once; the overturn is the news.
VOTE_WEIGHT: dict[str, float] = {"penalty-overturned": 2.0, "mistaken-identity": 2.0}


def _vote_kind(votes: Counter[str]) -> str | None:
    """The incident's type: the specific type its sentences name most (weighted by
    :data:`VOTE_WEIGHT`; ties to the more specific), so one stray "red card" in a reaction
    piece does not rename an offside. A long check or a bare "ruled out" names an incident
    only when nothing more specific is said."""
    if not votes:
        return None
    specific = {k: n for k, n in votes.items() if k not in _WILDCARD_TYPES} or dict(votes)
    return max(
        specific, key=lambda k: (specific[k] * VOTE_WEIGHT.get(k, 1.0), -TYPE_PRIORITY.index(k))
    )


def _merge(
    inc: Incident,
    det: ArticleIncidents,
    day: date,
    minute: int | None,
    minute_text: str | None,
    players: list[str],
) -> None:
    # The earliest match day a report gives dates the match. Minute evidence from any report
    # fills what the first one lacked; front matter or a score line fixes which side was at
    # home.
    if day < inc.date:
        inc.date = day
    if inc.minute is None and minute is not None:
        inc.minute, inc.minute_text = minute, minute_text
    inc.players = tuple(dict.fromkeys((*inc.players, *players)))[:4]
    if det.match_source in ("meta", "score") and det.match is not None:
        inc.home, inc.away = det.match


def _settle_incidents(incidents: list[Incident]) -> None:
    """Keep keys unique: two incidents of one match on one day get their minutes told apart."""
    seen: Counter[str] = Counter(inc.key for inc in incidents)
    for inc in incidents:
        if seen[inc.key] > 1 and inc.minute_text is None:
            inc.minute_text = "?"
