"""Calibrate a trained stance network on dev data only.

Fits the stance and about-VAR temperatures, the about-VAR threshold and the speaker blend
on the NewsMTSC authors' dev splits and the football dev pool; nothing held out is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch
from torch import nn

from nlp.stance.data import IGNORE, Example, football_example
from nlp.stance.evaluate import binary_ece, ece, evaluate_football
from nlp.stance.model import StanceInput, StanceModel, StanceNet, keyword_priors
from nlp.stance.training.config import TrainConfig
from nlp.stance.training.net import scoring_model


def fit_temperature(logits: torch.Tensor, gold: torch.Tensor, binary: bool = False) -> float:
    """Return the temperature T > 0 minimising NLL of ``logits / T`` on ``gold``.

    ``binary``: ``logits`` is [N] and ``gold`` 0/1; otherwise [N, C] and class indices.
    """
    if len(gold) == 0:
        return 1.0
    # Logits may come from inference mode; a plain copy can take part in autograd.
    logits, gold = logits.detach().clone(), gold.detach().clone()
    log_t = torch.zeros(1, requires_grad=True)
    opt = torch.optim.LBFGS([log_t], lr=0.1, max_iter=200)

    def closure() -> torch.Tensor:
        opt.zero_grad()
        z = logits / log_t.exp()
        if binary:
            loss = nn.functional.binary_cross_entropy_with_logits(z, gold.float())
        else:
            loss = nn.functional.cross_entropy(z, gold)
        loss.backward()
        return loss

    opt.step(closure)
    return float(log_t.exp().clamp(0.05, 20.0).item())


def fit_threshold(scores: torch.Tensor, gold: torch.Tensor) -> float:
    """Return the about-VAR threshold in 0.30..0.70 with the best dev accuracy.

    Ties go to the threshold nearest 0.5, so a flat dev curve leaves the default alone.
    """
    grid = [round(0.3 + 0.025 * k, 3) for k in range(17)]
    acc = {t: ((scores >= t).long() == gold.long()).float().mean().item() for t in grid}
    return max(grid, key=lambda t: (round(acc[t], 6), -abs(t - 0.5)))


def fit_speaker_blend(model: StanceModel, pool: Sequence[dict[str, Any]]) -> float:
    """Return the speaker-blend weight in 0..0.9 with the best dev stance macro-F1.

    Scored on the pool records that know their article and speaker; ties go to the
    smaller weight. 0.0 when there are none.
    """
    grouped = [r for r in pool if r.get("article") and r.get("speaker")]
    if not grouped:
        return 0.0
    scores: dict[float, float] = {}
    for w in [round(0.1 * k, 1) for k in range(10)]:
        model.speaker_blend = w
        scores[w] = evaluate_football(model, grouped)["stance"].get("macro_f1", 0.0)
    return max(scores, key=lambda w: (round(scores[w], 6), -w))


def calibrate(
    net: StanceNet,
    tokenizer: Any,
    cfg: TrainConfig,
    dev: dict[str, list[Example]],
    pool: Sequence[dict[str, Any]],
) -> dict[str, Any]:
    """Return the calibration ``config.json`` keeps, fitted on dev data only."""
    model = scoring_model(net, tokenizer, cfg, {})
    cal_items = [StanceInput(text=e.text, target=e.target) for e in dev["rw"] + dev["mt"]]
    cal_gold = [e.stance for e in dev["rw"] + dev["mt"]]
    fb_dev_ex = [football_example(r) for r in pool]
    fb_stance = [e for e in fb_dev_ex if e.stance != IGNORE]
    cal_items += [StanceInput(text=e.text, context=e.context) for e in fb_stance]
    cal_gold += [e.stance for e in fb_stance]
    st_logits, _ = model.logits(cal_items)
    cal_y = torch.tensor(cal_gold)
    t_stance = fit_temperature(st_logits, cal_y)
    calibration: dict[str, Any] = {
        "stance_temperature": t_stance,
        "stance_ece_dev_before": ece(torch.softmax(st_logits, -1), cal_y),
        "stance_ece_dev_after": ece(torch.softmax(st_logits / t_stance, -1), cal_y),
        "about_var_temperature": 1.0,
        "about_var_threshold": 0.5,
        "speaker_blend": 0.0,
        "fitted_on": "NewsMTSC authors' dev (rw+mt) + football dev pool",
    }
    if fb_dev_ex:
        _, v_logits = model.logits([StanceInput(text=e.text, context=e.context) for e in fb_dev_ex])
        z = v_logits + keyword_priors(fb_dev_ex, cfg.quote_keyword_logit)
        vy = torch.tensor([e.about_var for e in fb_dev_ex])
        t_var = fit_temperature(z, vy, binary=True)
        calibration["about_var_temperature"] = t_var
        calibration["about_var_ece_dev_before"] = binary_ece(torch.sigmoid(z), vy)
        calibration["about_var_ece_dev_after"] = binary_ece(torch.sigmoid(z / t_var), vy)
        calibration["about_var_threshold"] = fit_threshold(torch.sigmoid(z / t_var), vy)
        calibration["speaker_blend"] = fit_speaker_blend(
            scoring_model(net, tokenizer, cfg, calibration), pool
        )
    return calibration
