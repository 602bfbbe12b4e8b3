"""The README's Python API example runs as written (issue 47).

The example is the README's one ```python block; it is executed from the repository root in a
fresh namespace, so a renamed function, a changed signature or a wrong expectation in the
README fails here. It loads spaCy (no stance model: the example passes stance=False).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def readme_example() -> str:
    """Return the README's Python example (its only ```python block)."""
    blocks = PYTHON_BLOCK.findall(README.read_text(encoding="utf-8"))
    assert len(blocks) == 1, f"README.md should hold one ```python block, found {len(blocks)}"
    return blocks[0]


def test_readme_example_is_in_the_python_api_section() -> None:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Python API") :]
    section = section[: section.index("\n## ", 1)]
    assert "```python" in section
    code = readme_example()
    for name in ("get_pipeline", "extract_quotes", "AnalyseOptions", "analyse", "quotes_frame"):
        assert name in code


@pytest.mark.slow
def test_readme_example_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code = readme_example()
    monkeypatch.chdir(ROOT)  # the example names corpora/demo-season relative to the root
    namespace: dict[str, object] = {"__name__": "__readme__"}
    exec(compile(code, str(README), "exec"), namespace)
    out = capsys.readouterr().out

    # What the example's comment says step 1 prints.
    expected = re.search(r"^# (Marco Bellandi \| .+)$", code, re.MULTILINE)
    assert expected, "the example should show step 1's output in a comment"
    assert expected.group(1).strip() in out

    # Step 2: one article analysed into the store, its quote back as a DataFrame row.
    assert "1 article(s), 1 quote(s)" in out
    frame = namespace["frame"]
    assert list(frame["speaker"]) == ["Marco Bellandi"]
    assert list(frame["role"]) == ["manager"]
    assert list(frame["club"]) == ["Harbourside Athletic"]
    assert frame["stance"].isna().all()  # stance=False: no stance model was run
