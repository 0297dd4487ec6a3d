"""Score grader against an annotated corpus (contracts.md "Annotated corpus")."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .grading import grade


class CorpusError(ValueError):
    pass


@dataclass
class Miss:
    id: str
    kind: str  # "missed" (gold error not flagged), "false" (flag on no gold error), "ok-flagged"
    text: str
    detail: str


@dataclass
class Scores:
    texts: int = 0
    gold_errors: int = 0
    found: int = 0
    flags: int = 0
    correct_flags: int = 0
    ok_claims: int = 0
    ok_flagged: int = 0
    clean_texts: int = 0
    clean_texts_flagged: int = 0
    per_category: dict[str, list[int]] = field(default_factory=dict)  # category -> [found, total]
    misses: list[Miss] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.correct_flags / self.flags if self.flags else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.gold_errors if self.gold_errors else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict:
        return {
            "texts": self.texts, "gold_errors": self.gold_errors, "flags": self.flags,
            "precision": round(self.precision, 4), "recall": round(self.recall, 4), "f1": round(self.f1, 4),
            "ok_claims_flagged": round(self.ok_flagged / self.ok_claims, 4) if self.ok_claims else 0.0,
            "correct_texts_with_flag": round(self.clean_texts_flagged / self.clean_texts, 4) if self.clean_texts else 0.0,
            "recall_per_category": {c: {"found": f, "total": t, "recall": round(f / t, 4)}
                                    for c, (f, t) in sorted(self.per_category.items())},
        }


def load_corpus(path: Path) -> list[dict]:
    items = []
    with open(path, encoding="utf-8") as handle:
        for n, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CorpusError(f"{path}:{n}: invalid JSON: {exc.msg}") from None
            if not isinstance(item, dict):
                raise CorpusError(f"{path}:{n}: expected a JSON object, got {type(item).__name__}")
            for key in ("id", "text"):
                if key not in item:
                    raise CorpusError(f"{path}:{n}: missing field '{key}'")
            if not isinstance(item["text"], str):
                raise CorpusError(f"{path}:{n}: field 'text' must be a string, got {type(item['text']).__name__}")
            for kind in ("errors", "ok"):
                quotes = item.get(kind, [])
                if not isinstance(quotes, list) or not all(isinstance(q, dict) and isinstance(q.get("quote", ""), str) for q in quotes):
                    raise CorpusError(f"{path}:{n}: field '{kind}' must be a list of objects with a string 'quote'")
                for q in quotes:
                    if q.get("quote", "") not in item["text"]:
                        raise CorpusError(f"{path}:{n} ({item['id']}): {kind} quote not in text: {q.get('quote')!r}")
            items.append(item)
    return items


def _span(text: str, quote: str) -> tuple[int, int]:
    start = text.index(quote)
    return start, start + len(quote)


def _finds(flag: tuple[int, int], gold: tuple[int, int]) -> bool:
    overlap = min(flag[1], gold[1]) - max(flag[0], gold[0])
    return overlap > 0 and (flag[1] - flag[0]) <= 3 * (gold[1] - gold[0]) + 30


def _covers_half(flag: tuple[int, int], ok: tuple[int, int]) -> bool:
    overlap = min(flag[1], ok[1]) - max(flag[0], ok[0])
    return overlap >= (ok[1] - ok[0]) / 2


def evaluate(items: list[dict], use_scenario: bool = False) -> Scores:
    s = Scores()
    for item in items:
        text = item["text"]
        report = grade(text, scenario=item.get("scenario") if use_scenario else None)
        flags = [(a.start, a.end, a) for a in report.annotations if a.severity in ("error", "warning")]
        golds = [(_span(text, e["quote"]), e) for e in item.get("errors", [])]
        oks = [(_span(text, o["quote"]), o) for o in item.get("ok", [])]
        s.texts += 1
        for span, e in golds:
            hit = any(_finds((f0, f1), span) for f0, f1, _ in flags)
            cat = s.per_category.setdefault(e["category"], [0, 0])
            cat[1] += 1
            s.gold_errors += 1
            if hit:
                s.found += 1
                cat[0] += 1
            else:
                s.misses.append(Miss(item["id"], "missed", e["quote"], e["category"]))
        for f0, f1, a in flags:
            s.flags += 1
            if any(_finds((f0, f1), span) for span, _ in golds):
                s.correct_flags += 1
            else:
                s.misses.append(Miss(item["id"], "false", a.text, f"{a.rule}: {a.message}"))
        for span, o in oks:
            s.ok_claims += 1
            if any(_covers_half((f0, f1), span) for f0, f1, _ in flags):
                s.ok_flagged += 1
                s.misses.append(Miss(item["id"], "ok-flagged", o["quote"], o["category"]))
        if not golds:
            s.clean_texts += 1
            if flags:
                s.clean_texts_flagged += 1
    return s


def category_counts(items: list[dict]) -> Counter:
    return Counter(e["category"] for item in items for e in item.get("errors", []))
