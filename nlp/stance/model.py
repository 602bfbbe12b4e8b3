"""The VAR stance model: frozen MiniLM + LoRA adapter + two small heads, one encoder pass.

Input
    Every item is encoded as one sequence pair::

        [CLS] target [SEP] context [SEP] quote [SEP]

    with token type 0 for the target and 1 for the rest. For football quotes the target is
    ``"VAR"``; for NewsMTSC it is the mention, which is also wrapped in ``« … »`` inside the
    sentence (see :func:`nlp.stance.data.mark_span`). The quote has priority for the token
    budget (``max_len``); the context is cut from its start, so the words nearest the quote
    survive, and an over-long quote keeps the window around the target marker.

Heads
    The features are ``[h_CLS; mean(h_target); mean(h_context+quote)]`` from the last
    layer, where ``h_target`` is the marked mention inside the sentence when there is one
    and the config says ``"target_pool": "mention"`` (see :func:`collate`), else the target
    segment. A 3-way stance head (negative / neutral / positive) and a binary about-VAR head
    read the same features.

About VAR = rule prior + model
    :data:`STRONG_VAR_PATTERNS` (``VAR``, "video assistant", Stockley Park, offside line,
    pitchside monitor, ...) and :data:`WEAK_VAR_PATTERNS` (review, monitor, check,
    replay, overturned, disallowed, ...) are searched in the quote *and* its context. A
    strong hit adds :data:`STRONG_KEYWORD_LOGIT` to the about-VAR logit, a weak hit only
    (no strong one) adds :data:`WEAK_KEYWORD_LOGIT`; no hit adds nothing. The offset is
    applied during training as well, so the head learns the *residual* the rule misses
    (a weak word used about injuries, a VAR incident described without keywords) instead
    of double-counting the keywords. The combined logit is then divided by a temperature
    fitted on held-out data: ``about_var_score = sigmoid((model_logit + prior) / T_var)``
    and ``about_var = about_var_score >= threshold`` (0.5 unless config.json says
    otherwise). A config.json may add ``quote_keyword_logit``, a further offset for a strong
    hit in the quote's own words. A run trained with ``TrainConfig.quote_keyword_logit``
    writes it and used it in training, selection and calibration alike; one added to a
    config.json by hand acts at inference only (no committed model uses it). Last, at
    inference only, a quote that names VAR in its own words is about VAR: its score is raised
    to at least :data:`QUOTE_NAMES_VAR_SCORE` (``StanceModel.quote_names_var_rule``).

Stance and calibration
    ``probs = softmax(stance_logits / T_stance)``, with ``T_stance`` fitted by temperature
    scaling on held-out data (see ``config.json`` and the model card for ECE before and
    after). ``stance`` is the argmax and ``stance_score`` its calibrated probability; both
    are ``None`` when ``about_var`` is false. ``probs`` is always filled: it is the stance
    distribution *assuming* the quote is about VAR.

Speaker blend
    A speaker rarely changes sides within one article, and a continuation ("Four minutes.
    For that.") carries little on its own. When inputs carry a ``group`` (one speaker in
    one article), each about-VAR quote's log-probabilities are mixed with the mean over
    its group's about-VAR quotes, with the weight ``speaker_blend`` fitted on dev data at
    training time (0 switches it off); see :func:`blend_by_group`.

Inference merges the LoRA weights into the encoder, so one prediction costs one plain
MiniLM forward pass plus two tiny heads.

Precision
    On an x86 CPU with native bfloat16 arithmetic (AVX512-BF16 or AMX) the encoder runs in
    bf16: a copy of the merged encoder with bf16 weights, made once at load, with plain
    (matmul + softmax) attention. Casting the weights once, rather than on every matmul as
    autocast does, and plain attention rather than PyTorch's fused CPU kernel (slow at
    MiniLM's 32-dim heads in bf16) make it 1.7 to 2.0x the fp32 speed
    (``python benchmarks/stance.py``). The pooled features and the two heads stay in fp32,
    so the logits that meet the temperature, keyword prior and threshold are not rounded to
    bf16. Other CPUs run fp32: plain AVX-512 only emulates bf16, which is slower than fp32.
    ``$VAROMETER_PRECISION`` (``auto``, ``bf16``, ``fp32``) overrides; the fp32 weights are
    kept, so switching :attr:`StanceModel.precision` back gives the fp32 model exactly.
    Either way the same call gives the same bits on every run. In bf16 a quote's logits
    moved (by up to ~0.05) when it was padded past a multiple of 16 tokens for its batch
    neighbours' sake, so bf16 pads every input on its own, up to a multiple of
    :data:`BF16_PAD_MULTIPLE`, and never batches two such widths together. Then, as in
    fp32, a quote's scores move by ~1e-6 with its neighbours on an AMD EPYC with
    AVX512-BF16 (torch 2.13). On the one Intel Xeon with AMX measured they move by up to
    ~1e-3 in bf16 (fp32 still ~1e-6): its bf16 matrix product rounds a row differently with
    the number of rows beside it. ``tests/test_stance.py`` checks both bounds on the machine
    it runs on. A call may hold many articles.
"""

from __future__ import annotations

import contextlib
import copy
import itertools
import json
import math
import os
import platform
import threading
import warnings
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
from torch import nn

from nlp.stance.encoder import load_encoder, load_tokenizer
from nlp.stance.keywords import (  # noqa: F401  (re-exported: the model's public names)
    QUOTE_NAMES_VAR_SCORE,
    STRONG_KEYWORD_LOGIT,
    STRONG_VAR_PATTERNS,
    VAR_NAME_PATTERNS,
    WEAK_KEYWORD_LOGIT,
    WEAK_VAR_PATTERNS,
    keyword_prior,
    names_var,
    names_var_itself,
)
from nlp.stance.labels import LABELS, MARK_CLOSE, MARK_OPEN

DEFAULT_MODEL_DIR = Path(__file__).resolve().parents[2] / "models" / "stance"
DEFAULT_MAX_LEN = 128
# Items are length-sorted before batching, so big batches waste little padding; on 2 cores
# 64 was as fast as 16 on pipeline inputs and faster on short ones (benchmarks/stance.py).
DEFAULT_BATCH_SIZE = 64
# In bf16 a quote's logits moved (up to ~0.05) when it was padded past a multiple of 16
# tokens, and not with the rows batched beside it (~1e-6 at one width): so each input is
# padded to the next multiple of this on its own, and its scores do not depend on its
# neighbours. 16 keeps the extra tokens near 8% at ~100 tokens a quote.
BF16_PAD_MULTIPLE = 16
PRECISION_ENV = "VAROMETER_PRECISION"
PRECISIONS = ("auto", "bf16", "fp32")


def keyword_priors(items: Sequence[Any], quote_bonus: float = 0.0) -> torch.Tensor:
    """Return :func:`keyword_prior` ``[N]`` for ``items`` (anything with ``text`` and
    ``context``): the one prior the training loss, the about-VAR calibration and
    :meth:`StanceModel.prior` add, so training and inference cannot disagree."""
    return torch.tensor([keyword_prior(it.text, it.context, quote_bonus) for it in items])


@dataclass
class StanceInput:
    """One quote to classify; ``target`` is what the stance is towards (VAR by default)."""

    text: str
    context: str = ""
    target: str = "VAR"
    # Quotes with the same group (one speaker in one article) pool their stance evidence;
    # see :func:`blend_by_group`. ``None``: the quote stands alone.
    group: str | None = None


@dataclass
class StancePrediction:
    """The model's answer for one :class:`StanceInput`.

    ``about_var_score`` is the calibrated probability that the quote is about VAR;
    ``stance`` / ``stance_score`` are ``None`` when ``about_var`` is false; ``probs`` maps
    every label in :data:`nlp.stance.data.LABELS` to its calibrated probability given that
    the quote is about VAR.
    """

    about_var: bool
    about_var_score: float
    stance: str | None
    stance_score: float | None
    probs: dict[str, float] = field(default_factory=dict)


# ---------------------------------------------------------------------------- encoding


# The third pooled feature: the mean over segment B (context and quote), over the quote's
# own tokens, or both (a fourth feature); "split": the stance head reads both, the about-VAR
# head the segment mean only. See collate and head_widths.
TEXT_POOLS = ("segment", "quote", "both", "split")


def check_text_pool(text_pool: str) -> None:
    """Raise ``ValueError`` unless ``text_pool`` is one of :data:`TEXT_POOLS`."""
    if text_pool not in TEXT_POOLS:
        raise ValueError(f"text_pool must be one of {', '.join(TEXT_POOLS)}, not {text_pool!r}")


def head_widths(text_pool: str) -> tuple[int, int]:
    """Return how many pooled vectors ``(stance head, about-VAR head)`` read for
    ``text_pool``; the about-VAR head reads the first ones."""
    return {"both": (4, 4), "split": (4, 3)}.get(text_pool, (3, 3))


@dataclass
class Encoded:
    """Token ids of one input.

    ``n_target`` = target tokens (after [CLS]); ``mention`` = ``(start, end)`` positions of
    the tokens between the ``« »`` markers in segment B, or ``None`` when the text has no
    marked mention (football quotes, where the target "VAR" is usually not even named);
    ``quote`` = ``(start, end)`` positions of the quote's own tokens (segment B without the
    context and the separators); :func:`collate` pools the whole of segment B in its place
    when it is ``None`` (an ``Encoded`` built by hand) or empty (an empty quote).
    """

    input_ids: list[int]
    token_type_ids: list[int]
    n_target: int
    mention: tuple[int, int] | None = None
    quote: tuple[int, int] | None = None


def _window(ids: list[int], budget: int, centre: int | None) -> list[int]:
    """Return at most ``budget`` ids, centred on index ``centre`` when given, else the head."""
    if len(ids) <= budget:
        return ids
    if centre is None:
        return ids[:budget]
    start = max(0, min(centre - budget // 2, len(ids) - budget))
    return ids[start : start + budget]


def encode_batch(
    tokenizer: Any,
    targets: Sequence[str],
    texts: Sequence[str],
    contexts: Sequence[str],
    max_len: int = DEFAULT_MAX_LEN,
    max_context: int | None = None,
) -> list[Encoded]:
    """Return the encoded pair for every (target, text, context), truncated to ``max_len``.

    Budget order: target (at most 16 tokens), then the quote (windowed around the ``«``
    marker if present), then the context's *last* tokens, because the sentence right
    before a quote is the one that says what it is about. ``max_context`` caps the context
    tokens on its own (``None``: whatever room is left): encoder cost grows with length,
    and the tokens far before a quote rarely change its reading.
    """

    # verbose=False: whole texts are tokenized before the windowing below cuts them to
    # max_len, so transformers' "longer than the maximum sequence length" warning is noise.
    def tok(xs: Sequence[str]) -> list[list[int]]:
        return tokenizer(list(xs), add_special_tokens=False, verbose=False)["input_ids"]

    t_ids, x_ids = tok(targets), tok(texts)
    c_ids = tok(contexts) if any(contexts) else [[] for _ in texts]
    cls, sep = tokenizer.cls_token_id, tokenizer.sep_token_id
    mark = tokenizer.convert_tokens_to_ids(MARK_OPEN)
    mark_close = tokenizer.convert_tokens_to_ids(MARK_CLOSE)
    out: list[Encoded] = []
    for t, x, c in zip(t_ids, x_ids, c_ids, strict=True):
        t = t[:16]
        room = max_len - len(t) - 3  # [CLS] t [SEP] ... x [SEP]
        centre = x.index(mark) if mark in x else None
        x = _window(x, room, centre)
        room -= len(x)
        if max_context is not None:
            room = min(room, max_context + 1)
        c = c[-(room - 1) :] if c and room > 1 else []  # -1 for the [SEP] after the context
        seg_b = (c + [sep] if c else []) + x + [sep]
        ids = [cls] + t + [sep] + seg_b
        types = [0] * (len(t) + 2) + [1] * len(seg_b)
        start = len(ids) - len(x) - 1
        out.append(
            Encoded(ids, types, len(t), _mention(ids, mark, mark_close), (start, start + len(x)))
        )
    return out


def _mention(ids: list[int], mark_open: int, mark_close: int) -> tuple[int, int] | None:
    """Return the positions strictly inside the first ``« »`` pair of ``ids``, if any."""
    try:
        start = ids.index(mark_open) + 1
        end = ids.index(mark_close, start)
    except ValueError:
        return None
    return (start, end) if end > start else None


def collate(
    batch: Sequence[Encoded],
    mention_pool: bool = False,
    width: int | None = None,
    text_pool: str = "segment",
) -> dict[str, torch.Tensor]:
    """Return padded tensors for a batch, padded to ``width`` (default: the longest item).

    ``target_mask`` marks the target tokens, ``text_mask`` the segment-B tokens (context,
    quote and their separators); both feed the mean-pooled features. With
    ``mention_pool`` the target mask covers the marked mention *inside the sentence* where
    there is one (its contextual vectors tell one target of a sentence from another), and
    the target segment otherwise. ``text_pool`` (:data:`TEXT_POOLS`): ``"quote"`` makes the
    text mask cover the quote's own tokens where they are known, so a long context cannot
    dilute what the quote says; ``"both"`` and ``"split"`` keep the segment-B text mask and
    add a ``quote_mask`` of the quote's tokens, a fourth pooled feature.
    """
    check_text_pool(text_pool)
    n = max(len(e.input_ids) for e in batch)
    if width is not None:
        if width < n:
            raise ValueError(f"width {width} is shorter than an input of {n} tokens")
        n = width
    size = (len(batch), n)
    ids = torch.zeros(size, dtype=torch.long)
    types = torch.zeros(size, dtype=torch.long)
    att = torch.zeros(size, dtype=torch.long)
    tmask = torch.zeros(size, dtype=torch.float32)
    xmask = torch.zeros(size, dtype=torch.float32)
    qmask = torch.zeros(size, dtype=torch.float32)
    for i, e in enumerate(batch):
        k = len(e.input_ids)
        ids[i, :k] = torch.tensor(e.input_ids)
        types[i, :k] = torch.tensor(e.token_type_ids)
        att[i, :k] = 1
        if mention_pool and e.mention is not None:
            tmask[i, e.mention[0] : e.mention[1]] = 1.0
        else:
            tmask[i, 1 : 1 + e.n_target] = 1.0
        # Without known quote positions the segment stands in for the quote.
        q0, q1 = e.quote if e.quote is not None and e.quote[1] > e.quote[0] else (e.n_target + 2, k)
        if text_pool == "quote":
            xmask[i, q0:q1] = 1.0
        else:
            xmask[i, e.n_target + 2 : k] = 1.0
        qmask[i, q0:q1] = 1.0
    out = {
        "input_ids": ids,
        "token_type_ids": types,
        "attention_mask": att,
        "target_mask": tmask,
        "text_mask": xmask,
    }
    if head_widths(text_pool)[0] == 4:
        out["quote_mask"] = qmask
    return out


# ------------------------------------------------------------------------------ network


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


def _additive_mask(keep: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
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
        mask = _additive_mask(attention_mask.bool(), h.dtype)
        context = context_positions(input_ids, token_type_ids, attention_mask, int(self.sep_id))
        for i, layer in enumerate(bert.encoder.layer):
            new = bert_layer(layer, h, h, mask)
            h = new if i < self.context_layers else torch.where(context[..., None], h, new)
        return h


def padded_width(n: int, multiple: int | None) -> int:
    """Return ``n`` rounded up to ``multiple`` (``n`` itself when ``multiple`` is None)."""
    return n if multiple is None else -(-n // multiple) * multiple


def length_batches(
    lengths: Sequence[int], batch_size: int, multiple: int | None = None
) -> Iterator[tuple[list[int], int | None]]:
    """Yield ``(indices, width)`` batches in order of length, so little padding is computed.

    ``multiple`` None (fp32): consecutive lengths, padded to the batch's longest (``width``
    None). Else (bf16): every input padded to its own length rounded up to ``multiple``,
    and a batch holds one such width only, so no input is padded for its neighbours' sake.
    """
    # Stable sort: ties keep input order, so the batching is a pure function of the input.
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    if multiple is None:
        for s in range(0, len(order), batch_size):
            yield order[s : s + batch_size], None
        return
    for width, members in itertools.groupby(
        order, key=lambda i: padded_width(lengths[i], multiple)
    ):
        same_width = list(members)
        for s in range(0, len(same_width), batch_size):
            yield same_width[s : s + batch_size], width


def _pad_rows(rows: Sequence[torch.Tensor], width: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Return ``rows`` (each ``[n_i, ...]``) stacked and zero-padded to ``width``, and the
    ``[B, width]`` bool mask of the real positions."""
    out = rows[0].new_zeros((len(rows), width, *rows[0].shape[1:]))
    real = torch.zeros((len(rows), width), dtype=torch.bool)
    for i, r in enumerate(rows):
        out[i, : len(r)] = r
        real[i, : len(r)] = True
    return out, real


def _late_batches(
    live: Sequence[torch.Tensor],
    still: Sequence[torch.Tensor],
    batch_size: int,
    multiple: int | None,
) -> Iterator[tuple[list[int], tuple[int, int]]]:
    """Yield ``(indices, (live width, frozen width))`` for the late layers of
    :func:`frozen_context_logits`: by quote length, then context length; with ``multiple``
    each input's two widths are its own lengths rounded up, and a batch shares both."""
    order = sorted(range(len(live)), key=lambda i: (len(live[i]), len(still[i])))

    def widths(i: int) -> tuple[int, int]:
        return padded_width(len(live[i]), multiple), max(1, padded_width(len(still[i]), multiple))

    if multiple is None:
        for s in range(0, len(order), batch_size):
            idx = order[s : s + batch_size]
            yield idx, (max(len(live[i]) for i in idx), max(1, *(len(still[i]) for i in idx)))
        return
    for pair, members in itertools.groupby(sorted(order, key=widths), key=widths):
        same = list(members)
        for s in range(0, len(same), batch_size):
            yield same[s : s + batch_size], pair


def frozen_context_logits(
    net: StanceNet,
    items: Sequence[Encoded],
    batch_size: int,
    mention_pool: bool,
    multiple: int | None = None,
    text_pool: str = "segment",
) -> tuple[torch.Tensor, torch.Tensor]:
    """Return ``(stance_logits [N,3], about_var_logits [N])`` of a ``context_layers`` net,
    in input order, computing the late layers only for the rows they update.

    Two passes: the first ``context_layers`` layers run over whole inputs batched by total
    length; the rest run over the target and quote rows batched by *their* length, with the
    frozen context rows as extra keys. Batching the late layers by total length would pad
    a short quote with a long context up to a long quote. Same maths as ``net.forward``.
    ``multiple`` (bf16): pad in both passes as :func:`length_batches` does, so an input's
    scores do not depend on its neighbours.
    """
    bert, k = net.encoder, int(net.context_layers)
    n = len(items)
    live: list[torch.Tensor] = [torch.empty(0)] * n
    still: list[torch.Tensor] = [torch.empty(0)] * n
    pools: list[tuple[torch.Tensor, torch.Tensor]] = [(torch.empty(0), torch.empty(0))] * n
    for idx, width in length_batches([len(e.input_ids) for e in items], batch_size, multiple):
        b = collate([items[i] for i in idx], mention_pool, width, text_pool)
        h = bert.embeddings(input_ids=b["input_ids"], token_type_ids=b["token_type_ids"])
        mask = _additive_mask(b["attention_mask"].bool(), h.dtype)
        for layer in bert.encoder.layer[:k]:
            h = bert_layer(layer, h, h, mask)
        frozen = context_positions(
            b["input_ids"], b["token_type_ids"], b["attention_mask"], int(net.sep_id)
        )
        active = b["attention_mask"].bool() & ~frozen
        # Pooling masks travel with the rows, frozen rows included: a target mention could
        # sit in the context, and the segment-B mean covers it. The quote's, when collate
        # made one, goes last, as net.pool takes it.
        names = ("target_mask", "text_mask", "quote_mask")
        masks = torch.stack([b[name] for name in names if name in b], -1)
        for j, i in enumerate(idx):
            live[i], still[i] = h[j][active[j]], h[j][frozen[j]]
            pools[i] = (masks[j][active[j]], masks[j][frozen[j]])
    stance = torch.zeros((n, len(LABELS)))
    var = torch.zeros(n)
    for idx, (a_width, width) in _late_batches(live, still, batch_size, multiple):
        a, a_real = _pad_rows([live[i] for i in idx], a_width)
        f, f_real = _pad_rows([still[i] if len(still[i]) else live[i][:0] for i in idx], width)
        mask = _additive_mask(torch.cat([a_real, f_real], 1), a.dtype)
        for layer in bert.encoder.layer[k:]:
            a = bert_layer(layer, a, torch.cat([a, f], 1), mask)
        pa, _ = _pad_rows([pools[i][0] for i in idx], a.shape[1])
        pf, _ = _pad_rows(
            [pools[i][1] if len(pools[i][1]) else pools[i][0][:0] for i in idx], width
        )
        h = torch.cat([a, f], 1)
        pm = torch.cat([pa, pf], 1)
        # [CLS] is the first active row of every input.
        st, va = net.pool(h, *pm.unbind(-1))
        stance[idx] = st
        var[idx] = va
    return stance, var


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


# ----------------------------------------------------------------------- public model


def native_bf16() -> bool:
    """Return True when this CPU does bfloat16 arithmetic in hardware.

    x86: AVX512-BF16 or AMX. oneDNN's own check is not used there: it also says yes for
    plain AVX-512, where bf16 is emulated and slower than fp32. Other architectures: oneDNN.
    """
    try:
        if platform.machine().lower() in {"x86_64", "amd64", "i386", "i686"}:
            return bool(torch.cpu._is_avx512_bf16_supported() or torch.cpu._is_amx_tile_supported())
        return bool(
            torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported()
        )
    except (AttributeError, RuntimeError):
        return False


def resolve_precision(precision: str | None = None) -> str:
    """Return ``"bf16"`` or ``"fp32"`` for ``precision`` (default: ``$VAROMETER_PRECISION``
    or ``"auto"``). ``auto`` picks bf16 only where the CPU has native bf16. Raises
    ``ValueError`` for any other value.
    """
    source = "precision" if precision else f"${PRECISION_ENV}"
    choice = (precision or os.environ.get(PRECISION_ENV) or "auto").strip().lower()
    if choice not in PRECISIONS:
        raise ValueError(f"{source} must be one of {', '.join(PRECISIONS)}, not {choice!r}")
    if choice == "auto":
        return "bf16" if native_bf16() else "fp32"
    return choice


class StanceModel:
    """Loaded stance model for inference. Build with :meth:`load` or :func:`get_model`.

    ``net`` holds the fp32 weights; choosing bf16 adds a bf16 copy of its encoder
    (:func:`bf16_copy`), so ``net`` must not be changed once bf16 has been chosen.
    """

    def __init__(
        self,
        net: StanceNet,
        tokenizer: Any,
        config: dict[str, Any],
        precision: str | None = "fp32",
    ):
        self.net = net.eval()
        self._bf16_net: StanceNet | None = None
        self.precision = precision
        self.tokenizer = tokenizer
        self.config = config
        cal = config.get("calibration", {})
        self.max_len = int(config.get("max_len", DEFAULT_MAX_LEN))
        cap = config.get("max_context")
        self.max_context = int(cap) if cap is not None else None
        if self.max_context is not None and self.max_context < 0:
            raise ValueError(f"max_context must be >= 0 or absent, not {self.max_context}")
        self.stance_temperature = float(cal.get("stance_temperature", 1.0))
        self.about_var_temperature = float(cal.get("about_var_temperature", 1.0))
        self.about_var_threshold = float(cal.get("about_var_threshold", 0.5))
        self.speaker_blend = float(cal.get("speaker_blend", 0.0))
        # Added to the about-VAR log-odds when a strong VAR term is in the quote's own words
        # (see the module docstring); 0: no such bonus.
        self.quote_keyword_logit = float(config.get("quote_keyword_logit") or 0.0)
        # The rule that a quote naming VAR is about it (QUOTE_NAMES_VAR_SCORE); off only
        # where the model is scored alone (training).
        self.quote_names_var_rule = True
        self.mention_pool = config.get("target_pool", "segment") == "mention"
        self.text_pool = str(config.get("text_pool", "segment"))

    @property
    def precision(self) -> str:
        """``"bf16"`` or ``"fp32"``: how the encoder runs (see :func:`resolve_precision`)."""
        return self._precision

    @precision.setter
    def precision(self, value: str | None) -> None:
        self._precision = resolve_precision(value)
        if self._precision == "bf16" and self._bf16_net is None:
            self._bf16_net = bf16_copy(self.net)

    def _running_net(self) -> StanceNet:
        """Return the network the current precision runs: ``net`` itself in fp32."""
        if self._precision == "bf16" and self._bf16_net is not None:
            return self._bf16_net
        return self.net

    @classmethod
    def load(cls, path: Path | None = None, precision: str | None = None) -> StanceModel:
        """Return the model saved in ``path`` (default: the committed ``models/stance/``).

        Reads ``config.json``, ``heads.safetensors`` and the peft adapter in ``adapter/``,
        merges the adapter into the encoder (or reads the merge cached by an earlier load,
        :mod:`nlp.stance.merged`) and switches everything to eval mode.
        ``precision``: see :func:`resolve_precision` (default: ``$VAROMETER_PRECISION``,
        else auto).
        """
        from safetensors.torch import load_file

        from nlp.stance.merged import cached_path, load_cached, save_cached

        path = Path(path) if path is not None else DEFAULT_MODEL_DIR
        config = json.loads((path / "config.json").read_text(encoding="utf-8"))
        layers = config.get("encoder_layers")
        # The adapter merged into the encoder once, then read from the cache (nlp.stance.merged).
        merged = cached_path(path / "adapter", layers)
        encoder = base_encoder(layers)
        if not load_cached(encoder, merged):
            from peft import PeftModel

            with quiet_peft():
                encoder = PeftModel.from_pretrained(encoder, str(path / "adapter"))
            encoder = encoder.merge_and_unload()
            save_cached(encoder, merged)
        head_cfg = config.get("heads", {})
        heads = Heads.for_text_pool(
            encoder.config.hidden_size, str(config.get("text_pool", "segment")), **head_cfg
        )
        state = load_file(str(path / "heads.safetensors"))
        heads.load_state_dict({k[6:]: v for k, v in state.items() if k.startswith("heads.")})
        # Extra encoder tensors trained outside LoRA (e.g. LayerNorms), saved by name.
        extra = {k[8:]: v for k, v in state.items() if k.startswith("encoder.")}
        if extra:
            missing = set(extra) - set(encoder.state_dict())
            if missing:
                raise ValueError(
                    f"unknown encoder tensors in heads.safetensors: {sorted(missing)[:3]}"
                )
            encoder.load_state_dict(extra, strict=False)
        tokenizer = load_tokenizer()
        frozen = config.get("context_layers")
        net = StanceNet(encoder, heads, frozen, tokenizer.sep_token_id if frozen else None)
        return cls(net, tokenizer, config, precision)

    def encode(self, items: Sequence[StanceInput]) -> list[Encoded]:
        """Return the token ids of ``items`` as this model reads them (its length and
        context caps), in input order."""
        return encode_batch(
            self.tokenizer,
            [it.target for it in items],
            [it.text for it in items],
            [it.context for it in items],
            self.max_len,
            self.max_context,
        )

    @torch.inference_mode()
    def logits(
        self, items: Sequence[StanceInput], batch_size: int = DEFAULT_BATCH_SIZE
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Return raw ``(stance_logits [N,3], about_var_logits [N])`` in input order.

        The about-VAR logits here are the network's alone (no keyword prior, no
        temperature). Items are batched in order of encoded length so little padding is
        computed, then put back in input order.
        """
        n = len(items)
        stance = torch.zeros((n, len(LABELS)))
        var = torch.zeros(n)
        if n == 0:
            return stance, var
        enc = self.encode(items)
        net = self._running_net()
        multiple = BF16_PAD_MULTIPLE if self._precision == "bf16" else None
        if net.context_layers is not None:
            return frozen_context_logits(
                net, enc, batch_size, self.mention_pool, multiple, self.text_pool
            )
        for idx, width in length_batches([len(e.input_ids) for e in enc], batch_size, multiple):
            batch = collate([enc[i] for i in idx], self.mention_pool, width, self.text_pool)
            st, va = net(**batch)
            stance[idx] = st
            var[idx] = va
        return stance, var

    def stance_probs(
        self, items: Sequence[StanceInput], batch_size: int = DEFAULT_BATCH_SIZE
    ) -> torch.Tensor:
        """Return calibrated stance probabilities ``[N, 3]`` (columns in LABELS order)."""
        stance, _ = self.logits(items, batch_size)
        return torch.softmax(stance / self.stance_temperature, -1)

    def prior(self, items: Sequence[StanceInput]) -> torch.Tensor:
        """Return the keyword rule's about-VAR log-odds ``[N]`` for ``items``."""
        return keyword_priors(items, self.quote_keyword_logit)

    def about_var_scores(
        self, items: Sequence[StanceInput], var_logits: torch.Tensor
    ) -> torch.Tensor:
        """Return the calibrated about-VAR scores ``[N]`` for ``items`` from the head's
        ``var_logits``: the keyword prior added, temperature-scaled, then (unless
        ``quote_names_var_rule`` is off) at least QUOTE_NAMES_VAR_SCORE for a quote that
        names VAR itself."""
        scores = torch.sigmoid((var_logits + self.prior(items)) / self.about_var_temperature)
        if self.quote_names_var_rule:
            floor = [QUOTE_NAMES_VAR_SCORE if names_var_itself(it.text) else 0.0 for it in items]
            scores = torch.maximum(scores, torch.tensor(floor, dtype=scores.dtype))
        return scores

    def predict(
        self, items: Sequence[StanceInput], batch_size: int = DEFAULT_BATCH_SIZE
    ) -> list[StancePrediction]:
        """Return one :class:`StancePrediction` per item, in input order (deterministic).

        Items that share a ``group`` and are about VAR have their stance blended (see
        :func:`blend_by_group`), so one call should hold a whole article's quotes.
        """
        stance_logits, var_logits = self.logits(items, batch_size)
        probs = torch.softmax(stance_logits / self.stance_temperature, -1)
        var_scores = self.about_var_scores(items, var_logits)
        about = (var_scores >= self.about_var_threshold).tolist()
        groups = [it.group if a else None for it, a in zip(items, about, strict=True)]
        probs = blend_by_group(probs, groups, self.speaker_blend)
        out: list[StancePrediction] = []
        for p, v in zip(probs.tolist(), var_scores.tolist(), strict=True):
            about = v >= self.about_var_threshold
            best = max(range(len(LABELS)), key=lambda k: p[k])
            out.append(
                StancePrediction(
                    about_var=about,
                    about_var_score=float(v),
                    stance=LABELS[best] if about else None,
                    stance_score=float(p[best]) if about else None,
                    probs={label: float(q) for label, q in zip(LABELS, p, strict=True)},
                )
            )
        return out


_CACHE: dict[tuple[Path, str], StanceModel] = {}
_LOCK = threading.Lock()


def get_model(path: Path | None = None, precision: str | None = None) -> StanceModel:
    """Return the process-wide :class:`StanceModel` for ``path`` and ``precision``,
    loading it on first use."""
    key = (
        (Path(path) if path is not None else DEFAULT_MODEL_DIR).resolve(),
        resolve_precision(precision),
    )
    with _LOCK:
        if key not in _CACHE:
            _CACHE[key] = StanceModel.load(key[0], key[1])
        return _CACHE[key]
