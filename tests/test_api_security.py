"""Limits, API keys, CORS, time budgets, and a loop that stays free while grading runs."""
import asyncio
import time

import httpx
import pytest

from grader.api import create_app
from grader.api.settings import Settings, SettingsError
from tests.api_support import SEED, client


def test_text_over_the_limit_is_413_with_the_limit():
    with client(max_text_chars=100) as c:
        r = c.post("/v1/grade", json={"text": "x" * 101})
        assert r.status_code == 413
        assert "100" in r.json()["error"]["message"] and r.json()["error"]["limit"] == 100
        r = c.post("/v2/check", data={"text": "x" * 101, "language": "en-US"})
        assert r.status_code == 413
        batch = c.post("/v1/grade/batch", json={"items": [{"id": 1, "text": "x" * 101}, {"id": 2, "text": "ok"}]})
        assert [x["error"]["status"] if x["error"] else 200 for x in batch.json()["results"]] == [413, 200]


def test_batch_over_its_limit_is_413():
    with client(max_batch_items=2) as c:
        r = c.post("/v1/grade/batch", json={"items": [{"id": i, "text": "ok"} for i in range(3)]})
        assert r.status_code == 413 and "limit is 2" in r.json()["error"]["message"]


def test_body_over_the_byte_cap_is_413_before_parsing():
    with client(max_text_chars=10, max_batch_items=1) as c:
        cap = c.app.state.settings.max_body_bytes
        r = c.post("/v1/grade", content=b'{"text": "' + b"x" * (cap + 10) + b'"}',
                   headers={"content-type": "application/json"})
        assert r.status_code == 413 and f"{cap:,}" in r.json()["error"]["message"]


LONG = " ".join([SEED] * 40)  # about half a second of grading


def test_time_budget_gives_503_not_a_hang():
    with client(request_timeout_s=0.01) as c:
        r = c.post("/v1/grade", json={"text": LONG})
        assert r.status_code == 503 and r.headers["retry-after"]
        assert "time budget" in r.json()["error"]["message"]


def test_batch_time_budget_keeps_what_was_graded():
    with client(batch_timeout_s=0.05) as c:
        body = c.post("/v1/grade/batch", json={"items": [{"id": i, "text": LONG} for i in range(4)]}).json()
        results = body["results"]
        assert [r["id"] for r in results] == [0, 1, 2, 3]
        assert results[-1]["error"]["type"] == "time_budget_exceeded" and "send the rest" in results[-1]["error"]["message"]
        assert all(r["report"] or r["error"]["type"] == "time_budget_exceeded" for r in results)


KEYS = ("key-one-0123456789", "key-two-9876543210")
PROTECTED = [("get", "/v1/rules"), ("get", "/v1/profiles"), ("get", "/metrics"), ("get", "/docs"),
             ("get", "/openapi.json"), ("get", "/v2/languages"), ("post", "/v1/grade"), ("post", "/v2/check")]


@pytest.fixture(scope="module")
def keyed():
    with client(api_keys=KEYS) as c:
        yield c


@pytest.mark.parametrize("method, path", PROTECTED)
def test_keys_required_everywhere_but_health(keyed, method, path):
    r = getattr(keyed, method)(path)
    assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
    assert r.json()["error"]["type"] == "unauthorized"


def test_health_probes_need_no_key(keyed):
    assert keyed.get("/healthz").status_code == 200
    assert keyed.get("/readyz").status_code == 200


def test_wrong_and_missing_keys_look_the_same(keyed):
    missing = keyed.post("/v1/grade", json={"text": "x"})
    wrong = keyed.post("/v1/grade", json={"text": "x"}, headers={"Authorization": "Bearer key-one-012345678"})
    assert missing.status_code == wrong.status_code == 401
    assert missing.json() == wrong.json()
    assert "key-one" not in wrong.text


@pytest.mark.parametrize("headers", [{"Authorization": f"Bearer {KEYS[0]}"}, {"authorization": f"bearer {KEYS[1]}"},
                                     {"X-API-Key": KEYS[1]}])
def test_a_valid_key_in_either_header_is_accepted(keyed, headers):
    assert keyed.post("/v1/grade", json={"text": SEED}, headers=headers).status_code == 200


def test_languagetool_clients_may_send_the_key_as_a_form_field(keyed):
    r = keyed.post("/v2/check", data={"text": SEED, "language": "en-US", "apiKey": KEYS[0]})
    assert r.status_code == 200 and r.json()["matches"]


def test_keys_from_a_file_and_env(tmp_path):
    path = tmp_path / "keys"
    path.write_text("# team keys\nfile-key-1\n\nfile-key-2\n")
    s = Settings.from_env({"GRADER_API_KEYS": "env-key", "GRADER_API_KEYS_FILE": str(path)})
    assert s.api_keys == ("env-key", "file-key-1", "file-key-2")
    with pytest.raises(SettingsError, match="GRADER_API_KEYS_FILE"):
        Settings.from_env({"GRADER_API_KEYS_FILE": str(tmp_path / "missing")})
    with pytest.raises(SettingsError, match="GRADER_MAX_TEXT_CHARS: expected an integer"):
        Settings.from_env({"GRADER_MAX_TEXT_CHARS": "lots"})


def test_public_docs_option_opens_only_the_docs():
    with client(api_keys=KEYS, public_docs=True) as c:
        assert c.get("/docs").status_code == 200 and c.get("/openapi.json").status_code == 200
        assert c.get("/v1/rules").status_code == 401


def test_cors_allows_configured_origins_and_preflight_needs_no_key():
    with client(api_keys=KEYS, cors_origins=("https://review.example",)) as c:
        pre = c.options("/v1/grade", headers={"Origin": "https://review.example",
                                               "Access-Control-Request-Method": "POST",
                                               "Access-Control-Request-Headers": "authorization,content-type"})
        assert pre.status_code == 200
        assert pre.headers["access-control-allow-origin"] == "https://review.example"
        r = c.post("/v1/grade", json={"text": "x"}, headers={"Origin": "https://review.example", "X-API-Key": KEYS[0]})
        assert r.headers["access-control-allow-origin"] == "https://review.example"
        other = c.post("/v1/grade", json={"text": "x"}, headers={"Origin": "https://evil.example",
                                                                 "X-API-Key": KEYS[0]})
        assert "access-control-allow-origin" not in other.headers


def test_grading_does_not_block_the_event_loop():
    """A long grade runs in a worker thread: a health check sent after it starts answers before it ends."""
    app = create_app(Settings(warm_up=False))
    long_text = LONG

    async def scenario():
        transport = httpx.ASGITransport(app=app)
        async with app.router.lifespan_context(app):
            async with httpx.AsyncClient(transport=transport, base_url="http://t") as c:
                finished = {}

                async def timed(name, call):
                    await call
                    finished[name] = time.perf_counter()

                grading = asyncio.create_task(timed("grade", c.post("/v1/grade", json={"text": long_text})))
                await asyncio.sleep(0.05)
                await timed("health", c.get("/healthz"))
                await grading
                return finished

    finished = asyncio.run(scenario())
    assert finished["health"] < finished["grade"]
