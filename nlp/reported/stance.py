"""The stance model's input for reported speech, and what its reporting verb says.

A reported quote's text is its content clause. The model reads it with a mark in front,
``[reported]``, and the frame of its reporting verb when it has one (``[negated]`` for
"denied that", "refused to blame", "did not say"; ``[hedged]`` for "suggested", "believes"),
so a model trained on such inputs can tell them from direct quotes. The committed model was
not trained on them (issue 48 leaves that for later): to it the marks are a few more words.

What the marks cannot do yet, :func:`framed_stance` does: a negated reporting verb turns
the content's stance round. "Klopp denied that VAR was the problem" reads as negative
toward VAR in its content and is not; nor is "Howe refused to blame VAR". With
:data:`NEGATION_TURNS_STANCE`, the negative and positive probabilities swap for such a
quote. A direct quote's input and stance are exactly what they were without this module.
"""

from __future__ import annotations

from collections.abc import Mapping

from nlp.models import Quote

REPORTED_MARK = "[reported]"
FRAME_MARKS: Mapping[str, str] = {"negated": "[negated]", "hedged": "[hedged]"}
# Whether a negated reporting verb swaps a reported quote's negative and positive stance.
NEGATION_TURNS_STANCE = True
OPPOSITE = {"negative": "positive", "positive": "negative", "neutral": "neutral"}


def stance_text(quote: Quote) -> str:
    """Return the text the stance model reads for ``quote``: a direct quote's own words, or
    a reported quote's content after its marks ("[reported] [negated] VAR was the problem")."""
    if quote.kind == "direct":
        return quote.text
    marks = [REPORTED_MARK]
    if quote.frame in FRAME_MARKS:
        marks.append(FRAME_MARKS[quote.frame])
    return " ".join([*marks, quote.text])


def framed_stance(
    quote: Quote, stance: str | None, score: float | None, probs: Mapping[str, float]
) -> tuple[str | None, float | None]:
    """Return ``(stance, score)`` for ``quote`` from the model's label, its score and the
    probabilities: as they are, or, for a reported quote whose reporting verb is negated,
    with negative and positive swapped (see :data:`NEGATION_TURNS_STANCE`). ``stance``
    None: not about VAR, and nothing to turn."""
    if stance is None or quote.kind == "direct" or quote.frame != "negated":
        return stance, score
    if not NEGATION_TURNS_STANCE:
        return stance, score
    turned = {OPPOSITE.get(label, label): p for label, p in probs.items()}
    best = max(turned, key=lambda label: turned[label])
    return best, turned[best]
