"""Whom a player speaks for in a report on an international match: the nation's side.

A World Cup or European Championship report quotes its players as their country's
("Griezmann said", in France v Australia, is France's forward, not Atlético's) and names
their clubs only in passing ("the Crystal Palace defender"). A report is an international's
when its headline, first paragraph or feed's competition field ("UEFA Euro 2024") names a
competition of national sides, or names two
nations and no club, and names no club match (two clubs, or a club competition: "Saka,
back from the Euros, scored as Arsenal beat Wolves" is Arsenal's). A player whose nationality's side the report names
then speaks for that side, in the women's game as in the men's named as the nation ("England",
as reports write it; a club's women's team is "Arsenal Women"). The roles component asks
:func:`national_side` once it has a player's post.
"""

from __future__ import annotations

import csv
import io
import re
from functools import cached_property, lru_cache
from importlib import resources

from spacy.tokens import Doc, Span

from nlp.config import ANONYMOUS_SPEAKER
from nlp.doc_helpers import doc_competition, doc_paragraphs, doc_text, mention_span
from nlp.football import constants as C
from nlp.football.registers import Register, name_key
from nlp.football.world import INTERNATIONAL_COMPETITION as INTERNATIONAL
from nlp.football.world import World

NATIONALITIES_FILE = ("data", "world", "nationalities.csv")  # nationality,country
# Competitions only national sides play (canonical names of data/competitions.csv).
NATIONAL_TEAM_COMPETITIONS = frozenset(
    {"World Cup", "Women's World Cup", "Euros", "Women's Euros", "Nations League"}
    | {"Copa América", "Africa Cup of Nations"}
)
NATIONS_NEEDED = 2  # "France beat Australia": two nations; one is a club report's call-up
CLUBS_OF_A_MATCH = 2  # "Arsenal beat Wolves": a club match, even in a World Cup summer
FIELD_BODY_RE = re.compile(r"^(?:UEFA|FIFA|CONMEBOL|CAF|AFC|CONCACAF)\s+")  # "UEFA Euro 2024"
SIDES_KEY = "varometer_international_sides"  # doc.user_data: read once per article


@lru_cache(maxsize=1)
def _countries() -> dict[str, str]:
    """Return the country of each nationality ("French" -> "France")."""
    path = resources.files("nlp.football").joinpath(*NATIONALITIES_FILE)
    rows = csv.DictReader(io.StringIO(path.read_text(encoding="utf-8")))
    return {row["nationality"]: row["country"] for row in rows}


class NationalSides:
    """The world register's national sides, by country and by every name they go by."""

    def __init__(self, world: World):
        self.men: dict[str, str] = {}  # country -> side ("Ireland" -> "Republic of Ireland")
        women: dict[str, str] = {}
        self.by_key: dict[str, str] = {}  # name key of any name -> the country
        self.by_name: dict[str, str] = {}  # any name as written -> the country
        for club in world.clubs:
            if club.competition != INTERNATIONAL:
                continue
            womens = club.name.endswith(f" {C.WOMENS_TEAM_SUFFIX}")
            (women if womens else self.men)[club.country] = club.name
            if not womens:
                for name in (club.name, *club.names, club.country):
                    self.by_key.setdefault(name_key(name), club.country)
                    self.by_name.setdefault(name, club.country)
        # a women's side by the nation's name ("England Women" -> "England"; see as_written)
        self.nation_of_womens = {
            name: self.men[country] for country, name in women.items() if country in self.men
        }

    @cached_property
    def _names_re(self) -> re.Pattern[str]:
        # as written, capitals and all: "England", "Republic of Ireland", "Les Bleus"
        names = sorted(self.by_name, key=len, reverse=True)
        # never the end of a place's name: "New England Revolution", "New South Wales"
        return re.compile(rf"(?<!New )(?<!South )\b(?:{'|'.join(map(re.escape, names))})\b")

    def countries_in(self, text: str) -> list[str]:
        """Return the countries whose sides ``text`` names, in order (the model tags "England
        won" as nothing, so names are found in the text, not among the entities)."""
        text = text.replace("’", "'")  # "Côte d’Ivoire" as registered, "Côte d'Ivoire"
        return list(dict.fromkeys(self.by_name[m.group()] for m in self._names_re.finditer(text)))

    def side(self, country: str) -> str | None:
        """Return the country's side, by the nation's name in either game ("England"):
        reports write "England beat Germany" of the women's sides as of the men's."""
        return self.men.get(country)

    def as_written(self, club: str) -> str:
        """Return a women's national side by the nation's name ("England Women" ->
        "England", as :meth:`side`), any other club as it is."""
        return self.nation_of_womens.get(club, club)


def international_countries(doc: Doc, sides: NationalSides, register: Register) -> list[str]:
    """Return the countries whose sides an international's report names, [] when the
    article reports no international (see the module's docstring); read once per doc."""
    kept = doc.user_data.get(SIDES_KEY)
    if kept is not None:
        return kept
    paras = doc_paragraphs(doc)
    lead_end = paras[0][1] if paras else len(doc_text(doc))
    title = doc._.title or ""
    text = doc_text(doc)
    lead_countries = sides.countries_in(f"{title}\n{text[:lead_end]}")
    lead_ents = [e for e in doc.ents if e.end_char <= lead_end]
    field = doc_competition(doc)  # a feed's "UEFA Euro 2024", "Premier League"
    competitions = [
        found.name
        for e in lead_ents
        if e.label_ == C.LABEL_COMPETITION and (found := register.competition(e.text)) is not None
    ]
    competitions += [
        found.name
        for name in (field, FIELD_BODY_RE.sub("", field))
        if name and (found := register.competition(name)) is not None
    ][:1]
    competition = any(name in NATIONAL_TEAM_COMPETITIONS for name in competitions) or any(
        # "World Cup", not the "Club World Cup"
        re.search(rf"(?<!Club )\b{re.escape(name)}\b", written)
        for name in NATIONAL_TEAM_COMPETITIONS
        for written in (title, field)
    )
    clubs = _clubs_named(doc, sides, lead_end)
    nations = set(lead_countries)
    # two nations alone are weaker evidence: no club in the next paragraph either ("...
    # after the international break, in which England beat Italy." then "Arsenal beat Wolves")
    clubs_next = _clubs_named(doc, sides, paras[1][1] if len(paras) > 1 else lead_end)
    # A club match named in the lead ("as Arsenal beat Wolves", "the Premier League
    # returned") makes a club report, whatever international its players came back from.
    club_match = len(clubs) >= CLUBS_OF_A_MATCH or any(
        name not in NATIONAL_TEAM_COMPETITIONS for name in competitions
    )
    international = not club_match and (
        competition or (len(nations) >= NATIONS_NEEDED and not clubs_next)
    )
    found = sides.countries_in(f"{title}\n{text}") if international else []
    doc.user_data[SIDES_KEY] = found
    return found


def _clubs_named(doc: Doc, sides: NationalSides, end: int) -> set[str]:
    """Return the name keys of the clubs (no national side) the entities name before ``end``."""
    return {
        name_key(e.text)
        for e in doc.ents
        if e.end_char <= end and e.label_ == C.LABEL_CLUB and name_key(e.text) not in sides.by_key
    }


def nationalities_of(countries: list[str]) -> frozenset[str]:
    """Return the nationalities of these countries ("France" -> "French")."""
    wanted = set(countries)
    return frozenset(n for n, c in _countries().items() if c in wanted)


def national_side(
    doc: Doc, sides: NationalSides, register: Register, nationality: str | None
) -> str | None:
    """Return the side a player of ``nationality`` speaks for in this report: his
    country's, when the report is an international's and names it; else None."""
    country = _countries().get(nationality or "")
    if country is None or country not in international_countries(doc, sides, register):
        return None
    return sides.side(country)


# Words of the game that, with a nation named, make a text a football report (an
# international's report names no club); lowercased.
FOOTBALL_WORDS = frozenset(
    {"var", "referee", "penalty", "offside", "goalkeeper", "striker", "midfielder", "defender"}
    | {"goal", "goals", "match", "squad", "tournament", "qualifier", "stoppage", "handball"}
)
GAME_LABELS = frozenset({C.LABEL_COMPETITION, C.LABEL_VAR_TERM})  # only football names them
FOOTBALL_WORDS_NEEDED = 2  # "goal" alone is also a policy's, "match" a tennis player's
NATION_LABELS = frozenset({"GPE", "NORP", "ORG", C.LABEL_CLUB})  # a national side, as tagged
SUPPORTER_GROUPS = frozenset({"fans", "supporters", "followers", "support"})


def supporter_phrases(doc: Doc, table, span: Span) -> list[str]:  # noqa: ANN001
    """Return the words of the unnamed supporter's mention nearest the quote ``span`` in
    its paragraph, and the sentence before that mention's when it names supporters."""
    quote_start, quote_end = span.start_char, span.end_char
    para = next(((a, b) for a, b in doc_paragraphs(doc) if a <= quote_start < b), None)
    if para is None:
        return []
    mentions = [
        m
        for m in table.mentions
        if m.canonical == ANONYMOUS_SPEAKER and m.kind == "person" and para[0] <= m.start < para[1]
    ]
    if not mentions:
        return []
    near = min(mentions, key=lambda m: max(quote_start - m.end, m.start - quote_end, 0))
    tokens = mention_span(doc, near)
    if tokens is None:
        return [near.text]
    sent = tokens.sent
    before = doc[sent.start - 1].sent if sent.start > 0 else None
    # the sentence before speaks of them only when it names supporters ("Scotland fans
    # were still singing"), not a goal ("Wirtz scored for Germany")
    if before is None or not any(t.lower_ in SUPPORTER_GROUPS for t in before):
        return [near.text]
    return [near.text, before.text]


def nations_named(doc: Doc) -> list[str]:
    """Return the nations the text names: the national sides an international's report
    means."""
    return list(
        dict.fromkeys(
            e.text for e in doc.ents if e.label_ == "GPE" and name_key(e.text) in C.NATION_NAMES
        )
    )


def about_football(doc: Doc) -> bool:
    """True when the text names a competition or the VAR, or a nation beside a word of the
    game: a football report that names no club (an international's)."""
    if any(e.label_ in GAME_LABELS for e in doc.ents):
        return True
    words = {t.lower_ for t in doc}
    return len(words & FOOTBALL_WORDS) >= FOOTBALL_WORDS_NEEDED and any(
        name_key(e.text) in C.NATION_NAMES for e in doc.ents if e.label_ in NATION_LABELS
    )
