"""Roles and clubs of speakers, read from the text's descriptors first, then from the registers.

A role is the capacity in which a person speaks: a current player on a radio show is a player,
a former player in a studio is a pundit. The text says it best ("Tottenham defender",
"former Blackburn striker ... on 5 Live", "PGMOL chief"), so descriptors around each mention win
over the register, which may be out of date.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

import nlp.extensions  # noqa: F401  (span._.role, span._.club; reads span._.attribution)
from nlp.config import ANONYMOUS_SPEAKER
from nlp.doc_helpers import (
    ANONYMOUS_ROLE,
    doc_text,
    load_register,
    mention_span,
    published_date,
    published_year,
    reports_womens_game,
)
from nlp.football.constants import LABEL_CLUB
from nlp.football.known import (
    Known,
    article_day,
    known_by_name,
    known_by_surname,
    known_in_post,
    shipped_world,
)
from nlp.football.registers import Register, name_key
from nlp.football.world import World
from nlp.tokens import CharRanges, entities, is_root, up_from

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
WEAK_ROLE_WORDS = frozenset({"columnist", "writer", "broadcaster"})
# Organisations whose people speak as fans, whatever their title in it ("the chair of the
# Supporters' Trust", "the spokesman for the Independent Supporters' Association").
FAN_ORG_RE = re.compile(
    r"\b(?:(?:supporters|fans)['’]?|fan)\s+(?:trust|association|club|group|federation|union|"
    r"forum|parliament|network|committee)\b"
    # "trust chair Elaine Rudd": in football news a bare "trust" is the supporters' one,
    # unless a charity's or a club's community trust
    r"|(?<!charitable )(?<!community )(?<!foundation )\btrust\s+(?:chair|chairman|chairwoman|"
    r"chairperson|secretary|spokesman|spokeswoman|spokesperson|board member|treasurer)\b",
    re.I,
)
FAN_ROLE = "fan"
# Nouns after a club that make it a past tie, not the person's club now ("the Liverpool
# legend", "the Arsenal great"): the club is a former club, as after "former".
PAST_TIE_WORDS = frozenset({"legend", "legends", "great", "greats", "icon", "stalwart"})
# A description's words, a hyphenated name ("Saint-Germain", "Stoke-on-Trent") one word.
PHRASE_WORD_RE = re.compile(r"[\w’'-]+")
# A prefix hyphened onto the club it marks as left ("the ex-Everton boss"): a word of its
# own, as "former" is, so that the club after it is read as a club, and a former one.
PAST_PREFIX_RE = re.compile(r"(?<![\w-])(ex)[-\u2010\u2011](?=\w)", re.I)
# Words after which a noun phrase's head is over: the role word before them is the head
# ("chair of the Trust", "spokesman for the club"), the last one before them wins otherwise
# ("chief football correspondent" is a correspondent, "PGMOL chief" a chief).
PHRASE_BREAK_RE = re.compile(r"\s(?:of|for|at|on|with|in|to|from|and|who|whose|which|,)\b", re.I)
# Where an official body's people speak, "chief" and "spokesperson" mean official; a club's
# spokesperson speaks for the club's executives.
CLUB_SPOKESPERSON_ROLE = "executive"

# Playing positions a player word names, as the registers' ``position`` column spells them.
POSITIONS_OF_WORD: dict[str, frozenset[str]] = {
    "goalkeeper": frozenset({"goalkeeper"}),
    "keeper": frozenset({"goalkeeper"}),
    "stopper": frozenset({"goalkeeper"}),
    "striker": frozenset({"striker", "forward"}),
    "centre-forward": frozenset({"striker", "forward"}),
    "frontman": frozenset({"striker", "forward"}),
    "forward": frozenset({"striker", "forward", "winger"}),
    "winger": frozenset({"winger", "forward"}),
    "defender": frozenset({"defender"}),
    "centre-back": frozenset({"defender"}),
    "centre-half": frozenset({"defender"}),
    "full-back": frozenset({"defender"}),
    "left-back": frozenset({"defender"}),
    "right-back": frozenset({"defender"}),
    "wing-back": frozenset({"defender"}),
    "midfielder": frozenset({"midfielder"}),
    "playmaker": frozenset({"midfielder"}),
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


def club_named(chunk: str, register: Register, spelled_out: Mapping[str, str]) -> str | None:
    """Return the club ``chunk`` names in this article: a spelled-out club first, else the
    register's canonical name, else None.

    A club is a proper noun: a chunk with no capital letter names none, so a "sporting
    director" is no Sporting CP man and a "united front" no club at all."""
    if not any(ch.isupper() for ch in chunk):
        return None
    named = spelled_out.get(name_key(chunk))
    if named is not None:
        return named or None
    club = register.club(chunk)
    return club.name if club is not None else None


# -- descriptors in the text ------------------------------------------------------------
PREMODIFIER_MAX_TOKENS = 10
APPOSITIVE_MAX_TOKENS = 10
# The furthest back a description of a name is read (pre-modifiers, a leading appositive
# and its comma), in tokens.
DESCRIPTOR_LOOKBACK_TOKENS = max(PREMODIFIER_MAX_TOKENS, APPOSITIVE_MAX_TOKENS) + 2
# Parts of speech that end a pre-modifier description, unless the word is a role word or
# begins a role phrase the tagger split ("head" of "Wolves head coach" read as a verb).
STOP_POS = frozenset({"VERB", "AUX", "ADP", "PRON", "SCONJ", "PART"})
# Role phrases with "of" ("head of competitions", "director of football"). Before a name
# and its comma such a phrase is read whole, its "of" included; any other "of" ends the
# description ("the head of the players' union, Tom Reilly" names no post of ours).
OF_ROLE_PHRASES = frozenset(
    phrase for phrases in ROLE_WORDS.values() for phrase in phrases if " of " in phrase
)
# An appositive that opens with one of these is a relative clause, not a description.
RELATIVE_WORDS = frozenset({"who", "whose", "which", "that", "whom", "where", "when"})
# A relative clause after a name that says, in the present tense, whom the person plays
# for or runs ("Saka, who plays for Arsenal,", "Van Dijk, who captains Liverpool,", "Slot,
# who manages Liverpool,") ties him to that club as "Arsenal player" before the name does:
# the verb's lemma -> the role word it stands for. A past tense ("who played for Arsenal")
# is a club he left, and is not read.
RELATIVE_TIE_ROLE_WORDS = {
    "play": "player",
    "captain": "captain",
    "skipper": "captain",
    "manage": "manager",
    "coach": "coach",
}
RELATIVE_TIE_SUBJECTS = frozenset({"who"})
# In the past tense such a clause can name a club the person left ("Dyche, who managed
# Everton and Burnley,", "Kane, who played for Spurs,"), as "formerly of" does; so does
# "who left Arsenal", with no post. It gives the club as a former one and no role now (the
# descriptor's phrase keeps the past post, "former Everton manager", for "the ex-Everton
# boss" to match), so a speaker's role and club are read as before.
# Most past clauses say no such thing, so only these verbs count (lemma -> the post), and
# only when the clubs come straight after the verb and make up the rest of the clause
# (``_leading_clubs``): "who managed to score against Arsenal", "who managed two goals
# against Arsenal" and "who left Arsenal's training ground early" name no club left.
# "captain" is not one: "who captained Arsenal on Saturday" is a match report's line about
# a current player.
PAST_VERB_TAGS = frozenset({"VBD"})
PAST_TIE_ROLE_WORDS = {"manage": "manager", "coach": "coach", "play": "player"}
# Verbs that tie a person to a club only through a preposition, lemma -> it: "who played
# for Spurs" was a Spurs player, "who played Arsenal twice" an opponent (in the present tense
# "for" or "at", RELATIVE_TIE_PREPOSITIONS).
PAST_TIE_PREPOSITION_REQUIRED = {"play": "for"}
RELATIVE_LEFT_LEMMAS = frozenset({"leave", "quit"})
# A leaving is one event and may be dated after the clubs ("who left Arsenal last summer",
# "in January"): a date, opened by one of these words or by none. A post held has no such
# tail: "who played for Villa on Saturday" is a current player's match.
LEFT_DATE_PREPOSITIONS = frozenset({"in", "at", "during", "on"})
DATE_LABELS = frozenset({"DATE"})
# Words that join the clubs of a list ("Everton and Burnley", "Everton, Burnley").
CLUB_LIST_JOINERS = frozenset({"and", ",", "&"})
CLUB_NAME_MAX_TOKENS = 4  # the longest club name looked for at one place ("Brighton & Hove Albion")
POSSESSIVE_TAG = "POS"  # the tagger's tag of "'s" in "Arsenal's"
PRESENT_VERB_TAGS = frozenset({"VBZ", "VBP"})
# Words between the verb and the club ("plays for Arsenal", "plays at Arsenal").
RELATIVE_TIE_PREPOSITIONS = frozenset({"for", "at"})
# An appositive opening with a participle, or holding a finite verb, is a clause, not a
# description (the tagger calls some role words verbs, so role words are let through).
CLAUSE_OPENING_TAGS = frozenset({"VBG", "VBN", "VBD"})
APPOINTMENT_LEMMAS = frozenset({"appoint", "name", "make", "hire", "install", "elect", "sign"})
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
# "X has been appointed Leicester City manager", "X was named as the new Spurs head coach",
# "Brentford confirmed X as their head coach": the role the verb gives is the person's now,
# as a pre-modifier would say ("Leicester City manager X"), though no descriptor sits
# beside the name. The verbs that give a post, the dependencies that name it, and the
# person's own dependencies (passive subject, or object of the active verb).
APPOINTED_AS_LEMMAS = APPOINTMENT_LEMMAS | frozenset({"confirm", "unveil"})
APPOINTED_AS_PERSON_DEPS = frozenset({"nsubjpass", "dobj"})
APPOINTED_AS_POST_DEPS = frozenset({"oprd", "attr", "xcomp"})
APPOINTED_AS_PREPOSITION = "as"
# An appointment only spoken of ("could be named", "was not appointed") gives no post.
APPOINTED_AS_UNREAL_DEPS = frozenset({"neg"})
APPOINTED_AS_UNREAL_TAGS = frozenset({"MD"})
FINITE_VERB_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
# An organisation named for referees or match officials ("Professional Referees Group",
# "Match Officials Council", "Officiating Standards Panel") speaks for officials.
OFFICIATING_BODY_RE = re.compile(r"\b(?:referees?|refereeing|officials|officiating)\b", re.I)
ORG_ROLE_BY_LABEL = {"BODY": "official", "CLUB": "executive", "OUTLET": "journalist"}
# What only a player does in a match, as a word tied to the name: the possessor of a
# playing act ("Niall Brennock's header", "Achterberg's spot-kick"), "whose header" after
# the name, or the subject of a scoring verb ("Tyrone Akande equalised"). This is the last
# evidence a role is read from (after descriptors and the register), and it never helps
# resolve "the striker" to a name. Words with a sense outside play are left out: "shot"
# (a shot at redemption), "strike" (strike rate), "finish" (a top-four finish), "cross"
# (cross words), "opener" (his opener in charge), "goal" (Arteta's goal this season),
# "penalty" (the referee gives one), "net" (netted a bonus).
PLAYER_ACTION_NOUNS = frozenset(
    {
        "header",
        "volley",
        "spot-kick",
        "free-kick",
        "equaliser",
        "equalizer",
        "brace",
        "hat-trick",
        "handball",
    }
)
PLAYER_ACTION_VERBS = frozenset({"score", "equalise", "equalize"})
# And what only a referee does: "Adam Greaves has refereed in the league for nine seasons".
# The small model's lemmatizer leaves "refereed" as it is, so the forms are listed too.
REFEREE_ACTION_VERBS = frozenset(
    {"referee", "referees", "refereed", "refereeing", "officiate", "officiated", "officiates"}
)
# A playing career looked back on is no role in the match: "scored 40 goals for Harbourside
# before moving into management", "before he retired". Only a phrase or clause of the act's
# verb opened by one of these words is read, and in it one of these lemmas (the verb "coach"
# too), not as a modifier ("coaching staff") and not another's ("the club's management").
# Not "career": "his first goal of his career" is this season's scorer.
LOOK_BACK_OPENERS = frozenset({"before", "until"})
PAST_CAREER_LEMMAS = frozenset(
    {"retire", "retirement", "management", "coaching", "punditry", "broadcasting", "media"}
)
PAST_CAREER_VERBS = frozenset({"coach"})
POSSESSOR_DEP = "poss"
SUBJECT_DEP = "nsubj"  # active only: "X was scored against" is no scorer
# "Neil Corrigan, whose side needed the points", "Ekdahl, whose Ashgrove side sat through a
# check": the side someone has is the one he manages (last evidence, as above); not "whose
# side of the story". Up to this many capitalised words (a club's name) may come between.
MANAGER_SIDE_NOUN = "side"
MANAGER_SIDE_MAX_NAME_TOKENS = 3
# What makes a sentence's act no sign of a club now (club_in_the_match): a year or decade
# ("in 2019", "the 1990s"), a modal ("could have scored"), a denial ("never", "not").
YEAR_RE = re.compile(r"(?:19|20)\d\d(?:s|/\d\d)?")
UNREAL_WORDS = frozenset({"never", "formerly", "previously", "once", "ex", "former"})
# "before" on its own ("who scored for Chelsea before") dates the act; "before being
# substituted" only orders it.
BARE_BEFORE = "before"
# What a side does that ends its manager's tie to it ("whose Ipswich side sacked him").
PARTING_LEMMAS = frozenset({"sack", "dismiss", "fire", "axe", "release", "replace"})
# A year dates an act when it hangs from one of these, at most this many steps up.
DATING_PREPOSITIONS = frozenset({"in", "during"})
DATING_PREPOSITION_MAX_STEPS = 2
# A pre-modifier description ends at another person's name: in "Arsenal manager Mikel
# Arteta and Tottenham head coach Thomas Frank" Frank's description is "Tottenham head
# coach", and "Arsenal manager" is Arteta's. The nearest description wins.
PERSON_LABELS = frozenset({"PERSON"})


def person_entity_ranges(doc: Doc) -> CharRanges:
    """Return the character ranges of the PERSON entities of ``doc``."""
    return CharRanges(
        (e.start_char, e.end_char) for e in entities(doc) if e.label_ in PERSON_LABELS
    )


def mention_descriptors(
    doc: Doc,
    start_char: int,
    end_char: int,
    register: Register,
    other_names: Iterable[tuple[int, int]] | CharRanges = (),
    person_ents: CharRanges | None = None,
) -> list[Descriptor]:
    """Return what the words around one name say about the person.

    Reads the pre-modifiers ("Former Blackburn and Chelsea striker Chris Sutton") and an
    appositive between commas ("Marco Bellandi, the Gulls boss,"). The pre-modifiers stop
    at another person's name (a PERSON entity, or one of ``other_names``, character
    ranges of the article's other named people): what comes before it describes them.
    """
    span = doc.char_span(start_char, end_char, alignment_mode="expand")
    if span is None:
        return []
    # Only names ending in the words read before this one can stop a description: found by
    # bisection (``CharRanges``), not a scan, so a long article stays linear.
    lo_char = doc[max(0, span.start - DESCRIPTOR_LOOKBACK_TOKENS)].idx - 1
    if not isinstance(other_names, CharRanges):
        other_names = CharRanges(other_names)
    if person_ents is None:
        person_ents = person_entity_ranges(doc)
    other = other_names.ending_in(lo_char, start_char)
    # A PERSON entity that runs into the name ("Defender Tom Baxter") is this person's.
    other += person_ents.ending_in(lo_char, start_char)
    out = []
    i = span.start - 1
    lo = span.start
    while i >= 0 and span.start - i <= PREMODIFIER_MAX_TOKENS:
        tok = doc[i]
        if tok.is_space and "\n" not in tok.text:
            i -= 1  # a run of spaces ("defender  Ryan", a bold name's markers) breaks nothing
            continue
        if tok.is_space or "\n" in tok.whitespace_:
            break  # a descriptor never runs over a line break (bylines, headings)
        if any(a <= tok.idx < b for a, b in other):
            break  # another person's name: the words before it are that person's
        if tok.is_punct and tok.text not in ("-", "'s", "’s", "'", "’") or tok.is_sent_start:
            if tok.is_sent_start and not tok.is_punct:
                lo = i
            break
        if (
            tok.pos_ in STOP_POS
            and tok.text not in ("'", "’")  # "Supporters' Trust": a plural's apostrophe
            and tok.ent_type_ != LABEL_CLUB  # the tagger calls "Leeds" in "Leeds United" a verb
            and tok.lower_ not in ("former", "ex", "formerly", "of")
            and not _club_possessive(doc, tok)  # "Arsenal's Bukayo Saka" is Arsenal's man
            and role_in_phrase(tok.text)[0] is None  # the tagger calls "defender" a verb
            and ROLE_PATTERN.match(doc[i : span.start].text) is None  # "head" of "head coach"
        ):
            break
        lo = i
        i -= 1
    spelled_out = spelled_out_clubs(doc)
    if lo < span.start:
        out.append(describe(doc[lo : span.start].text, register, spelled_out))
    else:
        before = _leading_appositive(doc, span, other)
        if before is not None:
            out.append(describe(before, register, spelled_out))
    j = _after_home_town(doc, span)
    while j < len(doc) and doc[j].is_space and "\n" not in doc[j].text:
        j += 1
    if j < len(doc) and doc[j].text == ",":
        k = j + 1
        while (
            k < len(doc)
            and k - j <= APPOSITIVE_MAX_TOKENS
            and doc[k].text not in (",", ".", ";", ":")
        ):
            k += 1
        if k > j + 1 and (k >= len(doc) or doc[k].text in (",", ".", ";", ":")):
            phrase = doc[j + 1 : k].text
            if doc[j + 1].lower_ in RELATIVE_WORDS:
                # "Doyle, whose captain was fouled," describes someone else; "Saka, who
                # plays for Arsenal," says his club.
                out.extend(_relative_tie(doc[j + 1 : k], register, spelled_out))
            elif _is_clause(doc[j + 1 : k]):
                pass  # "Pryce, interviewed by reporters," says what he did, not what he is
            elif (
                role_in_phrase(phrase)[0] is not None
                or "formerly" in phrase.lower()
                or PAST_TIE_WORDS & set(phrase.lower().split())  # "the Liverpool legend"
            ):
                out.append(describe(phrase, register, spelled_out))
    appointed = _appointed_as(doc, span)
    if appointed is not None:
        out.append(describe(appointed, register, spelled_out))
    held = _post_held(doc, span)
    if held is not None:
        post = describe(held, register, spelled_out)
        # "the system's most consistent defender" holds no post, and a manager who "is a
        # lifelong Maldrum fan" is no fan speaking
        if post.club is not None and post.role in HELD_POST_ROLES:
            out.append(post)
    return [d for d in out if d.role or d.club or d.former_club or d.age]


def role_in_the_match(doc: Doc, span: Span) -> str | None:
    """Return "player" when the sentence shows the person named by ``span`` playing
    ("Brennock's header", "Akande equalised", "Warsame, whose header", "Bonmati, who
    scored"; see
    :data:`PLAYER_ACTION_NOUNS`, :data:`PLAYER_ACTION_VERBS`), "referee" when it shows
    him refereeing ("Greaves has refereed", :data:`REFEREE_ACTION_VERBS`), "manager" when it
    gives him a side ("Corrigan, whose side"), else None. An act whose verb has a "before" or "until"
    phrase about a career's end or next step ("before moving into management") gives no
    role (:data:`LOOK_BACK_OPENERS`, :data:`PAST_CAREER_LEMMAS`)."""
    root = span.root
    head = root.head
    if root.dep_ == POSSESSOR_DEP and head.lower_ in PLAYER_ACTION_NOUNS:
        return None if _looks_back(head) else "player"
    if root.dep_ == SUBJECT_DEP and head.pos_ == "VERB":
        if head.lemma_.lower() in PLAYER_ACTION_VERBS:
            return None if _looks_back(head) else "player"
        if REFEREE_ACTION_VERBS & {head.lemma_.lower(), head.lower_}:
            return None if _looks_back(head) else "referee"
    j = span.end
    if j + 2 < len(doc) and doc[j].text == "," and doc[j + 1].lower_ == "who":
        verb = doc[j + 2]  # "Aitana Bonmati, who scored Spain's second,"
        if verb.pos_ == "VERB" and verb.lemma_.lower() in PLAYER_ACTION_VERBS:
            return None if _looks_back(verb) else "player"
        if verb.pos_ == "VERB" and REFEREE_ACTION_VERBS & {verb.lemma_.lower(), verb.lower_}:
            return None if _looks_back(verb) else "referee"
    if j + 2 < len(doc) and doc[j].text == "," and doc[j + 1].lower_ == "whose":
        k = j + 2
        if doc[k].lower_ in PLAYER_ACTION_NOUNS:
            return None if _looks_back(doc[k]) else "player"
        while k < len(doc) and k - j - 2 < MANAGER_SIDE_MAX_NAME_TOKENS and doc[k].is_title:
            k += 1
        after = doc[k + 1].lower_ if k + 1 < len(doc) else ""
        if k < len(doc) and doc[k].lower_ == MANAGER_SIDE_NOUN and after not in ("-", "of"):
            return "manager"
    return None


def club_in_the_match(doc: Doc, span: Span, role: str) -> str | None:
    """Return the club the sentence shows the person named by ``span`` playing for or
    managing now ("Joao Pedro scored twice for Chelsea", "McKenna, whose Ipswich side"), as
    the club entity's name, else None; ``role`` is what :func:`role_in_the_match` gave for
    the span. Never where the act is dated to an earlier year, denied or supposed ("in
    2019", "never scored for", "could have scored for"): it may be of a club left long ago."""

    if role not in ("player", "manager"):
        return None  # a referee belongs to no club
    root, j = span.root, span.end
    relative = j + 2 < len(doc) and doc[j].text == "," and doc[j + 1].lower_ in ("who", "whose")
    year = published_year(doc)
    if role == "player":
        verbs = [doc[j + 2]] if relative else []
        if root.dep_ == SUBJECT_DEP:
            verbs.append(root.head)
        for verb in verbs:
            if _dated_or_unreal(verb, year):
                continue
            for prep in verb.children:
                if prep.dep_ == "prep" and prep.lower_ == "for":
                    clubs = [
                        t for t in prep.children if t.dep_ == "pobj" and t.ent_type_ == LABEL_CLUB
                    ]
                    if clubs and clubs[0].ent_id_:
                        return clubs[0].ent_id_
        return None
    # "McKenna, whose Ipswich side": the club written between "whose" and "side" only
    side = next(
        (k for k in range(j + 2, min(len(doc), j + 3 + MANAGER_SIDE_MAX_NAME_TOKENS))
         if doc[k].lower_ == MANAGER_SIDE_NOUN),
        None,
    )  # fmt: skip
    # "whose Ipswich side have never won here" is still his side: only a year unties it
    if side is None or _dated_or_unreal(doc[side].head, year, unreal=False):
        return None
    clubs = {t.ent_id_ for t in doc[j + 2 : side] if t.ent_type_ == LABEL_CLUB and t.ent_id_}
    return clubs.pop() if len(clubs) == 1 else None


def _dated_or_unreal(verb: Token, year: int | None, unreal: bool = True) -> bool:
    """True when the act of ``verb`` is dated to a year before the article's (any year when
    it is undated, "when he was a teenager in 2012" too) or, with ``unreal``, denied,
    supposed or past (a negation, a modal, "never", "once", a bare "before"), by the verb's
    own words: not those of a clause joined to it ("..., and Fulham did not respond").
    Without ``unreal`` (a manager's side), a side that parted with him ("sacked him")."""
    if not unreal and verb.lemma_.lower() in PARTING_LEMMAS:
        # "sacked him", not "replaced Leeds at the top" or "released a statement"
        if any(c.dep_ == "dobj" and c.pos_ == "PRON" for c in verb.children):
            return True
    doc = verb.doc
    for child in verb.children:
        bare_before = child.lower_ == BARE_BEFORE and not list(child.children)
        # "once again", "once more" repeat the act, not date it
        again = child.i + 1 < len(doc) and doc[child.i + 1].lower_ in ("again", "more")
        unreal_word = child.lower_ in UNREAL_WORDS and not again
        denied = child.dep_ == "neg" or child.tag_ == "MD" or unreal_word
        if unreal and (denied or bare_before):
            return True
        if child.dep_ in ("conj", "cc"):
            continue
        for t in child.subtree:
            if YEAR_RE.fullmatch(t.text) and _dates_the_act(t, year):
                return True
    return False


def _dates_the_act(year_token: Token, year: int | None) -> bool:
    """True when a year token says when the act was ("in 2019", "in the 1999 final") and is
    earlier than the article's year (any, when it is undated): not a year the act is
    measured from ("since 2019") or that names something else ("their 2019 defeat")."""
    if year is not None and int(year_token.text[:4]) >= year:
        return False
    head = year_token
    for _ in range(DATING_PREPOSITION_MAX_STEPS):
        head = head.head
        if head.lower_ in DATING_PREPOSITIONS:
            return True
        if is_root(head):
            break
    return False


def _looks_back(tok: Token) -> bool:
    """True when the verb of ``tok`` (itself, or its nearest verb above) has a phrase or
    clause opened by :data:`LOOK_BACK_OPENERS` that speaks of a career that is over
    ("before moving into management", "before he retired", "before his retirement")."""
    verb = tok
    for verb in up_from(tok):  # the nearest verb above, else the root
        if verb.pos_ in ("VERB", "AUX"):
            break
    for child in verb.children:
        opened = (child.dep_ == "prep" and child.lower_ in LOOK_BACK_OPENERS) or (
            child.dep_ == "advcl"
            and any(m.dep_ == "mark" and m.lower_ in LOOK_BACK_OPENERS for m in child.children)
        )
        if opened and any(_career_word(t) for t in child.subtree):
            return True
    return False


def _career_word(tok: Token) -> bool:
    """True for a word of a career's end or next step (:data:`PAST_CAREER_LEMMAS`, or the
    verb "coach"), when it is not a modifier ("coaching staff") nor named as another's ("the
    club's management")."""
    lemma = tok.lemma_.lower()
    career = lemma in PAST_CAREER_LEMMAS or (tok.pos_ == "VERB" and lemma in PAST_CAREER_VERBS)
    if not career or tok.dep_ in ("compound", "amod"):
        return False
    # "his retirement" is his own; "the club's management" is not
    return not any(c.dep_ == POSSESSOR_DEP and c.pos_ != "PRON" for c in tok.children)


def _after_home_town(doc: Doc, span: Span) -> int:
    """Return the index after "from Bermondsey" when a lone first name (a phone-in's caller,
    "Dave from Bermondsey, a Millwall season-ticket holder,") is followed by it and a comma,
    else ``span.end``. Only after a one-word name, and never over a person or a club: in "a
    red card for Bruno Guimaraes from Anthony Taylor, the referee," the referee is Taylor."""
    i = span.end
    if len(span) != 1 or i >= len(doc) or doc[i].lower_ != "from":
        return i
    k = i + 1
    while k < len(doc) and doc[k].pos_ == "PROPN":
        if doc[k].ent_type_ in HOME_TOWN_NOT_LABELS:
            return i
        k += 1
    return k if k > i + 1 and k < len(doc) and doc[k].text == "," else i


# What the words after a caller's "from" may not be: they name his town, not a person or club.
HOME_TOWN_NOT_LABELS = frozenset({"PERSON", LABEL_CLUB})


def _club_possessive(doc: Doc, tok: Token) -> bool:
    """True when ``tok`` is the possessive ending of a club's name ("'s" of "Arsenal's"):
    "Arsenal's Bukayo Saka" ties him to Arsenal, as "Arsenal winger Bukayo Saka" does."""
    return tok.tag_ == POSSESSIVE_TAG and tok.i > 0 and doc[tok.i - 1].ent_type_ == LABEL_CLUB


def _relative_tie(
    clause: Span, register: Register, spelled_out: Mapping[str, str]
) -> list[Descriptor]:
    """Return the role and club a relative clause after a name gives ("who plays for
    Arsenal" -> an Arsenal player; see :data:`RELATIVE_TIE_ROLE_WORDS`), or one descriptor
    per club it says the person left ("who managed Everton and Burnley", "who left Arsenal";
    :data:`PAST_TIE_ROLE_WORDS`); empty when it says no such thing or names no club."""
    if len(clause) < 3 or clause[0].lower_ not in RELATIVE_TIE_SUBJECTS:
        return []
    i = 1
    while i < len(clause) and clause[i].pos_ == "ADV":
        i += 1  # "who now plays for", "who currently manages"
    if i >= len(clause):
        return []
    verb = clause[i]
    lemma = verb.lemma_.lower()
    if verb.tag_ in PAST_VERB_TAGS:
        return _past_tie(clause[i + 1 :], lemma, register, spelled_out)
    role_word = RELATIVE_TIE_ROLE_WORDS.get(lemma)
    if role_word is None or verb.tag_ not in PRESENT_VERB_TAGS:
        return []
    rest = clause[i + 1 :]
    if len(rest) and rest[0].lower_ in RELATIVE_TIE_PREPOSITIONS:
        rest = rest[1:]
    elif lemma in PAST_TIE_PREPOSITION_REQUIRED:
        return []  # "who plays Arsenal on Sunday" plays against them
    # The club straight after the verb or its preposition: "who plays against Arsenal" or
    # "who manages the side that beat Arsenal" names an opponent, not the person's club.
    clubs = _leading_clubs(rest, register, spelled_out)
    if not clubs:
        return []
    d = describe(f"{rest[: clubs[-1][1]].text} {role_word}", register, spelled_out)
    return [d] if d.club and not d.former_club else []


def _past_tie(
    rest: Span, lemma: str, register: Register, spelled_out: Mapping[str, str]
) -> list[Descriptor]:
    """Return one descriptor per club a past-tense relative clause says the person left,
    from the words after its verb (``lemma``): "who managed Everton and Burnley" (two),
    "who played for Spurs", "who left Arsenal last summer". Empty unless the verb is one of
    :data:`PAST_TIE_ROLE_WORDS` or :data:`RELATIVE_LEFT_LEMMAS`, the clubs come straight
    after it (after the preposition it needs, :data:`PAST_TIE_PREPOSITION_REQUIRED`), and
    nothing follows them but, for a leaving, a date."""
    role_word = PAST_TIE_ROLE_WORDS.get(lemma)
    if role_word is None and lemma not in RELATIVE_LEFT_LEMMAS:
        return []
    needed = PAST_TIE_PREPOSITION_REQUIRED.get(lemma)
    if needed is not None:
        if not len(rest) or rest[0].lower_ != needed:
            return []  # "who played Arsenal twice" played against them
        rest = rest[1:]
    clubs = _leading_clubs(rest, register, spelled_out)
    if not clubs:
        return []
    tail = rest[clubs[-1][1] :]
    if len(tail) and not (lemma in RELATIVE_LEFT_LEMMAS and _is_date(tail)):
        return []  # "who played for Villa on Saturday", "who left Arsenal's training ground"
    out = []
    for start, end in clubs:
        phrase = f"former {rest[start:end].text} {role_word or ''}".strip()
        left = describe(phrase, register, spelled_out)
        if left.former_club is not None:
            out.append(Descriptor(former_club=left.former_club, former=True, phrase=left.phrase))
    return out


def _leading_clubs(
    words: Span, register: Register, spelled_out: Mapping[str, str]
) -> list[tuple[int, int]]:
    """Return where each club of a list of clubs at the start of ``words`` lies, as (start,
    end) token offsets ("Everton", "Burnley" of "Everton and Burnley on Saturday"; joined by
    :data:`CLUB_LIST_JOINERS`), or nothing when they open with no club. A joiner with no club
    after it is left out of the list."""
    found: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        size = next(
            (
                n
                for n in range(min(CLUB_NAME_MAX_TOKENS, len(words) - i), 0, -1)
                if club_named(words[i : i + n].text, register, spelled_out) is not None
            ),
            0,
        )
        if size == 0:
            break
        found.append((i, i + size))
        if i + size < len(words) and words[i + size].lower_ in CLUB_LIST_JOINERS:
            i += size + 1
        else:
            break
    return found


def _is_date(words: Span) -> bool:
    """True when ``words`` are a date, opened by one of :data:`LEFT_DATE_PREPOSITIONS` or by
    nothing ("last summer", "in January")."""
    if len(words) and words[0].lower_ in LEFT_DATE_PREPOSITIONS:
        words = words[1:]
    return bool(len(words)) and all(t.ent_type_ in DATE_LABELS for t in words)


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


HELD_POST_ROLES = frozenset({"manager", "player", "executive"})


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


APPOSITIVE_CLOSERS = frozenset({",", "."})  # what may follow a name set off after its role


def _leading_appositive(doc: Doc, span: Span, other: list[tuple[int, int]]) -> str | None:
    """Return the description a name is set off from by commas after it ("His manager,
    Russell Martin, was less diplomatic"; "the league's chief executive, Helen Treloar,"),
    or None. The name must be followed by a comma or a full stop ("was raised by
    Pellworth Wanderers' chief executive, Nadia Fenwick."), so a list ("the manager, Tom
    Baxter and the fans") gives nothing; the words must name a role. A role phrase with "of"
    is read whole ("the league's head of competitions, Fiona Marsh,"; :data:`OF_ROLE_PHRASES`)."""
    comma = span.start - 1
    closed = span.end < len(doc) and doc[span.end].text in APPOSITIVE_CLOSERS
    if comma < 1 or doc[comma].text != "," or not closed:
        return None
    lo = comma
    i = comma - 1
    while i >= 0 and comma - i <= APPOSITIVE_MAX_TOKENS:
        tok = doc[i]
        if tok.is_space or "\n" in tok.whitespace_ or any(a <= tok.idx < b for a, b in other):
            break
        if tok.is_punct and tok.text not in ("-", "'s", "’s", "'", "’"):
            break
        # "of" inside "head of competitions" is part of the description
        of_role = tok.lower_ == "of" and i > 0 and of_role_phrase_at(doc, i - 1, comma)
        # the possessive of "the league's chief executive" keeps the league in the phrase:
        # a league's chief executive is an official, a club's an executive
        if (
            tok.pos_ in STOP_POS
            and tok.tag_ != "POS"
            and not of_role
            and role_in_phrase(tok.text)[0] is None
        ):
            break
        lo = i
        if tok.is_sent_start:
            break
        i -= 1
    if lo == comma or (_in_opening_phrase(doc, lo) and _is_sentence_subject(doc, span)):
        return None
    phrase = doc[lo:comma].text
    return phrase if role_in_phrase(phrase)[0] is not None else None


def of_role_phrase_at(doc: Doc, start: int, end: int) -> bool:
    """True when ``doc[start:end]`` is exactly one of :data:`OF_ROLE_PHRASES`."""
    return doc[start:end].text.lower() in OF_ROLE_PHRASES


# Parts of speech that take the description as their object ("about the referee", "thanking
# the chairman").
OBJECT_TAKING_POS = frozenset({"ADP", "VERB"})


def _in_opening_phrase(doc: Doc, lo: int) -> bool:
    """True when the description from ``lo`` is the object in a sentence's opening phrase,
    before any finite verb ("Asked about the referee, Lee Hart, who was sent off, said",
    "After thanking the chairman, Tom Baxter, who scored twice, said"): the name after it
    is then the sentence's subject, not that object. "He spoke to the chief executive,
    Helen Treloar," has its finite verb first, so there the name is the object's."""
    if lo == 0 or doc[lo].is_sent_start or doc[lo - 1].pos_ not in OBJECT_TAKING_POS:
        return False
    opening = doc[doc[lo].sent.start : lo]
    return not any(t.tag_ in FINITE_VERB_TAGS for t in opening)


# Pronouns that open a relative clause about the noun before them. Straight after a name's
# closing comma they carry the sentence on with that name as its subject ("Lee Hart, who was
# sent off, said"); the speakers borrow a relative clause's subject the same way.
RELATIVE_PRONOUNS = frozenset({"who", "which", "that"})


def _is_sentence_subject(doc: Doc, span: Span) -> bool:
    """True when the name set off by commas goes on to be its sentence's subject: a relative
    clause or the finite verb follows its closing comma ("Asked about the referee, Lee Hart,
    who was sent off, said"). "According to the Chelsea captain, Reece James, the squad is
    united" opens a clause with a subject of its own after the name, so the name is still
    inside the opening phrase and the description there is its own."""
    after = span.end + 1  # the word after the name's closing comma
    if after >= len(doc):
        return False
    tok = doc[after]
    return tok.lower_ in RELATIVE_PRONOUNS or tok.tag_ in FINITE_VERB_TAGS


def _is_clause(words: Span) -> bool:
    """Return True when the words after a name's comma are a clause about what the person
    did ("speaking after the game", "Joe Pickering told reporters"), not a description.

    A participle that gives a job ("appointed Ravens manager in the summer") describes,
    and so does a relative clause inside a description ("the Gulls captain who scored").
    """
    first = words[0]
    if (
        first.tag_ in CLAUSE_OPENING_TAGS
        and role_in_phrase(first.text)[0] is None
        and first.lemma_.lower() not in APPOINTMENT_LEMMAS
    ):
        return True
    # A verb with its own subject among these words, the subject not a relative pronoun.
    return any(
        t.tag_ in FINITE_VERB_TAGS
        and any(
            c.dep_ in SUBJECT_DEPS and c.i >= words.start and c.lower_ not in RELATIVE_WORDS
            for c in t.children
        )
        for t in words
    )


def describe(phrase: str, register: Register, spelled_out: Mapping[str, str]) -> Descriptor:
    """Return the role, club, age and former ties a description phrase gives its person."""
    role, former, role_at = role_in_phrase(phrase)
    club, club_is_former = _club_in_phrase(phrase, register, spelled_out)
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
            club = club_named(chunk, register, spelled_out)
            if club is not None:
                before = " ".join(words[:i]).lower()
                after = words[i + size].lower() if i + size < len(words) else ""
                past = bool(re.search(r"\b(former|formerly|ex)\b", before))
                return club, past or after in PAST_TIE_WORDS
    return None, False


# -- spaCy component ---------------------------------------------------------------------
class RoleAssigner:
    """Sets ``span._.role`` and ``span._.club`` on each attributed quote Span."""

    def __init__(self, register: Register, world: World | None = None):
        self.register = register
        self.world = world  # the world register (``nlp.football.known``), or None: off

    def __call__(self, doc: Doc) -> Doc:
        table = doc._.people
        if table is None:
            return doc

        descriptors: dict[str, list[Descriptor]] = {}
        in_match: dict[str, str] = {}
        club_in_match: dict[str, str] = {}
        for m in table.mentions:
            if m.kind != "person":
                continue
            # the speaker component read each mention's descriptors
            descriptors.setdefault(m.canonical, []).extend(m.descriptors)
            span = mention_span(doc, m) if m.canonical not in in_match else None
            if span is not None:
                role = role_in_the_match(doc, span)
                if role is not None:
                    in_match[m.canonical] = role
                    club = club_in_the_match(doc, span, role)
                    if club is not None:
                        club_in_match[m.canonical] = club
        for span in doc._.quotes or []:
            att = span._.attribution
            if att is not None and att.speaker and att.mention and att.mention != att.speaker:
                phrase_desc = describe(att.mention, self.register, spelled_out_clubs(doc))
                if phrase_desc.role or phrase_desc.club:
                    descriptors.setdefault(att.speaker, []).append(phrase_desc)
        clubs = table.clubs()
        known = self._known_in_world(doc, clubs)
        for span in doc._.quotes or []:
            att = span._.attribution
            if att is not None and not att.speaker:
                self._described_only(doc, span, att)
            if att is None or not att.speaker:
                continue
            span._.role, span._.club = self.role_and_club(
                att, descriptors, clubs, table, in_match.get(att.speaker), known.get(att.speaker)
            )
            if att.speaker in known and " " not in att.speaker:
                span._.speaker = known[att.speaker].name  # "Emery said": Unai Emery
            if (
                span._.club is None
                and att.kind == "person"
                and self.register.person(att.speaker) is None  # the register said no club
            ):
                span._.club = club_in_match.get(att.speaker)
        return doc

    def role_and_club(
        self,
        att,  # noqa: ANN001
        descriptors,  # noqa: ANN001
        clubs,  # noqa: ANN001
        table,  # noqa: ANN001
        in_match: str | None = None,
        known: Known | None = None,
    ) -> tuple[str | None, str | None]:
        """Return (role, club) for one attributed quote: the text's descriptors, then the
        register, then the world register's post on the article's day (``known``), then
        what the person is seen doing in the match (``in_match``)."""

        if att.speaker == ANONYMOUS_SPEAKER:
            return ANONYMOUS_ROLE, att.club or (clubs[0] if clubs else None)
        person = self.register.person(att.speaker)
        if att.kind == "org" and person is None and known is None:
            mention = next((m for m in table.mentions if m.canonical == att.speaker), None)
            label = mention.label if mention is not None else "ORG"
            if self.register.club(att.speaker) is not None:
                return "executive", self.register.club(att.speaker).name
            if self.register.body(att.speaker) is not None:
                return "official", None
            if OFFICIATING_BODY_RE.search(att.speaker):
                return "official", None  # a body no register knows, named for its referees
            return ORG_ROLE_BY_LABEL.get(label, "other"), None
        reg_role = person.role if person is not None else None
        reg_club = person.club if person is not None and person.club else None
        if known is not None:  # no register post, or none holding on the article's day
            reg_role, reg_club, person = known.role, known.club, None
        # An article older than the post the register gives (its ``since``) may predate a
        # move; an undated one may too. See Register.holds.
        published = published_date(table.doc)
        current = person is None or self.register.holds(person, published)
        if reg_club is not None:
            # "United lost at Brentford": an alias several clubs share names the register's
            # club when it is one of them, so it is no sign of an out-of-date entry.
            clubs = [
                reg_club if any(c.name == reg_club for c in self.register.club_candidates(a)) else a
                for a in clubs
            ]
        if not current and reg_role is not None:
            # The article's clubs another speaker holds this role at are not his: in a 2022
            # Spurs v Manchester United report, "the United manager" is Erik ten Hag, so
            # Conte, whose register post came later, is not United's.
            taken = {
                d.club
                for speaker, found in descriptors.items()
                if speaker != att.speaker
                for d in found
                if d.club and d.role == reg_role and not d.former
            }
            clubs = [c for c in clubs if c not in taken]
        role, club = combine(
            descriptors.get(att.speaker, []),
            reg_role,
            reg_club,
            clubs,
            current,
            register_later=not current and published is not None,
        )
        # The byline's author speaking as "I" writes for the outlet: a journalist, unless the
        # text or the register says more (a pundit's column).
        author = "journalist" if att.speaker == table.doc._.author else None
        return role or in_match or author or "other", club

    def _described_only(self, doc: Doc, span: Span, att) -> None:  # noqa: ANN001
        """A quote whose speaker's description found no one ("The Leeds manager said") keeps
        the post the description gives; on a dated article, the one person the world
        register has in that post that day is its speaker."""
        if not att.mention:
            return
        found = describe(att.mention, self.register, spelled_out_clubs(doc))
        if found.role is None or found.former:
            return
        span._.role, span._.club = found.role, found.club
        if self.world is None or found.club is None or reports_womens_game(doc):
            return  # the world register's staff are the men's teams'
        day = article_day(published_date(doc))
        holder = known_in_post(self.world, found.role, found.club, day)
        if holder is not None:
            span._.speaker = holder.name
            att.resolver = "world-post"

    def _known_in_world(self, doc: Doc, clubs: list[str]) -> dict[str, Known]:
        """Return, by speaker, what the world register knows of each speaker no register
        does, on the article's day: a full name, or a bare surname in an article that names
        a club (a football report, so a politician's surname is no footballer's)."""

        if self.world is None:
            return {}
        day = article_day(published_date(doc))
        known: dict[str, Known] = {}
        asked: set[str] = set()
        text = doc_text(doc)
        for span in doc._.quotes or []:
            att = span._.attribution
            if att is None or att.speaker in (None, ANONYMOUS_SPEAKER):
                continue
            if att.speaker in asked:
                continue
            asked.add(att.speaker)
            person = self.register.person(att.speaker)
            if person is not None:
                # a register's post that does not hold on the article's day (Emery at Villa
                # since 2022, in a 2019 report) says nothing of that day: the world may
                if day is not None and not self.register.holds(person, published_date(doc)):
                    found = known_by_name(self.world, person.name, day)
                    if found is not None:
                        known[att.speaker] = found
                continue
            found = None
            if att.kind != "person":
                # a surname the model took for an organisation ("Sterling" as money or a
                # firm) is the person only when the article writes his full name
                if " " not in att.speaker and clubs:
                    found = known_by_surname(self.world, att.speaker, day, (), text)
                    found = found if found is not None and found.name in text else None
            elif " " in att.speaker:
                found = known_by_name(self.world, att.speaker, day)
            elif clubs:
                found = known_by_surname(self.world, att.speaker, day, clubs, text)
            if found is not None:
                known[att.speaker] = found
        return known


@Language.factory(
    "varometer_roles",
    default_config={"register_paths": [], "world_register": True},
    requires=[
        "doc._.quotes",
        "span._.quote_info",
        "span._.attribution",
        "doc._.people",
        "doc._.author",
        "doc._.published",
        "doc._.title",
        "doc.ents",
        "token.ent_type",
        "token.tag",
        "token.pos",
        "token.dep",
        "token.head",
        "token.lemma",
        "doc.sents",
    ],
    # a description that names no one gets the world register's holder of its post
    assigns=["span._.role", "span._.club", "span._.speaker"],
)
def make_role_assigner(
    nlp: Language, name: str, register_paths: list[str], world_register: bool
) -> RoleAssigner:

    world = shipped_world() if world_register else None
    return RoleAssigner(load_register(tuple(register_paths)), world)
