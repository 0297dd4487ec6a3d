"""How many sequences or tokens of context the KV cache holds, as the text claims it: "we can hold ~16 concurrent 8k
sequences", "only about two 8k-context sequences fit next to the weights", "8 GB only holds about 4,000 tokens",
"fit ~80 concurrent 4k sessions". The claim is read as a number of tokens of KV (sequences x context), and the memory
left for it as the text states it ("~50 GB for KV", "leaving roughly 15 GB") when it does."""
from __future__ import annotations

import re

from ..physics import Interval
from .numbers import UNITS_WORDS
from .quantities import Quantity

_COUNT = r"(?P<n>\d[\d,]*|" + "|".join(sorted(UNITS_WORDS, key=len, reverse=True)) + r"|a\s+dozen|a\s+couple(?:\s+of)?|a\s+few)"
_CONTEXT = r"(?P<ctx>\d+(?:\.\d+)?\s*[kK]|\d[\d,]{2,})"
# "~16 concurrent 8k sequences", "two 8k-context sequences", "~31 sequences", "80 concurrent 4k sessions"
# ("32 sequences of 6k tokens": the length after the noun)
_SEQUENCES = re.compile(
    rf"(?:about\s+|around\s+|roughly\s+|~\s*|only\s+|at\s+most\s+|maybe\s+|up\s+to\s+)*{_COUNT}\+?\s+"
    rf"(?:concurrent\s+|parallel\s+|simultaneous\s+|full[- ]length\s+|full\s+|max(?:imum)?[- ]length\s+|such\s+)*"
    rf"(?:{_CONTEXT}[- ]?(?:token[- ]?|tok[- ]?)?(?:context[- ]?|ctx\s+)?\s*)?"
    r"(?:sequences|sequence|seqs|sessions|session|conversations|conversation|chats|contexts|requests|users)\b"
    r"(?:\s+(?:of|at)\s+(?P<after>\d+(?:\.\d+)?\s*[kK]|\d[\d,]{2,})[- ]?(?:tokens?|tok|ctx|context)\b)?", re.IGNORECASE)
# "a 4K sequence is 1.6 GiB", "1.6 GiB per 4k sequence": the length each sequence has, said of one
_ONE_SEQUENCE = re.compile(r"\b(?:a|per|each|one|every)\s+(?P<ctx>\d+(?:\.\d+)?\s*[kK]|\d[\d,]{2,})[- ](?:token[- ])?"
                           r"(?:sequence|session|conversation|request)\b", re.IGNORECASE)
# "only one 32k session fits", "we can only fit one conversation per A100": a single sequence, said as the limit
_ONLY_ONE = re.compile(r"\b(?:only|just|barely)\s+(?:\w+\s+){0,2}?$", re.IGNORECASE)
# "... holds about 4,000 tokens", "room for about 1.5 million tokens of context"
_TOKENS = re.compile(r"\b(?:holds?|hold|fits?|room\s+for|enough\s+for|stores?)\s+(?:only\s+)?(?:about\s+|around\s+|roughly\s+|~\s*|up\s+to\s+)?"
                     r"(?P<t>\d[\d,.]*\s*(?:[kK]|million)?)\s+tokens\b", re.IGNORECASE)
# "fit", "hold": capacity; "runs ~200 sequences at once" states a batch, not what the memory holds
_FITS = re.compile(r"\b(?:fit|fits|hold|holds|room\s+(?:for|to)|max(?:imum)?|cap|park)\b", re.IGNORECASE)
_CONTEXT_IN_SENTENCE = re.compile(r"(?P<ctx>\d+(?:\.\d+)?\s*[kK]|\d[\d,]{2,})(?:-token\b|-tok\b|[- ]contexts?\b|\s*ctx\b|[- ]tokens?\s+of\s+context\b)(?!/)",
                                  re.IGNORECASE)
# the memory the text leaves for the KV cache: "~50 GB for KV", "leaving roughly 15 GB", "15 GB usable"
_ROOM_AFTER = re.compile(r"\s*(?:of\s+\w+\s+)?(?:(?:is|are)\s+)?(?:left|free|remaining|spare|usable|available|of\s+headroom|for\s+(?:the\s+)?kv|"
                         r"for\s+(?:the\s+)?cache|for\s+context|budget)\b", re.IGNORECASE)
_ROOM_BEFORE = re.compile(r"\b(?:leaving|leaves|left\s+with|call\s+it|budget\s+of|kv\s+budget[^\d]{0,12})\s*(?:about\s+|roughly\s+|~)?\s*$",
                          re.IGNORECASE)
_NEGATED = re.compile(r"(?:\bnot|n't|\bnever|\bno)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)


def _number(word: str) -> float | None:
    w = re.sub(r"\s+", " ", word.lower().strip())
    if w in UNITS_WORDS:
        return float(UNITS_WORDS[w])
    if w == "a dozen":
        return 12.0
    if w.startswith("a couple"):
        return 2.0
    if w == "a few":
        return 3.0
    try:
        return float(w.replace(",", ""))
    except ValueError:
        return None


def _tokens(word: str) -> float | None:
    w = word.lower().replace(",", "").replace(" ", "")
    scale = 1000.0 if w.endswith("k") else 1e6 if w.endswith("million") else 1.0
    try:
        return float(w.rstrip("k").replace("million", "")) * scale
    except ValueError:
        return None


def stated_room(text: str, quants: list[Quantity], before: int, since: int) -> Interval | None:
    """The last memory figure the text leaves for the KV cache between since and before."""
    room = [q for q in quants if q.dimension == "bytes" and since <= q.start < before and (
        _ROOM_AFTER.match(text, q.end) or _ROOM_BEFORE.search(text[max(since, q.start - 30):q.start]))]
    return Interval(lo=room[-1].lo, hi=room[-1].hi) if room else None


def capacity_claims(text: str, s_index: int, s_start: int, s_end: int, quants: list[Quantity], add, hedged: bool,
                    room: Interval | None) -> None:
    sentence = text[s_start:s_end]
    if not re.search(r"\bkv\b|\bcache\b|\bcontext\b|\bsequences?\b|\bsessions?\b|\bmemory\b|\bgb\b|\bgib\b", sentence, re.I):
        return
    for m in _SEQUENCES.finditer(text, s_start, s_end):
        n = _number(m.group("n"))
        around = text[max(s_start, m.start() - 40):min(s_end, m.end() + 30)]
        if n == 1 and not _ONLY_ONE.search(text[max(s_start, m.start("n") - 30):m.start("n")]):
            continue  # "one conversation gets 25-30 tok/s": a single one, not the limit
        if n is None or n < 1 or not _FITS.search(around) or _NEGATED.search(text[max(s_start, m.start() - 16):m.start()]):
            continue
        if re.search(r"(?<![A-Za-z])[x×*]\s*$", text[max(s_start, m.start("n") - 4):m.start("n")]) or re.match(
                r"[^.;]{0,30}?\bfits?\s+in(?:to)?\s+(?:about\s+|roughly\s+|~\s*|under\s+)?\d", text[m.end():s_end], re.I):
            continue  # "x 4,096 ctx x 100 users = 125 GiB", "256 users with 2k contexts fit in about 2 GB": memory asked, not what it holds
        # the length: with the count, else said elsewhere in the sentence, else of one sequence just before
        ctx_word = m.group("ctx") or m.group("after") or next((c.group("ctx") for c in _CONTEXT_IN_SENTENCE.finditer(sentence)), None) \
            or next((c.group("ctx") for c in reversed(list(_ONE_SEQUENCE.finditer(text, max(0, s_start - 200), m.start())))), None)
        ctx = _tokens(ctx_word) if ctx_word else None
        if not ctx or ctx < 256:
            continue  # the length of each sequence is unsaid: nothing to multiply
        value = Interval.of(n * ctx)
        add(kind="quantity", start=m.start(), end=m.end(), text=text[m.start():m.end()], sentence=s_index,
            subject="kv_cache", subjects=["kv_cache"], dimension="kv_capacity", value=value, unit="tokens",
            qualifier="approx", hedged=hedged, scope=["capacity"], tokens=ctx,
            parts={"room": room} if room is not None else {})
    for m in _TOKENS.finditer(text, s_start, s_end):
        t = _tokens(m.group("t"))
        if t is None or t < 256 or _NEGATED.search(text[max(s_start, m.start() - 16):m.start()]):
            continue
        add(kind="quantity", start=m.start(), end=m.end(), text=text[m.start():m.end()], sentence=s_index,
            subject="kv_cache", subjects=["kv_cache"], dimension="kv_capacity", value=Interval.of(t), unit="tokens",
            qualifier="approx", hedged=hedged, scope=["capacity"], parts={"room": room} if room is not None else {})
