"""From calibrated scores to the predictions every stance reader returns.

A stance reader (one :class:`~nlp.stance.model.StanceModel`, or the
:class:`~nlp.stance.ensemble.StanceEnsemble` that averages several) scores each input with
calibrated stance probabilities and an about-VAR score; this module turns those into
:class:`~nlp.stance.encoding.StancePrediction` records, the same way for both: the
about-VAR threshold, then the speaker blend within a group, then the best label.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from nlp.stance.encoding import StanceInput, StancePrediction
from nlp.stance.labels import LABELS


def blend_by_group(
    probs: torch.Tensor, groups: Sequence[str | None], weight: float
) -> torch.Tensor:
    """Return ``probs`` [N,3] with each grouped row pulled toward its group's consensus.

    Row ``i`` in a group ``G`` becomes ``softmax((1 - w) log p_i + w mean_{j in G} log p_j)``;
    rows whose group is ``None`` (or alone in their group) are returned unchanged.
    """
    if weight <= 0 or not any(groups):
        return probs
    logp = probs.clamp_min(1e-9).log()
    members: dict[str, list[int]] = {}
    for i, g in enumerate(groups):
        if g is not None:
            members.setdefault(g, []).append(i)
    out = probs.clone()
    for idx in members.values():
        if len(idx) < 2:
            continue
        mean = logp[idx].mean(0, keepdim=True)
        out[idx] = torch.softmax((1 - weight) * logp[idx] + weight * mean, -1)
    return out


def predictions(
    items: Sequence[StanceInput],
    probs: torch.Tensor,
    var_scores: torch.Tensor,
    threshold: float,
    speaker_blend: float,
) -> list[StancePrediction]:
    """Return the :class:`StancePrediction` of each item from its calibrated stance
    probabilities and about-VAR score: about VAR at ``threshold`` or above, the stance of
    a group's about-VAR items blended by ``speaker_blend`` (:func:`blend_by_group`)."""
    about = (var_scores >= threshold).tolist()
    groups = [it.group if a else None for it, a in zip(items, about, strict=True)]
    probs = blend_by_group(probs, groups, speaker_blend)
    out: list[StancePrediction] = []
    for p, v in zip(probs.tolist(), var_scores.tolist(), strict=True):
        about_var = v >= threshold
        best = max(range(len(LABELS)), key=lambda k: p[k])
        out.append(
            StancePrediction(
                about_var=about_var,
                about_var_score=float(v),
                stance=LABELS[best] if about_var else None,
                stance_score=float(p[best]) if about_var else None,
                probs={label: float(q) for label, q in zip(LABELS, p, strict=True)},
            )
        )
    return out
