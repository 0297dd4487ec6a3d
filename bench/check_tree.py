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
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from run import corpus_texts  # noqa: E402  (the same texts the speed benchmark uses)


def markdown_file(texts: list[str], rng: random.Random, target_bytes: int) -> str:
    parts = [f"---\ntitle: Latency notes {rng.randint(1, 999)}\n---\n", "# Why is our chat API slow?\n"]
    while sum(len(p.encode()) for p in parts) < target_bytes:
        kind = rng.random()
        text = rng.choice(texts)
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
    args = parser.parse_args()
    rng = random.Random(7)
    texts = corpus_texts()
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "docs"
        for i in range(args.files):
            folder = tree / f"section-{i % 10}"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"page-{i:03d}.md").write_text(markdown_file(texts, rng, int(args.kib * 1024)), encoding="utf-8")
        size = sum(p.stat().st_size for p in tree.rglob("*.md"))
        started = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "grader", "check", str(tree), "--format", "json",
                               "--fail-on", "never"], capture_output=True, text=True,
                              env={**os.environ, "HF_HUB_OFFLINE": "1"})
        elapsed = time.perf_counter() - started
        if proc.returncode != 0:
            print(proc.stderr, file=sys.stderr)
            return 1
        files = json.loads(proc.stdout)["files"]
        findings = sum(len(f["annotations"]) for f in files)
    summary = {"files": len(files), "bytes": size, "seconds": round(elapsed, 2),
               "files_per_s": round(len(files) / elapsed, 1), "kib_per_s": round(size / 1024 / elapsed, 1),
               "findings": findings, "cpus": os.cpu_count()}
    out = ROOT / "bench" / "results"
    out.mkdir(exist_ok=True)
    (out / "check_tree.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
