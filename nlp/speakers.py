"""Speakers: who said each quote, as a canonical person or organisation.

This module holds the article's people table (:class:`PeopleTable`) and the helpers the
attribution rules call (:class:`SpeakerAttributor`); the rules themselves, in the order they
are tried, are the sieve in :mod:`nlp.sieve`, and the ``varometer_speakers`` component that
runs it is :mod:`nlp.attribution`. Pronouns and descriptions ("he", "the Italian", "the
Spurs boss", "the 54-year-old") resolve to the earlier person they fit best, so a speaker is
always a name, never "he".

The ``varometer_speakers`` component sets ``span._.speaker``, ``span._.speaker_mention``,
``span._.cue`` and ``span._.attribution`` (which records the sieve rule and the resolver) on
each quote Span and ``doc._.people`` (the article's person table).
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from spacy.tokens import Doc, Span, Token

from nlp.config import ANONYMOUS_SPEAKER

# The helpers and word lists other modules share live in nlp.doc_helpers; they are imported
# here too, so that ``from nlp.speakers import doc_text`` keeps working.
from nlp.doc_helpers import (  # noqa: F401
    ANONYMOUS_ROLE,
    CALENDAR_WORDS,
    TEXT_KEY,
    WOMENS_GAME_KEY,
    doc_text,
    load_register,
    mention_span,
    published_date,
    published_year,
)
from nlp.football.constants import (
    AMBIGUOUS_ID_PREFIX,
    CLUB_SUFFIX_WORDS,
    LABEL_CLUB,
    MENS_GAME_RE,
    WOMENS_GAME_LEAD_PARAGRAPHS,
    WOMENS_GAME_RE,
)
from nlp.football.known import article_day, known_by_name
from nlp.football.registers import Person, Register, name_key, surname_of
from nlp.football.world import World
from nlp.interviews import ANSWER_LABELS, initials_of, is_initials
from nlp.quotes import QuoteSpan
from nlp.roles import (
    FINITE_VERB_TAGS,
    FORMER_MARKERS,
    PAST_PREFIX_RE,
    PERSON_LABELS,
    POSSESSOR_DEP,
    RELATIVE_PRONOUNS,
    ROLE_OF_WORD,
    SUBJECT_DEPS,
    Descriptor,
    age_in_phrase,
    club_named,
    describe,
    mention_descriptors,
    of_role_phrase_at,
    past_role_in_phrase,
    person_entity_ranges,
    phrase_words,
    position_in_phrase,
    role_in_phrase,
    role_in_the_match,
    role_key,
    spelled_out_clubs,
)
from nlp.tokens import (
    CharRanges,
    below_root,
    entity_label_at,
    is_root,
    snapshot_entities,
    up_from,
)

# Lemmas of verbs that attribute speech. Forms the tagger may mislabel are matched by text too.
CUE_LEMMAS = frozenset(
    [
        "say",
        "add",
        "tell",
        "insist",
        "admit",
        "claim",
        "fume",
        "explain",
        "continue",
        "reply",
        "respond",
        "state",
        "suggest",
        "argue",
        "believe",
        "note",
        "reveal",
        "declare",
        "warn",
        "complain",
        "concede",
        "confirm",
        "acknowledge",
        "stress",
        "joke",
        "quip",
        "remark",
        "recall",
        "write",
        "tweet",
        "post",
        "ask",
        "urge",
        "demand",
        "blast",
        "slam",
        "rage",
        "lament",
        "vent",
        "moan",
        "protest",
        "shout",
        "grumble",
        "conclude",
        "observe",
        "maintain",
        "assert",
        "offer",
        "announce",
        "read",
        "reflect",
        "sigh",
        "laugh",
        "smile",
        "mutter",
        "accept",
        "agree",
        "deny",
        "predict",
        "promise",
        "pledge",
        "repeat",
        "reiterate",
        "snap",
        "storm",
        "thunder",
        "fire",
        "hit",
        "rant",
        "bemoan",
        "question",
        "wonder",
        "add",
        "begin",
        "go",
        "rue",
        "mourn",
        "praise",
        "hail",
        "defend",
        "counter",
        "tell",
        "call",
    ]
)
CUE_FORMS = frozenset({"said", "says", "added", "told", "insisted", "admitted", "explained"})
# Pronouns that can be a cue's subject; object forms ("him", "her") never speak.
PRONOUNS = frozenset({"he", "she", "they"})
PRONOUN_GENDER = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f", "hers": "f"}
# Possessive pronouns that tell a person's gender when he or she is the only person before them
# in a sentence ("Pryce, for all his anger, ...").
GENDER_POSSESSIVES = frozenset({"his", "her"})
# Titles written just before a name, and words in a person's description, that tell his or
# her gender ("Mr Ashcroft", "the Gulls chairwoman, Dora Penhallow"). "Chairman" and
# "spokesman" are left out: clubs give women those titles too.
GENDER_TITLES = {"mr": "m", "mrs": "f", "ms": "f", "miss": "f", "sir": "m", "dame": "f"}
GENDER_NOUNS = {
    "chairwoman": "f", "spokeswoman": "f", "sportswoman": "f", "businesswoman": "f",
    "congresswoman": "f", "councilwoman": "f", "sportsman": "m", "businessman": "m",
    "congressman": "m", "councilman": "m",
}  # fmt: skip
FIRST_PERSON = frozenset({"i"})  # a columnist's own words: the article's author speaks
# The verbs with which a columnist quotes himself ("As I said on air:", "I replied:").
FIRST_PERSON_CUES = frozenset(
    {"say", "tell", "write", "reply", "repeat", "ask", "text", "tweet", "warn", "argue", "insist"}
)
ANONYMOUS_DETERMINERS = frozenset({"one", "a", "an", "another"})
ANONYMOUS_NOUNS = frozenset(
    {
        "supporter",
        "fan",
        "caller",
        "holder",  # "a season-ticket holder"
        "listener",
        "punter",
        "regular",
    }
)
# Nouns that name a fan only when they are the speaking subject ("One man, ringing from
# Ashcombe, said ..."); as objects they describe someone else ("it needed a man of his
# experience").
ANONYMOUS_SUBJECT_NOUNS = frozenset({"man", "woman", "father", "mother", "dad", "mum"})
# A crowd that sings or chants words ("The fans sang '...'", "'...', chanted the away end")
# is heard as one anonymous supporter, as a supporters' group is a fan (corpora/README.md).
CHANT_LEMMAS = frozenset({"sing", "chant", "chorus", "serenade", "bellow", "taunt"})
CROWD_NOUNS = frozenset(
    {"fan", "supporter", "crowd", "end", "stand", "faithful", "following", "support", "terrace"}
)
# A chant verb that sings something of its own ("sang his name") or sits in a clause of time
# ("as the fans sang, ...") does not give the crowd the quote beside it.
CHANT_OBJECT_DEPS = frozenset({"dobj", "attr", "oprd"})
# An object that stands for the words sung ("sang it again: '...'", "sang the same words:
# '...'", "chanted a new song: '...'") is the quote itself, which the crowd then sings.
CHANT_CONTENT_WORDS = frozenset(
    {"it", "this", "that", "word", "song", "chant", "refrain", "line", "lyric", "anthem", "tune"}
    | {"verse", "message", "same", "chorus"}
)
CHANT_SUBORDINATE_DEPS = frozenset({"advcl", "relcl", "acl", "pcomp"})
# A sentence ending between the chant verb and the quote: the quote is a sentence of its own.
CHANT_SENTENCE_END_RE = re.compile(r"[.!?…]\s")
ANONYMOUS_PRONOUNS = frozenset({"another"})  # "said another": the anonymous speaker again
# A byline at the top of the text ("By Rob Kettering") or a column title ("LEE GARSIDE: ...").
BYLINE_RE = re.compile(r"^\s*(?:By|BY)\s+([A-Z][\w’'.-]+(?:\s+[A-Z][\w’'.-]+){1,3})")
# Capitalised title prefixes that label the piece rather than name its author
# ("VAR VERDICT: ...", "MATCH REPORT: ...").
HEADLINE_LABEL_WORDS = frozenset(
    {
        "var", "verdict", "analysis", "reaction", "ratings", "report", "live", "watch",
        "exclusive", "opinion", "comment", "breaking", "revealed", "match", "preview",
        "review", "talking", "points", "column", "explained", "update", "news", "view",
        "player", "big", "debate", "interview", "transfer", "the",
    }
)  # fmt: skip
TITLE_AUTHOR_RE = re.compile(r"^\s*([A-Z][\w’'.-]+(?:\s+[\w’'.-]+){1,3}):\s")
# Marks that open a quotation: a title's "NAME: 'quote'" gives the named person's own words
# ("Mikel Arteta: 'I want an explanation'"), a headline about an interviewee, not a columnist's
# byline ("ROB KETTERING: Armpit offside is killing the game").
TITLE_QUOTE_OPENERS = "'\"‘“„«"
# Roles of the one who asks an interview's questions: "Our chief football writer Sam Wallace
# met Arsenal midfielder Declan Rice" -- the writer puts the questions, so the answers are the
# other person's whenever the introduction names one.
INTERVIEWER_ROLES = frozenset({"journalist"})
# A line that opens with a name and a colon and nothing else before its quote ('Hart: "..."',
# 'LEE HART: "..."'): the name labels the speaker.
NAME_LABEL_RE = re.compile(r"\s*([A-Z][\w’'.-]*(?:[ \t]+[A-Z][\w’'.-]*){0,3})[ \t]*:\s*$")
ORG_VOICE_LOOKBACK_PARAGRAPHS = 2  # how far back "the statement read" looks for its organisation
ORG_LABELS = frozenset({"ORG", "BODY", "CLUB", "OUTLET"})
WEAK_ORG_LABELS = frozenset({"ORG"})
# Head nouns through which an organisation speaks ("a statement from the PMOB").
ORG_VOICES = frozenset(
    {
        "statement",
        "spokesperson",
        "spokesman",
        "spokeswoman",
        "spokesmen",
        "source",
        "club",
        "report",
        "release",
        "letter",
    }
)
# Of those, the written ones an "it" can stand for ("Spurs released a statement. '...,' it read").
DOCUMENT_VOICES = frozenset({"statement", "release", "letter", "report"})
IT_PRONOUNS = frozenset({"it"})
OTHER_READABLE_NOUNS = frozenset(
    {"banner", "banners", "sign", "placard", "message", "post", "shirt", "flag", "board", "tifo"}
)
# Of those, the ones that speak for a club when no organisation is named ("a club spokesperson").
CLUB_VOICE_WORDS = frozenset({"club"})
ORG_NAME_WORDS = frozenset(
    [
        "board",
        "division",
        "league",
        "association",
        "trust",
        "federation",
        "union",
        "club",
        "committee",
        "council",
        "supporters'",
        "body",
        "panel",
    ]
)
# Words of a company's name. A role noun an organisation can hold as well as a person
# ("owner Clearlake Capital", "sponsor Emirates Airline") is followed by a company as often as
# by a name, so a name with one of these stays the organisation the model read.
COMPANY_NAME_WORDS = frozenset(
    [
        "capital",
        "group",
        "holdings",
        "investments",
        "investment",
        "partners",
        "ventures",
        "fund",
        "bank",
        "sports",
        "media",
        "airline",
        "airlines",
        "airways",
        "ltd",
        "plc",
        "inc",
        "llc",
        "limited",
        "consortium",
        "foundation",
        "company",
        "entertainment",
        "network",
        # institutions, so "Coach Education Department said" is no coach named Education
        "services",
        "academy",
        "department",
        "productions",
        "management",
        "agency",
        "authority",
        "institute",
        "centre",
        "center",
        "hotel",
        "school",
        "university",
        "college",
        "solutions",
        "systems",
    ]
)
# The organisation a role phrase names as a possessive, up to and including it ("the
# league's " in "the league's chief executive"), for the bare role behind it.
POSSESSIVE_ORG_RE = re.compile(r"^.*\b\w+['’]s?\s+")
# A role phrase whose possessive is the generic word for a club ("the club's chief
# executive", "the side's captain") speaks of someone the article or the register ties to a
# club, never a league's or a body's officer named since ("Richard Masters, the Premier
# League's chief executive"), who has the same role but no club.
CLUB_WORD_POSSESSIVE_RE = re.compile(r"\b(?:club|side|team)['’]s?\s", re.IGNORECASE)
# How many words (a hyphenated "Heung-min" one) a speaker's name between a club's role
# noun and a speech verb may have: a first name and a surname, perhaps a middle name.
NAME_AFTER_ROLE_WORDS = (2, 3)
# A hyphenated part of a person's name: a capitalised word joined by a hyphen to another
# word ("Heung-min", "Jean-Philippe", "Alexander-Arnold"); place names' hyphenated parts
# ("Stoke-on-Trent") join lowercase words, and "-on-" is not one letter-run on each side.
HYPHENATED_NAME_PART_RE = re.compile(
    r"(?<![-\u2010\u2011])\b[A-Z][a-z\u00c0-\u024f]+"
    r"[-\u2010\u2011][A-Za-z\u00c0-\u024f]+\b(?![-\u2010\u2011])"
)
# Entity types the stock model gives a plain name right beside a quote and its speech verb
# ('"...," Declan Rice told reporters' as a title, WORK_OF_ART): a name of capitalised words
# with a speech verb beside it that the model tagged wholly so is a person's, as a name with
# a hyphenated part is (see PeopleTable._names_by_cue).
MISREAD_NAME_LABELS = frozenset({"WORK_OF_ART"})
SENTENCE_CLOSERS = (".", "!", "?", "…")  # a quote ending so closed its sentence
# What may stand before a new sentence's first word after a quote: the full stop outside
# the mark, a line break and a list's bullet or number ("\n- Carragher said:", "\n2. ").
NEXT_SENTENCE_LEAD_RE = re.compile(r"^\s*[.!?…]?\s*(?:[-*•–—]|\d{1,2}[.)])?\s*")
# A clause joined after a quote that may introduce the next one ('Neville said "..." and
# Carragher said "..."').
NEXT_CLAUSE_RE = re.compile(r"\s*[,;]?\s*(?:and|but|while|whereas|before|then)\b", re.IGNORECASE)
CONTINUITY_PARAGRAPHS = 2  # how far back a pronoun may reach for the previous speaker
MAX_CONJ_HOPS = 3  # "X said ..., added ... and insisted": how far a cue borrows its subject
# A verb's complement clauses: a name inside one is what was said, not who said it.
EMBEDDED_CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "advcl", "csubj", "pcomp"})
MIN_SHORT_NAME = 3  # "Cal" for Callum; shorter words are initials or noise
TAIL_VERBLESS_MAX_CHARS = 90  # ", Tottenham defender Matt Doherty to BT Sport." and no more
# How far before a name its club's word may stand and still describe it ("Manchester City
# manager Josep Guardiola").
PREMODIFIER_CLUB_MAX_TOKENS = 4
# A dash straight after the closing mark, in the same paragraph, signs the quote with the name
# that follows ("'...' - Baxter", '"..." — Ana Silva, Gulls manager'); so does a dash opening
# a paragraph of its own under the quote (SpeakerAttributor._signature_line).
DASH_SIGNATURE_RE = re.compile(r"[ \t]*[-—–]{1,2}[ \t]*")
# A dash line under a quote that is no signature: a rating or a link ("— Saka, 8: lively",
# "– Arsenal v Chelsea: player ratings").
SIGNATURE_LINE_NOT_A_NAME_RE = re.compile(r"[\d:|]")
# How many quotes, each filling its paragraphs, one signature line under them may sign.
SIGNED_QUOTE_RUN_MAX = 3
# "— Eddie Howe, speaking to reporters": where the words were said, not a journalist's title.
SPEAKING_TO_RE = re.compile(r",\s*(?:speaking|talking)\b", re.I)
# The names a byline joins ("Jo Smith and Sam Lee", "Jo Smith, Sam Lee").
AUTHOR_SPLIT_RE = re.compile(r",|\band\b|&")
# A journalist's sign-off under the last quote ("— By John Smith", "reporting from Anfield").
SIGN_OFF_RE = re.compile(r"\b(?:by|reporting|reports)\b", re.I)
# A finite verb after the dash (FINITE_VERB_TAGS) makes it a clause about the quote ("— a
# view Baxter shares"), not a signature; participles stay ("— Baxter, speaking on Sunday").
# Before the name, a signature has only capitalised words, role words and "former"
# ("— Former Gulls striker Rob Kettering"); "— a view Baxter shares" is prose about the quote.
WORD_RE = re.compile(r"[\w’']+")  # a word, its apostrophes kept
# A sentence right after a quote that names its speaker, the quote already said: "Those were
# the words of X", "That was the verdict of X", "So said X", "That was X's view", "That is how
# X saw it", and "...," was how X put it. Each pattern matches the text after the closing mark, from its start; its
# ``who`` group is the stretch that names the speaker. They are tried before the cue verbs:
# without them the quote has no cue and goes to whoever spoke before it.
CATAPHORIC_NOUNS = (
    r"(?:words|verdict|view|views|thoughts|opinion|assessment|message|reaction|take|judgement"
    r"|judgment|response|answer)"
)
CATAPHORIC_WHO = r"(?P<who>[^\n]+?)"  # within the one sentence after the quote
CATAPHORIC_END = r"[.!]?\s*$"  # the frames that end with the name run to the sentence's end
# (pattern, the cue verb it holds): "So said X" keeps its "say".
# A British full stop or comma outside the closing mark ('"...". Those were the words of X').
CATAPHORIC_START = r"[.!?…,]?\s*"
CATAPHORIC_FRAMES: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (re.compile(rf"{CATAPHORIC_START}(?:Those|These|Such) (?:were|are) the {CATAPHORIC_NOUNS} of {CATAPHORIC_WHO}"
                rf"{CATAPHORIC_END}"), None),
    (re.compile(rf"{CATAPHORIC_START}(?:That|This|Such) (?:was|is) the {CATAPHORIC_NOUNS} of {CATAPHORIC_WHO}"
                rf"{CATAPHORIC_END}"), None),
    (re.compile(rf"{CATAPHORIC_START}So (?:said|says) {CATAPHORIC_WHO}{CATAPHORIC_END}"), "say"),
    # the possessive stays in the stretch: the model's name often takes the "'s" in
    (re.compile(rf"{CATAPHORIC_START}(?:That|This|Those|These) (?:was|were|is|are) (?P<who>[^\n]+?['’]s?)"
                rf" {CATAPHORIC_NOUNS}\b"), None),
    (re.compile(rf"{CATAPHORIC_START}(?:(?:That|This) )?(?:was|is) how {CATAPHORIC_WHO} (?:put|puts|described|describes"
                r"|summed|sums|summarised|summarized|saw|sees) (?:it|them|things|the\b)"), None),
)  # fmt: skip
DETERMINERS = frozenset({"the", "a", "an", "this", "that"})
# "the former Serie A midfielder" is five; a hyphen inside a word counts as no token
# (_word_count), so "the ex-Everton and Burnley boss" is six.
DESCRIPTION_MAX_TOKENS = 6
DESCRIPTION_POS = frozenset({"NOUN", "PROPN", "ADJ", "VERB"})
# "his opposite number", "her counterpart": the other side's person in the same role.
COUNTERPART_HEADS = frozenset({"number", "counterpart"})
COUNTERPART_RE = re.compile(
    r"(?:his|her|their)\s+(?:(?P<opposite>opposite)\s+number|counterpart)", re.IGNORECASE
)
PLURAL_TAGS = frozenset({"NNS", "NNPS"})
PARTICIPLE_TAGS = frozenset({"VBN", "VBG"})  # "Asked about ...", "Speaking to ..."
DESCRIPTION_LABEL = "DESCRIPTION"
ANONYMOUS_LABEL = "ANONYMOUS"
ANONYMOUS_MAX_TOKENS = 16  # how much of "One man, ringing from Ashcombe, ..." names his club
BYLINE_SEARCH_CHARS = 80
PARAGRAPHS_KEY = "varometer:paragraphs"  # and ``doc_paragraphs`` the paragraph bounds
FILLING_KEY = "varometer:filling"  # the quotes that fill their paragraphs, by paragraph
QUOTE_STARTS_KEY = "varometer:quote-starts"  # where each of ``doc._.quotes`` starts
NAME_PART_DEPS = frozenset({"compound", "flat"})
# Titles before a name, never part of it ("Sen.", "Rep.", "Mr.").
TITLE_WORDS = frozenset({"mr", "mrs", "ms", "dr", "sen", "rep", "gov", "rev", "prof", "president"})
# Honorifics and nicknames written before a surname alone ("Sir Holt"), never a first name.
HONORIFICS = frozenset({"sir", "dame", "lord", "lady", "coach", "skipper", "gaffer", "boss"})
# Honorific titles the model takes into a name ("Mrs Pengelly", "Ms Helen Treloar"): never part
# of a canonical name, so "Mrs Pengelly" is the article's Karen Pengelly. The title still
# tells the person's gender (GENDER_TITLES, read from the text before the name).
NAME_TITLES = TITLE_WORDS | frozenset(GENDER_TITLES) | frozenset({"miss", "lord", "lady"})
# Entity types the stock model gives to names that are not speakers ("Brexit" is an EVENT).
NOT_SPEAKER_ENT_TYPES = frozenset({"GPE", "LOC", "EVENT", "DATE", "TIME", "LAW", "NORP"})
SENTENCE_END_RE = re.compile(r"[.!?](?:\s+|$)")
WORD_OR_STOP_RE = re.compile(r"[\w.]")
INITIALS_RE = re.compile(r"(?:[a-z]\.)+")  # "g.k." of "G.K. Barry": no sentence end
# Longer than any abbreviation or run of initials a full stop can close; a longer run of
# letters and stops is read only this far back (and so is no abbreviation).
ABBREVIATION_MAX_CHARS = 40
# The most mentions a rule looks back over (``_history``): far more than any news article
# names before one quote, few enough that a 1 MB live blog stays linear in its length.
HISTORY_MAX_MENTIONS = 300
# Words whose full stop does not end a sentence ("said Rep. Gwen Moore", "Mr. Podesta said").
ABBREVIATIONS = frozenset(
    {
        "mr.", "mrs.", "ms.", "dr.", "prof.", "rev.", "sen.", "rep.", "gov.", "lt.", "gen.",
        "col.", "capt.", "sgt.", "st.", "jr.", "sr.", "inc.", "co.", "corp.", "ltd.", "no.",
        "vs.", "v.", "u.s.", "u.k.", "pres.", "atty.", "supt.", "cmdr.", "adm.", "maj.",
    }
)  # fmt: skip


@dataclass
class Mention:
    """A mention of a person or organisation outside quotes, resolved to a canonical name."""

    start: int
    end: int
    text: str
    canonical: str
    kind: str  # "person" or "org"
    label: str
    is_subject: bool
    sent_start: int
    descriptors: list[Descriptor] = field(default_factory=list)
    club: str | None = None  # the club an anonymous supporter's description names
    weak: bool = False  # an organisation only the stock model knows: a speaker only as subject


@dataclass
class Attribution:
    """Who said one quote, the surface text that said so, and the cue verb."""

    speaker: str | None
    mention: str | None
    cue: str | None
    # "cue", "dash", "cataphoric", "chant", "verbless", "colon", "turn", "continuation",
    # "previous-sentence", "none"
    method: str
    kind: str | None = None  # "person" or "org"
    club: str | None = None  # an anonymous supporter's club, read from his description
    # The sieve rule that decided the quote (``nlp.sieve``), and how the mention became the
    # speaker (see ``mention_resolver``): what ``varometer quotes --explain`` shows.
    rule: str | None = None
    resolver: str | None = None


def mention_resolver(m: Mention, text: str) -> str:
    """Return how a mention of the people table names its speaker: ``description`` ("the
    Spurs boss"), ``anonymous`` (an unnamed supporter), ``org``, ``name`` (the name as
    written), ``surname`` (a shorter form of a name the article writes in full: "Conte"),
    or ``register`` (a shorter form only the register completes)."""
    if m.label == DESCRIPTION_LABEL:
        return "description"
    if m.label == ANONYMOUS_LABEL:
        return "anonymous"
    if m.kind == "org":
        return "org"
    if name_key(m.text) == name_key(m.canonical):
        return "name"
    # the article's full name was joined to the short one, unless only the register has it
    return "surname" if m.canonical in text else "register"


PARAGRAPH_BREAK_RE = re.compile(r"\n[ \t]*\n")


def _sentence_start(words: Token | Span) -> int:
    """Return where the sentence holding ``words`` starts, never before their paragraph: the
    tagger may run a paragraph's closing quote on into the next paragraph's first sentence
    ('... from a goal."\n\nDave from Bermondsey rang in.'), but a paragraph starts anew."""
    sent_start = words.sent.start_char
    at = words.idx if isinstance(words, Token) else words.start_char
    breaks = list(PARAGRAPH_BREAK_RE.finditer(doc_text(words.doc), sent_start, at))
    return breaks[-1].end() if breaks else sent_start


def _mention_start(m: Mention) -> int:
    return m.start


def _in_any(start: int, end: int, spans: CharRanges | Sequence[tuple[int, int]]) -> bool:
    """True when one of ``spans`` holds all of ``start``..``end``."""
    if isinstance(spans, CharRanges):
        return spans.holds(start, end)  # by bisection: asked for every word of an article
    return any(a <= start and end <= b for a, b in spans)


def _quote_ranges(quotes: list[QuoteSpan]) -> CharRanges:
    return CharRanges(
        (q.open_at, (q.close_at if q.close_at is not None else q.end) + 1) for q in quotes
    )


# Labels under which the model puts a person's name it does not know and which "who" then
# shows to be a person; a place (GPE, LOC) is as often a national side ("Costa Rica, who").
WHO_MISREAD_LABELS = frozenset({"ORG", "FAC", "PRODUCT", "WORK_OF_ART", "NORP"})
# Last words of team names: "Notts County, who scored four" is a team.
TEAM_NAME_WORDS = CLUB_SUFFIX_WORDS | frozenset(
    {"borough", "villa", "hotspur", "wednesday", "forest", "orient", "argyle", "vale", "fc"}
)
# Lowercase words a post's title may have before its role word ("Bologna head coach").
ROLE_MODIFIERS = frozenset({"head", "assistant", "caretaker", "interim", "first-team", "joint"})


# Dependencies that put a clause or phrase under another: a subject beneath one of them is
# not the main clause's.
SUBORDINATE_DEPS = frozenset({"advcl", "pcomp", "pobj", "prep", "acl", "relcl"})


def _in_main_clause(doc: Doc, m: Mention) -> bool:
    """True when mention ``m`` hangs from its sentence's root with no subordinate clause or
    phrase between (:data:`SUBORDINATE_DEPS`)."""
    span = mention_span(doc, m)
    if span is None:
        return True
    sent = span.sent
    if sent[0].pos_ in ("ADP", "SCONJ"):
        # "Against Newcastle winger Anthony Gordon, Trent Alexander-Arnold had ...": the
        # parser may make the opening phrase's name the subject; it ends at the first comma.
        comma = next((t.i for t in sent if t.text == ","), None)
        if comma is not None and span.end <= comma:
            return False
    return not any(t.dep_ in SUBORDINATE_DEPS for t in below_root(span.root))


def _said_of(doc: Doc, m: Mention, named: list[Mention]) -> bool:
    """Return whether mention ``m`` is only talked about in its sentence: a word of a
    clause (``xcomp``/``ccomp``) under a verb whose own subject is another named person
    ("Horvath expects Danby to be back", "Arteta says Saka is fine")."""
    span = doc.char_span(m.start, m.end, alignment_mode="expand")
    if span is None or span.root.dep_ == "ROOT" or span.root.head.dep_ == "ROOT":
        return False
    for verb in below_root(span.root.head):
        if verb.dep_ == "ROOT" or verb.dep_ in SUBJECT_DEPS:
            break
        if verb.dep_ in ("xcomp", "ccomp"):
            speaker = next((c for c in verb.head.children if c.dep_ in SUBJECT_DEPS), None)
            if speaker is not None:
                return any(
                    o.canonical != m.canonical and o.start <= speaker.idx < o.end for o in named
                )
    return False


# The longest sentence opening read as a role phrase before a name ("Former Blackburn and
# Chelsea striker Chris Sutton"); a longer run of capitalised words is no such opening.
ROLE_OPENING_MAX_TOKENS = 16


def _is_subject(span: Span) -> bool:
    """True when the mention is what its clause is about: a subject (a passive's agent
    too), or in apposition to or coordinated with one, "there is X", or the antecedent of a
    "who" clause."""
    if any(t.dep_ in SUBJECT_DEPS for t in span):
        return True
    root = span.root
    t = root
    for t in up_from(root):  # up through the name's own parts to the word it stands as
        if t.dep_ not in ("appos", "compound", "flat", "conj") or is_root(t):
            break
    if t.dep_ in SUBJECT_DEPS:
        return True
    if t.dep_ == "pobj" and t.head.dep_ == "agent":
        return True  # "The cost was raised by Nadia Fenwick.": who does it, as a subject does
    if root.dep_ == "conj" and root.head.pos_ in ("VERB", "AUX") and root.pos_ == "PROPN":
        return True  # "..., and Pryce, for all his anger, did not hide": a misparsed subject
    if (
        root.is_sent_start
        and root.pos_ == "ADV"
        and root.is_title
        and root.i + 1 < len(root.doc)
        and root.doc[root.i + 1].text == ","
    ):
        return True  # "Foden, asked about it, shrugged it off.": the name read as an adverb
    if t.dep_ == "attr" and any(c.dep_ == "expl" for c in t.head.children):
        return True
    before = span.doc[span.sent.start : span.start]
    # "Unlike Arsenal manager Mikel Arteta, Liverpool head coach Arne Slot ...": a
    # preposition or conjunction first makes the name its object. Asked first: it stops at
    # the first such word, where reading the role phrase took all the sentence before the
    # name, for each name of a long sentence.
    if (
        root.dep_ != "poss"
        and len(before) <= ROLE_OPENING_MAX_TOKENS
        and not any(t.pos_ in ("ADP", "SCONJ", "CCONJ", "ADV", "VERB") for t in before)
    ):
        opening = before.text
        role, _, at = role_in_phrase(opening)
        if (
            role is not None
            and all(
                w[:1].isupper() or w.lower() in ROLE_MODIFIERS
                for w in WORD_RE.findall(opening[:at])
            )
            and role_in_phrase(opening[at:])[0] == role
            and len(WORD_RE.findall(opening[at:])) <= 3
        ):
            # "Bologna head coach Vincenzo Italiano, speaking through an interpreter, was
            # furious": the parser made "coach" the verb and the name its object.
            return True
    if (
        t.dep_ == "ROOT"
        and t.pos_ in ("NOUN", "PROPN")
        and any(c.dep_ == "acl" for c in t.children)
    ):
        return True  # "A Chelsea fan called in to gloat.": the verb misparsed as the noun's clause
    return any(
        c.dep_ == "relcl" and any(g.dep_ in SUBJECT_DEPS and g.lower_ == "who" for g in c.children)
        for c in root.children
    )


class PeopleTable:
    """The people and organisations an article mentions, in order, with canonical names."""

    def __init__(self, doc: Doc, register: Register, quote_ranges: CharRanges):
        self.doc = doc
        self.register = register
        self.mentions: list[Mention] = []
        full_names: dict[str, str] = {}  # surname key -> canonical full name, within the article
        written: dict[str, set[str]] = {}  # surname key -> full names the article writes out
        spelled_at: set[int] = set()  # where those are written
        speaking = _speaking_words(doc)
        for ent in self._with_names_after_club_role(doc):
            ent = self._name_after_opening_role_word(ent) or self._name_after_timestamp(ent) or ent
            if (
                self._speaking_place(ent, speaking)
                or self._name_after_role_word(ent)
                or self._name_before_who(ent)
            ):
                ent = Span(doc, ent.start, ent.end, label="PERSON")
            if ent.label_ not in PERSON_LABELS | ORG_LABELS:
                continue
            if _in_any(ent.start_char, ent.end_char, quote_ranges):
                continue
            if ent.label_ in PERSON_LABELS and _names_a_club_before_role_word(ent):
                ent = Span(doc, ent.start, ent.end, label="ORG")
            if ent.label_ in PERSON_LABELS:
                ent = _without_leading_titles(ent)
                ent = _without_leading_possessive(ent)
                ent = _without_trailing_punctuation(ent)
                if any(t.is_digit for t in ent):
                    continue  # "Lionesses 2-2 Spain" in a headline: a score, no one's name
            if ent.label_ in PERSON_LABELS and not ent.ent_id_:
                ent = _without_leading_role_words(ent)
                ent = self._with_untagged_first_name(ent)
                ent = _with_particle_surname(ent)
                ent = self._with_untagged_last_word(ent)
            text = _strip_possessive(ent.text)
            if not text:
                continue
            if _cut_at_hyphen(ent):
                continue  # "the ex-" of "the ex-Everton boss": part of a word, no one's name
            if (
                ent.label_ in PERSON_LABELS
                and not ent.ent_id_
                and register.demonym_nationality(text)
            ):
                continue  # "Welshman" is a description of someone, read as one later
            if ent.label_ in PERSON_LABELS and not ent.ent_id_ and text.islower():
                continue  # the small model's "defender" in "the United defender said": no name
            kind = "person" if ent.label_ in PERSON_LABELS else "org"
            if kind == "person" and _looks_like_org(ent.ent_id_ or text):
                kind = "org"  # registers list bodies and supporters' groups among people
            # The stock model's other organisations ("Lighthouse", "Wales") are kept, but only
            # ever speak as a cue's subject ("PolitiFact says").
            weak = kind == "org" and not ent.ent_id_ and not self._registered_org(text)
            if weak and ent.label_ not in WEAK_ORG_LABELS:
                continue
            canonical = self._canonical(ent, text, kind, full_names)
            # Written out in full: the words, or a register match on the surname with another
            # first name just before it ("Davide" before the register's Carlo "Ancelotti").
            spelled = " " in text or (kind == "person" and ent.ent_id_ not in ("", canonical))
            if kind == "person" and " " in canonical:
                full_names.setdefault(name_key(canonical.split()[-1]), canonical)
                if spelled:
                    written.setdefault(name_key(canonical.split()[-1]), set()).add(canonical)
                    spelled_at.add(ent.start_char)
            self.mentions.append(
                Mention(
                    start=ent.start_char,
                    end=ent.end_char,
                    text=text,
                    canonical=canonical,
                    kind=kind,
                    label=ent.label_,
                    is_subject=_is_subject(ent),
                    sent_start=_sentence_start(ent),
                    weak=weak,
                )
            )
        # (end, full name) of each name written out in full, in text order.
        self._written_out = [
            (m.end, m.canonical)
            for m in self.mentions
            if m.kind == "person" and m.label in PERSON_LABELS and m.start in spelled_at
        ]
        self._add_particle_surnames(doc, quote_ranges)
        self._add_untagged_surnames(doc, quote_ranges)
        for key, full in self._untagged_full_names(doc, quote_ranges, full_names).items():
            full_names.setdefault(key, full)
        # A surname seen before its full name ("Conte ... Antonio Conte") gets the full name too,
        # and a short first name ("Cal") the one full name in the article it begins.
        first_names: dict[str, set[str]] = {}
        for full in full_names.values():
            first_names.setdefault(name_key(full.split()[0]), set()).add(full)
        for m in self.mentions:
            owners = written.get(name_key(m.text), set()) if " " not in m.text else set()
            if m.kind == "person" and len(owners) > 1 and m.start not in spelled_at:
                # A bare surname two people share ("Phil Neville ... Gary Neville ... Neville
                # said") is the one written out last before it.
                last = self._written_out_before(name_key(m.text), m.start)
                if last is not None:
                    m.canonical = last
                    continue
            # A surname of several words that also ends a name the model took for an
            # organisation ("PSV striker Luuk de Jong" as ORG beside "Frenkie de Jong") may be
            # either person's: "De Jong said" is no one's full name.
            if (
                m.kind == "person"
                and " " in m.text
                and m.canonical != m.text
                and _surname_of_name(m.text, m.canonical)
                and any(
                    o.weak and " " in o.text and _surname_of_name(m.text, o.text)
                    for o in self.mentions
                )
            ):
                m.canonical = m.text
                continue
            if m.kind == "person" and " " in m.text and m.canonical == m.text:
                # A surname of several words ("Van Dijk", "Espirito Santo") seen before the
                # full name it ends ("Virgil van Dijk") is that person, as a one-word one is.
                longer = {
                    full
                    for full in written.get(name_key(m.text.split()[-1]), set())
                    if _surname_of_name(m.text, full)
                }
                if len(longer) == 1 and not any(
                    o.weak and " " in o.text and _surname_of_name(m.text, o.text)
                    for o in self.mentions
                ):
                    m.canonical = longer.pop()
                continue
            if m.kind == "person" and " " not in m.canonical:
                key = name_key(m.canonical)
                m.canonical = (
                    full_names.get(key) or self._short_first_name(key, first_names) or m.canonical
                )
            elif m.kind == "person" and " " not in m.text:
                # A bare surname the register matched ("Silva" -> Marco Silva) in an article
                # that writes out one other person of that name ("Bernardo Silva") is theirs.
                if len(owners) == 1 and m.canonical not in owners:
                    m.canonical = next(iter(owners))
        self._tidy_org_names()
        self.gender: dict[str, str] = {}

    def _tidy_org_names(self) -> None:
        """Name an organisation the model knows only by its last words ("the Council said")
        by the full name the article wrote out before ("The Match Officials Council has
        admitted"), when exactly one organisation written out before ends in those words;
        and drop the leading "The" a sentence's first words bring into a name of three words
        or more ("Match Officials Council"; "The Athletic" keeps it). Registered clubs and
        bodies have their own names and aliases and are left alone."""
        for m in self.mentions:
            words = m.canonical.split()
            if m.kind == "org" and m.weak and len(words) > 2 and words[0] in ("The", "the"):
                m.canonical = " ".join(words[1:])
        written: list[tuple[str, str]] = []  # (name key, canonical) of the ones so far
        for m in self.mentions:
            if m.kind != "org":
                continue
            if m.weak:
                short = name_key(m.canonical)
                longer = {full for key, full in written if key.endswith(" " + short)}
                if len(longer) == 1:
                    m.canonical = longer.pop()
            if m.label in WEAK_ORG_LABELS:
                written.append((name_key(m.canonical), m.canonical))

    def _with_names_after_club_role(self, doc: Doc) -> list[Span]:
        """Return the model's entities with each name a speaker is introduced by between a
        club's role noun and a speech verb ("Tottenham forward Heung-min Son said", "Wolves
        forward Hee-chan Hwang said") read as one person's name, whatever the model made of
        its words: it knows few names outside English and reads their parts as places,
        organisations or two people. ``_name_after_role_word`` handles an organisation
        after any role noun; here the club before the role noun and the speech verb after
        the name are what make the words a person's name, whatever their entity types.
        A name with a hyphenated part right beside a speech verb is read so too, with no
        role noun before it (see :meth:`_names_by_cue`)."""
        names: list[Span] = []
        for tok in doc:
            if not (tok.is_lower and tok.i > 0):
                continue  # any part of speech: the tagger reads "forward" as an adverb
            if doc[tok.i - 1].ent_type_ != LABEL_CLUB or role_in_phrase(tok.text)[0] is None:
                continue
            name = self._speaker_name_at(doc, tok.i + 1)
            if name is None and tok.tag_ != "NNS":
                name = self._described_name_at(doc, tok.i + 1)
            if name is not None:
                names.append(name)
        ents = list(doc.ents)
        if names:
            kept = []
            for ent in ents:
                over = [n for n in names if n.start < ent.end and ent.start < n.end]
                if any(ent.start < n.start or n.end < ent.end for n in over):
                    return ents  # an entity running past the name: leave the model's
                if not over:
                    kept.append(ent)
            ents = sorted(kept + names, key=lambda e: e.start)
        for name in self._names_by_cue(doc):
            over = [e for e in ents if e.start < name.end and name.start < e.end]
            if any(e.ent_id_ or e.start < name.start or name.end < e.end for e in over):
                continue  # a register's match, or an entity running past the name
            if any(e.label_ in PERSON_LABELS and e.start == name.start for e in over):
                if all(e.end == name.end for e in over):
                    continue  # the model read it as this name already
            ents = sorted([e for e in ents if e not in over] + [name], key=lambda e: e.start)
        return ents

    def _names_by_cue(self, doc: Doc) -> list[Span]:
        """Return the names of NAME_AFTER_ROLE_WORDS capitalised words with a hyphenated part
        (:data:`HYPHENATED_NAME_PART_RE`: "Heung-min Son", "Jean-Philippe Mateta") written
        right before or right after a speech verb ("Heung-min Son said:", "said Hee-chan
        Hwang."). The stock model knows few names outside English and, with no role noun
        before them, reads their parts as places, organisations or nothing; a capitalised
        word joined by a hyphen to another, with a surname beside it and a speech verb
        beside that, is a person's given name or double surname. So is such a name the
        model tagged wholly as a title (:data:`MISREAD_NAME_LABELS`: '"...," Declan Rice
        told reporters'). With no speech verb beside it, such a name with a hyphenated part
        that the model left wholly untagged counts when it is its clause's subject ("Morgan
        Gibbs-White was furious." before '"...," he said'): see
        :func:`_untagged_hyphenated_subject`. Registered clubs and bodies and names with an
        organisation's word are left to the model."""
        names: list[Span] = []
        i = 0
        while i < len(doc):
            tok = doc[i]
            if not _is_name_word(tok) or (i > 0 and _in_name(doc[i - 1])):
                i += 1
                continue
            if _opening_function_word(tok):
                i += 1  # "Then Heung-min Son said": a sentence's first word, not a name's
                continue
            end, words = _name_words_end(doc, i)
            span = doc[i:end]
            beside_cue = (end < len(doc) and _is_cue(doc[end])) or (i > 0 and _is_cue(doc[i - 1]))
            if (
                words in NAME_AFTER_ROLE_WORDS
                and not (end < len(doc) and _is_name_word(doc[end]))
                and (
                    (
                        (HYPHENATED_NAME_PART_RE.search(span.text) or _misread_name(span))
                        and (beside_cue or _untagged_hyphenated_subject(span))
                    )
                    or _untagged_opening_subject(span, words)
                )
                and not self._org_name(span)
            ):
                names.append(Span(doc, i, end, label="PERSON"))
            i = max(end, i + 1)
        return names

    def _described_name_at(self, doc: Doc, start: int) -> Span | None:
        """Return the name of one to max(NAME_AFTER_ROLE_WORDS) capitalised words beginning
        at ``start``, right after a club's singular role noun, that ends an apposition or, of
        two or more words, is a clause's subject ("Another, Arsenal fan Priya, phoned in",
        "Arsenal fan Priya Sharma phoned in"): the small model leaves such names untagged or
        reads them as a nationality. Not a date's words, a registered club or body or an
        organisation's word; else None."""
        end, words = _name_words_end(doc, start)
        if words == 0 or end >= len(doc):
            return None
        after = doc[end]
        appositive = after.text in (",", "from")
        # one word before a verb is as often a place or a nickname ("fan Stateside were")
        if not (appositive or words >= 2 and after.pos_ in ("VERB", "AUX")):
            return None
        span = doc[start:end]
        if any(t.ent_type_ not in NAME_ENT_TYPES for t in span) or self._org_name(span):
            return None
        return Span(doc, start, end, label="PERSON")

    def _speaker_name_at(self, doc: Doc, start: int) -> Span | None:
        """Return the name of NAME_AFTER_ROLE_WORDS capitalised words (each perhaps joined to
        the next part by a hyphen, "Heung-min") beginning at ``start`` and followed by a
        speech verb, unless a registered club or body or an organisation's word; or None."""
        i, words = _name_words_end(doc, start)
        if words not in NAME_AFTER_ROLE_WORDS or i >= len(doc) or not _is_cue(doc[i]):
            return None
        span = doc[start:i]
        if self._org_name(span):
            return None
        return Span(doc, start, i, label="PERSON")

    def _org_name(self, span: Span) -> bool:
        """True when ``span`` is a registered club or body, has an organisation's word, or
        one of its words is a registered club or body."""
        text = span.text
        if any(t.lower_ in COMPANY_NAME_WORDS for t in span):
            return True
        if self._registered_org(text) or _looks_like_org(text):
            return True
        return any(self._registered_org(t.text) for t in span if t.is_alpha)

    def _speaking_place(self, ent: Span, speaking: dict[str, list[int]]) -> bool:
        """True when the model's place, organisation, facility, product or work of art
        (:data:`MISREAD_FULL_NAME_LABELS`) is a person's full name: two or three
        capitalised name words, no club, body or organisation's word among them, whose last
        word alone is a speech verb's subject later in the article ("Hamish Gow refereed ..."
        read as a place, then "Gow said"). A place does not say things; a club does, so
        clubs never count, and "Merseyside Police said" is the entity speaking, not a
        surname."""
        if ent.label_ not in MISREAD_FULL_NAME_LABELS or ent.ent_id_:
            return False
        words = [t for t in ent if t.text not in NAME_HYPHENS]
        if not 2 <= len(words) <= 3 or not all(t.is_title and _name_word(t) for t in words):
            return False
        if not any(i >= ent.end for i in speaking.get(name_key(words[-1].text), ())):
            return False
        if ent.root.dep_ in PLACE_DEPS:
            return False  # "the players of Holloway Vale", "at Penhallow Park": a place or club
        return not self._names_an_org(ent, words)

    def _name_before_who(self, ent: Span) -> bool:
        """True when the model's organisation or place (:data:`MISREAD_FULL_NAME_LABELS`)
        is two or three capitalised name words followed by ", who" ("Aitana Bonmati, who
        scored Spain's second, said"): "who" follows people, the name is a speech verb's
        subject, and no register knows the words as a club or body, nor is an organisation's
        word among them. A country or place ("Costa Rica, who scored twice") and a name ending
        in a team's word ("Notts County") are teams, which "who" follows too; so is a team
        the sentence does not have speaking ("Kaizer Chiefs, who lost 2-0, were angry")."""
        if ent.label_ not in WHO_MISREAD_LABELS or ent.ent_id_:
            return False
        words = [t for t in ent if t.text not in NAME_HYPHENS]
        if not 2 <= len(words) <= 3 or not all(t.is_title and _name_word(t) for t in words):
            return False
        if words[-1].lower_ in TEAM_NAME_WORDS:
            return False  # "Notts County, who scored four": a team scores too
        doc = ent.doc
        if ent.end + 1 >= len(doc) or doc[ent.end].text != "," or doc[ent.end + 1].lower_ != "who":
            return False
        if not (ent.root.dep_ in SUBJECT_DEPS and _is_cue(ent.root.head)):
            return False
        return not self._names_an_org(ent, words)

    def _name_after_role_word(self, ent: Span) -> bool:
        """True when the stock model's organisation is a person's name it did not know: two
        or more capitalised words right after a role noun, perhaps of two words and perhaps
        with a comma between ("Sunderland boss Régis Le Bris", "striker Jean-Philippe Mateta",
        "chief executive, Nadia Fenwick"), which no register knows as a club or body and
        which no organisation's word ("United", "Trust") is part of. So is such a name the
        model read as a place, building or title ("Saltcote boss Tomasz Wray" as a
        WORK_OF_ART)."""
        if ent.label_ not in MISREAD_FULL_NAME_LABELS or ent.ent_id_ or ent.start == 0:
            return False
        words = [t for t in ent if t.text not in NAME_HYPHENS]
        if len(words) < 2 or not all(t.is_alpha and t.pos_ == "PROPN" for t in words):
            return False
        if not (words[0].is_title and words[-1].is_title):
            return False
        if not all(t.is_title or t.lower_ in NAME_PARTICLES for t in words):
            return False
        if not _role_noun_before(ent.doc, ent.start):
            return False
        # "owner Clearlake Capital", "owners Fenway Sports Group"
        return not self._names_an_org(ent, words)

    def _name_after_opening_role_word(self, ent: Span) -> Span | None:
        """Return the name in a sentence's capitalised role noun and the name after it that the
        stock model read together as one organisation or place ("Referee Paul Sterling later
        explained", "Striker Nina Hale said"), as a person; None for any other entity. The
        lowercase role noun before a name is :meth:`_name_after_role_word`'s case."""
        if ent.label_ not in MISREAD_FULL_NAME_LABELS or ent.ent_id_ or len(ent) < 3:
            return None
        first = ent[0]
        if not (first.is_sent_start and first.is_title and first.is_alpha):
            return None
        if role_in_phrase(first.lower_)[0] is None:
            return None
        rest = ent.doc[ent.start + 1 : ent.end]
        words = [t for t in rest if t.text not in NAME_HYPHENS]
        if not 2 <= len(words) <= 3:
            return None
        if not all(t.is_alpha and t.is_title and t.pos_ == "PROPN" for t in words):
            return None
        if self._names_an_org(rest, words):
            return None
        return Span(ent.doc, rest.start, rest.end, label="PERSON")

    def _name_after_timestamp(self, ent: Span) -> Span | None:
        """Return the name in a live blog entry's time, dash and name that the stock model
        read together as one date, time or organisation ("18:52 - Postecoglou on the delay",
        "18:40 - Ange Postecoglou has been speaking"), as a person; None for any other
        entity."""
        if len(ent) < 3 or not TIMESTAMP_RE.fullmatch(ent[0].text) or ent[1].text not in DASHES:
            return None
        rest = ent.doc[ent.start + 2 : ent.end]
        words = [t for t in rest if t.text not in NAME_HYPHENS]
        if not 1 <= len(words) <= 3 or not all(_is_name_word(t) for t in words):
            return None
        if self._names_an_org(rest, words):
            return None
        return Span(ent.doc, rest.start, rest.end, label="PERSON")

    def _names_an_org(self, span: Span, words: list[Token]) -> bool:
        """True when ``span`` (its name ``words``) has a company's word, or is a registered
        club or body or has an organisation's word: not a person's name the model misread."""
        if any(w.lower_ in COMPANY_NAME_WORDS for w in words):
            return True
        text = _strip_possessive(span.text)
        return self._registered_org(text) or _looks_like_org(text)

    def _with_untagged_first_name(self, ent: Span) -> Span:
        """Return a surname the model tagged alone with the first name written just before it
        that it read as something else ("Cristian" a nationality in "Cristian Romero")."""
        if len(ent) != 1 or ent.start == 0:
            return ent
        prev = ent.doc[ent.start - 1]
        if not (prev.pos_ == "PROPN" and prev.is_title and prev.is_alpha and prev.whitespace_):
            return ent
        if prev.ent_type_ not in FIRST_NAME_MISREAD_ENT_TYPES or prev.ent_iob_ == "I":
            return ent  # a longer entity's last word ("Manchester City Haaland")
        word = prev.lower_
        if word in NAME_TITLES or word in HONORIFICS or role_in_phrase(prev.text)[0] is not None:
            return ent
        if self.register.demonym_nationality(prev.text) or self._registered_org(prev.text):
            return ent  # "Argentine Romero", "Spurs Romero": a description, not a first name
        return Span(ent.doc, ent.start - 1, ent.end, label=ent.label)

    def _with_untagged_last_word(self, ent: Span) -> Span:
        """Return a person's name with the capitalised word after it that the model left out
        of it but parsed as the head the name modifies: it tags "Nuno Espirito" in "Nuno
        Espirito Santo hailed ..." and leaves "Santo", the subject, untagged, so the name was
        cut and a later "Espirito Santo" no one. A word of another entity, a calendar word, a
        role word or a registered club or body stays out."""
        doc = ent.doc
        if ent.end >= len(doc) or not doc[ent.end - 1].whitespace_:
            return ent
        last, word = doc[ent.end - 1], doc[ent.end]
        if last.dep_ != "compound" or last.head.i != word.i:
            return ent
        if not (word.pos_ == "PROPN" and word.is_title and _name_word(word)) or word.ent_type_:
            return ent
        if word.lower_ in CALENDAR_WORDS or word.is_stop:
            return ent
        if role_in_phrase(word.text)[0] is not None:
            return ent
        if self._registered_org(word.text):
            return ent
        return Span(doc, ent.start, ent.end + 1, label=ent.label)

    def _add_particle_surnames(self, doc: Doc, quote_ranges: CharRanges) -> None:
        """Add as a person mention each surname with a particle ("ten Hag", "Van Dijk") of a
        name the article has written out, in whatever case its particle is written, where
        the model tagged no name: it reads "ten" as a number and "Ten Hag" as a title."""
        surnames = {
            tuple(name_key(surname_of(full)).split())
            for _, full in self._written_out
            if " " in surname_of(full)
        }
        for token in doc:
            for words in surnames:
                span = doc[token.i : token.i + len(words)]
                if tuple(name_key(t.text) for t in span) != words or not span[-1].is_title:
                    continue
                if any(not t.whitespace_ for t in span[:-1]):
                    continue
                canonical = self._particle_surname_before(words, token.idx)
                if canonical is None or _in_any(token.idx, span.end_char, quote_ranges):
                    continue
                covering = [
                    m for m in self.mentions if m.start < span.end_char and token.idx < m.end
                ]
                if any(m.kind == "person" or not m.weak for m in covering):
                    continue  # the full name itself, or a name or organisation of its own
                self._put_person(span, canonical, covering)

    def _put_person(self, span: Span, canonical: str, covering: list[Mention]) -> None:
        """Add ``span`` as a mention of the person ``canonical`` in place of the ``covering``
        mentions the model made of its words (an organisation, a place)."""
        for m in covering:
            self.mentions.remove(m)
        self.add(
            Mention(
                start=span.start_char,
                end=span.end_char,
                text=span.text,
                canonical=canonical,
                kind="person",
                label="PERSON",
                is_subject=_is_subject(span),
                sent_start=_sentence_start(span[0]),
            )
        )

    def _particle_surname_before(self, words: tuple[str, ...], position: int) -> str | None:
        """Return the full name ending in the surname ``words`` (name keys) written out last
        before ``position``, or None when none is yet."""
        names = [
            full
            for end, full in self._written_out
            if end <= position and tuple(name_key(surname_of(full)).split()) == words
        ]
        return names[-1] if names else None

    def _add_untagged_surnames(self, doc: Doc, quote_ranges: CharRanges) -> None:
        """Add as a person mention each surname the model did not tag as one ("Neville
        disagreed" read as a place, "Martin said" as an organisation, "Hocking said" as a
        noun) when the article has already written out a person of that surname; of two
        ("Phil Neville ... Gary Neville ... Neville said"), the one written out last.

        A first name standing alone is read the same way when it begins exactly one name
        the article writes out and is no one's surname there ("Nuno Espirito Santo ...
        Nuno said", the small model's organisation): the first-name rule for the names it
        does tag, applied to the ones it misreads. So is a one-word name the model tagged a
        person earlier ("Manchester City midfielder Rodri ... Rodri said", an organisation
        the second time)."""
        surnames = {name_key(full.split()[-1]) for _, full in self._written_out}
        owners: dict[str, set[str]] = {}
        for _, full in self._written_out:
            owners.setdefault(name_key(full.split()[0]), set()).add(full)
        # The first word of a name the stock model took for an organisation ("Nuno Mendes"
        # as ORG): a first name two people in the article may share.
        org_first_words = {
            name_key(m.text.split()[0]) for m in self.mentions if m.weak and " " in m.text
        }
        first_names = {
            key
            for key, fulls in owners.items()
            if len(fulls) == 1
            and key not in surnames
            and key not in org_first_words
            and len(key) >= MIN_SHORT_NAME
            and self.register.person(key) is None
        }
        # A player known by one name ("Rodri", "Casemiro") the model tags a person once and
        # an organisation the next time: (start, name) of each mention it tagged a person.
        mononyms = [
            (m.start, m.canonical)
            for m in self.mentions
            if m.kind == "person"
            and m.label in PERSON_LABELS
            and " " not in m.text
            and " " not in m.canonical
            and name_key(m.canonical) not in surnames | set(owners)
        ]
        mononym_keys = {name_key(name) for _, name in mononyms}
        for token in doc:
            if _continues_hyphenated(token):
                continue  # "Peters" in "Walker-Peters": read with the word it joins
            span = _hyphenated_run(token)
            key = name_key(span.text)
            if key not in surnames | first_names | mononym_keys or not _untagged_surname(span):
                continue
            if key in surnames:
                canonical = self._written_out_before(key, token.idx)
            elif key in first_names:
                canonical = self._first_named_before(key, token.idx)
            else:
                canonical = next(
                    (n for at, n in mononyms if at < token.idx and name_key(n) == key), None
                )
            if canonical is None:
                continue  # not named in full yet
            end = span.end_char
            if _in_any(token.idx, end, quote_ranges):
                continue
            covering = [m for m in self.mentions if m.start < end and token.idx < m.end]
            # The stock model's organisation of just these words ("Martin" or "Walker-Peters"
            # as ORG) is the person; any other mention there is a name or an organisation of
            # its own.
            if any(m.kind == "person" or not (m.weak and m.text == span.text) for m in covering):
                continue
            self._put_person(span, canonical, covering)

    def _untagged_full_names(
        self, doc: Doc, quote_ranges: CharRanges, full_names: Mapping[str, str]
    ) -> dict[str, str]:
        """Return, by surname key, the full name the article writes for a one-word person the
        model tagged only later ("TENNANT, Saturday - Barry Oduya said ..." left untagged
        after a dateline, then "Oduya said"): the surname right after one capitalised word
        the model gave no entity, which is no title, role word, calendar word or stop word.
        Only for surnames with no full name yet and one such first name in the article."""
        wanted = {
            name_key(m.text)
            for m in self.mentions
            if m.kind == "person" and " " not in m.canonical and not self.register.person(m.text)
        } - set(full_names)
        found: dict[str, set[str]] = {}
        for token in doc:
            key = name_key(token.text)
            if key not in wanted or token.i == 0 or _in_any(token.idx, token.idx + 1, quote_ranges):
                continue
            first = doc[token.i - 1]
            if (
                first.ent_type_
                or first.pos_ != "PROPN"
                or not (first.is_title and _name_word(first))
                or not _may_be_first_name(first)
                or first.whitespace_ != " "
            ):
                continue
            if first.i > 0 and doc[first.i - 1].is_title and doc[first.i - 1].pos_ == "PROPN":
                continue  # a third capitalised word: a longer name or a club, not this one
            found.setdefault(key, set()).add(f"{first.text} {token.text}")
        return {key: names.pop() for key, names in found.items() if len(names) == 1}

    def _written_out_before(self, surname: str, position: int) -> str | None:
        """Return the full name of ``surname`` (a name key) written out last before
        ``position``, or None when none is yet."""
        names = [
            full
            for end, full in self._written_out
            if end <= position and name_key(full.split()[-1]) == surname
        ]
        return names[-1] if names else None

    def _first_named_before(self, first_name: str, position: int) -> str | None:
        """Return the full name beginning with ``first_name`` (a name key) written out
        before ``position``, or None when none is yet."""
        names = [
            full
            for end, full in self._written_out
            if end <= position and name_key(full.split()[0]) == first_name
        ]
        return names[-1] if names else None

    def _short_first_name(self, key: str, first_names: dict[str, set[str]]) -> str | None:
        if len(key) < MIN_SHORT_NAME or self.register.person(key) is not None:
            return None
        owners = {f for first, fulls in first_names.items() if first.startswith(key) for f in fulls}
        return owners.pop() if len(owners) == 1 else None

    def add(self, mention: Mention) -> None:
        """Insert a mention found after the entities (a description), keeping text order."""
        at = len(self.mentions)
        while at > 0 and self.mentions[at - 1].start > mention.start:
            at -= 1
        self.mentions.insert(at, mention)

    def person_compatible(self, canonical: str, gender: str | None) -> bool:
        """False only when the person's known gender contradicts ``gender``."""
        known = self.gender.get(canonical)
        return gender is None or known is None or known == gender

    def _registered_org(self, text: str) -> bool:
        return self.register.club(text) is not None or self.register.body(text) is not None

    def _canonical(self, ent: Span, text: str, kind: str, full_names: dict[str, str]) -> str:
        if ent.ent_id_.startswith(AMBIGUOUS_ID_PREFIX):
            return text  # "United" in a report on two Uniteds: the words, never the ruler's id
        if ent.ent_id_:
            other = _other_first_name(ent) if kind == "person" else None
            # "Gary Holt" is not the register's Ryan Holt, whose surname the ruler matched.
            if other:
                return f"{other} {text}"
            if kind == "person" and self._another_first_name(ent, text):
                return text
            return ent.ent_id_
        if kind == "org":
            club = self.register.club(text)
            if club is not None:
                return club.name
            body = self.register.body(text)
            return body.name if body is not None else text
        person = self.register.person(text)
        if person is not None:
            return person.name
        if " " not in text:
            return full_names.get(name_key(text), text)
        full = full_names.get(name_key(text.split()[-1]))
        return full if full is not None and _surname_of_name(text, full) else text

    def _another_first_name(self, ent: Span, text: str) -> bool:
        """Return True when ``text`` is a full name with the surname of the registered person
        whose id ``ent`` carries but another first name, no registered person's name, and
        no club of theirs just before it: a span spaCy gives the id of its root, the surname
        the ruler matched ("Brentford midfielder Sam Howe" carries Eddie Howe's), while
        "Newcastle boss Edward Howe" is the register's Eddie Howe by another name."""
        words, known = text.split(), ent.ent_id_.split()
        if not (
            len(words) > 1
            and len(known) > 1
            and name_key(words[-1]) == name_key(known[-1])
            and name_key(words[0]) != name_key(known[0])
            and self.register.person(text) is None
        ):
            return False
        person = self.register.person(ent.ent_id_)
        if person is None:
            return True
        doc = ent.doc
        before = doc[max(0, ent.start - PREMODIFIER_CLUB_MAX_TOKENS) : ent.start]
        clubs = [t for t in before if t.ent_type_ == LABEL_CLUB and t.ent_id_ == person.club]
        if not clubs:
            return True
        # at their club, in their role: "Newcastle midfielder Sam Howe" is not its manager
        role = role_in_phrase(doc[clubs[-1].i + 1 : ent.start].text)[0]
        return role is not None and role != person.role

    def people(self) -> list[str]:
        """Return each canonical person once, in order of first mention."""
        seen: dict[str, None] = {}
        for m in self.mentions:
            if m.kind == "person":
                seen.setdefault(m.canonical, None)
        return list(seen)

    def in_range(self, start: int, end: int, weak: bool = False) -> list[Mention]:
        """Return the mentions inside [start, end); weak organisations only when asked."""
        first = bisect_left(self.mentions, start, key=_mention_start)  # in order of start
        last = bisect_left(self.mentions, end, key=_mention_start)
        return [m for m in self.mentions[first:last] if m.end <= end and (weak or not m.weak)]

    def is_club(self, m: Mention) -> bool:
        """True when mention ``m`` names a club: tagged so, or an organisation a register
        knows as one."""
        return m.label == LABEL_CLUB or (m.kind == "org" and self.register.club(m.text) is not None)

    def clubs(self) -> list[str]:
        """Return the article's clubs, most mentioned first."""
        counts: dict[str, int] = {}
        for m in self.mentions:
            if self.is_club(m):
                counts[m.canonical] = counts.get(m.canonical, 0) + 1
        return sorted(counts, key=lambda c: -counts[c])


# Words a description may open with that say nothing of whom it describes: "John Terry,
# another former Chelsea captain," is later "the former Chelsea captain".
DESCRIPTION_DETERMINERS = ("the", "a", "an", "another")
# Words that describe the same post, read as the first so that two descriptions differing only
# in them match: "the former Chelsea skipper" is the man introduced as "a former Chelsea
# captain", "the Sunderland boss" the one introduced as "the Sunderland manager".
DESCRIPTION_SYNONYMS = {
    "skipper": "captain",
    "boss": "manager",
    "gaffer": "manager",
    "keeper": "goalkeeper",
    "centre-half": "centre-back",
}
# Past roles a description can give someone who holds the same role now at another club:
# "the former Burnley manager" may be the Forest manager the article just named. A former
# referee or official does not referee for a club, so only these move.
MOVED_ON_ROLES = frozenset({"manager", "player"})
# Past roles another past role also answers to: "the former official" is a former referee
# as often as anyone (a match official), so it finds "Mark Clattenburg, a former Premier
# League referee" rather than whoever the register does not know.
PAST_ROLE_ALIASES = {"official": frozenset({"referee"})}
# Of those, the past roles for which someone in that role elsewhere fits with nothing in
# the text tying him to the club: an article names a manager or two, and "the former
# Burnley manager" beside "Forest boss Sean Dyche" is him. It names many players, so "the
# former Arsenal player" is only someone the text says left Arsenal ("Havertz, who left
# Arsenal,", "a former Arsenal player"), else no one rather than any other club's player.
MOVED_ON_UNTIED_ROLES = frozenset({"manager"})
# Roles former players hold now, so that "the former Tottenham midfielder" after "Sky Sports
# pundit Jamie Redknapp agreed." is him with nothing in the text tying him to Tottenham: a
# pundit plays for no club, so the text need not say he left one.
FORMER_PLAYER_ROLES = frozenset({"pundit"})
# A hyphened "ex-" says what "former" does: "the ex-Chelsea boss" is the man introduced as
# "a former Chelsea manager".
PAST_PREFIX_AS_WORD = "former "
# National sides a description may name in place of a club: "the England manager" is someone
# the article or the register ties to England in those words, never whoever was named last
# (Harry Kane, of whom nothing says he manages anyone).
NATIONAL_SIDES = frozenset(
    {"England", "Scotland", "Wales", "Northern Ireland", "Republic of Ireland", "Ireland"}
    | {"France", "Spain", "Germany", "Italy", "Portugal", "Netherlands", "Holland", "Belgium"}
    | {"Croatia", "Denmark", "Norway", "Sweden", "Switzerland", "Austria", "Poland", "Serbia"}
    | {"Turkey", "Ukraine", "Brazil", "Argentina", "Uruguay", "Colombia", "Mexico", "USA"}
    | {"Canada", "Japan", "Australia", "Morocco", "Senegal", "Nigeria", "Egypt", "Ghana"}
)
# Names of one side: "the Ireland manager" is "the Republic of Ireland manager".
NATIONAL_SIDE_ALIASES = {"Republic of Ireland": "Ireland", "Holland": "Netherlands"}
_NATIONAL_SIDE_RE = re.compile(
    # not "New England", not "the Canada-born striker"
    r"(?<!New )\b("
    + "|".join(sorted(map(re.escape, NATIONAL_SIDES), key=len, reverse=True))
    + r")\b(?!-)"
)
_DESCRIPTION_DETERMINER_RE = re.compile(rf"^(?:{'|'.join(DESCRIPTION_DETERMINERS)})\s+")


def _known_clubs(person: Person | None, text_desc: Sequence[Descriptor]) -> set[str]:
    """Return the clubs the article's descriptions and the register give a person."""
    clubs = {d.club for d in text_desc if d.club}
    if person is not None and person.club:
        clubs.add(person.club)
    return clubs


def _description_key(phrase: str) -> str:
    """Return the form two descriptions of one person share: lowercased, the determiner
    dropped, "ex-" read as "former", each synonym read as the word it stands for."""
    phrase = PAST_PREFIX_RE.sub(PAST_PREFIX_AS_WORD, phrase.strip().lower())
    words = _DESCRIPTION_DETERMINER_RE.sub("", phrase).split()
    return " ".join(DESCRIPTION_SYNONYMS.get(w, w) for w in words)


def _is_past_description(phrase: str) -> bool:
    """True when a description tells of the past ("former Chelsea manager", "ex-Arsenal
    striker"), which no later move makes untrue."""
    return "former" in _description_key(phrase).split()


def _described_as(m: Mention, wanted: str) -> bool:
    """True when the article described ``m`` in the words ``wanted`` (a description key):
    "Dan Whitby, the Ravens captain," for "the Ravens captain"."""
    return any(_description_key(d.phrase) == wanted for d in m.descriptors)


CLUB_SQUAD_ROLES = frozenset({"manager", "player"})
# A player's own act in the sentence: "his late goal", "her 100th goal", "his header".
OWN_PLAY_RE = re.compile(
    r"\b(?:his|her)\s+(?:\w+\s+){0,2}?(?:goals?|header|shot|strike|penalty|finish|saves?"
    r"|debut|hat-trick|assists?|tackle|red card|yellow card|booking|celebration)\b",
    re.IGNORECASE,
)
# The complement of a verb that says how someone took something: "was furious", "was more
# relaxed", "was left frustrated" (adjectival complement, or the predicate of "left").
MOOD_COMPLEMENT_DEPS = frozenset({"acomp", "oprd"})
# ... or a participle the parser takes for a passive verb: "was disappointed" (not "was
# booked", "was sent off", which tell what someone did, nor "relieved", "satisfied" or
# "encouraged", which also tell of being sacked or of a job: "relieved of his duties").
MOOD_PARTICIPLES = frozenset(
    {"disappointed", "frustrated", "delighted", "pleased", "annoyed", "incensed", "baffled"}
    | {"bemused", "angered", "dismayed", "thrilled", "stunned", "outraged", "irritated"}
    | {"aggrieved", "puzzled", "bewildered"}
)
# A live blog entry's time ("18:52", "9.05") and the dashes that follow it.
TIMESTAMP_RE = re.compile(r"\d{1,2}[:.]\d{2}")
DASHES = frozenset({"-", "–", "—"})
# Entity types a name's words may carry when the stock model misreads them; a date's
# ("Liverpool fans Sunday") or a number's may not.
NAME_ENT_TYPES = frozenset({"", "PERSON", "NORP", "ORG", "GPE", "LOC", "FAC", "PRODUCT"})
# The stock model's labels for a person's full name it did not know, at an article's start
# above all ("Hamish Gow refereed in this league ..." as a place, "Helen Ashdown was joined
# by ..." as a facility).
MISREAD_FULL_NAME_LABELS = frozenset({"LOC", "GPE", "ORG", "FAC", "PRODUCT", "WORK_OF_ART"})
# The object of a preposition is where something happened or whose it is, not who.
PLACE_DEPS = frozenset({"pobj"})


def _speaking_words(doc: Doc) -> dict[str, list[int]]:
    """Return, by name key, where each capitalised word that is a speech verb's subject
    stands ("Gow" of "Gow said")."""
    out: dict[str, list[int]] = {}
    for t in doc:
        if t.dep_ == "nsubj" and t.is_title and _is_cue(t.head) and t.ent_type_ != "DATE":
            out.setdefault(name_key(t.text), []).append(t.i)
    return out


def _proper_words(phrase: str) -> set[str]:
    """Return the capitalised words of ``phrase``, lowercased, determiners left out ("espn"
    of "the ESPN writer")."""
    return {
        w.lower()
        for w in WORD_RE.findall(phrase)
        if w[0].isupper() and w.lower() not in DETERMINERS
    }


def _looks_like_org(name: str) -> bool:
    return any(word in ORG_NAME_WORDS for word in name.lower().replace("’", "'").split())


def _strip_possessive(text: str) -> str:
    return re.sub(r"(?:['’]s|['’])$", "", text.strip()).strip()


class SpeakerAttributor:
    """Attributes every quote Span of a Doc; see the module docstring for the order of rules."""

    def __init__(self, register: Register, world: World | None = None):
        self.register = register
        # The world register (real people's dated posts): only to judge whether a person no
        # register knows fits a description ("the Brighton striker" after "Danny Welbeck").
        self.world = world

    def prepare(self, doc: Doc) -> PeopleTable:
        """Build the article's people table (names, descriptions, genders, the author) that
        every rule of the sieve reads; set it as ``doc._.people``."""
        snapshot_entities(doc)  # every entity is set by now; rules read it per name
        reports_womens_game(doc)  # kept for the roles component, which runs after
        quote_spans: list[QuoteSpan] = doc._.quote_spans or []
        ranges = _quote_ranges(quote_spans)
        table = PeopleTable(doc, self.register, ranges)
        doc._.people = table
        names = CharRanges((m.start, m.end) for m in table.mentions if m.kind == "person")
        person_ents = person_entity_ranges(doc)
        for m in table.mentions:
            if m.kind == "person":
                # the name's own range ends after its start, so it is never its own stop
                m.descriptors = mention_descriptors(
                    doc, m.start, m.end, self.register, names, person_ents
                )
        self._add_descriptions(doc, table, ranges)
        self._infer_genders(doc, table)
        doc._.author = self.author(doc)
        return table

    # -- the article's people beyond named entities -----------------------------------------
    def _add_descriptions(self, doc: Doc, table: PeopleTable, ranges: CharRanges) -> None:
        """Add "the Gulls boss", "the 54-year-old" and anonymous supporters as mentions."""
        named = CharRanges((m.start, m.end) for m in table.mentions if m.kind == "person")
        for token in doc:
            if token.pos_ not in DESCRIPTION_POS or _in_any(token.idx, token.idx + 1, ranges):
                continue
            if named.holds(token.idx, token.idx + 1):
                continue
            anonymous = self._anonymous_at(doc, table, token)
            if anonymous is not None:
                table.add(anonymous)
                continue
            counterpart = self._counterpart_at(doc, table, token)
            if counterpart is not None:
                table.add(counterpart)
                continue
            if token.tag_ in PLURAL_TAGS:
                continue
            phrase = self._description_at(doc, token)
            if phrase is None or named.overlaps(phrase.start_char, phrase.end_char):
                continue
            found = self._description_referent(doc, table, phrase.text, phrase.start_char)
            if found is None:
                continue
            # A description set beside the name it describes ("Dave from Bermondsey, a
            # Millwall season-ticket holder,") tells his role and club as a descriptor would.
            beside = phrase.root.dep_ == "appos" and any(
                m.start <= phrase.root.head.idx < m.end and m.canonical == found.canonical
                for m in table.mentions
                if m.kind == "person"
            )
            table.add(
                Mention(
                    start=phrase.start_char,
                    end=phrase.end_char,
                    text=phrase.text,
                    canonical=found.canonical,
                    kind=found.kind,
                    label=DESCRIPTION_LABEL,
                    is_subject=_is_subject(phrase),
                    sent_start=_sentence_start(phrase),
                    descriptors=[describe(phrase.text, self.register, spelled_out_clubs(doc))]
                    if beside
                    else [],
                )
            )

    def _counterpart_at(self, doc: Doc, table: PeopleTable, token: Token) -> Mention | None:
        """Return "his opposite number" / "her counterpart" headed here as a mention of the
        one other person the article describes in the same role at another club ("Crystal
        Palace manager Mark Corrigall and Wolves head coach John Kjellberg ... Corrigall was
        full of praise ... His opposite number was in a very different mood"), "his" being
        the last subject before it, else the last person named. None when the article has
        no such person or
        several, or when a name stands beside the phrase ("His opposite number, Sunderland's
        Declan Moorcroft-Bayliss,": that name is the mention)."""
        if token.lower_ not in COUNTERPART_HEADS:
            return None
        words = doc[max(token.i - 2, 0) : token.i + 1]
        match = COUNTERPART_RE.fullmatch(words.text) or COUNTERPART_RE.fullmatch(
            doc[max(token.i - 1, 0) : token.i + 1].text
        )
        if match is None or any(c.dep_ == "appos" for c in token.rights):
            return None
        phrase = doc[token.i - (2 if match.group("opposite") else 1) : token.i + 1]
        people = [
            m
            for m in table.mentions
            if m.kind == "person"
            and m.label != DESCRIPTION_LABEL
            and m.canonical != ANONYMOUS_SPEAKER
        ]
        before = [m for m in people if m.end <= phrase.start_char]
        if not before:
            return None

        said: dict[str, list[Descriptor]] = {}
        for m in people:
            said.setdefault(m.canonical, []).extend(m.descriptors)
        # each person's first role and first club the article gives
        post = {
            canonical: (
                next((d.role for d in found if d.role), None),
                next((d.club for d in found if d.club), None),
            )
            for canonical, found in said.items()
        }

        # "his" is the sentence's subject before it when there is one ("Corrigall was full
        # of praise for his goalscorer Joe Bloggs"), else the last person named
        subjects = [m for m in before if m.is_subject]
        anchor = (subjects or before)[-1]
        role, club = post[anchor.canonical]
        if role is None or club is None:
            return None
        others = {
            m.canonical: m
            for m in people
            if m.canonical != anchor.canonical
            and post[m.canonical][0] == role
            and post[m.canonical][1] not in (None, club)
        }
        if len(others) != 1:
            return None
        (other,) = others.values()
        return Mention(
            start=phrase.start_char,
            end=phrase.end_char,
            text=phrase.text,
            canonical=other.canonical,
            kind="person",
            label=DESCRIPTION_LABEL,
            is_subject=_is_subject(phrase),
            sent_start=_sentence_start(phrase),
        )

    def _anonymous_at(self, doc: Doc, table: PeopleTable, token: Token) -> Mention | None:
        """Return an anonymous supporter mention ("One Brackenridge supporter") headed here."""
        generic = token.lower_ in ANONYMOUS_SUBJECT_NOUNS
        if not (generic or token.lower_ in ANONYMOUS_NOUNS) or token.tag_ in PLURAL_TAGS:
            return None
        if not any(c.lower_ in ANONYMOUS_DETERMINERS for c in token.lefts):
            return None
        if generic and not _is_subject(doc[token.left_edge.i : token.i + 1]):
            return None
        if any(
            c.dep_ == "appos"
            and (c.ent_type_ == "PERSON" or c.ent_type_ in MISREAD_FULL_NAME_LABELS)
            and c.pos_ == "PROPN"
            for c in token.rights
        ):
            # "One Gulls supporter, Paul Grady, said": named, so not anonymous (the model
            # may read the name as a place: "One supporter, Jamal Okafor,")
            return None
        if token.dep_ == "appos" and token.head.ent_type_ == "PERSON":
            return None  # "Dave from Bermondsey, a Millwall season-ticket holder,": Dave's
        if _after_sentence_opening_name(doc[token.left_edge.i : token.i + 1]):
            return None  # the same, parsed with the description as the subject
        subtree = list(token.subtree)
        if len(subtree) > ANONYMOUS_MAX_TOKENS:
            subtree = subtree[:ANONYMOUS_MAX_TOKENS]
        lo, hi = subtree[0].idx, subtree[-1].idx + len(subtree[-1])
        clubs = [m for m in table.in_range(lo, hi) if m.kind == "org" and m.label == "CLUB"]
        club = (
            clubs[0].canonical
            if clubs
            else self._club_in(doc_text(doc)[lo:hi], spelled_out_clubs(doc))
        )
        return Mention(
            start=token.left_edge.idx,
            end=token.idx + len(token),
            text=doc_text(doc)[token.left_edge.idx : token.idx + len(token)],
            canonical=ANONYMOUS_SPEAKER,
            kind="person",
            label=ANONYMOUS_LABEL,
            is_subject=_is_subject(doc[token.left_edge.i : token.i + 1]),
            sent_start=_sentence_start(token),
            club=club,
        )

    def _infer_genders(self, doc: Doc, table: PeopleTable) -> None:
        """Read a person's gender from "his"/"her" when only he or she precedes it in a
        sentence, from a title before the name ("Mrs") and from a gendered word in the
        description ("chairwoman"); the most evidence wins."""
        persons = [m for m in table.mentions if m.kind == "person"]
        votes: dict[str, dict[str, int]] = {}

        def vote(name: str, gender: str) -> None:
            tally = votes.setdefault(name, {})
            tally[gender] = tally.get(gender, 0) + 1

        for token in doc:
            if token.lower_ not in GENDER_POSSESSIVES or token.dep_ != "poss":
                continue
            sent_start = _sentence_start(token)
            before = {
                m.canonical for m in persons if m.sent_start == sent_start and m.end <= token.idx
            }
            if len(before) == 1:
                vote(before.pop(), PRONOUN_GENDER[token.lower_])
        for m in persons:
            if m.label == ANONYMOUS_LABEL:
                continue  # "one supporter" is anyone
            for gender in (self._title_gender(doc, m), self._noun_gender(doc, m)):
                if gender is not None:
                    vote(m.canonical, gender)
        for name, tally in votes.items():
            table.gender[name] = max(tally, key=lambda g: tally[g])

    @staticmethod
    def _noun_gender(doc: Doc, m: Mention) -> str | None:
        """Return the gender a word describing the mention gives ("Gulls chairwoman Dora
        Penhallow", "Ashcroft, a local businessman,", "the chairwoman, Dora Penhallow"), or
        None when no such word, or words of both genders, describe it."""
        words = [w for d in m.descriptors for w in WORD_RE.findall(d.phrase.lower())]
        span = mention_span(doc, m)
        if span is not None:
            # The descriptors keep only descriptions with a role or a club in them, and none
            # before the name and its comma: the nouns in apposition to the name are read here
            # ("the chairwoman, Dora Penhallow", "Ashcroft, a local businessman,").
            root = span.root
            words += [c.lower_ for c in root.children if c.dep_ == "appos"]
            if root.dep_ == "appos":
                words.append(root.head.lower_)
        genders = {GENDER_NOUNS[w] for w in words if w in GENDER_NOUNS}
        return genders.pop() if len(genders) == 1 else None

    @staticmethod
    def _title_gender(doc: Doc, m: Mention) -> str | None:
        """Return the gender a title gives the mention ("Mrs Penhallow" -> "f"), whether the
        model took the title into the name or not; else None."""
        first = m.text.split(maxsplit=1)[0] if m.text.strip() else ""
        title = first.lower().rstrip(".")
        if title in GENDER_TITLES and " " in m.text.strip():
            return GENDER_TITLES[title]
        before = re.search(r"([A-Z][a-z]+)\.?\s+$", doc_text(doc)[max(0, m.start - 8) : m.start])
        return GENDER_TITLES.get(before.group(1).lower()) if before else None

    def author(self, doc: Doc) -> str | None:
        """Return the article's author, who speaks the first-person quotes of a column."""
        # (name, trusted): a title's "NAME:" is an author only when the register knows the
        # name or it is set in capitals, as columns are ("LEE GARSIDE: ...").
        candidates: list[tuple[str, bool]] = []
        if doc._.byline:
            candidates.append((doc._.byline, True))
        match = BYLINE_RE.match(doc_text(doc)[:BYLINE_SEARCH_CHARS].split("\n", 1)[0])
        if match:
            candidates.append((match.group(1), True))
        title = doc._.title or ""
        match = TITLE_AUTHOR_RE.match(title)
        if match and not title[match.end() :].lstrip().startswith(tuple(TITLE_QUOTE_OPENERS)):
            candidates.append((match.group(1), False))
        for name, trusted in candidates:
            name = name.strip()
            if self.register.outlet(name) or self.register.club(name) or self.register.body(name):
                continue  # "Touchline Radio" wrote it: no one person speaks as "I"
            person = self.register.person(name)
            if person is not None:
                return person.name
            words = name.split()
            if not 2 <= len(words) <= 4 or not all(w[:1].isupper() for w in words):
                continue
            if not trusted and any(w.lower() in HEADLINE_LABEL_WORDS for w in words):
                continue
            if trusted or name.isupper():
                return _unshout(name)
        return None

    # -- the rules' helpers (the rules themselves, in order, are in nlp.sieve) ---------------
    def _turn_speaker(self, doc: Doc, table: PeopleTable, q: QuoteSpan) -> Attribution:
        """Return who gives an interview answer: the person its label names ("Hart" -> the
        article's Lee Hart), or for a bare "A:" the interviewee the introduction names."""
        label = q.turn or ""
        if label.casefold() in ANSWER_LABELS:
            found = self._interviewee(doc, table)
            if found is None:
                return Attribution(None, None, None, "none")
            return Attribution(
                found.canonical,
                found.text,
                None,
                "turn",
                "person",
                found.club,
                resolver="interviewee",
            )
        m = self._labelled_person(table, label)
        if m is not None:
            return Attribution(m.canonical, label, None, "turn", "person", m.club, resolver="label")
        name = _unshout(label)
        person = self.register.person(name)
        return Attribution(
            person.name if person else name,
            label,
            None,
            "turn",
            "person",
            resolver="register" if person else "name",
        )

    @staticmethod
    def _labelled_person(table: PeopleTable, label: str) -> Mention | None:
        """Return the article's person a "NAME:" label names ("Hart", "LEE HART" -> the
        article's Lee Hart; initials, "KB" -> Kasper Brandt), None when it names nobody the
        article writes about."""
        key = name_key(_unshout(label))
        people = [m for m in table.mentions if m.kind == "person"]
        for m in people:
            if key in (name_key(m.canonical), name_key(m.text), name_key(m.canonical.split()[-1])):
                return m
        if is_initials(label):
            return next((m for m in people if initials_of(m.canonical) == label.strip()), None)
        return None

    def _interviewee(self, doc: Doc, table: PeopleTable) -> Mention | None:
        """Return the person an interview is with, named before its first turn: one the
        title names as a subject, else one the title names, else the first named as a
        subject, else the first described, else the first named at all, else the first
        person mentioned. A titled name the introduction only has someone else talk about
        (:func:`_said_of`) counts as not titled."""
        turns = doc._.turns or []
        if not turns:
            return None
        people = [
            m
            for m in table.mentions
            if m.kind == "person"
            and m.end <= turns[0].open_at
            and m.canonical != doc._.author
            and m.canonical != ANONYMOUS_SPEAKER
        ]
        asking = {
            m.canonical for m in people if any(d.role in INTERVIEWER_ROLES for d in m.descriptors)
        }
        if any(m.canonical not in asking for m in people):
            people = [m for m in people if m.canonical not in asking]
        # A name beats a description ("the Gulls manager"), which the register may take for
        # someone else when the article's own manager is not in it.
        named = [m for m in people if m.label != DESCRIPTION_LABEL]
        title = name_key(doc._.title or "").split()
        # The title may name whom the interview is about ("Danby closing in on return"), whom
        # the introduction has someone else talk about ("Leeds manager Stefan Horvath expects
        # striker Noel Danby to be back"): such a title names no interviewee.
        only_said_of: dict[str, bool] = {}
        for m in named:
            only_said_of[m.canonical] = only_said_of.get(m.canonical, True) and _said_of(
                doc, m, named
            )
        titled = [
            m
            for m in named
            if name_key(m.canonical.split()[-1]) in title and not only_said_of[m.canonical]
        ]
        subjects = [m for m in named if m.is_subject]
        # A name the article describes ("Arsenal manager Mikel Arteta") or the register knows
        # beats a bare one, which may be a place the tagger took for a person ("at Anfield").
        described = [
            m
            for m in named
            if any(d.role for d in m.descriptors) or self.register.person(m.canonical)
        ]
        titled_subjects = [m for m in titled if m.is_subject]
        for group in (titled_subjects, titled, subjects, described, named, people):
            if group:
                return group[0]
        return None

    def _signature_line(
        self, doc: Doc, table: PeopleTable, q: QuoteSpan, paras: list[tuple[int, int]]
    ) -> Attribution | None:
        """Return the person a paragraph of its own under the quote signs it as, after a dash
        ("— Eddie Howe"), else None; a run of quotes that each fill their paragraphs is
        signed by the line under the last. Asked once no cue names anyone, before a
        continuation would give the quote to the previous speaker. Not a paragraph with more
        than the signature, one of a run of dash lines (player ratings, related links), any
        in an article that puts a name line above a quote, an organisation, or a journalist
        signing off."""
        text = doc_text(doc)
        filling = doc.user_data.get(FILLING_KEY)
        if filling is None:  # the same for every quote of the article: worked out once
            speech = [s for s in doc._.quote_spans or [] if s.kind == "speech"]
            filling = {s.paragraph: s for s in speech if _fills_its_paragraphs(text, s, paras)}
            doc.user_data[FILLING_KEY] = filling

        def dash_line(i: int) -> bool:
            return 0 <= i < len(paras) and DASH_SIGNATURE_RE.match(text, *paras[i]) is not None

        if filling.get(q.paragraph) is not q:
            return None
        run = [q]
        while len(run) <= SIGNED_QUOTE_RUN_MAX and _last_paragraph(run[-1]) + 1 in filling:
            run.append(filling[_last_paragraph(run[-1]) + 1])
        i = _last_paragraph(run[-1]) + 1
        if len(run) > SIGNED_QUOTE_RUN_MAX or not dash_line(i) or dash_line(i + 1):
            return None
        # An article that puts a name line above a quote anywhere ("— Eddie Howe", then his
        # quotes) is read that way throughout: its name lines sign nothing below them.
        ends = {_last_paragraph(s) for s in filling.values()}
        for first, below in filling.items():
            i_above = first - 1
            if not dash_line(i_above) or i_above - 1 in ends:
                continue
            named = self._dash_signature(doc, table, paras[i_above], below)
            if named is not None and named.kind == "person":
                return None
        line = paras[i]
        signature = " ".join(re.sub(r"\s+([,.)])", r"\1", text[slice(*line)]).split())
        if SIGNATURE_LINE_NOT_A_NAME_RE.search(signature):
            return None
        # "— Eddie Howe (Newcastle)": the bracket says where they are from, not who
        bracket = text.find("(", *line)
        found = self._dash_signature(doc, table, (line[0], line[1] if bracket < 0 else bracket), q)
        if found is None or found.kind != "person" or not found.mention or not found.speaker:
            return None
        # The name, perhaps after who they are and before a comma, a bracket or a full
        # stop ("— Newcastle boss Eddie Howe", "— Bruno Guimarães, Newcastle captain"); not
        # a headline about them ("— Bukayo Saka injury latest").
        dash = DASH_SIGNATURE_RE.match(signature)
        named = signature[dash.end() if dash else 0 :].strip()
        at = named.find(found.mention)
        before, after = named[:at].strip(), named[at + len(found.mention) :]
        if at < 0 or (before and role_in_phrase(before)[0] is None):
            return None
        rest = after.strip()
        if rest not in ("", ".") and not after.startswith(",") and not rest.startswith("("):
            return None
        described = "" if SPEAKING_TO_RE.match(after) else after
        person = self.register.person(found.speaker)
        authors = {name_key(a) for a in AUTHOR_SPLIT_RE.split(doc._.author or "") if a.strip()}
        if (
            SIGN_OFF_RE.search(signature)
            or name_key(found.speaker) in authors
            or role_in_phrase(f"{before} {described}")[0] == "journalist"
            or (person is not None and person.role == "journalist")
        ):
            return None
        return found

    @staticmethod
    def _next_paragraph_opening(
        text: str,
        q: QuoteSpan,
        tail: tuple[int, int],
        nxt: QuoteSpan | None,
        paras: list[tuple[int, int]],
    ) -> tuple[int, int] | None:
        """Return the first sentence of the paragraph after the quote's, when nothing but
        space follows the quote in its own paragraph and no quote opens in that sentence;
        else None."""
        last = q.paragraphs[-1] if q.paragraphs else q.paragraph
        if text[tail[0] : tail[1]].strip() or last + 1 >= len(paras):
            return None
        if tail[1] < paras[last][1] and text[tail[1] : paras[last][1]].strip():
            return None
        start, end = paras[last + 1]
        end = _sentence_cut_forward(text, start, end)
        if nxt is not None and nxt.open_at < end:
            return None
        return start, end

    def _cataphoric(
        self, doc: Doc, table: PeopleTable, tail: tuple[int, int], q: QuoteSpan
    ) -> Attribution | None:
        """Return the speaker a sentence after the quote names in one of the
        ``CATAPHORIC_FRAMES`` ("Those were the words of X"), else None."""
        text = doc_text(doc)
        for pattern, cue in CATAPHORIC_FRAMES:
            match = pattern.match(text, tail[0], tail[1])
            if match is None:
                continue
            found = self._named_in(doc, table, match.start("who"), match.end("who"), q)
            if found is not None:
                found.method, found.cue = "cataphoric", cue
                return found
        return None

    def _dash_signature(
        self, doc: Doc, table: PeopleTable, tail: tuple[int, int], q: QuoteSpan
    ) -> Attribution | None:
        """Return the speaker named after a dash that follows the closing mark ("'...' -
        Baxter"), else None: no dash there, a long or finite clause after it, prose before
        the name, or no name."""
        text = doc_text(doc)
        match = DASH_SIGNATURE_RE.match(text, tail[0], tail[1])
        if match is None or tail[1] - match.end() > TAIL_VERBLESS_MAX_CHARS:
            return None
        start, end = match.end(), tail[1]
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is None or len(span) == 0 or any(t.tag_ in FINITE_VERB_TAGS for t in span):
            return None
        candidates = [
            c
            for c in self._candidates(doc, table, start, end, q)
            if c[2] != "pronoun" and not _plural(doc, c)
        ]
        if not any(c[0] <= span[0].idx for c in candidates):
            # The signer comes right after the dash: a name the model left untagged there
            # beats what the rest names ("- Ana Silva, Gulls manager" is not the club).
            untagged = self._signature_name(doc, table, span)
            if untagged is not None:
                untagged.method = "dash"
                return untagged
        if candidates:
            best = _prefer([c for c in candidates if not _is_weak(c)] or candidates, start)
            if not _signature_prefix(text[start : best[0]]):
                return None
            found = self._resolve(doc, table, best, None, q)
        else:
            found = self._signature_name(doc, table, span)
        if found is not None:
            found.method = "dash"
        return found

    def _signature_name(self, doc: Doc, table: PeopleTable, span: Span) -> Attribution | None:
        """Return the proper name opening a signature that the model did not tag ("- Baxter"),
        through the article's full names and the register; else None."""
        # The tagger takes a surname alone at a paragraph's end for a noun ("– Baxter"): one
        # the article names a person by still reads as a name.
        surnames = {name_key(m.canonical.split()[-1]) for m in table.mentions if m.kind == "person"}
        run = []
        for t in span:
            if run and _joining_hyphen(t):
                continue  # "Trent Alexander-Arnold": the name goes on after the hyphen
            named = t.pos_ == "PROPN" or (t.pos_ == "NOUN" and name_key(t.text) in surnames)
            if not named or t.ent_type_ or not t.text[:1].isupper():
                break
            run.append(t)
        if not run:
            return None
        if run[-1].pos_ != "PROPN":
            key = name_key(run[-1].text)
            m = next(
                m
                for m in table.mentions
                if m.kind == "person" and name_key(m.canonical.split()[-1]) == key
            )
            return Attribution(
                m.canonical, run[-1].text, None, "dash", "person", m.club, resolver="surname"
            )
        if any(_joining_hyphen(t) for t in doc[run[0].i : run[-1].i + 1]):
            # "- Jean-Philippe Mateta": the whole run, which the parse splits at the hyphen
            name = doc_text(doc)[run[0].idx : run[-1].idx + len(run[-1])]
            return self._name_attribution(table, name, None, "dash")
        return self._unrecognised_name(doc, table, run[-1], None)

    def _named_in(
        self, doc: Doc, table: PeopleTable, start: int, end: int, q: QuoteSpan
    ) -> Attribution | None:
        """Return the speaker text[start:end] names without a cue verb: a person's name before
        a description before a pronoun before an organisation, then the earliest; else None."""
        # "That was the view of the pundits": a plural description names a group, not the
        # person it would resolve to (it made the article's last player a pundit).
        candidates = [c for c in self._candidates(doc, table, start, end, q) if not _plural(doc, c)]
        # Only the stock model's organisations there: it takes some people's names for one
        # ("pundit Ivo Trelawny"), and the stretch is known to name the speaker.
        strong = [c for c in candidates if not _is_weak(c)] or candidates
        if not strong:
            return None
        return self._resolve(doc, table, _prefer(strong, start), None, q)

    def _speaker_before(
        self,
        doc: Doc,
        table: PeopleTable,
        head: tuple[int, int],
        ranges: CharRanges,
        q: QuoteSpan,
    ) -> bool:
        """True when the text before a quote names its speaker: a cue ('Neville said "..."')
        or a colon after a name ('- De Zerbi: "..."'), not a colon after nobody ('The verdict
        was blunt: "..."')."""
        text = doc_text(doc)
        head = _own_sentence(text, head)  # a cue in the sentence before is that one's
        if text[head[0] : head[1]].rstrip().endswith(":"):
            if any(
                m.kind == "person" and not _topic_of_label(doc, m) for m in table.in_range(*head)
            ):
                return True
            label = NAME_LABEL_RE.match(text, head[0], head[1])
            if label and self._labelled_person(table, label.group(1)) is not None:
                return True
        return self._from_cue(doc, table, head, ranges, q) is not None

    def _colon_subject(
        self, doc: Doc, table: PeopleTable, head: tuple[int, int], q: QuoteSpan
    ) -> Attribution | None:
        """Return the subject of the sentence a colon ends ("he was candid enough:")."""
        span = doc.char_span(head[0], head[1], alignment_mode="contract")
        if span is None or len(span) == 0:
            return None
        root = span[-1].sent.root
        if not head[0] <= root.idx < head[1]:
            return None
        subject = _subject_of(root)
        if subject is None:
            return None
        found = self._from_subject(doc, table, subject, root, head, q)
        if found is not None:
            found.method = "colon"
        return found

    def _crowd_chant(self, doc: Doc, segment: tuple[int, int], q: QuoteSpan) -> Attribution | None:
        """Return the crowd as the singer of a chant its sentence gives it ("The fans sang
        'you don't know what you're doing'"), as one anonymous supporter of the club the
        crowd is named for, if any; a chant is never the previous speaker's words carried on.

        The quote must be what the crowd sings: the singing is in the quote's own sentence,
        its main verb, and sings nothing else ("the fans sang his name: '...'" and "as the fans
        sang, Reid said: '...'" are someone else's words)."""
        span = doc.char_span(segment[0], segment[1], alignment_mode="contract")
        if span is None:
            return None
        text = doc_text(doc)
        close = q.close_at if q.close_at is not None else q.end
        for verb in span:
            if verb.lemma_.lower() not in CHANT_LEMMAS or verb.pos_ not in ("VERB", "AUX"):
                continue
            between = text[verb.idx : q.open_at] if verb.idx < q.open_at else text[close : verb.idx]
            if CHANT_SENTENCE_END_RE.search(between):
                continue  # "The fans sang all half. '...'": a new sentence, a new voice
            if verb.dep_ in CHANT_SUBORDINATE_DEPS or any(
                c.dep_ in CHANT_OBJECT_DEPS
                and not q.start <= c.idx < close
                and c.lemma_.lower() not in CHANT_CONTENT_WORDS
                for c in verb.children
            ):
                continue
            subject = _subject_of(verb)
            if subject is None or subject.lemma_.lower() not in CROWD_NOUNS:
                continue
            phrase = doc[subject.left_edge.i : subject.i + 1].text
            club = self._club_in(phrase, spelled_out_clubs(doc))
            return Attribution(
                ANONYMOUS_SPEAKER, phrase, verb.lemma_, "chant", "person", club, resolver="crowd"
            )
        return None

    def _according_to(
        self,
        doc: Doc,
        table: PeopleTable,
        segment: tuple[int, int],
        ranges: CharRanges,
        q: QuoteSpan,
    ) -> Attribution | None:
        """Return the speaker an "according to" phrase in the quote's sentence names ('was "a
        fair tackle", according to the Scot'; 'According to Fabian Hurzeler, it was "..."'):
        a person, a description or a pronoun, read as a cue's subject is; else None."""
        start, end = segment
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is None:
            return None
        for t in span:
            if t.lower_ != "according" or t.i + 2 >= len(doc) or doc[t.i + 1].lower_ != "to":
                continue
            if _in_any(t.idx, t.idx + len(t), ranges):
                continue
            # The phrase runs to the next punctuation; the small model often parses a long
            # one ("Brighton head coach Fabian Hurzeler") as several objects, so its people
            # are read from the text, the last (the name a description leads to) first.
            last = t.i + 2
            while last + 1 < len(doc) and not doc[last + 1].is_punct and doc[last + 1].idx < end:
                last += 1
            phrase = doc[t.i + 2 : last + 1]
            # "sources at the Amex", "a source close to the manager": the name after a
            # preposition inside the phrase is where or whom the sources are, not who spoke
            inner = next((w.i for w in phrase if w.pos_ == "ADP" or w.lower_ == "close"), None)
            hi = doc[inner].idx if inner is not None else phrase.end_char
            # "according to Guardiola's critics": the critics, not Guardiola
            people = [
                m
                for m in table.in_range(phrase.start_char, hi)
                if m.kind == "person" and not _is_possessor(doc, m)
            ]
            if people:
                m = people[-1]
                resolver = mention_resolver(m, doc_text(doc))
                return Attribution(
                    m.canonical, m.text, None, "cue", "person", m.club, resolver=resolver
                )
            # the phrase's own noun comes last, after any possessor: "Pep Guardiola's critics"
            head = next(
                (w for w in reversed(phrase) if w.idx < hi and w.pos_ in ("NOUN", "PROPN", "PRON")),
                None,
            )
            if head is None:
                return None
            if head.pos_ == "NOUN" and role_in_phrase(phrase.text)[0] is None:
                return Attribution(None, phrase.text, None, "cue")  # "sources", "reports"
            return self._from_subject(doc, table, head, t, segment, q)
        return None

    def _from_cue(
        self,
        doc: Doc,
        table: PeopleTable,
        segment: tuple[int, int],
        ranges: CharRanges,
        q: QuoteSpan,
    ) -> Attribution | None:
        start, end = segment
        if end - start < 2:
            return None
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is None or len(span) == 0:
            return None
        is_tail = start >= q.end

        def own_clause(t: Token) -> bool:
            # After the quote, "X promised that he would" reports something else.
            return any(
                c.dep_ == "ccomp" and start <= c.idx < end and not _in_any(c.idx, c.idx + 1, ranges)
                for c in t.children
            )

        cues = [
            t
            for t in span
            if _is_cue(t)
            and not _in_any(t.idx, t.idx + len(t), ranges)
            and not (is_tail and own_clause(t))
            # "..., when Clinton blasted him": a cue in a clause about the quote's occasion
            and not (
                is_tail
                and t.dep_ == "advcl"
                and any(c.dep_ in ("mark", "advmod") for c in t.children)
            )
        ]
        if not cues:
            return None
        # Nearest cue to the quote: the last one in a head, the first one in a tail.
        cue = cues[0] if is_tail else cues[-1]
        subject = _subject_of(cue)
        asked = cue.tag_ in PARTICIPLE_TAGS and cue.dep_ == "advcl"
        if subject is None and asked:
            # "Asked about Saka's injury, Arteta was cautious:": the main clause's subject
            subject = _subject_of(cue.head)
        if subject is not None and subject.head.i != cue.i and cue.dep_ == "conj":
            # "Ashworth insisted ...; Bellandi, sardonic, said that": a name between the two
            # verbs is the second one's subject, whatever the parse borrowed.
            between = [
                c
                for c in self._candidates(doc, table, cue.head.idx, cue.idx, q)
                if c[2] == "mention" and not _is_org(c) and not _in_clause_of(doc, c, cue.head)
            ]
            if between:
                return self._resolve(doc, table, between[-1], cue, q)
        if subject is not None and subject.lower_ in FIRST_PERSON:
            if is_tail or cue.lemma_.lower() not in FIRST_PERSON_CUES or cue.dep_ == "relcl":
                subject = None  # "it is one I agree with", "I'd add only one thing"
        if subject is not None:
            found = self._from_subject(doc, table, subject, cue, segment, q)
            if found is not None:
                return found
        candidates = self._candidates(doc, table, start, end, q)
        if not candidates:
            return None
        # No parsed subject: the person nearest the cue ("said a fuming Conte"); an organisation
        # only when no person is near, since clubs are named around quotes all the time.
        people = [c for c in candidates if not _is_org(c)] or [
            c for c in candidates if not _is_weak(c)
        ]
        if cue.tag_ in PARTICIPLE_TAGS:
            # "Asked about Mohamed Salah:": whom the question was about is not who answered
            lo, hi = cue.left_edge.idx, cue.right_edge.idx + len(cue.right_edge)
            people = [c for c in people if not (lo <= c[0] and c[1] <= hi)]
        if not people:
            return None
        best = min(people, key=lambda c: min(abs(c[0] - cue.idx), abs(c[1] - cue.idx)))
        return self._resolve(doc, table, best, cue, q)

    def _from_subject(
        self,
        doc: Doc,
        table: PeopleTable,
        subject: Token,
        cue: Token,
        segment: tuple[int, int],
        q: QuoteSpan,
    ) -> Attribution | None:
        """Return the speaker a cue's subject names: a person, a description, a pronoun, "I",
        an anonymous supporter or an organisation's voice."""
        lemma = cue.lemma_ if _is_cue(cue) else None
        if subject.lower_ in FIRST_PERSON:
            author = doc._.author
            if author is None:
                return None
            return Attribution(
                author, subject.text, lemma, "first-person", "person", resolver="author"
            )
        if subject.lower_ in ANONYMOUS_PRONOUNS:
            earlier = [
                m for m in table.mentions if m.label == ANONYMOUS_LABEL and m.end <= subject.idx
            ]
            if earlier:
                m = earlier[-1]
                return Attribution(
                    m.canonical, subject.text, lemma, "cue", "person", m.club, resolver="pronoun"
                )
        voice = self._org_voice(doc, table, self._document_named_before(doc, subject, q))
        if voice is None:
            voice = self._org_by_its_word(doc, table, subject)
        if voice is not None:
            return Attribution(
                voice.canonical, voice.text, lemma, "cue", "org", resolver="org-voice"
            )
        s_from, s_to = subject.left_edge.idx, subject.right_edge.idx + len(subject.right_edge)
        lo, hi = min(segment[0], s_from), max(segment[1], s_to)
        candidates = self._candidates(doc, table, lo, hi, q)
        head_at = subject.idx
        holding = [c for c in candidates if c[0] <= head_at < c[1]]
        if not any(
            c[2] == "mention" and not _is_org(c) and c[3].label != DESCRIPTION_LABEL
            for c in holding
        ):
            # "said the Spurs manager, Antonio Conte" / "The striker, Kofi Mensah-Reid, said":
            # the name in apposition says whom the description means, whatever the register
            # or the article would resolve "the Spurs manager" to.
            named = [
                c
                for a in _appositives(subject)
                for c in candidates
                if c[2] == "mention" and not _is_org(c) and c[0] <= a.idx < c[1]
            ]
            if named:
                m = named[0][3]
                assert isinstance(m, Mention)
                # The description is the mention, so roles reads "the Spurs manager" from it.
                phrase = doc[subject.left_edge.i : subject.i + 1].text
                return Attribution(
                    m.canonical, phrase, lemma, "cue", m.kind, m.club, resolver="apposition"
                )
        if holding:
            return self._resolve(doc, table, holding[0], cue, q)
        inside = [c for c in candidates if c[0] >= s_from and c[1] <= s_to]
        # "Conte's assistant said", "the wife of Conte said": a person the subject belongs
        # or relates to is not the speaker; say "unknown" rather than name the wrong one.
        own = [c for c in inside if not _related_to(doc, c, subject)]
        if own and all(_is_org(c) for c in own) and not holding:
            described = self._club_qualified_person(doc, table, subject, cue, own)
            if described is not None:
                return described
        if own:
            return self._resolve(doc, table, _prefer(own, cue.idx), cue, q)
        if inside and subject.pos_ in ("NOUN", "PRON", "NUM"):
            phrase = doc[subject.left_edge.i : subject.right_edge.i + 1].text
            return Attribution(None, phrase, lemma, "cue")
        return self._unrecognised_name(doc, table, subject, cue)

    def _club_qualified_person(
        self,
        doc: Doc,
        table: PeopleTable,
        subject: Token,
        cue: Token,
        orgs: list[tuple[int, int, str, object]],
    ) -> Attribution | None:
        """Return who "the Liverpool legend said" means: a description whose head noun names
        no known role, with a club qualifying it, is a person, never the club. It refers to
        the person the text is about, as a pronoun would, unless the clubs known for him are
        others; else nobody. None when the subject is no such description."""
        phrase = doc[subject.left_edge.i : subject.i + 1]
        if (
            subject.pos_ != "NOUN"
            or subject.tag_ in PLURAL_TAGS
            or phrase[0].lower_ not in DETERMINERS
            or _word_count(phrase) > DESCRIPTION_MAX_TOKENS
            or not all(phrase.start_char <= c[0] and c[1] <= subject.idx for c in orgs)
        ):
            return None
        club = self._club_in(phrase.text, spelled_out_clubs(doc))
        lemma = cue.lemma_ if _is_cue(cue) else None
        # Someone the article described in these very words ("Jamie Carragher, the Liverpool
        # legend,") is meant, before whoever a pronoun would reach (the Liverpool manager).
        wanted = _description_key(phrase.text)
        described = [
            m
            for m in reversed(table.mentions)
            if m.kind == "person" and m.start < phrase.start_char and _described_as(m, wanted)
        ]
        if described:
            m = described[0]
            return Attribution(
                m.canonical, phrase.text, lemma, "cue", "person", m.club, resolver="description"
            )
        found = self._antecedent(doc, table, phrase.start_char, None)
        if found is None or found.kind != "person" or club is None:
            return Attribution(None, phrase.text, lemma, "cue")
        clubs = {d.club for d in found.descriptors if d.club}
        person = self.register.person(found.canonical)
        if person is not None and person.club:
            clubs.add(person.club)
        if clubs and club not in clubs:
            return Attribution(None, phrase.text, lemma, "cue")
        return Attribution(
            found.canonical,
            phrase.text,
            lemma,
            "cue",
            "person",
            found.club,
            resolver="description",
        )

    def _unrecognised_name(
        self, doc: Doc, table: PeopleTable, subject: Token, cue: Token | None
    ) -> Attribution | None:
        """Return the proper name heading a cue's subject that the model did not tag ("Trump
        told ..."), through the article's full names ("Trump" -> "Donald Trump")."""
        if subject.pos_ != "PROPN":
            return None
        misread_name = subject.ent_type_ == "DATE" and subject.lower_ not in CALENDAR_WORDS
        if subject.ent_type_ in NOT_SPEAKER_ENT_TYPES and not misread_name:
            return None
        words = [t for t in subject.lefts if t.dep_ in NAME_PART_DEPS and t.pos_ == "PROPN"]
        words = [t for t in words if t.lower_.rstrip(".") not in TITLE_WORDS]
        name = _name_words_text(doc, [*words, subject])
        if not name[:1].isupper():
            return None
        lemma = cue.lemma_ if cue is not None and _is_cue(cue) else None
        return self._name_attribution(table, name, lemma, "cue")

    def _name_attribution(
        self, table: PeopleTable, name: str, lemma: str | None, method: str
    ) -> Attribution:
        """Return the attribution to a name the model did not tag: the article's full name
        with its surname ("Trump" -> "Donald Trump"), else the register's, else the name."""
        key = name_key(name.split()[-1])
        full = next(
            (m.canonical for m in table.mentions if m.kind == "person" and m.canonical != name
             and name_key(m.canonical.split()[-1]) == key),
            None,
        )  # fmt: skip
        person = self.register.person(name)
        canonical = full or (person.name if person is not None else name)
        kind = "org" if _looks_like_org(canonical) else "person"
        # how the untagged name became the speaker: the article's full name, the register's
        resolver = "surname" if full else "register" if person is not None else "name"
        return Attribution(canonical, name, lemma, method, kind, resolver=resolver)

    def _document_named_before(self, doc: Doc, subject: Token, q: QuoteSpan) -> Token:
        """Return the statement, letter or release an "it" cue's subject stands for ("Spurs
        released a club statement. '...,' it read."): the nearest such noun before the quote,
        in its sentence or the one before, unless a banner or sign is nearer; else
        ``subject`` itself."""
        if subject.lower_ not in IT_PRONOUNS:
            return subject
        # a banner or a sign "reads" too, and one named nearer is what "it" is
        opening = doc.char_span(q.open_at, q.open_at + 1, alignment_mode="expand")
        if opening is None:
            return subject
        sentence = opening[0].sent
        floor = doc[sentence.start - 1].sent.start if sentence.start > 0 else sentence.start
        for t in reversed(doc[floor : subject.i]):
            if t.idx >= q.open_at:
                continue
            if t.lower_ in OTHER_READABLE_NOUNS:
                return subject
            if t.lower_ in DOCUMENT_VOICES and t.pos_ == "NOUN":
                return t
        return subject

    def _org_voice(self, doc: Doc, table: PeopleTable, subject: Token) -> Mention | None:
        """Return the organisation behind "a statement from X" / "an X spokesperson", or, when
        none is named ("a club spokesperson", "the statement read"), the one the text was
        just talking about."""
        if subject.lower_ not in ORG_VOICES:
            return None
        lo, hi = subject.left_edge.idx, subject.right_edge.idx + len(subject.right_edge)
        orgs = [m for m in table.in_range(lo, hi, weak=True) if m.kind == "org"]
        if orgs:
            return orgs[0]
        if any(p.kind == "person" for p in table.in_range(lo, hi)):
            return None  # "Bellandi's spokesman" speaks for a person, not an organisation
        words = {t.lower_ for t in subject.subtree}
        clubs_only = bool(words & CLUB_VOICE_WORDS)
        earlier = [
            m
            for m in _orgs_named_before(doc, table, lo)
            if not clubs_only or self.register.club(m.canonical) is not None
        ]
        if not earlier:
            return None
        subjects = [m for m in earlier if m.is_subject]
        return (subjects or earlier)[-1]

    def _org_by_its_word(self, doc: Doc, table: PeopleTable, subject: Token) -> Mention | None:
        """Return the organisation "the association" / "the trust" / "the league" stands for:
        the last one named in the paragraphs before whose name has that word ("The Referees'
        Association also responded. '...,' the association said."); else None."""
        if subject.lower_ not in ORG_NAME_WORDS - CLUB_VOICE_WORDS:
            return None
        if [c.lower_ for c in subject.children] != ["the"]:
            return None
        named = [
            m
            for m in _orgs_named_before(doc, table, subject.idx)
            if subject.lower_ in self._org_words(m)
        ]
        return named[-1] if named else None

    def _org_words(self, m: Mention) -> set[str]:
        """Return the lower-case words of every name a registered body goes by ("EFL" is
        the English Football League); of an organisation the register does not know, its
        words as written, only when it is its sentence's subject ("The Referees' Association
        also responded"), since "promotion from the National League" names a competition."""
        body = self.register.body(m.canonical)
        if body is not None:
            names: tuple[str, ...] = (m.text, *body.names)
        elif m.is_subject:
            names = (m.text, m.canonical)
        else:
            return set()
        return {w.lower() for name in names for w in WORD_RE.findall(name)}

    def _candidates(
        self, doc: Doc, table: PeopleTable, start: int, end: int, q: QuoteSpan
    ) -> list[tuple[int, int, str, object]]:
        """Return (start, end, kind, payload) speaker candidates inside text[start:end]."""
        out: list[tuple[int, int, str, object]] = []
        found = table.in_range(start, end, weak=True)
        for m in found:
            if m.label == "OUTLET":
                continue
            if m.weak and any(
                o is not m and not o.weak and o.start <= m.start and m.end <= o.end for o in found
            ):
                continue  # "Wales" inside "the Wales forward"
            out.append((m.start, m.end, "mention", m))
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is not None:
            for t in span:
                if t.lower_ in PRONOUNS and t.pos_ == "PRON":
                    out.append((t.idx, t.idx + len(t), "pronoun", t))
        if span is not None:
            for t in span:
                phrase_span = self._description_at(doc, t)
                if phrase_span is None or any(c[0] <= t.idx < c[1] for c in out):
                    continue
                a, b = phrase_span.start_char, phrase_span.end_char
                out.append((a, b, "description", doc_text(doc)[a:b]))
        return sorted(out)

    def _description_at(self, doc: Doc, token: Token) -> Span | None:
        """Return "the Gulls boss" / "the Italian" / "the 54-year-old" when ``token`` heads one."""
        if token.pos_ not in DESCRIPTION_POS:
            return self._misparsed_description(doc, token)
        left = token.left_edge.i
        # "the 54-year-old" is three tokens whose head is "old"
        phrase = doc[left : token.i + 1]
        if phrase[0].lower_ not in DETERMINERS or _word_count(phrase) > DESCRIPTION_MAX_TOKENS:
            return None
        if phrase[0].dep_ not in ("det", "predet") and phrase[0].head.i != token.i:
            return None  # "that the keeper turned": a clause, not a description
        if token.pos_ == "VERB" and age_in_phrase(phrase.text) is None:
            return None  # the tagger reads "54-year-old" as a verb; nothing else
        if not self._describes_person(phrase.text):
            return None
        return phrase

    def _misparsed_description(self, doc: Doc, token: Token) -> Span | None:
        """Return "the Wales forward" when the tagger took the role word for an adverb."""
        if role_in_phrase(token.text)[0] is None:
            return None
        words = 1
        for left in range(token.i - 1, -1, -1):
            t = doc[left]
            if _joining_hyphen(t):
                continue  # "the ex-Arsenal forward": the hyphen is inside a word
            words += 1
            if words > DESCRIPTION_MAX_TOKENS:
                return None
            if t.lower_ in DETERMINERS:
                return doc[left : token.i + 1]
            if t.pos_ not in ("PROPN", "NOUN", "ADJ", "NUM") or t.is_punct:
                return None
        return None

    def _describes_person(self, phrase: str) -> bool:
        role, _, _ = role_in_phrase(phrase)
        return (
            role is not None
            or age_in_phrase(phrase) is not None
            or self.register.demonym_nationality(phrase) is not None
        )

    def _resolve(
        self,
        doc: Doc,
        table: PeopleTable,
        candidate: tuple[int, int, str, object],
        cue: Token | None,
        q: QuoteSpan,
    ) -> Attribution | None:
        start, end, kind, payload = candidate
        lemma = cue.lemma_ if cue is not None else None
        if kind == "mention":
            m = payload
            assert isinstance(m, Mention)
            resolver = mention_resolver(m, doc_text(doc))
            return Attribution(m.canonical, m.text, lemma, "cue", m.kind, m.club, resolver=resolver)
        surface = doc_text(doc)[start:end]
        if kind == "pronoun":
            found = self._antecedent(doc, table, start, surface)
        else:
            found = self._description_referent(doc, table, surface, start)
        if found is None:
            return Attribution(None, surface, lemma, "cue")
        # an unnamed supporter's club is on the mention ("a Chelsea fan ... he said")
        return Attribution(
            found.canonical, surface, lemma, "cue", found.kind, found.club, resolver=kind
        )

    def _verbless_tail(
        self,
        doc: Doc,
        table: PeopleTable,
        tail: tuple[int, int],
        ranges: CharRanges,
        q: QuoteSpan,
    ) -> Attribution | None:
        start, end = tail
        segment = doc_text(doc)[start:end]
        if not segment.strip() or len(segment) > TAIL_VERBLESS_MAX_CHARS:
            return None
        if not doc_text(doc)[q.start : q.end].rstrip().endswith((",", "?", "!")):
            return None
        persons = [m for m in table.in_range(start, end) if m.kind == "person"]
        if not persons:
            return None
        first = persons[0]
        resolver = mention_resolver(first, doc_text(doc))
        return Attribution(
            first.canonical, first.text, None, "verbless", "person", resolver=resolver
        )

    def _goes_on_from(
        self,
        text: str,
        table: PeopleTable,
        previous: tuple[QuoteSpan, Attribution] | None,
        q: QuoteSpan,
    ) -> bool:
        """True when ``q`` goes on from the quote before it in the same paragraph, with no
        one named between but that quote's speaker ('"...," Guardiola said. "The second half
        was perfect."'). A quote opening a paragraph is not taken to go on from the last
        one: what follows it in its paragraph says whose it is ('"..." Those were the words
        of Gary Neville, who added: "..."')."""
        if previous is None or previous[1].speaker is None:
            return False
        prev, att = previous
        prev_end = (prev.close_at if prev.close_at is not None else prev.end - 1) + 1
        between = table.in_range(prev_end, q.open_at)
        return (
            "\n\n" not in text[prev_end : q.open_at]
            and bool(between)
            and all(m.canonical == att.speaker for m in between)
        )

    def _continues(self, text: str, table: PeopleTable, prev: QuoteSpan, q: QuoteSpan) -> bool:
        """True when ``q`` opens a paragraph right after ``prev`` with no new person between."""
        prev_end = (prev.close_at or prev.end) + 1
        between = text[prev_end : q.open_at]
        if q.paragraph - (prev.paragraphs[-1] if prev.paragraphs else prev.paragraph) > 1:
            return False
        if between.count("\n\n") == 0:
            return not table.in_range(prev_end, q.open_at)
        para_gap = between.strip()
        return para_gap == "" or not [
            m for m in table.in_range(prev_end, q.open_at) if m.kind == "person"
        ]

    # -- resolution ---------------------------------------------------------------------------
    def _history(self, table: PeopleTable, before: int) -> list[Mention]:
        """Return the mentions that end by ``before``, in text order: the latest
        :data:`HISTORY_MAX_MENTIONS` of them. Every rule that looks back reads this list
        once per quote or description, so an unbounded one made an article's cost grow with
        the square of its length; no news article names that many people before a quote."""
        mentions = table.mentions  # in order of start (``PeopleTable.add``)
        i = bisect_left(mentions, before, key=_mention_start) - 1
        out: list[Mention] = []
        while i >= 0 and len(out) < HISTORY_MAX_MENTIONS:
            m = mentions[i]
            if m.end <= before and not m.weak:
                out.append(m)
            i -= 1
        out.reverse()
        return out

    def _antecedent(
        self, doc: Doc, table: PeopleTable, position: int, pronoun: str | None
    ) -> Mention | None:
        """Return the person a pronoun at ``position`` refers to.

        The person already talking keeps "he" unless a new subject steps in (or the owner of
        one whose known gender fits where the speaker's is unknown); otherwise look back
        sentence by sentence: a sentence whose subject is the same pronoun refers to the
        same person, so the search goes on past it; in the first sentence that names someone
        who fits (gender), a speaker of an earlier quote wins, then a subject, then the first;
        names that only describe a thing yield to an earlier sentence's subject.
        """
        form = (pronoun or "").lower()
        gender = PRONOUN_GENDER.get(form)
        people_only = gender is not None or pronoun is None

        def fits(m: Mention) -> bool:
            if m.kind != "person":
                return not people_only
            return table.person_compatible(m.canonical, gender)

        pron = (
            doc.char_span(position, position + len(pronoun), alignment_mode="expand")
            if pronoun
            else None
        )
        persons = [
            m
            for m in self._history(table, position)
            if fits(m) and not (pron is not None and len(pron) and self._aside(doc, m, pron[0]))
        ]
        speakers = [m for m in self._previous_speakers(doc, position) if fits(m)]
        if not persons and not speakers:
            return None
        # "Fairweather pushed her on whether the official would go." before "..., she said":
        # the sentence is someone asking her; no one in it is "she".
        asking = {m.sent_start for m in persons if _addresses(doc, m, gender)}
        persons = [m for m in persons if m.sent_start not in asking]
        if speakers:
            last = speakers[-1]
            gap = doc_text(doc)[last.end : position]
            # "Pemberton's letter also asks ...", then "she added": the owner of a subject
            # named since the last speaker, known to be of the pronoun's gender where the
            # last speaker is not, steps in as a new subject would.
            owner_fits = gender is not None and table.gender.get(last.canonical) != gender
            new_subjects = [
                m
                for m in persons
                if m.start >= last.end
                and m.canonical != last.canonical
                and (
                    m.is_subject
                    or owner_fits
                    and table.gender.get(m.canonical) == gender
                    and _owns_subject(doc, m)
                )
            ]
            if not new_subjects and gap.count("\n\n") <= CONTINUITY_PARAGRAPHS:
                return last
        speaker_names = {m.canonical for m in speakers}
        sentence_starts = sorted({m.sent_start for m in persons}, reverse=True)
        # A sentence whose only names describe things ("Liverpool had seen a Mohamed Salah
        # goal ruled out") yields to an earlier sentence's subject ("Slot was less relaxed."),
        # and is the answer only when no earlier sentence has one ("a Pep Guardiola
        # masterclass").
        thing_named: Mention | None = None
        for sent_start in sentence_starts:
            later_speakers = [m for m in speakers if m.start >= sent_start]
            if later_speakers:
                return later_speakers[-1]
            in_sentence = [m for m in persons if m.sent_start == sent_start]
            subjects = [m for m in in_sentence if m.is_subject]
            # "She thinks Pryce's journey ..." / "She thinks Pryce was brave": a sentence led
            # by the same pronoun is about the same person; look further back.
            if form and self._pronoun_subject_in(doc, sent_start, position, form, not subjects):
                continue
            # "After Joao Pedro scored, Cole Palmer added a second", "With Reece James
            # injured, Enzo Fernandez ...": the main clause's subject before a subordinate's
            subjects.sort(key=lambda m: not _in_main_clause(doc, m))
            talking = [m for m in subjects if m.canonical in speaker_names]
            if thing_named is not None:
                if subjects:
                    return (talking or subjects)[0]
                continue
            if all(_naming_a_thing(doc, m) for m in in_sentence):
                thing_named = in_sentence[0]
                continue
            return (talking or subjects or in_sentence)[0]
        if thing_named is not None:
            return thing_named
        return speakers[-1] if speakers else None

    def _aside(self, doc: Doc, m: Mention, pronoun: Token) -> bool:
        """True when ``m`` sits in a participle clause of the pronoun's own sentence: "Pressed
        on whether Lyle had pulled the shirt, he said" is about Lyle, said by someone else."""
        if m.sent_start != _sentence_start(pronoun):
            return False
        span = mention_span(doc, m)
        if span is None:
            return False
        verb = pronoun.head
        for t in below_root(span.root):
            if t.i == verb.i:
                break
            if t.dep_ == "advcl" and t.tag_ in PARTICIPLE_TAGS and t.head.i == verb.i:
                return True
        return False

    def _pronoun_subject_in(
        self, doc: Doc, sent_start: int, before: int, form: str, anywhere: bool
    ) -> bool:
        """True when the sentence has ``form`` as a subject: of its main verb, or of any verb
        when ``anywhere``."""
        return any(
            t.lower_ == form and (anywhere or t.head.dep_ == "ROOT")
            for t in _subjects_before(doc, sent_start, before)
        )

    def _previous_speakers(self, doc: Doc, position: int) -> list[Mention]:
        """Return the speakers of the quotes that end by ``position``, in text order: of the
        latest :data:`HISTORY_MAX_MENTIONS` quotes, as :meth:`_history` bounds mentions."""
        quotes = doc._.quotes or []
        starts = doc.user_data.get(QUOTE_STARTS_KEY)
        if starts is None or len(starts) != len(quotes):
            starts = [s._.quote_info.start for s in quotes]
            # Quotes come in text order (``set_quotes``); were they not, every one is read.
            if any(a > b for a, b in zip(starts, starts[1:], strict=False)):
                starts = [-1] * len(starts)  # every quote lies "before" any position
            doc.user_data[QUOTE_STARTS_KEY] = starts
        first = bisect_left(starts, position)
        out = []
        for span in quotes[max(0, first - HISTORY_MAX_MENTIONS) : first]:
            att = getattr(span._, "attribution", None)
            info = span._.quote_info
            if att is None or att.speaker is None or info.end > position:
                continue
            out.append(
                Mention(
                    info.start,
                    info.end,
                    att.mention or att.speaker,
                    att.speaker,
                    att.kind or "person",
                    "SPEAKER",
                    True,
                    info.start,
                )
            )
        return out

    def _description_referent(
        self, doc: Doc, table: PeopleTable, phrase: str, position: int
    ) -> Mention | None:
        """Return the person "the Spurs boss" / "the Italian" / "the 54-year-old" refers to."""
        words = phrase.lower().split()
        if words and words[-1] in ORG_VOICES and words[0] in ("a", "an"):
            # "a spokesperson said" speaks for the organisation just named (the quote's
            # organisation voice), never for a person named earlier
            return None
        role, former, _ = role_in_phrase(phrase)
        past_role = past_role_in_phrase(phrase)
        age = age_in_phrase(phrase)
        positions = position_in_phrase(phrase)
        nationality = self.register.demonym_nationality(phrase)
        spelled = spelled_out_clubs(doc)
        club = self._club_in(phrase, spelled)
        # A club only the article names ("the Kestle manager", read from "Kestle Albion
        # 2-2 Maldrum"): its people are rarely described with it (see ``loose`` below).
        from_text = club is not None and self.register.club(club) is None
        # "the United captain" beside Manchester and Newcastle United: one of those clubs'
        # people, and no one when people of both fit (see _clubs_a_word_may_mean).
        rivals = self._clubs_a_word_may_mean(phrase, table) if club is None else set()
        if len(rivals) < 2:
            rivals = set()
        # "the former Burnley manager": the club is one they left, and the past role may be
        # the one they hold now at another club (managers and players change clubs), so a
        # manager the article ties to Forest fits it; see MOVED_ON_ROLES.
        moved_on = (
            club is not None
            and past_role in MOVED_ON_ROLES
            and describe(phrase, self.register, spelled).former_club == club
        )
        history = [m for m in self._history(table, position) if m.kind == "person"]
        article_year = published_year(doc)
        published = published_date(doc)

        def post_of(person: Person | None) -> Person | None:
            """The register's entry when its post (role, club, descriptors) held when the
            article was written, else None: in a 2022 report "the Spurs manager" may be
            Antonio Conte, whom the register has at Napoli since 2024."""
            return person if person is None or self.register.holds(person, published) else None

        def descriptions_then(person: Person | None) -> tuple[str, ...]:
            """The register's descriptions of ``person`` true when the article was written:
            all while the post held, else those of the past ("former Chelsea manager"),
            which were true before it too."""
            if person is None:
                return ()
            if post_of(person) is not None:
                return person.descriptors
            return tuple(d for d in person.descriptors if _is_past_description(d))

        # What the article says of a person anywhere before is his, whichever mention it
        # hangs on: "Brighton chairwoman Jane Smith ... Smith said" is a chairwoman at "Smith".
        said_of: dict[str, list[Descriptor]] = {}
        for m in history:
            said_of.setdefault(m.canonical, []).extend(m.descriptors)

        # "The Premier League's chief executive, Richard Masters," is often kept as "chief
        # executive" (an executive): "the league's chief executive" (an official) is still
        # him, and never a club's chairwoman, so the bare role fits someone tied to no club.
        bare_role = role_in_phrase(POSSESSIVE_ORG_RE.sub("", phrase))[0]
        of_a_club = bool(CLUB_WORD_POSSESSIVE_RE.search(phrase))
        side = _NATIONAL_SIDE_RE.search(phrase) if club is None and role is not None else None
        # The sides the text ties people to without a description ("Steve Clarke's
        # Scotland", "Michael O'Neill's Northern Ireland"), and who it shows playing ("Harry
        # Kane scored twice"), read from each mention.
        sides_owned: dict[str, set[str]] = {}
        playing: set[str] = set()
        if side is not None:
            for m in history:
                span = mention_span(doc, m)
                if span is None:
                    continue
                if span.root.dep_ == POSSESSOR_DEP:
                    owned_words = doc[span.end : span.root.head.i + 1].text
                    owned = _NATIONAL_SIDE_RE.search(owned_words)
                    if owned is not None and owned.end() == len(owned_words):
                        sides_owned.setdefault(m.canonical, set()).add(owned[1])
                if role_in_the_match(doc, span) == "player":
                    playing.add(m.canonical)

        def world_clubs(name: str, known: Person | None) -> set[str]:
            """The club the world register has a person no register knows at on the
            article's day, when the post is the description's: the same role, and for a
            player the position it names ("the Brighton striker" is Welbeck, but "the Villa
            captain" is any of Villa's players, so no one). Empty for an undated article."""
            if known is not None or self.world is None or published is None:
                return set()
            found = known_by_name(self.world, name, article_day(published))
            if found is None or not found.club or (role is not None and found.role != role):
                return set()
            if found.role == "player":
                people = [p for p in self.world.find(found.name) if p.name == found.name]
                if not positions or not any(p.position.lower() in positions for p in people):
                    return set()
            return {found.club}

        # fits() reads only a mention's person and descriptions, so each is judged once per
        # description: a long article names the same people hundreds of times.
        judged: dict[tuple[object, ...], bool] = {}

        def fits(m: Mention, strict: bool, dated: bool = True) -> bool:
            text_desc = said_of.get(m.canonical, m.descriptors)
            key = (m.canonical, strict, dated, *(tuple(vars(d).values()) for d in text_desc))
            verdict = judged.get(key)
            if verdict is None:
                verdict = judged[key] = judge(m, strict, dated)
            return verdict

        def judge(m: Mention, strict: bool, dated: bool) -> bool:
            # Lifelong facts (nationality, age, playing position) come from ``known``; the
            # post from ``person`` only while it held (``dated``), or whenever.
            known = self.register.person(m.canonical)
            person = post_of(known) if dated else known
            text_desc = said_of.get(m.canonical, m.descriptors)
            # "the former World Cup final referee" is whoever the text or the register says
            # used to be a referee, whatever his role now (PGMOL's chief is an official).
            past_roles = {past_role_in_phrase(d.phrase) for d in text_desc}
            past_roles |= {past_role_in_phrase(d) for d in descriptions_then(known)}
            was = (
                {past_role} | PAST_ROLE_ALIASES.get(past_role, frozenset()) if past_role else set()
            )
            roles = {d.role for d in text_desc if d.role}
            if person is not None and person.role:
                roles.add(person.role)
            ex_player = moved_on and past_role == "player" and bool(roles & FORMER_PLAYER_ROLES)
            if role is not None and not was & past_roles:
                if (
                    roles
                    and role not in roles
                    and not (bare_role in roles and not _known_clubs(person, text_desc))
                    and not (moved_on and past_role in roles)
                    and not ex_player
                ):
                    return False
            if club is not None:
                clubs = _known_clubs(person, text_desc) or world_clubs(m.canonical, known)
                if moved_on and club in clubs:
                    return False  # the Burnley manager now is not "the former Burnley manager"
                left = moved_on and club in {d.former_club for d in text_desc}
                if (
                    moved_on
                    and not left
                    and past_role not in MOVED_ON_UNTIED_ROLES
                    and not ex_player
                ):
                    return False  # "the former Arsenal player" is not any other club's player
                # An article's own club names may be one club's two names ("the Fords boss"
                # of Corrieford Rovers): someone tied to another of them, or to none, fits
                # once no one tied to this one does.
                loose = from_text and not strict and not moved_on
                if clubs and club not in clubs and not moved_on:
                    if not (loose and not any(self.register.club(c) for c in clubs)):
                        return False
                if not clubs and person is None and not left and not loose:
                    return False  # "a former Chelsea manager" fits "the ex-Chelsea boss"
            if side is not None:
                described = [
                    *(t.phrase for t in text_desc),
                    *(person.descriptors if person else ()),
                ]
                tied = {
                    NATIONAL_SIDE_ALIASES.get(name, name)
                    for name in [
                        *(found[1] for d in described for found in _NATIONAL_SIDE_RE.finditer(d)),
                        *sides_owned.get(m.canonical, ()),
                    ]
                }
                # "the England manager": someone tied to England first; else anyone the
                # text ties to no other side and does not show playing ("Harry Kane scored
                # twice" is no manager, nor is Michael O'Neill of Northern Ireland)
                if NATIONAL_SIDE_ALIASES.get(side[1], side[1]) not in tied and (
                    strict or tied or (role != "player" and m.canonical in playing)
                ):
                    return False
            if of_a_club and strict and not _known_clubs(person, text_desc):
                return False  # someone tied to a club first; a national side's coach after
            if rivals and not _known_clubs(person, text_desc) & rivals:
                return False
            if positions and known is not None and known.position:
                if known.position.lower() not in positions:
                    return False  # "the Kingsbridge goalkeeper" is not their winger
            if nationality is not None and (known is None or known.nationality != nationality):
                return False
            if age is not None:
                ages = {d.age for d in text_desc if d.age}
                if known is not None and known.born and article_year:
                    ages |= {article_year - known.born, article_year - known.born - 1}
                if (ages or strict) and age not in ages:
                    return False  # an unknown age fits only once no known one does
            return True

        wanted = _description_key(phrase)

        def describes(descriptions: Sequence[str]) -> bool:
            return any(_description_key(d) == wanted for d in descriptions)

        # Someone the article itself described in these words ("Dan Whitby, the Ravens
        # captain,"), then someone it named whom the register describes so.
        described = [m for m in reversed(history) if _described_as(m, wanted)] + [
            m
            for m in reversed(history)
            if describes(descriptions_then(self.register.person(m.canonical)))
        ]
        if described:
            return described[0]
        # The one person the register describes in these words ("the Ravens captain"), named
        # in the article or not, before anyone who merely fits the role and club. A post
        # that may not have held yet comes after everyone the article named (below).
        register_people = self._describable_register_people(doc, history)
        exact = [p for p in register_people if describes(descriptions_then(p))]
        if len(exact) == 1:
            p = exact[0]
            return Mention(position, position, phrase, p.name, "person", "REGISTER", True, position)
        if rivals:
            fitting = [m for m in history if m.canonical != ANONYMOUS_SPEAKER and fits(m, False)]
            of_rivals = {
                c
                for m in fitting
                for c in _known_clubs(
                    post_of(self.register.person(m.canonical)),
                    said_of.get(m.canonical, m.descriptors),
                )
                & rivals
            }
            if len(of_rivals) > 1:
                return None
        if moved_on:
            # Someone the text says left the club before anyone merely in the role elsewhere.
            for m in reversed(history):
                text_desc = said_of.get(m.canonical, m.descriptors)
                if club in {d.former_club for d in text_desc} and fits(m, False):
                    return m
        # Someone whose post held; in an undated article, then someone whose post may not
        # have held yet but fits better than whoever the register puts elsewhere (Slot for
        # "the Liverpool head coach" beside Frank); then anyone the post does not rule out.
        passes = [(True, True), (True, False), (False, True)]
        if published is not None:
            passes.remove((True, False))
        for strict, dated in passes:
            fitting = [
                m
                for m in reversed(history)
                if m.canonical != ANONYMOUS_SPEAKER and fits(m, strict, dated)
            ]
            if fitting:
                # "Tyrone Akande, deputising for the injured Niall Brennock, scored. '...,'
                # the 19-year-old said.": the sentence's subject, not the last name in it
                latest = fitting[0].sent_start
                subjects = [m for m in fitting if m.sent_start == latest and m.is_subject]
                # the first in the sentence, a subject in its own right before a word
                # that only modifies one ("Saltcote" of "Saltcote manager Tomasz Wray")
                subjects.sort(key=lambda m: (not _heads_subject(doc, m), m.start))
                if subjects:
                    return subjects[0]
                # "Ruben Amorim's United drew with Marco Silva's Fulham. '...,' the
                # Portuguese said.": a description with no role or club that two people of
                # that sentence fit, neither its subject, names neither
                latest_people = {m.canonical for m in fitting if m.sent_start == latest}
                if role is None and club is None and len(latest_people) > 1:
                    return None
                return fitting[0]
        introduced = self._introduced_at_position(history, positions, club, said_of)
        if introduced is not None:
            return introduced
        only = self._only_person_in_an_unknown_post(
            table, history, position, role, club, post_of, said_of
        )
        if only is not None:
            return only
        # An undated article may be today's, so a post the register cannot date still names
        # its holder once no one the article named fits; a dated one older than the post
        # does not ("the Spurs boss" in 2022 was not the register's current one).
        if published is None:
            register_people_then = register_people
            exact = [p for p in register_people if describes(p.descriptors)]
            if len(exact) == 1:
                p = exact[0]
                return Mention(
                    position, position, phrase, p.name, "person", "REGISTER", True, position
                )
        else:
            register_people_then = [p for p in register_people if post_of(p) is not None]
        # "The Belgian" with no role or club is the person the article has been about, whose
        # nationality it need not have said, before a register person it never names (the
        # register's one Belgian): a nationality alone is how writers vary a name.
        # When the antecedent is someone the register gives another nationality ("Arsenal
        # manager Mikel Arteta spoke about Trossard. ... the Belgian said"), it is the last
        # person named whose nationality nothing contradicts, still before that stranger.
        if nationality is not None and role is None and club is None and history:
            referent = self._antecedent(doc, table, position, None)
            candidates = [referent] if referent is not None else []
            for m in [*candidates, *reversed(history)]:
                if m.canonical == ANONYMOUS_SPEAKER:
                    continue
                person = self.register.person(m.canonical)
                if person is None or person.nationality in (None, "", nationality):
                    return m
        # Not mentioned yet by name: a unique match on role, club and nationality ("the Gulls
        # boss"), or on the role and a name the register describes the person with ("the
        # ESPN writer"). A role alone is no one in particular: "the journalist" is not the
        # register's only journalist, whom the article never names.
        named = _proper_words(phrase)
        # "the Scottish journalist": a demonym inside a longer description counts here only,
        # where no one the article named fits (above, a nationality the text never gave a
        # person it named would wrongly rule him out).
        country = nationality or next(
            filter(None, (self.register.demonym_nationality(w) for w in named)), None
        )
        # "the English manager" alone could be any English manager: one the register ties to
        # a club counts only when the article names that club.
        article_clubs = set(table.clubs()) if country and not nationality else None
        matches = [
            p
            for p in register_people_then
            if (role is None or p.role == role)
            and (club is None or p.club == club)
            and (country is None or p.nationality == country)
            and (club or country or (role and any(named & _proper_words(d) for d in p.descriptors)))
            and (article_clubs is None or club or not p.club or p.club in article_clubs)
        ]
        if len(matches) == 1:
            p = matches[0]
            return Mention(position, position, phrase, p.name, "person", "REGISTER", True, position)
        # Last, with no register holder to go to: a manager no register knows, named just
        # before ("Erik ten Hag was more relaxed. '...,' the United manager said.").
        just_before = self._subject_just_before(doc, history, position, role, club, said_of)
        if just_before is not None:
            return just_before
        if history and role is None and club is None:
            return self._antecedent(doc, table, position, None)
        return None

    def _only_person_in_an_unknown_post(
        self,
        table: PeopleTable,
        history: list[Mention],
        position: int,
        role: str | None,
        club: str | None,
        post_of: Callable[[Person | None], Person | None],
        said_of: Mapping[str, list[Descriptor]],
    ) -> Mention | None:
        """Return the one person an article names, when a description gives a role and a
        club the register cannot date: "Antonio Conte was furious. '...,' the Spurs manager
        said." in 2022 is Conte, whom the register has at Napoli only since 2024. Only when he
        is the one person named, the register knows him in that role, nothing in the text
        ties him to a club, and the article names no other club: otherwise the guess is as
        likely another's ("Chelsea beat Tottenham. Conte ... the Chelsea boss"). Clubs are
        counted up to the description (at ``position``)."""
        if club is None or role is None:
            return None
        named = {m.canonical for m in history if m.canonical != ANONYMOUS_SPEAKER}
        end = max(m.end for m in history) if history else 0
        clubs_before = {
            m.canonical for m in table.mentions if m.end <= max(end, position) and table.is_club(m)
        }
        if len(named) != 1 or not clubs_before <= {club}:
            return None
        m = next(m for m in reversed(history) if m.canonical in named)
        known = self.register.person(m.canonical)
        if known is None or post_of(known) is not None or known.role != role:
            return None
        if _known_clubs(None, said_of.get(m.canonical, m.descriptors)):
            return None
        return m

    def _subject_just_before(
        self,
        doc: Doc,
        history: list[Mention],
        position: int,
        role: str | None,
        club: str | None,
        said_of: Mapping[str, list[Descriptor]],
    ) -> Mention | None:
        """Return the person named last, in the same paragraph, as the subject of a sentence
        that says how he felt, when a manager's description follows and no register knows
        him: "Erik ten Hag was more relaxed about the incident. '...,' the United manager
        said." is ten Hag. A club has one manager, whom reports name before they describe
        and then describe by his mood; a player's description may be a teammate of no one
        named ("Bruno Guimaraes dominated. '...,' the Arsenal midfielder admitted."), and
        "Martinelli was booked", "Gillett waved play on" or "Kane hit the bar" tell what
        someone did, not how a manager took it. Not someone the text ties to another club or
        role, or whose sentence names another club ("Kompany was at Burnley then."); the
        register's people are judged by their posts above."""
        if club is None or role != "manager" or not history:
            return None
        m = history[-1]
        if (
            m.kind != "person"
            or m.canonical == ANONYMOUS_SPEAKER
            or not m.is_subject
            or "\n\n" in doc_text(doc)[m.end : position]
            or self.register.person(m.canonical) is not None
        ):
            return None
        span = mention_span(doc, m)
        if span is None or not _in_main_clause(doc, m):
            return None
        verb = span.root.head
        mood = any(c.dep_ in MOOD_COMPLEMENT_DEPS for c in verb.children) or (
            verb.lemma_.lower() in MOOD_PARTICIPLES or verb.lower_ in MOOD_PARTICIPLES
        )
        if verb.dep_ != "ROOT" or not mood:
            return None
        # "Brenner was furious after his late goal was ruled out": a player's mood
        if role_in_the_match(doc, span) == "player" or OWN_PLAY_RE.search(verb.sent.text):
            return None
        if any(
            d.role == role and d.club == club
            for other, found in said_of.items()
            if other != m.canonical
            for d in found
        ):
            return None  # the article described someone else as this club's manager
        text_desc = said_of.get(m.canonical, m.descriptors)
        if any(d.club and d.club != club for d in text_desc):
            return None
        if any(d.role and d.role != role for d in text_desc):
            return None
        table = doc._.people
        if any(
            o.sent_start == m.sent_start
            and o.kind == "org"
            and o.canonical != club
            and table.is_club(o)
            for o in table.mentions
        ):
            return None
        return m

    def _describable_register_people(self, doc: Doc, history: list[Mention]) -> list[Person]:
        """Return the register people a description may name: all of them, except that in a
        report on the women's game (:data:`WOMENS_GAME_RE`) a club's manager or player the
        article never names is left out. Registers list the men's teams' staff, so "the
        Arsenal manager" in a WSL report is not Mikel Arteta; better no one than him."""
        people = list(self.register.people)
        if not reports_womens_game(doc):
            return people
        named = {m.canonical for m in history}
        return [p for p in people if p.name in named or not (p.club and p.role in CLUB_SQUAD_ROLES)]

    def _introduced_at_position(
        self,
        history: list[Mention],
        positions: frozenset[str] | None,
        club: str | None,
        said_of: Mapping[str, list[Descriptor]],
    ) -> Mention | None:
        """Return the one person the article introduced by a playing position compatible
        with the description's: "Brazil forward Richarlison ... said the Tottenham striker".
        Writers vary the position word (forward, striker, frontman all name an attacker) and
        the qualifier (country, then club), so the exact description never recurs; the
        position word alone links them, hence only when exactly one person fits and no club
        known for him is another."""
        if not positions:
            return None
        found: dict[str, Mention] = {}
        for m in reversed(history):
            if m.canonical == ANONYMOUS_SPEAKER or m.canonical in found:
                continue
            text_desc = said_of.get(m.canonical, m.descriptors)
            introduced = {position_in_phrase(d.phrase) for d in text_desc} - {None}
            if not any(p & positions for p in introduced if p):
                continue
            person = self.register.person(m.canonical)
            clubs = _known_clubs(person, text_desc)
            if club is not None and clubs and club not in clubs:
                continue
            if person is not None and person.position:
                if person.position.lower() not in positions:
                    continue
            found[m.canonical] = m
        return next(iter(found.values())) if len(found) == 1 else None

    def _clubs_a_word_may_mean(self, phrase: str, table: PeopleTable) -> set[str]:
        """Return the article's clubs that a word of ``phrase`` shared by several clubs
        ("United", "City") may mean. A description with such a word ("the United captain")
        in an article naming two of them (Manchester United, Newcastle United) means one of
        their people, but which club's no more than "the captain" would: when people of two
        of them fit, it is no one rather than a guess."""
        named = set(table.clubs())
        found: set[str] = set()
        for word in phrase_words(phrase):
            word = _strip_possessive(word)
            if self.register.is_ambiguous_club(word):
                found |= {c.name for c in self.register.club_candidates(word)} & named
        return found

    def _club_in(self, phrase: str, spelled_out: Mapping[str, str]) -> str | None:
        words = phrase_words(phrase)
        for size in (3, 2, 1):
            for i in range(len(words) - size + 1):
                chunk = _strip_possessive(" ".join(words[i : i + size]))
                if chunk.lower() in ("the", "a", "an"):
                    continue
                club = club_named(chunk, self.register, spelled_out)
                if club is not None:
                    return club
        return None

    def _salient_before(
        self,
        doc: Doc,
        table: PeopleTable,
        position: int,
        previous: tuple[QuoteSpan, Attribution] | None,
        max_back: int,
        paras: list[tuple[int, int]],
    ) -> Mention | None:
        """Return the person named in the sentence just before ``position`` (no cue verb): one
        who has already spoken, else the subject, else the first named."""
        para_index = next((i for i, (a, b) in enumerate(paras) if a <= position <= b + 1), 0)
        lower = paras[max(0, para_index - max_back + 1)][0]
        persons = [
            m for m in self._history(table, position) if m.kind == "person" and m.start >= lower
        ]
        if not persons:
            return None
        last_sentence = persons[-1].sent_start
        in_sentence = [m for m in persons if m.sent_start == last_sentence]
        speakers = {m.canonical for m in self._previous_speakers(doc, position)}
        subjects = [m for m in in_sentence if m.is_subject]
        pronoun = _main_pronoun_subject(doc, last_sentence, position)
        if pronoun is not None:
            # "She was happy to talk about Okereke, who played on." before '"Danny's
            # tough."': she speaks, not the player she talks about (whom his relative
            # clause makes a subject of its own)
            found = self._antecedent(doc, table, pronoun.idx, pronoun.text)
            if found is not None:
                return found
        # A description away from the subject ("on his way to the coach") is too weak a clue.
        talking = [
            m
            for m in in_sentence
            if m.canonical in speakers and (m.is_subject or m.label != DESCRIPTION_LABEL)
        ]
        return (talking or subjects or in_sentence)[0]


def _topic_of_label(doc: Doc, m: Mention) -> bool:
    """True when a person named before a colon is what the quote is about, the object of a
    preposition ("On Bukayo Saka:", "Asked about Salah:"), not who speaks."""
    span = mention_span(doc, m)
    return span is not None and span.root.dep_ == "pobj"


def _orgs_named_before(doc: Doc, table: PeopleTable, at: int) -> list[Mention]:
    """Return the organisations mentioned before character ``at``, in its paragraph and the
    ORG_VOICE_LOOKBACK_PARAGRAPHS before it, in text order."""
    paras = doc_paragraphs(doc)
    i = bisect_right(paras, (at, math.inf)) - 1  # the last paragraph starting by ``at``
    here = i if i >= 0 and paras[i][0] <= at <= paras[i][1] else 0
    floor = paras[max(0, here - ORG_VOICE_LOOKBACK_PARAGRAPHS)][0]
    mentions = table.mentions  # in order of start: only those from ``floor`` to ``at``
    first = bisect_left(mentions, floor, key=_mention_start)
    last = bisect_right(mentions, at, key=_mention_start)
    return [m for m in mentions[first:last] if m.kind == "org" and m.end <= at]


def _is_possessor(doc: Doc, m: Mention) -> bool:
    """True when the mention is written as a possessive ("Guardiola's critics")."""
    span = mention_span(doc, m)
    if span is None:
        return False
    after = doc[span.end] if span.end < len(doc) else None
    return span.root.dep_ == "poss" or (after is not None and after.lower_ in ("'s", "’s"))


def _owns_subject(doc: Doc, m: Mention) -> bool:
    """True when the mention is the possessor of its clause's subject ("Pemberton's letter
    also asks ...")."""
    span = mention_span(doc, m)
    return span is not None and span.root.dep_ == "poss" and span.root.head.dep_ in SUBJECT_DEPS


def _naming_a_thing(doc: Doc, m: Mention) -> bool:
    """True when the mention is a name used to describe a thing, a compound modifier of a
    common noun ("a Mohamed Salah goal", "the Kane header"): no one a pronoun refers to."""
    span = mention_span(doc, m)
    return (
        span is not None
        and span.root.dep_ == "compound"
        and span.root.head.pos_ == "NOUN"
        and span.root.head.i >= span.end
    )


def _heads_subject(doc: Doc, m: Mention) -> bool:
    """True when the mention's own head word is a subject (not a word modifying one)."""
    span = mention_span(doc, m)
    return span is not None and span.root.dep_ in SUBJECT_DEPS


def _main_pronoun_subject(doc: Doc, sent_start: int, before: int) -> Token | None:
    """Return the personal pronoun ("he", "she") that is the main verb's active subject in
    the sentence starting at character ``sent_start``, before ``before``; or None."""
    # active only: in "He was consoled by Tom Baxter, who spoke afterwards." the one who
    # speaks next is Baxter
    return next(
        (
            t
            for t in _subjects_before(doc, sent_start, before)
            if t.lower_ in PRONOUN_GENDER
            and t.pos_ == "PRON"
            and t.dep_ == "nsubj"
            and t.head.dep_ == "ROOT"
        ),
        None,
    )


def _subjects_before(doc: Doc, sent_start: int, before: int) -> Iterator[Token]:
    """Yield the subjects of any verb in the sentence starting at character ``sent_start``
    that stand before character ``before``."""
    span = doc.char_span(sent_start, before, alignment_mode="contract")
    if span is None or len(span) == 0:
        return
    for t in span[0].sent:
        if t.idx < before and t.dep_ in SUBJECT_DEPS:
            yield t


# How many words may stand between a name opening its sentence and the comma before its
# appositive: "Dave from Bermondsey, a Millwall season-ticket holder, rang in."
NAME_BEFORE_APPOSITIVE_MAX_TOKENS = 5


def _after_sentence_opening_name(phrase: Span) -> bool:
    """True when ``phrase`` sits between commas right after a person's name that opens its
    sentence, no verb between ("Dave from Bermondsey, a Millwall season-ticket holder, rang
    in."): an appositive of the name, whatever the parser made of it."""
    doc = phrase.doc
    comma = phrase.start - 1
    if comma < 1 or doc[comma].text != "," or phrase.end >= len(doc) or doc[phrase.end].text != ",":
        return False
    opening = doc[comma].sent.start
    words = doc[opening:comma]
    return (
        doc[opening].ent_type_ == "PERSON"
        and len(words) <= NAME_BEFORE_APPOSITIVE_MAX_TOKENS
        and not any(t.pos_ in ("VERB", "AUX") for t in words)
    )


def _unshout(name: str) -> str:
    """Return a name written in capitals as a name ("LEE HART" -> "Lee Hart")."""
    return " ".join(w.capitalize() if w.isupper() else w for w in name.split())


def _one_subject(subjects: list[Token]) -> Token | None:
    """Return the subject among a verb's subject children. The small parser splits "Gulls
    boss Fabian Hürzeler said" into two subjects, "boss" and "Hürzeler": a person's name
    wins, else the one nearest the verb (the head of the phrase, its words before it)."""
    if len(subjects) < 2:
        return subjects[0] if subjects else None
    named = [t for t in subjects if t.ent_type_ in PERSON_LABELS]
    return named[-1] if named else max(subjects, key=lambda t: t.i)


def _in_clause_of(doc: Doc, candidate: tuple[int, int, str, object], verb: Token) -> bool:
    """True when the candidate sits in a clause that ``verb`` governs ("Slot told reporters
    that Robertson was offside and added ...": Robertson is in what Slot told, not the
    subject of "added")."""
    span = doc.char_span(candidate[0], candidate[1], alignment_mode="expand")
    if span is None:
        return False
    for t in below_root(span.root):
        if t.i == verb.i:
            break
        if t.dep_ == "conj":
            return False  # "..., and Guimaraes, asked about it, said": coordinated, a speaker
        if t.dep_ in EMBEDDED_CLAUSE_DEPS and t.head.i == verb.i:
            return True
    return False


def _subject_of(verb: Token) -> Token | None:
    """Return the subject of ``verb``, borrowed from the verb it is coordinated with ("Okonjo
    let him finish, then laughed") or the noun a relative or participle clause hangs on
    ("Townsend, formerly of Spurs, added")."""
    t = verb
    for _ in range(MAX_CONJ_HOPS):
        subject = _one_subject([c for c in t.children if c.dep_ in SUBJECT_DEPS])
        if subject is not None:
            if subject.lower_ in RELATIVE_PRONOUNS and t.dep_ == "relcl":
                return t.head
            return subject
        if t.dep_ not in ("conj", "xcomp") or t.head.i == t.i:  # "I used to tell"
            break
        t = t.head
    if verb.dep_ in ("acl", "relcl", "advcl") and verb.head.i < verb.i:
        return verb.head
    return None


def _plural(doc: Doc, candidate: tuple[int, int, str, object]) -> bool:
    """True for a description of a group ("the pundits", "the Gulls players")."""
    if candidate[2] != "description":
        return False
    span = doc.char_span(candidate[0], candidate[1], alignment_mode="expand")
    return span is not None and span.root.tag_ in ("NNS", "NNPS")


def _is_weak(candidate: tuple[int, int, str, object]) -> bool:
    payload = candidate[3]
    return isinstance(payload, Mention) and payload.weak


def _is_org(candidate: tuple[int, int, str, object]) -> bool:
    payload = candidate[3]
    return isinstance(payload, Mention) and payload.kind == "org"


def _prefer(
    candidates: list[tuple[int, int, str, object]], cue_at: int
) -> tuple[int, int, str, object]:
    """Among candidates inside a subject phrase, a person's name beats a description beats a
    pronoun beats an organisation; between equals, the one nearest the cue."""
    order = {"mention": 0, "description": 1, "pronoun": 2}
    names = sorted(candidates, key=lambda c: (_is_org(c), order[c[2]], abs(c[0] - cue_at)))
    return names[0]


def _signature_prefix(words: str) -> bool:
    """True when the words before the name in a dash signature only describe the speaker:
    capitalised words, role words and "former"."""
    return all(
        w[:1].isupper() or w.lower() in FORMER_MARKERS or role_in_phrase(w)[0] is not None
        for w in WORD_RE.findall(words)
    )


def _is_cue(token: Token) -> bool:
    if token.lower_ in CUE_FORMS:
        return True
    if token.dep_ == "amod":  # "a fuming Conte": an adjective, not the cue
        return False
    return token.pos_ in ("VERB", "AUX") and token.lemma_.lower() in CUE_LEMMAS


def _sentence_ends(chunk: str) -> list[int]:
    """Return the offsets just past each sentence end in ``chunk`` ("Mr." and "G.K." are not)."""
    out = []
    for match in SENTENCE_END_RE.finditer(chunk):
        if match.group(0).startswith("."):
            token = _word_ending_at(chunk, match.start() + 1).lower()
            if token in ABBREVIATIONS or INITIALS_RE.fullmatch(token):
                continue
        out.append(match.end())
    return out


def _word_ending_at(text: str, end: int) -> str:
    """Return the run of word characters and full stops that ends at ``end`` ("Mr.",
    "U.S."), read backwards at most :data:`ABBREVIATION_MAX_CHARS`: a search over all the
    text before each full stop made a long paragraph cost time quadratic in its length."""
    start = end
    while (
        start > 0
        and end - start < ABBREVIATION_MAX_CHARS
        and WORD_OR_STOP_RE.match(text, start - 1)
    ):
        start -= 1
    return text[start:end]


def _own_sentence(text: str, head: tuple[int, int]) -> tuple[int, int]:
    """Return the part of ``head`` (the text before a quote) in the quote's own sentence."""
    ends = list(re.finditer(r"[.!?…][\"”’']?\s+", text[head[0] : head[1]]))
    return (head[0] + ends[-1].end(), head[1]) if ends else head


def _introduces_next(doc: Doc, quote_text: str, tail: tuple[int, int], nxt: QuoteSpan) -> bool:
    """True when the text after a quote is a new sentence or clause ("and ...") that a colon
    or a speech verb ends at the next quote's opening mark: '"VAR got it right." Jamie
    Carragher said: "It is a disgrace."' and 'Neville said "It was offside" and Carragher
    said "It was onside."' introduce Carragher's quote and say nothing of the first one,
    where '"...," said Carragher, adding: "..."' is both quotes' cue."""
    text = doc_text(doc)
    after = text[tail[0] : tail[1]]
    if text[tail[1] : nxt.open_at].strip():
        return False
    # A new sentence opens with a capital: '"What a game!" said Saka, adding: "..."' is one
    # sentence whose cue is the first quote's too.
    opening = NEXT_SENTENCE_LEAD_RE.sub("", after, count=1)
    closed = (
        quote_text.rstrip().endswith(SENTENCE_CLOSERS)
        or after.lstrip().startswith(SENTENCE_CLOSERS)
    ) and opening[:1].isupper()
    if not (closed or NEXT_CLAUSE_RE.match(after)):
        return False
    # ... and has its own finite cue verb: before a colon ("Carragher said:", "Saka told BBC
    # Sport:"), else as its last word ('and Carragher said "..."')
    span = doc.char_span(tail[0], tail[1], alignment_mode="contract")
    words = [t for t in span or () if not (t.is_space or t.is_punct)]
    cues = [t for t in words if t.lemma_ in CUE_LEMMAS and t.tag_ in FINITE_VERB_TAGS]
    if after.rstrip().endswith(":"):
        return bool(cues)
    return bool(words) and bool(cues) and cues[-1] is words[-1]


def _sentence_cut_forward(text: str, start: int, end: int) -> int:
    ends = _sentence_ends(text[start:end])
    return start + ends[0] if ends else end


def _sentence_cut_backward(text: str, start: int, end: int) -> int:
    chunk = text[start:end]
    cuts = [e for e in _sentence_ends(chunk) if e < len(chunk)]
    return start + cuts[-1] if cuts else start


def reports_womens_game(doc: Doc) -> bool:
    """Return whether the article reports the women's game; read once and kept in
    ``doc.user_data`` (:data:`WOMENS_GAME_KEY`), where the roles component reads it too."""
    womens = doc.user_data.get(WOMENS_GAME_KEY)
    if womens is None:  # the article's, so read once: its lead may be all of a long text
        # A report on the women's game says so in its headline or its lead, where a men's
        # report names its own competition beside a passing "Chelsea Women beat Arsenal".
        paras = doc_paragraphs(doc)[:WOMENS_GAME_LEAD_PARAGRAPHS]
        lead = " ".join(doc_text(doc)[a:b] for a, b in paras)
        title = (doc._.title or "") if Doc.has_extension("title") else ""
        womens = bool(
            WOMENS_GAME_RE.search(title)
            or (WOMENS_GAME_RE.search(lead) and not MENS_GAME_RE.search(title + " " + lead))
        )
        doc.user_data[WOMENS_GAME_KEY] = womens
    return womens


def doc_paragraphs(doc: Doc) -> list[tuple[int, int]]:
    """Return (start, end) of each paragraph of ``doc``'s text, kept after the first call:
    rules read them once per quote, and each reading scanned the whole text."""
    from nlp.quotes import paragraphs

    paras = doc.user_data.get(PARAGRAPHS_KEY)
    if paras is None:
        paras = doc.user_data[PARAGRAPHS_KEY] = paragraphs(doc_text(doc))
    return paras


# Dependencies by which a name hangs off a subject without being it ("Conte's assistant",
# "the assistant to Conte", "one of Conte's players").
RELATION_DEPS = frozenset({"poss", "prep", "pobj", "agent"})


def _appositives(subject: Token) -> list[Token]:
    """Return the tokens in apposition to a description headed by ``subject``. In "the
    league's head of competitions, Fiona Marsh" the parser hangs the name on
    "competitions", the last noun before it; when the head and its "of" phrase are exactly
    a role phrase (:data:`nlp.roles.OF_ROLE_PHRASES`) the name there is the head's too."""
    doc = subject.doc
    holders = [subject]
    for prep in subject.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            holders += [
                obj
                for obj in prep.children
                if obj.dep_ == "pobj" and of_role_phrase_at(doc, subject.i, obj.i + 1)
            ]
    return [a for h in holders for a in h.children if a.dep_ == "appos"]


def _related_to(doc: Doc, candidate: tuple[int, int, str, object], subject: Token) -> bool:
    """Return True when a candidate inside a subject's phrase hangs off it by a relation."""
    span = doc.char_span(candidate[0], candidate[1], alignment_mode="expand")
    if span is None:
        return False
    # "Brentford director of football Phil Giles said": the name after a post written with
    # "of" is the post's holder, whom the parser hung off "of" as in "the wife of Conte".
    post = role_key(doc[subject.i : span.start].text)
    if " of " in post and post in ROLE_OF_WORD:
        return False
    for token in below_root(span.root):
        if token.i == subject.i:
            break
        if token.dep_ in RELATION_DEPS:
            return True
    return False


def _without_trailing_punctuation(ent: Span) -> Span:
    """Return the name without the full stop or comma the model took into it at a
    paragraph's end ("Anthony Gordon." before a blank line), which made a second person."""
    end = ent.end
    while end > ent.start + 1 and ent.doc[end - 1].is_punct:
        end -= 1
    return ent if end == ent.end else Span(ent.doc, ent.start, end, label=ent.label)


def _without_leading_role_words(ent: Span) -> Span:
    """Return the name without the role words the model took into it ("Defender Tom Baxter"
    -> "Tom Baxter"). The words stay in the text, where they are read as a description."""
    start = ent.start
    while start < ent.end - 1 and role_in_phrase(ent.doc[start].text)[0] is not None:
        start += 1
    return ent if start == ent.start else Span(ent.doc, start, ent.end, label=ent.label)


def _without_leading_titles(ent: Span) -> Span:
    """Return the name without the honorific titles the model took into it ("Mrs Pengelly"
    -> "Pengelly", "Ms Helen Treloar" -> "Helen Treloar"), or an article before a name
    used as a modifier ("The Kai Havertz goal" -> "Kai Havertz"); a title alone stays."""
    start = ent.start
    if ent.doc[start].lower_ in ("the", "a", "an") and ent.end - start > 1:
        start += 1
    while start < ent.end - 1 and ent.doc[start].lower_.rstrip(".") in NAME_TITLES:
        start += 1
    if start == ent.start:
        return ent
    return Span(ent.doc, start, ent.end, label=ent.label, kb_id=ent.kb_id, span_id=ent.id)


# The object form of each gender's pronoun: "Fairweather asked her" is not "she".
OBJECT_PRONOUNS = {"m": "him", "f": "her"}
SUBJECT_PRONOUNS = {"m": "he", "f": "she"}
OBJECT_DEPS = frozenset({"dobj", "dative", "iobj"})
# Verbs of asking: "Sandhu asked whether he agreed" is about someone else's "he".
ASKING_LEMMAS = frozenset({"ask", "press", "push", "quiz", "question", "challenge", "wonder"})


def _addresses(doc: Doc, m: Mention, gender: str | None) -> bool:
    """True when the mention is the active subject of a verb of asking (ASKING_LEMMAS)
    whose object is the pronoun of ``gender`` ("Fairweather pushed her", "Host Danny
    Fairweather asked her") or whose question has that pronoun as a subject ("Sandhu asked
    whether he agreed"): the one asked, and so the "she" of the quote after, is someone
    else."""
    wanted = OBJECT_PRONOUNS.get(gender or "")
    span = mention_span(doc, m)
    if wanted is None or span is None:
        return False
    root = span.root
    verb = root.head
    # Only a question: "Arteta backed him" or "Wiegman defended her" before '"...," he
    # said' is Arteta or Wiegman speaking up for someone. "Pell was asked whether he ...":
    # the one asked is "he".
    if root.dep_ != "nsubj" or verb.lemma_ not in ASKING_LEMMAS:
        return False
    if any(c.lower_ == wanted and c.dep_ in OBJECT_DEPS for c in verb.children):
        return True
    if root.i + 2 == verb.i and doc[root.i + 1].text == ",":
        return False  # "Whitlock, asked whether she ..., smiled": a participle, misparsed
    # "Presenter Priya Sandhu asked whether he agreed": his "he" in the question
    subject = SUBJECT_PRONOUNS[gender or ""]
    return any(
        t.lower_ == subject and t.dep_ in SUBJECT_DEPS and t.head.i != verb.i for t in verb.subtree
    )


def _without_leading_possessive(ent: Span) -> Span:
    """Return the name without a club or place the model took into it in the possessive
    ("Kestwick’s Ivo Rennie" -> "Ivo Rennie"): what follows the last possessive mark, when
    that is capitalised words; otherwise the entity as it is."""
    marks = [t.i for t in ent[:-1] if t.tag_ == "POS"]
    if not marks:
        return ent
    rest = ent.doc[marks[-1] + 1 : ent.end]
    if not all(_is_name_word(t) or t.text in NAME_HYPHENS for t in rest):
        return ent
    return Span(ent.doc, rest.start, rest.end, label=ent.label, kb_id=ent.kb_id, span_id=ent.id)


ROLE_BEFORE_NAME_WORDS = (1, 2)  # "manager", "head coach"
OWNER_WORDS = frozenset({"its", "their", "his", "her"})  # "their chief executive, X"


def _last_paragraph(q: QuoteSpan) -> int:
    return q.paragraphs[-1] if q.paragraphs else q.paragraph


def _fills_its_paragraphs(text: str, q: QuoteSpan, paras: list[tuple[int, int]]) -> bool:
    """True when a quote is all there is in its paragraphs: it opens the first and closes
    the last (a quote over several paragraphs may leave the inner ones open)."""
    first, last = paras[q.paragraph], paras[_last_paragraph(q)]
    opens = len(text[first[0] : first[1]]) - len(text[first[0] : first[1]].lstrip())
    body_end = last[0] + len(text[last[0] : last[1]].rstrip())  # not a slice of all before
    closed = q.close_at + 1 if q.close_at is not None else q.end
    return q.open_at == first[0] + opens and closed >= body_end


def _role_noun_before(doc: Doc, start: int) -> bool:
    """True when a role noun of one or two lowercase words ends right before ``start``
    ("boss Tomasz Wray", "chief executive Alistair Greaves"), or before a comma there when
    the role is someone's ("the club's chief executive, Nadia Fenwick")."""
    comma = start > 0 and doc[start - 1].text == ","
    end = start - 1 if comma else start
    if end == 0 or doc[end - 1].pos_ != "NOUN":
        return False
    if not comma and end >= 3 and doc[end - 2].text == "-" and not doc[end - 3].whitespace_:
        # one hyphenated noun, three tokens to the tagger: "His team-mate Alexis Mac Allister"
        compound = doc[end - 3 : end]
        lower = compound[0].is_lower and compound[2].is_lower
        if lower and role_in_phrase(compound.text)[0] is not None:
            return True
    for width in ROLE_BEFORE_NAME_WORDS:
        words = doc[max(end - width, 0) : end]
        if len(words) < width or not all(t.is_lower and t.is_alpha for t in words):
            return False
        if role_in_phrase(words.text)[0] is None:
            continue
        if not comma:
            return True
        # After a comma only a role that is someone's ("Pellworth Wanderers' chief
        # executive, Nadia Fenwick", "the club's head coach, ..."): in "Len Abbotsley,
        # former Drummond Rovers manager, Sportsline Radio:" the words after the comma are
        # where he works.
        before = doc[words.start - 1] if words.start > 0 else None
        if before is not None and (before.tag_ == "POS" or before.lower_ in OWNER_WORDS):
            return True
        # or one person of many, named after it: "One supporter, Jamal Okafor," and "A Spurs
        # fan, Jamal Okafor," (a club's name may stand between)
        k = words.start - 1
        while (
            k >= 0
            and doc[k].lower_ not in ANONYMOUS_DETERMINERS
            and (doc[k].ent_type_ or doc[k].pos_ == "PROPN")
            and words.start - k <= 3
        ):
            k -= 1
        if k >= 0 and doc[k].lower_ in ANONYMOUS_DETERMINERS:
            return True
    return False


def _names_a_club_before_role_word(ent: Span) -> bool:
    """True when the model's one-word person stands before a role noun of one or two words
    and a name ("Trevarrick manager Alun Tregear", "Fenwick head coach Marta Sillitoe"): the
    word is the club the role is at, which the model knew no better than the name. A
    registered club never gets here as a person."""
    doc = ent.doc
    if len(ent) != 1 or ent.ent_id_:
        return False
    for width in ROLE_BEFORE_NAME_WORDS:
        words = doc[ent.end : ent.end + width]
        if ent.end + width >= len(doc) or not all(t.is_lower and t.is_alpha for t in words):
            return False
        after = doc[ent.end + width]
        if role_in_phrase(words.text)[0] is not None and _is_name_word(after):
            return after.pos_ == "PROPN"
    return False


# Parts of speech an untagged surname may have: the small model calls some a common noun
# ("Hocking said"); at a sentence's start only these, since there a capital proves nothing
# ("Said the manager", "May I add").
SURNAME_POS = frozenset({"PROPN", "NOUN"})
# A capitalised word the model reads as a plural common noun and tags as no entity at all is
# that noun at a sentence's start ("Stones were thrown at the coach"), not the surname of the
# article's John Stones; a surname read as a noun is singular ("Hocking said") or tagged as
# an organisation too ("Stones said").
PLURAL_NOUN_TAGS = frozenset({"NNS"})
# Entity types whose single word may still be an article's surname: the small model reads
# unfamiliar surnames as places, organisations or nationalities ("Neville", "Martin"), and
# one just after a closing quote mark as a title ("..., Harrow added.").
SURNAME_MISREAD_ENT_TYPES = frozenset(
    {"", "GPE", "LOC", "ORG", "NORP", "FAC", "PRODUCT", "WORK_OF_ART"}
)
# And those it gives to an unfamiliar first name just before a surname it did tag ("Cristian"
# as a nationality in "Cristian Romero").
FIRST_NAME_MISREAD_ENT_TYPES = frozenset({"", "NORP", "GPE", "ORG"})


def _untagged_surname(span: Span) -> bool:
    """True when ``span`` (one word, or the parts of a hyphenated surname) reads as a surname
    standing alone: capitalised proper or common nouns, no calendar word, not part of a longer
    entity or of a longer name ("Phil Neville", "Neville Southall")."""
    token = span[0]
    doc = token.doc
    words = [t for t in span if t.text not in NAME_HYPHENS]
    if not all(t.is_title and _name_word(t) for t in words):
        return False
    # Right after a closing quote mark the tagger may call the name anything ('"...," Pike
    # said' as an interjection); right before a speech verb it is a name all the same.
    before_cue = span.end < len(doc) and _is_cue(doc[span.end])
    # "Foden, asked about the decision, shrugged it off.": opening its sentence before a comma,
    # the tagger may read the name as an adverb.
    opening_aside = token.is_sent_start and span.end < len(doc) and doc[span.end].text == ","
    if token.pos_ not in SURNAME_POS and not before_cue and not opening_aside:
        return False
    if token.lower_ in CALENDAR_WORDS or token.is_stop:
        return False
    if len(span) == 1 and not token.ent_type_ and token.tag_ in PLURAL_NOUN_TAGS:
        # ... unless it speaks: "Slegers said" is the surname, whatever its tag
        if not (token.dep_ == "nsubj" and _is_cue(token.head)):
            return False
    if token.ent_type_ not in SURNAME_MISREAD_ENT_TYPES:
        return False
    if token.ent_type_ and not (token.ent_iob_ == "B" and _whole_ent(span)):
        return False
    if not token.ent_type_ and any(t.ent_type_ for t in span):
        return False
    if span.end < len(doc) and doc[span.end].is_title and doc[span.end].pos_ == "PROPN":
        return False
    if token.i > 0 and not token.is_sent_start:
        prev = doc[token.i - 1]
        if prev.is_title and _name_word(prev) and prev.lower_.rstrip(".") not in NAME_TITLES:
            return prev.pos_ not in ("PROPN", "NOUN")  # "Phil Neville", "Captain Neville"
    return True


# A word of a name: letters, or letters joined by an apostrophe ("O'Neil", "N'Golo",
# "D'Angelo"), which the tokenizer keeps as one token that is not ``is_alpha``.
NAME_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def _name_word(token: Token) -> bool:
    """True when ``token`` is written as a word of a name (see ``NAME_WORD_RE``)."""
    return NAME_WORD_RE.fullmatch(token.text) is not None


def _whole_ent(span: Span) -> bool:
    """True when ``span`` is the whole of the one entity its first word begins."""
    doc = span.doc
    inside = all(t.ent_iob_ == "I" for t in span[1:])
    return inside and (span.end >= len(doc) or doc[span.end].ent_iob_ != "I")


# Lowercase words inside a person's name ("Régis Le Bris" has none, "Erik ten Hag" one).
NAME_PARTICLES = frozenset({"de", "da", "di", "del", "van", "von", "der", "den", "ten", "le", "la"})
# The joins of a double-barrelled surname ("Walker-Peters", "Alexander-Arnold"), which the
# tokenizer splits into three tokens written with no space between them.
NAME_HYPHENS = frozenset({"-", "‐", "‑"})


# Entity types the model gives the particle of a name it splits ("ten" in "Erik ten Hag" is
# a number) and the surname after it; any other type is a name of its own ("la Liga").
PARTICLE_MISREAD_ENT_TYPES = frozenset({"", "CARDINAL", "PERSON"})


def _with_particle_surname(ent: Span) -> Span:
    """Return a person's name with the surname after it that begins with a lowercase
    particle, when the model cut the name there: it tags "Erik" in "Erik ten Hag" a person
    and "ten" a number, so the name was "Erik" and a later "Ten Hag" no one."""
    doc = ent.doc
    end = ent.end
    while (
        end < len(doc)
        and doc[end].lower_ in NAME_PARTICLES
        and doc[end].is_lower
        and doc[end - 1].whitespace_
        and doc[end].ent_type_ in PARTICLE_MISREAD_ENT_TYPES
    ):
        end += 1
    if end == ent.end or end >= len(doc):
        return ent
    last = doc[end]
    if not (last.is_title and last.is_alpha and doc[end - 1].whitespace_):
        return ent
    if last.ent_type_ not in PARTICLE_MISREAD_ENT_TYPES or last.pos_ != "PROPN":
        return ent
    return Span(doc, ent.start, end + 1, label=ent.label)


def _surname_of_name(text: str, full: str) -> bool:
    """True when ``text`` of several words is the end of the longer name ``full``, its
    particles in any case: "Van Dijk" of "Virgil van Dijk", "De Zerbi" of "Roberto De
    Zerbi", "Espirito Santo" of "Nuno Espirito Santo". A surname with a particle, or one of
    two words, is written as a person's name by itself, so the model tags it as a name of
    its own that the one-word surname rule never reads."""
    words, full_words = name_key(text).split(), name_key(full).split()
    return 1 < len(words) < len(full_words) and full_words[-len(words) :] == words


def _misread_name(span: Span) -> bool:
    """True when the model tagged exactly ``span`` as one of MISREAD_NAME_LABELS."""
    return entity_label_at(span.doc, span.start, span.end) in MISREAD_NAME_LABELS


def _untagged_hyphenated_subject(span: Span) -> bool:
    """True when ``span`` (capitalised name words) has a hyphenated part, no entity type on
    any token, and is its clause's subject. Without it a pronoun's "he said" after "Morgan
    Gibbs-White was furious." went to the person named before him: the model tags such a
    name as nothing at all."""
    return (
        HYPHENATED_NAME_PART_RE.search(span.text) is not None
        and not any(t.ent_type_ for t in span)
        and span.root.dep_ in SUBJECT_DEPS
    )


# Last words of grounds and streets, which open sentences as subjects too ("Old Trafford fell
# silent", "Then Downing Street said ..."): such an untagged run is a place, not a person.
VENUE_LAST_WORDS = frozenset(
    {"Street", "Road", "Lane", "Park", "Stadium", "Arena", "Ground", "Bridge", "Avenue"}
    | {"Square", "Trafford", "Cottage", "Moor", "Hawthorns", "Den", "Meadow", "Field"}
)


def _untagged_opening_subject(span: Span, words: int) -> bool:
    """True when ``span`` is two or three capitalised proper nouns the model tagged as
    nothing that open their sentence as its subject ("Tyrone Akande, deputising for the
    injured Niall Brennock, scored", "Nuno Espirito Santo insisted", after a function word
    only: "Even Erling Haaland conceded"), the first no title,
    role, calendar or stop word. Clubs the football ruler knows are tagged, so an untagged
    run there is a person's name."""
    first = span[0]
    # "Even Erling Haaland conceded that ...": a function word opening the sentence before
    # the name, when its verb says or thinks something ("Even Old Trafford fell silent" is
    # a ground)
    head = span.root.head
    opens = first.is_sent_start or (
        first.i > 0
        and _opening_function_word(first.doc[first.i - 1])
        and (_is_cue(head) or any(c.dep_ == "ccomp" for c in head.children))
    )
    return (
        words in NAME_AFTER_ROLE_WORDS
        and opens
        and all(t.pos_ == "PROPN" for t in span if t.text not in NAME_HYPHENS)
        and not any(t.ent_type_ for t in span)
        and span.root.dep_ in SUBJECT_DEPS
        and _may_be_first_name(first)
        and first.lower_ not in ANONYMOUS_NOUNS  # "Caller Des rang in"
        and span[-1].text not in VENUE_LAST_WORDS
    )


def _may_be_first_name(token: Token) -> bool:
    """False when a capitalised word before a surname is a stop word, a title or honorific,
    a calendar word or a role word ("The", "Mr", "Sunday", "Boss"), not a first name."""
    return not (
        token.is_stop
        or token.lower_.rstrip(".") in NAME_TITLES | HONORIFICS
        or token.lower_ in CALENDAR_WORDS
        or role_in_phrase(token.text)[0] is not None
    )


def _is_name_word(token: Token) -> bool:
    """True when ``token`` is a capitalised word that may be part of a name."""
    return token.is_alpha and token.is_title


def _opening_function_word(token: Token) -> bool:
    """True when ``token`` is a capitalised function word only because it opens a sentence."""
    return token.is_sent_start and token.is_stop


def _in_name(token: Token) -> bool:
    """True when ``token`` is a capitalised word that may be part of a name running on."""
    return _is_name_word(token) and not _opening_function_word(token)


def _name_words_end(doc: Doc, start: int) -> tuple[int, int]:
    """Return (end, words) of the run of up to max(NAME_AFTER_ROLE_WORDS) capitalised words
    beginning at ``start``, each perhaps joined to the next part by a hyphen ("Heung-min")."""
    i, words = start, 0
    while i < len(doc) and words < max(NAME_AFTER_ROLE_WORDS):
        if not _is_name_word(doc[i]):
            break
        i += 1
        while (
            i + 1 < len(doc)
            and doc[i].text in NAME_HYPHENS
            and not doc[i - 1].whitespace_
            and not doc[i].whitespace_
            and doc[i + 1].is_alpha
        ):
            i += 2
        words += 1
        if doc[i - 1].whitespace_ == "":
            break
    return i, words


def _word_count(span: Span) -> int:
    """Return the tokens of ``span`` less the hyphens inside a word: "the ex-Everton and
    Burnley boss" is six, as "the former Everton and Burnley manager" is, though the
    tokenizer splits "ex-Everton" into three."""
    return sum(1 for t in span if not _joining_hyphen(t))


def _name_words_text(doc: Doc, words: Sequence[Token]) -> str:
    """Return a name's words as written: with the hyphen of "Gibbs-White" when only joining
    hyphens stand between them (the parser leaves the hyphen out of the name's words), else
    the words joined by spaces."""
    indices = {t.i for t in words}
    run = doc[min(indices) : max(indices) + 1]
    if all(t.i in indices or _joining_hyphen(t) for t in run):
        return run.text
    return " ".join(t.text for t in words)


def _joining_hyphen(token: Token) -> bool:
    """True when ``token`` is a hyphen joining the words either side of it, no space."""
    doc = token.doc
    return (
        token.text in NAME_HYPHENS
        and 0 < token.i < len(doc) - 1
        and not token.whitespace_
        and not doc[token.i - 1].whitespace_
    )


def _cut_at_hyphen(ent: Span) -> bool:
    """True when the model's entity ends inside a hyphenated word, on its hyphen ("the ex-"
    of "the ex-Everton and Burnley boss"): a piece of a word names no person or body."""
    last = ent[-1]
    return last.text in NAME_HYPHENS and not last.whitespace_ and last.i + 1 < len(ent.doc)


def _hyphenated_run(token: Token) -> Span:
    """Return ``token`` with the capitalised words hyphenated to it ("Walker-Peters"), or
    the token alone."""
    doc = token.doc
    end = token.i + 1
    while (
        end + 1 < len(doc)
        and not doc[end - 1].whitespace_
        and doc[end].text in NAME_HYPHENS
        and not doc[end].whitespace_
        and doc[end + 1].is_title
        and doc[end + 1].is_alpha
    ):
        end += 2
    return doc[token.i : end]


def _continues_hyphenated(token: Token) -> bool:
    """True when ``token`` is a later part of a hyphenated word ("Peters" in "Walker-Peters")."""
    if token.i < 2:
        return False
    hyphen, before = token.doc[token.i - 1], token.doc[token.i - 2]
    return hyphen.text in NAME_HYPHENS and not hyphen.whitespace_ and not before.whitespace_


def _other_first_name(ent: Span) -> str | None:
    """Return the first name written just before a register match on a surname alone when it
    is not the registered person's ("Gary" before "Holt" matched as Ryan Holt), else None."""
    if len(ent) != 1 or ent.start == 0:
        return None
    prev = ent.doc[ent.start - 1]
    if not (prev.pos_ == "PROPN" and prev.is_title and prev.ent_type_ in ("", "PERSON")):
        return None
    word = prev.lower_.rstrip(".")
    if not prev.whitespace_ or word in TITLE_WORDS or word in HONORIFICS:
        return None
    if role_in_phrase(prev.text)[0] is not None:
        return None  # "Captain Holt", "Defender Holt": a role, not a first name
    registered = ent.ent_id_.split()
    if len(registered) < 2 or name_key(registered[0]) == name_key(prev.text):
        return None
    return prev.text


# -- spaCy component ---------------------------------------------------------------------
for _name in ("speaker", "speaker_mention", "cue", "attribution"):
    if not Span.has_extension(_name):
        Span.set_extension(_name, default=None)
if not Doc.has_extension("people"):
    Doc.set_extension("people", default=None)
for _name in ("published", "byline", "title", "author"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)
