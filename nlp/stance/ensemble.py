"""Several trained stance models read as one: their calibrated scores averaged.

The shipped reader is two models of the same architecture trained on different data
(``models/stance/ensemble.json`` names them): the first on the team's football sets, the
second on those and on articles by twelve more writing briefs. On writers neither saw, their
average reads stance and about-VAR better than either alone (docs/stance-experiments.md),
at the cost of one more encoder pass per quote.

Averaging happens on calibrated outputs: each member's stance probabilities (after its own
temperature) and about-VAR score (after its keyword prior, temperature and the rule that a
quote naming VAR is about it). The first member's threshold and speaker blend then make the
predictions (:func:`nlp.stance.readings.predictions`), as one model's would.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

import torch

from nlp.stance.encoding import StanceInput, StancePrediction
from nlp.stance.readings import predictions

ENSEMBLE_FILE = "ensemble.json"  # {"members": [".", "writers"]}: folders under the model's
# "first" reads with the folder's own model alone (the "." member): one encoder pass a quote, as before the ensemble
# (about half the stance CPU, and less accurate on new writers; see the README).
READER_ENV = "VAROMETER_STANCE_READER"
READERS = ("ensemble", "first")


class Member(Protocol):
    """What an ensemble needs of a model (a :class:`~nlp.stance.model.StanceModel`)."""

    about_var_threshold: float
    speaker_blend: float
    precision: str

    def scores(
        self, items: Sequence[StanceInput], batch_size: int = ...
    ) -> tuple[torch.Tensor, torch.Tensor]: ...


def chosen_reader() -> str:
    """Return the reader ``$VAROMETER_STANCE_READER`` asks for (default ``ensemble``);
    ValueError for any other value."""
    reader = (os.environ.get(READER_ENV) or "ensemble").strip().lower()
    if reader not in READERS:
        raise ValueError(f"${READER_ENV} must be one of {', '.join(READERS)}, not {reader!r}")
    return reader


def member_dirs(path: Path) -> list[Path] | None:
    """Return the member folders ``path/ensemble.json`` lists, None when it lists none (a
    single model's folder) or ``$VAROMETER_STANCE_READER`` is ``first``. Raises ValueError for a file that names no folder or one
    without weights, so a broken install says so at load, not mid-analysis."""
    listing = path / ENSEMBLE_FILE
    if not listing.is_file() or chosen_reader() == "first":
        return None
    data = json.loads(listing.read_text(encoding="utf-8"))
    names = (data.get("members") if isinstance(data, dict) else None) or []
    dirs = [(path / str(name)).resolve() for name in names]
    missing = [str(d) for d in dirs if not (d / "config.json").is_file()]
    if not dirs or missing:
        raise ValueError(f"{listing}: no member weights in {', '.join(missing) or 'members'}")
    return dirs


class StanceEnsemble:
    """Reads like a :class:`~nlp.stance.model.StanceModel` (``predict``, ``scores``,
    ``precision``, ``about_var_threshold``, ``speaker_blend``), averaging its members."""

    def __init__(self, members: Sequence[Member]):
        if not members:
            raise ValueError("an ensemble needs at least one member")
        self.members = list(members)
        self.about_var_threshold = self.members[0].about_var_threshold
        self.speaker_blend = self.members[0].speaker_blend

    @property
    def precision(self) -> str:
        return self.members[0].precision

    @precision.setter
    def precision(self, value: str | None) -> None:
        for member in self.members:
            member.precision = value  # type: ignore[assignment]

    def scores(
        self, items: Sequence[StanceInput], batch_size: int = 64
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Return the members' mean stance probabilities [N,3] and about-VAR scores [N]."""
        read = [member.scores(items, batch_size) for member in self.members]
        probs = torch.stack([p for p, _ in read]).mean(0)
        var = torch.stack([v for _, v in read]).mean(0)
        return probs, var

    def predict(self, items: Sequence[StanceInput], batch_size: int = 64) -> list[StancePrediction]:
        """Return one prediction per item, in input order, from the averaged scores."""
        probs, var = self.scores(items, batch_size)
        return predictions(items, probs, var, self.about_var_threshold, self.speaker_blend)
