"""`.grader.yaml`: per-repository settings for `grader check`, found by walking up from each checked file.

    scenario: {hardware: 8xH100, model: llama-3-70b}     # the default scenario for these docs
    rules:
      disable: [network-one-way]
      disable_categories: [kv_cache]
    severity: {tokenizer_cost: warning, decode-rate: off}  # by rule id or category
    include: ["docs/**/*.md"]                              # globs, relative to this file
    exclude: ["docs/archive/**"]
"""
from __future__ import annotations

import fnmatch
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..physics import ScenarioSpec
from ..resources import DataFileError
from ..rules_engine.selection import RuleSelection

CONFIG_NAMES = (".grader.yaml", ".grader.yml")


class ConfigError(DataFileError):
    """A config file that cannot be used; the message names the file and the field."""


class Config(BaseModel):
    model_config = ConfigDict(extra="forbid")
    scenario: ScenarioSpec | None = None
    rules: RuleSelection = Field(default_factory=RuleSelection)
    severity: dict[str, Literal["error", "warning", "info", "off"]] = Field(default_factory=dict)
    include: list[str] = Field(default_factory=list)
    exclude: list[str] = Field(default_factory=list)
    path: Path | None = Field(None, exclude=True, description="where it was read from")

    def root(self) -> Path | None:
        return self.path.parent if self.path else None

    def selects(self, file: Path) -> bool:
        """include/exclude globs, relative to the config file's folder; files outside it are not filtered."""
        root = self.root()
        if root is None or not (self.include or self.exclude):
            return True
        try:
            rel = file.resolve().relative_to(root.resolve()).as_posix()
        except ValueError:
            return True
        if self.include and not any(_glob_match(rel, g) for g in self.include):
            return False
        return not any(_glob_match(rel, g) for g in self.exclude)


def _glob_match(rel: str, pattern: str) -> bool:
    """fnmatch with '**/' also matching no folder at all ('docs/**/*.md' matches 'docs/a.md')."""
    return fnmatch.fnmatch(rel, pattern) or ("**/" in pattern and fnmatch.fnmatch(rel, pattern.replace("**/", "")))


def load(path: Path) -> Config:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read config: {exc.strerror}") from None
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not valid YAML: {str(exc).splitlines()[0]}") from None
    if not isinstance(raw, dict):
        raise ConfigError(f"{path}: expected a mapping (scenario, rules, severity, include, exclude)")
    try:
        config = Config.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "(file)"
        raise ConfigError(f"{path}: field '{field}': {first['msg']}") from None
    return config.model_copy(update={"path": path})


@lru_cache(maxsize=256)
def discover(folder: Path) -> Config:
    """The nearest .grader.yaml in this folder or above; an empty config when there is none."""
    for candidate in (folder, *folder.parents):
        for name in CONFIG_NAMES:
            path = candidate / name
            if path.is_file():
                return load(path)
    return Config()
