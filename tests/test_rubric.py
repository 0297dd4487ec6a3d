"""Rubric coverage: every point's examples, the recorded calibration, the no-credit-for-wrong rule, custom rubrics."""
from pathlib import Path

import pytest
import yaml

from grader.grading import grade_with_extraction
from grader.resources import DataFileError
from grader.rubric import answer_score, assess, bundled, load_rubric
from grader.rubric.examples import run_examples

ROOT = Path(__file__).resolve().parent.parent
CASES = [(name, point.id, status, i) for name in bundled() for point in load_rubric(name).points
         for status in ("covered", "missing", "wrong") for i in range(len(getattr(point.examples, status)))]


@pytest.mark.parametrize("name, point, status, index", CASES, ids=[f"{n}-{p}-{s}{i}" for n, p, s, i in CASES])
def test_rubric_example(name, point, status, index):
    rubric = load_rubric(name)
    spec = next(p for p in rubric.points if p.id == point)
    text = getattr(spec.examples, status)[index]
    result = next(r for r in run_examples(rubric, point) if r.text == text and r.expected == status)
    assert result.passed, f"{point}: expected {status}, got {result.got}: {text!r}"


def _assess(text, name="latency"):
    report, _, extraction = grade_with_extraction(text)
    return report, assess(text, report, extraction, load_rubric(name))


def test_a_complete_correct_answer_covers_every_point_with_its_span():
    text = ("Almost all of the 10 seconds is decode: the model produces one token at a time, and each step reads all "
            "the weights from HBM, so it is memory-bandwidth-bound. The provider's advertised 5,000 tok/s is aggregate "
            "throughput across a batch, not what one user sees. The network adds maybe 40 ms and tokenization is a "
            "few microseconds per token. 500 tokens at 50 tok/s is 10 s, which matches the 8-12 s we observe.")
    report, result = _assess(text)
    assert report.score == 100
    assert [p.status for p in result.points] == ["covered"] * 6 and result.coverage == 1.0
    for p in result.points:
        assert text[p.start:p.end] == p.text and p.evidence in ("claim", "similarity")
    assert answer_score(report.score, result.coverage) == 100


def test_a_wrong_claim_never_earns_coverage_credit():
    text = "Decode dominates the latency. The tokenizer costs about 2 ms per token, which adds up over 500 tokens."
    report, result = _assess(text)
    points = {p.id: p for p in result.points}
    assert points["tokenization-microseconds"].status == "wrong"
    assert points["tokenization-microseconds"].rule == "tokenizer-per-token-cost"
    assert points["decode-dominates"].status == "covered"
    flagged = [(a.start, a.end) for a in report.annotations if a.severity != "info"]
    for p in result.points:
        if p.status == "covered":
            assert all(p.end <= s or p.start >= e for s, e in flagged)
    assert result.coverage == pytest.approx(2 / 7, abs=1e-4)  # decode-dominates counts double, of a total weight of 7


def test_answer_score_is_correctness_times_coverage():
    assert answer_score(100, 0.5) == 50
    assert answer_score(75, 1.0) == 75
    assert answer_score(100, 0.0) == 0


def test_the_recorded_calibration_is_what_the_labelled_answers_give():
    """The agreement written in the rubric is re-measured on the held-out answers with the rubric's thresholds."""
    from grader.rubric.calibrate import fit, load
    rubric = load_rubric("latency")
    recorded = rubric.calibration
    assert recorded is not None and recorded.kappa >= 0.7
    result = fit(load(ROOT / recorded.data, rubric), rubric, search=False)
    assert result.held_out == recorded.held_out
    assert result.accuracy == pytest.approx(recorded.accuracy, abs=0.002)
    assert result.kappa == pytest.approx(recorded.kappa, abs=0.002)


def test_a_custom_rubric_loads_from_a_path_and_grades(tmp_path):
    custom = {"name": "kv", "question": "Why does a long context slow decode?", "points": [{
        "id": "kv-grows", "says": "The KV cache grows with the context and is read every token.",
        "cues": ["kv[- ]cache|key[- ]value cache"], "prototypes": ["The KV cache is read for every new token."],
        "thresholds": {"strong": 0.8, "weak": 0.4},
        "examples": {"covered": ["Every token reads the whole KV cache."], "missing": ["Context is long."]}}]}
    path = tmp_path / "kv.yaml"
    path.write_text(yaml.safe_dump(custom))
    rubric = load_rubric(str(path))
    assert rubric.name == "kv"
    assert all(r.passed for r in run_examples(rubric))


def test_a_broken_rubric_names_the_field(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"name": "bad", "question": "q", "points": [{"id": "p", "says": "s", "cues": ["("],
                                    "prototypes": ["x"], "thresholds": {"strong": 0.5, "weak": 0.6},
                                    "examples": {"covered": ["a"], "missing": ["b"]}}]}))
    with pytest.raises(DataFileError, match=r"points\.0\.cues.*not a valid regex"):
        load_rubric(str(path))
    with pytest.raises(DataFileError, match="unknown rubric"):
        load_rubric("no-such-rubric")
