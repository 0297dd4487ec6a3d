"""Batching read as slicing the GPU: "with 64 users each request only gets 1/64 of the GPU", "the GPUs split their
bandwidth 64 ways", "every request should be ~32x slower than it would be alone". A decode step reads the weights
once for the whole batch, so a request in a batch of N is slowed only by the other sequences' KV reads (and by
compute at very large N), far less than N times. The claim is the per-request slowdown the text states.
"""
from __future__ import annotations

import re

from ..physics import Interval

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "eight": 8, "ten": 10, "sixteen": 16, "twenty": 20,
          "thirty-two": 32, "fifty": 50, "sixty-four": 64, "a hundred": 100, "hundred": 100}
_N = r"(?<![\d.,])(?P<n>\d[\d,]*|" + "|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True)) + r")"

# What a request in a batch is said to get a slice of: the device or its speed, not the server's total output
_SLICED = r"(?:the\s+)?(?:gpu'?s\s+(?:speed|bandwidth|time)|gpus?|cards?|(?:memory\s+)?bandwidth|compute|speed)\b"
_SHARE = re.compile(r"\b(?:gets?|getting|receives?)\s+(?:only\s+|just\s+)?(?:about\s+|roughly\s+|~)?1\s*/\s*" + _N +
                    r"(?:th|st|nd|rd)?\s+(?:of\s+)?" + _SLICED, re.IGNORECASE)
_SPLIT = re.compile(r"\bsplit(?:s|ting)?\s+(?:their|its|the|our|your)\s+(?:memory\s+)?(?:bandwidth|compute|gpus?|time|speed)\s+"
                    + _N + r"\s+ways\b", re.IGNORECASE)
_SLOWER = re.compile(r"(?:~|about\s+|roughly\s+|around\s+)?" + _N + r"\s*(?:x|×|times)\s+slower\b", re.IGNORECASE)

# The sentence is about requests sharing one server: "with 32 users", "batch", "alone", "in flight"
_SHARED = re.compile(r"\bbatch\w*|concurren\w*|\bsharing\b|\bshared?\b|\bin\s+flight\b|max_num_seqs|\balone\b|"
                     r"\blumped\s+in\b|\bother\s+(?:users|requests)\b|\bwith\s+(?:a\s+)?\w+\s+(?:other\s+)?(?:users|requests|"
                     r"sequences|others|people)\b", re.IGNORECASE)
_DENIED_BEFORE = re.compile(r"(?:\bnot|n't|\bnever|\bno\s+longer|\bmyth|\bwrong)\b[^.;]{0,50}$", re.IGNORECASE)


# How many requests share the server, as the text counts them: "batch 32", "max_num_seqs=256", "64 other users"
_SHARERS = re.compile(r"\b(?:batch(?:es)?(?:\s+size)?|bs|max_num_seqs|max[_ ]batch|concurrency)\s*(?:of|=|≈|~|:|at)?\s*(?P<a>\d[\d,]*)|"
                      r"(?<![\d.,])(?P<b>\d[\d,]*|" + "|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True)) +
                      r")\s+(?:other\s+|concurrent\s+|simultaneous\s+)?(?:users|requests|sequences|seqs|others|people|streams|callers)\b",
                      re.IGNORECASE)


def _count(word: str) -> float | None:
    word = word.lower().replace(",", "")
    value = float(word) if word[0].isdigit() else _WORDS.get(word)
    return value if value and value >= 2 else None


def batch_shares(text: str, s_index: int, s_start: int, s_end: int, add, hedged: bool) -> None:
    sentence = text[s_start:s_end]
    if not _SHARED.search(sentence):
        return
    before = text[max(0, s_start - 200):s_end]  # this sentence and the end of the one before
    sharers = {_count(m.group("a") or m.group("b")) for m in _SHARERS.finditer(before)}
    found = []
    for pattern in (_SHARE, _SPLIT, _SLOWER):
        for m in pattern.finditer(text, s_start, s_end):
            n = _count(m.group("n"))
            if n is None or _DENIED_BEFORE.search(text[max(s_start, m.start() - 60):m.start()]):
                continue
            if pattern is _SLOWER and not re.search(r"\b(?:request|user|reply|answer|response|stream|token|one|each|every|your|you)\w*\b",
                                                    text[max(s_start, m.start() - 60):m.start()], re.I):
                continue  # "the 3090 is 2x slower": a device compared, not a request in a batch
            if pattern is _SLOWER and n not in sharers:
                continue  # "~6x slower than bs=1" at batch 384: a measured slowdown, not the batch size taken as one
            found.append((m, n))
    for m, n in sorted(found, key=lambda f: f[0].start())[-1:]:  # "each gets 1/32 of the GPU, so ~32x slower": one claim
        add(kind="ratio", start=m.start(), end=m.end(), text=text[m.start():m.end()], sentence=s_index,
            subject="decode", subjects=["decode"], dimension="ratio", value=Interval.of(n), qualifier="approx",
            hedged=hedged, scope=["batch_share"])
