"""Why a quote has its speaker (issue 44): ``varometer quotes --explain`` shows the sieve rule,
the words that named the speaker and how they were resolved; ``analyse --json`` gives the
rule and the store keeps rule and resolver."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli import app
from nlp.display import explanation
from nlp.models import Quote
from nlp.store import MIGRATIONS, SCHEMA_VERSION, Store, _split_sql

TEXT = (
    "Spurs lost 2-1 at Everton on Sunday.\n\n"
    "Antonio Conte was furious with the officials. "
    '"This decision creates a big problem for the game," he said.\n\n'
    '"We were robbed by VAR today," Tottenham defender Matt Doherty to BT Sport.\n'
)
ENV = {"COLUMNS": "240", "NO_COLOR": "1"}


@pytest.fixture()
def article(tmp_path: Path) -> Path:
    path = tmp_path / "spurs.txt"
    path.write_text(TEXT, encoding="utf-8")
    return path


def test_explanation_names_the_rule_the_mention_and_the_resolver() -> None:
    said = Quote("x", 0, 1, speaker="Antonio Conte", speaker_mention="he")
    said.rule, said.resolver = "cue.verb", "pronoun"
    assert explanation(said) == 'cue.verb: "he" -> pronoun'
    assert explanation(Quote("x", 0, 1, rule="none")) == "none"
    assert explanation(Quote("x", 0, 1)) == "-"  # stored before rules were recorded


@pytest.mark.slow
def test_quotes_explain_shows_each_quotes_rule_mention_and_resolver(article: Path) -> None:
    result = CliRunner().invoke(app, ["quotes", str(article), "--no-stance", "--explain"], env=ENV)
    assert result.exit_code == 0, result.output
    rows = [line for line in result.output.splitlines() if line.startswith("│")]
    conte = next(line for line in rows if "Antonio Conte" in line)
    assert 'cue.verb: "he" -> pronoun' in conte
    doherty = next(line for line in rows if "Matt Doherty" in line)
    assert 'verbless.tail: "Matt Doherty" -> name' in doherty
    # without the flag the table stays as it was
    plain = CliRunner().invoke(app, ["quotes", str(article), "--no-stance"], env=ENV)
    assert plain.exit_code == 0 and "cue.verb" not in plain.output and "why" not in plain.output


@pytest.mark.slow
def test_analyse_json_gives_the_rule_and_the_store_keeps_rule_and_resolver(
    article: Path, tmp_path: Path
) -> None:
    db = tmp_path / "v.db"
    result = CliRunner().invoke(
        app, ["analyse", str(article), "--db", str(db), "--no-stance", "--json"], env=ENV
    )
    assert result.exit_code == 0, result.output
    line = next(x for x in result.stdout.splitlines() if x.startswith("{"))
    rules = {q["speaker"]: q["rule"] for q in json.loads(line)["quotes"]}
    assert rules == {"Antonio Conte": "cue.verb", "Matt Doherty": "verbless.tail"}
    with Store(str(db)) as store:
        (article_id,) = [a.id for a in store.articles()]
        stored = {q.speaker: (q.rule, q.resolver) for q in store.quotes_for(article_id)}
    assert stored == {
        "Antonio Conte": ("cue.verb", "pronoun"),
        "Matt Doherty": ("verbless.tail", "name"),
    }


def test_a_database_from_schema_4_gains_nullable_rule_columns(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    conn = sqlite3.connect(db)
    for migration in MIGRATIONS[:4]:
        for statement in _split_sql(migration):
            conn.execute(statement)
    conn.execute("PRAGMA user_version=4")
    conn.execute(
        "INSERT INTO articles (id, content_hash, text, ingested_at) VALUES ('a', 'h', 'x', 'd')"
    )
    conn.execute(
        'INSERT INTO quotes (article_id, idx, text, start, "end") VALUES (?, 0, ?, 0, 1)',
        ("a", "q"),
    )
    conn.commit()
    conn.close()
    with Store(str(db)) as store:
        assert store.schema_version == SCHEMA_VERSION
        (quote,) = store.quotes_for("a")
    assert (quote.rule, quote.resolver) == (None, None)
