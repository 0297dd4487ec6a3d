"""Named hardware, model, precision and network profiles, loaded from rules/profiles/*.yaml.

Names are matched the way people write them: case, spaces, hyphens and underscores do not matter
("H100", "h100 sxm", "A100 80GB", "Llama 3 70B"). An unknown name raises UnknownProfileError
listing the closest known names.
"""
from __future__ import annotations

import difflib
import re
from functools import lru_cache
from typing import Generic, Literal, TypeVar

from pydantic import BaseModel, Field, ValidationError

from ..resources import DataFileError, load_profile_file
from .interval import Interval


class UnknownProfileError(ValueError):
    def __init__(self, kind: str, name: str, suggestions: list[str]):
        self.kind, self.name, self.suggestions = kind, name, suggestions
        hint = f"; closest known: {', '.join(suggestions)}" if suggestions else ""
        super().__init__(f"unknown {kind} {name!r}{hint}")


class _Profile(BaseModel):
    id: str
    name: str = ""
    aliases: list[str] = Field(default_factory=list)
    source: str

    model_config = {"extra": "forbid", "frozen": True}

    @property
    def label(self) -> str:
        return self.name or self.id


class HardwareProfile(_Profile):
    memory_gb: float = Field(gt=0)
    bandwidth_gb_s: float = Field(gt=0)
    tflops: dict[str, float]
    interconnect: str
    allreduce_us: tuple[float, float]
    memory_kind: Literal["hbm", "gddr", "unified", "sram"] = "hbm"
    # parts sold with several memory sizes (Apple's unified memory): each is that part's real capacity
    memory_options_gb: list[float] = Field(default_factory=list)
    # parts sold in bins with less memory bandwidth (the 14-core M3 Max has 300 GB/s, the 16-core 400 GB/s)
    bandwidth_options_gb_s: list[float] = Field(default_factory=list)

    def peak_tflops(self, compute: str, fp32_fraction: float) -> float:
        """Dense peak for a compute precision; falls back to bf16 where the device lacks the unit."""
        if compute in self.tflops:
            return self.tflops[compute]
        if compute == "fp32":
            return self.tflops["bf16"] * fp32_fraction
        return self.tflops["bf16"]


class ModelProfile(_Profile):
    params_b: float = Field(gt=0)
    active_params_b: float | None = Field(default=None, gt=0)
    experts: int | None = Field(default=None, ge=2)
    experts_per_token: int | None = Field(default=None, ge=1)
    layers: int = Field(gt=0)
    hidden: int = Field(gt=0)
    heads: int = Field(gt=0)
    kv_heads: int = Field(gt=0)
    head_dim: int = Field(gt=0)

    @property
    def active_b(self) -> float:
        return self.active_params_b or self.params_b

    @property
    def is_moe(self) -> bool:
        return bool(self.experts and self.experts_per_token and self.active_params_b)


class PrecisionProfile(_Profile):
    bytes: float = Field(gt=0)
    compute: str

    @property
    def family(self) -> str:
        """Which measured MBU band applies: 16-bit and wider, 8-bit, or 4-bit."""
        if self.bytes >= 2:
            return "16bit"
        return "8bit" if self.bytes >= 1 else "4bit"


class NetworkProfile(_Profile):
    rtt_ms: tuple[float, float]
    distance_km: float = Field(ge=0)
    vacuum: bool = False


class Constants(BaseModel):
    mbu: dict[str, dict]
    mfu: dict
    speculative: dict
    tokenizer: dict
    network: dict
    compute: dict

    def mbu_band(self, family: str) -> Interval:
        return Interval.of(self.mbu[family]["band"])

    @property
    def mfu_band(self) -> Interval:
        return Interval.of(self.mfu["band"])


P = TypeVar("P", bound=_Profile)


def normalize(name: str) -> str:
    """'Llama 3 70B' -> 'llama370b'; 'A100_80GB' -> 'a10080gb'."""
    return re.sub(r"[^a-z0-9.]", "", name.lower().replace("×", "x"))


class Catalog(Generic[P]):
    """Profiles of one kind, addressable by id or any alias."""

    def __init__(self, kind: str, profiles: list[P]):
        self.kind = kind
        self.profiles = {p.id: p for p in profiles}
        self._index: dict[str, P] = {}
        for profile in profiles:
            for key in [profile.id, profile.name, *profile.aliases]:
                if key:
                    self._index.setdefault(normalize(key), profile)

    def get(self, name: str) -> P:
        profile = self.find(name)
        if profile is None:
            keys = difflib.get_close_matches(normalize(name), list(self._index), n=8, cutoff=0.5)
            ids = list(dict.fromkeys(self._index[k].id for k in keys))[:4]
            raise UnknownProfileError(self.kind, name, ids or sorted(self.profiles)[:6])
        return profile

    def find(self, name: str) -> P | None:
        return self._index.get(normalize(name))

    def names(self) -> dict[str, list[str]]:
        return {p.id: [p.name, *p.aliases] for p in self.profiles.values()}


def _catalog(kind: str, file: str, key: str, cls: type[P]) -> Catalog[P]:
    raw = load_profile_file(file) or {}
    items = raw.get(key)
    if not isinstance(items, list):
        raise DataFileError(f"profiles/{file}: expected a list under '{key}'")
    profiles = []
    for i, item in enumerate(items):
        try:
            profiles.append(cls.model_validate(item))
        except ValidationError as exc:
            ident = item.get("id", f"#{i}") if isinstance(item, dict) else f"#{i}"
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"])
            raise DataFileError(f"profiles/{file}: {kind} {ident}: field '{field}': {first['msg']}") from exc
    return Catalog(kind, profiles)


@lru_cache(maxsize=1)
def hardware() -> Catalog[HardwareProfile]:
    return _catalog("hardware", "hardware.yaml", "hardware", HardwareProfile)


@lru_cache(maxsize=1)
def models() -> Catalog[ModelProfile]:
    return _catalog("model", "models.yaml", "models", ModelProfile)


@lru_cache(maxsize=1)
def precisions() -> Catalog[PrecisionProfile]:
    return _catalog("precision", "precisions.yaml", "precisions", PrecisionProfile)


@lru_cache(maxsize=1)
def networks() -> Catalog[NetworkProfile]:
    return _catalog("network path", "network.yaml", "network", NetworkProfile)


@lru_cache(maxsize=1)
def constants() -> Constants:
    return Constants.model_validate(load_profile_file("constants.yaml"))


def parse_hardware_spec(spec: str) -> tuple[HardwareProfile, int | None]:
    """'8xH100' / '8 x h100 sxm' / '2× 4090' -> (profile, gpu count); plain names give count None."""
    match = re.match(r"^\s*(\d+)\s*[x×*]\s*(.+)$", spec, flags=re.IGNORECASE)
    if match:
        return hardware().get(match.group(2)), int(match.group(1))
    return hardware().get(spec), None
