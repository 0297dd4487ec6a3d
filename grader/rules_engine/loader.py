"""Load and validate rule packs; a broken file is one clear error naming the file, the rule and the field."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from ..resources import DataFileError, load_yaml, rules_dir
from .schema import Pack, Rule


class RuleFileError(DataFileError):
    pass


def load_pack(path: Path) -> Pack:
    raw = load_yaml(path)
    if not isinstance(raw, dict):
        raise RuleFileError(f"{path.name}: expected a mapping with 'pack' and 'rules'")
    try:
        return Pack.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = list(first["loc"])
        where = ""
        if len(loc) >= 2 and loc[0] == "rules" and isinstance(loc[1], int):
            rules = raw.get("rules") or []
            rule = rules[loc[1]] if loc[1] < len(rules) else {}
            rule_id = rule.get("id", f"#{loc[1] + 1}") if isinstance(rule, dict) else f"#{loc[1] + 1}"
            where = f" rule '{rule_id}'"
            loc = loc[2:]
        field = ".".join(str(p) for p in loc) or "(rule)"
        raise RuleFileError(f"{path.name}:{where} field '{field}': {first['msg']}") from exc


@lru_cache(maxsize=4)
def load_rules(directory: str | None = None) -> tuple[Rule, ...]:
    folder = Path(directory) if directory else rules_dir() / "packs"
    rules: list[Rule] = []
    seen: dict[str, str] = {}
    for path in sorted(folder.glob("*.yaml")):
        for rule in load_pack(path).rules:
            if rule.id in seen:
                raise RuleFileError(f"{path.name}: rule '{rule.id}' already defined in {seen[rule.id]}")
            seen[rule.id] = path.name
            rules.append(rule)
    if not rules:
        raise RuleFileError(f"no rule packs found in {folder}")
    return tuple(rules)
