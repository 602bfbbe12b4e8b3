"""The bundled world register: the shipped files validate, and dated lookups give the job."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from nlp.football.registers import name_key
from nlp.football.world import World, load_world, parse_month, slug, validate_world


@pytest.fixture(scope="module")
def world() -> World:
    return load_world()


def test_shipped_world_register_is_valid(world):
    assert world.clubs and world.people and world.spells
    assert validate_world(world) == []


def test_emery_is_arsenal_manager_in_2019_and_villa_manager_in_2025(world):
    (emery,) = world.find("Unai Emery")
    arsenal = world.spell_at(emery.id, date(2019, 10, 15))
    villa = world.spell_at(emery.id, date(2025, 3, 1))
    assert (arsenal.role, arsenal.club) == ("manager", "Arsenal")
    assert (villa.role, villa.club) == ("manager", "Aston Villa")


def test_accented_and_plain_spellings_are_one_person(world):
    assert name_key("Rúben Amorim") == name_key("Ruben Amorim")
    (with_accent,) = world.find("Rúben Amorim")
    assert world.find("Ruben Amorim") == (with_accent,)
    assert with_accent.id == slug("Rúben Amorim") == "ruben-amorim"


def test_spell_at_prefers_the_job_over_punditry(tmp_path: Path):
    (tmp_path / "clubs.csv").write_text(BAD_CLUBS.splitlines()[0] + "\n", encoding="utf-8")
    (tmp_path / "people-a.csv").write_text(
        "id,name,aliases,nationality,born,position\njo-banks,Jo Banks,,English,1980,\n",
        encoding="utf-8",
    )
    (tmp_path / "spells-a.csv").write_text(
        "person_id,role,club,from,to,descriptors\n"
        "jo-banks,pundit,,2016-01,,Sky Sports pundit\n"
        "jo-banks,manager,Arsenal,2018-05,2019-11,Arsenal head coach\n"
        "jo-banks,manager,Chelsea,2019-11,2020-06,\n",
        encoding="utf-8",
    )
    world = load_world(tmp_path)
    assert validate_world(world) == []
    assert world.spell_at("jo-banks", date(2017, 1, 1)).role == "pundit"
    assert world.spell_at("jo-banks", date(2019, 1, 1)).club == "Arsenal"
    assert world.spell_at("jo-banks", date(2019, 11, 15)).club == "Chelsea"  # the newer job
    assert world.spell_at("jo-banks", date(2021, 1, 1)).role == "pundit"
    assert world.spell_at("jo-banks", None).role == "pundit"
    assert world.spell_at("nobody-at-all", date(2020, 1, 1)) is None
    assert len(world.spells_of("jo-banks")) == 3


def test_parse_month_reads_month_and_year_precision():
    assert parse_month("2019-11") == date(2019, 11, 1)
    assert parse_month("2019-11", end=True) == date(2019, 11, 30)
    assert parse_month("2020", end=True) == date(2020, 12, 31)
    with pytest.raises(ValueError):
        parse_month("2019-13")


BAD_CLUBS = """name,short,nicknames,aliases,country,competition
Harbourside Athletic,Harbourside,the Gulls,,England,National League
Harbourside Athletic,Harbourside,,,England,National League
Wales,Wales,,,Wales,International
"""
BAD_PEOPLE = """id,name,aliases,nationality,born,position
jo-banks,Jo Banks,,English,1980,
jo-banks,Jo Banks,,English,1981,
wrong-id,Sam Reed,,English,1975,
lonely-lee,Lonely Lee,,English,1990,
ann-ward,Ann Ward,,English,c.1970,
tv-tom,TV Tom,,English,1970,
"""
BAD_SPELLS = """person_id,role,club,from,to,descriptors
jo-banks,manager,Harbourside Athletic,2016-07,2020-06,
jo-banks,manager,Arsenal,2019-07,,
wrong-id,player,Nowhere Rovers,2016,2018,
ann-ward,referee,Arsenal,2017-01,2018-01,
ann-ward,manager,,2017-01,2018-01,
ann-ward,player,Arsenal,2018-05,2017-01,
ann-ward,wizard,Arsenal,2018-05,,
ann-ward,executive,Arsenal,2018-13,,
ghost,manager,Arsenal,2016-01,,
tv-tom,pundit,,2016-01,,Sky Sports pundit
tv-tom,pundit,,2017-01,,BBC pundit
tv-tom,manager,Arsenal,2016-01,2017-05,
tv-tom,manager,Harbourside Athletic,2017-05,2018-01,
tv-tom,executive,Arsenal,2019-01,,Arsenal director
tv-tom,executive,Chelsea,2019-06,,Chelsea director
tv-tom,manager,Wales,2017-03,2019-01,Wales manager
"""


def test_each_check_catches_its_problem(tmp_path: Path):
    (tmp_path / "clubs.csv").write_text(BAD_CLUBS, encoding="utf-8")
    (tmp_path / "people-test.csv").write_text(BAD_PEOPLE, encoding="utf-8")
    (tmp_path / "spells-test.csv").write_text(BAD_SPELLS, encoding="utf-8")
    (tmp_path / "people-broken.csv").write_text('id,name\nx,"Unclosed\ny,Why\n', encoding="utf-8")
    problems = validate_world(load_world(tmp_path))
    expected = {
        "clubs.csv:3: duplicate club 'Harbourside Athletic'",
        "people-test.csv:3: duplicate id 'jo-banks'",
        "people-test.csv:4: id 'wrong-id' is not the slug of 'Sam Reed'",
        "people-test.csv:5: 'lonely-lee' has no spell",
        "people-test.csv:6: born must be a year",
        "spells-test.csv:3: jo-banks manager spell overlaps spells-test.csv:2",
        "spells-test.csv:4: unknown club 'Nowhere Rovers'",
        "spells-test.csv:5: a referee spell has no club",
        "spells-test.csv:6: a manager spell needs a club",
        "spells-test.csv:7: from 2018-05 is after to 2017-01",
        "spells-test.csv:8: role 'wizard' is not one of",
        "spells-test.csv:9: not a YYYY-MM or YYYY date: '2018-13'",
        "spells-test.csv:10: unknown person_id 'ghost'",
        "people-broken.csv:2: a quote mark opened on this line is never closed",
    }
    for line in expected:
        assert any(p.startswith(line) for p in problems), line
    # pundits may work for two broadcasters at once, owners own two clubs, a job may start
    # in the month the last one ended, and a national side's manager may manage a club too
    quiet = ("spells-test.csv:12", "spells-test.csv:14", "spells-test.csv:16", "spells-test.csv:17")
    assert not any(p.startswith(quiet) for p in problems)
    assert len(problems) == len(expected)


def test_missing_header_column_is_a_problem(tmp_path: Path):
    (tmp_path / "clubs.csv").write_text("name,short\nArsenal,Arsenal\n", encoding="utf-8")
    problems = validate_world(load_world(tmp_path))
    assert problems == ["clubs.csv:1: header lacks nicknames, aliases, country, competition"]


# --- the world register in attribution: a post by the article's date --------------------

EMERY = (
    "{club} were held to a draw at home on Saturday after a long VAR check ruled out a late"
    ' goal.\n\n"I do not understand the decision, the check took far too long," Emery said.\n'
)


def _quotes(pipeline, text: str, published: str):
    from nlp.models import Article
    from nlp.pipeline import extract_quotes

    [(_, quotes)] = list(
        extract_quotes([Article(id="w", text=text, published=published)], pipeline)
    )
    return [(q.speaker, q.role, q.club) for q in quotes]


def test_a_bare_surname_gets_the_post_held_on_the_articles_day(pipeline) -> None:
    assert _quotes(pipeline, EMERY.format(club="Arsenal"), "2019-10-15") == [
        ("Unai Emery", "manager", "Arsenal")
    ]
    assert _quotes(pipeline, EMERY.format(club="Aston Villa"), "2025-03-01") == [
        ("Unai Emery", "manager", "Aston Villa")
    ]


def test_a_full_name_no_register_knows_gets_its_post(pipeline) -> None:
    text = (
        "Chelsea lost at home on Sunday.\n\n"
        '"The lines looked fine to me," Graham Potter said after the game.\n'
    )
    assert _quotes(pipeline, text, "2022-11-06") == [("Graham Potter", "manager", "Chelsea")]
    assert _quotes(pipeline, text, "2021-11-06") == [
        ("Graham Potter", "manager", "Brighton & Hove Albion")
    ]


def test_a_real_name_the_model_misses_is_someone_a_pronoun_can_mean(pipeline) -> None:
    # The small model tags no one in "to book Wilfried Zaha for diving"; without the world
    # register's names the next paragraph's "Zaha" and "he" went unresolved.
    text = (
        "Roy Hodgson was pleased with the point. \u201cWe showed character,\u201d Hodgson said.\n\n"
        "The referee's decision to book Wilfried Zaha for diving was overturned by the video"
        " assistant.\n\n"
        "Zaha, booked and then reprieved, had his own view. \u201cNever a dive. Proud of the"
        " boys,\u201d he wrote on Instagram.\n"
    )
    assert _quotes(pipeline, text, "2019-10-27") == [
        ("Roy Hodgson", "manager", "Crystal Palace"),
        ("Wilfried Zaha", "player", "Crystal Palace"),
    ]


def test_a_bare_surname_the_model_misses_as_a_subject_is_someone_a_pronoun_can_mean(
    pipeline,
) -> None:
    # The small model tags neither "Pochettino" nor "Postecoglou" here; as the subject of
    # their sentence, the world register's surnames are people, so "he" is not Guardiola.
    text = (
        "Manchester City went out to Tottenham on away goals.\n\n"
        '"We deserved more tonight," Guardiola said.\n\n'
        'Pochettino struggled for words in the tunnel. "I cannot explain this," he said.\n'
    )
    assert _quotes(pipeline, text, "2019-04-18") == [
        ("Pep Guardiola", "manager", "Manchester City"),
        ("Mauricio Pochettino", "manager", "Tottenham Hotspur"),
    ]


@pytest.mark.parametrize(
    ("text", "published", "expected"),
    [
        # a surname with a particle, capitalised as a sentence opens with it
        (
            'Ajax drew with Real Madrid.\n\n"We had to wait and wait," Ten Hag said.\n',
            "2019-02-13",
            ("Erik ten Hag", "manager", "Ajax"),
        ),
        # the name a manager goes by, which the model takes for an organisation
        (
            'Wolves lost at Anfield.\n\n"Nobody can tell me what the offside was," Nuno said.\n',
            "2019-12-29",
            ("Nuno Espírito Santo", "manager", "Wolverhampton Wanderers"),
        ),
        # an international names no club; the nation says which Hjulmand (a player and
        # the manager share the surname)
        (
            "Denmark lost 2-0 to Germany after a VAR check ruled out a goal.\n\n"
            '"I am proud of the players," Hjulmand said.\n',
            "2024-06-30",
            ("Kasper Hjulmand", "manager", "Denmark"),
        ),
    ],
)
def test_a_name_written_short_in_a_football_report_is_the_one_in_post(
    pipeline, text: str, published: str, expected: tuple[str, str, str]
) -> None:
    assert _quotes(pipeline, text, published) == [expected]


def test_a_bare_surname_is_tagged_only_as_a_subject(pipeline) -> None:
    from nlp.entities.name_patterns import surname_subjects

    doc = pipeline("The fans cheered for Kane. Later Kane watched from the stand.")
    assert [(s.text, s.start) for s in surname_subjects(doc, set(), None)] == [("Kane", doc[7].i)]
    assert surname_subjects(doc, {doc[7].i}, None) == []  # a word another entity holds
    # "Boyd" (Kris Boyd's surname) is a part of a double-barrelled name here
    doc = pipeline("Asante-Boyd said nothing after the match.")
    assert [s.text for s in surname_subjects(doc, set(), None)] == []


def test_no_world_register_and_no_football_leave_a_surname_alone(pipeline) -> None:
    from nlp.pipeline import build_pipeline

    potter = 'Chelsea lost at home on Sunday.\n\n"The lines looked fine to me," Potter said.\n'
    assert _quotes(pipeline, potter, "2022-11-06") == [("Graham Potter", "manager", "Chelsea")]
    off = build_pipeline(world_register=False)
    assert _quotes(off, potter, "2022-11-06") == [("Potter", "other", None)]
    # no club named: a politician's or a novelist's surname is nobody's footballer
    text = 'The committee met on Tuesday.\n\n"We will publish the report soon," Potter said.\n'
    assert _quotes(pipeline, text, "2022-11-06") == [("Potter", "other", None)]


def test_a_nationality_skips_a_named_player_the_world_register_says_is_not_of_it(
    pipeline,
) -> None:
    # "Jones" comes between Klopp and "the German": the world register knows him as English,
    # so the description is the last person named whom nothing contradicts, Klopp.
    text = (
        "Liverpool lost 2-1 at Tottenham after Curtis Jones was sent off.\n\n"
        '"I still see a goal," Klopp said.\n\n'
        'On Jones, the German was clear: "For me it is a yellow card, not a red."\n'
    )
    assert _quotes(pipeline, text, "2023-09-30") == [
        ("J\u00fcrgen Klopp", "manager", "Liverpool"),
        ("J\u00fcrgen Klopp", "manager", "Liverpool"),
    ]


LEEDS = (
    "Leeds lost 1-0 at home to Everton after a late VAR penalty.\n\n"
    'The Leeds manager said: "VAR has cost us the game again, I cannot accept it."\n'
)


def test_a_description_that_finds_no_one_keeps_its_post(pipeline) -> None:
    from nlp.pipeline import build_pipeline

    # undated: nobody to name, but "the Leeds manager" is still a manager, of Leeds
    assert _quotes(pipeline, LEEDS, "") == [(None, "manager", "Leeds United")]
    # dated: the one manager the world register has at Leeds that day
    assert _quotes(pipeline, LEEDS, "2024-03-12") == [("Daniel Farke", "manager", "Leeds United")]
    off = build_pipeline(world_register=False)
    assert _quotes(off, LEEDS, "2024-03-12") == [(None, "manager", "Leeds United")]


def test_a_description_many_people_fit_names_no_one(pipeline) -> None:
    text = LEEDS.replace("The Leeds manager said", "The Leeds striker said")
    assert _quotes(pipeline, text, "2024-03-12") == [(None, "player", "Leeds United")]


WELBECK = (
    "Brighton drew 2-2 with Arsenal after a long VAR check.\n\n"
    "Danny Welbeck, who scored twice, was more measured. "
    '"VAR looked at it properly and the lines were clear," the {who} said.\n'
)


def test_a_description_fits_a_named_player_by_his_club_and_position_that_day(pipeline) -> None:
    from nlp.pipeline import build_pipeline

    text = WELBECK.format(who="Brighton striker")
    assert _quotes(pipeline, text, "2024-03-12") == [
        ("Danny Welbeck", "player", "Brighton & Hove Albion")
    ]
    # a description that names no position fits any of the club's players: no one
    captain = WELBECK.format(who="Brighton captain")
    assert _quotes(pipeline, captain, "2024-03-12")[0][0] is None
    # the world register off, or no date: no one the register knows, so no one
    off = build_pipeline(world_register=False)
    assert _quotes(off, text, "2024-03-12")[0][0] is None
    assert _quotes(pipeline, text, "")[0][0] is None


def test_known_in_post_needs_a_day_and_one_holder(world) -> None:
    from nlp.football.known import known_in_post

    assert known_in_post(world, "manager", "Leeds United", None) is None
    farke = known_in_post(world, "manager", "Leeds United", date(2024, 3, 12))
    assert farke is not None and farke.name == "Daniel Farke"
    assert known_in_post(world, "player", "Leeds United", date(2024, 3, 12)) is None


def test_the_users_register_beats_the_world_register(tmp_path: Path) -> None:
    from nlp.pipeline import build_pipeline

    (tmp_path / "people.csv").write_text(
        "name,aliases,role,club,nationality,born,position,descriptors\n"
        "Unai Emery,Emery,pundit,,Spanish,1971,,\n",
        encoding="utf-8",
    )
    mine = build_pipeline([str(tmp_path)])
    assert _quotes(mine, EMERY.format(club="Arsenal"), "2019-10-15") == [
        ("Unai Emery", "pundit", None)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # the nationality is the club's, not the coach's
            "Real Madrid beat Barcelona 2-1 at the Bernabéu after Carlo Ancelotti's side"
            " benefited from a VAR check.\n\n"
            '"The referee was right to check it," said the Spanish champions\' coach.',
            ("Carlo Ancelotti", "manager", "Real Madrid"),
        ),
        (  # "Northern Irish", not "Irish"
            "Manchester United drew 1-1 with Brighton on Saturday.\n\nJonny Evans gave away a"
            ' late penalty after a VAR check. "I didn\'t touch him, it was never a penalty,"'
            " the Northern Irish defender said.",
            ("Jonny Evans", "player", "Manchester United"),
        ),
    ],
)
def test_a_nationality_word_is_read_whole_and_only_of_a_person(pipeline, text, expected) -> None:  # noqa: ANN001
    assert _quotes(pipeline, text, "2023-10-10")[-1] == expected


GREEK = (
    "Crystal Palace drew 2-2 with Arsenal at Selhurst Park on Sunday after a VAR review"
    " ruled out a late goal by Sokratis Papastathopoulos.\n\n"
    'Wilfried Zaha, booked and then reprieved, had his own view. "Never a dive," he said.\n\n'
    '{subject} was less forgiving. "I don\'t know what the foul is," he said.'
)


@pytest.mark.parametrize("subject", ["The Greek defender", "The Greek defender Sokratis"])
def test_a_nationality_beside_a_role_is_no_one_known_to_be_of_another(pipeline, subject) -> None:
    # Zaha (Ivorian, a forward) was named last; the Greek defender is Sokratis, whether the
    # description stands alone or before his name in apposition
    quotes = _quotes(pipeline, GREEK.format(subject=subject), "2019-10-27")
    assert quotes[-1] == ("Sokratis Papastathopoulos", "player", "Arsenal")


def test_a_transcripts_shouted_labels_are_the_world_registers_people(pipeline) -> None:
    # a podcast printed by surname: no one is named in full, the register knows them all;
    # a heading in capitals ("UPDATE:") names no one
    text = (
        "The Club World Cup in the United States has brought body cameras for referees.\n\n"
        'MARCOTTI: "The body cams have been the story of the tournament for the VAR."\n\n'
        'BURLEY: "It is a gimmick. The VAR is still the VAR."\n\n'
        'UPDATE: "The next episode is out on Friday."'
    )
    quotes = _quotes(pipeline, text, "2025-06-24")
    assert quotes[:2] == [
        ("Gabriele Marcotti", "journalist", None),
        ("Craig Burley", "pundit", None),
    ]
    assert quotes[2][0] != "Update"


def test_a_surname_the_tagger_reads_as_a_noun_is_a_name_the_text_capitalises(pipeline) -> None:
    # the small model calls "Textor" and "Sage" common nouns; written capitalised mid-sentence
    # they are names, and the world register knows whose
    text = (
        "Lyon lost the Coupe de France final 2-1 to Paris Saint-Germain in Lille.\n\n"
        'Sage was proud. "Tonight we played a final against the best team in France," he said.\n\n'
        'Textor was angry. "I ask myself who the VAR is working for," Textor said.\n\n'
        "Few had expected this much of Sage's side in November."
    )
    assert _quotes(pipeline, text, "2024-05-26") == [
        ("Pierre Sage", "manager", "Lyon"),
        ("John Textor", "executive", "Lyon"),
    ]


def test_a_feeds_competition_and_a_contract_run_out_in_june(pipeline) -> None:
    # a live blog names no tournament in its lead, its feed's competition field does; Kroos's
    # Real Madrid contract ended in June, and in July he is still Germany's player
    from nlp.models import Article
    from nlp.pipeline import extract_quotes

    text = (
        "21:58 Full time in Stuttgart. Mikel Merino's header settles a ferocious"
        " quarter-final, and Germany's tournament is over on home soil.\n\n"
        'Kroos spoke to reporters afterwards. "The people in the VAR room saw it,"'
        " Kroos said.\n"
    )
    article = Article(
        id="blog",
        title="Spain 2-1 Germany: as it happened",
        text=text,
        published="2024-07-05",
        meta={"competition": "UEFA Euro 2024"},
    )
    [(_, quotes)] = list(extract_quotes([article], pipeline))
    assert [(q.speaker, q.role, q.club) for q in quotes] == [("Toni Kroos", "player", "Germany")]


def test_a_body_speaks_through_its_generic_noun(pipeline) -> None:
    # "the referees' body" is the body named just before, and the second fragment of its
    # sentence is its too
    text = (
        "Nottingham Forest lost 2-0 at Everton after three penalty appeals were turned down.\n\n"
        "PGMOL responded late on Sunday. The referees' body said it would \"go through each of"
        ' the decisions in the normal way" and that it "stands fully behind the honesty of'
        ' every match official".'
    )
    assert [q[:2] for q in _quotes(pipeline, text, "2024-04-21")] == [
        ("PGMOL", "official"),
        ("PGMOL", "official"),
    ]


def test_a_description_in_the_womens_game_fits_the_womens_team(pipeline) -> None:
    # "the Chelsea defender" is Chelsea Women's Lucy Bronze; "Slegers", read as a plural noun
    # and never written in full, is still the surname that brings her quote in
    text = (
        "Arsenal Women drew 1-1 with Chelsea Women in the Women's Super League on Sunday, and"
        " both managers were asked about VAR.\n\n"
        'Slegers took a more cautious line. "I would like more help for the referees," the'
        " Dutchwoman said.\n\n"
        'Lucy Bronze was firmly in favour. "Over a season it makes things fairer," the Chelsea'
        " defender said."
    )
    assert _quotes(pipeline, text, "2025-02-17") == [
        ("Renée Slegers", "manager", "Arsenal Women"),
        ("Lucy Bronze", "player", "Chelsea Women"),
    ]


def test_a_cue_inside_a_question_names_no_speaker(pipeline) -> None:
    # "the referee explain" is what the question is about; "he" was asked, and answers
    text = (
        "Howard Webb, the general manager of the Professional Referee Organization, spoke"
        " before the MLS playoffs about VAR.\n\n"
        "He was asked whether fans should hear the referee explain decisions over the PA"
        ' system. "It is something we are looking at with the league."'
    )
    assert _quotes(pipeline, text, "2021-11-18") == [("Howard Webb", "official", None)]


def test_an_officer_of_a_supporters_organisation_speaks_as_a_fan(pipeline) -> None:
    text = (
        "Luton lost 2-1 at home after a VAR check on Saturday.\n\n"
        "The Football Supporters' Association wants more information for fans in the ground."
        ' Its chief executive, Kevin Miles, put it this way: "In the stadium you are the last'
        ' to know what is going on with the VAR."'
    )
    assert _quotes(pipeline, text, "2024-03-10")[0][:2] == ("Kevin Miles", "fan")


def test_a_relative_clauses_verb_and_a_quotes_own_words_name_no_speaker(pipeline) -> None:
    # "which City's players had wanted to go their way" tells of others, the main clause's
    # "He" speaks; "the club", far from any club named, is the article's, and a word of the
    # quote before ("a structure") is no subject of "asking"
    text = (
        "Real Madrid's defeat at Espanyol on Saturday has turned into a row about refereeing.\n\n"
        'Carlo Ancelotti chose his words carefully. "Everybody saw what it was," he said.\n\n'
        '"Espanyol defended very well."\n\n'
        "In a letter to the federation this week, the club went further, describing the system"
        ' as "a structure that has lost all credibility" and asking for "the full audio of the'
        ' conversation with the VAR".\n\n'
        "Ian Wright was watching for television. He also defended the officials' handling of"
        " the early check, which Espanyol's players had wanted to go their way."
        ' "The VAR had a look, and they got it right."'
    )
    quotes = _quotes(pipeline, text, "2025-02-03")
    assert [q[:2] for q in quotes[2:]] == [
        ("Real Madrid", "executive"),
        ("Real Madrid", "executive"),
        ("Ian Wright", "pundit"),
    ]


def test_a_club_someone_reports_on_is_not_the_speaker(pipeline) -> None:
    # "the club" inside what Eberl said is the content, not a voice: his second fragment is
    # his, though no club is named near it
    text = (
        "BAYERN MUNICH were knocked out by Real Madrid after a goal was whistled off before"
        " the VAR could check it.\n\n"
        "Thomas Tuchel was furious at the final whistle, and so was the dressing room.\n\n"
        "The players sat in silence for a long time afterwards.\n\n"
        'Max Eberl joined the attack in the mixed zone. He said the club would "speak to UEFA'
        ' about it calmly" but called the late whistle "a situation the VAR protocol should'
        ' never allow".'
    )
    assert [q[0] for q in _quotes(pipeline, text, "2024-05-09")] == ["Max Eberl", "Max Eberl"]


def test_a_media_post_outlasts_the_register_and_a_career_ended_speaks_as_a_pundit(
    tmp_path: Path,
) -> None:
    from nlp.football.world import retired_post

    (tmp_path / "clubs.csv").write_text(BAD_CLUBS.splitlines()[0] + "\n", encoding="utf-8")
    (tmp_path / "people-a.csv").write_text(
        "id,name,aliases,nationality,born,position\n"
        "ann-writer,Ann Writer,,English,1970,\n"
        "bo-keeper,Bo Keeper,,English,1975,goalkeeper\n"
        "cy-boss,Cy Boss,,English,1960,\n"
        "di-young,Di Young,,English,1999,striker\n",
        encoding="utf-8",
    )
    (tmp_path / "spells-a.csv").write_text(
        "person_id,role,club,from,to,descriptors\n"
        "ann-writer,journalist,,2015,2023,The Times\n"
        "bo-keeper,player,Arsenal,2010-07,2020-06,\n"
        "cy-boss,manager,Chelsea,2015-07,2019-06,\n"
        "cy-boss,manager,Arsenal,2021-07,,\n"
        "di-young,player,Chelsea,2018-07,2022-06,\n",
        encoding="utf-8",
    )
    world = load_world(tmp_path)
    # the register knew her column until 2023; she still writes in 2024
    assert world.spell_at("ann-writer", date(2024, 3, 1)).role == "journalist"
    # a career that ended is a pundit's voice, after a while and with nothing to come
    assert world.spell_at("bo-keeper", date(2023, 1, 1)) is None
    assert retired_post(world, "bo-keeper", date(2023, 1, 1)).role == "pundit"
    assert retired_post(world, "bo-keeper", date(2020, 7, 15)) is None  # just out of contract
    assert retired_post(world, "cy-boss", date(2020, 6, 1)) is None  # a job to come
    assert retired_post(world, "cy-boss", date(2022, 1, 1)) is None  # in post
    # a player of 25 out of the register has moved on, not retired
    assert retired_post(world, "di-young", date(2024, 1, 1)) is None
    # a world with no club names finds none and does not fail
    from nlp.football.known import clubs_written

    assert clubs_written(world, "Arsenal beat Chelsea") == []


def test_a_retired_manager_named_in_full_is_a_pundit(pipeline) -> None:
    text = (
        "West Ham won 2-0 on Sunday.\n\n"
        "\"I wouldn't have given it, but that's the game now,\" Harry Redknapp said.\n"
    )
    assert _quotes(pipeline, text, "2023-06-08") == [("Harry Redknapp", "pundit", None)]


def test_a_club_a_player_came_from_and_a_dateline_are_not_his_club(pipeline) -> None:
    text = (
        "BOCHUM - Borussia Dortmund's sporting director Sebastian Kehl accused the officials"
        " after a 1-1 draw at VfL Bochum on Friday night.\n\n"
        '"This is a clear penalty," Kehl said.\n\n'
        "Conor Coady, the defender on loan from Wolves, was unhappy. "
        '"It took too long," he said.\n'
    )
    assert _quotes(pipeline, text, "2022-09-04")[0] == (
        "Sebastian Kehl",
        "executive",
        "Borussia Dortmund",
    )
    assert _quotes(pipeline, text, "2022-09-04")[1] == ("Conor Coady", "player", "Everton")


def test_a_surname_in_the_womens_game_is_a_woman_before_a_man(pipeline) -> None:
    text = (
        "England beat Italy 2-1 after extra time in the Women's Euro semi-final in Geneva, with"
        " Chloe Kelly scoring the winning penalty.\n\n"
        "In the studio, White gave a more balanced verdict. \"It's soft, but there's contact,"
        ' and the VAR was never going to overturn it," White said.\n'
    )
    assert _quotes(pipeline, text, "2025-07-23") == [("Ellen White", "pundit", None)]


def test_a_paragraph_going_on_from_a_description_keeps_its_speaker(pipeline) -> None:
    text = (
        "Chelsea beat West Ham 2-1 after VAR ruled out a late equaliser.\n\n"
        '"Bowen barely touches him," the West Ham manager said.\n\n'
        '"The referee gave the goal. Somebody in a room told him to look again."\n'
    )
    assert _quotes(pipeline, text, "2022-09-04") == [
        ("David Moyes", "manager", "West Ham United"),
        ("David Moyes", "manager", "West Ham United"),
    ]


def test_a_surname_with_an_apostrophe_is_a_name_a_pronoun_can_mean(pipeline) -> None:
    text = (
        "Wolves lost 3-2 at Everton on Monday night.\n\n"
        '"We\'ll never get every one right," Howard Webb said.\n\n'
        "O'Neil, in his first season in charge of Wolves, had been measured. "
        '"We stood up to them for ninety minutes," he said.\n'
    )
    assert _quotes(pipeline, text, "2023-09-18")[1] == (
        "Gary O'Neil",
        "manager",
        "Wolverhampton Wanderers",
    )


def test_a_former_manager_by_surname_in_his_old_clubs_report_is_a_pundit(pipeline) -> None:
    text = (
        "Celtic beat Rangers 2-1 at Celtic Park on Saturday.\n\n"
        "On Sky Sports at half-time, Lennon had sided with Rangers. \"As an ex-Celtic man I'll"
        " get stick for this, but I think that's a penalty,\" Lennon said.\n"
    )
    assert _quotes(pipeline, text, "2023-12-30") == [("Neil Lennon", "pundit", None)]


def test_a_generic_one_is_no_fan_and_a_sporting_director_names_no_club(pipeline) -> None:
    text = (
        "Chelsea lost 2-0 at home to Brentford. Mauricio Pochettino was blunt afterwards.\n\n"
        "Chelsea fans booed the players off at full time. One could hardly blame them.\n\n"
        '"We were poor," he said.\n'
    )
    assert _quotes(pipeline, text, "2024-02-17") == [("Mauricio Pochettino", "manager", "Chelsea")]
    text = (
        "Juventus drew 2-2 with Salernitana after VAR ruled out a late goal.\n\n"
        "Sporting director Morgan De Sanctis was asked whether the club felt fortunate."
        ' "The VAR decides, not Salernitana."\n'
    )
    # "Sporting" of the post was Sporting CP
    assert _quotes(pipeline, text, "2022-09-12") == [
        ("Morgan De Sanctis", "executive", "Salernitana")
    ]


def test_one_of_the_fans_and_a_reader_by_first_name_and_town_are_fans(pipeline) -> None:
    text = (
        "Liverpool beat Manchester City 1-0 at Anfield.\n\n"
        '"He pulled me down, simple," Fabinho said.\n\n'
        'City fans flooded social media. One posted: "Three minutes to find a foul nobody'
        ' saw."\n\n'
        '"No VAR in the Cup and I loved it," writes Dave in Wakefield.\n'
    )
    quotes = _quotes(pipeline, text, "2022-10-17")
    assert quotes[1] == ("unnamed fan", "fan", "Manchester City")  # was Fabinho
    assert quotes[2][1] == "fan"  # was other


@pytest.mark.slow
def test_the_world_register_is_read_once_per_process(monkeypatch) -> None:
    import nlp.football.known as known
    from nlp.pipeline import build_pipeline

    reads = []

    def counting_load(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        reads.append(1)
        return load_world(*args, **kwargs)

    kept = known.shipped_world()
    known.shipped_world.cache_clear()
    monkeypatch.setattr(known, "load_world", counting_load)
    try:
        for _ in range(2):  # two pipelines, as a worker process may build
            nlp = build_pipeline()
            nlp('Arsenal lost 1-0. "It was never a penalty," Emery said.')
        assert len(reads) == 1
    finally:
        known.shipped_world.cache_clear()
        monkeypatch.undo()
        assert known.shipped_world() == kept


def test_an_undated_article_puts_a_player_at_the_club_it_names(pipeline) -> None:
    text = (
        "Tottenham drew 0-0 with Marseille after VAR ruled out a late winner.\n\n"
        '"I thought it was a goal, but the lines said otherwise," Harry Kane said.\n'
    )
    # the world register's latest post, with no date to read it on, was Bayern Munich's
    assert _quotes(pipeline, text, None) == [("Harry Kane", "player", "Tottenham Hotspur")]


def test_of_two_posts_held_that_month_the_one_at_a_club_the_article_names(pipeline) -> None:
    text = (
        "Liverpool Women beat Chelsea Women 4-3 in the Women's Super League.\n\n"
        '"There\'s no review, no VAR, nothing," Emma Hayes said.\n'
    )
    # the world register's USA job also began that May; the article is Chelsea's
    assert _quotes(pipeline, text, "2024-05-02") == [("Emma Hayes", "manager", "Chelsea Women")]


def test_a_spanish_name_with_two_surnames_is_found_by_the_first(world):
    from nlp.football.known import is_known_surname, known_by_surname

    found = known_by_surname(world, "Iturralde", date(2024, 3, 3))
    assert found is not None and (found.name, found.role) == (
        "Eduardo Iturralde González",
        "pundit",
    )
    assert known_by_surname(world, "Mateu", date(2022, 12, 9)).name == "Antonio Mateu Lahoz"
    # a second given name and a capitalised particle are no surnames
    assert not is_known_surname(world, "Ángel")
    assert not is_known_surname(world, "Mac")
    # a word someone else goes by is never a father's surname: "Fernando" is Fernando Reges
    assert not is_known_surname(world, "Fernando")
