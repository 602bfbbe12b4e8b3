"""Shared fixtures: the heavy models load once per test session."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from nlp.ingest.base import Skipped
from nlp.models import Article

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# Rich sizes tables and Typer's error panels to the terminal. Fix the width so that a test
# reads the same output in a narrow terminal, in CI and here (a user's terminal is not changed).
os.environ["COLUMNS"] = "200"
os.environ.pop("LINES", None)


def collect(results: Iterator[Article | Skipped]) -> tuple[list[Article], list[Skipped]]:
    """Split an ingest result stream into its articles and its skips, each in order."""
    articles: list[Article] = []
    skipped: list[Skipped] = []
    for result in results:
        (articles if isinstance(result, Article) else skipped).append(result)
    return articles, skipped


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
def reported_pipeline():
    """The same with reported speech on (``nlp.reported``; off by default)."""
    from nlp.pipeline import build_pipeline

    return build_pipeline(reported=True)


@pytest.fixture(scope="session")
def demo_pipeline():
    """The full spaCy pipeline with the demo season's registers."""
    from nlp.pipeline import build_pipeline

    return build_pipeline([str(DEMO)])


# --- the demo season stored with its gold quotes as the analysis (report tests) -----------


def _gold_store(db: Path, stances: bool = True) -> Path:
    """Store the demo season with its gold quotes as the analysis; with ``stances=False``
    about_var, stance and stance_score are left null, as ``analyse`` leaves them when the
    stance model is missing."""
    from nlp import reports as R
    from nlp.models import Quote
    from nlp.store import Store

    articles = R.demo_articles(DEMO)
    by_article: dict[str, list] = {}
    for g in R.gold_rows(DEMO, articles):
        by_article.setdefault(g.article_id, []).append(g)
    with Store(db) as store:
        store.start_run("analyse", {"inputs": [str(DEMO)]})
        for article in articles:
            quotes = [
                Quote(
                    text=g.text,
                    start=g.start,
                    end=g.end,
                    speaker=g.speaker,
                    role=g.role,
                    club=g.club,
                    about_var=g.about_var if stances else None,
                    stance=g.stance if stances and g.about_var else None,
                    stance_score=1.0 if stances and g.about_var and g.stance else None,
                )
                for g in by_article.get(article.id, [])
            ]
            store.add_article(article, quotes, analysis_version="gold")
    return db


@pytest.fixture(scope="session")
def gold_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A varometer database holding the demo season with its gold quotes as the analysis."""
    return _gold_store(tmp_path_factory.mktemp("db") / "gold.db")


@pytest.fixture(scope="session")
def nostance_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same with no stance at all: what `analyse` stores without the stance model."""
    return _gold_store(tmp_path_factory.mktemp("db") / "nostance.db", stances=False)
