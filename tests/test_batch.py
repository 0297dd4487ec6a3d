"""grader batch: input parsing, crash-safe output, resuming, duplicates, and a real kill -9 mid-run."""
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from grader.batch.inputs import read_csv, read_jsonl
from grader.batch.output import resume
from grader.batch.runner import Options, run_batch
from grader.cli import main

SEED = (Path(__file__).parent / "data" / "seed.txt").read_text()


def answers(n: int, start: int = 0) -> list[dict]:
    """Distinct answers, some right and some wrong, so every output record is different."""
    out = []
    for i in range(start, start + n):
        rate, rtt = 30 + (i * 7) % 150, 5 + (i * 13) % 400
        out.append({"id": f"a{i}", "text": f"Decode runs at about {rate} tok/s per request and takes most of the time; "
                                           f"the network round trip is {rtt} ms."})
    return out


def write_jsonl(path: Path, rows) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def lines(text: str):
    return iter(line.encode() for line in text.splitlines(keepends=True))


# --- input -----------------------------------------------------------------------------------------------------

def test_jsonl_items_name_what_is_wrong_with_each_line():
    items = list(read_jsonl(lines('{"id": 1, "text": "a"}\n\n{oops\n{"text": "no id"}\n{"id": "x", "text": ""}\n'
                                  '{"id": "y", "text": 7}\n{"id": "z", "text": "t", "scenario": [1]}\n[1, 2]\n')))
    assert [(i.line, i.field) for i in items] == [(1, None), (3, None), (4, "id"), (5, "text"), (6, "text"),
                                                  (7, "scenario"), (8, None)]
    assert items[0].problem is None and items[0].id == 1 and items[0].key == "id:1"
    assert "not valid JSON" in items[1].problem and items[1].key == "line:3"
    assert items[2].problem == "missing 'id'"
    assert items[3].problem == "'text' is empty"
    assert "must be a string" in items[4].problem
    assert "must be an object" in items[5].problem
    assert "expected a JSON object" in items[6].problem


def test_csv_reads_quoted_multiline_text_and_scenario_columns():
    text = 'id,text,model,output_tokens\n7,"Decode is slow.\nVery slow, really.",llama-3-70b,500\n8,plain,,\n'
    items = list(read_csv(lines(text)))
    assert [i.id for i in items] == ["7", "8"]
    assert items[0].text == "Decode is slow.\nVery slow, really."
    assert items[0].scenario == {"model": "llama-3-70b", "output_tokens": "500"}
    assert items[0].line == 2 and items[1].line == 4  # the record's first line in the file
    assert items[1].scenario == {}


def test_csv_without_an_id_column_is_a_clear_error():
    with pytest.raises(ValueError, match="no 'id' column"):
        list(read_csv(lines("name,text\nx,y\n")))


# --- the output file -------------------------------------------------------------------------------------------

def test_resume_cuts_a_torn_tail_and_trusts_only_whole_lines(tmp_path):
    out = tmp_path / "out.jsonl"
    out.write_bytes(b'{"id": "a", "score": 100}\n{"id": "b", "error": {"message": "x"}}\n{"id": "c", "sco')
    state = resume(out)
    assert state.done == {"id:a", "id:b"} and state.graded == 1 and state.failed == 1 and state.dropped == 1
    assert out.read_bytes().endswith(b'"x"}}\n')


def test_resume_rewrites_around_a_bad_line_and_can_retry_errors(tmp_path):
    out = tmp_path / "out.jsonl"
    out.write_bytes(b'{"id": "a", "score": 1}\nnot json\n{"id": "b", "error": {"message": "x"}}\n{"id": 3, "score": 2}\n')
    state = resume(out, retry_errors=True)
    assert state.done == {"id:a", "id:3"} and state.dropped == 1
    assert [r["id"] for r in records(out)] == ["a", 3]


# --- runs ------------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def small_run(tmp_path_factory):
    """One in-process run over good answers, bad lines and a repeated id."""
    tmp = tmp_path_factory.mktemp("batch")
    rows = answers(6) + ['{"id": "broken", "text": ', {"id": "a2", "text": "a repeat of a2"},
                         {"id": "s1", "text": "Decode is 5 ms per token.", "scenario": {"model": "gpt-9000"}},
                         {"id": "seed", "text": SEED}]
    source = write_jsonl(tmp / "in.jsonl", rows)
    out = tmp / "out.jsonl"
    summary = run_batch(Options(input=str(source), out=str(out), workers=1, progress=False))
    return source, out, summary


def test_every_input_appears_once_with_errors_as_records(small_run):
    _, out, summary = small_run
    got = records(out)
    assert Counter(r["id"] for r in got) == Counter(["a0", "a1", "a2", "a3", "a4", "a5", None, "s1", "seed"])
    broken = next(r for r in got if r["id"] is None)
    assert broken["line"] == 7 and "not valid JSON" in broken["error"]["message"]
    bad_model = next(r for r in got if r["id"] == "s1")
    assert bad_model["error"]["field"] == "scenario.model" and "gpt-9000" in bad_model["error"]["message"]
    assert summary.graded == 7 and summary.failed == 2
    assert summary.duplicates == [("a2", 8)]  # reported, not graded again, not merged


def test_records_carry_the_report_the_rubric_and_the_text(small_run):
    _, out, _ = small_run
    seed = next(r for r in records(out) if r["id"] == "seed")
    assert seed["schema_version"] == "1" and seed["text"] == SEED and seed["line"] == 10
    assert {a["rule"] for a in seed["annotations"]} >= {"tokenizer-per-token-cost", "decode-not-subsecond"}
    points = {p["id"]: p for p in seed["rubric"]["points"]}
    assert points["decode-dominates"]["status"] == "wrong"  # "decode is subsecond" earns nothing
    assert points["tokenization-microseconds"]["status"] == "wrong"
    assert seed["answer_score"] == round(seed["score"] * seed["rubric"]["coverage"])


def test_a_rerun_of_a_finished_batch_grades_nothing(small_run):
    source, out, _ = small_run
    before = out.read_bytes()
    summary = run_batch(Options(input=str(source), out=str(out), workers=1, progress=False))
    assert summary.graded == summary.failed == 0 and summary.resumed == 9
    assert summary.engine == "none needed"  # not even the models were loaded
    assert out.read_bytes() == before


def test_cli_exit_status_and_usage_errors(tmp_path, capsys):
    source = write_jsonl(tmp_path / "in.jsonl", answers(2))
    assert main(["batch", str(source), "--out", str(tmp_path / "out.jsonl"), "--workers", "1", "--quiet"]) == 0
    assert main(["batch", str(tmp_path / "missing.jsonl"), "--out", str(tmp_path / "o.jsonl")]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["batch", str(source), "--out", str(tmp_path), "--quiet"]) == 2
    assert main(["batch", str(source), "--out", str(tmp_path / "o2.jsonl"), "--rubric", "nope"]) == 2
    assert "unknown rubric 'nope'" in capsys.readouterr().err
    weird = tmp_path / "in.txt"
    weird.write_text("x")
    assert main(["batch", str(weird), "--out", str(tmp_path / "o3.jsonl")]) == 2
    assert "--format" in capsys.readouterr().err


def test_csv_batch_with_scenario_columns_and_the_summary(tmp_path, capsys):
    source = tmp_path / "in.csv"
    source.write_text('id,text,output_tokens\nq1,"Decode takes 0.5 s, so the network must be the problem.",500\n'
                      'q2,"The round trip is about 40 ms.",\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(source), "--out", str(out), "--workers", "1", "--rubric", "none"]) == 0
    got = {r["id"]: r for r in records(out)}
    assert got["q1"]["scenario"]["output_tokens"] == 500
    assert got["q1"]["scenario"]["provenance"]["output_tokens"] == "request"
    assert "rubric" not in got["q1"]
    err = capsys.readouterr().err
    assert "graded 2, failed 0" in err and "top rules:" in err


# --- kill -9 and resume ----------------------------------------------------------------------------------------

def test_kill_minus_nine_mid_run_then_rerun_grades_every_id_exactly_once(tmp_path):
    """A real run on 2 worker processes is killed (the whole process group) once it has written some lines; a torn
    line is appended as a crash mid-write would leave it; the same command then finishes the job."""
    rows = answers(240)
    source = write_jsonl(tmp_path / "in.jsonl", rows)
    out = tmp_path / "out.jsonl"
    command = [sys.executable, "-m", "grader", "batch", str(source), "--out", str(out), "--workers", "2",
               "--chunk-size", "4", "--quiet"]
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    run = subprocess.Popen(command, env=env, start_new_session=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and run.poll() is None:
            if out.exists() and out.read_bytes().count(b"\n") >= 30:
                break
            time.sleep(0.05)
        assert run.poll() is None, f"the run ended before it could be killed: {run.stderr.read().decode()[-500:]}"
        os.killpg(run.pid, signal.SIGKILL)
    finally:
        run.wait(timeout=30)
    written = out.read_bytes().count(b"\n")
    assert 30 <= written < len(rows)
    with open(out, "ab") as handle:  # what a crash inside write() (or a power cut) could leave
        handle.write(b'{"id": "a239", "line": 240, "schema_version": "1", "sco')
    finished = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert finished.returncode == 0, finished.stderr
    got = records(out)  # every line parses: the torn one is gone
    assert Counter(r["id"] for r in got) == Counter(r["id"] for r in rows)
    assert all("error" not in r for r in got)
    # what the rerun graded is what an uninterrupted run grades
    from grader import grade
    by_id = {r["id"]: r for r in got}
    for row in (rows[0], rows[written + 5], rows[-1]):
        assert by_id[row["id"]]["score"] == grade(row["text"]).score


# --- Dask ------------------------------------------------------------------------------------------------------

def test_dask_local_cluster_gives_the_same_records_and_resumes(tmp_path):
    pytest.importorskip("distributed")
    rows = answers(12) + ['{"id": "broken"']
    source = write_jsonl(tmp_path / "in.jsonl", rows)
    local, dask = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    run_batch(Options(input=str(source), out=str(local), workers=1, progress=False))
    done = next(line for line in local.read_text().splitlines() if json.loads(line)["id"] == "a0")
    dask.write_text(done + "\n")  # one answer already done: the Dask run must skip it
    summary = run_batch(Options(input=str(source), out=str(dask), workers=1, engine="dask", progress=False))
    assert summary.engine == "dask" and summary.resumed == 1 and summary.graded == 11 and summary.failed == 1
    assert sorted(records(dask), key=lambda r: r["line"]) == sorted(records(local), key=lambda r: r["line"])
