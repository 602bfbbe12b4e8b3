"""The stance labels and the target markers, shared by the data, the model and training."""

from __future__ import annotations

LABELS: tuple[str, ...] = ("negative", "neutral", "positive")
LABEL_TO_ID: dict[str, int] = {label: i for i, label in enumerate(LABELS)}
# NewsMTSC encodes polarity as 2.0 / 4.0 / 6.0 (see its README).
NEWSMTSC_POLARITY: dict[float, int] = {2.0: 0, 4.0: 1, 6.0: 2}

# Single-token guillemets (ids 1077 / 1090 in the MiniLM vocab); rare in English news, so
# they read as markers rather than as punctuation the sentence already uses.
MARK_OPEN = "«"
MARK_CLOSE = "»"

IGNORE = -100  # label value meaning "no label for this head"
