"""One self-contained HTML file for a batch: charts (matplotlib, inlined as SVG with their text kept as text and
no font files), each with its numbers in a table beside it, and the lowest-scoring answers with their flags
highlighted. Nothing is fetched when it opens."""
from __future__ import annotations

import html
import io
import re
from datetime import datetime, timezone

from .aggregate import Aggregate

# Colours with at least 4.5:1 contrast on white for text, distinguishable in the common colour-vision deficiencies
# (Okabe-Ito palette).
COVERED, WRONG, MISSING = "#009E73", "#D55E00", "#999999"
BAR = "#0072B2"
ANSWER = "#E69F00"


def _figure_svg(fig, salt: str) -> str:
    import matplotlib.pyplot as plt
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", bbox_inches="tight")
    plt.close(fig)
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg"):]  # drop the XML prolog and DOCTYPE: the SVG sits inside HTML
    # Every chart names its parts figure_1, axes_1, ... and its clip paths by hash: prefix them so the ids (and the
    # url(#...) and href="#..." that point at them) stay unique in a page holding several charts.
    svg = re.sub(r'\bid="([^"]+)"', rf'id="{salt}-\1"', svg)
    return re.sub(r'(url\(#|href="#)([^)"]+)', rf"\1{salt}-\2", svg)


def _pyplot():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.rcParams.update({"svg.fonttype": "none", "font.family": "sans-serif", "font.size": 10,
                         "axes.spines.top": False, "axes.spines.right": False})
    return plt


def _integer_ticks():
    from matplotlib.ticker import MaxNLocator
    return MaxNLocator(integer=True)  # counts of answers and flags: no 0.25 ticks


def score_chart(agg: Aggregate) -> str:
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7, 3))
    bins = list(range(0, 105, 5))
    ax.hist(list(agg.scores.keys()), bins=bins, weights=list(agg.scores.values()), color=BAR, alpha=0.85,
            label="score (correctness)")
    if agg.answer_scores:
        ax.hist(list(agg.answer_scores.keys()), bins=bins, weights=list(agg.answer_scores.values()),
                histtype="step", linewidth=2, color=ANSWER, label="answer score (correctness x coverage)")
    ax.set_xlabel("score")
    ax.set_ylabel("answers")
    ax.yaxis.set_major_locator(_integer_ticks())
    ax.legend(frameon=False, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=2)
    return _figure_svg(fig, "scores")


def bar_chart(counts: list[tuple[str, int]], xlabel: str, salt: str) -> str:
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7, 0.35 * len(counts) + 0.8))
    labels = [k for k, _ in counts][::-1]
    values = [v for _, v in counts][::-1]
    ax.barh(labels, values, color=BAR)
    ax.xaxis.set_major_locator(_integer_ticks())
    for y, v in enumerate(values):
        ax.annotate(f"{v:,}", (v, y), xytext=(3, 0), textcoords="offset points", va="center")
    ax.set_xlabel(xlabel)
    return _figure_svg(fig, salt)


def coverage_chart(agg: Aggregate) -> str:
    plt = _pyplot()
    ids = list(agg.points)
    fig, ax = plt.subplots(figsize=(7, 0.45 * len(ids) + 0.9))
    left = [0.0] * len(ids)
    for status, colour in (("covered", COVERED), ("wrong", WRONG), ("missing", MISSING)):
        shares = [agg.points[i][status] / max(1, sum(agg.points[i].values())) * 100 for i in ids]
        ax.barh(ids, shares, left=left, color=colour, label=status)
        left = [a + b for a, b in zip(left, shares)]
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("% of graded answers")
    ax.legend(frameon=False, ncol=3, loc="lower center", bbox_to_anchor=(0.5, 1.0))
    return _figure_svg(fig, "coverage")


def _table(headers: list[str], rows: list[list], caption: str) -> str:
    head = "".join(f"<th scope='col'>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return (f"<details><summary>{html.escape(caption)}</summary><table><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table></details>")


def _marked(text: str, annotations: list[dict]) -> str:
    """The answer with each flag wrapped in <mark>, its message in the title and read out after it."""
    out, at = [], 0
    for n, a in enumerate(sorted(annotations, key=lambda a: a["start"]), 1):
        if a["start"] < at:
            continue
        out.append(html.escape(text[at:a["start"]]))
        out.append(f"<mark class='{html.escape(a['severity'])}' title='{html.escape(a['message'] or '', quote=True)}'>"
                   f"{html.escape(text[a['start']:a['end']])}<sup>{n}</sup></mark>")
        at = a["end"]
    out.append(html.escape(text[at:]))
    return "".join(out)


def _answer(entry) -> str:
    score = f"score {entry.score}" + (f", answer score {entry.answer_score}" if entry.answer_score is not None else "")
    text = _marked(entry.text, entry.annotations) if entry.text else "<em>(text not in the output: run without --no-text)</em>"
    flags = "".join(
        f"<li><span class='tag {html.escape(a['severity'])}'>{n}. {html.escape(a['rule'])}</span> "
        f"{html.escape(a['message'] or '')} <span class='fix'>Correction: {html.escape(a['correction'] or '')}</span></li>"
        for n, a in enumerate(sorted(entry.annotations, key=lambda a: a["start"]), 1))
    points = "".join(f"<span class='point {html.escape(p['status'])}'>{html.escape(p['id'])}: {p['status']}</span> "
                     for p in entry.points)
    return (f"<article><h3>{html.escape(str(entry.id))} <small>(line {entry.line}; {score})</small></h3>"
            f"<p class='answer'>{text}</p>{'<ol class=flags>' + flags + '</ol>' if flags else ''}"
            f"{'<p>' + points + '</p>' if points else ''}</article>")


CSS = """
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{margin-bottom:.2rem} .meta{color:#555} figure{margin:1.5rem 0} figcaption{font-weight:600;margin-bottom:.4rem}
.cards{display:flex;gap:1rem;flex-wrap:wrap} .card{border:1px solid #ccc;border-radius:6px;padding:.6rem 1rem}
.card b{display:block;font-size:1.4rem} table{border-collapse:collapse;margin:.5rem 0}
td,th{border:1px solid #ccc;padding:.2rem .6rem;text-align:left} summary{cursor:pointer;color:#0b5394}
mark.error{background:#fbd3c1;border-bottom:2px solid #D55E00} mark.warning{background:#fff0c2;border-bottom:2px solid #9a6b00}
mark sup{font-size:.7em;margin-left:1px} article{border-top:1px solid #ddd;padding:.5rem 0}
.tag{font-family:ui-monospace,monospace;font-size:.85em;padding:0 .3rem;border-radius:3px;background:#eee}
.tag.error{background:#fbd3c1} .tag.warning{background:#fff0c2} .fix{color:#0a5c36}
.point{font-size:.8em;padding:0 .4rem;border-radius:3px;border:1px solid #ccc}
.point.covered{background:#d4f1e6} .point.wrong{background:#fbd3c1} .point.missing{background:#eee}
svg{max-width:100%;height:auto}
"""


def render(agg: Aggregate, source: str, top: int = 15) -> str:
    mean = f"{agg.mean_score:.1f}" if agg.mean_score is not None else "n/a"
    cards = [("answers graded", f"{agg.graded:,}"), ("could not be graded", f"{agg.failed:,}"),
             ("mean score", mean)]
    if agg.mean_answer_score is not None:
        cards.append(("mean answer score", f"{agg.mean_answer_score:.1f}"))
    cards.append(("flags", f"{sum(agg.rules.values()):,}"))
    parts = [f"<h1>grader batch report</h1><p class='meta'>{html.escape(source)} · generated "
             f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC</p>",
             "<div class='cards'>" + "".join(f"<div class='card'><b>{v}</b>{html.escape(k)}</div>" for k, v in cards)
             + "</div>",
             "<p class='meta'>Score = 100 × 0.75<sup>errors</sup> × 0.90<sup>warnings</sup> (correctness). Answer score "
             "= score × coverage, the weighted share of the rubric's key points the answer makes correctly; a point "
             "the answer gets wrong earns nothing.</p>"]
    if agg.graded:
        parts.append("<figure><figcaption>Score distribution</figcaption>" + score_chart(agg)
                     + _table(["score", "answers"], sorted(agg.scores.items()), "the numbers") + "</figure>")
    if agg.rules:
        rules = agg.rules.most_common(top)
        parts.append(f"<figure><figcaption>Most frequent errors by rule (top {len(rules)})</figcaption>"
                     + bar_chart(rules, "flags", "rules")
                     + _table(["rule", "category", "flags"], [[r, agg.rule_category[r], n] for r, n in rules],
                              "the numbers") + "</figure>")
        cats = agg.categories.most_common()
        parts.append("<figure><figcaption>Errors by category</figcaption>" + bar_chart(cats, "flags", "categories")
                     + _table(["category", "flags"], cats, "the numbers") + "</figure>")
    if agg.points:
        rows = [[p, agg.point_says.get(p, ""), agg.points[p]["covered"], agg.points[p]["wrong"],
                 agg.points[p]["missing"], f"{agg.coverage(p) * 100:.1f}%"] for p in agg.points]
        parts.append(f"<figure><figcaption>Coverage of each rubric point ({html.escape(agg.rubric or '')})"
                     "</figcaption>" + coverage_chart(agg)
                     + _table(["point", "says", "covered", "wrong", "missing", "coverage"], rows, "the numbers")
                     + "</figure>")
    if agg.errors:
        parts.append("<h2>Inputs that could not be graded</h2>"
                     + _table(["message", "inputs"], agg.errors.most_common(20), f"{agg.failed:,} inputs"))
    if agg.lowest:
        lowest = sorted(agg.lowest, key=lambda e: (e.rank, e.line))
        parts.append(f"<h2>The {len(lowest)} lowest-scoring answers</h2>" + "".join(_answer(e) for e in lowest))
    return ("<!doctype html><html lang='en'><head><meta charset='utf-8'>"
            "<meta name='viewport' content='width=device-width,initial-scale=1'>"
            f"<title>grader batch report</title><style>{CSS}</style></head><body><main>"
            + "".join(parts) + "</main></body></html>")
