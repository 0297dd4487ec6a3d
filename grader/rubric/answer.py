"""Grade an answer and, with a rubric, its coverage: the one call the batch workers and the REST API share."""
from __future__ import annotations

from pydantic import Field, model_serializer

from ..report import Report
from .matcher import RubricResult, answer_score, assess


class GradedAnswer(Report):
    """The grade report, plus rubric coverage and the answer score when a rubric was asked for."""
    rubric: RubricResult | None = Field(None, description="the key points the answer makes, with their spans")
    answer_score: int | None = Field(None, ge=0, le=100, description="score x rubric coverage")

    @model_serializer(mode="wrap")
    def _without_an_absent_rubric(self, handler):
        """Without a rubric the report is exactly the contract's grade report: no null rubric fields."""
        data = handler(self)
        if self.rubric is None:
            data.pop("rubric", None)
            data.pop("answer_score", None)
        return data


def grade_answer(text: str, scenario=None, rules=None, rubric=None) -> GradedAnswer:
    from ..grading import grade_with_extraction
    report, _, extraction = grade_with_extraction(text, scenario, rules)
    graded = GradedAnswer(**dict(report))
    if rubric is not None:
        graded.rubric = assess(text, report, extraction, rubric)
        graded.answer_score = answer_score(report.score, graded.rubric.coverage)
    return graded
