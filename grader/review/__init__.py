"""Checking documents for CI and editors: Markdown/reST/text files -> findings at line and column."""
