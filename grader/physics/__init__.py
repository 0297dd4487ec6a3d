"""The physics of LLM inference latency: pure computation, no NLP."""
from .interval import Interval
from .model import Budget, budget, kv_bytes_per_token
from .profiles import UnknownProfileError
from .scenario import Scenario, ScenarioSpec, default_scenario, field_problems, resolve

__all__ = [
    "Budget", "Interval", "Scenario", "ScenarioSpec", "UnknownProfileError",
    "budget", "default_scenario", "field_problems", "kv_bytes_per_token", "resolve",
]
