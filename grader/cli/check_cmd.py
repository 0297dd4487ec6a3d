"""`grader check PATH...`: lint prose files for CI and editors (text, json, sarif, rdjsonl, github)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..review import config as config_mod
from ..review import reporters
from ..review.checker import FileResult
from ..review.files import display_path, expand
from ..review.parallel import check_all
from ..review.sarif import as_sarif
from .args import UsageError, console

FAIL_LEVELS = {"error": {"error"}, "warning": {"error", "warning"}, "never": set()}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("check", help="check Markdown, reST and text files (CI, pre-commit, editors)", description=(
        "Find wrong claims about LLM latency in docs. Folders are searched for .md, .markdown, .txt and .rst "
        "files; quoted globs ('docs/**/*.md') are expanded. Settings come from the nearest .grader.yaml. Exit "
        "status: 0 clean, 1 findings at or above --fail-on, 2 usage or I/O errors."))
    p.add_argument("paths", nargs="+", metavar="PATH", help="files, folders or globs")
    p.add_argument("--format", choices=["text", "json", "sarif", "rdjsonl", "github"], default="text")
    p.add_argument("--fail-on", choices=["error", "warning", "never"], default="error",
                   help="lowest severity that fails the check (default: error)")
    p.add_argument("--config", type=Path, help="use this config file instead of discovering .grader.yaml")
    p.add_argument("--output", "-o", type=Path, help="write the report here instead of standard output")
    p.add_argument("--jobs", "-j", type=int, default=0,
                   help="processes to check files on (default 0: every core, for trees of 16+ files)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    explicit = config_mod.load(args.config) if args.config else None
    files, problems = expand(args.paths)
    tasks = []
    for path in files:
        config = explicit or config_mod.discover(path.resolve().parent)
        if config.selects(path):
            tasks.append((path, display_path(path), config))
    if args.jobs < 0:
        raise UsageError(f"--jobs: expected 0 (auto) or more, got {args.jobs}")
    results: list[FileResult] = check_all(tasks, args.jobs)
    problems += [f"{r.path}: {r.error}" for r in results if r.error]
    _write(args, results)
    for problem in problems:
        print(f"grader: error: {problem}", file=sys.stderr)
    if problems:
        return 2
    failing = FAIL_LEVELS[args.fail_on]
    return 1 if any(f.severity in failing for r in results for f in r.findings) else 0


def _write(args: argparse.Namespace, results: list[FileResult]) -> None:
    if args.format == "text":
        if args.output:
            from rich.console import Console
            with open(args.output, "w", encoding="utf-8") as handle:
                reporters.text(results, Console(file=handle, width=100, no_color=True))
            return
        out = console()
        reporters.text(results, out)
        if not any(r.findings for r in results) and sys.stdout.isatty():
            out.print(f"[green]{len(results)} file(s) checked, no findings[/]")
        return
    body = {"json": reporters.as_json, "sarif": as_sarif, "rdjsonl": reporters.rdjsonl,
            "github": reporters.github}[args.format](results)
    if body and not body.endswith("\n"):
        body += "\n"
    if args.output:
        args.output.write_text(body, encoding="utf-8")
    else:
        sys.stdout.write(body)
