"""The latency model: where the time goes when an LLM answers one request.

Every figure is an Interval (realistic band) plus a derivation string with the numbers filled in.
Relations (physics.md "Core relations"):
  decode step  = max(bytes read / (bandwidth x MBU), FLOPs / (peak x MFU)) + tensor-parallel sync
  prefill      = max(2 x params x prompt FLOPs / (peak x MFU), weights / (bandwidth x MBU)) + sync
  network      = RTT x round trips (request; TCP + TLS unless the connection is reused)
  tokenizer    = prompt x encode cost + output x detokenize cost
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from functools import wraps
from typing import Literal

from pydantic import BaseModel

from . import fmt
from .interval import Interval
from .profiles import constants
from .scenario import Scenario

GB = 1e9
TERA = 1e12
_MEMO_SIZE = 256  # scenarios remembered per function: a service sees the default and a few pinned setups


def per_scenario(fn=None, *, with_provenance: bool = False):
    """Remember results per scenario: one grade asks for the same decode figures several times, and a service
    asks for the default scenario's on every request. The key is every field of the scenario (profiles
    included); provenance only where the result reports it. Results are shared: callers must not mutate them."""
    if fn is None:
        return lambda f: per_scenario(f, with_provenance=with_provenance)
    memo: OrderedDict[str, object] = OrderedDict()
    lock = threading.Lock()
    exclude = None if with_provenance else {"provenance"}

    @wraps(fn)
    def wrapper(s: Scenario):
        key = s.model_dump_json(exclude=exclude)
        with lock:
            if key in memo:
                memo.move_to_end(key)
                return memo[key]
        value = fn(s)
        with lock:
            memo[key] = value
            if len(memo) > _MEMO_SIZE:
                memo.popitem(last=False)
        return value

    return wrapper


class Decode(BaseModel):
    bytes_per_step: float
    weight_bytes_per_step: float
    kv_bytes_per_step: float
    flops_per_step: float
    bound_tok_s: float
    bound_ms_per_token: float
    tok_s: Interval
    ms_per_token: Interval
    seconds: Interval
    bound: Literal["memory", "compute"]
    arithmetic_intensity: float
    ridge_point: float
    mbu: Interval
    tp_efficiency: Interval
    speculative_speedup: Interval
    derivation: str


class Prefill(BaseModel):
    flops: float
    seconds: Interval
    bound: Literal["memory", "compute"]
    derivation: str


class Network(BaseModel):
    rtt_ms: Interval
    round_trips: int
    setup_round_trips: int
    seconds: Interval
    setup_seconds: Interval
    light_floor_rtt_ms: float
    derivation: str


class Tokenizer(BaseModel):
    encode_us_per_token: Interval
    detokenize_us_per_token: Interval
    seconds: Interval
    derivation: str


class Component(BaseModel):
    name: str
    seconds: Interval
    share: float
    derivation: str


class Total(BaseModel):
    seconds: Interval
    observed_s: Interval | None = None
    decode_share_of_observed: Interval | None = None
    derivation: str


class Throughput(BaseModel):
    batch: int
    per_request_tok_s: Interval
    aggregate_tok_s: Interval
    derivation: str


class Memory(BaseModel):
    weights_bytes: float
    kv_bytes_per_token: float
    kv_bytes_context: float
    total_bytes: float
    capacity_bytes: float
    fits: bool
    derivation: str


class Budget(BaseModel):
    scenario: dict
    decode: Decode
    prefill: Prefill
    network: Network
    connection: Network
    tokenizer: Tokenizer
    total: Total
    components: list[Component]
    throughput: Throughput
    memory: Memory


def kv_bytes_per_token(s: Scenario) -> float:
    m = s.model
    return 2 * m.layers * m.kv_heads * m.head_dim * s.kv_precision.bytes


def weight_params_read(s: Scenario, sequences: int) -> tuple[float, str]:
    """Parameters streamed per forward step. A MoE reads only the experts its tokens are routed to."""
    m = s.model
    if not m.is_moe:
        return m.params_b * 1e9, f"{fmt.sig(m.params_b, 4)}B params"
    per_expert = (m.params_b - m.active_params_b) / (m.experts - m.experts_per_token)
    shared = m.active_params_b - m.experts_per_token * per_expert
    # Expected fraction of experts hit when each of `sequences` tokens picks k of E uniformly.
    touched = 1 - (1 - m.experts_per_token / m.experts) ** sequences
    params = (shared + touched * m.experts * per_expert) * 1e9
    return params, (
        f"{fmt.sig(shared, 3)}B shared + {fmt.sig(touched, 3)} x {m.experts} experts x {fmt.sig(per_expert, 3)}B"
        f" (top-{m.experts_per_token} routing, batch {sequences}) = {fmt.sig(params / 1e9, 4)}B params"
    )


def _sync(s: Scenario) -> tuple[Interval, str]:
    if s.gpus == 1:
        return Interval.of(0), ""
    per = Interval.of(s.hardware.allreduce_us)
    total = per * (2 * s.model.layers) * 1e-6
    return total, (
        f" + TP sync 2 x {s.model.layers} layers x {fmt.band(per)} us all-reduce ({s.hardware.interconnect})"
        f" = {fmt.seconds_band(total)}"
    )


def _peak_flops(s: Scenario) -> float:
    per_gpu = s.hardware.peak_tflops(s.precision.compute, constants().compute["fp32_fraction_of_bf16"])
    return per_gpu * TERA


@per_scenario
def decode(s: Scenario) -> Decode:
    c = constants()
    m, hw, n, B = s.model, s.hardware, s.gpus, s.batch
    ctx = s.prompt_tokens + s.output_tokens / 2  # average context length while generating
    params_read, params_text = weight_params_read(s, B)
    weight_bytes = params_read * s.precision.bytes
    kv_tok = kv_bytes_per_token(s)
    kv_bytes = B * kv_tok * ctx
    step_bytes = weight_bytes + kv_bytes
    attn_dim = m.heads * m.head_dim
    flops = B * (2 * m.active_b * 1e9 + 4 * m.layers * attn_dim * ctx)

    bw = n * hw.bandwidth_gb_s * GB
    peak_per_gpu = _peak_flops(s)
    peak = n * peak_per_gpu
    t_bw, t_flop = step_bytes / bw, flops / peak
    mbu = c.mbu_band(s.precision.family)
    mfu = c.mfu_band
    spec = Interval.of(c.speculative["speedup"]) if s.speculative else Interval.of(1.0)

    bound_step = max(t_bw, t_flop)
    bound_tok_s = spec.hi / bound_step
    sync, sync_text = _sync(s)
    t_mem = step_bytes / (bw * mbu)
    t_comp = flops / (peak * mfu)
    step = t_mem.maximum(t_comp) + sync
    tok_s = spec / step
    intensity = flops / step_bytes
    ridge = peak_per_gpu / (hw.bandwidth_gb_s * GB)
    tp_eff = t_mem / (t_mem + sync) if n > 1 else Interval.of(1.0)

    spec_text = f"; x {fmt.band(spec)} speculative speedup" if s.speculative else ""
    derivation = (
        f"bytes/step = weights {params_text} x {s.precision.bytes:g} B ({s.precision.id}) = {fmt.nbytes(weight_bytes)}"
        f" + KV {B} seq x {fmt.kib(kv_tok)}/token x {fmt.sig(ctx)} avg ctx = {fmt.nbytes(kv_bytes)}"
        f" -> {fmt.nbytes(step_bytes)}. "
        f"Hard bound (MBU=1): {fmt.nbytes(step_bytes)} / ({n} x {fmt.sig(hw.bandwidth_gb_s, 4)} GB/s)"
        f" = {fmt.seconds(t_bw)}/step -> {fmt.sig(bound_tok_s)} tok/s{' (with max speculative speedup)' if s.speculative else ''}. "
        f"Realistic: {fmt.nbytes(step_bytes)} / ({n} x {fmt.sig(hw.bandwidth_gb_s, 4)} GB/s x MBU {fmt.band(mbu, 2)})"
        f" = {fmt.seconds_band(t_mem)}{sync_text} -> {fmt.band(step * 1e3)} ms/step -> {fmt.band(tok_s)} tok/s per request{spec_text}; "
        f"{s.output_tokens} tokens / {fmt.band(tok_s)} tok/s = {fmt.seconds_band(s.output_tokens / tok_s)}. "
        f"Arithmetic intensity {fmt.flops(flops)} / {fmt.nbytes(step_bytes)} = {fmt.sig(intensity)} FLOP/byte vs ridge"
        f" {fmt.sig(hw.tflops.get(s.precision.compute, peak_per_gpu / TERA), 4)} TFLOP/s / {fmt.sig(hw.bandwidth_gb_s, 4)} GB/s"
        f" = {fmt.sig(ridge)} FLOP/byte -> {'compute' if intensity >= ridge else 'memory'}-bound at batch {B}."
    )
    return Decode(
        bytes_per_step=step_bytes,
        weight_bytes_per_step=weight_bytes,
        kv_bytes_per_step=kv_bytes,
        flops_per_step=flops,
        bound_tok_s=bound_tok_s,
        bound_ms_per_token=1e3 / bound_tok_s,
        tok_s=tok_s,
        ms_per_token=1e3 / tok_s,
        seconds=s.output_tokens / tok_s,
        bound="compute" if intensity >= ridge else "memory",
        arithmetic_intensity=intensity,
        ridge_point=ridge,
        mbu=mbu,
        tp_efficiency=tp_eff,
        speculative_speedup=spec,
        derivation=derivation,
    )


@per_scenario
def prefill(s: Scenario) -> Prefill:
    c = constants()
    m, hw, n, P = s.model, s.hardware, s.gpus, s.prompt_tokens
    # Causal attention: QK^T and AV over an average P/2 context: 2 x 2 x L x d x P x P/2.
    flops = 2 * m.active_b * 1e9 * P + 2 * m.layers * m.heads * m.head_dim * P * P
    params_read, _ = weight_params_read(s, max(P, 1))
    weight_bytes = params_read * s.precision.bytes
    peak = n * _peak_flops(s)
    bw = n * hw.bandwidth_gb_s * GB
    t_comp = flops / (peak * c.mfu_band)
    t_mem = weight_bytes / (bw * c.mbu_band(s.precision.family))
    sync, sync_text = _sync(s)
    overhead = Interval.of(c.mfu.get("prefill_overhead_ms", [0, 0])) * 1e-3
    seconds = t_comp.maximum(t_mem) + sync + overhead if P > 0 else Interval.of(0)
    bound = "compute" if t_comp.mid >= t_mem.mid else "memory"
    derivation = (
        f"FLOPs = 2 x {fmt.sig(m.active_b, 4)}B x {P} prompt tokens + attention 2 x {m.layers} x {m.heads * m.head_dim} x {P}^2"
        f" = {fmt.flops(flops)}; / ({n} x {fmt.sig(peak / n / TERA, 4)} TFLOP/s x MFU {fmt.band(c.mfu_band, 2)})"
        f" = {fmt.seconds_band(t_comp)}; weights once {fmt.nbytes(weight_bytes)} / ({n} x {fmt.sig(hw.bandwidth_gb_s, 4)} GB/s"
        f" x MBU) = {fmt.seconds_band(t_mem)}; the slower{sync_text} + launch and scheduling {fmt.seconds_band(overhead)}"
        f" -> {fmt.seconds_band(seconds)} ({bound}-bound)."
    )
    return Prefill(flops=flops, seconds=seconds, bound=bound, derivation=derivation)


@per_scenario
def network(s: Scenario) -> tuple[Network, Network]:
    c = constants().network
    trips = c["round_trips"]
    rtt = Interval.of(s.network.rtt_ms)
    speed = c["vacuum_km_per_ms"] if s.network.vacuum else c["fiber_km_per_ms"]
    floor = 2 * s.network.distance_km / speed
    medium = "vacuum" if s.network.vacuum else "fiber"
    floor_text = f"light floor 2 x {fmt.sig(s.network.distance_km)} km / {fmt.sig(speed)} km/ms ({medium}) = {fmt.sig(floor)} ms RTT"
    request = Network(
        rtt_ms=rtt,
        round_trips=trips["request"],
        setup_round_trips=0,
        seconds=rtt * trips["request"] * 1e-3,
        setup_seconds=Interval.of(0),
        light_floor_rtt_ms=floor,
        derivation=f"{trips['request']} round trip x RTT {fmt.band(rtt)} ms ({s.network.label}; {floor_text})"
        f" = {fmt.seconds_band(rtt * trips['request'] * 1e-3)}",
    )
    if s.connection_reuse:
        setup_trips, setup_text = 0, "connection reused (keep-alive): 0 set-up round trips"
    else:
        tls_key = "tls_resumed" if s.tls == "resumed" else f"tls{s.tls}"
        setup_trips = trips["tcp"] + trips[tls_key]
        setup_text = f"TCP {trips['tcp']} + TLS {s.tls} {trips[tls_key]} round trips"
    setup = rtt * setup_trips * 1e-3
    connection = Network(
        rtt_ms=rtt, round_trips=setup_trips, setup_round_trips=setup_trips, seconds=setup, setup_seconds=setup,
        light_floor_rtt_ms=floor,
        derivation=f"{setup_text} x RTT {fmt.band(rtt)} ms = {fmt.seconds_band(setup)}",
    )
    return request, connection


@per_scenario
def tokenizer(s: Scenario) -> Tokenizer:
    t = constants().tokenizer
    enc, dec = Interval.of(t["encode_us_per_token"]), Interval.of(t["detokenize_us_per_token"])
    seconds = (enc * s.prompt_tokens + dec * s.output_tokens) * 1e-6
    return Tokenizer(
        encode_us_per_token=enc,
        detokenize_us_per_token=dec,
        seconds=seconds,
        derivation=f"{s.prompt_tokens} prompt tokens x {fmt.band(enc)} us + {s.output_tokens} output tokens x"
        f" {fmt.band(dec)} us = {fmt.seconds_band(seconds)}",
    )


@per_scenario
def memory(s: Scenario) -> Memory:
    m = s.model
    weights = m.params_b * 1e9 * s.precision.bytes
    kv_tok = kv_bytes_per_token(s)
    ctx = s.prompt_tokens + s.output_tokens
    kv_ctx = s.batch * ctx * kv_tok
    total = weights + kv_ctx
    capacity = s.gpus * s.hardware.memory_gb * GB
    fits = total <= capacity
    return Memory(
        weights_bytes=weights,
        kv_bytes_per_token=kv_tok,
        kv_bytes_context=kv_ctx,
        total_bytes=total,
        capacity_bytes=capacity,
        fits=fits,
        derivation=(
            f"weights {fmt.sig(m.params_b, 4)}B x {s.precision.bytes:g} B = {fmt.nbytes(weights)}; KV/token = 2 x {m.layers}"
            f" layers x {m.kv_heads} kv heads x {m.head_dim} x {s.kv_precision.bytes:g} B = {fmt.sig(kv_tok / 1024, 4)} KiB;"
            f" x {s.batch} seq x {ctx} tokens = {fmt.nbytes(kv_ctx)}; total {fmt.nbytes(total)}"
            f" {'<=' if fits else '>'} {s.gpus} x {fmt.sig(s.hardware.memory_gb, 4)} GB = {fmt.nbytes(capacity)}"
            f" ({'fits' if fits else 'does NOT fit'})"
        ),
    )


@per_scenario(with_provenance=True)
def budget(s: Scenario) -> Budget:
    dec, pre, tok, mem = decode(s), prefill(s), tokenizer(s), memory(s)
    net, conn = network(s)
    parts = [
        ("network", net.seconds, net.derivation),
        ("connection", conn.seconds, conn.derivation),
        ("prefill", pre.seconds, pre.derivation),
        ("decode", dec.seconds, dec.derivation),
        ("tokenizer", tok.seconds, tok.derivation),
    ]
    total = Interval.of(0)
    for _, seconds, _ in parts:
        total = total + seconds
    components = [
        Component(name=name, seconds=sec, share=sec.mid / total.mid if total.mid else 0.0, derivation=text)
        for name, sec, text in parts
    ]
    total_text = " + ".join(f"{name} {fmt.seconds_band(sec)}" for name, sec, _ in parts)
    observed, decode_share = s.observed_latency_s, None
    if observed:
        decode_share = Interval(lo=min(1.0, dec.seconds.lo / observed.hi), hi=min(1.0, dec.seconds.hi / observed.lo))
        total_text += f"; observed {fmt.band(observed)} s, of which decode explains {fmt.band(decode_share * 100, 2)}%"
    throughput = Throughput(
        batch=s.batch,
        per_request_tok_s=dec.tok_s,
        aggregate_tok_s=dec.tok_s * s.batch,
        derivation=f"aggregate = batch {s.batch} x {fmt.band(dec.tok_s)} tok/s per request = {fmt.band(dec.tok_s * s.batch)} tok/s;"
        " batching raises the server's sum, not one request's speed",
    )
    return Budget(
        scenario=s.summary(),
        decode=dec,
        prefill=pre,
        network=net,
        connection=conn,
        tokenizer=tok,
        total=Total(
            seconds=total, observed_s=observed, decode_share_of_observed=decode_share,
            derivation=f"{total_text} = {fmt.seconds_band(total)}",
        ),
        components=components,
        throughput=throughput,
        memory=mem,
    )
