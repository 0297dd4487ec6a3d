"""Reject oversized and non-UTF-8 bodies before any parsing: 413 with the limit, 400 naming the encoding.

Pure ASGI (not BaseHTTPMiddleware) so it adds no task per request. The body is read once, kept in
scope["grader.body"] for the auth check of LanguageTool's `apiKey` form field, and replayed to the app."""
from __future__ import annotations

from urllib.parse import parse_qsl

from .asgi_util import header, replay, send_error

# Every endpoint takes text (JSON or a form); only multipart may carry raw bytes.
_BINARY = ("multipart/",)


def _utf8_problem(body: bytes, content_type: str) -> str | None:
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        return f"request body is not valid UTF-8 (byte {exc.start})"
    if content_type.startswith("application/x-www-form-urlencoded"):
        try:
            parse_qsl(text, keep_blank_values=True, encoding="utf-8", errors="strict")
        except UnicodeDecodeError as exc:
            return f"a form field is not valid UTF-8 once percent-decoded (byte {exc.start})"
    return None


class BodyGuard:
    def __init__(self, app, max_body_bytes: int):
        self.app, self.max_body_bytes = app, max_body_bytes

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] not in ("POST", "PUT", "PATCH"):
            return await self.app(scope, receive, send)
        limit = self.max_body_bytes
        too_big = f"request body is larger than the limit of {limit:,} bytes"
        declared = header(scope, b"content-length")
        if declared and declared.isdigit() and int(declared) > limit:
            return await send_error(send, 413, "payload_too_large", too_big)
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                return await send_error(send, 413, "payload_too_large", too_big)
            chunks.append(chunk)
            if not message.get("more_body"):
                break
        body = b"".join(chunks)
        content_type = (header(scope, b"content-type") or "").lower()
        if not content_type.startswith(_BINARY):
            problem = _utf8_problem(body, content_type)
            if problem:
                return await send_error(send, 400, "bad_encoding", problem)
        scope["grader.body"] = body
        await self.app(scope, replay(body, receive), send)
