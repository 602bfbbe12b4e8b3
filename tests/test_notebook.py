"""The season-tracking notebook runs top to bottom on the demo season (gold fallback)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "notebooks" / "season_tracking.ipynb"
DEMO = ROOT / "corpora" / "demo-season"


def test_notebook_outputs_are_clean() -> None:
    """The notebook is stored executed (so it reads on a code host): its outputs hold no
    error, no traceback and no absolute path of the machine that ran it."""
    nbformat = pytest.importorskip("nbformat")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert outputs and all(o.get("output_type") != "error" for o in outputs)
    text = nbformat.writes(nb)
    for leak in ("Traceback", str(ROOT), str(Path.home())):
        assert leak not in text


@pytest.mark.skipif(not (DEMO / "gold.jsonl").exists(), reason="demo season gold not built")
def test_notebook_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    # Write the notebook's reports to a temporary folder, not the repository's out/.
    monkeypatch.setenv("VAROMETER_NOTEBOOK_OUT", str(tmp_path))
    # Read the gold, whatever out/demo.db a `make demo` may have left: the same run every time.
    monkeypatch.setenv("VAROMETER_NOTEBOOK_DB", str(tmp_path / "no.db"))
    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(ROOT)}}
    )
    client.execute()
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors
    for name in ("season.png", "season.html", "season.csv", "digest.html"):
        assert (tmp_path / name).stat().st_size > 0
    text = "".join(
        o.get("text", "")
        for c in nb.cells
        for o in c.get("outputs", [])
        if o.get("name") == "stdout"
    )
    assert "quotes from" in text and "managers" in text
