"""The FastAPI application: one grading core behind the v1 JSON API and the LanguageTool-compatible v2 surface.

The web page at / (api/web.py) is static files over the same API.

Middleware, outermost first: metrics (sees every response), CORS (answers preflights before auth), the body guard
(size and encoding), API-key auth. `create_app()` reads GRADER_* settings; uvicorn calls it as a factory."""
from __future__ import annotations

from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware

from grader import __version__

from . import errors, languagetool, routes_v1, web
from .auth import APIKeyAuth
from .body_guard import BodyGuard
from .metrics import MetricsMiddleware
from .service import GradingService
from .settings import Settings

DESCRIPTION = """
Checks explanations of LLM API latency against a physics model of inference.

* `POST /v1/grade` grades one explanation: flagged spans with corrections and derivations, every claim with its
  verdict, the scenario used (and where each field came from), the corrected latency budget and a score.
* `POST /v1/grade/batch` grades many; `POST /v1/budget` gives a scenario's latency budget.
* `POST /v2/check` and `GET /v2/languages` speak LanguageTool's protocol for editor plugins.

Errors always have the shape `{"error": {"status", "type", "message", "field"?}}`. Limits: `GET /v1/limits`.
When API keys are configured, send `Authorization: Bearer <key>` or `X-API-Key: <key>`.
"""


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings.from_env()
    service = GradingService(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        service.start()  # once per worker process: rules, spaCy, the sentence model, a warm-up grade
        yield
        service.stop()

    middleware = [
        Middleware(MetricsMiddleware),
        Middleware(CORSMiddleware, allow_origins=list(settings.cors_origins), allow_methods=["GET", "POST"],
                   allow_headers=["Authorization", "X-API-Key", "Content-Type"], max_age=600),
        Middleware(BodyGuard, max_body_bytes=settings.max_body_bytes),
        Middleware(APIKeyAuth, keys=settings.api_keys, public_docs=settings.public_docs),
    ]
    app = FastAPI(title="grader", version=__version__, description=DESCRIPTION, lifespan=lifespan,
                  middleware=middleware)
    app.state.service = service
    app.state.settings = settings
    errors.install(app)
    app.include_router(routes_v1.router)
    app.include_router(languagetool.router)
    web.install(app)  # the page at /, public: it holds no data and asks for a key when the API wants one
    return app
