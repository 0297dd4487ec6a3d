"""The grading core as the service uses it: loaded once per worker, run off the event loop, under a time budget."""
from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from pydantic import ValidationError

from grader.extract import semantic
from grader.grading import keep_loaded, warm_up
from grader.physics import ScenarioSpec, UnknownProfileError, field_problems, resolve
from grader.rules_engine.loader import load_rules
from grader.rules_engine.selection import RuleSelection, RuleSelectionError

from .errors import APIError, field_path

_FIELD_OF_KIND = {"hardware": "hardware", "model": "model", "precision": "precision", "network path": "network"}


class GradingService:
    def __init__(self, settings):
        self.settings = settings
        self.ready = False
        self.problem: str | None = "starting"
        self.semantic = "not loaded"
        self._executor: ThreadPoolExecutor | None = None

    @property
    def executor(self) -> ThreadPoolExecutor:
        # Grading is CPU-bound Python under the GIL: one thread per worker keeps the loop free and serves requests
        # first come, first served, which keeps the tail short (more threads only interleave, stretching every
        # request). Work waiting for the thread counts against its time budget: overload gives a 503, not a hang.
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=self.settings.grading_threads, thread_name_prefix="grade")
        return self._executor

    def start(self) -> None:
        """Load rules and models; readiness reports what failed instead of crashing the worker."""
        try:
            load_rules()
            self.semantic = semantic.status()
            if self.semantic.startswith("off") and "GRADER_SEMANTIC=0" not in self.semantic:
                raise RuntimeError(f"paraphrase model did not load: {self.semantic}")
            if self.settings.warm_up:
                warm_up()
            else:
                keep_loaded()
        except Exception as exc:  # noqa: BLE001 - readiness must say what is wrong, not crash the worker
            self.problem = f"{type(exc).__name__}: {exc}"
            return
        self.problem, self.ready = None, True

    def stop(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    async def run(self, fn, *args, timeout: float):
        loop = asyncio.get_running_loop()
        try:
            return await asyncio.wait_for(loop.run_in_executor(self.executor, fn, *args), timeout)
        except TimeoutError:
            raise APIError(503, "time_budget_exceeded",
                           f"grading did not finish within the {timeout:g} s time budget; retry, or send a "
                           f"shorter text") from None

    # --- validation shared by the surfaces -------------------------------------------------------------------

    def check_text(self, text: str, field: str = "text") -> None:
        limit = self.settings.max_text_chars
        if len(text) > limit:
            raise APIError(413, "text_too_long", f"{field} has {len(text):,} characters; the limit is {limit:,}",
                           field, limit=limit)

    @staticmethod
    def scenario(raw, field: str = "scenario") -> ScenarioSpec | None:
        """Validate a request scenario now, so an unknown name is a 422 naming the field and close names."""
        if raw is None:
            return None
        try:
            spec = raw if isinstance(raw, ScenarioSpec) else ScenarioSpec.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = field_path((field, *first["loc"]))
            raise APIError(422, "validation_error", f"{where}: {first['msg']}", where) from None
        for key, exc in field_problems(spec.given()).items():
            if isinstance(exc, UnknownProfileError):
                raise APIError(422, "unknown_profile", str(exc), f"{field}.{key}", suggestions=exc.suggestions)
            raise APIError(422, "validation_error", f"{field}.{key}: {exc}", f"{field}.{key}")
        try:
            resolve(("request", spec))
        except UnknownProfileError as exc:  # e.g. "8xFoo" fails only when combined
            where = f"{field}.{_FIELD_OF_KIND.get(exc.kind, exc.kind)}"
            raise APIError(422, "unknown_profile", str(exc), where, suggestions=exc.suggestions) from None
        except ValueError as exc:
            raise APIError(422, "validation_error", f"{field}: {exc}", field) from None
        return spec

    @staticmethod
    def rubric(name: str | None, field: str = "rubric"):
        """A bundled rubric by name; never a path (a request must not make the server read its files)."""
        if name is None:
            return None
        from grader.rubric import bundled, load_rubric
        if name not in bundled():
            raise APIError(422, "unknown_rubric", f"unknown rubric {name!r}; bundled: {', '.join(bundled())}", field)
        return load_rubric(name)

    @staticmethod
    def rules(selection: RuleSelection | None, field: str = "rules", ignore_unknown: bool = False):
        if selection is None:
            return None
        try:
            return selection.rules(ignore_unknown)
        except RuleSelectionError as exc:
            raise APIError(422, "unknown_rule", str(exc), field) from None

