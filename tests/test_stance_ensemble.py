"""The stance ensemble: members listed in ensemble.json, their calibrated scores averaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from nlp.stance.encoding import StanceInput
from nlp.stance.ensemble import READER_ENV, StanceEnsemble, member_dirs
from nlp.stance.readings import predictions


class Fixed:
    """A member that reads every input the same way."""

    def __init__(self, probs: list[float], var: float, threshold: float = 0.5):
        self.probs, self.var = probs, var
        self.about_var_threshold, self.speaker_blend, self.precision = threshold, 0.0, "fp32"

    def scores(self, items, batch_size=64):  # noqa: ANN001, ANN201
        n = len(items)
        return torch.tensor([self.probs] * n), torch.tensor([self.var] * n)


def test_the_ensemble_reads_the_mean_of_its_members() -> None:
    items = [StanceInput("VAR got it wrong again.")]
    positive, negative = Fixed([0.1, 0.2, 0.7], 0.9), Fixed([0.8, 0.1, 0.1], 0.3)
    [read] = StanceEnsemble([positive, negative]).predict(items)
    assert read.about_var_score == pytest.approx(0.6)  # (0.9 + 0.3) / 2, over 0.5: about VAR
    assert read.probs["negative"] == pytest.approx(0.45) and read.stance == "negative"
    # the first member's threshold decides: at 0.7 the same mean is not about VAR
    [strict] = StanceEnsemble([Fixed([0.1, 0.2, 0.7], 0.9, 0.7), negative]).predict(items)
    assert not strict.about_var and strict.stance is None


def test_one_member_reads_as_that_member() -> None:
    items = [StanceInput("Four minutes for that."), StanceInput("Good lines, right call.")]
    member = Fixed([0.2, 0.3, 0.5], 0.8)
    probs, var = member.scores(items)
    assert StanceEnsemble([member]).predict(items) == predictions(items, probs, var, 0.5, 0.0)


def _model_dir(path: Path) -> Path:
    path.mkdir()
    (path / "config.json").write_text("{}", encoding="utf-8")
    return path


def test_members_come_from_ensemble_json(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(READER_ENV, raising=False)
    root = _model_dir(tmp_path / "stance")
    assert member_dirs(root) is None  # a single model's folder
    _model_dir(root / "writers")
    (root / "ensemble.json").write_text(json.dumps({"members": [".", "writers"]}))
    assert member_dirs(root) == [root.resolve(), (root / "writers").resolve()]
    monkeypatch.setenv(READER_ENV, "first")  # one encoder pass a quote
    assert member_dirs(root) is None
    monkeypatch.setenv(READER_ENV, "both")
    with pytest.raises(ValueError, match=READER_ENV):
        member_dirs(root)


def test_a_listed_member_without_weights_fails_at_load(tmp_path: Path) -> None:
    root = _model_dir(tmp_path / "stance")
    (root / "ensemble.json").write_text(json.dumps({"members": [".", "gone"]}))
    with pytest.raises(ValueError, match="gone"):
        member_dirs(root)


def test_the_shipped_reader_is_two_models(monkeypatch: pytest.MonkeyPatch) -> None:
    from nlp.stance.model import DEFAULT_MODEL_DIR

    monkeypatch.delenv(READER_ENV, raising=False)
    dirs = member_dirs(DEFAULT_MODEL_DIR)
    assert dirs is not None and len(dirs) == 2
    assert all((d / "heads.safetensors").is_file() for d in dirs)


def test_the_reader_variable_is_read_on_every_call(monkeypatch: pytest.MonkeyPatch) -> None:
    """`first` after the pair was loaded gives one model, and a wrong value is refused even
    once a reader is cached."""
    from nlp.stance import model as M

    loaded: list[Path] = []

    class Stub:
        def __init__(self, path: Path) -> None:
            self.path = path
            self.about_var_threshold = 0.5
            self.speaker_blend = 0.0

    def load(path: Path, precision: str) -> Stub:
        loaded.append(path)
        return Stub(path)

    monkeypatch.setattr(M.StanceModel, "load", staticmethod(load))
    monkeypatch.setattr(M, "_CACHE", {})
    monkeypatch.delenv("VAROMETER_STANCE_READER", raising=False)
    pair = M.get_model()
    assert isinstance(pair, M.StanceEnsemble)
    monkeypatch.setenv("VAROMETER_STANCE_READER", "first")
    one = M.get_model()
    assert not isinstance(one, M.StanceEnsemble)
    assert one.path == M.DEFAULT_MODEL_DIR.resolve()
    monkeypatch.setenv("VAROMETER_STANCE_READER", "both")
    with pytest.raises(ValueError, match="VAROMETER_STANCE_READER"):
        M.get_model()


def test_a_listing_that_is_not_an_object_is_refused(tmp_path: Path) -> None:
    (tmp_path / "ensemble.json").write_text('[".", "writers"]', encoding="utf-8")
    with pytest.raises(ValueError, match="no member weights"):
        member_dirs(tmp_path)
