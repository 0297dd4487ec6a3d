"""`grader check` on a docs tree (issue 6 target: 200 Markdown files, about 1 MB, in under 15 s).

    .venv/bin/python bench/check_tree.py [--files 200] [--kib 5]

Builds the tree in a temporary folder from corpus explanations dressed as Markdown (headings, lists, code fences,
links, tables), then times `grader check TREE --format json` as a user runs it: a fresh process, cold start
included. Writes bench/results/check_tree.json.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from run import corpus_texts  # noqa: E402  (the same texts the speed benchmark uses)


# Prose that is not about LLM latency, as most of a real docs tree is: paragraphs of the standard library's own
# documentation (docstrings), which is real technical English with the occasional number.
PROSE_MODULES = ["argparse", "asyncio", "collections", "concurrent.futures", "csv", "dataclasses", "email",
                 "functools", "http.client", "http.server", "json", "logging", "multiprocessing", "pathlib",
                 "pickle", "queue", "sched", "shutil", "socket", "sqlite3", "subprocess", "tarfile", "threading",
                 "unittest", "urllib.request", "zipfile"]


def prose_paragraphs() -> list[str]:
    import importlib
    import inspect
    paragraphs = []
    for name in PROSE_MODULES:
        module = importlib.import_module(name)
        docs = [inspect.getdoc(module) or ""] + [inspect.getdoc(obj) or "" for _, obj in inspect.getmembers(module)
                                                 if inspect.isclass(obj) or inspect.isfunction(obj)]
        for doc in docs:
            for para in doc.split("\n\n"):
                para = " ".join(para.split())
                if 200 <= len(para) <= 900 and ">>>" not in para and para[0].isupper():
                    paragraphs.append(para)
    return sorted(set(paragraphs))


def markdown_file(texts: list[str], rng: random.Random, target_bytes: int, prose: list[str] | None = None,
                  share: float = 1.0) -> str:
    parts = [f"---\ntitle: Latency notes {rng.randint(1, 999)}\n---\n", "# Why is our chat API slow?\n"]
    while sum(len(p.encode()) for p in parts) < target_bytes:
        kind = rng.random()
        text = rng.choice(texts) if not prose or rng.random() < share else rng.choice(prose)
        if kind < 0.6:
            parts.append(text + "\n")
        elif kind < 0.75:
            parts.append("\n".join(f"- {s.strip()}" for s in text.split(". ") if s.strip()) + "\n")
        elif kind < 0.85:
            parts.append("```bash\ncurl -s localhost:8000/v1/grade -d @answer.json  # 500 tokens, 8 s\n```\n")
        elif kind < 0.92:
            parts.append("| part | time |\n|---|---|\n| network | 40 ms |\n| decode | 6 s |\n")
        else:
            parts.append(f"## Notes {rng.randint(1, 99)}\n\nSee [the dashboard](https://grafana.example.com/d/{rng.randint(1, 9999)}).\n")
    return "\n".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=200)
    parser.add_argument("--kib", type=float, default=5.0, help="size of each file")
    parser.add_argument("--jobs", type=int, default=0, help="grader check --jobs (0: every core)")
    parser.add_argument("--latency-share", type=float, default=1.0,
                        help="share of paragraphs that are latency explanations (the rest: other technical prose)")
    args = parser.parse_args()
    rng = random.Random(7)
    texts = corpus_texts()
    prose = prose_paragraphs() if args.latency_share < 1 else None
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "docs"
        for i in range(args.files):
            folder = tree / f"section-{i % 10}"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"page-{i:03d}.md").write_text(markdown_file(texts, rng, int(args.kib * 1024), prose,
                                                                          args.latency_share), encoding="utf-8")
        size = sum(p.stat().st_size for p in tree.rglob("*.md"))
        started = time.perf_counter()
        cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc = subprocess.run([sys.executable, "-m", "grader", "check", str(tree), "--format", "json",
                               "--fail-on", "never", "--jobs", str(args.jobs)], capture_output=True, text=True,
                              env={**os.environ, "HF_HUB_OFFLINE": "1"})
        elapsed = time.perf_counter() - started
        cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)
        if proc.returncode != 0:
            print(proc.stderr, file=sys.stderr)
            return 1
        files = json.loads(proc.stdout)["files"]
        findings = sum(len(f["annotations"]) for f in files)
    summary = {"files": len(files), "bytes": size, "seconds": round(elapsed, 2), "cpu_seconds": round(cpu, 2),
               "files_per_s": round(len(files) / elapsed, 1), "kib_per_s": round(size / 1024 / elapsed, 1),
               "findings": findings, "latency_share": args.latency_share, "jobs": args.jobs,
               "cpus": os.cpu_count()}
    out = ROOT / "bench" / "results"
    out.mkdir(exist_ok=True)
    (out / f"check_tree_share{args.latency_share:g}_jobs{args.jobs}.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
