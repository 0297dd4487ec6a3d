"""The scenario a text fixes: the devices, model and path it names, its answer length and measured latency."""
from __future__ import annotations

import math
import re

from ..physics import profiles
from .claim import Claim
from .lexicon import Cue
from .mentions import Mention, migrations
from .patterns import (BATCH, YARDSTICK_AFTER, DRAFT_BEFORE, DERIVED, DERIVED_AFTER, OBSERVED_STRONG, OBSERVED_VERB, OUTPUT_CONTEXT, PROMPT_CONTEXT,
                       SPECULATIVE)
from .numbers import UNITS_WORDS
from .quantities import Quantity

# A clause that only considers a setup: its device is not the one the text's figures were measured on.
_HYPOTHETICAL = re.compile(r"\b(?:could|might|would|if we|if it|even if|whether we|what if|plan(?:ned)?\s+(?:was|is|to)|(?:was|were)\s+going\s+to)\b[^,;:.!?]*$",
                           re.IGNORECASE)
# "Options: offer the 8B tier, or turn on speculative decoding": an alternative put forward
_OFFERED = re.compile(r"(?:\boptions?\s*:|\boffer(?:ing)?\b)[^,;:.!?]{0,30}$", re.IGNORECASE)
# "so in theory a single A10G could hold it": a device supposed, not the one the figures come from
_SUPPOSED_AFTER = re.compile(r"\s*(?:\w+\s+){0,2}?(?:could|would|might)\s+(?:in\s+theory\s+|theoretically\s+|technically\s+)?"
                             r"(?:hold|fit|run|serve|handle|host|take)\b", re.IGNORECASE)
# "the v5e-1 OOMed on load": a setup that failed, not the one the figures come from
_FAILED_AFTER = re.compile(r"\s*(?:\w+\s+){0,2}?(?:oom(?:ed|s)?|ran\s+out\s+of\s+memory|(?:did\s+not|didn't|won't|can't)\s+(?:even\s+)?(?:fit|load))\b",
                           re.IGNORECASE)


# "each call returns about 4 tokens": a reply of a few tokens, said with the verb that makes it the answer
_SHORT_ANSWER = re.compile(r"\b(?:returns?|emits?|outputs?|generates?|produces?|answers?\s+(?:with|in)|replies\s+with|"
                           r"(?:label|reply|answer|completion)\s+(?:is|of)\s+(?:just\s+|only\s+)?(?:about\s+|~)?)\s*(?:only\s+|just\s+)?(?:about\s+|~|roughly\s+)?\d\s+tokens?\b", re.IGNORECASE)
_RATE_AFTER = re.compile(r"[\s\w+-]{0,30}?\btokens?\s*(?:/\s*s(?:ec(?:ond)?)?\b|per\s+sec|a\s+sec)", re.IGNORECASE)
_WORDS_ANSWER = re.compile(r"\b(one|single|two|three|four|five)[- ]word\s+(?:repl(?:y|ies)|answers?|responses?|completions?|labels?|outputs?)\b",
                           re.IGNORECASE)
_SENDS_BACK = re.compile(r"\b(?:returns?|returned|streams?|streamed|emits?|emitted|spits?\s+out|sends?\s+back|sent\s+back|"
                         r"gets?\s+back|got\s+back)\s+(?:back\s+)?(?:about\s+|~\s*|≈\s*|roughly\s+|around\s+|like\s+)?$", re.IGNORECASE)
_NAMED_MEASURED = re.compile(r"\b(?:the|our|their|a|its)\s+(?:measured|observed|reported|actual|real-world)\s+~?\s*$", re.IGNORECASE)


def observed_latency(text: str, claims: list[Claim], scenario: dict) -> None:
    """The measured wall clock: a time of seconds, about no single component, reported as seen or taken. Its
    restatements are marked as such ("observed") and never checked as claims."""
    results = {(c.start, c.end) for c in claims if c.kind == "arithmetic"}
    best, best_score = None, 0
    for c in claims:
        if "observed_latency_s" in scenario:
            break
        if c.kind != "quantity" or c.dimension != "time" or c.value.lo < 2 or math.isinf(c.value.hi):
            continue
        if (c.subject not in (None, "total") and not c.subject_inferred) or (c.start, c.end) in results:
            continue
        window = text[max(0, c.start - 35):c.end + 15]
        lead = re.split(r"[.!?;:]\s", text[max(0, c.start - 60):c.start])[-1]  # this sentence's words before it
        lead = re.split(r",\s+(?:and\s+|but\s+)?", lead)[-1]  # its own clause: "So decode is subsecond, and the ~16 s our users report"
        if re.search(r"ttft|first[- ]token|time[- ]to[- ]first", lead, re.I):
            continue  # "p50 time-to-first-token is ~0.25 s but p99 is ~3 s": the wait for the first token, not the whole
        lead = re.sub(r"\bso\s+(?=(?:when|whenever|if|while)\b)", "   ", lead, flags=re.I)  # "So when a user waits 5 s": a case, not a conclusion
        ours = re.search(r"\b(?:our|my|their|your)\s+(?:~|≈|about\s+|roughly\s+)?$", text[max(0, c.start - 16):c.start], re.I) \
            or _NAMED_MEASURED.search(text[max(0, c.start - 24):c.start])  # "so the observed ~12 s is ...": measured
        # "So the 9-10 s people report has to be ...": a figure named as what people see is measured, whatever "so" says
        seen_after = re.match(r"\s*(?:that\s+|which\s+)?(?:(?:our\s+)?users?|customers?|people|clients?|we|they)\s+(?:\w+\s+)?"
                              r"(?:report\w*|see|saw|seeing|measur\w*|observ\w*|experienc\w*|complain\w*|get|got)\b", text[c.end:c.end + 40], re.I)
        # "so the 8-12 s has to be queueing": the wall clock, referred to while the text looks for where it goes
        placed = re.search(r"\b(?:the|those|that)\s+(?:~|≈|about\s+)?$", text[max(0, c.start - 12):c.start], re.I) and re.match(
            r"\s+(?:has\s+to|must|can\s+only|have\s+to)\s+(?:be|come)\b", text[c.end:c.end + 25], re.I)
        if not ours and not seen_after and not placed and (DERIVED.search(lead[-60:] if re.search(r"\bso\s+(?:an?|the|each|every|our)\b", lead, re.I) else lead[-35:])
                         or DERIVED_AFTER.match(text, c.end)):  # ("so the rest of our 15 s": a time already had)
            continue  # "therefore takes 50 s at best": a conclusion, not a measurement
        referenced = bool(re.search(r"\b(?:the|those|our)\s+$", text[max(0, c.start - 8):c.start], re.I))
        score = (2 * bool(OBSERVED_STRONG.search(window)) + 2 * (c.subject == "total") + bool(OBSERVED_VERB.search(window))
                 + referenced)
        if score > best_score:
            best, best_score = c, score
    if best is not None:
        scenario["observed_latency_s"] = [best.value.lo, best.value.hi] if best.value.hi != best.value.lo else best.value.lo
    for c in claims:  # "the gap to the measured 9 s": a measurement named as such is never a claim to check
        if c.kind == "quantity" and c.dimension == "time" and _NAMED_MEASURED.search(text[max(0, c.start - 24):c.start]):
            c.subject, c.subjects = "observed", ["observed"]
    observed = scenario.get("observed_latency_s")
    if observed is None:
        return
    lo, hi = (observed, observed) if isinstance(observed, (int, float)) else observed
    for c in claims:
        if c.kind == "quantity" and c.dimension == "time" and c.value.lo == lo and c.value.hi == hi:
            c.subject, c.subjects = "observed", ["observed"]


# a link offered as a fix: "Connection reuse, or a low-orbit link with a few tens of ms RTT, would fix most of it"
_PROPOSED_BEFORE = re.compile(r"\b(?:or\s+(?:a|an|the)|switch(?:ing)?\s+to|mov(?:e|ing)\s+to|upgrad\w*\s+to|try(?:ing)?|consider\w*|"
                              r"instead\s+of|if\s+you(?:'re|\s+are)\s+on|if\s+(?:\w+\s+){1,2}(?:can\s+|could\s+)?(?:get|use|had|have|switch\s+to))\s+(?:\w+\s+){0,4}$", re.IGNORECASE)
_PROPOSED_AFTER = re.compile(r"[^.;]{0,60}\b(?:would|could|should|will)\s+(?:\w+\s+)?(?:fix|solve|help|cut|remove|halve)\b", re.IGNORECASE)


# a link out of service: "(starlink was down, running on the GEO backup)"
_DOWN_AFTER = re.compile(r"\s+(?:was|is|went|had\s+gone)\s+(?:down|out|offline|unavailable|dead)\b", re.IGNORECASE)


def proposed_path(text: str, start: int, end: int) -> bool:
    """A network path named as a remedy or as out of service, not as the link the text's figures were measured on."""
    return bool(_PROPOSED_BEFORE.search(text[max(0, start - 40):start]) or _PROPOSED_AFTER.match(text, end)
                or _DOWN_AFTER.match(text, end))


def network_from_text(claims: list[Claim], scenario: dict, text: str = "", paths: set[str] | None = None) -> None:
    """A round-trip time the text states for its own link, if plausible for an internet path, fixes the network
    (so later figures are checked against it); an implausible one is left for the rules to flag."""
    if text:  # a figure for a link offered as a fix says nothing of the text's own link
        claims = [c for c in claims if not (c.networks and proposed_path(text, c.start, c.end))]
    if "network" in scenario:
        named = scenario["network"]
        if isinstance(named, str):
            _own_measure([c for c in claims if c.kind == "quantity" and c.subject == "network" and "round_trip" in c.scope
                          and c.dimension == "time" and c.value is not None and named in c.networks], named, scenario)
        return
    # times only: "the signal goes up and down twice per round trip" counts trips, it does not time one
    rtts = [c for c in claims if c.kind == "quantity" and c.subject == "network" and "round_trip" in c.scope
            and c.dimension == "time" and c.value is not None and not math.isinf(c.value.hi)]
    # ("600 ms+ RTT on a geostationary link": a bound still says which path is the text's own)
    stated = [c for c in claims if c.kind == "quantity" and c.subject == "network" and "round_trip" in c.scope
              and c.dimension == "time" and c.value is not None and c.networks]
    # one figure naming its path counts when that is the only path the text names (proposed fixes aside)
    if (len(stated) > 1 or (stated and paths is not None and len(paths) == 1)) \
            and all(any(_fits_path(n, c.value.lo * 1e3) for n in c.networks) for c in stated):
        # "Ships connect over GEO satellite, measured RTT 600-700 ms ... vessels on a low-orbit service measure
        # 30-60 ms": each figure fits the path named with it; the first is the text's own link, the others compared
        first = min(stated, key=lambda c: c.start)
        fitting = [n for n in dict.fromkeys(first.networks) if _fits_path(n, first.value.lo * 1e3)]
        if len(fitting) == 1:
            scenario["network"] = fitting[0]
            return
    mids = [c.value.mid for c in rtts if c.value.mid > 0]
    if mids and max(mids) > 2 * min(mids):
        return  # "from 50 ms to 5 ms": several links (before and after, here and there), none of them the text's own
    measured = {n for c in stated for n in c.networks}
    if len(measured) > 1:  # "Starlink is LEO ... but on a geostationary link you're looking at 600 ms+": the path the figure fits
        fitting = {n for c in stated for n in c.networks if _fits_path(n, c.value.lo * 1e3)}
        measured = fitting if len(fitting) == 1 else measured
    priced = {n for c in claims if c.kind == "quantity" and c.dimension == "time" and c.value is not None
              for n in c.networks if _fits_path(n, c.value.lo * 1e3)}
    if len(measured) == 1 and not (priced - measured):
        if _own_measure(stated, next(iter(measured)), scenario):
            return
        # (not when the text prices another path too, round trip or not: "inside the region the RTT is under 1 ms;
        # from our Frankfurt office to us-east it is ~90 ms" gives each its own figure)
        scenario["network"] = next(iter(measured))  # "only has a GEO satellite link, ~600 ms RTT measured": that path
        return
    if paths is not None and len(paths) > 1:
        return  # a GEO link and Starlink both named: a bare round trip does not say which is the text's
    for c in rtts:
        ms = c.value.mid * 1e3
        if 1 <= ms <= 150 and c.value.hi / max(c.value.lo, 1e-9) < 3:
            scenario["network"] = round(ms, 1)
            return


def _own_measure(stated: list[Claim], path: str, scenario: dict) -> bool:
    """"rural LTE with round trips of 150-300 ms": the text's one measure of its named path, slower than that path's
    usual band but still an internet-scale figure, is the RTT its other figures are checked against (the measure
    itself is still checked against the path's band by the rules)."""
    if len(stated) != 1 or _fits_path(path, stated[0].value.lo * 1e3):
        return False
    own = stated[0].value
    band = profiles.networks().find(path).rtt_ms
    # (starting just past the band: a congested link no one would flag; "cross-region RTT of 200-300 ms" or
    # "same-region RTT is 250 ms" are errors, and a figure faster than the band beats the speed of light)
    if not (1 <= own.mid * 1e3 <= 300 and own.hi / max(own.lo, 1e-9) < 3 and band[1] < own.lo * 1e3 <= 1.6 * band[1]):
        return False
    scenario["network"] = round(own.mid * 1e3, 1)
    return True


def _fits_path(path_id: str, ms: float) -> bool:
    """A stated RTT that could be this path's: within its profile band, widened by 30% either way because texts
    round their figures and a measured path varies (only used to pick among paths the text itself names)."""
    profile = profiles.networks().find(path_id)
    return profile is not None and profile.rtt_ms[0] / 1.3 <= ms <= profile.rtt_ms[1] * 1.3


# a technique named as an option, not as what the measured setup runs
_SUGGESTED = re.compile(r"\b(?:or|try|trying|consider(?:ing)?|could|would|should|might|need|needs|want|adding|add|enable|enabling|"
                        r"turn\s+on|switch\s+to|options?|levers?|unless|without|if\s+you)\b[^.;]*$", re.IGNORECASE)


# what a change was seen to give: "... and the same card gave us 70-75 tok/s"
_RESULT_AFTER = re.compile(r"\b(?:gave|gives|got|get|measured|saw|see|yielded|delivered|went\s+(?:up\s+)?to|jumped\s+to|hit)\s+(?:us\s+)?"
                           r"(?:about\s+|roughly\s+|around\s+|~)?\d", re.IGNORECASE)


# "it doesn't fit on one H100", "too big for a single v5e chip": a device count ruled out, not the one used
_TOO_FEW = re.compile(r"(?:n't|\bnot|\bnever)\s+(?:\w+\s+)?fit\s+(?:on|in|into|onto)\s+$|\btoo\s+(?:big|large)\s+(?:to\s+fit\s+)?(?:for|on|in)\s+$",
                      re.IGNORECASE)


_SHARDED_OVER = re.compile(r"\b(?:we|i|it'?s|it\s+is|is|are|was|were)\s+(?:\w+\s+)?(?:shard(?:ed|s)?|split|run(?:s|ning)?|serve[sd]?|serving)\s+"
                           r"(?:it\s+|the\s+model\s+|them\s+)?(?:over|across|on)\s+(\d{1,2}|two|four|eight|sixteen)\s+(?:cards|gpus|devices|accelerators|chips)\b",
                           re.IGNORECASE)


# "One H200 has 141 GB": a datasheet figure of one device, not how many the deployment uses
_SPEC_AFTER = re.compile(r"\s*(?:'s\b|has\b|have\b|gives\b|offers\b|provides\b|delivers\b|comes\s+with\b|is\s+rated\b|tops\s+out\b)", re.IGNORECASE)
# "so 8 of them give ~1.1 TB of HBM": the devices in use, counted after the part is named
_N_OF_THEM = re.compile(r"\b(\d{1,2}|two|four|eight|sixteen)\s+of\s+(?:them|those|these)\b", re.IGNORECASE)

_SWAPPED_IN = re.compile(r"\b(?:swapped\s+in|swapped\s+(?:it\s+)?for|switched\s+(?:over\s+|it\s+)?to|moved\s+(?:over\s+|it\s+)?to|"
                         r"upgraded\s+(?:it\s+)?to|replaced\s+(?:it\s+)?with|migrated\s+(?:it\s+)?to)\s+(?:the\s+|a\s+|an\s+|our\s+)?$",
                         re.IGNORECASE)
_NODE_OF = re.compile(r"\b(?:one|a|an|single|our|the)\s+(\d{1,2}|two|four|eight|sixteen)[- ](?:gpu|card|way|accelerator|chip)\s+"
                      r"(?:node|box|server|machine|instance|host|system|slice|pod)\b|"
                      r"\b(?:node|box|server|machine|instance|host)\s+(?:of|with)\s+(\d{1,2}|two|four|eight|sixteen)\s+(?:gpus|cards|accelerators)\b",
                      re.IGNORECASE)


# "one H200 node (8 GPUs)", "a single MI300X box": one machine, whose device count is given elsewhere
_UNIT_AFTER = re.compile(r"\s*(?:nodes?|box(?:es)?|servers?|machines?|hosts?|pods?|systems?)\b", re.IGNORECASE)
_TP_REPLICAS = re.compile(r"\b(?:as|into|in)\s+(?:\w+\s+)?(?:tp|tensor[- ]parallel\s*)[- ]?([1-8])\s+(?:instances?|replicas?|engines?|servers?)\b",
                          re.IGNORECASE)
_COLD_CONNECTION = re.compile(r"\b(?:new|fresh|cold)\s+(?:tcp\s*(?:\+|and|/)\s*)?(?:tcp\s+|https?\s+|tls\s*(?:v?1\.[23]\s+)?)?(?:connection|handshake)s?\b|\bcold\s+(?:https?\s+|tls\s+|api\s+)?(?:requests?|calls?)\b|\bfresh\s+(?:https?|tls|api)\s+(?:requests?|calls?)\b|\bno\s+keep-?alive\b|"
                              r"\bwithout\s+(?:http\s+)?keep-?alive\b|\bkeep-?alive\s+(?:is\s+)?(?:off|disabled)\b", re.IGNORECASE)
_CONDITIONAL = re.compile(r"\b(?:if|would|could|whenever|only\s+when|on\s+reuse)\b", re.IGNORECASE)


def scenario_from_sentence(sentence: str, offset: int, mentions: list[Mention], quants: list[Quantity],
                            cues: list[Cue], scenario: dict) -> None:
    before_change = [a for a, _ in migrations(sentence, mentions, offset)]
    for m in mentions:
        if m in before_change:
            continue  # "moving from an A10G to an H100": the text is about the H100 now
        if m.kind == "hardware" and (_HYPOTHETICAL.search(sentence[max(0, m.start - offset - 60):m.start - offset])
                                     or _FAILED_AFTER.match(sentence[m.end - offset:m.end - offset + 30])
                                     or _SUPPOSED_AFTER.match(sentence[m.end - offset:m.end - offset + 40])):
            continue  # "we could self-host it on one A10G": a setup considered, not the one measured
        if m.kind in ("model", "hardware") and _OFFERED.search(sentence[max(0, m.start - offset - 40):m.start - offset]):
            continue  # "Options: offer the 8B tier, or ...": a setup proposed, not the one measured
        if m.kind == "model" and (YARDSTICK_AFTER.match(sentence[m.end - offset:m.end - offset + 30])
                                  or DRAFT_BEFORE.search(sentence[max(0, m.start - offset - 40):m.start - offset])):
            continue  # "at 13B speed", "a 1B draft model": a yardstick or a draft, not the model served
        if m.kind == "model" and re.search(r"\b(?:(?:more|behaves?|acts?|runs?)\s+like|than|similar\s+to)\s+(?:a|an|the|any)?\s*(?:dense\s+)?$",
                                           sentence[max(0, m.start - offset - 25):m.start - offset], re.I):
            continue  # "speed behaves more like a 13B dense model than a 47B one": models it is compared with
        if m.kind == "network" and proposed_path(sentence, m.start - offset, m.end - offset):
            continue  # "(starlink was down, running on the GEO backup)": not the link in use
        if m.kind not in scenario:
            scenario[m.kind] = m.id
        elif m.kind in ("model", "hardware") and _SWAPPED_IN.search(sentence[max(0, m.start - offset - 40):m.start - offset]):
            scenario[m.kind] = m.id  # "a dry run with the 8B ... then someone swapped in the 70B": the later setup
        if m.kind == "hardware" and scenario.get("hardware") == m.id and m.count and not m.board and "gpus" not in scenario \
                and not _TOO_FEW.search(sentence[max(0, m.start - offset - 30):m.start - offset]) \
                and not (m.count == 1 and _SPEC_AFTER.match(sentence[m.end - offset:m.end - offset + 30])) \
                and not (m.count == 1 and _UNIT_AFTER.match(sentence[m.end - offset:m.end - offset + 30])):
            scenario["gpus"] = m.count  # "405B on MI300X ... Node: 8x MI300X": the count may come with a later mention
    if "gpus" not in scenario and "hardware" in scenario:
        replica = _TP_REPLICAS.search(sentence)  # "one H200 node serving Llama 3 70B as four TP2 instances": each is 2 GPUs
        if replica:
            scenario["gpus"] = int(replica.group(1))
    if "gpus" not in scenario and "hardware" in scenario:
        node = _NODE_OF.search(sentence)  # "on one 8-GPU node", "a node of 8 GPUs"
        if node and not re.search(r"\b(?:would|could|might|if|consider\w*)\b", sentence[:node.start()], re.I):
            word = next(g for g in node.groups() if g)
            scenario["gpus"] = int(word) if word.isdigit() else UNITS_WORDS[word.lower()]
    if "gpus" not in scenario and "hardware" in scenario:
        many = _N_OF_THEM.search(sentence)  # "One H200 has 141 GB, so 8 of them give ~1.1 TB of HBM"
        if many and any(m.kind == "hardware" and 0 <= many.start() - (m.end - offset) <= 50 for m in mentions) \
                and not re.search(r"\b(?:would|could|might|if|consider\w*)\b", sentence[:many.start()], re.I):
            word = next(g for g in many.groups() if g)
            scenario["gpus"] = int(word) if word.isdigit() else UNITS_WORDS[word.lower()]
    if "gpus" not in scenario and "hardware" in scenario:
        shard = _SHARDED_OVER.search(sentence)  # "we shard it over four chips": the count in use
        if shard and not re.search(r"\b(?:would|could|might|should|if|going|spread|consider\w*)\b", sentence, re.I):
            word = next(g for g in shard.groups() if g)
            scenario["gpus"] = int(word) if word.isdigit() else UNITS_WORDS[word.lower()]
    for q in quants:
        if q.dimension == "tokens" and _RATE_AFTER.match(sentence, q.end - offset):
            continue  # "roughly 20-25k prompt+output tokens/s in aggregate": a throughput, not a request's tokens
        window = sentence[max(0, q.start - offset - 40): q.end - offset + 40]
        if q.dimension == "tokens" and q.qualifier == "upper" and math.isfinite(q.hi) and q.hi >= 5:
            q = Quantity(q.start, q.end, q.hi, q.hi, q.dimension, "approx", q.unit)  # "up to 64k prompt tokens": that many at most
        if q.dimension == "tokens" and 0 < q.lo < q.hi <= 2 * q.lo and re.search(r"output|generated|new|completion|answer|reply|response",
                                                                           sentence[q.start - offset:q.end - offset + 20], re.I):
            mid = round((q.lo + q.hi) / 2)  # "3-5 output tokens", "700-900 token answers": the middle of a tight range
            q = Quantity(q.start, q.end, mid, mid, q.dimension, "approx", q.unit)
        if q.dimension == "tokens" and q.lo == q.hi and (q.lo >= 4 or (q.lo >= 1 and _SHORT_ANSWER.search(window))):
            after = sentence[q.end - offset: q.end - offset + 30]
            window = sentence[max(0, q.start - offset - 15): q.end - offset + 25]
            own = sentence[q.start - offset:q.end - offset]
            if re.search(r"output|generated|new|completion|response", own, re.I):  # "~5 output tokens, 300-token prompt"
                after = ""
            elif re.search(r"prompt|input", own, re.I):  # "1,000 prompt tokens"
                after = "prompt"
            lead = sentence[max(0, q.start - offset - 25):q.start - offset]
            # the count's own phrase: "prompts around 32k tokens, answers ~150 tokens" gives each its own noun
            phrase = re.split(r"[,;(]", window[:window.find(own) if own in window else len(window)])[-1] + own + re.split(r"[,;)]", after)[0]
            prompt_before = re.search(r"\b(?:prompts?|inputs?|contexts?|documents?)\s+(?:of\s+|are\s+|is\s+|at\s+|around\s+|about\s+|"
                                      r"roughly\s+|~\s*|≈\s*|:\s*)*$", lead, re.I)
            # "stuffs 32k tokens of context into the model": context put in, not a window's size
            own_context = re.match(r"\s*(?:of\s+)?(?:context|ctx)\s+(?:into|in\s+to)\b", after, re.I) and re.search(
                r"\b(?:stuff(?:s|ed|ing)?|send(?:s|ing)?|sent|feed(?:s|ing)?|fed|put(?:s|ting)?|pass(?:es|ed|ing)?|shove[sd]?|cram(?:s|med)?)\s+"
                r"(?:\w+\s+){0,2}$", lead, re.I)
            if (PROMPT_CONTEXT.search(re.split(r"[,;)]", after)[0]) or prompt_before or own_context) and "prompt_tokens" not in scenario:
                scenario["prompt_tokens"] = int(q.lo)
            elif OUTPUT_CONTEXT.search(phrase if re.search(r"[,;]", window) else window) or _SHORT_ANSWER.search(window) or re.search(
                    # "our API takes 8-12 s for 500 tokens": the tokens a request's time is for are its answer
                    r"\d\s*(?:s|secs?|seconds)\s+(?:\w+\s+)?for\s+(?:a\s+|an\s+|~\s*|about\s+|roughly\s+)?$", lead, re.I) or (
                    # "each call returns ~400 tokens in about 13 seconds": what a call sends back is its answer
                    _SENDS_BACK.search(lead) and not re.search(r"tokeni[sz]", lead, re.I)):
                if "output_tokens" not in scenario:
                    scenario["output_tokens"] = int(q.lo)
                elif scenario["output_tokens"] != int(q.lo):
                    scenario["output_tokens_ambiguous"] = True  # several answer lengths: none is the scenario's
    if "output_tokens" not in scenario and (word := _WORDS_ANSWER.search(sentence)) and not _CONDITIONAL.search(sentence[:word.start()]):
        # "even a one-word reply takes ~2.5 s": an answer a few tokens long (a word is about 1.3 tokens of English)
        scenario["output_tokens"] = max(1, round(1.3 * UNITS_WORDS.get(word.group(1).lower(), 1)))
    if "connection_reuse" not in scenario and _COLD_CONNECTION.search(sentence) and not _CONDITIONAL.search(sentence):
        scenario["connection_reuse"] = False  # "every request does a fresh TLS handshake": set-up paid per request
    tls = re.search(r"\btls\s*(?:v)?(1\.[23])\b", sentence, re.I)
    if tls and "tls" not in scenario and not _CONDITIONAL.search(sentence):
        scenario["tls"] = tls.group(1)
    b = BATCH.search(sentence)
    if b and "batch" not in scenario and not re.search(r"\b(?:if|would|could|should\s+we|what\s+if)\b", sentence[:b.start()], re.I):
        scenario["batch"] = int(next(v for v in b.groups() if v))
    # any use in the sentence counts: "PR: enable draft-model speculative decoding ... with a 1B draft (k=4) 87 tok/s"
    # ("Add a draft model for speculative decoding and the card gave us 70-75 tok/s": an option, then its result)
    spec = next((m for m in SPECULATIVE.finditer(sentence) if not _SUGGESTED.search(sentence[max(0, m.start() - 80):m.start()])
                 or _RESULT_AFTER.search(sentence[m.end():])), None)
    if spec and "speculative" not in scenario:
        scenario["speculative"] = True  # in use, not just named as an option ("you need fewer bytes ... or speculative decoding")
