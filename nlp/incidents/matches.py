"""Which match an article reports: its two clubs, which was at home, and the women's game.

Front matter, a score line, a result phrase or the clubs of the lead give the pair; a
ground, what the text says of the venue or a wire dateline puts the home side first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from nlp.football.constants import (
    WOMENS_GAME_LEAD_PARAGRAPHS,
    WOMENS_TEAM_WORDS,
)
from nlp.football.womens_game import is_womens_game, womens_team
from nlp.incidents.dates import _SENTENCE_SPLIT_RE, FUTURE_SENTENCE_RE, as_date
from nlp.incidents.kinds import DECISION_RE, incident_kinds
from nlp.incidents.names import Names, _strip_possessive
from nlp.ingest.text import header_lines, line_date
from nlp.models import Article

#: Wire datelines ("HARBOURSIDE, Aug 23 (MPA) -") name the home town.
DATELINE_RE = re.compile(r"^([A-Z][A-Z .'-]+),\s+[A-Z][a-z]{2}\.? \d{1,2}\s+\(")
#: "X 2-1 Y", "X 0 Y 1", "X v Y": the home side first. Clubs are filled in per register.
SCORE_PATTERNS: tuple[str, ...] = (
    r"(?P<home>{club})\s+\d{{1,2}}\s*[-–]\s*\d{{1,2}}\s+(?P<away>{club})",
    r"(?P<home>{club})\s+\d{{1,2}}\s+(?P<away>{club})\s+\d{{1,2}}",
    r"(?P<home>{club})\s+(?:v|vs\.?|versus)\s+(?P<away>{club})",
)
#: "X's 2-1 win over Y", "X were held 1-1 by Y", "X ... draw with Y": order unknown, so the
#: venue decides, else the first club is taken as the home side.
RESULT_PATTERNS: tuple[str, ...] = (
    r"(?P<a>{club})(?:['’]s?)?\s+\d{{1,2}}\s*[-–]\s*\d{{1,2}}\s+(?:win|victory|defeat|draw|loss)\s+"
    r"(?:over|against|to|with|at|by)\s+(?P<b>{club})",
    r"(?P<a>{club})\s+(?:were|was)\s+held\s+(?:to\s+a\s+)?\d{{1,2}}\s*[-–]\s*\d{{1,2}}\s+"
    r"(?:draw\s+)?by\s+(?P<b>{club})",
    r"(?P<a>{club})\s+(?:beat|drew with|lost to|held|edged|thrashed)\s+(?P<b>{club})",
    r"(?P<a>{club})[^.]{{0,80}}\b(?:draw|win|lose|beat)\s+\d{{1,2}}\s*[-–]\s*\d{{1,2}}\s+"
    r"(?:with|against|over|at|to)\s+(?P<b>{club})",
)
#: What a report says of where the match was played, when it gives no score line: "at home to
#: X", "hosted X", "the visit of X" make X the away side; "away at X", "a trip to X", "a win
#: at X" make X the home side. Case-insensitive; the club is filled in per register. A
#: sentence that looks ahead (FUTURE_SENTENCE_RE: "ahead of next week's trip to X") names the
#: next fixture and is not read.
AWAY_SIDE_PATTERNS: tuple[str, ...] = (
    r"\b(?:at home (?:to|against)|hosted|hosting|(?:the )?visit of)\s+(?:the\s+)?"
    r"(?P<club>{club})",
)
HOME_SIDE_PATTERNS: tuple[str, ...] = (
    r"\b(?:away (?:at|to|against)|(?:a |the |their |his |her )?(?:trip|visit) to|travelled to"
    r"|(?:win|victory|draw|defeat|loss|point) at)\s+(?:the\s+)?(?P<club>{club})",
)
#: A women's team after a club's name in a score line: "Arsenal Women 1-1 Chelsea Women".
_TEAM_WORD = rf"(?:\s+(?:{'|'.join(WOMENS_TEAM_WORDS)})\b)?"
_TEAM_WORD_RE = re.compile(rf"{_TEAM_WORD}$", re.IGNORECASE)


def find_match(article: Article, names: Names) -> tuple[tuple[str, str] | None, str | None]:
    """Return the article's match as (home, away) and where it came from.

    In order: front matter (``"meta"``); a score line or "X v Y" in the headline, the
    first paragraph or the dateline and match lines under it ("Newcastle United 2-2
    Liverpool, 22 November 2025", see :func:`nlp.ingest.text.header_lines`) (``"score"``,
    home side first); a result phrase such as "X's 2-1 win over Y" (``"result"``); two clubs
    named in the headline and first paragraph of an article that reports a decision there
    (``"lead"``). For the last two the order is a guess that a named ground, what the text
    says of the venue ("at home to X", "a trip to X") or a wire dateline settles.
    """
    pair, source, _ = _find_match(article, names)
    return pair, source


def _find_match(
    article: Article, names: Names
) -> tuple[tuple[str, str] | None, str | None, date | None]:
    """:func:`find_match`, and the date the line that gives the match carries, if any."""
    meta = article.meta or {}
    home, away = meta.get("home"), meta.get("away")
    if home and away:
        return (_canonical(str(home), names), _canonical(str(away), names)), "meta", None
    first_para = article.text.split("\n\n", 1)[0]
    # A plain text's headline may name no club while the dateline under it gives the match.
    segments = [article.title or "", first_para, *header_lines(article.text)]
    lead = "\n".join(segments)
    # "Arsenal Women 1-1 Chelsea Women" only in a report on the women's game: a men's report's
    # "a day after Chelsea Women beat Arsenal Women" is not its match.
    team_word = _TEAM_WORD if womens_game(article) else ""
    club = f"(?:{names.club_alt}){team_word}" if names.club_alt else r"(?!x)x"
    for template in SCORE_PATTERNS:
        m = re.search(template.format(club=club), lead, flags=re.IGNORECASE)
        if m:
            pair = (_team(m["home"], names), _team(m["away"], names))
            if pair[0] != pair[1]:
                return pair, "score", _segment_day(segments, m.start())
    pair, source = None, None
    for template in RESULT_PATTERNS:
        m = re.search(template.format(club=club), lead)
        if m:
            a, b = _team(m["a"], names), _team(m["b"], names)
            if a != b:
                pair, source = (a, b), "result"
                break
    if pair is None:
        clubs = names.clubs_in(lead)
        if len(clubs) >= 2 and (incident_kinds(lead) or DECISION_RE.search(lead)):
            pair, source = (clubs[0], clubs[1]), "lead"
    if pair is None:
        return None, None, None
    return _order(pair, article, names), source, None


def _segment_day(segments: Sequence[str], offset: int) -> date | None:
    """Return the date the segment of the lead at ``offset`` carries when it is a dateline
    ("Newcastle United 2-2 Liverpool, 22 November 2025": the day the match was played)."""
    for segment in segments:
        if offset <= len(segment):
            found = line_date(segment)
            return as_date(found) if found else None
        offset -= len(segment) + 1
    return None


def _order(pair: tuple[str, str], article: Article, names: Names) -> tuple[str, str]:
    """Put the home side first when a ground, what the text says of the venue or a dateline
    says which it is."""
    head = "\n\n".join([article.title or "", *article.text.split("\n\n")[:3]])
    home = names.venue_home(head, among=pair) or said_home(head, pair, names)
    dateline = DATELINE_RE.match(article.text)
    if home is None and dateline:
        town = dateline.group(1).strip().title()
        home = next((c for c in pair if town in c or _short(c, names) == town), None)
    if home == pair[1]:
        return pair[1], pair[0]
    return pair


def said_home(text: str, pair: tuple[str, str], names: Names) -> str | None:
    """Return which of ``pair`` the text says was at home: the other side of "at home to X",
    "hosted X" or "the visit of X", the X of "away at X", "a trip to X" or "a win at X"
    (:data:`AWAY_SIDE_PATTERNS`, :data:`HOME_SIDE_PATTERNS`); the first such phrase decides.
    A sentence that looks ahead (the next fixture) is not read; None when nothing says."""
    if not names.club_alt:
        return None
    # The phrases in any case, the clubs in theirs: "forest" is no Nottingham Forest.
    club = f"(?-i:{names.club_alt})"
    for sentence in _SENTENCE_SPLIT_RE.split(text):
        if FUTURE_SENTENCE_RE.search(sentence):
            continue
        found: list[tuple[int, str]] = []
        for templates, away in ((AWAY_SIDE_PATTERNS, True), (HOME_SIDE_PATTERNS, False)):
            for template in templates:
                for m in re.finditer(template.format(club=club), sentence, re.IGNORECASE):
                    named = _canonical(m["club"], names)
                    if named not in pair:
                        continue
                    other = pair[1] if named == pair[0] else pair[0]
                    found.append((m.start(), other if away else named))
        if found:
            return min(found)[1]
    return None


def _short(club: str, names: Names) -> str | None:
    found = names.register.club(club)
    return found.short if found else None


def _team(form: str, names: Names) -> str:
    """Return the canonical club of a score line's side, as its women's team when the line
    names that ("Arsenal Women" -> "Arsenal Women", "Spurs Women" -> "Tottenham Hotspur
    Women"), unless the register has the women's team as a club of its own."""
    form = _strip_possessive(form.strip())
    club = _TEAM_WORD_RE.sub("", form)
    if club == form or names.register.club(form) is not None or form in names.club_forms:
        return _canonical(form, names)
    return womens_team(_canonical(club, names))


def _canonical(form: str, names: Names) -> str:
    form = _strip_possessive(form.strip())
    if form in names.club_forms:
        return names.club_forms[form]
    for surface, canonical in names.club_forms.items():
        if surface.lower() == form.lower():
            return canonical
    club = names.register.club(form)
    return club.name if club else form


def womens_game(article: Article) -> bool:
    """Return whether the stored article reports on the women's game
    (:func:`nlp.football.womens_game.is_womens_game` on its headline, its ``competition``
    and its first WOMENS_GAME_LEAD_PARAGRAPHS blank-line paragraphs)."""
    competition = str((article.meta or {}).get("competition") or "")
    lead = " ".join(article.text.split("\n\n")[:WOMENS_GAME_LEAD_PARAGRAPHS])
    return is_womens_game(article.title or "", lead, competition)
