"""The bundled demo season: every gold record is valid and the corpus has what it promises."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from nlp.ingest import Skipped, read_inputs
from nlp.models import ROLES, STANCES

DEMO = Path(__file__).resolve().parents[1] / "corpora" / "demo-season"
FORMATS = {".md", ".txt", ".html", ".jsonl", ".csv", ".rss"}


@pytest.fixture(scope="module")
def articles() -> dict:
    found = {}
    for item in read_inputs([str(DEMO / "articles")]):
        assert not isinstance(item, Skipped), str(item)
        assert item.id not in found, f"duplicate article id {item.id}"
        found[item.id] = item
    return found


@pytest.fixture(scope="module")
def gold() -> list[dict]:
    lines = (DEMO / "gold.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def test_every_article_parses_and_every_format_is_there(articles: dict) -> None:
    assert len(articles) >= 60
    suffixes = {Path(a.path).suffix for a in articles.values()}
    assert suffixes >= FORMATS


def test_gold_offsets_point_at_the_quote(articles: dict, gold: list[dict]) -> None:
    for row in gold:
        text = articles[row["article_id"]].text
        assert text[row["start"] : row["end"]] == row["text"], row


def test_gold_labels_are_from_the_allowed_sets(gold: list[dict]) -> None:
    for row in gold:
        assert row["role"] in ROLES, row
        assert row["split"] in ("dev", "test"), row
        assert isinstance(row["about_var"], bool), row
        if row["about_var"]:
            assert row["stance"] in STANCES, row
        else:
            assert row["stance"] is None, row
        assert row["speaker"], row


def test_counts(gold: list[dict], articles: dict) -> None:
    assert len(gold) >= 400
    var = [g for g in gold if g["about_var"]]
    calm = [g for g in var if g["stance"] in ("neutral", "positive")]
    assert len(calm) / len(var) >= 0.20
    incidents: dict[str, set[str]] = {}
    for g in gold:
        if g["incident"]:
            incidents.setdefault(g["incident"], set()).add(g["article_id"])
    covered = [i for i, arts in incidents.items() if len(arts) >= 2]
    assert len(covered) >= 10


def test_split_is_fixed_per_article_and_about_a_third_test(
    gold: list[dict], articles: dict
) -> None:
    split_of: dict[str, set[str]] = {}
    for g in gold:
        split_of.setdefault(g["article_id"], set()).add(g["split"])
    assert all(len(s) == 1 for s in split_of.values()), "an article is in both splits"
    counts = Counter(next(iter(s)) for s in split_of.values())
    share = counts["test"] / sum(counts.values())
    assert 0.25 <= share <= 0.40


def test_registers_parse() -> None:
    from nlp.football.registers import Register

    register = Register.load([DEMO])
    assert register.club("the Gulls").name == "Harbourside Athletic"
    assert register.person("Bellandi").role == "manager"
