"""Property-based fuzzing of the whole API from its own OpenAPI document (schemathesis): no input may produce a
5xx, and every response must match the documented status codes and schemas. Bounded to fit in CI."""
import pytest
from hypothesis import HealthCheck, settings

schemathesis = pytest.importorskip("schemathesis")
from schemathesis.checks import not_a_server_error  # noqa: E402
from schemathesis.specs.openapi.checks import (  # noqa: E402
    content_type_conformance, response_schema_conformance, status_code_conformance)

from grader.api import create_app  # noqa: E402
from grader.api.settings import Settings  # noqa: E402

# Small limits so the fuzzer reaches the 413 paths too and no example grades for long.
APP = create_app(Settings(warm_up=False, max_text_chars=2_000, max_batch_items=5))
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


@schema.parametrize()
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_no_input_makes_a_server_error(case):
    response = case.call()
    assert response.status_code < 500, (response.status_code, response.text[:500])
    case.validate_response(response, checks=CHECKS)
