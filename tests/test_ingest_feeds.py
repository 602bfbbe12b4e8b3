"""Feeds and front matter: outlet names, item sources, ids and links, broken feeds, and
front-matter blocks that are not YAML mappings.

Every input here is invented and written to ``tmp_path``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import collect

from nlp.ingest import read_inputs
from nlp.ingest.base import Skipped
from nlp.models import Article

# Long enough (well over 30 words) for the language check to call it English.
STORY = (
    "Westbury manager Niall Halloran was furious after the late penalty was given.\n\n"
    "“VAR is a disgrace. Nobody could explain it to me,” he said after the match.\n\n"
    'Kingsmoor captain Ola Brandt added: "We will take the points, but it was harsh on them."'
)
CORRECTED_STORY = STORY.replace("furious", "livid").replace("late", "stoppage-time")


def read(path: Path) -> tuple[list[Article], list[Skipped]]:
    """Return the articles and skips read from one file."""
    return collect(read_inputs([str(path)]))


def write(path: Path, content: str) -> Path:
    """Write ``content`` to ``path`` as UTF-8 and return the path."""
    path.write_text(content, encoding="utf-8")
    return path


def rss(channel: str, *items: str) -> str:
    """Return an RSS 2.0 document: ``channel`` elements, then one <item> per item."""
    body = "".join(f"<item>{item}</item>" for item in items)
    return f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>{channel}{body}</channel></rss>'


def description(text: str = STORY) -> str:
    """Return an RSS <description> holding ``text``."""
    return f"<description><![CDATA[{text}]]></description>"


# --- 1. the feed title is the outlet name, without markup ------------------------------


def test_atom_html_feed_title_is_plain_text(tmp_path: Path) -> None:
    atom = (
        '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">'
        '<title type="html">Eastcliff &lt;b&gt;Echo&lt;/b&gt;</title><id>urn:x:feed</id>'
        f"<entry><id>urn:x:1</id><title>Halloran fumes</title><content>{STORY}</content></entry>"
        "</feed>"
    )
    [article], skipped = read(write(tmp_path / "echo.atom", atom))
    assert skipped == []
    assert article.source == "Eastcliff Echo"


def test_rss_cdata_feed_title_is_plain_text(tmp_path: Path) -> None:
    channel = "<title><![CDATA[<b>Bold</b> Sports &amp; More]]></title>"
    [article], _ = read(
        write(tmp_path / "bold.rss", rss(channel, "<guid>b-1</guid>" + description()))
    )
    assert article.source == "Bold Sports & More"


# --- 2. an item's <source> names the outlet ---------------------------------------------


def test_item_source_is_the_outlet_and_channel_title_is_kept(tmp_path: Path) -> None:
    channel = "<title>Wire Roundup</title><link>https://roundup.example/</link>"
    named = '<guid>r-1</guid><source url="https://valley.example/rss">Valley Times</source>'
    plain = "<guid>r-2</guid>"
    feed = rss(channel, named + description(), plain + description(CORRECTED_STORY))
    (first, second), _ = read(write(tmp_path / "roundup.rss", feed))
    assert first.source == "Valley Times"
    assert first.meta["feed_title"] == "Wire Roundup"
    assert second.source == "Wire Roundup"
    assert "feed_title" not in second.meta


# --- 3. an entry without an id is known by its link --------------------------------------


def test_entry_without_guid_takes_its_link_as_id(tmp_path: Path) -> None:
    channel = "<title>Eastcliff Echo</title><link>https://echo.example/</link>"
    link = "<link>https://echo.example/sport/halloran-fumes</link>"
    first, _ = read(write(tmp_path / "a.rss", rss(channel, link + description())))
    second, _ = read(write(tmp_path / "b.rss", rss(channel, link + description(CORRECTED_STORY))))
    assert first[0].id == second[0].id == "https://echo.example/sport/halloran-fumes"
    assert first[0].text != second[0].text


# --- 4. links are absolute http(s) URLs, or nothing -------------------------------------


def test_relative_rss_link_is_resolved_against_the_channel_link(tmp_path: Path) -> None:
    channel = "<title>Eastcliff Echo</title><link>https://echo.example/news/</link>"
    item = "<link>/sport/halloran-fumes</link>" + description()
    [article], _ = read(write(tmp_path / "echo.rss", rss(channel, item)))
    assert article.url == "https://echo.example/sport/halloran-fumes"
    assert article.id == "https://echo.example/sport/halloran-fumes"


def test_guid_that_is_not_a_url_is_an_id_not_a_url(tmp_path: Path) -> None:
    channel = "<title>Eastcliff Echo</title><link>https://echo.example/</link>"
    [article], _ = read(
        write(tmp_path / "echo.rss", rss(channel, "<guid>55</guid>" + description()))
    )
    assert article.id == "55"
    assert article.url == ""


def test_entries_without_link_or_guid_stay_apart(tmp_path: Path) -> None:
    channel = "<title>Eastcliff Echo</title><link>https://echo.example/</link>"
    items = [
        description(),
        description(CORRECTED_STORY.replace("Westbury", "Eastbury")),
        '<guid isPermaLink="false">55</guid>' + description(STORY.replace("VAR", "The VAR")),
    ]
    articles, _ = read(write(tmp_path / "echo.rss", rss(channel, *items)))
    # An empty link resolved against the site gave every entry its home page as url and id,
    # and each replaced the one before.
    assert [a.url for a in articles] == ["", "", ""]
    assert len({a.id for a in articles}) == 3 and articles[2].id == "55"


def test_relative_link_without_a_base_is_kept_in_meta_only(tmp_path: Path) -> None:
    item = "<link>/sport/halloran-fumes</link>" + description()
    [article], _ = read(write(tmp_path / "echo.rss", rss("<title>Echo</title>", item)))
    assert article.url == ""
    assert article.id.startswith("sha-")
    assert article.meta["link"] == "/sport/halloran-fumes"


# --- 5. broken feeds say so --------------------------------------------------------------


def test_truncated_feed_reads_what_was_recovered_and_warns_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    channel = "<title>Eastcliff Echo</title>"
    full = rss(channel, "<guid>t-1</guid>" + description(), "<guid>t-2</guid>" + description())
    cut = full[: full.index("<guid>t-2")] + "<guid>t-2</guid><description><![CDATA[Halloran sa"
    path = write(tmp_path / "trunc.rss", cut)
    with caplog.at_level("WARNING", logger="varometer"):
        articles, _ = read(path)
    assert [a.id for a in articles][:1] == ["t-1"]
    assert len(caplog.messages) == 1
    assert caplog.messages[0].startswith(f"{path}: not well-formed XML")


def test_well_formed_feed_gives_no_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    feed = rss("<title>Echo</title>", "<guid>w-1</guid>" + description())
    with caplog.at_level("WARNING", logger="varometer"):
        articles, _ = read(write(tmp_path / "ok.rss", feed))
    assert len(articles) == 1 and caplog.messages == []


def test_html_page_saved_as_a_feed_is_named_as_such(tmp_path: Path) -> None:
    page = (
        "<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head>"
        "<body><h1>Service Unavailable</h1><p>Try again later.</p></body></html>"
    )
    good = write(tmp_path / "z.rss", rss("<title>Echo</title>", "<guid>g-1</guid>" + description()))
    articles, skipped = collect(read_inputs([str(write(tmp_path / "err.rss", page)), str(good)]))
    assert [s.reason for s in skipped] == ["not an RSS/Atom feed (looks like an HTML page)"]
    assert [a.id for a in articles] == ["g-1"]


# --- 6. front matter never costs the article ---------------------------------------------


def test_rule_block_that_is_not_a_mapping_is_part_of_the_text(tmp_path: Path) -> None:
    content = "---\nWESTBURY 1 KINGSMOOR 2\n---\n" + STORY
    [article], skipped = read(write(tmp_path / "wire.txt", content))
    assert skipped == []
    assert "WESTBURY 1 KINGSMOOR 2" in article.text
    assert "VAR is a disgrace" in article.text
    assert article.meta.keys() == {"format", "language"}


def test_invalid_yaml_keeps_the_body_and_simple_fields(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    content = (
        "---\ntitle: Halloran: VAR is a disgrace\npublished: 2025-10-04\n"
        "source: Eastcliff Echo\n---\n" + STORY
    )
    path = write(tmp_path / "story.md", content)
    with caplog.at_level("WARNING", logger="varometer"):
        [article], skipped = read(path)
    assert skipped == []
    assert article.title == "Halloran: VAR is a disgrace"
    assert article.published == "2025-10-04"
    assert article.source == "Eastcliff Echo"
    assert article.text == STORY
    assert len(caplog.messages) == 1
    assert caplog.messages[0].startswith(f"{path}: invalid YAML front matter at line 2")


def test_invalid_yaml_with_no_key_value_line_is_part_of_the_text(tmp_path: Path) -> None:
    content = "---\n[WESTBURY 1 KINGSMOOR 2\n---\n" + STORY
    [article], skipped = read(write(tmp_path / "wire.txt", content))
    assert skipped == []
    assert "[WESTBURY 1 KINGSMOOR 2" in article.text and "VAR is a disgrace" in article.text


def test_a_feed_entrys_photo_caption_and_wordpress_footer_are_not_its_text(tmp_path: Path) -> None:
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY.split("\n\n"))
    html = (
        f"{paragraphs}<figure><img src='/h.jpg'><figcaption>Halloran at the Quay (Gull "
        "Images)</figcaption></figure><p>The post <a href='https://g.example/a'>Halloran "
        "fumes</a> appeared first on Gull Gazette.</p>"
    )
    item = f"<title>Halloran fumes</title><link>https://g.example/a</link>{description(html)}"
    (article,), skipped = read(
        write(tmp_path / "feed.xml", rss("<title>Gull Gazette</title>", item))
    )
    assert skipped == []
    assert article.text == STORY  # the caption and the footer were paragraphs of it


def test_an_embedded_tweet_in_a_feed_entry_is_a_quote_signed_by_its_author(tmp_path: Path) -> None:
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY.split("\n\n"))
    tweet = (
        '<blockquote class="twitter-tweet"><p lang="en">Not good enough tonight. We go again '
        '<a href="https://t.co/p1">pic.twitter.com/p1</a></p>&mdash; Ola Brandt (@obrandt) '
        '<a href="https://x.example/1">May 3, 2025</a></blockquote>'
    )
    item = f"<title>Halloran fumes</title><link>https://g.example/a</link>{description(paragraphs + tweet)}"
    (article,), _ = read(write(tmp_path / "feed.xml", rss("<title>Gull Gazette</title>", item)))
    # the post was a paragraph of prose with its link, and its author line another
    assert article.text.endswith("\u201cNot good enough tonight. We go again\u201d - Ola Brandt")


def test_a_sentence_like_the_wordpress_footer_inside_an_entry_stays(tmp_path: Path) -> None:
    line = "The post of sporting director appeared first on Monday."
    paragraphs = "".join(
        f"<p>{p}</p>" for p in [*STORY.split("\n\n")[:2], line, STORY.split("\n\n")[2]]
    )
    item = f"<title>Halloran fumes</title><link>https://g.example/a</link>{description(paragraphs)}"
    (article,), _ = read(write(tmp_path / "feed.xml", rss("<title>Gull Gazette</title>", item)))
    assert line in article.text  # a review's case: any such line was dropped
