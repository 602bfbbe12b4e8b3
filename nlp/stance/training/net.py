"""The network a stance run trains, and the scoring view selection and calibration use.

Seeding sits here because the order of random draws (seed, then the heads' initialisation)
decides the weights: a run must reproduce the committed ones bit for bit.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import torch

from nlp.stance.encoder import load_tokenizer
from nlp.stance.model import Heads, StanceModel, StanceNet, base_encoder, quiet_peft
from nlp.stance.training.config import TrainConfig


def set_seed(seed: int) -> None:
    """Seed python, numpy and torch and ask torch for deterministic kernels."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    # warn_only: a CPU op without a deterministic variant should not abort a long run.
    torch.use_deterministic_algorithms(True, warn_only=True)


def build_net(cfg: TrainConfig) -> StanceNet:
    """Return the trainable network: peft-wrapped frozen MiniLM + fresh heads."""
    from peft import LoraConfig, get_peft_model

    encoder = base_encoder(cfg.encoder_layers)
    lora = LoraConfig(
        r=cfg.lora_r,
        lora_alpha=cfg.lora_alpha,
        lora_dropout=cfg.lora_dropout,
        target_modules=list(cfg.lora_targets),
        bias="none",
    )
    with quiet_peft():
        encoder = get_peft_model(encoder, lora)
    if cfg.train_layernorm:
        for name, p in encoder.named_parameters():
            if "LayerNorm" in name:
                p.requires_grad_(True)
    heads = Heads.for_text_pool(encoder.config.hidden_size, cfg.text_pool, **cfg.heads)
    if cfg.context_layers is None:
        return StanceNet(encoder, heads)
    return StanceNet(encoder, heads, cfg.context_layers, load_tokenizer().sep_token_id)


def scoring_model(
    net: StanceNet, tokenizer: Any, cfg: TrainConfig, cal: dict[str, float]
) -> StanceModel:
    """Return a StanceModel view of the training net (eval mode), for scoring."""
    config = {
        "max_len": cfg.max_len,
        "max_context": cfg.max_context,
        "calibration": cal,
        "target_pool": cfg.target_pool,
        "text_pool": cfg.text_pool,
        "quote_keyword_logit": cfg.quote_keyword_logit,
    }
    # fp32 whatever the CPU: selection and calibration must not depend on the hardware.
    model = StanceModel(net, tokenizer, config, precision="fp32")
    # The model is selected and calibrated on its own outputs, as every committed run was.
    model.quote_names_var_rule = False
    return model
