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
    def _ordered_pair(cls, lo: float, hi: float) -> "Interval":
        """For results ordered by construction (min/max of products): no validation, which dominates the cost of
        the model's arithmetic."""
        return cls.model_construct(lo=lo, hi=hi)

    @classmethod
    def of(cls, value: "float | tuple[float, float] | list[float] | Interval") -> "Interval":
        if isinstance(value, Interval):
            return value
        if isinstance(value, (int, float)):
            return cls._ordered_pair(float(value), float(value))
        lo, hi = value
        return cls._ordered_pair(float(min(lo, hi)), float(max(lo, hi)))

    @property
    def mid(self) -> float:
        return (self.lo + self.hi) / 2

    def __add__(self, other: "Interval | float") -> "Interval":
        o = Interval.of(other)
        return Interval._ordered_pair(self.lo + o.lo, self.hi + o.hi)

    __radd__ = __add__

    def __mul__(self, other: "Interval | float") -> "Interval":
        o = Interval.of(other)
        products = (self.lo * o.lo, self.lo * o.hi, self.hi * o.lo, self.hi * o.hi)
        return Interval._ordered_pair(min(products), max(products))

    __rmul__ = __mul__

    def __truediv__(self, other: "Interval | float") -> "Interval":
        o = Interval.of(other)
        if o.lo <= 0:
            raise ZeroDivisionError("interval divisor must be positive")
        return self * Interval._ordered_pair(1 / o.hi, 1 / o.lo)

    def __rtruediv__(self, other: float) -> "Interval":
        return Interval.of(other) / self

    def maximum(self, other: "Interval") -> "Interval":
        """Element-wise max: the slower of two constraints, end by end."""
        return Interval._ordered_pair(max(self.lo, other.lo), max(self.hi, other.hi))

    def contains(self, x: float, rel_tol: float = 0.0) -> bool:
        return self.lo * (1 - rel_tol) <= x <= self.hi * (1 + rel_tol)

    def distance_ratio(self, x: float) -> float:
        """How far x lies outside the band, as a fraction of the nearer end (0 inside)."""
        if x < self.lo:
            return (self.lo - x) / self.lo
        if x > self.hi:
            return (x - self.hi) / self.hi
        return 0.0
