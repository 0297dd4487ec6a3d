"""Run a rubric's own examples: each point's `covered`, `missing` and `wrong` answers must get that status."""
from __future__ import annotations

from dataclasses import dataclass

from .matcher import decide, evidence


@dataclass
class ExampleResult:
    point: str
    expected: str
    got: str
    text: str

    @property
    def passed(self) -> bool:
        return self.expected == self.got


def run_examples(rubric, point_id: str | None = None) -> list[ExampleResult]:
    from ..grading import grade_with_extraction
    results = []
    for index, point in enumerate(rubric.points):
        if point_id is not None and point.id != point_id:
            continue
        for expected in ("covered", "missing", "wrong"):
            for text in getattr(point.examples, expected):
                report, _, extraction = grade_with_extraction(text)
                found = evidence(text, report, extraction, rubric)[index]
                results.append(ExampleResult(point.id, expected, decide(text, found).status, text))
    return results
