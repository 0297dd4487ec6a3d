"""PATH arguments -> the files to check: files as given, folders recursed for prose files, globs expanded."""
from __future__ import annotations

import glob
import os
from pathlib import Path

from .checker import KINDS

SKIP_DIRS = {".git", ".hg", ".svn", ".venv", "venv", "node_modules", "__pycache__", ".tox", ".mypy_cache",
             "build", "dist", "site-packages"}


def _walk(folder: Path) -> list[Path]:
    found = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        found += [Path(root) / f for f in sorted(files) if Path(f).suffix.lower() in KINDS]
    return found


def expand(arguments: list[str]) -> tuple[list[Path], list[str]]:
    """(files in a stable order without repeats, problems naming each argument that matched nothing)."""
    files: list[Path] = []
    problems: list[str] = []
    for arg in arguments:
        if any(ch in arg for ch in "*?["):
            matches = sorted(Path(m) for m in glob.glob(arg, recursive=True))
            hits = [m for m in matches if m.is_file() and m.suffix.lower() in KINDS]
            hits += [f for m in matches if m.is_dir() for f in _walk(m)]
            if not hits:
                problems.append(f"{arg}: no files match")
            files += hits
        elif Path(arg).is_dir():
            found = _walk(Path(arg))
            if not found:
                problems.append(f"{arg}: no {', '.join(sorted(KINDS))} files in this folder")
            files += found
        elif Path(arg).is_file():
            files.append(Path(arg))
        else:
            problems.append(f"{arg}: no such file or directory")
    seen, unique = set(), []
    for f in files:
        key = f.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique, problems


def display_path(path: Path) -> str:
    """Relative to the working directory when below it (what CI annotations and SARIF viewers expect)."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()
