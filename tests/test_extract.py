"""Claims: subjects across clauses, predicates with negation, and the scenario a text fixes."""
import pytest

from grader.extract.extractor import extract
from grader.extract.mentions import find_mentions


def claims(text):
    return extract(text).claims


def test_subject_by_dimension_and_distance():
    c = claims("The network round trip is 80 ms, and the tokenizer costs 1 us per token.")
    subjects = {x.text: x.subject for x in c if x.kind == "quantity"}
    assert subjects == {"80 ms": "network", "1 us per token": "tokenizer"}


def test_negation_and_hedge():
    c = claims("It's not the network. The tokenizer isn't the bottleneck either, I think.")
    preds = [x for x in c if x.kind == "predicate"]
    assert [(p.subject, p.predicate, p.negated) for p in preds] == [
        ("network", "dominant", True), ("tokenizer", "dominant", True)]
    assert preds[1].hedged


def test_conjoined_subjects():
    p = next(x for x in claims("The delay must come from the network and the tokenizer.") if x.kind == "predicate")
    assert set(p.subjects) == {"network", "tokenizer"}


def test_partial_attribution_is_not_dominance():
    assert not [x for x in claims("A noticeable part of the delay came from the link.") if x.kind == "predicate"]


def test_scenario_from_text():
    e = extract("We serve Llama-2-7B in int4 on two 4090s; p50 is 9 s for a 300-token answer at batch 16.")
    assert e.scenario == {"model": "llama-2-7b", "precision": "int4", "hardware": "rtx-4090", "gpus": 2,
                          "output_tokens": 300, "observed_latency_s": 9.0, "batch": 16}


def test_mentions_with_counts():
    found = {(m.kind, m.id, m.count) for m in find_mentions("8xH100, eight A100s, an H200, Mixtral 8x7B, a 70B model")}
    assert ("hardware", "h100-sxm", 8) in found and ("hardware", "a100-80gb", 8) in found
    assert ("hardware", "h200", None) in found  # an article names a device, not a count
    assert ("model", "mixtral-8x7b", None) in found and ("model", "llama-3-70b", None) in found


def test_curly_apostrophes():
    p = next(x for x in claims("It’s not the network.") if x.kind == "predicate")
    assert p.negated and p.subject == "network"


@pytest.mark.parametrize("text, span", [
    ("Decode: 500 tokens at about 20 ms each = 10 s.", "about 20 ms"),
    ("A forward pass on a big model at batch size one takes ~20 ms.", "~20 ms"),
    ("500 forward passes x 20 ms = 10 seconds.", "20 ms"),
    ("The user sees a time-per-output-token of roughly 10-20 ms.", "roughly 10-20 ms"),
])
def test_a_time_per_decode_step_is_a_time_per_token(text, span):
    claim = next(c for c in extract(text).claims if c.text == span)
    assert claim.dimension == "time_per_token"


@pytest.mark.parametrize("text, span", [
    ("Summaries average 250 tokens, so ~8 s each.", "~8 s"),
    ("The network round trip is 50 ms each way.", "50 ms"),
])
def test_each_that_counts_answers_or_directions_is_not_per_token(text, span):
    claim = next(c for c in extract(text).claims if c.text == span)
    assert claim.dimension == "time"


def test_half_a_thousand_is_five_hundred():
    claims = extract("Half a thousand tokens at ~50 tok/s is ten seconds.").claims
    assert not [c for c in claims if c.kind == "arithmetic" and c.verdict == "error"]
    from grader import grade
    assert grade("Half a thousand tokens at ~50 tok/s is ten seconds.").score == 100


@pytest.mark.parametrize("text, subject", [("It's 100% network.", "network"),
                                           ("Maybe 30% network, 30% tokenization.", "network")])
def test_a_share_named_by_the_component_after_it(text, subject):
    shares = [c for c in extract(text).claims if c.kind == "share"]
    assert shares and shares[0].subject == subject


@pytest.mark.parametrize("text", ["We hit 99% network uptime.", "Roughly 40% the model, the rest elsewhere."])
def test_percentages_that_are_no_share_of_the_wall_clock(text):
    assert not [c for c in extract(text).claims if c.kind == "share"]


@pytest.mark.parametrize("text", ["Decode is most of it and the rest is rounding error.",
                                  "It is 95% decode, the rest is noise."])
def test_what_is_said_of_the_rest_is_not_said_of_decode(text):
    from grader import grade
    assert not grade(text).annotations


def test_a_labelled_budget_line_total_is_that_components_total():
    claims = extract("Network RTT: ~50 ms. Detokenize: ~0.5 ms total. Sum: ~9.5 s.").claims
    assert next(c for c in claims if c.text == "~0.5 ms").subject == "tokenizer"


@pytest.mark.parametrize("text, value", [("Tokenization adds another second or two.", (1.0, 2.0)),
                                         ("Tokenization maybe another second.", (1.0, 1.0))])
def test_another_second_is_one_more_second(text, value):
    claim = next(c for c in extract(text).claims if c.dimension == "time")
    assert claim.subject == "tokenizer" and (claim.value.lo, claim.value.hi) == value


def test_another_second_look_is_no_time():
    assert not extract("Give it another second look.").claims


def test_the_main_reason_is_a_claim_of_dominance():
    from grader import grade
    flagged = grade("Honestly, the tokenizer is the main reason replies are slow.").annotations
    assert [a.rule for a in flagged] == ["minor-component-dominates"]
    assert not grade("Decode is the main reason the reply takes 10 s.").annotations


@pytest.mark.parametrize("text", [
    "At batch 1, reading the cache adds only a few percent to per-token decode time.",  # a part grows
    "Someone's batched benchmark on that card reported thousands of tok/s.",  # someone else's figure
    "Profiling showed the JSON parse of the response body took 3 ms.",  # a step, not the request
    "DNS, TCP and TLS 1.3 cost about three round trips.",  # right with the DNS look-up the model lacks
])
def test_figures_that_are_not_the_claim_they_look_like(text):
    from grader import grade
    assert not grade(text).annotations


def test_a_lan_is_a_network_path():
    from grader import grade
    flagged = grade("Over the LAN the round trip is 80 ms.").annotations
    assert [a.rule for a in flagged] == ["network-round-trip"] and "0.01-1 ms" in flagged[0].message
    assert not grade("Over the LAN the round trip is 0.3 ms.").annotations


@pytest.mark.parametrize("text, rule", [
    ("Decode is FLOP-limited on these cards.", "decode-compute-bound"),
    ("Decode is limited by arithmetic, so buying GPUs with more FLOPs is the fix.", "decode-compute-bound"),
    ("Transatlantic round trips are about 300 ms.", "network-round-trip"),
])
def test_more_ways_to_say_it(text, rule):
    from grader import grade
    assert [a.rule for a in grade(text).annotations] == [rule]


@pytest.mark.parametrize("text", ["TCP and TLS take three round trips of 50 ms, 150 ms in all.",
                                  "The TLS handshake takes one round trip."])
def test_tls_without_a_version_takes_one_or_two_round_trips(text):
    from grader import grade
    assert not grade(text).annotations


def test_gpu_serving_in_a_text_about_groq_is_checked_against_gpus():
    from grader import grade
    text = ("Why is Groq so fast? Most GPU serving of Llama-2-70B lands somewhere between 10 and 66 tokens per second "
            "per user. Groq's LPU keeps weights in on-chip SRAM, and public benchmarks measured around 185 tok/s.")
    assert not grade(text).annotations


def test_the_texts_own_path_named_after_the_figure_still_applies():
    from grader import grade
    assert not grade("Ping from my desk to the box is 0.3 ms, so don't bother blaming the LAN.").annotations


def test_bytes_right_after_a_model_or_precision_are_its_weights():
    from grader import grade
    text = ("On an M2 Max (400 GB/s unified memory), Llama-2-7B in F16 (~13.5 GB) runs at roughly 24 tok/s, and the "
            "Q4_0 quant (~3.8 GB) at around 60 tok/s.")
    assert not grade(text).annotations
    assert [a.rule for a in grade("Llama-2-7B in F16 (~40 GB) runs on an M2 Max.").annotations] == ["weight-bytes"]


def test_a_setup_named_past_than_belongs_to_the_comparison():
    from grader import grade
    text = ("Running the 4-bit build of Llama-3-8B on an RTX 4090, the weights are only ~4.5 GB, so each token reads "
            "far less memory than the ~16 GB bf16 version.")
    assert not grade(text).annotations


@pytest.mark.parametrize("text, flagged", [
    ("Modern GPUs generate tokens in microseconds.", True),
    ("Tokenization takes microseconds.", False),
    ("The network round trip takes milliseconds.", False),
    ("Latency is measured in milliseconds.", False),
])
def test_a_time_unit_with_no_number_is_a_magnitude(text, flagged):
    from grader import grade
    assert bool(grade(text).annotations) == flagged


@pytest.mark.parametrize("text", ["Adding more concurrent users raises the per-user speed, because the GPU is busier.",
                                  "Batching will push each stream closer to that 200 tok/s ceiling."])
def test_batching_that_speeds_up_each_user(text):
    from grader import grade
    assert [a.rule for a in grade(text).annotations] == ["batching-speeds-up-one-request"]


def test_memory_bandwidth_barely_matters_is_a_compute_bound_claim():
    from grader import grade
    flagged = grade("For decode, memory bandwidth barely matters; it's all about FLOPs.").annotations
    assert [a.rule for a in flagged] == ["decode-compute-bound"]
    assert not grade("For prefill, memory bandwidth isn't the bottleneck.").annotations


@pytest.mark.parametrize("text", [
    "running mistral 7b q4 on my laptop cpu (8 cores, ddr5 dual channel ~90 GB/s), getting ~12 t/s.",
    "Our P100 cluster decodes Llama-2-7B at 25 tok/s.",
    "reminder: 1 ms/token = 1000 tok/s. 20 ms/token = 50 tok/s. nobody's network is 10 s.",
    "KV = 2 × 32 layers × 8 kv heads × 128 dim × 2 bytes = 128 KiB/token → 1 GiB total.",
    "A 4G round trip is commonly 50-100 ms, and on 3G it can be several hundred ms.",
    "Our T4 runs Llama-2-7B fp16 and we get only 18 tok/s.",
])
def test_nothing_to_flag_in_setups_the_default_does_not_fit(text):
    from grader import grade
    assert not grade(text).annotations


def test_a_component_speed_in_two_units_is_still_checked():
    from grader import grade
    assert {a.rule for a in grade("The tokenizer costs 2 ms per token = 500 tok/s.").annotations} == {
        "tokenizer-per-token-cost", "tokenizer-rate"}
    assert [a.rule for a in grade("Decode is subsecond; the tokenizer runs on the CPU.").annotations] == [
        "decode-not-subsecond"]


def test_your_problem_is_names_the_cause():
    from grader import grade
    assert [a.rule for a in grade("Your problem is the handshake.").annotations] == ["minor-component-dominates"]
    assert not grade("The tokenizer decodes ids back to text in microseconds.").annotations


@pytest.mark.parametrize("text, count", [
    ("13B fp16 with TP=2 got it to 13.5 ms/token.", 2),
    ("With tensor parallelism of 4 it does 30 ms per token.", 4),
    ("An 8-way tensor parallel deployment does 25 ms per token.", 8),
    ("On a single card it decodes at 40 tok/s.", 1),
])
def test_parallel_degree_and_single_card_are_device_counts(text, count):
    rate = next(x for x in claims(text) if x.kind == "quantity")
    assert rate.device_count == count


def test_a_speed_above_the_bandwidth_ceiling_is_flagged_and_shows_the_ceiling():
    from grader import grade
    a = grade("Llama-2-13B in fp16 on a single RTX 4090 will decode at ~75 tok/s.").annotations
    assert [x.rule for x in a] == ["decode-rate"]
    assert "Hard ceiling" in a[0].derivation
    # no ceiling when the text leaves the precision open to quantization, or decodes speculatively
    assert not grade("Llama-2-13B on a single RTX 4090, quantized, decodes at ~75 tok/s.").annotations
    assert not grade("Llama-2-13B in fp16 on one RTX 4090 with a draft model streams ~75 tok/s.").annotations


def test_device_counts_and_precisions_said_in_words():
    from grader.extract.mentions import find_mentions
    assert [(m.id, m.count) for m in find_mentions("one 8-GPU H100 node") if m.kind == "hardware"] == [("h100-sxm", 8)]
    assert [m.id for m in find_mentions("Llama-2-70B quantised to 4 bits") if m.kind == "precision"] == ["int4"]
    assert [m.id for m in find_mentions("client and API are both in us-east-1") if m.kind == "network"] == ["same-region"]


def test_a_labelled_quoted_answer_is_the_answer_not_reported_speech():
    text = "Interview answer: 'Serve Llama-2-70B in fp16 on a single A100-80GB; the weights are about 70 GB.'"
    assert any(c.text == "about 70 GB" for c in claims(text))
    assert not any(c.text == "about 70 GB" for c in claims("My colleague said 'the weights are about 70 GB' yesterday."))


def test_scope_words_belong_to_the_figure_they_follow():
    c = {x.text: x for x in claims("Even 100k tokens of tokenization is on the order of 0.1 s at one to two microseconds per token.")}
    assert "per_token" not in c["on the order of 0.1 s"].scope
    c = {x.text: x for x in claims("Going from 50 ms to 5 ms of network RTT.")}
    assert "round_trip" in c["50 ms"].scope


def test_a_budget_written_one_line_a_part_is_summed():
    from grader import grade
    text = ("Estimate per request:\n- network RTT: 70 ms\n- tokenization: 1.2 s\n- prefill: 100–200 ms\n"
            "- decode (350 tokens @ 150 tok/s): 2.3 s\n- total: ≈ 1.5 s")
    sums = [c for c in grade(text).claims if c.kind == "arithmetic"]
    assert [(c.text, c.verdict) for c in sums] == [("≈ 1.5 s", "error")]
    assert sums[0].parts["sum"].lo == pytest.approx(3.67)
    table = "| part | time |\n|---|---|\n| network | 70 ms |\n| prefill | 100-200 ms |\n| decode | 8 s |\n| total | ≈ 8.2 s |"
    assert [c.verdict for c in grade(table).claims if c.kind == "arithmetic"] == ["ok"]
    # a part priced per token has no time on its line: nothing to add up
    per_token = "- network: 70 ms\n- decode: 25 ms/token\n- prefill: 0.2 s\n- total: 0.3 s"
    assert not [c for c in grade(per_token).claims if c.kind == "arithmetic"]


def test_a_reply_quoting_an_earlier_line_does_not_claim_it_again():
    thread = ("u/ops: batching makes each request faster.\n\n"
              "u/kid: > batching makes each request faster\nIt's the opposite: each stream gets a bit slower.")
    batching = [c for c in extract(thread).claims if c.subject == "batching"]
    assert [c.start for c in batching] == [thread.index("batching")]  # the original, not the quote


def test_reply_depth_markers_are_not_quotes():
    thread = "Gemma on an L4 takes 40 s.\n\n> reply: 500 tokens should be like 5 seconds on an L4."
    assert any(c.text == "like 5 seconds" for c in extract(thread).claims)  # ">" marks depth: nothing said before
