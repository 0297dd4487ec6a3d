"""Check many files on several processes, each loading the models once; results come back in input order."""
from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from .checker import FileResult, check_file
from .config import Config

# Below this many files a second process costs more (its own model load, a few seconds) than it saves.
MIN_FILES_PER_PROCESS = 8


def _warm_up() -> None:
    from ..grading import warm_up  # imported here: the parent process never loads the models
    warm_up()


def _check(task: tuple[Path, str, Config]) -> FileResult:
    return check_file(*task)


def processes_for(jobs: int, files: int) -> int:
    """--jobs 0 (auto): every core, but no more processes than the files can keep busy."""
    wanted = jobs if jobs > 0 else (os.cpu_count() or 1)
    return max(1, min(wanted, files // MIN_FILES_PER_PROCESS))


def check_all(tasks: list[tuple[Path, str, Config]], jobs: int = 0) -> list[FileResult]:
    processes = processes_for(jobs, len(tasks))
    if processes == 1:
        if tasks:
            _warm_up()
        return [check_file(*task) for task in tasks]
    # spawn, not fork: torch's OpenMP pool does not survive a fork
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(processes, mp_context=context, initializer=_warm_up) as pool:
        return list(pool.map(_check, tasks, chunksize=max(1, len(tasks) // (processes * 8))))
