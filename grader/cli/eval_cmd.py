"""`grader eval`: precision, recall and false-flag rates against an annotated corpus."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.table import Table

from .args import UsageError, console


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("eval", help="score grader against an annotated corpus (JSONL)")
    p.add_argument("gold", nargs="+", help="corpus file(s) in the contracts.md schema")
    p.add_argument("--list", choices=["missed", "false", "ok-flagged", "all"], help="also list individual misses")
    p.add_argument("--use-scenario", action="store_true", help="pass each item's scenario as the request scenario")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..evaluate import CorpusError, evaluate, load_corpus  # the grading stack loads only when needed

    items = []
    for path in args.gold:
        try:
            items += load_corpus(Path(path))
        except FileNotFoundError:
            raise UsageError(f"{path}: no such file") from None
        except CorpusError as exc:
            raise UsageError(str(exc)) from None
    scores = evaluate(items, use_scenario=args.use_scenario)
    misses = [m for m in scores.misses if args.list in ("all", m.kind)] if args.list else []
    if args.format == "json":
        print(json.dumps({**scores.as_dict(), "misses": [m.__dict__ for m in misses]}, indent=2))
        return 0
    d = scores.as_dict()
    out = console()
    out.print(f"[bold]{d['texts']} texts, {d['gold_errors']} gold errors, {d['flags']} flags[/]")
    out.print(f"precision {d['precision']:.3f}  recall {d['recall']:.3f}  F1 {d['f1']:.3f}")
    out.print(f"ok claims flagged {d['ok_claims_flagged']:.1%}  correct texts with any flag {d['correct_texts_with_flag']:.1%}")
    table = Table(title="Recall per category")
    for col in ("category", "found", "total", "recall"):
        table.add_column(col, justify="right" if col != "category" else "left")
    for cat, row in d["recall_per_category"].items():
        table.add_row(cat, str(row["found"]), str(row["total"]), f"{row['recall']:.2f}")
    out.print(table)
    for m in misses:
        out.print(f"{m.id} {m.kind}: {m.text!r} - {m.detail}", highlight=False, markup=False)
    return 0
