"""Hostile football text for fuzzing, and the targets it is driven through.

Shared by ``tests/test_fuzz.py`` (a CI-sized run) and ``benchmarks/fuzz.py`` (a long run):
both draw from :func:`article_texts` and :func:`ingest_cases` and call the ``run_*``
targets under :func:`time_limit`, so a hang is a failure with a traceback, not a frozen job.

What the text holds: quote marks of every kind, nested and unbalanced; very long sentences
and quotes; zero-width, bidi, control and line-separator characters; emoji (ZWJ sequences,
flags, tag sequences); lone surrogates; headlines without verbs; possessive chains
("Gabriel's header's deflection's ..."); football-looking fragments (names, clubs, cue verbs,
"VAR", "boss", dashes, colons, ``Q:``/``A:`` turns, datelines); and markup that the format
writers may or may not escape.
"""

from __future__ import annotations

import csv
import gc
import html
import io
import json
import os
import signal
import tempfile
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

# Hypothesis caches the constants it reads from the code under test (and Unicode tables) in
# ./.hypothesis even with database=None; keep the checkout clean by caching in the temp dir.
# Read when Hypothesis first needs the folder, so set before any test runs.
os.environ.setdefault(
    "HYPOTHESIS_STORAGE_DIRECTORY", str(Path(tempfile.gettempdir()) / "varometer-hypothesis")
)

from hypothesis import strategies as st  # noqa: E402

# --- the characters and words ----------------------------------------------------------------

QUOTE_MARKS: tuple[str, ...] = (
    '"',
    "\u201c",  # “
    "\u201d",  # ”
    "\u2018",  # ‘
    "\u2019",  # ’
    "\u00ab",  # «
    "\u00bb",  # »
    "\u201e",  # „
    "\u201a",  # ‚
    "'",
    "`",
    "\u2039",  # ‹
    "\u203a",  # ›
    "\u201f",  # ‟
    "\u201b",  # ‛
    "\u2033",  # ″
    "\uff02",  # ＂
    "``",
    "''",
    "&quot;",
    "&ldquo;",
    "&#8221;",
)
# Opening and closing marks as writers pair them, plus pairs nobody writes on purpose.
QUOTE_PAIRS: tuple[tuple[str, str], ...] = (
    ("\u201c", "\u201d"),
    ("\u2018", "\u2019"),
    ('"', '"'),
    ("'", "'"),
    ("\u00ab", "\u00bb"),
    ("\u00bb", "\u00ab"),
    ("\u201e", "\u201c"),
    ("\u201a", "\u2018"),
    ("\u2039", "\u203a"),
    ("``", "''"),
    ("`", "'"),
    ("\u201d", "\u201c"),
    ("\u201c", '"'),
    ("\u00ab ", " \u00bb"),
)
ZERO_WIDTH: tuple[str, ...] = ("\u200b", "\u200c", "\u200d", "\ufeff", "\u2060", "\u00ad", "\u034f")
BIDI: tuple[str, ...] = (
    *(chr(c) for c in range(0x202A, 0x202F)),
    *(chr(c) for c in range(0x2066, 0x206A)),
    "\u200e",
    "\u200f",
    "\u061c",
)
EMOJI: tuple[str, ...] = (
    "\u26bd",  # ⚽
    "\U0001f7e5",  # red square
    "\U0001f7e8",
    "\U0001f621",
    "\U0001f44f\U0001f3fd",  # skin tone modifier
    "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",  # England flag
    "\U0001f468\u200d\U0001f469\u200d\U0001f467",  # ZWJ family
    "\U0001f1ec\U0001f1e7",  # GB flag
    "\u2764\ufe0f",
    "\U0001f926\u200d\u2642\ufe0f",
    "\U0001f4fa",
)
CONTROLS: tuple[str, ...] = (
    *(chr(c) for c in range(0x00, 0x09)),
    "\x0b",
    "\x0c",
    "\r",
    *(chr(c) for c in range(0x0E, 0x20)),
    "\x7f",
    "\x85",
    "\x9f",
    "\u2028",
    "\u2029",
)
ODD_SPACES: tuple[str, ...] = ("\u00a0", "\u2009", "\u202f", "\u3000", "\t", "  ", "\u1680")
COMBINING: tuple[str, ...] = ("\u0301", "\u0308", "\u0327", "\u20dd")

NAMES: tuple[str, ...] = (
    "Mikel Arteta",
    "Arteta",
    "Gabriel",
    "Gabriel Magalh\u00e3es",
    "Thomas Frank",
    "Eddie Howe",
    "Howe",
    "Antonio Conte",
    "Conte",
    "Erik ten Hag",
    "ten Hag",
    "Marc-Andr\u00e9 ter Stegen",
    "Kofi Mensah-Reid",
    "Si\u00e2n Maddox",
    "Declan Frew",
    "Rob Kettering",
    "Michael Oliver",
    "Howard Webb",
    "Bukayo Saka",
    "Saka",
    "Mrs Okafor",
    "Dr. Lowe",
    "O'Neil",
    "N'Golo Kant\u00e9",
    "Jamal Okafor",
    "Hart",
    "KB",
)
CLUBS: tuple[str, ...] = (
    "Arsenal",
    "Spurs",
    "Tottenham Hotspur",
    "Manchester United",
    "United",
    "Newcastle",
    "Harbourside Athletic",
    "Ravensmoor United",
    "Brighton & Hove Albion",
    "Queens Park Rangers",
    "Chelsea Women",
    "England",
    "the Gunners",
    "PGMOL",
    "the FA",
)
ROLE_WORDS: tuple[str, ...] = (
    "boss",
    "manager",
    "head coach",
    "captain",
    "referee",
    "pundit",
    "fan",
    "supporter",
    "striker",
    "spokesperson",
    "VAR official",
    "chief executive",
    "legend",
    "the 54-year-old",
    "the Portuguese",
    "his opposite number",
)
CUES: tuple[str, ...] = (
    "said",
    "says",
    "added",
    "told",
    "told reporters",
    "insisted",
    "claimed",
    "admitted",
    "explained",
    "according to",
    "tweeted",
    "wrote",
    "was quoted as saying",
    "said:",
    "added:",
    "said, adding:",
    "described the",
    "called it",
)
PRONOUNS: tuple[str, ...] = ("he", "she", "they", "He", "She", "It", "I", "we", "his", "her")
VAR_WORDS: tuple[str, ...] = (
    "VAR",
    "V.A.R.",
    "the VAR",
    "Stockley Park",
    "video assistant referee",
    "offside",
    "penalty",
    "handball",
    "the lines",
    "semi-automated offside",
    "on-field review",
    "the monitor",
    "78'",
    "90+4",
    "2-1",
    "1-1",
)
PUNCTUATION: tuple[str, ...] = (
    ".",
    ",",
    ":",
    ";",
    "!",
    "?",
    "...",
    "\u2026",
    " \u2014 ",
    "\u2014",
    " \u2013 ",
    " - ",
    "--",
    "(",
    ")",
    "[",
    "]",
    "*",
    "**",
    "__",
    "_",
    "#",
    "## ",
    "> ",
    "|",
    "&",
    "<",
    ">",
    "&amp;",
    "<p>",
    "</p>",
    "<br>",
    "<b>",
    "</blockquote>",
    "<!--",
    "-->",
    "]]>",
    "<![CDATA[",
    "[Antonio Conte](https://example.com/conte)",
    "![img](x.png)",
    "https://x.example/a?b=1&c=2",
    "@handle",
    "#VAR",
    "\\",
    "{",
    "}",
    "---",
)
LABELS: tuple[str, ...] = (
    "Q:",
    "A:",
    "Q.",
    "A.",
    "Reporter:",
    "Arteta:",
    "ARTETA:",
    "Interviewer:",
    "KB:",
    "**Q:**",
    "__A:__",
    "Hart:",
    "Owen Fairley (BBC Radio Sussex):",
    "Team news:",
    "Referee:",
    "On Bukayo Saka:",
    "\u2014 ",
    "- ",
)
HEADLINES: tuple[str, ...] = (
    "VAR farce at the Emirates",
    "Arteta fury",
    "Howe: VAR 'a joke'",
    "\u2018Shambles\u2019",
    "Spurs 2-2 Arsenal",
    "LIVE: Reaction",
    "VAR VERDICT",
    "Offside? The lines, the angles and the anger",
    "Tottenham Hotspur 1-1 Manchester United, 19 October 2022",
    "By Sam Reed, October 19, 2022",
    "Updated 14:05 BST",
    "Born: 12 March 1990",
    "ROB KETTERING: Armpit offside is killing the game we love",
    "Harbourside v Ravensmoor",
    "Full-time",
    "Player ratings",
)
WORDS: tuple[str, ...] = (
    "the",
    "a",
    "was",
    "never",
    "it",
    "goal",
    "ball",
    "game",
    "decision",
    "wrong",
    "right",
    "joke",
    "disgrace",
    "that",
    "and",
    "but",
    "after",
    "before",
    "Saturday",
    "season",
    "header",
    "deflection",
    "arm",
    "minutes",
    "clear",
    "not",
    "we",
    "you",
    "they",
    "Mr",
    "Sir",
)
POSSESSIBLE: tuple[str, ...] = (
    *NAMES[:8],
    "header",
    "deflection",
    "goal",
    "VAR check",
    "shirt",
    "arm",
    "boss",
    "keeper",
    "assistant",
    "wife",
    "agent",
    "club",
    "Spurs",
)
POSSESSIVE_MARKS: tuple[str, ...] = ("'s ", "\u2019s ", "' ", "\u2019 ", "'S ", "s' ")
LINE_BREAKS: tuple[str, ...] = ("\n", "\r\n", "\r", "\u2028", "\x0b", "\x0c", "\x1c", "\x85")
PARAGRAPH_BREAKS: tuple[str, ...] = (
    "\n\n",
    "\n\n",
    "\n\n",
    "\n",
    "\r\n\r\n",
    "\n\n\n\n",
    "\n \n",
    "\u2029",
    "\r\r",
)

SPECIAL_CHARS: tuple[str, ...] = (
    *QUOTE_MARKS,
    *ZERO_WIDTH,
    *BIDI,
    *EMOJI,
    *CONTROLS,
    *ODD_SPACES,
    *COMBINING,
)

# --- strategies ------------------------------------------------------------------------------

lone_surrogates = st.integers(0xD800, 0xDFFF).map(chr)
# One "character" as a reader sees it: some are several code points (a ZWJ emoji, "``").
# Lone surrogates are not among them but sprinkled into whole texts (:func:`article_texts`):
# one in a text is enough to test them, and in every other text they would hide whatever
# else the text finds.
special_chars = st.sampled_from(SPECIAL_CHARS)
any_char = st.one_of(st.characters(exclude_categories=["Cs"]), special_chars)


def runs(
    pieces: st.SearchStrategy[str], min_size: int = 0, max_size: int = 8
) -> st.SearchStrategy[str]:
    """Strings made of ``pieces`` (each possibly several code points)."""
    return st.lists(pieces, min_size=min_size, max_size=max_size).map("".join)


def _vocabulary(*groups: Sequence[str]) -> st.SearchStrategy[str]:
    return st.sampled_from(tuple(word for group in groups for word in group))


football_word = st.one_of(
    _vocabulary(WORDS, NAMES, CLUBS, ROLE_WORDS, CUES, PRONOUNS, VAR_WORDS),
    _vocabulary(PUNCTUATION, QUOTE_MARKS, LABELS),
    special_chars,
    runs(any_char, 1, 8),
)
word_gap = st.sampled_from((" ", " ", " ", " ", "", "\n", "  ", "\u00a0", "\t"))


def _join(pairs: Sequence[tuple[str, str]]) -> str:
    return "".join(word + gap for word, gap in pairs)


def sentences(max_words: int = 25) -> st.SearchStrategy[str]:
    """A run of football words, marks and odd characters, no grammar promised."""
    return st.lists(st.tuples(football_word, word_gap), max_size=max_words).map(_join)


def _quoted(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    paired = st.tuples(st.sampled_from(QUOTE_PAIRS), inner).map(lambda t: t[0][0] + t[1] + t[0][1])
    # An opener without its closer, or a closer from another family.
    unbalanced = st.tuples(
        st.sampled_from(QUOTE_MARKS), inner, st.sampled_from((*QUOTE_MARKS, "", "", ""))
    ).map("".join)
    return st.one_of(paired, unbalanced)


def nested_quotes(max_words: int = 25) -> st.SearchStrategy[str]:
    """Quotes in quotes, balanced or not, with text between them."""
    return st.recursive(
        sentences(max_words),
        lambda children: st.one_of(
            _quoted(children),
            st.lists(children, min_size=1, max_size=3).map(" ".join),
        ),
        max_leaves=6,
    )


def _attributed(parts: tuple[str, str, str, str, int]) -> str:
    quote, name, cue, who, form = parts
    forms = (
        f"\u201c{quote},\u201d {name} {cue}.",
        f"{name} {cue}: \u201c{quote}\u201d",
        f'"{quote}," {cue} the {who}, {name}.',
        f"\u201c{quote}\u201d - {name}",
        f"\u201c{quote}\u201d\n\u2014 {name} ({who})",
        f"'{quote}', {name} {cue}, 'and that is that.'",
        f"{cue} {name}: {quote}",
        f"The {who} {cue} \u201c{quote}\u201d. {name} {cue}.",
        f"According to {name}, \u201c{quote}\u201d",
        f"\u201c{quote}.\u201d Those were the words of {name}.",
    )
    return forms[form % len(forms)]


def attributions(max_words: int = 25) -> st.SearchStrategy[str]:
    """A quote with something that looks like its speaker: name, cue, description, dash."""
    return st.tuples(
        nested_quotes(max_words),
        st.one_of(_vocabulary(NAMES, PRONOUNS, CLUBS), sentences(4)),
        _vocabulary(CUES),
        st.one_of(
            st.tuples(_vocabulary(CLUBS), _vocabulary(ROLE_WORDS)).map(" ".join),
            sentences(3),
        ),
        st.integers(0, 20),
    ).map(_attributed)


def possessive_chains(max_links: int = 40) -> st.SearchStrategy[str]:
    """ "Gabriel's header's deflection's ..." and its cousins, with a cue at the end."""
    return st.tuples(
        st.lists(
            st.tuples(_vocabulary(POSSESSIBLE), _vocabulary(POSSESSIVE_MARKS)),
            min_size=2,
            max_size=max_links,
        ).map(_join),
        _vocabulary(CUES),
        nested_quotes(8),
    ).map(lambda t: f"{t[0]}{t[1]} {t[2]}")


def headlines() -> st.SearchStrategy[str]:
    """Verbless headlines, datelines and title-cased fragments."""
    return st.one_of(
        _vocabulary(HEADLINES),
        st.lists(_vocabulary(NAMES, CLUBS, VAR_WORDS, HEADLINES), min_size=1, max_size=6).map(
            lambda ws: " ".join(w.title() for w in ws)
        ),
        st.lists(_vocabulary(NAMES, CLUBS, VAR_WORDS), min_size=1, max_size=6).map(
            lambda ws: " ".join(ws).upper()
        ),
    )


def interview_turns(max_words: int = 20) -> st.SearchStrategy[str]:
    """Q:/A: lines and name-labelled turns, paragraphs or single lines."""
    turn = st.tuples(_vocabulary(LABELS), word_gap, nested_quotes(max_words)).map("".join)
    return st.tuples(
        st.lists(turn, min_size=1, max_size=8), st.sampled_from(("\n", "\n\n", "\r\n"))
    ).map(lambda t: t[1].join(t[0]))


def long_sentences(max_repeats: int = 300) -> st.SearchStrategy[str]:
    """One sentence (or one quote) of many words, with no full stop or with a quote open."""
    return st.tuples(
        sentences(8),
        st.integers(20, max(20, max_repeats)),
        st.sampled_from(("", "\u201c", '"', "\u2018", "\u00ab")),
        st.sampled_from(("", "\u201d", '"', "\u2019", "\u00bb", ".")),
        st.sampled_from((" ", ", ", " and ", " \u2014 ", "'s ", " said ", " ")),
    ).map(lambda t: t[2] + t[4].join([t[0] or "word"] * t[1]) + t[3])


def paragraphs(max_words: int = 25, max_repeats: int = 300) -> st.SearchStrategy[str]:
    """One paragraph of any of the kinds above."""
    return st.one_of(
        attributions(max_words),
        attributions(max_words),
        nested_quotes(max_words),
        sentences(max_words),
        headlines(),
        interview_turns(max_words),
        possessive_chains(),
        long_sentences(max_repeats),
        runs(any_char, 0, 60),
    )


def _sprinkle(parts: tuple[str, list[tuple[int, str]]]) -> str:
    """Insert characters at the given positions (taken modulo the length)."""
    text, inserts = parts
    chars = list(text)
    for position, char in inserts:
        chars.insert(position % (len(chars) + 1), char)
    return "".join(chars)


def sprinkled(
    text: st.SearchStrategy[str],
    max_inserts: int = 8,
    chars: st.SearchStrategy[str] = special_chars,
) -> st.SearchStrategy[str]:
    """``text`` with zero-width, bidi, control and other odd characters (or ``chars``) put
    anywhere."""
    return st.tuples(
        text, st.lists(st.tuples(st.integers(0, 10**6), chars), max_size=max_inserts)
    ).map(_sprinkle)


def article_texts(
    max_paragraphs: int = 8, max_words: int = 25, max_repeats: int = 300
) -> st.SearchStrategy[str]:
    """A whole article's text: mostly football-looking, always hostile somewhere.

    ``max_repeats`` bounds the very long sentences (each repeat is a few words): keep it a
    few hundred in CI, where one such sentence costs a second or two.
    """
    body = st.tuples(
        st.lists(paragraphs(max_words, max_repeats), min_size=1, max_size=max_paragraphs),
        st.sampled_from(PARAGRAPH_BREAKS),
    ).map(lambda t: t[1].join(t[0]))
    headed = st.tuples(headlines(), st.sampled_from(("\n\n", "\n")), body).map("".join)
    return st.one_of(
        body,
        headed,
        sprinkled(body),
        sprinkled(headed),
        sprinkled(headed, 3, lone_surrogates),
        runs(any_char, 0, 400),
        runs(_vocabulary(SPECIAL_CHARS, ("a", " ", "\n", "said", "VAR", ".")), 0, 200),
    )


def titles() -> st.SearchStrategy[str]:
    """An article title: none, a headline, or something nobody should call a title."""
    return st.one_of(
        st.just(""),
        st.just(""),
        headlines(),
        headlines(),
        headlines(),
        sprinkled(headlines(), 3),
        sprinkled(headlines(), 3),
        sprinkled(headlines(), 1, lone_surrogates),
        st.text(max_size=30),
    )


# --- ingest cases ------------------------------------------------------------------------------

FORMATS: tuple[str, ...] = ("txt", "md", "html", "json", "jsonl", "csv", "rss", "atom")
FORMAT_SUFFIX: dict[str, str] = {
    "txt": ".txt",
    "md": ".md",
    "html": ".html",
    "json": ".json",
    "jsonl": ".jsonl",
    "csv": ".csv",
    "rss": ".xml",  # sniffed: an .xml file may or may not be a feed
    "atom": ".atom",
}
ENCODINGS: tuple[str, ...] = (
    "utf-8",
    "utf-8",
    "utf-8",
    "utf-8-sig",
    "utf-16",
    "cp1252",
    "latin-1",
    "utf-8+stray",
)
DATES: tuple[str, ...] = (
    "",
    "2025-08-23",
    "2026-12-02T09:00:00+00:00",
    "25/12/2026",
    "12/25/2026",
    "Sat, 23 Aug 2025 17:30:00 GMT",
    "4 October 2025",
    "1756000000",
    "not a date",
    "99/99/9999",
    "-1",
    "1e300",
)
IDS: tuple[str, ...] = ("", "1", "55", "https://x.example/a", "urn:x:1", "tag:x,2025:1", "sha-0")


@dataclass(frozen=True)
class IngestCase:
    """One input file: ``text`` written as ``fmt`` with the other fields around it."""

    fmt: str
    text: str
    title: str = ""
    escape: bool = True  # escape markup (HTML, XML) and write JSON as ASCII
    encoding: str = "utf-8"
    published: str = ""
    article_id: str = ""
    split: bool = False  # one record (or feed entry) per paragraph instead of one in all


def ingest_cases(
    formats: Sequence[str] = FORMATS,
    max_paragraphs: int = 6,
    max_words: int = 25,
    max_repeats: int = 300,
) -> st.SearchStrategy[IngestCase]:
    """An :class:`IngestCase` in one of ``formats``."""
    return st.builds(
        IngestCase,
        fmt=st.sampled_from(tuple(formats)),
        text=article_texts(max_paragraphs, max_words, max_repeats),
        title=titles(),
        escape=st.booleans(),
        encoding=st.sampled_from(ENCODINGS),
        published=st.sampled_from(DATES),
        article_id=st.sampled_from(IDS),
        split=st.booleans(),
    )


def _encode(text: str, encoding: str) -> bytes:
    """Encode as a careless tool would: lone surrogates kept (invalid UTF-8), unmappable
    characters replaced, or a Windows dash dropped into UTF-8."""
    if encoding == "utf-8+stray":
        return text.encode("utf-8", "surrogatepass").replace(b" ", b" \x96 ", 1)
    if encoding.startswith("utf"):
        return text.encode(encoding, "surrogatepass")
    return text.encode(encoding, "replace")


def _record(case: IngestCase, text: str, n: int = 0) -> dict[str, Any]:
    record: dict[str, Any] = {"text": text}
    if case.article_id:
        record["id"] = f"{case.article_id}{n or ''}"
    if case.title:
        record["title"] = case.title
    if case.published:
        record["published"] = case.published
    return record


def _paragraphs_of(case: IngestCase) -> list[str]:
    parts = case.text.split("\n\n") if case.split else [case.text]
    return [p for p in parts if p] or [case.text]


def _escape(text: str, case: IngestCase) -> str:
    return html.escape(text) if case.escape else text


def _front_matter(case: IngestCase) -> str:
    lines = []
    if case.title:
        lines.append(f"title: {case.title}")
    if case.published:
        lines.append(f"date: {case.published}")
    if case.article_id:
        lines.append(f"id: {case.article_id}")
    return "---\n" + "\n".join(lines) + "\n---\n\n" if lines else ""


def render(case: IngestCase) -> str:
    """Return the file's text for ``case`` (before encoding)."""
    fmt, text = case.fmt, case.text
    if fmt == "txt":
        return f"{case.title}\n\n{text}" if case.title else text
    if fmt == "md":
        return _front_matter(case) + text
    if fmt == "html":
        body = "".join(f"<p>{_escape(p, case)}</p>\n" for p in text.split("\n\n"))
        meta = f'<meta property="article:published_time" content="{case.published}">'
        canonical = f'<link rel="canonical" href="{case.article_id}">' if case.article_id else ""
        return (
            f"<!DOCTYPE html><html><head><title>{_escape(case.title, case)}</title>{meta}"
            f"{canonical}</head><body><article><h1>{_escape(case.title, case)}</h1>\n{body}"
            f"<blockquote><p>{_escape(text[:200], case)}</p><footer>\u2014 Eddie Howe</footer>"
            "</blockquote></article></body></html>"
        )
    if fmt == "json":
        records = [_record(case, p, n) for n, p in enumerate(_paragraphs_of(case))]
        data: Any = records[0] if len(records) == 1 else {"articles": records}
        return json.dumps(data, ensure_ascii=case.escape)
    if fmt == "jsonl":
        return "".join(
            json.dumps(_record(case, p, n), ensure_ascii=case.escape) + "\n"
            for n, p in enumerate(_paragraphs_of(case))
        )
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=["id", "title", "published", "text"])
        writer.writeheader()
        for n, p in enumerate(_paragraphs_of(case)):
            writer.writerow(
                {
                    "id": f"{case.article_id}{n}" if case.article_id else "",
                    "title": case.title,
                    "published": case.published,
                    "text": p,
                }
            )
        return out.getvalue()
    if fmt in ("rss", "atom"):
        entries = []
        for n, p in enumerate(_paragraphs_of(case)):
            content = _escape(p, case) if case.escape else f"<![CDATA[{p}]]>"
            title = html.escape(case.title)
            link = f"https://x.example/{n}"
            if fmt == "rss":
                entries.append(
                    f"<item><title>{title}</title><link>{link}</link><guid>{case.article_id}{n}"
                    f"</guid><pubDate>{html.escape(case.published)}</pubDate>"
                    f"<description>{content}</description></item>"
                )
            else:
                entries.append(
                    f'<entry><title>{title}</title><link href="{link}"/><id>{link}</id>'
                    f"<updated>{html.escape(case.published)}</updated>"
                    f'<content type="html">{content}</content></entry>'
                )
        if fmt == "rss":
            return (
                '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
                f"<title>Fuzz Wire</title>{''.join(entries)}</channel></rss>"
            )
        return (
            '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">'
            f"<title>Fuzz Wire</title>{''.join(entries)}</feed>"
        )
    raise ValueError(f"unknown format {fmt!r}")


def write_case(case: IngestCase, directory: Path, name: str = "case") -> Path:
    """Write ``case`` as a file in ``directory``; return its path."""
    path = directory / f"{name}{FORMAT_SUFFIX[case.fmt]}"
    path.write_bytes(_encode(render(case), case.encoding))
    return path


# --- the time bound ---------------------------------------------------------------------------


class CaseTimeout(BaseException):
    """Raised in the main thread when a case runs over its time bound.

    A BaseException, so that library code catching ``Exception`` (ingestion turns a parser's
    error into a Skipped) cannot swallow it and make a hang look like a pass.
    """


REFIRE_SECONDS = 0.25


# Where Python prints an exception and goes on ("Exception ignored in ..."): a timeout raised
# there would be lost, so the handler waits for the next firing.
SWALLOWING_FUNCTIONS = frozenset({"gc_callback", "__del__", "_remove"})


def _on_timer(signum: int, frame: FrameType | None) -> None:
    if frame is not None and frame.f_code.co_name in SWALLOWING_FUNCTIONS:
        return
    raise CaseTimeout("ran over its time bound")


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`CaseTimeout` in the block once it has used ``seconds`` of CPU time.

    An interval timer (``setitimer``) whose signal interrupts Python code between bytecodes
    and ``re`` while it matches. It counts the process's CPU time (``ITIMER_PROF``, SIGPROF)
    rather than wall time: a loaded CI machine does not make a case time out, and the
    library's own per-article watchdog (``nlp.watchdog``), which takes ``ITIMER_REAL`` and
    SIGALRM for itself and stops any timer set there before, cannot switch this one off.
    A hang that burns no CPU (a lock), or one stuck in C for good, is caught by a wall-clock
    faulthandler watchdog at six times the bound, which dumps every thread's traceback and
    ends the process rather than freezing CI. Main thread only (elsewhere: unbounded).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    import faulthandler

    previous = signal.signal(signal.SIGPROF, _on_timer)
    faulthandler.dump_traceback_later(seconds * 6 + 10, exit=True)
    # The collector runs its Python callbacks (Hypothesis times collections) as it ends, so
    # in GC-heavy code most firings would land in one: none during the block.
    gc_callbacks = list(gc.callbacks)
    gc.callbacks.clear()
    # Fires again every REFIRE_SECONDS after the bound, in case a firing lands where Python
    # swallows exceptions (a garbage-collector callback, a __del__): see _on_timer.
    signal.setitimer(signal.ITIMER_PROF, seconds, REFIRE_SECONDS)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        faulthandler.cancel_dump_traceback_later()
        signal.signal(signal.SIGPROF, previous)
        gc.callbacks.extend(gc_callbacks)


# --- the targets -------------------------------------------------------------------------------


def run_extract(nlp: Any, text: str, title: str = "") -> list[Any]:
    """Run ``extract_quotes`` on one article; assert its quotes point into its text."""
    from nlp.models import Article
    from nlp.pipeline import extract_quotes

    article = Article(id="fuzz", text=text, title=title)
    results = list(extract_quotes([article], nlp))
    assert len(results) == 1, f"{len(results)} results for one article"
    quotes = results[0][1]
    for quote in quotes:
        assert 0 <= quote.start <= quote.end <= len(text), (
            f"quote offsets {quote.start}:{quote.end} outside a text of {len(text)}"
        )
    return quotes


def run_ingest(case: IngestCase, directory: Path) -> list[Any]:
    """Write ``case`` and read it back with ``read_inputs``; every result is an Article
    (with a text) or a Skipped."""
    from nlp.ingest import Skipped, read_inputs
    from nlp.models import Article

    path = write_case(case, directory)
    results = list(read_inputs([str(path)]))
    assert results, "read_inputs yielded nothing for one file"
    for result in results:
        assert isinstance(result, Article | Skipped), f"read_inputs yielded {result!r}"
        if isinstance(result, Article):
            assert isinstance(result.text, str) and result.text.strip(), "an Article with no text"
    return results


def run_analyse(case: IngestCase, directory: Path) -> Any:
    """Ingest and analyse ``case`` into a fresh store without the stance model (``analyse
    --no-stance``); the stored quotes must point into their stored texts."""
    from nlp.analyse import AnalyseOptions, analyse
    from nlp.store import Store

    path = write_case(case, directory)
    db = directory / "fuzz.db"
    with Store(db) as store:
        stats = analyse(store, [str(path)], AnalyseOptions(stance=False))
        rows = store.conn.execute(
            'SELECT q.text, q.start, q."end", a.text FROM quotes q JOIN articles a'
            " ON a.id = q.article_id"
        ).fetchall()
    for quote, start, end, text in rows:
        assert text[start:end] == quote, f"stored quote {quote!r} is not text[{start}:{end}]"
    return stats
