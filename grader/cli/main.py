"""Entry point: parse, dispatch, and turn every expected failure into one line and exit status 2."""
from __future__ import annotations

import sys

from .. import __version__
from ..physics import UnknownProfileError
from ..resources import DataFileError
from . import batch_cmd, budget_cmd, check_cmd, eval_cmd, grade_cmd, report_cmd, rubric_cmd, rules_cmd, serve_cmd, validate_cmd
from .args import Parser, UsageError, fail

COMMANDS = [grade_cmd, check_cmd, batch_cmd, report_cmd, rubric_cmd, budget_cmd, eval_cmd, rules_cmd, validate_cmd, serve_cmd]


def build_parser() -> Parser:
    parser = Parser(prog="grader", description="Check explanations of LLM latency against the physics of inference.")
    parser.add_argument("--version", action="version", version=f"grader {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for command in COMMANDS:
        command.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return args.run(args)
    except (UsageError, UnknownProfileError, DataFileError) as exc:
        return fail(str(exc))
    except BrokenPipeError:  # `grader budget | head`
        return 0


if __name__ == "__main__":
    sys.exit(main())
