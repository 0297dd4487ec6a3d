"""Locate the YAML data under `rules/`, shipped inside the package as `grader._rules`."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml


@lru_cache(maxsize=1)
def rules_dir() -> Path:
    """The directory holding rule packs and profiles, in a checkout or an installed package alike."""
    try:
        found = Path(str(resources.files("grader._rules")))
        if (found / "profiles").is_dir():
            return found
    except ModuleNotFoundError:
        pass
    # Running from a source tree without installing: rules/ sits beside grader/.
    return Path(__file__).resolve().parent.parent / "rules"


class DataFileError(ValueError):
    """A bundled or user YAML file is missing or malformed."""


def load_yaml(path: Path) -> Any:
    try:
        with open(path, encoding="utf-8") as handle:
            return yaml.safe_load(handle)
    except FileNotFoundError as exc:
        raise DataFileError(f"{path}: file not found") from exc
    except yaml.YAMLError as exc:
        raise DataFileError(f"{path}: invalid YAML: {exc}") from exc


def load_profile_file(name: str) -> Any:
    return load_yaml(rules_dir() / "profiles" / name)
