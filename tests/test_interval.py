import pytest

from grader.physics import Interval


def test_arithmetic_on_bands():
    a, b = Interval.of((2, 4)), Interval.of((1, 3))
    assert a + b == Interval(lo=3, hi=7)
    assert a * 2 == Interval(lo=4, hi=8)
    assert a / b == Interval(lo=2 / 3, hi=4)
    assert 12 / a == Interval(lo=3, hi=6)
    assert a.maximum(Interval.of((3, 3.5))) == Interval(lo=3, hi=4)


def test_order_and_distance():
    with pytest.raises(ValueError):
        Interval(lo=2, hi=1)
    band = Interval.of((50, 150))
    assert band.contains(100) and not band.contains(200)
    assert band.distance_ratio(100) == 0
    assert band.distance_ratio(25) == pytest.approx(0.5)
    assert band.distance_ratio(300) == pytest.approx(1.0)


def test_division_by_non_positive_band_is_refused():
    with pytest.raises(ZeroDivisionError):
        Interval.of(1) / Interval.of((0, 1))
