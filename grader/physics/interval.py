"""Closed intervals of non-negative reals: every figure the model produces is a band, not a point."""
from __future__ import annotations

from pydantic import BaseModel, model_validator


class Interval(BaseModel):
    lo: float
    hi: float

    model_config = {"frozen": True}

    @model_validator(mode="after")
    def _ordered(self) -> "Interval":
        if self.lo > self.hi:
            raise ValueError(f"interval lower bound {self.lo} exceeds upper bound {self.hi}")
        return self

    @classmethod
    def of(cls, value: "float | tuple[float, float] | list[float] | Interval") -> "Interval":
        if isinstance(value, Interval):
            return value
        if isinstance(value, (int, float)):
            return cls(lo=float(value), hi=float(value))
        lo, hi = value
        return cls(lo=float(min(lo, hi)), hi=float(max(lo, hi)))

    @property
    def mid(self) -> float:
        return (self.lo + self.hi) / 2

    def __add__(self, other: "Interval | float") -> "Interval":
        o = Interval.of(other)
        return Interval(lo=self.lo + o.lo, hi=self.hi + o.hi)

    __radd__ = __add__

    def __mul__(self, other: "Interval | float") -> "Interval":
        o = Interval.of(other)
        products = (self.lo * o.lo, self.lo * o.hi, self.hi * o.lo, self.hi * o.hi)
        return Interval(lo=min(products), hi=max(products))

    __rmul__ = __mul__

    def __truediv__(self, other: "Interval | float") -> "Interval":
        o = Interval.of(other)
        if o.lo <= 0:
            raise ZeroDivisionError("interval divisor must be positive")
        return self * Interval(lo=1 / o.hi, hi=1 / o.lo)

    def __rtruediv__(self, other: float) -> "Interval":
        return Interval.of(other) / self

    def maximum(self, other: "Interval") -> "Interval":
        """Element-wise max: the slower of two constraints, end by end."""
        return Interval(lo=max(self.lo, other.lo), hi=max(self.hi, other.hi))

    def contains(self, x: float, rel_tol: float = 0.0) -> bool:
        return self.lo * (1 - rel_tol) <= x <= self.hi * (1 + rel_tol)

    def distance_ratio(self, x: float) -> float:
        """How far x lies outside the band, as a fraction of the nearer end (0 inside)."""
        if x < self.lo:
            return (self.lo - x) / self.lo
        if x > self.hi:
            return (x - self.hi) / self.hi
        return 0.0
