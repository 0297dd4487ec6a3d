"""Compare the latency model with published measurements (rules/profiles/measurements.yaml)."""
from __future__ import annotations

from pydantic import BaseModel

from ..resources import load_profile_file
from .interval import Interval
from .model import decode, prefill
from .scenario import resolve

_SCENARIO_KEYS = ("model", "hardware", "gpus", "precision", "prompt_tokens", "speculative")


class Check(BaseModel):
    id: str
    kind: str  # "decode" (tok/s) or "prefill" (ms)
    measured: float
    band: Interval
    bound: float | None  # decode only: the hard ceiling in tok/s
    miss: float  # fraction outside the band (0 = inside)
    source: str

    @property
    def bound_respected(self) -> bool:
        return self.bound is None or self.bound >= self.measured


def checks() -> list[Check]:
    data = load_profile_file("measurements.yaml")
    rows: list[Check] = []
    for row in data["decode"]:
        s = resolve(("request", {k: row[k] for k in _SCENARIO_KEYS if k in row}))
        d = decode(s)
        rows.append(Check(id=row["id"], kind="decode", measured=row["tok_s"], band=d.tok_s, bound=d.bound_tok_s,
                          miss=d.tok_s.distance_ratio(row["tok_s"]), source=row["source"]))
    for row in data["prefill"]:
        s = resolve(("request", {k: row[k] for k in _SCENARIO_KEYS if k in row}))
        band = prefill(s).seconds * 1e3
        rows.append(Check(id=row["id"], kind="prefill", measured=row["ms"], band=band, bound=None,
                          miss=band.distance_ratio(row["ms"]), source=row["source"]))
    return rows
