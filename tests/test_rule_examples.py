"""Every example of every rule, LanguageTool-style (rules/packs/*.yaml)."""
import pytest

from grader.rules_engine.examples import run_examples
from grader.rules_engine.loader import load_rules

RULES = load_rules()
CASES = [(rule, kind, i) for rule in RULES for kind in ("flag", "ok")
         for i in range(len(getattr(rule.examples, kind)))]


@pytest.mark.parametrize("rule, kind, index", CASES, ids=[f"{r.id}-{k}{i}" for r, k, i in CASES])
def test_rule_example(rule, kind, index):
    one = rule.model_copy(update={"examples": rule.examples.model_copy(update={
        "flag": rule.examples.flag[index:index + 1] if kind == "flag" else [],
        "ok": rule.examples.ok[index:index + 1] if kind == "ok" else rule.examples.ok[:1]})})
    results = [r for r in run_examples(one, RULES) if r.kind == kind]
    assert results and all(r.passed for r in results), results[0].detail


def test_every_contract_category_has_a_rule():
    from grader.rules_engine.schema import CATEGORIES
    assert {r.category for r in RULES} == set(CATEGORIES)


def test_every_flagging_rule_has_flag_and_ok_examples():
    for rule in RULES:
        assert rule.examples.ok, rule.id
        if rule.check != "accept":
            assert rule.examples.flag, rule.id


REPLACING = [r for r in RULES if r.replacement]


@pytest.mark.parametrize("rule", REPLACING, ids=[r.id for r in REPLACING])
def test_a_replacement_is_the_models_figure(rule):
    """Where a rule offers a drop-in replacement, its flag examples get one: a figure from the model, in the
    marked claim's units, to put in place of the marked text."""
    from grader import grade
    example = rule.examples.flag[0]
    report = grade(example.text)
    marked = [a for a in report.annotations if a.rule == rule.id]
    assert marked and marked[0].text == example.span
    replacement = marked[0].replacement
    assert replacement and any(ch.isdigit() for ch in replacement) and replacement != example.span
