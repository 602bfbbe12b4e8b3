"""The keyword rule behind the about-VAR prior: VAR's names and vocabulary.

Plain regular expressions, no torch: the training data (``nlp.stance.data``) and the model
(``nlp.stance.model``) both read them, so they live below both.
"""

from __future__ import annotations

import re

# Keyword rule for the about-VAR prior. Strong patterns name VAR or its machinery and are
# almost never used outside a VAR incident; weak ones are VAR vocabulary that also turns up
# elsewhere ("check on his hamstring", "ruled out for six weeks"), so they only nudge.
# VAR's own names: a quote that uses one is about VAR (QUOTE_NAMES_VAR_SCORE).
VAR_NAME_PATTERNS: tuple[str, ...] = (
    r"\bv\.?a\.?r\.?s?\b",
    r"\bvideo[- ]assistant",
    r"\bvideo (?:referee|review|ref)\b",
)
STRONG_VAR_PATTERNS: tuple[str, ...] = (
    *VAR_NAME_PATTERNS,
    r"\bstockley park\b",
    r"\boffside lines?\b",
    r"\b(?:semi-?automated|automated) offside\b",
    r"\bpitch-?side (?:monitor|screen|review)\b",
    r"\bon-?field review\b",
    r"\b(?:the|to the|at the) (?:monitor|screen)\b",
    r"\blines? (?:was|were|being|got) drawn\b",
    r"\bgoal-?line technology\b",
)
WEAK_VAR_PATTERNS: tuple[str, ...] = (
    r"\breview(?:s|ed|ing)?\b",
    r"\bmonitor\b",
    r"\bcheck(?:s|ed|ing)?\b",
    r"\breplays?\b",
    r"\bover-?turn(?:s|ed|ing)?\b",
    r"\bdisallow(?:s|ed|ing)?\b",
    r"\bchalked off\b",
    r"\bruled out\b",
    r"\btechnology\b",
    r"\bclear and obvious\b",
    r"\btoenail\b",
    r"\bthe lines\b",
)
STRONG_KEYWORD_LOGIT = 2.0  # prior log-odds added for a strong hit
WEAK_KEYWORD_LOGIT = 0.75  # ... for a weak hit without a strong one
_STRONG_RE = re.compile("|".join(STRONG_VAR_PATTERNS), re.IGNORECASE)
_WEAK_RE = re.compile("|".join(WEAK_VAR_PATTERNS), re.IGNORECASE)
# A quote that names VAR itself in its own words (VAR_NAME_PATTERNS in the quote, not only
# in its context) is about VAR: in the training sets a quote with a strong pattern was about
# VAR 498 times in 499, but the committed model still read "VAR is a disgrace," as not about
# VAR after a one-line match result (a context shortcut it learnt). Such a quote's about-VAR
# score is raised to at least this, the rule's precision on the training data. Only VAR's
# own names: "the screen" or "the monitor" may be a stadium's. Inference only: training,
# selection and calibration score the model without it, so a run reproduces its weights.
QUOTE_NAMES_VAR_SCORE = 0.998
_VAR_NAME_RE = re.compile("|".join(VAR_NAME_PATTERNS), re.IGNORECASE)


def names_var(text: str) -> bool:
    """Return True when ``text`` holds a strong VAR term (:data:`STRONG_VAR_PATTERNS`)."""
    return _STRONG_RE.search(text) is not None


def names_var_itself(text: str) -> bool:
    """Return True when ``text`` names VAR itself (:data:`VAR_NAME_PATTERNS`: "VAR", "video
    assistant", "video referee/review")."""
    return _VAR_NAME_RE.search(text) is not None


def keyword_prior(text: str, context: str = "", quote_bonus: float = 0.0) -> float:
    """Return the rule's about-VAR prior logit for a quote and its context (0.0 = no hit).

    ``quote_bonus`` is added on top when the strong hit is in the quote's own words: a quote
    that names VAR is about it far more surely than one whose context does (see
    :attr:`StanceModel.quote_keyword_logit`).
    """
    joined = f"{context}\n{text}"
    if _STRONG_RE.search(joined):
        if quote_bonus and names_var(text):
            return STRONG_KEYWORD_LOGIT + quote_bonus
        return STRONG_KEYWORD_LOGIT
    if _WEAK_RE.search(joined):
        return WEAK_KEYWORD_LOGIT
    return 0.0
