"""Choose the precision the stance encoder runs in: bf16 where the CPU has it natively.

See :mod:`nlp.stance.model` ("Precision") for why bf16 is chosen only on CPUs with
AVX512-BF16 or AMX, and why each bf16 input is padded on its own.
"""

from __future__ import annotations

import os
import platform

import torch

# In bf16 a quote's logits moved (up to ~0.05) when it was padded past a multiple of 16
# tokens, and not with the rows batched beside it (~1e-6 at one width): so each input is
# padded to the next multiple of this on its own, and its scores do not depend on its
# neighbours. 16 keeps the extra tokens near 8% at ~100 tokens a quote.
BF16_PAD_MULTIPLE = 16
PRECISION_ENV = "VAROMETER_PRECISION"
PRECISIONS = ("auto", "bf16", "fp32")


def native_bf16() -> bool:
    """Return True when this CPU does bfloat16 arithmetic in hardware.

    x86: AVX512-BF16 or AMX. oneDNN's own check is not used there: it also says yes for
    plain AVX-512, where bf16 is emulated and slower than fp32. Other architectures: oneDNN.
    """
    try:
        if platform.machine().lower() in {"x86_64", "amd64", "i386", "i686"}:
            return bool(torch.cpu._is_avx512_bf16_supported() or torch.cpu._is_amx_tile_supported())
        return bool(
            torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported()
        )
    except (AttributeError, RuntimeError):
        return False


def resolve_precision(precision: str | None = None) -> str:
    """Return ``"bf16"`` or ``"fp32"`` for ``precision`` (default: ``$VAROMETER_PRECISION``
    or ``"auto"``). ``auto`` picks bf16 only where the CPU has native bf16. Raises
    ``ValueError`` for any other value.
    """
    source = "precision" if precision else f"${PRECISION_ENV}"
    choice = (precision or os.environ.get(PRECISION_ENV) or "auto").strip().lower()
    if choice not in PRECISIONS:
        raise ValueError(f"{source} must be one of {', '.join(PRECISIONS)}, not {choice!r}")
    if choice == "auto":
        return "bf16" if native_bf16() else "fp32"
    return choice
