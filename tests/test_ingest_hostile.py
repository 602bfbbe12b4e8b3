"""Hostile input for ingestion: none of it may hang a run, stop a batch or be stored as an
article it is not (issue 43). Inputs are generated in tmp_path; nothing here needs spaCy."""

from __future__ import annotations

import codecs
import csv
import hashlib
import io
import json
import os
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, collect

from nlp.ingest import IngestOptions, detect_language, expand_paths, read_inputs
from nlp.ingest.encoding import decode_bytes
from nlp.store import content_hash

# Long enough (over 30 words) for the language check to call it English.
ENGLISH_TEXT = (
    "Harbour Rovers manager Dale Finch was furious after the late penalty was given.\n\n"
    "“It’s a joke. VAR is supposed to help, and it didn’t,” he said after the game.\n\n"
    'Striker Ana Costa added: "We\'ll bounce back, but that decision hurt all of us."'
)
OTHER_TEXT = (
    "Kestrel manager Tom Achebe said the offside call was wrong from the first replay.\n\n"
    "“Nobody in the stadium knew what the referee was looking at,” he told reporters, "
    "adding that the club would write to the league about the delay this week."
)
LONE = "\ud800"  # a lone surrogate: valid in a Python string, encodable by no codec
REPLACEMENT = "\ufffd"
# A feed's character references to no character: surrogates, past U+10FFFF.
BAD_CHAR_REFS = ("&#xD800;", "&#55296;", "&#x110000;", "&#99999999999;")


def write(path: Path, content: str | bytes) -> Path:
    """Write ``content`` to ``path`` (bytes as they are, text as UTF-8) and return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def has_surrogate(value: Any) -> bool:
    """Return True when any string in ``value`` (through dicts and lists) has a surrogate."""
    if isinstance(value, str):
        return any("\ud800" <= ch <= "\udfff" for ch in value)
    if isinstance(value, dict):
        return any(has_surrogate(k) or has_surrogate(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return any(has_surrogate(v) for v in value)
    return False


def rss(description: str, title: str = "VAR row") -> str:
    """Return an RSS feed with one item."""
    return (
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Gull Gazette</title>'
        f"<item><title>{title}</title><description>{description}</description></item>"
        "</channel></rss>"
    )


def ingest(tmp_path: Path, *paths: Path | str) -> tuple[int, str, list[tuple[str, ...]]]:
    """Run `varometer ingest PATHS` in-process; return the exit code, stderr and the
    stored (id, title, source, text, meta) rows."""
    from typer.testing import CliRunner

    from cli import app

    db = tmp_path / "v.db"
    result = CliRunner().invoke(app, ["ingest", *map(str, paths), "--db", str(db)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    rows: list[tuple[str, ...]] = []
    if db.exists():
        with sqlite3.connect(db) as conn:
            rows = conn.execute("SELECT id, title, source, text, meta FROM articles").fetchall()
    return result.exit_code, result.stderr, rows


# --- 1. lone surrogates ------------------------------------------------------------------


def csv_text(*rows: list[str]) -> str:
    """Return ``rows`` as CSV text."""
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    return out.getvalue()


def _json_record(**fields: str) -> dict[str, str]:
    return {"text": ENGLISH_TEXT, **fields}


SURROGATE_INPUTS: dict[str, tuple[str, str]] = {
    # name: (file name, content); json.dumps writes a lone surrogate as "\ud800"
    "json title": ("a.json", json.dumps([_json_record(title=f"VAR {LONE}")])),
    "json text": ("a.json", json.dumps([{"text": f"{ENGLISH_TEXT} {LONE}"}])),
    "json source": ("a.json", json.dumps([_json_record(source=f"Gull {LONE}")])),
    "json outlet": ("a.json", json.dumps([_json_record(outlet=f"Gull {LONE}")])),
    "json id": ("a.json", json.dumps([_json_record(id=f"a{LONE}")])),
    "json meta": ("a.json", json.dumps([_json_record(**{f"k{LONE}": f"v{LONE}"})])),
    "jsonl title": ("a.jsonl", json.dumps(_json_record(title=f"VAR {LONE}")) + "\n"),
    "jsonl text": ("a.jsonl", json.dumps({"text": f"{LONE}{ENGLISH_TEXT}"}) + "\n"),
    "feed text": ("a.rss", rss(f"{ENGLISH_TEXT} {BAD_CHAR_REFS[0]}")),
    "feed title": ("a.rss", rss(ENGLISH_TEXT, title=f"VAR {BAD_CHAR_REFS[1]}")),
    "feed past U+10FFFF": ("a.rss", rss(f"{ENGLISH_TEXT} {BAD_CHAR_REFS[2]} {BAD_CHAR_REFS[3]}")),
    "csv cell": (
        "a.csv",
        csv_text(["title", "text"], ["VAR &#xD800;", f"{ENGLISH_TEXT} &#55296;"]),
    ),
    "html": ("a.html", f"<html><title>VAR &#xD800;</title><p>{ENGLISH_TEXT} &#xD800;</p></html>"),
}


@pytest.mark.parametrize("case", list(SURROGATE_INPUTS))
def test_a_lone_surrogate_is_replaced_and_the_batch_goes_on(tmp_path: Path, case: str) -> None:
    """A lone surrogate (JSON's "\\ud800", a feed's "&#xD800;") stopped the whole run with
    "'utf-8' codec can't encode character '\\ud800'" (exit 1, the files after it unread), or
    lost the whole feed."""
    name, content = SURROGATE_INPUTS[case]
    bad = write(tmp_path / "in" / name, content)
    good = write(tmp_path / "in" / "z-good.txt", OTHER_TEXT)
    articles, skipped = collect(read_inputs([str(bad), str(good)]))
    assert skipped == []
    assert len(articles) == 2 and articles[-1].path == str(good)
    assert not any(has_surrogate(vars(a)) for a in articles)
    code, stderr, rows = ingest(tmp_path, bad, good)
    assert code == 0, stderr
    assert len(rows) == 2
    stored = [(*row[:4], json.loads(row[4])) for row in rows]  # meta is stored as JSON
    assert any(REPLACEMENT in str(row) for row in stored)


def test_a_file_name_that_is_not_utf8_is_read_and_stored(tmp_path: Path) -> None:
    """A file name with a byte that is not UTF-8 comes back from the folder walk with a
    surrogate in it (Python's surrogateescape): storing its path stopped the run."""
    folder = tmp_path / "in"
    folder.mkdir()
    try:
        with open(os.fsencode(folder) + b"/caf\xe9.txt", "wb") as handle:
            handle.write(ENGLISH_TEXT.encode())
    except OSError:
        pytest.skip("the file system refuses names that are not UTF-8")
    write(folder / "z-good.txt", OTHER_TEXT)
    code, stderr, rows = ingest(tmp_path, folder)
    assert code == 0, stderr
    assert len(rows) == 2


def test_content_hash_survives_a_lone_surrogate_and_keeps_old_hashes() -> None:
    assert content_hash(ENGLISH_TEXT) == hashlib.sha256(ENGLISH_TEXT.encode()).hexdigest()
    assert len(content_hash(f"VAR {LONE}")) == 64


# --- 2. recursive globs and directory links ---------------------------------------------


def _linked_tree(root: Path, second_loop: bool) -> Path:
    """news/a.txt, news/sub/c.txt, news/sub/loop -> .. and, with ``second_loop``, news/alias
    -> sub (two links make glob's walk exponential)."""
    news = root / "news"
    write(news / "a.txt", ENGLISH_TEXT)
    write(news / "sub" / "c.txt", OTHER_TEXT)
    (news / "sub" / "loop").symlink_to("..", target_is_directory=True)
    if second_loop:
        (news / "alias").symlink_to("sub", target_is_directory=True)
    return news


def test_a_recursive_glob_reads_each_file_once_through_a_link_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """glob followed "loop -> .." up to the system's link limit: one file read 41 times."""
    news = _linked_tree(tmp_path, second_loop=False)
    monkeypatch.chdir(news)
    assert expand_paths(["**/*.txt"]) == ["a.txt", os.path.join("sub", "c.txt")]
    assert len(expand_paths([str(news / "**" / "*.txt")])) == 2
    assert len(expand_paths(["**"])) == 2  # "**" alone: folders walked, files once


def test_a_recursive_glob_over_two_link_loops_finishes_quickly(tmp_path: Path) -> None:
    """With two links the walk never ended (`varometer ingest '**/*.txt'` hung). It runs in
    a subprocess, so that a regression fails instead of hanging the test run."""
    news = _linked_tree(tmp_path, second_loop=True)
    code = "from nlp.ingest import expand_paths; print(expand_paths(['**/*.txt']))"
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], cwd=news, capture_output=True, text=True, timeout=30
        )
    except subprocess.TimeoutExpired:
        pytest.fail("expanding '**/*.txt' hung on two directory link loops")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(["a.txt", os.path.join("sub", "c.txt")])


def test_a_file_reached_through_a_link_is_read_once(tmp_path: Path) -> None:
    news = _linked_tree(tmp_path, second_loop=True)
    (news / "same.txt").symlink_to("a.txt")
    inputs = [str(news), str(news / "sub" / "c.txt"), str(news / "alias" / "c.txt")]
    assert sorted(os.path.realpath(p) for p in expand_paths(inputs)) == sorted(
        str((news / name).resolve()) for name in ("a.txt", "sub/c.txt")
    )
    articles, skipped = collect(read_inputs(inputs))
    assert len(articles) == 2 and skipped == []


# --- 3. minimum length -----------------------------------------------------------------

ENTITY_BOMB_FEED = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol9 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
]>
<rss version="2.0"><channel><title>Bomb</title>
<item><title>Bomb</title><description>&lol9;</description></item>
</channel></rss>
"""


def test_what_is_too_short_to_be_an_article_is_skipped(tmp_path: Path) -> None:
    """A feed's "&lol9" (left of an entity bomb) and a 4-character file were stored."""
    bomb = write(tmp_path / "bomb.rss", ENTITY_BOMB_FEED)
    tiny = write(tmp_path / "tiny.txt", "abcd")
    good = write(tmp_path / "z-good.txt", ENGLISH_TEXT)
    articles, skipped = collect(read_inputs([str(bomb), str(tiny), str(good)]))
    assert [a.path for a in articles] == [str(good)]
    assert [str(s) for s in skipped] == [
        f"skipped {bomb}: entry 1: too short to be an article (1 word)",
        f"skipped {tiny}: too short to be an article (1 word)",
    ]


def test_a_short_real_text_is_kept(tmp_path: Path) -> None:
    """The minimum is low: a headline-sized report and a short Chinese text pass it
    (a text in a script without spaces is not "1 word")."""
    short = write(tmp_path / "short.txt", "Conte fumes as VAR rules out late goal")
    chinese = write(tmp_path / "zh.txt", "主教练说裁判判罚错误，视频助理裁判没有帮助球队。")
    articles, skipped = collect(
        read_inputs([str(short), str(chinese)], IngestOptions(skip_non_english=False))
    )
    assert skipped == [] and len(articles) == 2


# --- 4. UTF-16 without a byte order mark ---------------------------------------------------


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_is_read(tmp_path: Path, codec: str) -> None:
    """Was "binary file (NUL bytes)"."""
    text = ENGLISH_TEXT + "\n\nThe fans sang “Olé” and Ωμέγα — naïve or not."
    data = text.encode(codec)
    assert not data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    assert decode_bytes(data).text == text
    articles, skipped = collect(read_inputs([str(write(tmp_path / "u16.txt", data))]))
    assert skipped == []
    assert articles[0].text == text and articles[0].meta["encoding"] == codec


def test_binary_with_nul_bytes_is_still_binary(tmp_path: Path) -> None:
    numbers = b"".join(n.to_bytes(2, "little") for n in range(1, 2000))  # 16-bit counters
    skip = collect(read_inputs([str(write(tmp_path / "n.txt", numbers))]))[1][0]
    assert skip.reason.startswith("binary file")


# --- 5. language ---------------------------------------------------------------------------

FRENCH_20_WORDS = (
    "Le défenseur a été expulsé à la dernière minute et l'entraîneur a déclaré que "
    "l'arbitre avait complètement perdu le contrôle du match."
)


def test_a_short_french_report_in_latin1_is_not_english(tmp_path: Path) -> None:
    """A 20-word French sentence saved as Latin-1 was stored and analysed as English."""
    french = write(tmp_path / "fr.txt", FRENCH_20_WORDS.encode("latin-1"))
    good = write(tmp_path / "z-good.txt", ENGLISH_TEXT)
    articles, skipped = collect(read_inputs([str(french), str(good)]))
    assert [a.path for a in articles] == [str(good)]
    assert [str(s) for s in skipped] == [f"skipped {french}: not English (reads as French)"]


@pytest.mark.parametrize(
    "text",
    [
        "Ancelotti said: “Il calcio è così, sometimes you lose,” before adding that the "
        "referee had done his job and that VAR had been right to intervene in the second half.",
        "Borussia Mönchengladbach and Eintracht Frankfurt fans unfurled banners reading „Gegen "
        "den modernen Fußball“ as the VAR review dragged on for four minutes at the Borussia-Park.",
        "Jürgen Klopp said the decision was wrong: “I don't understand it, the referee should "
        "have gone to the screen and looked again at the challenge by Gündoğan.”",
        "Late drama as Ødegaard penalty overturned by VAR",
    ],
)
def test_english_with_foreign_names_and_quotes_is_kept(tmp_path: Path, text: str) -> None:
    """Short English texts are kept (language unknown under 30 words), whatever names or
    quotes in other languages they hold."""
    assert detect_language(text).language != "non-en"
    articles, skipped = collect(read_inputs([str(write(tmp_path / "en.txt", text))]))
    assert skipped == [] and len(articles) == 1


def test_english_with_foreign_quotes_is_not_skipped(tmp_path: Path) -> None:
    body = (
        ENGLISH_TEXT
        + "\n\nAncelotti shrugged: “Il calcio è così.” His assistant, Davide, added that "
        "“no pasa nada” and that Mönchengladbach had been the better side."
    )
    articles, skipped = collect(read_inputs([str(write(tmp_path / "mix.txt", body))]))
    assert skipped == [] and articles[0].meta["language"] == "en"


def test_every_corpus_article_is_still_english() -> None:
    folders = sorted(str(p) for p in (ROOT / "corpora").glob("*/articles"))
    articles, skipped = collect(read_inputs(folders))
    assert skipped == []
    assert len(articles) > 200
    assert {a.meta["language"] for a in articles} == {"en"}


def test_the_language_model_loads_without_the_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """The identifier's model ships in its package: loading it must open no socket."""
    from nlp.ingest import language

    def no_network(*args: Any, **kwargs: Any) -> socket.socket:
        raise AssertionError("the language check tried to use the network")

    monkeypatch.setattr(socket, "socket", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    identifier = language.load_identifier()
    assert identifier.classify(FRENCH_20_WORDS)[0] == "fr"
