"""Plain text and reStructuredText -> pieces. Hard-wrapped lines of one paragraph read as one line."""
from __future__ import annotations

import re

from .document import Piece
from .suppressions import find_directives

LIST_ITEM = re.compile(r"^\s*([-*+•]|\d{1,9}[.)])\s+")
RST_UNDERLINE = re.compile(r"^([=\-~^\"'`#*+<>:._])\1{2,}\s*$")
RST_DIRECTIVE = re.compile(r"^(\s*)\.\.\s")  # directives and comments: the block under them is not prose
RST_INLINE = re.compile(r"(?P<literal>``.+?``)|(?P<role>:[\w-]+:`[^`]+`)|(?P<target><[^<>\s]+>`_{1,2})"
                        r"|(?P<ref>`_{1,2}|\b_`)|(?P<backtick>`)|(?P<url>\bhttps?://[^\s>]+)")
RST_DIRECTIVE_COMMENT = re.compile(r"^\s*\.\.\s+grader-(disable-next-line|disable|enable)\b(.*)$", re.MULTILINE)


def _newline(pieces: list[Piece], next_line: str | None) -> None:
    joins = next_line is not None and next_line.strip() != "" and not LIST_ITEM.match(next_line)
    pieces.append(Piece("\n", markup=True, interpret_as=" " if joins else "\n"))


def parse_text(text: str) -> list[Piece]:
    lines = text.splitlines(keepends=True)
    pieces: list[Piece] = []
    for i, line in enumerate(lines):
        body = line[:-1] if line.endswith("\n") else line
        pieces.append(Piece(body))
        if line.endswith("\n"):
            _newline(pieces, lines[i + 1] if i + 1 < len(lines) and body.strip() else None)
    return pieces


def _rst_inline(body: str, pieces: list[Piece]) -> None:
    at = 0
    for m in RST_INLINE.finditer(body):
        if m.start() > at:
            pieces.append(Piece(body[at:m.start()]))
        code = m.group("literal") or m.group("role")
        pieces.append(Piece(m.group(0), markup=True, interpret_as="code" if code else ""))
        at = m.end()
    if at < len(body):
        pieces.append(Piece(body[at:]))


def parse_rst(text: str) -> list[Piece]:
    lines = text.splitlines(keepends=True)
    pieces: list[Piece] = []
    literal_indent: int | None = None  # inside a literal block or directive body: lines indented past this
    for i, line in enumerate(lines):
        body, newline = (line[:-1], "\n") if line.endswith("\n") else (line, "")
        indent = len(body) - len(body.lstrip())
        if literal_indent is not None:
            if not body.strip() or indent > literal_indent:
                pieces.append(Piece(line, markup=True, interpret_as=newline))
                continue
            literal_indent = None
        next_line = lines[i + 1] if i + 1 < len(lines) else None
        directive = RST_DIRECTIVE.match(body)
        if directive or RST_UNDERLINE.match(body):
            pieces.append(Piece(line, markup=True, interpret_as=newline))
            if directive:
                literal_indent = indent
            continue
        if not body.strip():
            pieces.append(Piece(line, markup=True, interpret_as=newline))
            continue
        if body.rstrip().endswith("::"):  # "Example::" introduces a literal block; the colon reads as one
            literal_indent = indent
            head = body.rstrip()
            _rst_inline(head[:-1], pieces)
            pieces.append(Piece(body[len(head) - 1:], markup=True))
        else:
            lead = LIST_ITEM.match(body)
            if lead:
                pieces.append(Piece(body[:lead.end()], markup=True))
            _rst_inline(body[lead.end() if lead else 0:], pieces)
        if newline:
            underline_next = next_line is not None and RST_UNDERLINE.match(next_line.rstrip("\n"))
            joins = (next_line is not None and next_line.strip() != "" and not LIST_ITEM.match(next_line)
                     and not underline_next and not RST_DIRECTIVE.match(next_line))
            pieces.append(Piece("\n", markup=True, interpret_as=" " if joins else "\n"))
    return pieces


def rst_directives(text: str) -> list[tuple[str, frozenset[str], int, int]]:
    """Inline suppressions in reST comments (`.. grader-disable RULE`)."""
    return find_directives(RST_DIRECTIVE_COMMENT, text)
