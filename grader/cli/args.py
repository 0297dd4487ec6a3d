"""Argument parsing shared by subcommands: one-line errors, exit status 2, scenario flags."""
from __future__ import annotations

import argparse
import sys

from pydantic import ValidationError
from rich.console import Console

from ..physics import ScenarioSpec

USAGE_ERROR = 2


class UsageError(Exception):
    """Bad flags or input: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse prints usage + error; we want one line
        raise UsageError(message)


def console() -> Console:
    """A terminal keeps its own width; pipes and files get 100 columns rather than rich's 80."""
    probe = Console()
    return probe if probe.is_terminal else Console(width=100)


def fail(message: str) -> int:
    print(f"grader: error: {message}", file=sys.stderr)
    return USAGE_ERROR


def add_scenario_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("scenario (anything left out comes from the text, then the defaults)")
    g.add_argument("--model", help="e.g. llama-3-70b, 'Llama 3 70B', 70B, mixtral-8x7b")
    g.add_argument("--hardware", help="e.g. h100-sxm, H100, 8xH100, a100-80gb, 4090")
    g.add_argument("--gpus", type=int, help="devices in the tensor-parallel group")
    g.add_argument("--precision", help="weight precision: bf16, fp16, fp8, int8, int4, ...")
    g.add_argument("--kv-precision", help="KV-cache precision (default bf16)")
    g.add_argument("--batch", type=int, help="concurrent sequences decoded together (default 1)")
    g.add_argument("--prompt-tokens", type=int)
    g.add_argument("--output-tokens", type=int)
    g.add_argument("--network", help="path name (same-region, transatlantic, ...) or RTT in ms (e.g. 80)")
    g.add_argument("--connection-reuse", action=argparse.BooleanOptionalAction, default=None,
                   help="keep-alive connection (default yes); --no-connection-reuse adds TCP+TLS set-up")
    g.add_argument("--tls", choices=["1.2", "1.3", "resumed"])
    g.add_argument("--speculative", action=argparse.BooleanOptionalAction, default=None,
                   help="speculative decoding (default off)")
    g.add_argument("--observed", help="observed wall clock in seconds: 10 or 8-12")


def _observed(text: str | None):
    if text is None:
        return None
    parts = text.replace("–", "-").split("-")
    try:
        values = [float(p) for p in parts if p.strip()]
    except ValueError:
        raise UsageError(f"--observed: expected seconds like 10 or 8-12, got {text!r}") from None
    if len(values) not in (1, 2):
        raise UsageError(f"--observed: expected seconds like 10 or 8-12, got {text!r}")
    return values[0] if len(values) == 1 else (values[0], values[1])


def scenario_spec(args: argparse.Namespace) -> ScenarioSpec:
    raw = {
        "model": args.model, "hardware": args.hardware, "gpus": args.gpus, "precision": args.precision,
        "kv_precision": args.kv_precision, "batch": args.batch, "prompt_tokens": args.prompt_tokens,
        "output_tokens": args.output_tokens, "network": args.network, "connection_reuse": args.connection_reuse,
        "tls": args.tls, "speculative": args.speculative, "observed_latency_s": _observed(args.observed),
    }
    try:
        return ScenarioSpec.model_validate({k: v for k, v in raw.items() if v is not None})
    except ValidationError as exc:
        first = exc.errors()[0]
        flag = "--" + str(first["loc"][0]).replace("_", "-") if first["loc"] else "scenario"
        flag = "--observed" if flag == "--observed-latency-s" else flag
        raise UsageError(f"{flag}: {first['msg']}") from None
