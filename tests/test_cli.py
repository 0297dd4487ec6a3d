import json

import pytest

from grader.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_budget_text_default(capsys):
    code, out, _ = run(capsys, "budget")
    assert code == 0
    for word in ("decode", "network", "prefill", "tokenizer", "Derivations", "190 tok/s"):
        assert word in out


def test_budget_json_contract(capsys):
    code, out, _ = run(capsys, "budget", "--format", "json", "--model", "llama-2-7b", "--hardware", "a100-80gb",
                       "--gpus", "1", "--precision", "bf16")
    assert code == 0
    data = json.loads(out)
    d = data["decode"]
    for key in ("bound_tok_s", "tok_s", "ms_per_token", "seconds", "bound", "arithmetic_intensity", "ridge_point"):
        assert key in d
    assert set(d["tok_s"]) == {"lo", "hi"} and d["bound"] == "memory"
    for part in ("prefill", "network", "tokenizer", "total"):
        assert set(data[part]["seconds"]) == {"lo", "hi"}
    assert {c["name"] for c in data["components"]} >= {"decode", "network", "prefill", "tokenizer"}
    assert "aggregate_tok_s" in data["throughput"]
    assert {"weights_bytes", "kv_bytes_per_token", "fits"} <= set(data["memory"])
    assert data["scenario"]["provenance"]["model"] == "request"
    assert data["decode"]["bound_tok_s"] == pytest.approx(2039e9 / (6.738e9 * 2 + 512 * 1024 * 450), rel=1e-6)


@pytest.mark.parametrize("argv, needle", [
    (["--hardware", "h1000"], "closest known: h100-sxm"),
    (["--model", "lama 9"], "unknown model"),
    (["--gpus", "0"], "--gpus"),
    (["--gpus", "two"], "--gpus"),
    (["--network", "moon"], "unknown network path"),
    (["--observed", "soon"], "--observed"),
    (["--format", "xml"], "--format"),
    (["--batch", "-1"], "--batch"),
])
def test_bad_flags_one_line_exit_2(capsys, argv, needle):
    code, out, err = run(capsys, "budget", *argv)
    assert code == 2 and out == ""
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err


def test_validate_table(capsys):
    code, out, _ = run(capsys, "validate")
    assert code == 0 and "gptfast-a100-7b-bf16" in out
