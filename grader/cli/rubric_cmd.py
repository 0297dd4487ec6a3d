"""`grader rubric list|show|test|calibrate`: the rubrics, their examples, and their calibration against labels."""
from __future__ import annotations

import argparse
from pathlib import Path

from .args import UsageError, console


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rubric", help="list, test and calibrate rubrics (the key points of an answer)")
    actions = p.add_subparsers(dest="action", required=True)
    actions.add_parser("list", help="the bundled rubrics").set_defaults(run=run_list)
    show = actions.add_parser("show", help="one rubric's points")
    show.add_argument("rubric", help="a bundled name or a YAML path")
    show.set_defaults(run=run_show)
    test = actions.add_parser("test", help="run every point's examples (exit 1 on a failure)")
    test.add_argument("rubric", nargs="?", default="latency")
    test.set_defaults(run=run_test)
    cal = actions.add_parser("calibrate", help="choose thresholds on labelled answers and report the agreement")
    cal.add_argument("data", type=Path, help="labelled answers (JSONL), e.g. corpus/rubric/latency.jsonl")
    cal.add_argument("--rubric", default="latency")
    cal.add_argument("--measure-only", action="store_true",
                     help="keep the rubric's thresholds and only measure agreement on the held-out answers")
    cal.add_argument("--write", action="store_true", help="write the thresholds and agreement into the rubric file")
    cal.set_defaults(run=run_calibrate)


def _load(name: str):
    from ..rubric import load_rubric
    return load_rubric(name)


def run_list(args) -> int:
    from ..rubric import bundled
    for name in bundled():
        r = _load(name)
        print(f"{name}: {len(r.points)} points - {r.question}")
    return 0


def run_show(args) -> int:
    r = _load(args.rubric)
    out = console()
    out.print(f"[bold]{r.name}[/]: {r.question}", highlight=False)
    for p in r.points:
        out.print(f"  {p.id} (weight {p.weight:g}, thresholds {p.thresholds.strong}/{p.thresholds.weak}): {p.says}",
                  highlight=False)
    if r.calibration:
        c = r.calibration
        out.print(f"calibrated on {c.data}: {c.held_out} held-out answers, accuracy {c.accuracy:.3f}, "
                  f"kappa {c.kappa:.3f}", highlight=False)
    return 0


def run_test(args) -> int:
    from ..rubric.examples import run_examples
    rubric = _load(args.rubric)
    failures = [r for r in run_examples(rubric) if not r.passed]
    for f in failures:
        print(f"FAIL {f.point} {f.expected}: got {f.got}: {f.text!r}")
    total = sum(len(p.examples.covered) + len(p.examples.missing) + len(p.examples.wrong) for p in rubric.points)
    print(f"{total - len(failures)}/{total} examples pass")
    return 1 if failures else 0


def run_calibrate(args) -> int:
    from ..rubric.calibrate import fit, load, write_back
    rubric = _load(args.rubric)
    if not args.data.is_file():
        raise UsageError(f"{args.data}: no such file")
    try:
        rows = load(args.data, rubric)
    except (ValueError, KeyError) as exc:
        raise UsageError(f"{args.data}: {exc}") from None
    result = fit(rows, rubric, search=not args.measure_only)
    out = console()
    out.print(f"{result.answers} labelled answers, {result.held_out} held out; agreement on the held-out answers:",
              highlight=False)
    for f in result.fits:
        wrongly = sum(n for (g, p), n in f.confusion.items() if p == "covered" and g != "covered")
        out.print(f"  {f.point:31} strong {f.thresholds.strong:<5} weak {f.thresholds.weak:<5} accuracy "
                  f"{f.accuracy:.3f} kappa {f.kappa:.3f} false credit {wrongly}", highlight=False)
    out.print(f"  {'all points':31} {'':22} accuracy {result.accuracy:.3f} kappa {result.kappa:.3f}", highlight=False)
    if args.write:
        from ..rubric.loader import rubrics_dir
        path = Path(args.rubric) if Path(args.rubric).suffix in (".yaml", ".yml") else rubrics_dir() / f"{args.rubric}.yaml"
        write_back(path, result, args.data.as_posix())
        out.print(f"wrote {path}", highlight=False)
    return 0
