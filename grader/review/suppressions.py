"""Inline suppressions: `grader-disable RULE` ... `grader-enable RULE` regions and `grader-disable-next-line`.

A name may be a rule id or a category; no name means every rule."""
from __future__ import annotations

import re
from dataclasses import dataclass

ALL = frozenset()


@dataclass(frozen=True)
class Suppressions:
    regions: tuple[tuple[frozenset[str], int, int], ...]  # (names, first line, last line) inclusive

    @classmethod
    def from_directives(cls, directives: list[tuple[str, frozenset[str], int, int]], last_line: int,
                        lines: list[str]) -> "Suppressions":
        regions = []
        open_regions: dict[frozenset[str], int] = {}
        for kind, names, first, last in sorted(directives, key=lambda d: d[2]):
            if kind == "disable-next-line":
                target = last + 1
                while target <= len(lines) and not lines[target - 1].strip():
                    target += 1  # the next line with text on it
                regions.append((names, target, target))
            elif kind == "disable":
                open_regions.setdefault(names, last + 1)
            else:  # enable: closes the matching region, or every region when no names are given
                for key in [k for k in open_regions if not names or k == names or (k and k <= names)]:
                    regions.append((key, open_regions.pop(key), first - 1))
        regions += [(names, start, last_line) for names, start in open_regions.items()]
        return cls(tuple(regions))

    def hides(self, rule: str, category: str, line: int) -> bool:
        return any(lo <= line <= hi and (not names or rule in names or category in names)
                   for names, lo, hi in self.regions)


def find_directives(pattern: re.Pattern, text: str) -> list[tuple[str, frozenset[str], int, int]]:
    """Directives matched by `pattern` (group 1: the kind, group 2: the names) as (kind, names, first line,
    last line of the comment carrying it)."""
    found = []
    for m in pattern.finditer(text):
        names = frozenset(n for n in re.split(r"[\s,]+", m.group(2).strip()) if n)
        first = text.count("\n", 0, m.start()) + 1
        found.append((m.group(1), names, first, first + m.group(0).count("\n")))
    return found
