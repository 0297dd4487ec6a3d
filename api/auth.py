"""Optional API keys: when configured, every endpoint but the health probes and the web page requires one.

Accepted as `Authorization: Bearer <key>`, `X-API-Key: <key>`, or (for LanguageTool clients, whose protocol sends
it that way) an `apiKey` form field on /v2/check. A missing or wrong key gets the same 401, and keys are compared
in constant time, so a response reveals nothing about which keys exist."""
from __future__ import annotations

import hmac
from urllib.parse import parse_qsl

from .asgi_util import header, send_error

PUBLIC_PATHS = {"/healthz", "/readyz"}
# The web page and its static files (api/web.py): no data in them, and the page asks for a key on a 401.
PAGE_PATH, PAGE_PREFIX = "/", "/web/"
DOC_PATHS = {"/docs", "/redoc", "/openapi.json", "/docs/oauth2-redirect"}


def _presented(scope) -> list[str]:
    keys = []
    authorization = header(scope, b"authorization") or ""
    scheme, _, value = authorization.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        keys.append(value.strip())
    if header(scope, b"x-api-key"):
        keys.append(header(scope, b"x-api-key").strip())
    if scope["path"] == "/v2/check" and scope.get("grader.body"):
        content_type = (header(scope, b"content-type") or "").lower()
        if content_type.startswith("application/x-www-form-urlencoded"):
            form = dict(parse_qsl(scope["grader.body"].decode("utf-8"), keep_blank_values=True))
            if form.get("apiKey"):
                keys.append(form["apiKey"])
    return keys


def key_matches(presented: str, allowed: tuple[str, ...]) -> bool:
    # compare against every key, without stopping early, so timing does not tell which key came close
    found = False
    for key in allowed:
        found |= hmac.compare_digest(presented.encode(), key.encode())
    return found


class APIKeyAuth:
    def __init__(self, app, keys: tuple[str, ...], public_docs: bool = False):
        self.app, self.keys = app, keys
        self.public = PUBLIC_PATHS | {PAGE_PATH} | (DOC_PATHS if public_docs else set())

    async def __call__(self, scope, receive, send):
        if (scope["type"] != "http" or not self.keys or scope["method"] == "OPTIONS"
                or scope["path"] in self.public or scope["path"].startswith(PAGE_PREFIX)):
            return await self.app(scope, receive, send)
        if any(key_matches(k, self.keys) for k in _presented(scope)):
            return await self.app(scope, receive, send)
        await send_error(send, 401, "unauthorized",
                         "missing or invalid API key: send 'Authorization: Bearer <key>' or 'X-API-Key: <key>'",
                         headers=[(b"www-authenticate", b"Bearer")])
