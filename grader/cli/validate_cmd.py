"""`grader validate`: the model against every published measurement it is tested on."""
from __future__ import annotations

import argparse
import json

from rich.table import Table

from ..physics import fmt
from ..physics.validation import checks
from .args import console


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="compare the latency model with published measurements")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    rows = checks()
    if args.format == "json":
        print(json.dumps([r.model_dump() for r in rows], indent=2))
        return 0
    table = Table(title="Latency model vs published measurements")
    for col in ("measurement", "kind", "measured", "model band", "hard bound", "miss"):
        table.add_column(col, no_wrap=True)
    for r in rows:
        unit = "tok/s" if r.kind == "decode" else "ms"
        table.add_row(r.id, r.kind, f"{fmt.sig(r.measured)} {unit}", fmt.band(r.band), fmt.sig(r.bound) if r.bound else "",
                      "inside" if r.miss == 0 else f"{r.miss * 100:.0f}% outside")
    console().print(table)
    print("Sources: rules/profiles/measurements.yaml (grader validate --format json lists them).")
    return 0
