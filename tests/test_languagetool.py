"""The LanguageTool-compatible surface: the protocol's shape, UTF-16 offsets, filters, annotated text, and the
real `language_tool_python` client against `grader serve` on loopback."""
import json

import pytest

from tests.api_support import SEED, client, running_server

EMOJI_TEXT = "🚀🔥 Quick note 👍: the tokenizer costs 2 ms per token, so it dominates."
FLAGGED = "2 ms per token"


@pytest.fixture(scope="module")
def api():
    with client() as c:
        yield c


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def test_languages_lists_english_variants(api):
    langs = api.get("/v2/languages").json()
    assert {"name": "English (US)", "code": "en", "longCode": "en-US"} in langs


def test_check_has_the_protocol_shape(api):
    body = api.post("/v2/check", data={"text": SEED, "language": "en-US"}).json()
    assert body["warnings"] == {"incompleteResults": False}
    assert body["language"]["code"] == "en-US" and body["language"]["detectedLanguage"]["code"] == "en-US"
    assert body["software"]["name"] == "grader"
    m = body["matches"][0]
    assert set(m) >= {"message", "shortMessage", "replacements", "offset", "length", "context", "sentence", "type",
                      "rule"}
    assert set(m["rule"]) >= {"id", "description", "issueType", "category"}
    assert set(m["rule"]["category"]) == {"id", "name"} and set(m["context"]) == {"text", "offset", "length"}
    ctx = m["context"]
    assert ctx["text"][ctx["offset"]:ctx["offset"] + ctx["length"]] == SEED[m["offset"]:m["offset"] + m["length"]]
    assert m["sentence"] in SEED


def test_offsets_are_utf16_code_units(api):
    body = api.post("/v2/check", data={"text": EMOJI_TEXT, "language": "en-US"}).json()
    m = next(m for m in body["matches"] if m["rule"]["category"]["id"] == "TOKENIZER_COST")
    start = EMOJI_TEXT.index(FLAGGED)
    assert m["offset"] == _utf16(EMOJI_TEXT[:start]) == start + 3  # three emoji, two units each
    assert m["length"] == _utf16(FLAGGED)
    units = EMOJI_TEXT.encode("utf-16-le")
    assert units[2 * m["offset"]:2 * (m["offset"] + m["length"])].decode("utf-16-le") == FLAGGED


@pytest.mark.parametrize("params, expect", [
    ({"disabledRules": "tokenizer-per-token-cost"}, lambda ids: "tokenizer-per-token-cost" not in ids),
    ({"disabledCategories": "TOKENIZER_COST,DECODE_TOTAL"}, lambda ids: ids and not any("tokenizer" in i for i in ids)),
    ({"enabledRules": "tokenizer-per-token-cost", "enabledOnly": "true"}, lambda ids: ids == {"tokenizer-per-token-cost"}),
    ({"enabledCategories": "decode_total", "enabledOnly": "true"}, lambda ids: ids == {"decode-not-subsecond"}),
    ({"disabledRules": "SOME_OTHER_SERVERS_RULE"}, lambda ids: len(ids) >= 3),
])
def test_rule_and_category_filters(api, params, expect):
    body = api.post("/v2/check", data={"text": SEED, "language": "en-US", **params}).json()
    assert expect({m["rule"]["id"] for m in body["matches"]}), body["matches"]


def test_enabled_only_without_rules_is_400(api):
    r = api.post("/v2/check", data={"text": SEED, "language": "en-US", "enabledOnly": "true"})
    assert r.status_code == 400 and r.json()["error"]["field"] == "enabledOnly"


def test_other_languages_and_missing_text_are_clear_errors(api):
    r = api.post("/v2/check", data={"text": "Hallo", "language": "de-DE"})
    assert r.status_code == 400 and "de-DE" in r.json()["error"]["message"]
    assert api.post("/v2/check", data={"language": "en-US"}).json()["error"]["field"] == "text"
    assert api.post("/v2/check", data={"text": "x"}).json()["error"]["field"] == "language"


def test_annotated_text_offsets_point_into_the_document(api):
    pieces = [{"markup": "<p>"}, {"text": "Honestly, "}, {"markup": "<b>", "interpretAs": ""},
              {"text": "decode is subsecond"}, {"markup": "</b>"}, {"text": " on our 8xH100 box."},
              {"markup": "</p>", "interpretAs": "\n\n"}]
    document = "".join(p.get("text", p.get("markup")) for p in pieces)
    body = api.post("/v2/check", data={"data": json.dumps({"annotation": pieces}), "language": "en-US"}).json()
    m = body["matches"][0]
    assert document[m["offset"]:m["offset"] + m["length"]] == "decode is subsecond"
    bad = api.post("/v2/check", data={"data": "{\"annotation\": 3}", "language": "en-US"})
    assert bad.status_code == 400 and bad.json()["error"]["field"] == "data"


def test_scenario_extension(api):
    body = api.post("/v2/check", data={"text": SEED, "language": "en", "scenario": '{"hardware": "nope-9000"}'})
    assert body.status_code == 422 and body.json()["error"]["field"] == "scenario.hardware"


@pytest.fixture(scope="module")
def server():
    """`grader serve` with two workers on loopback: the real client and the metrics of both workers."""
    with running_server(workers=2) as url:
        yield url


def test_real_language_tool_python_client_against_the_real_server(server):
    language_tool_python = pytest.importorskip("language_tool_python")
    tool = language_tool_python.LanguageTool("en-US", remote_server=server)
    try:
        matches = tool.check(EMOJI_TEXT)
        seed_matches = tool.check(SEED)
    finally:
        tool.close()
    assert matches, "the tokenizer claim must be flagged"
    m = next(m for m in matches if m.rule_id == "tokenizer-per-token-cost")
    # the client turns UTF-16 offsets back into code points: they must land exactly on the span
    assert EMOJI_TEXT[m.offset:m.offset + m.error_length] == FLAGGED
    assert m.category == "TOKENIZER_COST" and "microsecond" in m.message
    assert m.replacements and "us per token" in m.replacements[0]
    assert {x.category for x in seed_matches} >= {"TOKENIZER_COST", "DECODE_TOTAL", "ATTRIBUTION"}


def test_metrics_add_up_every_worker(server):
    import httpx
    for _ in range(6):
        httpx.post(f"{server}/v1/grade", json={"text": "Decode is subsecond."}, timeout=30)
    text = httpx.get(f"{server}/metrics", timeout=30).text
    line = next(x for x in text.splitlines()
                if x.startswith('grader_http_requests_total{method="POST",route="/v1/grade",status="200"}'))
    assert float(line.split()[-1]) >= 6
