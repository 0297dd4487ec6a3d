"""The rule-pack schema. Rules are data: a selector over claims, a typed check, templates and examples."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .facts import FACTS

CATEGORIES = (
    "network_rtt", "tls_connection", "tokenizer_cost", "decode_rate", "decode_total", "decode_boundness", "batching",
    "throughput_vs_latency", "prefill_ttft", "attribution", "magnitude_ratio", "hardware_spec", "model_memory",
    "kv_cache", "arithmetic",
)
Category = Literal[
    "network_rtt", "tls_connection", "tokenizer_cost", "decode_rate", "decode_total", "decode_boundness", "batching",
    "throughput_vs_latency", "prefill_ttft", "attribution", "magnitude_ratio", "hardware_spec", "model_memory",
    "kv_cache", "arithmetic",
]
Severity = Literal["error", "warning", "info"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Match(Strict):
    """Which claims a rule looks at. Every given field must hold."""

    kind: Literal["quantity", "predicate", "share", "magnitude", "arithmetic", "ratio"] = "quantity"
    subjects: list[str] | None = Field(None, description="claim subject is one of these")
    all_subjects_in: list[str] | None = Field(None, description="every subject of the claim is one of these")
    dimensions: list[str] | None = None
    predicates: list[str] | None = None
    negated: bool | None = None
    scope_any: list[str] | None = Field(None, description="the claim carries at least one of these scopes")
    scope_none: list[str] | None = Field(None, description="the claim carries none of these scopes")
    min_value: float | None = Field(None, description="claimed upper end at least this (canonical unit)")


class Tolerance(Strict):
    """Factor by which a claim may miss the physics band before it is flagged."""

    default: float = Field(gt=1)
    fixed: float | None = Field(None, gt=1, description="when the text or request fixed the scenario fields behind the fact")


class WrongIf(Strict):
    """For predicate checks: the claim is wrong when the fact's chosen end compares so with value."""

    side: Literal["lo", "hi"] = "lo"
    above: float | None = None
    below: float | None = None

    @model_validator(mode="after")
    def _one(self) -> "WrongIf":
        if (self.above is None) == (self.below is None):
            raise ValueError("give exactly one of 'above' or 'below'")
        return self


class FlagExample(Strict):
    text: str
    span: str = Field(description="the exact substring the rule must mark")


class Examples(Strict):
    flag: list[FlagExample] = Field(default_factory=list, description="texts the rule must mark, with the span")
    ok: list[str] = Field(min_length=1, description="texts the rule must leave alone")


class Rule(Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    category: Category
    severity: Severity = "error"
    description: str
    check: Literal["range", "predicate", "share", "magnitude", "arithmetic", "ratio", "accept"]
    match: Match
    fact: str | None = None
    tolerance: Tolerance | None = None
    wrong_if: WrongIf | None = None
    message: str
    correction: str
    replacement: str | None = Field(None, description="template for a drop-in replacement of the marked span "
                                                      "({expected}); only where the span is the figure itself")
    examples: Examples

    @field_validator("fact")
    @classmethod
    def _known_fact(cls, value):
        if value is not None and value not in FACTS:
            raise ValueError(f"unknown fact {value!r}; known: {', '.join(sorted(FACTS))}")
        return value

    @model_validator(mode="after")
    def _check_needs(self) -> "Rule":
        needs = {"range": ("fact", "tolerance"), "predicate": ("fact", "wrong_if"), "share": ("fact",),
                 "magnitude": ("fact",), "ratio": ("fact",), "arithmetic": (), "accept": ()}[self.check]
        for field in needs:
            if getattr(self, field) is None:
                raise ValueError(f"check '{self.check}' needs '{field}'")
        if self.check != "accept" and not self.examples.flag:
            raise ValueError("a rule that flags needs at least one 'examples.flag' entry")
        return self


class Pack(Strict):
    pack: str
    description: str = ""
    rules: list[Rule]
