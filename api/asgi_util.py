"""Small helpers for the pure-ASGI middlewares: send a JSON error, read and replay a request body."""
from __future__ import annotations

import json

from .errors import error_body


async def send_error(send, status: int, type_: str, message: str, field: str | None = None,
                     headers: list[tuple[bytes, bytes]] | None = None) -> None:
    body = json.dumps(error_body(status, type_, message, field)).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            *(headers or [])]})
    await send({"type": "http.response.body", "body": body})


def header(scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


def replay(body: bytes, receive):
    """A receive callable that yields the already-read body once, then defers to the real one (disconnects)."""
    sent = False

    async def _receive():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return _receive
