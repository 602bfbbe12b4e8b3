"""VAR incidents: find them in articles and tie the articles of several outlets to one key.

Rules, not a model: the same handful of phrases ("ruled out for offside", "upgraded to a red",
"overturned on review") carry nearly every incident report, and rules explain themselves when
they are wrong. Three steps:

1. :func:`detect` reads one article: its match (front-matter ``home``/``away``, else a score
   line or "X v Y" in the headline or lead), and every *mention* of a VAR decision -- a
   sentence matching one of :data:`TYPE_PATTERNS` -- with the clubs, venue, minute, month and
   players around it.
2. :func:`group` turns articles that report a match's decision into :class:`Incident` records:
   same clubs, played within :data:`WINDOW_DAYS` of each other (the match day front matter or
   a named weekday gives, else the day published) and a compatible type and minute make one
   incident, keyed ``"2025-08-23 Harbourside Athletic v Ravensmoor United,
   offside, 78'"``. Mentions elsewhere (a feature in February recalling August) are linked to
   an earlier incident when enough clues agree (clubs, venue, players, type, month, minute).
3. :func:`assign_quotes` gives each about-VAR quote the incident of the nearest mention
   before it (or inside it), else the article's own incident.

:func:`attach_incidents` runs all three over a quotes frame; :func:`evaluate` scores the
grouping against gold incident ids.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from typing import Any

import pandas as pd

from nlp.football.constants import (
    WOMENS_GAME_LEAD_PARAGRAPHS,
    WOMENS_TEAM_NAME_RE,
    WOMENS_TEAM_SUFFIX,
    WOMENS_TEAM_WORDS,
)
from nlp.football.registers import Register, name_key
from nlp.football.womens_game import is_womens_game
from nlp.ingest.dates import WEEKDAYS
from nlp.ingest.text import header_lines, line_date
from nlp.models import Article

# --------------------------------------------------------------------------------------------
# patterns and constants
# --------------------------------------------------------------------------------------------

#: Short codes of incident types, with the words a report uses for them.
INCIDENT_TYPES: dict[str, str] = {
    "mistaken-identity": "mistaken identity corrected",
    "red-card": "red card upgraded after review",
    "penalty-overturned": "penalty overturned after review",
    "penalty": "penalty given after review",
    "handball": "goal ruled out for handball",
    "offside": "goal ruled out for offside",
    "goal-stands": "goal allowed after check",
    "long-check": "long check / delay",
    "goal-ruled-out": "goal ruled out after review",
}
#: When one incident's sentences match several types, the first here names it: a specific
#: outcome beats the delay it came with, and "ruled out" alone is the weakest evidence.
TYPE_PRIORITY: tuple[str, ...] = tuple(INCIDENT_TYPES)

_RULED_OUT = (
    r"(?:ruled out|disallowed|chalked off|struck off|wiped out|cancelled out|taken away|"
    r"took away|overruled|denied|scrubbed)"
)
_REVIEW = r"(?:review|monitor|screen|\bvar\b|video assistant|video review|pitchside)"
_NUM = r"(?:\d+|two|three|four|five|six|seven|eight|ten)"
_PENALTY = r"(?:penalty|spot[- ]kick|pointed to the spot|\bpen\b)"

#: Regexes (case-insensitive, matched per sentence) that mark a sentence as a mention of a
#: VAR decision of that type. Keep each one readable: they are the documentation of a type.
TYPE_PATTERNS: dict[str, tuple[str, ...]] = {
    "mistaken-identity": (
        r"mistaken identity",
        r"wrong (?:twin|brother)\b",
        r"(?:sent off|shown|showed|booked|red card)[^.]{0,60}\bwrong (?:man|player)\b",
        r"\bwrong (?:man|player)\b[^.]{0,60}(?:sent off|shown|booked|red card)",
        r"twins?(?:’|')? mix-up",
        r"(?:switched|moved|transferred) to (?:his )?(?:twin|brother)",
        r"sent off in error",
    ),
    "red-card": (
        r"upgraded(?: \w+){0,4} to (?:a )?red",
        r"(?:yellow|booking|card)[^.]{0,60}\bupgraded",
        r"red card[^.]{0,40}upgraded",
        r"yellow[^.]{0,60}\b(?:into|to) (?:a )?red\b",
        rf"{_REVIEW}[^.]{{0,140}}\b(?:showed|shown|showing)\b(?: \w+){{0,3}} red\b",
        rf"{_REVIEW}[^.]{{0,80}}\bsent off\b",
        rf"\bred card\b[^.]{{0,80}}{_REVIEW}",
        rf"{_REVIEW}[^.]{{0,60}}\bred card\b",
    ),
    "penalty-overturned": (
        rf"{_PENALTY}[^.]{{0,100}}\b(?:overturned|rescinded|reversed|taken away|cancelled)",
        r"(?:overturned|reversed|rescinded|cancelled)(?: \w+){0,3} (?:penalty|spot[- ]kick|decision)",
        r"booked (?:\w+ ){0,3}for (?:diving|simulation)",
    ),
    "penalty": (
        rf"{_PENALTY}[^.]{{0,140}}{_REVIEW}",
        rf"{_REVIEW}[^.]{{0,140}}{_PENALTY}",
    ),
    "handball": (
        rf"{_RULED_OUT}[^.]{{0,100}}hand ?ball",
        rf"hand ?ball[^.]{{0,100}}{_RULED_OUT}",
        r"(?:struck|hit|brushed) (?:\w+ ){0,3}(?:arm|hand)\b",
    ),
    "offside": (
        rf"{_RULED_OUT}[^.]{{0,100}}\b(?:offside|onside)",
        rf"\b(?:offside|onside)\b[^.]{{0,100}}{_RULED_OUT}",
        r"\b(?:armpit|tight) offside",
        r"(?:line|lines) (?:was |were )?drawn from the (?:wrong|incorrect)",
        r"\b(?:line|lines)\b[^.]{0,40}\b(?:wrong|incorrect) (?:player|defender|man)\b",
        r"\b(?:wrong|incorrect) (?:player|defender|man)\b[^.]{0,40}\b(?:line|lines|offside)\b",
        r"offside line",
    ),
    "goal-stands": (
        r"(?:survived|survives|surviving|survive)(?: \w+){0,4} (?:check|review|lines)",
        r"(?:goal|equaliser|winner|header|strike)[^.]{0,60}\b(?:stood|stands|allowed to stand)\b",
        r"check[^.]{0,80}\bgoal (?:stood|stands|was given)",
    ),
    "long-check": (
        rf"\b{_NUM}-minute (?:check|review|delay|wait|offside check)",
        rf"check (?:lasting|of|that lasted|that took) (?:almost |around |more than |over |a little over |nearly )?{_NUM} minutes",
        r"(?:marathon|lengthy|long) (?:offside )?(?:check|review|delay)",
        rf"(?:spent|took) (?:more than |almost |around |nearly )?{_NUM} minutes (?:examining|looking|checking|to )",
        r"\blasted\b[^.]{0,40}\b(?:three|four|five|six|seven|[3-9]) minutes",
        r"\b(?:three|four|five|six|seven|[3-9]) minutes (?:it took|for a decision|of nothing|to (?:decide|rule|reach|make|find))",
    ),
    "goal-ruled-out": (
        rf"(?:goal|equaliser|winner|header|leveller)[^.]{{0,80}}\b{_RULED_OUT}",
        rf"{_RULED_OUT}[^.]{{0,40}}\b(?:goal|equaliser|winner|leveller)",
    ),
}
#: A sentence that names none of the types but one of these is still a decision; its type is
#: then read from the sentences either side ("He showed a yellow. The VAR sent him to the
#: monitor.").
DECISION_RE = re.compile(
    r"\b(?:review|reviewed|monitor|video assistant|VAR|check|checked|overturned|ruled out|"
    r"disallowed|chalked off)\b",
    re.IGNORECASE,
)
#: A clause in the conditional mood names a decision that was not made ("If VAR had given a
#: penalty, I would have ..."; "the goal should have stood"): an "if"/"unless" clause (not the
#: comparative "as if") or a modal perfect ("would have", "could've"). Its type words say
#: nothing of the decision that was made, so they count only when no clause states one as
#: fact. "Should not have" is left out: "should not have stood" says the goal did stand.
HYPOTHETICAL_RE = re.compile(
    r"(?<!\bas )\b(?:if|unless|imagine)\b|"
    r"\b(?:would|could|might|must)(?:n['’]t| not)? have\b|\bshould have\b|"
    r"\b(?:would|could|should|might)['’]ve\b|\b\w+['’]d have\b",
    re.IGNORECASE,
)
#: A sentence that opens with an inverted conditional: "Had the VAR looked again, ...".
INVERTED_CONDITIONAL_RE = re.compile(r"^\W*had\b", re.IGNORECASE)
#: Where a sentence splits into clauses for :data:`HYPOTHETICAL_RE`.
_CLAUSE_SPLIT = re.compile(r"[,;:–—()\n]|\s(?=(?:and|but|because|so|though|although)\s)")
#: Wire datelines ("HARBOURSIDE, Aug 23 (MPA) -") name the home town.
DATELINE_RE = re.compile(r"^([A-Z][A-Z .'-]+),\s+[A-Z][a-z]{2}\.? \d{1,2}\s+\(")
_TYPE_RES: dict[str, tuple[re.Pattern[str], ...]] = {
    kind: tuple(re.compile(p, re.IGNORECASE) for p in pats) for kind, pats in TYPE_PATTERNS.items()
}
#: Types that can describe the same decision. Anything is compatible with itself, with a
#: long check (a delay is a property of the decision, not a decision) and with a bare
#: "goal ruled out"; a handball can be the reason for a penalty.
COMPATIBLE: frozenset[frozenset[str]] = frozenset(
    {
        frozenset({"penalty", "handball"}),
        frozenset({"offside", "goal-ruled-out"}),
        frozenset({"handball", "goal-ruled-out"}),
        frozenset({"goal-stands", "offside"}),
        frozenset({"penalty", "penalty-overturned"}),
    }
)
_WILDCARD_TYPES = frozenset({"long-check", "goal-ruled-out"})

#: Front-matter fields that give the day the match was played (an incident's key is dated by it).
MATCH_DAY_FIELDS: tuple[str, ...] = ("match_date", "match_day", "kickoff")
#: A weekday a report names ("Saturday's penalty", "on Saturday") is the match day: the last
#: such day on or before publication. "Next Saturday" looks ahead, so it is skipped.
WEEKDAY_RE = re.compile(
    r"(?<![Nn]ext )(?<![Tt]his )\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)
#: A sentence that looks ahead names the next fixture, not the match played: "Eastmere travel
#: to Harbourside on Tuesday" in Saturday's report is no match on the Tuesday before it. Its
#: weekdays are skipped (the day published, as before, dates a report on the day).
#: The fixture verbs ("travel", "host", "face", "visit", "meet") are nouns as often in a match
#: report ("the hosts were given a penalty", "a blow to the face", "their visit to Anfield"),
#: so they look ahead only as verbs: not opening the sentence and not after a determiner or
#: a possessive (FIXTURE_NOUN_BEFORE).
FIXTURE_NOUN_BEFORE = (
    r"(?<!^)(?<!\bthe )(?<!\ba )(?<!\ban )(?<!\btheir )(?<!\bhis )(?<!\bher )(?<!\bits )"
    r"(?<!\bour )(?<!['’]s )"
)
FUTURE_SENTENCE_RE = re.compile(
    r"\b(?:will|won['’]t|shall|next|ahead of|upcoming|due to|set to|going to)\b|['’]ll\b|"
    + FIXTURE_NOUN_BEFORE
    + r"\b(?:travel|travels|host|hosts|face|faces|visit|visits|meet|meets)\b",
    re.IGNORECASE,
)
_SENTENCE_SPLIT_RE = re.compile(r"(?<=[.!?])\s+|\n+")
#: Articles about the same match within this many days of each other report the same match.
WINDOW_DAYS = 4
#: Two minutes this far apart can be the same moment (one outlet's 88th is another's 89th).
MINUTE_SLACK = 3

_ORDINAL = r"(\d{1,3})(?:st|nd|rd|th)"
_WORD_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
}
#: Minute phrases, most specific first. Each yields (base, added) where added is stoppage time.
MINUTE_PATTERNS: tuple[str, ...] = (
    r"\b(\d{2,3})\s*\+\s*(\d{1,2})\b['’]?",  # 90+3, 90+3'
    r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth) minute of (?:added|stoppage|injury) time",
    rf"\b{_ORDINAL}[- ]minute\b",  # 88th minute, 88th-minute
    rf"\bin the {_ORDINAL}\b",  # in the 88th
    r"\bon (\d{1,3}) minutes\b",  # on 61 minutes
    r"\bwith (\d{1,3}) minutes on the clock",
    r"\b(\d{1,3})['’](?![\w’'])",  # 88'
)
_MINUTE_RES = tuple(re.compile(p, re.IGNORECASE) for p in MINUTE_PATTERNS)

MONTHS: dict[str, int] = {
    m: i
    for i, m in enumerate(
        (
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ),
        1,
    )
}
# "May" the verb is too common: only "in May" / "May 9" count as the month.
_MONTH_RE = re.compile(
    r"\b(?:(?:in|of|since|on|last|back in|early|late|mid)[- ])?"
    r"(January|February|March|April|June|July|August|September|October|November|December"
    r"|(?<=in )May|May(?= \d))\b"
)
_LAST_MONTH_RE = re.compile(r"\blast month\b", re.IGNORECASE)

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
#: "at <Venue>" after which a capitalised phrase is a candidate ground name.
VENUE_RE = re.compile(
    r"\b(?:at|to|from|left|visit to|trip to)\s+((?:The\s+)?[A-Z][\w’']+(?:\s+(?:[A-Z][\w’']+|Park|Road|Lane|Stadium|Ground))*)"
)
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"”’']?\s+(?=[\"“‘']?[A-Z0-9])")
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
#: Any apostrophe in a ground's name matches either form ("St James' Park", "St James’ Park").
_APOSTROPHE_RE = re.compile(r"['’]")


# --------------------------------------------------------------------------------------------
# records
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mention:
    """One sentence that reports a VAR decision.

    ``clubs`` are canonical clubs named in the sentence (or the one before it when it names
    none); ``home`` is the club whose ground the sentence names; ``month`` is a month the
    sentence names, or the month before the article's for "last month".
    """

    article_id: str
    start: int
    end: int
    paragraph: int
    kinds: tuple[str, ...]
    clubs: tuple[str, ...] = ()
    home: str | None = None
    minute: int | None = None
    minute_text: str | None = None
    players: tuple[str, ...] = ()
    month: int | None = None
    hypothetical: bool = False  # the types come only from conditional clauses
    day: date | None = None  # the day a weekday in the sentence names (see WEEKDAY_RE)

    @property
    def kind(self) -> str:
        """The type this sentence names most specifically."""
        return min(self.kinds, key=TYPE_PRIORITY.index)


@dataclass
class ArticleIncidents:
    """What :func:`detect` found in one article."""

    article_id: str
    published: date | None
    match: tuple[str, str] | None  # (home, away)
    match_source: str | None  # "meta", "score" (ordered) or "result", "lead" (order guessed)
    mentions: list[Mention] = field(default_factory=list)
    paragraphs: list[tuple[int, int]] = field(default_factory=list)
    clubs: tuple[str, ...] = ()  # clubs named in the headline and the first two paragraphs
    meta_day: date | None = None  # the match day front matter gives (MATCH_DAY_FIELDS)
    lead_day: date | None = None  # the day a weekday in the headline or lead names
    line_day: date | None = None  # the date on the match line ("A 2-2 B, 22 November 2025")
    womens: bool = False  # a report on the women's game: its clubs are the women's teams

    def match_day(self, own: Sequence[Mention] = ()) -> date | None:
        """The day the article's match was played, as far as it says: front matter, else the
        date its match line gives, else a weekday named where it reports the decision
        (``own``), else in its lead, else the day it was published (a match report comes out
        the day of the match)."""
        named = next((m.day for m in own if m.day is not None), None)
        return self.meta_day or self.line_day or named or self.lead_day or self.published


@dataclass
class Incident:
    """One VAR decision in one match, as reported by one or more articles."""

    home: str
    away: str
    date: date
    kind: str
    minute: int | None
    minute_text: str | None
    players: tuple[str, ...]
    articles: list[str] = field(default_factory=list)  # articles that report it first-hand
    kind_votes: Counter[str] = field(default_factory=Counter, repr=False)
    referenced_by: list[str] = field(default_factory=list)  # later articles recalling it

    @property
    def match(self) -> str:
        return f"{self.home} v {self.away}"

    @property
    def key(self) -> str:
        """``"2025-08-23 Harbourside Athletic v Ravensmoor United, offside, 78'"``."""
        minute = f", {self.minute_text}" if self.minute_text else ""
        return f"{self.date.isoformat()} {self.match}, {self.kind}{minute}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "date": self.date.isoformat(),
            "home": self.home,
            "away": self.away,
            "match": self.match,
            "type": self.kind,
            "type_label": INCIDENT_TYPES[self.kind],
            "minute": self.minute_text,
            "players": list(self.players),
            "articles": list(self.articles),
            "referenced_by": list(self.referenced_by),
        }


@dataclass
class Grouping:
    """The incidents of a corpus and which mention belongs to which (see :func:`group`)."""

    incidents: list[Incident]
    articles: dict[str, ArticleIncidents]
    # (article_id, mention start) -> index into ``incidents``
    mention_incident: dict[tuple[str, int], int] = field(default_factory=dict)
    # article_id -> index of the incident the article reports first-hand
    primary: dict[str, int] = field(default_factory=dict)

    def by_key(self) -> dict[str, Incident]:
        return {inc.key: inc for inc in self.incidents}

    def article_keys(self) -> dict[str, list[str]]:
        """Return each article's incident keys: first-hand first, then those it recalls."""
        out: dict[str, list[str]] = defaultdict(list)
        for (article_id, _), index in sorted(self.mention_incident.items()):
            key = self.incidents[index].key
            if key not in out[article_id]:
                out[article_id].append(key)
        for article_id, index in self.primary.items():
            key = self.incidents[index].key
            if key in out[article_id]:
                out[article_id].remove(key)
            out[article_id].insert(0, key)
        return dict(out)

    def frame(self) -> pd.DataFrame:
        """Return one row per incident (key, date, match, type, minute, players, articles)."""
        rows = [inc.to_dict() for inc in self.incidents]
        return pd.DataFrame(
            rows,
            columns=[
                "key",
                "date",
                "home",
                "away",
                "match",
                "type",
                "type_label",
                "minute",
                "players",
                "articles",
                "referenced_by",
            ],
        )


# --------------------------------------------------------------------------------------------
# the register's names as regexes
# --------------------------------------------------------------------------------------------


class Names:
    """Case-sensitive finders for a register's clubs and players, plus learned venues.

    Only the user's clubs are searched when the register has any (the demo league, a
    user's own league): the built-in tables' real clubs would otherwise match words such as
    "Villa" or "Forest". One-word generic aliases ("United", "Athletic") are left out; the
    name, short name, nicknames and acronyms are enough to find a club in news text.
    """

    def __init__(self, register: Register, venues: Mapping[str, str] | None = None) -> None:
        clubs = [c for c in register.clubs if register.is_user_club(c)] or list(register.clubs)
        self.register = register
        forms: dict[str, str] = {}
        for club in clubs:
            candidates = [club.name, club.short, *club.nicknames]
            candidates += [a for a in club.aliases if len(a.split()) > 1 or a.isupper()]
            for form in candidates:
                form = re.sub(r"^the\s+", "", form.strip(), flags=re.IGNORECASE)
                if form and register.club(form) == club:
                    forms.setdefault(form, club.name)
        self.club_forms = forms
        self.clubs = tuple(dict.fromkeys(forms.values()))
        self.club_alt = _alternation(forms)
        self._club_re = re.compile(rf"(?<![\w-])(?:{self.club_alt})(?:['’]s?)?(?![\w-])")
        people = [p for p in register.people if p.role == "player"]
        if any(register.is_user_person(p) for p in people):
            people = [p for p in people if register.is_user_person(p)]
        pforms: dict[str, str] = {}
        for person in people:
            for form in (person.name, *person.aliases):
                if form and form[0].isupper() and register.person(form) == person:
                    pforms.setdefault(form, person.name)
        self._player_re = (
            re.compile(rf"(?<![\w-])(?:{_alternation(pforms)})(?![\w-])") if pforms else None
        )
        self._player_forms = pforms
        self.venues: dict[str, str] = dict(venues or {})
        # Ground -> the clubs that play there: the register's grounds (Club.stadiums), then
        # those learned from the articles (learn_venues), which never name a register club.
        grounds: dict[str, tuple[str, ...]] = {}
        for club in clubs:
            for ground in club.stadiums:
                grounds[ground] = (*grounds.get(ground, ()), club.name)
        for ground, club_name in self.venues.items():
            grounds.setdefault(ground, (club_name,))
        self.grounds = grounds
        self._ground_keys = {_apostrophes(g): g for g in grounds}
        ground_alt = _APOSTROPHE_RE.sub("['’]", _alternation(grounds))
        self._venue_re = re.compile(rf"(?<![\w-])(?:{ground_alt})(?![\w-])") if grounds else None

    def clubs_in(self, text: str) -> list[str]:
        """Return canonical clubs named in ``text``, in order, each once."""
        found = [
            self.club_forms[_strip_possessive(m.group(0))] for m in self._club_re.finditer(text)
        ]
        return list(dict.fromkeys(found))

    def players_in(self, text: str) -> list[str]:
        if self._player_re is None:
            return []
        return list(
            dict.fromkeys(self._player_forms[m.group(0)] for m in self._player_re.finditer(text))
        )

    def venue_home(self, text: str, among: Iterable[str] | None = None) -> str | None:
        """Return the home club of the first ground named in ``text`` (a register ground or
        a learned one), None when there is none or two clubs share it. With ``among`` (a
        match's two sides) only those clubs count, so a shared ground ("San Siro") still
        tells Inter's home game against a third club."""
        if self._venue_re is None:
            return None
        m = self._venue_re.search(text)
        if m is None:
            return None
        clubs = self.grounds[self._ground_keys[_apostrophes(m.group(0))]]
        if among is not None:
            sides = set(among)
            clubs = tuple(c for c in clubs if c in sides)
        return clubs[0] if len(clubs) == 1 else None


def _alternation(forms: Iterable[str]) -> str:
    # Longest first, so "Port Ellory" wins over "Port" and "Hollowell Park Rangers" over "Hollowell".
    return "|".join(re.escape(f) for f in sorted(set(forms), key=len, reverse=True))


def _strip_possessive(text: str) -> str:
    return re.sub(r"['’]s?$", "", text)


def _apostrophes(text: str) -> str:
    return _APOSTROPHE_RE.sub("'", text)


# --------------------------------------------------------------------------------------------
# step 1: one article
# --------------------------------------------------------------------------------------------


def sentences(text: str) -> list[tuple[int, int, int]]:
    """Return (start, end, paragraph index) for each sentence of ``text``."""
    out = []
    for p_index, (p_start, p_end) in enumerate(paragraphs(text)):
        para = text[p_start:p_end]
        pos = 0
        for m in _SENTENCE_END.finditer(para):
            out.append((p_start + pos, p_start + m.start(), p_index))
            pos = m.end()
        if pos < len(para):
            out.append((p_start + pos, p_end, p_index))
    return out


def paragraphs(text: str) -> list[tuple[int, int]]:
    """Return (start, end) of each blank-line separated paragraph."""
    spans, pos = [], 0
    for m in re.finditer(r"\n\s*\n", text):
        if m.start() > pos:
            spans.append((pos, m.start()))
        pos = m.end()
    if pos < len(text):
        spans.append((pos, len(text)))
    return spans


def incident_kinds(sentence: str) -> tuple[str, ...]:
    """Return the incident type codes whose patterns match ``sentence`` (priority order)."""
    kinds = [k for k, res in _TYPE_RES.items() if any(r.search(sentence) for r in res)]
    # "penalty ... overturned" also matches the plain penalty pattern; the overturn is the news.
    if "penalty-overturned" in kinds and "penalty" in kinds:
        kinds.remove("penalty")
    return tuple(kinds)


def _clauses(sentence: str) -> tuple[str, str]:
    """Return ``sentence`` split into its factual and its conditional clauses (see
    :data:`HYPOTHETICAL_RE`), each part joined in order."""
    pieces, pos = [], 0
    for m in _CLAUSE_SPLIT.finditer(sentence):
        pieces.append(sentence[pos : m.end()])
        pos = m.end()
    pieces.append(sentence[pos:])
    conditional = [i == 0 and bool(INVERTED_CONDITIONAL_RE.match(p)) for i, p in enumerate(pieces)]
    conditional = [
        c or bool(HYPOTHETICAL_RE.search(p)) for c, p in zip(conditional, pieces, strict=True)
    ]
    return (
        "".join(p for p, c in zip(pieces, conditional, strict=True) if not c),
        "".join(p for p, c in zip(pieces, conditional, strict=True) if c),
    )


def factual(sentence: str) -> str:
    """Return ``sentence`` without its conditional clauses (see :data:`HYPOTHETICAL_RE`)."""
    return _clauses(sentence)[0]


def stated_kinds(sentence: str) -> tuple[tuple[str, ...], bool]:
    """Return the sentence's incident types and whether they are only hypothetical.

    The types its factual clauses name (:func:`factual`); when only a conditional clause names
    one ("if VAR had given a penalty ..."), those types, flagged True.
    """
    stated, conditional = _clauses(sentence)
    kinds = incident_kinds(stated)
    if kinds:
        return kinds, False
    kinds = incident_kinds(sentence)
    # A type whose pattern needs a factual clause as well ("The VAR must have checked, and the
    # penalty was given": the review in the condition, the decision stated) is stated: only
    # the types the conditional clauses name by themselves are hypothetical.
    conditional_kinds = set(incident_kinds(conditional))
    return kinds, bool(kinds) and all(k in conditional_kinds for k in kinds)


def find_minute(text: str, near: int | None = None) -> tuple[int, str] | None:
    """Return (minute, label) of the minute phrase in ``text`` closest to offset ``near``.

    Stoppage time counts from 90 or 45 ("90+3" -> (93, "90+3'")).
    """
    found: list[tuple[int, int, str]] = []
    for regex in _MINUTE_RES:
        for m in regex.finditer(text):
            groups = m.groups()
            if groups[0].lower() in _WORD_ORDINALS:
                added = _WORD_ORDINALS[groups[0].lower()]
                value, label = 90 + added, f"90+{added}'"
            elif len(groups) > 1 and groups[1]:
                base, added = int(groups[0]), int(groups[1])
                value, label = base + added, f"{base}+{added}'"
            else:
                value = int(groups[0])
                label = f"{value}'" if value <= 90 else f"90+{value - 90}'"
            if 1 <= value <= 130:
                found.append((m.start(), value, label))
    if not found:
        return None
    anchor = near if near is not None else 0
    pos, value, label = min(found, key=lambda f: abs(f[0] - anchor))
    return value, label


def named_day(text: str, published: date | None) -> date | None:
    """Return the day the first weekday in ``text`` names: the last such day on or before
    ``published`` ("Saturday's penalty" in a Monday paper is two days before it); weekdays in
    a sentence that looks ahead (:data:`FUTURE_SENTENCE_RE`) name no match played."""
    if published is None:
        return None
    found = (
        WEEKDAY_RE.search(sentence)
        for sentence in _SENTENCE_SPLIT_RE.split(text)
        if not FUTURE_SENTENCE_RE.search(sentence)
    )
    m = next((f for f in found if f is not None), None)
    if m is None:
        return None
    weekday = WEEKDAYS.index(m.group(1).lower())
    return published - timedelta(days=(published.weekday() - weekday) % 7)


def find_month(text: str, published: date | None) -> int | None:
    """Return the month ``text`` names ("in October", "on September 27", "last month")."""
    m = _MONTH_RE.search(text)
    if m:
        return MONTHS[m.group(1).lower()]
    if published and _LAST_MONTH_RE.search(text):
        return 12 if published.month == 1 else published.month - 1
    return None


def as_date(value: Any) -> date | None:
    """Return the date of an ISO date/datetime string (or date), None when unreadable."""
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return datetime.fromisoformat(str(value).strip().replace("Z", "+00:00")).date()
    except ValueError:
        try:
            return pd.Timestamp(str(value)).date()
        except (ValueError, TypeError):
            return None


def incident_day(key: Any) -> date | None:
    """Return the match day an incident key starts with (see :attr:`Incident.key`), else None."""
    if not isinstance(key, str):
        return None
    try:
        return date.fromisoformat(key[:10])
    except ValueError:
        return None


def parse_day(value: Any) -> date:
    """Return a day given by a user (a filter bound) as a date; raise ValueError if it is not one.

    Stricter than :func:`as_date`, which reads whatever dates articles carry: a filter
    such as "01/09/2025" (9 January or 1 September?) or "2025-02-30" must fail loudly, not
    silently select the wrong days or none.
    """
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = str(value).strip()
    for parse in (date.fromisoformat, datetime.fromisoformat):
        try:
            parsed = parse(text)
        except ValueError:
            continue
        return parsed.date() if isinstance(parsed, datetime) else parsed
    raise ValueError(f"{text!r} is not a day: use YYYY-MM-DD, for instance 2025-08-23")


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


def detect(article: Article, names: Names) -> ArticleIncidents:
    """Return the article's match and every sentence that reports a VAR decision.

    The headline counts as a sentence before the text (offsets -1, -1, paragraph -1).
    """
    published = as_date(article.published)
    match, source, line_day = _find_match(article, names)
    text = article.text
    spans = sentences(text)
    units = [(-1, -1, -1, article.title or "")] + [(s, e, p, text[s:e]) for s, e, p in spans]
    mentions: list[Mention] = []
    for i, (start, end, para, sentence) in enumerate(units):
        kinds, hypothetical = stated_kinds(sentence)
        prev_ = units[i - 1][3] if i > 1 and units[i - 1][2] == para else ""
        next_ = units[i + 1][3] if i + 1 < len(units) and units[i + 1][2] == para else ""
        if not kinds and DECISION_RE.search(sentence):
            # "He showed a yellow. The VAR sent him to the monitor." -- the type is next door.
            kinds, hypothetical = stated_kinds(f"{prev_}\n{next_}")
        if not kinds:
            continue
        clubs = names.clubs_in(sentence) or names.clubs_in(prev_)
        window = f"{prev_} {sentence} {next_}"
        minute = find_minute(sentence) or find_minute(window, near=len(prev_) + 1)
        mentions.append(
            Mention(
                article_id=article.id,
                start=start,
                end=end,
                paragraph=para,
                kinds=kinds,
                clubs=tuple(clubs),
                home=names.venue_home(sentence),
                minute=minute[0] if minute else None,
                minute_text=minute[1] if minute else None,
                players=tuple(names.players_in(window)),
                month=find_month(sentence, published),
                hypothetical=hypothetical,
                day=named_day(sentence, published),
            )
        )
    # "Mensah-Reid scored in the 78th minute, but the VAR..." often sits a paragraph away
    # from "ruled out for offside": a decision sentence's minute serves its neighbours.
    timed = [
        (para, found)
        for _, _, para, sentence in units
        if DECISION_RE.search(sentence) and (found := find_minute(sentence))
    ]
    named = [
        (para, names.players_in(sentence))
        for _, _, para, sentence in units
        if DECISION_RE.search(sentence) or incident_kinds(sentence)
    ]
    for i, m in enumerate(mentions):
        if m.minute is None:
            near = [found for para, found in timed if abs(para - m.paragraph) <= 1 and para >= 0]
            if near:
                m = mentions[i] = replace(m, minute=near[0][0], minute_text=near[0][1])
        if not m.players:
            near_players = [p for para, ps in named if abs(para - m.paragraph) <= 1 for p in ps]
            if near_players:
                mentions[i] = replace(m, players=tuple(dict.fromkeys(near_players)))
    head = "\n\n".join([article.title or "", *text.split("\n\n")[:2]])
    meta = article.meta or {}
    meta_days = (as_date(meta.get(f)) for f in MATCH_DAY_FIELDS if meta.get(f))
    found = ArticleIncidents(
        article.id,
        published,
        match,
        source,
        mentions,
        paragraphs(text),
        tuple(names.clubs_in(head)),
        meta_day=next((d for d in meta_days if d is not None), None),
        lead_day=named_day(head, published),
        # A date after publication on the match line is a preview's fixture, not played yet.
        line_day=line_day if line_day and (published is None or line_day <= published) else None,
    )
    return _as_womens_game(found) if womens_game(article) else found


def womens_game(article: Article) -> bool:
    """Return whether the stored article reports on the women's game
    (:func:`nlp.football.womens_game.is_womens_game` on its headline, its ``competition``
    and its first WOMENS_GAME_LEAD_PARAGRAPHS blank-line paragraphs)."""
    competition = str((article.meta or {}).get("competition") or "")
    lead = " ".join(article.text.split("\n\n")[:WOMENS_GAME_LEAD_PARAGRAPHS])
    return is_womens_game(article.title or "", lead, competition)


def womens_team(club: str) -> str:
    """Return the name of ``club``'s women's team ("Arsenal" -> "Arsenal Women"); a name
    that already is one ("Arsenal Women", "Lyon Féminin") is kept."""
    if WOMENS_TEAM_NAME_RE.search(club):
        return club
    return f"{club} {WOMENS_TEAM_SUFFIX}"


def _as_womens_game(det: ArticleIncidents) -> ArticleIncidents:
    """Return a women's game report's detection with its clubs as the women's teams.

    Registers list the men's clubs, so a WSL report's "Arsenal" is found as the men's club;
    keyed as such, its incidents would merge with the men's match of the same weekend and its
    reactions count under the men's club.
    """
    mentions = [
        replace(
            m,
            clubs=tuple(womens_team(c) for c in m.clubs),
            home=womens_team(m.home) if m.home else None,
        )
        for m in det.mentions
    ]
    match = (womens_team(det.match[0]), womens_team(det.match[1])) if det.match else None
    return replace(
        det,
        match=match,
        mentions=mentions,
        clubs=tuple(womens_team(c) for c in det.clubs),
        womens=True,
    )


def learn_venues(articles: Sequence[Article], names: Names) -> dict[str, str]:
    """Return ground name -> home club, learned from articles whose match order is known.

    A phrase after "at"/"to"/"from" counts for the home side of the article's match; a phrase
    that is a club, a player, a month or a weekday never counts. Kept when seen in two or
    more articles and with one home club in at least 60% of them: grounds are named far more
    often than any other capitalised place.
    """
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    skip = {w.capitalize() for w in (*MONTHS, *WEEKDAYS)} | {"Christmas", "The", "VAR"}
    for article in articles:
        match, source = find_match(article, names)
        if match is None or source not in ("meta", "score"):
            continue
        seen: set[str] = set()
        for m in VENUE_RE.finditer(article.text):
            phrase = m.group(1).strip()
            if phrase.split()[-1] in skip or phrase in skip:
                continue
            if names.clubs_in(phrase) or names.players_in(phrase):
                continue
            seen.add(phrase)
        for phrase in seen:
            votes[phrase][match[0]] += 1
    venues = {}
    for phrase, counter in votes.items():
        club, count = counter.most_common(1)[0]
        if count >= 2 and count / sum(counter.values()) >= 0.6:
            venues[phrase] = club
    return venues


# --------------------------------------------------------------------------------------------
# step 2: group across outlets
# --------------------------------------------------------------------------------------------


def compatible(a: str | None, b: str | None) -> bool:
    """Return True when incident types ``a`` and ``b`` can describe one decision."""
    if a is None or b is None or a == b:
        return True
    if a in _WILDCARD_TYPES or b in _WILDCARD_TYPES:
        return True
    return frozenset({a, b}) in COMPATIBLE


def _minutes_agree(a: int | None, b: int | None) -> bool:
    return a is None or b is None or abs(a - b) <= MINUTE_SLACK


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
    incidents: list[Incident] = []
    grouping = Grouping(incidents, detections)

    # First-hand reports: an article with a known match and a decision about it. A match
    # guessed from the lead ("lead"/"result") that fits an incident older than the window is
    # a recollection (a feature about last month's red card), not a new incident.
    for det in ordered:
        own = _own_mentions(det)
        if not own or det.published is None or det.match is None:
            continue
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
                continue
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

    for inc in incidents:
        inc.kind = _vote_kind(inc.kind_votes) or inc.kind
    _settle_incidents(incidents)

    # Recollections: any other mention that matches an earlier incident on enough clues.
    for det in ordered:
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
    return grouping


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


# --------------------------------------------------------------------------------------------
# step 3: quotes
# --------------------------------------------------------------------------------------------

#: A quote takes the incident of a mention at most this many paragraphs before it.
QUOTE_REACH_PARAGRAPHS = 3


def quote_incident(
    grouping: Grouping,
    article_id: str,
    start: int,
    end: int,
    quote_spans: Sequence[tuple[int, int]] = (),
) -> Incident | None:
    """Return the incident a quote at [start, end) of an article is about, None if none.

    In order: a mention inside the quote; the nearest mention before it within
    :data:`QUOTE_REACH_PARAGRAPHS` paragraphs; a mention later in the same paragraph ("...,"
    he said of the overturned penalty); the article's own incident; for an article written
    within :data:`WINDOW_DAYS` of an incident it mostly recalls, that incident. A mention
    inside another of the article's quotes (``quote_spans``: "In January at Drover's Lane it
    took away a goal", a speaker recalling an old grievance) is that quote's alone: it does
    not carry over to the quotes after it, which stay with the article's own match.
    """
    det = grouping.articles.get(article_id)
    if det is None:
        return None
    linked = [
        (m, grouping.mention_incident[(article_id, m.start)])
        for m in det.mentions
        if (article_id, m.start) in grouping.mention_incident
    ]
    inside = [i for m, i in linked if m.start < end and m.end > start]
    if inside:
        return grouping.incidents[inside[0]]
    linked = [(m, i) for m, i in linked if not _mostly_quoted(m, quote_spans)]
    quote_para = _paragraph_of(det, start)
    before = [
        (m, i)
        for m, i in linked
        if m.end <= start and quote_para - m.paragraph <= QUOTE_REACH_PARAGRAPHS
    ]
    if before:
        return grouping.incidents[before[-1][1]]
    after = [i for m, i in linked if m.start >= end and m.paragraph == quote_para]
    if after:
        return grouping.incidents[after[0]]
    if article_id in grouping.primary:
        return grouping.incidents[grouping.primary[article_id]]
    counts = Counter(i for _, i in linked)
    if counts and det.published is not None:
        index, n = counts.most_common(1)[0]
        inc = grouping.incidents[index]
        # Only for reaction pieces of the days after: a feature months later quotes people
        # on VAR in general as often as on the incident it recalls.
        if n > sum(counts.values()) - n and 0 <= (det.published - inc.date).days <= WINDOW_DAYS:
            return inc
    return None


def _mostly_quoted(m: Mention, quote_spans: Sequence[tuple[int, int]]) -> bool:
    """True when most of mention ``m`` lies inside one of ``quote_spans`` (a quote's span
    leaves out its opening mark, which a sentence's mention takes in)."""
    inside = max((min(m.end, b) - max(m.start, a) for a, b in quote_spans), default=0)
    return inside * 2 > m.end - m.start


def _paragraph_of(det: ArticleIncidents, offset: int) -> int:
    for index, (p_start, p_end) in enumerate(det.paragraphs):
        if p_start <= offset < p_end or offset < p_start:
            return index
    return len(det.paragraphs) - 1


def assign_quotes(frame: pd.DataFrame, grouping: Grouping) -> pd.DataFrame:
    """Return ``frame`` with ``incident``, ``incident_type``, ``minute`` and ``match`` columns.

    Only quotes about VAR (``about_var`` true) get an incident; ``match`` is the incident's
    match, else the article's own match, else None. In a report on the women's game the
    ``club`` of each quote is the club's women's team ("Arsenal Women", :func:`womens_team`).
    """
    out = frame.copy()
    incident, kind, minute, match = [], [], [], []
    spans: dict[str, list[tuple[int, int]]] = {}
    for row in out.itertuples(index=False):
        spans.setdefault(row.article_id, []).append((int(row.start), int(row.end)))
    for row in out.itertuples(index=False):
        inc = None
        if bool(getattr(row, "about_var", False)):
            inc = quote_incident(
                grouping, row.article_id, int(row.start), int(row.end), spans[row.article_id]
            )
        det = grouping.articles.get(row.article_id)
        incident.append(inc.key if inc else None)
        kind.append(inc.kind if inc else None)
        minute.append(inc.minute_text if inc else None)
        if inc is not None:
            match.append(inc.match)
        elif det is not None and det.match is not None:
            match.append(f"{det.match[0]} v {det.match[1]}")
        else:
            match.append(None)
    out["incident"] = incident
    out["incident_type"] = kind
    out["minute"] = minute
    out["match"] = match
    if "club" in out:
        # A women's game report's speakers are the women's teams' (see womens_game): keyed
        # so, the by-club tables count them apart from the men's club of the same name.
        womens = {a for a, det in grouping.articles.items() if det.womens}
        out["club"] = [
            womens_team(club) if article_id in womens and isinstance(club, str) and club else club
            for article_id, club in zip(out["article_id"], out["club"], strict=True)
        ]
    return out


def attach_incidents(
    frame: pd.DataFrame, articles: Iterable[Article], register: Register | None = None
) -> tuple[pd.DataFrame, Grouping]:
    """Group ``articles`` into incidents and label the quotes of ``frame`` with them.

    Returns the labelled frame (see :func:`assign_quotes`) and the :class:`Grouping`.
    """
    articles = list(articles)
    register = register or register_for(articles, frame)
    grouping = group(articles, register)
    return assign_quotes(frame, grouping), grouping


def register_for(articles: Sequence[Article], frame: pd.DataFrame | None = None) -> Register:
    """Return the built-in register plus the clubs these articles and quotes name.

    For a store analysed without ``--register`` files at hand: the canonical club names in
    the quotes and in front matter (``home``/``away``) are enough to find matches, though
    nicknames are then unknown.
    """
    from nlp.football.registers import Club

    names: set[str] = set()
    for a in articles:
        for key in ("home", "away"):
            if a.meta.get(key):
                names.add(str(a.meta[key]))
    if frame is not None and "club" in frame:
        names.update(str(c) for c in frame["club"].dropna().unique())
    base = Register.load()
    known = {name_key(c.name) for c in base.clubs}
    extra = [Club(name=n, short=n.split()[0]) for n in sorted(names) if name_key(n) not in known]
    if not extra:
        return base
    return Register(
        clubs=(*base.clubs, *extra),
        people=base.people,
        outlets=base.outlets,
        bodies=base.bodies,
        competitions=base.competitions,
        var_terms=base.var_terms,
        user_club_keys=frozenset(name_key(c.name) for c in extra),
    )


# --------------------------------------------------------------------------------------------
# evaluation against gold incident ids
# --------------------------------------------------------------------------------------------


def evaluate(
    grouping: Grouping, gold: pd.DataFrame, labelled: pd.DataFrame | None = None
) -> dict[str, Any]:
    """Score the grouping against gold quotes that carry an ``incident`` id.

    Article level: each (article, gold incident) pair, from the article's about-VAR gold
    quotes, against each (article, predicted key) pair. Every key is mapped to the gold
    incident most of its articles carry; **purity** is the share of predicted pairs whose
    article really has that key's gold incident; **coverage** is the share of gold pairs
    found. Quote level (when ``labelled`` -- the gold frame after :func:`assign_quotes` with
    the gold id kept as ``gold_incident`` -- is given): **quote_accuracy** over about-VAR
    quotes with a gold incident, and **quote_false_incident** over about-VAR quotes without.

    Returns a dict of those figures plus the key -> gold id mapping.
    """
    gold_pairs = {
        (r.article_id, r.incident)
        for r in gold.itertuples(index=False)
        if isinstance(r.incident, str) and r.incident
    }
    pred_pairs = {(a, k) for a, keys in grouping.article_keys().items() for k in keys}
    gold_by_article: dict[str, set[str]] = defaultdict(set)
    for a, g in gold_pairs:
        gold_by_article[a].add(g)
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    for a, k in pred_pairs:
        for g in gold_by_article.get(a, ()):
            votes[k][g] += 1
    mapping = {k: c.most_common(1)[0][0] for k, c in votes.items()}
    correct = sum(1 for a, k in pred_pairs if mapping.get(k) in gold_by_article.get(a, ()))
    found = {(a, mapping[k]) for a, k in pred_pairs if k in mapping} & gold_pairs
    gold_ids = {g for _, g in gold_pairs}
    result: dict[str, Any] = {
        "gold_incidents": len(gold_ids),
        "predicted_incidents": len(grouping.incidents),
        "gold_incidents_found": len(set(mapping.values()) & gold_ids),
        "gold_pairs": len(gold_pairs),
        "predicted_pairs": len(pred_pairs),
        "purity": round(correct / len(pred_pairs), 3) if pred_pairs else 0.0,
        "coverage": round(len(found) / len(gold_pairs), 3) if gold_pairs else 0.0,
        "mapping": dict(sorted(mapping.items(), key=lambda kv: kv[1])),
    }
    if labelled is not None:
        var = labelled[labelled["about_var"].fillna(False).astype(bool)]
        with_gold = var[var["gold_incident"].notna()]
        without = var[var["gold_incident"].isna()]
        hits = sum(
            mapping.get(k) == g
            for k, g in zip(with_gold["incident"], with_gold["gold_incident"], strict=True)
        )
        result["quote_accuracy"] = round(hits / len(with_gold), 3) if len(with_gold) else 0.0
        result["quote_false_incident"] = (
            round(float(without["incident"].notna().mean()), 3) if len(without) else 0.0
        )
        result["quotes_scored"] = len(with_gold)
    return result


def meta_of(value: Any) -> dict[str, Any]:
    """Return an ``article_meta`` cell (JSON text or dict) as a dict."""
    if isinstance(value, dict):
        return value
    if not value or (isinstance(value, float) and pd.isna(value)):
        return {}
    try:
        loaded = json.loads(value)
    except (TypeError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}
