"""`grader budget`: the corrected latency budget for a scenario, as a table or JSON."""
from __future__ import annotations

import argparse

from rich.table import Table

from ..physics import Budget, budget, resolve
from ..physics import fmt
from .args import add_scenario_args, console, scenario_spec


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("budget", help="latency budget for a scenario", description=(
        "Where the time goes for one request: network, connection set-up, prefill, decode, tokenizer."))
    add_scenario_args(p)
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    result = budget(resolve(("request", scenario_spec(args))))
    if args.format == "json":
        print(result.model_dump_json(indent=2))
    else:
        render(result, console())
    return 0


def render(b: Budget, out) -> None:
    s = b.scenario
    prov = s["provenance"]
    tag = lambda key: "" if prov.get(key) == "default" else f" ({prov.get(key)})"  # noqa: E731
    out.print(
        f"[bold]Scenario[/]: {s['model']}{tag('model')} on {s['gpus']} x {s['hardware']}{tag('hardware')}"
        f" ({s['precision']} weights, {s['kv_precision']} KV), batch {s['batch']}, "
        f"{s['prompt_tokens']} prompt + {s['output_tokens']} output tokens, network {s['network']}"
        f"{' (connection reused)' if s['connection_reuse'] else ' (new connection, TLS ' + s['tls'] + ')'}"
        f"{', speculative decoding' if s['speculative'] else ''}"
    )
    table = Table(title="Latency budget for one request", show_lines=False)
    table.add_column("component")
    table.add_column("time", justify="right")
    table.add_column("share", justify="right")
    table.add_column("", min_width=20)
    for c in b.components:
        bar = "#" * round(c.share * 20)
        table.add_row(c.name, fmt.seconds_band(c.seconds), f"{c.share * 100:.1f}%", bar)
    table.add_row("[bold]total[/]", f"[bold]{fmt.seconds_band(b.total.seconds)}[/]", "100%", "")
    out.print(table)
    d = b.decode
    out.print(
        f"[bold]Decode[/]: {fmt.band(d.tok_s)} tok/s per request ({fmt.band(d.ms_per_token)} ms/token), hard ceiling "
        f"{fmt.sig(d.bound_tok_s)} tok/s; {d.bound}-bound (arithmetic intensity {fmt.sig(d.arithmetic_intensity)} "
        f"vs ridge {fmt.sig(d.ridge_point)} FLOP/byte)"
    )
    t = b.throughput
    out.print(
        f"[bold]Throughput[/]: batch {t.batch} -> {fmt.band(t.aggregate_tok_s)} tok/s aggregate, "
        f"{fmt.band(t.per_request_tok_s)} tok/s per request"
    )
    m = b.memory
    out.print(f"[bold]Memory[/]: {m.derivation}")
    if b.total.observed_s:
        out.print(f"[bold]Observed[/]: {fmt.band(b.total.observed_s)} s; decode alone explains "
                      f"{fmt.band(b.total.decode_share_of_observed * 100, 2)}% of it")
    out.print("\n[bold]Derivations[/]")
    for c in b.components:
        out.print(f"- [bold]{c.name}[/]: {c.derivation}", highlight=False)
    out.print(f"- [bold]total[/]: {b.total.derivation}", highlight=False)
