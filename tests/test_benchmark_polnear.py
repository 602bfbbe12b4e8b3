"""The PolNeAR harness's reading of an annotation file (no model is loaded)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_SPEC = importlib.util.spec_from_file_location(
    "polnear_bench", Path(__file__).resolve().parents[1] / "benchmarks" / "polnear.py"
)
polnear = importlib.util.module_from_spec(_SPEC)
sys.modules[_SPEC.name] = polnear  # dataclasses look their module up there
_SPEC.loader.exec_module(polnear)
# --mode all (benchmarks/polnear_all.py), which reads the direct mode's harness
_SPEC_ALL = importlib.util.spec_from_file_location(
    "polnear_all_bench", Path(__file__).resolve().parents[1] / "benchmarks" / "polnear_all.py"
)
polnear_all = importlib.util.module_from_spec(_SPEC_ALL)
sys.modules[_SPEC_ALL.name] = polnear_all
_SPEC_ALL.loader.exec_module(polnear_all)

TEXT = (
    "“We were robbed,” Ms. Vale said on Tuesday, “and everyone saw it.” "
    "The mayor called it “a disgrace” in a statement. "
    "“Nobody listens,” Mr. Penrose told reporters."
)


def _span(needle: str, occurrence: int = 0) -> tuple[int, int]:
    start = -1
    for _ in range(occurrence + 1):
        start = TEXT.index(needle, start + 1)
    return start, start + len(needle)


def _write(tmp_path: Path) -> Path:
    content1 = (_span("“We")[0], _span("it.”")[1])
    content2 = _span("“a disgrace”")
    content3 = _span("“Nobody listens,”")
    rows = [
        ("T1", "Source", _span("Ms. Vale")),
        ("T2", "Cue", _span("said")),
        ("T3", "Content", content1),
        ("T4", "Source", _span("The mayor")),
        ("T5", "Cue", _span("called")),
        ("T6", "Content", content2),
        ("T7", "Source", _span("Mr. Penrose")),
        ("T8", "Cue", _span("told")),
        ("T9", "Content", content3),
    ]
    lines = [f"{t}\t{label} {a} {b}\t{TEXT[a:b]}" for t, label, (a, b) in rows]
    lines += [
        "E1\tAttribution:T2 Content:T3 Cue:T2 Source:T1",
        "E2\tAttribution:T5 Content:T6 Cue:T5 Source:T4",
        "E3\tAttribution:T8 Content:T9 Cue:T8 Source:T7",
    ]
    (tmp_path / "text").mkdir()
    (tmp_path / "text" / "story.txt").write_text(TEXT, encoding="utf-8")
    ann = tmp_path / "story_ab12.ann"
    ann.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return ann


def test_a_content_interrupted_by_its_cue_is_scored_as_its_marked_pieces(tmp_path: Path) -> None:
    art = polnear.load_article(_write(tmp_path), tmp_path / "text")
    assert [g.text for g in art.gold] == [
        "We were robbed,” Ms. Vale said on Tuesday, “and everyone saw it.",
        "Nobody listens,",
    ]
    assert [g.text for g in art.pieces] == [
        "We were robbed,",
        "and everyone saw it.",
        "Nobody listens,",
    ]
    assert art.piece_sources == {0: "Ms. Vale", 1: "Ms. Vale", 2: "Mr. Penrose"}
    # "called" is no speech cue, so the mayor's phrase is in no gold list, but its content
    # is known: a prediction there is set aside in scoped scoring, not counted wrong.
    assert _span("“a disgrace”") in art.contents


@pytest.mark.parametrize(
    ("cue", "expected"),
    [
        # the cue lies outside the content: one piece, whatever marks are inside
        ((0, 1), 1),
        # the cue sits between two marked pieces
        ("said", 2),
    ],
)
def test_marked_pieces(cue: tuple[int, int] | str, expected: int) -> None:
    start, end = _span("We were robbed")[0], _span("saw it.")[1]
    if isinstance(cue, str):
        cue = _span(cue)
    assert len(polnear._marked_pieces(TEXT, start, end, cue)) == expected


@pytest.mark.parametrize(
    ("source", "keys"),
    [
        ("Scott Pruitt, the Republican attorney general of Oklahoma,", {"pruitt"}),
        ("Chief Justice Roberts", {"roberts"}),
        ("Secretary of State John F. Kerry", {"kerry"}),
        ("The state’s campaign chairman, Phil Lovas,", {"lovas"}),  # a name set off after
        ("Mr. Grassley and Mr. Leahy", {"grassley", "leahy"}),  # either is right
        ("The campaign", set()),  # "The" is no name
        ("The GOP nominee", set()),  # a description
        ("A spokeswoman for Hillary Clinton", set()),
        ("Gary Johnson’s doctor", set()),
        ("Republicans", set()),  # a group
        ("he", set()),
    ],
)
def test_a_name_source_for_the_all_attributions_mode(source: str, keys: set[str]) -> None:
    assert polnear_all.name_source_keys(source) == keys


def test_every_speech_or_thought_attribution_is_gold_with_its_kind(tmp_path: Path) -> None:
    art = polnear_all.load_all(_write(tmp_path), tmp_path / "text")
    # "called" is a speech verb in this mode; the mayor's content is all in its marks
    assert [g.kind for g in art.gold] == ["direct", "direct", "direct"]
    assert polnear_all.gold_kind(TEXT, [_span("called it “a disgrace”")]) == "mixed"
    assert polnear_all.gold_kind(TEXT, [_span("The mayor called it")]) == "indirect"
    assert [g.cue for g in art.gold] == ["said", "called", "told"]
    assert "believe" in polnear_all.SPEECH_OR_THOUGHT_CUES
    assert (
        "believed" in polnear_all.SPEECH_OR_THOUGHT_CUES
        and "admitted" in polnear_all.SPEECH_OR_THOUGHT_CUES
    )
