"""grader's REST service: `from grader.api import create_app`, or `grader serve`."""
from .app import create_app

__all__ = ["create_app"]
