"""Service settings, read once from the environment (GRADER_*), so one binary serves every deployment."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

# Limits. A 150-word explanation is about 1,000 characters; 20,000 is a long design doc section and grades in
# well under a second. Batch items are graded one after another in one request, so they share its time budget.
MAX_TEXT_CHARS = 20_000
MAX_BATCH_ITEMS = 100
REQUEST_TIMEOUT_S = 10.0
BATCH_TIMEOUT_S = 60.0


class SettingsError(ValueError):
    """A GRADER_* variable that cannot be used; the message names it."""


def _number(env: dict, name: str, default: float, kind=float) -> float:
    raw = env.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = kind(raw)
    except ValueError:
        raise SettingsError(f"{name}: expected {'an integer' if kind is int else 'a number'}, got {raw!r}") from None
    if value <= 0:
        raise SettingsError(f"{name}: must be positive, got {raw!r}")
    return value


def comma_list(raw: str | None) -> list[str]:
    """'a, b,,c' -> ['a', 'b', 'c']: how environment variables and LanguageTool's parameters list things."""
    return [part.strip() for part in (raw or "").split(",") if part.strip()]


def _keys_from_file(path: str) -> list[str]:
    """One key a line; blank lines and '#' comments ignored."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SettingsError(f"GRADER_API_KEYS_FILE: cannot read {path}: {exc.strerror}") from None
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]


@dataclass(frozen=True)
class Settings:
    api_keys: tuple[str, ...] = ()
    cors_origins: tuple[str, ...] = ()
    public_docs: bool = False
    max_text_chars: int = MAX_TEXT_CHARS
    max_batch_items: int = MAX_BATCH_ITEMS
    request_timeout_s: float = REQUEST_TIMEOUT_S
    batch_timeout_s: float = BATCH_TIMEOUT_S
    grading_threads: int = 1
    warm_up: bool = True

    @property
    def max_body_bytes(self) -> int:
        """Raw body cap: a full batch of maximal texts, 4 bytes a character at worst, plus JSON overhead."""
        return self.max_batch_items * (self.max_text_chars * 4 + 4_096) + 65_536

    @classmethod
    def from_env(cls, env: dict | None = None) -> "Settings":
        env = dict(os.environ if env is None else env)
        keys = comma_list(env.get("GRADER_API_KEYS"))
        if env.get("GRADER_API_KEYS_FILE"):
            keys += _keys_from_file(env["GRADER_API_KEYS_FILE"])
        return cls(
            api_keys=tuple(dict.fromkeys(keys)),
            cors_origins=tuple(comma_list(env.get("GRADER_CORS_ORIGINS"))),
            public_docs=env.get("GRADER_PUBLIC_DOCS", "").lower() in ("1", "true", "yes"),
            max_text_chars=int(_number(env, "GRADER_MAX_TEXT_CHARS", MAX_TEXT_CHARS, int)),
            max_batch_items=int(_number(env, "GRADER_MAX_BATCH_ITEMS", MAX_BATCH_ITEMS, int)),
            request_timeout_s=_number(env, "GRADER_REQUEST_TIMEOUT_S", REQUEST_TIMEOUT_S),
            batch_timeout_s=_number(env, "GRADER_BATCH_TIMEOUT_S", BATCH_TIMEOUT_S),
            grading_threads=int(_number(env, "GRADER_GRADING_THREADS", 1, int)),
            warm_up=env.get("GRADER_WARM_UP", "1").lower() not in ("0", "false", "no"),
        )
