"""First render of the web page (issue 7): `grader serve` on loopback, Debian's chromium driven by Playwright.

    .venv/bin/python bench/web.py [--runs 20]

Each run opens the page in a fresh browser context (empty cache) and reads the browser's own timings: time to
first byte, first contentful paint, DOMContentLoaded, load, and "ready" (examples loaded, handlers attached:
the performance mark main.js sets). Then it grades the seed and times the click to the rendered grade. Reports
the median and p90, and the bytes the page transfers. Target: first render under 1 s. Writes
bench/results/web.json.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.api_support import running_server  # noqa: E402
from tests.test_web import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

TIMINGS = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const ready = performance.getEntriesByName("grader-ready")[0];
  const bytes = performance.getEntriesByType("resource").reduce((n, r) => n + r.transferSize, nav.transferSize);
  return {ttfb_ms: nav.responseStart, fcp_ms: paint ? paint.startTime : null,
          dom_content_loaded_ms: nav.domContentLoadedEventEnd, load_ms: nav.loadEventEnd,
          ready_ms: ready ? ready.startTime : null, bytes};
}"""


def summary(values: list[float]) -> dict:
    values = sorted(values)
    return {"median": round(statistics.median(values), 1), "p90": round(values[int(0.9 * (len(values) - 1))], 1),
            "max": round(values[-1], 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=20)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    runs = []
    with running_server() as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(args.runs):
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            page = context.new_page()
            page.goto(url + "/")
            page.wait_for_selector("body[data-ready='1']")
            page.wait_for_load_state("load")
            run = page.evaluate(TIMINGS)
            page.evaluate("performance.mark('grade-click')")
            page.click("#grade-btn")
            page.wait_for_selector("#results:not([hidden])")
            run["grade_ms"] = page.evaluate("performance.getEntriesByName('grader-graded')[0].startTime - "
                                            "performance.getEntriesByName('grade-click')[0].startTime")
            runs.append(run)
            context.close()
        browser.close()
    result = {"runs": args.runs, "chromium": CHROMIUM, "bytes": runs[0]["bytes"]}
    for key in ("ttfb_ms", "fcp_ms", "dom_content_loaded_ms", "load_ms", "ready_ms", "grade_ms"):
        result[key] = summary([r[key] for r in runs if r[key] is not None])
    out = ROOT / "bench" / "results" / "web.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))
    ok = result["fcp_ms"]["p90"] < 1000 and result["ready_ms"]["p90"] < 1000
    print(f"first render {'under' if ok else 'OVER'} 1 s (p90 first paint {result['fcp_ms']['p90']} ms, "
          f"ready {result['ready_ms']['p90']} ms)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
