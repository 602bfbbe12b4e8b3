"""Batch inputs by length for inference, and run a frozen-context network in two passes.

Inputs are sorted by length so little padding is computed; in bf16 every input is padded
on its own to a multiple of :data:`nlp.stance.precision.BF16_PAD_MULTIPLE`, so its scores
do not depend on the inputs batched beside it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

import torch

from nlp.stance.encoding import Encoded, collate
from nlp.stance.labels import LABELS
from nlp.stance.network import StanceNet, additive_mask, bert_layer, context_positions


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
        mask = additive_mask(b["attention_mask"].bool(), h.dtype)
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
        mask = additive_mask(torch.cat([a_real, f_real], 1), a.dtype)
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
