"""`grader rules list|test`: the rule packs and their own examples."""
from __future__ import annotations

import argparse
import json

from rich.table import Table

from ..rules_engine.loader import load_rules
from .args import console


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rules", help="list the rules or run their examples")
    rsub = p.add_subparsers(dest="rules_command", required=True)
    lp = rsub.add_parser("list", help="every rule with its category and severity")
    lp.add_argument("--format", choices=["text", "json"], default="text")
    lp.set_defaults(run=run_list)
    tp = rsub.add_parser("test", help="run every rule's flag / ok examples")
    tp.set_defaults(run=run_test)


def run_list(args: argparse.Namespace) -> int:
    rules = load_rules()
    if args.format == "json":
        print(json.dumps([r.model_dump() for r in rules], indent=2))
        return 0
    table = Table(title=f"{len(rules)} rules")
    for col in ("id", "category", "severity", "check", "description"):
        table.add_column(col)
    for r in rules:
        table.add_row(r.id, r.category, r.severity, r.check, r.description)
    console().print(table)
    return 0


def run_test(args: argparse.Namespace) -> int:
    from ..rules_engine.examples import run_all  # grades every example: the full stack

    results = run_all()
    failed = [r for r in results if not r.passed]
    out = console()
    for r in failed:
        out.print(f"FAIL {r.rule} [{r.kind}] {r.text!r}: {r.detail}", markup=False, highlight=False)
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0
