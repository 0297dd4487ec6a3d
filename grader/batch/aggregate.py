"""Read a batch output once, in constant memory, into what a report shows: score distributions, the most
frequent rules and categories, each rubric point's coverage, the failed inputs, and the lowest-scoring answers."""
from __future__ import annotations

import heapq
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Lowest:
    """One of the lowest-scoring answers, with just what the report shows of it."""
    rank: float
    line: int
    id: object
    score: int
    answer_score: int | None
    text: str | None
    annotations: list[dict]
    points: list[dict]

    def __lt__(self, other: "Lowest") -> bool:  # heap order: the highest score is evicted first
        return (self.rank, self.line) > (other.rank, other.line)


@dataclass
class Aggregate:
    graded: int = 0
    failed: int = 0
    unreadable: int = 0  # lines that are not JSON records (a torn tail a rerun would remove)
    scores: Counter = field(default_factory=Counter)
    answer_scores: Counter = field(default_factory=Counter)
    rules: Counter = field(default_factory=Counter)
    categories: Counter = field(default_factory=Counter)
    severities: Counter = field(default_factory=Counter)
    rule_category: dict = field(default_factory=dict)
    points: dict = field(default_factory=dict)  # point id -> Counter(status)
    point_says: dict = field(default_factory=dict)
    rubric: str | None = None
    errors: Counter = field(default_factory=Counter)  # error message -> count
    lowest: list[Lowest] = field(default_factory=list)

    @property
    def mean_score(self) -> float | None:
        return sum(s * n for s, n in self.scores.items()) / self.graded if self.graded else None

    @property
    def mean_answer_score(self) -> float | None:
        total = sum(self.answer_scores.values())
        return sum(s * n for s, n in self.answer_scores.items()) / total if total else None

    def coverage(self, point: str) -> float:
        counts = self.points[point]
        return counts["covered"] / max(1, sum(counts.values()))


def aggregate(path: Path, keep_lowest: int = 20) -> Aggregate:
    agg = Aggregate()
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                agg.unreadable += bool(line.strip())
                continue
            if not isinstance(record, dict):
                agg.unreadable += 1
                continue
            if "error" in record:
                agg.failed += 1
                message = str((record.get("error") or {}).get("message", "unknown error"))
                agg.errors[message[:160]] += 1
                continue
            _add(agg, record, keep_lowest)
    return agg


def _add(agg: Aggregate, record: dict, keep_lowest: int) -> None:
    agg.graded += 1
    score = int(record.get("score", 0))
    agg.scores[score] += 1
    answer = record.get("answer_score")
    if answer is not None:
        agg.answer_scores[int(answer)] += 1
    flags = [a for a in record.get("annotations", []) if a.get("severity") in ("error", "warning")]
    for a in flags:
        agg.rules[a["rule"]] += 1
        agg.categories[a["category"]] += 1
        agg.severities[a["severity"]] += 1
        agg.rule_category[a["rule"]] = a["category"]
    rubric = record.get("rubric")
    points = []
    if rubric:
        agg.rubric = rubric.get("name", agg.rubric)
        for p in rubric.get("points", []):
            agg.points.setdefault(p["id"], Counter())[p["status"]] += 1
            agg.point_says[p["id"]] = p.get("says", "")
            points.append({"id": p["id"], "status": p["status"]})
    entry = Lowest(rank=answer if answer is not None else score, line=int(record.get("line", 0)),
                   id=record.get("id"), score=score, answer_score=answer, text=record.get("text"),
                   annotations=[{k: a.get(k) for k in ("start", "end", "rule", "category", "severity", "message",
                                                         "correction", "text")} for a in flags], points=points)
    if len(agg.lowest) < keep_lowest:
        heapq.heappush(agg.lowest, entry)
    elif entry.rank < agg.lowest[0].rank:
        heapq.heapreplace(agg.lowest, entry)
