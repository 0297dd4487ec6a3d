"""`grader batch IN --out OUT`: grade many answers, resumably, on local processes or a Dask cluster."""
from __future__ import annotations

import argparse
import os

from .args import UsageError, add_scenario_args, scenario_spec


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("batch", help="grade a JSONL or CSV file of answers (resumable, parallel)", description=(
        "Grade every answer in IN (JSONL lines {\"id\", \"text\", \"scenario\"?} or CSV with id and text columns) "
        "and append one JSON line per input to OUT. Rerunning the same command skips the ids OUT already holds, so "
        "a killed run finishes where it stopped. Exit status: 0 every input graded, 1 some inputs could not be "
        "graded or repeat an id, 2 usage or I/O errors."))
    p.add_argument("input", metavar="IN", help="JSONL or CSV file, or - for JSONL on standard input")
    p.add_argument("--out", "-o", required=True, help="JSONL output (appended to; - for standard output, "
                                                       "which cannot resume)")
    p.add_argument("--format", choices=["jsonl", "csv"], help="input format (default: from IN's suffix)")
    p.add_argument("--workers", "-w", type=int, default=0,
                   help="processes grading (default 0: every core)")
    p.add_argument("--engine", choices=["local", "dask"], default="local",
                   help="local processes (default) or a Dask cluster")
    p.add_argument("--scheduler", help="Dask scheduler address (tcp://host:8786); default: a local cluster")
    p.add_argument("--rubric", default="latency",
                   help="rubric for coverage: a bundled name or a YAML path; 'none' to skip (default: latency)")
    p.add_argument("--chunk-size", type=int, default=16, help="answers per task sent to a worker (default 16)")
    p.add_argument("--retry-errors", action="store_true",
                   help="on a rerun, grade again the inputs whose earlier result was an error record")
    p.add_argument("--no-text", action="store_true", help="leave the answer's text out of the output records")
    p.add_argument("--max-chars", type=int, default=100_000, help="longest answer graded (default 100,000)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar and no summary")
    add_scenario_args(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.workers < 0:
        raise UsageError(f"--workers: expected 0 (every core) or more, got {args.workers}")
    if args.chunk_size < 1:
        raise UsageError(f"--chunk-size: expected 1 or more, got {args.chunk_size}")
    if args.scheduler and args.engine != "dask":
        raise UsageError("--scheduler needs --engine dask")
    if args.out != "-" and os.path.isdir(args.out):
        raise UsageError(f"--out {args.out}: is a directory")
    rubric = None if args.rubric.lower() == "none" else args.rubric
    if rubric is not None:
        from ..rubric import load_rubric
        load_rubric(rubric)  # a bad rubric fails here, once, not on every answer
    defaults = scenario_spec(args).model_dump(exclude_none=True)
    from ..batch.progress import print_summary
    from ..batch.runner import Options, run_batch
    from ..batch.work import Job

    job = Job(defaults=tuple(sorted(defaults.items())), rubric=rubric, include_text=not args.no_text,
              max_chars=args.max_chars)
    options = Options(input=args.input, out=args.out, fmt=args.format, workers=args.workers or (os.cpu_count() or 1),
                      engine=args.engine, scheduler=args.scheduler, chunk_size=args.chunk_size,
                      retry_errors=args.retry_errors, progress=not args.quiet, job=job)
    try:
        summary = run_batch(options)
    except (ValueError, RuntimeError, OSError) as exc:
        raise UsageError(str(exc)) from None
    if not args.quiet:
        print_summary(summary)
    return 1 if summary.failed or summary.duplicates else 0
