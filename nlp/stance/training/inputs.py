"""Assemble a stance run's data: the training inputs, the dev sets and the held-out parts.

Every split is seeded by the run's seed, so runs that differ only in model settings train,
select and report on the same quotes. The training inputs are concatenated in a fixed
order (NewsMTSC, its about-VAR negatives, football, extra football, articles, extra
articles, demo dev, distractor copies, plain-context copies): the batch order, and so the
weights, depend on it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nlp.stance.data import (
    Example,
    article_split,
    distractor_records,
    football_example,
    load_article_set,
    load_demo_gold,
    load_football,
    load_newsmtsc,
    newsmtsc_var_negatives,
    plain_context_records,
    stance_only,
    stratified_split,
    teaches_stance,
)
from nlp.stance.model import StanceInput
from nlp.stance.training.config import DEMO_DIR, TrainConfig, extra_article_folders, repo_path

Records = list[dict[str, Any]]


@dataclass
class TrainingData:
    """What a run learns from, chooses on and reports on (record lists in split order)."""

    examples: list[Example]  # the training inputs, repeats and copies included
    dev: dict[str, list[Example]]  # NewsMTSC authors' dev splits: "rw", "mt"
    fb_train: Records = field(default_factory=list)
    fb_dev: Records = field(default_factory=list)
    fb_test: Records = field(default_factory=list)
    fb_extra: Records = field(default_factory=list)
    art_train: Records = field(default_factory=list)
    art_dev: Records = field(default_factory=list)
    art_test: Records = field(default_factory=list)
    art_extra: Records = field(default_factory=list)
    demo_dev: Records = field(default_factory=list)
    demo_select: Records = field(default_factory=list)
    demo_test: Records = field(default_factory=list)
    plain_context: Records = field(default_factory=list)

    @property
    def pool(self) -> Records:
        """The football dev pool: every choice is made on it (with NewsMTSC dev)."""
        return self.fb_dev + self.art_dev + self.demo_select

    def dev_items(self) -> dict[str, list[StanceInput]]:
        """Return the NewsMTSC dev splits as model inputs."""
        return {
            k: [StanceInput(text=e.text, target=e.target) for e in v] for k, v in self.dev.items()
        }

    def summary(self) -> str:
        """Return the log line that counts every part."""
        return (
            f"data: {len(self.examples)} training inputs (football train/dev/held-out "
            f"{len(self.fb_train)}/{len(self.fb_dev)}/{len(self.fb_test)}"
            + (f" + {len(self.fb_extra)} extra" if self.fb_extra else "")
            + f", articles {len(self.art_train)}/{len(self.art_dev)}/"
            f"{len(self.art_test)}"
            + (f" + {len(self.art_extra)} extra" if self.art_extra else "")
            + (f", {len(self.plain_context)} with a plain context" if self.plain_context else "")
            + f", demo dev train/select {len(self.demo_dev)}/{len(self.demo_select)}), dev "
            f"rw/mt {len(self.dev['rw'])}/{len(self.dev['mt'])} targets"
        )

    def record(self) -> dict[str, Any]:
        """Return the ``data`` part of ``metrics.json`` (sizes and held-out ids)."""
        return {
            "newsmtsc_train_targets": sum(1 for e in self.examples if e.source == "newsmtsc"),
            "newsmtsc_var_negatives": sum(1 for e in self.examples if e.source == "newsmtsc-neg"),
            "football_train": len(self.fb_train),
            "football_dev": len(self.fb_dev),
            "football_heldout": len(self.fb_test),
            "football_heldout_ids": [str(r.get("id")) for r in self.fb_test],
            **({"football_extra_train": len(self.fb_extra)} if self.fb_extra else {}),
            **({"article_extra_train": len(self.art_extra)} if self.art_extra else {}),
            **({"plain_context_train": len(self.plain_context)} if self.plain_context else {}),
            "article_train": len(self.art_train),
            "article_dev": len(self.art_dev),
            "article_heldout": len(self.art_test),
            "article_heldout_ids": sorted({str(r["article"]) for r in self.art_test}),
            "demo_dev_quotes": len(self.demo_dev),
            "demo_dev_select_quotes": len(self.demo_select),
            "demo_test_quotes": len(self.demo_test),
        }


def _newsmtsc(
    cfg: TrainConfig, newsmtsc_dir: Path, seed: int, rng: random.Random
) -> tuple[list[Example], dict[str, list[Example]]]:
    """Return NewsMTSC's training inputs (capped, then the about-VAR negatives) and dev sets."""
    examples = load_newsmtsc(newsmtsc_dir / "train.jsonl")
    if cfg.max_train_examples:
        examples = rng.sample(examples, min(cfg.max_train_examples, len(examples)))
    examples += newsmtsc_var_negatives(newsmtsc_dir / "train.jsonl", cfg.var_negatives, seed)
    dev_files = {
        "rw": newsmtsc_dir / "splits_authors" / "rw" / "dev.jsonl",
        "mt": newsmtsc_dir / "splits_authors" / "mt" / "dev.jsonl",
    }
    return examples, {k: load_newsmtsc(p) for k, p in dev_files.items()}


def _add_football(
    data: TrainingData, cfg: TrainConfig, football_path: Path | None, seed: int
) -> None:
    """Split the football set (and add the extra file), adding their training inputs."""
    if football_path is not None and Path(football_path).is_file():
        records = load_football(Path(football_path))
        rest, data.fb_test = stratified_split(records, cfg.football_holdout, seed)
        data.fb_train, data.fb_dev = stratified_split(rest, cfg.football_dev, seed + 1)
        data.examples += [football_example(r) for r in data.fb_train] * cfg.football_repeat
    if cfg.extra_football is not None:
        data.fb_extra = load_football(repo_path(cfg.extra_football))
        data.examples += [football_example(r) for r in data.fb_extra] * cfg.football_repeat


def _add_articles(
    data: TrainingData, cfg: TrainConfig, articles_dir: Path | None, seed: int
) -> None:
    """Split the article set by article (and add the extra folders' quotes)."""
    if articles_dir is not None and Path(articles_dir).is_dir():
        art_rest, data.art_test = article_split(
            load_article_set(Path(articles_dir)), cfg.article_holdout, seed
        )
        data.art_train, data.art_dev = article_split(art_rest, cfg.article_dev, seed + 1)
        data.examples += [football_example(r) for r in data.art_train] * cfg.article_repeat
    if cfg.extra_articles is not None:
        art_extra = [r for folder in extra_article_folders(cfg) for r in load_article_set(folder)]
        extra_ex = [football_example(r) for r in art_extra]
        if not cfg.extra_articles_about_var:
            # Only what is trained on is counted in the log, metrics and card.
            art_extra = [r for r, e in zip(art_extra, extra_ex, strict=True) if teaches_stance(e)]
            extra_ex = stance_only(extra_ex)
        data.art_extra = art_extra
        data.examples += extra_ex * cfg.article_repeat


def _add_demo(data: TrainingData, cfg: TrainConfig, seed: int) -> None:
    """Take the demo season's test split, and train / select on its dev split."""
    if not (DEMO_DIR / "gold.jsonl").is_file():
        return
    # One read of the articles serves both splits.
    demo = load_demo_gold(DEMO_DIR / "gold.jsonl", DEMO_DIR / "articles", ("dev", "test"))
    data.demo_test = [r for r in demo if r["split"] == "test"]
    if cfg.demo_dev_repeat:
        data.demo_dev, data.demo_select = article_split(
            [r for r in demo if r["split"] == "dev"], cfg.demo_dev_select, seed
        )
        data.examples += [football_example(r) for r in data.demo_dev] * cfg.demo_dev_repeat


def _add_copies(data: TrainingData, cfg: TrainConfig, seed: int) -> None:
    """Add the distractor-context and plain-context copies of training quotes."""
    distractors = distractor_records(
        data.fb_train + data.art_train + data.demo_dev, cfg.distractor_share, seed
    )
    data.examples += [football_example(r) for r in distractors]
    if cfg.plain_context_var_quotes:
        data.plain_context = plain_context_records(
            data.fb_train + data.fb_extra + data.art_train + data.art_extra + data.demo_dev,
            seed,
            cfg.plain_context_share,
        )
        data.examples += [football_example(r) for r in data.plain_context]


def assemble_data(
    cfg: TrainConfig,
    newsmtsc_dir: Path,
    football_path: Path | None,
    articles_dir: Path | None,
    seed: int,
    rng: random.Random,
) -> TrainingData:
    """Return the run's data; ``rng`` draws only NewsMTSC's cap (``max_train_examples``)."""
    examples, dev = _newsmtsc(cfg, newsmtsc_dir, seed, rng)
    data = TrainingData(examples=examples, dev=dev)
    _add_football(data, cfg, football_path, seed)
    _add_articles(data, cfg, articles_dir, seed)
    _add_demo(data, cfg, seed)
    _add_copies(data, cfg, seed)
    return data
