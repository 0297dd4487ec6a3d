"""A document as its author holds it (with markup) and as grader reads it (plain text), with the map between.

Built from pieces: text (graded as is) and markup (not graded; read as its `interpret_as`, often "" or "\\n").
Every plain character knows its offset in the original, so a finding maps back to the exact line and column."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass


@dataclass(frozen=True)
class Piece:
    text: str
    markup: bool = False
    interpret_as: str = ""


class Document:
    def __init__(self, original: str, plain: str, origin: list[int]):
        self.original = original
        self.plain = plain
        self._origin = origin  # original offset of each plain character, plus one past the end

    @classmethod
    def from_text(cls, text: str) -> "Document":
        return cls(text, text, list(range(len(text) + 1)))

    @classmethod
    def from_pieces(cls, pieces: list[Piece]) -> "Document":
        original, plain, origin = [], [], []
        at = 0
        for p in pieces:
            if p.markup:
                plain.append(p.interpret_as)
                origin.extend([at] * len(p.interpret_as))
            else:
                plain.append(p.text)
                origin.extend(range(at, at + len(p.text)))
            original.append(p.text)
            at += len(p.text)
        origin.append(at)
        return cls("".join(original), "".join(plain), origin)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original offsets of the plain span [start, end): from its first character to just after its last."""
        lo = self._origin[start]
        return lo, (self._origin[end - 1] + 1 if end > start else lo)


class LineIndex:
    """Offsets (code points) to 1-based lines and columns, in code points or UTF-8 bytes."""

    def __init__(self, text: str):
        self.text = text
        self.starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def line(self, offset: int) -> int:
        return bisect_right(self.starts, offset)

    def position(self, offset: int, unit: str = "char") -> tuple[int, int]:
        line = self.line(offset)
        before = self.text[self.starts[line - 1]:offset]
        column = len(before.encode("utf-8")) if unit == "utf8" else len(before)
        return line, column + 1
