"""Reported speech (issue 48): detection from the parse, kinds, attribution through the
sieve, the stance input, the store, --reported and --direct-only. Reported speech is off by
default; the tests that need it use the ``reported_pipeline`` fixture or ``--reported``.
Every text here is written for the tests, none is a publisher's."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from nlp.models import Article, Quote

# (text, source, words of the content, frame) -- the reported speech each text holds
POSITIVE = [
    ("Howe insisted VAR had got it right.", "Howe", "VAR had got it right", None),
    # an age for a name, which the tagger reads as a date
    (
        "The 52-year-old insisted his skipper had gone for the ball.",
        "The 52-year-old",
        "his skipper had gone for the ball",
        None,
    ),
    # ... and one the parser hangs on the verb or on a clause before it
    (
        "The 54-year-old insisted he was not hiding behind the officials.",
        "The 54-year-old",
        "he was not hiding behind the officials",
        None,
    ),
    (
        "The 61-year-old, still angry when he spoke to reporters, insisted his captain had won "
        "the ball.",
        "The 61-year-old",
        "his captain had won the ball",
        None,
    ),
    # a judging noun as a verb's object, what it judges after a preposition
    (
        "Van Dalen had no complaints about the way the penalty was given.",
        "Van Dalen",
        "the way the penalty was given",
        "negated",
    ),
    ("Roussel had a dig at the Ravens after the draw.", "Roussel", "the Ravens", None),
    ("Ashworth had nothing but praise for his striker.", "Ashworth", "his striker", None),
    (
        "Hadley used his press conference on Monday to renew his attack on the video assistant "
        "referee.",
        "Hadley",
        "the video assistant referee",
        None,
    ),
    # a reporting noun a verb gives, and "made it clear that"
    (
        "Neither Whitlock nor Stroud offered any promise that handball would become clearer.",
        "Neither Whitlock",
        "handball would become clearer",
        "negated",
    ),
    (
        "Stroud gave an assurance that the audio would be released.",
        "Stroud",
        "the audio would be released",
        None,
    ),
    (
        "Doyle made it clear that the club have been chasing a forward.",
        "Doyle",
        "the club have been chasing a forward",
        None,
    ),
    (
        "Stroud promised that things would be different.",
        "Stroud",
        "things would be different",
        None,
    ),
    (
        "Howe expressed the hope that Isak would be fit for the trip to Fulham.",
        "Howe",
        "Isak would be fit for the trip",
        "hedged",
    ),
    (
        "Arteta has made it clear he wants another striker before the deadline.",
        "Arteta",
        "he wants another striker",
        None,
    ),
    ("Arteta paid a glowing tribute to Saka after the win.", "Arteta", "Saka", None),
    (
        "Carragher, visibly annoyed, questioned whether the handball law made any sense.",
        "Carragher",
        "whether the handball law made any sense",
        None,
    ),
    (
        "Chelsea sent Paul Winstanley in front of the cameras to insist that the manager's job "
        "was safe.",
        "Paul Winstanley",
        "the manager's job was safe",
        None,
    ),
    # a speaker's own content that goes on with "and": nothing is cut
    (
        "Howe said his players knew exactly what was at stake and the supporters felt the same "
        "way.",
        "Howe",
        "what was at stake and the supporters felt the same way",
        None,
    ),
    # a view adjective with a clause of its own, and "convinced" as the parser's passive
    (
        "Howe remains adamant that the goal should have stood.",
        "Howe",
        "the goal should have stood",
        None,
    ),
    (
        "Bellandi is not convinced the message is getting through.",
        "Bellandi",
        "the message is getting through",
        "negated",
    ),
    # "be drawn on/into": the press's idiom for refusing to speak of something
    (
        "Head coach Pieter van Dalen declined to be drawn into the row.",
        "Head coach Pieter van Dalen",
        "the row",
        "negated",
    ),
    (
        "Pryce would not be drawn on whether Europe is realistic.",
        "Pryce",
        "whether Europe is realistic",
        "negated",
    ),
    # a reported question, wh-word and all
    (
        "Many supporters questioned whether the standard can ever be applied consistently.",
        "Many supporters",
        "whether the standard can ever be applied consistently",
        None,
    ),
    (
        "One supporter wanted to know why it had taken five minutes to rule the goal out.",
        "One supporter",
        "why it had taken five minutes",
        None,
    ),
    # a survey's share speaks for the group surveyed
    (
        "Of the 2,000 members who responded, 71 per cent said the technology should go.",
        "71 per cent",
        "the technology should go",
        None,
    ),
    (
        "Of the 2,000 Arsenal supporters who responded, 71% said the technology should go.",
        "71%",
        "the technology should go",
        None,
    ),
    (
        "Pryce is honest enough to admit that results have shaped his view.",
        "Pryce",
        "results have shaped his view",
        None,
    ),
    (
        "According to the league's monthly summary, the number of reviews is down this season.",
        "the league",
        "the number of reviews is down",
        None,
    ),
    (
        "The German fumed that the red card was a joke.",
        "The German",
        "the red card was a joke",
        None,
    ),
    # a judging verb's object is what was said about
    ("Declan Frew blasted VAR after the defeat.", "Declan Frew", "VAR", None),
    # (a clause after "after" is no "saying ...": what the verb judges stays its object)
    (
        "Declan Frew has blasted VAR after his side were denied a late winner.",
        "Declan Frew",
        "VAR",
        None,
    ),
    (
        "The board has repeatedly defended its threshold for reviews.",
        "The board",
        "its threshold",
        None,
    ),
    ("Peter Okonjo has defended the system.", "Peter Okonjo", "the system", None),
    ("Pryce hit out at the officials on Saturday.", "Pryce", "the officials", None),
    # a want's small clause is a view
    ("The supporters' trust wants VAR gone.", "The supporters' trust", "VAR gone", None),
    ("VAR had got it right, Howe insisted.", "Howe", "VAR had got it right", None),
    (
        "The decision was wrong, the Spurs boss said after the game.",
        "the Spurs boss",
        "The decision was wrong",
        None,
    ),
    (
        "Webb admitted that the officials should have intervened.",
        "Webb",
        "the officials should have intervened",
        None,
    ),
    ("Howe refused to blame VAR for the defeat.", "Howe", "blame VAR for the defeat", "negated"),
    ("Klopp denied that VAR was the problem.", "Klopp", "VAR was the problem", "negated"),
    ("Howe did not say VAR was to blame.", "Howe", "VAR was to blame", "negated"),
    (
        "According to Conte, the decision had cost his side the game.",
        "Conte",
        "the decision had cost his side the game",
        None,
    ),
    (
        "In his column, Neville argued that the offside rule needs changing.",
        "Neville",
        "the offside rule needs changing",
        None,
    ),
    (
        "Arteta, who believes the system is broken, wants a review.",
        "Arteta",
        "the system is broken",
        "hedged",
    ),
    (
        "He told reporters that the referee had been let down by the technology.",
        "He",
        "the referee had been let down by the technology",
        None,
    ),
    (
        "Conte hit out at the officials, saying the decision was a joke.",
        "Conte",
        "the decision was a joke",
        None,
    ),
    (
        "His view that VAR has ruined football is shared by many fans.",
        "His",
        "VAR has ruined",
        None,
    ),
    (
        "The Newcastle manager suggested the officials may have been confused.",
        "The Newcastle manager",
        "the officials may have been confused",
        "hedged",
    ),
    ("Arteta called the decision a lottery.", "Arteta", "the decision a lottery", None),
    (
        "The officials got it wrong, he said, and the club would complain.",
        "he",
        "The officials got it wrong",
        None,
    ),
    (
        "The lines were drawn in the wrong place, as Neville said on Sky.",
        "Neville",
        "The lines were drawn in the wrong place",
        None,
    ),
    ("Howe has called for an overhaul of the offside rule.", "Howe", "an overhaul of", None),
    (
        "The club issued a statement on Monday. It said the referee had made a serious error.",
        "It",
        "the referee had made a serious error",
        None,
    ),
]

NEGATIVE = [
    "Will he say the decision was wrong?",  # a question
    "Okonjo's side defended the lead for an hour.",  # a weak judging verb: no verdict
    "Pryce hit the post twice.",  # "hit" judges only "out at"
    "Arteta wants to win the league.",  # an infinitive is no view
    "Manchester United want Marcus Rashford to stay at the club.",  # a wish for an act
    # a player's acts, not verdicts
    "Erling Haaland slammed the ball into the roof of the net.",
    "Bukayo Saka blasted his penalty over the bar.",
    "Kyle Walker defended Kylian Mbappé superbly all night.",
    "Declan Rice disputed the ball with Enzo Fernández in midfield.",
    "The 28-year-old scored twice.",  # an age with no cue
    "Postecoglou was asked whether VAR had helped.",  # an indirect question
    "Whitlock, asked whether she expected more complaints, smiled.",  # she was asked
    "Kane had an attack on goal in the first minute.",  # the game's own "attack"
    "Kane made a run that split the defence.",  # "make" with no "clear that"
    "Conte knew what the decision meant.",  # "know" asks only as "wanted to know"
    "71 per cent of the goals came from set pieces.",  # a share with no cue
    "Half of the squad said nothing.",  # "said nothing"
    # a judging noun the subject receives, or a swipe at the ball
    "Rashford drew fierce criticism for his celebration in front of the away end.",
    "The referee received praise for his handling of the game.",
    "Pickford took a wild swipe at the cross but missed it completely.",
    # a share of no supporters, or no share at all
    "Chelsea fans turned on the board. The majority of the players said they still backed "
    "Pochettino.",
    "The PFA surveyed its members. Of the 600 players who responded, 44 per cent said they had "
    "been abused online.",
    # a nickname is no mixed quote: "him" is no thing judged (the direct fragment stays)
    "His team-mates called him \u201cThe Beast\u201d.",
    "It is said that the referee was wrong.",  # no source
    "Klopp is not sure whether the striker will be fit.",  # a view adjective's question
    "Smith was convinced by the argument.",  # no clause: nothing said
    "Arsenal were drawn against Porto in the last 16.",  # the draw, no refusal
    "Celtic were not drawn into the same group as Rangers.",  # the cup draw, negated
    "Liverpool were not drawn on Monday evening, when the ties were made.",
    "Steve Brook was not sure who would start in goal on Saturday.",  # a wh-question
    "The winger was drawn on to the ball by the run.",  # no refusal
    "Conte is expected to say the decision was wrong.",  # not said yet
    "He will argue that the system works.",  # future
    "I think VAR has been a disaster this season.",  # the writer's own voice
    "Conte refused to shake hands with the referee.",  # nothing said
    "The replay suggested the ball had crossed the line.",  # no one speaks
    "The rules state that a player cannot handle the ball.",
    "He told a story that made everyone laugh.",
    "He said nothing because he was angry.",
    'Conte said: "It was never a penalty."',  # a direct quote stays direct
    '"VAR is killing the game," Neville said.',
]


@pytest.fixture(scope="module")
def base():
    from nlp.pipeline import load_base

    return load_base()


def _found(base, text: str):  # noqa: ANN001, ANN202
    from nlp.quotes import find_quotes
    from nlp.reported.detect import find_reported

    return find_reported(base(text), find_quotes(text))


@pytest.mark.slow
@pytest.mark.parametrize(("text", "source", "content", "frame"), POSITIVE)
def test_reported_speech_is_found_with_its_source_content_and_frame(
    base, text: str, source: str, content: str, frame: str | None
) -> None:
    found = _found(base, text)
    assert len(found) == 1, found
    r = found[0]
    assert text[r.source_start : r.source_end] == source
    assert content in text[r.start : r.end]
    assert r.frame == frame
    assert r.kind == "indirect"
    assert r.cue_start < r.cue_end and text[r.cue_start : r.cue_end].strip()


@pytest.mark.slow
@pytest.mark.parametrize("text", NEGATIVE)
def test_no_reported_speech_where_nothing_is_reported(base, text: str) -> None:
    assert _found(base, text) == []


@pytest.mark.slow
def test_a_content_with_a_scare_quoted_term_is_mixed(base) -> None:
    text = "Conte insisted the review had turned into a \u201cfarce\u201d after the third replay."
    (r,) = _found(base, text)
    assert r.kind == "mixed"
    assert "farce" in text[r.start : r.end]


def _quotes(pipeline, text: str, published: str = "2025-09-01") -> list[Quote]:  # noqa: ANN001
    from nlp.pipeline import extract_quotes

    return next(extract_quotes([Article(id="t", text=text, published=published)], pipeline))[1]


@pytest.mark.slow
def test_every_quote_has_a_kind_and_reported_speech_goes_through_the_sieve(
    reported_pipeline,
) -> None:
    text = (
        "Tottenham drew with Chelsea.\n\n"
        "Antonio Conte said the decision had done the club big damage. "
        '"It was never a penalty," he said.\n\n'
        "The Spurs boss insisted the officials had lost control of the game."
    )
    quotes = _quotes(reported_pipeline, text, published="2022-11-02")  # Conte's Spurs
    kinds = [(q.kind, q.rule) for q in quotes]
    assert kinds == [
        ("indirect", "reported.subject"),
        ("direct", "cue.verb"),
        ("indirect", "reported.subject"),
    ]
    for q in quotes:
        assert q.speaker == "Antonio Conte"
        assert q.role == "manager"
    first, _, last = quotes
    assert first.text == "the decision had done the club big damage"
    assert first.cue == "say" and first.speaker_mention == "Antonio Conte"
    assert text[first.source_start : first.source_end] == "Antonio Conte"
    assert text[first.cue_start : first.cue_end] == "said"
    assert last.speaker_mention == "The Spurs boss"
    # resolved as the same words before a direct quote are
    said = text.replace(
        "The Spurs boss insisted the officials had lost control of the game.",
        '"The officials lost control of the game," the Spurs boss insisted.',
    )
    twin = _quotes(reported_pipeline, said, published="2022-11-02")[-1]
    assert (twin.kind, twin.speaker, twin.role, twin.club, twin.resolver) == (
        "direct",
        last.speaker,
        last.role,
        last.club,
        last.resolver,
    )
    # the JSON of analyse --json
    record = first.to_dict()
    assert record["kind"] == "indirect" and record["source"] == "Antonio Conte"
    assert (record["cue_start"], record["cue_end"]) == (first.cue_start, first.cue_end)


@pytest.mark.slow
def test_direct_quotes_are_the_same_with_reported_speech_on_or_off(
    reported_pipeline, pipeline
) -> None:
    text = (
        "Mikel Arteta was furious after the draw. He said the decision was a disgrace. "
        '"It was a clear penalty," he said. "VAR should have seen it."\n\n'
        'Gary Neville, who believes the technology should be scrapped, said: "It is a mess."'
    )
    with_reported = _quotes(reported_pipeline, text)
    with reported_pipeline.select_pipes(disable=["varometer_reported"]):
        without = _quotes(reported_pipeline, text)
    direct = [q for q in with_reported if q.kind == "direct"]
    assert [q.to_dict() for q in direct] == [q.to_dict() for q in without]
    assert len(with_reported) > len(direct)
    # the default pipeline (reported speech off) has no component and finds the same
    assert "varometer_reported" not in pipeline.pipe_names
    assert _quotes(pipeline, text) == without


@pytest.mark.slow
def test_a_mixed_quote_holds_its_direct_fragment_which_stays_a_direct_quote(
    reported_pipeline,
) -> None:
    text = 'Mikel Arteta said the decision to disallow the goal was "a disgrace".'
    finder = reported_pipeline.get_pipe("varometer_reported")
    assert finder.absorb is True  # nlp.config.MIXED_ABSORBS_DIRECT
    mixed, direct = _quotes(reported_pipeline, text)
    assert mixed.kind == "mixed" and mixed.speaker == "Mikel Arteta"
    assert mixed.text == 'the decision to disallow the goal was "a disgrace"'
    assert (direct.kind, direct.text, direct.speaker) == ("direct", "a disgrace", "Mikel Arteta")
    finder.absorb = False
    try:
        (q,) = _quotes(reported_pipeline, text)
    finally:
        finder.absorb = True
    assert (q.kind, q.text) == ("direct", "a disgrace")


@pytest.mark.slow
def test_a_naming_verb_with_one_word_of_its_own_makes_a_mixed_quote(reported_pipeline) -> None:
    text = "Gareth Pryce was angry at full time. Pryce called it \u201csoft\u201d in the tunnel."
    mixed, direct = _quotes(reported_pipeline, text)
    assert (mixed.kind, mixed.text, mixed.speaker) == (
        "mixed",
        "it \u201csoft\u201d",
        "Gareth Pryce",
    )
    assert (direct.kind, direct.text) == ("direct", "soft")


@pytest.mark.slow
def test_a_surveys_shares_are_unnamed_supporters_each_with_its_own_report(
    reported_pipeline,
) -> None:
    text = (
        "Arsenal supporters were surveyed in May. Of the 2,000 members who responded, 71 per "
        "cent said the technology should be scrapped, 19 per cent wanted it kept but reformed, "
        "and just 10 per cent said it should stay as it is."
    )
    quotes = _quotes(reported_pipeline, text)
    assert [q.text for q in quotes] == [
        "the technology should be scrapped",
        "it kept but reformed",
        "it should stay as it is",
    ]
    assert {(q.speaker, q.role) for q in quotes} == {("unnamed fan", "fan")}
    # a share with no group in its sentence or the one before speaks for no one
    assert _quotes(reported_pipeline, "The vote was close. 71 per cent said no change.") == []


def test_the_reports_count_a_mixed_quote_and_not_its_fragment() -> None:
    import pandas as pd

    from nlp.reports.frame import direct_quotes, without_fragments

    frame = pd.DataFrame(
        {
            "article_id": ["a", "a", "a", "b"],
            "start": [10, 40, 100, 42],
            "end": [60, 52, 120, 50],
            "kind": ["mixed", "direct", "direct", "direct"],
        }
    )
    kept = without_fragments(frame)
    # the fragment at 40-52 inside a's mixed quote goes; b's quote at the same place stays
    assert list(zip(kept["article_id"], kept["start"], strict=True)) == [
        ("a", 10),
        ("a", 100),
        ("b", 42),
    ]
    assert len(direct_quotes(frame)) == 3  # --direct-only: every direct quote, as before


def test_the_stance_model_reads_reported_speech_marked_and_direct_quotes_as_before() -> None:
    from nlp.reported.stance import framed_stance, stance_text
    from nlp.stance.scoring import stance_inputs

    direct = Quote(text="VAR got it wrong.", start=0, end=17, context="Conte said:")
    reported = Quote(text="VAR was the problem", start=20, end=39, kind="indirect", frame="negated")
    hedged = Quote(text="VAR may have erred", start=40, end=58, kind="mixed", frame="hedged")
    inputs = stance_inputs([direct, reported, hedged])
    assert inputs[0].text == "VAR got it wrong." and inputs[0].context == "Conte said:"
    assert inputs[1].text == "[reported] [negated] VAR was the problem"
    assert inputs[2].text == "[reported] [hedged] VAR may have erred"
    assert stance_text(Quote(text="x y z", start=0, end=5, kind="indirect")) == "[reported] x y z"
    probs = {"negative": 0.7, "neutral": 0.2, "positive": 0.1}
    # a negated cue turns the stance round: "Klopp denied that VAR was the problem"
    assert framed_stance(reported, "negative", 0.7, probs) == ("positive", 0.7)
    # not a direct quote's, nor a hedged one's, nor one not about VAR
    assert framed_stance(direct, "negative", 0.7, probs) == ("negative", 0.7)
    assert framed_stance(hedged, "negative", 0.7, probs) == ("negative", 0.7)
    assert framed_stance(reported, None, None, probs) == (None, None)


def _v5_database(path: Path) -> None:
    """A database as varometer wrote it before reported speech: schema version 5."""
    from nlp.store import MIGRATIONS, _split_sql

    conn = sqlite3.connect(path)
    for number, script in enumerate(MIGRATIONS[:5]):
        for statement in _split_sql(script):
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version={number + 1}")
    conn.execute(
        "INSERT INTO articles (id, content_hash, text, ingested_at, analysis_version)"
        " VALUES ('a1', 'h1', 'Conte said: \"No.\"', '2025-01-01', '0.3.0')"
    )
    conn.execute(
        'INSERT INTO quotes (article_id, idx, text, start, "end", speaker, rule)'
        " VALUES ('a1', 0, 'No.', 13, 16, 'Antonio Conte', 'cue.verb')"
    )
    conn.commit()
    conn.close()


def test_the_migration_makes_every_stored_quote_direct_and_reported_speech_round_trips(
    tmp_path: Path,
) -> None:
    from nlp.store import SCHEMA_VERSION, Store

    db = tmp_path / "old.db"
    _v5_database(db)
    with Store(db) as store:
        assert store.schema_version == SCHEMA_VERSION == 6
        (old,) = store.quotes_for("a1")
        assert old.kind == "direct" and old.speaker == "Antonio Conte"
        assert old.cue_start is None and old.frame is None
        reported = Quote(
            text="VAR was the problem",
            start=20,
            end=39,
            speaker="Jurgen Klopp",
            role="manager",
            cue="deny",
            speaker_mention="Klopp",
            rule="reported.subject",
            resolver="surname",
            kind="indirect",
            cue_start=6,
            cue_end=12,
            source_start=0,
            source_end=5,
            frame="negated",
        )
        store.save_analysis("a1", [old, reported], "0.4.1")
        back = store.quotes_for("a1")
        assert back[1] == reported
        assert list(store.quotes_frame()["kind"]) == ["direct", "indirect"]
        out = store.export("jsonl", tmp_path / "all")
        rows = [json.loads(line) for line in (tmp_path / "all" / "quotes.jsonl").open()]
        assert [r["kind"] for r in rows] == ["direct", "indirect"]
        store.export("csv", tmp_path / "direct", direct_only=True)
        assert out
    import pandas as pd

    direct = pd.read_csv(tmp_path / "direct" / "quotes.csv")
    assert list(direct["kind"]) == ["direct"]


def test_a_version_5_database_migrates_with_nothing_lost_and_exports_as_before(
    tmp_path: Path,
) -> None:
    from nlp.store import Store

    db = tmp_path / "v5.db"
    _v5_database(db)
    conn = sqlite3.connect(db)
    conn.row_factory = sqlite3.Row
    before = {
        table: [dict(row) for row in conn.execute(f"SELECT * FROM {table} ORDER BY rowid")]
        for table in ("articles", "quotes", "speakers", "runs")
    }
    conn.close()
    with Store(db) as store:
        assert store.schema_version == 6
        after = {
            table: [dict(r) for r in store.conn.execute(f"SELECT * FROM {table} ORDER BY rowid")]
            for table in before
        }
        store.export("csv", tmp_path / "out")
    for table, rows in before.items():
        assert [{k: r[k] for k in row} for row, r in zip(rows, after[table], strict=True)] == rows
    (quote,) = after["quotes"]
    assert quote["kind"] == "direct" and quote["source"] is None and quote["frame"] is None
    header = (tmp_path / "out" / "quotes.csv").read_text(encoding="utf-8").splitlines()[0]
    assert "kind" not in header.split(",")  # no reported speech: the columns as before


@pytest.mark.slow
def test_reported_and_direct_only_on_analyse_and_the_reports(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cli import app
    from nlp.config import DIRECT_NO_STANCE_VERSION, REPORTED_NO_STANCE_VERSION
    from nlp.reports import load_frame
    from nlp.store import Store

    def kinds_of(output: str) -> list[str]:
        quotes = json.loads(output.splitlines()[0])["quotes"]
        return [q.get("kind", "direct") for q in quotes]  # a direct quote's JSON as before

    text = (
        "Tottenham drew with Chelsea.\n\n"
        "Antonio Conte insisted the VAR review had taken far too long. "
        '"It was never offside," he said.\n'
    )
    (tmp_path / "report.txt").write_text(text, encoding="utf-8")
    runner = CliRunner()
    plain = ["analyse", str(tmp_path), "--no-stance", "--json", "--no-store"]
    direct = runner.invoke(app, plain)
    assert direct.exit_code == 0, direct.output
    assert kinds_of(direct.stdout) == ["direct"]
    assert "kind" not in json.loads(direct.stdout.splitlines()[0])["quotes"][0]
    both = runner.invoke(app, [*plain, "--reported"])
    assert both.exit_code == 0, both.output
    assert kinds_of(both.stdout) == ["indirect", "direct"]
    # stored: a plain run records the direct analysis, which a --reported run redoes
    db = tmp_path / "v.db"
    args = ["analyse", str(tmp_path), "--no-stance", "--db", str(db)]
    assert runner.invoke(app, args).exit_code == 0
    with Store(db) as store:
        (row,) = store.conn.execute("SELECT analysis_version FROM articles").fetchall()
        assert row[0] == DIRECT_NO_STANCE_VERSION == "0.3.3+no-stance"
    assert runner.invoke(app, [*args, "--reported"]).exit_code == 0
    with Store(db) as store:
        (row,) = store.conn.execute("SELECT analysis_version FROM articles").fetchall()
        assert row[0] == REPORTED_NO_STANCE_VERSION
        (article,) = store.articles()
        assert [q.kind for q in store.quotes_for(article.id)] == ["indirect", "direct"]
    # a later plain run keeps the analysis with reported speech, and shows its direct quotes
    again = runner.invoke(app, [*args, "--json"])
    assert again.exit_code == 0, again.output
    assert kinds_of(again.stdout) == ["direct"]
    with Store(db) as store:
        (row,) = store.conn.execute("SELECT analysis_version FROM articles").fetchall()
        assert row[0] == REPORTED_NO_STANCE_VERSION
    frame, _ = load_frame(db)
    assert sorted(frame["kind"]) == ["direct", "indirect"]
    frame, _ = load_frame(db, direct_only=True)
    assert len(frame) == 1 and "kind" not in frame
    export = runner.invoke(
        app, ["export", "--db", str(db), "--out", str(tmp_path / "x"), "--direct-only"]
    )
    assert export.exit_code == 0, export.output
    # the digest marks reported speech and shows it without quote marks
    digest = runner.invoke(app, ["digest", "--db", str(db)])
    assert digest.exit_code == 0, digest.output
    assert "_reported:_ the VAR review had taken far too long" in digest.stdout
    assert "“It was never offside”" in digest.stdout
    digest = runner.invoke(app, ["digest", "--db", str(db), "--direct-only"])
    assert digest.exit_code == 0, digest.output
    assert "reported" not in digest.stdout and "“It was never offside”" in digest.stdout


@pytest.mark.slow
def test_the_seed_reports_paraphrased_reactions_are_found_with_their_speakers(
    reported_pipeline,
) -> None:
    from conftest import SEED

    from nlp.ingest import Skipped, read_inputs
    from nlp.pipeline import extract_quotes

    if not SEED.exists():
        pytest.skip("shared/seed is not beside this checkout")
    articles = [a for a in read_inputs([str(SEED)]) if not isinstance(a, Skipped)]
    quotes = next(extract_quotes(articles, reported_pipeline))[1]
    reported = {(q.speaker, q.cue, q.frame) for q in quotes if q.kind != "direct"}
    assert {
        ("Antonio Conte", "decline", "negated"),  # declined to comment about VAR
        ("Antonio Conte", "call", None),  # called for money, time and patience
        ("Chris Sutton", "feel", "hedged"),
        ("Dale Johnson", "explain", None),  # "As explained by ... Dale Johnson, ..."
    } <= reported
    assert all(q.speaker for q in quotes if q.kind != "direct")


@pytest.mark.slow
def test_reported_speech_is_off_by_default_and_one_argument_adds_the_component(
    pipeline, reported_pipeline
) -> None:
    from nlp import config

    assert config.REPORTED_SPEECH is False
    assert config.ANALYSIS_VERSION == config.DIRECT_ANALYSIS_VERSION == "0.3.3"
    assert config.REPORTED_ANALYSIS_VERSION != config.DIRECT_ANALYSIS_VERSION
    assert "varometer_reported" not in pipeline.pipe_names  # build_pipeline()
    assert reported_pipeline.pipe_names[-1] == "varometer_reported"


def test_a_direct_run_takes_either_analysis_as_done_and_a_reported_run_only_its_own() -> None:
    from nlp.config import (
        DIRECT_ANALYSIS_VERSION,
        DIRECT_NO_STANCE_VERSION,
        REPORTED_ANALYSIS_VERSION,
        REPORTED_NO_STANCE_VERSION,
    )
    from nlp.versions import done_versions, version_written

    quote = [Quote(text="VAR got it wrong", start=0, end=16)]
    assert version_written(False, True, quote) == DIRECT_ANALYSIS_VERSION == "0.3.3"
    assert version_written(False, False, quote) == DIRECT_NO_STANCE_VERSION
    assert version_written(False, False, []) == DIRECT_ANALYSIS_VERSION  # nothing to score
    assert version_written(True, True, quote) == REPORTED_ANALYSIS_VERSION
    assert version_written(True, False, quote) == REPORTED_NO_STANCE_VERSION
    # the same direct quotes: a direct run redoes neither; a reported run redoes a direct one
    assert set(done_versions(False, True)) == {DIRECT_ANALYSIS_VERSION, REPORTED_ANALYSIS_VERSION}
    assert done_versions(True, True) == (REPORTED_ANALYSIS_VERSION,)
    assert set(done_versions(True, False)) == {
        REPORTED_ANALYSIS_VERSION,
        REPORTED_NO_STANCE_VERSION,
    }


def test_an_article_stored_by_the_older_rules_is_analysed_again() -> None:
    from nlp.versions import done_versions

    # 0.3.0 named "Ten Hag said" no one; 0.3.1 names Erik ten Hag; 0.3.2 knows a retired
    # manager for a pundit; 0.3.3 gives "he" to a person brought in with a description: a
    # re-run redoes each
    for scored in (True, False):
        for old in ("0.3.0", "0.3.1", "0.3.2"):
            assert old not in done_versions(False, scored)
        for old in ("0.4.0", "0.4.1", "0.4.2", "0.4.3"):
            assert old not in done_versions(True, scored)


@pytest.mark.slow
def test_the_first_paragraph_of_an_article_with_its_own_title_is_no_headline(
    reported_pipeline,
) -> None:
    from nlp.pipeline import extract_quotes

    text = (
        "Mikel Arteta said the decision to rule out the goal was wrong.\n\n"
        "Arsenal drew 1-1 at home to Brentford on Saturday."
    )
    article = Article(id="t", text=text, published="2025-09-01", title="Arteta fumes at VAR")
    [(_, quotes)] = list(extract_quotes([article], reported_pipeline))
    # a one-line first paragraph was skipped as the text's headline
    assert [(q.kind, q.speaker) for q in quotes] == [("indirect", "Mikel Arteta")]
