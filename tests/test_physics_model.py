"""Each formula against a hand computation (numbers from physics.md)."""
import pytest

from grader.physics import budget
from grader.physics.model import decode, memory, network, prefill, tokenizer

from .conftest import scenario

KIB = 1024


def test_decode_hard_bound_by_hand():
    s = scenario(model="llama-2-7b", hardware="a100-80gb", gpus=1, precision="bf16", prompt_tokens=0, output_tokens=2)
    d = decode(s)
    weights = 6.738e9 * 2
    kv = 512 * KIB * 1  # average context = 0 + 2/2 = 1 token
    assert d.bytes_per_step == pytest.approx(weights + kv)
    assert d.bound_ms_per_token == pytest.approx((weights + kv) / 2039e9 * 1e3)
    assert d.bound_tok_s == pytest.approx(2039e9 / (weights + kv))


def test_decode_realistic_band_by_hand():
    s = scenario()  # default: Llama-3-70B bf16 on 8x H100 SXM, 200 + 500 tokens
    d = decode(s)
    step_bytes = 70.554e9 * 2 + 320 * KIB * (200 + 250)
    sync = (2 * 80 * 8e-6, 2 * 80 * 30e-6)  # two all-reduces per layer, 8-30 us each
    fast = step_bytes / (8 * 3350e9 * 0.85) + sync[0]
    slow = step_bytes / (8 * 3350e9 * 0.40) + sync[1]
    assert d.tok_s.hi == pytest.approx(1 / fast)
    assert d.tok_s.lo == pytest.approx(1 / slow)
    assert d.ms_per_token.lo == pytest.approx(fast * 1e3)
    assert d.seconds.hi == pytest.approx(500 * slow)


def test_arithmetic_intensity_and_ridge():
    d = decode(scenario())
    assert d.ridge_point == pytest.approx(989.4e12 / 3350e9)  # ~295 FLOP/byte
    assert d.arithmetic_intensity == pytest.approx(1.0, rel=0.02)  # ~2 FLOP per 2-byte weight
    assert d.bound == "memory"


def test_large_batch_turns_compute_bound():
    d = decode(scenario(batch=512))
    assert d.arithmetic_intensity > d.ridge_point and d.bound == "compute"


def test_batching_raises_aggregate_not_per_request_speed():
    one, many = budget(scenario(batch=1)), budget(scenario(batch=64))
    assert many.throughput.aggregate_tok_s.lo > 20 * one.throughput.aggregate_tok_s.hi
    assert many.decode.tok_s.hi <= one.decode.tok_s.hi


def test_moe_reads_only_active_experts_at_batch_one():
    d = decode(scenario(model="mixtral-8x7b", hardware="h100", gpus=2, prompt_tokens=0, output_tokens=2))
    assert d.weight_bytes_per_step == pytest.approx(12.88e9 * 2, rel=1e-6)
    dense_like = decode(scenario(model="mixtral-8x7b", hardware="h100", gpus=2, batch=256))
    assert dense_like.weight_bytes_per_step == pytest.approx(46.70e9 * 2, rel=1e-3)


def test_speculative_decoding_scales_the_band():
    plain = decode(scenario(hardware="h200", gpus=8))
    spec = decode(scenario(hardware="h200", gpus=8, speculative=True))
    assert spec.tok_s.lo == pytest.approx(plain.tok_s.lo * 1.5)
    assert spec.tok_s.hi == pytest.approx(plain.tok_s.hi * 2.0)


def test_prefill_flops_by_hand():
    s = scenario(model="llama-2-7b", hardware="a100-80gb", gpus=1, precision="fp16", prompt_tokens=2048)
    p = prefill(s)
    flops = 2 * 6.738e9 * 2048 + 2 * 32 * 4096 * 2048**2
    assert p.flops == pytest.approx(flops)
    # plus up to 5 ms of launch and scheduling per prompt (constants.yaml: mfu.prefill_overhead_ms)
    assert p.seconds.lo == pytest.approx(flops / (312e12 * 0.68))
    assert p.seconds.hi == pytest.approx(flops / (312e12 * 0.33) + 0.005)
    assert p.bound == "compute"


def test_network_round_trips():
    reused = scenario(network=80)
    net, conn = network(reused)
    assert net.seconds.lo == pytest.approx(0.080) and conn.seconds.hi == 0
    cold13, cold12 = scenario(network=80, connection_reuse=False), scenario(network=80, connection_reuse=False, tls="1.2")
    assert network(cold13)[1].seconds.lo == pytest.approx(2 * 0.080)  # TCP 1 + TLS 1.3 1
    assert network(cold12)[1].seconds.lo == pytest.approx(3 * 0.080)  # TCP 1 + TLS 1.2 2


def test_speed_of_light_floor_for_named_path():
    net, _ = network(scenario(network="transatlantic"))
    assert net.light_floor_rtt_ms == pytest.approx(2 * 5570 / 200)
    assert net.light_floor_rtt_ms < net.rtt_ms.lo
    geo, _ = network(scenario(network="satellite-geo"))
    assert 470 < geo.light_floor_rtt_ms < geo.rtt_ms.lo


def test_tokenizer_total_by_hand():
    t = tokenizer(scenario(prompt_tokens=1000, output_tokens=500))
    assert t.seconds.lo == pytest.approx((1000 * 0.5 + 500 * 0.1) * 1e-6)
    assert t.seconds.hi == pytest.approx((1000 * 2.0 + 500 * 10.0) * 1e-6)


def test_memory_by_hand():
    one = memory(scenario(model="llama-3-70b", hardware="h100", gpus=1))
    assert one.weights_bytes == pytest.approx(70.554e9 * 2)
    assert one.kv_bytes_per_token == 320 * KIB
    assert not one.fits  # 141 GB of weights on one 80 GB card
    assert memory(scenario(model="llama-2-70b", hardware="4090", gpus=2, precision="int4")).fits


def test_gpu_count_is_derived_when_only_the_model_changes():
    s = scenario(model="llama-2-7b", hardware="a100-80gb")
    assert s.gpus == 1 and s.provenance["gpus"] == "derived"
    assert scenario().gpus == 8 and scenario().provenance["gpus"] == "default"


def test_budget_components_and_shares(default_budget):
    names = [c.name for c in default_budget.components]
    assert names == ["network", "connection", "prefill", "decode", "tokenizer"]
    assert sum(c.share for c in default_budget.components) == pytest.approx(1.0)
    total = sum(c.seconds.lo for c in default_budget.components)
    assert default_budget.total.seconds.lo == pytest.approx(total)
    for c in default_budget.components:
        assert c.derivation  # every figure carries its derivation
