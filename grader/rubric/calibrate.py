"""Calibrate a rubric's similarity thresholds on answers labelled by people, and measure how well it agrees.

The labelled answers (corpus/rubric/*.jsonl: {"id", "text", "scenario"?, "points": {point: covered|missing|wrong}})
are split by a hash of their id: 60% to choose each point's thresholds (the pair with the best agreement, ties
going to the stricter pair: a point credited wrongly costs more trust than one missed), 40% held out to report
agreement (accuracy and Cohen's kappa over the three labels) that the thresholds never saw."""
from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from .matcher import decide, evidence
from .schema import Rubric, Thresholds

STATUSES = ("covered", "missing", "wrong")
HELD_OUT_SHARE = 0.4
GRID = [round(0.30 + 0.025 * i, 3) for i in range(25)]  # 0.30 .. 0.90
# Similarity alone credits a point only from here up: below it, MiniLM finds "the GPU has a lot of work to do"
# close to "decode dominates"; lexical evidence must back such a sentence (the `weak` threshold).
MIN_STRONG = 0.6


@dataclass
class Labelled:
    id: str
    text: str
    gold: dict[str, str]
    found: list  # PointEvidence per rubric point
    held_out: bool


def held_out(ident: str) -> bool:
    digest = hashlib.blake2b(ident.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "little") % 1000 < HELD_OUT_SHARE * 1000


def load(path: Path, rubric: Rubric) -> list[Labelled]:
    from ..grading import grade_with_extraction
    ids = [p.id for p in rubric.points]
    out = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            missing = [p for p in ids if p not in row.get("points", {})]
            if missing:
                raise ValueError(f"{path}:{number}: no label for {', '.join(missing)}")
            report, _, extraction = grade_with_extraction(row["text"], row.get("scenario") or None)
            out.append(Labelled(row["id"], row["text"], row["points"], evidence(row["text"], report, extraction, rubric),
                                held_out(row["id"])))
    return out


def kappa(pairs: list[tuple[str, str]]) -> float:
    """Cohen's kappa for (gold, predicted) labels: agreement beyond what chance would give."""
    if not pairs:
        return 0.0
    n = len(pairs)
    observed = sum(g == p for g, p in pairs) / n
    gold, pred = Counter(g for g, _ in pairs), Counter(p for _, p in pairs)
    chance = sum(gold[s] * pred[s] for s in STATUSES) / (n * n)
    return 1.0 if chance == 1 else (observed - chance) / (1 - chance)


def _pairs(rows: list[Labelled], index: int, thresholds: Thresholds | None) -> list[tuple[str, str]]:
    return [(r.gold[r.found[index].point.id], decide(r.text, r.found[index], thresholds).status) for r in rows]


@dataclass
class PointFit:
    point: str
    thresholds: Thresholds
    accuracy: float
    kappa: float
    confusion: Counter  # (gold, predicted) -> count, held-out


@dataclass
class Calibration:
    fits: list[PointFit]
    answers: int
    held_out: int
    accuracy: float
    kappa: float


def fit(rows: list[Labelled], rubric: Rubric, search: bool = True) -> Calibration:
    """Choose thresholds on the calibration split (or keep the rubric's, with search=False) and measure agreement
    on the held-out split."""
    tune = [r for r in rows if not r.held_out]
    test = [r for r in rows if r.held_out]
    fits, pooled = [], []
    for index, point in enumerate(rubric.points):
        best = point.thresholds
        if search:
            best_key = None
            for weak in GRID:
                for strong in (s for s in GRID if s >= max(weak, MIN_STRONG)):
                    candidate = Thresholds(strong=strong, weak=weak)
                    pairs = _pairs(tune, index, candidate)
                    key = (sum(g == p for g, p in pairs), strong, weak)
                    if best_key is None or key > best_key:
                        best_key, best = key, candidate
        pairs = _pairs(test, index, best)
        pooled += pairs
        fits.append(PointFit(point.id, best, sum(g == p for g, p in pairs) / max(1, len(pairs)), kappa(pairs),
                             Counter(pairs)))
    return Calibration(fits, len(rows), len(test), sum(g == p for g, p in pooled) / max(1, len(pooled)),
                       kappa(pooled))


def agreement_block(result: Calibration, data: str) -> dict:
    return {"data": data, "answers": result.answers, "held_out": result.held_out,
            "accuracy": round(result.accuracy, 3), "kappa": round(result.kappa, 3),
            "per_point": {f.point: {"accuracy": round(f.accuracy, 3), "kappa": round(f.kappa, 3)}
                          for f in result.fits}}


def write_back(path: Path, result: Calibration, data: str) -> None:
    """Put the chosen thresholds and the measured agreement into the rubric file, keeping its comments: each
    point's one-line `thresholds:` entry is replaced in order, and the `calibration:` block at the end."""
    text = path.read_text(encoding="utf-8")
    lines = iter(result.fits)

    def replace(match: re.Match) -> str:
        t = next(lines).thresholds
        return f"{match.group(1)}thresholds: {{strong: {t.strong}, weak: {t.weak}}}"
    text = re.sub(r"(?m)^(\s+)thresholds: \{[^}]*\}", replace, text)
    text = re.split(r"(?m)^calibration:", text)[0]
    text = re.sub(r"(?:\n*# Written by `grader rubric calibrate --write`[^\n]*)+\s*$", "", text)  # the old block's header
    text = text.rstrip("\n") + "\n"
    block = agreement_block(result, data)
    per_point = "\n".join(f"    {p}: {{accuracy: {v['accuracy']}, kappa: {v['kappa']}}}"
                          for p, v in block["per_point"].items())
    text += ("\n# Written by `grader rubric calibrate --write`: agreement with the labels on the held-out answers.\n"
             f"calibration:\n  data: {block['data']}\n  answers: {block['answers']}\n  held_out: {block['held_out']}\n"
             f"  accuracy: {block['accuracy']}\n  kappa: {block['kappa']}\n  per_point:\n{per_point}\n")
    path.write_text(text, encoding="utf-8")
