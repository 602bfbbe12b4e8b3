"""What the HTML and Markdown reports share: the Jinja templates and their filters,
links, how a quote is displayed (its attribution punctuation trimmed), and Markdown
escaping of text from articles.
"""

from __future__ import annotations

import html
import re
from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlparse

import pandas as pd

TEMPLATES = Path(__file__).resolve().parents[1] / "templates"
BADGE_MD = {"negative": "▼ NEGATIVE", "neutral": "● NEUTRAL", "positive": "▲ POSITIVE"}


def _env(autoescape: bool) -> Any:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=autoescape,
        trim_blocks=False,
        lstrip_blocks=False,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["signed"] = signed
    env.filters["md"] = md_text
    env.filters["md_url"] = md_url
    return env


def signed(value: float) -> str:
    """ "+0.50", "−0.72" (a true minus sign), and "+0.00" for -0.004: no negative zero."""
    text = f"{round(float(value), 2) + 0.0:+.2f}"
    return text.replace("-", "\u2212")


def _css() -> str:
    return (TEMPLATES / "style.css").read_text(encoding="utf-8")


def _today() -> str:
    return date.today().isoformat()


def _day(stamp: Any, rest: str = "%B %Y") -> str:
    """ "5 August 2025": the day without a leading zero, on every platform."""
    return f"{stamp.day} {stamp.strftime(rest)}"


def _records(table: pd.DataFrame) -> list[dict[str, Any]]:
    return [dict(r) for r in table.to_dict(orient="records")]


def link_url(value: Any) -> str:
    """Return ``value`` if it is an http(s) URL a report may link to, else "".

    URLs come from feeds and dumps, that is from outside: a ``javascript:`` or ``data:``
    link in a report that people open and share must never become clickable.
    """
    if not isinstance(value, str) or not value.strip():
        return ""
    url = value.strip()
    parts = urlparse(url)
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return ""
    return url


def md_url(url: str) -> str:
    """Return a link URL made safe inside Markdown ``[text](url)``: no spaces, brackets or
    angle brackets left to end the link early or open a tag."""
    return quote(url, safe=":/?#@!$&'*+,;=%~")


# What Markdown would read as raw HTML or a character reference; a plain "&" reads as itself.
MD_HTML_RE = re.compile(r"<|>|&(?=#?\w+;)")
# What Markdown would read as emphasis, code, a link or image, a table cell's end, a heading's
# closing marks or strikethrough; a backslash before each makes it literal (CommonMark).
MD_SPECIAL_RE = re.compile(r"([\\`*_\[\]|#~])")
_LINE_BREAK_RE = re.compile(r"\r\n|[\r\n\u2028\u2029]")


def md_text(value: Any) -> str:
    """Return ``value`` as Markdown that renders as the literal text, on one line: words from
    articles and registers ("<script>", "**x**", "[a](javascript:...)") are shown, never run
    or linked. None and NaN give ""."""
    if value is None or (isinstance(value, float) and value != value):
        return ""
    text = MD_SPECIAL_RE.sub(r"\\\1", _LINE_BREAK_RE.sub(" ", str(value)))
    return MD_HTML_RE.sub(lambda m: html.escape(m.group(0)), text)


def _md_escape(text: str) -> str:
    # Keep the words as said; only stop Markdown reading them as markup.
    return md_text(text)
