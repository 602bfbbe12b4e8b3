"""Measure a layer fitted on other writers' labels over the shipped stance pair.

The experiment of docs/stance-experiments.md ("Eight writers' labels"): the pair's fp32
outputs on the gold quotes of eight writer sets never trained on, then a layer on top fitted
leave-one-set-out: a logistic regression on both members' log-probabilities (``stack``), or a
residual linear layer on both members' pooled head features with the pair's averaged
log-probabilities as its offset (``residual``, L2 strength chosen in an inner
leave-one-set-out). Prints each set's stance macro-F1 against the pair's own.

    python benchmarks/stance_writer_layer.py [--cache DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import torch  # noqa: E402

LABELS = ["negative", "neutral", "positive"]
WRITER_SETS = {
    "rp1dev": ("real-people", ("dev",)),
    "rp2": ("real-people-2", ("dev",)),
    "rp3": ("real-people-3", ("dev",)),
    "rp4": ("real-people-4", ("dev",)),
    "rp5": ("real-people-5", ("dev",)),
    "rp6": ("real-people-6", ("dev",)),
    "rp7": ("real-people-7", ("dev",)),
    "fdev": ("fresh-dev", ("dev",)),
}
OURS = {"ddev": ("demo-season", ("dev",))}  # our own writing: the layer must not cost it much
STACK_C = (0.01, 0.1, 1.0, 10.0, 100.0)
RESIDUAL_C = (1e-5, 3e-5, 1e-4, 3e-4, 1e-3)


def features(name: str, corpus: str, splits: tuple[str, ...], cache: Path) -> dict:
    """Return the set's gold stance labels, the members' log-probabilities and head inputs."""
    path = cache / f"{name}.npz"
    if path.exists():
        return dict(np.load(path))
    from nlp.stance.data import load_demo_gold
    from nlp.stance.model import StanceInput, StanceModel

    recs = load_demo_gold(
        ROOT / f"corpora/{corpus}/gold.jsonl", ROOT / f"corpora/{corpus}/articles", splits
    )
    recs = [r for r in recs if r["about_var"] and r["stance"]]
    items = [StanceInput(text=r["text"], context=r["context"]) for r in recs]
    out = {"y": np.array([LABELS.index(r["stance"]) for r in recs])}
    for k, folder in enumerate((ROOT / "models/stance", ROOT / "models/stance/writers")):
        model = StanceModel.load(folder, "fp32")
        rows: list[torch.Tensor] = []
        hook = model.net.heads.register_forward_hook(
            lambda m, i, o, rows=rows: rows.append(i[0].detach())
        )
        logits, _ = model.logits(items)
        hook.remove()
        feats = torch.cat(rows)
        with torch.inference_mode():
            again, _ = model.net.heads(feats)
        order = torch.cdist(logits, again).argmin(1)  # logits() reads items sorted by length
        out[f"feat{k}"] = feats[order].numpy()
        out[f"logp{k}"] = torch.log_softmax(logits / model.stance_temperature, -1).numpy()
    cache.mkdir(parents=True, exist_ok=True)
    np.savez(path, **out)
    return out


def macro_f1(y: np.ndarray, pred: np.ndarray) -> float:
    from sklearn.metrics import f1_score

    return float(f1_score(y, pred, average="macro", labels=[0, 1, 2]))


def pair_logp(d: dict) -> np.ndarray:
    return np.log((np.exp(d["logp0"]) + np.exp(d["logp1"])) / 2)


def fit_stack(data: list[dict], c: float):  # noqa: ANN201
    from sklearn.linear_model import LogisticRegression

    x = np.concatenate([np.concatenate([d["logp0"], d["logp1"]], 1) for d in data])
    model = LogisticRegression(C=c, max_iter=2000).fit(x, np.concatenate([d["y"] for d in data]))
    return lambda d: model.predict(np.concatenate([d["logp0"], d["logp1"]], 1))


def fit_residual(data: list[dict], c: float):  # noqa: ANN201
    x = np.concatenate([np.concatenate([d["feat0"], d["feat1"]], 1) for d in data])
    mu, sd = x.mean(0), x.std(0) + 1e-6
    xt = torch.tensor((x - mu) / sd, dtype=torch.float32)
    yt = torch.tensor(np.concatenate([d["y"] for d in data]))
    off = torch.tensor(np.concatenate([pair_logp(d) for d in data]), dtype=torch.float32)
    lin = torch.nn.Linear(x.shape[1], 3)
    torch.nn.init.zeros_(lin.weight)
    torch.nn.init.zeros_(lin.bias)
    opt = torch.optim.LBFGS(lin.parameters(), max_iter=200, line_search_fn="strong_wolfe")

    def closure() -> torch.Tensor:
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(off + lin(xt), yt)
        loss = loss + (lin.weight**2).sum() / (2 * c * len(yt))
        loss.backward()
        return loss

    opt.step(closure)

    def predict(d: dict) -> np.ndarray:
        z = np.concatenate([d["feat0"], d["feat1"]], 1)
        with torch.no_grad():
            extra = lin(torch.tensor((z - mu) / sd, dtype=torch.float32)).numpy()
        return (pair_logp(d) + extra).argmax(1)

    return predict


def loso(fit, sets: dict[str, dict], c: float) -> dict[str, float]:  # noqa: ANN001
    return {
        n: macro_f1(d["y"], fit([o for m, o in sets.items() if m != n], c)(d))
        for n, d in sets.items()
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cache", type=Path, default=Path("/tmp/varometer-writer-layer"))
    args = p.parse_args()
    torch.set_num_threads(2)
    sets = {n: features(n, c, s, args.cache) for n, (c, s) in WRITER_SETS.items()}
    ours = {n: features(n, c, s, args.cache) for n, (c, s) in OURS.items()}
    base = {n: macro_f1(d["y"], pair_logp(d).argmax(1)) for n, d in {**sets, **ours}.items()}
    print(
        "pair",
        {n: round(v, 3) for n, v in base.items()},
        "mean",
        round(np.mean([base[n] for n in sets]), 3),
    )
    for name, fit, grid in (("stack", fit_stack, STACK_C), ("residual", fit_residual, RESIDUAL_C)):
        for c in grid:
            scores = loso(fit, sets, c)
            own = macro_f1(ours["ddev"]["y"], fit(list(sets.values()), c)(ours["ddev"]))
            gains = {n: round(v - base[n], 3) for n, v in scores.items()}
            print(
                name,
                c,
                "mean",
                round(np.mean(list(scores.values())), 3),
                gains,
                "ddev",
                round(own - base["ddev"], 3),
            )
    # The residual layer's C chosen inside each training fold: the whole procedure's figure.
    nested = {}
    for n, d in sets.items():
        rest = {m: o for m, o in sets.items() if m != n}
        c = max(RESIDUAL_C, key=lambda c: np.mean(list(loso(fit_residual, rest, c).values())))
        nested[n] = macro_f1(d["y"], fit_residual(list(rest.values()), c)(d))
    print(
        "residual nested",
        round(np.mean(list(nested.values())), 3),
        {n: round(v - base[n], 3) for n, v in nested.items()},
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
