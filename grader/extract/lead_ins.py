"""Dominance stated ahead of its subject: "most of the wait is the round trip", "the lion's share of our latency
is TLS". The words between the quantifier and the verb vary freely, so a pattern finds them rather than a fixed
lexicon phrase; the subject must follow the verb right away."""
from __future__ import annotations

import re

from .lexicon import Cue

# "most of <what is waited on> is / goes to / comes from / is spent in"
_LEAD_IN = re.compile(
    r"\b(?:most|(?:the\s+)?(?:vast\s+)?(?:bulk|majority)|(?:the\s+)?lion'?s\s+share|(?:nearly|almost|virtually|"
    r"practically|basically)\s+all|the\s+better\s+part|the\s+biggest\s+(?:part|chunk|piece|slice))"
    r"\s+of\s+(?:[\w'~.-]+\s+){0,5}?"
    r"(?:(?:is|was|are|were)\s+(?:spent\s+(?:waiting\s+)?(?:in|on|for)|due\s+to|just|really|actually|simply)|"
    r"is|was|are|were|'s|goes\s+(?:to|into)|went\s+(?:to|into)|comes?\s+from|came\s+from)\s+",
    re.IGNORECASE)

# "what the user actually waits on is", "what's really slow is", "what takes the time is"
_WHAT_IS = re.compile(
    r"\bwhat(?:'s|\s+is)?\s+(?:[\w']+\s+){0,3}?(?:actually\s+|really\s+)?(?:waits?\s+(?:on|for)|waiting\s+(?:on|for)|"
    r"slow|takes?\s+(?:the|all the|most of the)\s+time|taking\s+(?:the|all the|most of the)\s+time)\s+(?:is|are|was|were)\s+",
    re.IGNORECASE)


# "the request spends most of its life on the wire"
_SPENDS = re.compile(r"\bspend(?:s|ing)?\s+(?:most|the bulk|nearly all|almost all|the majority)\s+of\s+(?:its|their|the|our|my|your)\s+"
                     r"(?:time|life|lifetime|wall[- ]?clock)\s+(?:on|in|waiting\s+(?:on|for))\s+", re.IGNORECASE)


# "the network is most of the 2.6 s", "TLS makes up the bulk of those 9 seconds": dominance over a stated time,
# its subject before it as with the lexicon's "most of the latency"
_MOST_OF_FIGURE = re.compile(
    r"\b(?:most|(?:the\s+)?(?:vast\s+)?(?:bulk|majority)|(?:the\s+)?lion'?s\s+share|(?:nearly|almost|virtually|practically)\s+all)"
    r"\s+of\s+(?:the|those|these|that|our|your|its|this|my)\s+~?\d[\d.,]*(?:\s*(?:-|–|to)\s*~?\d[\d.,]*)?\s*"
    r"(?:s|secs?|seconds|ms|milliseconds)\b", re.IGNORECASE)


# "it's your client, not the model", "that's the queue, not the GPU": the time put on another part, the model's denied
_NOT_THE_MODEL = re.compile(r"(?<=[\w)])\s*(?:,|—|–|\s-)\s*(?:and\s+|but\s+)?(?P<rest>not\s+)(?=(?:the\s+|our\s+|your\s+)?(?:model|gpus?|decode|decoding|generation)\b"
                            r"(?!['’]s|\s+(?:compute|flops|itself|weights|memory|side|being)\b))", re.IGNORECASE)
# the other part, named just before: only a part that is never the whole story on a warm request
_OTHER_PARTS = ("network", "connection", "tokenizer", "overhead", "queueing", "prefill")


_BEING = re.compile(r"\b(?:is|are|was|were|'s|makes?\s+up|made\s+up|accounts?\s+for|eats?|eating|ate|takes?|taking|took|"
                    r"explains?|consumes?|consuming)\s+(?:\w+\s+)?$", re.IGNORECASE)


# "it's basically the network + tokenizer", "it's probably our gateway": the lexicon's "it's the" with a hedge or an
# intensifier between (a hedge marks the claim hedged; it does not withdraw it)
_ITS_MOSTLY = re.compile(
    r"\bit(?:'s|\s+is|\s+was)\s+"
    r"(?:(?:basically|mostly|probably|likely|most\s+likely|almost\s+certainly|just|all|really|"
    r"clearly|obviously|definitely|surely|simply|essentially|entirely|almost\s+entirely|pretty\s+much|largely|mainly|"
    r"primarily|predominantly|almost\s+all|nearly\s+all|basically\s+all|pretty\s+much\s+all)\s+)+(?:the\s+|our\s+|your\s+|their\s+)?",
    re.IGNORECASE)  # "it's almost all the network"


# "the other big chunk, I think, is the network", "the biggest piece is TLS": a part's size named before the verb;
# "big" says significant, "biggest"/"main" says dominant
_BIG_PART = re.compile(
    r"\b(?:the\s+)?(?:other\s+|next\s+)?(?P<size>big|large|huge|major|biggest|largest|main|single\s+biggest)\s+"
    r"(?:chunk|part|piece|slice|share|portion|contributor|component|item|cost)\b"
    r"(?:\s*,\s*(?:I\s+think|I'd\s+say|I\s+guess|I\s+suspect|probably|honestly)\s*,)?"
    r"\s+(?:is|was|are|were|'s)\s+(?:(?:probably|likely|just|really|actually|clearly|obviously|definitely)\s+)*", re.IGNORECASE)


# "the handshake is why a 300-token reply takes 7.5 s", "that round trip is what makes a 400-token answer take 8 s":
# the subject before, the wall clock after (only a wait that is named: "which is why we pool connections" is not)
_IS_WHY = re.compile(
    r"\b(?:is|are|was|were)\s+(?:(?:probably|likely|really|clearly|exactly|precisely)\s+)?(?:why|what\s+makes|what'?s\s+making|what\s+causes)"
    r"(?=\s+(?:a|an|the|our|your|their|every|each|these|those|long|most)?\s*(?:~?[\d,.]+k?[- ]tokens?\s+)?"
    r"(?:repl(?:y|ies)|answers?|responses?|requests?|completions?|calls?|latency|p50|p9\d|everything|things|it|chat)\b"
    r"(?:\s+[\w-]+){0,2}?\s+(?:takes?|took|taking|is\s+slow|are\s+slow|feels?\s+(?:slow|sluggish)|crawls?|lags?|so\s+slow|slow))",
    re.IGNORECASE)


# "the rest I assume is the tokenizer", "everything else is transit", "the missing time is the tokenizer": what is left
# of the wall clock put down to one part, with hedges between ("the rest is" alone is in the lexicon)
_REST_IS = re.compile(
    r"\b(?:the\s+rest|the\s+remainder|everything\s+else|all\s+the\s+rest|the\s+gap|"
    r"the\s+(?:missing|unexplained|unaccounted(?:[- ]for)?|leftover)\s+(?:time|seconds|part|bit|chunk|portion)|"
    r"the\s+remaining\s+(?:couple\s+(?:of\s+)?|few\s+)?(?:seconds|time|part|bit|chunk|portion))"
    r"(?:\s*,?\s*(?:I\s+(?:assume|think|guess|suspect|bet|reckon|figure|believe)|I'?m\s+(?:fairly\s+|pretty\s+|quite\s+)?"
    r"(?:sure|certain|convinced)|probably|likely|presumably|then|must|has\s+to|have\s+to)\s*,?)+"
    r"\s+(?:is|are|was|were|be|'s)\s+(?:(?:all|just|probably|likely|basically|mostly|then|really)\s+)*", re.IGNORECASE)


# "the rest of the 16 s users see is network", "the remainder of your ~21 s requests is overhead": the same, with
# the whole the rest is taken from named on the way (no hedge needed: the lexicon has no phrase for it)
_REST_OF_FIGURE = re.compile(
    r"\b(?:the\s+rest|the\s+remainder|all\s+the\s+rest)\s+of\s+(?:the|your|our|those|these|that|this|my|their)\s+"
    r"~?\d[\d.,]*(?:\s*(?:-|–|to)\s*~?\d[\d.,]*)?\s*(?:s|secs?|seconds|ms|milliseconds)\b(?:\s+[\w']+){0,3}?"
    r"(?:\s*,?\s*(?:I\s+(?:assume|think|guess|suspect|bet|reckon|figure|believe)|probably|likely|presumably|then|must|has\s+to)\s*,?)*"
    r"\s+(?:is|are|was|were|'s)\s+(?:(?:all|just|probably|likely|basically|mostly|then|really)\s+)*", re.IGNORECASE)


# "my guess is the gap is the tokenizer", "I think the rest is in our middleware": a guess put before the remainder
# (the lexicon would read "my guess is the" alone, and find no part right after it)
_GUESS_REST_IS = re.compile(
    r"\b(?:my\s+(?:guess|bet|theory|hunch|suspicion)\s+is(?:\s+that)?|I\s+(?:think|guess|suspect|bet|assume|believe|reckon)(?:\s+that)?)"
    r"\s+(?P<rest>the\s+rest|the\s+remainder|everything\s+else|the\s+gap|the\s+(?:missing|unexplained|leftover)\s+(?:time|seconds))"
    r"\s+(?:is|are|was|'s)\s+(?:(?:all|just|probably|likely|basically|mostly|really|in|on)\s+)*", re.IGNORECASE)


# "I'm fairly sure that's the network", "I'm pretty confident it's the VPN": a blame stated with conviction
_SURE_ITS = re.compile(
    r"\bI'?m\s+(?:(?:fairly|pretty|quite|very|almost|100%|dead)\s+)?(?:sure|confident|certain|convinced|positive)\s+"
    r"(?:that\s+)?(?:that's|that\s+is|it's|it\s+is|this\s+is)\s+(?:(?:all|just|mostly|basically|largely)\s+)*", re.IGNORECASE)

# "the slowdown is in the KV cache", "the delay is all in the tokenizer": where the wait is said to sit
_WAIT_IS_IN = re.compile(
    r"\bthe\s+(?:slowdown|slowness|delay|lag|extra\s+time|time|wait|latency)\s+(?:is|was|'s)\s+"
    r"(?:(?:all|just|mostly|basically|probably|clearly|really|entirely)\s+)*(?:in|on|from)\s+", re.IGNORECASE)

# "a good chunk of this is the tokenizer", "a lot of that gap is tokenization": a sizeable part, not all
_GOOD_CHUNK = re.compile(
    r"\ba\s+(?:(?:good|big|large|huge|fair|decent|sizeable|sizable|significant)\s+(?:chunk|part|portion|share|slice|piece)|lot)\s+"
    r"of\s+(?:this|that|it|the\s+(?:time|wait|latency|delay|gap)|that\s+(?:time|wait|latency|delay|gap)|this\s+(?:time|wait|latency|delay|gap))"
    r"\s+(?:is|was|'s|comes\s+from|goes\s+to)\s+(?:(?:probably|likely|just|really|actually)\s+)*", re.IGNORECASE)


def lead_in_predicates(text: str, doc, cues: list[Cue]) -> list[Cue]:
    """A "dominant" predicate for each lead-in followed at once by a subject; it replaces any lexicon predicate
    it covers, so the claim is read once."""
    found = []
    for m in [*_LEAD_IN.finditer(text), *_WHAT_IS.finditer(text), *_SPENDS.finditer(text), *_ITS_MOSTLY.finditer(text),
              *_BIG_PART.finditer(text), *_REST_IS.finditer(text),
              *_REST_OF_FIGURE.finditer(text), *_GUESS_REST_IS.finditer(text), *_SURE_ITS.finditer(text),
              *_WAIT_IS_IN.finditer(text), *_GOOD_CHUNK.finditer(text)]:
        if not any(c.kind == "subject" and -4 <= c.start - m.end() <= 6 and c.end > m.end() for c in cues):
            continue
        start = m.start("rest") if "rest" in m.re.groupindex else m.start()  # the claim, not the guess put before it
        end = m.start() + len(m.group(0).rstrip())
        span = doc.char_span(start, end, alignment_mode="expand")
        if span is None:
            continue
        size = m.groupdict().get("size")  # "the other big chunk is" says significant; "the biggest piece is", dominant
        name = "significant" if (size and size.lower() in ("big", "large", "huge", "major")) or m.re is _GOOD_CHUNK else "dominant"
        found.append(Cue("predicate", name, False, start, end, span.start, span.end, bound_after=True))
    for m in _IS_WHY.finditer(text):
        span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is not None and any(c.kind == "subject" and 0 <= m.start() - c.end <= 4 for c in cues):
            found.append(Cue("predicate", "dominant", False, m.start(), m.end(), span.start, span.end))
    for m in _MOST_OF_FIGURE.finditer(text):
        if not _BEING.search(text[max(0, m.start() - 24):m.start()]) and not re.match(
                r"\s+(?:is|was|are|were|goes\s+to|went\s+to|comes\s+from)\b", text[m.end():m.end() + 12], re.I):
            continue  # "resumption would claw back most of the 1.8 s": not a share of it
        span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is not None and not any(c.kind == "predicate" and c.start <= m.start() < c.end for c in cues):
            found.append(Cue("predicate", "dominant", False, m.start(), m.end(), span.start, span.end))
    for m in _NOT_THE_MODEL.finditer(text):
        start = m.start("rest")
        sentence = max(text.rfind(".", 0, start), text.rfind("\n", 0, start)) + 1
        other = [c for c in cues if c.kind == "subject" and c.name in _OTHER_PARTS and not c.weak and sentence <= c.start and c.end <= start
                 and start - c.end <= 60]
        if not other or re.search(r"\bcold[- ]start|first\s+request|scale[- ]?up|spin[- ]?up|\d\s*%|\bpercent\b", text[sentence:start], re.I) or any(
                c.kind == "predicate" and sentence <= c.start < start for c in cues + found):
            continue  # (a blame or share already said in its own words is one claim; a cold start can outlast decode)
        subject = next((c for c in cues if c.kind == "subject" and c.name == "decode" and 0 <= c.start - m.end() <= 6), None)
        span = doc.char_span(start, m.end(), alignment_mode="expand")
        if subject is not None and span is not None:
            found.append(Cue("predicate", "dominant", False, start, start + len(m.group("rest").rstrip()), span.start, span.end, bound_after=True))
    if not found:
        return cues
    kept = [c for c in cues if not (c.kind == "predicate" and any(f.start <= c.start < f.end for f in found))]
    return sorted(kept + found, key=lambda c: c.start)
