"""`grader report OUT.jsonl [--html report.html]`: summarise a batch output, as text or one self-contained page."""
from __future__ import annotations

import argparse
from pathlib import Path

from .args import UsageError, console


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="summarise a `grader batch` output (text, or a self-contained HTML page)",
                       description="Score distribution, the most frequent errors by rule and category, the coverage "
                                   "of each rubric point, and the lowest-scoring answers with their flags.")
    p.add_argument("results", type=Path, metavar="OUT.jsonl", help="the output of grader batch")
    p.add_argument("--html", type=Path, metavar="FILE", help="write a self-contained HTML report here")
    p.add_argument("--lowest", type=int, default=20, help="lowest-scoring answers to show (default 20)")
    p.add_argument("--top", type=int, default=15, help="rules in the frequency chart (default 15)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not args.results.is_file():
        raise UsageError(f"{args.results}: no such file")
    if args.lowest < 0 or args.top < 1:
        raise UsageError("--lowest must be 0 or more and --top 1 or more")
    from ..batch.aggregate import aggregate
    agg = aggregate(args.results, keep_lowest=args.lowest)
    if agg.graded + agg.failed == 0:
        raise UsageError(f"{args.results}: no batch records in it")
    if args.html:
        try:
            from ..batch.html_report import render
        except ImportError:
            raise UsageError("the HTML report needs matplotlib: pip install 'grader[report]'") from None
        try:
            args.html.write_text(render(agg, str(args.results), args.top), encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"{args.html}: {exc.strerror}") from None
        print(f"wrote {args.html} ({agg.graded:,} answers graded, {agg.failed:,} failed)")
        return 0
    _print_text(agg, args.top)
    return 0


def _print_text(agg, top: int) -> None:
    out = console()
    mean = f"{agg.mean_score:.1f}" if agg.mean_score is not None else "n/a"
    out.print(f"[bold]{agg.graded:,} graded[/], {agg.failed:,} failed; mean score {mean}"
              + (f", mean answer score {agg.mean_answer_score:.1f}" if agg.mean_answer_score is not None else ""))
    if agg.rules:
        out.print("\n[bold]Most frequent errors[/]")
        for rule, n in agg.rules.most_common(top):
            out.print(f"  {n:>7,}  {rule} ({agg.rule_category[rule]})", highlight=False)
    if agg.points:
        out.print(f"\n[bold]Rubric coverage[/] ({agg.rubric})")
        for point, counts in agg.points.items():
            out.print(f"  {agg.coverage(point) * 100:5.1f}%  {point}  (wrong {counts['wrong']:,}, "
                      f"missing {counts['missing']:,})", highlight=False)
    if agg.lowest:
        out.print("\n[bold]Lowest-scoring[/]")
        for e in sorted(agg.lowest, key=lambda e: (e.rank, e.line))[:10]:
            out.print(f"  {e.rank:>5}  {e.id} (line {e.line})", highlight=False)
