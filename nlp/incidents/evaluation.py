"""Scoring a grouping against gold quotes that carry incident ids (purity, coverage, and
per quote)."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

import pandas as pd

from nlp.incidents.records import Grouping


def evaluate(
    grouping: Grouping, gold: pd.DataFrame, labelled: pd.DataFrame | None = None
) -> dict[str, Any]:
    """Score the grouping against gold quotes that carry an ``incident`` id.

    Article level: each (article, gold incident) pair, from the article's about-VAR gold
    quotes, against each (article, predicted key) pair. Every key is mapped to the gold
    incident most of its articles carry; **purity** is the share of predicted pairs whose
    article really has that key's gold incident; **coverage** is the share of gold pairs
    found. Quote level (when ``labelled`` -- the gold frame after :func:`assign_quotes` with
    the gold id kept as ``gold_incident`` -- is given): **quote_accuracy** over about-VAR
    quotes with a gold incident, and **quote_false_incident** over about-VAR quotes without.

    Returns a dict of those figures plus the key -> gold id mapping.
    """
    gold_pairs = {
        (r.article_id, r.incident)
        for r in gold.itertuples(index=False)
        if isinstance(r.incident, str) and r.incident
    }
    pred_pairs = {(a, k) for a, keys in grouping.article_keys().items() for k in keys}
    gold_by_article: dict[str, set[str]] = defaultdict(set)
    for a, g in gold_pairs:
        gold_by_article[a].add(g)
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    for a, k in pred_pairs:
        for g in gold_by_article.get(a, ()):
            votes[k][g] += 1
    mapping = {k: c.most_common(1)[0][0] for k, c in votes.items()}
    correct = sum(1 for a, k in pred_pairs if mapping.get(k) in gold_by_article.get(a, ()))
    found = {(a, mapping[k]) for a, k in pred_pairs if k in mapping} & gold_pairs
    gold_ids = {g for _, g in gold_pairs}
    result: dict[str, Any] = {
        "gold_incidents": len(gold_ids),
        "predicted_incidents": len(grouping.incidents),
        "gold_incidents_found": len(set(mapping.values()) & gold_ids),
        "gold_pairs": len(gold_pairs),
        "predicted_pairs": len(pred_pairs),
        "purity": round(correct / len(pred_pairs), 3) if pred_pairs else 0.0,
        "coverage": round(len(found) / len(gold_pairs), 3) if gold_pairs else 0.0,
        "mapping": dict(sorted(mapping.items(), key=lambda kv: kv[1])),
    }
    if labelled is not None:
        var = labelled[labelled["about_var"].fillna(False).astype(bool)]
        with_gold = var[var["gold_incident"].notna()]
        without = var[var["gold_incident"].isna()]
        hits = sum(
            mapping.get(k) == g
            for k, g in zip(with_gold["incident"], with_gold["gold_incident"], strict=True)
        )
        result["quote_accuracy"] = round(hits / len(with_gold), 3) if len(with_gold) else 0.0
        result["quote_false_incident"] = (
            round(float(without["incident"].notna().mean()), 3) if len(without) else 0.0
        )
        result["quotes_scored"] = len(with_gold)
    return result
