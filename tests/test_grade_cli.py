import pytest
import json
from pathlib import Path

from grader.cli import main

DATA = Path(__file__).parent / "data"
CORPUS = Path(__file__).resolve().parent.parent / "corpus"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_grade_text_marks_and_corrects(capsys):
    code, out, _ = run(capsys, "grade", str(DATA / "seed.txt"))
    assert code == 0
    assert "one to two milliseconds per token" in out and "Correction:" in out and "Corrected budget" in out


def test_grade_json_is_the_contract(capsys):
    code, out, _ = run(capsys, "grade", str(DATA / "seed.txt"), "--format", "json", "--output-tokens", "500")
    report = json.loads(out)
    assert report["schema_version"] == "1" and 0 <= report["score"] <= 100
    text = (DATA / "seed.txt").read_text()
    for a in report["annotations"]:
        assert text[a["start"]:a["end"]] == a["text"]
        assert {"rule", "category", "severity", "message", "correction", "derivation"} <= set(a)
    assert report["scenario"]["provenance"]["output_tokens"] == "request"
    assert {c["name"] for c in report["budget"]["components"]} >= {"decode", "network"}


def test_grade_missing_file_is_one_line(capsys):
    code, out, err = run(capsys, "grade", "/nonexistent/file.txt")
    assert code == 2 and "no such file" in err and err.count("\n") == 1


def test_rules_list_and_test(capsys):
    code, out, _ = run(capsys, "rules", "list", "--format", "json")
    assert code == 0 and any(r["id"] == "tokenizer-per-token-cost" for r in json.loads(out))
    code, out, _ = run(capsys, "rules", "test")
    assert code == 0 and out.strip().endswith("0 failed")


def test_eval_reports_metrics(capsys):
    code, out, _ = run(capsys, "eval", str(CORPUS / "dev.jsonl"), "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["texts"] > 50
    assert {"precision", "recall", "f1", "ok_claims_flagged", "correct_texts_with_flag", "recall_per_category"} <= set(data)


def test_eval_bad_corpus_is_a_clear_error(capsys, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "text": "abc", "errors": [{"quote": "zzz", "category": "arithmetic"}]}\n')
    code, _, err = run(capsys, "eval", str(bad))
    assert code == 2 and "quote not in text" in err


@pytest.mark.parametrize("line, message", [
    ('{"id": 1, "text": 5}', "field 'text' must be a string"),
    ("[1, 2]", "expected a JSON object"),
    ('{"id": "a", "text": "x", "errors": "none"}', "field 'errors' must be a list"),
    ('{"id": "a", "text": "x", "ok": [{"quote": 3}]}', "field 'ok' must be a list"),
])
def test_eval_wrong_types_are_clear_errors(capsys, tmp_path, line, message):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(line + "\n")
    code, _, err = run(capsys, "eval", str(bad))
    assert code == 2 and message in err and "Traceback" not in err
