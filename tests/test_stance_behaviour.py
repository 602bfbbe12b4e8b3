"""The stance behaviour set: 96 short cases of the hard kinds, written blind to any model.

``tests/data/stance_behaviour.jsonl`` holds negation, sarcasm, praise, praise with a
complaint, procedural statements, a context sentence reporting another person's view,
"it's the referee, not VAR", calls for more technology and apologies by officials, labelled
by the guideline in ``corpora/stance-train/README.md`` (each case says which rule). The
committed model is measured on it here: a floor it must keep, and the target it does not
reach yet (a strict xfail, so reaching it turns the suite red until the target is asserted).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from nlp.stance.data import LABELS
from nlp.stance.model import StanceInput

BEHAVIOUR = Path(__file__).parent / "data" / "stance_behaviour.jsonl"
KINDS = {
    "negation",
    "sarcasm",
    "praise",
    "praise-with-complaint",
    "procedural",
    "other-speaker-context",
    "referee-not-var",
    "more-technology",
    "apology",
    "plain",
}
# What the committed model reads, less a margin for bf16 vs fp32 (measured in fp32: 62 of
# 96 right; per class negative 21, neutral 22, positive 19 of 32).
FLOOR_ACCURACY = 0.60
FLOOR_PER_CLASS = 0.55
# The stance issue's targets.
TARGET_ACCURACY = 0.90
TARGET_PER_CLASS = 0.85


def cases() -> list[dict[str, Any]]:
    with BEHAVIOUR.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def test_the_set_is_balanced_and_every_case_is_complete() -> None:
    rows = cases()
    assert len({r["id"] for r in rows}) == len(rows) >= 60
    assert Counter(r["stance"] for r in rows) == {label: 32 for label in LABELS}
    assert {r["kind"] for r in rows} == KINDS
    assert all(r["quote"].strip() and r["why"].strip() for r in rows)


@pytest.fixture(scope="module")
def readings() -> list[tuple[dict[str, Any], str]]:
    from nlp.stance.model import get_model

    rows = cases()
    preds = get_model().predict([StanceInput(r["quote"], r["context"]) for r in rows])
    # Every case is about VAR; the stance read is the model's best label given that it is.
    return [(r, max(p.probs, key=p.probs.__getitem__)) for r, p in zip(rows, preds, strict=True)]


def _scores(readings: list[tuple[dict[str, Any], str]]) -> tuple[float, dict[str, float]]:
    right = [r["stance"] == got for r, got in readings]
    per = {
        label: sum(ok for (r, _), ok in zip(readings, right, strict=True) if r["stance"] == label)
        / sum(r["stance"] == label for r, _ in readings)
        for label in LABELS
    }
    return sum(right) / len(right), per


def test_the_committed_model_keeps_its_floor(readings) -> None:  # noqa: ANN001
    accuracy, per = _scores(readings)
    assert accuracy >= FLOOR_ACCURACY, (accuracy, per)
    assert min(per.values()) >= FLOOR_PER_CLASS, per


@pytest.mark.xfail(
    strict=True,
    reason="the stance issue's target (90% right, each class 85%); the committed model "
    "reads 65% (docs/stance-experiments.md)",
)
def test_the_behaviour_target(readings) -> None:  # noqa: ANN001
    accuracy, per = _scores(readings)
    assert accuracy >= TARGET_ACCURACY and min(per.values()) >= TARGET_PER_CLASS, (accuracy, per)
