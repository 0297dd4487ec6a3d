"""Calibrate the paraphrase layer's threshold and margin on an annotated corpus (use the dev split only).

    python -m grader.extract.calibrate corpus/dev.jsonl

Sweeps the grid, and recommends the setting with the best F1 among those whose precision is no lower than the
lexicon alone: the layer may only add recall, never cost precision.
"""
from __future__ import annotations

import sys
from pathlib import Path

from ..evaluate import evaluate, load_corpus
from .semantic import prototypes

THRESHOLDS = [0.50, 0.55, 0.58, 0.60, 0.62, 0.65, 0.68, 0.72, 1.01]  # 1.01 = layer off
MARGINS = [0.0, 0.03, 0.06, 0.10]


def sweep(path: Path) -> list[tuple[float, float, dict]]:
    items = load_corpus(path)
    data = prototypes()
    saved = data["threshold"], data["margin"]
    rows = []
    try:
        for t in THRESHOLDS:
            for m in MARGINS if t <= 1 else [0.0]:
                data["threshold"], data["margin"] = t, m
                rows.append((t, m, evaluate(items).as_dict()))
    finally:
        data["threshold"], data["margin"] = saved
    return rows


def main(argv: list[str]) -> int:
    rows = sweep(Path(argv[0]))
    base = next(r for t, m, r in rows if t > 1)
    print(f"lexicon only: precision {base['precision']:.3f} recall {base['recall']:.3f} F1 {base['f1']:.3f}")
    for t, m, r in rows:
        print(f"threshold {t:.2f} margin {m:.2f}: precision {r['precision']:.3f} recall {r['recall']:.3f} F1 {r['f1']:.3f}"
              f" ok-flagged {r['ok_claims_flagged']:.3f} clean-flagged {r['correct_texts_with_flag']:.3f}")
    ok = [(r["f1"], -t, t, m) for t, m, r in rows if t <= 1 and r["precision"] >= base["precision"]
          and r["correct_texts_with_flag"] <= base["correct_texts_with_flag"]]
    if ok:
        _, _, t, m = max(ok)
        print(f"recommended: threshold {t:.2f} margin {m:.2f}")
    else:
        print("recommended: keep the layer off (no setting keeps precision)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
