"""Equations written out with bare numbers: "300 x 90ms = 2.7s", "1024 / 60 ≈ 10 s", "6 + 1.2 + 2 = 11 s".
The arithmetic is checked as stated, whatever the numbers stand for; the whole equation is the claim's span."""
from __future__ import annotations

import re

from ..physics import Interval
from .numbers import normalize_locale

_NUM = r"\d[\d,]*(?:\.\d+)?"
_TIME_UNIT = r"(?:ms|milliseconds?|s|sec|secs|seconds?|µs|us|microseconds?)"
_RESULT = rf"\s*(?P<op>=|≈|~=|→)\s*~?\s*(?P<c>{_NUM})\s*(?P<cu>{_TIME_UNIT})\b"

# "300 x 90ms = 2.7s", "500 chunks × 3 × 9 ms ≈ 10 s"
_PRODUCT = re.compile(rf"(?<![\w.])(?P<a>{_NUM})\s*(?:[a-z]+\s*)?[x×*]\s*(?:(?P<b2>{_NUM})\s*[x×*]\s*)?(?P<b>{_NUM})\s*"
                      rf"(?P<bu>{_TIME_UNIT})\b(?:\s*(?:per|/)\s*\w+)?" + _RESULT, re.IGNORECASE)
# "1024 / 60 ≈ 10 s" (a count over a rate)
_QUOTIENT = re.compile(rf"(?<![\w.])(?P<a>{_NUM})\s*(?:tokens?\s*)?/\s*(?P<b>{_NUM})\s*(?:tok(?:ens)?/s(?:ec)?|t/s)?" + _RESULT,
                       re.IGNORECASE)
# "6 + 1.2 + 2 = 11 s", "40 ms + 0.3 s + 9 s = 9.3 s"
_SUM = re.compile(rf"(?<![\w.])(?P<terms>{_NUM}\s*(?:{_TIME_UNIT})?(?:\s*\+\s*{_NUM}\s*(?:{_TIME_UNIT})?)+)" + _RESULT,
                  re.IGNORECASE)
_TERM = re.compile(rf"({_NUM})\s*({_TIME_UNIT})?", re.IGNORECASE)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def _seconds(unit: str | None, default: float) -> float:
    if not unit:
        return default
    u = unit.lower()
    if u.startswith(("ms", "milli")):
        return 1e-3
    if u.startswith(("µs", "us", "micro")):
        return 1e-6
    return 1.0


def equations(sentence: str, offset: int) -> list[tuple[int, int, Interval, Interval, bool, str]]:
    """(start, end, stated result in s, what the numbers give in s, approximate?, "product"|"quotient"|"sum") for
    each equation."""
    sentence = normalize_locale(sentence)  # "3 x 600 ms ≈ 1,8 s": a decimal comma, not 18
    out, taken = [], []
    for pattern in (_PRODUCT, _QUOTIENT, _SUM):
        for m in pattern.finditer(sentence):
            if any(s <= m.start() < e or s < m.end() <= e for s, e in taken):
                continue
            result_scale = _seconds(m.group("cu"), 1.0)
            stated = _num(m.group("c")) * result_scale
            if pattern is _PRODUCT:
                value = _num(m.group("a")) * (_num(m.group("b2")) if m.group("b2") else 1) * _num(m.group("b")) \
                    * _seconds(m.group("bu"), 1.0)
            elif pattern is _QUOTIENT:
                if _num(m.group("b")) == 0:
                    continue
                value = _num(m.group("a")) / _num(m.group("b"))
            else:
                terms = _TERM.findall(m.group("terms"))
                value = sum(_num(n) * _seconds(u, result_scale) for n, u in terms)
            if value <= 0 or stated <= 0:
                continue
            if pattern is _QUOTIENT and abs(value / _num(m.group("c")) - 1) < 0.1:
                continue  # "26 / 1.55 = ~17 ms": GB over TB/s is ms; the numbers agree once the units are read
            taken.append((m.start(), m.end()))
            kind = "product" if pattern is _PRODUCT else "quotient" if pattern is _QUOTIENT else "sum"
            out.append((offset + m.start(), offset + m.end(), Interval.of(stated), Interval.of(value),
                        m.group("op") != "=", kind))
    return out
