"""Players quoted in a report on an international speak for their country's side."""

from __future__ import annotations

import pytest

from nlp.football.known import shipped_world
from nlp.national_sides import NATIONAL_TEAM_COMPETITIONS, NationalSides, _countries

WORLD_CUP = (
    "France edged past Australia 2-1 in their opening World Cup match in Kazan, the first"
    " tournament penalty awarded after a video review deciding it.\n\n"
    '"I felt the contact and went down, and then we waited," Griezmann said.\n\n'
    '"It hurts to lose on a decision like that," Mat Ryan said.\n'
)
CLUB_REPORT = (
    "Atlético Madrid beat Sevilla 2-0 on Sunday after a VAR check, two days before the"
    " squad flies out on France and Spain duty.\n\n"
    '"The check took a long time but it was a penalty," Griezmann said.\n'
)
WOMENS_FINAL = (
    "England won the Women's Euros for the first time, beating Germany 2-1 after extra time"
    " at Wembley, where a VAR check on a handball went their way.\n\n"
    '"I did not even know where the ball hit me," Leah Williamson said.\n'
)
UNREGISTERED = (
    "Scotland drew 3-3 with Argentina at the Women's World Cup in Paris after a retaken"
    " penalty in stoppage time.\n\n"
    '"We gave everything and it went in the end," the Scotland captain Rachel Corsie said.\n\n'
    '"Years we waited for this, and a screen took it off us," said one Scotland supporter.\n'
)
DENMARK = (
    "Germany reached the quarter-finals of the European Championship after beating Denmark"
    " 2-0, with two VAR decisions going against the Danes.\n\n"
    '"The storm changed the game a little," Schmeichel said.\n'
)
UNITED = (
    "Manchester United lost 2-1 at Everton on Saturday, with the VAR overturning a late"
    " penalty.\n\n"
    '"That is not a penalty in any league in the world," Schmeichel said on the radio.\n'
)


def _quotes(pipeline, text: str, published: str) -> list[tuple[str | None, ...]]:
    from nlp.models import Article
    from nlp.pipeline import extract_quotes

    [(_, quotes)] = list(
        extract_quotes([Article(id="n", text=text, published=published)], pipeline)
    )
    return [(q.speaker, q.role, q.club) for q in quotes]


def test_a_player_at_a_world_cup_speaks_for_his_country(pipeline) -> None:
    assert _quotes(pipeline, WORLD_CUP, "2018-06-16") == [
        ("Antoine Griezmann", "player", "France"),
        ("Mat Ryan", "player", "Australia"),
    ]


def test_a_club_report_naming_nations_in_passing_keeps_the_club(pipeline) -> None:
    assert _quotes(pipeline, CLUB_REPORT, "2018-03-10") == [
        ("Antoine Griezmann", "player", "Atlético Madrid")
    ]


def test_a_player_at_a_womens_tournament_speaks_for_her_nation(pipeline) -> None:
    assert _quotes(pipeline, WOMENS_FINAL, "2022-07-31") == [
        ("Leah Williamson", "player", "England")
    ]


def test_a_side_named_before_a_player_or_in_a_fans_description_is_theirs(pipeline) -> None:
    # no register gives either a post that day: the text's "the Scotland captain" and "one Scotland
    # supporter" say whom they speak for, in the women's game by the nation's name too
    assert _quotes(pipeline, UNREGISTERED, "2019-06-19") == [
        ("Rachel Corsie", "player", "Scotland"),
        ("unnamed fan", "fan", "Scotland"),
    ]


def test_a_surname_in_an_international_is_the_player_of_a_side_that_plays(pipeline) -> None:
    # the built-in register's Schmeichel is Peter, the pundit; at Euro 2024 it is his son
    assert _quotes(pipeline, DENMARK, "2024-06-29") == [("Kasper Schmeichel", "player", "Denmark")]
    assert _quotes(pipeline, UNITED, "2021-02-06")[0][:2] == ("Peter Schmeichel", "pundit")


def test_every_nationality_has_a_national_side() -> None:
    sides = NationalSides(shipped_world())
    missing = [n for n, country in _countries().items() if sides.side(country) is None]
    assert missing == []


@pytest.mark.parametrize("name", sorted(NATIONAL_TEAM_COMPETITIONS))
def test_national_team_competitions_are_registered(name: str) -> None:
    from nlp.football.registers import Register

    found = Register.load([]).competition(name)
    assert found is not None and found.name == name


# A club match in the lead makes a club report, whatever international is named beside it.
BACK_FROM_THE_EUROS = (
    "Bukayo Saka, back from the Euros, scored twice as Arsenal beat Wolves 2-0 after a VAR"
    " check ruled out an equaliser.\n\n"
    '"It was a penalty, the referee was right to check," Saka said.\n'
)
AFTER_THE_BREAK = (
    "The Premier League returned after the international break, in which England beat Italy"
    " and Scotland lost to Spain.\n\n"
    "Arsenal beat Wolves 2-0 after a VAR check ruled out an equaliser.\n\n"
    '"It was a penalty, the referee was right to check," Saka said.\n'
)
CURLY_APOSTROPHE = (
    "Côte d’Ivoire beat Nigeria 2-1 in the Africa Cup of Nations final after a VAR check.\n\n"
    '"VAR got the big one right," Sébastien Haller said.\n'
)
ALI_RILEY = (
    "New Zealand were knocked out of the Women's World Cup after a goalless draw with"
    " Switzerland, a VAR review ruling out a late penalty.\n\n"
    "Ali Riley, the New Zealand captain, was in tears at the end. \"I don't understand how"
    ' VAR can take that away from us," she said.\n'
)
KEANE_ON_SKY = (
    "Everton lost 3-0 at home to Arsenal after a VAR check ruled out an equaliser.\n\n"
    '"It\'s a disgrace, VAR is killing the game," Keane said on Sky Sports.\n'
)
MENS_MANAGER_AT_THE_WSL = (
    "Arsenal Women beat Chelsea Women 2-1 in the Women's Super League after a VAR check.\n\n"
    '"It was never a penalty," Emma Hayes said.\n\n'
    '"The whole club is proud of them," said Mikel Arteta, the Arsenal men\'s manager, who'
    " was in the crowd.\n"
)


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        (BACK_FROM_THE_EUROS, "2021-08-28", ("Bukayo Saka", "player", "Arsenal")),
        (AFTER_THE_BREAK, "2023-04-01", ("Bukayo Saka", "player", "Arsenal")),
        (CURLY_APOSTROPHE, "2024-02-11", ("Sébastien Haller", "player", "Ivory Coast")),
        (ALI_RILEY, "2023-07-30", ("Ali Riley", "player", "New Zealand")),
        # a surname in a club report stays the register's pundit, not a namesake at Everton
        (KEANE_ON_SKY, "2023-03-01", ("Roy Keane", "pundit", None)),
    ],
)
def test_whom_a_player_speaks_for_in_and_around_internationals(
    pipeline, text: str, published: str, expected: tuple[str | None, ...]
) -> None:
    assert _quotes(pipeline, text, published)[-1] == expected


def test_the_mens_manager_at_a_womens_match_keeps_the_mens_team(pipeline) -> None:
    assert _quotes(pipeline, MENS_MANAGER_AT_THE_WSL, "2023-03-10") == [
        ("Emma Hayes", "manager", "Chelsea Women"),
        ("Mikel Arteta", "manager", "Arsenal"),
    ]


# Unnamed supporters of an international, in the host city of a club: the side their own
# mention or the group before it names, never the host city's club.
HOST_CITY = (
    "Germany beat Scotland 5-1 in Cologne in the opening match of Euro 2024, with Ryan"
    " Porteous sent off after a VAR review.\n\n"
    "Outside the stadium, Scotland fans were still singing. \u201cThe red card was fair,\u201d"
    " said one supporter from Kilmarnock.\n\n"
    "An Ecuador supporter, draped in a yellow shirt, was happier. \u201cTwo goals and three"
    " points,\u201d he said.\n"
)


AFTER_A_GOAL = (
    "Scotland were thrashed 5-1 by Germany in the opening match of Euro 2024 on Friday.\n\n"
    "Florian Wirtz opened the scoring for Germany after ten minutes. Outside the Scotland end,"
    ' one supporter said: "We were outclassed from the first minute."\n'
)


def test_an_unnamed_supporter_at_an_international_takes_the_side_named_beside_him(
    pipeline,
) -> None:
    quotes = _quotes(pipeline, HOST_CITY, "2024-06-14")
    assert quotes == [("unnamed fan", "fan", "Scotland"), ("unnamed fan", "fan", "Ecuador")]
    # his own words first; a sentence before that names no supporters is not about him
    assert _quotes(pipeline, AFTER_A_GOAL, "2024-06-15") == [("unnamed fan", "fan", "Scotland")]


# Calzona coached Slovakia and, from February to June 2024, Napoli too: the report says which.
EURO_SLOVAKIA = (
    "Slovakia beat Belgium 1-0 at Euro 2024 in Frankfurt after two Belgium goals were ruled"
    " out by VAR.\n\n"
    '"We defended with everything," Francesco Calzona said.\n'
)
SERIE_A_NAPOLI = (
    "Napoli drew 1-1 with Inter in Serie A after a VAR check on a late handball.\n\n"
    '"The referee looked and decided," Francesco Calzona said.\n'
)


def test_a_coach_of_a_side_and_a_club_at_once_speaks_for_the_one_the_report_names(
    pipeline,
) -> None:
    assert _quotes(pipeline, EURO_SLOVAKIA, "2024-06-18") == [
        ("Francesco Calzona", "manager", "Slovakia")
    ]
    assert _quotes(pipeline, SERIE_A_NAPOLI, "2024-03-17") == [
        ("Francesco Calzona", "manager", "Napoli")
    ]
