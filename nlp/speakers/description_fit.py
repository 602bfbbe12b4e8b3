"""Whether a person fits a description: one small predicate per thing a description says.

"The former Burnley manager", "the England manager", "the 54-year-old Italian", "the
Kingsbridge goalkeeper": a description may give a role (now or once), a club or a national
side, an age, a nationality and a playing position. :class:`Description` reads them from the
phrase; :class:`Fit` judges each person the article named before it against each, from what
the article says of him (his descriptors) and what the register knows (his post, only while
it held when the article was written, and his lifelong facts). The order in which people
are tried is :func:`nlp.speakers.referents.description_referent`'s.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from spacy.tokens import Doc

from nlp.doc_helpers import mention_span, published_date, published_year, reports_womens_game
from nlp.football.known import article_day, known_by_name
from nlp.football.registers import Person, Register
from nlp.football.womens_game import womens_team
from nlp.football.world import World
from nlp.match_roles import POSSESSOR_DEP, role_in_the_match
from nlp.role_words import (
    Descriptor,
    age_in_phrase,
    describe,
    past_role_in_phrase,
    position_in_phrase,
    role_in_phrase,
    spelled_out_clubs,
)
from nlp.speakers.descriptions import (
    _description_key,
    _is_past_description,
    _known_clubs,
    club_in,
    clubs_a_word_may_mean,
)
from nlp.speakers.mentions import Mention
from nlp.speakers.pronouns import history
from nlp.speakers.table import PeopleTable

# The organisation a role phrase names as a possessive, up to and including it ("the
# league's " in "the league's chief executive"), for the bare role behind it.
POSSESSIVE_ORG_RE = re.compile(r"^.*\b\w+['’]s?\s+")
# A role phrase whose possessive is the generic word for a club ("the club's chief
# executive", "the side's captain") speaks of someone the article or the register ties to a
# club, never a league's or a body's officer named since ("Richard Masters, the Premier
# League's chief executive"), who has the same role but no club.
CLUB_WORD_POSSESSIVE_RE = re.compile(r"\b(?:club|side|team)['’]s?\s", re.IGNORECASE)
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


@dataclass(frozen=True)
class Description:
    """What a description phrase ("the former Burnley manager") says of whom it describes."""

    phrase: str
    role: str | None  # the role it names, now or once ("manager")
    past_role: str | None  # the role it says someone once held ("former ... manager")
    bare_role: str | None  # the role without an organisation's possessive before it
    age: int | None
    positions: frozenset[str] | None  # the playing positions it names ("striker")
    nationality: str | None
    # A nationality an adjective gives beside a role ("the Greek defender"): someone known
    # to be of another nationality does not fit it, someone of unknown nationality does.
    nationality_word: str | None
    club: str | None
    # A club only the article names ("the Kestle manager", read from "Kestle Albion 2-2
    # Maldrum"): its people are rarely described with it (see ``Fit.fits_club``).
    from_text: bool
    # "the United captain" beside Manchester and Newcastle United: one of those clubs'
    # people, and no one when people of both fit (see ``clubs_a_word_may_mean``); empty
    # unless the word may mean two or more of the article's clubs.
    rivals: frozenset[str]
    # "the former Burnley manager": the club is one they left, and the past role may be the
    # one they hold now at another club (managers and players change clubs), so a manager
    # the article ties to Forest fits it; see MOVED_ON_ROLES.
    moved_on: bool
    # "the club's chief executive": someone tied to a club (CLUB_WORD_POSSESSIVE_RE).
    of_a_club: bool
    side: str | None  # the national side a role is held for ("the England manager")
    key: str  # the form two descriptions of one person share (``_description_key``)

    @classmethod
    def read(cls, register: Register, doc: Doc, table: PeopleTable, phrase: str) -> Description:
        """Return what ``phrase`` says, its clubs read as the article ``doc`` names them."""
        role, _, _ = role_in_phrase(phrase)
        past_role = past_role_in_phrase(phrase)
        spelled = spelled_out_clubs(doc)
        club = club_in(register, phrase, spelled)
        rivals = clubs_a_word_may_mean(register, phrase, table) if club is None else set()
        moved_on = (
            club is not None
            and past_role in MOVED_ON_ROLES
            and describe(phrase, register, spelled).former_club == club
        )
        side = _NATIONAL_SIDE_RE.search(phrase) if club is None and role is not None else None
        return cls(
            phrase=phrase,
            role=role,
            past_role=past_role,
            # "The Premier League's chief executive, Richard Masters," is often kept as
            # "chief executive" (an executive): "the league's chief executive" (an
            # official) is still him, and never a club's chairwoman, so the bare role fits
            # someone tied to no club.
            bare_role=role_in_phrase(POSSESSIVE_ORG_RE.sub("", phrase))[0],
            age=age_in_phrase(phrase),
            positions=position_in_phrase(phrase),
            nationality=register.demonym_nationality(phrase),
            nationality_word=register.nationality_word(phrase),
            club=club,
            from_text=club is not None and register.club(club) is None,
            rivals=frozenset(rivals) if len(rivals) >= 2 else frozenset(),
            moved_on=moved_on,
            of_a_club=bool(CLUB_WORD_POSSESSIVE_RE.search(phrase)),
            side=side[1] if side is not None else None,
            key=_description_key(phrase),
        )


class Fit:
    """Judges whether the people an article named before a description fit it."""

    def __init__(
        self,
        register: Register,
        world: World | None,
        doc: Doc,
        table: PeopleTable,
        desc: Description,
        position: int,
    ):
        self.register = register
        # The world register (real people's dated posts): only to judge whether a person no
        # register knows fits a description ("the Brighton striker" after "Danny Welbeck").
        self.world = world
        self.desc = desc
        self.history = [m for m in history(table, position) if m.kind == "person"]
        self.published = published_date(doc)
        self.womens = reports_womens_game(doc)
        self.article_year = published_year(doc)
        # What the article says of a person anywhere before is his, whichever mention it
        # hangs on: "Brighton chairwoman Jane Smith ... Smith said" is a chairwoman at "Smith".
        self.said_of: dict[str, list[Descriptor]] = {}
        for m in self.history:
            self.said_of.setdefault(m.canonical, []).extend(m.descriptors)
        # The sides the text ties people to without a description, and who it shows playing.
        self.sides_owned: dict[str, set[str]] = {}
        self.playing: set[str] = set()
        if desc.side is not None:
            self.sides_owned, self.playing = _national_ties(doc, self.history)
        # fits() reads only a mention's person and descriptions, so each is judged once per
        # description: a long article names the same people hundreds of times.
        self._judged: dict[tuple[object, ...], bool] = {}

    def descriptors(self, m: Mention) -> list[Descriptor]:
        """What the article said of ``m``'s person before the description."""
        return self.said_of.get(m.canonical, m.descriptors)

    def post_of(self, person: Person | None) -> Person | None:
        """The register's entry when its post (role, club, descriptors) held when the
        article was written, else None: in a 2022 report "the Spurs manager" may be
        Antonio Conte, whom the register has at Napoli since 2024."""
        return person if person is None or self.register.holds(person, self.published) else None

    def descriptions_then(self, person: Person | None) -> tuple[str, ...]:
        """The register's descriptions of ``person`` true when the article was written:
        all while the post held, else those of the past ("former Chelsea manager"),
        which were true before it too."""
        if person is None:
            return ()
        if self.post_of(person) is not None:
            return person.descriptors
        return tuple(d for d in person.descriptors if _is_past_description(d))

    def describes(self, descriptions: Sequence[str]) -> bool:
        """True when one of ``descriptions`` is the description in other words."""
        return any(_description_key(d) == self.desc.key for d in descriptions)

    def fits(self, m: Mention, strict: bool, dated: bool = True) -> bool:
        """True when ``m``'s person fits the description. ``strict``: an unknown age, side
        or club tie does not fit; ``dated``: the register's post counts only while it held."""
        text_desc = self.descriptors(m)
        key = (m.canonical, strict, dated, *(tuple(vars(d).values()) for d in text_desc))
        verdict = self._judged.get(key)
        if verdict is None:
            verdict = self._judged[key] = self._judge(m, strict, dated)
        return verdict

    def _judge(self, m: Mention, strict: bool, dated: bool) -> bool:
        # Lifelong facts (nationality, age, playing position) come from ``known``; the
        # post from ``person`` only while it held (``dated``), or whenever.
        known = self.register.person(m.canonical)
        person = self.post_of(known) if dated else known
        text_desc = self.descriptors(m)
        roles = {d.role for d in text_desc if d.role}
        if person is not None and person.role:
            roles.add(person.role)
        return (
            self.fits_role(known, person, text_desc, roles)
            and self.fits_club(m, known, person, text_desc, roles, strict)
            and self.fits_side(m, person, text_desc, strict)
            and self.fits_club_word(person, text_desc, strict)
            and self.fits_rival_clubs(person, text_desc)
            and self.fits_position(known, m.canonical)
            and self.fits_nationality(known)
            and self.fits_nationality_word(m.canonical)
            and self.fits_age(known, text_desc, strict)
        )

    def _ex_player(self, roles: set[str]) -> bool:
        """True when "the former X player" may be a pundit now, whom no club ties to X."""
        desc = self.desc
        return desc.moved_on and desc.past_role == "player" and bool(roles & FORMER_PLAYER_ROLES)

    def fits_role(
        self,
        known: Person | None,
        person: Person | None,
        text_desc: list[Descriptor],
        roles: set[str],
    ) -> bool:
        """The role: one the text or the register's post gives the person (or none known),
        or one the description says he once held and he did."""
        desc = self.desc
        if desc.role is None:
            return True
        # "the former World Cup final referee" is whoever the text or the register says
        # used to be a referee, whatever his role now (PGMOL's chief is an official).
        past_roles = {past_role_in_phrase(d.phrase) for d in text_desc}
        past_roles |= {past_role_in_phrase(d) for d in self.descriptions_then(known)}
        past_role = desc.past_role
        was = {past_role} | PAST_ROLE_ALIASES.get(past_role, frozenset()) if past_role else set()
        if was & past_roles:
            return True
        return not (
            roles
            and desc.role not in roles
            and not (desc.bare_role in roles and not _known_clubs(person, text_desc))
            and not (desc.moved_on and past_role in roles)
            and not self._ex_player(roles)
        )

    def fits_club(
        self,
        m: Mention,
        known: Person | None,
        person: Person | None,
        text_desc: list[Descriptor],
        roles: set[str],
        strict: bool,
    ) -> bool:
        """The club: one the text, the register or the world register ties the person to;
        for "the former X manager", one he left, or in that role elsewhere now."""
        desc = self.desc
        club, moved_on = desc.club, desc.moved_on
        if club is None:
            return True
        clubs = _known_clubs(person, text_desc) or self.world_clubs(m.canonical, known)
        if self.womens and womens_team(club) in clubs:
            club = womens_team(club)  # "the Chelsea defender" of Chelsea Women's Lucy Bronze
        if moved_on and club in clubs:
            return False  # the Burnley manager now is not "the former Burnley manager"
        left = moved_on and club in {d.former_club for d in text_desc}
        if (
            moved_on
            and not left
            and desc.past_role not in MOVED_ON_UNTIED_ROLES
            and not self._ex_player(roles)
        ):
            return False  # "the former Arsenal player" is not any other club's player
        # An article's own club names may be one club's two names ("the Fords boss"
        # of Corrieford Rovers): someone tied to another of them, or to none, fits
        # once no one tied to this one does.
        loose = desc.from_text and not strict and not moved_on
        if clubs and club not in clubs and not moved_on:
            if not (loose and not any(self.register.club(c) for c in clubs)):
                return False
        # "a former Chelsea manager" fits "the ex-Chelsea boss"
        return bool(clubs) or person is not None or left or loose

    def fits_side(
        self, m: Mention, person: Person | None, text_desc: list[Descriptor], strict: bool
    ) -> bool:
        """The national side: "the England manager" is someone tied to England first; else
        anyone the text ties to no other side and does not show playing ("Harry Kane
        scored twice" is no manager, nor is Michael O'Neill of Northern Ireland)."""
        side = self.desc.side
        if side is None:
            return True
        described = [
            *(t.phrase for t in text_desc),
            *(person.descriptors if person else ()),
        ]
        tied = {
            NATIONAL_SIDE_ALIASES.get(name, name)
            for name in [
                *(found[1] for d in described for found in _NATIONAL_SIDE_RE.finditer(d)),
                *self.sides_owned.get(m.canonical, ()),
            ]
        }
        return NATIONAL_SIDE_ALIASES.get(side, side) in tied or not (
            strict or tied or (self.desc.role != "player" and m.canonical in self.playing)
        )

    def fits_club_word(
        self, person: Person | None, text_desc: list[Descriptor], strict: bool
    ) -> bool:
        """ "The club's chief executive": someone tied to a club first; a national side's
        coach after."""
        return not (self.desc.of_a_club and strict and not _known_clubs(person, text_desc))

    def fits_rival_clubs(self, person: Person | None, text_desc: list[Descriptor]) -> bool:
        """ "The United captain" beside two Uniteds: someone tied to one of them."""
        rivals = self.desc.rivals
        return not (rivals and not _known_clubs(person, text_desc) & rivals)

    def fits_position(self, known: Person | None, name: str) -> bool:
        """ "The Kingsbridge goalkeeper" is not their winger (as the register, else the
        world register, knows his position)."""
        positions = self.desc.positions
        if not positions:
            return True
        position = known.position if known is not None else self.world_position(name)
        return not position or position.lower() in positions

    def world_position(self, name: str) -> str | None:
        """The playing position of the world register's one person of this name."""
        people = self.world.named(name) if self.world is not None else ()
        return people[0].position or None if len(people) == 1 else None

    def fits_nationality(self, known: Person | None) -> bool:
        """ "The Italian": someone the register knows as Italian."""
        nationality = self.desc.nationality
        return nationality is None or (known is not None and known.nationality == nationality)

    def fits_nationality_word(self, name: str) -> bool:
        """ "The Greek defender" is no one a register knows as Ivorian."""
        word = self.desc.nationality_word
        if word is None or self.desc.nationality is not None:
            return True
        known = self.nationality_of(name)
        return known is None or known == word

    def fits_age(self, known: Person | None, text_desc: list[Descriptor], strict: bool) -> bool:
        """ "The 54-year-old": an age the text gives, or the register's birth year makes
        him (either side of his birthday); an unknown age fits only once no known one does."""
        age = self.desc.age
        if age is None:
            return True
        ages = {d.age for d in text_desc if d.age}
        if known is not None and known.born and self.article_year:
            ages |= {self.article_year - known.born, self.article_year - known.born - 1}
        return not ((ages or strict) and age not in ages)

    def nationality_of(self, name: str) -> str | None:
        """The nationality a register gives the person of this canonical name: the
        article's register first, else the world register's one person of that name."""
        known = self.register.person(name)
        if known is not None:
            return known.nationality or None
        if self.world is None:
            return None
        people = self.world.named(name)
        if len(people) != 1:
            return None
        return people[0].nationality or None

    def world_clubs(self, name: str, known: Person | None) -> set[str]:
        """The club the world register has a person no register knows at on the
        article's day, when the post is the description's: the same role, and for a
        player the position it names ("the Brighton striker" is Welbeck, but "the Villa
        captain" is any of Villa's players, so no one). Empty for an undated article."""
        if known is not None or self.world is None or self.published is None:
            return set()
        role, positions = self.desc.role, self.desc.positions
        found = known_by_name(self.world, name, article_day(self.published))
        if found is None or not found.club or (role is not None and found.role != role):
            return set()
        if found.role == "player":
            people = self.world.named(found.name)
            if not positions or not any(p.position.lower() in positions for p in people):
                return set()
        return {found.club}


def _national_ties(doc: Doc, persons: list[Mention]) -> tuple[dict[str, set[str]], set[str]]:
    """Return the sides the text ties people to without a description ("Steve Clarke's
    Scotland", "Michael O'Neill's Northern Ireland") and who it shows playing ("Harry Kane
    scored twice"), read from each mention."""
    sides_owned: dict[str, set[str]] = {}
    playing: set[str] = set()
    for m in persons:
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
    return sides_owned, playing
