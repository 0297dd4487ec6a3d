"""The web page at `/`: grade an explanation in the browser, see the corrected budget, play "spot the errors".

Plain static files (api/web/, shipped as package data): the page calls the same /v1 API as any other client, so
every number it shows comes from a grade report. The page and its assets are public even when API keys are
configured (auth.PUBLIC_PATHS): they hold no data, and the page asks for a key when the API answers 401. The
routes stay out of the OpenAPI document, which describes the API only."""
from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse
from starlette.staticfiles import StaticFiles

WEB_DIR = Path(__file__).resolve().parent / "web"
PREFIX = "/web"

# Everything comes from this origin: the policy makes a stray external fetch (a CDN, a web font) fail loudly in
# the browser instead of quietly working on a connected laptop. Styles are files too; scripts set element styles
# through the DOM, which the policy allows.
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
                               "form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    # revalidate every time (cheap: ETag, loopback or LAN) so an upgraded server never runs a stale script
    "Cache-Control": "no-cache",
}

router = APIRouter(include_in_schema=False)


@router.api_route("/", methods=["GET", "HEAD"], include_in_schema=False)
async def page() -> FileResponse:
    return FileResponse(WEB_DIR / "index.html", media_type="text/html; charset=utf-8", headers=HEADERS)


class _Assets(StaticFiles):
    def file_response(self, *args, **kwargs):
        response = super().file_response(*args, **kwargs)
        response.headers.update(HEADERS)
        return response


def install(app: FastAPI) -> None:
    app.include_router(router)
    app.mount(PREFIX, _Assets(directory=WEB_DIR), name="web")
