"""Grading speed and memory (issue 3 targets: <= 25 ms median for a 150-word text, >= 40 texts/s on one process).

    .venv/bin/python bench/run.py [--texts 1000] [--repeat 200]

Prints a JSON summary and writes it to bench/results/grade.json. Cold start is measured in a fresh process.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEXT = (ROOT / "bench" / "explanation_150w.txt").read_text()


def corpus_texts() -> list[str]:
    texts = []
    for name in ("dev.jsonl", "test.jsonl"):
        with open(ROOT / "corpus" / name, encoding="utf-8") as handle:
            texts += [json.loads(line)["text"] for line in handle if line.strip()]
    return texts


def cold_start() -> float:
    code = ("import time; t = time.perf_counter(); from grader import grade; "
            f"grade(open({str(ROOT / 'bench' / 'explanation_150w.txt')!r}).read()); print(time.perf_counter() - t)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT,
                         env={**os.environ, "HF_HUB_OFFLINE": "1"})
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--texts", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from grader import grade
    from grader.extract.semantic import status

    cold = cold_start()
    grade(TEXT)  # warm: models and rules loaded
    times = []
    for _ in range(args.repeat):
        t = time.perf_counter()
        grade(TEXT)
        times.append((time.perf_counter() - t) * 1e3)
    texts = corpus_texts()
    batch = [texts[i % len(texts)] for i in range(args.texts)]
    t = time.perf_counter()
    for text in batch:
        grade(text)
    elapsed = time.perf_counter() - t
    per_text = []
    for text in texts:
        t0 = time.perf_counter()
        grade(text)
        per_text.append((time.perf_counter() - t0) * 1e3)
    result = {
        "machine": f"{os.cpu_count()} cores",
        "semantic_layer": status(),
        "words": len(TEXT.split()),
        "median_ms_150_words": round(statistics.median(times), 2),
        "p90_ms_150_words": round(sorted(times)[int(0.9 * len(times))], 2),
        "corpus_median_ms": round(statistics.median(per_text), 2),
        "corpus_p90_ms": round(sorted(per_text)[int(0.9 * len(per_text))], 2),
        "batch_texts": args.texts,
        "texts_per_second": round(args.texts / elapsed, 1),
        "cold_start_s": round(cold, 2),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }
    out = ROOT / "bench" / "results"
    out.mkdir(exist_ok=True)
    (out / "grade.json").write_text(json.dumps(result, indent=2))
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
