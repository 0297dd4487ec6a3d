"""Request and response bodies of the v1 API. The grade report itself is grader.report.Report (contracts.md)."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from grader.physics import ScenarioSpec
from grader.report import Report
from grader.rules_engine.selection import RuleSelection

SEED_TEXT = (
    "Our chat API takes 8-12 s for a ~500-token answer. The network round trip is 50 milliseconds each way and the "
    "tokenizer costs one to two milliseconds per token, while server-side decode is subsecond, so the time must "
    "come from network and tokenization."
)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GradeRequest(Strict):
    text: str = Field(description="the explanation to grade; empty or whitespace-only text gives an empty report "
                                  "with score 100")
    scenario: ScenarioSpec | None = Field(None, description="overrides what the text fixes, which overrides defaults")
    rules: RuleSelection | None = None
    rubric: str | None = Field(None, description="a bundled rubric ('latency', see GET /v1/rubrics): also report the "
                                                 "key points the answer makes and the answer score")

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"text": SEED_TEXT},
        {"text": SEED_TEXT, "rubric": "latency"},
        {"text": SEED_TEXT, "scenario": {"hardware": "8xH100", "model": "llama-3-70b", "output_tokens": 500},
         "rules": {"disable": ["network-one-way"]}},
    ]})


class ItemError(BaseModel):
    status: int
    type: str
    message: str
    field: str | None = None


class BatchItem(Strict):
    """One text of a batch. An item that does not fit this shape does not fail the batch: it is kept with its
    problem and answered with an error entry, while the others are graded."""

    id: str | int = Field(description="your id, echoed in the result")
    text: str
    scenario: ScenarioSpec | None = None
    _problem: ItemError | None = PrivateAttr(None)

    @model_validator(mode="wrap")
    @classmethod
    def _keep_bad_items(cls, data, handler):
        try:
            return handler(data)
        except ValidationError as exc:
            raw_id = data.get("id") if isinstance(data, dict) else None
            item = cls.model_construct(id=raw_id if isinstance(raw_id, (str, int)) else None, text="")
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "item"
            message = "required field missing" if first["type"] == "missing" else first["msg"]
            item._problem = ItemError(status=422, type="validation_error", message=f"{where}: {message}",
                                      field=where)
            return item

    @property
    def problem(self) -> ItemError | None:
        return self._problem


class BatchRequest(Strict):
    items: list[BatchItem] = Field(description="graded in order; the item limit is in GET /v1/limits")
    rules: RuleSelection | None = None

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"items": [{"id": "a-1", "text": SEED_TEXT},
                   {"id": "a-2", "text": "Decode runs at about 60 tok/s per request, so 500 tokens take ~8 s.",
                    "scenario": {"hardware": "a100-80gb", "gpus": 4}}]},
    ]})


class BatchResult(BaseModel):
    id: str | int | None = Field(description="the item's id (null when the item had none)")
    report: Report | None = None
    error: ItemError | None = None


class BatchResponse(BaseModel):
    results: list[BatchResult]
    graded: int
    failed: int


class RuleExample(BaseModel):
    text: str
    span: str | None = None


class RuleInfo(BaseModel):
    id: str
    category: str
    severity: str
    description: str
    check: str
    flag_examples: list[RuleExample]
    ok_examples: list[str]


class Limits(BaseModel):
    max_text_chars: int
    max_batch_items: int
    max_body_bytes: int
    request_timeout_s: float
    batch_timeout_s: float


class ErrorDetail(BaseModel):
    status: int
    type: str
    message: str
    field: str | None = None


class ErrorResponse(BaseModel):
    error: ErrorDetail

