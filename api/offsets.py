"""Code points (Python's str indices, used by grader) to UTF-16 code units (LanguageTool's Java string indices).

A character above U+FFFF (most emoji) is one code point but two UTF-16 units, so every offset after one shifts."""
from __future__ import annotations

from bisect import bisect_left


class UTF16Offsets:
    def __init__(self, text: str):
        # positions (code points) of astral characters, in order; empty for most texts, making the map identity
        self._astral = [i for i, ch in enumerate(text) if ord(ch) > 0xFFFF]

    def __call__(self, index: int) -> int:
        """UTF-16 offset of code-point `index`: one extra unit for every astral character before it."""
        return index + bisect_left(self._astral, index) if self._astral else index


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
