"""The grade report: the JSON shape promised in contracts.md (schema_version 1)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from .extract.claim import Claim
from .physics import Interval

SCHEMA_VERSION = "1"
# Score: 100 x product over flags of (1 - weight). One error leaves 75, two 56, three 42; a warning costs 10%.
FLAG_WEIGHTS = {"error": 0.25, "warning": 0.10, "info": 0.0}


class Annotation(BaseModel):
    start: int = Field(description="0-based code-point offset into the submitted text")
    end: int = Field(description="end offset, exclusive")
    text: str
    rule: str
    category: str
    severity: Literal["error", "warning", "info"]
    message: str
    correction: str
    derivation: str
    claim: str = Field(description="id of the claim this annotation marks")
    replacement: str | None = Field(None, description="a drop-in replacement for the marked text, where one exists")


class BudgetComponent(BaseModel):
    name: str
    seconds: Interval
    share: float


class BudgetSummary(BaseModel):
    components: list[BudgetComponent]
    total_seconds: Interval
    observed_seconds: Interval | None = None
    decode_tok_s: Interval
    decode_bound: str
    derivation: str


class Report(BaseModel):
    schema_version: str = SCHEMA_VERSION
    score: int = Field(ge=0, le=100)
    annotations: list[Annotation]
    claims: list[Claim]
    scenario: dict
    budget: BudgetSummary


def score(annotations: list[Annotation]) -> int:
    value = 100.0
    for a in annotations:
        value *= 1 - FLAG_WEIGHTS[a.severity]
    return round(value)
