"""grader report: the text summary and the self-contained HTML page, rendered in a real browser when one is here."""
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from grader.batch.aggregate import aggregate
from grader.batch.runner import Options, run_batch
from grader.cli import main

SEED = (Path(__file__).parent / "data" / "seed.txt").read_text()
ARTIFACTS = Path(__file__).parent / "artifacts"


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("report")
    rows = [{"id": "seed", "text": SEED},
            {"id": "good", "text": "Decode dominates: 500 tokens at 50 tok/s is 10 s. The network is about 40 ms."},
            {"id": "rtt", "text": "The network round trip is 900 ms, so that is where the time goes."},
            {"id": "empty", "text": ""}]
    source = tmp / "in.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp / "out.jsonl"
    run_batch(Options(input=str(source), out=str(out), workers=1, progress=False))
    with open(out, "a") as handle:
        handle.write('{"id": "torn", "sco')  # a torn tail must not break the report
    return out


def test_aggregate_counts_rules_points_and_keeps_the_lowest(results):
    agg = aggregate(results, keep_lowest=2)
    assert agg.graded == 3 and agg.failed == 1 and agg.unreadable == 1
    assert agg.rules["tokenizer-per-token-cost"] == 1 and agg.categories["network_rtt"] >= 1
    assert set(agg.points) >= {"decode-dominates", "budget-adds-up"}
    assert sum(agg.points["decode-dominates"].values()) == 3
    lowest = sorted(agg.lowest, key=lambda e: (e.rank, e.line))
    assert len(lowest) == 2 and lowest[0].id == "seed"


def test_text_report(results, capsys):
    assert main(["report", str(results)]) == 0
    out = capsys.readouterr().out
    assert "3 graded, 1 failed" in out and "tokenizer-per-token-cost" in out and "decode-dominates" in out


def test_html_report_is_self_contained_with_charts_and_marked_answers(results, tmp_path):
    page = tmp_path / "report.html"
    assert main(["report", str(results), "--html", str(page)]) == 0
    html = page.read_text()
    assert html.count("<svg") == 4  # scores, rules, categories, rubric coverage
    assert "Coverage of each rubric point" in html and "lowest-scoring answers" in html
    assert "<mark class='error'" in html and "tokenizer-per-token-cost" in html
    # nothing to fetch: no scripts, stylesheets, images, fonts or frames from anywhere
    assert not re.search(r"<script|<link|<img|<iframe|@import|url\((?!#)|@font-face", html)  # url(#clip) is inside
    assert not re.search(r"(src|href)\s*=\s*(?!['\"]?#)", html)
    ids = re.findall(r"\bid=\"([^\"]+)\"", html)
    assert len(ids) == len(set(ids))  # four inline SVGs in one page must not share clip-path or marker ids
    assert "<table>" in html  # every chart's numbers, for screen readers and copy-paste


def test_report_errors_are_one_line(tmp_path, capsys):
    assert main(["report", str(tmp_path / "nope.jsonl")]) == 2
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    assert main(["report", str(empty)]) == 2
    assert "no batch records" in capsys.readouterr().err


@pytest.mark.skipif(not shutil.which("chromium"), reason="Debian's chromium is not installed")
def test_html_report_renders_in_chromium(results, tmp_path):
    page = tmp_path / "report.html"
    main(["report", str(results), "--html", str(page)])
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "batch-report.png"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1100,2600", f"--screenshot={shot}",
                    page.as_uri()], capture_output=True, timeout=120, check=True)
    assert shot.stat().st_size > 50_000  # a rendered page with charts, not a blank one
