"""Whom a description refers to: "the Spurs boss", "the Italian", "the 54-year-old".

:func:`description_referent` tries, in this order, and the first that names someone wins:

1. the name set beside it in apposition ("The home coach, Colm Dunleavy, was less sure");
2. someone the article described in these very words ("Dan Whitby, the Ravens captain,"),
   then someone it named whom the register describes so;
3. the one person the register describes so, named in the article or not;
4. (no one, when a club word the description shares with several clubs, "United", fits
   people of two of them);
5. for "the former X manager", someone the text says left X;
6. the latest person named who fits it (:class:`~nlp.speakers.description_fit.Fit`):
   strictly, then with the register's undated posts, then loosely; of several in one
   sentence, its subject;
7. the one person introduced by a compatible playing position ("Brazil forward
   Richarlison" for "the Tottenham striker");
8. the one person an article names, in a post the register cannot date;
9. the register's one holder of the post, when the post held on the article's day;
10. for a bare nationality ("the Belgian"), the person the text is about;
11. the register's one person of that role, club and nationality;
12. a manager no register knows, named just before and said to be in a mood;
13. for a description with no role or club, the person the text is about.

Better no one than a wrong one: a description that fits no one keeps its post, which the
roles component reads (``RoleAssigner``).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from nlp.config import ANONYMOUS_SPEAKERS
from nlp.doc_helpers import doc_text, mention_span, reports_womens_game
from nlp.football.registers import Person, Register
from nlp.football.world import World
from nlp.match_roles import role_in_the_match
from nlp.role_words import position_in_phrase
from nlp.speakers.description_fit import Description, Fit
from nlp.speakers.descriptions import _described_as, _known_clubs
from nlp.speakers.lexicon import ORG_VOICES
from nlp.speakers.mentions import ANONYMOUS_LABEL, DESCRIPTION_LABEL, Mention
from nlp.speakers.names import _proper_words
from nlp.speakers.pronouns import antecedent
from nlp.speakers.syntax import _heads_subject, _in_main_clause
from nlp.speakers.table import PeopleTable

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
# ... or a verb of taking a decision well or badly: "Artur Jorge did not argue with the
# explanation, only the decision."
REACTION_VERBS = frozenset(
    {"argue", "accept", "complain", "protest", "disagree", "agree", "lament", "rue"}
)  # fmt: skip
# The roles a club's squad has: the register's, in a report on the women's game, are the
# men's team's (see _describable_register_people).
CLUB_SQUAD_ROLES = frozenset({"manager", "player"})


def description_referent(
    register: Register,
    world: World | None,
    doc: Doc,
    table: PeopleTable,
    phrase: str,
    position: int,
) -> Mention | None:
    """Return the person the description ``phrase`` at ``position`` refers to (see the
    module docstring for the order of the steps), else None."""
    words = phrase.lower().split()
    if words and words[-1] in ORG_VOICES and words[0] in ("a", "an"):
        # "a spokesperson said" speaks for the organisation just named (the quote's
        # organisation voice), never for a person named earlier
        return None
    found = _named_in_apposition(doc, table, phrase, position)
    if found is not None:
        return found
    desc = Description.read(register, doc, table, phrase)
    fit = Fit(register, world, doc, table, desc, position)
    history = fit.history
    found = _described_in_these_words(fit)
    if found is not None:
        return found
    # A post that may not have held yet comes after everyone the article named (below).
    register_people = _describable_register_people(register, doc, history)
    exact = [p for p in register_people if fit.describes(fit.descriptions_then(p))]
    if len(exact) == 1:
        return _register_mention(exact[0], phrase, position)
    if desc.rivals and _several_rival_clubs_fit(fit):
        return None
    if desc.moved_on:
        found = _left_the_club(fit)
        if found is not None:
            return found
    fitting = _first_fitting(fit)
    if fitting:
        return _pick_fitting(doc, desc, fitting)
    found = _introduced_at_position(fit) or _only_person_in_an_unknown_post(fit, table, position)
    if found is not None:
        return found
    # An undated article may be today's, so a post the register cannot date still names
    # its holder once no one the article named fits; a dated one older than the post
    # does not ("the Spurs boss" in 2022 was not the register's current one).
    if fit.published is None:
        register_people_then = register_people
        exact = [p for p in register_people if fit.describes(p.descriptors)]
        if len(exact) == 1:
            return _register_mention(exact[0], phrase, position)
    else:
        register_people_then = [p for p in register_people if fit.post_of(p) is not None]
    if desc.nationality is not None and desc.role is None and desc.club is None and history:
        found = _of_that_nationality(fit, doc, table, position)
        if found is not None:
            return found
    found = _register_match(fit, table, register_people_then, phrase, position)
    if found is not None:
        return found
    # Last, with no register holder to go to: a manager no register knows, named just
    # before ("Erik ten Hag was more relaxed. '...,' the United manager said.").
    found = _subject_just_before(fit, doc, position)
    if found is not None:
        return found
    if history and desc.role is None and desc.club is None:
        return antecedent(doc, table, position, None)
    return None


def _register_mention(p: Person, phrase: str, position: int) -> Mention:
    """A mention of the register's person ``p``, whom the description at ``position`` means."""
    return Mention(position, position, phrase, p.name, "person", "REGISTER", True, position)


# Mentions that are descriptions themselves, not names ("the Gulls boss", "one supporter").
DESCRIBED_LABELS = frozenset({DESCRIPTION_LABEL, ANONYMOUS_LABEL, "REGISTER"})


def _named_in_apposition(
    doc: Doc, table: PeopleTable, phrase: str, position: int
) -> Mention | None:
    """ "The home coach, Colm Dunleavy, was less sure": the name in apposition after the
    description is whom it describes, whoever else fits it."""
    span = doc.char_span(position, position + len(phrase), alignment_mode="expand")
    if span is None:
        return None
    for child in span.root.children:
        if child.dep_ != "appos" or child.i < span.end:
            continue
        named = [
            m
            for m in table.mentions
            if m.kind == "person"
            and m.label not in DESCRIBED_LABELS
            and m.start <= child.idx < m.end
        ]
        if named:
            return named[0]
    return None


def _described_in_these_words(fit: Fit) -> Mention | None:
    """Someone the article itself described in these words ("Dan Whitby, the Ravens
    captain,"), then someone it named whom the register describes so."""
    for m in reversed(fit.history):
        if _described_as(m, fit.desc.key):
            return m
    for m in reversed(fit.history):
        if fit.describes(fit.descriptions_then(fit.register.person(m.canonical))):
            return m
    return None


def _several_rival_clubs_fit(fit: Fit) -> bool:
    """True when people of two of the clubs the description's word may mean fit it ("the
    United captain" beside a Manchester and a Newcastle United player): no one."""
    fitting = [
        m for m in fit.history if m.canonical not in ANONYMOUS_SPEAKERS and fit.fits(m, False)
    ]
    of_rivals = {
        c
        for m in fitting
        for c in _known_clubs(fit.post_of(fit.register.person(m.canonical)), fit.descriptors(m))
        & fit.desc.rivals
    }
    return len(of_rivals) > 1


def _left_the_club(fit: Fit) -> Mention | None:
    """For "the former X manager": someone the text says left X, before anyone merely in
    the role elsewhere."""
    for m in reversed(fit.history):
        if fit.desc.club in {d.former_club for d in fit.descriptors(m)} and fit.fits(m, False):
            return m
    return None


def _first_fitting(fit: Fit) -> list[Mention]:
    """Return the people who fit, latest first, in the first pass anyone does: someone whose
    post held; in an undated article, then someone whose post may not have held yet but
    fits better than whoever the register puts elsewhere (Slot for "the Liverpool head
    coach" beside Frank); then anyone the post does not rule out."""
    passes = [(True, True), (True, False), (False, True)]
    if fit.published is not None:
        passes.remove((True, False))
    for strict, dated in passes:
        fitting = [
            m
            for m in reversed(fit.history)
            if m.canonical not in ANONYMOUS_SPEAKERS and fit.fits(m, strict, dated)
        ]
        if fitting:
            return fitting
    return []


def _pick_fitting(doc: Doc, desc: Description, fitting: list[Mention]) -> Mention | None:
    """Return the one of ``fitting`` (latest first) the description means: the subject of
    the latest sentence that names one."""
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
    if desc.role is None and desc.club is None and len(latest_people) > 1:
        return None
    return fitting[0]


def _of_that_nationality(fit: Fit, doc: Doc, table: PeopleTable, position: int) -> Mention | None:
    """ "The Belgian" with no role or club is the person the article has been about, whose
    nationality it need not have said, before a register person it never names (the
    register's one Belgian): a nationality alone is how writers vary a name. When the
    antecedent is someone the register gives another nationality ("Arsenal manager Mikel
    Arteta spoke about Trossard. ... the Belgian said"), it is the last person named whose
    nationality nothing contradicts, still before that stranger."""
    referent = antecedent(doc, table, position, None)
    candidates = [referent] if referent is not None else []
    for m in [*candidates, *reversed(fit.history)]:
        if m.canonical in ANONYMOUS_SPEAKERS:
            continue
        if fit.nationality_of(m.canonical) in (None, fit.desc.nationality):
            return m
    return None


def _register_match(
    fit: Fit, table: PeopleTable, register_people: list[Person], phrase: str, position: int
) -> Mention | None:
    """Not mentioned yet by name: a unique match on role, club and nationality ("the Gulls
    boss"), or on the role and a name the register describes the person with ("the ESPN
    writer"). A role alone is no one in particular: "the journalist" is not the
    register's only journalist, whom the article never names."""
    desc = fit.desc
    role, club, nationality = desc.role, desc.club, desc.nationality
    named = _proper_words(phrase)
    # "the Scottish journalist": a demonym inside a longer description counts here only,
    # where no one the article named fits (above, a nationality the text never gave a
    # person it named would wrongly rule him out).
    country = nationality or next(
        filter(None, (fit.register.demonym_nationality(w) for w in named)), None
    )
    # "the English manager" alone could be any English manager: one the register ties to
    # a club counts only when the article names that club.
    article_clubs = set(table.clubs()) if country and not nationality else None
    matches = [
        p
        for p in register_people
        if (role is None or p.role == role)
        and (club is None or p.club == club)
        and (country is None or p.nationality == country)
        and (club or country or (role and any(named & _proper_words(d) for d in p.descriptors)))
        and (article_clubs is None or club or not p.club or p.club in article_clubs)
    ]
    return _register_mention(matches[0], phrase, position) if len(matches) == 1 else None


def _describable_register_people(
    register: Register, doc: Doc, history: list[Mention]
) -> list[Person]:
    """Return the register people a description may name: all of them, except that in a
    report on the women's game (:func:`~nlp.doc_helpers.reports_womens_game`) a club's
    manager or player the article never names is left out. Registers list the men's teams'
    staff, so "the Arsenal manager" in a WSL report is not Mikel Arteta; better no one than
    him."""
    people = list(register.people)
    if not reports_womens_game(doc):
        return people
    named = {m.canonical for m in history}
    return [p for p in people if p.name in named or not (p.club and p.role in CLUB_SQUAD_ROLES)]


def _introduced_at_position(fit: Fit) -> Mention | None:
    """Return the one person the article introduced by a playing position compatible
    with the description's: "Brazil forward Richarlison ... said the Tottenham striker".
    Writers vary the position word (forward, striker, frontman all name an attacker) and
    the qualifier (country, then club), so the exact description never recurs; the
    position word alone links them, hence only when exactly one person fits and no club
    known for him is another."""
    positions, club = fit.desc.positions, fit.desc.club
    if not positions:
        return None
    found: dict[str, Mention] = {}
    for m in reversed(fit.history):
        if m.canonical in ANONYMOUS_SPEAKERS or m.canonical in found:
            continue
        text_desc = fit.descriptors(m)
        introduced = {position_in_phrase(d.phrase) for d in text_desc} - {None}
        if not any(p & positions for p in introduced if p):
            continue
        person = fit.register.person(m.canonical)
        clubs = _known_clubs(person, text_desc)
        if club is not None and clubs and club not in clubs:
            continue
        if person is not None and person.position:
            if person.position.lower() not in positions:
                continue
        found[m.canonical] = m
    return next(iter(found.values())) if len(found) == 1 else None


def _only_person_in_an_unknown_post(fit: Fit, table: PeopleTable, position: int) -> Mention | None:
    """Return the one person an article names, when a description gives a role and a
    club the register cannot date: "Antonio Conte was furious. '...,' the Spurs manager
    said." in 2022 is Conte, whom the register has at Napoli only since 2024. Only when he
    is the one person named, the register knows him in that role, nothing in the text
    ties him to a club, and the article names no other club: otherwise the guess is as
    likely another's ("Chelsea beat Tottenham. Conte ... the Chelsea boss"). Clubs are
    counted up to the description (at ``position``)."""
    role, club, history = fit.desc.role, fit.desc.club, fit.history
    if club is None or role is None:
        return None
    named = {m.canonical for m in history if m.canonical not in ANONYMOUS_SPEAKERS}
    end = max(m.end for m in history) if history else 0
    clubs_before = {
        m.canonical for m in table.mentions if m.end <= max(end, position) and table.is_club(m)
    }
    if len(named) != 1 or not clubs_before <= {club}:
        return None
    m = next(m for m in reversed(history) if m.canonical in named)
    known = fit.register.person(m.canonical)
    if known is None or fit.post_of(known) is not None or known.role != role:
        return None
    if _known_clubs(None, fit.descriptors(m)):
        return None
    return m


def _subject_just_before(fit: Fit, doc: Doc, position: int) -> Mention | None:
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
    role, club, history, said_of = fit.desc.role, fit.desc.club, fit.history, fit.said_of
    if club is None or role != "manager" or not history:
        return None
    m = history[-1]
    if (
        m.kind != "person"
        or m.canonical in ANONYMOUS_SPEAKERS
        or not m.is_subject
        or "\n\n" in doc_text(doc)[m.end : position]
        or fit.register.person(m.canonical) is not None
    ):
        return None
    span = mention_span(doc, m)
    if span is None or not _in_main_clause(doc, m):
        return None
    verb = span.root.head
    mood = (
        any(c.dep_ in MOOD_COMPLEMENT_DEPS for c in verb.children)
        or verb.lemma_.lower() in MOOD_PARTICIPLES
        or verb.lower_ in MOOD_PARTICIPLES
        or verb.lemma_.lower() in REACTION_VERBS
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
