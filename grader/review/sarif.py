"""SARIF 2.1.0 for code-scanning UIs (GitHub, Azure DevOps, VS Code's SARIF viewer).

Columns are counted in Unicode code points, and the run says so (`columnKind: unicodeCodePoints`), since SARIF's
default is UTF-16 code units. Every rule of the packs is described in tool.driver.rules with its category and
help text, so viewers can explain a finding without grader at hand."""
from __future__ import annotations

import json

from .. import __version__
from ..rules_engine.loader import load_rules
from .checker import FileResult

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def _rule_descriptor(rule) -> dict:
    flag = rule.examples.flag[0] if rule.examples.flag else None
    example = f"\n\nFlagged: \"{flag.text}\" (marks \"{flag.span}\")." if flag else ""
    ok = f"\nNot flagged: \"{rule.examples.ok[0]}\"." if rule.examples.ok else ""
    return {
        "id": rule.id,
        "name": "".join(part.capitalize() for part in rule.id.split("-")),
        "shortDescription": {"text": rule.description},
        "fullDescription": {"text": f"{rule.description} Category: {rule.category}."},
        "help": {"text": f"{rule.description}{example}{ok}",
                 "markdown": f"**{rule.description}**{example}{ok}"},
        "defaultConfiguration": {"level": _LEVEL[rule.severity]},
        "properties": {"category": rule.category, "tags": [rule.category, "llm-latency"]},
    }


def as_sarif(results: list[FileResult]) -> str:
    rules = load_rules()
    index = {r.id: i for i, r in enumerate(rules)}
    sarif_results, notifications = [], []
    for r in results:
        if r.error:
            notifications.append({"level": "error", "message": {"text": f"{r.path}: {r.error}"},
                                  "locations": [{"physicalLocation": {"artifactLocation": {"uri": r.path}}}]})
        for f in r.findings:
            a = f.annotation
            result = {
                "ruleId": a.rule,
                "level": _LEVEL[f.severity],
                "message": {"text": f"{a.message} {a.correction}".strip()},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": r.path},
                    "region": {"startLine": f.line, "startColumn": f.column, "endLine": f.end_line,
                               "endColumn": f.end_column, "snippet": {"text": a.text}},
                }}],
                "properties": {"category": a.category, "correction": a.correction, "derivation": a.derivation},
            }
            if a.rule in index:
                result["ruleIndex"] = index[a.rule]
            sarif_results.append(result)
    run = {
        "tool": {"driver": {"name": "grader", "version": __version__,
                            "rules": [_rule_descriptor(r) for r in rules]}},
        "columnKind": "unicodeCodePoints",
        "results": sarif_results,
    }
    if notifications:
        run["invocations"] = [{"executionSuccessful": False, "toolExecutionNotifications": notifications}]
    return json.dumps({"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}, indent=2, ensure_ascii=False)
