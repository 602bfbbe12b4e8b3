"""Fixed values used by the football registers (file names, headers, word lists, labels).

Kept apart from the loading logic in :mod:`nlp.football.registers` so that tuning a word
list never means touching code.
"""

from __future__ import annotations

import re

# --- built-in data files (inside the package, read with importlib.resources) -------------

DATA_DIR = "data"
CLUBS_FILE = "clubs.csv"
PEOPLE_FILE = "people.csv"
OUTLETS_FILE = "outlets.csv"
BODIES_FILE = "bodies.csv"
COMPETITIONS_FILE = "competitions.csv"
DEMONYMS_FILE = "demonyms.csv"
VAR_TERMS_FILE = "var_terms.txt"
STADIUMS_FILE = "stadiums.csv"  # club -> the names of its ground(s)

MULTI_SEP = "|"  # separator of multi-valued cells
COMMENT_PREFIX = "#"  # user files may hold comment lines starting with this

CLUB_COLUMNS: tuple[str, ...] = ("name", "short", "nicknames", "aliases", "country", "competition")
# Optional in a user clubs.csv (and absent from the built-in one, whose grounds are in
# STADIUMS_FILE): the club's ground(s), |-separated.
CLUB_STADIUM_COLUMN = "stadium"
STADIUM_COLUMNS: tuple[str, ...] = ("club", "stadiums")
PEOPLE_COLUMNS: tuple[str, ...] = (
    "name",
    "aliases",
    "role",
    "club",
    "nationality",
    "born",
    "position",
    "descriptors",
    "since",
)
OUTLET_COLUMNS: tuple[str, ...] = ("name", "aliases", "kind", "country")
BODY_COLUMNS: tuple[str, ...] = ("name", "aliases", "kind", "country")
COMPETITION_COLUMNS: tuple[str, ...] = ("name", "aliases", "country")
DEMONYM_COLUMNS: tuple[str, ...] = ("nationality", "demonyms")

# A user CSV is recognised by its header: "name" plus at least one of these columns.
CLUB_MARKER_COLUMNS = frozenset({"short", "nicknames", "competition"})
PEOPLE_MARKER_COLUMNS = frozenset(
    {"role", "born", "position", "descriptors", "nationality", "since"}
)

OUTLET_KINDS = frozenset({"broadcaster", "radio", "newspaper", "website", "agency", "programme"})
BODY_KINDS = frozenset({"referees", "governing", "league"})
DEFAULT_ROLE = "other"  # role given to a person whose role cell is empty
# The built-in registers hold facts as of this year (data/README.md); an older article may
# predate a transfer or a sacking.
BUILTIN_FACTS_YEAR = 2025
# An undated article is taken to be from the years up to this many before BUILTIN_FACTS_YEAR:
# a register post held since before them (Arteta's at Arsenal, since 2019) held for it; a
# newer one (Conte's at Napoli, since 2024) may not have (registers.Register.holds).
UNDATED_ARTICLE_YEARS = 3

# --- name keys ----------------------------------------------------------------------------

# Letters that Unicode NFKD does not decompose into a base letter plus accents.
FOLD_LETTERS: dict[str, str] = {
    "ø": "o",
    "Ø": "O",
    "æ": "ae",
    "Æ": "AE",
    "œ": "oe",
    "Œ": "OE",
    "ß": "ss",
    "ł": "l",
    "Ł": "L",
    "đ": "d",
    "Đ": "D",
    "ð": "d",
    "Ð": "D",
    "þ": "th",
    "Þ": "Th",
    "ı": "i",
}
APOSTROPHES = "'’‘`´ʼ"  # all read as a plain apostrophe
LEADING_ARTICLE = "the"
# The company form a club's name may be written with and the register may leave out:
# "Harbourside Athletic FC" is Harbourside Athletic.
# Not "SC" or "CF": Barcelona SC is Ecuador's club, not Barcelona.
CLUB_FORM_SUFFIX = r"(?:a\.?f\.?c\.?|f\.?c\.?|football\s+club)"

# Surname particles kept with the surname ("van Dijk", "de Jong").
SURNAME_PARTICLES = frozenset(
    {
        "van",
        "von",
        "de",
        "da",
        "di",
        "del",
        "della",
        "dos",
        "das",
        "der",
        "den",
        "le",
        "la",
        "ten",
        "ter",
    }
)

# --- ambiguity ------------------------------------------------------------------------------

# Club aliases that never identify one club on their own, even when the built-in register
# lists them for a single club ("Rovers", "Town"). Keys as made by ``name_key``.
GENERIC_CLUB_KEYS = frozenset(
    {
        "united",
        "utd",
        "city",
        "athletic",
        "real",
        "town",
        "rovers",
        "albion",
        "wanderers",
        "county",
        "union",
        "borussia",
        "olympique",
        "dynamo",
        "dinamo",
        "fc",
        "club",
        "madrid",
        "paris",
    }
)

# Words other clubs' names end with ("Queens Park Rangers", "Notts County"): a registered
# club of that one-word name grows into a longer spelled-out name (nlp.entities), and a name
# ending with one before ", who" is a team, not a person (nlp.speakers).
CLUB_SUFFIX_WORDS = frozenset(
    {"rangers", "rovers", "united", "city", "town", "athletic", "wanderers", "albion", "county"}
)

# Words other clubs' names start with ("Athletic Brennock", "Sporting Corriston"): a
# capitalised place word after one is a club of the article's own (nlp.entities), and the
# place word alone then names it too.
CLUB_PREFIX_WORDS = frozenset({"athletic", "sporting", "racing", "real", "dynamo"})

# Multi-word club names made of everyday words: matched with exact case, not lower case.
EXACT_CASE_CLUB_KEYS = frozenset({"young boys", "red star"})

# Surnames too common (or shared with well-known players) to tag on their own as a
# register person; ``Register.person`` still resolves them when unique in the register.
SURNAME_PATTERN_STOPLIST = frozenset(
    {
        "alonso",
        "dean",
        "enrique",
        "frank",
        "gallagher",
        "henry",
        "johnson",
        "keane",
        "masters",
        "neville",
        "oliver",
        "perez",
        "redknapp",
        "richards",
        "schmeichel",
        "silva",
        "simeone",
        "taylor",
        "wright",
    }
)

# --- entity patterns ----------------------------------------------------------------------

LABEL_CLUB = "CLUB"
LABEL_PERSON = "PERSON"
LABEL_OUTLET = "OUTLET"
LABEL_BODY = "BODY"
LABEL_COMPETITION = "COMPETITION"
LABEL_VAR_TERM = "VAR_TERM"

# Words a sentence may open with before a club's nickname that describe a person, not a
# place: "Lifelong United fan Jo Banks" is a United fan, not a club called "Lifelong United"
# (the tagger reads such a capitalised first word as a proper noun).
PERSON_DESCRIBING_WORDS = frozenset(
    {"lifelong", "diehard", "die-hard", "loyal", "local", "proud", "devoted", "passionate"}
    | {"long-suffering", "veteran", "furious", "angry", "disgruntled", "travelling"}
    | {"former", "ex", "boyhood", "fellow", "rival", "one", "another"}
)

# Lowercase particles inside Dutch and German names ("Erik ten Hag", "Rafael van der Vaart"),
# which the stock model splits into a first name and a number or an organisation. Romance
# ones ("de", "da", "del") are left out: they join place and event names too ("Stade de
# France", "Copa del Rey").
NAME_PARTICLES: tuple[str, ...] = ("van", "von", "ten", "ter")
NAME_SECOND_PARTICLES: tuple[str, ...] = ("der", "den", "de")

# When the same token pattern would carry several labels ("Premier League" is both a league
# body and a competition), the label listed first wins.
LABEL_PRECEDENCE: tuple[str, ...] = (
    LABEL_BODY,
    LABEL_OUTLET,
    LABEL_COMPETITION,
    LABEL_CLUB,
    LABEL_PERSON,
    LABEL_VAR_TERM,
)

# Pattern id of a club alias that matches several clubs ("City", "United"): this prefix plus
# the alias key, e.g. "ambiguous:united". Resolve with ``Register.club_candidates``.
AMBIGUOUS_ID_PREFIX = "ambiguous:"

# National sides (and the confederations and nicknames that stand for them), so that
# "Brazil striker" or "the France coach" names no club when an article's own clubs are read
# from its text (nlp.entities.article_club_names). Keys as name_key writes them.
NATION_NAMES = frozenset(
    {
        "england", "scotland", "wales", "ireland", "northern ireland", "france", "germany",
        "spain", "italy", "portugal", "netherlands", "holland", "belgium", "croatia", "serbia",
        "denmark", "norway", "sweden", "finland", "iceland", "poland", "austria", "switzerland",
        "czechia", "slovakia", "hungary", "romania", "ukraine", "turkey", "greece", "albania",
        "brazil", "argentina", "uruguay", "colombia", "chile", "peru", "ecuador", "paraguay",
        "mexico", "usa", "canada", "jamaica", "usmnt", "nigeria", "ghana", "senegal", "egypt",
        "morocco", "algeria", "tunisia", "cameroon", "ivory coast", "mali", "japan", "korea",
        "south korea", "australia", "new zealand", "iran", "saudi arabia", "qatar",
        "kosovo", "curacao", "georgia", "singapore", "malaysia", "nicaragua", "suriname",
        "united states", "czech republic", "cote divoire", "herzegovina", "bosnia and herzegovina", "armenia", "azerbaijan", "kazakhstan",
        "montenegro", "bosnia", "north macedonia", "slovenia", "bulgaria", "moldova", "latvia",
        "lithuania", "estonia", "belarus", "israel", "cyprus", "malta", "luxembourg",
        "liechtenstein", "andorra", "gibraltar", "faroe islands", "san marino", "russia",
        "costa rica", "panama", "honduras", "el salvador", "guatemala", "haiti", "trinidad",
        "trinidad and tobago", "venezuela", "bolivia", "cape verde", "south africa", "zambia",
        "dr congo", "congo", "guinea", "burkina faso", "gabon", "angola", "kenya", "uganda",
        "benin", "togo", "sierra leone", "gambia", "mauritania", "libya", "sudan", "ethiopia",
        "china", "india", "iraq", "jordan", "uzbekistan", "oman", "bahrain", "kuwait", "uae",
        "united arab emirates", "syria", "lebanon", "palestine", "thailand", "vietnam",
        "indonesia", "philippines", "north korea", "korea republic", "socceroos", "matildas",
        "lionesses", "concacaf", "uefa", "fifa", "conmebol", "caf", "afc",
    }
)  # fmt: skip
# Words that may stand before a role word without naming a club ("Interim manager",
# "Academy coach", "Club captain").
NOT_A_CLUB_WORDS = frozenset(
    {
        "former", "interim", "caretaker", "assistant", "acting", "club", "team", "academy",
        "reserve", "reserves", "youth", "women", "womens", "first-team", "new", "veteran",
        "young", "experienced", "record", "star", "stand-in", "player", "head", "chief",
        "deputy", "permanent", "joint", "senior", "fellow", "opposing", "rival", "home", "away",
        "mr", "mrs", "ms", "dr", "sir", "lord", "dame",
        # an organisation's words: "Midland Football League chief executive"
        "league", "football", "association", "federation", "council", "board", "panel",
        "group", "union", "trust", "committee", "authority", "unit", "premiership",
        "championship", "division", "cup", "referees", "officials", "standards", "players",
        "supporters", "fans", "media", "operations", "kit", "stadium", "commercial",
        "campaign", "aussie", "african", "european", "asian", "american", "geordie", "scouse",
    }
)  # fmt: skip

# --- the women's game ----------------------------------------------------------------------

# Words that mark a report on the women's game, in its headline, or in its lead when the lead
# names no men's competition (MENS_GAME_RE): a men's report may pass over "Chelsea Women beat
# Arsenal" beside its own "Premier League". Registers list the men's teams, so such a report's
# "Arsenal" is the women's team (incidents and by-club reports key it WOMENS_TEAM_SUFFIX).
# nlp.football.womens_game.is_womens_game is the one test that reads them.
WOMENS_GAME_RE = re.compile(
    r"\b(?:Women['’]s (?:Super League|Championship|FA Cup|Champions League|League Cup|game"
    r"|World Cup|Euros?\b|European Championships?|Nations League|Asian Cup)|WSL"
    r"|Lionesses|[A-Z][\w&'’.-]* Women\b(?!['’]s))"
)
MENS_GAME_RE = re.compile(
    r"(?<!Women['’]s )\b(?:Premier League|Championship|League One|League Two|EFL|FA Cup"
    r"|Champions League|Europa League|Conference League)\b"
)
WOMENS_GAME_LEAD_PARAGRAPHS = 2  # the headline line and the first paragraph of a plain text
# The name of a club's women's team: "Arsenal" -> "Arsenal Women", as the WSL names them.
WOMENS_TEAM_SUFFIX = "Women"
# Nouns for a team or a body: a nationality before one is the team's ("the Spanish
# champions", "the Italian side"), not a person's.
TEAM_NOUNS = frozenset(
    {"side", "club", "team", "champions", "champion", "giants", "outfit", "holders", "squad",
     "fa", "federation", "association", "league", "government", "national", "camp", "media",
     "press", "u21", "u21s", "under-21s", "top-flight", "game", "football"}
)  # fmt: skip
POSSESSIVE_END_RE = re.compile(r"['’]s?$")
# The words that make a club's name its women's team's ("Arsenal Women", "Lyon Féminin"):
# such a name is kept as it is, and a score line "Arsenal Women 1-1 Chelsea Women" is read.
WOMENS_TEAM_WORDS: tuple[str, ...] = (
    "Women",
    "Ladies",
    "Féminin",
    "Femenino",
    "Femminile",
    "Frauen",
)
WOMENS_TEAM_NAME_RE = re.compile(rf"\b(?:{'|'.join(WOMENS_TEAM_WORDS)})\b")
