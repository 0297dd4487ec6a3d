"""Broken rule packs fail with one clear message naming the file, the rule and the field."""
import pytest

from grader.rules_engine.loader import RuleFileError, load_pack

GOOD = """
pack: t
rules:
  - id: r1
    category: network_rtt
    description: d
    check: range
    match: {subjects: [network], dimensions: [time]}
    fact: network.rtt
    tolerance: {default: 2}
    message: m
    correction: c
    examples: {flag: [{text: "x", span: "x"}], ok: ["y"]}
"""


def write(tmp_path, body):
    path = tmp_path / "pack.yaml"
    path.write_text(body)
    return path


def test_good_pack_loads(tmp_path):
    assert load_pack(write(tmp_path, GOOD)).rules[0].id == "r1"


@pytest.mark.parametrize("change, field", [
    (("category: network_rtt", "category: nonsense"), "category"),
    (("fact: network.rtt", "fact: network.warp"), "fact"),
    (("tolerance: {default: 2}", "tolerance: {default: 0.5}"), "tolerance.default"),
    (("examples: {flag: [{text: \"x\", span: \"x\"}], ok: [\"y\"]}", "examples: {ok: [\"y\"]}"), "(rule)"),
    (("check: range", "check: eval"), "check"),
    (("    message: m\n", "    message: m\n    code: \"__import__('os')\"\n"), "code"),
])
def test_broken_pack_names_file_rule_field(tmp_path, change, field):
    body = GOOD.replace(*change)
    with pytest.raises(RuleFileError) as err:
        load_pack(write(tmp_path, body))
    message = str(err.value)
    assert "pack.yaml" in message and "rule 'r1'" in message and f"field '{field}'" in message


def test_invalid_yaml_is_a_clear_error(tmp_path):
    with pytest.raises(Exception) as err:
        load_pack(write(tmp_path, "pack: [unclosed"))
    assert "pack.yaml" in str(err.value) and "invalid YAML" in str(err.value)
