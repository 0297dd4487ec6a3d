"""Human-readable numbers for derivations: a reader must be able to redo each step by hand."""
from __future__ import annotations

import math
from functools import lru_cache

from .interval import Interval


@lru_cache(maxsize=8192)  # derivations format the same few hundred figures over and over
def sig(x: float, digits: int = 3) -> str:
    """Round to significant digits, with thousands separators and no scientific notation for everyday sizes."""
    if x == 0 or not math.isfinite(x):
        return "0" if x == 0 else str(x)
    magnitude = math.floor(math.log10(abs(x)))
    decimals = max(0, digits - 1 - magnitude)
    if abs(x) >= 1e15 or abs(x) < 1e-4:
        return f"{x:.{digits - 1}e}"
    text = f"{round(x, decimals):,.{decimals}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def band(iv: Interval, digits: int = 3, unit: str = "") -> str:
    suffix = f" {unit}" if unit else ""
    if math.isclose(iv.lo, iv.hi, rel_tol=1e-9):
        return f"{sig(iv.lo, digits)}{suffix}"
    if math.isinf(iv.hi):  # an open band: "at least 1.65 s", never "1.65-inf s"
        return f"at least {sig(iv.lo, digits)}{suffix}"
    return f"{sig(iv.lo, digits)}-{sig(iv.hi, digits)}{suffix}"


def flops(x: float) -> str:
    for unit, scale in (("PFLOP", 1e15), ("TFLOP", 1e12), ("GFLOP", 1e9), ("MFLOP", 1e6)):
        if abs(x) >= scale:
            return f"{sig(x / scale, 4)} {unit}"
    return f"{sig(x)} FLOP"


def kib(x: float) -> str:
    return f"{sig(x / 1024, 4)} KiB"


def nbytes(x: float) -> str:
    for unit, scale in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("KB", 1e3)):
        if abs(x) >= scale:
            return f"{sig(x / scale, 4)} {unit}"
    return f"{sig(x)} B"


def seconds(x: float) -> str:
    if x == 0:
        return "0 ms"
    if x >= 1:
        return f"{sig(x)} s"
    if x >= 1e-3:
        return f"{sig(x * 1e3)} ms"
    return f"{sig(x * 1e6)} us"


def seconds_band(iv: Interval) -> str:
    if iv.hi == 0:
        return "0 ms"
    if iv.hi >= 1:
        return band(iv, unit="s")
    if iv.hi >= 1e-3:
        return band(iv * 1e3, unit="ms")
    return band(iv * 1e6, unit="us")
