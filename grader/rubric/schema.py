"""The shape of a rubric file (rules/rubrics/*.yaml): the key points a good answer to one question makes, how each
is recognised, and the examples every point carries (run by the test suite, as rules' examples are)."""
from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..rules_engine.schema import Category


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ClaimShape(Strict):
    """Matches an extracted claim: every field given must equal the claim's (`text`: a regex its text must match)."""
    category: Category | None = None
    subject: str | None = None
    predicate: str | None = None
    kind: str | None = None
    text: str | None = Field(None, description="regex the claim's own words must match (case-insensitive)")

    def matches(self, claim) -> bool:
        for name, want in self.model_dump(exclude_none=True).items():
            have = getattr(claim, name, None)
            if name == "text":
                if not re.search(want, have or "", re.IGNORECASE):
                    return False
            elif name == "subject" and have != want:
                # a predicate said of several subjects ("network and tokenizer dominate") is said of each
                if want not in (getattr(claim, "subjects", None) or ()):
                    return False
            elif have != want:
                return False
        return True


class Thresholds(Strict):
    """Cosine similarity to the point's prototypes. `strong` credits a sentence on similarity alone; `weak`
    credits it only when every cue group also matches (lexical evidence). Calibrated: grader rubric calibrate."""
    strong: float = Field(ge=0, le=1)
    weak: float = Field(ge=0, le=1)

    @model_validator(mode="after")
    def _ordered(self):
        if self.weak > self.strong:
            raise ValueError("weak must not exceed strong")
        return self


class PointExamples(Strict):
    covered: list[str] = Field(min_length=1, description="answers that make the point")
    missing: list[str] = Field(min_length=1, description="answers that do not (near misses preferred)")
    wrong: list[str] = Field(default_factory=list, description="answers that get the point wrong")


class Point(Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    says: str = Field(description="the point, as a grader would write it on the rubric")
    weight: float = Field(1.0, gt=0)
    made_by: list[ClaimShape] = Field(default_factory=list, description="a correct claim of any of these shapes "
                                                                          "makes the point")
    contradicted_by: list[ClaimShape] = Field(default_factory=list, description="a flagged claim of any of these "
                                                                                   "shapes gets the point wrong")
    cues: list[str] = Field(min_length=1, description="regex groups; the first names the topic (only sentences "
                                                      "that match it are embedded), all must match for `weak`")
    prototypes: list[str] = Field(min_length=1)
    thresholds: Thresholds
    examples: PointExamples

    @field_validator("cues")
    @classmethod
    def _compiles(cls, value):
        for pattern in value:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"cue {pattern!r} is not a valid regex: {exc}") from exc
        return value


class Agreement(Strict):
    """How the rubric's verdicts agreed with human labels when it was calibrated (recorded, and re-checked by the
    tests)."""
    data: str
    answers: int
    held_out: int
    accuracy: float
    kappa: float
    per_point: dict[str, dict[str, float]] = Field(default_factory=dict)


class Rubric(Strict):
    name: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    question: str
    description: str = ""
    points: list[Point] = Field(min_length=1)
    calibration: Agreement | None = None

    @field_validator("points")
    @classmethod
    def _unique(cls, value):
        ids = [p.id for p in value]
        if len(ids) != len(set(ids)):
            raise ValueError(f"duplicate point ids: {sorted({i for i in ids if ids.count(i) > 1})}")
        return value
