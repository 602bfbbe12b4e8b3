"""Early exit after layer K of the committed stance model: how many quotes could skip the
last layers, and how fast would that be?

A prototype, not used by ``analyse``. Small exit heads (the model's own :class:`Heads`
shape) are fitted to the committed model's logits from its pooled layer-K states, on the
training inputs of the football set, the article set and the demo ``dev`` articles that
training uses. An input exits at layer K when the exit heads are sure of both decisions
(the about-VAR probability at least ``margin`` from the threshold, and when about VAR, the
top stance probability at least ``confidence``); the rest run the remaining layers. The
knobs are chosen on the football and article dev quotes (the highest exit rate with at
least 99.5% of about-VAR decisions and 99% of stance labels equal to the full model), and
judged on the demo ``dev`` quotes kept back from training. Speed: the benchmark's pipeline
inputs (``benchmarks/stance.py``), bf16 where the CPU has it, beside the full model in the
same process (the exit heads are fitted and judged in fp32, timed in the run's precision,
which prints its own exit rate). Never reads the demo ``test`` labels.

    python benchmarks/early_exit.py --layer 4
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import torch  # noqa: E402

from benchmarks.stance import quotes  # noqa: E402
from nlp.stance.data import (  # noqa: E402
    article_split,
    football_example,
    load_article_set,
    load_demo_gold,
    load_football,
    stratified_split,
)
from nlp.stance.model import (  # noqa: E402
    BF16_PAD_MULTIPLE,
    Heads,
    StanceInput,
    StanceModel,
    StanceNet,
    additive_mask,
    bert_layer,
    collate,
    head_widths,
    length_batches,
    native_bf16,
)
from nlp.stance.train import (  # noqa: E402
    DEFAULT_ARTICLES,
    DEFAULT_FOOTBALL,
    DEMO_DIR,
    TrainConfig,
)

AGREE_ABOUT = 0.995
AGREE_STANCE = 0.99
MARGINS = (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4)
CONFIDENCES = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99)


def splits(seed: int = 13) -> dict[str, list[dict]]:
    """Return the stance records split exactly as ``train-stance`` splits them."""
    cfg = TrainConfig()
    rest, _ = stratified_split(load_football(DEFAULT_FOOTBALL), cfg.football_holdout, seed)
    fb_train, fb_dev = stratified_split(rest, cfg.football_dev, seed + 1)
    art_rest, _ = article_split(load_article_set(DEFAULT_ARTICLES), cfg.article_holdout, seed)
    art_train, art_dev = article_split(art_rest, cfg.article_dev, seed + 1)
    demo = load_demo_gold(DEMO_DIR / "gold.jsonl", DEMO_DIR / "articles", ("dev",))
    demo_train, demo_select = article_split(demo, cfg.demo_dev_select, seed)
    return {
        "fit": fb_train + art_train + demo_train,
        "choose": fb_dev + art_dev,
        "judge": demo_select,
    }


def inputs(records: list[dict]) -> list[StanceInput]:
    out = []
    for r in records:
        e = football_example(r)
        out.append(StanceInput(text=e.text, context=e.context))
    return out


class ExitModel:
    """The committed model run layer by layer, with exit heads after ``layer``."""

    def __init__(self, model: StanceModel, layer: int, net: torch.nn.Module | None = None):
        self.model = model
        self.layer = layer
        self.net = net if net is not None else model.net
        torch.manual_seed(13)  # the exit heads' first weights: the same in every run
        self.n_features = head_widths(model.text_pool)[0]
        self.exit_heads = Heads.for_text_pool(
            model.net.encoder.config.hidden_size, model.text_pool
        ).eval()

    @torch.inference_mode()
    def run(
        self,
        items: list[StanceInput],
        batch_size: int = 16,
        multiple: int | None = None,
        exit_rule=None,  # noqa: ANN001
    ) -> dict[str, torch.Tensor]:
        """Return exit features, exit logits and full logits (full only where not exited;
        with ``exit_rule`` None every input runs every layer)."""
        enc = self.model.encode(items)
        n = len(items)
        hidden = self.net.encoder.config.hidden_size
        feats = torch.zeros(n, self.n_features * hidden)
        ex_st, ex_var = torch.zeros(n, 3), torch.zeros(n)
        full_st, full_var = torch.full((n, 3), math.nan), torch.full((n,), math.nan)
        exited = torch.zeros(n, dtype=torch.bool)
        bert = self.net.encoder
        layers = bert.encoder.layer
        for idx, width in length_batches([len(e.input_ids) for e in enc], batch_size, multiple):
            batch = collate(
                [enc[i] for i in idx], self.model.mention_pool, width, self.model.text_pool
            )
            h = bert.embeddings(
                input_ids=batch["input_ids"], token_type_ids=batch["token_type_ids"]
            )
            mask = additive_mask(batch["attention_mask"].bool(), h.dtype)
            for layer in layers[: self.layer]:
                h = bert_layer(layer, h, h, mask)
            f = StanceNet.features(
                h, batch["target_mask"], batch["text_mask"], batch.get("quote_mask")
            )
            st, va = self.exit_heads(f)
            feats[idx], ex_st[idx], ex_var[idx] = f, st, va
            keep = torch.ones(len(idx), dtype=torch.bool)
            if exit_rule is not None:
                keep = ~exit_rule(st, va, [items[i] for i in idx])
                exited[idx] = ~keep
            if not keep.any():
                continue
            rows = keep.nonzero().squeeze(1)
            h, mask = h[rows], mask[rows]
            for layer in layers[self.layer :]:
                h = bert_layer(layer, h, h, mask)
            sub = {k: v[rows] for k, v in batch.items()}
            fst, fva = self.net.heads(
                StanceNet.features(h, sub["target_mask"], sub["text_mask"], sub.get("quote_mask"))
            )
            chosen = [idx[int(r)] for r in rows]
            full_st[chosen], full_var[chosen] = fst, fva
        return {
            "feats": feats,
            "exit_st": ex_st,
            "exit_var": ex_var,
            "full_st": full_st,
            "full_var": full_var,
            "exited": exited,
        }


def decisions(
    model: StanceModel, st: torch.Tensor, va: torch.Tensor, items: list[StanceInput]
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """Return (about-VAR score, about, stance label, top stance prob), as ``predict`` makes
    them before the speaker blend."""
    score = model.about_var_scores(items, va)
    probs = torch.softmax(st / model.stance_temperature, -1)
    top, label = probs.max(-1)
    return score, score >= model.about_var_threshold, label, top


def fit_exit_heads(em: ExitModel, fit: dict[str, torch.Tensor], epochs: int = 400) -> None:
    """Fit the exit heads to the full model's raw logits (mean squared error), full batch."""
    torch.manual_seed(13)
    heads = em.exit_heads.train()
    opt = torch.optim.AdamW(heads.parameters(), lr=2e-3, weight_decay=0.01)
    x, yst, yva = fit["feats"], fit["full_st"], fit["full_var"]
    for _ in range(epochs):
        opt.zero_grad()
        st, va = heads(x)
        loss = ((st - yst) ** 2).mean() + ((va - yva) ** 2).mean()
        loss.backward()
        opt.step()
    heads.eval()


def agreement(model, out, items, margin, confidence):  # noqa: ANN001, ANN201
    """Return (exit rate, about-VAR agreement over every input, stance agreement over the
    inputs the full model calls about VAR), early exit against the full model.

    A non-exiting input takes the full model's answer, so it agrees; an exiting one about
    VAR by the full model agrees on stance only if the exit heads also call it about VAR
    and give the same label.
    """
    s_e, a_e, l_e, t_e = decisions(model, out["exit_st"], out["exit_var"], items)
    _, a_f, l_f, _ = decisions(model, out["full_st"], out["full_var"], items)
    sure = ((s_e - model.about_var_threshold).abs() >= margin) & (~a_e | (t_e >= confidence))
    about_ok = (a_e == a_f) | ~sure
    stance_ok = ~sure | (a_e & (l_e == l_f))
    n_about = int(a_f.sum())
    stance = float(stance_ok[a_f].float().mean()) if n_about else 1.0
    return float(sure.float().mean()), float(about_ok.float().mean()), stance


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--layer", type=int, default=4)
    p.add_argument("--n", type=int, default=1000)
    p.add_argument("--repeat", type=int, default=4)
    p.add_argument(
        "--setting",
        nargs=2,
        type=float,
        metavar=("MARGIN", "CONFIDENCE"),
        help="time this exit setting instead of the one chosen (for the record)",
    )
    args = p.parse_args()
    torch.set_num_threads(2)
    model = StanceModel.load(precision="fp32")
    em = ExitModel(model, args.layer)
    data = splits()
    items = {k: inputs(v) for k, v in data.items()}
    print({k: len(v) for k, v in items.items()})
    t = time.time()
    outs = {k: em.run(v, 32) for k, v in items.items()}
    print(f"features in {time.time() - t:.0f}s (fp32, every layer)")
    fit_exit_heads(em, outs["fit"])
    for k in outs:  # exit logits from the fitted heads
        with torch.inference_mode():
            outs[k]["exit_st"], outs[k]["exit_var"] = em.exit_heads(outs[k]["feats"])
    best = None
    for margin in MARGINS:
        for conf in CONFIDENCES:
            rate, ab, stn = agreement(model, outs["choose"], items["choose"], margin, conf)
            if ab >= AGREE_ABOUT and stn >= AGREE_STANCE and (best is None or rate > best[0]):
                best = (rate, margin, conf)
    if args.setting:
        margin, conf = args.setting
        print(f"setting given: margin {margin} confidence {conf}")
    elif best is None:
        print(f"no setting keeps the agreement on the {len(items['choose'])} choosing quotes")
        return 1
    else:
        _, margin, conf = best
        print(f"chosen on the football+article dev quotes: margin {margin} confidence {conf}")
    for k in ("fit", "choose", "judge"):
        r, a, s = agreement(model, outs[k], items[k], margin, conf)
        print(f"{k} ({len(items[k])}): exit {r:.3f}, about agree {a:.4f}, stance agree {s:.4f}")

    # Speed: the pipeline inputs, in the precision analyse would use here.
    precision = "bf16" if native_bf16() else "fp32"
    model.precision = precision
    run_net = model._running_net()
    fast = ExitModel(model, args.layer, run_net)
    fast.exit_heads = em.exit_heads
    multiple = BF16_PAD_MULTIPLE if precision == "bf16" else None
    bench = quotes(args.n, source="demo")
    threshold = model.about_var_threshold

    def rule(st, va, batch_items):  # noqa: ANN001, ANN202
        s, a, _, top = decisions(model, st, va, batch_items)
        return ((s - threshold).abs() >= margin) & (~a | (top >= conf))

    for bs in (16, 64):  # warm-up at both batch sizes
        fast.run(bench[:128], bs, multiple, rule)
        model.logits(bench[:128], bs)
    for bs in (16, 64):
        times: dict[str, list[float]] = {"full": [], "early": []}
        for r in range(args.repeat):
            # Alternate which goes first, so neither always meets a cold or a warm machine.
            for name in ("full", "early") if r % 2 == 0 else ("early", "full"):
                t = time.perf_counter()
                if name == "full":
                    model.logits(bench, bs)
                else:
                    out = fast.run(bench, bs, multiple, rule)
                times[name].append(time.perf_counter() - t)
        full, early = statistics.median(times["full"]), statistics.median(times["early"])
        print(
            f"{precision} batch {bs}, median of {args.repeat}: full model {len(bench) / full:.1f} "
            f"q/s, early exit {len(bench) / early:.1f} q/s ({full / early:.2f}x; exited "
            f"{float(out['exited'].float().mean()):.3f} in {precision})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
