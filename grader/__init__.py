"""grader: checks explanations of LLM latency against a physics model of inference."""
__version__ = "0.1.0"
