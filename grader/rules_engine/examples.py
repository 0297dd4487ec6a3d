"""Run every rule's own examples, LanguageTool-style: each `flag` text must be marked by that rule at exactly
its span; each `ok` text must come back with no flag at all."""
from __future__ import annotations

from dataclasses import dataclass

from .loader import load_rules
from .schema import Rule


@dataclass
class ExampleResult:
    rule: str
    kind: str  # "flag" or "ok"
    text: str
    passed: bool
    detail: str


def run_examples(rule: Rule, all_rules=None) -> list[ExampleResult]:
    from ..grading import grade

    rules = all_rules or load_rules()
    results = []
    for ex in rule.examples.flag:
        report = grade(ex.text, rules=rules)
        marks = [a for a in report.annotations if a.rule == rule.id]
        hit = any(a.text == ex.span for a in marks)
        got = ", ".join(f"{a.rule}:{a.text!r}" for a in report.annotations) or "no flags"
        results.append(ExampleResult(rule.id, "flag", ex.text, hit, "" if hit else f"expected {ex.span!r}; got {got}"))
    for text in rule.examples.ok:
        report = grade(text, rules=rules)
        flags = [a for a in report.annotations if a.severity in ("error", "warning")]
        got = ", ".join(f"{a.rule}:{a.text!r}" for a in flags)
        results.append(ExampleResult(rule.id, "ok", text, not flags, "" if not flags else f"flagged {got}"))
    return results


def run_all() -> list[ExampleResult]:
    rules = load_rules()
    return [r for rule in rules for r in run_examples(rule, rules)]
