"""Reports, second round: undated reactions, key quotes, club aliases, empty results and what
the stance number in a reaction is.

Small frames are built here by hand; the demo season comes from the fixtures of
``test_reports.py`` (gold annotations stored as the analysis, no model).
"""

from __future__ import annotations

import json
import math
import sqlite3
from pathlib import Path

import pandas as pd
import pytest

from nlp import reports as R
from nlp.aggregate import speaker_stances
from nlp.reports import chart as chart_module
from nlp.reports import digest_page as digest_module
from nlp.reports import frame as frame_module
from nlp.reports import reactions_table as reactions_module
from tests.test_reports import _run

DEMO = Path(__file__).resolve().parents[1] / "corpora" / "demo-season"

pytestmark = pytest.mark.skipif(
    not (DEMO / "gold.jsonl").exists() and not (DEMO / "gold-parts").is_dir(),
    reason="demo season gold not present",
)


@pytest.fixture(scope="module")
def frame() -> pd.DataFrame:
    """The demo season's gold quotes as a quotes frame, gold incidents (as test_reports)."""
    return R.gold_frame(DEMO, incidents="gold")[0]


def _quotes_frame(rows: list[dict]) -> pd.DataFrame:
    """A quotes frame from a few rows: every quote about VAR, one article unless given."""
    defaults = {
        "article_id": "a1",
        "start": 0,
        "end": 10,
        "role": "manager",
        "club": "Harbourside Athletic",
        "cue": "say",
        "about_var": True,
        "context": "",
        "published": "2025-09-01",
        "source": "Harbourside Echo",
        "title": "VAR again",
        "url": "https://harbourside-echo.example/a1",
        "article_meta": "{}",
    }
    filled = [{**defaults, "idx": i, **row} for i, row in enumerate(rows)]
    return R.prepare(pd.DataFrame(filled))


def _undated(frame: pd.DataFrame, n_articles: int) -> tuple[pd.DataFrame, list[str]]:
    """``frame`` with the first ``n_articles`` articles that have reactions made undated."""
    reacted = R.reaction_frame(frame)
    chosen = sorted(reacted["article_id"].unique())[:n_articles]
    out = frame.copy()
    rows = out["article_id"].isin(chosen)
    out.loc[rows, "published"] = None
    out.loc[rows, "date"] = pd.NaT
    out.loc[rows, "month"] = None
    return out, chosen


# --- 1. undated reactions are counted, and said to be undated --------------------------------


def test_the_month_table_keeps_undated_reactions_in_a_row_of_their_own(
    frame: pd.DataFrame,
) -> None:
    undated, chosen = _undated(frame, 2)
    reacted = R.reaction_frame(undated)
    missing = int(reacted["article_id"].isin(chosen).sum())
    assert missing > 0
    by_month = R.season(undated, by="month")
    assert by_month["n"].sum() == len(reacted)  # as the by-role table does
    assert list(by_month["month"])[-1] == R.UNDATED
    assert int(by_month.loc[by_month["month"] == R.UNDATED, "n"].iloc[0]) == missing
    assert int(R.season(undated, by="role")["n"].sum()) == len(reacted)
    # A dated frame has no such row, and a date filter leaves undated reactions out.
    assert R.UNDATED not in set(R.season(frame, by="month")["month"])
    assert R.UNDATED not in set(R.season(undated, start="2025-08-01", by="month")["month"])
    assert R.undated_note(missing) == (
        f"{missing} reactions come from undated articles: they are counted in the "
        "'undated' row, not in any month."
    )
    assert R.undated_note(0) == ""
    assert R.undated_note(1, "quote").startswith("1 quote comes from undated articles")


def test_a_season_with_only_undated_reactions_charts_a_note(frame: pd.DataFrame) -> None:
    everything = frame["article_id"].nunique()
    undated, _ = _undated(frame, everything)
    assert R.reaction_frame(undated)["date"].isna().all()
    # It drew three empty panels and a legend; now one small panel says why.
    assert len(R.season_chart(undated)) < len(R.season_chart(frame)) / 4


def test_the_season_page_says_how_many_reactions_it_could_not_place(
    frame: pd.DataFrame,
) -> None:
    undated, _ = _undated(frame, 2)
    reacted = R.reaction_frame(undated)
    note = R.undated_note(int(reacted["date"].isna().sum()))
    page = R.season_html(undated, chart_png=R.season_chart(frame))
    assert note and note.replace("'", "&#39;") in page
    assert "Undated articles" in page
    # The chart and its alt text draw the months only.
    assert "lowest in" in R.chart_alt_text(undated)


def _undate_articles(db: Path, n_articles: int) -> list[str]:
    """Make the first ``n_articles`` articles with reactions in ``db`` undated."""
    stored, _ = R.load_frame(db)
    chosen = sorted(R.reaction_frame(stored)["article_id"].unique())[:n_articles]
    with sqlite3.connect(db) as conn:
        conn.executemany(
            "UPDATE articles SET published = NULL WHERE id = ?", [(a,) for a in chosen]
        )
    return chosen


def test_cli_season_and_csv_count_undated_reactions(gold_db: Path, tmp_path: Path) -> None:
    db = tmp_path / "undated.db"
    db.write_bytes(gold_db.read_bytes())
    _undate_articles(db, 2)
    stored, _ = R.load_frame(db)
    total = len(R.reaction_frame(stored))
    csv_path = tmp_path / "season.csv"
    code, output = _run("season", "--db", str(db), "--csv", str(csv_path))
    assert code == 0, output
    assert "come from undated articles" in output
    table = pd.read_csv(csv_path)
    assert list(table.columns) == list(R.season(stored).columns)
    assert table["n"].sum() == total and table["month"].iloc[-1] == R.UNDATED
    code, output = _run("report", "--db", str(db), "--out", str(tmp_path / "out"))
    assert code == 0, output
    assert pd.read_csv(tmp_path / "out" / "season.csv")["n"].sum() == total


# --- 2. the key quote agrees with the stance shown -------------------------------------------


def test_the_key_quote_agrees_with_the_speakers_stance() -> None:
    rows = [
        {
            "text": "VAR has been a help.",
            "speaker": "A",
            "stance": "positive",
            "stance_score": 0.95,
        },
        {"text": "VAR got it wrong.", "speaker": "A", "stance": "negative", "stance_score": 0.6},
        {"text": "VAR is killing it.", "speaker": "A", "stance": "negative", "stance_score": 0.7},
    ]
    small = _quotes_frame(rows)
    got = R.reactions(small, article_id="a1")
    assert got["stance"].iloc[0] == "negative"
    assert got["key_quote"].iloc[0] == "VAR is killing it."
    # A tie of negative and positive is neutral; with no neutral quote the strongest stays.
    tie = _quotes_frame(
        [
            {**rows[0], "stance_score": 1.0},
            {**rows[1], "stance_score": 0.5},
            {**rows[2], "stance_score": 0.5},
        ]
    )
    agg = speaker_stances(frame_module._row_quote(r) for r in tie.itertuples(index=False))[0]
    assert agg.stance == "neutral" and agg.key_quote is not None
    assert agg.key_quote.text == "VAR has been a help."


def test_demo_key_quotes_carry_the_stance_shown(frame: pd.DataFrame) -> None:
    # Model-like scores on the gold labels: the strongest quote is sometimes of another side.
    noisy = frame.copy()
    noisy["stance_score"] = [0.4 + (i * 37 % 60) / 100 for i in range(len(noisy))]
    var = R.about_var(noisy)
    for incident in sorted(var["incident"].dropna().unique()):
        got = R.reactions(noisy, incident=incident)
        for r in got.itertuples(index=False):
            said = var[(var["speaker"] == r.speaker) & (var["incident"] == incident)]
            labels = set(said.loc[said["text"] == r.key_quote, "stance"])
            if r.stance in set(said["stance"]):
                assert r.stance in labels, (incident, r.speaker)


# --- 3. --club resolves nicknames and aliases; a club that matches nothing is named ----------


def test_digest_club_filter_resolves_register_aliases(frame: pd.DataFrame) -> None:
    canonical = R.digest_quotes(frame, club="Harbourside Athletic")
    assert len(canonical)
    for alias in ("Gulls", "the Gulls", "HAFC", "Harbourside", "harbourside athletic"):
        got = R.digest_quotes(frame, club=alias)
        assert list(got["text"]) == list(canonical["text"]), alias
    assert R.club_note(frame, "Gulls") == ""
    assert R.club_note(frame, "Nowhere Rovers") == (
        "No quotes about VAR from speakers of 'Nowhere Rovers': no club of that name in the "
        "register or the quotes."
    )


def test_cli_digest_club_aliases_and_a_club_that_matches_nothing(gold_db: Path) -> None:
    code, canonical = _run("digest", "--club", "Harbourside Athletic", "--db", str(gold_db))
    assert code == 0
    for alias in ("Gulls", "HAFC"):
        code, output = _run(
            "digest", "--club", alias, "--register", str(DEMO), "--db", str(gold_db)
        )
        assert code == 0, output
        # Same quotes, only the subtitle's filter differs.
        assert output.split("\n", 3)[3] == canonical.split("\n", 3)[3], alias
    code, output = _run("digest", "--club", "Nowhere Rovers", "--db", str(gold_db))
    assert code == 0
    assert "No quotes about VAR from speakers of 'Nowhere Rovers'" in output


def test_cli_digest_decides_the_club_note_once_for_the_file_and_the_terminal(
    gold_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The page's empty note and the terminal's warning are one decision (they were computed
    # separately, each reading the whole frame again).
    calls: list[str] = []
    real = R.club_note

    def counted(frame: pd.DataFrame, club: str, register: object = None) -> str:
        calls.append(club)
        return real(frame, club, register)

    monkeypatch.setattr(digest_module, "club_note", counted)  # where digest_context reads it
    out = tmp_path / "digest.md"
    code, output = _run(
        "digest", "--club", "Nowhere Rovers", "--out", str(out), "--db", str(gold_db)
    )
    assert code == 0, output
    note = real(R.load_frame(gold_db)[0], "Nowhere Rovers")
    assert note in out.read_text(encoding="utf-8")
    assert "note:" in output and "Nowhere Rovers" in output
    assert calls == ["Nowhere Rovers"]
    context = R.digest_context(R.load_frame(gold_db)[0], club="Gulls")
    assert context["club_note"] == "" and context["total"] > 0


# --- 4. an empty season names the filters that emptied it ------------------------------------


def test_an_empty_season_names_its_filters(gold_db: Path, nostance_db: Path) -> None:
    db = ("--db", str(gold_db))
    code, output = _run("season", "--competition", "Premier League", *db)
    assert code == 0
    assert "no reactions about VAR match --competition 'Premier League'" in output
    assert "National Premier Division" in output  # what the database does hold
    assert "with a stance to count" not in output
    code, output = _run("season", "--from", "2027-01-01", *db)
    assert code == 0 and "no reactions about VAR match --from 2027-01-01" in output
    assert "with a stance to count" not in output
    code, output = _run("season", "--db", str(nostance_db))
    assert code == 0 and "with a stance to count" in output


# --- 5. the stance number of a reaction is a share, and says so ------------------------------


def test_a_reactions_stance_number_is_labelled_a_share(tmp_path: Path) -> None:
    rows = [
        {"text": "VAR is a farce.", "speaker": "A", "stance": "negative", "stance_score": 0.46},
        {"text": "VAR helped.", "speaker": "B", "stance": "positive", "stance_score": 0.9},
        {"text": "VAR, fine.", "speaker": "B", "stance": "positive", "stance_score": 0.7},
    ]
    got = R.reactions(_quotes_frame(rows), article_id="a1").set_index("speaker")
    assert got.loc["A", "stance_score"] == 1.0  # unchanged: the share, as before
    assert got.loc["A", "stance_share"] == 1.0
    assert got.loc["A", "stance_probability"] == pytest.approx(0.46)
    assert got.loc["B", "stance_probability"] == pytest.approx(0.8)


def test_cli_reactions_label_the_share(gold_db: Path) -> None:
    db = ("--db", str(gold_db))
    code, output = _run("reactions", "offside, 78", *db, "--format", "md")
    assert code == 0
    assert "| speaker | role | club | stance (share) | key quote | outlet | date |" in output
    assert "not the model's confidence" in output
    code, output = _run("reactions", "offside, 78", *db)
    assert code == 0 and "stance (share)" in output and "not the model's confidence" in output
    code, output = _run("reactions", "offside, 78", *db, "-f", "json")
    rows = json.loads(output)["reactions"]
    assert rows and all(r["stance_share"] == r["stance_score"] for r in rows)
    assert all(r["stance_probability"] == 1.0 for r in rows)  # gold scores are 1.0


def test_unnamed_fans_of_two_clubs_are_two_reactions() -> None:
    fan = {"speaker": "unnamed fan", "role": "fan", "stance": "negative", "stance_score": 0.9}
    rows = [
        {**fan, "text": "VAR has taken the joy out of it.", "club": "Harbourside Athletic"},
        {**fan, "text": "VAR is fine by me.", "club": "Ravensmoor United", "stance": "positive"},
        {**fan, "text": "I wait for VAR before I cheer.", "club": "Harbourside Athletic"},
        {**fan, "text": "VAR took an age.", "club": "Harbourside Athletic", "article_id": "a2"},
        {"text": "VAR got it right.", "speaker": "Ann Lowe", "stance": "positive"},
        {"text": "VAR was right again.", "speaker": "Ann Lowe", "stance": "positive"},
    ]
    small = _quotes_frame(rows)
    reacted = R.reaction_frame(small)
    fans = reacted[reacted["speaker"] == "unnamed fan"]
    # A Ravens fan beside two Gulls supporters was merged into one Harbourside reaction.
    assert sorted(zip(fans["article_id"], fans["club"], fans["stance"], strict=True)) == [
        ("a1", "Harbourside Athletic", "negative"),
        ("a1", "Ravensmoor United", "positive"),
        ("a2", "Harbourside Athletic", "negative"),
    ]
    assert (reacted["speaker"] == "Ann Lowe").sum() == 1  # a named speaker still counts once
    shown = R.reactions(small, article_id="a1")
    assert sorted(shown.loc[shown["speaker"] == "unnamed fan", "club"]) == [
        "Harbourside Athletic",
        "Ravensmoor United",
    ]


def test_an_unnamed_reporters_question_is_no_reaction() -> None:
    rows = [
        {"text": "Was VAR right tonight?", "speaker": "unnamed journalist", "role": "journalist"},
        {"text": "VAR got it right.", "speaker": "Ann Lowe", "stance": "positive"},
    ]
    small = _quotes_frame(rows)
    assert list(R.reaction_frame(small)["speaker"]) == ["Ann Lowe"]
    assert list(R.reactions(small, article_id="a1")["speaker"]) == ["Ann Lowe"]
    from nlp.models import Quote

    quotes = [Quote(text=r["text"], start=0, end=9, speaker=r["speaker"]) for r in rows]
    assert [s.speaker for s in speaker_stances(quotes)] == ["Ann Lowe"]


def test_digest_cards_one_per_speaker_per_article_even_when_interleaved() -> None:
    def q(article: str, speaker: str, who: str, n: int) -> dict:
        fields = {k: "" for k in R.CARD_FIELDS}
        return {
            **fields,
            "article_id": article,
            "speaker": speaker,
            "who": who,
            "n": n,
            "stance": "negative",
        }

    quotes = [
        q("a1", "Thomas Frank", "manager, Tottenham Hotspur", 0),
        q("a1", "Mikel Arteta", "manager, Arsenal", 1),
        q("a1", "Thomas Frank", "manager, Tottenham Hotspur", 2),
        q("a1", R.UNKNOWN_SPEAKER, "", 3),
        q("a1", "unnamed fan", "fan, Arsenal", 4),
        q("a1", R.UNKNOWN_SPEAKER, "", 5),  # two unknowns apart may be two people
        q("a1", "unnamed fan", "fan, Millwall", 6),  # another club's fan is another fan
        q("a1", "unnamed fan", "fan, Arsenal", 7),
        q("a2", "Thomas Frank", "manager, Tottenham Hotspur", 8),
        q("a2", "Thomas Frank", "manager", 9),  # a quote without the club is still his
    ]
    cards = [(c["speaker"], [x["n"] for x in c["quotes"]]) for c in digest_module._cards(quotes)]
    assert cards == [
        ("Thomas Frank", [0, 2]),
        ("Mikel Arteta", [1]),
        (R.UNKNOWN_SPEAKER, [3]),
        ("unnamed fan", [4, 7]),
        (R.UNKNOWN_SPEAKER, [5]),
        ("unnamed fan", [6]),
        ("Thomas Frank", [8, 9]),
    ]


def test_speaker_stances_keep_unnamed_fans_of_two_clubs_apart() -> None:
    from nlp.models import Quote

    def fan(club: str, stance: str) -> Quote:
        return Quote("...", 0, 3, "unnamed fan", "fan", club, None, True, stance, 0.9)

    aggs = speaker_stances([fan("Arsenal", "negative"), fan("Liverpool", "positive")])
    assert [(a.club, a.stance) for a in aggs] == [
        ("Arsenal", "negative"),
        ("Liverpool", "positive"),
    ]
    # A named speaker whose club is missing on one quote stays one speaker.
    named = [
        Quote(
            "...", 0, 3, "Lee Hart", "manager", "Harbourside Athletic", None, True, "negative", 0.8
        ),
        Quote("...", 5, 9, "Lee Hart", "manager", None, None, True, "negative", 0.7),
    ]
    assert len(speaker_stances(named)) == 1


# --- 6. a hypothetical decision does not name an incident ------------------------------------


def test_a_hypothetical_decision_does_not_decide_the_incident_type() -> None:
    from nlp import incidents as I
    from nlp.models import Article
    from tests.test_reports import _register

    text = (
        "Harbourside Athletic 1-1 Ravensmoor United. Mensah-Reid's 78th-minute winner was "
        "ruled out for offside.\n\n"
        '"If VAR had given us the penalty before the break, we would have won," said the manager.'
    )
    article = Article(id="h1", text=text, published="2025-08-23")
    grouping = I.group([article], _register())
    assert [inc.key for inc in grouping.incidents] == [
        "2025-08-23 Harbourside Athletic v Ravensmoor United, offside, 78'"
    ]
    # Clause by clause: the fact stated next to a condition still counts.
    assert I.stated_kinds("If VAR had looked again, we would have had a penalty.") == (
        ("penalty",),
        True,
    )
    stated = I.stated_kinds(
        "The goal was ruled out for offside, and if it had stood we'd have won."
    )
    assert stated == (("offside", "goal-ruled-out"), False)
    assert I.stated_kinds("Had the VAR stepped in, the penalty would have been given.")[1]
    assert I.stated_kinds("He insisted the equaliser should not have stood.") == (
        ("goal-stands",),
        False,
    )
    # With nothing stated as fact, the hypothetical still names the article's incident.
    only = Article(
        id="h2",
        published="2025-09-13",
        text="Kingsbridge Rovers 0-1 Eastmere Town.\n\n"
        '"If the VAR had reviewed it, that is a penalty," said the manager.',
    )
    assert [inc.kind for inc in I.group([only], _register()).incidents] == ["penalty"]


# --- 7. a line identical to another is not hidden under it ------------------------------------


def test_a_managers_line_identical_to_his_clubs_is_drawn_once_with_both_names() -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [
        {
            "article_id": f"a{i}",
            "speaker": "Tom Reid",
            "text": f"VAR quote {i}",
            "stance": stance,
            "published": day,
        }
        for i, (day, stance) in enumerate(
            [("2025-09-01", "negative"), ("2025-10-01", "positive"), ("2025-11-01", "negative")]
        )
    ]
    rows.append(
        {
            "article_id": "b1",
            "speaker": "Ana Lopes",
            "club": "Ravensmoor United",
            "text": "VAR quote b",
            "stance": "positive",
            "published": "2025-10-02",
        }
    )
    reacted = R.reaction_frame(_quotes_frame(rows))
    pos = {m: i for i, m in enumerate(sorted(reacted["month"].unique()))}
    fig, ax = plt.subplots()
    picked = [
        ("speaker", "Tom Reid"),
        ("speaker", "Ana Lopes"),
        ("club", "Harbourside Athletic"),
        ("club", "Ravensmoor United"),
    ]
    chart_module._series(ax, reacted, picked, pos)
    labels = [line.get_label() for line in ax.get_lines()]
    plt.close(fig)
    # Tom Reid is his club's only voice: one line, named twice; so is Ana Lopes.
    assert labels == [
        "Tom Reid = Harbourside Athletic (club)",
        "Ana Lopes = Ravensmoor United (club)",
    ]


# --- 8. an incident is dated by its match day, not by the first report stored -----------------


def test_an_incident_key_is_dated_by_the_match_day_a_report_gives() -> None:
    from nlp import incidents as I
    from nlp.models import Article
    from tests.test_reports import _register

    # Only Monday's reaction piece is stored: "Saturday's penalty" dates the incident.
    monday = Article(
        id="r1",
        published="2025-09-15",  # a Monday
        title="Kingsbridge Rovers 2-0 Eastmere Town: the penalty row goes on",
        text="Monday night's phone-in had one subject.\n\n"
        "Saturday's 34th-minute penalty came after the VAR sent the referee to the monitor.",
    )
    keys = [inc.key for inc in I.group([monday], _register()).incidents]
    assert keys == ["2025-09-13 Kingsbridge Rovers v Eastmere Town, penalty, 34'"]
    # Front matter that gives the match day wins over anything the text says.
    dated = Article(
        id="r2",
        published="2025-09-18",
        text="The penalty given after a VAR review in the 34th minute is still argued over.",
        meta={"home": "Kingsbridge Rovers", "away": "Eastmere Town", "match_date": "2025-09-13"},
    )
    keys = [inc.key for inc in I.group([dated], _register()).incidents]
    assert keys == ["2025-09-13 Kingsbridge Rovers v Eastmere Town, penalty, 34'"]
    # A match report on the day, and a report naming "next Saturday", keep their own day.
    report = Article(
        id="r3",
        published="2025-09-13",
        text="Kingsbridge Rovers 2-0 Eastmere Town. A 34th-minute penalty was given after a VAR "
        "review; the sides meet again next Saturday.",
    )
    assert I.group([report], _register()).incidents[0].date.isoformat() == "2025-09-13"


def test_a_weekday_that_names_the_next_fixture_does_not_date_the_match() -> None:
    from nlp import incidents as I
    from nlp.models import Article
    from tests.test_reports import _register

    # Saturday's report names Tuesday's trip: the match is Saturday's, not the Tuesday before.
    report = Article(
        id="r5",
        published="2025-09-13",  # a Saturday
        title="Kingsbridge Rovers 2-0 Eastmere Town",
        text="Kingsbridge Rovers beat Eastmere Town 2-0, and Eastmere travel to Harbourside on "
        "Tuesday.\n\nA 34th-minute penalty was given after a VAR review. Next Sunday's derby "
        "will be tougher.",
    )
    keys = [inc.key for inc in I.group([report], _register()).incidents]
    assert keys == ["2025-09-13 Kingsbridge Rovers v Eastmere Town, penalty, 34'"]  # was 09-09
    assert I.named_day("Next Sunday's derby.", I.as_date("2025-09-13")) is None
    assert I.named_day("Sunday's penalty was soft.", I.as_date("2025-09-16")).isoformat() == (
        "2025-09-14"
    )


def test_a_fixture_word_used_as_a_noun_still_dates_the_match() -> None:
    from nlp import incidents as I

    # "the hosts", "the face", "their visit" are nouns in a report of the match played: the
    # weekday beside them is the match day (was skipped as a sentence that looks ahead).
    monday = I.as_date("2026-11-30")
    for sentence in (
        "The hosts had a penalty overturned by VAR on Saturday.",
        "Reid was caught in the face by a stray arm on Saturday.",
        "Harbourside's visit to Ravensmoor on Saturday ended in anger.",
        "Hosts Harbourside were denied a penalty on Saturday.",
    ):
        assert I.named_day(sentence, monday).isoformat() == "2026-11-28", sentence
    assert I.named_day("Eastmere travel to Harbourside on Tuesday.", monday) is None
    assert I.named_day("Harbourside host Eastmere on Saturday.", monday) is None


def test_a_decision_stated_beside_a_conditional_review_is_a_fact() -> None:
    from nlp import incidents as I
    from nlp.models import Article
    from tests.test_reports import _register

    # The review sits in the modal clause, the decision in the stated one: the pattern needs
    # both, and the penalty was given (was flagged hypothetical, so the hypothetical offside
    # of the next sentence voted beside it).
    assert I.stated_kinds("The VAR must have checked and the referee gave a penalty.") == (
        ("penalty",),
        False,
    )
    assert not I.stated_kinds(
        "The referee would have gone to the monitor but the penalty was given."
    )[1]
    article = Article(
        id="h3",
        published="2025-09-13",
        text="Kingsbridge Rovers 1-1 Eastmere Town.\n\n"
        "The VAR must have checked and the referee gave a penalty in the 34th minute.\n\n"
        "Eastmere's equaliser would have been ruled out for offside if VAR had intervened.",
    )
    (incident,) = I.group([article], _register()).incidents
    assert incident.kind == "penalty"
    assert set(incident.kind_votes) == {"penalty"}  # was offside and goal-ruled-out as well


def test_two_speakers_whose_lines_coincide_by_chance_are_two_lines() -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [
        {
            "article_id": f"{club[0]}{i}",
            "speaker": speaker,
            "club": club,
            "text": f"VAR quote {speaker} {i}",
            "stance": "negative",
            "published": day,
        }
        for speaker, club in (("Tom Reid", "Harbourside Athletic"), ("Ana Lopes", "Eastmere"))
        for i, day in enumerate(("2025-09-01", "2025-10-01"))
    ]
    reacted = R.reaction_frame(_quotes_frame(rows))
    pos = {m: i for i, m in enumerate(sorted(reacted["month"].unique()))}
    fig, ax = plt.subplots()
    chart_module._series(ax, reacted, [("speaker", "Tom Reid"), ("speaker", "Ana Lopes")], pos)
    labels = [line.get_label() for line in ax.get_lines()]
    plt.close(fig)
    # Both wholly negative in the same months: the same values, but not the same quotes.
    assert labels == ["Tom Reid", "Ana Lopes"]


def test_a_speaker_role_is_the_specific_one_when_another_quote_has_only_other() -> None:
    """'other' is the catch-all role for a quote whose text gives no capacity; a quote of the
    same speaker that has one (player) says more, whichever came first."""
    from nlp.models import Quote

    quotes = [
        Quote("...", 0, 3, "Martin Ødegaard", "other", None, None, True, "positive", 0.8),
        Quote("...", 5, 9, "Martin Ødegaard", "player", "Arsenal", None, True, "positive", 0.7),
    ]
    (agg,) = speaker_stances(quotes)
    assert (agg.role, agg.club) == ("player", "Arsenal")
    # The club comes with the role, from the same quote (was the first club of any quote).
    quotes = [
        Quote("...", 0, 3, "Jordan Henderson", "other", "Liverpool", None, True, "neutral", 0.6),
        Quote("...", 5, 9, "Jordan Henderson", "player", "Brentford", None, True, "neutral", 0.7),
    ]
    (agg,) = speaker_stances(quotes)
    assert (agg.role, agg.club) == ("player", "Brentford")
    # Across articles, as reactions to one match read them: the role the second article gives.
    frame = _quotes_frame(
        [
            {
                "article_id": "a1",
                "speaker": "Martin Ødegaard",
                "role": "other",
                "club": None,
                "text": "VAR got it right.",
                "stance": "positive",
                "stance_score": 0.8,
            },
            {
                "article_id": "a2",
                "speaker": "Martin Ødegaard",
                "role": "player",
                "club": "Arsenal",
                "text": "VAR did its job.",
                "stance": "positive",
                "stance_score": 0.7,
            },
        ]
    )
    table = reactions_module._reaction_rows(R.about_var(frame, stanced=False))
    assert list(table["role"]) == ["player"]


def test_digest_subtitle_of_undated_quotes_says_undated_not_no_quotes() -> None:
    """A digest of quotes from undated articles has quotes: its date span says 'undated'
    (was 'no quotes' beside '1 quote about VAR'); quotes partly undated say how many."""
    neville = {
        "speaker": "Gary Neville",
        "role": "pundit",
        "club": None,
        "published": None,
        "text": "VAR has taken the joy out of it.",
        "stance": "negative",
        "stance_score": 0.9,
    }
    undated = _quotes_frame([neville])
    subtitle = R.digest_context(undated)["subtitle"]
    assert subtitle == "1 quote about VAR, undated"
    mixed = _quotes_frame(
        [
            neville,
            {
                "speaker": "Arne Slot",
                "text": "The VAR check was quick.",
                "stance": "positive",
                "stance_score": 0.8,
                "article_id": "a2",
            },
        ]
    )
    assert R.digest_context(mixed)["subtitle"] == "2 quotes about VAR, 1 Sep 2025, 1 undated"
    empty = R.digest_context(undated, speaker="Nobody At All")["subtitle"]
    assert "no quotes" not in empty and empty.startswith("0 quotes about VAR")


def test_quotes_names_an_untitled_file_by_its_path(tmp_path: Path) -> None:
    """A plain-text file has no title; the table and the 'no quotes' line name the file it
    came from beside its id (was the id alone, 'sha-...'), so a batch of files can be told
    apart."""
    from tests.test_reports import _run

    quiet = tmp_path / "quiet.txt"
    quiet.write_text("Harbourside beat Ravensmoor 2-1. Nobody spoke to the press after it.\n")
    spoke = tmp_path / "spoke.txt"
    spoke.write_text('"We were excellent today," Ange Postecoglou said.\n')
    code, output = _run("quotes", str(quiet), str(spoke), "--no-stance")
    assert code == 0
    flat = "".join(output.split())  # the console wraps a long path
    assert f"noquotesin{quiet}(sha-" in flat and f"{spoke}(sha-" in flat


def test_reactions_to_a_match_on_a_day_it_was_not_played_name_the_days_it_was() -> None:
    """--match with a --date that fits none of the clubs' fixtures is an error naming the
    days the match was played (was an empty table and exit 0, as if nobody reacted)."""
    frame = _quotes_frame(
        [
            {
                "speaker": "Mikel Arteta",
                "club": "Arsenal",
                "text": "The VAR decision was a joke.",
                "stance": "negative",
                "stance_score": 0.9,
                "published": "2025-10-04",
            }
        ]
    )
    frame = frame.assign(match="Arsenal v Manchester City")
    assert list(
        R.reactions(frame, match="Arsenal v Manchester City", date="2025-10-05")["speaker"]
    ) == ["Mikel Arteta"]
    with pytest.raises(
        ValueError,
        match=r"within 4 days of 2025-12-01; it fits 2025-10-04 Arsenal v Manchester City",
    ):
        R.reactions(frame, match="Arsenal v Manchester City", date="2025-12-01")


def test_reactions_match_without_two_sides_is_a_usage_mistake(tmp_path: Path) -> None:
    """--match "Arsenal" is a bad option value: exit 2 with the "Home v Away" hint, before any
    database is read (was exit 1, as for a failed run, or 'no database' first)."""
    from tests.test_reports import _run

    code, output = _run("reactions", "--match", "Arsenal", "--db", str(tmp_path / "none.db"))
    assert code == 2 and 'give a match as "Home v Away"' in output


def test_a_quote_shown_in_its_marks_drops_the_attribution_comma() -> None:
    """'"Four points is not a disaster," said Ledesma' shows “Four points is not a
    disaster” in a digest (was “... disaster,”); the stored text keeps its comma."""
    frame = _quotes_frame(
        [
            {
                "speaker": "Tomás Ledesma",
                "published": "2025-08-24",
                "text": "Four points from two games is not a disaster,",
                "stance": "negative",
                "stance_score": 0.8,
            }
        ]
    )
    for fmt in ("md", "html"):
        page = R.render_digest(R.digest_context(frame), fmt)
        assert "“Four points from two games is not a disaster”" in page, fmt
        assert "disaster,”" not in page, fmt
    assert frame["text"].iloc[0].endswith(",")
    assert R.display_quote("We were poor, and we know it.") == "We were poor, and we know it."
    assert R.display_quote("Not a disaster , ") == "Not a disaster"


@pytest.mark.parametrize("command", ["quotes", "speakers"])
def test_quotes_and_speakers_end_with_the_run_summary(tmp_path: Path, command: str) -> None:
    """A batch read by quotes/speakers ends with what was read and skipped, as analyse does
    (was nothing: a skipped file's one line scrolled away above the tables)."""
    spoke = tmp_path / "spoke.txt"
    spoke.write_text('"We were excellent today," Ange Postecoglou said.\n')
    (tmp_path / "blank.txt").write_text("   \n")
    args = [command, str(tmp_path)] + (["--no-stance"] if command == "quotes" else [])
    code, output = _run(*args)
    assert code == 0
    assert "read 1, analysed 1, duplicates 0, quotes 1, skipped 1" in output
    assert "skipped 1 x empty file" in output
    code, output = _run("-q", *args)
    assert "analysed 1" not in output


def test_the_month_axis_of_several_seasons() -> None:
    from nlp.reports.chart import CHART_MONTH_LABELS, _month_ticks

    months = [f"{y}-{m:02d}" for y in (2022, 2023, 2024, 2025) for m in range(1, 13)][8:48]
    ticks = _month_ticks(months)
    assert len(ticks) <= CHART_MONTH_LABELS
    assert ticks[0] == (0, "Sep\n2022")
    assert [label for _, label in ticks if "\n" in label] == [
        "Sep\n2022", "Mar\n2023", "Mar\n2024", "Mar\n2025",
    ]  # fmt: skip
    one_season = [f"2025-{m:02d}" for m in range(8, 13)] + [f"2026-{m:02d}" for m in range(1, 6)]
    assert [label for _, label in _month_ticks(one_season)][:6] == [
        "Aug\n2025", "Sep", "Oct", "Nov", "Dec", "Jan\n2026",
    ]  # fmt: skip


def test_a_line_breaks_across_a_long_gap() -> None:
    from nlp.reports.chart import _with_gaps

    xs, ys = _with_gaps([0, 1, 4, 20], [0.1, 0.2, 0.3, 0.4])
    assert xs[:3] == [0, 1, 4] and math.isnan(xs[3]) and xs[4] == 20
    assert ys[:3] == [0.1, 0.2, 0.3] and math.isnan(ys[3])


def test_a_missing_register_is_a_usage_mistake_and_leaves_no_database(tmp_path: Path) -> None:
    story = tmp_path / "story.txt"
    story.write_text('"The VAR took four minutes," said the Kelso manager Fiona Blair.\n')
    db = tmp_path / "new.db"
    missing = ("--register", str(tmp_path / "nope.csv"))
    for command in (["analyse", str(story), "--db", str(db)], ["season", "--db", str(db)]):
        code, output = _run(*command, *missing)
        assert code == 2 and "register file or folder not found" in output, (command, output)
        assert not db.exists(), command
    code, output = _run("quotes", str(story), "--no-stance", *missing)
    assert code == 2 and "register file or folder not found" in output


def test_a_first_run_that_fails_leaves_no_empty_database(tmp_path: Path) -> None:
    """A register that exists but is no register fails after the database was made; the
    next command must then say there is no database, not report an empty one."""
    story = tmp_path / "story.txt"
    story.write_text('"The VAR took four minutes," said the Kelso manager Fiona Blair.\n')
    bad = tmp_path / "teams.csv"
    bad.write_text("id,title,text\n1,T,words\n")
    db = tmp_path / "new.db"
    code, output = _run(
        "analyse", str(story), "--register", str(bad), "--db", str(db), "--no-stance"
    )
    assert code == 1 and "not a clubs.csv" in output
    assert not db.exists()
    code, output = _run("season", "--db", str(db))
    assert code == 2 and "no database at" in output
    # A database that was there before the failed run stays, with what it held.
    assert _run("ingest", str(story), "--db", str(db))[0] == 0
    code, _ = _run("analyse", str(story), "--register", str(bad), "--db", str(db), "--no-stance")
    assert code == 1 and db.exists()
    assert "no database" not in _run("season", "--db", str(db))[1]


def test_an_ingest_that_fails_before_storing_leaves_no_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import nlp.analyse

    def broken(*_: object, **__: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(nlp.analyse, "ingest", broken)
    story = tmp_path / "story.txt"
    story.write_text("Kelso lost 1-0.\n")
    db = tmp_path / "new.db"
    code, output = _run("ingest", str(story), "--db", str(db))
    assert code == 1 and "disk on fire" in output
    assert not db.exists()


def test_quiet_silences_warnings_too(tmp_path: Path) -> None:
    import subprocess
    import sys

    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "story.txt").write_text("Kelso lost 1-0.\n\nNobody spoke to the press after it.\n")
    (folder / "photo.png").write_bytes(b"\x89PNG")
    cli = Path(__file__).resolve().parents[1] / "cli.py"
    for flags, said in (([], True), (["-q"], False)):
        run = subprocess.run(
            [
                sys.executable,
                str(cli),
                *flags,
                "ingest",
                str(folder),
                "--db",
                str(tmp_path / "q.db"),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        assert run.returncode == 0, run.stderr
        assert ("1 file(s) of other types not read" in run.stderr) is said, run.stderr
