"""The v1 JSON API: grading, batch, budget, rules, profiles, health, metrics, and errors naming the field."""
import pytest

from grader import grade
from tests.api_support import SEED, client


@pytest.fixture(scope="module")
def api():
    with client() as c:
        yield c


def test_grade_seed_flags_the_three_errors_and_not_the_network(api):
    r = api.post("/v1/grade", json={"text": SEED})
    assert r.status_code == 200
    body = r.json()
    assert body["schema_version"] == "1"
    categories = {a["category"] for a in body["annotations"]}
    assert {"tokenizer_cost", "decode_total", "attribution"} <= categories
    assert all("50 milliseconds each way" not in a["text"] for a in body["annotations"])
    for a in body["annotations"]:
        assert SEED[a["start"]:a["end"]] == a["text"]
        assert a["derivation"] and a["correction"]
    assert body["score"] < 50


def test_grade_matches_the_python_api(api):
    body = api.post("/v1/grade", json={"text": SEED}).json()
    assert body == grade(SEED).model_dump(mode="json")


def test_request_scenario_overrides_and_is_reported_with_provenance(api):
    body = api.post("/v1/grade", json={"text": SEED, "scenario": {"hardware": "4xA100 80GB", "output_tokens": 300}})
    s = body.json()["scenario"]
    assert s["hardware"] == "a100-80gb" and s["gpus"] == 4 and s["output_tokens"] == 300
    assert s["provenance"]["hardware"] == "request" and s["provenance"]["output_tokens"] == "request"


def test_rule_selection_disables_a_rule(api):
    body = api.post("/v1/grade", json={"text": SEED, "rules": {"disable": ["tokenizer-per-token-cost"]}}).json()
    assert "tokenizer-per-token-cost" not in {a["rule"] for a in body["annotations"]}
    only = api.post("/v1/grade", json={"text": SEED, "rules": {"enable_categories": ["tokenizer_cost"],
                                                               "only": True}}).json()
    assert {a["category"] for a in only["annotations"]} == {"tokenizer_cost"}


@pytest.mark.parametrize("text", ["", "   \n\t "])
def test_empty_text_is_a_valid_empty_report(api, text):
    r = api.post("/v1/grade", json={"text": text})
    assert r.status_code == 200
    assert r.json()["annotations"] == [] and r.json()["score"] == 100


@pytest.mark.parametrize("payload, field, fragment", [
    ({}, "text", "required"),
    ({"text": 5}, "text", "string"),
    ({"text": "x", "scenario": {"gpus": 0}}, "scenario.gpus", "greater than"),
    ({"text": "x", "scenario": {"gpus": "many"}}, "scenario.gpus", "integer"),
    ({"text": "x", "scenario": {"colour": "red"}}, "scenario.colour", "not permitted"),
    ({"text": "x", "extra": 1}, "extra", "not permitted"),
    ({"text": "x", "rules": {"disable": ["no-such-rule"]}}, "rules", "no-such-rule"),
    ({"text": "x", "rules": {"enable_categories": ["vibes"]}}, "rules.enable_categories[0]", "network_rtt"),
])
def test_wrong_fields_are_422_naming_the_field(api, payload, field, fragment):
    r = api.post("/v1/grade", json=payload)
    assert r.status_code == 422
    error = r.json()["error"]
    assert error["field"] == field
    assert fragment in error["message"]


@pytest.mark.parametrize("key, value, suggestion", [
    ("hardware", "H100 SXMM", "h100-sxm"), ("model", "lama-3-70b", "llama-3-70b"), ("hardware", "8xH10O", "h100"),
])
def test_unknown_names_are_422_with_close_names(api, key, value, suggestion):
    r = api.post("/v1/grade", json={"text": "x", "scenario": {key: value}})
    assert r.status_code == 422
    error = r.json()["error"]
    assert error["type"] == "unknown_profile" and error["field"] == f"scenario.{key}"
    assert any(suggestion in s for s in error["suggestions"])
    assert value.removeprefix("8x") in error["message"]


def test_malformed_json_is_422_and_non_utf8_is_400(api):
    r = api.post("/v1/grade", content=b'{"text": "dec', headers={"content-type": "application/json"})
    assert r.status_code == 422 and "not valid JSON" in r.json()["error"]["message"]
    r = api.post("/v1/grade", content='{"text": "caf\xe9"}'.encode("latin-1"),
                 headers={"content-type": "application/json"})
    assert r.status_code == 400 and "UTF-8" in r.json()["error"]["message"]
    r = api.post("/v2/check", content=b"language=en-US&text=caf%E9", headers={
        "content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 400 and "UTF-8" in r.json()["error"]["message"]


def test_a_body_without_json_content_type_says_so(api):
    r = api.post("/v1/grade", content=b'{"text": "x"}', headers={"content-type": "text/plain"})
    assert r.status_code == 422 and "Content-Type: application/json" in r.json()["error"]["message"]


def test_errors_never_carry_a_traceback(api):
    for r in (api.get("/nope"), api.put("/v1/grade"), api.post("/v1/grade", content=b"[1,2]",
                                                               headers={"content-type": "application/json"})):
        assert 400 <= r.status_code < 500
        assert set(r.json()) == {"error"} and "Traceback" not in r.text


def test_batch_keeps_order_and_grades_around_bad_items(api):
    items = [{"id": "ok-1", "text": SEED}, {"id": "bad-type", "text": 3}, {"text": "no id"},
             {"id": 4, "text": "Decode runs at 60 tok/s.", "scenario": {"model": "gpt-nine"}},
             {"id": "ok-2", "text": "Decode runs at about 60 tokens per second per request."}]
    r = api.post("/v1/grade/batch", json={"items": items})
    assert r.status_code == 200
    body = r.json()
    assert [x["id"] for x in body["results"]] == ["ok-1", "bad-type", None, 4, "ok-2"]
    assert body["graded"] == 2 and body["failed"] == 3
    errors = [x["error"] for x in body["results"][1:4]]
    assert [e["field"] for e in errors] == ["items[1].text", "items[2].id", "items[3].scenario.model"]
    assert body["results"][0]["report"]["annotations"] and body["results"][4]["report"]["score"] == 100


def test_budget_matches_the_cli_json(api):
    from grader.physics import budget, resolve
    r = api.post("/v1/budget", json={"hardware": "8xH100", "output_tokens": 500})
    assert r.status_code == 200
    expected = budget(resolve(("request", {"hardware": "8xH100", "output_tokens": 500}))).model_dump(mode="json")
    assert r.json() == expected
    assert api.post("/v1/budget", json={"hardware": "TPU v9000"}).json()["error"]["field"] == "body.hardware"


def test_rules_and_profiles(api):
    rules = api.get("/v1/rules").json()
    assert len(rules) >= 40 and all(r["ok_examples"] for r in rules)
    one = api.get("/v1/rules/tokenizer-per-token-cost").json()
    assert one["category"] == "tokenizer_cost" and one["flag_examples"][0]["span"]
    assert api.get("/v1/rules/nope").status_code == 404
    profiles = api.get("/v1/profiles").json()
    h100 = next(h for h in profiles["hardware"] if h["id"] == "h100-sxm")
    assert h100["bandwidth_gb_s"] == 3350 and h100["aliases"] and h100["source"]
    assert {"models", "precisions", "networks"} <= set(profiles)


def test_health_readiness_and_limits(api):
    assert api.get("/healthz").json()["status"] == "ok"
    ready = api.get("/readyz")
    assert ready.status_code == 200 and ready.json()["paraphrase_model"] == "loaded"
    assert api.get("/v1/limits").json()["max_text_chars"] == 20_000


def test_metrics_count_requests_latency_and_errors(api):
    api.post("/v1/grade", json={"text": SEED})
    api.post("/v1/grade", json={"text": 5})
    text = api.get("/metrics").text
    assert 'grader_http_requests_total{method="POST",route="/v1/grade",status="200"}' in text
    assert 'grader_http_request_duration_seconds_bucket{le="0.25",route="/v1/grade"}' in text
    assert 'grader_http_errors_total{type="validation_error"}' in text
    assert 'grader_flags_total{category="tokenizer_cost",severity="error"}' in text


def test_openapi_documents_every_endpoint_with_examples(api):
    spec = api.get("/openapi.json").json()
    paths = spec["paths"]
    for path in ("/v1/grade", "/v1/grade/batch", "/v1/budget", "/v1/rules", "/v1/rules/{rule_id}", "/v1/profiles",
                 "/healthz", "/readyz", "/metrics", "/v2/check", "/v2/languages"):
        assert path in paths, path
    assert spec["components"]["schemas"]["GradeRequest"]["examples"]
    assert api.get("/docs").status_code == 200


def test_grade_with_a_rubric_reports_coverage_and_answer_score(api):
    text = ("Almost all of the 10 s is decode, one token at a time. The network is about 40 ms and tokenization is a few "
            "microseconds per token.")
    body = api.post("/v1/grade", json={"text": text, "rubric": "latency"}).json()
    points = {p["id"]: p for p in body["rubric"]["points"]}
    assert points["decode-dominates"]["status"] == "covered"
    assert text[points["network-tens-of-ms"]["start"]:points["network-tens-of-ms"]["end"]] == points["network-tens-of-ms"]["text"]
    assert body["answer_score"] == round(body["score"] * body["rubric"]["coverage"])
    plain = api.post("/v1/grade", json={"text": text}).json()
    assert "rubric" not in plain and "answer_score" not in plain and plain["score"] == body["score"]


def test_an_unknown_rubric_or_a_path_is_a_422_naming_the_field(api):
    for name in ("nope", "/etc/passwd", "../rules/rubrics/latency.yaml"):
        response = api.post("/v1/grade", json={"text": "Decode is slow.", "rubric": name})
        assert response.status_code == 422
        assert response.json()["error"]["field"] == "rubric"


def test_rubrics_are_listed_with_their_calibration(api):
    rubrics = api.get("/v1/rubrics").json()
    latency = next(r for r in rubrics if r["name"] == "latency")
    assert len(latency["points"]) == 6 and latency["calibration"]["kappa"] > 0.7
