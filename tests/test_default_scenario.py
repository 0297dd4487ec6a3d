"""The mission's hosted chat API: decode is almost all of an observed 8-12 s."""
from grader.physics import budget

from .conftest import scenario


def test_default_is_70b_bf16_on_8_h100(default_budget):
    s = default_budget.scenario
    assert (s["model"], s["hardware"], s["gpus"], s["precision"], s["output_tokens"]) == (
        "llama-3-70b", "h100-sxm", 8, "bf16", 500)


def test_per_request_decode_in_50_150_tok_s(default_budget):
    band = default_budget.decode.tok_s
    assert 50 <= band.lo and band.hi <= 150


def test_500_tokens_take_3_to_10_seconds(default_budget):
    seconds = default_budget.decode.seconds
    assert 3 <= seconds.lo and seconds.hi <= 10


def test_network_tens_of_ms_tokenizer_few_ms(default_budget):
    assert 0.01 <= default_budget.network.seconds.lo and default_budget.network.seconds.hi <= 0.1
    assert default_budget.tokenizer.seconds.hi <= 0.006


def test_decode_is_almost_all_of_observed_8_to_12_s():
    b = budget(scenario(observed_latency_s=(8, 12)))
    decode = next(c for c in b.components if c.name == "decode")
    assert decode.share > 0.95
    others = b.total.seconds.hi - b.decode.seconds.hi
    assert others / 8 < 0.02  # network + tokenizer + prefill: under 2% of the wall clock
    assert b.decode.bound == "memory"
