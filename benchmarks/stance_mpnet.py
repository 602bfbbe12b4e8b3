"""Measure all-mpnet-base-v2 as the stance reader beside the committed MiniLM model.

Two MPNet approaches are trained on the team's football stance data (``football.jsonl``,
``football-extra.jsonl``, the article sets ``articles``, ``articles-next`` and
``articles-v2``: every quote about VAR with a stance label) and scored, with the committed
model, on the gold quotes about VAR of the held-out sets:

* **frozen**: MPNet's last layer, mean-pooled over the quote's tokens and over the context's,
  into a logistic regression (C chosen by 5-fold cross-validation grouped by article on the
  training pool, never on a held-out set);
* **top-2**: MPNet's two top layers and a linear head fine-tuned on the layer-10 states,
  which are computed once and cached (the ten frozen layers run once per example); the
  epoch is chosen on 10% of the training articles.

The input is ``<s> quote </s></s> context </s>``: the quote (up to 76 tokens) first, then
the last 48 tokens of the context the pipeline cuts (``nlp.config.context_before``).
The demo ``dev`` split is in the committed model's training data, so only ``fresh-dev`` and
the real-people ``dev`` split compare the two fairly; the test splits are read with
``--test``. Needs the optional encoder (``make mpnet``). On 2 cores the features take
~20 CPU-minutes and each top-2 epoch ~10.

    python benchmarks/stance_mpnet.py [--epochs 2] [--test]
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import torch  # noqa: E402
from sklearn.linear_model import LogisticRegression  # noqa: E402
from sklearn.metrics import f1_score  # noqa: E402
from sklearn.model_selection import GroupKFold, cross_val_score  # noqa: E402
from torch import nn  # noqa: E402

from nlp.stance.data import LABELS, load_article_set, load_demo_gold, load_football  # noqa: E402
from nlp.stance.model import StanceInput, get_model  # noqa: E402
from nlp.stance.mpnet import load_mpnet, load_mpnet_tokenizer  # noqa: E402

CORPORA = ROOT / "corpora"
TRAIN_FILES = ("football.jsonl", "football-extra.jsonl")
TRAIN_DIRS = ("articles", "articles-next", "articles-v2")
CONTEXT_TOKENS, MAX_LEN, CACHED_LAYER, TOP = 48, 128, 10, 2
HIDDEN = 768


def records(test: bool) -> dict[str, list[dict[str, Any]]]:
    """Return the training pool and the held-out sets, quotes about VAR with a stance only."""
    pool: list[dict[str, Any]] = []
    for name in TRAIN_FILES:
        pool += [
            dict(r, article=r.get("id")) for r in load_football(CORPORA / "stance-train" / name)
        ]
    for name in TRAIN_DIRS:
        pool += load_article_set(CORPORA / "stance-train" / name)
    splits = [("fresh-dev", "dev"), ("real-people", "dev")]
    if test:
        splits += [("demo-season", "test"), ("fresh-test", "test"), ("real-people", "test")]
    sets = {"train": pool}
    for folder, split in splits:
        d = CORPORA / folder
        sets[f"{folder}:{split}"] = load_demo_gold(d / "gold.jsonl", d / "articles", (split,))
    return {
        k: [r for r in v if r.get("about_var") and r.get("stance") in LABELS]
        for k, v in sets.items()
    }


def features(tok: Any, model: Any, rows: list[dict[str, Any]]) -> list[dict[str, torch.Tensor]]:
    """Return per row: the cached layer-10 states, the segment ids and the two pooled means."""

    def ids(r: dict[str, Any]) -> tuple[list[int], list[int]]:
        q = tok(r["text"], add_special_tokens=False)["input_ids"][: MAX_LEN - CONTEXT_TOKENS - 4]
        c = tok(r.get("context") or "", add_special_tokens=False)["input_ids"][-CONTEXT_TOKENS:]
        seq = [tok.cls_token_id, *q, tok.sep_token_id, tok.sep_token_id, *c, tok.sep_token_id]
        return seq, [-1] + [0] * len(q) + [-1, -1] + [1] * len(c) + [-1]

    enc = [ids(r) for r in rows]
    out: list[Any] = [None] * len(rows)
    order = sorted(range(len(rows)), key=lambda i: len(enc[i][0]))
    with torch.inference_mode():
        for s in range(0, len(order), 32):
            idx = order[s : s + 32]
            width = max(len(enc[i][0]) for i in idx)
            x = torch.full((len(idx), width), tok.pad_token_id)
            att = torch.zeros((len(idx), width), dtype=torch.long)
            for j, i in enumerate(idx):
                x[j, : len(enc[i][0])] = torch.tensor(enc[i][0])
                att[j, : len(enc[i][0])] = 1
            o = model(input_ids=x, attention_mask=att, output_hidden_states=True)
            for j, i in enumerate(idx):
                n, seg = len(enc[i][0]), torch.tensor(enc[i][1])
                last = o.last_hidden_state[j, :n]
                ctx = last[seg == 1].mean(0) if (seg == 1).any() else torch.zeros(HIDDEN)
                out[i] = {
                    "h": o.hidden_states[CACHED_LAYER][j, :n].to(torch.float16).clone(),
                    "seg": seg,
                    "pooled": torch.cat(
                        [
                            nn.functional.normalize(last[seg == 0].mean(0), dim=0),
                            nn.functional.normalize(ctx, dim=0) if ctx.any() else ctx,
                        ]
                    ),
                }
    return out


def macro_f1(gold: list[int], got: list[int]) -> float:
    return round(float(f1_score(gold, got, average="macro", labels=[0, 1, 2])), 3)


def frozen(feats: dict[str, list], y: dict[str, list[int]], groups: list[str]) -> dict[str, float]:
    """Fit the logistic regression (C by grouped CV on the pool); return F1m per held-out set."""
    x = np.stack([f["pooled"].numpy() for f in feats["train"]])
    best_c = max(
        (0.1, 0.3, 1.0, 3.0, 10.0),
        key=lambda c: cross_val_score(
            LogisticRegression(C=c, max_iter=3000, class_weight="balanced"),
            x,
            y["train"],
            groups=groups,
            cv=GroupKFold(5),
            scoring="f1_macro",
        ).mean(),
    )
    clf = LogisticRegression(C=best_c, max_iter=3000, class_weight="balanced").fit(x, y["train"])
    print(f"frozen: C={best_c} (grouped CV)", flush=True)
    return {
        k: macro_f1(y[k], clf.predict(np.stack([f["pooled"].numpy() for f in v])).tolist())
        for k, v in feats.items()
        if k != "train"
    }


def top_layers(
    model: Any,
    feats: dict[str, list],
    y: dict[str, list[int]],
    groups: list[str],
    epochs: int,
    seed: int = 13,
) -> dict[str, float]:
    """Fine-tune the top layers + head on cached states; return F1m per held-out set."""
    random.seed(seed)
    torch.manual_seed(seed)
    layers = copy.deepcopy(model.encoder.layer[-TOP:])
    head = nn.Sequential(nn.Dropout(0.1), nn.Linear(2 * HIDDEN, 3))

    def forward(rows: list[dict[str, torch.Tensor]], train: bool) -> torch.Tensor:
        n = max(r["h"].shape[0] for r in rows)
        h = torch.zeros(len(rows), n, HIDDEN)
        att, sq, sc = (torch.zeros(len(rows), n) for _ in range(3))
        for j, r in enumerate(rows):
            k = r["h"].shape[0]
            h[j, :k], att[j, :k] = r["h"].float(), 1
            sq[j, :k], sc[j, :k] = (r["seg"] == 0).float(), (r["seg"] == 1).float()
        with torch.no_grad():
            bias = model.encoder.compute_position_bias(h)
        mask = (1.0 - att)[:, None, None, :] * torch.finfo(torch.float32).min
        layers.train(train)
        head.train(train)
        for layer in layers:
            h = layer(h, mask, bias)[0]
        pooled = [(h * s[..., None]).sum(1) / s.sum(1, keepdim=True).clamp(min=1) for s in (sq, sc)]
        return head(torch.cat(pooled, -1))

    def predict(rows: list[dict[str, torch.Tensor]]) -> list[int]:
        order = sorted(range(len(rows)), key=lambda i: rows[i]["h"].shape[0])
        got: dict[int, int] = {}
        with torch.no_grad():
            for s in range(0, len(order), 64):
                b = order[s : s + 64]
                for i, p in zip(
                    b, forward([rows[i] for i in b], False).argmax(-1).tolist(), strict=True
                ):
                    got[i] = p
        return [got[i] for i in range(len(rows))]

    held = [int(hashlib.sha1(f"7:{g}".encode()).hexdigest(), 16) % 10 == 0 for g in groups]
    fit = [i for i, h in enumerate(held) if not h]
    val = [i for i, h in enumerate(held) if h]
    ys = torch.tensor(y["train"])
    weight = len(fit) / (3 * torch.bincount(ys[fit], minlength=3).float())
    opt = torch.optim.AdamW(
        [{"params": layers.parameters(), "lr": 3e-5}, {"params": head.parameters(), "lr": 1e-3}],
        weight_decay=0.01,
    )
    loss_fn = nn.CrossEntropyLoss(weight=weight)
    best: tuple[float, Any] = (-1.0, None)
    for epoch in range(epochs):
        rng = random.Random(seed * 100 + epoch)
        order = sorted(fit, key=lambda i: (feats["train"][i]["h"].shape[0], rng.random()))
        batches = [order[s : s + 16] for s in range(0, len(order), 16)]
        rng.shuffle(batches)
        for b in batches:
            loss = loss_fn(forward([feats["train"][i] for i in b], True), ys[b])
            opt.zero_grad()
            loss.backward()
            opt.step()
        score = macro_f1([y["train"][i] for i in val], predict([feats["train"][i] for i in val]))
        print(f"top-{TOP}: epoch {epoch + 1} training-pool hold-out F1m {score}", flush=True)
        if score > best[0]:
            best = (score, {k: predict(v) for k, v in feats.items() if k != "train"})
    return {k: macro_f1(y[k], got) for k, got in best[1].items()}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--test", action="store_true", help="also read the test splits")
    args = p.parse_args(argv)
    torch.set_num_threads(2)
    sets = records(args.test)
    y = {k: [LABELS.index(r["stance"]) for r in v] for k, v in sets.items()}
    groups = [str(r.get("article")) for r in sets["train"]]
    minilm = get_model(precision="fp32")
    table = {"MiniLM (committed)": {}}
    for k, v in sets.items():
        if k != "train":
            preds = minilm.predict([StanceInput(r["text"], r.get("context") or "") for r in v])
            got = [LABELS.index(max(p.probs, key=p.probs.__getitem__)) for p in preds]
            table["MiniLM (committed)"][k] = macro_f1(y[k], got)
    tok, model = load_mpnet_tokenizer(), load_mpnet()
    for prm in model.parameters():
        prm.requires_grad_(False)
    t0 = time.process_time()
    feats = {k: features(tok, model, v) for k, v in sets.items()}
    n = sum(len(v) for v in sets.values())
    print(
        f"MPNet features: {n} inputs, {(time.process_time() - t0) / n:.3f} CPU-s each", flush=True
    )
    table["MPNet frozen + LR"] = frozen(feats, y, groups)
    table[f"MPNet top-{TOP} tuned"] = top_layers(model, feats, y, groups, args.epochs)
    cols = [k for k in sets if k != "train"]
    print("| model | " + " | ".join(f"{c} ({len(sets[c])})" for c in cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for name, row in table.items():
        print(f"| {name} | " + " | ".join(f"{row[c]:.3f}" for c in cols) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
