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


# ---- the blind second annotation (benchmarks/agreement.py) ----


def _agreement_module():
    import importlib.util

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "agreement.py"
    spec = importlib.util.spec_from_file_location("agreement_bench", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_second_annotation_labels_every_gold_quote_once() -> None:
    pairs = _agreement_module().load_pairs()
    assert len(pairs) == len((DEMO / "gold.jsonl").read_text(encoding="utf-8").splitlines())
    for _, second in pairs:
        assert isinstance(second["about_var"], bool)
        if second["about_var"]:
            assert second["stance"] in STANCES
        else:
            assert second["stance"] is None


def test_second_annotation_out_of_step_with_gold_is_refused(tmp_path: Path) -> None:
    bench = _agreement_module()
    gold_rows = (DEMO / "gold.jsonl").read_text(encoding="utf-8").splitlines()[:3]
    gold = tmp_path / "gold.jsonl"
    gold.write_text("\n".join(gold_rows) + "\n", encoding="utf-8")
    second = tmp_path / "second.jsonl"
    shifted = []
    for line in gold_rows:
        row = json.loads(line)
        shifted.append({**row, "start": row["start"] + 1})  # offsets of an older gold file
    second.write_text("\n".join(json.dumps(r) for r in shifted) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="3 gold quotes unlabelled, 3 labels for no gold"):
        bench.load_pairs(gold, second)


def test_agreement_measures() -> None:
    bench = _agreement_module()
    assert bench.cohen_kappa(["a", "b", "a", "b"], ["a", "b", "a", "b"]) == 1.0
    # Both readers say "a" half the time, independently: agreement is what chance gives.
    assert bench.cohen_kappa(["a", "a", "b", "b"], ["a", "b", "a", "b"]) == pytest.approx(0.0)
    assert bench.macro_f1(
        ["negative", "neutral", "positive"], ["negative", "neutral", "neutral"]
    ) == (pytest.approx((1 + 2 / 3 + 0) / 3))


def test_second_annotation_may_end_in_a_blank_line(tmp_path: Path) -> None:
    bench = _agreement_module()
    second = tmp_path / "second.jsonl"
    second.write_text(
        (DEMO / "second-annotation.jsonl").read_text(encoding="utf-8") + "\n", encoding="utf-8"
    )
    # was json.JSONDecodeError: the gold file's blank lines were skipped, the second's parsed
    assert len(bench.load_pairs(DEMO / "gold.jsonl", second)) == 680


def test_model_predictions_of_one_split_are_keyed_by_its_quotes(monkeypatch) -> None:  # noqa: ANN001
    import nlp.stance.model as stance_model

    bench = _agreement_module()

    class Fake:
        def predict(self, inputs):  # noqa: ANN001, ANN202
            return [
                stance_model.StancePrediction(True, 1.0, "neutral", 1.0, {"neutral": 1.0})
            ] * len(inputs)

    monkeypatch.setattr(stance_model, "get_model", lambda *a, **k: Fake())
    gold = [json.loads(line) for line in (DEMO / "gold.jsonl").open(encoding="utf-8")]
    test_keys = {bench._key(g) for g in gold if g["split"] == "test"}
    # was keyed by the first 242 rows of the whole gold file, dev quotes among them
    assert set(bench.model_predictions(("test",))) == test_keys


@pytest.mark.parametrize(("name", "articles", "quotes", "split"), [
    ("fresh-test", 24, 200, "test"),
    ("fresh-dev", 20, 170, "dev"),
])  # fmt: skip
def test_the_fresh_sets_point_at_their_quotes_with_valid_labels(
    name: str, articles: int, quotes: int, split: str
) -> None:
    folder = DEMO.parent / name
    texts = {a.id: a.text for a in read_inputs([str(folder / "articles")])}
    rows = [json.loads(line) for line in (folder / "gold.jsonl").read_text("utf-8").splitlines()]
    assert len(texts) == articles and len(rows) == quotes
    for row in rows:
        assert texts[row["article_id"]][row["start"] : row["end"]] == row["text"], row
        assert row["role"] in ROLES and row["split"] == split, row
        assert (row["stance"] in STANCES) if row["about_var"] else row["stance"] is None, row
