"""Read ``--set KEY=VALUE`` strings into :class:`TrainConfig` overrides.

Kept apart from the settings themselves because checking a teacher setting reads the
teacher's files (:mod:`nlp.stance.training.distill`).
"""

from __future__ import annotations

import difflib
import json
import typing
from collections.abc import Sequence
from types import UnionType
from typing import Any, Union

from nlp.stance.training.config import PATH_SETTINGS, TrainConfig, repo_relative, teacher_parts
from nlp.stance.training.distill import teacher_sources

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
            out[key] = ",".join(repo_relative(part) for part in parts)
    if out.get("teacher") is not None:
        teacher_sources(out["teacher"])
    return out
