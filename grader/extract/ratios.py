"""How many times longer one part of the wall clock is than another: "generation is only about 2x slower than the
network hop", "decoding takes 100 times longer than the round trip", "network and decode are within an order of
magnitude of each other". Read as a ratio of two components' times, A / B."""
from __future__ import annotations

import math
import re

from ..physics import Interval
from .lexicon import Cue
from .patterns import COMPONENTS
from .mentions import Mention, part_family
from .quantities import Quantity



# Comparatives that make A's time the larger or the smaller one, then "than"/"as" and the other component.
_LONGER = r"slower|longer|more time|bigger|larger|greater|more|as long|as slow|as much time"
_SHORTER = r"faster|quicker|shorter|less|smaller|cheaper|as fast|as quick"
_COMPARATIVE = re.compile(rf"\s*(?P<word>{_LONGER}|{_SHORTER})\b(?:\s+[\w-]+){{0,2}}?\s+(?:than|as)\s+", re.IGNORECASE)
_WITHIN = re.compile(r"\bwithin\s+(?:an|one|a single|1)\s+order\s+of\s+magnitude\s+of\s+(?P<other>each other|one another)?",
                     re.IGNORECASE)
# "5x the decode time": A is N times B.
_TIMES_THE = re.compile(r"\s*(?:the|that\s+of\s+the|as\s+much\s+as\s+the)\s+", re.IGNORECASE)
# Without a figure: "takes longer than generating", "about as much time as generation".
_PLAIN = re.compile(r"\b(?P<word>longer|slower|faster|quicker|shorter|(?:about\s+|roughly\s+|nearly\s+)?as\s+(?:much\s+time|long|slow)"
                    r")\s+(?:than|as)\s+", re.IGNORECASE)
_NEGATED = re.compile(r"(?:\bnot|n't|\bnever)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_ONE_ORDER = 10.0
# Likeness and dwarfing said in words: "comparable to decode", "in the same ballpark as", "dwarfs the generation time".
_LIKE = re.compile(r"\b(?:(?P<like>comparable\s+(?:to|with)|on\s+par\s+with|(?:about|roughly|basically|pretty\s+much)\s+the\s+same\s+as|"
                   r"similar\s+to|in\s+the\s+same\s+(?:ballpark|range|league)\s+as|(?:about|roughly|nearly|almost|just)\s+as\s+"
                   r"(?:expensive|costly|big|large|slow|long|significant)\s+as)|(?P<dwarf>dwarfs?|dwarfing|swamps?|overshadows?))\s+", re.IGNORECASE)
_LIKE_BAND = Interval(lo=1 / 3, hi=3.0)  # "comparable" allows a factor of a few either way
_DWARF_BAND = Interval(lo=5.0, hi=math.inf)


_GPU = re.compile(r"(?:the\s+)?gpus?", re.IGNORECASE)


def _component(cue: Cue) -> bool:
    return cue.kind == "subject" and cue.name in COMPONENTS


def _as_component(text: str, cue: Cue) -> Cue:
    """In a comparison of times, "the GPU" is the GPU's work: decode."""
    if cue.kind == "subject" and cue.name == "memory_capacity" and _GPU.fullmatch(text[cue.start:cue.end]):
        return Cue("subject", "decode", True, cue.start, cue.end, cue.token_start, cue.token_end)
    return cue


def _other_after(cues: list[Cue], pos: int) -> Cue | None:
    """The component named right after "than the ..."."""
    return next((c for c in cues if _component(c) and -4 <= c.start - pos <= 10 and c.end > pos), None)  # ("the network": its article too)


def _subject_before(cues: list[Cue], pos: int, clause_of, token: int) -> Cue | None:
    before = [c for c in cues if _component(c) and c.end <= pos and clause_of.get(c.token_start) == clause_of.get(token)]
    strong = [c for c in before if not c.weak]
    return (strong or before or [None])[-1]


def component_ratios(text: str, s_index: int, quants, cues: list[Cue], clause_of, token_index, add, hedged,
                     s_start: int, s_end: int) -> set[int]:
    """Add a ratio claim for each comparison of two components; return the starts of the figures read."""
    cues = [_as_component(text, c) for c in cues]
    taken: list[tuple[int, int]] = []
    for q in quants:
        if q.dimension not in ("ratio", "orders") or q.lo <= 0 or (q.dimension == "orders" and q.hi > 12):
            continue
        factor = Interval(lo=q.lo, hi=q.hi) if q.dimension == "ratio" else Interval(lo=10 ** q.lo, hi=10 ** q.hi)
        m = _COMPARATIVE.match(text, q.end) or (_TIMES_THE.match(text, q.end) if q.dimension == "ratio" else None)
        if not m or _NEGATED.search(text[max(s_start, q.start - 20):q.start]):
            continue
        other = _other_after(cues, m.end())
        subject = _subject_before(cues, q.start, clause_of, token_index(q.start))
        if other is None or subject is None or other.name == subject.name:
            continue
        if "word" in m.groupdict() and re.fullmatch(_SHORTER, m.group("word"), re.IGNORECASE):
            factor = Interval(lo=1 / factor.hi, hi=1 / factor.lo)
        _add(add, text, s_index, q.start, other.end, subject, other, factor, q.qualifier, hedged,
             scope=["orders"] if q.dimension == "orders" else [])
        taken.append((q.start, other.end))
    read = {a for a, _ in taken}
    for m in _PLAIN.finditer(text, s_start, s_end):
        if any(a <= m.start() < b for a, b in taken) or re.search(r"(?:\d|\btimes|\bx|×|fold|magnitude)\s*$",
                                                                   text[max(s_start, m.start() - 14):m.start()], re.I):
            continue  # a figure stands before it: read above
        if _NEGATED.search(text[max(s_start, m.start() - 20):m.start()]):
            continue
        other = _other_after(cues, m.end())
        subject = _subject_before(cues, m.start(), clause_of, token_index(m.start()))
        if other is None or subject is None or other.name == subject.name:
            continue
        word = m.group("word").lower()
        value = (Interval(lo=0.5, hi=2.0) if " as" in f" {word}" else
                 Interval(lo=1.0, hi=math.inf) if re.fullmatch(_LONGER, word) else Interval(lo=0.0, hi=1.0))
        _add(add, text, s_index, m.start(), other.end, subject, other, value, "vague", hedged)
    for m in _LIKE.finditer(text, s_start, s_end):  # "comparable to the decode time", "dwarfs the generation time"
        if any(a <= m.start() < b for a, b in taken) or _NEGATED.search(text[max(s_start, m.start() - 20):m.start()]):
            continue
        other = _other_after(cues, m.end())
        subject = _subject_before(cues, m.start(), clause_of, token_index(m.start()))
        if other is None or subject is None or other.name == subject.name:
            continue
        if re.match(r"(?:the\s+)?(?:one|a|each|every|a\s+single|single)\s+(?:decode\s+|generation\s+|forward\s+)?(?:step|token|pass)\b",
                    text[m.end():m.end() + 30], re.I):
            continue  # "about the same as one decode step": a per-step time, not the part's whole time
        value = _DWARF_BAND if m.group("dwarf") else _LIKE_BAND
        _add(add, text, s_index, m.start(), other.end, subject, other, value, "vague", hedged)
    for m in _WITHIN.finditer(text, s_start, s_end):
        if not any(c.start <= m.start() for c in cues) or _NEGATED.search(text[max(s_start, m.start() - 20):m.start()]):
            continue
        token = token_index(m.start())
        if m.group("other"):  # "A and B are within an order of magnitude of each other"
            named = [c for c in cues if _component(c) and c.end <= m.start() and clause_of.get(c.token_start) == clause_of.get(token)]
            pair = list({c.name: c for c in named}.values())
            if len(pair) != 2:
                continue
            subject, other, end = pair[0], pair[1], m.end()
        else:
            other = _other_after(cues, m.end())
            subject = _subject_before(cues, m.start(), clause_of, token)
            if other is None or subject is None or other.name == subject.name:
                continue
            end = other.end
        _add(add, text, s_index, m.start(), end, subject, other, Interval(lo=1 / _ONE_ORDER, hi=_ONE_ORDER), "upper", hedged)
    return read


def _add(add, text, s_index, start, end, subject: Cue, other: Cue, value: Interval, qualifier, hedged,
         scope: list[str] = ()) -> None:
    add(kind="ratio", start=start, end=end, text=text[start:end], sentence=s_index, subject=subject.name,
        subjects=[subject.name], versus=other.name, dimension="ratio", value=value, qualifier=qualifier, hedged=hedged,
        scope=list(scope))


# "10x the memory bandwidth of an A100", "3x more memory than the 4090": one device's datasheet against another's.
_SPEC = re.compile(r"\s*(?:the|more|as much|higher|greater)\s+(?:memory\s+|hbm\s+|peak\s+)?"
                   r"(?P<spec>bandwidth|memory|capacity|vram|flops|flop/s|compute|tflops)\b"
                   r"(?P<of>\s+(?:of|than|as|vs\.?|versus)\s+(?:the\s+|an?\s+|one\s+)?)?", re.IGNORECASE)
_SPEC_SUBJECT = {"bandwidth": "bandwidth", "memory": "memory_capacity", "capacity": "memory_capacity",
                 "vram": "memory_capacity", "flops": "compute", "flop/s": "compute", "compute": "compute",
                 "tflops": "compute"}


_MULTIPLE_WORDS = re.compile(r"\b(?P<word>twice|double|half|triple|thrice)\b", re.IGNORECASE)
_MULTIPLE = {"twice": 2.0, "double": 2.0, "half": 0.5, "triple": 3.0, "thrice": 3.0}


def _multiples(text: str, start: int, end: int) -> list[Quantity]:
    """"twice the memory bandwidth", "half the memory": ratios said in words."""
    return [Quantity(m.start(), m.end(), _MULTIPLE[m.group("word").lower()], _MULTIPLE[m.group("word").lower()], "ratio",
                     "exact", m.group("word")) for m in _MULTIPLE_WORDS.finditer(text, start, end)]


# A device named as the other side of a comparison ("the bandwidth of the H100", "faster than on an H100").
_OTHER_SIDE = r"\b(?:of|than|as|vs\.?|versus|from{})\s+(?:the\s+|an?\s+|one\s+)?$"
_COMPARED_DEVICE = re.compile(_OTHER_SIDE.format(""), re.IGNORECASE)
_COMPARED_OR_HOSTING_DEVICE = re.compile(_OTHER_SIDE.format("|on"), re.IGNORECASE)


def _named_as(pattern: re.Pattern, text: str, device, s_start: int) -> bool:
    return bool(pattern.search(text[max(s_start, device.start - 14):device.start]))


def device_ratios(text: str, s_index: int, quants, mentions, add, hedged, s_start: int, s_end: int) -> None:
    devices = [m for m in mentions if m.kind == "hardware"]
    for q in [*quants, *_multiples(text, s_start, s_end)]:
        if q.dimension != "ratio" or q.lo <= 0:
            continue
        m = _SPEC.match(text, q.end)
        if not m or _NEGATED.search(text[max(s_start, q.start - 20):q.start]):
            continue
        before = [d for d in devices if d.end <= q.start and not _named_as(_COMPARED_DEVICE, text, d, s_start)]
        if not before:
            continue
        subject = before[-1]  # "the H200 has 1.4x the bandwidth of the H100 and 1.76x the memory": the H200
        if m.group("of"):
            other = next((d for d in devices if 0 <= d.start - m.end() <= 2), None)
        else:  # "moved from A100 to H100 ... the H100 has 10x the bandwidth": the other device in the sentence
            others = {d.id: d for d in devices if part_family(d.id) != part_family(subject.id)}
            other = next(iter(others.values())) if len(others) == 1 else None
        if other is None or part_family(other.id) == part_family(subject.id):
            continue
        end = other.end if m.group("of") else m.end()
        add(kind="ratio", start=q.start, end=end, text=text[q.start:end], sentence=s_index,
            subject=_SPEC_SUBJECT[m.group("spec").lower()], subjects=[_SPEC_SUBJECT[m.group("spec").lower()]],
            versus=other.id, dimension="ratio", value=Interval(lo=q.lo, hi=q.hi), qualifier=q.qualifier, hedged=hedged,
            hardware=[subject.id], hardware_generic=subject.generic,
            scope=["devices"] + (["versus_generic"] if other.generic else []))


# "an edge region would make responses 10x faster": removing a part can at most save its share, so an N-fold speedup
# credited to it says it is at least 1 - 1/N of the wall clock.
_SPEEDUP_AFTER = re.compile(r"\s*(?:faster|quicker|snappier|sooner|lower latency|less latency)\b(?!\s+(?:\w+\s+)?than\b)",
                            re.IGNORECASE)
_SPEEDUP_BEFORE = re.compile(r"\b(?:reduce[sd]?|cut(?:s|ting)?|lower(?:s|ed)?|slash(?:es|ed)?)\s+(?:the\s+|our\s+|its\s+)?"
                             r"(?:latency|response times?|p50|wait)\s+by\s+~?\s*$", re.IGNORECASE)
_MINOR = ("network", "connection", "tokenizer")
_WHOLE = re.compile(r"\b(?:responses?|answers?|repl(?:y|ies)|requests?|the api|the app|the service|the endpoint|latency|p50|"
                    r"p95|everything|things|it|chat|completions?)\b|\bby\s+~?\s*$", re.IGNORECASE)
_OTHER_CAUSES = ("decode", "prefill", "batching", "throughput", "compute", "bandwidth", "weights", "kv_cache")


def speedups(text: str, s_index: int, quants, cues: list[Cue], add, hedged, s_start: int) -> None:
    for q in quants:
        if q.dimension not in ("ratio", "orders") or q.lo <= 0 or (q.dimension == "orders" and q.hi > 12):
            continue  # "10^400 orders" is no speed-up anyone claims, and 10 ** 400 overflows
        factor = q.lo if q.dimension == "ratio" else 10 ** q.lo
        if factor <= 1 or not (_SPEEDUP_AFTER.match(text, q.end) or _SPEEDUP_BEFORE.search(text[max(s_start, q.start - 40):q.start])):
            continue
        if _NEGATED.search(text[max(s_start, q.start - 20):q.start]):
            continue
        named = [c for c in cues if c.kind == "subject" and c.end <= q.start and c.name in _MINOR + _OTHER_CAUSES]
        if not named or any(c.name in _OTHER_CAUSES for c in named) or named[-1].name not in _MINOR:
            continue  # the speedup must be credited to a minor part alone
        if not _WHOLE.search(text[named[-1].end:q.start]):
            continue  # "made tokenization 10x faster": the part itself sped up, not the whole
        end = _SPEEDUP_AFTER.match(text, q.end).end() if _SPEEDUP_AFTER.match(text, q.end) else q.end
        share = (1 - 1 / factor) * 100
        add(kind="share", start=q.start, end=end, text=text[q.start:end], sentence=s_index, subject=named[-1].name,
            subjects=[named[-1].name], dimension="percent", value=Interval(lo=share, hi=100.0), qualifier="lower",
            hedged=hedged, scope=["speedup"])


# "decode should be roughly ten times faster after the upgrade", "latency improved ~10x": a speed-up credited to a
# change of device. Batch-1 decode is bandwidth-bound, so it follows the devices' bandwidth ratio.
_DEVICE_SPEEDUP_AFTER = re.compile(r"\s*(?:faster|quicker|speed-?up|the speed)\b", re.IGNORECASE)
_DEVICE_SPEEDUP_BEFORE = re.compile(r"\b(?:improved|improves|sped up|speeds? up|faster by)\s+(?:by\s+)?(?:about\s+|roughly\s+|~)?$",
                                    re.IGNORECASE)
_CONFOUNDED = re.compile(r"quantiz|speculative|batch(?!\s*(?:size\s*)?(?:of\s+|=\s*)?(?:1|one)\b)|tensor[- ]parallel|\btp\s*\d|"
                         r"prefill|ttft|first token|network|throughput|aggregate", re.IGNORECASE)
# FLOPs named as the reason for a decode speed-up is the very mistake to check; for anything else they confound it.
_COMPUTE = re.compile(r"compute|flop", re.IGNORECASE)
_DECODE_WORDS = re.compile(r"decod|generat|tok(?:ens)?/s|tokens?\s+per\s+sec|per[- ]token|single[- ]stream|per\s+(?:user|stream)|chatbot",
                           re.IGNORECASE)
# "switching to an A10G", "move it to the A100 nodes": the device the text moves to, from the one it runs on
_MOVE_TO = re.compile(r"\b(?:switch(?:ing)?|mov(?:e|ing)(?:\s+it)?|migrat(?:e|ing)|upgrad(?:e|ing)|go(?:ing)?)\s+to\s+(?:an?\s+|the\s+)?$",
                      re.IGNORECASE)
# "On an H100 you should see roughly 3x faster generation": the device a prediction is made for
_ON_DEVICE = re.compile(r"\b(?:on|with)\s+(?:an?\s+|the\s+|one\s+)?$", re.IGNORECASE)
_WOULD = re.compile(r"\b(?:would|should|will|could|might|'d|'ll)\b", re.IGNORECASE)
# "moving to H200 will halve your latency": a two-fold speed-up said of the wait
_HALVE_LATENCY = re.compile(r"\b(?:halve|halves|halving|cut\s+(?:\w+\s+)?in\s+half)\s+(?:your|our|the|its|their|my)?\s*"
                            r"(?:(?:per-token\s+|decode\s+|generation\s+|response\s+|end-to-end\s+)?(?:latency|response\s+time|"
                            r"generation\s+time|decode\s+time|wait))\b", re.IGNORECASE)
_VERSUS_DEVICE = re.compile(r"\s*(?:than|vs\.?|versus|over)\s+(?:on\s+)?(?:the\s+|an?\s+|one\s+)?$", re.IGNORECASE)


def device_speedups(text: str, s_index: int, quants, s_mentions, changes, add, hedged, s_start: int, s_end: int,
                    home: Mention | None = None) -> None:
    """home: the device the text runs on, named first, for "switching to an A10G ... 7x faster"."""
    sentence = text[s_start:s_end]
    if _CONFOUNDED.search(sentence) or len({m.id for m in s_mentions if m.kind == "precision"}) > 1 or (
            _COMPUTE.search(sentence) and not _DECODE_WORDS.search(sentence)):
        return  # another cause of speed is in play: precision, batching, parallelism, or another part of the budget
    devices = [m for m in s_mentions if m.kind == "hardware"]
    # (a device that does better than halve it is no contradiction: "halve" is read as at least 2x)
    halved = [Quantity(m.start(), m.end(), 2.0, math.inf, "ratio", "lower", "x") for m in _HALVE_LATENCY.finditer(text, s_start, s_end)]
    for q in [*quants, *halved]:
        if q.dimension != "ratio" or q.lo <= 1 or _SPEC.match(text, q.end) or _NEGATED.search(text[max(s_start, q.start - 20):q.start]):
            continue
        after = _DEVICE_SPEEDUP_AFTER.match(text, q.end)
        if q in halved:
            after = None  # "will halve your latency": the phrase is the whole claim
        elif not after and not _DEVICE_SPEEDUP_BEFORE.search(text[max(s_start, q.start - 30):q.start]):
            continue
        versus = next((d for d in devices if d.start >= q.end and _VERSUS_DEVICE.fullmatch(
            text[(after.end() if after else q.end):d.start])), None)
        if versus is not None:  # "five times faster than on an H100": the subject is the other device named
            subject = next((d for d in reversed(devices) if d.end <= q.start and d.id != versus.id
                            and not _named_as(_COMPARED_OR_HOSTING_DEVICE, text, d, s_start)), None)
            # "an H200 ... 16x faster than an L4 and 2.4x faster than an A100": the H200
        else:  # "moved from the A100 to the H100 ... ~10x faster"
            pair = next(((a, b) for a, b in changes if a.kind == "hardware"), None)
            subject, versus = (pair[1], pair[0]) if pair else (None, None)
            moved = next((d for d in devices if d.end <= q.start and (_MOVE_TO.search(text[max(s_start, d.start - 30):d.start]) or (
                _ON_DEVICE.search(text[max(s_start, d.start - 12):d.start]) and _WOULD.search(text[d.end:q.start])))), None)
            if subject is None and moved is not None and home is not None and part_family(home.id) != part_family(moved.id):
                subject, versus = moved, home  # "Thinking of switching to an A10G ..., so it should be about 7x faster"
        if subject is None or versus is None or part_family(subject.id) == part_family(versus.id):
            continue
        end = after.end() if after else q.end
        add(kind="ratio", start=q.start, end=end, text=text[q.start:end], sentence=s_index, subject="decode",
            subjects=["decode"], versus=versus.id, dimension="ratio", value=Interval(lo=q.lo, hi=q.hi),
            qualifier=q.qualifier, hedged=hedged, hardware=[subject.id], hardware_generic=subject.generic,
            scope=["devices", "speedup"] + (["versus_generic"] if versus.generic else []))
