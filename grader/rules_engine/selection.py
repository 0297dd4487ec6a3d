"""Which rules run: rules or whole categories switched on and off, as the API, LanguageTool's filters and
.grader.yaml ask for them."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from .loader import load_rules
from .schema import Category, Rule


class RuleSelectionError(ValueError):
    pass


def select_rules(enable: list[str] | None = None, disable: list[str] | None = None,
                 enable_categories: list[str] | None = None, disable_categories: list[str] | None = None,
                 only: bool = False) -> tuple[Rule, ...]:
    rules = load_rules()
    known = {r.id for r in rules}
    unknown = [r for r in (enable or []) + (disable or []) if r not in known]
    if unknown:
        raise RuleSelectionError(f"unknown rule id(s): {', '.join(unknown)}")
    keep = []
    for r in rules:
        if only and r.id not in (enable or []) and r.category not in (enable_categories or []):
            continue
        if r.id in (disable or []) or r.category in (disable_categories or []):
            continue
        keep.append(r)
    return tuple(keep)


class RuleSelection(BaseModel):
    model_config = ConfigDict(extra="forbid")

    enable: list[str] = Field(default_factory=list, description="rule ids to switch on (with `only`: the only ones)")
    disable: list[str] = Field(default_factory=list, description="rule ids to switch off")
    enable_categories: list[Category] = Field(default_factory=list)
    disable_categories: list[Category] = Field(default_factory=list)
    only: bool = Field(False, description="run only the enabled rules and categories")

    def rules(self, ignore_unknown: bool = False) -> tuple[Rule, ...] | None:
        """The rules to run; None when nothing is selected (every rule runs). `ignore_unknown` drops rule ids this
        server does not know, as LanguageTool does with ids meant for other servers."""
        if not any((self.enable, self.disable, self.enable_categories, self.disable_categories, self.only)):
            return None
        enable, disable = self.enable, self.disable
        if ignore_unknown:
            known = {r.id for r in load_rules()}
            enable, disable = [r for r in enable if r in known], [r for r in disable if r in known]
        return select_rules(enable, disable, self.enable_categories, self.disable_categories, self.only)
