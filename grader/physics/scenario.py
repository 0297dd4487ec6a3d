"""What is being served, on what, to whom: a ScenarioSpec (names and numbers as people give them)
is resolved into a Scenario (profiles), recording where each field came from."""
from __future__ import annotations

import math
import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from . import profiles as P
from .interval import Interval

Source = Literal["request", "claim", "text", "default", "derived"]

# The hosted chat API of the mission: a 70B-class dense model in bf16 on 8 H100s with tensor
# parallelism, a short prompt, a 500-token answer, a client across the internet.
DEFAULTS = {
    "model": "llama-3-70b",
    "hardware": "h100-sxm",
    "gpus": 8,
    "precision": "bf16",
    "batch": 1,
    "prompt_tokens": 200,
    "output_tokens": 500,
    "network": "internet",
    "connection_reuse": True,
    "tls": "1.3",
    "speculative": False,
}

# Room beyond the weights for KV cache, activations and the runtime when sizing a GPU count.
_MEMORY_HEADROOM = 1.2


class ScenarioSpec(BaseModel):
    """A partial scenario. Every field is optional; unknown fields are an error."""

    model_config = ConfigDict(extra="forbid")

    model: str | None = Field(None, description="model name, e.g. 'llama-3-70b', 'Llama 3 70B', '70B'")
    hardware: str | None = Field(None, description="device name, optionally with a count: 'H100', '8xH100'")
    gpus: int | None = Field(None, ge=1, le=4096, description="devices in the tensor-parallel group")
    precision: str | None = Field(None, description="weight precision: bf16, fp16, fp8, int8, int4, ...")
    kv_precision: str | None = Field(None, description="KV-cache precision (defaults to bf16)")
    batch: int | None = Field(None, ge=1, le=100_000, description="concurrent sequences decoded together")
    prompt_tokens: int | None = Field(None, ge=0, le=10_000_000)
    output_tokens: int | None = Field(None, ge=1, le=10_000_000)
    network: str | float | None = Field(None, description="network path name, or round-trip time in ms")
    connection_reuse: bool | None = Field(None, description="keep-alive: no TCP/TLS set-up per request")
    tls: Literal["1.2", "1.3", "resumed"] | None = None
    speculative: bool | None = Field(None, description="speculative decoding (Medusa, draft model)")
    observed_latency_s: float | tuple[float, float] | None = Field(
        None, description="measured wall clock for the request, seconds (a number or [lo, hi])"
    )

    @field_validator("network", mode="before")
    @classmethod
    def _network(cls, value):
        if isinstance(value, str):
            ms = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(ms)?\s*", value, flags=re.IGNORECASE)
            if ms:
                return float(ms.group(1))
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            if not (0 < value < 10_000):
                raise ValueError("network RTT must be between 0 and 10,000 ms")
            return float(value)
        return value

    @field_validator("observed_latency_s")
    @classmethod
    def _observed(cls, value):
        if value is None:
            return value
        values = [value] if isinstance(value, (int, float)) else list(value)
        if any(not math.isfinite(v) or v <= 0 for v in values):
            raise ValueError("observed latency must be positive seconds")
        return value

    def given(self) -> dict:
        return self.model_dump(exclude_none=True)


class Scenario(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    model: P.ModelProfile
    hardware: P.HardwareProfile
    gpus: int
    precision: P.PrecisionProfile
    kv_precision: P.PrecisionProfile
    batch: int
    prompt_tokens: int
    output_tokens: int
    network: P.NetworkProfile
    connection_reuse: bool
    tls: str
    speculative: bool
    observed_latency_s: Interval | None = None
    provenance: dict[str, Source] = Field(default_factory=dict)

    def summary(self) -> dict:
        """Flat, JSON-friendly description with provenance: what reports print as `scenario`."""
        fields = {
            "model": self.model.id,
            "hardware": self.hardware.id,
            "gpus": self.gpus,
            "precision": self.precision.id,
            "kv_precision": self.kv_precision.id,
            "batch": self.batch,
            "prompt_tokens": self.prompt_tokens,
            "output_tokens": self.output_tokens,
            "network": self.network.id,
            "network_rtt_ms": list(self.network.rtt_ms),
            "connection_reuse": self.connection_reuse,
            "tls": self.tls,
            "speculative": self.speculative,
            "observed_latency_s": (
                [self.observed_latency_s.lo, self.observed_latency_s.hi] if self.observed_latency_s else None
            ),
        }
        return {**fields, "provenance": dict(self.provenance)}


def _custom_network(rtt_ms: float) -> P.NetworkProfile:
    # Distance unknown: the floor is taken as the RTT itself over fiber (no claim about geography).
    km = rtt_ms / 2 * P.constants().network["fiber_km_per_ms"]
    return P.NetworkProfile(
        id=f"rtt-{rtt_ms:g}ms", name=f"measured RTT {rtt_ms:g} ms", rtt_ms=(rtt_ms, rtt_ms), distance_km=km,
        source="given round-trip time",
    )


def min_gpus_to_fit(model: P.ModelProfile, hw: P.HardwareProfile, precision: P.PrecisionProfile) -> int:
    """Smallest power-of-two device count whose memory holds the weights with headroom."""
    need = model.params_b * 1e9 * precision.bytes * _MEMORY_HEADROOM
    n = 1
    while n * hw.memory_gb * 1e9 < need and n < 4096:
        n *= 2
    return n


def resolve(*layers: tuple[Source, ScenarioSpec | dict | None]) -> Scenario:
    """Merge partial specs, highest priority first (e.g. request, then text), over the defaults."""
    merged: dict = {}
    provenance: dict[str, Source] = {}
    for source, spec in layers:
        if spec is None:
            continue
        spec = spec if isinstance(spec, ScenarioSpec) else ScenarioSpec.model_validate(spec)
        for key, value in spec.given().items():
            if key not in merged:
                merged[key], provenance[key] = value, source

    hw_name = merged.get("hardware", DEFAULTS["hardware"])
    hw, count_in_name = P.parse_hardware_spec(hw_name)
    if "gpus" not in merged and count_in_name:
        merged["gpus"], provenance["gpus"] = count_in_name, provenance["hardware"]
    model = P.models().get(merged.get("model", DEFAULTS["model"]))
    precision = P.precisions().get(merged.get("precision", DEFAULTS["precision"]))
    kv_precision = P.precisions().get(merged.get("kv_precision", "bf16"))

    if "gpus" not in merged:
        if "model" in merged or "hardware" in merged or "precision" in merged:
            merged["gpus"], provenance["gpus"] = min_gpus_to_fit(model, hw, precision), "derived"
        else:
            merged["gpus"] = DEFAULTS["gpus"]

    network = merged.get("network", DEFAULTS["network"])
    network_profile = _custom_network(network) if isinstance(network, float) else P.networks().get(network)

    for key, value in DEFAULTS.items():
        if key not in merged:
            merged[key] = value
        provenance.setdefault(key, "default")
    provenance.setdefault("kv_precision", "default")

    observed = merged.get("observed_latency_s")
    return Scenario(
        model=model,
        hardware=hw,
        gpus=merged["gpus"],
        precision=precision,
        kv_precision=kv_precision,
        batch=merged["batch"],
        prompt_tokens=merged["prompt_tokens"],
        output_tokens=merged["output_tokens"],
        network=network_profile,
        connection_reuse=merged["connection_reuse"],
        tls=merged["tls"],
        speculative=merged["speculative"],
        observed_latency_s=Interval.of(observed) if observed is not None else None,
        provenance=provenance,
    )


def field_problems(fields: dict) -> dict[str, ValueError]:
    """Each field of a partial scenario that does not validate or resolve on its own, with the reason (an
    UnknownProfileError names the closest known profiles). Used to drop a text's stray names and to tell a
    request which field is wrong."""
    problems = {}
    for key, value in fields.items():
        try:
            ScenarioSpec.model_validate({key: value})
            resolve(("request", {key: value}))
        except ValueError as exc:  # pydantic's ValidationError and UnknownProfileError are ValueErrors
            problems[key] = exc
    return problems


def default_scenario() -> Scenario:
    return resolve()
