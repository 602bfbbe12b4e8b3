"""Start-up time: keep spaCy's import from loading torch.

spaCy's numerical layer, thinc, imports torch as soon as it is installed (``thinc.compat``),
which costs about two CPU-seconds -- most of a short ``varometer quotes FILE --no-stance``.
varometer's spaCy pipeline is a CNN pipeline that never hands thinc a torch tensor; torch is
used only by the stance model, which imports it itself. So when ``thinc.compat`` is first
imported and torch is not loaded yet, it is imported with torch hidden (thinc then records
``has_torch = False``), and torch is visible again right after. Nothing else changes: a
later ``import torch`` (the stance model) loads it as usual.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType

_TARGET = "thinc.compat"


class _Loader(importlib.abc.Loader):
    def __init__(self, inner: importlib.abc.Loader) -> None:
        self._inner = inner

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        hidden = "torch" not in sys.modules
        if hidden:
            sys.modules["torch"] = None  # type: ignore[assignment]  # makes `import torch` fail
        try:
            self._inner.exec_module(module)
        finally:
            if hidden and sys.modules.get("torch", 0) is None:
                del sys.modules["torch"]


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != _TARGET or "torch" in sys.modules:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return None
        spec.loader = _Loader(spec.loader)
        return spec


def import_thinc_without_torch() -> None:
    """Arrange for thinc to be imported without torch (once; a no-op if thinc is loaded)."""
    if _TARGET in sys.modules or any(isinstance(f, _Finder) for f in sys.meta_path):
        return
    sys.meta_path.insert(0, _Finder())
