"""Findings -> text, json, rdjsonl (reviewdog) and GitHub workflow commands. SARIF lives in sarif.py."""
from __future__ import annotations

import json

from .. import __version__
from .checker import FileResult

TOOL = "grader"
_RDJSON_SEVERITY = {"error": "ERROR", "warning": "WARNING", "info": "INFO"}
_GITHUB_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def text(results: list[FileResult], console) -> None:
    styles = {"error": "bold red", "warning": "yellow", "info": "cyan"}
    for r in results:
        for f in r.findings:
            a = f.annotation
            console.print(f"[bold]{r.path}:{f.line}:{f.column}[/]: [{styles[f.severity]}]{f.severity}[/] "
                          f"[dim]{a.rule}[/] {a.message}", highlight=False, soft_wrap=True)
            console.print(f"    [green]correction:[/] {a.correction}", highlight=False, soft_wrap=True)


def as_json(results: list[FileResult]) -> str:
    files = []
    for r in results:
        entry = {"path": r.path, "annotations": [
            {**f.annotation.model_dump(mode="json"), "line": f.line, "column": f.column, "end_line": f.end_line,
             "end_column": f.end_column} for f in r.findings]}
        if r.error:
            entry["error"] = r.error
        files.append(entry)
    return json.dumps({"tool": TOOL, "version": __version__, "files": files}, indent=2, ensure_ascii=False)


def rdjsonl(results: list[FileResult]) -> str:
    """reviewdog's rdjsonl: 1-based lines, columns in UTF-8 bytes; a suggestion where the fix is a drop-in."""
    out = []
    for r in results:
        for f in r.findings:
            a = f.annotation
            rng = {"start": {"line": f.line, "column": f.column_utf8},
                   "end": {"line": f.end_line, "column": f.end_column_utf8}}
            diagnostic = {
                "message": f"{a.message} {a.correction}".strip(),
                "location": {"path": r.path, "range": rng},
                "severity": _RDJSON_SEVERITY[f.severity],
                "source": {"name": TOOL},
                "code": {"value": a.rule},
            }
            if a.replacement:
                diagnostic["suggestions"] = [{"range": rng, "text": a.replacement}]
            out.append(json.dumps(diagnostic, ensure_ascii=False))
    return "\n".join(out) + ("\n" if out else "")


def _escape_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(value: str) -> str:
    return _escape_data(value).replace(":", "%3A").replace(",", "%2C")


def github(results: list[FileResult]) -> str:
    """GitHub Actions workflow commands: each finding becomes an annotation on the pull request."""
    out = []
    for r in results:
        for f in r.findings:
            a = f.annotation
            props = (f"file={_escape_property(r.path)},line={f.line},col={f.column},endLine={f.end_line},"
                     f"endColumn={f.end_column},title={_escape_property(a.rule)}")
            out.append(f"::{_GITHUB_LEVEL[f.severity]} {props}::{_escape_data(f'{a.message} {a.correction}')}")
        if r.error:
            out.append(f"::error file={_escape_property(r.path)},title=grader::{_escape_data(r.error)}")
    return "\n".join(out) + ("\n" if out else "")
