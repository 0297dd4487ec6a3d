"""Decode speed compared between two named devices or two named models, said as a multiple: "the H100 is something
like 5x the A100 for decode", "a T4 is roughly a tenth of an A100", "the 4090 is twice as fast as the 3090", "a 70B
model is only maybe 2x slower than an 8B". Batch-1 decode is bandwidth-bound, so across devices speed follows their
bandwidth ratio, and across models on the same setup the inverse ratio of the bytes each token reads.

"N x faster than <device>" alone is read by ratios.device_speedups; this module reads the other ways of saying it.
"""
from __future__ import annotations

import re

from ..physics import Interval
from .mentions import Mention
from .quantities import Quantity
from .ratios import part_family

# How the multiple relates the first-named setup (A) to the one named right after it (B), A's speed over B's.
_FASTER = re.compile(r"\s*(?:faster|quicker|speedier)\s+(?:at\s+\w+\s+|for\s+\w+\s+)?(?:than|vs\.?|versus)\s+(?:on\s+)?"
                     r"(?:the\s+|an?\s+|one\s+|a\s+single\s+)?$", re.IGNORECASE)
_SLOWER = re.compile(r"\s*slower\s+(?:at\s+\w+\s+|for\s+\w+\s+)?(?:than|vs\.?|versus)\s+(?:on\s+)?(?:the\s+|an?\s+|one\s+|a\s+single\s+)?$",
                     re.IGNORECASE)
_TIMES = re.compile(r"\s*(?:as\s+(?:fast|quick)\s+as|the\s+(?:decode\s+|generation\s+|token\s+)?(?:speed|throughput|performance|tok/s)\s+of|"
                    r"(?:that\s+)?of|the)\s+(?:the\s+|an?\s+|one\s+|a\s+single\s+)?$", re.IGNORECASE)
_PAR = re.compile(r"\b(?:basically\s+|roughly\s+|about\s+|pretty\s+much\s+)?(?:on\s+par\s+with|the\s+same\s+speed\s+as|as\s+fast\s+as|"
                  r"just\s+as\s+fast\s+as|about\s+as\s+fast\s+as)\s+(?:the\s+|an?\s+|one\s+)?", re.IGNORECASE)
# Words for multiples: "twice as fast", "a tenth of an A100", "half the speed of".
_WORD_MULTIPLE = re.compile(r"\b(?P<word>twice|double|triple|thrice|half|a\s+half|a\s+third|a\s+quarter|a\s+fifth|a\s+tenth|"
                            r"a\s+twentieth|one\s+third|one\s+quarter|one\s+tenth)\b", re.IGNORECASE)
_WORD_VALUE = {"twice": 2.0, "double": 2.0, "triple": 3.0, "thrice": 3.0, "half": 0.5, "a half": 0.5, "a third": 1 / 3,
               "a quarter": 0.25, "a fifth": 0.2, "a tenth": 0.1, "a twentieth": 0.05, "one third": 1 / 3, "one quarter": 0.25, "one tenth": 0.1}
# The comparison must be about generation speed, and nothing else that changes it may be in play.
_SPEED_WORDS = re.compile(r"decod|generat|inference|\btok(?:en)?s?\b|tok/s|t/s|\bspeed|\bfast|\bslow|per[- ](?:stream|user)", re.IGNORECASE)
_CONFOUNDED = re.compile(r"quantiz|speculative|\bbatch|tensor[- ]parallel|\btp\s*\d|prefill|ttft|first token|prompt|"
                         r"throughput|aggregate|bandwidth|memory|vram|capacity|\bflop|compute|price|cost|\$", re.IGNORECASE)
_NEGATED = re.compile(r"(?:\bnot|n't|\bnever)\s+(?:\w+\s+){0,3}$", re.IGNORECASE)
# "roughly" and "about" are rounding; a plain "on par" is read as within a third either way.
_PAR_BAND = Interval(lo=0.75, hi=4 / 3)


def _multiples(text: str, quants: list[Quantity], s_start: int, s_end: int) -> list[tuple[int, int, Interval, str]]:
    found = [(q.start, q.end, Interval(lo=q.lo, hi=q.hi), q.qualifier) for q in quants if q.dimension == "ratio" and q.lo > 0]
    for m in _WORD_MULTIPLE.finditer(text, s_start, s_end):
        if not any(a <= m.start() < b for a, b, _, _ in found):
            v = _WORD_VALUE[re.sub(r"\s+", " ", m.group("word").lower())]
            found.append((m.start(), m.end(), Interval(lo=v, hi=v), "approx"))
    return found


def speed_comparisons(text: str, s_index: int, quants: list[Quantity], s_mentions: list[Mention], add, hedged: bool,
                      s_start: int, s_end: int, precisions_differ: bool) -> None:
    sentence = text[s_start:s_end]
    if not _SPEED_WORDS.search(sentence) or _CONFOUNDED.search(sentence):
        return
    for kind in ("hardware", "model"):
        if kind == "model" and precisions_differ:
            continue  # "int4 70B vs bf16 8B": the precision changes the bytes too
        named = [m for m in s_mentions if m.kind == kind]
        if len({m.id for m in named}) < 2:
            continue
        for start, end, value, qualifier in _multiples(text, quants, s_start, s_end):
            b = next((m for m in named if m.start >= end), None)
            if b is None or _NEGATED.search(text[max(s_start, start - 24):start]):
                continue
            gap = text[end:b.start]
            if _FASTER.fullmatch(gap):
                ratio = value
            elif _SLOWER.fullmatch(gap):
                ratio = Interval(lo=1 / value.hi, hi=1 / value.lo)
            elif _TIMES.fullmatch(gap) and not re.match(r"\s*(?:'s|’s)?\s*(?:memory|bandwidth|vram|hbm|capacity|flops|compute)",
                                                        text[b.end:b.end + 20], re.I):
                ratio = value
            else:
                continue
            _add(add, text, s_index, kind, start, b, named, ratio, qualifier, hedged, s_start)
        for m in _PAR.finditer(text, s_start, s_end):
            b = next((x for x in named if x.start == m.end()), None)
            if b is not None and not _NEGATED.search(text[max(s_start, m.start() - 24):m.start()]) and not re.search(
                    r"(?:twice|half|thrice|triple|double|\d\s*x|\btimes|×)\s*$", text[max(s_start, m.start() - 12):m.start()], re.I):
                _add(add, text, s_index, kind, m.start(), b, named, _PAR_BAND, "vague", hedged, s_start)


def _add(add, text, s_index, kind, start, b: Mention, named: list[Mention], ratio: Interval, qualifier, hedged, s_start) -> None:
    a = next((m for m in reversed(named) if m.end <= start and m.id != b.id
              and not re.search(r"\b(?:than|vs\.?|versus|of|from)\s+(?:the\s+|an?\s+)?$", text[max(s_start, m.start - 12):m.start], re.I)), None)
    if a is None or (kind == "hardware" and part_family(a.id) == part_family(b.id)):
        return
    common = dict(kind="ratio", start=start, end=b.end, text=text[start:b.end], sentence=s_index, subject="decode",
                  subjects=["decode"], versus=b.id, dimension="ratio", value=ratio, qualifier=qualifier, hedged=hedged)
    if kind == "hardware":
        add(**common, hardware=[a.id], hardware_generic=a.generic,
            scope=["devices", "speedup"] + (["versus_generic"] if b.generic else []))
    else:
        add(**common, models=[a.id], scope=["models"])
