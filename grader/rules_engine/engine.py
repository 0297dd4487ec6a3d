"""Apply rules to claims: the first rule whose selector fits a claim decides its verdict."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..extract.claim import Claim
from ..physics import Interval
from ..physics import fmt
from .facts import FACT_FIELDS, Context, Fact, compute, compute_own, render, slow_link_named
from .schema import Match, Rule
from .stated import stated_figures

# A claim hedged with "about", "~", "roughly" is read with this much slack either way.
APPROX_SLACK = 1.2
# The text's own arithmetic may round: a stated result within this factor of what its numbers imply is fine.
ARITHMETIC_TOLERANCE = 1.3
# An equation written out ("6 + 1.2 + 2 = 11 s") states its result: only rounding of the last digit is allowed.
EQUATION_TOLERANCE = 1.1
# "On the order of X" states a magnitude: the text's own arithmetic is held to within a factor of 3 of it.
ORDER_OF_SLACK = 3.0
# Magnitude claims ("N orders of magnitude smaller"): overstating the gap is what misleads, so it is flagged
# sooner (warning at 0.6, error at 1.25 orders) than understating it (warning at 1.5, error at 2.5).
ORDERS_WARN, ORDERS_ERROR = 0.6, 1.25
ORDERS_UNDER_WARN, ORDERS_UNDER_ERROR = 1.5, 2.5
# Ratio claims ("2x slower than the network"): saying two parts are within RATIO_CLOSE of each other when they
# are RATIO_OFF further apart, or putting the smaller one above the larger by RATIO_OFF, is the error that misleads;
# overstating a real gap is flagged only past RATIO_OVER.
RATIO_CLOSE, RATIO_OFF, RATIO_OVER = 10.0, 3.0, 10.0
# A ratio of the text's own two figures: "10x" said of a true 4x is loose talk, not an error; past this factor it is.
RATIO_SLACK = 3.0
# "Only one order of magnitude": the text insists the gap is small, so a gap more than this many orders wider is wrong.
ORDERS_ONLY = 1.0
_MINIMIZING = re.compile(r"(?:only|just|merely|barely|no more than)\b", re.IGNORECASE)
# Share claims: off by this factor and by this many percentage points before flagged ("5% network" when it is
# 0.5% is an error; "2% network" when it is 0.5% is rounding).
SHARE_FACTOR, SHARE_POINTS = 3.0, 2.0
# What a dominant share leaves is small and said loosely: "decode is ~95%" of a wall clock it fills to 99% is fine.
SHARE_LEFT_POINTS = 3.5
# A share claimed above a small true share: "about 5% of the total" when it is 1-2% is already a different story.
SHARE_OVER_FACTOR, SHARE_OVER_POINTS = 2.0, 1.0


@dataclass
class Outcome:
    claim: Claim
    rule: Rule
    verdict: str  # ok, error, warning, info, unverifiable
    fact: Fact | None
    claimed: str
    expected: str
    factor: float | None
    # a share physics contradicts but the text's own stated figures support: it stands if those figures do
    own: Fact | None = None
    rests_on: tuple[Claim, ...] = ()


def matches(match: Match, claim: Claim) -> bool:
    if match.kind != claim.kind:
        return False
    if match.subjects is not None and claim.subject not in match.subjects:
        return False
    if match.all_subjects_in is not None and not set(claim.subjects or [claim.subject]) <= set(match.all_subjects_in):
        return False
    if match.dimensions is not None and claim.dimension not in match.dimensions:
        return False
    if match.predicates is not None and claim.predicate not in match.predicates:
        return False
    if match.negated is not None and claim.negated != match.negated:
        return False
    if match.scope_any is not None and not set(match.scope_any) & set(claim.scope):
        return False
    if match.scope_none is not None and set(match.scope_none) & set(claim.scope):
        return False
    # "over 300 tok/s" is no claim of thousands: an open upper end is judged by its lower one
    if match.min_value is not None and (claim.value is None or (
            claim.value.lo if math.isinf(claim.value.hi) else claim.value.hi) < match.min_value):
        return False
    return True


def _gap_stated_before(total: Interval, listed: Interval, ctx) -> bool:
    """What a stated total has over the times listed before it is a part the text priced elsewhere."""
    gap = Interval(lo=max(0.0, total.lo - listed.hi), hi=max(0.0, total.hi - listed.lo))
    return gap.hi > 0 and any(part.lo <= gap.hi * ARITHMETIC_TOLERANCE and gap.lo <= part.hi * ARITHMETIC_TOLERANCE
                              for part in ctx.stated.seconds.values())


def _claimed_band(claim: Claim) -> Interval:
    v = claim.value
    if claim.qualifier == "approx":
        return Interval(lo=v.lo / APPROX_SLACK, hi=v.hi * APPROX_SLACK)
    return v


def _off_factor(claimed: Interval, plausible: Interval) -> float | None:
    if claimed.hi < plausible.lo:
        return plausible.lo / claimed.hi if claimed.hi > 0 else math.inf
    if claimed.lo > plausible.hi:
        return claimed.lo / plausible.hi if plausible.hi > 0 else math.inf
    return None


def _typical_factor(claimed: Interval, expected: Interval) -> float | None:
    """How far off, between geometric midpoints: "1-2 ms" vs "0.1-10 us" is ~1,400x, not the 100x to the band's edge."""
    def gmid(iv: Interval) -> float:
        hi = iv.hi if math.isfinite(iv.hi) else iv.lo
        lo = iv.lo if iv.lo > 0 else hi / 10
        return math.sqrt(lo * hi) if lo > 0 else 0.0

    a, b = gmid(claimed), gmid(expected)
    if a <= 0 or b <= 0:
        return None
    return max(a / b, b / a)


def _describe(claim: Claim) -> str:
    if claim.value is None:
        return claim.text
    v = claim.value
    body = render(Interval(lo=v.lo, hi=v.hi if not math.isinf(v.hi) else v.lo), claim.dimension or "")
    if claim.qualifier == "upper":
        return f"at most {render(Interval.of(v.hi), claim.dimension or '')}"
    if claim.qualifier == "lower":
        return f"at least {render(Interval.of(v.lo), claim.dimension or '')}"
    return body


def _judge(rule: Rule, claim: Claim, fact: Fact) -> str:
    """The verdict on a share, ratio or magnitude claim against one fact."""
    if rule.check == "share":
        c = claim.value
        f = fact.value
        over_factor, over_points = (SHARE_FACTOR, SHARE_POINTS) if claim.qualifier == "vague" else (SHARE_OVER_FACTOR, SHARE_OVER_POINTS)
        too_high = c.lo > f.hi * over_factor + over_points  # "a few percent" is looser talk than "about 5%"
        too_low = c.hi < f.lo / SHARE_FACTOR - SHARE_POINTS
        if f.lo >= 50:  # a dominant share is judged by what it leaves: "decode is 50%" when the rest is 1%
            too_low = too_low or (100 - c.hi) > (100 - f.lo) * SHARE_FACTOR + SHARE_LEFT_POINTS
        return rule.severity if (too_high or too_low) else "ok"

    if rule.check == "ratio":
        # "an order of magnitude" carries its own looseness (below): no rounding slack on top
        c, f = (claim.value if "orders" in claim.scope else _claimed_band(claim)), fact.value
        if f.lo <= 1 <= f.hi:
            return "ok"  # either part can be the larger one here
        if f.hi < 1:  # read it the other way round: how many times the larger part is the smaller
            c = Interval(lo=1 / c.hi if math.isfinite(c.hi) else 0.0, hi=1 / c.lo if c.lo > 0 else math.inf)
            f = Interval(lo=1 / f.hi, hi=1 / f.lo)
        off = RATIO_OFF
        if "orders" in claim.scope:  # "an order of magnitude" is loose talk, unless "only" insists the gap is small
            off = 10 ** (ORDERS_ONLY if _MINIMIZING.match(claim.text) else ORDERS_UNDER_WARN)
        reversed_ = c.hi * RATIO_OFF < 1
        too_close = c.hi <= RATIO_CLOSE * APPROX_SLACK and c.hi * off < f.lo  # "about 10x" is still "within 10x"
        too_far = c.lo > f.hi * RATIO_OVER
        if reversed_ or too_close or too_far:
            return rule.severity
        if "orders" in claim.scope and c.lo > f.hi > 0:  # "three orders of magnitude smaller" for a gap of about two
            over = math.log10(c.lo / f.hi)
            return "warning" if over > ORDERS_WARN else "ok"
        return "ok"

    if rule.check == "magnitude":
        c, f = claim.value, fact.value
        if "larger" in claim.scope:  # "three orders of magnitude larger": the other way round
            c = Interval(lo=-c.hi, hi=-c.lo)
        over, under = c.lo - f.hi, f.lo - c.hi
        if over > ORDERS_ERROR or under > ORDERS_UNDER_ERROR:
            return rule.severity
        if over > ORDERS_WARN or under > ORDERS_UNDER_WARN:
            return "warning"
        return "ok"
    raise ValueError(f"unknown check {rule.check}")


def _conversion(rule: Rule, claim: Claim, outcome) -> Outcome:
    """"4.8 ms per token, i.e. about 48 tok/s": the restated figure must be the first one's reciprocal. Next to a floor,
    a ceiling or a measurement, a slower restatement may be the practical figure; only a faster one is wrong."""
    implied, source = claim.parts["implied"], claim.parts["from"]
    source_dimension = "time_per_token" if claim.dimension == "token_rate" else "token_rate"
    fact = Fact(implied, claim.dimension, f"1 / {render(source, source_dimension)} = {render(implied, claim.dimension)}")
    slack = EQUATION_TOLERANCE * (APPROX_SLACK if claim.qualifier in ("approx", "vague") else 1)
    band = Interval(lo=implied.lo / slack, hi=implied.hi * slack)
    if "bound" in claim.scope:
        band = Interval(lo=0, hi=band.hi) if claim.dimension == "token_rate" else Interval(lo=band.lo, hi=math.inf)
    factor = _off_factor(claim.value, band)
    return outcome("ok" if factor is None else rule.severity, fact, render(implied, claim.dimension), factor)


def evaluate(rule: Rule, claim: Claim, ctx: Context) -> Outcome:
    def outcome(verdict: str, fact: Fact | None = None, expected: str = "", factor: float | None = None) -> Outcome:
        return Outcome(claim, rule, verdict, fact, _describe(claim), expected, factor)

    if rule.check == "accept":
        return outcome("ok")
    if rule.check == "arithmetic" and "equation" in claim.scope:  # "300 x 90ms = 2.7s": exact numbers, little rounding
        implied = claim.parts["implied"]
        slack = EQUATION_TOLERANCE * (APPROX_SLACK if claim.qualifier == "approx" else 1)
        fact = Fact(implied, "time", f"{re.split(r'=|≈|~=|→', claim.text)[0].strip()} = {fmt.seconds_band(implied)}")
        factor = _off_factor(claim.value, Interval(lo=implied.lo / slack, hi=implied.hi * slack))
        return outcome("ok" if factor is None else rule.severity, fact, fmt.seconds_band(implied), factor)
    if rule.check == "arithmetic" and "conversion" in claim.scope:
        return _conversion(rule, claim, outcome)
    if rule.check == "arithmetic" and "figure_ratio" in claim.scope:
        return _figure_ratio(rule, claim, outcome)
    if rule.check == "arithmetic":
        implied = claim.parts.get("implied") or claim.parts["sum"]
        # "about 4 s" already says the text rounded; the tolerance is that rounding, not rounding on top of it
        slack = ARITHMETIC_TOLERANCE * (APPROX_SLACK if claim.qualifier == "vague" else 1)
        if re.match(r"(?:on\s+the\s+)?order\s+of\b", claim.text, re.I):
            slack *= ORDER_OF_SLACK  # "on the order of a couple of milliseconds": a magnitude, not a product
        band = Interval(lo=implied.lo / slack, hi=implied.hi * slack)
        if "sum" in claim.parts:  # a total of listed times
            terms = [v for k, v in claim.parts.items() if k.startswith("term")]
            fact = Fact(implied, "time", " + ".join(fmt.seconds_band(t) for t in terms) + f" = {fmt.seconds_band(implied)}")
            factor = _off_factor(claim.value, band)
            if factor is not None and claim.value.lo > band.hi and _gap_stated_before(claim.value, implied, ctx):
                factor = None  # "3.2 s of generation. TTFT 0.2 s, RTT 30 ms, so end to end maybe 3.5 s": the list goes on
                # from a part the text priced just before
            return outcome("ok" if factor is None else rule.severity, fact, fmt.seconds_band(implied), factor)
        if "round trips" in claim.parts:  # "3 round trips, which at 75 ms is about 1.2 s"
            fact = Fact(implied, "time", f"{fmt.band(claim.parts['round trips'])} round trips x "
                        f"{fmt.seconds_band(claim.parts['per round trip'])} = {fmt.seconds_band(implied)}")
            factor = _off_factor(claim.value, band)
            return outcome("ok" if factor is None else rule.severity, fact, fmt.seconds_band(implied), factor)
        tokens = claim.parts["tokens"]
        if "time" in claim.parts:  # a rate from a count and a time
            fact = Fact(implied, "token_rate", f"{fmt.band(tokens)} tokens in {fmt.seconds_band(claim.parts['time'])} = "
                        f"{render(implied, 'token_rate')}")
            factor = _off_factor(claim.value, band)
            return outcome("ok" if factor is None else rule.severity, fact, render(implied, "token_rate"), factor)
        rate = claim.parts.get("rate") or claim.parts.get("per_token")
        rate_text = render(rate, "token_rate") if "rate" in claim.parts else render(rate, "time_per_token")
        fact = Fact(implied, "time", f"{fmt.band(tokens)} tokens at {rate_text} = {fmt.seconds_band(implied)}")
        factor = _off_factor(claim.value, band)
        return outcome("ok" if factor is None else rule.severity, fact, fmt.seconds_band(implied), factor)

    fact = compute(rule.fact, ctx)
    # comparisons are also held to the figures the text itself states for the parts compared
    own = compute_own(rule.fact, ctx) if rule.check in ("share", "ratio", "magnitude") else None
    if fact is None:  # no physics for it here, but the text's own figures may settle it
        fact, own = own, None
    if fact is None:
        return outcome("unverifiable")
    expected = render(fact.value, fact.dimension)

    if rule.check == "range":
        fields = FACT_FIELDS.get(rule.fact, ())
        k = rule.tolerance.fixed if (rule.tolerance.fixed and fields and ctx.fixed(*fields)) else rule.tolerance.default
        plausible = Interval(lo=fact.value.lo / k, hi=fact.value.hi * k)
        if fact.allowed is not None:  # a setup left unnamed: anything in service is plausible
            plausible = Interval(lo=min(plausible.lo, fact.allowed.lo), hi=max(plausible.hi, fact.allowed.hi))
        if fact.possible is not None:  # physics is stricter than the tolerance on this side
            plausible = Interval(lo=max(plausible.lo, fact.possible.lo), hi=min(plausible.hi, fact.possible.hi))
        factor = _off_factor(_claimed_band(claim), plausible)
        if factor is None:
            return outcome("ok", fact, expected)
        return outcome(rule.severity, fact, expected, _typical_factor(claim.value, fact.value))

    if rule.check == "predicate":
        w = rule.wrong_if
        end = fact.value.lo if w.side == "lo" else fact.value.hi
        wrong = (w.above is not None and end > w.above) or (w.below is not None and end < w.below)
        return outcome(rule.severity if wrong else "ok", fact, expected)

    if rule.check in ("share", "ratio", "magnitude"):
        verdict = _judge(rule, claim, fact)
        if verdict != "ok" and rule.check == "share" and own is not None and _judge(rule, claim, own) == "ok":
            result = outcome(verdict, fact, expected)
            result.own = own  # settled in apply(), once every figure it rests on has its own verdict
            result.rests_on = tuple(ctx.stated.used(claim.subjects or [claim.subject], ctx.budget.total.observed_s))
            return result
        rests_on = ctx.stated.used(claim.subjects or [claim.subject], ctx.budget.total.observed_s) if own is not None else []
        if verdict == "ok" and own is not None and not (rule.check == "share" and ctx.scenario.connection_reuse is False and any(
                "round_trip" in c.scope for c in rests_on)):
            # the text's own figures may contradict the comparison even where physics leaves room for it (but a share
            # is not measured by one round trip's time where each request opens a connection and pays several)
            own_verdict = _judge(rule, claim, own)
            if own_verdict != "ok":
                return outcome(own_verdict, own, render(own.value, own.dimension))
        return outcome(verdict, fact, expected)
    raise ValueError(f"unknown check {rule.check}")


def _figure_ratio(rule: Rule, claim: Claim, outcome) -> Outcome:
    """"100 ms, which is 1000 times smaller than the 10 seconds": the quotient of the text's own two figures.
    Orders of magnitude are held to the magnitude thresholds; a bare "Nx" to within RATIO_SLACK."""
    implied, larger, smaller = claim.parts["implied"], claim.parts["larger"], claim.parts["smaller"]
    fact = Fact(implied, "ratio", f"{render(larger, claim.unit)} / {render(smaller, claim.unit)} = {fmt.band(implied)}x")
    expected = f"{fmt.band(implied)}x"
    if "orders" in claim.scope:
        claimed = (math.log10(claim.value.lo), math.log10(claim.value.hi))
        true = (math.log10(implied.lo), math.log10(implied.hi))
        gap = max(claimed[0] - true[1], true[0] - claimed[1], 0.0)
        over = claimed[0] > true[1]
        warn, error = (ORDERS_WARN, ORDERS_ERROR) if over else (ORDERS_UNDER_WARN, ORDERS_UNDER_ERROR)
        verdict = rule.severity if gap >= error else "warning" if gap >= warn else "ok"
        return outcome(verdict, fact, expected, 10 ** gap if gap else None)
    slack = RATIO_SLACK * (APPROX_SLACK if claim.qualifier in ("approx", "vague") else 1)
    factor = _off_factor(claim.value, Interval(lo=implied.lo / slack, hi=implied.hi * slack))
    return outcome("ok" if factor is None else rule.severity, fact, expected, _typical_factor(claim.value, implied))


_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def fill(template: str, outcome: Outcome) -> str:
    """Substitute {claimed}, {expected}, {factor}, {subjects}, {versus}, and {are}/{take}/{account} agreeing
    with {subjects}: plain names only, no expressions."""
    factor = outcome.factor
    several = len(outcome.claim.subjects or [outcome.claim.subject]) > 1
    values = {
        "claimed": outcome.claimed,
        "expected": outcome.expected,
        "factor": (f"{fmt.sig(factor, 2)}x" if factor and math.isfinite(factor) else "far"),
        "subjects": " and ".join(outcome.claim.subjects or [outcome.claim.subject or "it"]),
        "subject": outcome.claim.subject or "it",
        "versus": outcome.claim.versus or "the other part",
        "text": outcome.claim.text,
        # verbs that agree with {subjects}: "the network is", "network and tokenizer are"
        "are": "are" if several else "is",
        "take": "take" if several else "takes",
        "account": "account" if several else "accounts",
    }
    filled = _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), template)
    return filled[:1].upper() + filled[1:]  # a message may open with a subject name


def apply(rules: tuple[Rule, ...], claims: list[Claim], scenario_for, text: str,
          sentences: list[tuple[int, int]], text_precisions: tuple[str, ...] = (),
          precision_named_at: int | None = None, hardware_by_family: frozenset[str] = frozenset()) -> list[Outcome]:
    """scenario_for(claim) -> (scenario, budget): the scenario as the claim's own sentence narrows it."""
    outcomes = []
    stated = stated_figures(claims)
    slow_link = slow_link_named(text)
    for claim in claims:
        s_start, s_end = sentences[claim.sentence]
        scenario, budget = scenario_for(claim)
        ctx = Context(scenario=scenario, budget=budget, claim=claim, sentence=text[s_start:s_end], sentence_start=s_start, before=text[max(0, s_start - 300):s_start],
                      text_precisions=text_precisions, precision_named_at=precision_named_at, stated=stated,
                      hardware_by_family=hardware_by_family, slow_link_named=slow_link)
        for rule in rules:
            if matches(rule.match, claim):
                result = evaluate(rule, claim, ctx)
                claim.verdict = result.verdict  # type: ignore[assignment]
                claim.rule, claim.category = rule.id, rule.category
                claim.expected = result.expected or None
                outcomes.append(result)
                break
    for result in outcomes:
        if result.own is None:
            continue
        if not any(c.verdict in ("error", "warning") for c in result.rests_on):
            # "roughly 45-50% of what the ship sees is the link", by its own unflagged figures: the text's setup
            # (a satellite hop, its own measured speed) is one the defaults do not describe
            result.verdict, result.fact = "ok", result.own
            result.expected = render(result.own.value, result.own.dimension)
            result.claim.verdict, result.claim.expected = "ok", result.expected
    return outcomes
