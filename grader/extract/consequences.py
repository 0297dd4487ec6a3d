"""A figure just worked out, then credited with the wall clock: "the new tokenizer is ~2 ms per token ... that's about
7 s, which is most of the regression", "every streamed token pays the 40 ms round trip; over 200 tokens that's the
whole 8 s". The part is the one the figure before was about, so the credit is read as that part dominating.
"""
from __future__ import annotations

import re

from .claim import Claim

_CREDITED = re.compile(
    r"\b(?:that's|that\s+is|which\s+is|this\s+is|which\s+explains|that\s+explains|which\s+accounts\s+for|that\s+accounts\s+for)\s+"
    r"(?:exactly\s+|basically\s+|pretty\s+much\s+|roughly\s+|about\s+|more\s+or\s+less\s+|easily\s+)?"
    r"(?:(?:the\s+)?(?:bulk|whole|entire|most|majority|lion'?s\s+share)|most|all|nearly\s+all|almost\s+all)\s+"
    r"(?:of\s+)?(?:the|our|those|these|that|this|your)?\s*(?:extra\s+|missing\s+)?"
    r"(?:~?\d+(?:\.\d+)?\+?\s*(?:-\s*\d+\s*)?(?:s|secs?|seconds)\b|regression|bump|difference|gap|delay|slowdown|wait|latency)"
    r"|\b(?:that's|that\s+is|this\s+is)\s+(?:exactly\s+)?where\s+the\s+(?:extra\s+|missing\s+)?(?:~?\d+(?:\.\d+)?\+?\s*)?"
    r"(?:s|secs?|seconds|time)\s+(?:comes?|went|goes)\s+from"
    r"|\b(?:that's|that\s+is|which\s+is)\s+(?:exactly\s+)?the\s+(?:~?\d+(?:\.\d+)?[- ]?(?:s|second)\s+)?(?:difference|regression|bump|gap)\b",
    re.IGNORECASE)
_PARTS = ("network", "connection", "tokenizer", "prefill", "overhead", "decode")


def _part(c: Claim) -> str | None:
    """The part of the budget a claim prices: its subject, or the network for a bare round trip."""
    if c.kind == "quantity" and c.dimension in ("time", "time_per_token"):
        if c.subject in _PARTS:
            return c.subject
        return "network" if c.subject is None and {"round_trip", "one_way"} & set(c.scope) else None
    return c.subject if c.kind == "predicate" and c.subject in _PARTS and "per_token" in c.scope else None


def consequence_claims(text: str, claims: list[Claim], sentences: list[tuple[int, int]], add, hedged_at) -> None:
    """hedged_at(sentence index) -> whether that sentence hedges; sentences: (start, end) of each."""
    for m in _CREDITED.finditer(text):
        s_index = next((i for i, (a, b) in enumerate(sentences) if a <= m.start() < b), None)
        if s_index is None or any(c.start < m.end() and m.start() < c.end and c.kind != "quantity" for c in claims):
            continue
        since = sentences[max(0, s_index - 1)][0]  # the figure credited is in this sentence or the one before
        before = [(c.start, part) for c in claims if since <= c.start and c.end <= m.start() and (part := _part(c))]
        if not before:
            continue
        part = max(before)[1]
        add(kind="predicate", start=m.start(), end=m.end(), text=text[m.start():m.end()], sentence=s_index,
            subject=part, subjects=[part], predicate="dominant", hedged=hedged_at(s_index), scope=["credited"])
