"""Markdown -> pieces: prose is graded; code (fenced, indented, inline), front matter, HTML comments and tags,
link targets, URLs and table rules are not. A newline inside a paragraph reads as a space (hard-wrapped prose
is one sentence); a newline that ends a block reads as a newline. Offsets never move: see document.Piece."""
from __future__ import annotations

import re

from .document import Piece
from .suppressions import find_directives

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
FRONT_MATTER = ("---", "+++")
BLOCK_START = re.compile(r"^ {0,3}(#{1,6}(\s|$)|>|[-*+]\s|\d{1,9}[.)]\s|\||`{3,}|~{3,}|<!--|-{3,}\s*$|\*{3,}\s*$)")
HEADING = re.compile(r"^ {0,3}#{1,6}(\s+|$)")
QUOTE = re.compile(r"^ {0,3}(>\s?)+")
LIST_ITEM = re.compile(r"^\s*([-*+]|\d{1,9}[.)])\s+(\[[ xX]\]\s+)?")
REFERENCE_DEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s*\S+.*$")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
THEMATIC_BREAK = re.compile(r"^ {0,3}([-*_])(\s*\1){2,}\s*$")

# Inline constructs, tried left to right. Link text stays prose; everything else here is markup.
INLINE = re.compile(
    r"(?P<comment><!--.*?(-->|$))"
    r"|(?P<code>(?P<ticks>`+).+?(?P=ticks))"
    r"|(?P<image>!\[[^\]]*\]\([^)]*\))"
    r"|(?P<link>\[(?P<link_text>[^\]]+)\](?P<target>\([^)]*\)|\[[^\]]*\]))"
    r"|(?P<autolink><(?:https?|mailto|ftp):[^>\s]+>)"
    r"|(?P<url>\bhttps?://[^\s)>\]]+)"
    r"|(?P<tag></?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?/?>)"
    r"|(?P<strong>\*\*|__)"
    r"|(?P<em>(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])|(?<![\w_])_(?=\S)|(?<=\S)_(?![\w_]))"
    r"|(?P<pipe>\|)",
)
DIRECTIVE = re.compile(r"<!--\s*grader-(disable-next-line|disable|enable)\b([^>]*?)-->")


def _inline(text: str, pieces: list[Piece], in_table: bool) -> None:
    at = 0
    for m in INLINE.finditer(text):
        if m.group("pipe") and not in_table:
            continue
        if m.start() > at:
            pieces.append(Piece(text[at:m.start()]))
        if m.group("link"):
            inner_start = m.start("link_text")
            pieces.append(Piece(text[m.start():inner_start], markup=True))
            _inline(m.group("link_text"), pieces, in_table)
            pieces.append(Piece(text[m.end("link_text"):m.end()], markup=True))
        elif m.group("code"):
            pieces.append(Piece(m.group(0), markup=True, interpret_as="code"))
        elif m.group("pipe"):
            pieces.append(Piece("|", markup=True, interpret_as="\n"))
        else:
            pieces.append(Piece(m.group(0), markup=True))
        at = m.end()
    if at < len(text):
        pieces.append(Piece(text[at:]))


def _continues_paragraph(next_line: str | None) -> bool:
    return next_line is not None and next_line.strip() != "" and not BLOCK_START.match(next_line)


def parse(text: str) -> list[Piece]:
    lines = text.splitlines(keepends=True)
    pieces: list[Piece] = []
    i = 0
    if lines and lines[0].rstrip() in FRONT_MATTER:
        marker = lines[0].rstrip()
        end = next((j for j in range(1, len(lines)) if lines[j].rstrip() in (marker, "...")), None)
        if end is not None:
            for line in lines[:end + 1]:
                pieces.append(Piece(line, markup=True, interpret_as="\n" if line.endswith("\n") else ""))
            i = end + 1
    fence: str | None = None
    in_comment = False
    previous_blank = True
    while i < len(lines):
        line = lines[i]
        body, newline = (line[:-1], "\n") if line.endswith("\n") else (line, "")
        next_line = lines[i + 1] if i + 1 < len(lines) else None
        i += 1
        if fence:
            pieces.append(Piece(line, markup=True, interpret_as=newline))
            if body.strip().startswith(fence) and set(body.strip()) == {fence[0]}:
                fence = None
            previous_blank = False
            continue
        if in_comment:
            close = body.find("-->")
            if close < 0:
                pieces.append(Piece(line, markup=True, interpret_as=newline))
                continue
            pieces.append(Piece(body[:close + 3], markup=True))
            body, in_comment = body[close + 3:], False
            if not body.strip():
                pieces.append(Piece(body + newline, markup=True, interpret_as=newline))
                previous_blank = False
                continue
        opened = FENCE.match(body)
        indented_code = previous_blank and re.match(r"^( {4}|\t)", body) and body.strip()
        if opened or indented_code or REFERENCE_DEF.match(body) or TABLE_RULE.match(body) and "-" in body \
                or THEMATIC_BREAK.match(body):
            if opened:
                fence = opened.group(1)[0] * len(opened.group(1))
            pieces.append(Piece(line, markup=True, interpret_as=newline))
            previous_blank = False
            continue
        if not body.strip():
            pieces.append(Piece(line, markup=True, interpret_as=newline))
            previous_blank = True
            continue
        previous_blank = False
        lead = HEADING.match(body) or QUOTE.match(body) or LIST_ITEM.match(body)
        if lead:
            pieces.append(Piece(body[:lead.end()], markup=True))
            body = body[lead.end():]
        in_table = body.lstrip().startswith("|")
        _inline(body, pieces, in_table)
        last = pieces[-1] if pieces else None
        if last and last.markup and last.text.startswith("<!--") and not last.text.endswith("-->"):
            in_comment = True
        if newline:
            joins = _continues_paragraph(next_line) and not HEADING.match(lines[i - 1]) and not in_table
            pieces.append(Piece("\n", markup=True, interpret_as=" " if joins else "\n"))
    return pieces


def directives(text: str) -> list[tuple[str, frozenset[str], int, int]]:
    """Inline suppressions in HTML comments: (kind, rules or categories (empty = all), first and last line)."""
    return find_directives(DIRECTIVE, text)
