"""The words of roles: which role, club, age or playing position a description phrase names.

``role_in_phrase("the former Blackburn striker")`` is ("player", former, where the role word
stands); :func:`describe` reads a whole phrase into a :class:`Descriptor` (role, club, a club
left, age). Phrase-level only, no parse: the speaker layers, the entity ruler and the roles
component all read roles through here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from spacy.tokens import Doc

from nlp.football.registers import Register, name_key

# Descriptor words per role, longest phrases first so "head coach" beats "coach".
ROLE_WORDS: dict[str, tuple[str, ...]] = {
    "manager": (
        "head coach",
        "interim manager",
        "caretaker manager",
        "caretaker boss",
        "interim boss",
        "assistant manager",
        "manager",
        "boss",
        "coach",
        "gaffer",
        "tactician",
    ),
    "player": (
        "centre-back",
        "centre-half",
        "full-back",
        "left-back",
        "right-back",
        "wing-back",
        "centre-forward",
        "goalkeeper",
        "keeper",
        "goalscorer",
        "striker",
        "forward",
        "winger",
        "defender",
        "midfielder",
        "playmaker",
        "captain",
        "skipper",
        "player",
        "teenager",
        "substitute",
        "debutant",
        "frontman",
        "stopper",
        "teammate",
        "team-mate",
    ),
    "pundit": (
        "pundit",
        "analyst",
        "co-commentator",
        "commentator",
        "presenter",
        "summariser",
        "broadcaster",
        "columnist and former",
        "radio host",
        "phone-in host",
        "podcast host",
        "podcaster",
        "co-host",
        "panellist",
        "panelist",
    ),
    "referee": (
        "video assistant referee",
        "assistant referee",
        "fourth official",
        "var official",
        "referee",
        "ref",
        "linesman",
        "official in charge",
    ),
    "official": (
        "chief refereeing officer",
        "head of refereeing",
        # a referees' body's posts, not a referee's: "head of referee operations"; PGMOL's
        # "general manager" (weak: a club's general manager is its executive, and the
        # register knows which)
        "head of referee operations",
        "head of referee development",
        "head of referees",
        "general manager",
        "refereeing chief",
        "referees' chief",
        "referees’ chief",
        "general secretary",
        "league chief executive",
        "spokesperson for the league",
        "refereeing body",
        "referees' body",
        "referees’ body",
        "governing body",
        "spokesman",
        "spokeswoman",
        "spokesperson",
        "chief",
        # a league's posts; a club's "head of operations" is an executive (see combine)
        "head of competitions",
        "head of competition",
        "head of match operations",
        "head of football operations",
        "head of operations",
        "head of var operations",
        "head of var",
        "head of officiating",
        "head of integrity",
        "official",
    ),
    "journalist": (
        "var writer",
        "chief football writer",
        "football writer",
        "correspondent",
        "journalist",
        "reporter",
        "editor",
        "columnist",
        "writer",
    ),
    "executive": (
        "chief executive",
        "vice-chairman",
        "chairman",
        "chairwoman",
        "chairperson",
        "sporting director",
        "director of football",
        # a club's staff above the coaches; only clubs recruit players
        "head of recruitment",
        "technical director",
        "managing director",
        "president",
        "owner",
        "co-owner",
        "ceo",
        "director",
    ),
    "fan": (
        "supporters' trust",
        "supporters’ trust",
        "supporters' club",
        "supporters’ club",
        "supporters' group",
        "supporters’ group",
        "season-ticket holder",
        "season ticket holder",
        "supporter",
        "fan",
        "ultras",
    ),
}
# Player words after "former"/"ex-" describe a pundit's past, not a current role.
FORMER_MARKERS = ("former", "ex-", "ex", "one-time", "retired", "formerly")
# Role words that say little on their own: a columnist may be a journalist or a former player
# writing as a pundit. They count only when neither a stronger descriptor nor the register
# gives a role.
WEAK_ROLE_WORDS = frozenset({"columnist", "writer", "broadcaster", "general manager"})
# Organisations whose people speak as fans, whatever their title in it ("the chair of the
# Supporters' Trust", "the spokesman for the Independent Supporters' Association").
FAN_ORG_RE = re.compile(
    r"\b(?:(?:supporters|fans)['’]?|fan)\s+(?:trust|association|club|group|federation|union|"
    r"forum|parliament|network|committee)\b"
    # "trust chair Elaine Rudd", "the trust's chair, Phil Oxtoby": in football news a bare
    # "trust" is the supporters' one, unless a charity's or a club's community trust
    r"|(?<!charitable )(?<!community )(?<!foundation )\btrust(?:['’]s)?\s+(?:chair|chairman|chairwoman|"
    r"chairperson|secretary|spokesman|spokeswoman|spokesperson|board member|treasurer)\b",
    re.I,
)
FAN_ROLE = "fan"


def fan_body_name(mention: str) -> str | None:
    """Return a supporters' body's name written in capitals ("The Fulham Supporters' Trust"
    -> "Fulham Supporters' Trust"), None for a description ("a supporters' trust member")."""
    words = mention.split()
    if len(words) < 2 or not FAN_ORG_RE.search(mention):
        return None
    if words[0].lower() == "the":
        words = words[1:]
    return " ".join(words) if all(w[:1].isupper() for w in words) else None


# Nouns after a club that make it a past tie, not the person's club now ("the Liverpool
# legend", "the Arsenal great"): the club is a former club, as after "former".
PAST_TIE_WORDS = frozenset({"legend", "legends", "great", "greats", "icon", "stalwart"})
# A club's name that is a word of a post when this word follows it.
NOT_A_CLUB_BEFORE = {"sporting": "director"}
# Words before a club that make it the one the person came from, not his own: "on loan from
# Wolves", "signed from Ajax in the summer".
ARRIVED_FROM_RE = re.compile(r"\b(?:loan|signed|joined|arrived|bought|recruited)\s+from$")
# A description's words, a hyphenated name ("Saint-Germain", "Stoke-on-Trent") one word.
PHRASE_WORD_RE = re.compile(r"[\w’'-]+")
# A prefix hyphened onto the club it marks as left ("the ex-Everton boss"): a word of its
# own, as "former" is, so that the club after it is read as a club, and a former one.
PAST_PREFIX_RE = re.compile(r"(?<![\w-])(ex)[-\u2010\u2011](?=\w)", re.I)
# Words after which a noun phrase's head is over: the role word before them is the head
# ("chair of the Trust", "spokesman for the club"), the last one before them wins otherwise
# ("chief football correspondent" is a correspondent, "PGMOL chief" a chief).
PHRASE_BREAK_RE = re.compile(r"\s(?:of|for|at|on|with|in|to|from|and|who|whose|which|,)\b", re.I)
# Playing positions a player word names, as the registers' ``position`` column spells them:
# the built-in register's broad ones ("defender") and the world register's finer ones
# ("full-back", "centre-back"), so that "the right-back" fits a world full-back.
_DEFENDERS = frozenset({"defender", "centre-back", "full-back", "wing-back"})
_FULL_BACKS = frozenset({"defender", "full-back", "wing-back"})
# News call wide and attacking midfielders wingers or forwards, and wingers midfielders
# ("the City winger" Grealish, "the Chelsea forward" Palmer): a word rules out only a
# position it is never used for.
_MIDFIELDERS = frozenset({"midfielder", "attacking midfielder", "winger"})
POSITIONS_OF_WORD: dict[str, frozenset[str]] = {
    "goalkeeper": frozenset({"goalkeeper"}),
    "keeper": frozenset({"goalkeeper"}),
    "stopper": frozenset({"goalkeeper"}),
    "striker": frozenset({"striker", "forward"}),
    "centre-forward": frozenset({"striker", "forward"}),
    "frontman": frozenset({"striker", "forward"}),
    "forward": frozenset({"striker", "forward", "winger", "attacking midfielder"}),
    "winger": frozenset({"winger", "forward", "attacking midfielder", "midfielder"}),
    # a holding midfielder dropped into the back line is "the defender" (Dier, Fabinho)
    "defender": _DEFENDERS | {"midfielder"},
    "centre-back": frozenset({"defender", "centre-back"}),
    "centre-half": frozenset({"defender", "centre-back"}),
    "full-back": _FULL_BACKS,
    "left-back": _FULL_BACKS,
    "right-back": _FULL_BACKS,
    "wing-back": _FULL_BACKS,
    "midfielder": _MIDFIELDERS,
    "playmaker": _MIDFIELDERS,
}
AGE_RE = re.compile(r"\b(\d{2})-year-old\b")


@dataclass
class Descriptor:
    """What one descriptor phrase says about a person: role, club, age and whether it is past."""

    role: str | None = None
    club: str | None = None
    former_club: str | None = None
    age: int | None = None
    former: bool = False
    phrase: str = ""
    weak: bool = False  # the role comes from a weak word (WEAK_ROLE_WORDS) or a past career


# A role phrase's organisation may be written as a possessive: "the league's chief executive"
# is a "league chief executive", "the referees's body" a "referees body". Between the words of
# a role phrase the pattern allows one, and the role's key drops it.
POSSESSIVE_GAP = r"(?:['’]s?)?\s+"
_POSSESSIVE_RE = re.compile(r"['’]s?(?=\s)")


def role_key(words: str) -> str:
    """Return the form ``ROLE_OF_WORD`` knows a matched role phrase by: lowercased, single
    spaces, no possessive inside ("League's chief executive" -> "league chief executive")."""
    return " ".join(_POSSESSIVE_RE.sub("", words.lower()).split())


def _role_pattern() -> tuple[re.Pattern[str], dict[str, str]]:
    """One alternation of every role word, longest first, and the role of each (by key)."""
    pairs = [(word, role) for role, words in ROLE_WORDS.items() for word in words]
    pairs.sort(key=lambda pair: -len(pair[0]))
    alternation = "|".join(
        POSSESSIVE_GAP.join(re.escape(part) for part in role_key(w).split()) for w, _ in pairs
    )
    # "ex-referee": the prefix is a word of its own (FORMER_MARKERS), not part of the role's
    pattern = re.compile(rf"(?:(?<![\w-])|(?<=\bex-))({alternation})s?(?![\w-])", re.I)
    return pattern, {role_key(w): role for w, role in pairs}


ROLE_PATTERN, ROLE_OF_WORD = _role_pattern()


def _role_word(phrase: str) -> re.Match[str] | None:
    """Return the role word heading ``phrase``: the last one before a break word, else the first."""
    matches = list(ROLE_PATTERN.finditer(phrase))
    if not matches:
        return None
    cut = PHRASE_BREAK_RE.search(phrase)
    limit = cut.start() if cut else len(phrase)
    before = [m for m in matches if m.end() <= limit]
    return before[-1] if before else matches[0]


def role_in_phrase(phrase: str) -> tuple[str | None, bool, int]:
    """Return (role, is_former, position) of the role word heading ``phrase``.

    "Former Blackburn and Chelsea striker" -> ("pundit", True, ...): a former player speaking now
    is a pundit unless the text gives him a current job. Anyone speaking for a supporters'
    organisation is a fan.
    """
    fan_org = FAN_ORG_RE.search(phrase)
    if fan_org:
        return FAN_ROLE, False, fan_org.start()
    match = _role_word(phrase)
    if match is None:
        return None, False, -1
    start = match.start()
    role = ROLE_OF_WORD[role_key(match.group(1))]
    before = phrase[:start].lower()
    former = any(re.search(rf"(?<!\w){re.escape(m)}\b", before) for m in FORMER_MARKERS) or bool(
        re.search(r"\bex-\s*$", before)
    )
    if former and role in ("player", "manager", "referee"):
        return "pundit", True, start
    return role, former, start


def past_role_in_phrase(phrase: str) -> str | None:
    """Return the role a phrase says someone used to have ("the former World Cup final
    referee" -> "referee", where ``role_in_phrase`` gives his role now, "pundit"), else None."""
    role, former, start = role_in_phrase(phrase)
    if role is None or not former:
        return None
    match = ROLE_PATTERN.match(phrase, start)
    return ROLE_OF_WORD[role_key(match.group(1))] if match else role


def is_weak_role_phrase(phrase: str) -> bool:
    """True when the role in ``phrase`` rests on a weak word ("columnist") or a past career."""
    if FAN_ORG_RE.search(phrase):
        return False
    match = _role_word(phrase)
    if match is None:
        return False
    return match.group(1).lower() in WEAK_ROLE_WORDS or role_in_phrase(phrase)[1]


def position_in_phrase(phrase: str) -> frozenset[str] | None:
    """Return the playing positions the phrase's player word allows, None when it names none."""
    match = _role_word(phrase)
    if match is None:
        return None
    return POSITIONS_OF_WORD.get(match.group(1).lower())


def age_in_phrase(phrase: str) -> int | None:
    """Return N from "the N-year-old", or None."""
    match = AGE_RE.search(phrase)
    return int(match.group(1)) if match else None


# -- clubs an article spells out --------------------------------------------------------
# Where an article writes out a club the register does not know whose name ends in a
# registered nickname or alias ("Penzance Gulls", "Truro Rovers"), that word on its own
# ("the Gulls captain") means the written-out club, not the registered one (Brighton):
# the football ruler records name key -> spelled-out name here, in ``doc.user_data``.
SPELLED_OUT_CLUBS_KEY = "varometer_spelled_out_clubs"


def spelled_out_clubs(doc: Doc) -> Mapping[str, str]:
    """Return name key -> the club name an article spells out for that word ("" where the
    word is also a registered club the article names, so names neither)."""
    return doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}


def club_named(
    chunk: str, register: Register, spelled_out: Mapping[str, str], before_words: bool = False
) -> str | None:
    """Return the club ``chunk`` names in this article: a spelled-out club first, else the
    register's canonical name, else None.

    A club is a proper noun: a chunk with no capital letter names none, so a "sporting
    director" is no Sporting CP man and a "united front" no club at all."""
    if not any(ch.isupper() for ch in chunk):
        return None
    key = name_key(chunk)
    named = spelled_out.get(key)
    if named is not None:
        return named or None
    club = register.club(chunk)
    if club is not None:
        return club.name
    if not before_words or " " in key:
        return None
    # "Brennock head coach" of the article's "Athletic Brennock": one spelled-out club whose
    # name has the word, before the words it qualifies (alone, "Hartlepool" is a surname)
    whole = spelled_out_words(spelled_out).get(key, set())
    return next(iter(whole)) if len(whole) == 1 else None


def spelled_out_words(spelled_out: Mapping[str, str]) -> dict[str, set[str]]:
    """Return each single word of the spelled-out clubs' names of several words, with the
    clubs whose name has it ("brennock" -> {"Athletic Brennock"})."""
    words: dict[str, set[str]] = {}
    for key, name in spelled_out.items():
        if name and " " in key:
            for word in key.split():
                words.setdefault(word, set()).add(name)
    return words


# A governing body or a league named in a description: its president or chief executive is
# an official ("president of the Ghana Football Association"), a club's an executive.
# Not a club's ("AFC Fylde", "the FA Cup giant-killers", "a Football League club").
GOVERNING_BODY_RE = re.compile(
    r"\b(?:Football\s+(?:Association|Federation|Confederation)|Federation|Confederation|"
    r"FA(?!\s+(?:Cup|Trophy|Vase|Youth))|FIFA|UEFA|CONCACAF|CONMEBOL)\b"
)
CLUB_WORDS_RE = re.compile(r"\b(?:club|clubs|side|AFC)\b", re.I)


def describe(phrase: str, register: Register, spelled_out: Mapping[str, str]) -> Descriptor:
    """Return the role, club, age and former ties a description phrase gives its person."""
    role, former, role_at = role_in_phrase(phrase)
    club, club_is_former = _club_in_phrase(phrase, register, spelled_out)
    if (
        role == "executive"
        and club is None
        and GOVERNING_BODY_RE.search(phrase)
        and not CLUB_WORDS_RE.search(phrase)
    ):
        role = "official"
    d = Descriptor(
        role=role,
        age=age_in_phrase(phrase),
        former=former,
        phrase=phrase,
        weak=is_weak_role_phrase(phrase),
    )
    if club is not None:
        past = club_is_former or (former and role == "pundit")
        if past:
            d.former_club = club
        else:
            d.club = club
    return d


def phrase_words(phrase: str) -> list[str]:
    """Return the words of ``phrase`` a club's name is looked for in, a past-tie prefix
    ("ex-" in "the ex-Everton boss", :data:`PAST_PREFIX_RE`) split off as a word."""
    return PHRASE_WORD_RE.findall(PAST_PREFIX_RE.sub(r"\1 ", phrase))


def _club_in_phrase(
    phrase: str, register: Register, spelled_out: Mapping[str, str]
) -> tuple[str | None, bool]:
    """Return (club, mentioned as a former club) for the first club named in ``phrase``."""
    words = phrase_words(phrase)
    for i in range(len(words)):
        for size in (4, 3, 2, 1):
            chunk = " ".join(words[i : i + size])
            chunk = re.sub(r"(?:['’]s|['’])$", "", chunk)
            if not chunk or chunk.lower() in ("the", "a", "an", "former", "of"):
                continue
            after = words[i + size].lower() if i + size < len(words) else ""
            if NOT_A_CLUB_BEFORE.get(chunk.lower()) == after:
                continue  # "Sporting director Morgan De Sanctis": a post, not Sporting CP
            club = club_named(chunk, register, spelled_out, i + size < len(words))
            if club is not None:
                before = " ".join(words[:i]).lower()
                past = bool(re.search(r"\b(former|formerly|ex)\b", before))
                # "the defender on loan from Wolves", "signed from Ajax": the club he came from
                past = past or bool(ARRIVED_FROM_RE.search(before))
                return club, past or after in PAST_TIE_WORDS
    return None, False
