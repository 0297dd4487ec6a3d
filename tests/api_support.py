"""Shared set-up for the service tests: an in-process client per settings, and a real server on loopback."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager

import httpx
from fastapi.testclient import TestClient

from grader.api import create_app
from grader.api.settings import Settings

SEED = ("A team's chat API takes 8-12 s for a ~500-token answer. The network round trip is 50 milliseconds each way "
        "and the tokenizer costs one to two milliseconds per token. Server-side decode is subsecond, so the 8-12 s "
        "must come from network and tokenization.")


@contextmanager
def client(**settings):
    settings.setdefault("warm_up", False)
    with TestClient(create_app(Settings(**settings)), raise_server_exceptions=False) as c:
        yield c


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running_server(env: dict | None = None, workers: int = 1):
    """`grader serve` in a subprocess on a free loopback port; yields its base URL once /readyz answers."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "grader", "serve", "--port", str(port), "--workers", str(workers),
         "--log-level", "warning"],
        env={**os.environ, "HF_HUB_OFFLINE": "1", **(env or {})},
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"grader serve exited with {proc.returncode}: {proc.stderr.read()[-2000:]}")
            try:
                if httpx.get(f"{url}/readyz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("grader serve did not become ready in 120 s")
            time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
