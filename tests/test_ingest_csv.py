"""Tests for malformed CSV exports and JSON files that hold JSON Lines.

Each input is a few lines written to tmp_path; a bad row must cost that row only.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import collect

from nlp.analyse import ingest
from nlp.ingest import IngestOptions, Skipped, read_file
from nlp.ingest.constants import MAX_REPORTED_BAD_LINES
from nlp.models import Article
from nlp.store import Store

QUOTE_ONE = 'Skipper Neil Vance said: ""The VAR check took an age."" He was booked later.'
QUOTE_TWO = 'Coach Abby Lunn said: ""I like VAR because it is fair."" She smiled.'
# The language check is not what these tests are about; short rows must not trip it.
ANY_LANGUAGE = IngestOptions(skip_non_english=False)


def read(path: Path, options: IngestOptions = ANY_LANGUAGE) -> tuple[list[Article], list[Skipped]]:
    """Return the articles and skips of one file."""
    return collect(read_file(str(path), options))


def write(path: Path, content: str) -> Path:
    """Write ``content`` to ``path`` as UTF-8 and return the path."""
    path.write_text(content, encoding="utf-8")
    return path


# --- rows with more fields than the header ---------------------------------------------


def test_a_non_empty_extra_field_never_shifts_the_columns(tmp_path: Path) -> None:
    path = write(
        tmp_path / "f.csv",
        f'id,title,text\nc1,VAR row one,"{QUOTE_ONE}",extra\nc2,VAR row two,"{QUOTE_TWO}",extra\n',
    )
    with Store(tmp_path / "x.db") as store:
        stats = ingest(store, [str(path)], ANY_LANGUAGE)
        assert stats.read == 0 and stats.added == 0
        assert list(store.articles()) == []
    _, skipped = read(path)
    assert [s.reason for s in skipped] == [
        "row 1 (line 2): 4 fields but the header has 3 (a stray ',' in an unquoted cell?)",
        "row 2 (line 3): 4 fields but the header has 3 (a stray ',' in an unquoted cell?)",
    ]


def test_a_trailing_separator_is_read_by_header_name(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(
        tmp_path / "f.csv",
        f'id,title,text\nc1,VAR row one,"{QUOTE_ONE}",\nc2,VAR row two,"{QUOTE_TWO}",\n',
    )
    with caplog.at_level("WARNING", logger="varometer"):
        articles, skipped = read(path)
    assert skipped == []
    assert [(a.id, a.title) for a in articles] == [("c1", "VAR row one"), ("c2", "VAR row two")]
    assert articles[0].text == QUOTE_ONE.replace('""', '"')
    assert caplog.messages == [
        f"{path}: 2 rows have empty fields past the last column (a trailing ','); ignored"
    ]


def test_a_header_with_a_trailing_separator_too(tmp_path: Path) -> None:
    path = write(tmp_path / "f.csv", f'id,text,\nc1,"{QUOTE_ONE}",\n')
    articles, skipped = read(path)
    assert skipped == []
    assert [a.id for a in articles] == ["c1"]
    assert set(articles[0].meta) == {"format", "language"}


# --- one bad row costs that row only ---------------------------------------------------


def test_one_bad_row_skips_only_that_row(tmp_path: Path) -> None:
    path = write(
        tmp_path / "f.csv",
        "id,title,text\n"
        f'c1,One,"{QUOTE_ONE}"\n'
        f'c2,Two,"{QUOTE_TWO}",oops\n'
        f'c3,Three,"{QUOTE_TWO} Again."\n',
    )
    articles, skipped = read(path)
    assert [a.id for a in articles] == ["c1", "c3"]
    assert [s.reason for s in skipped] == [
        "row 2 (line 3): 4 fields but the header has 3 (a stray ',' in an unquoted cell?)"
    ]


def test_a_bad_row_late_in_a_long_file_keeps_the_rows_after_it(tmp_path: Path) -> None:
    rows = [f"r{n},Row {n},VAR row number {n} was checked" for n in range(1, 1101)]
    rows[1049] += ",stray"
    path = write(tmp_path / "long.csv", "id,title,text\n" + "\n".join(rows) + "\n")
    with Store(tmp_path / "x.db") as store:
        stats = ingest(store, [str(path)], ANY_LANGUAGE)
        assert (stats.read, stats.added) == (1099, 1099)
        ids = {a.id for a in store.articles()}
        assert "r1100" in ids and "r1050" not in ids
    _, skipped = read(path)
    assert [s.reason for s in skipped] == [
        "row 1050 (line 1051): 4 fields but the header has 3 (a stray ',' in an unquoted cell?)"
    ]


def test_line_numbers_count_multi_line_cells(tmp_path: Path) -> None:
    path = write(
        tmp_path / "f.csv",
        f'id,text\nc1,"First paragraph.\n\n{QUOTE_ONE}"\nc2,"{QUOTE_TWO}"x\nc3,"{QUOTE_TWO}"\n',
    )
    articles, skipped = read(path)
    assert [a.id for a in articles] == ["c1", "c3"]
    assert [s.reason for s in skipped] == ["row 2 (line 5): invalid CSV (',' expected after '\"')"]


def test_an_unclosed_quote_says_which_lines_were_not_read(tmp_path: Path) -> None:
    path = write(tmp_path / "f.csv", f'id,text\nc1,"{QUOTE_ONE}"\nc2,"never closed\nc3,more\n')
    articles, skipped = read(path)
    assert [a.id for a in articles] == ["c1"]
    assert [s.reason for s in skipped] == [
        "row 2 (line 3): invalid CSV (unexpected end of data; lines 3 to 4 not read)"
    ]


def test_many_bad_rows_are_summed_up(tmp_path: Path) -> None:
    rows = [f"r{n},VAR row number {n},stray" for n in range(1, MAX_REPORTED_BAD_LINES + 6)]
    path = write(tmp_path / "f.csv", "id,text\nr0,VAR row zero\n" + "\n".join(rows) + "\n")
    articles, skipped = read(path)
    assert [a.id for a in articles] == ["r0"]
    assert len(skipped) == MAX_REPORTED_BAD_LINES + 1
    assert skipped[-1].reason == "5 more bad rows not listed (lines 23 to 27)"


def test_a_long_cell_is_read(tmp_path: Path) -> None:
    text = "The VAR check took an age. " * 10_000  # past the csv module's 128 KiB cell limit
    articles, skipped = read(write(tmp_path / "f.csv", f"id,text\nc1,{text}\n"))
    assert skipped == []
    assert articles[0].text == text.strip()


def test_a_repeated_column_name_does_not_overwrite_the_text(tmp_path: Path) -> None:
    path = write(tmp_path / "f.csv", f'id,text,text\nc1,"{QUOTE_ONE}",second\n')
    (article,), _ = read(path)
    assert article.text == QUOTE_ONE.replace('""', '"')
    assert article.meta["text.1"] == "second"


# --- header names ----------------------------------------------------------------------


def test_headers_match_in_any_case_and_with_spaces(tmp_path: Path) -> None:
    path = write(tmp_path / "f.csv", f'ID, Title ,TEXT,Author\nc1,VAR row one,"{QUOTE_ONE}",Jo\n')
    (article,), skipped = read(path)
    assert skipped == []
    assert (article.id, article.title) == ("c1", "VAR row one")
    assert article.text == QUOTE_ONE.replace('""', '"')
    assert article.meta["Author"] == "Jo"


def test_a_named_text_column_still_wins_and_matches_in_any_case(tmp_path: Path) -> None:
    path = write(tmp_path / "f.csv", f'Text,Story\nnot this one,"{QUOTE_ONE}"\n')
    for column in ("story", "STORY"):
        (article,), _ = read(path, IngestOptions(text_column=column, skip_non_english=False))
        assert article.text == QUOTE_ONE.replace('""', '"')


def test_an_exact_header_beats_one_in_another_case(tmp_path: Path) -> None:
    path = write(tmp_path / "f.csv", f'Text,text\nnot this one,"{QUOTE_ONE}"\n')
    (article,), _ = read(path)
    assert article.text == QUOTE_ONE.replace('""', '"')


# --- .json files holding JSON Lines ----------------------------------------------------


def test_a_json_file_holding_json_lines_is_read_line_by_line(tmp_path: Path) -> None:
    lines = [
        json.dumps({"id": "j1", "text": "The VAR check took an age, he said."}),
        "{not json",
        json.dumps({"id": "j2", "text": "I like VAR because it is fair, she said."}),
    ]
    articles, skipped = read(write(tmp_path / "dump.json", "\n".join(lines) + "\n"))
    assert [a.id for a in articles] == ["j1", "j2"]
    assert articles[0].meta["format"] == "jsonl"
    assert [s.reason for s in skipped] == [
        "line 2: invalid JSON (Expecting property name enclosed in double quotes at column 2)"
    ]


def test_a_broken_json_document_is_still_one_clear_skip(tmp_path: Path) -> None:
    _, skipped = read(write(tmp_path / "dump.json", '{\n  "id": "j1",\n  "text": \n'))
    assert len(skipped) == 1
    assert skipped[0].reason.startswith("invalid JSON (")


def test_a_row_with_an_empty_text_cell_reads_another_text_column(tmp_path: Path) -> None:
    import csv
    import io

    from conftest import collect

    from nlp.ingest import read_file

    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["id", "title", "text", "html"])
    story = (
        "<p>Halloran was furious after the late penalty.</p><p>“VAR is a disgrace,” he said.</p>"
    )
    w.writerow(["d1", "Halloran fumes", "", story])
    path = tmp_path / "dump.csv"
    path.write_text(buf.getvalue(), encoding="utf-8")
    (article,), skipped = collect(read_file(str(path)))
    # was skipped: "empty text column 'text'"
    assert skipped == [] and article.text.endswith("“VAR is a disgrace,” he said.")
