"""Hostile input never crashes an output, never turns into markup and never overwrites the
store (issue 43): file names, CSV headers, quotes, register names, titles, outlets and URLs
that hold Rich markup, HTML, Markdown, control characters or LIKE wildcards.

One small article and a user register full of such text are analysed once (no stance model)
and every output is rendered from them.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pandas as pd
import pytest
from typer.testing import CliRunner

from nlp import reports as R

ROOT = Path(__file__).resolve().parents[1]
CLI = ROOT / "cli.py"

SCRIPT = "<script>alert(1)</script>"
IMG = "<img src=x onerror=alert(1)>"
RICH = "[bold red]x[/]"
LINK = "[link=https://e.vil]y[/link]"
MARKDOWN = "**x** [a](javascript:alert(1))"
HOSTILE = (SCRIPT, IMG, RICH, LINK, MARKDOWN)

ROVERS = f"{SCRIPT} Rovers"
TOWN = f"{LINK} {IMG} Town"
HALE = f"Jack {MARKDOWN} Hale"
CRANE = f"Sam {RICH} {IMG} Crane"
OUTLET = f"{IMG} [bold red]Outlet[/]"
TITLE = f"{LINK} {SCRIPT} [/bold] VAR row"
HALE_SAID = f"VAR got it wrong [/bold] {SCRIPT} and {LINK} says it all"
CRANE_SAID = f"The VAR review was {MARKDOWN} and {IMG} {RICH} fine by me"

# A terminal hyperlink (OSC 8): what Rich writes for "[link=...]" on a terminal.
HYPERLINK = "\x1b]8;"
ANSI_RE = re.compile(r"\x1b\[[0-9;]*m")


def _csv_cell(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A register and one article whose every name, title, outlet and quote is hostile."""
    root = tmp_path_factory.mktemp("hostile")
    register = root / "reg"
    register.mkdir()
    (register / "clubs.csv").write_text(
        "name,short,nicknames,aliases,country,competition\n"
        f"{_csv_cell(ROVERS)},Rovers,,Kelton Rovers,England,{_csv_cell(RICH)} League\n"
        f"{_csv_cell(TOWN)},Town,,Brantham Town,England,{_csv_cell(RICH)} League\n",
        encoding="utf-8",
    )
    (register / "people.csv").write_text(
        "name,aliases,role,club,nationality,born,position,descriptors\n"
        f"{_csv_cell(HALE)},Hale,manager,{_csv_cell(ROVERS)},English,1970,,the Rovers boss\n"
        f"{_csv_cell(CRANE)},Crane,manager,{_csv_cell(TOWN)},English,1975,,the Town boss\n",
        encoding="utf-8",
    )
    text = (
        "Kelton Rovers 1-1 Brantham Town\n\n"
        "Kelton Rovers drew 1-1 with Brantham Town on Saturday after VAR overturned a penalty"
        " in the 78th minute.\n\n"
        f'"{HALE_SAID}," said Hale.\n\n'
        f'"{CRANE_SAID}," said Crane.\n'
    )
    record = {
        "id": "https://news.example/hostile",
        "title": TITLE,
        "url": "javascript:alert(1)",
        "source": OUTLET,
        "published": "2025-09-06",
        "text": text,
    }
    article = root / "hostile.jsonl"
    article.write_text(json.dumps(record) + "\n", encoding="utf-8")
    return {"root": root, "register": register, "article": article}


def _invoke(*args: str) -> tuple[int, str, str]:
    """Run the CLI in this process; return its exit code, stdout and stderr. A Python
    exception (a MarkupError) fails the test here rather than passing as exit 1."""
    from cli import app

    result = CliRunner().invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def hostile_db(hostile: dict[str, Path]) -> Path:
    """The hostile article analysed without the stance model, then given stances by hand so
    that the season's counts have rows too."""
    db = hostile["root"] / "hostile.db"
    code, _, said = _invoke(
        "analyse",
        str(hostile["article"]),
        "--db",
        str(db),
        "--register",
        str(hostile["register"]),
        "--no-stance",
    )
    assert code == 0, said
    with sqlite3.connect(db) as con:
        speakers = {s for (s,) in con.execute("SELECT speaker FROM quotes")}
        assert {HALE, CRANE} <= speakers, speakers
        con.execute(
            "UPDATE quotes SET about_var = 1, stance_score = 0.9,"
            " stance = CASE WHEN speaker = ? THEN 'negative' ELSE 'positive' END",
            (HALE,),
        )
    con.close()
    return db


@pytest.fixture()
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the command line's consoles write for a colour terminal (links, styles), wide enough that no
    cell is folded, as a user's terminal would get them."""
    from rich.console import Console

    from nlp.cli import console

    wide = {"force_terminal": True, "color_system": "truecolor", "width": 400}
    monkeypatch.setattr(console, "out", console.ResultConsole(**wide))
    monkeypatch.setattr(console, "err", Console(stderr=True, soft_wrap=True, **wide))


def _shown(output: str) -> str:
    """The text a terminal shows: no hyperlink may be in it, and styles are dropped."""
    assert HYPERLINK not in output, "a terminal hyperlink was written"
    return ANSI_RE.sub("", output)


class _Page(HTMLParser):
    """The elements and the text of an HTML page, as a browser reads them."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.chunks: list[str] = []
        self.feed(page)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))

    def handle_data(self, data: str) -> None:
        self.chunks.append(data)

    @property
    def text(self) -> str:
        return " ".join("".join(self.chunks).split())


def _assert_inert(page: str, images: bool = False) -> _Page:
    """No script, no event handler, no javascript: link; an image only as the report's own
    chart (a data: PNG). Return the parsed page."""
    parsed = _Page(page)
    for tag, attrs in parsed.tags:
        assert tag not in ("script", "iframe", "object", "embed"), (tag, attrs)
        for name, value in attrs:
            assert not name.startswith("on"), (tag, attrs)
            if name in ("href", "src"):
                assert not (value or "").strip().lower().startswith("javascript:"), (tag, attrs)
        if tag == "img":
            assert images and dict(attrs).get("src", "").startswith("data:image/png;base64,")
    return parsed


def _markdown_page(markdown: str) -> _Page:
    """Render Markdown as a CommonMark renderer with GitHub's tables does (raw HTML passes
    through such a renderer, so a tag left unescaped would be in the page)."""
    from markdown_it import MarkdownIt

    renderer = MarkdownIt("commonmark").enable("table").enable("strikethrough")
    for raw in ("<script", "<img"):
        assert raw not in markdown.lower()
    return _assert_inert(renderer.render(markdown))


def _words(text: str) -> str:
    return " ".join(text.split())


# --- 1. Rich markup in file names, CSV headers and quotes ---------------------------------


def test_markup_in_a_file_name_or_a_csv_header_is_a_skip_line_as_written(
    hostile: dict[str, Path], tmp_path: Path
) -> None:
    (tmp_path / "a-x[").mkdir()
    binary = tmp_path / "a-x[" / "b].txt"  # its path holds "[/b]"
    binary.write_bytes(b"\x00\x01binary")
    header = tmp_path / "hdr.csv"
    header.write_text("[/i],title\nhello,t\n", encoding="utf-8")
    good = tmp_path / "good.txt"
    good.write_text('"We were excellent today," Ange Postecoglou said.\n', encoding="utf-8")
    args = [str(binary), str(header), str(good)]

    code, _, said = _invoke("ingest", *args, "--db", str(tmp_path / "v.db"))
    assert code == 0, said
    assert f"skipped {binary}: binary file (NUL bytes)" in said
    assert "found '[/i]', 'title'" in said
    reg = ["--register", str(hostile["register"])]
    code, _, said = _invoke("analyse", *args, "--no-store", "--no-stance", *reg)
    assert code == 0, said
    assert f"skipped {binary}: binary file (NUL bytes)" in said and "found '[/i]'" in said

    # An error message that names such a path is printed as written too.
    missing = tmp_path / "x[/b].db"
    code, _, said = _invoke("digest", "--db", str(missing))
    assert code == 2 and f"error: no database at {missing}" in said


def test_markup_in_quotes_names_and_titles_is_shown_not_applied(
    hostile: dict[str, Path], hostile_db: Path, terminal: None
) -> None:
    article, reg = str(hostile["article"]), ["--register", str(hostile["register"])]
    code, shown, said = _invoke("quotes", article, "--no-stance", *reg)
    assert code == 0, said
    shown = _shown(shown)
    for text in (HALE, CRANE, ROVERS, HALE_SAID, CRANE_SAID, TITLE):
        assert text in shown, text

    code, shown, said = _invoke("speakers", article, "--evidence", "1", *reg)
    assert code == 0, said
    shown = _shown(shown)
    for text in (HALE, CRANE, TOWN, HALE_SAID, TITLE):
        assert text in shown, text

    db = ["--db", str(hostile_db), *reg]
    code, listing, said = _invoke("reactions", *db)
    assert code == 0, said
    assert f"{ROVERS} v {TOWN}" in _words(_shown(listing))
    code, shown, said = _invoke("reactions", "penalty", *db)
    assert code == 0, said
    shown = _shown(shown)
    for text in (HALE, CRANE, ROVERS, TOWN, OUTLET, HALE_SAID, f"{ROVERS} v {TOWN}"):
        assert text in shown, text
    code, shown, said = _invoke("season", "--by", "speaker", *db)
    assert code == 0 and HALE in _shown(shown) and CRANE in _shown(shown), said


def test_a_colour_terminal_gets_no_hyperlink_from_input(hostile_db: Path, hostile: dict) -> None:
    """The consoles as the command line builds them, in a terminal that asks for colour."""
    env = {**os.environ, "FORCE_COLOR": "1", "TTY_COMPATIBLE": "1", "COLUMNS": "400"}
    run = subprocess.run(
        [sys.executable, str(CLI), "reactions", "penalty", "--db", str(hostile_db)]
        + ["--register", str(hostile["register"])],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert "\x1b[" in run.stdout  # it did write for a terminal
    shown = _shown(run.stdout)
    assert HALE_SAID in shown and LINK in shown


# --- 2. every output format ----------------------------------------------------------------


def test_every_output_shows_hostile_text_as_text(
    hostile: dict[str, Path], hostile_db: Path, tmp_path: Path
) -> None:
    db = ["--db", str(hostile_db), "--register", str(hostile["register"])]
    names = {HALE, CRANE}

    code, markdown, said = _invoke("reactions", "penalty", *db, "-f", "md")
    assert code == 0, said
    page = _markdown_page(markdown)
    for text in (HALE, CRANE, ROVERS, TOWN, OUTLET, HALE_SAID, CRANE_SAID):
        assert text in page.text, text
    assert len(page.tags) and sum(tag == "tr" for tag, _ in page.tags) == 3  # head + 2 rows

    code, payload, said = _invoke("reactions", "penalty", *db, "-f", "json")
    assert code == 0, said
    rows = json.loads(payload)["reactions"]
    assert {r["speaker"] for r in rows} == names and {r["club"] for r in rows} == {ROVERS, TOWN}

    digest_md, digest_html = tmp_path / "digest.md", tmp_path / "digest.html"
    for out in (digest_md, digest_html):
        code, _, said = _invoke("digest", *db, "--out", str(out))
        assert code == 0, said
    page = _markdown_page(digest_md.read_text(encoding="utf-8"))
    for text in (HALE, CRANE, ROVERS, TOWN, OUTLET, HALE_SAID, CRANE_SAID):
        assert text in page.text, text
    page = _assert_inert(digest_html.read_text(encoding="utf-8"))
    for text in (HALE, CRANE, ROVERS, TOWN, OUTLET, HALE_SAID, CRANE_SAID):
        assert text in page.text, text
    # The javascript: URL is no link at all
    assert not any(dict(attrs).get("href", "").startswith("javascript") for _, attrs in page.tags)

    season = tmp_path / "season.html"
    code, _, said = _invoke("season", *db, "--html", str(season), "--csv", str(tmp_path / "s.csv"))
    assert code == 0, said
    page = _assert_inert(season.read_text(encoding="utf-8"), images=True)
    for text in (HALE, CRANE, ROVERS, TOWN):
        assert text in page.text, text

    for fmt in ("csv", "jsonl"):
        folder = tmp_path / fmt
        code, _, said = _invoke("export", "--format", fmt, "--out", str(folder), *db[:2])
        assert code == 0, said
        quotes = (
            pd.read_csv(folder / "quotes.csv")
            if fmt == "csv"
            else pd.read_json(folder / "quotes.jsonl", lines=True)
        )
        assert set(quotes["speaker"]) == names and set(quotes["title"]) == {TITLE}

    # The library's own Markdown: any register or article text renders as itself.
    for text in (*HOSTILE, "# heading", "a | b", "~~gone~~", "`code`", "&lt;", "x\ny"):
        assert _markdown_page(f"“{R.md_text(text)}”").text == f"“{_words(text)}”", text
    assert R.md_text("Bits & Pieces") == "Bits & Pieces"  # a plain "&" stays readable


# --- 3. outputs never overwrite the store or an input -------------------------------------


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_no_output_is_written_over_the_database_or_a_register(
    hostile: dict[str, Path], hostile_db: Path, tmp_path: Path
) -> None:
    db = tmp_path / "v.db"
    db.write_bytes(hostile_db.read_bytes())
    (tmp_path / "sub").mkdir()
    register = hostile["register"]
    before = {p: _digest(p) for p in (db, register / "people.csv", register / "clubs.csv")}
    reg = ["--register", str(register)]
    attempts = [
        ["digest", "--db", str(db), "--out", str(db)],
        ["digest", "--db", str(db), "--out", str(tmp_path / "sub" / ".." / "v.db")],
        ["digest", "--db", str(db), "--format", "md", "--out", f"{db}-wal"],
        ["season", "--db", str(db), "--csv", str(db)],
        ["season", "--db", str(db), *reg, "--html", str(register / "people.csv")],
        ["digest", "--db", str(db), *reg, "--out", str(register / "clubs.csv")],
        ["season", "--db", str(db), "--csv", str(tmp_path / "a"), "--html", str(tmp_path / "a")],
    ]
    for args in attempts:
        code, shown, said = _invoke(*args)
        assert code == 2, (args, said)
        assert said.startswith("error: ") and said.count("\n") == 1, said
        assert shown == ""
    assert {p: _digest(p) for p in before} == before
    assert not (tmp_path / "a").exists() and not Path(f"{db}-wal").exists()
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert con.execute("SELECT COUNT(*) FROM quotes").fetchone() == (2,)
    con.close()
    # A report beside the database is still written.
    code, _, said = _invoke("digest", "--db", str(db), "--out", str(tmp_path / "d.md"))
    assert code == 0 and (tmp_path / "d.md").exists(), said


# --- 4. a reader that stops after one byte --------------------------------------------------


@pytest.mark.parametrize("unbuffered", ["1", None])
def test_a_reader_closing_after_one_byte_ends_digest_with_141(
    gold_db: Path, unbuffered: str | None
) -> None:
    """`varometer digest | head -c 1`: the digest (over 100 KB) is still being written when
    the reader goes. Unbuffered Python (PYTHONUNBUFFERED) dropped the rest and exited 0."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = unbuffered
    proc = subprocess.Popen(
        [sys.executable, str(CLI), "digest", "--db", str(gold_db), "--format", "md"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
    )
    assert proc.stdout is not None and proc.stderr is not None
    assert os.read(proc.stdout.fileno(), 1) == b"#"
    proc.stdout.close()
    said = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141 and said == "", said


# --- 5. file names that would garble a skip line --------------------------------------------


def test_skip_lines_name_odd_paths_unambiguously(tmp_path: Path) -> None:
    odd = [tmp_path / "two\nlines.txt", tmp_path / "back\rto start.txt", tmp_path / "a: b.txt"]
    for path in odd:
        path.write_bytes(b"\x00binary")
    good = tmp_path / "good.txt"
    good.write_text('"We were excellent today," Ange Postecoglou said.\n', encoding="utf-8")
    code, _, said = _invoke("ingest", *map(str, odd), str(good), "--db", str(tmp_path / "v.db"))
    assert code == 0, said
    lines = said.splitlines()
    for path in odd:
        # A Python literal: control characters escaped, the path quoted, so "PATH: reason"
        # splits at its first ": " outside the quotes.
        assert f"skipped {str(path)!r}: binary file (NUL bytes)" in lines, said
    assert "\r" not in said and len(lines) == len(odd) + 2  # skips, totals, one reason
    assert lines[-1] == f"  skipped {len(odd)} x binary file (NUL bytes)"


# --- 6. name filters are literal ------------------------------------------------------------


def test_name_filters_take_no_wildcards(gold_db: Path, tmp_path: Path) -> None:
    db = ["--db", str(gold_db)]
    for wildcard in ("%", "_", "*"):
        code, shown, said = _invoke("digest", *db, "--speaker", wildcard, "-f", "md")
        assert code == 0, said
        assert shown.splitlines()[2].startswith("_0 quotes"), shown[:300]
        assert "No quotes about VAR match these filters." in shown
        code, shown, said = _invoke("season", *db, "--competition", wildcard)
        assert code == 0 and "Stance toward VAR" not in shown, shown

    frame, _ = R.load_frame(gold_db)
    assert R.digest_quotes(frame, speaker="%").empty
    bellandi = R.digest_quotes(frame, speaker="bellandi")
    assert len(bellandi) and set(bellandi["speaker"]) == {"Marco Bellandi"}
    # A name that holds the character is found by it.
    named = frame.copy()
    named.loc[named["speaker"] == "Marco Bellandi", "speaker"] = "Marco 100% Bellandi"
    found = R.digest_quotes(named, speaker="%")
    assert len(found) == len(bellandi) and set(found["speaker"]) == {"Marco 100% Bellandi"}
    assert len(R.digest_quotes(named, speaker="100%")) == len(bellandi)
