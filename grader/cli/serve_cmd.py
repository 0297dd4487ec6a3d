"""`grader serve`: the REST service (grader.api) under uvicorn."""
from __future__ import annotations

import argparse
import os
import shutil
import tempfile

from .args import UsageError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="run the REST service", description=(
        "Serve the grading API (/v1), the LanguageTool-compatible surface (/v2) and /docs. Settings come from "
        "GRADER_* environment variables: API keys, CORS origins, limits (see the README)."))
    p.add_argument("--host", default="127.0.0.1", help="interface to bind (default 127.0.0.1; 0.0.0.0 for all)")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--workers", type=int, default=1, help="worker processes (each loads the models once)")
    p.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"])
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not 0 < args.port < 65536:
        raise UsageError(f"--port: expected 1-65535, got {args.port}")
    if args.workers < 1:
        raise UsageError(f"--workers: expected at least 1, got {args.workers}")
    import uvicorn

    from ..api.settings import Settings, SettingsError

    try:
        Settings.from_env()  # a bad GRADER_* variable is one line here, not a traceback in every worker
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    metrics_dir = None
    if args.workers > 1 and "PROMETHEUS_MULTIPROC_DIR" not in os.environ:
        metrics_dir = tempfile.mkdtemp(prefix="grader-metrics-")  # /metrics adds up every worker's counters
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
    try:
        uvicorn.run("grader.api:create_app", factory=True, host=args.host, port=args.port, workers=args.workers,
                    log_level=args.log_level)
    finally:
        if metrics_dir:
            shutil.rmtree(metrics_dir, ignore_errors=True)
    return 0
