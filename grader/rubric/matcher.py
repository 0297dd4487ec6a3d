"""Rubric coverage: which of a rubric's key points an answer makes, with the span that makes each.

A point is, in this order:
- wrong, when the grader flagged a claim of one of the point's `contradicted_by` shapes (a wrong claim never earns
  coverage credit, and the flag is the evidence);
- covered, when a claim of one of its `made_by` shapes was checked and found correct; or when a sentence that names
  the point's topic (its first cue) is close to the point's prototypes: at least `strong` in cosine similarity,
  or at least `weak` with every cue group present (lexical evidence). A span the grader flagged never counts;
- missing otherwise.
`evidence()` gathers what the thresholds act on, `decide()` applies them, so calibration can try many thresholds
on one pass over the answers."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, Field

from .schema import Point, Rubric, Thresholds

Status = Literal["covered", "missing", "wrong"]


class PointResult(BaseModel):
    id: str
    says: str
    weight: float
    status: Status
    start: int | None = Field(None, description="span of the evidence (code points), None when missing")
    end: int | None = None
    text: str | None = None
    evidence: Literal["flag", "claim", "similarity", "cues"] | None = Field(
        None, description="flag: a flagged claim; claim: a claim checked correct; similarity: a sentence close to "
                          "the point's prototypes; cues: lexical evidence alone (semantic layer off)")
    rule: str | None = Field(None, description="for a wrong point, the rule that flagged it")
    similarity: float | None = None


class RubricResult(BaseModel):
    name: str
    coverage: float = Field(description="weighted share of the points covered (wrong points earn nothing)")
    covered: int
    wrong: int
    missing: int
    semantic: bool = Field(description="whether sentence similarity was used (the encoder loaded)")
    points: list[PointResult]


@dataclass
class Candidate:
    start: int
    end: int
    similarity: float | None  # None: the encoder is off
    all_cues: bool


@dataclass
class PointEvidence:
    point: Point
    flag: tuple[int, int, str] | None = None  # (start, end, rule)
    claim: tuple[int, int] | None = None
    candidates: list[Candidate] = field(default_factory=list)


@lru_cache(maxsize=256)
def _regex(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.IGNORECASE)


@lru_cache(maxsize=16)
def _prototype_vectors(prototypes: tuple[str, ...]):
    from ..extract.semantic import encoder
    return encoder().encode(list(prototypes))


def _overlaps(start: int, end: int, spans) -> bool:
    return any(start < e and s < end for s, e in spans)


def evidence(text: str, report, extraction, rubric: Rubric) -> list[PointEvidence]:
    from ..extract.semantic import encoder
    flags = [a for a in report.annotations if a.severity in ("error", "warning")]
    flagged_spans = [(a.start, a.end) for a in flags]
    claims = {c.id: c for c in report.claims}
    out: list[PointEvidence] = []
    to_embed: dict[tuple[int, int], str] = {}
    for point in rubric.points:
        found = PointEvidence(point)
        for a in flags:
            shape_of = _FlaggedClaim(a, claims.get(a.claim))
            if any(shape.matches(shape_of) for shape in point.contradicted_by):
                found.flag = (a.start, a.end, a.rule)
                break
        for c in report.claims:
            if c.verdict == "ok" and any(s.matches(c) for s in point.made_by) \
                    and not _overlaps(c.start, c.end, flagged_spans):
                found.claim = (c.start, c.end)
                break
        out.append(found)
        if found.flag or found.claim:
            continue  # decided without similarity: embedding its sentences (~20 ms each) would change nothing
        topic, rest = _regex(point.cues[0]), [_regex(p) for p in point.cues[1:]]
        for start, end in extraction.sentences:
            sentence = text[start:end]
            if topic.search(sentence) and not _overlaps(start, end, flagged_spans):
                found.candidates.append(Candidate(start, end, None, all(r.search(sentence) for r in rest)))
                to_embed[(start, end)] = sentence
    model = encoder()
    if model is not None and to_embed:
        spans = list(to_embed)
        vectors = model.encode([to_embed[s] for s in spans])
        row = {span: i for i, span in enumerate(spans)}
        for found in out:
            prototypes = _prototype_vectors(tuple(found.point.prototypes))
            for cand in found.candidates:
                cand.similarity = float((vectors[row[(cand.start, cand.end)]] @ prototypes.T).max())
    return out


class _FlaggedClaim:
    """What contradicted_by shapes look at: the flag's category, with its claim's subject, predicate and kind."""

    def __init__(self, annotation, claim):
        self.category = annotation.category
        self.subject = getattr(claim, "subject", None)
        self.predicate = getattr(claim, "predicate", None)
        self.kind = getattr(claim, "kind", None)
        self.subjects = getattr(claim, "subjects", None) or ()


def decide(text: str, found: PointEvidence, thresholds: Thresholds | None = None) -> PointResult:
    point = found.point
    limits = thresholds or point.thresholds
    base = dict(id=point.id, says=point.says, weight=point.weight)
    if found.flag:
        start, end, rule = found.flag
        return PointResult(**base, status="wrong", start=start, end=end, text=text[start:end], evidence="flag",
                           rule=rule)
    if found.claim:
        start, end = found.claim
        return PointResult(**base, status="covered", start=start, end=end, text=text[start:end], evidence="claim")
    best = None
    for cand in found.candidates:
        if cand.similarity is None:
            credited = cand.all_cues
        else:
            credited = cand.similarity >= limits.strong or (cand.similarity >= limits.weak and cand.all_cues)
        if credited and (best is None or (cand.similarity or 0) > (best.similarity or 0)):
            best = cand
    if best is None:
        return PointResult(**base, status="missing")
    return PointResult(**base, status="covered", start=best.start, end=best.end, text=text[best.start:best.end],
                       evidence="cues" if best.similarity is None else "similarity",
                       similarity=None if best.similarity is None else round(best.similarity, 3))


def assess(text: str, report, extraction, rubric: Rubric) -> RubricResult:
    from ..extract.semantic import encoder
    points = [decide(text, found) for found in evidence(text, report, extraction, rubric)]
    total = sum(p.weight for p in points)
    covered = sum(p.weight for p in points if p.status == "covered")
    return RubricResult(
        name=rubric.name, coverage=round(covered / total, 4), semantic=encoder() is not None, points=points,
        covered=sum(p.status == "covered" for p in points), wrong=sum(p.status == "wrong" for p in points),
        missing=sum(p.status == "missing" for p in points))


def answer_score(score: int, coverage: float) -> int:
    """Correctness times coverage: an answer must make the key points, and make them correctly, to score well.
    A fully correct answer that covers half the weighted points scores 50; a complete answer with one error 75."""
    return round(score * coverage)
