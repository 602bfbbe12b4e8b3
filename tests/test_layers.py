"""The house rules: imports go one way, one module registers the Doc and Span attributes,
and every component says what it reads and writes."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NLP = ROOT / "nlp"


def _module_name(path: Path) -> str:
    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    return name.removesuffix(".__init__")


def _import_graph() -> dict[str, set[str]]:
    """Module -> the nlp modules it imports, at the top or inside a function alike."""
    paths = {_module_name(p): p for p in NLP.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for name, path in paths.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                subs = [f"{node.module}.{a.name}" for a in node.names]
                subs = [s for s in subs if s in paths]
                targets += subs
                if len(subs) < len(node.names):
                    targets.append(node.module)
            elif isinstance(node, ast.Import):
                targets += [a.name for a in node.names]
            graph[name] |= {t for t in targets if t in paths and t != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Return the strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles_in_nlp() -> None:
    assert _cycles(_import_graph()) == []


@pytest.mark.parametrize(
    "package",
    [
        "speakers",
        "reports",
        "store",
        "incidents",
        "quotes",
        "cli",
        "sieve",
        "entities",
        "descriptors",
        "reported",
    ],
)
def test_a_packages_modules_import_only_those_above_them_in_its_map(package: str) -> None:
    """Each package's ``__init__.py`` (``nlp/speakers/__init__.py``, ...) lists its modules
    in layer order; each imports only modules listed before it."""
    import importlib

    doc = importlib.import_module(f"nlp.{package}").__doc__ or ""
    order = re.findall(r"^ *``(\w+)`` ", doc, re.MULTILINE)
    modules = {p.stem for p in (NLP / package).glob("*.py")} - {"__init__"}
    assert sorted(order) == sorted(modules), "the map lists every module once"
    graph = _import_graph()
    for name in order:
        used = {m.split(".")[-1] for m in graph[f"nlp.{package}.{name}"]} & modules
        later = [m for m in used if order.index(m) > order.index(name)]
        assert not later, f"nlp.{package}.{name} imports {later}, listed after it"


def test_only_the_command_line_imports_the_command_line() -> None:
    """``nlp.cli`` is the top layer: the library never imports it."""
    graph = _import_graph()
    users = sorted(
        name
        for name, imported in graph.items()
        if not name.startswith("nlp.cli") and any(m.startswith("nlp.cli") for m in imported)
    )
    assert users == []


def test_one_module_registers_every_doc_and_span_attribute() -> None:
    registering = sorted(
        str(p.relative_to(ROOT))
        for p in NLP.rglob("*.py")
        if "set_extension(" in p.read_text(encoding="utf-8")
    )
    assert registering == ["nlp/extensions.py"]


@pytest.mark.slow
def test_every_component_declares_what_it_requires_and_assigns(pipeline) -> None:  # noqa: ANN001
    """What a varometer component requires is assigned by one before it, but for the
    article's metadata, which ``nlp.pipeline`` sets on the Doc before the pipeline runs,
    and the part of speech, which the model's attribute ruler sets without declaring it."""
    from spacy.language import Language

    from nlp.extensions import DOC_EXTENSIONS, SPAN_EXTENSIONS

    ours = [name for name in pipeline.pipe_names if name.startswith("varometer_")]
    declared: set[str] = set()
    for name in ours:
        meta = Language.get_factory_meta(pipeline.get_pipe_meta(name).factory)
        assert meta.assigns, f"{name} declares no assigns"
        declared |= set(meta.assigns)
    before_the_pipeline = {"doc._.published", "doc._.byline", "doc._.title"}
    problems = pipeline.analyze_pipes()["problems"]
    for name in ours:
        assert set(problems[name]) <= before_the_pipeline | {"token.pos"}, name
    # every attribute registered is one a component (or nlp.pipeline) sets
    # varometer_reported is in the pipeline only with reported speech on; what it assigns
    # is registered all the same
    optional = set(Language.get_factory_meta("varometer_reported").assigns)
    registered = {f"doc._.{n}" for n in DOC_EXTENSIONS} | {f"span._.{n}" for n in SPAN_EXTENSIONS}
    assert registered <= declared | before_the_pipeline | optional
