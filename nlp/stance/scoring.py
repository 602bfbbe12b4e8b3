"""Scoring extracted quotes with the stance model, a batch of articles per call.

The analysis (:mod:`nlp.analyse`) and each worker (:mod:`nlp.worker`) score quotes the same
way: one call to the model for the quotes of several articles, each quote scored alone, or
blended with its speaker's other quotes of the same article
(:data:`nlp.config.BLEND_SPEAKER_QUOTES`). torch is imported only when a call is made.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from nlp.config import ANONYMOUS_SPEAKERS, BLEND_SPEAKER_QUOTES
from nlp.models import Quote
from nlp.reported.stance import framed_stance, stance_text

if TYPE_CHECKING:  # torch is imported only when stances are scored
    from nlp.stance.model import StanceInput


def stance_precision() -> str | None:
    """Return the precision the stance model will run in, or None if it is misconfigured."""
    from nlp.stance.model import resolve_precision

    try:
        return resolve_precision()
    except ValueError:
        return None


def stance_inputs(
    quotes: Sequence[Quote], article: str = "", grouped: bool = True
) -> list[StanceInput]:
    """Return the stance model's inputs for one article's ``quotes``, in order.

    With ``grouped``, a named speaker's quotes share a group, so the model can blend their
    evidence; unnamed fans (who may be several people) and unattributed quotes get none.
    The group is the speaker's name, after ``article`` and a separator when given: give each
    article of a ``predict`` call its own key, or two articles' "Antonio Conte" are blended
    together. Without it every quote stands alone.
    """
    from nlp.stance.model import StanceInput

    prefix = f"{article}\x1f" if article else ""
    return [
        StanceInput(
            text=stance_text(q),  # a reported quote's content is marked as such
            context=q.context,
            group=prefix + q.speaker
            if grouped and q.speaker is not None and q.speaker not in ANONYMOUS_SPEAKERS
            else None,
        )
        for q in quotes
    ]


def apply_stance_to_articles(articles: Sequence[list[Quote]]) -> None:
    """Fill ``about_var``, ``stance`` and ``stance_score`` in place on every quote of
    ``articles`` (one list of quotes per article), scored in one call to the model. Needs
    the stance weights (:func:`nlp.analyse.stance_model_available`); without them the model
    fails to load.

    A quote's scores do not depend on the other quotes of the call (to ~1e-6: see
    ``nlp.stance.model``). Each quote is scored alone unless
    :data:`nlp.config.BLEND_SPEAKER_QUOTES` (then the blend stays within an article).
    """
    if not any(articles):
        return
    from nlp.stance.model import get_model

    inputs = [
        x
        for k, quotes in enumerate(articles)
        for x in stance_inputs(quotes, str(k + 1), grouped=BLEND_SPEAKER_QUOTES)
    ]
    predictions = get_model().predict(inputs)
    flat = [q for quotes in articles for q in quotes]
    for quote, pred in zip(flat, predictions, strict=True):
        quote.about_var = pred.about_var
        # a reported quote's negated cue ("denied that ...") turns its stance round
        quote.stance, quote.stance_score = framed_stance(
            quote, pred.stance, pred.stance_score, pred.probs
        )
