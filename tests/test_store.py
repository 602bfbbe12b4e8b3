"""The store: schema, idempotent writes, one transaction per article, resume after a kill."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pandas as pd
import pytest

from nlp.models import Article, Quote
from nlp.store import SCHEMA_VERSION, Store, StoreError

ROOT = Path(__file__).resolve().parents[1]


def article(i: int, text: str | None = None) -> Article:
    return Article(id=f"a{i}", text=text or f"Paragraph {i} about the match.\n\nAnother {i}.")


def test_schema_version_and_wal(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        assert store.schema_version == SCHEMA_VERSION
        mode = store.conn.execute("PRAGMA journal_mode").fetchone()[0]
        assert mode == "wal"
        assert set(store.counts()) == {"articles", "quotes", "speakers", "runs", "skipped"}


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "v.db"
    Store(db).close()
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version={SCHEMA_VERSION + 5}")
    conn.close()
    with pytest.raises(StoreError, match="Upgrade varometer"):
        Store(db)


def test_not_a_database(tmp_path: Path) -> None:
    bad = tmp_path / "junk.db"
    bad.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError, match="not a varometer database"):
        Store(bad)


def test_reingest_adds_nothing(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        assert store.add_article(article(1))
        assert not store.add_article(article(1))
        # the same text under another id is the same article
        same_text = Article(id="other", text=article(1).text)
        assert not store.add_article(same_text)
        assert store.counts()["articles"] == 1


def test_article_and_quotes_in_one_transaction(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        bad_quote = Quote(text="x", start=0, end=1, speaker="Ann Example", role="manager")
        bad_quote.start = None  # type: ignore[assignment]  # violates NOT NULL mid-write
        with pytest.raises(sqlite3.IntegrityError):
            store.add_article(
                article(2), [Quote("ok", 0, 2, speaker="Ann Example"), bad_quote], "v1"
            )
        assert store.counts()["articles"] == 0
        assert store.counts()["quotes"] == 0
        assert store.counts()["speakers"] == 0


def test_speakers_are_shared_across_articles(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        store.add_article(
            article(1), [Quote("a", 0, 1, speaker="Marco Bellandi", role="manager")], "v"
        )
        store.add_article(
            article(2), [Quote("b", 0, 1, speaker="marco  bellandi", role="manager")], "v"
        )
        assert store.counts()["speakers"] == 1
        assert store.counts()["quotes"] == 2


@pytest.mark.parametrize("fmt", ["csv", "parquet", "jsonl"])
def test_export(tmp_path: Path, fmt: str) -> None:
    with Store(tmp_path / "v.db") as store:
        store.add_article(
            article(1),
            [
                Quote(
                    "Paragraph",
                    0,
                    9,
                    speaker="Ann Example",
                    about_var=True,
                    stance="negative",
                    stance_score=0.9,
                )
            ],
            "v",
        )
        files = store.export(fmt, tmp_path / "out")
    assert [f.name for f in files] == [f"articles.{fmt}", f"quotes.{fmt}"]
    reader = {
        "csv": pd.read_csv,
        "parquet": pd.read_parquet,
        "jsonl": lambda p: pd.read_json(p, lines=True),
    }[fmt]
    quotes = reader(files[1])
    assert list(quotes["speaker"]) == ["Ann Example"]
    assert list(quotes["stance"]) == ["negative"]


@pytest.mark.parametrize("fmt", ["csv", "jsonl"])
def test_an_export_read_back_adds_no_article_per_quote(tmp_path: Path, fmt: str) -> None:
    from nlp.analyse import ingest

    with Store(tmp_path / "v.db") as store:
        store.add_article(article(1), [Quote("Paragraph", 0, 9, speaker="Ann Example")], "v")
        store.export(fmt, tmp_path / "in" / "export")
        # The export folder sits inside the folder the next run reads.
        stats = ingest(store, [str(tmp_path / "in")])
        assert (stats.added, stats.duplicates) == (0, 1)  # articles.FORMAT: the same article
        assert [s.split(": ", 1)[1] for s in stats.skipped] == [
            "a varometer quotes export (quotes, not articles)"
        ]
        assert store.counts()["articles"] == 1


def test_parquet_exports_have_one_schema_with_or_without_stances(tmp_path: Path) -> None:
    import pyarrow.parquet as pq

    schemas = []
    for i, stance in enumerate(("negative", None)):
        with Store(tmp_path / f"v{i}.db") as store:
            quote = Quote("Paragraph", 0, 9, speaker="Ann Example", stance=stance)
            if stance:
                quote.about_var, quote.stance_score = True, 0.9
            store.add_article(article(i), [quote], "v")
            store.export("parquet", tmp_path / f"out{i}")
        schemas.append(pq.read_schema(tmp_path / f"out{i}" / "quotes.parquet").remove_metadata())
    assert schemas[0] == schemas[1]
    assert str(schemas[1].field("stance").type) in ("string", "large_string")
    assert str(schemas[1].field("about_var").type) == "bool"


def test_jsonl_export_keeps_scores_and_urls_as_stored(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        page = Article(id="a1", text=article(1).text, url="https://x.example/var/a?b=1")
        quote = Quote(
            "Paragraph", 0, 9, about_var=True, stance="negative", stance_score=0.123456789012345678
        )
        store.add_article(page, [quote], "v")
        store.export("jsonl", tmp_path / "out")
        with pytest.raises(ValueError, match="is a file; give a folder"):
            store.export("csv", tmp_path / "out" / "quotes.jsonl")
    line = (tmp_path / "out" / "quotes.jsonl").read_text(encoding="utf-8").splitlines()[0]
    row = json.loads(line)
    assert row["stance_score"] == 0.123456789012345678 and row["about_var"] is True
    assert '"url": "https://x.example/var/a?b=1"' in line and row["club"] is None


def test_export_rejects_unknown_format(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store, pytest.raises(ValueError, match="csv, parquet, jsonl"):
        store.export("xlsx", tmp_path)


def test_the_readme_documents_every_export_column(tmp_path: Path) -> None:
    import re

    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme.split("## `export` columns", 1)[1].split("\n## ", 1)[0]
    documented: dict[str, set[str]] = {"articles": set(), "quotes": set()}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 3 and cells[0] in documented:
            documented[cells[0]].update(re.findall(r"`([a-z_]+)`", cells[1]))
    with Store(tmp_path / "v.db") as store:
        assert documented == {
            "articles": set(store.articles_frame().columns),
            # ``kind`` only when the database holds reported speech (README says so)
            "quotes": set(store.quotes_frame().columns) | {"kind"},
        }


KILLER = textwrap.dedent(
    """
    import os, signal, sys
    from nlp.analyse import ingest
    from nlp.store import Store
    import nlp.store as store_mod

    limit = int(sys.argv[3])
    original = store_mod.Store.add_article
    count = {"n": 0}

    def add_then_maybe_die(self, *args, **kwargs):
        result = original(self, *args, **kwargs)
        count["n"] += 1
        if count["n"] == limit:
            os.kill(os.getpid(), signal.SIGKILL)  # between two articles, after a commit
        return result

    store_mod.Store.add_article = add_then_maybe_die
    with Store(sys.argv[1]) as s:
        ingest(s, [sys.argv[2]])
    """
)


def test_resume_after_kill(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for i in range(12):
        (corpus / f"{i:02d}.txt").write_text(
            f"Report number {i}. The manager said the team played well and the fans were happy "
            f"with the result in game {i}.\n"
        )
    db = tmp_path / "v.db"
    script = tmp_path / "killer.py"
    script.write_text(KILLER)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    first = subprocess.run([sys.executable, str(script), str(db), str(corpus), "5"], env=env)
    assert first.returncode == -signal.SIGKILL
    with Store(db) as store:
        assert store.counts()["articles"] == 5
    second = subprocess.run([sys.executable, str(script), str(db), str(corpus), "999"], env=env)
    assert second.returncode == 0
    with Store(db) as store:
        assert store.counts()["articles"] == 12
        runs = store.conn.execute("SELECT status, stats FROM runs ORDER BY id").fetchall()
    # The killed run never finished; the next run saw its process gone.
    assert runs[0]["status"] == "interrupted"
    assert json.loads(runs[-1]["stats"])["added"] == 7
    assert json.loads(runs[-1]["stats"])["duplicates"] == 5


# --- a new version of a stored article ---------------------------------------------------

REPORT_V1 = (
    "Harbourside beat Ravensmoor 2-1 on Saturday after a long VAR check.\n\n"
    '"The VAR took four minutes and still got it wrong," said the Ravensmoor manager, '
    "Ada Lowe.\n"
)
# The outlet corrected the quote and added a paragraph.
REPORT_V2 = REPORT_V1.replace("four minutes", "five minutes") + (
    '\n"We move on," said the Harbourside captain, Tom Reece.\n'
)


def _records(tmp_path: Path, name: str, *texts: str) -> str:
    path = tmp_path / name
    path.write_text("".join(json.dumps({"id": "r1", "text": t}) + "\n" for t in texts))
    return str(path)


def test_store_replaces_an_edited_article(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        assert store.add_article(
            Article(id="r1", text=REPORT_V1), [Quote(text="x", start=0, end=1)], "v"
        )
        edited = Article(id="r1", text=REPORT_V2)
        assert store.is_edited(edited)
        assert not store.is_edited(Article(id="r1", text=REPORT_V1))
        # The new text stored under another id is that article, not an edit of this one.
        store.add_article(Article(id="r2", text=REPORT_V2.upper()))
        assert not store.is_edited(Article(id="r1", text=REPORT_V2.upper()))
        store.replace_article(edited)
        assert store.get_article("r1").text == REPORT_V2
        assert store.quotes_for("r1") == []
        assert [a.id for a in store.pending("v")] == ["r1", "r2"]
        assert store.counts()["articles"] == 2


def test_ingest_replaces_an_edited_article_and_leaves_it_to_analyse(tmp_path: Path) -> None:
    from nlp.analyse import ingest

    with Store(tmp_path / "v.db") as store:
        assert ingest(store, [_records(tmp_path, "a.jsonl", REPORT_V1)]).added == 1
        again = ingest(store, [_records(tmp_path, "b.jsonl", REPORT_V1)])
        assert (again.added, again.duplicates, again.updated) == (0, 1, 0)
        edited = ingest(store, [_records(tmp_path, "c.jsonl", REPORT_V2)])
        assert (edited.added, edited.duplicates, edited.updated) == (0, 0, 1)
        assert store.get_article("r1").text.startswith(REPORT_V2.split("\n")[0])
        assert "five minutes" in store.get_article("r1").text
        assert store.counts()["articles"] == 1


@pytest.mark.slow
def test_analyse_replaces_an_edited_article_with_its_new_quotes(tmp_path: Path) -> None:
    from nlp.analyse import AnalyseOptions, analyse

    options = AnalyseOptions(stance=False)
    with Store(tmp_path / "v.db") as store:
        analyse(store, [_records(tmp_path, "a.jsonl", REPORT_V1)], options)
        assert [q.text for q in store.quotes_for("r1")] == [
            "The VAR took four minutes and still got it wrong,"
        ]
        stats = analyse(store, [_records(tmp_path, "b.jsonl", REPORT_V2)], options)
        assert (stats.updated, stats.analysed, stats.duplicates) == (1, 1, 0)
        quotes = store.quotes_for("r1")
        text = store.get_article("r1").text
        # Both versions fed again, in either order: both were seen, nothing changes.
        for batch in ((REPORT_V1, REPORT_V2), (REPORT_V2, REPORT_V1)):
            stats = analyse(store, [_records(tmp_path, "c.jsonl", *batch)], options)
            assert (stats.updated, stats.duplicates) == (0, 2)
            assert store.get_article("r1").text == text and store.quotes_for("r1") == quotes
        # Two new versions in one batch: the last one wins, and its quotes match its text.
        v3, v4 = REPORT_V2.replace("five", "six"), REPORT_V2.replace("five", "seven")
        stats = analyse(store, [_records(tmp_path, "d.jsonl", v3, v4)], options)
        assert stats.updated == 2
        last = store.get_article("r1")
        assert "seven minutes" in last.text
        assert all(last.text[q.start : q.end] == q.text for q in store.quotes_for("r1"))
        assert store.counts()["articles"] == 1
    assert [q.text for q in quotes] == [
        "The VAR took five minutes and still got it wrong,",
        "We move on,",
    ]
    assert all(text[q.start : q.end] == q.text for q in quotes)


@pytest.mark.slow
def test_an_edit_to_a_text_stored_under_another_id_is_a_duplicate(tmp_path: Path) -> None:
    from nlp.analyse import AnalyseOptions, analyse

    options = AnalyseOptions(stance=False)
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps({"id": "r2", "text": REPORT_V2}) + "\n")
    with Store(tmp_path / "v.db") as store:
        analyse(store, [str(other)], options)
        # r1's second version is r2's text: r1 keeps its own text and quotes, and no quote
        # is stored against the wrong text.
        stats = analyse(store, [_records(tmp_path, "a.jsonl", REPORT_V1, REPORT_V2)], options)
        assert stats.duplicates == 1
        r1 = store.get_article("r1")
        assert r1.text.startswith("Harbourside") and "four minutes" in r1.text
        assert [q.text for q in store.quotes_for("r1")] == [
            "The VAR took four minutes and still got it wrong,"
        ]
        # Two ids, one text, in one batch: the copy is a duplicate, not a crash.
        twins = tmp_path / "twins.jsonl"
        twins.write_text(
            "".join(json.dumps({"id": i, "text": REPORT_V1.upper()}) + "\n" for i in ("t1", "t2"))
        )
        stats = analyse(store, [str(twins)], options)
        assert (stats.analysed, stats.duplicates) == (1, 1)
        assert store.counts()["articles"] == 3


def _outlet_csv(tmp_path: Path, name: str, outlet: str, text: str) -> str:
    path = tmp_path / name
    pd.DataFrame([{"id": "1", "source": outlet, "text": text}]).to_csv(path, index=False)
    return str(path)


def test_two_outlets_numbering_from_1_keep_both_articles(tmp_path: Path) -> None:
    from nlp.analyse import ingest

    with Store(tmp_path / "v.db") as store:
        ingest(store, [_outlet_csv(tmp_path, "a.csv", "Outlet A", REPORT_V1)])
        other = _outlet_csv(tmp_path, "b.csv", "Outlet B", REPORT_V2.replace("five", "six"))
        stats = ingest(store, [other])
        assert (stats.added, stats.updated) == (1, 0)
        assert store.get_article("1").source == "Outlet A"
        assert "four minutes" in store.get_article("1").text
        assert "six minutes" in store.get_article("1@Outlet B").text
        # Fed again, and Outlet A's own correction, land where they belong.
        assert ingest(store, [other]).duplicates == 1
        fixed = ingest(store, [_outlet_csv(tmp_path, "c.csv", "Outlet A", REPORT_V2)])
        assert fixed.updated == 1 and "five minutes" in store.get_article("1").text
        assert store.counts()["articles"] == 2
        # Outlet B's own correction, its name spelt another way, is an edit of its article.
        seven = REPORT_V2.replace("five", "seven")
        edit = ingest(store, [_outlet_csv(tmp_path, "d.csv", " outlet  b", seven)])
        assert (edit.added, edit.updated) == (0, 1)
        assert "seven minutes" in store.get_article("1@Outlet B").text
        assert store.counts()["articles"] == 2
        # Ids differing only in case are two ids; only the outlet's spelling may vary.
        for article_id, outlet, text in (("x1", "A", REPORT_V1), ("X1", "A", REPORT_V2)):
            store.add_article(Article(id=article_id, text=text, source=outlet))
        twin, _ = store.admit(Article(id="X1", text=REPORT_V2.upper(), source="C"))
        store.add_article(twin)
        other, _ = store.admit(Article(id="x1", text=REPORT_V1.upper(), source="c"))
        assert (twin.id, other.id) == ("X1@C", "x1@c")
        # An id that is a URL names one article whoever sends it: that is an edit.
        url = "https://example.org/report"
        store.add_article(Article(id=url, text=REPORT_V1, source="Feed"))
        assert store.admit(Article(id=url, text=REPORT_V2, source="Feed - Headlines")) == (
            Article(id=url, text=REPORT_V2, source="Feed - Headlines"),
            None,
        )


def test_an_outlet_on_one_side_only_keeps_both_articles(tmp_path: Path) -> None:
    # A dump without a source column and a feed that names its outlet both number from 1:
    # taking one for an edit of the other would replace its text for good.
    with Store(tmp_path / "v.db") as store:
        store.add_article(Article(id="1", text=REPORT_V1))
        named, reason = store.admit(Article(id="1", text=REPORT_V2, source="Outlet B"))
        assert (named.id, reason) == ("1@Outlet B", None)
        assert not store.is_edited(Article(id="1", text=REPORT_V2, source="Outlet B"))
        store.add_article(named)
        assert "four minutes" in store.get_article("1").text
        # The other way round: the stored article names its outlet, the new one none.
        assert store.add_article(Article(id="7", text=REPORT_V1.upper(), source="Outlet A"))
        bare, _ = store.admit(Article(id="7", text=REPORT_V2.upper()))
        assert bare.id == "7@no outlet"
        assert store.add_article(bare)
        assert store.get_article("7").source == "Outlet A"
        # Fed again without an outlet, an edit goes to that article, not to Outlet A's.
        seven = REPORT_V2.replace("five", "seven")
        again, _ = store.admit(Article(id="7", text=seven.upper()))
        assert again.id == "7@no outlet" and store.is_edited(again)
        # Without an outlet on either side the same id is still the same article.
        assert store.add_article(Article(id="9", text=REPORT_V1.lower()))
        plain = Article(id="9", text=REPORT_V2.lower())
        assert store.admit(plain) == (plain, None) and store.is_edited(plain)


@pytest.mark.slow
def test_analyse_keeps_two_outlets_articles_with_one_id_in_one_batch(tmp_path: Path) -> None:
    from nlp.analyse import AnalyseOptions, analyse

    rows = [
        {"id": "1", "source": "Outlet A", "text": REPORT_V1},
        {"id": "1", "source": "Outlet B", "text": REPORT_V2},
    ]
    path = tmp_path / "both.csv"
    pd.DataFrame(rows).to_csv(path, index=False)
    with Store(tmp_path / "v.db") as store:
        stats = analyse(store, [str(path)], AnalyseOptions(stance=False))
        assert (stats.analysed, stats.updated, stats.duplicates) == (2, 0, 0)
        for article_id, minutes in (("1", "four"), ("1@Outlet B", "five")):
            article = store.get_article(article_id)
            assert f"{minutes} minutes" in article.text
            assert all(
                article.text[q.start : q.end] == q.text for q in store.quotes_for(article_id)
            )
        assert len(store.quotes_for("1@Outlet B")) == 2


def test_a_summary_never_replaces_the_stored_full_text(tmp_path: Path) -> None:
    from nlp.analyse import ingest

    summary = "Harbourside lost 1-0 after a long VAR check."
    with Store(tmp_path / "v.db") as store:
        assert ingest(store, [_records(tmp_path, "full.jsonl", REPORT_V1)]).added == 1
        stats = ingest(store, [_records(tmp_path, "short.jsonl", summary)])
        assert stats.updated == 0 and len(stats.skipped) == 1
        assert "a shorter version of stored article r1 (" in stats.skipped[0]
        assert "the stored text is kept" in stats.skipped[0]
        assert store.get_article("r1").text == REPORT_V1.strip()
        assert not store.is_edited(Article(id="r1", text=summary))
        # Told once: the next run treats the summary as a version already seen.
        again = ingest(store, [_records(tmp_path, "short.jsonl", summary)])
        assert (again.duplicates, again.skipped) == (1, [])
        # The full text replacing a summary is a normal edit.
        store.add_article(Article(id="s1", text=summary))
        assert store.is_edited(Article(id="s1", text=REPORT_V1.replace("Harbourside", "Dock")))


def test_a_read_only_database_is_named_as_such(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    Store(tmp_path / "v.db").close()

    def read_only(self: Store) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    # Root ignores file modes, so the failure SQLite reports is simulated.
    monkeypatch.setattr(Store, "_migrate", read_only)
    with pytest.raises(StoreError) as caught:
        Store(tmp_path / "v.db")
    message = str(caught.value)
    assert message.startswith(f"cannot use database {tmp_path / 'v.db'}: attempt to write")
    assert "v.db-wal beside it" in message and "not a varometer database" not in message
    # A file that is not SQLite at all still says so.
    monkeypatch.undo()
    (tmp_path / "notes.db").write_text("not a database, just notes " * 200)
    with pytest.raises(StoreError, match="is not a varometer database"):
        Store(tmp_path / "notes.db")


def test_another_programs_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    db = tmp_path / "theirs.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(StoreError, match=r"not a varometer database \(it holds other tables: t\)"):
        Store(db)
    assert db.read_bytes() == before  # no table of ours was added


def test_a_run_records_its_inputs_as_absolute_paths(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    from nlp.analyse import ingest

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "r.txt").write_text(REPORT_V1, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with Store(tmp_path / "v.db") as store:
        ingest(store, ["in"])
        from nlp.analyse import AnalyseOptions, analyse

        analyse(store, ["in"], AnalyseOptions(stance=False))
        (args,) = store.conn.execute("SELECT args FROM runs WHERE command = 'analyse'").fetchone()
    # Reports resolve the recorded inputs to find registers; relative ones depended on
    # the folder the report ran in.
    assert json.loads(args)["inputs"] == [str(tmp_path / "in")]


@pytest.mark.slow
def test_analyse_json_prints_articles_already_stored(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cli import app

    report = tmp_path / "r.txt"
    report.write_text(REPORT_V1, encoding="utf-8")
    args = ["analyse", str(report), "--db", str(tmp_path / "v.db"), "--no-stance", "--json"]
    first = CliRunner().invoke(app, args)
    again = CliRunner().invoke(app, args)
    assert first.exit_code == again.exit_code == 0
    # The second run analyses nothing new, and used to print nothing at all.
    assert again.stdout == first.stdout and len(first.stdout.splitlines()) == 1
    assert json.loads(again.stdout)["quotes"][0]["speaker"] == "Ada Lowe"
    # A copy of a text that was only ingested has no analysis to print, not "no quotes".
    from nlp.analyse import ingest

    with Store(tmp_path / "w.db") as store:
        ingest(store, [_records(tmp_path, "a.jsonl", REPORT_V2)])
    copy = tmp_path / "copy.txt"
    copy.write_text(REPORT_V2, encoding="utf-8")
    args = ["analyse", str(copy), "--db", str(tmp_path / "w.db"), "--no-stance", "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0 and result.stdout == ""


def test_reports_say_how_many_stored_articles_wait_for_analysis(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cli import app
    from nlp.analyse import ingest

    db = tmp_path / "v.db"
    with Store(db) as store:
        ingest(store, [_records(tmp_path, "a.jsonl", REPORT_V1)])
        assert store.unanalysed() == 1
    result = CliRunner().invoke(app, ["season", "--db", str(db)])
    assert result.exit_code == 0
    assert "1 stored articles are not analysed yet" in result.stderr
    assert f"varometer analyse --db {db}" in result.stderr


def test_a_database_from_schema_1_is_upgraded(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from nlp.store import MIGRATIONS, _split_sql

    db = tmp_path / "old.db"
    conn = sqlite3.connect(db)
    for statement in _split_sql(MIGRATIONS[0]):
        conn.execute(statement)
    conn.execute("PRAGMA user_version=1")
    rows = [("a1", "h1", None), ("a2", "h2", 1)]  # a1 analysed without stances, a2 with
    for article_id, digest, about in rows:
        conn.execute(
            "INSERT INTO articles (id, content_hash, text, ingested_at, analysis_version)"
            " VALUES (?, ?, 'x', '2025-01-01', '0.2.0')",
            (article_id, digest),
        )
        conn.execute(
            'INSERT INTO quotes (article_id, idx, text, start, "end", about_var)'
            " VALUES (?, 0, 'q', 0, 1, ?)",
            (article_id, about),
        )
    conn.commit()
    conn.close()
    with Store(db) as store:
        assert store.schema_version == SCHEMA_VERSION
        versions = dict(store.conn.execute("SELECT id, analysis_version FROM articles"))
        seen = store.conn.execute(
            "SELECT article_id, content_hash FROM article_versions"
        ).fetchall()
    # the migration marks an analysis without stances under the version of its day
    assert versions == {"a1": "0.2.0+no-stance", "a2": "0.2.0"}
    assert sorted(tuple(r) for r in seen) == [("a1", "h1"), ("a2", "h2")]
    # said once, when it happens (a report on an older file changed it silently)
    said = [r.getMessage() for r in caplog.records if "upgraded the database" in r.getMessage()]
    assert said == [
        f"{db}: upgraded the database from schema version 1 to {SCHEMA_VERSION}; older varometers cannot read it now"
    ]
    caplog.clear()
    with Store(db):
        pass
    assert not [r for r in caplog.records if "upgraded" in r.getMessage()]


def test_a_run_still_going_is_not_marked_interrupted(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        first = store.start_run("analyse")  # this process: alive
        store.conn.execute(
            "INSERT INTO runs (command, started_at, pid, host) VALUES ('x', 'y', ?, ?)",
            (2**22 + 12345, store.conn.execute("SELECT host FROM runs").fetchone()[0]),
        )
        store.start_run("analyse")
        status = dict(store.conn.execute("SELECT id, status FROM runs"))
    assert status[first] == "running"
    assert sorted(status.values()) == ["interrupted", "running", "running"]


def _page(tmp_path: Path, name: str, canonical: str, title: str, *paragraphs: str) -> str:
    body = "".join(f"<p>{p}</p>\n" for p in paragraphs)
    path = tmp_path / name
    path.write_text(
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
        f'<link rel="canonical" href="{canonical}"></head>\n'
        f"<body><main><article><h1>{title}</h1>\n{body}</article></main></body></html>\n"
    )
    return str(path)


PAGE_PARAGRAPHS = (
    "Harbourside beat Ravensmoor 2-1 on Saturday after a long VAR check in stoppage time.",
    '"The VAR took four minutes and still got it wrong," said the Ravensmoor manager, Ada Lowe.',
    "The visitors had led at the break through a header from their captain, Tom Reece.",
)
OTHER_PAGE_PARAGRAPHS = (
    "Eastmere drew 0-0 with Kingsbridge in a game with few chances and no VAR reviews.",
    '"We were solid at the back and that is a start," said the Eastmere coach, Lena Frost.',
    "Kingsbridge stay fourth in the table, two points behind the leaders with a game in hand.",
)


def test_a_refetched_html_page_with_its_canonical_url_is_updated_in_place(
    tmp_path: Path,
) -> None:
    from nlp.analyse import ingest

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    update = "Update: Ravensmoor have said they will write to the referees' body."
    with Store(tmp_path / "v.db") as store:
        first = ingest(store, [_page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)])
        (stored_id,) = [a.id for a in store.articles()]
        again = _page(tmp_path, "b.html", url, "Lowe fumes at VAR", *PAGE_PARAGRAPHS, update)
        stats = ingest(store, [again])
        assert (first.added, stats.added, stats.updated) == (1, 0, 1)
        assert store.counts()["articles"] == 1
        assert store.get_article(stored_id).text.endswith(update)
        # Both fetches fed again: both were seen, nothing changes.
        stats = ingest(store, [str(tmp_path / "a.html"), again])
        assert (stats.added, stats.updated, stats.duplicates) == (0, 0, 2)
        assert store.counts()["articles"] == 1


@pytest.mark.parametrize(
    "canonical", ["https://echo.example/", "https://echo.example", "https://echo.example/sport/"]
)
def test_a_canonical_url_shared_by_different_stories_keeps_both(
    tmp_path: Path, canonical: str
) -> None:
    from nlp.analyse import ingest

    with Store(tmp_path / "v.db") as store:
        one = _page(tmp_path, "a.html", canonical, "Lowe fumes", *PAGE_PARAGRAPHS)
        two = _page(tmp_path, "b.html", canonical, "Frost content", *OTHER_PAGE_PARAGRAPHS)
        stats = ingest(store, [one, two])
        assert (stats.added, stats.updated) == (2, 0)
        assert store.counts()["articles"] == 2


BOILERPLATE = (
    "Follow all the latest football news with our live coverage throughout the day.",
    "Sign up to our daily football newsletter for the best stories in your inbox.",
)


def test_two_live_pages_sharing_a_canonical_url_and_boilerplate_keep_both(
    tmp_path: Path,
) -> None:
    from nlp.analyse import ingest

    url = "https://echo.example/sport/live"
    with Store(tmp_path / "v.db") as store:
        one = _page(tmp_path, "a.html", url, "Live: Harbourside", PAGE_PARAGRAPHS[1], *BOILERPLATE)
        two = _page(
            tmp_path, "b.html", url, "Live: Eastmere", OTHER_PAGE_PARAGRAPHS[1], *BOILERPLATE
        )
        stats = ingest(store, [one, two])
        # Half the first page's paragraphs are shared, but not its story.
        assert (stats.added, stats.updated) == (2, 0)
        texts = [a.text for a in store.articles()]
    assert any("Ada Lowe" in t for t in texts) and any("Lena Frost" in t for t in texts)


def test_an_earlier_fetch_ingested_after_a_later_one_keeps_the_later(tmp_path: Path) -> None:
    from nlp.analyse import ingest

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    update = "Update: Ravensmoor have said they will write to the referees' body."
    with Store(tmp_path / "v.db") as store:
        later = _page(tmp_path, "b.html", url, "Lowe fumes at VAR", *PAGE_PARAGRAPHS, update)
        earlier = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
        ingest(store, [later])
        skipped: list[str] = []
        stats = ingest(store, [earlier], on_skip=lambda item: skipped.append(item.reason))
        assert (stats.added, stats.updated) == (0, 0)
        (article,) = store.articles()
        assert article.text.endswith(update)
        assert len(skipped) == 1 and "earlier fetch" in skipped[0]
        # Fed again, it is known: no second line.
        skipped.clear()
        ingest(store, [earlier], on_skip=lambda item: skipped.append(item.reason))
        assert skipped == []


def _feed(tmp_path: Path, name: str, link: str, *paragraphs: str) -> str:
    summary = "".join(f"<p>{p}</p>" for p in paragraphs)
    path = tmp_path / name
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>'
        "<title>Echo Sport</title><link>https://echo.example/</link>\n"
        f'<item><guid isPermaLink="true">{link}</guid><link>{link}</link>'
        "<title>Lowe fumes at VAR</title><pubDate>Sat, 11 Oct 2025 18:00:00 GMT</pubDate>"
        f"<description><![CDATA[{summary}]]></description></item>\n</channel></rss>\n"
    )
    return str(path)


def test_a_feed_summary_of_a_stored_page_is_kept_out(tmp_path: Path) -> None:
    from nlp.analyse import ingest

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    page = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
    feed = _feed(tmp_path, "echo.rss", url, PAGE_PARAGRAPHS[1])  # its summary: one paragraph
    skipped: list[str] = []
    with Store(tmp_path / "v.db") as store:
        first = ingest(store, [page])
        second = ingest(store, [feed], on_skip=lambda item: skipped.append(item.reason))
        (article,) = store.articles()  # the quote is counted once
        assert article.text.count("Ada Lowe") == 1 and "Tom Reece" in article.text
        assert (first.added, second.added, second.updated) == (1, 0, 0)
        assert len(skipped) == 1 and f"feed entry {url} is a summary" in skipped[0]
        # Both fed again: known, silent, nothing changes.
        skipped.clear()
        again = ingest(store, [page, feed], on_skip=lambda item: skipped.append(item.reason))
        assert (again.added, again.updated, skipped) == (0, 0, [])
        # An edited summary still within the page is kept out too; it never replaces it.
        edited = _feed(tmp_path, "echo2.rss", url, PAGE_PARAGRAPHS[0], PAGE_PARAGRAPHS[1])
        stats = ingest(store, [edited])
        assert (stats.added, stats.updated) == (0, 0)
        (article,) = store.articles()
        assert "Tom Reece" in article.text


def test_a_rerun_keeps_an_edited_entry_whose_first_version_was_a_summary(tmp_path: Path) -> None:
    from nlp.analyse import ingest

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    page = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
    first = _feed(tmp_path, "f1.rss", url, PAGE_PARAGRAPHS[1])  # a summary of the page
    edit = _feed(tmp_path, "f2.rss", url, PAGE_PARAGRAPHS[1], "Lowe called it a disgrace.")
    with Store(tmp_path / "v.db") as store:
        ingest(store, [page])
        ingest(store, [first, edit])  # the edit is no summary: stored under the entry's id
        again = ingest(store, [first, edit])  # the folder re-run: nothing may change
        assert (again.added, again.updated) == (0, 0)
        assert "disgrace" in store.get_article(url).text


def test_a_page_read_after_its_feed_summary_removes_the_stored_summary(tmp_path: Path) -> None:
    """Either order ends the same way: the page stored, the summary out, its quotes once."""
    from nlp.analyse import ingest

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    page = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
    feed = _feed(tmp_path, "echo.rss", url, PAGE_PARAGRAPHS[0], PAGE_PARAGRAPHS[1])
    with Store(tmp_path / "v.db") as store:
        stats = ingest(store, [feed, page])
        assert (stats.added, stats.removed) == (2, 1)
        (article,) = store.articles()
        assert "Tom Reece" in article.text and article.id != url
        # Fed again, in either order: known, silent, nothing changes.
        skipped: list[str] = []
        for inputs in ([feed, page], [page, feed]):
            again = ingest(store, inputs, on_skip=lambda item: skipped.append(item.reason))
            assert (again.added, again.updated, again.removed, skipped) == (0, 0, 0, [])
        # A later edit of the entry that is no longer a summary is stored under its own id,
        # beside the page, which it cannot overwrite.
        edited = _feed(tmp_path, "echo2.rss", url, PAGE_PARAGRAPHS[0], "Lowe was furious.")
        assert ingest(store, [edited]).added == 1
        assert "Lowe was furious." in store.get_article(url).text
        assert "Tom Reece" in store.get_article(article.id).text


@pytest.mark.slow
def test_analysing_a_page_after_its_feed_summary_counts_the_quote_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The analyse path removes the summary and its quotes too, and a re-run on a database
    that holds both (as an older varometer left it) mends it."""
    from nlp.analyse import AnalyseOptions, analyse

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    page = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
    feed = _feed(tmp_path, "echo.rss", url, PAGE_PARAGRAPHS[0], PAGE_PARAGRAPHS[1])
    options = AnalyseOptions(stance=False)

    def lowe_quotes(store: Store) -> int:
        return sum(
            "got it wrong" in q.text for a in store.articles() for q in store.quotes_for(a.id)
        )

    with Store(tmp_path / "v.db") as store:
        stats = analyse(store, [feed, page], options)
        assert (stats.analysed, stats.removed, lowe_quotes(store)) == (2, 1, 1)
    with Store(tmp_path / "old.db") as store:
        with monkeypatch.context() as older:
            older.setattr(Store, "drop_summaries_of", lambda self, page: [])
            analyse(store, [feed, page], options)
        assert lowe_quotes(store) == 2
        stats = analyse(store, [page], options)
        assert (stats.duplicates, stats.removed, lowe_quotes(store)) == (1, 1, 1)


def test_a_run_of_only_summaries_kept_out_succeeds_every_time(tmp_path: Path) -> None:
    """Kept out for the fuller stored page, a summary is handled, not a failure: exit 0 the
    first time (with its line) as on every later run (silent)."""
    from typer.testing import CliRunner

    from cli import app

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    page = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
    feed = _feed(tmp_path, "echo.rss", url, PAGE_PARAGRAPHS[1])
    db = str(tmp_path / "v.db")
    assert CliRunner().invoke(app, ["ingest", page, "--db", db]).exit_code == 0
    first = CliRunner().invoke(app, ["ingest", feed, "--db", db])
    again = CliRunner().invoke(app, ["ingest", feed, "--db", db])
    assert (first.exit_code, again.exit_code) == (0, 0), first.output
    assert "is a summary of stored article" in first.output
    assert "is a summary" not in again.output


def test_a_page_removes_only_a_feed_entry_it_holds_all_of(tmp_path: Path) -> None:
    """An entry with a paragraph of its own and one under another URL are not summaries of
    the page: both stay."""
    from nlp.analyse import ingest

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    other = "https://echo.example/sport/2026/11/reece-header"
    own = _feed(tmp_path, "own.rss", url, PAGE_PARAGRAPHS[1], "Lowe was furious.")
    elsewhere = _feed(tmp_path, "else.rss", other, PAGE_PARAGRAPHS[1])
    page = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
    with Store(tmp_path / "v.db") as store:
        stats = ingest(store, [own, elsewhere, page])
        assert (stats.added, stats.removed) == (3, 0)


def test_a_feed_entry_that_is_not_the_page_s_text_is_kept_beside_it(tmp_path: Path) -> None:
    """A summary written afresh shares no paragraph with the page: nothing says the two are
    one story but the URL, which sites misuse, so both are kept (nothing is lost)."""
    from nlp.analyse import ingest

    url = "https://echo.example/sport/2026/11/lowe-fumes-at-var"
    page = _page(tmp_path, "a.html", url, "Lowe fumes", *PAGE_PARAGRAPHS)
    feed = _feed(tmp_path, "echo.rss", url, "Ada Lowe was angry after a long VAR check.")
    with Store(tmp_path / "v.db") as store:
        stats = ingest(store, [page, feed])
        assert (stats.added, stats.updated) == (2, 0)


@pytest.mark.slow
def test_analysing_the_store_skips_a_stored_text_too_long_for_spacy(tmp_path: Path) -> None:
    from nlp.analyse import AnalyseOptions, analyse_pending

    # Stored by a version that did not refuse such texts at ingestion: over spaCy's limit.
    too_long = "The referee waved play on after a long look at the screen. " * 20_000
    skipped = []
    with Store(tmp_path / "v.db") as store:
        store.add_article(Article(id="big", text=too_long, path="big.txt"))
        store.add_article(Article(id="r1", text=REPORT_V1))
        stats = analyse_pending(store, AnalyseOptions(stance=False), on_skip=skipped.append)
        assert stats.analysed == 1 and len(store.quotes_for("r1")) == 1
        assert [str(s) for s in skipped] == stats.skipped
        (line,) = stats.skipped
        assert line.startswith("skipped big.txt: stored article big: text too long to analyse")


def test_the_readme_shows_every_form_a_published_date_is_stored_in() -> None:
    import re

    from nlp.ingest.dates import parse_published

    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme.split("## `export` columns", 1)[1].split("\n## ", 1)[0]
    (row,) = [line for line in section.splitlines() if "| `published`" in line]
    examples = re.findall(r"`(\d{4}-[^`]*)`", row)
    # Each example is a value as stored; ingestion stores a day or a datetime with offset.
    assert all(parse_published(e) == e for e in examples)
    stored = {parse_published("2025-08-25"), parse_published("Wed, 02 Dec 2026 09:00:00 GMT")}
    assert {len(e) for e in examples} == {len(s) for s in stored}


def test_a_page_is_looked_up_by_its_canonical_url_through_an_index(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        plan = store.conn.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM articles WHERE url = ?", ("https://x.test/a",)
        ).fetchall()
    assert any("articles_url" in str(tuple(row)) for row in plan)
