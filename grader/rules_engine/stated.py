"""The times a text states for the parts of its own budget ("network round trip ~70 ms", "400 tokens at ~50 tok/s =
8 s of decode"), so that its comparisons ("decode is only one order of magnitude bigger than the network") are also
held to its own numbers: a ratio its own figures contradict is wrong whatever the physics says."""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from ..extract.claim import Claim
from ..physics import Interval

# Parts of the wall clock whose stated time can enter a comparison.
PARTS = ("network", "connection", "prefill", "decode", "tokenizer")
# Parts a text bounds rather than measures ("RTT stays under 80 ms"), whatever load the server is under.
SMALL_PARTS = ("network", "connection", "tokenizer")
# Figures for one part further apart than this are several setups ("from 80 ms to 8 ms"), not one budget.
SPREAD = 2.0


@dataclass
class Stated:
    seconds: dict[str, Interval] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)  # part -> the text's own words for it
    rates: list[tuple[Interval, str]] = field(default_factory=list)  # per-request decode rates the text gives
    expected_rates: list[tuple[Interval, str]] = field(default_factory=list)  # rates it expects ("should do ~140")
    claims: dict[str, list[Claim]] = field(default_factory=dict)  # part -> the claims that state it
    unsettled: set[str] = field(default_factory=set)  # parts priced with figures too far apart to be one
    rate_claims: list[Claim] = field(default_factory=list)  # the claims that give the seen rates

    def used(self, names: list[str], observed: Interval | None) -> list[Claim]:
        """The claims a comparison by the text's own figures rests on: its parts', and the whole's when summed."""
        parts = names if observed is not None else list(self.seconds)
        return [c for n in set(parts) | set(names) for c in self.claims.get(n, [])]

    def part(self, names: list[str]) -> Interval | None:
        """The stated time of these parts together, or None unless the text states each of them."""
        if not names or any(n not in self.seconds for n in names):
            return None
        total = Interval.of(0)
        for n in names:
            total = total + self.seconds[n]
        return total

    def whole(self, observed: Interval | None) -> Interval | None:
        """The wall clock by the text: its measured time, else the sum of the parts it prices when decode is one."""
        if observed is not None:
            return observed
        if "decode" not in self.seconds or self.unsettled:
            return None  # (a part priced several ways leaves the sum of the parts unknown)
        return self.part(list(self.seconds))

    def with_decode_from_rate(self, tokens: float) -> Stated:
        """The text's figures with its decode time worked out, where it gives the answer length and the speed each
        request decodes at but no decode time: "answers around 250 tokens ... decode runs at ~30 tok/s" is 250 / 30
        = 8.3 s of decode. Unchanged when it prices decode itself or its speeds disagree (several setups)."""
        if "decode" in self.seconds or "decode" in self.unsettled or not self.rates or tokens < 1:
            return self
        lo, hi = min(r.lo for r, _ in self.rates), max(r.hi for r, _ in self.rates)
        if hi > SPREAD * lo:
            return self
        derived = replace(self, seconds=dict(self.seconds), sources=dict(self.sources), claims=dict(self.claims))
        derived.seconds["decode"] = Interval(lo=tokens / hi, hi=tokens / lo)
        derived.sources["decode"] = f"{tokens:,.0f} tokens at {self.rates[0][1]}"
        derived.claims["decode"] = list(self.rate_claims)
        return derived

    def quote(self, names: list[str]) -> str:
        return " + ".join(f"\"{self.sources[n]}\"" for n in names if n in self.sources)


def _figure(c: Claim) -> tuple[str, Interval] | None:
    """A claim that states how long one whole part of this request takes, in seconds."""
    if c.kind != "quantity" or c.dimension != "time" or c.subject not in PARTS or c.value is None:
        return None
    if c.negated or c.hedged or c.subject_inferred or math.isinf(c.value.hi) or c.value.hi <= 0:
        return None
    small = c.subject in SMALL_PARTS
    if {"per_token", "aggregate", "batched"} & set(c.scope) or ("loaded" in c.scope and not small):
        return None  # a per-token time or a loaded speed is not the part's time in this budget
    if c.qualifier == "lower" or (c.qualifier == "upper" and not small):
        return None  # "decode is under a second" is the claim in question, not a figure to measure others by
    value = c.value * 2 if (c.subject == "network" and "one_way" in c.scope) else c.value
    if c.qualifier == "upper":  # "the handshakes stay under 0.25 s": anything up to that
        value = Interval(lo=value.hi / 10, hi=value.hi)
    return c.subject, value


def _rate(c: Claim) -> Interval | None:
    """A per-request decode rate the text gives ("we're seeing about 30 tok/s", "18 tok/s you measured")."""
    if c.kind != "quantity" or c.dimension != "token_rate" or c.subject not in ("decode", None) or c.value is None:
        return None
    if c.negated or math.isinf(c.value.hi) or c.value.lo <= 0 or c.qualifier in ("upper", "lower"):
        return None
    if {"aggregate", "loaded", "batched"} & set(c.scope):
        return None
    return c.value


def _seen(c: Claim) -> bool:
    """What the text says it sees, not what it expects or calls the ceiling."""
    return not {"expected", "ceiling"} & set(c.scope)


def stated_figures(claims: list[Claim]) -> Stated:
    found: dict[str, list[tuple[Interval, str]]] = {}
    rates = [(r, c, _seen(c)) for c in claims if (r := _rate(c)) is not None]
    stated = Stated(rates=[(r, c.text) for r, c, seen in rates if seen], expected_rates=[(r, c.text) for r, c, seen in rates if not seen],
                    rate_claims=[c for _, c, seen in rates if seen])
    for c in claims:
        figure = _figure(c)
        if figure is not None:
            found.setdefault(figure[0], []).append((figure[1], c.text))
            stated.claims.setdefault(figure[0], []).append(c)
    for part, figures in found.items():
        mids = [v.mid for v, _ in figures]
        if max(mids) > SPREAD * min(mids):
            stated.unsettled.add(part)
            continue  # several setups' figures for this part: none is the text's own budget
        stated.seconds[part] = Interval(lo=min(v.lo for v, _ in figures), hi=max(v.hi for v, _ in figures))
        stated.sources[part] = figures[0][1]
    return stated
