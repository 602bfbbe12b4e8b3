"""Knowledge distillation for stance training: the teachers' logits and the loss to match them.

A ``teacher`` setting names saved model folders (their logits are averaged) or a
teacher-labels file an earlier run wrote, so later runs need neither the teachers' weights
nor the time to score them. The file format (keys, tensors, metadata) and its checks sit
beside the code that writes and reads it.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import torch
from torch import nn

from nlp.stance.labels import LABELS
from nlp.stance.model import StanceInput, StanceModel
from nlp.stance.training.config import TrainConfig, repo_path, teacher_parts

# The file a run taught by saved models writes its teachers' logits to (teacher=FILE reads it).
TEACHER_LABELS = "teacher-labels.safetensors"


def teacher_dir(teacher: str | Path) -> Path:
    """Return the folder of a ``teacher`` setting (a relative path is read from the
    repository root); ``ValueError`` when no saved stance model is there."""
    path = repo_path(teacher)
    if not (path / "config.json").is_file():
        raise ValueError(f"teacher {path}: no saved stance model there (no config.json)")
    return path


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


def follow_umask(*paths: Path) -> None:
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
    follow_umask(path)
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


TeacherTargets = tuple[torch.Tensor | None, torch.Tensor | None, str | None]


def teacher_targets(
    teacher: list[Path] | None,
    cfg: TrainConfig,
    examples: Sequence[Any],
    output_dir: Path,
    log: Callable[[str], None],
) -> TeacherTargets:
    """Return the teachers' ``(stance, about-VAR)`` logits on ``examples`` and, for a
    teacher-labels file, the teachers that wrote it (``None``s without a teacher).

    Scored teachers' logits are written to ``output_dir`` at once, so runs taught by the
    same teachers can start from them; a labels file left there by an earlier run is
    removed unless this run wrote it or was taught by it.
    """
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
            teacher_st, teacher_var = teacher_logits(teacher, examples)
        from_file = teacher[0].is_file()
        how = "read" if from_file else "scored"
        log(
            f"teacher {cfg.teacher}: logits for {len(examples)} inputs {how} in {time.time() - tt:.0f}s"
        )
        if not from_file:
            n = write_teacher_labels(
                output_dir / TEACHER_LABELS, examples, teacher_st, teacher_var, cfg.teacher or ""
            )
            log(f"teacher labels for {n} distinct inputs: {output_dir / TEACHER_LABELS}")
    labels = output_dir / TEACHER_LABELS
    # Beside the weights stays only a labels file this run wrote or was taught by.
    keep = teacher is not None and (written_by is None or labels.resolve() == teacher[0].resolve())
    if labels.is_file() and not keep:
        labels.unlink()
    return teacher_st, teacher_var, written_by
