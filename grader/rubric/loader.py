"""Find and load rubrics: a bundled name (rules/rubrics/NAME.yaml) or a path to a YAML file of one's own."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from ..resources import DataFileError, load_yaml, rules_dir


def rubrics_dir() -> Path:
    return rules_dir() / "rubrics"


def bundled() -> list[str]:
    return sorted(p.stem for p in rubrics_dir().glob("*.yaml"))


@lru_cache(maxsize=16)
def _load(path: Path):
    from .schema import Rubric
    data = load_yaml(path)
    try:
        return Rubric.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:5])
        raise DataFileError(f"{path}: not a valid rubric: {problems}") from exc


def load_rubric(name_or_path: str):
    """A bundled rubric by name ('latency'), or a YAML file by path."""
    candidate = Path(name_or_path)
    if candidate.suffix in (".yaml", ".yml") or candidate.exists():
        if not candidate.is_file():
            raise DataFileError(f"{name_or_path}: rubric file not found")
        return _load(candidate.resolve())
    path = rubrics_dir() / f"{name_or_path}.yaml"
    if not path.is_file():
        raise DataFileError(f"unknown rubric {name_or_path!r}; bundled: {', '.join(bundled()) or 'none'}, "
                            "or give a path to a .yaml file")
    return _load(path)
