"""Turn quotes into the token ids the stance network reads, and batches into tensors.

Every input is one sequence pair, ``[CLS] target [SEP] context [SEP] quote [SEP]`` (see
:mod:`nlp.stance.model` for the whole input format): :func:`encode_batch` cuts it to the
token budget, :func:`collate` pads a batch and builds the pooling masks. Training and
inference share this code, so they cannot read an input differently.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from nlp.stance.keywords import keyword_prior
from nlp.stance.labels import MARK_CLOSE, MARK_OPEN

DEFAULT_MAX_LEN = 128


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
