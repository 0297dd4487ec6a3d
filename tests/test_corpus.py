"""The annotated corpus: schema, categories, split, and quality floors on both splits."""
from pathlib import Path

import pytest

from grader.evaluate import evaluate, load_corpus
from grader.rules_engine.schema import CATEGORIES

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
SPLITS = {name: load_corpus(CORPUS / f"{name}.jsonl") for name in ("dev", "test")}


def test_size_split_and_unique_ids():
    ids = [i["id"] for items in SPLITS.values() for i in items]
    assert len(ids) >= 120 and len(ids) == len(set(ids))
    clean = sum(1 for items in SPLITS.values() for i in items if not i.get("errors"))
    assert 0.25 <= clean / len(ids) <= 0.45  # about a third fully correct


@pytest.mark.parametrize("name", SPLITS)
def test_schema_and_no_overlap(name):
    for item in SPLITS[name]:
        spans = []
        for kind in ("errors", "ok"):
            for q in item.get(kind, []):
                assert q["category"] in CATEGORIES, (item["id"], q)
                start = item["text"].index(q["quote"])
                spans.append((start, start + len(q["quote"]), kind))
        errors = [s for s in spans if s[2] == "errors"]
        oks = [s for s in spans if s[2] == "ok"]
        for a in errors:
            for b in oks:
                assert a[1] <= b[0] or b[1] <= a[0], (item["id"], a, b)


def test_every_category_appears_as_error():
    seen = {e["category"] for items in SPLITS.values() for i in items for e in i.get("errors", [])}
    assert seen == set(CATEGORIES)


@pytest.mark.parametrize("name", SPLITS)
def test_quality_floor(name):
    # Regression floors, below the current figures (README "Quality"); precision matters most.
    s = evaluate(SPLITS[name]).as_dict()
    assert s["precision"] >= 0.80
    assert s["ok_claims_flagged"] <= 0.05
