"""The seed case of the product (issue 3): exactly these flags, and none on the corrected explanation."""
from pathlib import Path

import pytest

from grader import grade

DATA = Path(__file__).parent / "data"
SEED = (DATA / "seed.txt").read_text()
CORRECTED = (DATA / "corrected.txt").read_text()


@pytest.fixture(scope="module")
def seed_report():
    return grade(SEED)


def flagged(report):
    return {a.text: a for a in report.annotations if a.severity in ("error", "warning")}


def test_tokenizer_cost_flagged_about_1000x(seed_report):
    a = flagged(seed_report)["one to two milliseconds per token"]
    assert a.category == "tokenizer_cost" and a.severity == "error"
    factor = float(a.message.split("off by ")[1].rstrip("x.").replace(",", ""))
    assert 500 <= factor <= 3000  # about 1 us/token: wrong by ~1000x
    assert "us per token" in a.message and a.derivation


def test_subsecond_decode_flagged_with_3_to_10_s(seed_report):
    a = flagged(seed_report)["decode is subsecond"]
    assert a.category == "decode_total"
    assert "3.74-8.99 s" in a.message  # 500 tokens at 56-134 tok/s
    assert "tok/s" in a.derivation and "GB/s" in a.derivation


def test_attribution_to_network_and_tokenizer_flagged(seed_report):
    marks = [a for a in seed_report.annotations if a.category == "attribution"]
    assert any("must come from the network round trip and tokenization" == a.text for a in marks)
    for a in marks:
        share_hi = float(a.message.split("-")[1].split("%")[0])
        assert share_hi < 2  # network + tokenizer together under 2% of the wall clock


def test_fifty_ms_each_way_not_flagged(seed_report):
    claim = next(c for c in seed_report.claims if "50 milliseconds" in c.text)
    assert claim.verdict == "ok" and claim.subject == "network" and "one_way" in claim.scope
    assert not any("50 milliseconds" in a.text for a in seed_report.annotations)


def test_seed_scenario_taken_from_text(seed_report):
    s = seed_report.scenario
    assert s["output_tokens"] == 500 and s["provenance"]["output_tokens"] == "text"
    assert s["observed_latency_s"] == [8.0, 12.0] and s["provenance"]["observed_latency_s"] == "text"
    assert s["provenance"]["model"] == "default"


def test_corrected_explanation_gets_no_flags_and_full_score():
    report = grade(CORRECTED)
    assert [a for a in report.annotations if a.severity in ("error", "warning")] == []
    assert report.score >= 90
    verdicts = {c.rule: c.verdict for c in report.claims if c.rule}
    assert verdicts["decode-dominates"] == "ok" and verdicts["decode-memory-bound"] == "ok"


def test_three_orders_of_magnitude_at_most_a_warning():
    report = grade("Decode takes 8-12 s. Network and tokenizer overhead are three orders of magnitude smaller.")
    assert all(a.severity != "error" for a in report.annotations)


def test_request_scenario_overrides_text():
    report = grade(SEED, scenario={"output_tokens": 50, "hardware": "8xH100"})
    assert report.scenario["output_tokens"] == 50 and report.scenario["provenance"]["output_tokens"] == "request"
