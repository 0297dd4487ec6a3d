"""A ratio the text states between two of its own figures: "a round trip is around 100 ms, which is 1000 times
smaller than the 10 seconds we measure", "~30 ms of network vs 9 s of decode, so decode is 30x the network".
Whatever the figures stand for, their quotient is the text's own arithmetic, checked as stated."""
from __future__ import annotations

import math
import re

from ..physics import Interval
from .quantities import Quantity

# What sits between the first figure and the ratio: ", which is", " is", "; that's", " - ", "(" ...
_LINK = re.compile(r"\s*(?:,|;|:|-|–|—|\()?\s*(?:(?:which|that|this|it)\s*(?:is|'s|’s|are|was)|(?:that|it)['’]s|is|are|was|i\.e\.,?|so)?\s*"
                   r"(?:about|around|roughly|approximately|nearly|almost|some|~|≈|over|more\s+than|at\s+least)?\s*$", re.IGNORECASE)
_SMALLER = r"smaller|shorter|less|lower|faster|quicker|cheaper|below"
_LARGER = r"larger|bigger|longer|greater|more|higher|slower|above"
# After the ratio: the direction word and "than", then the second figure within a few words.
_DIRECTION = re.compile(rf"\s*(?P<word>{_SMALLER}|{_LARGER})(?:(?<=below|above)|\s+than)\s+(?:(?:the|our|your|their|a|an|those|these|what)\s+)?"
                        rf"(?:[\w-]+\s+){{0,2}}?$", re.IGNORECASE)
# Quantities whose sizes can be compared as they stand; "faster"/"slower" only make sense of times.
_SAME_SCALE = ("time", "bytes", "token_rate", "bandwidth", "time_per_token")


def figure_ratios(text: str, s_index: int, quants: list[Quantity], add, hedged, s_start: int, taken=()) -> set[int]:
    """Add an arithmetic claim for each "<figure>, which is N times smaller than <figure>"; return the ratio starts."""
    read: set[int] = set()
    ordered = sorted(quants, key=lambda q: q.start)
    for i, r in enumerate(ordered):
        if r.dimension not in ("ratio", "orders") or r.lo <= 0 or (r.dimension == "orders" and r.hi > 12):
            continue
        if any(a <= r.start < b for a, b in taken):
            continue  # already read as a comparison of two parts
        first = ordered[i - 1] if i > 0 else None
        if first is None or first.dimension not in _SAME_SCALE or first.start < s_start:
            continue
        if not _LINK.fullmatch(text[first.end:r.start]):
            continue
        after = ordered[i + 1] if i + 1 < len(ordered) else None
        if after is None or after.dimension != first.dimension:
            continue
        direction = _DIRECTION.fullmatch(text[r.end:after.start])
        if not direction or re.search(r"[.;]", text[r.end:after.start]):
            continue
        word = direction.group("word").lower()
        speed_word = word in ("faster", "quicker", "slower")
        if speed_word and first.dimension == "bytes":
            continue  # "a model 3x faster than 140 GB": no reading
        if first.lo <= 0 or after.lo <= 0 or math.isinf(first.hi) or math.isinf(after.hi):
            continue
        smaller = re.fullmatch(_SMALLER, word) is not None
        if speed_word and first.dimension in ("token_rate", "bandwidth"):
            smaller = word == "slower"  # a rate that is faster is the larger figure
        small, large = (first, after) if smaller else (after, first)
        implied = Interval(lo=large.lo / small.hi, hi=large.hi / small.lo)
        stated = Interval(lo=r.lo, hi=r.hi) if r.dimension == "ratio" else Interval(lo=10 ** r.lo, hi=10 ** r.hi)
        span_end = r.end + len(text[r.end:after.end].rstrip())
        # the figures' own dimension travels as the claim's unit, so the derivation can print them as written
        add(kind="arithmetic", start=r.start, end=span_end, text=text[r.start:span_end], sentence=s_index,
            dimension="ratio", unit=first.dimension, value=stated, qualifier=r.qualifier, hedged=hedged,
            scope=["figure_ratio"] + (["orders"] if r.dimension == "orders" else []),
            parts={"larger": Interval(lo=large.lo, hi=large.hi), "smaller": Interval(lo=small.lo, hi=small.hi),
                   "implied": implied})
        read.add(r.start)
    return read
