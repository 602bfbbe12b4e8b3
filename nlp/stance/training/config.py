"""The settings of a stance training run and the paths it reads.

:class:`TrainConfig` holds every hyper-parameter with the default chosen by experiment;
:func:`config_record` says which of them a run's ``metrics.json`` keeps. Path helpers live
here too because settings name folders relative to the repository root. Reading
``--set KEY=VALUE`` strings is in :mod:`nlp.stance.training.overrides`, which also checks a
teacher, so this module stays below the teacher code.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from nlp.stance.model import check_text_pool

REPO_ROOT = Path(__file__).resolve().parents[3]
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


def teacher_parts(teacher: str | Path, key: str = "teacher") -> list[str]:
    """Return the entries of a ``teacher`` (or ``extra_articles``) setting, split at ",";
    ``ValueError`` for an empty one."""
    parts = [part.strip() for part in str(teacher).split(",")]
    if not all(parts):
        raise ValueError(f"{key}: an empty entry in {str(teacher)!r}")
    return parts


def extra_article_folders(cfg: TrainConfig) -> list[Path]:
    """Return the folders ``extra_articles`` names (comma-separated), in the order given."""
    if cfg.extra_articles is None:
        return []
    return [repo_path(part) for part in teacher_parts(cfg.extra_articles, "extra_articles")]


def repo_relative(path: str) -> str:
    """Return ``path`` relative to the repository root when inside it, else absolute."""
    where = Path(path).resolve()
    return str(where.relative_to(REPO_ROOT) if where.is_relative_to(REPO_ROOT) else where)


def check_ema_decay(decay: float) -> float:
    """Return ``decay``; ValueError unless it lies strictly between 0 and 1."""
    if not 0.0 < decay < 1.0:
        raise ValueError(f"ema_decay must be between 0 and 1 (exclusive), not {decay}")
    return decay


def check_config(cfg: TrainConfig) -> None:
    """Raise ValueError for settings that cannot go together or name missing data.

    Checked before any data is loaded, not after minutes of it.
    """
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
