"""The stance encoder's LoRA merge is cached (issue 46): the first load merges and writes the
merged weights, later loads read them without importing peft and hold the same tensors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nlp.analyse import stance_model_available
from nlp.stance.encoder import CACHE_ENV
from nlp.stance.merged import MERGED_DIRNAME, same_weights

pytestmark = pytest.mark.skipif(not stance_model_available(), reason="no stance weights")
ROOT = Path(__file__).resolve().parents[1]


def _merged_files(cache: Path) -> list[Path]:
    return sorted((cache / MERGED_DIRNAME).glob("*.safetensors"))


def test_the_merge_is_cached_and_read_back_the_same(tmp_path, monkeypatch) -> None:
    from nlp.stance.model import StanceModel

    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    merged = StanceModel.load(precision="fp32")
    [cached] = _merged_files(tmp_path)
    again = StanceModel.load(precision="fp32")
    assert same_weights(merged.net.encoder, again.net.encoder)
    assert _merged_files(tmp_path) == [cached]


def test_a_torn_cache_file_is_merged_again(tmp_path, monkeypatch) -> None:
    from nlp.stance.model import StanceModel

    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    good = StanceModel.load(precision="fp32")
    [cached] = _merged_files(tmp_path)
    cached.write_bytes(b"not a safetensors file")
    again = StanceModel.load(precision="fp32")
    assert same_weights(good.net.encoder, again.net.encoder)
    assert cached.stat().st_size > 1000  # written whole again


def test_a_cached_load_does_not_import_peft(tmp_path) -> None:
    code = (
        "import sys\n"
        "from nlp.stance.model import StanceModel\n"
        "StanceModel.load(precision='fp32')\n"
        "print('peft' in sys.modules)\n"
    )
    env = {"HF_HUB_OFFLINE": "1", CACHE_ENV: str(tmp_path), "PATH": "/usr/bin:/bin"}
    first = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    second = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert first.stdout.split()[-1] == "True", first.stderr[-2000:]
    assert second.stdout.split()[-1] == "False", second.stderr[-2000:]
