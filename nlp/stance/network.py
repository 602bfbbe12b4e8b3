"""The stance network: MiniLM (plain or LoRA-wrapped) plus the stance and about-VAR heads.

:class:`StanceNet` returns raw logits; the layer-by-layer helpers (:func:`bert_layer`,
:func:`context_positions`) serve its frozen-context path and the inference code that runs
the late layers over quote rows only (:mod:`nlp.stance.batches`). Loading the frozen base
encoder and the bf16 copy live here too: both build a network, neither scores one.
"""

from __future__ import annotations

import contextlib
import copy
import math
import warnings
from collections.abc import Iterator
from typing import Any

import torch
from torch import nn

from nlp.stance.encoder import load_encoder
from nlp.stance.encoding import head_widths
from nlp.stance.labels import LABELS


def _masked_mean(h: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    m = mask.unsqueeze(-1)
    return (h * m).sum(1) / m.sum(1).clamp(min=1.0)


class Heads(nn.Module):
    """The stance (3-way) and about-VAR (1 logit) heads over ``n_features`` pooled vectors
    of size ``hidden`` (3, or 4 with the quote mean of ``text_pool="both"``); the about-VAR
    head reads the first ``var_features`` of them (default: all)."""

    def __init__(
        self,
        hidden: int,
        stance_dim: int = 256,
        var_dim: int = 64,
        dropout: float = 0.1,
        n_features: int = 3,
        var_features: int | None = None,
    ):
        super().__init__()
        feat = n_features * hidden
        self.var_width = (var_features or n_features) * hidden
        self.stance = nn.Sequential(
            nn.Dropout(dropout),
            nn.Linear(feat, stance_dim),
            nn.GELU(),
            nn.Dropout(dropout),
            nn.Linear(stance_dim, len(LABELS)),
        )
        self.about_var = nn.Sequential(
            nn.Dropout(dropout),
            nn.Linear(self.var_width, var_dim),
            nn.GELU(),
            nn.Linear(var_dim, 1),
        )

    @classmethod
    def for_text_pool(cls, hidden: int, text_pool: str, **sizes: Any) -> Heads:
        """Return heads as wide as ``text_pool``'s features (:func:`head_widths`)."""
        n_features, var_features = head_widths(text_pool)
        return cls(hidden, **sizes, n_features=n_features, var_features=var_features)

    def forward(self, features: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return self.stance(features), self.about_var(features[:, : self.var_width]).squeeze(-1)


def context_positions(
    input_ids: torch.Tensor, token_type_ids: torch.Tensor, attention_mask: torch.Tensor, sep_id: int
) -> torch.Tensor:
    """Return a ``[B, L]`` bool mask of each row's context tokens and the [SEP] closing them.

    Rows are ``[CLS] target [SEP] context [SEP] quote [SEP]`` (:func:`encode_batch`); a row
    without context has one [SEP] in segment B and no position marked.
    """
    seg_b = token_type_ids.bool() & attention_mask.bool()
    sep = seg_b & (input_ids == sep_id)
    pos = torch.arange(input_ids.shape[1]).expand_as(input_ids)
    beyond = torch.full_like(pos, input_ids.shape[1])
    start = torch.where(seg_b, pos, beyond).min(1).values
    first_sep = torch.where(sep, pos, beyond).min(1).values
    has_context = sep.sum(1) >= 2
    return (pos >= start[:, None]) & (pos <= first_sep[:, None]) & has_context[:, None]


def additive_mask(keep: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Return ``[B, 1, 1, L]`` zeros where ``keep`` and the dtype's minimum elsewhere."""
    low = torch.tensor(torch.finfo(dtype).min, dtype=dtype)
    return torch.where(keep, torch.zeros((), dtype=dtype), low)[:, None, None, :]


def bert_layer(
    layer: nn.Module, queries: torch.Tensor, keys: torch.Tensor, mask: torch.Tensor
) -> torch.Tensor:
    """Return one BERT layer's output for the ``queries`` rows, attending over ``keys``.

    The same maths as transformers' eager ``BertLayer`` (dropout included, so it trains the
    same), written out so that the rows updated and the rows attended to can differ.
    ``mask``: additive, ``[B, 1, 1, keys.shape[1]]``.
    """
    sa = layer.attention.self
    b, n_q, hidden = queries.shape
    heads = sa.num_attention_heads
    d = hidden // heads

    def split(x: torch.Tensor) -> torch.Tensor:
        return x.view(b, x.shape[1], heads, d).transpose(1, 2)

    q, k, v = split(sa.query(queries)), split(sa.key(keys)), split(sa.value(keys))
    scores = q @ k.transpose(-1, -2) / math.sqrt(d) + mask
    ctx = (sa.dropout(torch.softmax(scores, -1)) @ v).transpose(1, 2).reshape(b, n_q, hidden)
    out = layer.attention.output
    attended = out.LayerNorm(out.dropout(out.dense(ctx)) + queries)
    inner = layer.intermediate.intermediate_act_fn(layer.intermediate.dense(attended))
    return layer.output.LayerNorm(layer.output.dropout(layer.output.dense(inner)) + attended)


class StanceNet(nn.Module):
    """Encoder (plain, or wrapped by peft) + :class:`Heads`; returns raw logits.

    ``context_layers`` (None: off) freezes the context after that many layers: the later
    layers update only the target, the quote and the separators, which still attend to the
    context's frozen states. Those layers then cost about what the quote alone would.
    ``sep_id`` is the tokenizer's [SEP], which tells the context from the quote.
    """

    def __init__(
        self,
        encoder: nn.Module,
        heads: Heads,
        context_layers: int | None = None,
        sep_id: int | None = None,
    ):
        super().__init__()
        if context_layers is not None and sep_id is None:
            raise ValueError("context_layers needs the tokenizer's sep_id")
        self.encoder = encoder
        self.heads = heads
        self.context_layers = context_layers
        self.sep_id = sep_id

    def forward(
        self,
        input_ids: torch.Tensor,
        token_type_ids: torch.Tensor,
        attention_mask: torch.Tensor,
        target_mask: torch.Tensor,
        text_mask: torch.Tensor,
        quote_mask: torch.Tensor | None = None,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Return ``(stance_logits [B,3], about_var_logits [B])`` before any calibration."""
        if self.context_layers is None:
            h = self.encoder(
                input_ids=input_ids, token_type_ids=token_type_ids, attention_mask=attention_mask
            ).last_hidden_state
        else:
            h = self._frozen_context(input_ids, token_type_ids, attention_mask)
        return self.pool(h, target_mask, text_mask, quote_mask)

    def pool(
        self,
        h: torch.Tensor,
        target_mask: torch.Tensor,
        text_mask: torch.Tensor,
        quote_mask: torch.Tensor | None = None,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Return the heads' logits over :meth:`features`."""
        return self.heads(self.features(h, target_mask, text_mask, quote_mask))

    @staticmethod
    def features(
        h: torch.Tensor,
        target_mask: torch.Tensor,
        text_mask: torch.Tensor,
        quote_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """Return the pooled features ``[B, 3H]``: ``[CLS]``, the target mean and the
        text mean, in fp32; ``[B, 4H]`` with the quote mean after them when ``quote_mask``
        is given."""
        # The heads cost nothing: with the pooled features in fp32 (a bf16 encoder's too) their
        # logits are not rounded to bf16 right before the threshold, where a borderline quote
        # would change label.
        h = h.float()
        parts = [h[:, 0], _masked_mean(h, target_mask), _masked_mean(h, text_mask)]
        if quote_mask is not None:
            parts.append(_masked_mean(h, quote_mask))
        return torch.cat(parts, -1)

    def _frozen_context(
        self, input_ids: torch.Tensor, token_type_ids: torch.Tensor, attention_mask: torch.Tensor
    ) -> torch.Tensor:
        """Return the last hidden states with the context frozen after ``context_layers``.

        Every row is computed in full and the context rows are put back, which is exact
        but saves nothing: training uses it; inference uses :func:`frozen_context_logits`.
        """
        bert = self.encoder
        h = bert.embeddings(input_ids=input_ids, token_type_ids=token_type_ids)
        mask = additive_mask(attention_mask.bool(), h.dtype)
        context = context_positions(input_ids, token_type_ids, attention_mask, int(self.sep_id))
        for i, layer in enumerate(bert.encoder.layer):
            new = bert_layer(layer, h, h, mask)
            h = new if i < self.context_layers else torch.where(context[..., None], h, new)
        return h


def bf16_copy(net: StanceNet) -> StanceNet:
    """Return a :class:`StanceNet` sharing ``net``'s fp32 heads, with a bf16 copy of its
    encoder that uses plain attention; ``net`` itself is left as it is.

    Weights cast once here cost nothing per batch, where autocast re-casts frozen weights on
    every matmul (it caches casts only of weights that require grad). PyTorch's fused
    attention kernel for CPU was slower than a plain matmul + softmax at these shapes in
    bf16 (32-dim heads, ~100 tokens), and the plain one also stayed closer to fp32
    (``benchmarks/stance.py``). The copy is a snapshot: change ``net.encoder`` afterwards
    and it no longer follows.
    """
    encoder = copy.deepcopy(net.encoder).to(torch.bfloat16)
    encoder.set_attn_implementation("eager")
    return StanceNet(encoder, net.heads, net.context_layers, net.sep_id).eval()


@contextlib.contextmanager
def quiet_peft() -> Iterator[None]:
    """Silence, inside the block, the FutureWarning peft triggers when it wraps the encoder:
    it asks a question transformers has renamed, nothing to act on, and it would print on
    every `analyse` and `train-stance`."""
    with warnings.catch_warnings():
        warnings.filterwarnings(
            "ignore", message=".*is_gradient_checkpointing", category=FutureWarning
        )
        yield


def base_encoder(layers: int | None = None) -> nn.Module:
    """Return the frozen MiniLM encoder without its pooler (the heads pool themselves).

    ``layers``: keep only the first this many transformer layers (None: all six). Each layer
    is a sixth of the compute, so four run about 1.5x faster. Raises ``ValueError`` outside
    1..6.
    """
    enc = load_encoder()
    if layers is not None:
        total = len(enc.encoder.layer)
        if not 1 <= layers <= total:
            raise ValueError(f"encoder layers must be between 1 and {total}, not {layers}")
        enc.encoder.layer = nn.ModuleList(list(enc.encoder.layer)[:layers])
        enc.config.num_hidden_layers = layers
    enc.pooler = None  # unused; keeps peft's "dense" target from matching pooler.dense
    for p in enc.parameters():
        p.requires_grad_(False)
    return enc
