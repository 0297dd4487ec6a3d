"""Run a batch: stream the input, skip what the output already holds, grade in chunks on an engine with a bounded
number of chunks in flight (memory stays flat whatever the input's length), and append each result as it
comes, in input order."""
from __future__ import annotations

import hashlib
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path

from .engines import WorkerLost, make_engine
from .inputs import detect_format, open_input, read_items
from .output import Appender, resume
from .progress import Progress
from .work import Job, error_record


@dataclass
class Options:
    input: str
    out: str  # a path, or - for standard output (no resuming)
    fmt: str | None = None
    workers: int = 1
    engine: str = "local"
    scheduler: str | None = None
    chunk_size: int = 16
    retry_errors: bool = False
    progress: bool = True
    job: Job = field(default_factory=Job)


@dataclass
class Summary:
    graded: int = 0
    failed: int = 0
    resumed: int = 0  # already in the output from an earlier run: skipped
    dropped: int = 0  # torn lines an earlier run left, removed and graded again
    duplicates: list[tuple[str, int]] = field(default_factory=list)  # (id, line) of each repeat
    score_total: int = 0
    answer_total: int = 0
    answer_count: int = 0
    rules: Counter = field(default_factory=Counter)
    seconds: float = 0.0
    engine: str = "none needed"

    @property
    def mean_score(self) -> float | None:
        return self.score_total / self.graded if self.graded else None

    @property
    def mean_answer_score(self) -> float | None:
        return self.answer_total / self.answer_count if self.answer_count else None

    def add(self, stats) -> None:
        score, answer, rules = stats
        if score is None:
            self.failed += 1
            return
        self.graded += 1
        self.score_total += score
        if answer is not None:
            self.answer_total += answer
            self.answer_count += 1
        self.rules.update(rules)


def _fingerprint(key: str) -> int:
    """8 bytes per id instead of the id itself: the duplicate check costs ~60 bytes of memory per input line."""
    return int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "little")


class _Slot:
    """One chunk in flight; kept in submission order so output follows input order."""

    def __init__(self, tasks, future, attempt=0):
        self.tasks, self.future, self.attempt = tasks, future, attempt


class Runner:
    def __init__(self, options: Options):
        self.options = options
        self.summary = Summary()
        self.window: deque[_Slot] = deque()
        self.in_flight = max(2, options.workers * 4)  # enough to keep every worker busy while one chunk drains

    def run(self) -> Summary:
        opts = self.options
        fmt = detect_format(opts.input, opts.fmt)
        out_path = None if opts.out == "-" else Path(opts.out)
        done = set()
        if out_path is not None:
            state = resume(out_path, opts.retry_errors)
            self.summary.resumed, self.summary.dropped = len(state.done), state.dropped
            done = {_fingerprint(k) for k in state.done}
        stream, size = open_input(opts.input)
        items, counter = read_items(stream, fmt)
        started = time.perf_counter()
        self.engine = None  # started on the first chunk: a finished run resumes without loading any model
        self.out = Appender(out_path)
        self.progress = Progress(size, enabled=opts.progress)
        seen: set[int] = set()
        chunk = []
        try:
            with self.progress:
                for item in items:
                    self.progress.advance(counter.consumed, self.summary)
                    mark = _fingerprint(item.key)
                    if mark in seen:
                        self.summary.duplicates.append((str(item.id), item.line))
                        continue
                    seen.add(mark)
                    if mark in done:
                        continue
                    if item.problem:
                        self._write([error_record(item.line, item.id, item.problem, item.field)])
                        continue
                    chunk.append((item.line, item.id, item.text, item.scenario))
                    if len(chunk) >= opts.chunk_size:
                        self._submit(chunk)
                        chunk = []
                if chunk:
                    self._submit(chunk)
                while self.window:
                    self._drain_one()
                self.progress.advance(counter.consumed, self.summary, force=True)  # the bar ends at 100%
        finally:
            self.out.close()
            if self.engine is not None:
                self.engine.close()
            if opts.input != "-":
                stream.close()
        self.summary.seconds = time.perf_counter() - started
        return self.summary

    def _submit(self, tasks) -> None:
        if self.engine is None:
            opts = self.options
            self.engine = make_engine(opts.job, opts.workers, opts.engine, opts.scheduler)
            self.summary.engine = self.engine.name
        self.window.append(_Slot(tasks, self.engine.submit(tasks)))
        while len(self.window) > self.in_flight:
            self._drain_one()

    def _drain_one(self) -> None:
        slot = self.window[0]
        try:
            results = self.engine.result(slot.future)
        except WorkerLost as exc:
            self._recover(exc)
            return
        self.window.popleft()
        self._write(results)
        self.progress.advance(None, self.summary)

    def _recover(self, exc: WorkerLost) -> None:
        """A worker died. Every chunk in flight is lost with the pool: resubmit them on a fresh one. A chunk
        lost twice is split into single answers, and an answer that still takes a worker down with it gets an
        error record: one poisonous answer costs only itself."""
        self.engine.restart()
        pending, self.window = list(self.window), deque()
        for slot in pending:
            if slot.attempt == 0:
                self.window.append(_Slot(slot.tasks, self.engine.submit(slot.tasks), 1))
            elif len(slot.tasks) > 1:
                for task in slot.tasks:
                    self.window.append(_Slot([task], self.engine.submit([task]), 1))
            else:
                (line, ident, _, _), = slot.tasks
                self._write([error_record(line, ident, f"the worker grading this answer died twice ({exc})")])

    def _write(self, results) -> None:
        for line, stats in results:
            self.out.write(line)
            self.summary.add(stats)


def run_batch(options: Options) -> Summary:
    return Runner(options).run()
