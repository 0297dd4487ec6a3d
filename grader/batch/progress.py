"""The progress bar on a terminal: share of the input read, answers per second, ETA, errors so far. Silent in a
pipe, with --quiet, or when the input size is unknown and stderr is not a terminal."""
from __future__ import annotations

import sys
import time

from rich.console import Console
from rich.progress import BarColumn, TaskProgressColumn, TextColumn, TimeRemainingColumn
from rich.progress import Progress as RichProgress


class Progress:
    REFRESH_S = 0.25  # rich redraws on its own thread; updating it more often than this only costs time

    def __init__(self, total_bytes: int | None, enabled: bool = True):
        console = Console(stderr=True)
        self.enabled = enabled and console.is_terminal
        self.started = time.perf_counter()
        self.last = 0.0
        self.consumed = 0
        if self.enabled:
            self.bar = RichProgress(
                TextColumn("grading"), BarColumn(), TaskProgressColumn(),
                TextColumn("{task.fields[graded]:,} graded · {task.fields[rate]:.1f}/s · "
                           "[red]{task.fields[failed]:,} errors[/]"),
                TimeRemainingColumn(), console=console, transient=False)
            self.task = self.bar.add_task("grading", total=total_bytes, graded=0, failed=0, rate=0.0)

    def __enter__(self):
        if self.enabled:
            self.bar.__enter__()
        return self

    def __exit__(self, *exc):
        if self.enabled:
            self.bar.__exit__(*exc)

    def advance(self, consumed: int | None, summary, force: bool = False) -> None:
        if not self.enabled:
            return
        if consumed is not None:
            self.consumed = consumed
        now = time.perf_counter()
        if now - self.last < self.REFRESH_S and not force:
            return
        self.last = now
        done = summary.graded + summary.failed
        self.bar.update(self.task, completed=self.consumed, graded=summary.graded, failed=summary.failed,
                        rate=done / max(now - self.started, 1e-9))


def print_summary(summary, out=None) -> None:
    out = out or sys.stderr
    rate = (summary.graded + summary.failed) / summary.seconds if summary.seconds else 0.0
    lines = [f"graded {summary.graded:,}, failed {summary.failed:,} in {summary.seconds:.1f} s "
             f"({rate:.1f} answers/s, {summary.engine})"]
    if summary.resumed:
        lines.append(f"already in the output, skipped: {summary.resumed:,}")
    if summary.dropped:
        lines.append(f"torn lines from an earlier run removed and graded again: {summary.dropped:,}")
    if summary.duplicates:
        shown = ", ".join(f"{ident!r} (line {line})" for ident, line in summary.duplicates[:5])
        more = f" and {len(summary.duplicates) - 5:,} more" if len(summary.duplicates) > 5 else ""
        lines.append(f"duplicate ids, not graded again: {len(summary.duplicates):,}: {shown}{more}")
    if summary.mean_score is not None:
        mean = f"mean score {summary.mean_score:.1f}"
        if summary.mean_answer_score is not None:
            mean += f", mean answer score {summary.mean_answer_score:.1f}"
        lines.append(mean)
    if summary.rules:
        top = ", ".join(f"{rule} {count:,}" for rule, count in summary.rules.most_common(5))
        lines.append(f"top rules: {top}")
    print("\n".join(lines), file=out)
