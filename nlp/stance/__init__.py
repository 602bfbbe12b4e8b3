"""VAR stance model: is a quote about VAR, and is its speaker negative, neutral or positive.

Public API lives in :mod:`nlp.stance.model` (``StanceInput``, ``StancePrediction``,
``StanceModel``, ``get_model``); training in :mod:`nlp.stance.train`.
"""
