"""Prometheus metrics: requests by route and status, a latency histogram, errors by type, flags by category.

With several uvicorn workers each process has its own counters; `grader serve --workers N` sets
PROMETHEUS_MULTIPROC_DIR so that /metrics aggregates every worker (prometheus_client's multiprocess mode)."""
from __future__ import annotations

import json
import os
import time

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client import REGISTRY, multiprocess

# Latency buckets around what grading costs: ~20 ms for a short answer, seconds for a full batch.
_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)

REQUESTS = Counter("grader_http_requests_total", "HTTP requests", ["method", "route", "status"])
LATENCY = Histogram("grader_http_request_duration_seconds", "Time to answer a request", ["route"], buckets=_BUCKETS)
ERRORS = Counter("grader_http_errors_total", "Error responses by error type", ["type"])
TEXTS = Counter("grader_texts_graded_total", "Explanations graded (single and batch items)", ["surface"])
FLAGS = Counter("grader_flags_total", "Annotations returned", ["category", "severity"])


def record_report(report, surface: str) -> None:
    TEXTS.labels(surface).inc()
    for a in report.annotations:
        FLAGS.labels(a.category, a.severity).inc()


def exposition() -> tuple[bytes, str]:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry), CONTENT_TYPE_LATEST
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST


class MetricsMiddleware:
    """Outermost layer: sees every response, including the 401/413/400 sent by the other middlewares."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        started = time.perf_counter()
        status, error_chunks = 500, []

        async def _send(message):
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body" and status >= 400 and len(error_chunks) < 8:
                error_chunks.append(message.get("body", b""))
            await send(message)

        try:
            await self.app(scope, receive, _send)
        finally:
            route = scope.get("route")
            label = getattr(route, "path", None) or "unmatched"
            REQUESTS.labels(scope["method"], label, str(status)).inc()
            LATENCY.labels(label).observe(time.perf_counter() - started)
            if status >= 400:
                ERRORS.labels(_error_type(b"".join(error_chunks), status)).inc()


def _error_type(body: bytes, status: int) -> str:
    try:
        return str(json.loads(body)["error"]["type"])
    except (ValueError, KeyError, TypeError):
        return f"http_{status}"
