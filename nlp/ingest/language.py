"""A small, dependency-free "is this English?" check.

English prose is dense in function words (the, and, of, to, ...): news text runs at about
40% of tokens. Other languages written in Latin script share only a few of them, so the
ratio of English function words among the tokens separates the two well once a text has
a few dozen words. Words that are also common function words in other European
languages ("a", "in", "an", "i", "as", "do", "am", "die", "so", "no", "me", ...) are left
out of the list on purpose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ENGLISH = "en"
NOT_ENGLISH = "non-en"
UNKNOWN = "unknown"

_FUNCTION_WORDS_TEXT = """
    the and of to is are was were be been being that this these those it its
    for with at by from but or not nor if then than when while which who whom
    whose what where why how he she his her him hers they them their theirs we us
    our ours you your yours my mine there here have has had having does
    did done will would shall should can could may might must just also very about
    into onto out up over after before under again more most some any all each every
    other such only own same both few because until off through during against
    between said says
"""
ENGLISH_FUNCTION_WORDS: frozenset[str] = frozenset(_FUNCTION_WORDS_TEXT.split())

# Below this many word tokens the ratio is too noisy to act on.
MIN_TOKENS: int = 30
# Enough tokens to decide; more only costs time.
MAX_TOKENS: int = 3000
# Characters looked at: comfortably more than MAX_TOKENS words.
SAMPLE_CHARS: int = MAX_TOKENS * 12
# English prose sits far above this; French, Spanish, German, Italian, Portuguese and
# Dutch football prose sits far below it.
MIN_ENGLISH_RATIO: float = 0.15
# A text whose letters are mostly outside Latin script is not English whatever the ratio
# (and scripts without spaces give too few tokens to count).
MIN_LETTERS_FOR_SCRIPT: int = 60
MIN_LATIN_LETTER_RATIO: float = 0.5
# Line-ups, results and other lists of names have almost no function words in any
# language; when most tokens are capitalised the ratio says nothing.
MAX_CAPITALISED_RATIO: float = 0.6

TOKEN_RE = re.compile(r"[^\W\d_]+")
NON_LATIN_LETTER_RE = re.compile(r"[^\W\d_A-Za-z\u00c0-\u024f]")


@dataclass(frozen=True)
class LanguageGuess:
    """The verdict: ``language`` is ``"en"``, ``"non-en"`` or ``"unknown"``."""

    language: str
    english_ratio: float
    tokens: int
    non_latin: bool = False
    names_only: bool = False

    def describe(self) -> str:
        """Return a one-line human explanation of the verdict."""
        if self.non_latin:
            return "not English (mostly non-Latin script)"
        if self.names_only:
            return "language unknown (mostly names)"
        if self.language == UNKNOWN:
            return f"language unknown (only {self.tokens} words)"
        label = "English" if self.language == ENGLISH else "not English"
        return f"{label} ({self.english_ratio:.0%} common English words in {self.tokens})"


def detect_language(text: str) -> LanguageGuess:
    """Return whether ``text`` looks English, not English, or is too short to tell."""
    sample = text[:SAMPLE_CHARS]
    words = TOKEN_RE.findall(sample)
    letters = sum(map(len, words))
    if letters >= MIN_LETTERS_FOR_SCRIPT:
        non_latin = len(NON_LATIN_LETTER_RE.findall(sample))
        if (letters - non_latin) / letters < MIN_LATIN_LETTER_RATIO:
            return LanguageGuess(NOT_ENGLISH, 0.0, len(words), True)
    words = words[:MAX_TOKENS]
    tokens = [t.lower() for t in words]
    hits = sum(map(ENGLISH_FUNCTION_WORDS.__contains__, tokens))
    ratio = hits / len(tokens) if tokens else 0.0
    if len(tokens) < MIN_TOKENS:
        return LanguageGuess(UNKNOWN, ratio, len(tokens))
    if ratio < MIN_ENGLISH_RATIO:
        capitalised = sum(w[0].isupper() for w in words) / len(words)
        if capitalised > MAX_CAPITALISED_RATIO:
            return LanguageGuess(UNKNOWN, ratio, len(tokens), names_only=True)
    verdict = ENGLISH if ratio >= MIN_ENGLISH_RATIO else NOT_ENGLISH
    return LanguageGuess(verdict, ratio, len(tokens))
