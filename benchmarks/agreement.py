"""How far two readers agree on the demo season's VAR labels, and where the model stands.

    python benchmarks/agreement.py [--no-model]

The demo gold (``corpora/demo-season/gold.jsonl``) was labelled by the writers of the
season. ``corpora/demo-season/second-annotation.jsonl`` labels the same 680 quotes again,
blind: the second annotator saw each quote with 700 characters before it, 250 after, the
headline, the speaker's name and role, and the stance set's label guidelines
(``corpora/stance-train/README.md``), never the gold or the season plan.

For each split it prints, for ``about_var`` (all quotes) and ``stance`` (quotes the gold
calls about VAR and the second reader labels too): second reader against gold, and, unless
``--no-model``, the committed model against gold and against the second reader, on the
gold spans with the context the pipeline cuts. Stance is scored as
``nlp.stance.evaluate`` scores it: the model's stance argmax, given that the quote is
about VAR. The last stance line keeps only the quotes both readers label alike, so label
noise cannot explain what the model misses there.

The demo ``dev`` split is partly trained on (see the model card); ``test`` is not.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from nlp.stance.evaluate import f1_report  # noqa: E402
from nlp.stance.model import LABELS  # noqa: E402

DEMO = REPO / "corpora" / "demo-season"
GOLD = DEMO / "gold.jsonl"
SECOND = DEMO / "second-annotation.jsonl"

Key = tuple[str, int, int]


def _key(row: dict) -> Key:
    return (row["article_id"], int(row["start"]), int(row["end"]))


def load_pairs(gold_path: Path = GOLD, second_path: Path = SECOND) -> list[tuple[dict, dict]]:
    """Return ``(gold, second)`` label rows paired by article and character span.

    Raises ``ValueError`` when a gold quote has no second label or the reverse, so a gold
    file rebuilt with new offsets cannot be scored against stale labels.
    """
    gold = [json.loads(line) for line in gold_path.open(encoding="utf-8") if line.strip()]
    second = {
        _key(r): r
        for r in (json.loads(line) for line in second_path.open(encoding="utf-8") if line.strip())
    }
    missing = [_key(g) for g in gold if _key(g) not in second]
    extra = set(second) - {_key(g) for g in gold}
    if missing or extra:
        raise ValueError(
            f"{second_path.name} does not match {gold_path.name}: "
            f"{len(missing)} gold quotes unlabelled, {len(extra)} labels for no gold quote"
        )
    return [(g, second[_key(g)]) for g in gold]


def accuracy(a: Sequence[object], b: Sequence[object]) -> float:
    """Return the share of positions where ``a`` and ``b`` hold the same value."""
    return sum(x == y for x, y in zip(a, b, strict=True)) / len(a) if a else 0.0


def cohen_kappa(a: Sequence[object], b: Sequence[object]) -> float:
    """Return Cohen's kappa: agreement beyond what the two label distributions give by chance."""
    n = len(a)
    if not n:
        return 0.0
    observed = accuracy(a, b)
    labels = set(a) | set(b)
    chance = sum((list(a).count(c) / n) * (list(b).count(c) / n) for c in labels)
    return (observed - chance) / (1 - chance) if chance < 1 else 1.0


def macro_f1(gold: Sequence[str], pred: Sequence[str]) -> float:
    """Return stance macro-F1 over the three labels, as the model's evaluation computes it."""
    ids = {label: i for i, label in enumerate(LABELS)}
    return f1_report([ids[g] for g in gold], [ids[p] for p in pred])["macro_f1"]


def model_predictions(splits: Sequence[str]) -> dict[Key, dict]:
    """Return the committed model's ``about_var`` and stance argmax per gold span."""
    from nlp.stance.data import football_example, load_demo_gold
    from nlp.stance.model import StanceInput, get_model

    records = load_demo_gold(GOLD, DEMO / "articles", tuple(splits))
    # load_demo_gold numbers each record by its place among the gold quotes of ``splits``.
    gold = [json.loads(line) for line in GOLD.open(encoding="utf-8") if line.strip()]
    gold = [g for g in gold if g.get("split") in splits]
    examples = [football_example(r) for r in records]
    preds = get_model().predict(
        [StanceInput(text=e.text, context=e.context, group=e.group) for e in examples]
    )
    out: dict[Key, dict] = {}
    for record, pred in zip(records, preds, strict=True):
        row = gold[int(record["id"].rsplit("#", 1)[1])]
        out[_key(row)] = {
            "about_var": pred.about_var,
            "stance": max(pred.probs, key=pred.probs.get),
        }
    return out


def report(pairs: list[tuple[dict, dict]], model: dict[Key, dict] | None) -> None:
    """Print the agreement table per split."""
    for split in ("dev", "test"):
        rows = [(g, s) for g, s in pairs if g.get("split") == split]
        gv = [bool(g["about_var"]) for g, _ in rows]
        sv = [bool(s["about_var"]) for _, s in rows]
        print(f"\n{split}: {len(rows)} quotes")
        line = f"  about_var accuracy  second-gold {accuracy(sv, gv):.3f} (kappa {cohen_kappa(sv, gv):.3f})"
        if model is not None:
            mv = [bool(model[_key(g)]["about_var"]) for g, _ in rows]
            line += f"  model-gold {accuracy(mv, gv):.3f}  model-second {accuracy(mv, sv):.3f}"
        print(line)
        both = [(g, s) for g, s in rows if g["about_var"] and s["about_var"] and s["stance"]]
        n_var = sum(1 for g in gv if g)
        gs = [g["stance"] for g, _ in both]
        ss = [s["stance"] for _, s in both]
        print(
            f"  stance, {len(both)} of the {n_var} gold about-VAR quotes the second reader also labels:"
        )
        line = f"    macro-F1  second-gold {macro_f1(gs, ss):.3f} (kappa {cohen_kappa(gs, ss):.3f})"
        if model is not None:
            ms = [model[_key(g)]["stance"] for g, _ in both]
            line += f"  model-gold {macro_f1(gs, ms):.3f}  model-second {macro_f1(ss, ms):.3f}"
        print(line)
        if model is not None:
            agreed = [(g, s) for g, s in both if g["stance"] == s["stance"]]
            ag = [g["stance"] for g, _ in agreed]
            am = [model[_key(g)]["stance"] for g, _ in agreed]
            print(
                f"    model-gold on the {len(agreed)} quotes both readers label alike: {macro_f1(ag, am):.3f}"
            )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the comparison and print it."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-model", action="store_true", help="only compare the two readers")
    args = parser.parse_args(argv)
    pairs = load_pairs()
    model = None if args.no_model else model_predictions(("dev", "test"))
    report(pairs, model)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
