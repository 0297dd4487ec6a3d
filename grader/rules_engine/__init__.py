"""Declarative rules (rules/packs/*.yaml) applied to extracted claims."""
