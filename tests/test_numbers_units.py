"""Numbers in digits and words, ranges, bounds, and units (including pint's traps)."""
import math

import pytest

from grader.extract.numbers import find_numbers
from grader.extract.quantities import find_quantities
from grader.extract.units import match_unit


@pytest.mark.parametrize("text, lo, hi, qualifier", [
    ("fifty", 50, 50, "exact"), ("twenty-five", 25, 25, "exact"), ("1e3", 1000, 1000, "exact"),
    ("10^3", 1000, 1000, "exact"), ("1,500", 1500, 1500, "exact"), ("4-5k", 4000, 5000, "exact"),
    ("50-150", 50, 150, "exact"), ("50–150", 50, 150, "exact"), ("between 50 and 150", 50, 150, "exact"),
    ("50 to 150", 50, 150, "exact"), ("one to two", 1, 2, "exact"), ("about 8", 8, 8, "approx"),
    ("~0.05", 0.05, 0.05, "approx"), ("roughly 3", 3, 3, "approx"), ("under 1", 0, 1, "upper"),
    ("at most 3", 0, 3, "upper"), ("at least 40", 40, math.inf, "lower"), ("over 2", 2, math.inf, "lower"),
    ("a few hundred", 200, 500, "vague"), ("several", 3, 9, "vague"), ("tens of", 10, 99, "vague"),
    ("tens of thousands of", 1e4, 99999, "vague"), ("50 million", 5e7, 5e7, "exact"),
])
def test_numbers(text, lo, hi, qualifier):
    n = find_numbers(text)[0]
    assert (n.lo, n.hi, n.qualifier) == (pytest.approx(lo), pytest.approx(hi) if math.isfinite(hi) else hi, qualifier)


@pytest.mark.parametrize("text, dimension, factor", [
    ("ms per token", "time_per_token", 1e-3), ("ms/tok", "time_per_token", 1e-3), ("tok/s", "token_rate", 1),
    ("tokens per second", "token_rate", 1), ("t/s", "token_rate", 1), ("TB/s", "bandwidth", 1e12),
    ("GB/s", "bandwidth", 1e9), ("terabytes a second", "bandwidth", 1e12), ("GB", "bytes", 1e9),
    ("GiB", "bytes", 2**30), ("Gb", "bytes", 1.25e8),  # gigabit, not pint's gilbert
    ("TFLOPs", "flops_rate", 1e12),  # a rate, not a count: pint would drop the "/s"
    ("mS", "time", 1e-3),  # milliseconds here, not millisiemens
    ("µs/token", "time_per_token", 1e-6), ("KiB per token", "bytes_per_token", 1024),
    ("round trips", "round_trips", 1), ("orders of magnitude", "orders", 1), ("%", "percent", 1),
])
def test_units(text, dimension, factor):
    end, dim, f, _ = match_unit(text, 0)
    assert dim == dimension and f == pytest.approx(factor) and end == len(text)


@pytest.mark.parametrize("text, value, dimension", [
    ("a tenth of a second", 0.1, "time"), ("half a second", 0.5, "time"), ("~0.05s", 0.05, "time"),
    ("3.35TB/s", 3.35e12, "bandwidth"), ("one to two milliseconds per token", 0.0015, "time_per_token"),
    ("a millisecond or two", 0.0015, "time"), ("under a second", 0.5, "time"), ("a single round trip", 1, "round_trips"),
    ("one token every 20 ms", 0.02, "time_per_token"), ("two FLOPs per parameter", None, "flops"),
])
def test_quantities(text, value, dimension):
    q = find_quantities(text)[0]
    assert q.dimension == dimension
    if value is not None:
        assert q.mid == pytest.approx(value)


def test_no_quantity_from_decades_or_versions():
    assert find_quantities("real pings are in the mid-40s") == []
    assert find_quantities("TLS 1.3 and HTTP/2") == []
    assert [q.dimension for q in find_quantities("at 1 ms per token")] == ["time_per_token"]
    assert all(q.dimension != "time_per_token" for q in find_quantities("a few milliseconds at most"))


@pytest.mark.parametrize("text, value", [
    ("10^-3 s", 1e-3), ("about 10^0.7 s", 10 ** 0.7), ("2 × 10^-3 s", 2e-3), ("1.4 × 10^16 FLOPs", 1.4e16),
])
def test_powers_of_ten_as_typed(text, value):
    from grader.extract.quantities import find_quantities
    (q,) = find_quantities(text, [])
    assert q.lo == pytest.approx(value)


@pytest.mark.parametrize("text, value, dimension", [
    ("so ~0,2 s before we send anything", 0.2, "time"),  # a decimal comma
    ("it takes ~15,5 s", 15.5, "time"),
    ("the 2.000-token prompt, about 0,3 s of prefill", 2000, "tokens"),  # dot thousands beside a decimal comma
    ("the signal goes ~36.000 km up", 36000, None),  # ".000" is a thousands group
    ("1,800 tokens at 3.35 TB/s", 1800, "tokens"),  # English forms are unchanged
])
def test_continental_number_formats(text, value, dimension):
    first = find_numbers(text)[0]
    assert first.lo == pytest.approx(value)
    if dimension:
        assert find_quantities(text)[0].dimension == dimension


def test_locale_normalizing_keeps_positions():
    from grader.extract.numbers import normalize_locale
    for text in ("~0,2 s and 2.000 tokens", "batch 1,2,4,8 and 3.35 TB/s", "v1.000"):
        assert len(normalize_locale(text)) == len(text)
    assert normalize_locale("batch sizes 1,2,4,8") == "batch sizes 1,2,4,8"  # a list, not a decimal
