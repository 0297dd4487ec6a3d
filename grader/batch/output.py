"""The output file: append-only JSONL that survives a kill at any moment.

Each record is one complete line handed to the kernel in one write() on an O_APPEND descriptor, so a killed run
leaves whole lines, at worst followed by a torn tail if the machine itself went down mid-write. On a rerun
`resume()` reads what is there, trusts only lines that end in a newline and parse as a record, cuts off a torn
tail, and returns the keys already done so they are skipped."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Resumed:
    done: set[str] = field(default_factory=set)
    graded: int = 0
    failed: int = 0
    dropped: int = 0  # torn or unreadable lines removed (they are graded again)


def record_key(record: dict) -> str | None:
    if record.get("id") is not None:
        return f"id:{record['id']}"
    if isinstance(record.get("line"), int):
        return f"line:{record['line']}"
    return None


def _trusted(raw: bytes) -> dict | None:
    if not raw.endswith(b"\n"):
        return None
    try:
        record = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    return record if isinstance(record, dict) and record_key(record) else None


def resume(path: Path, retry_errors: bool = False) -> Resumed:
    """Scan an existing output. Lines a rerun cannot trust are removed; with `retry_errors`, so are error records
    (their inputs are graded again). A torn tail is cut off; anything else to remove means a rewrite."""
    state = Resumed()
    if not path.exists():
        return state
    removed: list[int] = []  # offsets of the lines to remove
    offset = last_start = 0
    with open(path, "rb") as handle:
        for raw in handle:
            last_start = offset
            record = _trusted(raw)
            if record is None:
                state.dropped += 1
                removed.append(offset)
            elif retry_errors and "error" in record:
                removed.append(offset)
            else:
                state.done.add(record_key(record))
                state.failed += "error" in record
                state.graded += "error" not in record
            offset += len(raw)
    if len(removed) == 1 and state.dropped == 1 and removed[0] == last_start:
        os.truncate(path, removed[0])  # the usual case: only a torn tail
    elif removed:
        _rewrite_without_bad_lines(path, retry_errors)
    return state


def _rewrite_without_bad_lines(path: Path, retry_errors: bool) -> None:
    temporary = path.with_name(path.name + ".resume-tmp")
    with open(path, "rb") as source, open(temporary, "wb") as target:
        for raw in source:
            record = _trusted(raw)
            if record is not None and not (retry_errors and "error" in record):
                target.write(raw)
        target.flush()
        os.fsync(target.fileno())
    os.replace(temporary, path)


class Appender:
    """Appends whole lines, one write() each, flushed to the kernel at once (a killed process loses nothing it
    wrote); fsync on close and every `sync_every` lines bounds what a power cut can take."""

    def __init__(self, path: Path | None, sync_every: int = 1000):
        self.path = path
        self.fd = 1 if path is None else os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self.sync_every = sync_every
        self.since_sync = 0

    def write(self, line: str) -> None:
        data = (line + "\n").encode("utf-8")
        while data:  # a regular file takes it in one write; a pipe may take it in parts
            written = os.write(self.fd, data)
            data = data[written:]
        self.since_sync += 1
        if self.path is not None and self.since_sync >= self.sync_every:
            os.fsync(self.fd)
            self.since_sync = 0

    def close(self) -> None:
        if self.path is not None:
            os.fsync(self.fd)
            os.close(self.fd)
