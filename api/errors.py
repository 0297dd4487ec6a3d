"""One error shape for every failure: {"error": {"status", "type", "message", "field"?, ...}}.

Handlers turn every expected failure into a clear 4xx/503 naming the field; the last-resort handler logs the
traceback server-side and returns a 500 without it, so no traceback ever reaches a client."""
from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger("grader.api")


class APIError(Exception):
    """An expected failure with its HTTP status, a machine-readable type and a one-sentence message."""

    def __init__(self, status: int, type_: str, message: str, field: str | None = None, **extra):
        super().__init__(message)
        self.status, self.type, self.message, self.field, self.extra = status, type_, message, field, extra


def error_body(status: int, type_: str, message: str, field: str | None = None, **extra) -> dict:
    error = {"status": status, "type": type_, "message": message}
    if field:
        error["field"] = field
    error.update(extra)
    return {"error": error}


def error_response(status: int, type_: str, message: str, field: str | None = None, headers=None, **extra):
    return JSONResponse(error_body(status, type_, message, field, **extra), status_code=status, headers=headers)


def field_path(loc) -> str:
    """('body', 'scenario', 'gpus') -> 'scenario.gpus'; list indices as [i]."""
    parts = [p for p in loc if p not in ("body", "query", "form")]
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "body"


def _validation_message(err: dict) -> str:
    field = field_path(err.get("loc", ()))
    if err.get("type") == "json_invalid":
        ctx = err.get("ctx") or {}
        return f"body is not valid JSON ({ctx.get('error', 'parse error')})"
    if err.get("type") == "missing":
        return f"{field}: required field missing"
    return f"{field}: {err.get('msg', 'invalid value')}"


async def _on_validation(request: Request, exc: RequestValidationError):
    errors = exc.errors()
    first = errors[0] if errors else {"loc": ("body",), "msg": "invalid request"}
    if first.get("type") == "json_invalid":
        at = first.get("loc", ("body", "?"))[-1]
        return error_response(422, "validation_error", _validation_message(first),
                              details=[{"field": "body", "message": f"JSON decode error at character {at}"}])
    details = [{"field": field_path(e.get("loc", ())), "message": e.get("msg", "")} for e in errors[:20]]
    field = field_path(first.get("loc", ()))
    content_type = request.headers.get("content-type", "")
    if field == "body" and "json" not in content_type and "form" not in content_type:
        return error_response(422, "validation_error", "body: send a JSON object with 'Content-Type: "
                              f"application/json' (got {content_type or 'no content type'!r})", field, details=details)
    return error_response(422, "validation_error", _validation_message(first), field, details=details)


async def _on_api_error(request: Request, exc: APIError):
    headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
    if exc.status == 503:
        headers = {"Retry-After": "1"}
    return error_response(exc.status, exc.type, exc.message, exc.field, headers=headers, **exc.extra)


_HTTP_TYPES = {404: "not_found", 405: "method_not_allowed", 413: "payload_too_large", 415: "unsupported_media_type"}


async def _on_http(request: Request, exc: StarletteHTTPException):
    message = exc.detail if isinstance(exc.detail, str) else "request failed"
    if exc.status_code == 404 and message == "Not Found":
        message = f"no such endpoint: {request.method} {request.url.path}"
    if exc.status_code == 405:
        message = f"{request.method} is not allowed on {request.url.path}"
    return error_response(exc.status_code, _HTTP_TYPES.get(exc.status_code, "http_error"), message,
                          headers=getattr(exc, "headers", None))


async def _on_unexpected(request: Request, exc: Exception):
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return error_response(500, "internal_error", "grader failed on this input; the error was logged")


def install(app: FastAPI) -> None:
    app.add_exception_handler(RequestValidationError, _on_validation)
    app.add_exception_handler(APIError, _on_api_error)
    app.add_exception_handler(StarletteHTTPException, _on_http)
    app.add_exception_handler(Exception, _on_unexpected)
