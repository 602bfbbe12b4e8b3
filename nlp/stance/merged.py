"""The stance encoder with its LoRA adapter merged in, cached so a run need not merge it.

A model is shipped as MiniLM plus a small peft adapter (``models/stance/adapter``): the
encoder's own weights come from the pinned package and the repository holds only what
training changed. Merging them needs peft, whose import alone costs about three CPU-seconds
-- in every process that scores stances, so in every worker of ``analyse --workers``. The
first load merges and writes the merged encoder's tensors to the cache folder
(``$VAROMETER_CACHE``, else ``~/.cache/varometer``); later loads read them back into a plain
encoder, without peft. The file's name is a hash of everything the merge reads (the adapter's
files, the base weights, the layer count, peft's version), so a retrained adapter or another
encoder never meets a stale merge. A cache that cannot be written is no error: the merge
is done again next time.
"""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import torch
from torch import nn

from nlp.stance.encoder import cache_root, encoder_path

log = logging.getLogger("varometer")

MERGED_DIRNAME = "stance-merged"
WEIGHTS_FILE = "model.safetensors"


def merge_key(adapter_dir: Path, layers: int | None) -> str:
    """Return the hash naming the merged encoder of ``adapter_dir`` over the base encoder."""
    digest = hashlib.sha256()
    for path in sorted(p for p in adapter_dir.iterdir() if p.is_file()):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    base = encoder_path() / WEIGHTS_FILE
    # The base weights' name and size, not their 90 MB: the pinned package never changes them.
    digest.update(f"{base.resolve()}:{base.stat().st_size}:{layers}:{_peft_version()}".encode())
    return digest.hexdigest()[:32]


def _peft_version() -> str:
    try:
        return version("peft")
    except PackageNotFoundError:
        return "none"


def cached_path(adapter_dir: Path, layers: int | None) -> Path:
    """Return where the merged encoder of ``adapter_dir`` is (or will be) cached."""
    return cache_root() / MERGED_DIRNAME / f"{merge_key(adapter_dir, layers)}.safetensors"


def load_cached(encoder: nn.Module, path: Path) -> bool:
    """Load the cached merged weights at ``path`` into ``encoder``; False when there are none
    or they do not fit (then ``encoder`` is left as it was)."""
    from safetensors.torch import load_file

    if not path.is_file():
        return False
    try:
        state = load_file(str(path))
        missing, unexpected = encoder.load_state_dict(state, strict=False)
    # A torn or foreign file (safetensors raises its own error type): merge again.
    except Exception as e:  # noqa: BLE001
        log.debug("merged stance encoder %s not used: %s", path, e)
        return False
    if missing or unexpected:
        log.debug("merged stance encoder %s does not fit; merging again", path)
        return False
    return True


def save_cached(encoder: nn.Module, path: Path) -> None:
    """Write ``encoder``'s weights to ``path`` atomically; say nothing if it cannot."""
    from safetensors.torch import save_file

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        state = {k: v.detach().contiguous() for k, v in encoder.state_dict().items()}
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        os.close(fd)
        try:
            save_file(state, tmp)
            os.replace(tmp, path)  # two processes merging at once both write whole files
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except OSError as e:
        log.debug("merged stance encoder not cached in %s: %s", path, e)


def same_weights(a: nn.Module, b: nn.Module) -> bool:
    """Return whether two encoders hold identical tensors (for tests and checks)."""
    sa, sb = a.state_dict(), b.state_dict()
    return sa.keys() == sb.keys() and all(torch.equal(sa[k], sb[k]) for k in sa)
