"""Scores for the stance model on NewsMTSC and on the football set.

Used by :mod:`nlp.stance.train` (per-epoch model selection, final metrics) and the tests.
Metrics are computed here by hand so that nothing beyond torch is needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch

from nlp.stance.data import LABEL_TO_ID, LABELS, Example, football_example, load_newsmtsc
from nlp.stance.model import DEFAULT_BATCH_SIZE, StanceInput, StanceModel


def f1_report(gold: Sequence[int], pred: Sequence[int], n_classes: int = 3) -> dict[str, Any]:
    """Return ``{"macro_f1", "accuracy", "f1": {label: f1}, "n"}`` for class-index lists.

    A class with no gold and no predicted items gets F1 0 (it still counts in the macro
    average, as in NewsMTSC's F1m over the three classes).
    """
    n = len(gold)
    per: dict[str, float] = {}
    for c in range(n_classes):
        tp = sum(1 for g, p in zip(gold, pred, strict=True) if g == c and p == c)
        fp = sum(1 for g, p in zip(gold, pred, strict=True) if g != c and p == c)
        fn = sum(1 for g, p in zip(gold, pred, strict=True) if g == c and p != c)
        per[LABELS[c] if n_classes == len(LABELS) else str(c)] = (
            2 * tp / (2 * tp + fp + fn) if tp else 0.0
        )
    acc = sum(1 for g, p in zip(gold, pred, strict=True) if g == p) / n if n else 0.0
    return {
        "macro_f1": sum(per.values()) / n_classes,
        "accuracy": acc,
        "f1": per,
        "n": n,
    }


def ece(probs: torch.Tensor, gold: torch.Tensor, bins: int = 15) -> float:
    """Return the expected calibration error of the top-class probability (equal-width bins)."""
    if len(gold) == 0:
        return 0.0
    conf, pred = probs.max(-1)
    correct = (pred == gold).float()
    edges = torch.linspace(0, 1, bins + 1)
    total = 0.0
    for lo, hi in zip(edges[:-1], edges[1:], strict=True):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            total += m.float().mean().item() * abs(conf[m].mean().item() - correct[m].mean().item())
    return total


def binary_ece(scores: torch.Tensor, gold: torch.Tensor, bins: int = 15) -> float:
    """Return the ECE of binary probabilities ``scores`` against 0/1 ``gold``."""
    probs = torch.stack([1 - scores, scores], -1)
    return ece(probs, gold.long(), bins)


def newsmtsc_report(probs: torch.Tensor, gold: torch.Tensor) -> dict[str, Any]:
    """Return macro-F1, accuracy, per-class F1, n and ECE for stance ``probs`` [N,3]."""
    report = f1_report(gold.tolist(), probs.argmax(-1).tolist())
    report["ece"] = ece(probs, gold)
    return report


def newsmtsc_logits(
    model: StanceModel, path: Path, batch_size: int = DEFAULT_BATCH_SIZE
) -> tuple[list[Example], torch.Tensor]:
    """Return the targets of a NewsMTSC file and the model's raw stance logits for them."""
    examples = load_newsmtsc(Path(path))
    items = [StanceInput(text=e.text, target=e.target) for e in examples]
    logits, _ = model.logits(items, batch_size)
    return examples, logits


def evaluate_newsmtsc(
    model: StanceModel, path: Path, batch_size: int = DEFAULT_BATCH_SIZE
) -> dict[str, Any]:
    """Return macro-F1, accuracy, per-class F1, n and calibrated ECE on a NewsMTSC file.

    Every target is scored (the about-VAR gate does not apply: the target is the mention).
    """
    examples, logits = newsmtsc_logits(model, path, batch_size)
    probs = torch.softmax(logits / model.stance_temperature, -1)
    return newsmtsc_report(probs, torch.tensor([e.stance for e in examples]))


def evaluate_football(
    model: StanceModel, records: Sequence[dict[str, Any]], batch_size: int = DEFAULT_BATCH_SIZE
) -> dict[str, Any]:
    """Return about-VAR and stance scores on football records (dicts as in football.jsonl).

    Keys: ``about_var_accuracy``, ``about_var_f1`` (positive class), ``about_var_ece``,
    ``n``; over the about-VAR-true gold records with a stance: ``stance`` (macro-F1,
    accuracy, per-class F1 of the stance argmax, i.e. given that the quote is about VAR),
    ``stance_ece`` and ``stance_end_to_end_accuracy`` (a record also counts as wrong when
    the model says it is not about VAR).
    """
    examples = [football_example(r) for r in records]
    items = [StanceInput(text=e.text, context=e.context, group=e.group) for e in examples]
    preds = model.predict(items, batch_size)
    gold_var = [e.about_var for e in examples]
    pred_var = [int(p.about_var) for p in preds]
    tp = sum(1 for g, p in zip(gold_var, pred_var, strict=True) if g and p)
    fp = sum(1 for g, p in zip(gold_var, pred_var, strict=True) if not g and p)
    fn = sum(1 for g, p in zip(gold_var, pred_var, strict=True) if g and not p)
    n = len(examples)
    out: dict[str, Any] = {
        "n": n,
        "about_var_accuracy": sum(1 for g, p in zip(gold_var, pred_var, strict=True) if g == p) / n
        if n
        else 0.0,
        "about_var_f1": 2 * tp / (2 * tp + fp + fn) if tp else 0.0,
        "about_var_ece": binary_ece(
            torch.tensor([p.about_var_score for p in preds]), torch.tensor(gold_var)
        )
        if n
        else 0.0,
    }
    idx = [i for i, e in enumerate(examples) if e.stance >= 0]
    gold = [examples[i].stance for i in idx]
    probs = torch.tensor([[preds[i].probs[label] for label in LABELS] for i in idx]).reshape(
        -1, len(LABELS)
    )
    out["stance"] = f1_report(gold, probs.argmax(-1).tolist()) if idx else {}
    out["stance_ece"] = ece(probs, torch.tensor(gold)) if idx else 0.0
    e2e = [
        preds[i].stance is not None and LABEL_TO_ID[preds[i].stance] == g
        for i, g in zip(idx, gold, strict=True)
    ]
    out["stance_end_to_end_accuracy"] = sum(e2e) / len(e2e) if e2e else 0.0
    return out
