"""The attribution sieve (issue 44): every rule's examples run end to end through the
pipeline and give both the expected speaker and the rule's own id; the rules run in the
order the module's docstring gives."""

from __future__ import annotations

import re

import pytest

from nlp import sieve
from nlp.models import Article, Quote
from nlp.pipeline import extract_quotes

EXAMPLES = [
    pytest.param(r.id, example, id=f"{r.id}-{n}")
    for r in sieve.RULES
    for n, example in enumerate(r.examples)
]


def _quote(pipeline, example: sieve.Example) -> Quote:  # noqa: ANN001
    quotes = next(extract_quotes([Article(id="example", text=example.text)], pipeline))[1]
    found = [q for q in quotes if example.quote in q.text]
    assert len(found) == 1, f"no one quote holds {example.quote!r}: {quotes}"
    return found[0]


@pytest.mark.slow
@pytest.mark.parametrize(("rule_id", "example"), EXAMPLES)
def test_every_rules_examples_give_its_speaker_by_that_rule(request, rule_id, example) -> None:
    # reported speech is off by default: its rules' examples run with it on
    fixture = "reported_pipeline" if rule_id.startswith("reported.") else "pipeline"
    q = _quote(request.getfixturevalue(fixture), example)
    assert (q.speaker, q.rule) == (example.speaker, rule_id)
    # a speaker comes with how its mention was resolved; no speaker, no resolver
    assert (q.resolver is not None) == (q.speaker is not None)


def test_every_rule_has_an_id_a_one_line_docstring_and_an_example() -> None:
    ids = [r.id for r in sieve.RULES]
    assert len(ids) == len(set(ids))
    for r in sieve.RULES:
        assert re.fullmatch(r"[a-z]+(?:[.-][a-z]+)*", r.id), r.id
        assert r.doc and r.examples, r.id


def test_the_rules_run_in_the_order_the_module_says() -> None:
    # the numbered list in the module's docstring is the order of attribution
    listed = re.findall(r"^\d+\. ``([a-z.-]+)``", sieve.__doc__ or "", re.MULTILINE)
    assert listed == [r.id for r in sieve.RULES]
    # and the rule functions are defined in that order, top to bottom
    lines = [r.find.__code__.co_firstlineno for r in sieve.RULES]
    assert lines == sorted(lines)


def test_the_last_rule_decides_every_quote() -> None:
    last = sieve.RULES[-1]
    assert last.id == "none"
    decided = last.find(None)  # type: ignore[arg-type]  # it reads nothing of the quote
    assert decided is not None and decided.speaker is None
