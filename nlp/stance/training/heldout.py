"""Score a calibrated stance model on the held-out sets, once, at the end of a run.

These figures are reported (``metrics.json``, the model card) and never used for a
choice: selection and calibration read dev data only.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from nlp.stance.data import load_newsmtsc
from nlp.stance.evaluate import ece, evaluate_football, newsmtsc_logits, newsmtsc_report
from nlp.stance.model import StanceModel
from nlp.stance.training.inputs import TrainingData


def newsmtsc_scores(
    model: StanceModel, newsmtsc_dir: Path, t_stance: float
) -> dict[str, dict[str, Any]]:
    """Return the NewsMTSC devtest reports and the authors' test halves' (with ECE before
    calibration)."""
    scores: dict[str, dict[str, Any]] = {}
    for k in ("rw", "mt"):
        # One pass per devtest file; the authors' test half is a subset of it (by id), and
        # being disjoint from the dev half T was fitted on, it carries the honest ECE figures.
        examples, logits = newsmtsc_logits(model, newsmtsc_dir / f"devtest_{k}.jsonl")
        gold = torch.tensor([e.stance for e in examples])
        cal_probs = torch.softmax(logits / t_stance, -1)
        scores[f"devtest_{k}"] = newsmtsc_report(cal_probs, gold)
        test_ids = {e.id for e in load_newsmtsc(newsmtsc_dir / "splits_authors" / k / "test.jsonl")}
        sel = torch.tensor([e.id in test_ids for e in examples])
        r = newsmtsc_report(cal_probs[sel], gold[sel])
        r["ece_uncalibrated"] = ece(torch.softmax(logits[sel], -1), gold[sel])
        scores[f"test_{k}_authors"] = r
    return scores


def heldout_scores(
    model: StanceModel,
    uncal: StanceModel,
    data: TrainingData,
    newsmtsc_dir: Path,
    t_stance: float,
    log: Callable[[str], None],
) -> dict[str, Any]:
    """Return the held-out part of ``metrics.json``; ``uncal`` is the model before
    calibration, for the football set's ECE before and after."""
    metrics: dict[str, Any] = {
        "newsmtsc": newsmtsc_scores(model, newsmtsc_dir, t_stance),
        "football_heldout": None,
        "article_heldout": None,
        "demo_test": None,
    }
    for name, r in metrics["newsmtsc"].items():
        log(f"{name}: macro-F1 {r['macro_f1']:.4f} acc {r['accuracy']:.4f} ECE {r['ece']:.4f}")
    if data.fb_test:
        fb = evaluate_football(model, data.fb_test)
        fb_uncal = evaluate_football(uncal, data.fb_test)
        fb["about_var_ece_uncalibrated"] = fb_uncal["about_var_ece"]
        fb["stance_ece_uncalibrated"] = fb_uncal["stance_ece"]
        metrics["football_heldout"] = fb
        log(
            f"football held-out: about_var acc {fb['about_var_accuracy']:.4f}, stance macro-F1 "
            f"{fb['stance'].get('macro_f1', 0.0):.4f} (n={fb['n']})"
        )
    if data.art_test:
        metrics["article_heldout"] = at = evaluate_football(model, data.art_test)
        log(
            f"article set held-out: about_var acc {at['about_var_accuracy']:.4f}, stance "
            f"macro-F1 {at['stance'].get('macro_f1', 0.0):.4f} (n={at['n']})"
        )
    if data.demo_test:
        metrics["demo_test"] = dt = evaluate_football(model, data.demo_test)
        log(
            f"demo test (gold spans): about_var acc {dt['about_var_accuracy']:.4f}, stance "
            f"macro-F1 {dt['stance'].get('macro_f1', 0.0):.4f}, end-to-end stance accuracy "
            f"{dt['stance_end_to_end_accuracy']:.4f} (n={dt['n']})"
        )
    return metrics
