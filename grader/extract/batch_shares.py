"""Batching read as slicing the GPU: "with 64 users each request only gets 1/64 of the GPU", "the GPUs split their
bandwidth 64 ways", "every request should be ~32x slower than it would be alone". A decode step reads the weights
once for the whole batch, so a request in a batch of N is slowed only by the other sequences' KV reads (and by
compute at very large N), far less than N times. The claim is the per-request slowdown the text states.
"""
from __future__ import annotations

import re

from ..physics import Interval
from .numbers import word_to_value

# The counts said in words that batch sizes are usually given in; numbers.word_to_value reads them
_WORDS = ("two", "three", "four", "five", "eight", "ten", "sixteen", "twenty", "thirty-two", "fifty", "sixty-four",
          "a hundred", "hundred")
_NUMBER = r"\d[\d,]*|" + "|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True))
_N = r"(?<![\d.,])(?P<n>" + _NUMBER + r")"

# What a request in a batch is said to get a slice of: the device or its speed, not the server's total output
_SLICED = r"(?:the\s+)?(?:gpu'?s\s+(?:speed|bandwidth|time)|gpus?|cards?|(?:memory\s+)?bandwidth|compute|speed)\b"
_SHARE = re.compile(r"\b(?:gets?|getting|receives?)\s+(?:only\s+|just\s+)?(?:about\s+|roughly\s+|~)?1\s*/\s*" + _N +
                    r"(?:th|st|nd|rd)?\s+(?:of\s+)?" + _SLICED, re.IGNORECASE)
_SPLIT = re.compile(r"\bsplit(?:s|ting)?\s+(?:their|its|the|our|your)\s+(?:memory\s+)?(?:bandwidth|compute|gpus?|time|speed)\s+"
                    + _N + r"\s+ways\b", re.IGNORECASE)
_SLOWER = re.compile(r"(?:~|about\s+|roughly\s+|around\s+)?" + _N + r"\s*(?:x|×|times)\s+(?:slower|longer)\b", re.IGNORECASE)
# The same belief the other way: "each user gets 32x the speed", "each req 64x faster", "finish in 1/32 of the time"
_FASTER = re.compile(r"(?:~|about\s+|roughly\s+|around\s+|close\s+to\s+|something\s+like\s+)?" + _N + r"\s*(?:x|×|times)\s+(?:"
                     r"(?:faster|quicker|sooner)\b|more\s+tok(?:ens)?/s\b|(?:the\s+|their\s+)?(?:single[- ]stream\s+|current\s+|per[- ]user\s+)?"
                     r"(?:speed|tok/s|tokens?\s+per\s+second)\b)|"
                     r"\bin\s+(?:roughly\s+|about\s+|~)?1\s*/\s*(?P<n2>" + _NUMBER + r")(?:th|st|nd|rd)?\s+of\s+the\s+time\b", re.IGNORECASE)
# A smaller batch, or another lever, in the sentence: a speed-up may then be right or about something else
_OTHER_LEVER = re.compile(r"\b(?:lower(?:ing)?|reduc\w+|drop(?:ping|ped)?|cut(?:ting)?|smaller|fewer|turn(?:ing|ed)?\s+(?:it\s+|batching\s+)?off|"
                          r"disabl\w+|without\s+batching|speculative|draft|quantiz\w+|int4|int8|fp8|upgrad\w+|h100|h200|b200|groq|cerebras)\b",
                          re.IGNORECASE)
# Whose speed: one user's ("each user gets 32x the speed"), not the server's ("the box does 30x the tok/s")
_ONE_USER_BEFORE = re.compile(r"\b(?:each|every|per[- ]user|per[- ]request|individual|single[- ]user|your|you|them|alone)\b", re.IGNORECASE)
_SERVER_TOTAL = re.compile(r"\b(?:aggregate|in\s+total|total|overall|the\s+(?:server|box|replica|node|cluster|gpu|card)\s+(?:does|do|gets?|pushes|serves))\b",
                           re.IGNORECASE)
_BATCHING_AGENT = re.compile(r"\bbatch(?:ing|ed|es)?\b", re.IGNORECASE)
_ONE_REQUEST_BEFORE = re.compile(r"\b(?:requests?|reqs?|users?|repl(?:y|ies)|answers?|responses?|streams?|chats?|questions?|one|each|every|"
                                 r"your|you|them|it)\b", re.IGNORECASE)

# The sentence is about requests sharing one server: "with 32 users", "batch", "alone", "in flight"
_SHARED = re.compile(r"\bbatch\w*|concurren\w*|\bat\s+once\b|\bsimultaneous\w*|\bin\s+parallel\b|\bsharing\b|\bshared?\b|\bin\s+flight\b|max_num_seqs|\balone\b|"
                     r"\blumped\s+in\b|\bother\s+(?:users|requests)\b|\bwith\s+(?:a\s+)?\w+\s+(?:other\s+)?(?:users|requests|"
                     r"sequences|others|people)\b", re.IGNORECASE)
_DENIED_BEFORE = re.compile(r"(?:\bnot|n't|\bnever|\bno\s+longer|\bmyth|\bwrong)\b[^.;]{0,50}$", re.IGNORECASE)


# How many requests share the server, as the text counts them: "batch 32", "max_num_seqs=256", "64 other users"
_SHARERS = re.compile(r"\b(?:batch(?:es)?(?:\s+size)?|bs|max_num_seqs|max[_ ]batch|concurrency)\s*(?:of|=|≈|~|:|at)?\s*(?P<a>\d[\d,]*)|"
                      r"(?<![\d.,])(?P<b>" + _NUMBER + r")\s+(?:other\s+|concurrent\s+|simultaneous\s+)?(?:users|requests|sequences|seqs|others|people|streams|callers)\b",
                      re.IGNORECASE)


def _count(word: str) -> float | None:
    word = word.lower().replace(",", "")
    value = float(word) if word[0].isdigit() else word_to_value(word)
    return value if value and value >= 2 else None


def batch_shares(text: str, s_index: int, s_start: int, s_end: int, add, hedged: bool) -> None:
    sentence = text[s_start:s_end]
    if not _SHARED.search(sentence):
        return
    before = text[max(0, s_start - 200):s_end]  # this sentence and the end of the one before
    sharers = {_count(m.group("a") or m.group("b")) for m in _SHARERS.finditer(before)}
    found = []
    for pattern in (_SHARE, _SPLIT, _SLOWER, _FASTER):
        for m in pattern.finditer(text, s_start, s_end):
            n = _count(m.group("n") or m.groupdict().get("n2"))
            near = text[max(s_start, m.start() - 60):m.start()]
            if n is None or _DENIED_BEFORE.search(near):
                continue
            if pattern in (_SLOWER, _FASTER) and not _ONE_REQUEST_BEFORE.search(near):
                continue  # "the 3090 is 2x slower": a device compared, not a request in a batch
            if pattern is _SLOWER and n not in sharers:
                continue  # "~6x slower than bs=1" at batch 384: a measured slowdown, not the batch size taken as one
            window = text[max(s_start, m.start() - 80):m.start()]
            if pattern is _FASTER and (not _ONE_USER_BEFORE.search(window) or _SERVER_TOTAL.search(window)
                                       or re.match(r"\s*(?:in\s+|across\s+\w+\s+)?(?:aggregate|total|combined)\b", text[m.end():m.end() + 30], re.I)):
                continue  # "the server does 30x the tokens per second": the total, which batching does multiply
            if pattern is _FASTER and (_OTHER_LEVER.search(sentence) or (n not in sharers and not _BATCHING_AGENT.search(sentence))):
                continue  # "dropping to batch 8 makes each request ~2x faster": a smaller batch does speed each one up
            found.append((m, n, "batch_speedup" if pattern is _FASTER else "batch_share"))
    for m, n, scope in sorted(found, key=lambda f: f[0].start())[-1:]:  # "each gets 1/32 of the GPU, so ~32x slower": one claim
        add(kind="ratio", start=m.start(), end=m.end(), text=text[m.start():m.end()], sentence=s_index,
            subject="decode", subjects=["decode"], dimension="ratio", value=Interval.of(n), qualifier="approx",
            hedged=hedged, scope=[scope])
