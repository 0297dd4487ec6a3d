"""Totals of budget lists written one component a line, as design docs and incident reviews do:

    - network: 40 ms
    - prefill: 1.5 s
    - decode: 256 tokens / 250 tok/s ≈ 1.0 s
    - total: ≈ 2.0 s

or as a table (| prefill | 100-200 ms |). Each line's figure is its last time (the result of any working on the
line); the total line should be their sum. Lines that price a part without a time ("decode: 25 ms/token") make the
list unsummable, and nothing is claimed."""
from __future__ import annotations

import math
import re

from ..physics import Interval
from .quantities import Quantity

_ITEM = re.compile(r"^\s*(?:[-*•]\s+|\d+[.)]\s+|\|)?\s*(?P<label>[A-Za-z][^:|\n]{0,60}?)\s*(?::|\||\s[-–—]\s)", re.IGNORECASE)
_TOTAL_LABEL = re.compile(r"^(?:\**\s*)?(?:total|sum|end[- ]to[- ]end|overall|wall[- ]?clock|e2e)\b", re.IGNORECASE)
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}")
# Measurements listed beside the parts are not parts ("- observed: 9 s").
_NOT_A_PART = re.compile(r"\b(?:observed|measured|actual|p\d\d|target|budget|slo|timeout|limit|goal)\b", re.IGNORECASE)


def _lines(text: str) -> list[tuple[int, int]]:
    out, start = [], 0
    for line in text.split("\n"):
        out.append((start, start + len(line)))
        start += len(line) + 1
    return out


def budget_list_totals(text: str, quants: list[Quantity]) -> list[tuple[Quantity, list[Interval]]]:
    """(the total line's figure, the terms above it) for each labelled list with a total line and 2+ terms."""
    found: list[tuple[Quantity, list[Interval]]] = []
    terms: list[Interval] = []
    summable = True
    for start, end in _lines(text):
        line = text[start:end]
        if not line.strip() or _TABLE_RULE.match(line):
            continue
        item = _ITEM.match(line)
        if item is None:
            terms, summable = [], True
            continue
        on_line = [q for q in quants if start <= q.start < end]
        times = [q for q in on_line if q.dimension == "time" and q.hi > 0 and not math.isinf(q.hi)]
        if _TOTAL_LABEL.match(item.group("label").strip()):
            if times and len(terms) >= 2 and summable:
                # the total's own figure comes first ("Total is about 13 s: decode ~95%, ...; the LB added ~2 s")
                found.append((times[0], list(terms)))
            terms, summable = [], True
            continue
        if _NOT_A_PART.search(item.group("label")):
            continue
        if times:
            terms.append(Interval(lo=times[-1].lo, hi=times[-1].hi))
        elif any(q.dimension in ("time_per_token", "token_rate") for q in on_line):
            summable = False  # a part priced per token: its time is not on the line
    return found
