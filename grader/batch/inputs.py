"""Read a batch input, one record at a time: JSONL (`{"id", "text", "scenario"?}`) or CSV (`id`, `text`, and
optionally a `scenario` column of JSON or one column per scenario field). Never holds more than one record.

A record that cannot be graded (bad JSON, no id, no text) comes back as an Item with `problem` set, so the run
writes an error record for it and goes on."""
from __future__ import annotations

import csv
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Iterator

from ..physics import ScenarioSpec

SCENARIO_FIELDS = tuple(ScenarioSpec.model_fields)
# CSV cells: a field as large as a long answer must pass (the csv module's default cap is 128 KiB).
csv.field_size_limit(16 * 1024 * 1024)


@dataclass
class Item:
    line: int  # 1-based line (JSONL) or record start line (CSV) in the input
    id: Any = None  # as given: a string or an integer
    text: str | None = None
    scenario: dict = field(default_factory=dict)
    problem: str | None = None
    field: str | None = None  # the input field the problem is in

    @property
    def key(self) -> str:
        """Identity for resuming and duplicate checks: the id as text (a CSV's "7" and a JSONL's 7 are one id);
        a record without a usable id is known by its line."""
        return f"id:{self.id}" if self.id is not None else f"line:{self.line}"


def detect_format(path: str, explicit: str | None) -> str:
    if explicit:
        return explicit
    suffix = Path(path).suffix.lower()
    if suffix == ".csv":
        return "csv"
    if suffix in (".jsonl", ".ndjson", ".json", ".jsonlines"):
        return "jsonl"
    if path == "-":
        return "jsonl"
    raise ValueError(f"{path}: cannot tell the format from the name; use --format jsonl or --format csv")


class ByteCounter:
    """Wraps a binary stream; counts bytes consumed so progress can be shown against the file size."""

    def __init__(self, stream: IO[bytes]):
        self.stream = stream
        self.consumed = 0

    def __iter__(self) -> Iterator[bytes]:
        for raw in self.stream:
            self.consumed += len(raw)
            yield raw


def _check(item: Item, record: Any) -> Item:
    if not isinstance(record, dict):
        item.problem, item.field = f"expected a JSON object, got {type(record).__name__}", None
        return item
    raw_id = record.get("id")
    if isinstance(raw_id, bool) or not isinstance(raw_id, (str, int)) or (isinstance(raw_id, str) and not raw_id.strip()):
        item.problem, item.field = ("missing 'id'" if raw_id in (None, "") else
                                    f"'id' must be a string or an integer, got {type(raw_id).__name__}"), "id"
        return item
    item.id = raw_id
    text = record.get("text")
    if not isinstance(text, str):
        item.problem, item.field = ("missing 'text'" if text is None else
                                    f"'text' must be a string, got {type(text).__name__}"), "text"
        return item
    if not text.strip():
        item.problem, item.field = "'text' is empty", "text"
        return item
    item.text = text
    scenario = record.get("scenario") or {}
    if not isinstance(scenario, dict):
        item.problem, item.field = f"'scenario' must be an object, got {type(scenario).__name__}", "scenario"
        return item
    item.scenario = scenario
    return item


def read_jsonl(lines: Iterator[bytes]) -> Iterator[Item]:
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        item = Item(line=number)
        try:
            record = json.loads(raw)
        except UnicodeDecodeError:
            item.problem = "not UTF-8"
        except json.JSONDecodeError as exc:
            item.problem = f"not valid JSON: {exc.msg} at column {exc.colno}"
        else:
            _check(item, record)
        yield item


def _csv_scenario(row: dict) -> dict:
    if row.get("scenario"):
        return json.loads(row["scenario"])
    out: dict[str, Any] = {}
    for name in SCENARIO_FIELDS:
        value = (row.get(name) or "").strip()
        if value:
            out[name] = value  # strings: ScenarioSpec validation converts "500" to 500 and names the bad field
    return out


def read_csv(lines: Iterator[bytes]) -> Iterator[Item]:
    text_lines = (raw.decode("utf-8") for raw in lines)
    reader = csv.DictReader(text_lines)
    try:
        header = reader.fieldnames
    except UnicodeDecodeError as exc:
        raise ValueError(f"the CSV header is not UTF-8: {exc}") from None
    if header is None:
        return
    missing = [c for c in ("id", "text") if c not in header]
    if missing:
        raise ValueError(f"the CSV header has no {' or '.join(repr(c) for c in missing)} column "
                         f"(columns: {', '.join(header)})")
    start = reader.line_num + 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except UnicodeDecodeError:
            yield Item(line=start, problem="not UTF-8")
            start = reader.line_num + 1
            continue
        except csv.Error as exc:
            yield Item(line=start, problem=f"not valid CSV: {exc}")
            start = reader.line_num + 1
            continue
        item = Item(line=start)
        start = reader.line_num + 1
        record: dict[str, Any] = {"id": (row.get("id") or "").strip(), "text": row.get("text")}
        try:
            record["scenario"] = _csv_scenario(row)
        except json.JSONDecodeError as exc:
            item.id, item.problem, item.field = record["id"] or None, f"'scenario' is not valid JSON: {exc.msg}", "scenario"
            yield item
            continue
        yield _check(item, record)


def open_input(path: str) -> tuple[IO[bytes], int | None]:
    """The binary stream and its size in bytes (None for standard input)."""
    if path == "-":
        return sys.stdin.buffer, None
    p = Path(path)
    if p.is_dir():
        raise ValueError(f"{path}: is a directory")
    try:
        return open(p, "rb"), p.stat().st_size
    except FileNotFoundError:
        raise ValueError(f"{path}: no such file") from None


def read_items(stream: IO[bytes], fmt: str) -> tuple[Iterator[Item], ByteCounter]:
    counter = ByteCounter(stream)
    return (read_csv(iter(counter)) if fmt == "csv" else read_jsonl(iter(counter))), counter
