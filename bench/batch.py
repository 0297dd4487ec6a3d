"""Batch throughput, memory on a huge input, and Dask's overhead, measured on generated answers.

    python bench/batch.py                      # all three (about 10 minutes on 2 cores)
    python bench/batch.py --answers 2000 --memory-seconds 30 --skip-dask

1. Answers per second for `grader batch` on N generated answers with 1 and 2 workers: the whole command (start-up
   and model loading included) and the steady rate (first output line to last).
2. Memory on a 1,000,000-line input: resident memory of the whole process tree (parent and workers) sampled every
   few seconds while it streams; the run is stopped after --memory-seconds (it need not finish).
3. Dask local cluster vs plain worker processes on the same answers and worker count.
Results print as a table and are written to bench/results/batch.json (not committed)."""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"

# Sentence pools a candidate's answer is drawn from: right and wrong, with numbers varied per answer so that no two
# answers are the same text (no cache can serve a repeat).
OPENERS = ["Almost all of the {total} s is decode.", "The network is the main problem here.",
           "Most of the latency comes from generating tokens one at a time.", "I think it's the tokenizer.",
           "Where the time goes: nearly all of it is the generation loop.", "Decode is subsecond on modern GPUs."]
MIDDLES = ["Each token reads all the weights from HBM, so decode is memory-bandwidth-bound at about {rate} tok/s.",
           "Decode is compute-bound, so a faster GPU would fix it.",
           "The round trip to the provider is about {rtt} ms.",
           "Tokenization costs around {tok_us} microseconds per token.",
           "The tokenizer takes about {tok_ms} ms per token.",
           "The provider advertises {agg} tok/s, but that is aggregate throughput across a batch of users.",
           "Batching makes each request faster.",
           "{tokens} tokens at {rate} tok/s is {total} s, which matches what we see."]
CLOSERS = ["So the fix is a smaller model or fewer output tokens.", "I'd move to a closer region.",
           "Streaming would make it feel faster.", "We should measure before changing anything."]


def generate(n: int, seed: int = 7):
    rng = random.Random(seed)
    for i in range(n):
        rate = rng.randint(20, 200)
        tokens = rng.choice([200, 300, 500, 800, 1000])
        values = {"rate": rate, "tokens": tokens, "total": round(tokens / rate, 1), "rtt": rng.randint(5, 900),
                  "tok_us": rng.randint(1, 50), "tok_ms": rng.randint(1, 9), "agg": rng.randint(2, 30) * 500}
        parts = [rng.choice(OPENERS)] + rng.sample(MIDDLES, rng.randint(2, 5)) + [rng.choice(CLOSERS)]
        yield {"id": f"g{i:07d}", "text": " ".join(p.format(**values) for p in parts)}


def write_input(path: Path, n: int) -> Path:
    if not path.exists() or sum(1 for _ in open(path)) != n:
        with open(path, "w") as handle:
            for row in generate(n):
                handle.write(json.dumps(row) + "\n")
    return path


def tree_rss_mb(pid: int) -> float:
    """Resident memory of a process and all its descendants, from /proc."""
    total, stack = 0, [pid]
    while stack:
        p = stack.pop()
        try:
            with open(f"/proc/{p}/status") as handle:
                total += next(int(line.split()[1]) for line in handle if line.startswith("VmRSS:"))
            with open(f"/proc/{p}/task/{p}/children") as handle:
                stack += [int(c) for c in handle.read().split()]
        except (FileNotFoundError, StopIteration, ProcessLookupError):
            continue
    return total / 1024


def grader(*args: str) -> list[str]:
    return [sys.executable, "-m", "grader", "batch", *args]


def timed_run(source: Path, out: Path, workers: int, engine: str = "local") -> dict:
    out.unlink(missing_ok=True)
    started = time.perf_counter()
    proc = subprocess.Popen(grader(str(source), "--out", str(out), "--workers", str(workers), "--engine", engine,
                                   "--quiet"), env={**os.environ, "HF_HUB_OFFLINE": "1"})
    first = None
    peak = 0.0
    while proc.poll() is None:
        if first is None and out.exists() and out.stat().st_size > 0:
            first = time.perf_counter()
        peak = max(peak, tree_rss_mb(proc.pid))
        time.sleep(0.2)
    done = time.perf_counter()
    count = sum(1 for _ in open(out))
    first = first or done
    steady = (count - 1) / (done - first) if done > first else float("nan")
    return {"workers": workers, "engine": engine, "answers": count, "seconds": round(done - started, 1),
            "rate_total": round(count / (done - started), 1), "rate_steady": round(steady, 1),
            "startup_s": round(first - started, 1), "peak_rss_mb": round(peak)}


def memory_curve(source: Path, out: Path, seconds: float, workers: int) -> dict:
    out.unlink(missing_ok=True)
    proc = subprocess.Popen(grader(str(source), "--out", str(out), "--workers", str(workers), "--quiet"),
                            env={**os.environ, "HF_HUB_OFFLINE": "1"}, start_new_session=True)
    samples, started = [], time.perf_counter()
    while time.perf_counter() - started < seconds and proc.poll() is None:
        written = sum(1 for _ in open(out)) if out.exists() else 0
        samples.append((round(time.perf_counter() - started, 1), round(tree_rss_mb(proc.pid)), written))
        time.sleep(max(1.0, seconds / 30))
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    return {"input_lines": 1_000_000, "workers": workers, "samples": samples}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--answers", type=int, default=10_000)
    parser.add_argument("--memory-seconds", type=float, default=120)
    parser.add_argument("--dask-answers", type=int, default=2_000)
    parser.add_argument("--skip-dask", action="store_true")
    parser.add_argument("--skip-memory", action="store_true")
    args = parser.parse_args()
    RESULTS.mkdir(parents=True, exist_ok=True)
    results: dict = {"cpus": os.cpu_count()}

    source = write_input(RESULTS / f"answers-{args.answers}.jsonl", args.answers)
    results["throughput"] = [timed_run(source, RESULTS / "out.jsonl", w) for w in (1, 2)]
    for r in results["throughput"]:
        print(f"{r['answers']:,} answers, {r['workers']} worker(s): {r['seconds']} s in all "
              f"({r['rate_total']}/s), steady {r['rate_steady']}/s after {r['startup_s']} s start-up, "
              f"peak RSS {r['peak_rss_mb']} MB", flush=True)

    if not args.skip_dask:
        small = write_input(RESULTS / f"answers-{args.dask_answers}.jsonl", args.dask_answers)
        plain = timed_run(small, RESULTS / "out-plain.jsonl", 2)
        dask = timed_run(small, RESULTS / "out-dask.jsonl", 2, engine="dask")
        results["dask"] = {"plain": plain, "dask": dask}
        print(f"{args.dask_answers:,} answers on 2 workers: plain {plain['seconds']} s (steady {plain['rate_steady']}/s, "
              f"start-up {plain['startup_s']} s), Dask local cluster {dask['seconds']} s (steady "
              f"{dask['rate_steady']}/s, start-up {dask['startup_s']} s)", flush=True)

    if not args.skip_memory:
        huge = write_input(RESULTS / "answers-1000000.jsonl", 1_000_000)
        curve = memory_curve(huge, RESULTS / "out-huge.jsonl", args.memory_seconds, 2)
        results["memory"] = curve
        print("1,000,000-line input, 2 workers: seconds, process-tree RSS MB, lines written")
        for t, rss, written in curve["samples"]:
            print(f"  {t:7.1f} s  {rss:6d} MB  {written:8,d}")

    (RESULTS / "batch.json").write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
