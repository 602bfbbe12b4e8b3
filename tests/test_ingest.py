"""Tests for nlp.ingest: every format, every bad-input case, ids, dates, normalisation.

Fixtures in tests/fixtures/ingest/ are short fictional snippets; binary, huge and
legacy-encoded inputs are generated in tmp_path.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import collect

import nlp.ingest.reader as reader
from nlp.ingest import (
    SUPPORTED_EXTENSIONS,
    IngestOptions,
    Skipped,
    detect_language,
    expand_paths,
    normalise_text,
    parse_published,
    read_file,
    read_inputs,
    read_stdin,
    sniff_format,
)
from nlp.ingest.constants import MAX_REPORTED_BAD_LINES
from nlp.ingest.encoding import decode_bytes
from nlp.ingest.html import html_fragment_to_text, signed_blockquotes, tweets_as_quotes
from nlp.ingest.normalise import BOILERPLATE_LINE_PATTERNS, is_boilerplate_line
from nlp.models import Article

FIXTURES = Path(__file__).parent / "fixtures" / "ingest"

# Long enough (well over 30 words) for the language check to call it English.
ENGLISH_TEXT = (
    "Harbour Rovers manager Dale Finch was furious after the late penalty was given.\n\n"
    "“It’s a joke. VAR is supposed to help, and it didn’t,” he said after the game.\n\n"
    'Striker Ana Costa added: "We\'ll bounce back, but that decision hurt all of us."'
)
SPANISH_TEXT = (
    "«Es una vergüenza. El VAR tiene que ayudar y no lo hizo», dijo el entrenador del "
    "equipo tras el penalti en el último minuto. El árbitro fue al monitor pero mantuvo "
    "su decisión, y los aficionados locales no estaban contentos con ello. El técnico "
    "añadió que hablará con la liga sobre la forma en que los árbitros gestionaron el "
    "partido."
)
GERMAN_TEXT = (
    "„Das ist ein Witz. Der VAR soll helfen, und er hat es nicht getan“, sagte der "
    "Trainer nach dem späten Elfmeter. Der Schiedsrichter wurde an den Monitor geschickt, "
    "blieb aber bei seiner Entscheidung, und die Heimfans waren darüber nicht glücklich. "
    "Er fügte hinzu, dass er mit der Liga über die Art sprechen werde."
)


def write(path: Path, content: str | bytes) -> Path:
    """Write ``content`` to ``path`` (bytes as they are, text as UTF-8) and return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def only_article(path: Path | str, options: IngestOptions | None = None) -> Article:
    """Read one file that must give exactly one Article and nothing else."""
    articles, skipped = collect(read_file(str(path), options))
    assert skipped == []
    assert len(articles) == 1
    return articles[0]


def only_skip(path: Path | str, options: IngestOptions | None = None) -> Skipped:
    """Read one file that must give exactly one Skipped and nothing else."""
    articles, skipped = collect(read_file(str(path), options))
    assert articles == []
    assert len(skipped) == 1, skipped
    return skipped[0]


@pytest.fixture
def good_file(tmp_path: Path) -> Path:
    """A valid text article to put after a bad input in a batch."""
    return write(tmp_path / "good" / "good.txt", ENGLISH_TEXT)


# --- API -----------------------------------------------------------------------------


def test_public_api_and_defaults() -> None:
    import nlp.ingest

    for name in ("IngestOptions", "Skipped", "expand_paths", "read_inputs", "read_file"):
        assert name in nlp.ingest.__all__
    options = IngestOptions()
    assert options.max_bytes == 5 * 1024 * 1024
    assert options.text_column == "text"
    assert options.skip_non_english is True
    for ext in (".txt", ".md", ".html", ".htm", ".json", ".jsonl", ".csv", ".rss", ".atom"):
        assert ext in SUPPORTED_EXTENSIONS
    assert ".xml" in SUPPORTED_EXTENSIONS


def test_skipped_str_is_one_line() -> None:
    skipped = Skipped("data/x.bin", "binary file (NUL bytes)")
    assert str(skipped) == "skipped data/x.bin: binary file (NUL bytes)"


# --- formats -------------------------------------------------------------------------


def test_plain_text() -> None:
    article = only_article(FIXTURES / "match-report.txt")
    assert article.id.startswith("sha-") and len(article.id) == 4 + 16
    # a first line of its own with no full stop is the headline (here the scoreline)
    assert article.title == "Kestrel Bay 2 Ashvale United 1"
    assert article.published is None
    assert article.path == str(FIXTURES / "match-report.txt")
    assert article.meta["format"] == "text"
    assert article.meta["language"] == "en"
    paragraphs = article.text.split("\n\n")
    assert paragraphs[0] == "Kestrel Bay 2 Ashvale United 1"
    assert len(paragraphs) == 4
    assert "“It’s not the decision, it’s the waiting,” said" in article.text
    assert '"I thought VAR got it right today," he said. "Don\'t ask me' in article.text
    assert "last week's one" in article.text


@pytest.mark.parametrize(
    ("content", "title", "published"),
    [
        # a headline line and a dateline paragraph
        (
            "Conte blasts officials after VAR chaos\n\n"
            "Tottenham Hotspur 1-1 Manchester United, 19 October 2022\n\n" + ENGLISH_TEXT,
            "Conte blasts officials after VAR chaos",
            "2022-10-19",
        ),
        # a byline's date
        (
            "Finch fumes at VAR\n\nBy Sam Reed, October 4, 2025\n\n" + ENGLISH_TEXT,
            "Finch fumes at VAR",
            "2025-10-04",
        ),
        # a hard-wrapped text's first line, a lead with a quote, a byline are no headlines;
        # a sentence's, a quote's or a fixture's date is no dateline
        (
            "Dale Finch was furious after the late penalty\nat the Quayside on Saturday.\n\n"
            + ENGLISH_TEXT,
            "",
            None,
        ),
        ('Finch calls the decision "a complete joke"\n\n' + ENGLISH_TEXT, "", None),
        ("By Sam Reed\n\n" + ENGLISH_TEXT, "", None),
        (
            "Dale Finch has never forgotten 26 May 1989.\n\nNext: Ashvale United v Saltcote, "
            "2 November 2025\n\n" + ENGLISH_TEXT,
            "",
            None,
        ),
        # a first paragraph that is a sentence, or an address, is no headline; a long
        # paragraph's date is something it reports
        (
            "Finch was furious.\n\nIn May 2019 the league brought in VAR and on 4 May 2019 "
            "the clubs voted for it, after a long and bitter season of argument.\n\n"
            + ENGLISH_TEXT,
            "",
            None,
        ),
        ("info@example.com\n\n" + ENGLISH_TEXT, "", None),
        # old Mac (CR only) and Windows line ends part paragraphs as well
        *(
            (
                ("Finch fumes at VAR\n\nBy Sam Reed, October 4, 2025\n\n" + ENGLISH_TEXT).replace(
                    "\n", end
                ),
                "Finch fumes at VAR",
                "2025-10-04",
            )
            for end in ("\r", "\r\n")
        ),
    ],
)
def test_plain_text_headline_and_dateline(
    tmp_path: Path, content: str, title: str, published: str | None
) -> None:
    article = only_article(write(tmp_path / "story.txt", content))
    assert (article.title, article.published) == (title, published)
    if title:
        # the headline stays in the text, where it may be all that names a speaker
        assert article.text.startswith(title)
    assert (article.meta.get("published_from") == "text") is (published is not None)
    # the id is the whole text's, as before the headline was taken out of it, so that an
    # unchanged file read again after an upgrade is the article already stored
    from nlp.ingest.article import stable_id
    from nlp.ingest.normalise import normalise_text

    assert article.id == stable_id(normalise_text(content))
    # front matter wins over both
    front = "---\ntitle: Given\npublished: 2025-01-02\n---\n"
    article = only_article(write(tmp_path / "given.txt", front + content))
    assert (article.title, article.published) == ("Given", "2025-01-02")


def test_markdown_front_matter() -> None:
    article = only_article(FIXTURES / "press-conference.md")
    assert article.id == "fx-md-001"
    assert article.title == "Lindqvist: 'We need to talk about the monitor'"
    assert article.published == "2025-10-04"
    assert article.source == "The Gull Gazette"
    assert article.url == "https://gull-gazette.example/football/2025/10/lindqvist-monitor"
    assert article.meta["competition"] == "Coastal League"
    assert article.meta["home"] == "Ashvale United"
    assert article.meta["away"] == "Kestrel Bay"
    assert article.meta["author"] == "Priya Nandakumar"
    assert article.meta["tags"] == ["var", "press-conference"]
    assert article.meta["format"] == "markdown"
    assert "---" not in article.text and "competition:" not in article.text
    assert "“If the referee has to go to the screen, tell us why,” she said." in article.text
    assert "She added: 'I won't say VAR is the enemy. I'd just like it" in article.text
    assert "\n\n\n" not in article.text


def test_markdown_heading_is_title_without_front_matter(tmp_path: Path) -> None:
    path = write(tmp_path / "story.md", "# Finch fumes at VAR\n\n" + ENGLISH_TEXT)
    article = only_article(path)
    assert article.title == "Finch fumes at VAR"
    assert article.text == ENGLISH_TEXT


def test_markdown_links_keep_their_words(tmp_path: Path) -> None:
    content = (
        "![Conte on the touchline](https://img.example/c.jpg)\n"
        "[Antonio Conte](https://example.com/people/conte) was furious after the "
        '[VAR](https://example.com/var "video assistant referee") check. "It was never '
        'offside [sic]," he said. See [the full report][1].\n\n'
        "[1]: https://example.com/report\n"
        "Spurs are [away](https://en.example.org/wiki/Marseille_(club)) next week.\n"
    )
    article = only_article(write(tmp_path / "story.md", content))
    assert article.text == (
        "Antonio Conte was furious after the VAR check. "
        '"It was never offside [sic]," he said. See the full report.\n\n'
        "Spurs are away next week."
    )
    from nlp.ingest.article import stable_id
    from nlp.ingest.normalise import normalise_text

    assert article.id == stable_id(normalise_text(content))  # as before links came out
    # A plain-text file is not Markdown: its brackets are its own.
    plain = only_article(write(tmp_path / "story.txt", content))
    assert "[Antonio Conte](https://example.com/people/conte)" in plain.text
    # A link's words may wrap; a line that only looks like a definition is prose; a linked
    # image goes with its link; a heading's link is read for the title.
    content = (
        "# [Arteta](https://example.com/arteta) fumes\n\n"
        '"It was a huge win," said [Martin\nOdegaard](https://example.com/odegaard).\n\n'
        '[Update, 17:40]: Arteta told reporters: "We were brilliant."\n\n'
        "[![Conte](https://img.example/c.jpg)](https://example.com/c)Conte left early.\n\n"
        + ENGLISH_TEXT
    )
    article = only_article(write(tmp_path / "wrapped.md", content))
    assert article.title == "Arteta fumes"
    assert article.text == (
        '"It was a huge win," said Martin\nOdegaard.\n\n'
        '[Update, 17:40]: Arteta told reporters: "We were brilliant."\n\n'
        "Conte left early.\n\n" + ENGLISH_TEXT
    )


def test_front_matter_yaml_dates_and_extra_keys(tmp_path: Path) -> None:
    content = "---\npublished: 2025-10-04\nkickoff: 2025-10-04 15:00:00\n---\n" + ENGLISH_TEXT
    article = only_article(write(tmp_path / "a.txt", content))
    assert article.published == "2025-10-04"
    assert article.meta["kickoff"] == "2025-10-04T15:00:00"  # YAML datetime made JSON-safe
    json.dumps(article.to_dict())


def test_front_matter_date_that_is_no_day_keeps_the_article(tmp_path: Path) -> None:
    # A typo'd day (30 February, month 13) is an undated article, not a skipped file.
    content = "---\nid: fm-1\npublished: 2025-02-30\nkickoff: 2025-13-01\n---\n" + ENGLISH_TEXT
    article = only_article(write(tmp_path / "a.md", content))
    assert article.id == "fm-1" and article.text == ENGLISH_TEXT
    assert article.published is None
    assert article.meta["published_raw"] == "2025-02-30"
    assert article.meta["kickoff"] == "2025-13-01"


def test_html_boilerplate_dropped_quotes_and_paragraphs_kept() -> None:
    article = only_article(FIXTURES / "reaction.html")
    assert article.id == "fx-html-001"  # from <meta name="varometer:id">
    assert article.title == "Achebe praises VAR after Kestrel comeback"
    assert article.published == "2025-10-05T09:30:00+01:00"  # the meta time, not just the day
    assert article.url == "https://gull-gazette.example/football/2025/10/achebe-praises-var"
    assert article.meta["author"] == "Priya Nandakumar"
    assert article.meta["format"] == "html"
    text = article.text
    for boilerplate in (
        "cookies",
        "Home",
        "Share this article",
        "Facebook",
        "Advertisement",
        "Read more",
        "newsdesk@",
        "Follow us",
        "©",
    ):
        assert boilerplate not in text, boilerplate
    paragraphs = text.split("\n\n")
    assert paragraphs[0].startswith("Kestrel Bay manager Tom Achebe said")
    assert "“People moan about it every week, but today it helped the game,” Achebe" in text
    assert 'was less convinced. "It\'s a soft one," he said.\n"I\'ve seen those' in text
    assert "Ashvale’s captain" in text
    # <q> has no marks in the source text; they are added so the quote can be found.
    assert "the officials “did their jobs properly” and" in text
    assert "“We will keep reviewing our use of the monitor,” the league said" in text
    assert "Achebe praises VAR after Kestrel comeback" not in text  # headline not repeated
    assert len(paragraphs) == 5


def test_html_without_id_gets_content_hash(tmp_path: Path) -> None:
    paragraphs = "".join(f"<p>{p}</p>" for p in ENGLISH_TEXT.split("\n\n"))
    html = f"<html><head><title>Finch fumes</title></head><body><article>{paragraphs}</article></body></html>"
    article = only_article(write(tmp_path / "page.htm", html))
    assert article.id.startswith("sha-")
    assert article.text == ENGLISH_TEXT


def test_html_leaves_the_callers_trafilatura_logging_as_it_was(tmp_path: Path) -> None:
    # A program that imports varometer and logs trafilatura itself keeps its level.
    logger = logging.getLogger("trafilatura")
    before = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        paragraphs = "".join(f"<p>{p}</p>" for p in ENGLISH_TEXT.split("\n\n"))
        only_article(write(tmp_path / "page.html", f"<html><body>{paragraphs}</body></html>"))
        assert logger.level == logging.DEBUG
    finally:
        logger.setLevel(before)


def test_json_list_ids_aliases_and_meta() -> None:
    articles, skipped = collect(read_file(str(FIXTURES / "dump.json")))
    assert skipped == []
    first, second = articles
    assert first.id == "fx-json-001"
    assert first.published == "2025-10-06T12:00:00+00:00"
    assert first.meta["competition"] == "Coastal League"
    assert first.meta["author"] == "Priya Nandakumar"
    assert "“The lines were right, I was off,” he said." in first.text
    assert second.id.startswith("sha-")  # no id field: stable hash
    assert second.published == "2025-10-04T18:00:00+00:00"  # from "date"
    assert second.text.startswith("The Ashvale Supporters' Trust")  # from "body"
    assert second.meta["word_count"] == 41
    assert second.meta["format"] == "json"


def test_json_single_object() -> None:
    article = only_article(FIXTURES / "single.json")
    assert article.id == "fx-json-002"
    assert article.published == "2025-10-07"
    assert article.source == "Coastal Wire"
    assert "“Accuracy matters more than speed,” she said." in article.text


def test_json_text_as_list_of_paragraphs_and_wrapper(tmp_path: Path) -> None:
    data = {"articles": [{"id": "w1", "text": ["First paragraph here.", "“Second,” he said."]}]}
    article = only_article(write(tmp_path / "wrapped.json", json.dumps(data)))
    assert article.id == "w1"
    assert article.text == "First paragraph here.\n\n“Second,” he said."


def test_json_records_nested_as_api_dumps_nest_them(tmp_path: Path) -> None:
    dump = {
        "status": "ok",
        "data": {
            "total": 2,
            "articles": [
                {"id": "n1", "body": ENGLISH_TEXT},
                {"id": "n2", "text": ENGLISH_TEXT + " More."},
            ],
        },
    }
    articles, skipped = collect(read_file(str(write(tmp_path / "api.json", json.dumps(dump)))))
    assert [a.id for a in articles] == ["n1", "n2"] and skipped == []
    skipped = only_skip(
        write(tmp_path / "meta.json", json.dumps({"status": "ok", "data": {"total": 0}}))
    )
    assert skipped.reason == (
        "JSON object has no text field ('text', 'body', 'content', 'bodyText', 'articleBody', "
        "'html', 'plaintext') and no list of records under "
        "articles/items/records/data/entries/results/response/posts/db"
    )


def test_a_text_field_that_is_not_text_is_skipped(tmp_path: Path) -> None:
    data = [{"id": "n", "text": 12345}, {"id": "d", "text": {"body": "x"}}, {"text": ENGLISH_TEXT}]
    articles, skipped = collect(read_file(str(write(tmp_path / "d.json", json.dumps(data)))))
    assert len(articles) == 1 and articles[0].text == ENGLISH_TEXT
    assert [s.reason for s in skipped] == [
        "record 1: text field holds a number, not text",
        "record 2: text field holds an object, not text",
    ]


def test_jsonl_bad_line_skipped_good_lines_kept() -> None:
    articles, skipped = collect(read_file(str(FIXTURES / "dump.jsonl")))
    assert [a.id for a in articles] == ["fx-jsonl-001", "fx-jsonl-003"]
    assert articles[0].title == "Achebe: 'It helped the game'"  # from "headline"
    assert articles[0].meta["format"] == "jsonl"
    assert len(skipped) == 1
    assert skipped[0].reason.startswith("line 2: invalid JSON")
    assert "dump.jsonl" in str(skipped[0])


def test_jsonl_non_object_line_and_many_bad_lines(tmp_path: Path) -> None:
    good = json.dumps({"id": "ok", "text": ENGLISH_TEXT})
    lines = [good, "[1, 2]"] + ["{broken"] * (MAX_REPORTED_BAD_LINES + 5) + [good]
    articles, skipped = collect(read_file(str(write(tmp_path / "x.jsonl", "\n".join(lines)))))
    assert len(articles) == 2
    assert skipped[0].reason == "line 2: not a JSON object"
    assert len(skipped) == MAX_REPORTED_BAD_LINES + 1
    assert skipped[-1].reason.startswith("6 more invalid lines not listed")


def test_the_run_summary_counts_one_reason_for_many_records(tmp_path: Path) -> None:
    """The summary groups skipped records by reason, not by position: a dump of records
    without text was one "skipped 1 x record N: no text" line per record."""
    from typer.testing import CliRunner

    from cli import app

    records = [{"id": f"r{i}", "text": ""} for i in range(1, 4)]
    dump = write(tmp_path / "dump.json", json.dumps(records))
    result = CliRunner().invoke(app, ["ingest", str(dump), "--db", str(tmp_path / "v.db")])
    assert result.exit_code == 2  # nothing could be read
    # Each record still gets its own line while the run goes...
    assert "skipped " + str(dump) + ": record 3: no text" in result.stderr
    # ... and the summary one line for the three.
    assert "skipped 3 x no text" in result.stderr
    assert "1 x record" not in result.stderr


def test_csv_custom_text_column_and_empty_row() -> None:
    options = IngestOptions(text_column="story")
    articles, skipped = collect(read_file(str(FIXTURES / "clippings.csv"), options))
    assert [a.id for a in articles][0] == "fx-csv-001"
    first, second = articles
    assert first.title == "Achebe backs officials"  # "headline" column
    assert first.source == "The Gull Gazette"  # "outlet" column
    assert first.published == "2025-10-08"
    assert first.meta["author"] == "Priya Nandakumar"
    assert first.meta["format"] == "csv"
    assert (
        first.text.split("\n\n")[1]
        == "“They get more right than wrong,” he said. “People forget that.”"
    )
    assert second.id.startswith("sha-")  # empty id cell
    assert second.published == "2025-10-09"
    assert (
        '"You celebrate, then you wait, then you don\'t know what to feel," he said.' in second.text
    )
    assert len(skipped) == 1
    assert skipped[0].reason == "row 2: empty text column 'story'"


def test_csv_falls_back_to_body_column_and_semicolons(tmp_path: Path) -> None:
    path = write(
        tmp_path / "export.csv", f'id;body\nb1;"{ENGLISH_TEXT.replace(chr(34), chr(34) * 2)}"\n'
    )
    article = only_article(path)
    assert article.id == "b1"
    assert article.text == ENGLISH_TEXT


def test_a_named_text_column_that_is_missing_is_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(
        tmp_path / "export.csv", f'id,text\nb1,"{ENGLISH_TEXT.replace(chr(34), chr(34) * 2)}"\n'
    )
    with caplog.at_level("WARNING", logger="varometer"):
        articles, _ = collect(read_file(str(path), IngestOptions(text_column="storry")))
    assert [a.id for a in articles] == ["b1"]
    assert caplog.messages == [f"{path}: no column 'storry', read 'text' instead"]
    caplog.clear()
    with caplog.at_level("WARNING", logger="varometer"):
        collect(read_file(str(path)))
    assert caplog.messages == []


def test_a_folder_says_which_files_it_did_not_read(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write(tmp_path / "report.txt", ENGLISH_TEXT)
    for name in ("notes.docx", "scan.pdf", "old.pdf", ".DS_Store"):
        (tmp_path / name).write_bytes(b"%PDF-1.4 not text")
    with caplog.at_level("WARNING", logger="varometer"):
        articles, skipped = collect(read_inputs([str(tmp_path)]))
    assert len(articles) == 1 and skipped == []
    assert caplog.messages == [f"{tmp_path}: 3 file(s) of other types not read (1 .docx, 2 .pdf)"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")
def test_a_named_pipe_in_a_folder_is_named_and_not_opened(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    import signal

    write(tmp_path / "report.txt", ENGLISH_TEXT)
    os.mkfifo(tmp_path / "pipe.txt")  # opening it would wait for a writer forever

    def hung(*_: object) -> None:
        raise AssertionError("reading the folder opened the named pipe")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    try:
        with caplog.at_level("WARNING", logger="varometer"):
            articles, skipped = collect(read_inputs([str(tmp_path)]))
            globbed, _ = collect(read_inputs([str(tmp_path / "*.txt")]))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert len(articles) == 1 and skipped == [] and len(globbed) == 1
    assert caplog.messages == [
        f"{tmp_path}: 1 special file(s) (pipes, sockets or devices) not read",
        f"{tmp_path / 'pipe.txt'}: not a regular file (a pipe, socket or device), not read",
    ]


def test_a_summary_groups_skip_reasons_whatever_position_they_name() -> None:
    from nlp.ingest.base import without_position

    reasons = ["row 4 (line 7): invalid CSV", "row 9 (line 15): invalid CSV", "line 3: no text"]
    assert [without_position(r) for r in reasons] == ["invalid CSV", "invalid CSV", "no text"]
    assert without_position("rowdy 4: fans") == "rowdy 4: fans"


def test_csv_without_text_column(tmp_path: Path) -> None:
    skipped = only_skip(write(tmp_path / "clubs.csv", "name,city\nRovers,Harbour\n"))
    assert skipped.reason.startswith("CSV has no text column")
    # As for a JSON record without one: the line says which option names the column.
    assert skipped.reason.endswith("see --text-column)")


def test_rss_full_content_preferred_and_html_stripped() -> None:
    articles, skipped = collect(read_file(str(FIXTURES / "wire.rss")))
    assert skipped == []
    first, second = articles
    assert first.id == "fx-rss-001"  # guid
    assert first.source == "Coastal Wire"
    assert first.url == "https://coastal-wire.example/2025/10/kestrel-ashvale"
    assert first.published == "2025-10-04T18:00:00+00:00"
    assert first.meta["format"] == "rss"
    assert first.meta["author"] == "Coastal Wire staff"
    assert "Short summary only" not in first.text  # content:encoded wins
    assert "<p>" not in first.text
    assert first.text.split("\n\n") == [
        "Kestrel Bay beat Ashvale United 2-1 after a late penalty was confirmed by the video "
        "assistant referee.",
        "“It’s the right call,” said Kestrel manager Tom Achebe.\n“No complaints from me.”",
        'Ashvale’s Rosa Lindqvist said: "We\'ll look at it again on Monday."',
    ]
    assert second.id == second.url == "https://coastal-wire.example/2025/10/lindqvist-clarity"
    assert second.published == "2025-10-03T09:15:00+01:00"
    assert second.text == (
        "Ashvale manager Rosa Lindqvist wants the league to explain each review.\n\n"
        "“Tell us why,” she said."
    )


def test_atom_content_then_summary() -> None:
    articles, skipped = collect(read_file(str(FIXTURES / "wire.atom")))
    assert skipped == []
    first, second = articles
    assert first.id == "urn:fx:atom-001"
    assert first.source == "Gull Gazette Football"
    assert first.published == "2025-10-06T09:00:00+01:00"  # published wins over updated
    assert first.meta == {"author": "Priya Nandakumar", "format": "atom", "language": "unknown"}
    assert first.text.endswith("“I was off, fair enough,” he said. “I don’t have to like it.”")
    assert "Mbeki accepts the call." not in first.text
    assert second.published == "2025-10-05T20:00:00+00:00"  # only updated
    assert (
        second.text == "Kestrel manager Tom Achebe said the penalty was ‘obvious’ from the bench."
    )


def test_xml_feed_by_content(tmp_path: Path) -> None:
    path = tmp_path / "wire.xml"
    shutil.copy(FIXTURES / "wire.rss", path)
    articles, skipped = collect(read_file(str(path)))
    assert len(articles) == 2 and skipped == []


def test_feed_with_latin1_declaration(tmp_path: Path) -> None:
    rss = (FIXTURES / "wire.rss").read_text(encoding="utf-8")
    rss = rss.replace('encoding="utf-8"', 'encoding="iso-8859-1"').replace("“", "").replace("”", "")
    rss = rss.replace("Coastal Wire</title>", "Café Wire</title>", 1).replace("’", "'")
    article = collect(read_file(str(write(tmp_path / "l1.rss", rss.encode("latin-1")))))[0][0]
    assert article.source == "Café Wire"


def test_feed_entry_without_text_is_skipped(tmp_path: Path) -> None:
    rss = (
        '<?xml version="1.0"?><rss version="2.0"><channel><title>W</title>'
        "<item><title>Empty</title></item>"
        f"<item><title>Full</title><description>{ENGLISH_TEXT}</description></item>"
        "</channel></rss>"
    )
    articles, skipped = collect(read_file(str(write(tmp_path / "w.rss", rss))))
    assert len(articles) == 1
    assert [s.reason for s in skipped] == ["entry 1: no text"]


@pytest.mark.parametrize(
    ("content", "expected_format"),
    [
        (json.dumps({"id": "s1", "text": ENGLISH_TEXT}), "json"),
        (json.dumps([{"id": "s1", "text": ENGLISH_TEXT}]), "json"),
        (
            json.dumps({"id": "s1", "text": ENGLISH_TEXT}) + "\n" + json.dumps({"text": "x"}),
            "jsonl",
        ),
        ((FIXTURES / "wire.rss").read_text(encoding="utf-8"), "rss"),
        ((FIXTURES / "wire.atom").read_text(encoding="utf-8"), "atom"),
        ((FIXTURES / "reaction.html").read_text(encoding="utf-8"), "html"),
        (ENGLISH_TEXT, "text"),
        ("---\nid: s1\n---\n" + ENGLISH_TEXT, "text"),
    ],
)
def test_stdin_sniffs_format(
    monkeypatch: pytest.MonkeyPatch, content: str, expected_format: str
) -> None:
    stdin = io.TextIOWrapper(io.BytesIO(content.encode("utf-8")), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    articles, skipped = collect(read_inputs(["-"]))
    assert skipped == []
    assert articles
    assert all(a.path == "-" for a in articles)
    assert articles[0].meta["format"] == expected_format


def test_stdin_stream_argument_and_bad_json() -> None:
    _, skipped = collect(read_stdin(stream=io.BytesIO(b'{"id": 1, "text": ')))
    assert len(skipped) == 1
    assert skipped[0].path == "-"
    assert skipped[0].reason.startswith("invalid JSON")


def test_sniff_format() -> None:
    assert sniff_format('{"a": 1}') == "json"
    assert sniff_format('{"a": 1}\n{"a": 2}\n') == "jsonl"
    assert sniff_format("<!DOCTYPE html><html><body><p>x</p></body></html>") == "html"
    assert sniff_format('<?xml version="1.0"?>\n<rss version="2.0"></rss>') == "feed"
    assert sniff_format("[Report] Rovers 2 Town 1") == "text"
    assert sniff_format("Rovers won. “Great,” he said.") == "text"
    # What a pipe from a database dump or an API brings.
    assert sniff_format('id,title,text\na1,T1,"Pryce said it."\n') == "csv"
    assert sniff_format("Title;Body\nT1;Pryce said it.\n") == "csv"
    assert sniff_format("id,story\na1,x\n", ("story", "text")) == "csv"
    assert sniff_format("Rovers, Town and United all lost.") == "text"
    assert sniff_format('[\n {"text": "a"},\n]\n') == "json"  # a trailing comma: invalid JSON
    assert sniff_format('{"text": "a\n{"text": "b"}\n{"text": "c"}\n') == "jsonl"


def test_stdin_csv_broken_jsonl_and_error_pages() -> None:
    def read(data: bytes) -> tuple[list[Article], list[Skipped]]:
        return collect(read_stdin(stream=io.BytesIO(data)))

    articles, skipped = read(b'id,title,text\na1,T1,"Pryce said: ""Fine."""\na2,T2,"More."\n')
    assert [a.id for a in articles] == ["a1", "a2"] and skipped == []
    assert articles[0].text == 'Pryce said: "Fine."'
    # A broken first line costs that line, not the stream.
    articles, skipped = read(b'{"id": "x", "text": \n{"id": "b", "text": "Fine."}\n')
    assert [a.id for a in articles] == ["b"] and len(skipped) == 1
    page = b"<html><head><title>404 Not Found</title></head><body><p>The page was not found."
    articles, skipped = read(page + b" Try the home page instead.</p></body></html>")
    assert articles == [] and skipped[0].reason == "an error page ('404 Not Found'), not an article"
    # A site's own error page has menus: its status-code title is enough.
    menu = "".join(f"<a href='/s{i}'>Section {i}</a>" for i in range(80))
    site_page = f"<html><title>404 Not Found | Example Sport</title><nav>{menu}</nav><p>Gone.</p>"
    articles, skipped = read(site_page.encode())
    assert articles == [] and skipped[0].reason.startswith("an error page ('404 Not Found")
    for title in ("Page not found | The Post", "502 Bad Gateway", "Error 503"):
        articles, skipped = read(f"<html><title>{title}</title><p>Sorry.</p></html>".encode())
        assert articles == [] and skipped[0].reason.startswith("an error page"), title
    # Headlines that open with such words are articles.
    for title in (
        "500 days of VAR",
        "Gone in a flash: how VAR took the game",
        "Forbidden words: what Pryce said",
        "Not Found wanting: the Gulls hold on",
        "Service unavailable: VAR screens go dark",
        "Error 404 costs the Gulls",
    ):
        page = f"<html><head><title>{title}</title></head><body><p>" + "Pryce said. " * 30
        articles, skipped = read((page + "</p></body></html>").encode())
        assert len(articles) == 1 and skipped == [], title
    # A live blog's timestamps and a headline with a comma are text, not JSON or CSV.
    blog = b'[12:30] Kick-off at the Harbour.\n[12:45] Pryce said: "VAR got that wrong, again."\n'
    headline = b"Body, mind and VAR: why referees struggle\n\nThe Gulls manager said it.\n"
    for text in (blog, headline):
        articles, skipped = read(text)
        assert [a.meta["format"] for a in articles] == ["text"] and skipped == [], text


# --- bad input: one Skipped each, and the batch goes on --------------------------------


def assert_one_skip_then_good(
    bad: str, good: Path, options: IngestOptions | None = None
) -> Skipped:
    """Read [bad, good]: exactly one Skipped for bad, then the good article."""
    articles, skipped = collect(read_inputs([bad, str(good)], options))
    assert len(skipped) == 1, skipped
    assert [a.path for a in articles] == [str(good)]
    assert "\n" not in str(skipped[0])
    return skipped[0]


def test_missing_path(good_file: Path, tmp_path: Path) -> None:
    missing = str(tmp_path / "nope.txt")
    skipped = assert_one_skip_then_good(missing, good_file)
    assert skipped.path == missing
    assert skipped.reason == "no such file or directory"


def test_read_file_on_missing_file(tmp_path: Path) -> None:
    skipped = only_skip(tmp_path / "gone.md")
    assert skipped.reason.startswith("cannot read file")


def test_glob_matching_nothing(good_file: Path, tmp_path: Path) -> None:
    skipped = assert_one_skip_then_good(str(tmp_path / "*.rss"), good_file)
    assert skipped.reason == "no supported files match this pattern"


def test_directory_without_supported_files(good_file: Path, tmp_path: Path) -> None:
    write(tmp_path / "empty-dir" / "notes.log", "x")
    skipped = assert_one_skip_then_good(str(tmp_path / "empty-dir"), good_file)
    assert skipped.reason.startswith("directory has no supported files")


def test_unreadable_file_permission_denied(
    good_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = write(tmp_path / "locked.txt", ENGLISH_TEXT)
    real_open = open

    def fake_open(file: object, *args: object, **kwargs: object) -> object:
        if str(file) == str(bad):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr("builtins.open", fake_open)
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "cannot read file (Permission denied)"


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root can read mode-000 files"
)
def test_unreadable_file_chmod(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "locked.txt", ENGLISH_TEXT)
    bad.chmod(0)
    try:
        skipped = assert_one_skip_then_good(str(bad), good_file)
    finally:
        bad.chmod(0o644)
    assert skipped.reason == "cannot read file (Permission denied)"


def test_binary_nul_bytes(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "x.bin", b"\x01\x02\x00\x00binary\x00payload" * 50)
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert str(skipped) == f"skipped {bad}: binary file (NUL bytes)"


@pytest.mark.parametrize(
    ("head", "kind"),
    [(b"%PDF-1.7\n", "a PDF"), (b"PK\x03\x04\x14\x00", "a ZIP archive (or a Word/Excel file)")],
)
def test_a_binary_file_says_what_it_is(
    good_file: Path, tmp_path: Path, head: bytes, kind: str
) -> None:
    bad = write(tmp_path / "report.html", head + b"\x00binary payload" * 50)  # a renamed file
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == f"binary file ({kind}, not text)"


def test_binary_control_characters(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "x.txt", bytes(range(1, 32)) * 40)
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "binary file (control characters)"


def test_a_file_of_quote_marks_is_not_prose(good_file: Path, tmp_path: Path) -> None:
    # 50,000 marks kept the quote finder and tokenizer busy for minutes.
    bad = write(tmp_path / "q.txt", "‘“" * 25_000)
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "not prose (50,000 of 50,000 characters are quote marks)"
    # A report full of quotes is still one.
    quoted = '"It was never offside," said Frew. "Never." ' * 200
    assert only_article(write(tmp_path / "ok.txt", quoted)).text.startswith('"It was')


def test_html_entities_in_a_text_file_are_decoded(tmp_path: Path) -> None:
    raw = "&ldquo;VAR got it wrong,&rdquo; said Frew. It&#8217;s the third time this season."
    article = only_article(write(tmp_path / "e.txt", raw * 3))
    assert article.text.startswith("“VAR got it wrong,” said Frew. It’s the third")
    # A URL's "&times=2" is a parameter, not the old entity for "×".
    link = "See https://x.example/?seat=1&times=2&copy=3 for tickets. "
    assert "&times=2&copy=3" in only_article(write(tmp_path / "u.txt", link + raw * 3)).text
    # One "&amp;" is left as written.
    plain = "Frew thanked the AT&amp;T stadium staff. " + "He said the match was fair. " * 4
    assert "&amp;" in only_article(write(tmp_path / "p.txt", plain)).text


def test_empty_file(good_file: Path, tmp_path: Path) -> None:
    skipped = assert_one_skip_then_good(str(write(tmp_path / "e.txt", b"")), good_file)
    assert skipped.reason == "empty file"


def test_whitespace_only_file(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "w.md", " \n\t\r\n  \u00a0\n")
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "empty file (only whitespace)"


def test_front_matter_only_has_no_text(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "fm.md", "---\ntitle: Nothing here\n---\n\n")
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "no text"


def test_undecodable_bytes(good_file: Path, tmp_path: Path) -> None:
    # A little UTF-8, then every high byte: far too many bad bytes to be strays in a UTF-8
    # file, too few ASCII bytes for Windows-1252, and no other codec fits.
    mixed = "“It’s a joke,” he said. ".encode() * 2 + bytes(range(0x80, 0x100)) * 3
    skipped = assert_one_skip_then_good(str(write(tmp_path / "m.txt", mixed)), good_file)
    assert skipped.reason.startswith("undecodable bytes")


def test_a_text_too_long_to_analyse_is_skipped_and_the_batch_goes_on(
    good_file: Path, tmp_path: Path
) -> None:
    """A text past spaCy's limit (1,000,000 characters) under the file size limit used to
    be stored, then stop `analyse` with spaCy's error E088 (exit 1, the rest unanalysed)."""
    from typer.testing import CliRunner

    from cli import app

    spacy_max_length = 1_000_000
    paragraphs = (ENGLISH_TEXT + "\n\n") * (spacy_max_length // len(ENGLISH_TEXT) + 1)
    big = write(tmp_path / "big.txt", paragraphs)
    skipped = assert_one_skip_then_good(str(big), good_file)
    assert skipped.reason.startswith("text too long to analyse (")
    args = ["analyse", str(big), str(good_file), "--no-store", "--no-stance", "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0
    assert len(result.stdout.splitlines()) == 1  # the good article, analysed
    assert "text too long to analyse" in result.stderr


def test_invalid_json_file(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "bad.json", '[{"id": "a", "text": "x"},\n {"id": }]')
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason.startswith("invalid JSON (Expecting value at line 2 column")


def test_an_outlet_given_as_an_object_is_its_name(tmp_path: Path) -> None:
    """NewsAPI's "source": {"id": ..., "name": ...} was stored as the outlet in its Python
    repr, "{'id': 'gull-gazette', 'name': 'The Gull Gazette'}"."""
    record = {
        "source": {"id": "gull-gazette", "name": "The Gull Gazette"},
        "title": "Finch fumes",
        "url": {"@type": "WebPage", "@id": "https://gull.example/finch"},
        "text": ENGLISH_TEXT,
    }
    dump = write(tmp_path / "dump.json", json.dumps({"articles": [record]}))
    (article,) = collect(read_file(str(dump)))[0]
    assert article.source == "The Gull Gazette"
    assert article.url == "https://gull.example/finch"
    # The object's other parts are not lost.
    assert article.meta["source"] == {"id": "gull-gazette", "name": "The Gull Gazette"}


@pytest.mark.parametrize(
    ("date_key", "url_key"),
    [("publishedAt", "url"), ("datePublished", "url"), ("pubDate", "link")],
)
def test_a_dumps_own_date_and_link_names_are_read(
    tmp_path: Path, date_key: str, url_key: str
) -> None:
    """NewsAPI's "publishedAt", schema.org's "datePublished", a converted feed's "pubDate"
    and "link" went into meta, and the article was undated in every report."""
    record = {
        "title": "Finch fumes",
        date_key: "2025-10-04T18:00:00Z",
        url_key: "https://gull.example/finch",
        "text": ENGLISH_TEXT,
    }
    dump = write(tmp_path / "dump.jsonl", json.dumps(record) + "\n")
    (article,) = collect(read_file(str(dump)))[0]
    assert article.published == "2025-10-04T18:00:00+00:00"
    assert article.url == "https://gull.example/finch"


def test_a_record_with_its_text_under_another_key_says_so(tmp_path: Path) -> None:
    """A JSON Lines record whose text is under a key no export uses ("story") was skipped as
    "no text", the reason of an empty text field; --text-column reads it."""
    line = json.dumps({"id": "c1", "title": "Glasner angry", "story": ENGLISH_TEXT})
    dump = write(tmp_path / "dump.jsonl", line + "\n")
    articles, skipped = collect(read_file(str(dump)))
    assert articles == []
    assert [s.reason for s in skipped] == [
        "line 1: no text field (looked for 'text', 'body', 'content', 'bodyText', "
        "'articleBody', 'html', 'plaintext'; found 'id', 'title', 'story'; see --text-column)"
    ]
    articles, skipped = collect(read_file(str(dump), IngestOptions(text_column="story")))
    assert [a.id for a in articles] == ["c1"] and skipped == []


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("[]", "JSON has no records"),
        ('"just a string"', "JSON is a str, not an object or a list of objects"),
        # The keys it looked for and found, not the "no text" of an empty text field.
        (
            '[{"id": "a"}]',
            "record 1: no text field (looked for 'text', 'body', 'content', 'bodyText', "
            "'articleBody', 'html', 'plaintext'; found 'id'; see --text-column)",
        ),
        ('[1, {"text": "   "}]', None),
    ],
)
def test_json_without_usable_records(tmp_path: Path, content: str, reason: str | None) -> None:
    articles, skipped = collect(read_file(str(write(tmp_path / "r.json", content))))
    assert articles == []
    if reason is None:
        assert [s.reason for s in skipped] == ["record 1: not a JSON object", "record 2: no text"]
    else:
        assert [s.reason for s in skipped] == [reason]


def test_file_over_size_limit(good_file: Path, tmp_path: Path) -> None:
    big = write(tmp_path / "big.txt", b"word " * (1024 * 1024 + 1))  # just over 5 MB
    skipped = assert_one_skip_then_good(str(big), good_file)
    assert skipped.reason == "file too large (5.0 MB, over the 5.0 MB limit; see --max-size)"


def test_size_limit_is_configurable(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "a.txt", ENGLISH_TEXT)
    options = IngestOptions(max_bytes=100)
    articles, skipped = collect(read_inputs([str(bad)], options))
    assert articles == [] and skipped[0].reason.startswith("file too large")
    assert only_article(good_file, IngestOptions(max_bytes=10_000)).text == ENGLISH_TEXT


def test_stdin_over_size_limit() -> None:
    stream = io.BytesIO(ENGLISH_TEXT.encode())
    _, skipped = collect(read_stdin(IngestOptions(max_bytes=50), stream=stream))
    assert [s.reason for s in skipped] == [
        "input too large (over the 50 bytes limit; see --max-size)"
    ]


def test_non_english_is_skipped(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "es.txt", SPANISH_TEXT)
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason.startswith("not English (")


def test_non_english_kept_when_not_skipping(tmp_path: Path) -> None:
    article = only_article(
        write(tmp_path / "de.txt", GERMAN_TEXT), IngestOptions(skip_non_english=False)
    )
    assert article.meta["language"] == "non-en"


def test_short_non_english_is_unknown_and_kept(tmp_path: Path) -> None:
    article = only_article(write(tmp_path / "short.txt", "«Es una vergüenza», dijo el técnico."))
    assert article.meta["language"] == "unknown"


def test_non_english_record_in_jsonl(tmp_path: Path) -> None:
    lines = [
        json.dumps({"id": "es", "text": SPANISH_TEXT}),
        json.dumps({"id": "en", "text": ENGLISH_TEXT}),
    ]
    articles, skipped = collect(read_file(str(write(tmp_path / "mix.jsonl", "\n".join(lines)))))
    assert [a.id for a in articles] == ["en"]
    assert len(skipped) == 1 and skipped[0].reason.startswith("line 1: not English")


@pytest.mark.parametrize(
    "html",
    [
        "<html><head><title>Broken</title></head><body></body></html>",
        "<html><body><nav><a href='/'>Home</a> <a href='/news'>News</a></nav><div><<<",
        "<html><body><script>var x = 1;</script><div class='cookie'>",
    ],
)
def test_html_without_main_text(good_file: Path, tmp_path: Path, html: str) -> None:
    bad = write(tmp_path / "broken.html", html)
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "no main text found in HTML"


@pytest.mark.parametrize("as_html", [False, True])
def test_a_page_rendered_by_script_is_read_from_its_json_ld(tmp_path: Path, as_html: bool) -> None:
    """A page whose article is only in its JSON-LD ``articleBody`` (an empty app div, the
    text drawn by script) was skipped as "no main text found in HTML"."""
    paragraphs = ENGLISH_TEXT.split("\n\n")
    body = "".join(f"<p>{p}</p>" for p in paragraphs) if as_html else "\n".join(paragraphs)
    metadata = {
        "@context": "https://schema.org",
        "@graph": [
            {"@type": "BreadcrumbList", "itemListElement": []},
            {
                "@type": "NewsArticle",
                "headline": "Finch fumes at late penalty",
                "datePublished": "2025-10-04T18:00:00Z",
                "articleBody": body,
            },
        ],
    }
    html = (
        "<!doctype html><html><head><title>Finch fumes at late penalty | Gull Gazette</title>"
        f'<script type="application/ld+json">{json.dumps(metadata)}</script></head>'
        '<body><div id="app"></div><nav><a href="/">Home</a></nav></body></html>'
    )
    article = only_article(write(tmp_path / "page.html", html))
    assert article.text == ENGLISH_TEXT
    assert article.title == "Finch fumes at late penalty"
    assert article.published == "2025-10-04T18:00:00+00:00"  # JSON-LD's time, not just the day


def test_xml_that_is_not_a_feed(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "config.xml", '<?xml version="1.0"?><config><a>1</a></config>')
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "XML file is not an RSS or Atom feed"


def test_broken_feed(good_file: Path, tmp_path: Path) -> None:
    bad = write(tmp_path / "broken.rss", "<rss><channel><title>x</ti")
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason.startswith(("invalid feed", "feed has no entries"))


def test_invalid_front_matter_warns_and_keeps_the_text(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    bad = write(tmp_path / "bad.md", "---\ntitle: [unclosed\n---\n" + ENGLISH_TEXT)
    with caplog.at_level("WARNING", logger="varometer"):
        article = only_article(bad)
    assert article.text == ENGLISH_TEXT
    assert article.title == "[unclosed"
    assert [m.split(": ", 1)[1] for m in caplog.messages] == [
        "invalid YAML front matter at line 3 (did not find expected ',' or ']');"
        " kept the text and 1 of 1 line(s) read as plain key: value"
    ]


def test_parser_crash_becomes_one_skip(
    good_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def explode(content: str, path: str, options: IngestOptions) -> Iterator[Article]:
        raise RuntimeError("boom")
        yield  # pragma: no cover

    monkeypatch.setitem(reader.PARSERS, "csv", explode)
    bad = write(tmp_path / "a.csv", "text\nhello\n")
    skipped = assert_one_skip_then_good(str(bad), good_file)
    assert skipped.reason == "could not parse as csv (RuntimeError: boom)"


# --- encodings -------------------------------------------------------------------------


def test_latin1_file_is_decoded(tmp_path: Path) -> None:
    text = ENGLISH_TEXT.replace("“", '"').replace("”", '"').replace("’", "'")
    text += " The £5m signing from Málaga watched from the café."
    article = only_article(write(tmp_path / "l1.txt", text.encode("latin-1")))
    assert "The £5m signing from Málaga watched from the café." in article.text
    assert article.meta["encoding"] in {"cp1252", "latin_1", "iso8859_15"}


def test_cp1252_curly_quotes_are_decoded(tmp_path: Path) -> None:
    article = only_article(write(tmp_path / "w.txt", ENGLISH_TEXT.encode("cp1252")))
    assert article.text == ENGLISH_TEXT


def test_stray_byte_in_utf8_keeps_the_rest_utf8(tmp_path: Path) -> None:
    data = ENGLISH_TEXT.encode("utf-8")
    cut = data.index(b" ", len(data) // 2)
    # A Windows en dash (0x96) pasted into UTF-8 text.
    article = only_article(write(tmp_path / "s.txt", data[:cut] + b" \x96" + data[cut:]))
    n = len(data[:cut].decode())
    assert article.text == ENGLISH_TEXT[:n] + " –" + ENGLISH_TEXT[n:]
    assert article.meta["encoding"] == "utf-8 (1 invalid sequence read as Windows-1252)"


def test_utf8_and_windows_1252_mixed_in_one_file_are_both_read() -> None:
    mixed = ("Café, ".encode("cp1252") + "“It’s a joke,” he said. ".encode()) * 10
    decoded = decode_bytes(mixed)
    assert decoded.text == "Café, “It’s a joke,” he said. " * 10
    assert decoded.encoding == "utf-8 (10 invalid sequences read as Windows-1252)"


def test_western_accents_are_not_read_as_central_european(tmp_path: Path) -> None:
    # A guess from a handful of accented bytes once read "Michèle Dufrène" as cp1250.
    text = ENGLISH_TEXT + "\n\nStriker Michèle Dufrène said: “VAR got that one right.”"
    article = only_article(write(tmp_path / "w.txt", text.encode("cp1252")))
    assert "Michèle Dufrène" in article.text
    assert article.meta["encoding"] == "cp1252"


def test_a_byte_windows_1252_leaves_undefined_is_replaced_not_guessed_into_a_dos_code_page() -> (
    None
):
    # 0x81 has no character in Windows-1252; a guess read such files as cp775 or
    # mac_iceland, turning every "é" of the article into another letter.
    text = "Café owners near the ground were furious. It was a disaster for us. " * 3
    data = text.encode("cp1252").replace(b"a disaster", b"a \x81disaster", 1)
    decoded = decode_bytes(data)
    assert decoded.text == text.replace("a disaster", "a \ufffddisaster", 1)
    assert decoded.encoding == "cp1252 (1 undefined byte replaced)"


@pytest.mark.parametrize(
    ("name", "codec"), [("Peter Šťastný and Tomáš Souček", "cp1250"), ("Ѓорѓи Ќосев", "cp1251")]
)
def test_names_whose_letters_windows_1252_leaves_undefined_are_still_guessed(
    name: str, codec: str
) -> None:
    # "ť" and "Ѓ" are the bytes 0x9D and 0x81: letters in their own code page, not damage.
    text = f"The referee, {name}, went to the monitor after a long check and gave it. " * 3
    decoded = decode_bytes(text.encode(codec))
    assert decoded.text == text
    assert decoded.encoding == codec


def test_mostly_non_ascii_single_byte_text_is_still_guessed() -> None:
    russian = "Судья посмотрел повтор и отменил гол. Тренер был недоволен решением. " * 3
    assert decode_bytes(russian.encode("cp1251")).text == russian


@pytest.mark.parametrize("codec", ["utf-8-sig", "utf-16", "utf-32"])
def test_bom_encodings(tmp_path: Path, codec: str) -> None:
    article = only_article(write(tmp_path / "bom.txt", ENGLISH_TEXT.encode(codec)))
    assert article.text == ENGLISH_TEXT


def test_declared_html_charset(tmp_path: Path) -> None:
    body = "".join(
        f"<p>{p}</p>" for p in ENGLISH_TEXT.replace("“", '"').replace("”", '"').split("\n\n")
    )
    html = f'<html><head><meta charset="iso-8859-1"><title>t</title></head><body><article>{body}<p>Caf\xe9 talk at half-time.</p></article></body></html>'
    article = only_article(write(tmp_path / "l1.html", html.encode("latin-1", errors="replace")))
    assert "Café talk at half-time." in article.text


# --- ids -------------------------------------------------------------------------------


def test_same_content_same_id(tmp_path: Path) -> None:
    a = only_article(write(tmp_path / "a.txt", ENGLISH_TEXT))
    b = only_article(write(tmp_path / "sub" / "b.md", ENGLISH_TEXT.replace("\n\n", "\n\n\n\n  ")))
    c = only_article(write(tmp_path / "c.json", json.dumps({"text": ENGLISH_TEXT})))
    assert a.id == b.id == c.id
    assert a.id.startswith("sha-") and len(a.id) == 20
    d = only_article(write(tmp_path / "d.txt", ENGLISH_TEXT + " Extra."))
    assert d.id != a.id


def test_input_id_wins_over_hash(tmp_path: Path) -> None:
    data = [{"id": 42, "text": ENGLISH_TEXT}, {"id": "", "text": ENGLISH_TEXT}]
    articles, _ = collect(read_file(str(write(tmp_path / "ids.json", json.dumps(data)))))
    assert articles[0].id == "42"
    assert articles[1].id.startswith("sha-")


# --- dates -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2025-10-04", "2025-10-04"),
        ("4 October 2025", "2025-10-04"),
        ("Saturday 4th October 2025, 18:00 BST", "2025-10-04"),
        ("October 4, 2025", "2025-10-04"),
        ("4 Oct. 2025", "2025-10-04"),
        ("Sat, 04 Oct 2025 18:00:00 GMT", "2025-10-04T18:00:00+00:00"),
        ("Sat, 04 Oct 2025 18:00:00 +0100", "2025-10-04T18:00:00+01:00"),
        ("2025-10-04T18:00:00Z", "2025-10-04T18:00:00+00:00"),
        ("2025-10-04T18:00:00.250+02:00", "2025-10-04T18:00:00+02:00"),
        ("2025-10-04 18:00", "2025-10-04T18:00:00"),
        ("2025/10/04", "2025-10-04"),
        (1759600800, "2025-10-04T18:00:00+00:00"),
        (1759600800000, "2025-10-04T18:00:00+00:00"),
        # Numeric dates are day first (British); month first only where day first is
        # impossible.
        ("25/12/2026", "2026-12-25"),
        ("03.12.2026", "2026-12-03"),
        ("03/12/2026", "2026-12-03"),
        ("3-12-2026", "2026-12-03"),
        ("25/12/2026 15:00", "2026-12-25"),
        ("12/25/2026", "2026-12-25"),
        ("31/02/2026", None),
        ("13/13/2026", None),
        ("03/12.2026", None),
        ("3-Dec-2026", "2026-12-03"),
        ("03/Dec/2026", "2026-12-03"),
        ("3-December-2026", "2026-12-03"),
        ("3-Dec 2026", None),
        ("2025-13-45", None),
        ("31 February 2025", None),
        ("yesterday", None),
        ("", None),
        (None, None),
        (2025, None),
    ],
)
def test_parse_published(value: object, expected: str | None) -> None:
    assert parse_published(value) == expected


def test_british_numeric_and_dashed_dates_in_a_dump_are_dated(tmp_path: Path) -> None:
    dates = ["25/12/2026", "03.12.2026", "3-Dec-2026"]
    data = [{"id": f"d{i}", "text": ENGLISH_TEXT, "date": d} for i, d in enumerate(dates)]
    articles, skipped = collect(read_file(str(write(tmp_path / "d.json", json.dumps(data)))))
    assert skipped == []
    assert [a.published for a in articles] == ["2026-12-25", "2026-12-03", "2026-12-03"]
    assert all("published_raw" not in a.meta for a in articles)


def test_unparseable_date_kept_raw(tmp_path: Path) -> None:
    path = write(tmp_path / "d.json", json.dumps({"text": ENGLISH_TEXT, "date": "last Tuesday"}))
    article = only_article(path)
    assert article.published is None
    assert article.meta["published_raw"] == "last Tuesday"


# --- normalisation -----------------------------------------------------------------------


def test_nfc_and_space_folding() -> None:
    decomposed = "Mu\u0308ller and Jose\u0301 said"
    assert normalise_text(decomposed) == "Müller and José said"
    assert normalise_text("VAR\u00a0check\u202ftook\u2009four\u3000minutes") == (
        "VAR check took four minutes"
    )
    assert normalise_text("a\u200bb\ufeffc\u00add") == "abcd"
    assert normalise_text("  one   two\t\tthree  ") == "one two three"


def test_line_breaks_and_blank_lines() -> None:
    assert normalise_text("x\n\na\r\nb\rc") == "x\n\na\nb\nc"
    assert normalise_text("\n\npara one\n\n\n\n\npara two\n \n \n") == "para one\n\npara two"
    assert normalise_text("one\u2029two") == "one\n\ntwo"


def test_one_paragraph_per_line_without_blank_lines() -> None:
    # Text pasted from a web page: each line is a paragraph when there is no blank line.
    assert normalise_text("one\r\ntwo\nthree") == "one\n\ntwo\n\nthree"
    assert normalise_text("one\ntwo") == "one\ntwo"


def test_quote_marks_preserved_exactly() -> None:
    marks = "“curly” ‘single’ \"straight\" 'plain' it’s don't „low“ «guillemets» ‹one›"
    assert normalise_text(marks) == marks
    assert normalise_text("He said: “It’s ’90s football.”") == "He said: “It’s ’90s football.”"


@pytest.mark.parametrize(
    "line",
    [
        "press@example.com",
        "Email: tips@gull-gazette.example",
        "Share this article",
        "Share on Facebook Share on Twitter",
        "Facebook Twitter WhatsApp Email",
        "Follow us on Twitter and Instagram",
        "We use cookies to improve your experience.",
        "This site uses cookies. By continuing to browse you agree.",
        "Accept all cookies",
        "Cookie settings",
        "Advertisement",
        "ADVERTISEMENT",
        "Read more: Rovers sack their manager",
        "READ MORE",
        "Related articles",
        "Sign up to our football newsletter",
        "Skip to main content",
        "© 2025 The Gull Gazette",
        "Home | News | Football | Results",
        "Published",
        "Updated 4 October 2025, 18:04 BST",
    ],
)
def test_boilerplate_lines_dropped(line: str) -> None:
    assert is_boilerplate_line(line), line
    assert normalise_text(f"Before.\n\n{line}\n\nAfter.") == "Before.\n\nAfter."


@pytest.mark.parametrize(
    "line",
    [
        "“Follow us on the journey,” Finch told supporters.",
        "The fan e-mailed press@example.com to complain about the VAR delay all afternoon.",
        "He said the club would share the footage with the league.",
        "“We use cookies as bribes for the ref,” joked Finch.",
        "Read the statement in full below, the club said.",
        "Rovers 2 | Town 1",
        "Updated the squad list on Friday, the manager said.",
    ],
)
def test_prose_is_not_boilerplate(line: str) -> None:
    assert not is_boilerplate_line(line), line


def test_boilerplate_patterns_are_named_constants() -> None:
    assert {
        "email_only",
        "share_link",
        "follow_us",
        "cookie_notice",
        "advertisement",
        "read_more",
    } <= set(BOILERPLATE_LINE_PATTERNS)


def test_html_fragment_to_text() -> None:
    fragment = "<div><p>One &amp; two</p><p>“Three,”<br>he said.</p><ul><li>A</li><li>B</li></ul><script>x()</script></div>"
    assert html_fragment_to_text(fragment) == "One & two\n\n“Three,”\nhe said.\n\nA\n\nB"


# --- language --------------------------------------------------------------------------


def test_detect_language() -> None:
    assert detect_language(ENGLISH_TEXT).language == "en"
    assert detect_language(SPANISH_TEXT).language == "non-en"
    assert detect_language(GERMAN_TEXT).language == "non-en"
    assert detect_language("“No comment,” he said.").language == "unknown"
    line_up = (
        "Rovers: Price; Ode, Marsh, Lyle, Quinn; Costa, Vale, Hart; Bright, Moss, Penn. "
        "Subs: Tate, Ruiz, Nye, Cole. Booked: Marsh, Vale. Goals: Costa 12, Bright 77. "
        "Referee: K. Dunn. VAR: P. Lowe. Town: Bell; Amos, Grey, Finn, Law; Rix, Cobb."
    )
    assert detect_language(line_up).language == "unknown"
    cyrillic = (
        "Тренер сказал, что судья ошибся и VAR не помог команде в этом матче. "
        "Болельщики были недовольны решением арбитра."
    )
    guess = detect_language(cyrillic)
    assert guess.language == "non-en"
    assert guess.describe() == "not English (mostly non-Latin script)"


# --- paths -----------------------------------------------------------------------------


def test_expand_paths_directory_glob_file_and_stdin(tmp_path: Path) -> None:
    for name in ("b.md", "a.txt", "sub/c.json", "sub/deeper/d.rss", "notes.log", ".hidden.txt"):
        write(tmp_path / name, "x")
    write(tmp_path / ".git" / "e.txt", "x")
    write(tmp_path / "other" / "f.csv", "x")
    explicit = write(tmp_path / "other" / "data.bin", "x")
    root = str(tmp_path)
    paths = expand_paths([root, str(explicit), str(tmp_path / "other" / "*.csv"), "-", root])
    assert paths == [
        os.path.join(root, "a.txt"),
        os.path.join(root, "b.md"),
        os.path.join(root, "other", "f.csv"),
        os.path.join(root, "sub", "c.json"),
        os.path.join(root, "sub", "deeper", "d.rss"),
        str(explicit),  # named directly: read whatever its extension
        "-",
    ]
    assert expand_paths([str(tmp_path / "**" / "*.json")]) == [os.path.join(root, "sub", "c.json")]
    assert expand_paths([str(tmp_path / "missing.txt")]) == []


def test_read_inputs_streams(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for i in range(3):
        write(tmp_path / f"{i}.txt", f"{ENGLISH_TEXT} Number {i}.")
    calls: list[str] = []
    real = reader.read_file

    def counting(path: str, options: IngestOptions | None = None) -> Iterator[Article | Skipped]:
        calls.append(path)
        return real(path, options)

    monkeypatch.setattr(reader, "read_file", counting)
    stream = read_inputs([str(tmp_path)])
    assert not isinstance(stream, list)
    first = next(stream)
    assert isinstance(first, Article)
    assert len(calls) == 1  # nothing beyond the first file has been touched
    assert len(list(stream)) == 2


def test_whole_fixture_directory() -> None:
    articles, skipped = collect(read_inputs([str(FIXTURES)], IngestOptions(text_column="story")))
    formats = {a.meta["format"] for a in articles}
    assert formats == {"text", "markdown", "html", "json", "jsonl", "csv", "rss", "atom"}
    assert sorted(s.reason.split(":")[0] for s in skipped) == ["line 2", "row 2"]
    for article in articles:
        json.dumps(article.to_dict())
        assert "\n\n\n" not in article.text
        assert article.text == article.text.strip()


def test_byline_gives_author_and_input_format_is_kept(tmp_path: Path) -> None:
    record = {"id": "b1", "text": "By Jo Smith, chief football writer\n\n" + ENGLISH_TEXT}
    record["format"] = "rss"
    article = only_article(write(tmp_path / "b.json", json.dumps(record)))
    assert article.meta["author"] == "Jo Smith"
    assert article.text.startswith("By Jo Smith, chief football writer\n\n")  # text untouched
    assert article.meta["format"] == "json"
    assert article.meta["input_format"] == "rss"


def test_an_embedded_tweet_is_a_quote_signed_by_its_author(tmp_path: Path) -> None:
    # The embed has no quote marks round the post: the player's words were prose.
    body = "<p>The Gulls lost 1-0 at the Quay after a late penalty was given on review.</p>" * 3
    tweet = (
        '<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">Proud of the '
        "lads&#39; fight today. Some decisions we will never understand.</p>&mdash; Tom Baxter "
        '(@tbaxter4) <a href="https://x.example/tbaxter4/status/1">May 3, 2025</a></blockquote>'
        '<script async src="https://platform.x.example/widgets.js"></script>'
    )
    page = f"<html><body><article>{body}{tweet}<p>The club did not comment.</p></article></body></html>"
    article = only_article(write(tmp_path / "page.html", page))
    assert (
        "\u201cProud of the lads' fight today. Some decisions we will never understand.\u201d"
        " - Tom Baxter" in article.text
    )
    assert "@tbaxter4" not in article.text


def test_an_embedded_tweet_in_a_live_post_with_a_photo_link_is_kept(tmp_path: Path) -> None:
    # Wrapped in a live blog's post and ending in a photo link, the rewritten tweet was
    # dropped by the extractor as link boilerplate (a review of export shapes).
    body = "<p>The Gulls lost 1-0 at the Quay after a late penalty was given on review.</p>" * 3
    tweet = (
        '<div class="live-post"><blockquote class="twitter-tweet"><p lang="en" dir="ltr">Huge '
        'point. Never in doubt <a href="https://t.co/xyz">pic.twitter.com/xyz</a></p>&mdash; '
        'Tom Baxter (@tbaxter4) <a href="https://x.example/1">May 3, 2025</a></blockquote></div>'
    )
    page = f"<html><body><article>{body}{tweet}<p>The club did not comment.</p></article></body></html>"
    article = only_article(write(tmp_path / "page.html", page))
    assert "\u201cHuge point. Never in doubt\u201d - Tom Baxter" in article.text
    assert "pic.twitter.com" not in article.text


def test_a_quote_tweet_is_left_as_the_page_has_it(tmp_path: Path) -> None:
    # The embed nests the quoted post's own blockquote; rewriting the outer one at the inner
    # one's end lost the quoted post.
    body = "<p>The Gulls lost 1-0 at the Quay after a late penalty was given on review.</p>"
    tweet = (
        '<blockquote class="twitter-tweet"><p>Could not have put it better.</p>&mdash; Ana '
        'Silva (@asilva) <blockquote class="twitter-tweet"><p>Best we have played in years.'
        "</p>&mdash; Tom Baxter (@tbaxter4) May 3, 2025</blockquote></blockquote>"
    )
    page = f"<html><body><article>{body * 3}{tweet}</article></body></html>"
    assert tweets_as_quotes(page) == page


@pytest.mark.parametrize(
    ("block", "expected"),
    [
        (
            "<blockquote><p>&ldquo;The decision was correct and we accept it.&rdquo;</p>"
            "<footer>&mdash; Eddie Howe</footer></blockquote>",
            "\u201cThe decision was correct and we accept it.\u201d\n\n\u2014 Eddie Howe",
        ),
        (
            '<blockquote>"The video referee saved us today."<cite>Ange Postecoglou</cite>'
            "</blockquote>",
            '"The video referee saved us today."\n\n\u2014 Ange Postecoglou',
        ),
        (
            '<blockquote><p>"We were poor."</p><p>"We move on to the next game now." '
            "<cite>Eddie Howe</cite></p></blockquote>",
            '"We were poor."\n\n"We move on to the next game now."\n\n\u2014 Eddie Howe',
        ),
        (
            "<blockquote><p>'We were poor.'</p><footer>Eddie Howe</footer></blockquote>",
            "'We were poor.'\n\n\u2014 Eddie Howe",
        ),
        (
            '<blockquote><p>"We move on."</p><footer><cite>Eddie Howe</cite>, Newcastle head'
            " coach</footer></blockquote>",
            '"We move on."\n\n\u2014 Eddie Howe, Newcastle head coach',
        ),
    ],
)
def test_a_quotation_block_keeps_the_name_that_signs_it(
    tmp_path: Path, block: str, expected: str
) -> None:
    # The extractor dropped the <footer> and ran the <cite> into the words: the signer was
    # lost, and the quote went to the speaker of the paragraph before.
    body = "<p>The Gulls lost 1-0 at the Quay after a late penalty was given on review.</p>" * 3
    page = f"<html><body><article>{body}{block}<p>The club did not comment.</p></article></body></html>"
    article = only_article(write(tmp_path / "page.html", page))
    assert expected in article.text


@pytest.mark.parametrize(
    "block",
    [
        # a <cite> inside the words names a work
        '<blockquote><p>"As <cite>The Athletic</cite> reported, it took four minutes."</p>'
        "</blockquote>",
        "<blockquote><p>As first reported by <cite>The Athletic</cite></p></blockquote>",
        # no quote mark: an excerpt or a law, which no one says
        "<blockquote><p>The decision was correct.</p><footer>Source: The Times</footer>"
        "</blockquote>",
        "<blockquote><p>The check took four minutes.</p></blockquote>",
        # an apostrophe is no quote mark
        "<blockquote><p>The referee's decision is final.</p><footer>IFAB</footer></blockquote>",
    ],
)
def test_a_quotation_block_not_signed_as_speech_is_left_as_it_is(block: str) -> None:
    assert signed_blockquotes(block) == block


def test_a_feed_entry_s_signed_quotation_block_keeps_its_signer(tmp_path: Path) -> None:
    block = (
        '<p>Harbourside lost 1-0 after a long VAR check.</p><blockquote><p>"It was never a'
        ' penalty."</p><footer>Ada Lowe</footer></blockquote>'
    )
    feed = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Echo</title>'
        "<link>https://echo.example/</link><item><guid>urn:echo:1</guid><title>Lowe fumes</title>"
        f"<description><![CDATA[{block}]]></description></item></channel></rss>\n"
    )
    article = only_article(write(tmp_path / "echo.rss", feed))
    assert article.text.endswith('"It was never a penalty."\n\n\u2014 Ada Lowe')


HTML_BODY = (
    "<p>Harbour Rovers manager Dale Finch was furious.</p>\n"
    "<p>“I have said it before: the process is broken. Nobody can tell me why it took four "
    "minutes.</p><p>“The fans in the ground saw nothing,” he said.</p>"
)


@pytest.mark.parametrize("kind", ["json", "jsonl", "csv"])
def test_a_records_html_body_is_read_as_its_paragraphs(tmp_path: Path, kind: str) -> None:
    """A CMS export keeps the body as HTML: the tags ended up inside quotes ('...minutes.</p>
    <p>') and the paragraphs were lost, so the quote over two paragraphs had no speaker."""
    record = {"id": "h1", "title": "Finch fumes", "text": HTML_BODY}
    if kind == "csv":
        buf = io.StringIO()
        csv_writer = csv.writer(buf)
        csv_writer.writerows([list(record), list(record.values())])
        content = buf.getvalue()
    else:
        content = json.dumps([record] if kind == "json" else record) + "\n"
    articles, skipped = collect(read_file(str(write(tmp_path / f"dump.{kind}", content))))
    assert skipped == []
    (article,) = articles
    assert "<" not in article.text
    assert article.text.split("\n\n") == [
        "Harbour Rovers manager Dale Finch was furious.",
        "“I have said it before: the process is broken. Nobody can tell me why it took four "
        "minutes.",
        "“The fans in the ground saw nothing,” he said.",
    ]


def test_a_plain_record_text_with_angle_brackets_is_left_as_it_is(tmp_path: Path) -> None:
    text = ENGLISH_TEXT + "\n\nShots: Rovers <10, City >20. Expected goals 1.2 < 2.4."
    dump = write(tmp_path / "dump.jsonl", json.dumps({"id": "p1", "text": text}) + "\n")
    (article,), _ = collect(read_file(str(dump)))
    assert article.text.endswith("Rovers <10, City >20. Expected goals 1.2 < 2.4.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # inline markup only: a link on a name, emphasis in a quote
        (
            '<a href="/arteta">Mikel Arteta</a> said: "We were <em>very</em> unlucky."',
            'Mikel Arteta said: "We were very unlucky."',
        ),
        # blank lines stay paragraph breaks beside inline tags
        (
            "Arteta was calm.\n\n<strong>“We move on,”</strong> he said.",
            "Arteta was calm.\n\n“We move on,” he said.",
        ),
        # references but no tags: the curly marks become marks
        (
            "&#8220;We were brilliant &amp; deserved it,&#8221; Arteta said.",
            "“We were brilliant & deserved it,” Arteta said.",
        ),
        ("Ana<br>Costa<br/>scored.", "Ana\nCosta\nscored."),
        # prose about HTML, and a lone "<": left as they are (a review found the first cut)
        (
            '"Use the <p> tag for paragraphs," Arteta said.',
            '"Use the <p> tag for paragraphs," Arteta said.',
        ),
        ("I <3 this club", "I <3 this club"),
    ],
)
def test_a_records_markup_and_character_references_are_read(text: str, expected: str) -> None:
    from nlp.ingest.html import record_text_from_html

    assert record_text_from_html(text) == expected


API_BODY = "“It was a clear penalty,” Dale Finch said. “The VAR did not even look.”"


@pytest.mark.parametrize(
    ("shape", "dump"),
    [
        (
            "WordPress REST API",
            [
                {
                    "id": 7,
                    "date_gmt": "2025-09-14T18:05:00",
                    "link": "https://gull.example/finch",
                    "title": {"rendered": "Finch fumes at VAR &#8216;lottery&#8217;"},
                    "content": {"rendered": f"<p>{API_BODY}</p>"},
                }
            ],
        ),
        (
            "the Guardian's content API",
            {
                "response": {
                    "status": "ok",
                    "results": [
                        {
                            "id": "football/2025/sep/14/finch",
                            "webTitle": "Finch fumes at VAR ‘lottery’",
                            "webPublicationDate": "2025-09-14T18:05:00Z",
                            "webUrl": "https://gull.example/finch",
                            "fields": {"bodyText": API_BODY},
                        }
                    ],
                }
            },
        ),
        (
            "a Ghost export",
            {
                "db": [
                    {
                        "meta": {"version": "5.0"},
                        "data": {
                            "posts": [
                                {
                                    "id": "p7",
                                    "title": "Finch fumes at VAR ‘lottery’",
                                    "html": f"<p>{API_BODY}</p>",
                                    "published_at": "2025-09-14T18:05:00.000Z",
                                }
                            ]
                        },
                    }
                ]
            },
        ),
    ],
)
def test_common_api_exports_are_read(tmp_path: Path, shape: str, dump: object) -> None:
    """Each was skipped whole ("no text field", "no list of records"), whatever
    --text-column said (a review of export shapes)."""
    articles, skipped = collect(read_file(str(write(tmp_path / "dump.json", json.dumps(dump)))))
    assert skipped == [], shape
    (article,) = articles
    assert article.title == "Finch fumes at VAR ‘lottery’"
    assert article.text == API_BODY
    assert article.published.startswith("2025-09-14T18:05:00")
    assert "fields" not in article.meta  # the Guardian's: the text again, beside the text


def test_a_newsapi_content_cut_short_loses_its_mark_and_says_so(tmp_path: Path) -> None:
    dump = {
        "status": "ok",
        "articles": [
            {
                "source": {"id": None, "name": "Gull Gazette"},
                "title": "Finch fumes",
                "content": API_BODY + " Finch, whose side… [+2140 chars]",
                "publishedAt": "2025-09-14T18:05:00Z",
            }
        ],
    }
    (article,), _ = collect(read_file(str(write(tmp_path / "n.json", json.dumps(dump)))))
    assert article.text == API_BODY + " Finch, whose side"
    assert article.meta["truncated"] is True


def test_a_paywall_page_is_skipped_saying_so_and_a_paywall_line_is_dropped(tmp_path: Path) -> None:
    wall = (
        "<p>This article is for subscribers only.</p>"
        "<p>Subscribe now for just £1 a week to continue reading.</p>"
    )
    page = f"<html><body><article><h1>Exclusive: referees chief on VAR</h1>{wall}</article></body></html>"
    articles, skipped = collect(read_file(str(write(tmp_path / "wall.html", page))))
    assert articles == []  # was stored as an article whose text was the notice
    assert [s.reason for s in skipped] == [
        "no text but boilerplate (a paywall, cookie or sharing notice)"
    ]
    record = {"id": "w1", "text": ENGLISH_TEXT + "\n\nAlready a subscriber? Log in here."}
    article = only_article(write(tmp_path / "w.json", json.dumps(record)))
    assert article.text == ENGLISH_TEXT
    # a quote that mentions subscribers stays
    quoted = {"id": "w2", "text": ENGLISH_TEXT + '\n\n"This is for subscribers only," he joked.'}
    assert only_article(write(tmp_path / "q.json", json.dumps(quoted))).text.endswith("he joked.")


@pytest.mark.parametrize(
    ("head", "published"),
    [
        (
            '<meta property="article:published_time" content="2025-10-04T19:00:00Z">',
            "2025-10-04T19:00:00+00:00",
        ),
        (
            '<meta content="2025-10-04T20:15:00+01:00" itemprop="datePublished">',
            "2025-10-04T20:15:00+01:00",
        ),
        # a day only: the day
        ('<meta property="article:published_time" content="2025-10-04">', "2025-10-04"),
    ],
)
def test_a_pages_declared_publication_time_is_kept(
    tmp_path: Path, head: str, published: str
) -> None:
    # trafilatura's date keeps only the day; the README promises the time from metadata
    body = "".join(f"<p>{p}</p>" for p in ENGLISH_TEXT.split("\n\n"))
    page = f"<html><head>{head}</head><body><article>{body}</article></body></html>"
    assert only_article(write(tmp_path / "p.html", page)).published == published


def test_a_record_with_a_list_of_its_own_beside_ordinary_records_loses_nothing(
    tmp_path: Path,
) -> None:
    # A review's case: unwrapping one record's "posts" list dropped its ordinary siblings.
    dump = {
        "status": "ok",
        "articles": [
            {"id": "b1", "title": "Finch fumes", "text": ENGLISH_TEXT},
            {"id": "b2", "title": "Forum", "posts": [{"text": ENGLISH_TEXT + " Forum post."}]},
        ],
    }
    articles, skipped = collect(read_file(str(write(tmp_path / "d.json", json.dumps(dump)))))
    assert [a.id for a in articles] == ["b1"]
    assert [s.reason.split(":")[0] for s in skipped] == ["record 2"]


@pytest.mark.parametrize(
    "line",
    [
        "This article is for subscribers only, the chairman told the fanzine's editor.",
        "Already a member? Then you can buy from Monday at 9am, the club said.",
        "The post of manager appeared first on the shortlist for Kieran McKenna, sources say.",
    ],
)
def test_prose_that_opens_like_a_notice_is_kept(tmp_path: Path, line: str) -> None:
    record = {"id": "k1", "text": f"{ENGLISH_TEXT}\n\n{line}"}
    assert only_article(write(tmp_path / "k.json", json.dumps(record))).text.endswith(line)


def test_inline_tags_keep_a_records_single_newline_paragraphs() -> None:
    from nlp.ingest.html import record_text_from_html

    text = 'Keane backed Carrick.\nKeane was speaking on Sky.\n"He is <em>not</em> a stopgap," Keane said.'
    assert record_text_from_html(text) == (
        'Keane backed Carrick.\nKeane was speaking on Sky.\n"He is not a stopgap," Keane said.'
    )


def test_a_pull_quotes_caption_is_kept_and_a_photos_is_not() -> None:
    fragment = (
        "<p>Brighton won.</p><figure><img src='a.jpg'><figcaption>Welbeck at the Amex"
        "</figcaption></figure><figure><blockquote><p>We were brave.</p></blockquote>"
        "<figcaption>Fabian Hurzeler, Brighton head coach</figcaption></figure>"
    )
    assert html_fragment_to_text(fragment) == (
        "Brighton won.\n\nWe were brave.\n\nFabian Hurzeler, Brighton head coach"
    )


def test_disagreeing_publication_times_give_the_day(tmp_path: Path) -> None:
    # a related story's JSON-LD time came first and was taken for the article's
    related = {"@type": "ItemList", "itemListElement": [{"datePublished": "2025-10-04T09:30:00Z"}]}
    own = {"@type": "NewsArticle", "datePublished": "2025-10-04T18:45:00Z"}
    scripts = "".join(
        f'<script type="application/ld+json">{json.dumps(d)}</script>' for d in (related, own)
    )
    body = "".join(f"<p>{p}</p>" for p in ENGLISH_TEXT.split("\n\n"))
    page = (
        f'<html><head><meta name="date" content="2025-10-04">{scripts}</head>'
        f"<body><article>{body}</article></body></html>"
    )
    assert only_article(write(tmp_path / "p.html", page)).published == "2025-10-04"


def test_a_record_keyed_by_its_link_has_that_link_as_its_url(tmp_path: Path) -> None:
    line = json.dumps({"id": "https://gull.example/finch", "title": "Finch", "text": ENGLISH_TEXT})
    article = only_article(write(tmp_path / "d.jsonl", line + "\n"))
    assert article.url == "https://gull.example/finch"  # was empty


def test_review_fixes_for_record_and_fragment_reading() -> None:
    from nlp.ingest.html import html_fragment_to_text, published_time
    from nlp.ingest.records import flatten_record

    # a figure that is not a photo still ends its paragraph (text ran into the next one)
    assert html_fragment_to_text("<figure>Chart of the table</figure>Arteta was furious.") == (
        "Chart of the table\n\nArteta was furious."
    )
    # the record's own body before a nested caption
    record = flatten_record({"body": "The real article.", "fields": {"text": "A caption"}})
    assert record["body"] == "The real article." and "text" not in record
    # one instant written two ways is one time
    head = (
        '<meta property="article:published_time" content="2025-10-04T19:00:00+00:00">'
        '<time itemprop="datePublished" datetime="2025-10-04T19:00Z">'
    )
    assert published_time(head, "2025-10-04") == "2025-10-04T19:00:00+00:00"


def test_a_body_of_invisible_characters_is_no_text_not_boilerplate(tmp_path: Path) -> None:
    dump = write(tmp_path / "z.jsonl", json.dumps({"id": "z1", "text": "\u200b\ufeff"}) + "\n")
    _, skipped = collect(read_file(str(dump)))
    assert [s.reason for s in skipped] == ["line 1: no text"]
