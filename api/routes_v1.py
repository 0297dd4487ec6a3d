"""The v1 JSON API: grade one text or a batch, a scenario's budget, the rules and the profiles."""
from __future__ import annotations

import logging
import time

from fastapi import APIRouter, Body, Request
from fastapi.responses import PlainTextResponse

from grader import __version__
from grader.grading import grade
from grader.physics import Budget, ScenarioSpec, budget, profiles, resolve
from grader.rubric import GradedAnswer, grade_answer
from grader.rules_engine.loader import load_rules

from . import metrics
from .errors import APIError
from .schemas import (BatchRequest, BatchResponse, BatchResult, ErrorResponse, GradeRequest, ItemError, Limits,
                      RuleExample, RuleInfo)

router = APIRouter()
log = logging.getLogger("grader.api")

_ERRORS = {
    400: {"model": ErrorResponse, "description": "the body is not valid UTF-8"},
    401: {"model": ErrorResponse, "description": "API keys are configured and none (or a wrong one) was sent"},
    413: {"model": ErrorResponse, "description": "text or body over the limits of GET /v1/limits"},
    422: {"model": ErrorResponse, "description": "a field is missing, of the wrong type, or names an unknown "
                                                 "hardware/model (the message lists close names)"},
}
_TIMEOUT = {503: {"model": ErrorResponse, "description": "grading did not finish within the time budget"}}


def _service(request: Request):
    return request.app.state.service


@router.post("/v1/grade", response_model=GradedAnswer, tags=["grading"],
             responses={**_ERRORS, **_TIMEOUT}, summary="Grade one explanation")
async def grade_one(body: GradeRequest, request: Request) -> GradedAnswer:
    """Extract every claim, check each against the physics of the scenario, and return the annotated report:
    flagged spans (code-point offsets) with message, correction and derivation, all claims with verdicts, the
    scenario with the provenance of each field, the corrected latency budget and the score. With `rubric`, also
    the key points the answer makes (each with its span, or missing, or wrong) and the answer score."""
    service = _service(request)
    service.check_text(body.text)
    scenario = service.scenario(body.scenario)
    rules = service.rules(body.rules)
    rubric = service.rubric(body.rubric)
    report = await service.run(grade_answer, body.text, scenario, rules, rubric,
                               timeout=service.settings.request_timeout_s)
    metrics.record_report(report, "v1")
    return report


@router.get("/v1/rubrics", tags=["reference"], summary="The bundled rubrics and their key points")
async def list_rubrics() -> list[dict]:
    from grader.rubric import bundled, load_rubric
    out = []
    for name in bundled():
        r = load_rubric(name)
        out.append({"name": r.name, "question": r.question, "calibration": r.calibration.model_dump() if r.calibration
                    else None, "points": [{"id": p.id, "says": p.says, "weight": p.weight} for p in r.points]})
    return out


def _grade_items(service, items, rules, deadline: float) -> list[BatchResult]:
    """Each item on its own: a bad item gets an error entry and the others are still graded. Items not reached
    before the deadline get a time-budget error rather than losing the items already graded."""
    results = []
    for i, item in enumerate(items):
        if time.monotonic() > deadline:
            results.append(BatchResult(id=item.id, error=ItemError(
                status=503, type="time_budget_exceeded", message="not graded: the batch's time budget ran out "
                f"after {i} of {len(items)} items; send the rest again")))
            continue
        if item.problem is not None:
            problem = item.problem.model_copy(update={
                "field": f"items[{i}].{item.problem.field}",
                "message": f"items[{i}].{item.problem.message}"})
            results.append(BatchResult(id=item.id, error=problem))
            continue
        try:
            service.check_text(item.text, f"items[{i}].text")
            scenario = service.scenario(item.scenario, f"items[{i}].scenario")
            report = grade(item.text, scenario, rules)
        except APIError as exc:
            results.append(BatchResult(id=item.id, error=ItemError(
                status=exc.status, type=exc.type, message=exc.message, field=exc.field)))
            continue
        except Exception:  # noqa: BLE001 - one item's failure must not lose the batch
            log.exception("batch item %r failed", item.id)
            results.append(BatchResult(id=item.id, error=ItemError(
                status=500, type="internal_error", message="grader failed on this item; the error was logged")))
            continue
        metrics.record_report(report, "v1-batch")
        results.append(BatchResult(id=item.id, report=report))
    return results


@router.post("/v1/grade/batch", response_model=BatchResponse, tags=["grading"], responses=_ERRORS,
             summary="Grade many explanations in one request")
async def grade_batch(body: BatchRequest, request: Request) -> BatchResponse:
    """Results come back in the order of `items`, each with `report` or `error`. A bad item (text too long,
    unknown hardware) gets an error entry; the others are graded. The whole request is 413 when `items` is over
    the limit."""
    service = _service(request)
    limit = service.settings.max_batch_items
    if len(body.items) > limit:
        raise APIError(413, "batch_too_large", f"items has {len(body.items)} entries; the limit is {limit}",
                       "items", limit=limit)
    rules = service.rules(body.rules)
    budget_s = service.settings.batch_timeout_s
    deadline = time.monotonic() + budget_s
    # the thread stops taking new items at the deadline; the outer wait allows one more item to finish
    results = await service.run(_grade_items, service, body.items, rules, deadline,
                                timeout=budget_s + service.settings.request_timeout_s)
    failed = sum(r.error is not None for r in results)
    return BatchResponse(results=results, graded=len(results) - failed, failed=failed)


@router.post("/v1/budget", response_model=Budget, tags=["physics"], responses=_ERRORS,
             summary="The latency budget of a scenario")
async def budget_of(request: Request, body: ScenarioSpec = Body(openapi_examples={
    "default": {"summary": "the default scenario (Llama-3-70B bf16 on 8x H100, 500 output tokens)", "value": {}},
    "pinned": {"summary": "a pinned deployment", "value": {"model": "llama-3-8b", "hardware": "a100-80gb",
                                                           "gpus": 1, "precision": "fp16", "output_tokens": 300,
                                                           "network": "transatlantic"}},
})) -> Budget:
    """Where the time of one request goes (network, connection set-up, prefill, decode, tokenizer), each
    component as a (lo, hi) interval in seconds with its share and derivation: `grader budget --format json`."""
    spec = _service(request).scenario(body, field="body")
    return budget(resolve(("request", spec)))


@router.get("/v1/rules", response_model=list[RuleInfo], tags=["rules"], summary="Every rule with its examples")
async def list_rules() -> list[RuleInfo]:
    return [_rule_info(r) for r in load_rules()]


@router.get("/v1/rules/{rule_id}", response_model=RuleInfo, tags=["rules"],
            responses={404: {"model": ErrorResponse, "description": "no rule with that id"}}, summary="One rule")
async def one_rule(rule_id: str) -> RuleInfo:
    for r in load_rules():
        if r.id == rule_id:
            return _rule_info(r)
    raise APIError(404, "unknown_rule", f"no rule {rule_id!r}; GET /v1/rules lists them", "rule_id")


def _rule_info(r) -> RuleInfo:
    return RuleInfo(id=r.id, category=r.category, severity=r.severity, description=r.description, check=r.check,
                    flag_examples=[RuleExample(text=e.text, span=e.span) for e in r.examples.flag],
                    ok_examples=list(r.examples.ok))


@router.get("/v1/profiles", tags=["physics"], summary="Hardware, models, precisions and network paths")
async def list_profiles() -> dict:
    """Every name the scenario accepts, with the aliases it is known by and the figures it carries."""
    def entries(catalog, fields):
        return [{"id": p.id, "name": p.label, "aliases": list(p.aliases),
                 **{f: getattr(p, f) for f in fields}, "source": p.source} for p in catalog.profiles.values()]

    return {
        "hardware": entries(profiles.hardware(), ["memory_gb", "bandwidth_gb_s", "tflops", "memory_kind"]),
        "models": entries(profiles.models(), ["params_b", "active_params_b"]),
        "precisions": entries(profiles.precisions(), []),
        "networks": entries(profiles.networks(), ["rtt_ms"]),
    }


@router.get("/v1/limits", response_model=Limits, tags=["service"], summary="Size limits and time budgets")
async def limits(request: Request) -> Limits:
    s = _service(request).settings
    return Limits(max_text_chars=s.max_text_chars, max_batch_items=s.max_batch_items,
                  max_body_bytes=s.max_body_bytes, request_timeout_s=s.request_timeout_s,
                  batch_timeout_s=s.batch_timeout_s)


@router.get("/healthz", tags=["service"], summary="The process is up")
async def healthz() -> dict:
    return {"status": "ok", "version": __version__}


@router.get("/readyz", tags=["service"], summary="Models loaded and rules valid",
            responses={503: {"model": ErrorResponse, "description": "still loading, or a rule pack is broken"}})
async def readyz(request: Request) -> dict:
    service = _service(request)
    if not service.ready:
        raise APIError(503, "not_ready", f"not ready: {service.problem}")
    return {"status": "ready", "rules": str(len(load_rules())), "paraphrase_model": service.semantic}


@router.get("/metrics", tags=["service"], response_class=PlainTextResponse,
            summary="Prometheus metrics (text format)")
async def prometheus_metrics() -> PlainTextResponse:
    body, content_type = metrics.exposition()
    return PlainTextResponse(body, media_type=content_type)
