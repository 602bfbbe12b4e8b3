"""Text normalisation that keeps quotations intact.

Quote marks are never touched: the quote extractor relies on the exact marks (curly or
straight) and on apostrophes inside quotes. Boilerplate is dropped only as whole lines
that match one of :data:`BOILERPLATE_LINE_PATTERNS`, so a sentence that merely mentions
"cookies" or an e-mail address stays.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

# --- boilerplate lines ---------------------------------------------------------------
# Each pattern must match a whole (stripped) line, case-insensitively. Lines longer than
# BOILERPLATE_MAX_LINE_CHARS are real paragraphs and are never dropped.
BOILERPLATE_MAX_LINE_CHARS = 200

EMAIL_ONLY = (
    r"(?:(?:e-?mail(?: us)?|contact|tips?)\s*:?\s*)?(?:mailto:)?[\w.+'-]+@[\w-]+(?:\.[\w-]+)+\.?"
)
SHARE_LINK = (
    r"(?:share(?: this)?(?: (?:article|story|page|post|link))?"
    r"(?: (?:on|via|with) [\w ]{1,30})?[.!:]?\s*)+"
)
SOCIAL_BUTTONS = (
    r"(?:(?:facebook|twitter|x|whatsapp|e-?mail|linkedin|reddit|pinterest|messenger"
    r"|telegram|bluesky|threads|copy link|print|share)(?:[\s|•·,/]+|$)){2,}"
)
FOLLOW_US = r"(?:follow|like) (?:us|@[\w.]+)(?: on [\w ,&@.]{1,60})?[.!]?"
# The two "anywhere in the line" patterns stop at quote marks: a quoted remark about
# cookies is prose, and no cookie banner quotes anybody.
NO_QUOTE_MARKS = r"(?!.*[\"“”„«»])"
COOKIE_NOTICE = (
    NO_QUOTE_MARKS + r".*\b(?:we|this (?:web)?site|our (?:web)?site|this page)"
    r" (?:uses?|serves?) cookies\b.*"
)
COOKIE_BUTTON = r"(?:accept|reject|allow|decline|manage)(?: all)? cookies.*"
COOKIE_LINK = r"(?:cookie|privacy) (?:policy|settings|preferences|consent|notice)\.?"
COOKIE_CONTINUE = (
    NO_QUOTE_MARKS + r".*\bby (?:continuing|using)\b.*\b(?:site|website)\b.*\bcookies\b.*"
)
ADVERTISEMENT = (
    r"(?:advertisement|advert|ad|sponsored(?: content)?"
    r"|(?:story|article) continues (?:below|after) (?:this )?advert(?:isement)?)\.?"
)
READ_MORE = (
    r"(?:read more|read next|also read|see also|more on this story"
    r"|related(?: articles| stories| content| links)?)(?:\s*[:»›>|–-].*)?"
)
NEWSLETTER = r"sign up (?:to|for) (?:our|the) .{0,60}newsletters?\b.*"
SKIP_LINK = r"skip to (?:main )?(?:content|navigation|menu)"
# "Published" / "Updated 4 October 2025, 18:04": trafilatura drops a <time> element's
# text and leaves its label behind; the date itself is in the metadata.
DATE_LABEL = (
    r"(?:(?:first |last )?(?:published|updated|posted))(?: on| at)?:?"
    r"(?:\s+(?=.*\d)[\w ,:.+/-]{1,50})?"
)
COPYRIGHT = r"(?:©.*|(?:\(c\)|copyright)\s*©?\s*\d{4}\b.*|all rights reserved\.?)"
# A paywall's notice in place of the story: "This article is for subscribers only.",
# "Subscribe now for just £1 a week to continue reading.", "Already a subscriber? Log in".
PAYWALL = (
    r"(?:this (?:article|story|content|page) is (?:only )?(?:for|available to)"
    r" (?:subscribers|members)(?: only)?[.!]?"
    r"|subscribe\b[^\"“”]{0,80}\b(?:to (?:continue|keep) reading|to read (?:on|more|the full"
    r" (?:article|story)))[.!]?"
    r"|already a (?:subscriber|member)\? *(?:log|sign) in\b[^\"“”]{0,40}"
    r"|(?:log|sign) in (?:to|and) (?:continue|keep) reading[.!]?)"
)  # the whole line only: "This article is for subscribers only, the chairman told ..." stays
# Menus and breadcrumbs: four or more short items separated by | • · › », with no
# sentence punctuation or quote marks (which would make it prose or a quote).
NAV_MENU = r"(?:[^|•·›».,!?\"“”‘’]{1,25}[|•·›»]\s*){3,}[^|•·›».,!?\"“”‘’]{1,25}"

BOILERPLATE_LINE_PATTERNS: dict[str, re.Pattern[str]] = {
    name: re.compile(pattern, re.IGNORECASE)
    for name, pattern in {
        "email_only": EMAIL_ONLY,
        "share_link": SHARE_LINK,
        "social_buttons": SOCIAL_BUTTONS,
        "follow_us": FOLLOW_US,
        "cookie_notice": COOKIE_NOTICE,
        "cookie_button": COOKIE_BUTTON,
        "cookie_link": COOKIE_LINK,
        "cookie_continue": COOKIE_CONTINUE,
        "advertisement": ADVERTISEMENT,
        "read_more": READ_MORE,
        "newsletter": NEWSLETTER,
        "skip_link": SKIP_LINK,
        "date_label": DATE_LABEL,
        "copyright": COPYRIGHT,
        "nav_menu": NAV_MENU,
        "paywall": PAYWALL,
    }.items()
}

# All of the above as one regex: one match per line instead of one per pattern.
BOILERPLATE_LINE_RE = re.compile(
    "|".join(f"(?:{p.pattern})" for p in BOILERPLATE_LINE_PATTERNS.values()), re.IGNORECASE
)

# --- characters ----------------------------------------------------------------------
ODD_SPACES_RE = re.compile("[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")
# Invisible characters that only get in the way of matching (not ZWJ/ZWNJ: emoji and
# some scripts need those).
INVISIBLE_RE = re.compile("[\u00ad\u200b\u2060\ufeff]")
LINE_BREAK_RE = re.compile("\r\n|[\r\x0b\x0c\x85\u2028]")
PARAGRAPH_SEPARATOR = "\u2029"
CONTROL_RE = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")
# Lone UTF-16 surrogates: valid in a Python string, in no encoding.
SURROGATE_RE = re.compile("[\ud800-\udfff]")
SPACE_RUN_RE = re.compile(" {2,}")
BLANK_RUN_RE = re.compile("\n{3,}")
WHITESPACE_RE = re.compile(r"\s+")


def is_boilerplate_line(line: str) -> bool:
    """Return True when the stripped ``line`` is nothing but boilerplate."""
    stripped = line.strip()
    if not stripped or len(stripped) > BOILERPLATE_MAX_LINE_CHARS:
        return False
    return BOILERPLATE_LINE_RE.fullmatch(stripped) is not None


def without_surrogates(text: str) -> str:
    """Return ``text`` with each lone surrogate replaced by U+FFFD.

    JSON's "\\ud800" escape, a feed's "&#xD800;" and an undecodable file name give a
    string that cannot be encoded: hashing, storing or printing it fails. A pair of
    surrogates is joined into the character it stands for.
    """
    if SURROGATE_RE.search(text) is None:
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def without_surrogates_in(value: Any) -> Any:
    """Return ``value`` with :func:`without_surrogates` applied to every string in it,
    through dicts, lists and tuples (a record's ``meta``)."""
    if isinstance(value, str):
        return without_surrogates(value)
    if isinstance(value, dict):
        return {without_surrogates_in(k): without_surrogates_in(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(without_surrogates_in(v) for v in value)
    return value


def normalise_characters(text: str) -> str:
    """Return ``text`` in NFC with line breaks as ``\\n`` and odd spaces as plain spaces.

    Quote marks and apostrophes are left exactly as they are; lone surrogates become
    U+FFFD.
    """
    text = without_surrogates(text)
    text = LINE_BREAK_RE.sub("\n", text).replace(PARAGRAPH_SEPARATOR, "\n\n")
    text = unicodedata.normalize("NFC", text)
    text = ODD_SPACES_RE.sub(" ", text)
    text = INVISIBLE_RE.sub("", text)
    return CONTROL_RE.sub("", text)


LINES_AS_PARAGRAPHS_MIN = 2  # newlines in a text with no blank line at all


def normalise_text(text: str, *, drop_boilerplate: bool = True) -> str:
    """Return the normalised article text: paragraphs separated by one blank line.

    Characters as in :func:`normalise_characters`; spaces collapsed and trimmed within each
    line; boilerplate lines removed; three or more newlines reduced to a blank line; no
    leading or trailing blank lines.
    """
    lines = []
    for line in normalise_characters(text).split("\n"):
        line = SPACE_RUN_RE.sub(" ", line).strip()
        if drop_boilerplate and is_boilerplate_line(line):
            continue
        lines.append(line)
    joined = BLANK_RUN_RE.sub("\n\n", "\n".join(lines)).strip("\n")
    if "\n\n" not in joined and joined.count("\n") >= LINES_AS_PARAGRAPHS_MIN:
        # Text pasted from a web page often has one paragraph per line and no blank lines;
        # without this, a multi-paragraph quote or a headline line would merge with its neighbours.
        joined = joined.replace("\n", "\n\n")
    return joined


def normalise_inline(value: str) -> str:
    """Return a one-line field (title, source): normalised characters, single spaces."""
    return WHITESPACE_RE.sub(" ", normalise_characters(value)).strip()
