"""The `grader` command line: thin subcommands over the library."""
from .main import main

__all__ = ["main"]
