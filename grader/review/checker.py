"""Check one file: parse its markup, grade its prose part by part with the document's context, apply the
config's severities and the inline suppressions, and place every finding at its line and column."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..physics import UnknownProfileError
from ..report import Annotation
from . import markdown, plaintext
from ..rules_engine.selection import RuleSelectionError
from .config import Config, ConfigError
from .document import Document, LineIndex
from .suppressions import Suppressions

KINDS = {".md": "markdown", ".markdown": "markdown", ".mdx": "markdown", ".txt": "text", ".rst": "rst"}
# Paragraphs are graded in parts of about this many characters: big enough to keep a claim with the sentences
# that set it up, small enough that grading stays linear in the length of the document.
PART_CHARS = 1_500


@dataclass
class Finding:
    annotation: Annotation
    severity: str
    start: int  # offsets into the original file (code points)
    end: int
    line: int
    column: int  # 1-based, in characters (code points)
    end_line: int
    end_column: int  # exclusive
    column_utf8: int  # 1-based, in UTF-8 bytes (reviewdog)
    end_column_utf8: int


@dataclass
class FileResult:
    path: str
    findings: list[Finding] = field(default_factory=list)
    error: str | None = None
    kind: str = "text"


def parse(text: str, kind: str) -> tuple[Document, list]:
    if kind == "markdown":
        return Document.from_pieces(markdown.parse(text)), markdown.directives(text)
    if kind == "rst":
        return Document.from_pieces(plaintext.parse_rst(text)), plaintext.rst_directives(text)
    return Document.from_pieces(plaintext.parse_text(text)), []


def parts(plain: str, limit: int = PART_CHARS) -> list[tuple[int, int]]:
    """Consecutive paragraphs (split at blank lines) joined up to about `limit` characters."""
    bounds, start = [], 0
    breaks = [m.end() for m in re.finditer(r"\n\s*\n", plain)] + [len(plain)]
    last = 0
    for b in breaks:
        if b - start > limit and last > start:
            bounds.append((start, last))
            start = last
        last = b
    if start < len(plain):
        bounds.append((start, len(plain)))
    return bounds


def rules_for(config: Config):
    try:
        return config.rules.rules()
    except RuleSelectionError as exc:
        raise ConfigError(f"{config.path}: rules: {exc}") from None


def check_text(text: str, display: str, kind: str, config: Config) -> FileResult:
    # imported here so that a parent process handing files to workers never loads spaCy or torch itself
    from ..grading import grade_in_context

    doc, directives = parse(text, kind)
    lines = text.split("\n")
    suppressions = Suppressions.from_directives(directives, len(lines), lines)
    index = LineIndex(text)
    rules = rules_for(config)
    result = FileResult(display, kind=kind)
    context: dict = {}
    for lo, hi in parts(doc.plain, PART_CHARS):
        chunk = doc.plain[lo:hi]
        if not chunk.strip():
            continue
        try:
            report, own = grade_in_context(chunk, config.scenario, rules, context)
        except UnknownProfileError as exc:
            raise ConfigError(f"{config.path}: scenario: {exc}") from None
        context.update(own)
        for a in report.annotations:
            severity = config.severity.get(a.rule) or config.severity.get(a.category) or a.severity
            if severity == "off":
                continue
            start, end = doc.span(lo + a.start, lo + a.end)
            line, column = index.position(start)
            end_line, end_column = index.position(end)
            if suppressions.hides(a.rule, a.category, line):
                continue
            result.findings.append(Finding(
                annotation=a.model_copy(update={"start": start, "end": end, "text": text[start:end],
                                                "severity": severity}),
                severity=severity, start=start, end=end, line=line, column=column, end_line=end_line,
                end_column=end_column, column_utf8=index.position(start, "utf8")[1],
                end_column_utf8=index.position(end, "utf8")[1]))
    return result


def check_file(path: Path, display: str, config: Config) -> FileResult:
    kind = KINDS.get(path.suffix.lower(), "text")
    try:
        data = path.read_bytes()
    except OSError as exc:
        return FileResult(display, error=f"cannot read: {exc.strerror}", kind=kind)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return FileResult(display, error=f"not UTF-8 (invalid byte at offset {exc.start}); save it as UTF-8",
                          kind=kind)
    return check_text(text.replace("\r\n", "\n"), display, kind, config)
