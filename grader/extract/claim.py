"""A claim found in the text: what it is about, what it says, and where it stands."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..physics import Interval

ClaimKind = Literal["quantity", "predicate", "share", "magnitude", "arithmetic", "fit", "ratio"]
Verdict = Literal["ok", "error", "warning", "info", "unverifiable"]


class Claim(BaseModel):
    id: str
    kind: ClaimKind
    start: int
    end: int
    text: str
    sentence: int
    subject: str | None = None
    subjects: list[str] = Field(default_factory=list, description="all subjects a predicate applies to")
    versus: str | None = Field(None, description="for a ratio: the component the subject is compared with")
    subject_inferred: bool = Field(False, description="subject inferred from context rather than named")
    dimension: str | None = None
    value: Interval | None = Field(None, description="in the canonical unit of the dimension")
    unit: str | None = None
    qualifier: str | None = None
    scope: list[str] = Field(default_factory=list)
    predicate: str | None = None
    negated: bool = False
    hedged: bool = False
    tokens: float | None = Field(None, description="a token count stated in the same clause")
    prompt_tokens: float | None = Field(None, description="a prompt length stated in the same sentence")
    hardware: list[str] = Field(default_factory=list, description="devices named in the sentence")
    models: list[str] = Field(default_factory=list, description="models named in the sentence")
    precisions: list[str] = Field(default_factory=list, description="precisions named in the sentence")
    device_count: int | None = None
    hardware_generic: bool = Field(False, description="the nearest device is named by family ('H100')")
    networks: list[str] = Field(default_factory=list, description="network paths named before it in its clause")
    sentence_network: bool = Field(False, description="the sentence names a network path")
    sentence_networks: list[str] = Field(default_factory=list, description="the network paths the sentence names")
    contrasted: bool = Field(False, description="the clause contrasts with a named setup ('... elsewhere')")
    generic_gpu: bool = Field(False, description="the clause speaks of GPUs without naming one")
    parts: dict[str, Interval] = Field(default_factory=dict, description="arithmetic operands")
    verdict: Verdict = "unverifiable"
    rule: str | None = None
    category: str | None = None
    expected: str | None = None
