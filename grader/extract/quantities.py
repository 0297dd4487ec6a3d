"""Quantities: a number phrase followed by a unit, in canonical units (seconds, tokens/s, bytes, ...)."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from .mentions import Mention
from .numbers import FRACTION_WORDS, Number, find_numbers
from .units import match_unit

# "a second", "under a millisecond", "a millisecond or two", "a second or so"
_ARTICLE_UNIT = re.compile(
    r"(?<![\w.])(?<!times )(?<!once )(?<!twice )(?<!per )(?<!every )(?<!each )(?<!fraction of )(?P<qual>(?:well\s+|just\s+|a\s+bit\s+|a\s+little\s+)?(?:under|below|less than|over|more than|about|around|"
    r"roughly|within|at most|at least|nearly|almost|only|just|like)\s+)?(?P<art>an?(?:\s+(?:single|full|whole))?|one\s+(?:single|full|whole))\s+(?=(?:nano|micro|milli)?second\b|"
    r"ms\b|minute\b|hour\b|millisecond\b|microsecond\b|token\b|gigabyte\b|terabyte\b|round[ -]trip\b|rtt\b|"
    r"order of magnitude\b)",
    re.IGNORECASE,
)
# "tokenization adds another second or two": one more unit of time (only time: "another round trip" is a difference
# in a count, read elsewhere)
_ANOTHER_TIME = re.compile(r"(?<![\w.])(?:(?:maybe|perhaps|probably|about|roughly)\s+)?another\s+"
                           r"(?=(?:nano|micro|milli)?second\b|minute\b|millisecond\b|microsecond\b)", re.IGNORECASE)
_TRAILING = re.compile(r"\s*,?\s*(?:(?P<up>at (?:the )?most|or less|or under|tops|max(?:imum)?\b|or lower)|"
                       r"(?P<down>at (?:the )?least|or more|or over|or higher|minimum|min\b))", re.IGNORECASE)
_OR_TWO = re.compile(r"\s+or\s+(two|so|three)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Quantity:
    start: int
    end: int
    lo: float  # canonical units
    hi: float
    dimension: str
    qualifier: str
    unit: str  # surface form as written

    @property
    def text_span(self) -> tuple[int, int]:
        return self.start, self.end

    @property
    def mid(self) -> float:
        if math.isinf(self.hi):
            return self.lo
        return (self.lo + self.hi) / 2


_AFTER_SECOND = {"of", "or", "and", "per", "to", "for", "in", "on", "at", "is", "was", "faster", "slower", "longer",
                 "before", "after", "each", "every", "total", "end", "on", "by", "then", "which", "so", "but",
                 "tops", "max", "at", "apiece", "plus", "with", "from", "just", "only", "more", "less"}


_RATE_BEFORE = re.compile(r"(?:\d|\b(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen))\s*$|"
                          r"\b(?:[kmgt]?i?b|(?:[kmgt]|kilo|mega|giga|tera)?bytes?|bits?|tokens?|words?|char(?:acter)?s?|requests?|queries|"
                          r"calls?|items?|lines?|pages?)\b(?:\s+of\s+\w+)?\s*$", re.IGNORECASE)


# "done in a fraction of a second": under one of the unit, read as an upper bound
_FRACTION_OF_ONE = re.compile(r"(?<![\w.])(?:a|some)\s+(?:small\s+|tiny\s+|mere\s+)?fraction\s+of\s+(?:a|one)(?=\s+(?:milli|micro)?second\b)",
                              re.IGNORECASE)


def _article_numbers(text: str) -> list[Number]:
    out = [Number(m.start(), m.end(), 0.0, 1.0, "upper", m.group(0)) for m in _FRACTION_OF_ONE.finditer(text)]
    for m in _ANOTHER_TIME.finditer(text):
        unit_word = re.match(r"\s*(\w+)\s*(\w*)", text[m.end():m.end() + 30])
        if unit_word and unit_word.group(1).lower() == "second" and unit_word.group(2) and \
                unit_word.group(2).lower() not in _AFTER_SECOND:
            continue  # "another second cluster"
        out.append(Number(m.start(), m.end(), 1.0, 1.0, "approx", m.group(0)))
    for m in _ARTICLE_UNIT.finditer(text):
        qual = (m.group("qual") or "").strip().lower()
        lo = hi = 1.0
        kind = "exact"
        if qual:
            if re.search(r"under|below|less|within|at most", qual):
                lo, kind = 0.0, "upper"
                if qual.startswith("well"):
                    hi = 0.5  # "well under a second": a good deal less than one, not just under
            elif re.search(r"over|more|at least", qual):
                hi, kind = math.inf, "lower"
            else:
                kind = "approx"
        unit_word = re.match(r"\s*(\w+)\s*(\w*)", text[m.end():m.end() + 30])
        if unit_word and unit_word.group(1).lower() == "second" and unit_word.group(2) and \
                unit_word.group(2).lower() not in _AFTER_SECOND and not re.search(r"full|whole", m.group("art"), re.I):
            continue  # "a second cluster": the ordinal, not a unit of time ("a full second round trip" is one)
        if _RATE_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            continue  # "several megabytes of text a second", "about 60 a second": the denominator of a rate
        out.append(Number(m.start(), m.end(), lo, hi, kind, m.group(0)))
    return out


# "one token every few seconds", "a token every 10 microseconds": a time per token written the other way round
_TOKEN_EVERY = re.compile(r"(?<![\w.])(?:one|a|1)\s+token\s+(?:every|each|per)\s+", re.IGNORECASE)


def _token_every(out: list[Quantity], text: str) -> list[Quantity]:
    result = []
    for q in out:
        lead = None
        for m in _TOKEN_EVERY.finditer(text, max(0, q.start - 24), q.start + 1):
            if m.end() == q.start:
                lead = m
        if lead is not None and q.dimension == "time":
            q = Quantity(lead.start(), q.end, q.lo, q.hi, "time_per_token", q.qualifier, q.unit)
            result = [r for r in result if not (r.dimension == "tokens" and r.start >= lead.start())]
        result.append(q)
    return result


# "500 tokens at about 20 ms each", "a forward pass takes ~20 ms", "500 passes x 18 ms": a time per decode step,
# which is a time per token, not the time of the whole answer. A trailing "each" counts only right after the
# steps it divides ("tokens at 20 ms each"), not in "250 tokens, so ~8 s each" (each summary) or "50 ms each way".
_PER_STEP_AFTER = re.compile(r"\s*per\s+(?:decode\s+|decoding\s+|forward\s+)?(?:step|pass|iteration)\b", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s*(?:each|apiece)\b(?!\s+(?:way|direction|hop|request|call|time|one|of)\b)", re.IGNORECASE)
_STEPS_AT = re.compile(r"\b(?:tokens|steps|passes|iterations)\s+(?:at|of|taking|x|×|\*)\s*"
                       r"(?:about|around|roughly|approximately|~|≈)?\s*$", re.IGNORECASE)
_STEP_BEFORE = re.compile(
    r"(?:\b(?:time[- ]per[- ](?:output[- ])?token|TPOT|inter[- ]token\s+latency|ITL|per[- ]token\s+(?:latency|time))\b"
    r"[^.;:\d]{0,30}?$)|"
    r"(?:\b(?:a|each|every|one|per|single)\s+(?:forward\s+pass|decode\s+step|decoding\s+step|step|iteration)\b"
    r"[^.;:\d]{0,60}?\b(?:takes?|is|costs?|of|at|around|about|in|needs?)\s*[~≈]?\s*$)"
    r"|(?:\d[\d,]*\s*(?:output\s+)?(?:tokens|steps|forward\s+passes|passes|iterations)\s*(?:x|×|\*|times)\s*[~≈]?\s*$)",
    re.IGNORECASE)


_NOT_DECODE = re.compile(r"network|round[- ]trip|\bRTT|ping|tokeni[sz]|handshake|TLS|TCP", re.IGNORECASE)


def _per_step(out: list[Quantity], text: str) -> list[Quantity]:
    result = []
    for q in out:
        before = text[max(0, q.start - 100):q.start]
        step = _STEP_BEFORE.search(before)
        if step and _NOT_DECODE.search(step.group(0)):
            step = None  # "each token needs a network round trip of 50 ms": not a decode step
        if q.dimension == "time" and (_PER_STEP_AFTER.match(text, q.end) or step
                                      or (_EACH_AFTER.match(text, q.end) and _STEPS_AT.search(before))):
            q = Quantity(q.start, q.end, q.lo, q.hi, "time_per_token", q.qualifier, q.unit)
        result.append(q)
    return result


# A unit with no number: "tokens come out in microseconds", "tokenization takes milliseconds". The band is the
# unit's own decade range (1-999 of it); "measured in milliseconds" names a unit, not a time, and is left alone.
_BARE_TIME_UNIT = re.compile(r"\b(?:takes?|took|taking|costs?|in|within|under)\s+(?:mere\s+|just\s+|only\s+)?"
                             r"(?P<unit>nanoseconds|microseconds|milliseconds)\b", re.IGNORECASE)
_BARE_BANDS = {"nanoseconds": (1e-9, 1e-6), "microseconds": (1e-6, 1e-3), "milliseconds": (1e-3, 1.0)}
_MEASURED_IN = re.compile(r"\b(?:measured|expressed|reported|logged|recorded|shown|given|quoted|counted)\s*$", re.I)


# "half the latency", "a third of the time": a share written in words
_FRACTION_SHARE = re.compile(
    r"(?<![\w])(?P<frac>half|a half|a (?:good |solid |full |rough )?third|one third|two[- ]thirds|a (?:good |solid |full )?quarter|"
    r"one quarter|three[- ]quarters|a tenth|a fifth|nine[- ]tenths|four[- ]fifths|three[- ]fifths|two[- ]fifths)\s+(?:of\s+)?"
    r"(?:(?:the|our|its|all|my|your|their|each|every|this|that)\s+(?:[\w-]+\s+)?"
    r"(?:latency|time|wall[- ]?clock|delay|total|request time|response time|wait|request|response|call|p50|median)\b"
    r"|(?:the|our|its|my|your|their|those|these|that|this)\s+~?\d+(?:\.\d+)?\s*(?:s|secs?|seconds)\b"  # "half of the 12 s"
    r"|what\s+(?:\w+\s+){0,2}?(?:feels?|sees?|waits?(?:\s+(?:on|for))?|experiences?)\b"
    r"|(?<=of\s)it\b(?!\s+(?:is|was|are)\b))",  # "generation is barely a third of it": the whole, named before
    re.IGNORECASE)
# "decode is about half.", "network is maybe a tenth, tops": a share whose whole was named before, said elliptically
_ELLIPTICAL_SHARE = re.compile(
    r"\b(?:is|are|was|were|'s|makes?\s+up|accounts?\s+for)\s+(?:only\s+|just\s+|about\s+|roughly\s+|maybe\s+|around\s+|"
    r"probably\s+|barely\s+|approximately\s+|~\s*)?(?P<bound>less\s+than\s+|under\s+|over\s+|more\s+than\s+)?"
    r"(?P<frac>half|a third|one third|two[- ]thirds|a quarter|one quarter|three[- ]quarters|a tenth|a fifth|nine[- ]tenths)"
    r"(?=\s*(?:[.;,)!]|$|\s+(?:or so|tops|at most|at best)\b))", re.IGNORECASE)
# "so only about half is decoding", "a quarter of it is the network": the share first, the part after it
_FRONT_SHARE = re.compile(
    r"\b(?:only\s+|just\s+|about\s+|roughly\s+|maybe\s+|around\s+|barely\s+)*(?P<frac>half|a third|one third|two[- ]thirds|"
    r"a quarter|one quarter|three[- ]quarters|a tenth|a fifth|nine[- ]tenths)(?:\s+of\s+(?:it|that|this))?\s+(?:is|was)\s+"
    r"(?:spent\s+(?:on|in)\s+)?(?=(?:the\s+)?(?:decod\w*|generat\w*|prefill\w*|network|tokeni[sz]\w*|handshakes?|tls)\b)", re.IGNORECASE)
_WHOLE = r"(?:the|our|its|my|your|their)\s+(?:\w+\s+)?(?:latency|response times?|p50|median|wait|wall[- ]?clock)"
_HALVED = re.compile(rf"\b(?:halve[sd]?|halving)\s+{_WHOLE}\b|\bcut(?:s|ting)?\s+{_WHOLE}\s+in\s+half\b", re.IGNORECASE)
_PART_OF_SECONDS = re.compile(r"\b(?P<part>\d+(?:\.\d+)?)\s+of\s+(?:the|our|its|my|your|their|those|these)\s+"
                              r"(?P<whole>\d+(?:\.\d+)?)\s*(?:s|secs?|seconds)\b", re.IGNORECASE)
_K_PROMPT = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d)?)([kK])(?=[\s-](?:token\s+)?(?:prompts?|contexts?|inputs?|system\s+prompts?|documents?)\b)")
_MAX_TOKENS = re.compile(r"max_(?:new_)?tokens\s*[=:]\s*(\d{1,7})", re.IGNORECASE)


def find_quantities(text: str, mentions: list[Mention] = ()) -> list[Quantity]:
    masked = [(m.start, m.end) for m in mentions]
    numbers = sorted(find_numbers(text) + _article_numbers(text), key=lambda n: n.start)
    out: list[Quantity] = []
    last_end = -1
    for n in numbers:
        if n.start < last_end or any(a <= n.start < b for a, b in masked):
            continue
        pos = n.end
        if n.text.lower().endswith((" a", " an")) or n.text.lower() in ("a", "an"):
            pos = n.end
        if n.text[-1:].isalpha() and text[pos:pos + 1].isalpha():
            continue  # "ones", "tens": a word that starts with a number word, not "one s"
        unit = match_unit(text, pos)
        if unit is None:
            continue
        end, dimension, factor, surface = unit
        if surface == "s" and re.search(r"(?:mid|low|high|early|late)[- ]$", text[max(0, n.start - 5):n.start], re.I):
            continue  # "mid-40s": a decade of values, not forty seconds
        if dimension == "time" and n.text.strip().lower() in ("a", "an") and re.search(
                r"(?:\d|\b(?:\w+teen|\w+ty(?:[- ]\w+)?|ten|eleven|twelve|hundred|thousand))(?:[- ]?ish)?,?\s+$", text[max(0, n.start - 24):n.start], re.I):
            continue  # "thirty tokens at fifteen-ish a second": "a second" is the rate's "per second", not one second
        if re.match(r"\d{1,2}:\d{2}\b", text[max(0, n.start - 3):n.end]) or re.search(r"\d:$", text[max(0, n.start - 2):n.start]):
            continue  # "09:20 RTT from the probe ...": a time of day in a timeline, not 20 round trips
        if re.search(r"\b(?:TLS|HTTP|QUIC|SSL)\s*/?v?$", text[max(0, n.start - 6):n.start], re.I) and "." in n.text:
            continue  # "one TLS 1.3 round trip", "HTTP/1.1 request": a protocol version, not a count
        lo, hi, qualifier = n.lo, n.hi, n.qualifier
        half = re.match(r"\s+and\s+a\s+half\b", text[end:end + 16], re.I)
        if half and n.lo == n.hi:  # "a second and a half"
            lo = hi = n.lo + 0.5
            end += half.end()
        tail = _OR_TWO.match(text, end)
        if tail and n.lo == n.hi:  # "a millisecond or two", "a second or so"
            word = tail.group(1).lower()
            hi = lo * (2 if word == "two" else 3 if word == "three" else 1)
            qualifier = "approx" if word == "so" else qualifier
            end = tail.end()
        trailing = _TRAILING.match(text, end)
        if trailing and qualifier in ("exact", "approx", "vague"):  # "a few ms at most", "80 GB or more"
            if trailing.group("up"):
                lo, qualifier = 0.0, "upper"
            else:
                hi, qualifier = math.inf, "lower"
        if dimension in ("percent", "ratio", "orders", "round_trips"):
            factor = 1.0
        out.append(Quantity(n.start, end, lo * factor, hi * factor if not math.isinf(hi) else math.inf,
                            dimension, qualifier, surface))
        last_end = end
    for m in _FRACTION_SHARE.finditer(text):  # "a good third": a third
        share = FRACTION_WORDS[re.sub(r"\s(?:good|solid|full|rough)\s", " ", m.group("frac").lower().replace("-", " "))] * 100
        out.append(Quantity(m.start(), m.end(), share, share, "percent", "approx", "%"))
    for m in _ELLIPTICAL_SHARE.finditer(text):
        share = FRACTION_WORDS[m.group("frac").lower().replace("-", " ")] * 100
        bound = (m.group("bound") or "").lower()
        lo, hi, qualifier = (0.0, share, "upper") if bound.startswith(("less", "under")) else \
            (share, 100.0, "lower") if bound else (share, share, "approx")
        out.append(Quantity(m.start("bound") if bound else m.start("frac"), m.end(), lo, hi, "percent", qualifier, "%"))
    for m in _FRONT_SHARE.finditer(text):
        share = FRACTION_WORDS[m.group("frac").lower().replace("-", " ")] * 100
        out.append(Quantity(m.start("frac"), m.end("frac"), share, share, "percent", "approx", "%"))
    for m in _PART_OF_SECONDS.finditer(text):  # "it's 8 of our 10 seconds": a share, in the text's own times
        part, whole = float(m.group("part")), float(m.group("whole"))
        if 0 < part <= whole:
            out.append(Quantity(m.start(), m.end(), part / whole * 100, part / whole * 100, "percent", "approx", "%"))
    for m in _HALVED.finditer(text):  # "would halve our latency": half of it is the cause's share
        out.append(Quantity(m.start(), m.end(), 50.0, 50.0, "percent", "approx", "%"))
    taken = [(q.start, q.end) for q in out]
    for m in _BARE_TIME_UNIT.finditer(text):  # "generates tokens in microseconds": a magnitude with no number
        if any(a < m.end() and m.start() < b for a, b in taken) or \
                _MEASURED_IN.search(text[max(0, m.start() - 24):m.start()]):
            continue
        lo, hi = _BARE_BANDS[m.group("unit").lower()]
        out.append(Quantity(m.start("unit"), m.end(), lo, hi, "time", "vague", m.group("unit")))
    for m in _K_PROMPT.finditer(text):  # "TTFT for 8k prompt is ~9 s", "a 32k context": a token count without "tokens"
        if not any(a <= m.start() < b for a, b in taken):
            value = float(m.group(1)) * (1000 if m.group(2) else 1)
            out.append(Quantity(m.start(), m.end(2) if m.group(2) else m.end(1), value, value, "tokens", "exact", "tokens"))
    for m in _MAX_TOKENS.finditer(text):  # "max_tokens=1000": a token count in code
        value = float(m.group(1))
        out.append(Quantity(m.start(1), m.end(1), value, value, "tokens", "exact", "max_tokens"))
    out.sort(key=lambda q: q.start)
    out = _inherit_units(out, numbers, text, masked)
    out = _elliptical_rates(out, numbers, text, masked)
    return _between_ranges(_per_step(_token_every(_products(out, text), text), text), text)


_BETWEEN = re.compile(r"\bbetween\s+(?:~|about\s+|roughly\s+)?$", re.IGNORECASE)


def _between_ranges(out: list[Quantity], text: str) -> list[Quantity]:
    """"between 50 ms and 100 ms", "between half a second and a second or so": one range, each end with its unit."""
    merged: list[Quantity] = []
    for q in out:
        p = merged[-1] if merged else None
        if p is not None and p.dimension == q.dimension and re.fullmatch(r"\s+and\s+", text[p.end:q.start]) \
                and _BETWEEN.search(text[max(0, p.start - 16):p.start]) and p.lo <= q.hi:
            merged[-1] = Quantity(p.start, q.end, min(p.lo, q.lo), max(p.hi, q.hi), q.dimension, "approx", q.unit)
            continue
        merged.append(q)
    return merged


# "~66 tok/s and realistically 30-45": a bare figure right after one with a unit shares that unit.
_ELLIPSIS = re.compile(r"^[\s,;(]*(?:and|or|but|to|vs\.?|versus)?\s*(?:realistically|actually|in practice|more like|"
                       r"really|typically|closer to|maybe|about|only)?\s*$", re.IGNORECASE)


def _inherit_units(out: list[Quantity], numbers: list[Number], text: str, masked) -> list[Quantity]:
    taken = [(q.start, q.end) for q in out]
    extra = []
    for n in numbers:
        if any(a <= n.start < b for a, b in taken) or any(a <= n.start < b for a, b in masked):
            continue
        prev = [q for q in out if q.end <= n.start and n.start - q.end <= 35]
        if not prev or n.lo == n.hi and n.lo < 1:
            continue
        p = prev[-1]
        if p.dimension in ("tokens", "percent", "ratio", "orders") or not _ELLIPSIS.match(text[p.end:n.start]):
            continue
        if n.text.strip().lower() == "one":
            continue  # "the forty gig one": a pronoun, not a figure
        if re.match(r"\s*(?:[A-Za-zµ%\d]|-\s*[a-z]|[÷/×*x]\s*\d)", text[n.end:n.end + 4]):
            continue  # the bare number has a word of its own after it, or is an operand ("500 ÷ 40 is 12.5 s")
        if re.match(r":\d\d\b", text[n.end:n.end + 3]) or re.search(r"\d:$", text[max(0, n.start - 3):n.start]):
            continue  # "09:30 profiler ...": a time of day in a timeline
        scale = p.lo / _raw(p, text) if _raw(p, text) else None
        if not scale:
            continue
        hi = n.hi * scale if not math.isinf(n.hi) else math.inf
        extra.append(Quantity(n.start, n.end, n.lo * scale, hi, p.dimension, n.qualifier, p.unit))
    return sorted(out + extra, key=lambda q: q.start)


# "a 3090 will do maybe 65", "TP2 doubles it, 90", "was hoping for like 30": a speed said without its unit, in a text
# that has just given one in tok/s
# (not "we get 30", "I'm seeing 2": what someone measured is reported, not claimed)
_RATE_VERB = re.compile(r"\b(?:do|does|doing|hit|hits|hitting|push|pushes|pushing|"
                        r"reach(?:es)?|more\s+like|closer\s+to|"
                        r"doubles?\s+it,?|triples?\s+it,?|halves?\s+it,?)\s+(?:maybe\s+|like\s+|about\s+|around\s+|roughly\s+|only\s+|~)?$",
                        re.IGNORECASE)
_RATE_END = re.compile(r"\s*(?:$|[.,;:!?)\n]|(?:in\s+practice|realistically|tops|max|at\s+best|on|with|if|and|or|but|which|though)\b)",
                       re.IGNORECASE)


def _elliptical_rates(out: list[Quantity], numbers: list[Number], text: str, masked) -> list[Quantity]:
    taken = [(q.start, q.end) for q in out]
    extra = []
    for n in numbers:
        if any(a <= n.start < b for a, b in taken) or any(a <= n.start < b for a, b in masked) or n.lo < 2 or n.hi > 5000:
            continue
        if not _RATE_VERB.search(text[max(0, n.start - 24):n.start]) or not _RATE_END.match(text, n.end):
            continue
        prev = [q for q in out if q.end <= n.start and n.start - q.end <= 250]
        if not prev or prev[-1].dimension != "token_rate":
            continue  # the last figure before it must be a speed, with nothing else between
        p = prev[-1]
        scale = p.lo / _raw(p, text) if _raw(p, text) else None
        if not scale:
            continue
        hi = n.hi * scale if not math.isinf(n.hi) else math.inf
        extra.append(Quantity(n.start, n.end, n.lo * scale, hi, "token_rate", n.qualifier, p.unit))
    return sorted(out + extra, key=lambda q: q.start)


def _raw(q: Quantity, text: str) -> float | None:
    """The number as written in a quantity (before unit conversion), to carry its unit to a bare figure."""
    found = find_numbers(text[q.start:q.end])
    return found[0].lo if found and found[0].lo else None


def _products(out: list[Quantity], text: str) -> list[Quantity]:
    """"128 × 4k tokens": a token count multiplied by a bare factor."""
    result = []
    for q in out:
        # (not the exponent of "12.9e9 x 1,000 tokens" nor the tail of a longer number: "2 x 8e9 x" multiplies no count)
        m = re.search(r"(?<![\w.,])(\d[\d,]*)\s*[x×*]\s*$", text[max(0, q.start - 12):q.start]) if q.dimension == "tokens" else None
        if m:
            k = float(m.group(1).replace(",", ""))
            q = Quantity(q.start - (len(m.group(0))), q.end, q.lo * k, q.hi * k, q.dimension, q.qualifier, q.unit)
        result.append(q)
    return result
