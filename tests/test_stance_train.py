"""``train`` end to end on a made-up NewsMTSC of a few dozen targets: seconds, not the real run.

The committed run takes 12 to 20 minutes, so no test repeats it. These check what a change to
the training code could break without any smaller test noticing: that a run writes a model
``StanceModel.load`` reads back, that the seed fixes every trained weight, and that a loss
setting reaches the training loop rather than only the run's records.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import torch
from safetensors.torch import load_file

from nlp.stance.data import LABELS
from nlp.stance.model import StanceInput, StanceModel, base_encoder
from nlp.stance.train import train

pytestmark = pytest.mark.slow  # loads the transformer

# Our own sentences in NewsMTSC's format (polarity 2 / 4 / 6: negative / neutral / positive).
SENTENCES = (
    ("The minister praised the nurses for their tireless work.", "nurses", 6.0),
    ("Critics said the mayor wasted public money on a vanity project.", "mayor", 2.0),
    ("The senator met the delegation on Tuesday afternoon.", "senator", 4.0),
    ("Voters applauded the governor after the flood response.", "governor", 6.0),
    ("The company was fined for dumping waste into the river.", "company", 2.0),
    ("The committee will publish its report next month.", "committee", 4.0),
)
# One epoch over ~30 inputs, none of the repository's football sets, so a run takes seconds.
TINY = {"var_negatives": 4, "demo_dev_repeat": 0, "time_budget_s": 0.0}


def _rows(tag: str, n: int) -> list[dict[str, Any]]:
    rows = []
    for i in range(n):
        sentence, mention, polarity = SENTENCES[i % len(SENTENCES)]
        start = sentence.index(mention)
        gid = f"{tag}_{i}"
        target = {"Input.gid": gid, "from": start, "to": start + len(mention),
                  "mention": mention, "polarity": polarity}  # fmt: skip
        rows.append({"primary_gid": gid, "sentence_normalized": sentence, "targets": [target]})
    return rows


def _write(path: Path, rows: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


@pytest.fixture(scope="module")
def newsmtsc(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("newsmtsc")
    _write(root / "train.jsonl", _rows("train", 24))
    for split in ("rw", "mt"):
        _write(root / "splits_authors" / split / "dev.jsonl", _rows(f"dev{split}", 6))
        _write(root / "splits_authors" / split / "test.jsonl", _rows(f"test{split}", 6))
        _write(root / f"devtest_{split}.jsonl", _rows(f"dev{split}", 6) + _rows(f"test{split}", 6))
    return root


def _run(out: Path, newsmtsc: Path, **settings: Any) -> dict[str, Any]:
    return train(
        output_dir=out,
        newsmtsc_dir=newsmtsc,
        football_path=None,
        articles_dir=None,
        run_epochs=1,
        log=lambda _line: None,
        **{**TINY, **settings},
    )


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory: pytest.TempPathFactory, newsmtsc: Path) -> tuple[Path, dict]:
    out = tmp_path_factory.mktemp("run") / "model"
    return out, _run(out, newsmtsc)


def _weights(out: Path) -> dict[str, torch.Tensor]:
    heads = load_file(str(out / "heads.safetensors"))
    adapter = load_file(str(out / "adapter" / "adapter_model.safetensors"))
    return {**{f"heads.{k}": v for k, v in heads.items()},
            **{f"adapter.{k}": v for k, v in adapter.items()}}  # fmt: skip


def test_a_run_writes_a_model_that_loads_and_scores(tiny_run: tuple[Path, dict]) -> None:
    out, metrics = tiny_run
    for name in ("heads.safetensors", "config.json", "metrics.json", "MODEL_CARD.md"):
        assert (out / name).is_file(), name
    assert [row["epoch"] for row in metrics["history"]] == [1]
    assert json.loads((out / "metrics.json").read_text())["best_epoch"] == 1
    (pred,) = StanceModel.load(out, "fp32").predict(
        [StanceInput(text="The referee got that one badly wrong.", context="A late goal.")]
    )
    assert 0.0 <= pred.about_var_score <= 1.0
    assert set(pred.probs) == set(LABELS)
    assert sum(pred.probs.values()) == pytest.approx(1.0, abs=1e-5)


def test_the_same_seed_trains_the_same_weights(
    tmp_path: Path, newsmtsc: Path, tiny_run: tuple[Path, dict]
) -> None:
    out, metrics = tiny_run
    again = _run(tmp_path / "again", newsmtsc)
    assert again["history"][0]["loss"] == metrics["history"][0]["loss"]
    first, second = _weights(out), _weights(tmp_path / "again")
    assert first.keys() == second.keys() and first
    assert all(torch.equal(first[k], second[k]) for k in first)


def test_label_smoothing_reaches_the_training_loss(
    tmp_path: Path, newsmtsc: Path, tiny_run: tuple[Path, dict]
) -> None:
    out, metrics = tiny_run
    smoothed = _run(tmp_path / "smoothed", newsmtsc, stance_label_smoothing=0.3)
    # One batch: the loss is the same initial weights' on the same inputs, so only the
    # smoothing can move it.
    assert smoothed["history"][0]["loss"] != pytest.approx(metrics["history"][0]["loss"])
    first, second = _weights(out), _weights(tmp_path / "smoothed")
    assert any(not torch.equal(first[k], second[k]) for k in first)


def test_a_run_taught_by_a_labels_file_names_the_models_that_wrote_it(
    tmp_path: Path, newsmtsc: Path, tiny_run: tuple[Path, dict]
) -> None:
    teacher, _ = tiny_run
    taught = _run(tmp_path / "taught", newsmtsc, teacher=str(teacher), distill_weight=3.0)
    assert "teacher_labels_written_by" not in taught  # taught by the folder itself
    labels = tmp_path / "taught" / "teacher-labels.safetensors"
    stale = tmp_path / "from-file" / labels.name  # an earlier run's, in the output folder
    stale.parent.mkdir()
    stale.write_bytes(labels.read_bytes())
    from_file = _run(tmp_path / "from-file", newsmtsc, teacher=str(labels), distill_weight=3.0)
    assert from_file["teacher_labels_written_by"] == str(teacher)
    # The file holds the same logits the folder gave, so the two students are one.
    assert from_file["history"][0]["loss"] == taught["history"][0]["loss"]
    card = (tmp_path / "from-file" / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert f"teacher-labels file `{labels}` (logits of `{teacher}`)" in card
    assert not stale.exists()  # it did not teach this run, so it must not sit beside it
    # Taught by the labels file in its own output folder, a run keeps it.
    again = _run(tmp_path / "taught", newsmtsc, teacher=str(labels), distill_weight=3.0)
    assert labels.is_file() and again["teacher_labels_written_by"] == str(teacher)


def test_trained_layernorms_are_saved_and_loaded(tmp_path: Path, newsmtsc: Path) -> None:
    out = tmp_path / "ln"
    _run(out, newsmtsc, train_layernorm=True)
    saved = {
        k.removeprefix("encoder."): v
        for k, v in load_file(str(out / "heads.safetensors")).items()
        if k.startswith("encoder.")
    }
    # MiniLM-L6: the embeddings' LayerNorm and two per layer, a weight and a bias each.
    assert len(saved) == 2 * (1 + 2 * 6)
    assert all("LayerNorm" in k for k in saved)
    base = base_encoder().state_dict()
    assert any(not torch.equal(saved[k], base[k]) for k in saved)  # training moved them
    loaded = StanceModel.load(out, "fp32").net.encoder.state_dict()
    assert all(torch.equal(loaded[k], v) for k, v in saved.items())
    assert json.loads((out / "config.json").read_text())["train_layernorm"] is True
