"""Roles and clubs of speakers: the ``varometer_roles`` component.

A role is the capacity in which a person speaks: a current player on a radio show is a player,
a former player in a studio is a pundit. The text says it best ("Tottenham defender",
"former Blackburn striker ... on 5 Live", "PGMOL chief"), so descriptors around each mention win
over the register, which may be out of date (:func:`nlp.role_choice.combine`); what the match report shows
someone doing ("Tyrone Akande equalised") comes last. The words are read by
:mod:`nlp.role_words` (a phrase), :mod:`nlp.descriptors` (the text around a name) and
:mod:`nlp.match_roles` (the match), which the speaker layers read too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from spacy.language import Language
from spacy.tokens import Doc, Span

import nlp.extensions  # noqa: F401  (span._.role, span._.club; reads span._.attribution)
from nlp.config import ANONYMOUS_ROLES, ANONYMOUS_SPEAKER, ANONYMOUS_SPEAKERS
from nlp.doc_helpers import (
    ANONYMOUS_ROLE,
    doc_text,
    load_register,
    mention_span,
    published_date,
    reports_womens_game,
)
from nlp.football.known import (
    Known,
    article_day,
    at_a_named_club,
    clubs_written,
    is_known_surname,
    known_by_name,
    known_by_surname,
    known_in_post,
    post_at_a_named_club,
    shipped_world,
)
from nlp.football.registers import Register
from nlp.football.womens_game import womens_team
from nlp.football.world import World
from nlp.match_roles import club_in_the_match, role_in_the_match
from nlp.national_sides import (
    NationalSides,
    about_football,
    international_countries,
    national_side,
    nationalities_of,
    nations_named,
    supporter_phrases,
)
from nlp.role_choice import combine, other_place_beside
from nlp.role_words import FAN_ORG_RE, FAN_ROLE, Descriptor, describe, spelled_out_clubs
from nlp.speakers.first_names import a_reader, a_womans_name

# Who speaks for a national side in an international's report (nlp.national_sides), and how
# far before a name a side may stand as its premodifier ("the Australia captain Mile Jedinak").
SIDE_ROLES = frozenset({"player", "fan"})
OFFICER_ROLES = frozenset({"executive", "official"})  # an officer's title of any organisation
SIDE_BEFORE_CHARS = 24
WEAK_MATCH_ROLE = "pundit"  # from where someone watches (nlp.match_roles), not an act
MENS_TEAM_RE = re.compile(r"(?<!wo)\bmen['’]s\b", re.I)  # "the Arsenal men's manager"

# An organisation named for referees or match officials ("Professional Referees Group",
# "Match Officials Council", "Officiating Standards Panel") speaks for officials.
OFFICIATING_BODY_RE = re.compile(r"\b(?:referees?|refereeing|officials|officiating)\b", re.I)
ORG_ROLE_BY_LABEL = {"BODY": "official", "CLUB": "executive", "OUTLET": "journalist"}


# -- spaCy component ---------------------------------------------------------------------
class RoleAssigner:
    """Sets ``span._.role`` and ``span._.club`` on each attributed quote Span."""

    def __init__(self, register: Register, world: World | None = None):
        self.register = register
        self.world = world  # the world register (``nlp.football.known``), or None: off
        self.sides = NationalSides(world) if world is not None else None

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
            # a place in a studio is weaker than an act: a later one may still say more
            settled = in_match.get(m.canonical) not in (None, WEAK_MATCH_ROLE)
            span = mention_span(doc, m) if not settled else None
            if span is not None:
                role = role_in_the_match(doc, span)
                if role is not None and not (role == WEAK_MATCH_ROLE and m.canonical in in_match):
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
            if att.speaker in known and (
                self._a_surname(att.speaker) or self.register.person(att.speaker) is not None
            ):
                span._.speaker = known[att.speaker].name  # "Emery said": Unai Emery
            if (
                span._.club
                and reports_womens_game(doc)
                and not _at_the_mens_team(
                    span._.club, known.get(att.speaker), descriptors.get(att.speaker, [])
                )
            ):
                # the registers name the men's teams: "Arsenal" here is Arsenal Women
                span._.club = womens_team(span._.club)
            if self._international(doc) and span._.role in SIDE_ROLES:
                described = [d.phrase for d in descriptors.get(att.speaker, [])]
                span._.club = self._side(doc, table, att, span, known.get(att.speaker), described)
            if (
                span._.club is None
                and att.kind == "person"
                and self.register.person(att.speaker) is None  # the register said no club
            ):
                span._.club = club_in_match.get(att.speaker)
            if span._.club and self.sides is not None:
                span._.club = self.sides.as_written(span._.club)  # "England", not "England Women"
        return doc

    def _in_world(
        self,
        speaker: str,
        kind: str,
        day: date | None,
        teams: list[str],
        text: str,
        nationals: frozenset[str] = frozenset(),
        prefer: Callable[[str], bool] | None = None,
    ) -> Known | None:
        """Return whom a speaker written short in a football report is, on ``day``: a
        surname ("Emery", "Ten Hag") or a name one goes by ("Nuno"). None when no one or
        several fit alike."""
        assert self.world is not None
        if kind != "person":
            # a surname the model took for an organisation ("Sterling" as money or a
            # firm) is the person only when the article writes his full name
            if " " in speaker:
                return None
            found = known_by_surname(self.world, speaker, day, (), text)
            return found if found is not None and found.name in text else None
        if " " in speaker and not is_known_surname(self.world, speaker):
            return None  # a full name: known_by_name's
        found = known_by_surname(self.world, speaker, day, teams, text, nationals, prefer)
        if found is None and " " not in speaker:
            found = known_by_name(self.world, speaker, day)  # "Nuno", an alias
        return found

    def _international(self, doc: Doc) -> bool:
        """True when the article reports a match of national sides (:mod:`nlp.national_sides`)."""
        return self.sides is not None and bool(
            international_countries(doc, self.sides, self.register)
        )

    def _side(
        self,
        doc: Doc,
        table,  # noqa: ANN001
        att,  # noqa: ANN001
        span: Span,
        known: Known | None,
        described: list[str],
    ) -> str | None:
        """Return the club a player or supporter speaks for in an international's report:
        in France v Australia, Griezmann speaks for France, not Atlético."""
        nationality = self._nationality(att.speaker, known)
        side = national_side(doc, self.sides, self.register, nationality)
        if side is None and (span._.club is None or span._.role == "fan"):
            side = self._side_before(doc, table, att, described, span)
        return side or span._.club

    def _side_before(
        self,
        doc: Doc,
        table,  # noqa: ANN001
        att,  # noqa: ANN001
        described: list[str],
        span: Span,
    ) -> str | None:
        """Return the national side named just before a mention of the speaker, in a
        description of him ("Ali Riley, the New Zealand captain,") or in an unnamed
        supporter's ("the Australia captain Mile Jedinak", "one Scotland supporter"), in an
        international's report. An unnamed supporter's is read from the supporter mention
        nearest the quote ("An Ecuador supporter ... he said") and from the sentence before
        it, where the group is ("Scotland fans were still singing. '...,' said one
        supporter")."""
        assert self.sides is not None
        text = doc_text(doc)
        phrases = [att.mention or ""] if att.speaker in ANONYMOUS_SPEAKERS else list(described)
        phrases += [  # in the mention's own sentence: "beat Australia. Mat Ryan said" is not his
            re.split(r"[.!?:;]", text[max(0, m.start - SIDE_BEFORE_CHARS) : m.start])[-1]
            for m in table.mentions
            if m.canonical == att.speaker and m.kind == "person"
        ]
        if att.speaker == ANONYMOUS_SPEAKER:
            phrases += supporter_phrases(doc, table, span)  # after the words beside him
        for phrase in phrases:
            found = self.sides.countries_in(phrase)
            if len(found) == 1:
                return self.sides.side(found[0])
        return None

    def _sides_playing(self, doc: Doc) -> list[str]:
        """Return the national sides an international's report names, [] for any other."""
        if self.sides is None:
            return []
        countries = international_countries(doc, self.sides, self.register)
        return [side for c in countries if (side := self.sides.side(c)) is not None]

    def _nationals(self, doc: Doc) -> frozenset[str]:
        """Return the nationalities whose sides an international's report names."""
        if self.sides is None:
            return frozenset()
        return nationalities_of(international_countries(doc, self.sides, self.register))

    def _nationality(self, speaker: str, known: Known | None) -> str | None:
        """Return a speaker's nationality: the register's, else the world register's."""
        person = self.register.person(speaker)
        if person is not None and person.nationality:
            return person.nationality
        return known.nationality if known is not None else None

    def _a_surname(self, speaker: str) -> bool:
        """True for a speaker written as a surname alone: one word, or a surname with a
        particle the world register knows ("Ten Hag")."""
        return " " not in speaker or (
            self.world is not None and is_known_surname(self.world, speaker)
        )

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
        if att.speaker in ANONYMOUS_ROLES:
            return ANONYMOUS_ROLES[att.speaker], None  # an unnamed reporter
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
            if FAN_ORG_RE.search(att.speaker):  # "the Fulham Supporters' Trust": its club's
                named = describe(att.speaker, self.register, spelled_out_clubs(table.doc))
                return FAN_ROLE, named.club
            return ORG_ROLE_BY_LABEL.get(label, "other"), None
        reg_role = person.role if person is not None else None
        reg_club = person.club if person is not None and person.club else None
        published = published_date(table.doc)
        if known is not None:  # no register post, or none holding on the article's day
            reg_role, reg_club, person = known.role, known.club, None
            if self.world is not None:
                # in an international's report, its sides are named too (Calzona, Napoli's
                # and Slovakia's coach at once in June 2024, at Euro 2024: Slovakia's)
                named = [*clubs, *self._sides_playing(table.doc)]
                post = post_at_a_named_club(self.world, known, named, article_day(published))
                if post is not None:
                    reg_role, reg_club = post
        # An article older than the post the register gives (its ``since``) may predate a
        # move; an undated one may too. See Register.holds.
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
        if reg_role == FAN_ROLE and role in OFFICER_ROLES:
            role = FAN_ROLE  # the FSA's "chief executive" speaks for the fans
        if (
            not (role or in_match or author)
            and person is None
            and known is None
            and a_reader(doc_text(table.doc), att.speaker)
        ):
            return FAN_ROLE, club or (clubs[0] if clubs else None)  # as an unnamed fan's
        if role == FAN_ROLE and club is None and person is None and known is None and clubs:
            # "Terry Wallis, a season-ticket holder": the article's club, as an unnamed fan's,
            # unless his own sentence names another club or a ground ("a season-ticket
            # holder at Goodison Park" in a report on Liverpool)
            several = len(self.register.club_candidates(clubs[0])) > 1  # "United"
            if not several and not other_place_beside(table, att.speaker, clubs[0]):
                club = clubs[0]
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
        does, on the article's day: a full name, or a bare surname in a football report (one
        that names a club, or a nation and a word of the game), so that a politician's
        surname is no footballer's."""

        if self.world is None:
            return {}
        day = article_day(published_date(doc))
        known: dict[str, Known] = {}
        asked: set[str] = set()
        text = doc_text(doc)
        football = bool(clubs) or about_football(doc)  # an international names no club
        # whose namesake is meant: the one at a side named, by a register or by the world's
        # own club names ("Mariners": no register of ours lists the A-League)
        teams = list(dict.fromkeys([*clubs, *nations_named(doc), *clubs_written(self.world, text)]))
        nationals = self._nationals(doc)  # in an international, players of the sides named
        # a bare surname in a report on the women's game: a woman of that name before a man
        prefer = a_womans_name if reports_womens_game(doc) else None
        for span in doc._.quotes or []:
            att = span._.attribution
            if att is None or att.speaker is None or att.speaker in ANONYMOUS_SPEAKERS:
                continue
            if att.speaker in asked:
                continue
            asked.add(att.speaker)
            person = self.register.person(att.speaker)
            if person is not None:
                # a register's post that does not hold on the article's day (Emery at Villa
                # since 2022, in a 2019 report) says nothing of that day: the world may
                if day is not None and not self.register.holds(person, published_date(doc)):
                    found = None
                    if football and not any(n in text for n in person.names):
                        # only the surname is written: whoever of that name was in post at
                        # a side the article names ("Alonso" in a 2022 Uruguay report is
                        # Diego, the Uruguay manager, not the register's Xabi)
                        found = known_by_surname(
                            self.world,
                            person.surname or person.name,
                            day,
                            teams,
                            text,
                            nationals,
                            prefer,
                        )
                        if found is not None and not at_a_named_club(found, teams):
                            found = None
                    if found is None:
                        found = known_by_name(self.world, person.name, day)
                    if found is not None:
                        known[att.speaker] = found
                elif nationals and not any(n in text for n in person.names):
                    # only the surname is written in an international's report: in Germany
                    # v Denmark, "Schmeichel" is the Danish goalkeeper of the day, not the
                    # register's pundit father (in a club report, "Keane said" on Sky after
                    # Everton's defeat stays the register's pundit)
                    found = known_by_surname(
                        self.world,
                        person.surname or person.name,
                        day,
                        teams,
                        text,
                        nationals,
                        prefer,
                    )
                    if (
                        found is not None
                        and found.name != person.name
                        and found.nationality in nationals
                    ):  # the world's namesake must play for a side the article names
                        known[att.speaker] = found
                continue
            found = (
                self._in_world(att.speaker, att.kind, day, teams, text, nationals, prefer)
                if football
                else None
            )
            if found is None and att.kind == "person" and " " in att.speaker:
                found = known_by_name(self.world, att.speaker, day)  # a full name
            if found is not None:
                known[att.speaker] = found
        return known


def _at_the_mens_team(club: str, known: Known | None, described: list[Descriptor]) -> bool:
    """True when a speaker in a report on the women's game is at the men's team: the world
    register has him there on the day (its women's spells say "Arsenal Women"), or a
    description says so ("Mikel Arteta, the Arsenal men's manager")."""
    if known is not None and known.club == club:
        return True
    return any(MENS_TEAM_RE.search(d.phrase) for d in described)


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
