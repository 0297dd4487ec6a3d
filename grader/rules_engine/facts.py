"""Physics facts a rule can compare a claim with: named bands in canonical units, each with its derivation.

A fact may depend on the claim (the devices or model named in its sentence, the token count in its clause),
so facts are computed per claim from the scenario and its budget. Rules name facts; they never run code.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Callable

from ..extract.claim import Claim
from ..extract.patterns import QUANTIZED
from ..physics import Budget, Interval, Scenario, profiles
from ..physics.profiles import constants
from ..physics import fmt
from ..physics.model import decode as decode_model
from ..physics.model import weight_params_read
from ..physics.model import network as network_model
from ..physics.model import prefill as prefill_model
from ..extract.mentions import find_mentions
from ..extract.numbers import word_to_value
from ..extract.ratios import part_family
from ..physics.scenario import min_gpus_to_fit
from .stated import Stated

# Hosted APIs' median time to first token, queueing included (LLMPerf, Dec 2023, Llama-2-70B): 0.21-1.19 s.
HOSTED_TTFT_S = Interval(lo=0.21, hi=1.19)
# Batch size used for the plausible aggregate throughput of one server (TensorRT-LLM perf docs batch 384-768).
AGGREGATE_BATCH = 256
# When a text names no device, its prefill figures may come from a previous-generation card: the A100 80GB.
UNNAMED_DEVICE_SLOWEST = "a100-80gb"
# The longest prompt assumed when a text speaks of prefill without saying how long the prompt is.
LONG_PROMPT_TOKENS = 4000
# A mixture of experts this large (DeepSeek-V3/R1: 671B, 256 experts) is served with its experts spread over a node's
# devices, so each layer waits on an all-to-all the bandwidth model does not price; Mixtral-class models (47-141B,
# eight experts) are served tensor-parallel like dense ones.
LARGE_MOE_PARAMS_B = 200
# A "typical prompt" when the text does not fix one, for prefill boundness: hundreds to thousands of tokens.
TYPICAL_PROMPT_TOKENS = 1000


# Slack on the hard decode ceiling: spec-sheet bandwidths and parameter counts are rounded, and a claim may
# use the sparse figure of a part (e.g. 3.35 vs 3.0 TB/s). Beyond it a per-request speed is impossible.
CEILING_SLACK = 1.2


@dataclass
class Fact:
    value: Interval
    dimension: str
    derivation: str
    # What physics allows at all, when it is tighter than the tolerance around `value`: a claim outside it is
    # wrong however generous the rule's tolerance (a speed above the bandwidth ceiling).
    possible: Interval | None = None
    # What a stated figure may also be, when it is looser than the tolerance around `value`: the plausible range
    # widens to cover it (a speed for a setup the text leaves unnamed), while messages keep `value`.
    allowed: Interval | None = None


@dataclass
class Context:
    scenario: Scenario
    budget: Budget
    claim: Claim
    sentence: str
    sentence_start: int = 0
    text_precisions: tuple[str, ...] = ()
    precision_named_at: int | None = None  # where the text first names a precision
    stated: Stated = field(default_factory=Stated)  # the times the text gives the parts of its own budget
    before: str = ""  # the text just before the claim's sentence (what question it answers)
    hardware_by_family: frozenset[str] = frozenset()  # devices the text names only by family ("H100")
    slow_link_named: bool = False  # the text names a link as slow as a satellite hop somewhere

    def fixed(self, *fields: str) -> bool:
        """Did the text or the request fix these scenario fields (as opposed to defaults)?"""
        return all(self.scenario.provenance.get(f) in ("text", "request", "claim") for f in fields)


def render(value: Interval, dimension: str) -> str:
    if dimension == "time":
        return fmt.seconds_band(value)
    if dimension == "time_per_token":
        return fmt.seconds_band(value) + " per token"
    if dimension == "token_rate":
        return fmt.band(value, unit="tok/s")
    if dimension in ("bytes", "bytes_per_token"):
        suffix = " per token" if dimension == "bytes_per_token" else ""
        return (fmt.nbytes(value.lo) if value.lo == value.hi else f"{fmt.nbytes(value.lo)}-{fmt.nbytes(value.hi)}") + suffix
    if dimension == "bandwidth":
        scale, unit = (1e12, "TB/s") if value.hi >= 1e12 else (1e9, "GB/s")
        return fmt.band(value / scale, unit=unit)
    if dimension == "bit_rate":
        return fmt.band(value * 8 / 1e9, unit="Gbit/s")
    if dimension == "flops_rate":
        return fmt.band(value / 1e12, unit="TFLOP/s")
    if dimension == "bytes_per_param":
        return fmt.band(value, unit="bytes per parameter")
    if dimension == "percent":
        return fmt.band(value, 3) + "%"
    if dimension == "orders":
        return fmt.band(value, 2, unit="orders of magnitude")
    if dimension == "ratio":
        return fmt.band(value, 2) + "x"
    if dimension == "round_trips":
        return fmt.band(value, unit="round trips")
    if dimension == "speed":
        return fmt.band(value, unit="km per ms")
    if dimension == "params":
        return fmt.band(value / 1e9, 3) + "B params"
    if dimension in ("tokens", "kv_capacity"):
        return fmt.band(value, unit="tokens")
    return fmt.band(value)


def _family(hw_id: str) -> list[profiles.HardwareProfile]:
    """'h100-sxm' said as "H100" could be any H100: the SXM and PCIe parts both count."""
    stem = part_family(hw_id)
    return [p for p in profiles.hardware().profiles.values() if part_family(p.id) == stem]


def _devices(ctx: Context, named_only: bool = False) -> tuple[list[profiles.HardwareProfile], str] | None:
    if ctx.claim.hardware:
        named = ctx.claim.hardware[0]
        if ctx.claim.hardware_generic:  # "H100": either part of the family
            return _family(named), named
        return [profiles.hardware().get(named)], named
    if ctx.fixed("hardware") and not named_only:
        if ctx.scenario.provenance.get("hardware") == "text":
            # the text's own device, then a variant named in this sentence: "the pod was the PCIe version (80GB,
            # 2 TB/s)"; with no variant named, a device the text names only by family ("an H100") may be any part
            family = _family(ctx.scenario.hardware.id)
            named = list(re.finditer(r"\b(sxm|pcie|nvl)\b", ctx.sentence[:ctx.claim.start - ctx.sentence_start], re.I)) or \
                list(re.finditer(r"\b(sxm|pcie|nvl)\b", ctx.sentence, re.I)) or \
                list(re.finditer(r"\b(sxm|pcie|nvl)\b", re.split(r"(?<=[.!?])\s", ctx.before.rstrip())[-1], re.I))[:1]
            # (the sentence before, by the variant it names first: "we got H100 PCIe instead of SXM. Same 3.35 TB/s")
            variant = named[-1] if named else None  # the variant named last before the figure ("from SXM to PCIe ... the PCIe card has")
            own = re.match(r"\s*(?:on|for|with|of)?\s*(?:the\s+|an?\s+)?(?:h\d+\s+)?(sxm|pcie|nvl)\b", ctx.sentence[ctx.claim.end - ctx.sentence_start:], re.I)
            variant = own or variant  # "(3.35 TB/s on SXM vs 2.0 TB/s on PCIe)": the variant named with the figure
            chosen = [d for d in family if variant.group(1).lower() in d.id] if variant else \
                family if ctx.scenario.hardware.id in ctx.hardware_by_family else []
            return (chosen or [ctx.scenario.hardware]), ctx.scenario.hardware.id
        return [ctx.scenario.hardware], ctx.scenario.hardware.id
    return None


def _model(ctx: Context) -> profiles.ModelProfile | None:
    if ctx.claim.models:
        return profiles.models().get(ctx.claim.models[0])
    if ctx.fixed("model"):
        return ctx.scenario.model
    return None


def _precisions(ctx: Context) -> list[profiles.PrecisionProfile]:
    """The claim's own precision; else every precision the text names ("int4 ... vs the bf16 baseline"); else
    any common one."""
    if ctx.claim.precisions:
        return [profiles.precisions().get(ctx.claim.precisions[0])]
    if ctx.text_precisions:
        named = [profiles.precisions().get(p) for p in ctx.text_precisions]
        if ctx.precision_named_at is not None and ctx.claim.end <= ctx.precision_named_at:
            # "weights are ~16 GB ... so let's go int4": said before any precision is named, of the checkpoint as shipped
            named += [p for p in (profiles.precisions().get("bf16"),) if p not in named]
        return named
    return [profiles.precisions().get(p) for p in ("bf16", "fp8", "int4")]


# An answer's length when neither the text nor the request gives one: a short reply to a long essay.
DEFAULT_ANSWER_TOKENS = Interval(lo=200, hi=2000)


def _tokens(ctx: Context, default: float) -> tuple[float | Interval, str]:
    if ctx.claim.tokens and ctx.claim.tokens >= 1:
        return ctx.claim.tokens, "tokens stated in the same sentence"
    if default == ctx.scenario.output_tokens and not ctx.fixed("output_tokens"):
        return DEFAULT_ANSWER_TOKENS, "answer length not stated: 200-2,000 tokens"
    return default, "output tokens of the scenario"


# --- facts ---------------------------------------------------------------------------------------------

# physics.md: hosted Llama-2-70B APIs measured a median of 10-66 tok/s per request (ray-project/llmperf-leaderboard)
HOSTED_SLOWEST_TOK_S = 10.0


def _decode_band(ctx: Context) -> tuple[Interval, str]:
    """Per-request decode speed. When the GPU count was derived (model or device named, count not), every
    plausible deployment counts: from the fewest devices that hold the weights to a full 8-GPU node. Under load (a batch, "hosted", "concurrent") a
    request can be slowed without limit by sharing, so only the fast end is a bound."""
    d = ctx.budget.decode
    band, text = d.tok_s, d.derivation
    s = ctx.scenario
    if s.provenance.get("gpus") == "derived" and s.gpus > 1:
        # weights that need several devices are served on anything from that many to a full node
        counts = sorted({min_gpus_to_fit(s.model, s.hardware, s.precision), s.gpus, max(s.gpus, 8)})
        variants = {n: decode_model(s.model_copy(update={"gpus": n})).tok_s for n in counts}
        band = Interval(lo=min(v.lo for v in variants.values()), hi=max(v.hi for v in variants.values()))
        text += " GPU count not stated: " + "; ".join(f"{n} GPUs {fmt.band(v)} tok/s" for n, v in variants.items()) + "."
    if "loaded" in ctx.claim.scope or (s.batch > 1 and ctx.fixed("batch")):
        band = Interval(lo=0.0, hi=band.hi)
        text += " Under load a request's share of each step can shrink without limit; only the ceiling binds."
    elif s.model.is_moe and s.model.params_b > LARGE_MOE_PARAMS_B and max(s.gpus, 8 if s.provenance.get("gpus") == "derived" else 1) > 1:
        band = Interval(lo=0.0, hi=band.hi)  # "DeepSeek-R1 on 8x H200 ... something like 35-40 tokens/sec"
        text += (" A mixture-of-experts model spread over several devices also waits on routing tokens to the"
                 " experts' devices every layer, which the bandwidth model does not price; only the ceiling binds.")
    elif s.provenance.get("gpus") != "derived" and s.model.params_b * s.precision.bytes > s.gpus * s.hardware.memory_gb:
        band = Interval(lo=0.0, hi=band.hi)  # "70B Q4 on one 3090 ... like 2 t/s": layers spill to host memory
        text += (f" The weights do not fit in {s.gpus} x {s.hardware.id}: what spills is read from host memory,"
                 " slower without a fixed bound; only the ceiling binds.")
    return band, text


def decode_ceiling(ctx: Context) -> Fact:
    """The hard ceiling (MBU = 1, no overheads) over the plausible deployments: what 'the ceiling is' claims name."""
    s = ctx.scenario
    counts = {s.gpus}
    if s.gpus > 1:  # split by layers, the devices take turns: the ceiling of one device's bandwidth
        counts.add(1)
    if s.provenance.get("gpus") == "derived" and s.gpus > 1:
        counts |= {min_gpus_to_fit(s.model, s.hardware, s.precision), max(s.gpus, 8)}
    # the bandwidth ceiling is plain decode's: speculation beats it, which is the point of naming a ceiling
    bounds = {n: decode_model(s.model_copy(update={"gpus": n, "speculative": False})).bound_tok_s for n in sorted(counts)}
    value = Interval(lo=min(bounds.values()), hi=max(bounds.values()))
    return Fact(value, "token_rate", ctx.budget.decode.derivation + " Ceiling per GPU count: " +
                "; ".join(f"{n} GPUs {fmt.sig(b)} tok/s" for n, b in bounds.items()) + ".")


def _hard_ceiling(ctx: Context) -> tuple[float, str] | None:
    """The fastest any one request can decode here (MBU = 1, the lightest precision the text allows, the most
    devices it allows), or None when the text leaves the model or device open, or mentions speculative
    decoding, which beats the bandwidth bound."""
    s = ctx.scenario
    if not ctx.fixed("model", "hardware") or s.speculative or s.provenance.get("speculative") != "default":
        return None
    precisions = [s.precision] if ctx.fixed("precision") else _precisions(ctx) + [s.precision]
    if QUANTIZED.search(ctx.sentence):  # "under 10 s quantized": to whatever bits, 4-bit at the lightest
        precisions.append(profiles.precisions().get("int4"))
    lightest = min(precisions, key=lambda p: p.bytes)
    counts = {s.gpus}
    if s.provenance.get("gpus") == "derived" and s.gpus > 1:  # as in the decode band: up to a full node
        counts |= {max(s.gpus, 8)}
    n = max(counts)
    bound = decode_model(s.model_copy(update={"gpus": n, "precision": lightest, "batch": 1})).bound_tok_s
    text = (f" Hard ceiling: {s.model.id} in {lightest.id} on {n} x {s.hardware.id} at full bandwidth, batch 1 ="
            f" {fmt.sig(bound)} tok/s; no request decodes faster than {fmt.sig(bound * CEILING_SLACK)} tok/s"
            f" (x{CEILING_SLACK} for rounded specs).")
    return bound * CEILING_SLACK, text


def _other_deployment(ctx: Context) -> bool:
    """ "our 70B fp8 endpoint does ~55 tok/s" after "two RTX 4090s": the sentence's setup cannot run on the text's
    devices (the weights do not fit) and names none of its own, so it is some other deployment."""
    s = ctx.scenario
    if ctx.claim.hardware or not _SERVICE.search(ctx.sentence):
        return False  # (cheap checks first: this runs for every speed claim)
    named = {m.kind for m in find_mentions(ctx.sentence)}
    if "hardware" in named:
        return False
    if len({m.id for m in find_mentions(ctx.before) if m.kind == "hardware"}) > 1:
        return True  # a bake-off of several devices, then "the hosted API sat at 80-110 tok/s": none of them
    if s.provenance.get("gpus") == "derived" or s.model.params_b * s.precision.bytes <= s.gpus * s.hardware.memory_gb:
        return False
    # ("Hosted APIs doing 40 tok/s on the same model": the model named by reference)
    return bool(named & {"model", "precision"}) or bool(re.search(r"\bsame\s+model\b", ctx.sentence, re.I))


_SERVICE = re.compile(r"\b(?:endpoints?|hosted|tier|api|service|provider|cloud|managed|serverless)\b", re.IGNORECASE)


def _unnamed_setup_floor(ctx: Context, band: Interval) -> tuple[float, str] | None:
    """The slowest per-request speed a stated figure may have when the text names neither the model nor the device
    ("a big model decoding at 10-20 tok/s"): any deployment in service. The budget keeps the default's band."""
    if ctx.claim.kind != "quantity" or ctx.fixed("model") or ctx.fixed("hardware") or band.lo <= HOSTED_SLOWEST_TOK_S:
        return None
    return HOSTED_SLOWEST_TOK_S, (f" The text names neither the model nor the device: deployments in service run down to"
                                  f" {HOSTED_SLOWEST_TOK_S:g} tok/s per request (hosted 70B APIs, llmperf leaderboard).")


def decode_tok_s(ctx: Context) -> Fact | None:
    if _other_deployment(ctx):
        return None
    band, text = _decode_band(ctx)
    floor = _unnamed_setup_floor(ctx, band)
    allowed = Interval(lo=floor[0], hi=band.hi) if floor else None
    text += floor[1] if floor else ""
    hard = _hard_ceiling(ctx)
    if hard is None:
        return Fact(band, "token_rate", text, allowed=allowed)
    return Fact(band, "token_rate", text + hard[1], possible=Interval(lo=0.0, hi=hard[0]), allowed=allowed)


def decode_time_per_token(ctx: Context) -> Fact | None:
    if _other_deployment(ctx):
        return None
    band, text = _decode_band(ctx)
    per = Interval(lo=1 / band.hi, hi=1 / band.lo if band.lo > 0 else math.inf)
    floor = _unnamed_setup_floor(ctx, band)
    allowed = Interval(lo=per.lo, hi=1 / floor[0]) if floor else None
    text += floor[1] if floor else ""
    hard = _hard_ceiling(ctx)
    if hard is None:
        return Fact(per, "time_per_token", text, allowed=allowed)
    return Fact(per, "time_per_token", text + hard[1], possible=Interval(lo=1 / hard[0], hi=math.inf), allowed=allowed)


def _decode_time(ctx: Context) -> tuple[Interval, Interval, str, Interval, str]:
    """Generation time for the claim's tokens: (seconds, tokens, why those tokens, tok/s band, band derivation)."""
    band, text = _decode_band(ctx)
    n, why = _tokens(ctx, ctx.scenario.output_tokens)
    n = Interval.of(n)
    seconds = Interval(lo=n.lo / band.hi, hi=n.hi / band.lo if band.lo > 0 else math.inf)
    return seconds, n, why, band, text


def _open_seconds(iv: Interval) -> str:
    return fmt.seconds_band(iv) if math.isfinite(iv.hi) else "at least " + fmt.seconds(iv.lo)


def decode_seconds(ctx: Context) -> Fact | None:
    if _other_deployment(ctx):
        return None
    if ctx.claim.tokens is not None and ctx.claim.tokens > 50_000:
        return None  # "16M output tokens / 15k tok/s ≈ 1,070 s": a batch job's tokens over the server's throughput
    seconds, n, why, band, text = _decode_time(ctx)
    hard = _hard_ceiling(ctx)
    floor = _unnamed_setup_floor(ctx, band)
    allowed = Interval(lo=seconds.lo, hi=n.hi / floor[0]) if floor else None
    derivation = f"{fmt.band(n)} tokens ({why}) / {fmt.band(band)} tok/s per request = {_open_seconds(seconds)}. {text}"
    derivation += floor[1] if floor else ""
    if hard is None:
        return Fact(seconds, "time", derivation, allowed=allowed)
    return Fact(seconds, "time", derivation + hard[1], possible=Interval(lo=n.lo / hard[0], hi=math.inf), allowed=allowed)


def throughput_aggregate(ctx: Context) -> Fact:
    s = ctx.scenario.model_copy(update={"batch": max(ctx.scenario.batch, AGGREGATE_BATCH)})
    big = decode_model(s)
    agg = big.tok_s * s.batch
    value = Interval(lo=ctx.budget.decode.tok_s.lo, hi=agg.hi)
    return Fact(value, "token_rate", f"one request {fmt.band(ctx.budget.decode.tok_s)} tok/s up to batch {s.batch} x "
                f"{fmt.band(big.tok_s)} tok/s = {fmt.band(agg)} tok/s aggregate per server")


# "switch to eu-central and the round trip drops to a few ms": the far side of a move, some other path
_MOVED_TO = re.compile(r"\b(?:drops?|dropped|falls?|fell|goes\s+down|went\s+down|comes\s+down|shrinks?|shrank|"
                       r"(?:is|gets|got)\s+(?:cut|reduced)|would\s+be|will\s+be|becomes?)\s+(?:to\s+)?(?:only\s+|just\s+)?(?:about\s+|roughly\s+|~)?$",
                       re.IGNORECASE)


def network_rtt(ctx: Context) -> Fact:
    n = ctx.budget.network
    at = ctx.claim.start - ctx.sentence_start
    moved = _MOVED_TO.search(ctx.sentence[max(0, at - 40):at]) and not ctx.claim.networks
    if (ctx.fixed("network") or ctx.claim.networks) and not moved:
        return Fact(n.rtt_ms * 1e-3, "time", n.derivation)
    # The text names no path: its client may sit next to the servers, so a short round trip is no error.
    near = profiles.networks().get("us-regional")
    value = Interval(lo=near.rtt_ms[0] * 1e-3, hi=n.rtt_ms.hi * 1e-3)
    return Fact(value, "time", f"path not stated: from a nearby region ({near.name}, {fmt.band(Interval(lo=near.rtt_ms[0], hi=near.rtt_ms[1]))} ms) "
                f"up to {n.derivation}")


def network_one_way(ctx: Context) -> Fact:
    n = ctx.budget.network
    return Fact(n.rtt_ms * 0.5e-3, "time", f"half of the RTT: {n.derivation}")


def network_time(ctx: Context) -> Fact:
    """Any network time for one request: from one way up to a cold TLS 1.2 connection (TCP 1 + TLS 2 + request 1)."""
    n = ctx.budget.network
    rtt = n.rtt_ms * 1e-3
    return Fact(Interval(lo=rtt.lo / 2, hi=rtt.hi * 4), "time",
                f"one way {fmt.seconds_band(rtt * 0.5)} up to 4 round trips (TCP 1 + TLS 1.2 2 + request 1) "
                f"{fmt.seconds_band(rtt * 4)}; {n.derivation}")


def network_per_token(ctx: Context) -> Fact:
    """Streaming pushes each token down an already open connection: no round trip per token, only the bytes."""
    return Fact(Interval(lo=0.0, hi=1e-4), "time_per_token",
                "tokens stream over one open connection; per token the network adds only a few bytes' transmission "
                f"time (microseconds), the round trip ({fmt.band(ctx.budget.network.rtt_ms)} ms) is paid once per request")


_REUSED = re.compile(r"\b(?:reused?|reusing|pooled|pooling|keep-?alive|kept[- ]alive|warm|persistent|already open|resum\w*)\b", re.IGNORECASE)


def connection_seconds(ctx: Context) -> Fact:
    rtt = ctx.budget.network.rtt_ms * 1e-3
    line = _line_of(ctx)
    if _REUSED.search(line):  # "TLS (pooled connection): 0 ms": a reused connection sets nothing up
        return Fact(Interval(lo=0.0, hi=rtt.hi * 4), "time",
                    f"a reused connection: 0 round trips; a new one: TCP 1 + TLS 1-2 (+ the request) x RTT "
                    f"{fmt.band(ctx.budget.network.rtt_ms)} ms = up to {fmt.seconds_band(rtt * 4)}")
    return Fact(Interval(lo=rtt.lo, hi=rtt.hi * 4), "time",
                f"TCP 1 + TLS 1-2 (+ the request) round trips x RTT {fmt.band(ctx.budget.network.rtt_ms)} ms = "
                f"{fmt.seconds_band(rtt * Interval(lo=1, hi=4))}")


def _line_of(ctx: Context) -> str:
    """The line of the sentence the claim sits on (a budget list puts one part per line)."""
    at = ctx.claim.start - ctx.sentence_start
    start = ctx.sentence.rfind("\n", 0, at) + 1
    end = ctx.sentence.find("\n", at)
    return ctx.sentence[start:end if end >= 0 else len(ctx.sentence)]


_PROTOCOLS = [  # (pattern, (fewest, most) round trips, why); physics.md "Connection set-up"
    (r"tls\s*(?:v?1\.3|13)|1\.3", (1, 1), "TLS 1.3: 1"), (r"tls\s*(?:v?1\.2|12)|1\.2", (2, 2), "TLS 1.2: 2"),
    (r"\btls\b(?!\s*v?1\.?[23])", (1, 2), "TLS: 1-2 (1.3: 1, 1.2: 2)"),  # no version named: either
    (r"\btcp\b", (1, 1), "TCP: 1"), (r"resum|0-rtt", (0, 0), "resumption: 0"),
    (r"request itself|the request|\+ ?request|request \(|request\s*/|request[- ]response|first byte", (1, 1), "request: 1"),
]
# "TLS 1.3 would make even the cold case 2 RTTs": a cold connection opens TCP first, named or not
_COLD = re.compile(r"\bcold\b|\b(?:new|fresh)\s+(?:tcp\s+|https?\s+|tls\s*(?:v?1\.[23]\s+)?)?connection", re.IGNORECASE)


def connection_round_trips(ctx: Context) -> Fact:
    """Round trips for what the claim's own words name. The protocol right before the figure gives the low end
    ("tcp 1 rtt"); everything named before it in the sentence, summed, the high end ("TCP + TLS 1.2 + request =
    4 RTT"). With nothing named: anything from resumption (0) to a cold TLS 1.2 connection plus the request (4)."""
    text = ctx.sentence.lower()
    at = ctx.claim.start - ctx.sentence_start
    before = text[:ctx.claim.end - ctx.sentence_start]
    aside = re.match(r"\s*\(([^)]{0,60})\)", text[ctx.claim.end - ctx.sentence_start:])
    if aside:  # "~3 round trips (TCP + 2 for TLS)": the parts listed right after the figure count too
        before += " " + aside.group(1)
    counting = re.match(r"\s*(?:counting|including|incl\.?|with|plus)\s+([^.;)]{0,30})", text[ctx.claim.end - ctx.sentence_start:])
    if counting:  # "(+2 RTT counting TCP)": what the figure counts in, named right after it
        before += " " + counting.group(1)
    near = text[max(0, at - 18):ctx.claim.end - ctx.sentence_start]

    def named_in(segment: str) -> list[tuple[tuple[int, int], str]]:
        found = [(n, why) for pat, n, why in _PROTOCOLS if re.search(pat, segment)]
        tls = [x for x in found if x[1].startswith("TLS")]
        return [x for x in found if not x[1].startswith("TLS")] + tls[-1:]  # one TLS version at a time

    everything = named_in(before)
    if not everything and re.match(r"\s*(?:that|this|which|it)(?:['’]s|\s+is|\s+means|\s+costs|\s+takes)\b", text):
        # "... opens a brand-new TCP + TLS 1.2 connection. That's three round trips": what the sentence before named
        previous = re.split(r"(?<=[.!?])\s+", ctx.before.strip())[-1].lower() if ctx.before.strip() else ""
        everything = named_in(previous + " " + before)
    everything = everything or named_in(text)
    if not everything:
        return Fact(Interval(lo=0, hi=4), "round_trips", "TCP 1 + TLS 1.3 1 (TLS 1.2: 2; resumption: 0) + request 1")
    closest = named_in(near) or everything
    if _COLD.search(text) and not any(why == "TCP: 1" for _, why in everything) \
            and not re.search(r"\btls\s*(?:v?1\.[23])?\s+(?:alone|itself|by\s+itself|on\s+its\s+own)\b", text):
        everything = everything + [((1, 1), "TCP of the cold connection: 1")]  # only raises the high end
    if _COLD.search(text) and not any(why.startswith("TLS") for _, why in everything):
        # "a new connection costs three round trips": its TLS too, at the version the text runs (else either)
        tls = ((2, 2), "TLS 1.2 of the cold connection: 2") if ctx.fixed("tls") and ctx.scenario.tls == "1.2" else \
            ((1, 1), "TLS 1.3 of the cold connection: 1") if ctx.fixed("tls") else ((1, 2), "TLS of the cold connection: 1-2")
        everything = everything + [tls]
    value = Interval(lo=min(n[0] for n, _ in closest), hi=sum(n[1] for n, _ in everything))
    why = " + ".join(why for _, why in everything)
    if _REUSED.search(before) and not _COLD.search(before):  # "TLS on a kept-alive connection: zero extra round trips"
        value, why = Interval(lo=0, hi=value.hi), why + " (0 on a reused connection)"
    return Fact(value, "round_trips", why + " round trips (physics.md: connection set-up)")


def tokenizer_per_token(ctx: Context) -> Fact:
    t = ctx.budget.tokenizer
    band = Interval(lo=min(t.encode_us_per_token.lo, t.detokenize_us_per_token.lo),
                    hi=max(t.encode_us_per_token.hi, t.detokenize_us_per_token.hi)) * 1e-6
    return Fact(band, "time_per_token", f"encode {fmt.band(t.encode_us_per_token)} us/token, incremental detokenize "
                f"{fmt.band(t.detokenize_us_per_token)} us/token (tiktoken, Hugging Face fast tokenizers, vLLM)")


def tokenizer_seconds(ctx: Context) -> Fact:
    per = tokenizer_per_token(ctx).value
    n, why = _tokens(ctx, ctx.scenario.prompt_tokens + ctx.scenario.output_tokens)
    total = per * n
    return Fact(total, "time", f"{fmt.band(Interval.of(n))} tokens ({why}) x {fmt.band(per * 1e6)} us = {fmt.seconds_band(total)}")


def tokenizer_rate(ctx: Context) -> Fact:
    per = tokenizer_per_token(ctx)
    rate = Interval(lo=1 / per.value.hi, hi=1 / per.value.lo)
    return Fact(rate, "token_rate", f"1 / ({fmt.band(per.value * 1e6)} us per token) = {fmt.band(rate)} tok/s; {per.derivation}")


def total_seconds(ctx: Context) -> Fact:
    """End to end for one answer: the budget total, with decode over the plausible deployments."""
    decode, n, why, band, _ = _decode_time(ctx)
    rest = _components_sum(ctx, [c.name for c in ctx.budget.components if c.name != "decode"])
    total = decode + rest
    derivation = (f"decode {fmt.band(n)} tokens ({why}) / {fmt.band(band)} tok/s = {fmt.seconds_band(decode)}"
                  f" + network, prefill, tokenizer {fmt.seconds_band(rest)} = {_open_seconds(total)}")
    hard = _hard_ceiling(ctx)
    if hard is None:
        return Fact(total, "time", derivation)
    return Fact(total, "time", derivation + hard[1], possible=Interval(lo=n.lo / hard[0] + rest.lo, hi=math.inf))


# "Prefill of a short prompt": a prompt of at most this many tokens, whatever long one the text also names.
SHORT_PROMPT_TOKENS = 1000
_SHORT_PROMPT = re.compile(r"\b(?:short|small|brief|tiny|typical chat)\s+(?:chat\s+)?prompts?\b", re.IGNORECASE)
_COUNTED_PROMPT = re.compile(r"\d[\d,.]*\s*k?[\s-]*tokens?[\s-]+(?:prompt|document|input|contract|transcript)", re.IGNORECASE)


def _prefill(ctx: Context):
    p, prompt = _prefill_on_scenario(ctx)
    s = ctx.scenario
    if ctx.fixed("hardware") or ctx.fixed("gpus"):
        return p, prompt
    # the text names no device: prefill may run on an older card (an A100 has a third of the H100's FLOP/s), on as
    # few of them as hold the model, not only on the default node
    older = profiles.hardware().get(UNNAMED_DEVICE_SLOWEST)
    fewest = min_gpus_to_fit(s.model, older, s.precision)
    slow = prefill_model(s.model_copy(update={"hardware": older, "gpus": fewest,
                                              "prompt_tokens": int(prompt or s.prompt_tokens)}))
    if slow.seconds.hi <= p.seconds.hi:
        return p, prompt
    return p.model_copy(update={"seconds": Interval(lo=p.seconds.lo, hi=slow.seconds.hi), "derivation": (
        f"{p.derivation} No device named: on {fewest} x {older.id}, {fmt.seconds_band(slow.seconds)}.")}), prompt


def _prefill_on_scenario(ctx: Context):
    """Prefill for the claim's prompt: the length its clause states, a short one when it says so, else the scenario's."""
    prompt = ctx.claim.prompt_tokens
    before = ctx.sentence[:max(0, ctx.claim.start - ctx.sentence_start)]
    shorts = [m.end() for m in _SHORT_PROMPT.finditer(before)]
    counted = [m.end() for m in _COUNTED_PROMPT.finditer(before)]
    if shorts and (not counted or shorts[-1] > counted[-1]) and (prompt or ctx.scenario.prompt_tokens) > SHORT_PROMPT_TOKENS:
        prompt = SHORT_PROMPT_TOKENS  # the nearest prompt named before the claim is a short one
    if prompt is not None:
        p = prefill_model(ctx.scenario.model_copy(update={"prompt_tokens": int(prompt)}))
        own = ctx.claim.tokens
        if own is not None and own >= 20 and own != prompt and ctx.claim.subject == "prefill":
            # "16 ms for a 128-token prompt and 133 ms for 2,048 tokens": the claim's own clause may name another prompt
            q = prefill_model(ctx.scenario.model_copy(update={"prompt_tokens": int(own)}))
            lo, hi = (p, q) if p.seconds.lo <= q.seconds.lo else (q, p)
            p = lo.model_copy(update={"seconds": Interval(lo=lo.seconds.lo, hi=max(lo.seconds.hi, hi.seconds.hi)),
                                      "derivation": f"{lo.derivation} For {int(max(prompt, own)):,} tokens: {hi.derivation}"})
        return p, prompt
    return ctx.budget.prefill, None


def prefill_seconds(ctx: Context) -> Fact:
    p, _ = _prefill(ctx)
    return Fact(p.seconds, "time", p.derivation)


# A time to first token the text reports as measured ("our TTFT is 6 s", "4 s at peak"): queueing included.
_MEASURED_TTFT = re.compile(r"\b(?:our|your|my|their)\s+(?:p\d\d\s+|median\s+|measured\s+|observed\s+)?(?:ttft|time[- ]to[- ]first[- ]token)\b|"
                            r"\b(?:ttft|time[- ]to[- ]first[- ]token)\s+(?:on|of|for|in)\s+(?:our|your|my|their)\b|"
                            r"\b(?:we|users|customers)\s+(?:see|saw|measure\w*|observe\w*|get|got)\b|\bat\s+peak\b|"
                            r"\b(?:the\s+)?(?:users?|customers?|people|clients?)\s+(?:\w+\s+)?(?:waits?|waited|waiting)\b|\bcomplain\w*|"
                            r"\bpeak\s+(?:hours?|traffic|load|times?)\b|\bunder\s+load\b|\bmeasured\b|\bobserved\b|"
                            r"\bqueu\w*|\bwaiting\s+(?:in\s+line|for\s+a\s+slot)\b|"  # "4 s TTFT means requests are sitting in the queue"
                            # a percentile, a premise someone asks about, or a change someone watched ("TTFT climbed to 6 s")
                            r"\bp\d\d\b|\b(?:asked|asks|wonder\w*)\s+why\b|\bwhy\s+(?:does|do|is|did)\b|\b(?:climbed|rose|jumped|spiked|ballooned|crept\s+up|went(?:\s+up)?|grew|regressed|degraded|increased|moved|moves|"
                            r"changed|dropped|fell)\s+(?:\w+\s+)?(?:to|from)\b",
                            re.IGNORECASE)


_LONG_INPUT = re.compile(r"\b(?:paste[sd]?|upload\w*|long|huge|big|large|whole|entire|full)\b[^.;]{0,30}\b(?:docs?|documents?|pdfs?|files?|"
                         r"prompts?|contexts?|inputs?|transcripts?|codebase|books?|dumps?)\b|\b\d+k[- ]token|"
                         r"\b\d{1,3}\s?k[- ]?(?:context|ctx|doc|document|prompt|window)s?\b", re.IGNORECASE)
_HIDDEN_REASONING = re.compile(r"\bvisible\b|\bthinking\b|<think>|\breasoning\s+(?:tokens?|trace|model)|chain[- ]of[- ]thought", re.IGNORECASE)


# "at 32k context", "that 100k doc", "the full 128k window": a context size said in thousands of tokens
_K_CONTEXT = re.compile(r"\b(\d{1,3})\s?k[- ]?(?:tokens?\s+)?(?:of\s+)?(?:token|context|ctx|doc|document|prompt|window|input)s?\b", re.IGNORECASE)


def _long_prompt_prefill(ctx: Context):
    """Prefill of a long prompt on the claim's setup: the far end when the text leaves the prompt's length open
    (as long as the longest context the sentence or the text before it names in thousands of tokens)."""
    named = [int(m.group(1)) * 1000 for m in _K_CONTEXT.finditer(ctx.before + " " + ctx.sentence)]
    return prefill_model(ctx.scenario.model_copy(update={"prompt_tokens": max([LONG_PROMPT_TOKENS, *named])}))


def ttft_seconds(ctx: Context) -> Fact:
    """Time to first token as users see it (prefill of the stated prompt + network + queueing: up to hosted APIs'
    medians); a claim about prefill itself is held to the prefill computation."""
    p, prompt = _prefill(ctx)
    user_facing = re.search(r"ttft|time to first|time-to-first|first (?:token|byte|words?|text|output|chunk|characters?|response)|queu", ctx.sentence, re.I)
    unsized = prompt is None and not ctx.fixed("prompt_tokens")
    if not user_facing:
        if unsized:  # prompt length unknown: up to a long prompt
            long = _long_prompt_prefill(ctx)
            return Fact(Interval(lo=p.seconds.lo, hi=long.seconds.hi), "time", f"{p.derivation} Prompt length not "
                        f"stated: up to {LONG_PROMPT_TOKENS:,} tokens -> {fmt.seconds_band(long.seconds)}.")
        return Fact(p.seconds, "time", p.derivation)
    n = ctx.budget.network.seconds
    value = Interval(lo=p.seconds.lo, hi=max(p.seconds.hi + n.hi, HOSTED_TTFT_S.hi))
    if _HIDDEN_REASONING.search(ctx.sentence):  # the first *visible* token waits for the hidden thinking tokens to decode
        return Fact(Interval(lo=value.lo, hi=math.inf), "time", f"prefill {fmt.seconds_band(p.seconds)} ({p.derivation}) "
                    f"plus network, plus decoding however many hidden reasoning tokens come before the first visible one")
    if "loaded" in ctx.claim.scope or _MEASURED_TTFT.search(ctx.sentence):
        # a TTFT someone measured, or one under load, includes however long the request queued: no upper bound;
        # the "from" side of a change was measured on the old setup, which the scenario does not describe
        at = ctx.claim.start - ctx.sentence_start
        lo = 0.0 if re.search(r"\bfrom\s+(?:~|≈|about\s+|roughly\s+)?$", ctx.sentence[max(0, at - 16):at], re.I) else value.lo
        return Fact(Interval(lo=lo, hi=math.inf), "time", f"prefill {fmt.seconds_band(p.seconds)} "
                    f"({p.derivation}) plus network and however long the request queued")
    if unsized and (_LONG_INPUT.search(ctx.sentence) or _K_CONTEXT.search(ctx.before[-200:])):
        # "paste an 8k-token PDF and it sits there 10-20 s before the first word": a long prompt the claim
        # does not size itself
        long = _long_prompt_prefill(ctx)
        return Fact(Interval(lo=p.seconds.lo, hi=max(value.hi, long.seconds.hi + n.hi)), "time", f"{p.derivation} Prompt length not "
                    f"stated: up to {LONG_PROMPT_TOKENS:,} tokens -> {fmt.seconds_band(long.seconds)}, plus network.")
    return Fact(value, "time", f"prefill {fmt.seconds_band(p.seconds)} ({p.derivation}) plus network and queueing: hosted "
                f"APIs' median TTFT {fmt.band(HOSTED_TTFT_S)} s (LLMPerf, Dec 2023)")


def _components_sum(ctx: Context, names: list[str]) -> Interval:
    part = Interval.of(0)
    for c in ctx.budget.components:
        if c.name in names:
            part = part + c.seconds
    return part


def _cold_handshake(ctx: Context, names: list[str]) -> Interval | None:
    """A text that prices the handshake is about a cold connection: when the budget reuses the connection, the TCP +
    TLS round trips of the scenario's path, else None."""
    if "connection" not in names or any(c.name == "connection" and c.seconds.hi > 0 for c in ctx.budget.components):
        return None
    _, connection = network_model(ctx.scenario.model_copy(update={"connection_reuse": False}))
    return connection.seconds


def _share(ctx: Context, names: list[str], against_observed: bool) -> Fact:
    """Share of the wall clock for some components, in percent. Against the budget the ends are correlated (a
    slow scenario is slow throughout), so lo = part.lo / total.lo and hi = part.hi / total.hi. For a quoted
    percentage of an observed latency, the band also covers part / observed."""
    part, total = _components_sum(ctx, names), ctx.budget.total.seconds
    if "network" in names and "connection" not in names:
        part = part + _components_sum(ctx, ["connection"])  # "the network part": handshakes too, when paid per request
    handshake = _cold_handshake(ctx, names)
    if handshake is not None:  # the handshake the claim prices is part of the whole too
        part, total = part + handshake, total + handshake
    ends = [part.lo / total.lo, part.hi / total.hi]
    basis = f"budget total {fmt.seconds_band(total)}"
    observed = ctx.budget.total.observed_s
    if against_observed and observed is not None:
        ends += [min(1.0, part.lo / observed.hi), min(1.0, part.hi / observed.lo)]
        basis += f" and observed {fmt.band(observed)} s"
    share = Interval(lo=min(ends), hi=max(ends)) * 100
    return Fact(share, "percent", f"{' + '.join(names)} {fmt.seconds_band(part)} of {basis} = {fmt.band(share, 2)}%")


def _observed_and_model(ctx: Context) -> tuple[Interval, Interval] | None:
    """The observed wall clock and the model's own work (network, connection, prefill, decode, tokenizer), when the
    text gives the observed time and the answer length; else None."""
    observed = ctx.budget.total.observed_s
    if observed is None or not ctx.fixed("output_tokens"):
        return None
    return observed, ctx.budget.total.seconds


def share_unexplained(ctx: Context) -> Fact | None:
    """Share of an observed wall clock that the model's own work leaves for anything else."""
    found = _observed_and_model(ctx)
    if found is None:
        return None
    observed, total = found
    left = Interval(lo=max(0.0, observed.lo - total.hi) / observed.lo, hi=max(0.0, observed.hi - total.lo) / observed.hi)
    value = left * 100
    return Fact(value, "percent", f"observed {fmt.band(observed)} s - the model's own work {fmt.seconds_band(total)} "
                f"(network + prefill + decode + tokenizer; {ctx.budget.decode.derivation}) leaves {fmt.band(value, 2)}% "
                "for anything outside the model")


def overhead_time(ctx: Context) -> Fact | None:
    """Seconds of an observed wall clock that the model's own work leaves for anything outside it (a proxy,
    JSON, a queue): at most the observed time less the fastest the model can do it. Needs the observed time and the
    answer length from the text, as share.unexplained does."""
    found = _observed_and_model(ctx)
    if found is None:
        return None
    observed, total = found
    claimed = ctx.claim.value
    if claimed is not None and claimed.lo <= observed.hi and observed.lo <= claimed.hi:
        return None  # "customers waited ~25-30 s": the observed wait itself, restated, not a part of it
    if total.lo >= observed.hi and "decode" in ctx.stated.seconds and ctx.stated.seconds["decode"].hi >= observed.lo / 2:
        return None  # the fastest the model can do it is slower than what was measured, and the text states its own
        # decode time: the model's figures for this setup are off, and cannot say what is left for anything else
    left = Interval(lo=0.0, hi=max(0.0, observed.hi - total.lo))
    return Fact(left, "time", f"observed {fmt.band(observed)} s - the model's own work {fmt.seconds_band(total)} "
                f"(network + prefill + decode + tokenizer; {ctx.budget.decode.derivation}) leaves "
                f"at most {fmt.seconds(left.hi)} for anything outside the model",
                # only the upper end binds: a small overhead beside a big unexplained gap is no error of its own
                possible=Interval(lo=0.0, hi=left.hi))


def share_unexplained_or_rate(ctx: Context) -> Fact | None:
    """What the model's own work leaves unexplained: of the observed wall clock when the text gives it with the
    answer length, else of the slowest per-request decode rate the text gives (the one it calls too slow)."""
    fact = share_unexplained(ctx)
    if fact is not None:
        return fact
    band = ctx.budget.decode.tok_s
    if not ctx.stated.rates:
        # "should do ~140 tok/s per stream; we're seeing about 30, so it's broken": when the speed expected is
        # itself past what the model allows, the gap it measures the deployment by is no sign of a fault
        above = [(r, w) for r, w in ctx.stated.expected_rates if r.lo > band.hi]
        if not above:
            return None
        rate, words = min(above, key=lambda r: r[0].lo)
        return Fact(Interval(lo=0.0, hi=0.0), "percent", f"the speed expected, \"{words}\" ({fmt.band(rate, unit='tok/s')}), is "
                    f"past what the model allows, {fmt.band(band, unit='tok/s')} per request ({ctx.budget.decode.derivation}): "
                    "a slower measured speed is no sign that anything else is eating time")
    rate, words = min(ctx.stated.rates, key=lambda r: r[0].hi)
    # time per token observed 1/rate, the model's 1/band: the share of it nothing in the model accounts for
    left = Interval(lo=max(0.0, 1 - rate.hi / band.lo), hi=max(0.0, 1 - rate.lo / band.hi)) * 100
    return Fact(left, "percent", f"\"{words}\" is {fmt.band(rate, unit='tok/s')}; the model alone decodes at "
                f"{fmt.band(band, unit='tok/s')} per request ({ctx.budget.decode.derivation}), which leaves "
                f"{fmt.band(left, 2)}% of each token's time for anything else")


def share_unexplained_at_most(ctx: Context) -> Fact | None:
    """The most of the wall clock anything outside the model can take: the upper end of share.unexplained_or_rate
    (a gap the model's figures leave may be slack in them, so a smaller share is never wrong)."""
    fact = share_unexplained_or_rate(ctx)
    if fact is None:
        return None
    return Fact(Interval(lo=0.0, hi=fact.value.hi), fact.dimension, fact.derivation + f"; at most {fmt.sig(fact.value.hi, 2)}%")


def _names(ctx: Context) -> list[str]:
    """The parts the claim is about ("network and tokenizer are ...")."""
    return [n for n in (ctx.claim.subjects or [ctx.claim.subject]) if n]


# "why does it take 6 s before the first token? Because prefill is the slow part": the wait asked about is the TTFT
_ABOUT_TTFT = re.compile(r"\bttft\b|time[- ]to[- ]first|(?:before|until|till)\s+(?:the\s+)?first\s+(?:token|word|byte|output)|"

                         r"first[- ]token\s+(?:latency|time|delay|wait)", re.IGNORECASE)


_FAR_LINK_MS = 250  # past any terrestrial path's round trip (physics.md: cross-region up to ~190 ms): a satellite's


def share_subjects(ctx: Context) -> Fact | None:
    names = _names(ctx)
    if ctx.claim.kind == "predicate" and (names == ["prefill"] or (set(names) <= {"network", "connection"}
                                                                 and ctx.scenario.network.rtt_ms[1] >= _FAR_LINK_MS)) \
            and _ABOUT_TTFT.search(ctx.before[-300:] + ctx.sentence):
        # prefill dominating the time to first token is right; its share of the whole is not the claim. On a far
        # link (a satellite) the round trips before the first token can be most of it too: the model has no TTFT share
        return None
    if ctx.claim.kind == "predicate" and _REST.match(ctx.claim.text):
        rest = _share_of_rest(ctx, names)
        if rest is None and "decode" in ctx.stated.seconds and not any(
                c.verdict in ("error", "warning") for c in ctx.stated.claims.get("decode", [])):
            return None  # the text priced decode itself, rightly, and no measured whole says how much is left
        if rest is not None:
            return rest
    return _share(ctx, names, against_observed=ctx.claim.kind == "share")


_REST = re.compile(r"(?:the\s+)?(?:rest|remainder|remaining|everything\s+else|all\s+the\s+rest|gap|missing|unexplained|"
                   r"unaccounted|leftover)\b", re.IGNORECASE)


def _share_of_rest(ctx: Context, names: list[str]) -> Fact | None:
    """ "decode is ~2.3 s and the rest is the network": the part's share of what the text's own figures leave of the
    observed wall clock, not of the whole of it."""
    observed = ctx.budget.total.observed_s  # (the sum of the text's own parts would count the claimed part twice)
    known = [n for n in ctx.stated.seconds if n not in names]
    if observed is None or not known:
        return None
    explained = ctx.stated.part(known)
    left = Interval(lo=max(0.0, observed.lo - explained.hi), hi=max(0.0, observed.hi - explained.lo))
    if left.hi <= 0:
        return None
    part = _components_sum(ctx, names)
    share = Interval(lo=min(100.0, 100 * part.lo / left.hi), hi=min(100.0, 100 * part.hi / left.lo) if left.lo > 0 else 100.0)
    return Fact(share, "percent", f"the text's own figures ({', '.join(known)} {fmt.seconds_band(explained)}) leave "
                f"{fmt.seconds_band(left)} of {fmt.seconds_band(observed)}; {' + '.join(names)} {fmt.seconds_band(part)} "
                f"is {fmt.band(share, 2)}% of that")


def orders_smaller(ctx: Context) -> Fact:
    names = _names(ctx)
    part = _components_sum(ctx, names)
    whole = ctx.budget.total.observed_s or ctx.budget.total.seconds
    if part.lo <= 0:
        part = Interval(lo=max(part.lo, part.hi / 100), hi=part.hi)
    value = Interval(lo=math.log10(whole.lo / part.hi), hi=math.log10(whole.hi / part.lo))
    return Fact(value, "orders", f"log10({fmt.band(whole)} s / {fmt.seconds_band(part)} of {' + '.join(names)}) = {fmt.band(value, 2)}")


def share_kv_reads(ctx: Context) -> Fact | None:
    """The KV cache's part of the bytes each decode step reads, in percent: the rest is the weights."""
    if re.search(r"\bcontext|\bctx\b|\blong (?:chats?|conversations?|prompts?|sessions?)|\d\s*k\s+tokens", ctx.sentence, re.I) \
            and not ctx.fixed("prompt_tokens"):
        return None  # a context length the scenario does not know decides the KV share
    d = ctx.budget.decode
    share = d.kv_bytes_per_step / d.bytes_per_step * 100
    return Fact(Interval.of(share), "percent", f"KV {fmt.nbytes(d.kv_bytes_per_step)} of {fmt.nbytes(d.bytes_per_step)} read per "
                f"step (weights {fmt.nbytes(d.weight_bytes_per_step)}) = {fmt.sig(share, 2)}%")


def ratio_versus(ctx: Context) -> Fact | None:
    """How many times longer the claim's component takes than the one it is compared with, from the budget."""
    if "network" in (ctx.claim.subject, ctx.claim.versus) and not ctx.claim.networks and ctx.slow_link_named:
        return None  # "Geostationary ... 600 ms RTT ... At that point the network is comparable to generating": that link's
    a, b = _components_sum(ctx, [ctx.claim.subject]), _components_sum(ctx, [ctx.claim.versus])
    if a.lo <= 0 or b.lo <= 0:
        return None  # a part that costs nothing here (a reused connection): no ratio to check
    value = Interval(lo=a.lo / b.hi, hi=a.hi / b.lo)
    return Fact(value, "ratio", f"{ctx.claim.subject} {fmt.seconds_band(a)} / {ctx.claim.versus} {fmt.seconds_band(b)} = "
                f"{render(value, 'ratio')}")


def slow_link_named(text: str) -> bool:
    """The text names a link as slow as a satellite hop, whose round trips rival seconds of decode."""
    for m in find_mentions(text):
        profile = profiles.networks().find(m.id) if m.kind == "network" else None
        if profile is not None and profile.rtt_ms[0] >= SLOW_LINK_RTT_MS:
            return True
    return False


_SPEC_FIELDS = {"bandwidth": ("bandwidth_gb_s", "memory bandwidth"), "memory_capacity": ("memory_gb", "memory"),
                "compute": ("tflops", "bf16 TFLOP/s")}


def ratio_decode_precisions(ctx: Context) -> Fact | None:
    """Batch-1 decode speed after a move to a lighter precision over before it: the ratio of bytes per weight, less
    what quantized kernels lose of the bandwidth (MBU by precision family). None when the move is not to fewer
    bytes, or decode at the text's batch is not bandwidth-bound."""
    catalog = profiles.precisions()
    to = catalog.get(ctx.claim.precisions[-1])
    if len(ctx.claim.precisions) > 1:
        start = catalog.get(ctx.claim.precisions[0])
    else:  # the precision the text runs otherwise, else the checkpoint's 16 bits
        others = [catalog.get(p) for p in ctx.text_precisions if p != to.id]
        start = ctx.scenario.precision if ctx.fixed("precision") and ctx.scenario.precision.id != to.id else (
            others[0] if others else catalog.get("bf16"))
    if start.bytes <= to.bytes:
        return None
    d = ctx.budget.decode
    if d.arithmetic_intensity / d.ridge_point > 0.25:
        return None  # near compute-bound, fewer bytes buy less
    c = constants()
    ideal = start.bytes / to.bytes
    mbu_from, mbu_to = c.mbu_band(start.family), c.mbu_band(to.family)
    value = Interval(lo=min(ideal, ideal * mbu_to.lo / mbu_from.hi), hi=ideal)
    return Fact(value, "ratio", f"{start.id} {start.bytes:g} B / {to.id} {to.bytes:g} B per weight = {fmt.sig(ideal, 3)}x fewer "
                f"bytes per token; batch-1 decode is bandwidth-bound, so up to {fmt.sig(ideal, 3)}x faster, at least "
                f"{fmt.sig(value.lo, 2)}x where quantized kernels reach MBU {fmt.band(mbu_to, 2)} against {fmt.band(mbu_from, 2)} "
                f"({c.mbu[to.family]['source']})")


def ratio_devices(ctx: Context) -> Fact | None:
    """One device's datasheet figure over another's; a family name ("H100") spans its parts."""
    field, label = _SPEC_FIELDS.get(ctx.claim.subject, (None, None))
    if field is None or not ctx.claim.hardware or not ctx.claim.versus:
        return None
    catalog = profiles.hardware()
    a_parts = _family(ctx.claim.hardware[0]) if ctx.claim.hardware_generic else [catalog.get(ctx.claim.hardware[0])]
    b_parts = _family(ctx.claim.versus) if "versus_generic" in ctx.claim.scope else [catalog.get(ctx.claim.versus)]

    def figure(p: profiles.HardwareProfile) -> float:
        return p.tflops["bf16"] if field == "tflops" else getattr(p, field)

    a = Interval(lo=min(map(figure, a_parts)), hi=max(map(figure, a_parts)))
    b = Interval(lo=min(map(figure, b_parts)), hi=max(map(figure, b_parts)))
    value = Interval(lo=a.lo / b.hi, hi=a.hi / b.lo)
    names = lambda parts: "/".join(p.label for p in parts)  # noqa: E731
    return Fact(value, "ratio", f"{label}: {names(a_parts)} {fmt.band(a)} / {names(b_parts)} {fmt.band(b)} = "
                f"{render(value, 'ratio')} ({a_parts[0].source})")


def ratio_decode_devices(ctx: Context) -> Fact | None:
    """Batch-1 decode speed on one device over another, same model and precision: the bandwidth ratio."""
    if not ctx.claim.hardware or not ctx.claim.versus:
        return None
    catalog = profiles.hardware()
    a_parts = _family(ctx.claim.hardware[0]) if ctx.claim.hardware_generic else [catalog.get(ctx.claim.hardware[0])]
    b_parts = _family(ctx.claim.versus) if "versus_generic" in ctx.claim.scope else [catalog.get(ctx.claim.versus)]
    a = Interval(lo=min(p.bandwidth_gb_s for p in a_parts), hi=max(p.bandwidth_gb_s for p in a_parts))
    b = Interval(lo=min(p.bandwidth_gb_s for p in b_parts), hi=max(p.bandwidth_gb_s for p in b_parts))
    value = Interval(lo=a.lo / b.hi, hi=a.hi / b.lo)
    names = lambda parts: "/".join(p.label for p in parts)  # noqa: E731
    return Fact(value, "ratio", f"batch-1 decode is bandwidth-bound: {names(a_parts)} {fmt.band(a)} GB/s / "
                f"{names(b_parts)} {fmt.band(b)} GB/s = {render(value, 'ratio')} for the same model and precision")


def ratio_decode_models(ctx: Context) -> Fact | None:
    """Batch-1 decode speed of one model over another on the same device and precision: each token reads the active
    weights, so speed goes inversely with the parameters read."""
    if not ctx.claim.models or not ctx.claim.versus:
        return None
    a, b = profiles.models().find(ctx.claim.models[0]), profiles.models().find(ctx.claim.versus)
    if a is None or b is None or a.id == b.id:
        return None
    value = Interval.of(b.active_b / a.active_b)
    return Fact(value, "ratio", f"batch-1 decode reads the active weights each token: {b.label} {fmt.sig(b.active_b, 4)}B / "
                f"{a.label} {fmt.sig(a.active_b, 4)}B params = {render(value, 'ratio')} as fast, same device and precision")


def _device_figure(ctx: Context, field: str, scale: float, unit: str, dimension: str) -> Fact | None:
    """A datasheet figure across the named part's variants; with a device count, up to the aggregate."""
    found = _devices(ctx)
    if not found:
        return None
    devices, _ = found
    figures = [getattr(d, field) for d in devices]
    value = Interval(lo=min(figures), hi=max(figures)) * scale
    text = ", ".join(f"{d.label} {fmt.sig(getattr(d, field), 4)} {unit}" for d in devices)
    count = ctx.claim.device_count or (ctx.scenario.gpus if ctx.fixed("gpus") else 1)
    if re.search(r"aggregate|combined|\btotal|together|across", ctx.sentence, re.I):
        count = max(count, 8)  # "~8 TB/s of aggregate bandwidth": some multi-device total
    at = ctx.claim.end - ctx.sentence_start
    product = re.search(r"\b(\d{1,3})\s*(?:x\s+)?(?:chips?|cards?|gpus?|devices?|accelerators?)?\s*[x×*]\s*~?[\d.,]+\s*(?:[kmgt]?b/s)?\s*"
                        r"(?:=|≈|~=|->|→|is|gives)\s*(?:about\s+|roughly\s+|~)?$", ctx.sentence[:ctx.claim.start - ctx.sentence_start], re.I)
    if product:  # "4 chips x 819 GB/s = ~3.3 TB/s": the product's own count of devices
        count = max(count, int(product.group(1)))
    before = ctx.sentence[:ctx.claim.start - ctx.sentence_start]
    times_n = re.search(r"[x×*]\s*(\d{1,3})\s*(?:(?:=|≈|~=|->|→|is|gives)\s*)?(?:about\s+|roughly\s+|~)?$", before, re.I)
    if times_n:  # "HBM/chip 819 GB/s, x4 ≈ 3.3 TB/s": the product's own count of devices
        count = max(count, int(times_n.group(1)))
    counted = [int(n) for n in re.findall(r"\b(\d{1,3})\s*(?:x\s*)?(?:gpus|cards|chips|devices|accelerators)\b", before, re.I)]
    if counted:  # "effectively that's 8 GPUs, 810 GB / 16 TB/s": the devices the sentence counts before the figure
        count = max(count, *counted)
    them = re.search(r"\b(\d{1,3})\s+of\s+(?:them|those|these)\b[^.;]{0,30}$", ctx.sentence[:ctx.claim.start - ctx.sentence_start], re.I)
    if them:  # "One H200 has 141 GB, so 8 of them give ~1.1 TB": the devices counted just before the figure
        count = max(count, int(them.group(1)))
    each = [m for m in re.finditer(r"\b(?:each|every|a single|one)\s+[\w-]+\s+(?:has|have|gives?|offers?|provides?|does|delivers?)\b|"
                                   # "48 GB total and each card at about 3 TB/s"
                                   r"\b(?:each|every|a single|one)\s+(?:card|gpu|chip|device|accelerator)\s+(?:at|is|moves?|pushes|runs\s+at)\b",
                                   ctx.sentence[:at], re.I)
            # "at ~2.45 TB/s each you have almost 20 TB/s": that "each" closes the figure before it
            if not re.search(r"(?:/s|[kmgt]i?b|\d)\s*$", ctx.sentence[max(0, m.start() - 8):m.start()], re.I)]
    if re.match(r"\s*(?:of \w+\s+)?(?:each|apiece|per (?:gpu|card|device|chip))", ctx.sentence[at:at + 24], re.I) or (
            each and at - each[-1].end() <= 25
            and not re.search(r"\b(total|combined|two|both|together|so|all)\b", ctx.sentence[each[-1].end():at], re.I)):
        count = 1  # "3 TB/s each", "each A100 has 2 TB/s": a per-device figure
    if count > 1:  # "8xH100 ... 26.8 TB/s", "two cards give 2 TB/s": the aggregate is right too
        value = Interval(lo=value.lo, hi=value.hi * count)
        text += f"; x {count} devices in aggregate"
    return Fact(value, dimension, f"{text} ({devices[0].source})")


# words for a bandwidth the kernels reach rather than the datasheet's
_ACHIEVED = r"effective(?:ly)?|achieved|sustained|realistic(?:ally)?|in\s+practice|usable"


def hardware_bandwidth(ctx: Context) -> Fact | None:
    at = ctx.claim.start - ctx.sentence_start
    if re.search(r"\b(?:sram|on-chip|l2|l1|cache|shared\s+memory|register|nvlink|infiniband|interconnect|"
                 r"system\s+ram|ram|ddr\d\w*|dram|host\s+memory|cpu\s+memory|laptop|cpu|desktop)\b[^.;,]{0,30}$",
                 ctx.sentence[max(0, at - 40):at], re.I):
        return None  # "the SRAM bandwidth is ~80 TB/s per chip": some other memory or link than the device's HBM
    if re.search(rf"\b(?:{_ACHIEVED}|measured)\b[^.;,]{{0,25}}$", ctx.sentence[max(0, at - 40):at], re.I):
        return None  # "so the effective rate is ~1 TB/s": what the kernels reach, not the datasheet figure
    end = ctx.claim.end - ctx.sentence_start
    if re.match(r"\s*of\s+(?:off-chip\s+)?(?:hbm\w*|dram|gddr\w*)\b", ctx.sentence[end:end + 24], re.I) and re.search(r"\bsram\b|\bon-chip\b", ctx.sentence, re.I):
        return None  # "keeps the weights in on-chip SRAM, so it isn't limited by a few TB/s of HBM": the memory it avoids
    if re.search(r"/\s*~?$", ctx.sentence[max(0, at - 4):at]) and re.search(rf"\b(?:{_ACHIEVED})\b", ctx.sentence[:at], re.I):
        return None  # "... the effective rate is ~1 TB/s and the per-token time is 33 GB / 1 TB/s": that figure, reused
    # "the 14-core M3 Max only has 300GB/s": a bin the part is sold in
    return _with_options(ctx, _device_figure(ctx, "bandwidth_gb_s", 1e9, "GB/s", "bandwidth"), "bandwidth_options_gb_s", "GB/s")


def hardware_memory(ctx: Context) -> Fact | None:
    if _another_named_device_has(ctx, "memory_gb"):
        return None  # "MI300X vs H100: 192 GB of HBM3 ..., where the H100 needs two": the other device's figure
    # "my M2 Max 32gb": a configuration the part is sold in
    return _with_options(ctx, _device_figure(ctx, "memory_gb", 1e9, "GB", "bytes"), "memory_options_gb", "GB")


def _another_named_device_has(ctx: Context, field: str) -> bool:
    """The claimed figure is the datasheet value of a device the text names up to here other than the one the
    claim was tied to (within 10%)."""
    found = _devices(ctx)
    if not found or ctx.claim.value is None:
        return False
    tied = {d.id for d in found[0]}
    value = ctx.claim.value.mid / 1e9
    at = ctx.claim.start - ctx.sentence_start
    if any(m.kind == "hardware" and m.id in tied and 0 <= at - m.end <= 40 for m in find_mentions(ctx.sentence)):
        return False  # "MI300X only has 80 GB": said of the device named right before it
    for m in find_mentions(ctx.before + ctx.sentence):
        if m.kind == "hardware" and m.id not in tied:
            figure = getattr(profiles.hardware().get(m.id), field, None)
            if figure and abs(value - figure) <= 0.1 * figure:
                return True
    return False


def _with_options(ctx: Context, fact: Fact | None, field: str, unit: str) -> Fact | None:
    """A datasheet figure widened down to the smallest configuration the named part is also sold in."""
    found = _devices(ctx)
    options = [o for d in (found[0] if found else []) for o in getattr(d, field)]
    if fact is not None and options:
        fact.value = Interval(lo=min(min(options) * 1e9, fact.value.lo), hi=fact.value.hi)
        fact.derivation += f"; also sold with {', '.join(fmt.sig(o, 3) for o in sorted(set(options)))} {unit}"
    return fact


def hardware_flops(ctx: Context) -> Fact | None:
    at = ctx.claim.start - ctx.sentence_start
    lead = "" if ctx.claim.text[:1] in "0123456789.~ " else ctx.claim.text[:1]  # ("≈ 32 trillion": the sign opens the figure)
    if re.search(r"[x×*]\s*~?[\d.,]+\s*[kmb]?\s*(?:tokens?\s*)?[=≈]\s*~?$", ctx.sentence[max(0, at - 30):at] + lead, re.I) \
            and not re.search(r"/\s*s\b|per\s+sec", ctx.sentence[ctx.claim.end - ctx.sentence_start:][:12] + ctx.claim.text, re.I):
        return None  # "2 x 8B x 2,000 = 32 trillion FLOPs": a product's count of operations, not a device's rate
    found = _devices(ctx, named_only=True)
    if not found:
        return None
    devices, _ = found
    fp32 = constants().compute["fp32_fraction_of_bf16"]
    figures = [v for d in devices for v in d.tflops.values()] + [d.tflops["bf16"] * fp32 for d in devices]
    # Datasheets also quote 2:4-sparsity figures (2x dense), so those are not wrong either; so is fp32 (TF32/CUDA cores).
    count = ctx.claim.device_count or 1
    value = Interval(lo=min(figures), hi=max(figures) * 2 * count) * 1e12
    text = "; ".join(f"{d.label} " + ", ".join(f"{k} {fmt.sig(v, 4)}" for k, v in d.tflops.items()) + " TFLOP/s dense"
                     for d in devices)
    return Fact(value, "flops_rate", f"{text}; up to 2x with structured sparsity ({devices[0].source})")


# physics.md: light in fiber ~5 us per km one way, ~200 km per ms; in vacuum ~300 km per ms
FIBER_KM_PER_MS, VACUUM_KM_PER_MS = 200.0, 300.0


def signal_speed(ctx: Context) -> Fact:
    """How far a signal travels per millisecond: light in fiber, up to light in vacuum (a radio or laser link)."""
    return Fact(Interval(lo=FIBER_KM_PER_MS, hi=VACUUM_KM_PER_MS), "speed",
                f"light in fiber covers ~{FIBER_KM_PER_MS:g} km per ms (~5 us per km, refractive index ~1.5); "
                f"in vacuum ~{VACUUM_KM_PER_MS:g} km per ms")


def model_params(ctx: Context) -> Fact | None:
    """A mixture-of-experts model's parameter count: its active count or its total, or only the active count where
    the text has every token read "all" of them (a decode step at batch 1 reads only the experts its token is routed to)."""
    model = _model(ctx)
    if model is None or not model.is_moe:
        return None
    routing = f"top-{model.experts_per_token} of {model.experts} experts"
    if "all" in ctx.claim.scope:
        return Fact(Interval(lo=model.active_b * 1e9, hi=model.active_b * 1e9), "params",
                    f"{model.label}: each token is routed to {routing}, so a batch-1 decode step reads ~{fmt.sig(model.active_b, 3)}B "
                    f"of its {fmt.sig(model.params_b, 4)}B params, not all of them")
    # a bare count may name either: "13B" (active) and "47B" (total) both hold; "56B" (8 x 7B) holds neither
    return Fact(Interval(lo=model.active_b * 1e9, hi=model.params_b * 1e9), "params",
                f"{model.label}: {fmt.sig(model.active_b, 3)}B params active per token ({routing}), "
                f"{fmt.sig(model.params_b, 4)}B in total (the experts share the attention layers, so the total is less "
                f"than {model.experts} x the expert size)")


def model_weights(ctx: Context) -> Fact | None:
    model = _model(ctx)
    if model is None:
        return None
    precisions = _precisions(ctx)
    at = ctx.claim.start - ctx.sentence_start
    before = ctx.sentence[max(0, at - 50):at]
    if ctx.claim.precisions and re.match(r"\s*(?:->|→|=>|to)\s*(?:about\s+|roughly\s+|~)?\d", ctx.sentence[ctx.claim.end - ctx.sentence_start:]):
        # "fp8 halves the bytes (~141 GB -> ~70 GB)": the figure before the change is the old precision's, one the
        # text names or the checkpoint's own 16 bits
        precisions = [profiles.precisions().get(p) for p in dict.fromkeys([*ctx.text_precisions, "bf16"])]
    # a MoE reads only its active experts per step, but must hold all of them: "needs ~26 GB of VRAM" is the total
    holds = re.search(r"\b(?:needs?|requires?|vram|memory|fits?|hold|store|take\s+up|occup\w+|total)\b", before + ctx.sentence[at:at + 40], re.I) \
        and not re.search(r"\b(?:reads?|stream\w*|per\s+(?:step|token)|active|touch\w*)\b",
                          before[-25:] + ctx.sentence[at:at + 30], re.I)
    # "only ~13B params are active per token, the whole model is ~26 GB": the whole model is all of its experts
    holds = holds or re.search(r"\b(?:(?:whole|entire|full)\s+(?:model|thing|checkpoint)|(?:the|a|its)\s+(?:gguf\s+|model\s+)?file)\s+"
                               r"(?:is|weighs|comes\s+to)\s+(?:only\s+|about\s+|roughly\s+|~)*$", before, re.I) \
        or re.match(r"\s*(?:on\s+disk|file|gguf|download)\b", ctx.sentence[ctx.claim.end - ctx.sentence_start:], re.I)
    # ("about 26 GB on disk", "Even though the file is 26 GB": the whole checkpoint, all its experts)
    sizes = [model.params_b] + ([model.active_params_b] if model.is_moe and not holds else [])
    if model.is_moe and ctx.claim.dimension == "bytes_per_token" and not holds and {
            m.id for m in find_mentions(ctx.sentence[:at]) if m.kind == "model"} <= {model.id}:
        # "every token reads all 94 GB": a decode step streams only the experts its tokens are routed to
        # (all of them only once the batch is large), so a per-token read is the routed share
        batches = {1, ctx.scenario.batch}
        sizes = [weight_params_read(ctx.scenario, b)[0] / 1e9 for b in sorted(batches)]
    after = ctx.sentence[ctx.claim.end - ctx.sentence_start:][:30]
    # ("141 GB across 8 cards, ~17.6 GB each": a bare "each" after a split across the cards)
    split_each = re.match(r"\s*(?:each|apiece)\s*(?:[.,;)]|$)", after) and re.search(
        r"\bacross\s+(?:\d+|two|four|eight)\s+(?:cards|gpus|devices)\b", ctx.sentence[:at], re.I)
    shards = ctx.scenario.gpus if (_PER_DEVICE.match(after) or _EACH_DEVICE_BEFORE.search(before) or split_each) and ctx.scenario.gpus > 1 else 1
    values = [b * 1e9 * p.bytes / shards for p in precisions for b in sizes]
    value = Interval(lo=min(values), hi=max(values))
    split = f" / {shards} GPUs" if shards > 1 else ""
    text = "; ".join(f"{fmt.sig(b, 4)}B params x {p.bytes:g} B ({p.id}){split} = {fmt.nbytes(b * 1e9 * p.bytes / shards)}"
                     for p in precisions for b in sizes)
    if model.is_moe and sizes[0] < model.params_b:
        text += (f"; a decode step reads only the experts its tokens are routed to (top-{model.experts_per_token}"
                 f" of {model.experts}), not all {fmt.sig(model.params_b, 4)}B params")
    elif model.is_moe:
        text += " (total; active per token)"
    return Fact(value, "bytes", f"{model.label}: {text}")


# "about 35 GB per GPU": one tensor-parallel shard of the weights
_PER_DEVICE = re.compile(r"\s*(?:of\s+(?:weights|the\s+model)\s+)?(?:per|on\s+each|each|a|for\s+each|from\s+each|off\s+each|in\s+each)\s+(?:gpu|card|device|shard|rank|accelerator|chip|tpu)\b",
                         re.IGNORECASE)


# "split four ways, so each GPU reading ~35 GB per token": a shard, said before the figure
_EACH_DEVICE_BEFORE = re.compile(r"\b(?:each|every|per)\s+(?:gpu|card|device|shard|rank|accelerator|chip|tpu)\s+(?:\w+\s+){0,3}?(?:~|about\s+|roughly\s+|around\s+)?$",
                                 re.IGNORECASE)


def precision_bytes(ctx: Context) -> Fact | None:
    """Bytes per parameter of the precision the claim names ("int4 means four bytes per parameter")."""
    if not ctx.claim.precisions:
        return None
    p = profiles.precisions().get(ctx.claim.precisions[0])
    return Fact(Interval.of(p.bytes), "bytes_per_param", f"{p.id}: {p.bytes:g} bytes per parameter ({p.source})")


def kv_per_token(ctx: Context) -> Fact | None:
    model = _model(ctx)
    kv_precisions = [profiles.precisions().get(p) for p in ("fp8", "bf16")]
    right_after = ctx.sentence[ctx.claim.end - ctx.sentence_start:][:30]
    if re.match(r"\s*(?:of\s+kv\s+)?(?:in|at)\s+(?:bf16|fp16|16[- ]bit)\b", right_after, re.I):
        kv_precisions = kv_precisions[1:]  # "128 KiB/token in bf16, half that with fp8 KV": this figure's own precision
    elif any(p in ctx.sentence.lower() for p in ("fp8 kv", "int8 kv", "8-bit kv")):
        kv_precisions = kv_precisions[:1]
    elif re.search(r"[x×*]\s*2\s*(?:bytes?|B)\b", ctx.sentence):
        kv_precisions = kv_precisions[1:]  # "... x 128 x 2 bytes = 400 KiB": the text's own formula fixes 2-byte values
    elif ctx.claim.dimension == "kv_capacity" and ctx.fixed("precision") and ctx.scenario.precision.bytes >= 2 \
            and not re.search(r"fp8|int8|8-bit|quantiz", ctx.sentence, re.I):
        kv_precisions = kv_precisions[1:]  # a 16-bit model keeps its KV cache in 16 bits unless the text says otherwise
    if model is None:  # no model named: any model of the catalog
        per = {m.label: 2 * m.layers * m.kv_heads * m.head_dim for m in profiles.models().profiles.values()}
        lo_model, hi_model = min(per, key=per.get), max(per, key=per.get)
        value = Interval(lo=per[lo_model] * min(p.bytes for p in kv_precisions),
                         hi=per[hi_model] * max(p.bytes for p in kv_precisions))
        return Fact(value, "bytes_per_token", f"model not named: 2 x layers x kv heads x head dim x 1-2 bytes from "
                    f"{lo_model} to {hi_model} = {fmt.kib(value.lo)}-{fmt.kib(value.hi)} per token")
    values = [2 * model.layers * model.kv_heads * model.head_dim * p.bytes for p in kv_precisions]
    value = Interval(lo=min(values), hi=max(values))
    return Fact(value, "bytes_per_token", f"2 x {model.layers} layers x {model.kv_heads} kv heads x {model.head_dim} head dim"
                f" x 1-2 bytes (fp8-bf16) = {fmt.kib(value.lo)}-{fmt.kib(value.hi)} per token ({model.label})")


def kv_total(ctx: Context) -> Fact | None:
    per = kv_per_token(ctx)
    tokens = ctx.claim.tokens or ctx.claim.prompt_tokens  # "a 3k-token prompt's KV cache": the prompt's tokens
    if per is None or not tokens:
        return None
    total = per.value * tokens
    if ctx.claim.tokens and ctx.fixed("prompt_tokens") and ctx.scenario.prompt_tokens > tokens:
        # "the 150 output tokens ... every step reads ~20 GB of KV cache": the cache also holds the 60k-token prompt
        total = Interval(lo=total.lo, hi=per.value.hi * (tokens + ctx.scenario.prompt_tokens))
    at = ctx.claim.end - ctx.sentence_start
    # "8k tokens at 128 KiB each is ~1 GB per request": one sequence's cache, whatever the count beside it
    one = "single" in ctx.claim.scope or bool(re.match(r"\s*(?:of\s+KV\s+)?(?:per|for\s+(?:each|one|a\s+single)|each)\s+"
                                                     r"(?:request|sequence|seq|user|stream|session|chat|conversation)\b",
                                                     ctx.sentence[at:], re.I))
    several = re.search(r"concurrent|sequences|seqs|users|requests|batch|streams", ctx.sentence, re.I)
    batch = ctx.scenario.batch if ctx.fixed("batch") and several and not one else 1
    # the sequences the figure is for: counted before it, or right after it ("8 GiB for 32 users"); a count further on
    # ("8 GB holds ~60k tokens, i.e. about 15 users") converts the figure rather than multiplying it
    # "32 concurrent 3k-token chats": the count, whatever length the sequences are given
    seqs = r"(?:such\s+|concurrent\s+|parallel\s+|simultaneous\s+)?(?:~?[\d.,]+k?[- ]tokens?\s+)?(?:sequences|seqs|users|requests|streams|chats|conversations|sessions)\b"
    counted = re.search(r"\b(\d{1,5})\s+" + seqs, ctx.sentence[:at], re.I) or re.search(
        r"[x×*]\s*(\d{1,5})\s+(?:concurrent|parallel|simultaneous)\b", ctx.sentence[:at], re.I) or re.match(  # "4k ctx × 32 concurrent"
        r"\s*(?:of\s+KV\s+)?(?:for|across|over|with)\s+(?:about\s+|~)?(\d{1,5})\s+" + seqs, ctx.sentence[at:], re.I)
    value = Interval(lo=total.lo, hi=total.hi * batch)
    if counted and not one:  # "32 such sequences need 32 GiB" (but not "1 GiB per sequence")
        batch = int(counted.group(1))
        value = total * batch
    return Fact(value, "bytes", f"{per.derivation} x {fmt.sig(tokens)} tokens"
                + (f" x up to {batch} sequences" if batch > 1 else "") + f" = {render(value, 'bytes')}")


# Of the memory the weights leave, serving frameworks give the KV cache most but not all: activations, CUDA graphs and
# allocator slack take the rest (vLLM's default gpu_memory_utilization is 0.9 of the whole card).
KV_SHARE_OF_FREE = Interval(lo=0.75, hi=1.0)


def kv_capacity(ctx: Context) -> Fact | None:
    """Tokens of KV cache that fit: the memory left for it (as the text states it, else the devices' memory less the
    weights) over the KV bytes per token."""
    per = kv_per_token(ctx)
    model = _model(ctx) or (ctx.scenario.model if ctx.fixed("model") else None)
    if per is None or model is None:
        return None
    room = ctx.claim.parts.get("room")
    if room is not None:
        basis = f"{render(room, 'bytes')} left for the KV cache (stated)"
    else:
        found = _devices(ctx)
        if found is None or not ctx.fixed("hardware"):
            return None
        devices, _ = found
        count = ctx.claim.device_count or (ctx.scenario.gpus if ctx.fixed("gpus") else 1)
        memory = min(d.memory_gb for d in devices) * 1e9 * count
        weights = Interval(lo=min(model.params_b * 1e9 * p.bytes for p in _precisions(ctx)),
                           hi=max(model.params_b * 1e9 * p.bytes for p in _precisions(ctx)))
        if weights.hi >= memory:
            return None  # the weights alone do not fit: another claim says so
        room = Interval(lo=(memory - weights.hi) * KV_SHARE_OF_FREE.lo, hi=(memory - weights.lo) * KV_SHARE_OF_FREE.hi)
        basis = (f"{count} x {fmt.sig(memory / count / 1e9, 4)} GB - weights {render(weights, 'bytes')} = "
                 f"{render(Interval(lo=memory - weights.hi, hi=memory - weights.lo), 'bytes')}, "
                 f"{fmt.band(KV_SHARE_OF_FREE * 100)}% of it for the KV cache")
    value = Interval(lo=room.lo / per.value.hi, hi=room.hi / per.value.lo)
    return Fact(value, "tokens", f"{basis} / ({per.derivation}) = {fmt.band(value)} tokens of context in all")


def model_fit_ratio(ctx: Context) -> Fact | None:
    """Weights over the memory of the devices the claim names: above 1 the model cannot fit."""
    model = _model(ctx) or ctx.scenario.model
    at = ctx.claim.start - ctx.sentence_start
    sized = _CARDS_OF_SIZE.match(ctx.sentence, ctx.claim.end - ctx.sentence_start)
    if sized and (count := _count_word(sized.group(1))) and (size := _count_word(sized.group(2))):
        # "which fits fine on eight eighty-gig cards": the cards' memory as the text sizes them
        weights = [model.params_b * 1e9 * p.bytes for p in _precisions(ctx)]
        ratio = Interval(lo=min(weights) / (count * size * 1e9), hi=max(weights) / (count * size * 1e9))
        return Fact(ratio, "ratio", f"{model.label} weights {fmt.nbytes(min(weights))}-{fmt.nbytes(max(weights))} over "
                    f"{count} x {size:g} GB = {fmt.band(ratio, 2)} of memory")
    found = _devices(ctx)
    if found is None:
        return None
    devices, _ = found
    named = [m for m in find_mentions(ctx.sentence[:at]) if m.kind == "hardware"]
    if not ctx.claim.hardware and named and all(m.id != ctx.scenario.hardware.id for m in named):
        # "Meanwhile a 4090 can't run it ... doesn't fit": the device the sentence names first, not the text's own
        mention = named[-1]
        devices = [profiles.hardware().get(mention.id)]
        count = ctx.claim.device_count or mention.count or 1
    else:
        count = ctx.claim.device_count or (ctx.scenario.gpus if ctx.fixed("gpus") and not ctx.claim.hardware else 1)
    weights = [model.params_b * 1e9 * p.bytes for p in _precisions(ctx)]
    capacity = [d.memory_gb * 1e9 * count for d in devices]
    ratio = Interval(lo=min(weights) / max(capacity), hi=max(weights) / min(capacity))
    return Fact(ratio, "ratio", f"{model.label} weights {fmt.nbytes(min(weights))}-{fmt.nbytes(max(weights))} over "
                f"{count} x {', '.join(f'{d.label} {fmt.sig(d.memory_gb, 4)} GB' for d in devices)} = {fmt.band(ratio, 2)} of memory")


_NUMBER_WORD = r"\d{1,3}|one|two|three|four|six|eight|ten|twelve|sixteen|twenty[- ]?four|thirty[- ]?two|forty(?:[- ]?eight)?|eighty|ninety[- ]?six"
_CARDS_OF_SIZE = re.compile(rf"\s+(?:\w+\s+){{0,2}}?(?:on|across|onto|into|over)\s+(?:the\s+|our\s+)?({_NUMBER_WORD})(?:\s*[x×]\s*|\s+)({_NUMBER_WORD})"
                            r"\s*[- ]?(?:gb|gib|gig|gigs|gigabytes?)[- ](?:cards?|gpus?|devices?|accelerators?)\b", re.IGNORECASE)


def _count_word(word: str) -> float | None:
    return float(word) if word.isdigit() else word_to_value(word.replace("-", " "))


def decode_intensity_ratio(ctx: Context) -> Fact:
    """Arithmetic intensity over the ridge point: below 1 memory-bound, above 1 compute-bound."""
    d = ctx.budget.decode
    ratio = d.arithmetic_intensity / d.ridge_point
    return Fact(Interval.of(ratio), "ratio", f"arithmetic intensity {fmt.sig(d.arithmetic_intensity)} FLOP/byte vs ridge "
                f"{fmt.sig(d.ridge_point)} FLOP/byte at batch {ctx.scenario.batch} (ratio {fmt.sig(ratio, 2)}): {d.bound}-bound")


def _batch_steps(ctx: Context) -> tuple[Interval, int, str] | None:
    """step(batch N) / step(batch 1) for the claim's N ("1/64 of the GPU", "32x the speed"): a step reads the weights
    once for the whole batch and adds each sequence's KV reads (and compute at very large N), so far below N while
    decode is bandwidth-bound. Returns the slowdown, N and the steps' derivation."""
    n = int(round(ctx.claim.value.hi)) if ctx.claim.value is not None else 0
    if n < 2:
        return None
    alone = decode_model(ctx.scenario.model_copy(update={"batch": 1}))
    shared = decode_model(ctx.scenario.model_copy(update={"batch": n}))
    a, b = alone.ms_per_token, shared.ms_per_token
    ends = (b.lo / a.lo, b.hi / a.hi)
    slowdown = Interval(lo=max(1.0, min(ends)), hi=max(1.0, max(ends)))
    steps = (f"a decode step reads the weights once for the whole batch: batch 1 reads {fmt.nbytes(alone.bytes_per_step)} "
             f"per step ({fmt.band(a)} ms), batch {n} reads weights {fmt.nbytes(shared.weight_bytes_per_step)} + KV "
             f"{fmt.nbytes(shared.kv_bytes_per_step)} ({fmt.band(b)} ms per step, {shared.bound}-bound)")
    return slowdown, n, steps


def ratio_batch_slowdown(ctx: Context) -> Fact | None:
    """How much slower one request decodes in a batch of N than alone ("each request gets 1/64 of the GPU")."""
    found = _batch_steps(ctx)
    if found is None:
        return None
    slowdown, n, steps = found
    return Fact(slowdown, "ratio", f"{steps}, so each request is {render(slowdown, 'ratio')} slower, not {n}x")


def ratio_batch_speed(ctx: Context) -> Fact | None:
    """One request's speed in a batch of N over its speed alone ("each user gets 32x the speed"): at most 1."""
    found = _batch_steps(ctx)
    if found is None:
        return None
    slowdown, n, steps = found
    speed = Interval(lo=1 / slowdown.hi, hi=1 / slowdown.lo)
    return Fact(speed, "ratio", f"{steps}, so each request runs at {render(speed, 'ratio')} its speed alone, not {n}x")


def prefill_bound(ctx: Context) -> Fact:
    prompt = ctx.scenario.prompt_tokens if ctx.fixed("prompt_tokens") else TYPICAL_PROMPT_TOKENS
    ridge = ctx.budget.decode.ridge_point
    # Prefill does ~2 FLOPs per weight per prompt token for 2 bytes per weight read: intensity ~ prompt tokens.
    intensity = prompt * 2 / ctx.scenario.precision.bytes
    compute = 1.0 if intensity >= ridge else 0.0
    return Fact(Interval.of(compute), "flag", f"{prompt} prompt tokens x 2 FLOP / {ctx.scenario.precision.bytes:g} B per weight"
                f" = {fmt.sig(intensity)} FLOP/byte vs ridge {fmt.sig(ridge)}: {'compute' if compute else 'memory'}-bound")


_FIRST_TOKEN_WAIT = re.compile(r"\bfirst\s+(?:token|word|byte)\s+(?:only\s+)?(?:shows?\s+up|appears?|arrives?|comes?\s+back)\s+(?:only\s+)?after\b",
                               re.IGNORECASE)


# A link this slow (a GEO satellite hop's ~550-650 ms RTT, rules/profiles/network.yaml) rivals seconds of decode on
# a cold connection: which part dominates then turns on how long the answer is.
SLOW_LINK_RTT_MS = 300


def share_decode(ctx: Context) -> Fact | None:
    if ctx.claim.kind == "predicate" and ctx.claim.negated and _FIRST_TOKEN_WAIT.search(ctx.before + ctx.sentence):
        return None  # "the first token shows up after 2+ s ... so it's not the model": the wait asked about is the TTFT
    if ctx.claim.kind == "predicate" and ctx.claim.negated and not ctx.fixed("output_tokens") \
            and ctx.budget.network.rtt_ms.lo >= SLOW_LINK_RTT_MS:
        return None  # "on a satellite link the GPUs aren't the problem": with the answer's length unsaid, either can be
    return _share(ctx, ["decode"], against_observed=ctx.claim.kind == "share")


FACTS: dict[str, Callable[[Context], Fact | None]] = {
    "decode.tok_s": decode_tok_s,
    "decode.ceiling": decode_ceiling,
    "decode.time_per_token": decode_time_per_token,
    "decode.seconds": decode_seconds,
    "decode.intensity_ratio": decode_intensity_ratio,
    "model.fit_ratio": model_fit_ratio,
    "prefill.compute_bound": prefill_bound,
    "throughput.aggregate": throughput_aggregate,
    "network.rtt": network_rtt,
    "network.one_way": network_one_way,
    "network.time": network_time,
    "network.per_token": network_per_token,
    "connection.seconds": connection_seconds,
    "connection.round_trips": connection_round_trips,
    "tokenizer.per_token": tokenizer_per_token,
    "tokenizer.seconds": tokenizer_seconds,
    "tokenizer.rate": tokenizer_rate,
    "total.seconds": total_seconds,
    "prefill.seconds": prefill_seconds,
    "ttft.seconds": ttft_seconds,
    "share.subjects": share_subjects,
    "share.decode": share_decode,
    "share.unexplained": share_unexplained,
    "share.unexplained_or_rate": share_unexplained_or_rate,
    "share.unexplained_at_most": share_unexplained_at_most,
    "overhead.time": overhead_time,
    "orders.smaller": orders_smaller,
    "ratio.versus": ratio_versus,
    "share.kv_reads": share_kv_reads,
    "ratio.devices": ratio_devices,
    "ratio.decode_devices": ratio_decode_devices,
    "ratio.decode_models": ratio_decode_models,
    "ratio.decode_precisions": ratio_decode_precisions,
    "ratio.batch_slowdown": ratio_batch_slowdown,
    "ratio.batch_speed": ratio_batch_speed,
    "hardware.bandwidth": hardware_bandwidth,
    "hardware.memory": hardware_memory,
    "hardware.flops": hardware_flops,
    "model.weights": model_weights,
    "model.params": model_params,
    "network.signal_speed": signal_speed,
    "kv.per_token": kv_per_token,
    "precision.bytes": precision_bytes,
    "kv.total": kv_total,
    "kv.capacity": kv_capacity,
}

# Scenario fields behind each fact: when the text or request fixed them all, the tighter tolerance applies.
FACT_FIELDS = {
    "decode.tok_s": ("model", "hardware", "precision"), "decode.time_per_token": ("model", "hardware", "precision"),
    "decode.seconds": ("model", "hardware", "precision", "output_tokens"), "network.rtt": ("network",),
    "total.seconds": ("model", "hardware", "precision", "output_tokens"),
    "network.one_way": ("network",), "network.time": ("network",), "connection.seconds": ("network",),
    "ttft.seconds": ("model", "hardware", "prompt_tokens"), "prefill.seconds": ("model", "hardware", "prompt_tokens"),
}


def compute(name: str, ctx: Context) -> Fact | None:
    return FACTS[name](ctx)


def own_ratio_versus(ctx: Context) -> Fact | None:
    a, b = ctx.stated.part([ctx.claim.subject]), ctx.stated.part([ctx.claim.versus])
    if a is None or b is None or a.lo <= 0 or b.lo <= 0:
        return None
    value = Interval(lo=a.lo / b.hi, hi=a.hi / b.lo)
    return Fact(value, "ratio", f"by the text's own figures, {ctx.claim.subject} {fmt.seconds_band(a)} "
                f"({ctx.stated.quote([ctx.claim.subject])}) / {ctx.claim.versus} {fmt.seconds_band(b)} "
                f"({ctx.stated.quote([ctx.claim.versus])}) = {render(value, 'ratio')}")


def _own_part_and_whole(ctx: Context) -> tuple[list[str], Interval, Interval, str, str] | None:
    names = _names(ctx)
    stated = ctx.stated.with_decode_from_rate(ctx.scenario.output_tokens) if ctx.fixed("output_tokens") else ctx.stated
    part, whole = stated.part(names), stated.whole(ctx.budget.total.observed_s)
    if part is None or whole is None or part.lo <= 0 or part.hi >= whole.lo:
        return None
    basis = "observed" if ctx.budget.total.observed_s is not None else \
        f"the parts it prices, {' + '.join(stated.seconds)}"
    return names, part, whole, basis, stated.quote(names)


def own_orders_smaller(ctx: Context) -> Fact | None:
    found = _own_part_and_whole(ctx)
    if found is None:
        return None
    names, part, whole, basis, quote = found
    value = Interval(lo=math.log10(whole.lo / part.hi), hi=math.log10(whole.hi / part.lo))
    return Fact(value, "orders", f"by the text's own figures, log10({fmt.seconds_band(whole)} ({basis}) / "
                f"{fmt.seconds_band(part)} of {' + '.join(names)} ({quote})) = {fmt.band(value, 2)}")


def own_share_subjects(ctx: Context) -> Fact | None:
    found = _own_part_and_whole(ctx)
    if found is None:
        return None
    names, part, whole, basis, quote = found
    value = Interval(lo=part.lo / whole.hi, hi=part.hi / whole.lo) * 100
    return Fact(value, "percent", f"by the text's own figures, {' + '.join(names)} {fmt.seconds_band(part)} "
                f"({quote}) of {fmt.seconds_band(whole)} ({basis}) = {fmt.band(value, 2)}%")


# The same comparisons held to the figures the text itself states, where it states them.
OWN_FACTS: dict[str, Callable[[Context], Fact | None]] = {
    "ratio.versus": own_ratio_versus, "orders.smaller": own_orders_smaller, "share.subjects": own_share_subjects,
}


def compute_own(name: str, ctx: Context) -> Fact | None:
    own = OWN_FACTS.get(name)
    return own(ctx) if own is not None else None
