"""Gold annotations: the one reader of a corpus's ``gold.jsonl``.

Every gold set (``corpora/*/gold.jsonl``, schema in corpora/README.md) is read here, into
:class:`GoldQuote` records: by ``varometer evaluate`` (:mod:`nlp.evaluate`), by the stance
model's training and benchmarks (:func:`nlp.stance.data.load_demo_gold`) and by the reports
on the demo season's gold (:func:`nlp.reports.gold.gold_rows`).
"""

from __future__ import annotations

import json
from dataclasses import MISSING, dataclass
from pathlib import Path
from typing import Any


@dataclass
class GoldQuote:
    """One gold quote (see corpora/README.md for the schema)."""

    article_id: str
    text: str
    start: int
    end: int
    speaker: str | None
    role: str | None
    club: str | None = None
    about_var: bool | None = None
    stance: str | None = None
    incident: str | None = None
    split: str = "dev"
    # Reported speech's gold (issue 48) says its kind: "indirect" or "mixed"; and its cue.
    kind: str = "direct"
    cue: str | None = None

    @classmethod
    def from_dict(cls, row: dict[str, Any]) -> GoldQuote:
        """Return the gold quote of one JSONL row; raise ValueError naming what is missing."""
        if not isinstance(row, dict):
            raise ValueError(f"expected a JSON object, got {type(row).__name__}")
        fields = cls.__dataclass_fields__
        required = [
            name
            for name, f in fields.items()
            if f.default is MISSING and f.default_factory is MISSING and name not in row
        ]
        if required:
            raise ValueError(f"missing field(s): {', '.join(required)}")
        return cls(**{k: v for k, v in row.items() if k in fields})


class UnknownSplitError(ValueError):
    """A split was asked for that the gold file does not have (a usage mistake)."""


def load_gold(path: str | Path, split: str | None = None) -> list[GoldQuote]:
    """Return the gold quotes in a JSONL file, only those of ``split`` when given.

    Raises ValueError with the file and line of a malformed row, and UnknownSplitError (a
    ValueError) when ``split`` names no split the file has (a typo would otherwise score an
    empty set as all zeros).
    """
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                rows.append(GoldQuote.from_dict(json.loads(line)))
            except (ValueError, TypeError) as exc:
                raise ValueError(f"{path}, line {number}: not a gold quote ({exc})") from None
    if split is not None and not any(g.split == split for g in rows):
        have = ", ".join(sorted({g.split for g in rows})) or "none"
        raise UnknownSplitError(f"{path} has no quotes in split {split!r} (its splits: {have})")
    return [g for g in rows if split is None or g.split == split]
