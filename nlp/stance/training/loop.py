"""The epoch loop of a stance run: batches, the loss, the optimiser and epoch selection.

Every step draws from the run's generators in a fixed order (the batch order from
``rng``, then torch's for the network); moving a draw changes the weights, so a run
with the defaults reproduces the committed ones only while that order holds.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

from nlp.stance.data import IGNORE, Example
from nlp.stance.evaluate import evaluate_football, f1_report
from nlp.stance.model import (
    Encoded,
    StanceInput,
    StanceModel,
    StanceNet,
    collate,
    encode_batch,
    keyword_priors,
)
from nlp.stance.training.config import TrainConfig, check_ema_decay
from nlp.stance.training.distill import distill_loss
from nlp.stance.training.net import scoring_model


def budget_allows(elapsed_s: float, epoch_times: Sequence[float], budget_s: float) -> bool:
    """Return True when another epoch fits in ``budget_s`` after ``elapsed_s`` seconds.

    The next epoch is assumed to take as long as the slowest so far, plus 5%. Always True
    before the first epoch (nothing to go on) and when ``budget_s`` is 0 (no budget).
    """
    if not budget_s or not epoch_times:
        return True
    return elapsed_s + max(epoch_times) * 1.05 <= budget_s


def length_batches(
    encoded: Sequence[Encoded], batch_size: int, rng: random.Random
) -> list[list[int]]:
    """Return shuffled batches of indices, each drawn from items of similar length.

    Shuffle, cut into pools of 50 batches, sort each pool by length, batch, shuffle the
    batches: randomness stays, padding (the main waste on CPU) mostly goes.
    """
    idx = list(range(len(encoded)))
    rng.shuffle(idx)
    pool = batch_size * 50
    batches: list[list[int]] = []
    for s in range(0, len(idx), pool):
        chunk = sorted(idx[s : s + pool], key=lambda i: len(encoded[i].input_ids))
        batches.extend(chunk[k : k + batch_size] for k in range(0, len(chunk), batch_size))
    rng.shuffle(batches)
    return batches


def trainable_state(net: StanceNet) -> dict[str, torch.Tensor]:
    """Return a copy of ``net``'s trainable parameters by name."""
    return {k: v.detach().clone() for k, v in net.named_parameters() if v.requires_grad}


def load_trainable(net: StanceNet, state: dict[str, torch.Tensor]) -> None:
    """Copy ``state`` (as :func:`trainable_state` returns it) into ``net``."""
    params = dict(net.named_parameters())
    with torch.no_grad():
        for k, v in state.items():
            params[k].copy_(v)


class WeightAverage:
    """Exponential moving average of a network's trainable parameters.

    ``state`` holds the average under the parameter names :func:`trainable_state` uses.
    Early steps weigh more (decay ``min(decay, (1 + t) / (10 + t))`` at step ``t``), so the
    average does not stay near the random initialisation of the heads.
    """

    def __init__(self, net: StanceNet, decay: float) -> None:
        self.decay = check_ema_decay(decay)
        self.steps = 0
        self.state = trainable_state(net)

    @torch.no_grad()
    def update(self, net: StanceNet) -> None:
        """Move the average toward ``net``'s current trainable weights by one step."""
        d = min(self.decay, (1 + self.steps) / (10 + self.steps))
        self.steps += 1
        for name, p in net.named_parameters():
            if p.requires_grad:
                self.state[name].mul_(d).add_(p.detach(), alpha=1 - d)


@dataclass
class TrainTensors:
    """The encoded training inputs and their targets, row for row."""

    enc: list[Encoded]
    stance_y: torch.Tensor
    var_y: torch.Tensor
    var_mask: torch.Tensor  # rows that carry an about-VAR label
    prior: torch.Tensor  # the keyword prior's about-VAR log-odds
    teacher_st: torch.Tensor | None = None
    teacher_var: torch.Tensor | None = None


def encode_inputs(tokenizer: Any, examples: Sequence[Example], cfg: TrainConfig) -> TrainTensors:
    """Return ``examples`` tokenised as training sees them, with their targets."""
    enc = encode_batch(
        tokenizer,
        [e.target for e in examples],
        [e.text for e in examples],
        [e.context for e in examples],
        cfg.max_len,
        cfg.max_context,
    )
    return TrainTensors(
        enc=enc,
        stance_y=torch.tensor([e.stance for e in examples]),
        var_y=torch.tensor([float(e.about_var) for e in examples]),
        var_mask=torch.tensor([e.about_var != IGNORE for e in examples]),
        prior=keyword_priors(examples, cfg.quote_keyword_logit),
    )


@dataclass
class Optimiser:
    """AdamW over the trainable parameters with a linear warm-up and decay."""

    params: list[nn.Parameter]  # LoRA (and LayerNorm) parameters, then the heads'
    opt: torch.optim.Optimizer
    sched: torch.optim.lr_scheduler.LRScheduler
    steps_per_epoch: int


def trainable_counts(net: StanceNet) -> tuple[int, int]:
    """Return the number of trainable parameters: in all, and in the encoder."""
    encoder = sum(p.numel() for p in net.encoder.parameters() if p.requires_grad)
    return encoder + sum(p.numel() for p in net.heads.parameters()), encoder


def make_optimiser(net: StanceNet, cfg: TrainConfig, n_inputs: int) -> Optimiser:
    """Return the optimiser and schedule for ``n_inputs`` training inputs per epoch."""
    lora_params = [p for n, p in net.encoder.named_parameters() if p.requires_grad]
    head_params = list(net.heads.parameters())
    opt = torch.optim.AdamW(
        [
            {"params": lora_params, "lr": cfg.lr},
            {"params": head_params, "lr": cfg.lr_heads},
        ],
        weight_decay=cfg.weight_decay,
    )
    steps_per_epoch = math.ceil(n_inputs / cfg.batch_size)
    total = steps_per_epoch * cfg.epochs
    warm = max(1, int(cfg.warmup_frac * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, max(0.0, (total - s) / max(1, total - warm)))
    )
    return Optimiser(lora_params + head_params, opt, sched, steps_per_epoch)


def batch_loss(
    cfg: TrainConfig,
    tensors: TrainTensors,
    idx: list[int],
    st_logits: torch.Tensor,
    var_logits: torch.Tensor,
) -> torch.Tensor:
    """Return one batch's loss: stance CE + about-VAR BCE (+ distillation), each on the
    rows that carry its label."""
    ys = tensors.stance_y[idx]
    loss = torch.zeros(())
    if (ys != IGNORE).any():
        loss = loss + nn.functional.cross_entropy(
            st_logits,
            ys,
            ignore_index=IGNORE,
            label_smoothing=cfg.stance_label_smoothing,
        )
    vm = tensors.var_mask[idx]
    if vm.any():
        z = var_logits[vm] + tensors.prior[idx][vm]
        loss = loss + cfg.about_var_weight * nn.functional.binary_cross_entropy_with_logits(
            z, tensors.var_y[idx][vm]
        )
    if tensors.teacher_st is not None and tensors.teacher_var is not None:
        loss = loss + cfg.distill_weight * distill_loss(
            st_logits,
            var_logits + tensors.prior[idx],
            tensors.teacher_st[idx],
            tensors.teacher_var[idx],
            ys != IGNORE,
            vm,
            cfg.distill_temperature,
        )
    return loss


def train_epoch(
    net: StanceNet,
    cfg: TrainConfig,
    tensors: TrainTensors,
    optim: Optimiser,
    ema: WeightAverage | None,
    rng: random.Random,
    epoch: int,
    started: float,
    log: Callable[[str], None],
) -> float:
    """Train one epoch (``started``: its start time, for the speed log); return its mean loss."""
    net.train()
    loss_sum, n_seen = 0.0, 0
    for b, idx in enumerate(length_batches(tensors.enc, cfg.batch_size, rng), 1):
        batch = collate(
            [tensors.enc[i] for i in idx], cfg.target_pool == "mention", None, cfg.text_pool
        )
        st_logits, var_logits = net(**batch)
        loss = batch_loss(cfg, tensors, idx, st_logits, var_logits)
        optim.opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(optim.params, 1.0)
        optim.opt.step()
        optim.sched.step()
        if ema is not None:
            ema.update(net)
        loss_sum += loss.item() * len(idx)
        n_seen += len(idx)
        if b % 50 == 0:
            log(
                f"  epoch {epoch} step {b}/{optim.steps_per_epoch} loss {loss_sum / n_seen:.4f} "
                f"{n_seen / (time.time() - started):.1f} ex/s"
            )
    return loss_sum / max(1, n_seen)


def score_epoch(
    model: StanceModel,
    dev_items: dict[str, list[StanceInput]],
    dev: dict[str, list[Example]],
    pool: Sequence[dict[str, Any]],
) -> dict[str, float]:
    """Return an epoch's dev scores and its selection score (model selection only).

    Selection score (see :mod:`nlp.stance.train`): NewsMTSC dev and the football dev pool
    weigh the same, so a run that forgets either side is not preferred.
    """
    row: dict[str, float] = {}
    for k, items in dev_items.items():
        logits, _ = model.logits(items)
        gold = [e.stance for e in dev[k]]
        row[f"dev_{k}_macro_f1"] = f1_report(gold, logits.argmax(-1).tolist())["macro_f1"]
    if pool:
        fb = evaluate_football(model, pool)
        row["fb_dev_about_var_acc"] = fb["about_var_accuracy"]
        row["fb_dev_stance_macro_f1"] = fb["stance"].get("macro_f1", 0.0)
    news = (row["dev_rw_macro_f1"] + row["dev_mt_macro_f1"]) / 2
    score = news
    if pool:
        score = (
            0.5 * news + 0.25 * row["fb_dev_stance_macro_f1"] + 0.25 * row["fb_dev_about_var_acc"]
        )
    row["select_score"] = score
    return row


@dataclass
class Selection:
    """What the epoch loop leaves: each epoch's scores and the best epoch's weights."""

    history: list[dict[str, Any]]
    best_score: float
    best_epoch: int
    best_state: dict[str, torch.Tensor]
    budget_stop: int | None  # the epoch the time budget stopped before, if it did


def _stop_before(
    epoch: int,
    cfg: TrainConfig,
    t0: float,
    epoch_times: Sequence[float],
    log: Callable[[str], None],
) -> str | None:
    """Return why the run stops before ``epoch`` ("schedule" or "budget"), None to run it."""
    if cfg.stop_after_epoch is not None and epoch > cfg.stop_after_epoch:
        log(f"stopping before epoch {epoch}: stop_after_epoch={cfg.stop_after_epoch}")
        return "schedule"
    elapsed = time.time() - t0
    if not budget_allows(elapsed, epoch_times, cfg.time_budget_s):
        log(
            f"WARNING: stopping before epoch {epoch}: the time budget "
            f"({cfg.time_budget_s:.0f}s, {elapsed:.0f}s used) does not fit another epoch on "
            "this machine. These weights will differ from a full run's; set the budget to 0 "
            "(--time-budget 0) to run the whole schedule."
        )
        return "budget"
    return None


def fit_epochs(
    net: StanceNet,
    cfg: TrainConfig,
    tokenizer: Any,
    tensors: TrainTensors,
    dev: dict[str, list[Example]],
    pool: Sequence[dict[str, Any]],
    rng: random.Random,
    t0: float,
    log: Callable[[str], None],
) -> Selection:
    """Train epoch by epoch, scoring each on dev data; return the history and the best.

    With ``ema_decay`` the average is scored and kept in place of the last step's weights,
    which are put back before the next epoch trains on.
    """
    optim = make_optimiser(net, cfg, len(tensors.enc))
    dev_items = {k: [StanceInput(text=e.text, target=e.target) for e in v] for k, v in dev.items()}
    history: list[dict[str, Any]] = []
    best: tuple[float, int, dict[str, torch.Tensor]] | None = None
    ema = WeightAverage(net, cfg.ema_decay) if cfg.ema_decay is not None else None
    epoch_times: list[float] = []
    budget_stop: int | None = None
    for epoch in range(1, cfg.epochs + 1):
        stop = _stop_before(epoch, cfg, t0, epoch_times, log)
        if stop == "budget":
            budget_stop = epoch
        if stop is not None:
            break
        te = time.time()
        loss = train_epoch(net, cfg, tensors, optim, ema, rng, epoch, te, log)
        train_time = time.time() - te
        last_step = trainable_state(net) if ema is not None else None
        if ema is not None:
            load_trainable(net, ema.state)
        scores = score_epoch(scoring_model(net, tokenizer, cfg, {}), dev_items, dev, pool)
        row: dict[str, Any] = {"epoch": epoch, "loss": loss, **scores}
        epoch_times.append(time.time() - te)
        row["train_s"] = round(train_time, 1)
        row["epoch_s"] = round(epoch_times[-1], 1)
        history.append(row)
        log(
            "epoch "
            + json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in row.items()})
        )
        if best is None or row["select_score"] > best[0]:
            best = (row["select_score"], epoch, trainable_state(net))
        if last_step is not None:
            load_trainable(net, last_step)
    assert best is not None
    return Selection(history, best[0], best[1], best[2], budget_stop)
