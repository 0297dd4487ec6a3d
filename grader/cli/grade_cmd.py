"""`grader grade`: grade one explanation from a file or standard input."""
from __future__ import annotations

import argparse
import sys

from rich.markup import escape
from rich.text import Text

from ..physics import fmt
from ..report import Report
from .args import UsageError, add_scenario_args, console, scenario_spec

_STYLE = {"error": "bold red", "warning": "bold yellow", "info": "cyan"}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("grade", help="grade an explanation of LLM latency", description=(
        "Find every quantitative and causal claim, check it against the physics model, and mark the errors."))
    p.add_argument("file", nargs="?", default="-", help="text file to grade, or - for standard input (default)")
    add_scenario_args(p)
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def read_text(path: str) -> str:
    try:
        if path == "-":
            if sys.stdin is None or sys.stdin.isatty():
                raise UsageError("no input: give a FILE or pipe text on standard input")
            return sys.stdin.read()
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UsageError(f"{path}: is a directory") from None
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not UTF-8 text") from None


def run(args: argparse.Namespace) -> int:
    text = read_text(args.file)
    from ..grading import grade  # spaCy, torch and the rules load only for the commands that grade

    report = grade(text, scenario=scenario_spec(args))
    if args.format == "json":
        print(report.model_dump_json(indent=2))
    else:
        render(text, report)
    return 0


def render(text: str, report: Report) -> None:
    out = console()
    marked = Text(text)
    for n, a in enumerate(report.annotations, 1):
        marked.stylize(_STYLE[a.severity] + " underline", a.start, a.end)
    out.print(marked)
    out.print()
    flags = [a for a in report.annotations if a.severity in ("error", "warning")]
    out.print(f"[bold]Score {report.score}/100[/] - {len(flags)} flag(s), {len(report.claims)} claim(s) checked")
    for n, a in enumerate(report.annotations, 1):
        out.print(f"\n[{_STYLE[a.severity]}]{n}. {a.severity} {escape(a.rule)}[/] ({a.category}) "
                  f"[bold]{escape(repr(a.text))}[/]", highlight=False)
        out.print(f"   {escape(a.message)}", highlight=False)
        out.print(f"   [green]Correction:[/] {escape(a.correction)}", highlight=False)
        out.print(f"   [dim]Derivation: {escape(a.derivation)}[/]", highlight=False)
    b = report.budget
    parts = ", ".join(f"{c.name} {fmt.seconds_band(c.seconds)} ({c.share * 100:.1f}%)" for c in b.components
                      if c.seconds.hi > 0)
    s = report.scenario
    out.print(f"\n[bold]Corrected budget[/] ({s['model']} on {s['gpus']} x {s['hardware']}, {s['output_tokens']} output tokens): "
              f"{parts}; total {fmt.seconds_band(b.total_seconds)}", highlight=False)
