"""Experiment, dev data only: cut the stance model's context at a change of speaker.

    python benchmarks/context_cut.py

The pipeline feeds the model the 300 characters before a quote, which may hold another
speaker's quotes ('"VAR is killing the game," Lowe added.' before a striker's injury update,
which the model then reads as about VAR). Two inference-time cuts, using gold speakers: A
drops the text up to the paragraph after another speaker's last quote in the window, B
everything before the quote's own paragraph. Scored with the committed model on the article
set's dev articles and the demo season's kept-back dev articles (the splits ``train`` makes
with :class:`TrainConfig`'s fractions and seed 13); no test data. Result
(docs/stance-experiments.md, "Tried and not used"): both lowered stance macro-F1 on both
sets.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from nlp.config import CONTEXT_CHARS, context_before  # noqa: E402
from nlp.ingest import Skipped, read_inputs  # noqa: E402
from nlp.stance.data import article_split, locate_article_quotes  # noqa: E402
from nlp.stance.evaluate import evaluate_football  # noqa: E402
from nlp.stance.model import get_model  # noqa: E402
from nlp.stance.train import TrainConfig  # noqa: E402

ARTICLES = REPO_ROOT / "corpora" / "stance-train" / "articles"
DEMO = REPO_ROOT / "corpora" / "demo-season"
VARIANTS = ("base", "A", "B")


def article_records() -> list[dict[str, Any]]:
    """Return the article set's quotes with their article text and offsets."""
    recs: list[dict[str, Any]] = []
    for lq in locate_article_quotes(ARTICLES):
        if lq.start < 0:
            continue
        about = bool(lq.record.get("about_var"))
        recs.append(
            {
                "id": f"{lq.article['id']}#{lq.index}",
                "text": lq.text,
                "start": lq.start,
                "end": lq.start + len(lq.text),
                "full": lq.full,
                "speaker": lq.record.get("speaker"),
                "article": lq.article["id"],
                "about_var": about,
                "stance": lq.record.get("stance") if about else None,
            }
        )
    return recs


def demo_dev_records() -> list[dict[str, Any]]:
    """Return the demo season's gold ``dev`` quotes with their article text and offsets."""
    lines = (DEMO / "gold.jsonl").read_text(encoding="utf-8").splitlines()
    gold = [json.loads(line) for line in lines if line.strip()]
    gold = [g for g in gold if g.get("split") == "dev"]
    wanted = {g["article_id"] for g in gold}
    texts = {
        a.id: a.text
        for a in read_inputs([str(DEMO / "articles")])
        if not isinstance(a, Skipped) and a.id in wanted
    }
    return [
        {
            "id": f"{g['article_id']}#{i}",
            "text": g["text"],
            "start": int(g["start"]),
            "end": int(g["end"]),
            "full": texts[g["article_id"]],
            "speaker": g.get("speaker"),
            "article": g["article_id"],
            "about_var": bool(g.get("about_var")),
            "stance": g.get("stance"),
        }
        for i, g in enumerate(gold)
        if g["article_id"] in texts
    ]


def _paragraph_start(text: str, i: int) -> int:
    return text.rfind("\n", 0, i) + 1


def _next_paragraph(text: str, i: int) -> int:
    k = text.find("\n", i)
    return len(text) if k < 0 else k + 1


def with_context(recs: list[dict[str, Any]], variant: str) -> list[dict[str, Any]]:
    """Return football-style records whose context is cut as ``variant`` says."""
    by_article: dict[str, list[dict[str, Any]]] = {}
    for r in recs:
        by_article.setdefault(r["article"], []).append(r)
    out = []
    for r in recs:
        open_at = max(0, r["start"] - 1)
        context = context_before(r["full"], open_at)
        if variant != "base" and r.get("speaker"):
            window = max(0, open_at - CONTEXT_CHARS)
            para = _paragraph_start(r["full"], open_at)
            others = [
                o["end"]
                for o in by_article[r["article"]]
                if o["speaker"] and o["speaker"] != r["speaker"] and window < o["end"] <= para
            ]
            if others:
                cut = _next_paragraph(r["full"], max(others)) if variant == "A" else para
                context = r["full"][max(cut, window) : open_at].strip()
        record = {k: v for k, v in r.items() if k not in ("full", "start", "end")}
        record["context"] = context
        out.append(record)
    return out


def main() -> int:
    model = get_model(precision="fp32")
    cfg, seed = TrainConfig(), 13  # as train() splits for the committed run
    art_rest, _ = article_split(article_records(), cfg.article_holdout, seed)
    _, art_dev = article_split(art_rest, cfg.article_dev, seed + 1)
    _, demo_kept_back = article_split(demo_dev_records(), cfg.demo_dev_select, seed)
    for name, recs in (("article dev", art_dev), ("demo kept-back dev", demo_kept_back)):
        base = with_context(recs, "base")
        for variant in VARIANTS:
            rs = with_context(recs, variant)
            changed = sum(a["context"] != b["context"] for a, b in zip(rs, base, strict=True))
            m = evaluate_football(model, rs)
            print(
                f"{name:20} {variant:4} n={m['n']} contexts changed={changed} "
                f"about-VAR {m['about_var_accuracy']:.3f} stance F1m "
                f"{m['stance'].get('macro_f1', 0):.3f} (n={m['stance'].get('n')})",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
