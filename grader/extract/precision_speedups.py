"""Decode speed credited to (or denied to) fewer bytes per weight: "fp8 won't speed up generation", "int4 doesn't
make anything faster", "going to fp8 should make decode about 4x faster". Batch-1 decode streams every weight per
token, so a lighter precision speeds it up by about the ratio of bytes, a little less where quantized kernels reach
less of the bandwidth. The claim names the precision it moves to, and the one it moves from when it says so.
"""
from __future__ import annotations

import re

from ..physics import Interval
from .mentions import Mention
from .quantities import Quantity

# Something else that changes per-request speed in the same sentence: the precision is then not the only lever.
_CONFOUNDED = re.compile(r"speculative|\bdraft\b|medusa|\bbatch|concurren|tensor[- ]parallel|\btp\s*=?\s*\d|more\s+gpus|"
                         r"prefill|ttft|first\s+token|throughput|aggregate|memory\s+(?:footprint|usage)|accuracy|quality",
                         re.IGNORECASE)
_DECODE_WORDS = re.compile(r"decod|generat|per[- ]token|tok/s|tokens?\s+(?:per|a)\s+s|\bspeed|faster|slower|latency", re.IGNORECASE)
_QUANTIZED = re.compile(r"\bquanti[sz]\w*", re.IGNORECASE)

# "fp8 won't speed up generation", "int4 doesn't make anything faster", "quantizing will not help decode speed"
_DENIED = re.compile(
    r"(?:won't|will\s+not|doesn't|does\s+not|didn't|did\s+not|can't|cannot|wouldn't|would\s+not|(?:is|are)n't\s+going\s+to|"
    r"not\s+going\s+to|never)\s+(?:really\s+|actually\s+|even\s+|meaningfully\s+)?"
    r"(?:(?:speed\s+up|help|improve|change|increase)\s+"
    r"(?:the\s+|our\s+|your\s+|its\s+|per-token\s+|single-stream\s+|per-user\s+)*"
    r"(?P<what>decod\w*|generation|generating|token\s+generation|(?:decode\s+|generation\s+)?speed|tok/s|tokens?\s+per\s+second|"
    r"per-token\s+latency|latency|anything|things|it)\b|"
    r"make\s+(?:the\s+|our\s+)?(?P<made>anything|it|decod\w*|generation|things|tokens)\s+(?:any\s+)?faster\b)", re.IGNORECASE)

# "should make decode about 4x faster", "roughly quadruple per-user speed"
_FASTER_AFTER = re.compile(r"\s*(?:faster|quicker|speed-?up|the\s+(?:decode\s+|generation\s+)?speed)\b", re.IGNORECASE)
_WORD_MULTIPLE = re.compile(r"\b(?P<word>double|doubles|doubling|triple|triples|tripling|quadruple|quadruples|quadrupling)\s+"
                            r"(?:the\s+|our\s+|your\s+|its\s+)?(?:per-token\s+|decode\s+|generation\s+|per-user\s+|single-stream\s+)?"
                            r"(?:speed|tok/s|tokens?\s+per\s+second|throughput\s+per\s+user)\b", re.IGNORECASE)
_WORD_VALUE = {"doub": 2.0, "trip": 3.0, "quad": 4.0}

# "from bf16 to fp8", "bf16 -> int4", "int4 vs bf16": which precision the change starts from
_FROM_TO = r"\s*(?:->|→|=>|to|into)\s*"
_THAN = re.compile(r"(?:than|vs\.?|versus|over|compared\s+(?:to|with))\s+(?:the\s+|an?\s+)?$", re.IGNORECASE)


def _from_and_to(text: str, named: list[Mention], at: int) -> list[str] | None:
    """[to] or [from, to] precision ids for a claim at `at`: "from bf16 to fp8", "int4 is 3x faster than bf16", else
    the precision named last before the claim, moved to from any other the sentence names."""
    ids = list(dict.fromkeys(m.id for m in named))
    if len(ids) == 2:
        a, b = named[0], next(m for m in named if m.id != named[0].id)
        if re.fullmatch(_FROM_TO, text[a.end:b.start], re.I):
            return [a.id, b.id]
        if _THAN.search(text[max(a.end, b.start - 24):b.start]):
            return [b.id, a.id]  # "int4 is 3x faster than bf16": bf16 is the baseline
    before = [m for m in named if m.end <= at]
    if not before or len(ids) > 2:
        return None
    to = before[-1].id
    return [i for i in ids if i != to] + [to]


def _quoted(text: str, s_start: int, at: int) -> bool:
    """Inside a quotation opened earlier in the sentence."""
    before = text[s_start:at]
    return before.count('"') % 2 == 1 or before.count("“") > before.count("”")


def precision_speedups(text: str, s_index: int, s_start: int, s_end: int, s_mentions: list[Mention],
                       quants: list[Quantity], add, hedged: bool) -> None:
    sentence = text[s_start:s_end]
    named = [m for m in s_mentions if m.kind == "precision"]
    if (not named and not _QUANTIZED.search(sentence)) or _CONFOUNDED.search(sentence) or not _DECODE_WORDS.search(sentence):
        return
    if len({m.id for m in s_mentions if m.kind == "hardware"}) > 1:
        return  # a change of device too: "moving to the H100 and to fp8"
    quantized_only = not named
    for m in _DENIED.finditer(text, s_start, s_end):
        if _quoted(text, s_start, m.start()):
            continue  # the PR description says "it won't change speed": reported, and usually refuted next
        what = (m.group("what") or m.group("made")).lower()
        if what in ("it", "things", "anything", "latency") and not re.search(r"decod|generat|speed|tok|faster", sentence, re.I):
            continue
        precisions = _from_and_to(text, named, m.start()) if named else ["int4"]  # "quantizing": 4 bits at the most
        if precisions is None:
            continue
        add(kind="predicate", start=m.start(), end=m.end(), text=text[m.start():m.end()], sentence=s_index,
            subject="decode", subjects=["decode"], predicate="faster", negated=True, hedged=hedged,
            precisions=precisions, scope=["precision_change"] + (["quantized"] if quantized_only else []))
    if quantized_only:
        return  # how much faster depends on the bits, which "quantizing" leaves open
    multiples = [(q.start, q.end, Interval(lo=q.lo, hi=q.hi), q.qualifier) for q in quants
                 if q.dimension == "ratio" and q.lo > 1 and _FASTER_AFTER.match(text, q.end)]
    multiples += [(m.start(), m.end(), Interval.of(_WORD_VALUE[m.group("word").lower()[:4]]), "approx")
                  for m in _WORD_MULTIPLE.finditer(text, s_start, s_end)]
    models_named = any(m.kind == "model" for m in s_mentions)
    for start, end, value, qualifier in multiples:
        precisions = _from_and_to(text, named, start)
        if precisions is None or (models_named and len(precisions) < 2):
            continue  # "the 8B at Q4 runs about 8x faster": a smaller model, not only a lighter precision
        if re.search(r"(?:\bnot|n't|\bnever)\s+(?:\w+\s+){0,3}$", text[max(s_start, start - 24):start], re.I):
            continue
        after = _FASTER_AFTER.match(text, end)
        end = after.end() if after else end
        add(kind="ratio", start=start, end=end, text=text[start:end], sentence=s_index, subject="decode",
            subjects=["decode"], dimension="ratio", value=value, qualifier=qualifier, hedged=hedged,
            precisions=precisions, scope=["precision_speedup"])

