"""Claims read from a sentence's structure rather than a single cue: the text's own arithmetic, and a round
trip or handshake charged to every streamed token."""
from __future__ import annotations

import math
import re

from ..physics import Interval
from .lexicon import negators
from .patterns import ARITH_LINK, TIMES, prompt_count
from .quantities import Quantity

_PER_UNIT = re.compile(r"\b(?:every|each|per)\s+(?:of\s+the\s+~?\s*[\d,]+\s+)?(?:streamed\s+|generated\s+|output\s+|single\s+|sse\s+|new\s+)?"
                       r"(?:tokens?|chunks?|flush|word)\b|"
                       r"\b(?:token|chunk)s?\s+(?:each|apiece)\b|/\s?token\b", re.IGNORECASE)


# ("each streamed token has to make its own trip across the Pacific", "every streamed token has to make the trip")
_ROUND_TRIP = re.compile(r"\b(?:round[- ]?trips?|rtts?|ack(?:s|nowledge\w*)?|(?:separate|own) (?:https? )?request|"
                         r"(?:its|their)\s+own\s+trip|mak(?:e|es|ing)\s+the\s+(?:\w+\s+)?trip)\b", re.IGNORECASE)


_HANDSHAKE = re.compile(r"\b(?:handshakes?|new (?:https?\s+|tls\s+|tcp\s+|ssl\s+)?connection|reconnect\w*|"
                        r"opens? a (?:new |fresh )?(?:\w+ )?connection)\b", re.IGNORECASE)


def per_token_network(text, sent, s_index, clauses, cues, claims, add, hedged, doc) -> None:
    """A clause that puts a round trip or a handshake on every token (or chunk) of a stream. Streaming sends
    tokens down one open connection; unless the clause denies it, that is the per-token network myth."""
    sentence = text[sent.start_char:sent.end_char]
    if not _PER_UNIT.search(sentence) or not (_ROUND_TRIP.search(sentence) or _HANDSHAKE.search(sentence)):
        return  # most sentences: nothing per token, or no round trip to put on it
    for clause in sorted(set(clauses.get(t.i) for t in sent)):
        tokens = [t for t in sent if clauses.get(t.i) == clause]
        start, end = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
        segment = text[start:end]
        per = _PER_UNIT.search(segment)
        if not per:
            continue
        if re.search(r"\b(?:rather than|instead of)\s+(?:\w+\s+){0,5}$", text[max(0, start + per.start() - 40):start + per.start()], re.I):
            continue  # "one open connection rather than paying a round trip per token": denied
        kind = "connection_per_token" if _HANDSHAKE.search(segment) else "per_token_round_trip" if _ROUND_TRIP.search(segment) \
            else None
        if kind is None or any(c.sentence == s_index and c.predicate == kind for c in claims):
            continue
        negated = any(t.lower_ in negators() for t in tokens)
        anchor = (_HANDSHAKE if kind == "connection_per_token" else _ROUND_TRIP).search(segment)
        a, b = sorted([(anchor.start(), anchor.end()), (per.start(), per.end())])
        if b[0] - a[1] > 45 or any(c.kind == "subject" and c.name in ("tokenizer", "decode", "prefill")
                                   and start + a[1] <= c.start < start + b[0] for c in cues):
            continue  # the round trip and the token must belong together
        span_start, span_end = start + a[0], start + max(a[1], b[1])
        if span_end - span_start > 40:  # the per-token phrase and the next words carry the claim
            tail = re.match(r"(?:\s+\w+){0,2}", segment[per.end():])
            span_start, span_end = start + per.start(), start + per.end() + (tail.end() if tail else 0)
        add(kind="predicate", start=span_start, end=span_end, text=text[span_start:span_end], sentence=s_index,
            subject="network" if kind == "per_token_round_trip" else "connection", subjects=[],
            predicate=kind, negated=negated, hedged=hedged, scope=["per_token"])


def _output_count(text: str, q: Quantity) -> bool:
    """A count of generated tokens, not of the prompt ("a 1,500-token prompt", "3k input tokens")."""
    return q.dimension == "tokens" and q.lo >= 5 and not prompt_count(text, q) \
        and not re.search(r"\b(?:prompt|input|context)\s+(?:of\s+)?~?$", text[max(0, q.start - 16):q.start], re.I)


def rate_arithmetic(text, s_index, quants: list[Quantity], add, hedged) -> None:
    """"11 s for ~900-token answers, which is about 120 tok/s": a rate stated as the result of a count and a time."""
    for i, r in enumerate(quants):
        if r.dimension != "token_rate" or r.lo <= 0:
            continue
        before = quants[:i]
        n = next((q for q in reversed(before) if _output_count(text, q)), None)
        t = next((q for q in reversed(before) if q.dimension == "time" and q.lo > 0 and not math.isinf(q.hi)), None)
        if n is None or t is None or min(n.start, t.start) < r.start - 120:
            continue
        last = max(n.end, t.end)
        if r.start - last > 40 or not re.search(r"\b(which is|that's|that is|so|i\.e\.|means|=|≈|→|or)\b|[=≈→]",
                                                text[last:r.start], re.I):
            continue
        implied = Interval(lo=n.lo / t.hi, hi=n.hi / t.lo)
        add(kind="arithmetic", start=r.start, end=r.end, text=text[r.start:r.end], sentence=s_index,
            dimension="token_rate", value=Interval(lo=r.lo, hi=r.hi), qualifier=r.qualifier, hedged=hedged,
            parts={"tokens": Interval(lo=n.lo, hi=n.hi), "time": Interval(lo=t.lo, hi=t.hi), "implied": implied})


# "4.8 ms per token, i.e. about 48 tok/s", "~50 tok/s, that's 50 ms per token", "8 ms/token (~80 tok/s)": the second
# figure restates the first as its reciprocal; only plain restating links count ("so ~30 tok/s real" moves on to practice)
_RESTATES = re.compile(r"\s*(?:,\s*|;\s*|\(\s*|:\s*)?(?:(?:decode|generation|decoding)\s+)?"
                       r"(?:that['’]?s|that\s+is|which\s+is|i\.\s?e\.,?|or|is|=|≈|~=|->|→|meaning|aka)?\s*$", re.IGNORECASE)
# the figures are a bound or a measurement, so a slower reciprocal may be the practical figure, not a slip
_BOUND_OR_PRACTICE = re.compile(r"\b(?:floor|ceiling|cap|best|peak|theor\w*|ideal\w*|limit|max\w*|min\w*|at\s+most|tops|"
                                r"practice|practical|real\w*|measur\w*|observ\w*|see|saw|get|got|actual\w*|effective\w*|"
                                r"sustain\w*|overheads?|efficien\w*|utili[sz]\w*|budget\w*|target\w*|after|with)\b", re.IGNORECASE)


def conversions(text, s_index, quants: list[Quantity], add, hedged) -> None:
    """A per-token time and a token rate restated as each other, checked as reciprocals."""
    restated = set()
    for a, b in zip(quants, quants[1:]):
        if a.start in restated or re.match(r"\s+(?:is|=|≈)\s+~?\d", text[b.end:b.end + 8]):
            continue  # "50 tok/s is 20 ms per token, 100 tok/s is 10 ms": pairs in a list, not one figure restated twice
        if {a.dimension, b.dimension} != {"token_rate", "time_per_token"} or min(a.lo, b.lo) <= 0 \
                or math.isinf(max(a.hi, b.hi)) or not _RESTATES.fullmatch(text[a.end:b.start]) or b.start - a.end > 24:
            continue
        if a.end == b.start or (text[a.end:b.start].strip() == "" and b.start - a.end > 1):
            continue  # two figures with nothing between them are a list, not a restatement
        restated.add(b.start)
        implied = Interval(lo=1 / a.hi, hi=1 / a.lo)
        bound = bool(_BOUND_OR_PRACTICE.search(text[max(0, a.start - 40):a.start] + " " + text[a.end:b.start]
                                               + " " + text[b.end:b.end + 30]))
        add(kind="arithmetic", start=b.start, end=b.end, text=text[b.start:b.end], sentence=s_index, dimension=b.dimension,
            value=Interval(lo=b.lo, hi=b.hi), qualifier=b.qualifier, hedged=hedged,
            scope=["conversion"] + (["bound"] if bound else []),
            parts={"from": Interval(lo=a.lo, hi=a.hi), "implied": implied})


# "500 tokens at that rate is about 3 s": the rate is the one just given, in an earlier sentence
_THAT_RATE = re.compile(r"\s*(?:at|@)\s+(?:that|this|the\s+same|those|these)\s+(?:rate|speed|pace|throughput|tok(?:ens)?/s|tokens?\s+per\s+second)\b",
                        re.IGNORECASE)


def arithmetic(text, s_index, quants: list[Quantity], add, hedged, earlier_rate: Quantity | None = None) -> None:
    """The text's own sums: "N tokens at R tok/s, so T", "N tokens x p ms = T"; R may be "that rate" given before."""
    for i, t in enumerate(quants):
        if t.dimension != "time" or t.lo == 0 or math.isinf(t.hi):
            continue
        before = quants[:i]
        n = next((q for q in reversed(before) if q.dimension == "tokens"), None)
        if n is None or not _output_count(text, n):  # "0.6 s for a 1,500-token prompt, 33 ms/token -> 16.5 s"
            continue
        r = next((q for q in reversed(before) if q.dimension in ("token_rate", "time_per_token")), None)
        if r is None and earlier_rate is not None and _THAT_RATE.match(text, n.end):
            # the earlier rate stands in for the operand: linked to the result from the words after "at that rate"
            r = Quantity(n.end, _THAT_RATE.match(text, n.end).end(), earlier_rate.lo, earlier_rate.hi, earlier_rate.dimension,
                         earlier_rate.qualifier, earlier_rate.unit)
        if r is None:  # "400 tokens x 200 ms = 80 s": a per-token time written as a product
            r = next((q for q in reversed(before) if q.dimension == "time" and q.start > n.end
                      and TIMES.match(text[n.end:q.start])), None)
            if r is not None:
                r = Quantity(r.start, r.end, r.lo, r.hi, "time_per_token", r.qualifier, r.unit)
        if r is None or min(n.start, r.start) < t.start - 160:
            continue
        last = max(n.end, r.end)
        if last > t.start or t.start - last > 45 or not ARITH_LINK.search(text[last:t.start]):
            continue  # the result must follow its operands, linked by "so", "=", "takes", ...
        if any(last <= q.start < t.start for q in quants):
            continue  # another figure stands between: "= 80 s worst case, we see ~12 s"
        if r.end <= n.start and re.search(r"\b(?:yet|but|however|though|although|whereas|instead)\b", text[r.end:n.start], re.I):
            continue  # "the log shows 1850 tokens/s, yet a 600-token reply takes ~14 s": the rate is what is contrasted
        if any(q.dimension == "time" and q.end <= n.start and re.fullmatch(
                r"\s+(?:of\s+)?(?:streaming|generating|decoding|generation|decode|to\s+(?:stream|generate))\s+(?:~|about\s+|roughly\s+)?",
                text[q.end:n.start], re.I) for q in before):
            continue  # "~2.9 s streaming ~190 tokens at ~65 tok/s, ~40 ms connect": the result came first
        if re.search(r"(?:\b(?:don['’]?t|do\s+not|never|not)|n['’]t)\s+(?:\w+\s+){0,2}~?$", text[max(0, r.start - 25):r.start], re.I):
            continue  # "pls don't quote 4k tok/s to product as 'response speed' ... a 400-token reply takes ~25 s": disowned
        if re.search(r"\b(?:versus|vs\.?|compared\s+(?:to|with)|whereas|while|against)\s", text[last:t.start], re.I):
            continue  # "... there is just over a second versus ~15 s on our box": the other setup's time
        if any(min(n.end, r.end) <= q.start < max(n.start, r.start) and q.dimension in ("time", "tokens") for q in quants):
            # "decode is ~7 ms/token, prefill of 3k tokens ~100 ms, and tokenizing 3k tokens is single-digit ms":
            # the operands belong to different parts
            continue
        if any(not any(q.start <= r.end + m.start() < q.end for q in quants)
               for m in re.finditer(r"(?<![\w.])\d[\d,.]*(?![\w.])", text[r.end:t.start])):
            continue  # "~60 tok/s, and you'll see ~40 in practice, so ... ~37 s": a bare figure restates the rate
        if r.dimension == "token_rate":
            implied = Interval(lo=n.lo / r.hi, hi=n.hi / r.lo) if r.lo > 0 else None
        else:
            implied = Interval(lo=n.lo * r.lo, hi=n.hi * r.hi)
        if implied is None or math.isinf(implied.hi):
            continue
        start = t.start  # mark the result; the operands may be right and are quoted in the message
        add(kind="arithmetic", start=start, end=t.end, text=text[start:t.end], sentence=s_index, dimension="time",
            value=Interval(lo=t.lo, hi=t.hi), qualifier=t.qualifier, hedged=hedged,
            parts={"tokens": Interval(lo=n.lo, hi=n.hi), "rate" if r.dimension == "token_rate" else "per_token":
                   Interval(lo=r.lo, hi=r.hi), "implied": implied})
