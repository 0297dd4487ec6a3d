"""The text's own totals: "100 ms network + 2 ms tokenizer + 0.5 s decode = 10 s", "30 ms on the network, 5 ms in
the tokenizer and 4 s generating, so roughly 0.4 s end to end". Two or more times (or "N tokens at R tok/s",
read as N / R) listed in one sentence, then a total: the total should be their sum."""
from __future__ import annotations

import math
import re

from ..physics import Interval
from .patterns import ARITH_LINK
from .quantities import Quantity

# Between two terms of a list: a separator and at most a label ("ms network + 2 ms", "s prefill, then 300").
_SEPARATOR = re.compile(r"^(?:(?!\b(?:so|which|means|total|would|if)\b)[^.;:=≈→?!])*?(?:\+|,|\band\b|\bplus\b|\bthen\b)"
                        r"(?:(?!\b(?:so|which|means|total|would|if)\b)[^.;:=≈→?!])*$", re.IGNORECASE)

# Before the total: a word that makes the next figure the sum ("= 10 s", "for a total of about 1.3 s").
_TOTAL_LINK = re.compile(r"[=≈→]|\b(?:total(?:s|ling|ing)?|in all|altogether|add(?:s|ing)? up to|add up to|comes? to|"
                         r"the whole (?:thing|request|answer|response|reply)|all together|"
                         r"sums? to|overall|end[- ]to[- ]end|all in|works? out to)\b", re.IGNORECASE)
# Or a plain result word before it and a total word right after it ("so roughly 0.4 s end to end").
_RESULT_LINK = re.compile(r"\b(?:so|which is|that's|that is|giving|gives|i\.e\.)\b", re.IGNORECASE)
_TOTAL_AFTER = re.compile(r"\s*(?:end[- ]to[- ]end|total|in total|overall|altogether|all in|in all)\b", re.IGNORECASE)

# An add-up said before the list ("Adding it up (2 ms, 60 ms and 4 s) gives roughly 40 s").
_ADD_UP_BEFORE = re.compile(r"\b(?:add(?:ing|ed|s)?\s+(?:it|that|this|them|those|these|everything|it all)\s+up|summing\s+(?:it|them)"
                            r"(?:\s+up)?|all told)\b", re.IGNORECASE)
# A sentence that opens with the total of the list before it ("... decode 3.5 s. Altogether that's about 1.2 s").
TOTAL_OPENING = re.compile(r"\s*(?:so\s*,?\s*)?(?:altogether|in total|all told|all in|total(?:ling)?|summed|add(?:ing)?\s+"
                           r"(?:it|that|those|them|these)\s+up|that\s+(?:adds|comes|sums)\s+(?:up\s+)?to)\b", re.IGNORECASE)

_GAP_AFTER = re.compile(r"^[^.;]*?\b(?:where\s+the\s+(?:other|remaining|missing|rest)|the\s+(?:other|remaining|missing)\s+~?[\d.]+\s*(?:s|ms|seconds?)|"
                        r"doesn'?t\s+add\s+up|unaccounted|unexplained|can'?t\s+(?:figure|explain|account))", re.IGNORECASE)
# A list that goes on from a figure before it: its total may include that figure too.
_RUNNING = re.compile(r"\b(?:\d+|one|two|three)\s+more\b|\banother\b|\badditional\b|\bextra\b|\bon\s+top\b", re.IGNORECASE)
_RATE_JOIN = re.compile(r"^\s*(?:[\w-]+\s+){0,2}?(?:at|@)\s*~?\s*$", re.IGNORECASE)


def _terms(text: str, quants: list[Quantity]) -> list[tuple[int, int, Interval]]:
    """Times in order, with "N tokens at R tok/s" (or "at p ms per token") as one term of N / R (N x p). A time
    stated as that product's result ("500 tokens at ~100 tok/s ≈ 1 s") is replaced by what the operands give, so a
    slip there carries into the total as an error of its own, not as an excuse for the total."""
    out, skip = [], set()
    for i, q in enumerate(quants):
        if i in skip:
            continue
        nxt = quants[i + 1] if i + 1 < len(quants) else None
        if q.dimension == "tokens" and nxt is not None and nxt.lo > 0 and not math.isinf(q.hi) \
                and nxt.dimension in ("token_rate", "time_per_token") and _RATE_JOIN.match(text[q.end:nxt.start]):
            value = (Interval(lo=q.lo / nxt.hi, hi=q.hi / nxt.lo) if nxt.dimension == "token_rate"
                     else Interval(lo=q.lo * nxt.lo, hi=q.hi * nxt.hi))
            end = nxt.end
            skip.add(i + 1)
            result = quants[i + 2] if i + 2 < len(quants) else None
            if result is not None and result.dimension == "time" and result.start - nxt.end <= 25 \
                    and ARITH_LINK.search(text[nxt.end:result.start] + text[result.start:result.start + 1]):
                end = result.end
                skip.add(i + 2)
            out.append((q.start, end, value))
            continue
        if q.dimension == "time" and q.hi > 0 and not math.isinf(q.hi):
            out.append((q.start, q.end, Interval(lo=q.lo, hi=q.hi)))
        else:
            out.append((q.start, q.end, None))  # another figure breaks the list
    return out


def sums(text: str, s_index: int, quants: list[Quantity], add, hedged, from_pos: int = 0, lead: str = "") -> set[int]:
    """Add an arithmetic claim for each stated total of a list that starts at or after from_pos (the list may
    begin in the sentence before); lead is the sentence's text before its first figure. Return the totals' starts."""
    found: set[int] = set()
    added_up = bool(_ADD_UP_BEFORE.search(lead))
    terms = _terms(text, quants)
    by_start = {q.start: q for q in quants}
    run: list[tuple[int, int, Interval]] = []
    for start, end, value in terms:
        if value is None:
            run = []
            continue
        if run:
            between = text[run[-1][1]:start]
            link = between + text[start:start + 1]  # "≈ 7.04 s": the sign is part of the figure
            # "... plus ~0.3 s TTFT; 800 / 75 = 10.7 s": a quotient's result after a semicolon starts a new reckoning
            quotient = bool(re.search(r";|\d\s*[/÷]\s*~?\d", between)) or bool(re.search(  # ("≈ 10 s": the sign is in the figure)
                # "network ≈ 50 ms, tokenizer ≈ 0.5 ms, generation ≈ 10 s": a labelled item of the list, not its total
                r"(?:[,;]|\band\b)\s*(?:the\s+)?(?:network|tokeni[sz]\w*|generation|decod\w*|prefill|ttft|tls|handshake|queu\w*|model|gpu)"
                r"\s*(?:[:=≈]|~=)\s*~?\s*$",
                between + text[start:start + 1], re.I))
            if len(run) >= 2 and len(between) <= 45 and start in by_start and start >= from_pos and not quotient and (
                    _TOTAL_LINK.search(link) or (_RESULT_LINK.search(between) and (added_up or _TOTAL_AFTER.match(text, end)))
                    or (_SEPARATOR.match(between) and _TOTAL_AFTER.match(text, end))):  # "..., about 6.4 s in total"
                q = by_start[start]
                if _GAP_AFTER.search(text[end:end + 120]):
                    run = []  # "Total task time is ~20 s, and I can't figure out where the other ~6 s goes": the gap is the point
                    continue
                total = Interval(lo=sum(t[2].lo for t in run), hi=sum(t[2].hi for t in run))
                if q.lo > total.hi and _RUNNING.search(text[max(0, run[0][0] - 40):start]):
                    run = []  # "≈ 1 more RTT (0.6 s) + ~0.3 s prefill → TTFT ≈ 2.1 s": added to a figure before the list
                    continue
                parts = {f"term{k + 1}": t[2] for k, t in enumerate(run)}
                add(kind="arithmetic", start=q.start, end=q.end, text=text[q.start:q.end], sentence=s_index,
                    dimension="time", value=Interval(lo=q.lo, hi=q.hi), qualifier=q.qualifier, hedged=hedged, scope=["sum"],
                    parts={**parts, "sum": total})
                found.add(q.start)
                run = []
                continue
            if len(between) > 45 or not _SEPARATOR.match(between):
                run = []
        run.append((start, end, value))
    return found
