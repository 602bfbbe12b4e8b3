"""The command line's terminal: its two consoles, the escaping that every piece of input
goes through before it is printed, and the global flags every command reads.

Part of :mod:`nlp.cli`, not of the library: the library returns data and never prints.
The rest of ``nlp.cli`` reads the consoles at call time (``console.out``, ``console.err``),
so replacing one here (a wider terminal, a test) reaches every command.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from rich.console import Console
from rich.text import Text


class ResultConsole(Console):
    """stdout's console. A closed pipe ends the command as ``friendly`` ends it for plain
    writes (rich's own handling exits 1, as if the command had failed)."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError


out = ResultConsole()
# Diagnostics stay one line each, whatever the terminal width, so they can be grepped.
err = Console(stderr=True, soft_wrap=True)

# What a terminal would act on rather than show: C0 and C1 controls (an ESC starts a colour,
# a cursor move or a hyperlink; a CR rewrites the line), line and paragraph separators, and
# the bidi overrides that reorder what follows. Newline and tab are kept where text may span
# lines (a quote over two paragraphs).
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_CONTROL_OR_BREAK_RE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def visible(value: Any, one_line: bool = False) -> str:
    """Return ``value`` as a terminal may show it: each control character written as its
    escape ("\\x1b", "\\r"; with ``one_line`` "\\n" and "\\t" too). Text from articles,
    registers and file names is printed through this and never as Rich markup."""
    pattern = _CONTROL_OR_BREAK_RE if one_line else _CONTROL_RE
    text = "" if value is None else str(value)
    return pattern.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def visible_path(path: str) -> str:
    """Return a file name for a message, so that each message names one path without doubt:
    as it is, or as a quoted Python literal ('two\\nlines.txt') when it holds a control
    character, ": " (what ends PATH in "skipped PATH: reason"), a quote mark first, or a
    space at either end."""
    plain = (
        not _CONTROL_OR_BREAK_RE.search(path)
        and ": " not in path
        and path[:1] not in ("'", '"')
        and path == path.strip()
    )
    return path if plain else repr(path)


class VisibleFormatter(logging.Formatter):
    """Log lines as :func:`visible` text: warnings name files and records from the input."""

    def format(self, record: logging.LogRecord) -> str:
        return visible(super().format(record))


def cell(value: Any) -> Text:
    """A table cell, title or plain line from input: literal text, not Rich markup."""
    return Text(visible(value))


def say(console: Console, label: str, style: str, message: Any) -> None:
    """Print "label: message" with the label styled and the message as literal text."""
    console.print(Text.assemble((label, style), " ", visible(message)), highlight=False)


def note(message: Any) -> None:
    """Print "note: message" on stderr (a note; the caller decides whether --quiet hides it)."""
    say(err, "note:", "yellow", message)


def written(path: Any) -> None:
    """Say on stderr that a file was written (not under --quiet)."""
    if not state.quiet:
        err.print(cell(f"wrote {path}"), highlight=False)


class State:
    """The global flags of this invocation, set by the app's callback before the command."""

    db: str = "varometer.db"
    quiet: bool = False
    verbose: bool = False
    # The reasons of this command's skips, for its summary (see nlp.cli.progress.summary).
    skip_reasons: list[str]

    def __init__(self) -> None:
        self.skip_reasons = []


state = State()
