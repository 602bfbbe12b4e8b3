"""A new user's first hour (issue 47): progress with a total, `speakers --db`, quotes over
two paragraphs, a missing database as a usage mistake, honest help and typed Parquet dates.

Fast: tiny inputs ingested without the models, or the demo season stored from its gold
quotes (tests/conftest.py); one test runs spaCy and is marked slow.
"""

from __future__ import annotations

import io
import json
import re
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nlp.models import Article, Quote

REPORT = (
    "The manager Alan Smith spoke after match number {n} at the stadium on Saturday evening.\n\n"
    '"The referee made a terrible decision and VAR did not help us at all today," said Smith,'
    " who was angry about the penalty in the second half of the game.\n"
)


def _invoke(*args: str) -> tuple[int, str, str]:
    """Run the CLI in this process; return its exit code, stdout and stderr."""
    from cli import app

    result = CliRunner().invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def _reports(folder: Path, n: int, start: int = 1) -> Path:
    """Write ``n`` one-article text files into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(start, start + n):
        (folder / f"r{i}.txt").write_text(REPORT.format(n=i), encoding="utf-8")
    return folder


def _records(path: Path, numbers: range) -> Path:
    """Write a JSON Lines dump holding one article per number."""
    lines = [
        json.dumps({"id": f"urn:r:{i}", "title": f"Report {i}", "text": REPORT.format(n=i)})
        for i in numbers
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _progress_lines(stderr: str, verb: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith(f"{verb} ")]


# --- 1. progress: a total and the time left ---------------------------------------------


@pytest.fixture()
def every_two(monkeypatch: pytest.MonkeyPatch) -> None:
    """A plain progress line every 2 articles, and none for the time alone."""
    from nlp.cli import progress

    monkeypatch.setattr(progress, "PROGRESS_EVERY", 2)
    monkeypatch.setattr(progress, "PROGRESS_EVERY_S", 1e9)


LINE_RE = re.compile(
    r"^ingested (\d+)/5 articles \((\d+)%\), [\d.]+ articles/s, about \d+ (s|min) left$"
)


def test_ingest_without_a_terminal_prints_a_plain_line_every_n_articles(
    tmp_path: Path, every_two: None
) -> None:
    folder = _reports(tmp_path / "in", 5)
    code, out, err = _invoke("ingest", str(folder), "--db", str(tmp_path / "v.db"))
    assert code == 0, err
    lines = _progress_lines(err, "ingested")
    assert [LINE_RE.match(line).groups()[:2] for line in lines] == [("2", "40"), ("4", "80")], err
    assert out == ""  # never on stdout


def test_a_plain_line_also_comes_after_ten_seconds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nlp.cli import progress

    monkeypatch.setattr(progress, "PROGRESS_EVERY", 10**6)
    monkeypatch.setattr(progress, "PROGRESS_EVERY_S", 0.0)  # every article is past its time
    folder = _reports(tmp_path / "in", 3)
    code, _, err = _invoke("ingest", str(folder), "--db", str(tmp_path / "v.db"))
    assert code == 0, err
    lines = _progress_lines(err, "ingested")
    assert [line.split(" (")[0] for line in lines] == [
        "ingested 1/3 articles",
        "ingested 2/3 articles",
        "ingested 3/3 articles",
    ], err
    assert lines[-1] == lines[-1].split(", about")[0]  # nothing left, no time left


def test_quiet_prints_no_progress(tmp_path: Path, every_two: None) -> None:
    folder = _reports(tmp_path / "in", 5)
    code, _, err = _invoke("-q", "ingest", str(folder), "--db", str(tmp_path / "v.db"))
    assert code == 0 and _progress_lines(err, "ingested") == [], err


def test_dumps_are_counted_as_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from nlp.cli import progress

    monkeypatch.setattr(progress, "PROGRESS_EVERY", 1)
    one = _records(tmp_path / "in" / "a.jsonl", range(1, 3))
    _records(tmp_path / "in" / "b.jsonl", range(3, 5))
    code, _, err = _invoke("ingest", str(tmp_path / "in"), "--db", str(tmp_path / "v.db"))
    assert code == 0, err
    heads = [line.split(", ")[:2] for line in _progress_lines(err, "ingested")]
    assert heads == [
        ["ingested 0/2 files (0%)", "1 article"],
        ["ingested 0/2 files (0%)", "2 articles"],
        ["ingested 1/2 files (50%)", "3 articles"],
        ["ingested 1/2 files (50%)", "4 articles"],
    ], err
    # One dump alone: its records are not known before it is read; the line says what it counts.
    code, _, err = _invoke("ingest", str(one), "--db", str(tmp_path / "w.db"))
    assert [line.split(",")[0] for line in _progress_lines(err, "ingested")] == [
        "ingested 1 article",
        "ingested 2 articles",
    ], err


def test_inputs_are_counted_from_their_names(tmp_path: Path) -> None:
    from nlp.run_size import InputCount, count_inputs

    folder = _reports(tmp_path / "in", 3)
    (folder / "notes.docx").write_bytes(b"PK")  # not an input: not counted
    missing = str(tmp_path / "nope.txt")  # one skip line
    again = str(folder / "r1.txt")  # read once
    assert count_inputs([str(folder), missing, again]) == InputCount(4)
    dump = _records(folder / "d.jsonl", range(1, 3))
    assert count_inputs([str(folder)]) == InputCount(
        4, "files", frozenset(str(folder / n) for n in ("d.jsonl", "r1.txt", "r2.txt", "r3.txt"))
    )
    assert count_inputs([str(dump)]) == InputCount(None)
    assert count_inputs(["-"]) == InputCount(None)


def test_a_terminal_gets_a_bar_with_the_total(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rich.console import Console

    from nlp.cli import console, progress

    drawn = io.StringIO()
    monkeypatch.setattr(console, "err", Console(file=drawn, force_terminal=True, width=200))
    monkeypatch.setattr(progress, "_is_terminal", lambda stream: True)
    folder = _reports(tmp_path / "in", 3)
    code, _, _ = _invoke("ingest", str(folder), "--db", str(tmp_path / "v.db"))
    assert code == 0
    shown = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", drawn.getvalue())
    assert re.search(r"ingesting .*3/3 articles +100%.* left", shown), shown
    assert "ingested " not in shown  # no plain lines besides the bar


@pytest.mark.slow
def test_analyse_pending_counts_the_stored_articles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nlp.cli import progress

    db = str(tmp_path / "v.db")
    assert _invoke("ingest", str(_reports(tmp_path / "in", 3)), "--db", db)[0] == 0
    monkeypatch.setattr(progress, "PROGRESS_EVERY", 1)
    code, out, err = _invoke("analyse", "--db", db, "--no-stance", "--json")
    assert code == 0, err
    lines = _progress_lines(err, "analysed")
    assert [line.split(" (")[0] for line in lines] == [
        "analysed 1/3 articles",
        "analysed 2/3 articles",
        "analysed 3/3 articles",
    ], err
    assert "about" in lines[1] and "articles/s" in lines[1]
    # stdout holds the JSON lines and nothing else
    assert [json.loads(line)["article_id"] for line in out.splitlines()] != []
    assert len(out.splitlines()) == 3


# --- 2. speakers --db -------------------------------------------------------------------


def test_speakers_reads_a_database(gold_db: Path) -> None:
    from nlp.aggregate import speaker_json, speaker_stances
    from nlp.store import Store

    code, out, err = _invoke("speakers", "--db", str(gold_db), "--json")
    assert code == 0, err
    got = [json.loads(line) for line in out.splitlines()]
    with Store(gold_db) as store:
        articles = list(store.articles())
        want = [
            [speaker_json(a, 2) for a in speaker_stances(store.quotes_for(article.id))]
            for article in articles
        ]
    assert [g["article_id"] for g in got] == [a.id for a in articles]
    assert [g["speakers"] for g in got] == want
    assert set(got[0]) == {"article_id", "title", "published", "source", "path", "speakers"}
    code, out, _ = _invoke("speakers", "--db", str(gold_db))
    assert code == 0 and "Graham Stroud" in out and "quotes (VAR / all)" in out


def test_speakers_db_leaves_out_what_is_not_analysed(tmp_path: Path) -> None:
    from nlp.store import Store

    db = tmp_path / "v.db"
    with Store(db) as store:
        store.add_article(Article(id="a1", text=REPORT.format(n=1)), None)
        quote = Quote("It was a penalty.", 0, 17, speaker="Ann Lowe", about_var=True)
        quote.stance, quote.stance_score = "negative", 0.8
        store.add_article(Article(id="a2", text=REPORT.format(n=2)), [quote], "v")
    code, out, err = _invoke("speakers", "--db", str(db), "--json")
    assert code == 0, err
    assert [json.loads(line)["article_id"] for line in out.splitlines()] == ["a2"]
    assert "1 stored articles are not analysed yet" in err


def test_speakers_takes_files_or_a_database_not_both(gold_db: Path, tmp_path: Path) -> None:
    report = _reports(tmp_path / "in", 1) / "r1.txt"
    code, _, err = _invoke("speakers", str(report), "--db", str(gold_db))
    assert code == 2 and "not both" in err


# --- 3. a quote over two paragraphs -----------------------------------------------------


def test_a_quote_over_two_paragraphs_reads_as_one(gold_db: Path) -> None:
    from nlp import reports as R
    from nlp.store import Store

    assert R.display_quote('a penalty.\n\n"We were told,') == "a penalty. We were told"
    assert R.display_quote("said.\n\n“‘Trust it,’ I say") == "said. ‘Trust it,’ I say"
    for fmt in ("md", "html"):
        code, out, err = _invoke("digest", "--db", str(gold_db), "-f", fmt)
        assert code == 0, err
        assert "by the spring. I will not pretend it is cheap" in out
        assert 'spring.  "I will' not in out and "spring. &#34;I will" not in out
        assert "spring. &quot;I will" not in out
    with Store(gold_db) as store:  # the stored quote stays as written
        texts = [q.text for a in store.articles() for q in store.quotes_for(a.id)]
    assert any('by the spring.\n\n"I will not pretend' in t for t in texts)


# --- 4. a missing database is a usage mistake -------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("digest",),
        ("season",),
        ("reactions",),
        ("export", "--out", "OUT"),
        ("report", "--out", "OUT"),
        ("speakers",),
        ("analyse",),
    ],
)
def test_a_missing_database_exits_2_with_one_line(tmp_path: Path, args: tuple[str, ...]) -> None:
    missing = tmp_path / "typo.db"
    args = tuple(str(tmp_path / "o") if a == "OUT" else a for a in args)
    code, out, err = _invoke(*args, "--db", str(missing))
    assert code == 2, (code, err)
    assert err.splitlines() == [
        f"error: no database at {missing}; run `varometer analyse PATH --db {missing}` first"
    ]
    assert out == "" and not missing.exists()


def test_a_folder_or_an_empty_file_is_no_database(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.touch()
    code, _, err = _invoke("digest", "--db", str(empty))
    assert code == 2 and "is an empty file, not a varometer database yet" in err
    code, _, err = _invoke("season", "--db", str(tmp_path))
    assert code == 2 and err.splitlines() == [
        f"error: {tmp_path} is a folder, not a varometer database file"
    ]


# --- 5 and 7. help that does not mislead ------------------------------------------------


def _helps() -> dict[str, str]:
    """Every command's --help, and the app's own."""
    import typer

    from cli import app

    names = sorted(typer.main.get_command(app).commands)  # type: ignore[attr-defined]
    helps = {"": _invoke("--help")[1]}
    for name in names:
        code, out, _ = _invoke(name, "--help")
        assert code == 0, name
        helps[name] = out
    return helps


def test_help_names_no_path_outside_the_repository() -> None:
    helps = _helps()
    assert {"quotes", "speakers", "train-stance"} <= set(helps)
    for name, text in helps.items():
        assert "../" not in text and "shared/" not in text, (name, text)


def test_text_column_shows_no_default_it_does_not_have() -> None:
    helps = _helps()
    for name in ("ingest", "analyse", "quotes", "speakers"):
        flat = " ".join(helps[name].split())
        assert "--text-column" in flat, name
        assert "default: text]" not in flat, name
        assert "the first of text, body, content" in flat


def test_without_text_column_a_body_column_is_read(tmp_path: Path) -> None:
    import csv

    dump = tmp_path / "dump.csv"
    with dump.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(
            [["id", "title", "body"], ["urn:x:1", "A report", REPORT.format(n=1)]]
        )
    db = tmp_path / "v.db"
    code, _, err = _invoke("ingest", str(dump), "--db", str(db))
    assert code == 0, err
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT COUNT(*) FROM articles").fetchone()[0] == 1
    con.close()


# --- 6. Parquet dates -------------------------------------------------------------------


def test_parquet_published_is_a_utc_timestamp(tmp_path: Path) -> None:
    import pandas as pd
    import pyarrow as pa
    import pyarrow.parquet as pq

    from nlp.store import Store

    dates = {
        "a1": "2025-08-25",
        "a2": "2025-08-25T14:30:00+02:00",
        "a3": "2025-08-26T09:00:00",
        "a4": None,
        "a5": "the day after the derby",
    }
    with Store(tmp_path / "v.db") as store:
        for n, (key, day) in enumerate(dates.items()):
            article = Article(id=key, text=REPORT.format(n=n), published=day, meta={"k": n})
            store.add_article(article, [Quote("It was a penalty.", 0, 17, speaker="A B")], "v")
        store.export("parquet", tmp_path / "pq")
        store.export("csv", tmp_path / "csv")
    utc = pa.timestamp("us", tz="UTC")
    for name, meta in (("articles", "meta"), ("quotes", "article_meta")):
        table = pq.read_table(tmp_path / "pq" / f"{name}.parquet")
        assert table.schema.field("published").type == utc, name
        frame = table.to_pandas().set_index("id" if name == "articles" else "article_id")
        got = frame["published"]
        assert got["a1"] == pd.Timestamp("2025-08-25T00:00:00Z")
        assert got["a2"] == pd.Timestamp("2025-08-25T12:30:00Z")
        assert got["a3"] == pd.Timestamp("2025-08-26T09:00:00Z")
        assert pd.isna(got["a4"]) and pd.isna(got["a5"])
        metas = frame[meta]
        assert json.loads(metas["a5"]) == {"k": 4, "published_raw": "the day after the derby"}
        assert json.loads(metas["a1"]) == {"k": 0}
    csv = pd.read_csv(tmp_path / "csv" / "articles.csv")  # CSV keeps the stored text
    assert csv.set_index("id")["published"]["a2"] == "2025-08-25T14:30:00+02:00"


def test_one_long_article_gets_the_workers_of_many_short_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A long file is analysed in segments the workers share (nlp.segments): one 1 MB report
    # is weighed as the run of short reports it is as long as.
    import nlp.parallel
    from nlp.run_size import count_inputs, run_workers

    monkeypatch.setattr(nlp.parallel, "default_workers", lambda: 2)
    long = tmp_path / "live-blog.txt"
    long.write_text("word " * 200_000, encoding="utf-8")
    short = _reports(tmp_path / "in", 1) / "r1.txt"
    assert count_inputs([str(long)]).size == long.stat().st_size
    assert run_workers(None, count_inputs([str(long)])) == 2
    assert run_workers(None, count_inputs([str(short)])) == 1
    assert run_workers(3, count_inputs([str(short)])) == 3
