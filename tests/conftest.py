"""Shared fixtures: the heavy models load once per test session."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# Rich sizes tables and Typer's error panels to the terminal. Fix the width so that a test
# reads the same output in a narrow terminal, in CI and here (a user's terminal is not changed).
os.environ["COLUMNS"] = "200"
os.environ.pop("LINES", None)

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SEED = SHARED / "seed" / "conte-var-offside.txt"
DEMO = ROOT / "corpora" / "demo-season"


@pytest.fixture(scope="session")
def pipeline():
    """The full spaCy pipeline with the built-in registers only."""
    from nlp.pipeline import build_pipeline

    return build_pipeline()


@pytest.fixture(scope="session")
def demo_pipeline():
    """The full spaCy pipeline with the demo season's registers."""
    from nlp.pipeline import build_pipeline

    return build_pipeline([str(DEMO)])
