"""Match keys (issue 47): a plain text's headline/dateline/byline layout, home and away from
the venue, and the women's game kept apart from the men's clubs.

The texts here are written for these tests; the clubs and people are real, the words are not
anyone's.
"""

from __future__ import annotations

import csv
import io
from importlib import resources
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from nlp import incidents as I
from nlp import reports as R
from nlp.football.registers import Register, name_key
from nlp.ingest import Skipped, read_inputs
from nlp.models import Article

# A report laid out as many sites' plain-text exports are: headline, dateline (the match and
# its day), byline, then the body. The headline names no club, so only the dateline gives
# the match.
HEADLINE = "Howe fumes at VAR after late equaliser is allowed to stand"
LAYOUT = (
    f"{HEADLINE}\n\n"
    "Newcastle United 2-2 Liverpool, 22 November 2025\n\n"
    "By Sam Reed\n\n"
    "Eddie Howe was livid after the visitors' stoppage-time equaliser was allowed to stand "
    "following a VAR check on a push in the build-up.\n\n"
    '"I have watched it six times and it is a foul every time," Howe said. "The VAR looked '
    'at it and did nothing, and that has cost us two points."\n\n'
    'Arne Slot disagreed. "The check was thorough and the goal was fair," the Liverpool '
    "head coach said.\n"
)


@pytest.fixture(scope="module")
def register() -> Register:
    return Register.load()


@pytest.fixture(scope="module")
def names(register: Register) -> I.Names:
    return I.Names(register)


def _read(path: Path) -> Article:
    found = [a for a in read_inputs([str(path)]) if not isinstance(a, Skipped)]
    assert len(found) == 1
    return found[0]


def _article(
    article_id: str,
    text: str,
    title: str = "",
    published: str | None = "2025-10-18",
    **meta: Any,
) -> Article:
    return Article(id=article_id, title=title, text=text, published=published, meta=meta)


# --- 1. headline -> dateline -> byline --------------------------------------------------------


def test_plain_text_headline_over_a_dateline_and_a_byline(tmp_path: Path) -> None:
    path = tmp_path / "report.txt"
    path.write_text(LAYOUT, encoding="utf-8")
    article = _read(path)
    # The headline stands over the body below the dateline and byline, not over them.
    assert article.title == HEADLINE
    assert article.published == "2025-11-22"
    assert article.meta["published_from"] == "text"
    # The byline under the dateline names the author, as a first-line byline does.
    assert article.meta["author"] == "Sam Reed"
    # A byline that opens the text is still read where it always was.
    path.write_text("By Sam Reed\n\n" + LAYOUT.split("By Sam Reed\n\n", 1)[1], encoding="utf-8")
    assert _read(path).meta["author"] == "Sam Reed"


def test_dateline_under_the_headline_gives_the_match_and_its_day(names: I.Names) -> None:
    # Published on the Monday, the dateline dates the match: the Saturday it names.
    article = _article("d1", LAYOUT, title=HEADLINE, published="2025-11-24")
    assert I.find_match(article, names) == (("Newcastle United", "Liverpool"), "score")
    grouping = I.group([article], names.register)
    assert [i.key for i in grouping.incidents] == [
        "2025-11-22 Newcastle United v Liverpool, goal-stands"
    ]


@pytest.mark.parametrize(
    ("title", "line"),
    [
        # "Home N-N Away" in the headline; "Home v Away" as the match line
        ("Newcastle 2-2 Liverpool: Howe fumes at VAR", "22 November 2025"),
        (HEADLINE, "Newcastle United v Liverpool, St James' Park"),
    ],
)
def test_headline_score_and_home_v_away_line(names: I.Names, title: str, line: str) -> None:
    text = LAYOUT.replace(HEADLINE, title).replace(
        "Newcastle United 2-2 Liverpool, 22 November 2025", line
    )
    match, source = I.find_match(_article("d2", text, title=title), names)
    assert (match, source) == (("Newcastle United", "Liverpool"), "score")


def test_reactions_to_the_dateline_match_end_to_end(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cli import app

    (tmp_path / "report.txt").write_text(LAYOUT, encoding="utf-8")
    db = str(tmp_path / "v.db")
    runner = CliRunner()
    result = runner.invoke(
        app, ["analyse", str(tmp_path / "report.txt"), "--no-stance", "--db", db]
    )
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["reactions", "--match", "Newcastle v Liverpool", "--db", db])
    assert result.exit_code == 0, result.output
    assert "Eddie Howe" in result.output and "Arne Slot" in result.output


# --- 2. home and away from the venue ----------------------------------------------------------


EVERTON_AT_VILLA = (
    "Everton had a late equaliser ruled out for offside by VAR against Aston Villa{where} on "
    "Saturday.\n\nDavid Moyes was furious afterwards."
)


@pytest.mark.parametrize("where", [" at Villa Park", " at Villa Park, where the hosts held on"])
def test_a_register_ground_makes_its_club_the_home_side(names: I.Names, where: str) -> None:
    article = _article("v1", EVERTON_AT_VILLA.format(where=where), title="Moyes fumes at VAR")
    match, source = I.find_match(article, names)
    assert source == "lead" and match == ("Aston Villa", "Everton")


def test_a_ground_with_a_curly_apostrophe_and_a_shared_ground(names: I.Names) -> None:
    text = "Liverpool had a goal ruled out for offside by VAR against Newcastle United at St James’ Park."
    assert I.find_match(_article("v2", text), names)[0] == ("Newcastle United", "Liverpool")
    # San Siro is Inter's and AC Milan's: against a third club it still tells the home side.
    text = "Napoli had a goal ruled out for offside by VAR against Inter Milan at San Siro."
    assert I.find_match(_article("v3", text), names)[0] == ("Inter Milan", "Napoli")


@pytest.mark.parametrize(
    ("sentence", "home"),
    # The away side is named first each time: without the phrase it would be taken as home.
    [
        (
            "Aston Villa had a goal ruled out for offside by VAR, Everton at home to Aston Villa.",
            "Everton",
        ),
        ("Everton, away at Aston Villa, had a goal ruled out for offside by VAR.", "Aston Villa"),
        ("VAR ruled out an Aston Villa goal for offside as Everton hosted Aston Villa.", "Everton"),
        (
            "The visit of Aston Villa brought Everton a goal ruled out for offside by VAR.",
            "Everton",
        ),
        (
            "Everton's trip to Aston Villa ended with a goal ruled out for offside by VAR.",
            "Aston Villa",
        ),
    ],
)
def test_what_the_text_says_of_the_venue_decides(names: I.Names, sentence: str, home: str) -> None:
    match, source = I.find_match(_article("v4", sentence + "\n\nMore to follow."), names)
    assert source == "lead" and match[0] == home


def test_a_fixture_ahead_decides_nothing_and_a_score_line_wins(names: I.Names) -> None:
    # "Ahead of next week's trip to Everton" is the next fixture, not this match's venue.
    text = (
        "Aston Villa had a goal ruled out for offside by VAR against Everton. Ahead of next "
        "week's trip to Everton, Unai Emery was not happy.\n\nMore."
    )
    assert I.find_match(_article("v5", text), names)[0] == ("Aston Villa", "Everton")
    # A score line is the home side first, whatever ground the text names.
    text = EVERTON_AT_VILLA.format(where=" at Villa Park")
    article = _article("v6", text, title="Everton 0-1 Aston Villa: Moyes fumes")
    assert I.find_match(article, names) == (("Everton", "Aston Villa"), "score")


def test_stadiums_table_and_the_optional_user_column(tmp_path: Path, register: Register) -> None:
    text = resources.files("nlp.football").joinpath("data", "stadiums.csv").read_text("utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    clubs = {name_key(c.name) for c in register.clubs}
    assert rows and all(name_key(r["club"]) in clubs for r in rows)
    assert "Villa Park" in register.club("Aston Villa").stadiums
    # A user clubs.csv without the column stays valid; with it, the club has its ground.
    plain = tmp_path / "plain" / "clubs.csv"
    plain.parent.mkdir()
    plain.write_text(
        "name,short,nicknames,aliases,country,competition\nKelso Town,Kelso,,,Scotland,\n",
        encoding="utf-8",
    )
    assert Register.load([plain]).club("Kelso").stadiums == ()
    grounds = tmp_path / "grounds" / "clubs.csv"
    grounds.parent.mkdir()
    grounds.write_text(
        "name,short,nicknames,aliases,country,competition,stadium\n"
        "Kelso Town,Kelso,,,Scotland,,Victoria Park\n"
        "Hawick Royal Albert,Hawick,,,Scotland,,Albert Park\n",
        encoding="utf-8",
    )
    user = Register.load([grounds])
    assert user.club("Kelso").stadiums == ("Victoria Park",)
    text = "Kelso Town had a goal ruled out for offside by VAR against Hawick Royal Albert at Albert Park."
    assert I.find_match(_article("v7", text), I.Names(user))[0] == (
        "Hawick Royal Albert",
        "Kelso Town",
    )


# --- 3. the women's game ----------------------------------------------------------------------


WSL = _article(
    "w1",
    "Arsenal had a goal ruled out for offside by VAR in their 1-1 draw with Chelsea.\n\n"
    '"That was never offside, the lines were wrong," the Arsenal manager said.',
    title="WSL: Arsenal held by Chelsea after VAR drama",
)
MENS = _article(
    "m1",
    "Arsenal had a goal ruled out for offside by VAR in their 1-1 draw with Chelsea in the "
    "Premier League.\n\n"
    '"The lines were right, it was offside," the Arsenal manager said.',
    title="Arsenal held by Chelsea after VAR drama",
)


def test_a_womens_game_report_keys_the_womens_teams(names: I.Names, register: Register) -> None:
    assert I.detect(WSL, names).match == ("Arsenal Women", "Chelsea Women")
    assert I.detect(MENS, names).match == ("Arsenal", "Chelsea")
    # Same weekend, same clubs' names: two matches, two incidents.
    keys = sorted(i.key for i in I.group([WSL, MENS], register).incidents)
    assert keys == [
        "2025-10-18 Arsenal Women v Chelsea Women, offside",
        "2025-10-18 Arsenal v Chelsea, offside",
    ]
    # A men's report that passes over a women's result is still the men's game.
    aside = _article(
        "m2",
        "Arsenal had a goal ruled out for offside by VAR against Chelsea in the Premier "
        "League, a day after Chelsea Women beat Arsenal Women.\n\nMore.",
    )
    assert not I.detect(aside, names).womens
    # The score line of a women's game names its teams.
    score = _article("w2", "Spurs Women 0-2 Arsenal Women\n\nA goal was ruled out by VAR.")
    assert I.detect(score, names).match == ("Tottenham Hotspur Women", "Arsenal Women")


def test_womens_and_mens_arsenal_are_two_club_rows(register: Register) -> None:
    rows = []
    for article, stance in ((WSL, "negative"), (MENS, "positive")):
        quote = article.text.split('"')[1]
        start = article.text.index(quote)
        rows.append(
            {
                "article_id": article.id,
                "idx": 0,
                "text": quote,
                "start": start,
                "end": start + len(quote),
                "speaker": f"Manager of {article.id}",
                "role": "manager",
                "club": "Arsenal",
                "about_var": True,
                "stance": stance,
                "stance_score": 0.9,
                "published": article.published,
                "title": article.title,
            }
        )
    labelled, _ = I.attach_incidents(pd.DataFrame(rows), [WSL, MENS], register)
    assert list(labelled["club"]) == ["Arsenal Women", "Arsenal"]
    frame = R.prepare(labelled)
    by_club = R.season(frame, by="club")
    assert sorted(by_club["club"]) == ["Arsenal", "Arsenal Women"]
    # ... and in the balance of reactions by club.
    assert sorted(R.balance(R.reaction_frame(frame)).by_club.index) == ["Arsenal", "Arsenal Women"]
