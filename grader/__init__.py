"""grader: checks explanations of LLM latency against a physics model of inference."""
__version__ = "0.2.0"


def grade(text, scenario=None, rules=None):
    """Grade one explanation; see grader.grading.grade."""
    from .grading import grade as _grade

    return _grade(text, scenario=scenario, rules=rules)


__all__ = ["grade", "__version__"]
