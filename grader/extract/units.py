"""Units as people write them, converted with pint into one canonical unit per dimension.

Surface forms are mapped to explicit pint expressions first, which sidesteps pint's traps: "Gb" would be a
gilbert, "mS" millisiemens, and "TFLOPs" would lose its "/s". Conversion factors are cached per surface form.
"""
from __future__ import annotations

import re
from functools import lru_cache

import pint

_ureg = pint.UnitRegistry()
_ureg.define("token = [token] = tok")
_ureg.define("FLOP = [flop]")
_ureg.define("round_trip = [round_trip]")
_ureg.define("parameter = [parameter]")

# surface (lower-cased unless noted) -> pint expression
TIME = {
    "ns": "nanosecond", "nanosecond": "nanosecond", "nanoseconds": "nanosecond",
    "µs": "microsecond", "μs": "microsecond", "us": "microsecond", "usec": "microsecond", "usecs": "microsecond",
    "microsecond": "microsecond", "microseconds": "microsecond", "micros": "microsecond",
    "ms": "millisecond", "msec": "millisecond", "msecs": "millisecond", "millis": "millisecond",
    "millisecond": "millisecond", "milliseconds": "millisecond",
    "s": "second", "sec": "second", "secs": "second", "second": "second", "seconds": "second",
    "min": "minute", "mins": "minute", "minute": "minute", "minutes": "minute", "hour": "hour", "hours": "hour",
}
TOKENS = {"token": "token", "tokens": "token", "tok": "token", "toks": "token", "t": "token", "word": "token", "words": "token",
          "ctx": "token", "context": "token", "contexts": "token"}
# Case matters for bytes vs bits: "GB" gigabyte, "Gb" gigabit.
BYTES_CASED = {"B": "byte", "KB": "kilobyte", "kB": "kilobyte", "MB": "megabyte", "GB": "gigabyte", "TB": "terabyte",
               "PB": "petabyte", "KiB": "kibibyte", "MiB": "mebibyte", "GiB": "gibibyte", "TiB": "tebibyte",
               "Gb": "gigabit", "Mb": "megabit", "Tb": "terabit", "Kb": "kilobit"}
BYTES = {"byte": "byte", "bytes": "byte", "kilobyte": "kilobyte", "kilobytes": "kilobyte", "megabyte": "megabyte",
         "megabytes": "megabyte", "gigabyte": "gigabyte", "gigabytes": "gigabyte", "terabyte": "terabyte",
         "terabytes": "terabyte", "gig": "gigabyte", "gigs": "gigabyte", "meg": "megabyte", "megs": "megabyte",
         "gbit": "gigabit", "gigabit": "gigabit", "gigabits": "gigabit", "mbit": "megabit", "kib": "kibibyte",
         "mib": "mebibyte", "gib": "gibibyte", "tib": "tebibyte", "kb": "kilobyte", "mb": "megabyte", "gb": "gigabyte",
         "tb": "terabyte"}
FLOPS_RATE = {"tflops": "teraFLOP / second", "tflop/s": "teraFLOP / second", "teraflops": "teraFLOP / second",
              "pflops": "petaFLOP / second", "pflop/s": "petaFLOP / second", "petaflops": "petaFLOP / second",
              "gflops": "gigaFLOP / second", "gflop/s": "gigaFLOP / second", "flops": "FLOP / second",
              "flop/s": "FLOP / second", "tops": "teraFLOP / second"}
FLOPS = {"flop": "FLOP", "tflop": "teraFLOP", "pflop": "petaFLOP", "gflop": "gigaFLOP"}
RATE_BITS = {"gbps": "gigabit / second", "mbps": "megabit / second", "tbps": "terabit / second", "gbit/s": "gigabit / second"}
PARAMS = {"parameters": "parameter", "parameter": "parameter", "params": "parameter", "param": "parameter",
          "weights": "parameter"}
TOKEN_RATE = {"tps": "token / second", "t/s": "token / second"}
# how far a signal travels in a unit of time: "light in fiber does ~200 km per ms"
SPEED = {"km/ms": "kilometer / millisecond", "km per ms": "kilometer / millisecond", "km per millisecond": "kilometer / millisecond",
         "km a millisecond": "kilometer / millisecond", "kilometers per millisecond": "kilometer / millisecond",
         "kilometres per millisecond": "kilometer / millisecond", "km/s": "kilometer / second", "km per second": "kilometer / second",
         "kilometers per second": "kilometer / second", "kilometres per second": "kilometer / second",
         "km a second": "kilometer / second", "miles per ms": "mile / millisecond", "miles per millisecond": "mile / millisecond",
         "miles per second": "mile / second", "mi/ms": "mile / millisecond"}
COUNTS = {"round trips": "round_trip", "round trip": "round_trip", "round-trips": "round_trip",
          "round-trip": "round_trip", "rtts": "round_trip", "rtt": "round_trip", "roundtrips": "round_trip"}

# canonical unit per dimension
CANONICAL = {
    "time": "second", "tokens": "token", "bytes": "byte", "token_rate": "token / second",
    "time_per_token": "second / token", "bandwidth": "byte / second", "flops_rate": "FLOP / second",
    "flops": "FLOP", "bytes_per_token": "byte / token", "params": "parameter", "round_trips": "round_trip",
    "bit_rate": "byte / second", "speed": "kilometer / millisecond",
}


def _dimension_of(num: str, den: str | None) -> str | None:
    kinds = {"time": TIME, "tokens": TOKENS, "bytes": {**BYTES, **BYTES_CASED}, "flops": FLOPS}
    nk = next((k for k, table in kinds.items() if num in table.values()), None)
    if den is None:
        return nk
    dk = next((k for k, table in kinds.items() if den in table.values()), None)
    return {("tokens", "time"): "token_rate", ("time", "tokens"): "time_per_token", ("bytes", "time"): "bandwidth",
            ("flops", "time"): "flops_rate", ("bytes", "tokens"): "bytes_per_token"}.get((nk, dk))


@lru_cache(maxsize=512)
def factor(expression: str, dimension: str) -> float:
    """Multiplier from `expression` to the canonical unit of `dimension` (pint does the algebra)."""
    return float(_ureg.Quantity(1, expression).to(CANONICAL[dimension]).magnitude)


def _alt(table) -> str:
    return "|".join(sorted((re.escape(k) for k in table), key=len, reverse=True))


_WORD_END = r"(?![A-Za-z0-9µμ])"
_NUMERATOR = rf"(?P<num>{_alt(TIME)}|{_alt(TOKENS)}|{_alt(BYTES)}|{_alt(BYTES_CASED)}|{_alt(FLOPS)}){_WORD_END}"
_DENOMINATOR = rf"(?P<den>{_alt(TIME)}|{_alt(TOKENS)}){_WORD_END}"
UNIT_RE = re.compile(
    rf"(?P<special>(?:{_alt(SPEED)}|{_alt(FLOPS_RATE)}|{_alt(RATE_BITS)}|{_alt(TOKEN_RATE)}|{_alt(COUNTS)}|{_alt(PARAMS)}"
    rf"|orders? of magnitude|percent|per ?cent|x|times|fold){_WORD_END}|%|×)"
    rf"|{_NUMERATOR}(?:(?:\s*/\s*|\s+(?:per|an?|each|every)\s+)(?:one\s+|single\s+|output\s+|generated\s+)?{_DENOMINATOR})?",
)
_END = re.compile(r"(?![A-Za-z0-9µμ])")
_PER_THING = re.compile(r"\s*(?:per|/|a|for|of)\s+(?:the\s+|each\s+|a\s+|\d+\s+)?(?:param|parameter|token|byte|weight|step|prompt|"
                        r"forward|pass|request)", re.IGNORECASE)


def match_unit(text: str, pos: int) -> tuple[int, str, float, str] | None:
    """A unit starting at pos (after optional space or hyphen): (end, dimension, factor, surface) or None."""
    # "500 output tokens", "1,000 prompt tokens": an adjective of the tokens (patterns.prompt_count reads "prompt" in it)
    m = re.compile(r"[\s-]?(?:(?:extra|additional|more|full|separate|whole)\s+|(?:output|generated|new|completion|response|decoded|prompt|input)\s+(?=tokens?\b))?",
                   re.IGNORECASE).match(text, pos)
    start = m.end() if m else pos
    um = UNIT_RE.match(text, start)
    if not um:
        # case-insensitive retry for words like "Milliseconds", "Tokens/Sec"
        um = re.compile(UNIT_RE.pattern, re.IGNORECASE).match(text, start)
        if not um or um.group("num") in BYTES_CASED and um.group("num") not in ("GB", "TB", "MB", "KB", "B"):
            return None
    if not _END.match(text, um.end()):
        return None
    surface = um.group(0)
    if um.group("special"):
        word = um.group("special")
        low = word.lower()
        if low in SPEED:
            return um.end(), "speed", factor(SPEED[low], "speed"), surface
        if low in FLOPS_RATE and _PER_THING.match(text, um.end()):
            # "two FLOPs per parameter", "140 teraFLOPs for the prompt": a count, not a rate
            count = FLOPS_RATE[low].split(" / ")[0]
            return um.end(), "flops", factor(count, "flops"), surface
        if low in FLOPS_RATE or low.replace(" ", "") in FLOPS_RATE:
            return um.end(), "flops_rate", factor(FLOPS_RATE[low], "flops_rate"), surface
        if word in ("TFLOPs", "TFLOPS") or low in FLOPS_RATE:
            return um.end(), "flops_rate", factor("teraFLOP / second", "flops_rate"), surface
        if low in RATE_BITS:
            return um.end(), "bit_rate", factor(RATE_BITS[low], "bit_rate"), surface
        if low in TOKEN_RATE:
            return um.end(), "token_rate", 1.0, surface
        if low in COUNTS:
            return um.end(), "round_trips", 1.0, surface
        if low in PARAMS:
            return um.end(), "params", 1.0, surface
        if "magnitude" in low:
            return um.end(), "orders", 1.0, surface
        if low in ("%", "percent", "per cent", "percent"):
            return um.end(), "percent", 1.0, surface
        return um.end(), "ratio", 1.0, surface
    num = um.group("num")
    num_expr = BYTES_CASED.get(num) or TIME.get(num.lower()) or TOKENS.get(num.lower()) or BYTES.get(num.lower()) \
        or FLOPS.get(num.lower())
    if num_expr is None:
        return None
    den = um.group("den")
    den_expr = (TIME.get(den.lower()) or TOKENS.get(den.lower())) if den else None
    if num.lower() == "t" and den_expr != "second":
        return None  # a bare "t" is no unit
    if num.lower() == "s" and den is None and text[start:um.end()] != num:
        return None
    dimension = _dimension_of(num_expr, den_expr)
    if dimension is None:
        return None
    expression = f"{num_expr} / {den_expr}" if den_expr else num_expr
    return um.end(), dimension, factor(expression, dimension), surface
