"""Grading one chunk of a batch, in whatever process runs it (this one, a pool worker, a Dask worker).

Takes plain tuples and returns finished JSON lines, so what crosses a process boundary is small and the parent
only writes. Anything one answer raises becomes that answer's error record; the chunk always completes."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

# (line, id, text, scenario) of one answer the parent has already checked for shape
Task = tuple[int, object, str, dict]
# What the parent needs for its running summary, so it never parses the lines it writes:
# (score or None for an error record, answer_score or None, ids of the rules that flagged)
Stats = tuple[int | None, int | None, tuple[str, ...]]
Done = tuple[str, Stats]  # the JSON line and its stats


@dataclass(frozen=True)
class Job:
    """What every chunk of one run is graded with; small and picklable."""
    defaults: tuple[tuple[str, object], ...] = ()  # scenario fields given on the command line
    rubric: str | None = "latency"
    include_text: bool = True
    max_chars: int = 100_000


@lru_cache(maxsize=4)
def _rubric(name: str | None):
    if name is None:
        return None
    from ..rubric import load_rubric
    return load_rubric(name)


def warm_up(job: Job | None = None) -> None:
    """Load spaCy, the rules, MiniLM and the rubric before the first answer, then keep them loaded."""
    from ..extract.semantic import encoder
    from ..grading import WARM_UP_TEXT, keep_loaded
    encoder()
    grade_chunk([(0, "warm-up", WARM_UP_TEXT, {})], job or Job())  # through the rubric too
    keep_loaded()


def error_record(line: int, ident, message: str, field: str | None = None) -> Done:
    error = {"message": message} if field is None else {"message": message, "field": field}
    return json.dumps({"id": ident, "line": line, "error": error}, ensure_ascii=False), (None, None, ())


def _scenario_problem(scenario: dict) -> tuple[str, str] | None:
    from ..physics import field_problems
    unknown = [k for k in scenario if k not in _scenario_fields()]
    if unknown:
        return f"scenario.{unknown[0]}", f"unknown scenario field; known: {', '.join(_scenario_fields())}"
    problems = field_problems(scenario)
    if problems:
        name, exc = next(iter(problems.items()))
        message = exc.errors()[0]["msg"] if hasattr(exc, "errors") else str(exc)
        return f"scenario.{name}", message
    return None


@lru_cache(maxsize=1)
def _scenario_fields() -> tuple[str, ...]:
    from ..physics import ScenarioSpec
    return tuple(ScenarioSpec.model_fields)


def grade_one(task: Task, job: Job) -> Done:
    from ..rubric import grade_answer
    line, ident, text, scenario = task
    if len(text) > job.max_chars:
        return error_record(line, ident, f"text is {len(text):,} characters; the limit is {job.max_chars:,}", "text")
    merged = {**dict(job.defaults), **scenario}
    problem = _scenario_problem(merged)
    if problem:
        return error_record(line, ident, problem[1], problem[0])
    try:
        graded = grade_answer(text, merged or None, rubric=_rubric(job.rubric))
        record = {"id": ident, "line": line, **graded.model_dump(mode="json")}
        if job.include_text:
            record["text"] = text
        flagged = tuple(a.rule for a in graded.annotations if a.severity != "info")
        return json.dumps(record, ensure_ascii=False), (graded.score, graded.answer_score, flagged)
    except Exception as exc:  # one answer's failure must not cost the others theirs
        return error_record(line, ident, f"could not be graded: {type(exc).__name__}: {exc}")


def grade_chunk(tasks: list[Task], job: Job) -> list[Done]:
    return [grade_one(task, job) for task in tasks]
