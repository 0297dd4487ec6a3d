"""A fix aimed at one part, promised to cure the whole wait: "moving the cluster to eu-central would fix it", "ripping
out the proxy should bring us down to well under a second", "with keep-alive most of that wait should go away". The
promise says that part is most of the time, so it is read as that part dominating and checked as such; a fix promised
only a part of the time ("saves ~140 ms") is a time claim and is read elsewhere.
"""
from __future__ import annotations

import re

# The lever, by the part of the budget it acts on.
_LEVERS = {
    "network": re.compile(
        r"\b(?:mov(?:e|ed|es|ing)|relocat\w+|migrat\w+|redeploy\w*|deploy(?:ing)?|switch(?:ing|ed)?|put(?:ting)?|host(?:ing)?)\s+"
        r"(?:the\s+|our\s+|your\s+|it\s+|them\s+)?(?:servers?\s+|cluster\s+|endpoints?\s+|deployment\s+|gpus?\s+|inference\s+|"
        r"base\s+url\s+|model\s+|backend\s+|api\s+|clients?\s+|app\s+)?(?:closer|nearer|to\s+(?:an?\s+|the\s+)?(?:eu|us|ap|asia|europe|same\s+region|"
        r"region|edge|[a-z]{2,4}-[a-z]+(?:-\d)?|(?:[a-z]+\s+)?region|virginia|oregon|ohio|frankfurt|london|tokyo|sydney|singapore|mumbai|"
        r"dublin|paris|iowa|california|dallas|seoul|japan|australia)\b)|"
        r"\bco-?locat\w+|\ba\s+(?:server|region|cluster|deployment)\s+(?:in|closer\s+to)\s+\w+|\b(?:an?\s+)?(?:edge\s+(?:pop|node|network)|cdn)\b",
        re.IGNORECASE),
    "tokenizer": re.compile(r"\b(?:cach\w+|faster|rust|swap\w*|replac\w+|optimi[sz]\w+|rewrit\w+)\s+(?:the\s+|our\s+)?(?:\w+\s+)?tokeni[sz]\w*",
                            re.IGNORECASE),
    "connection": re.compile(r"\bkeep-?alive|\bconnection\s+(?:reuse|pooling)|\breus\w+\s+(?:the\s+)?(?:\w+\s+)?connections?|"
                             r"\bpool(?:ing)?\s+(?:the\s+)?connections|\btls\s*1\.3\b|\bsession\s+resumption|\bhttp/?2\b", re.IGNORECASE),
    "overhead": re.compile(r"\b(?:rip\w*\s+out|remov\w+|drop\w*|bypass\w*|get(?:ting)?\s+rid\s+of|skip\w*)\s+(?:the\s+|our\s+|that\s+)?"
                           r"(?:nginx\s+|envoy\s+|api\s+)?(?:proxy|gateway|load\s+balancer|lb|sidecar|middleware|waf)\b", re.IGNORECASE),
}

# The promise: the wait goes away, or falls to a small fraction of a second.
_CURES = re.compile(
    r"\b(?:would|will|should|'ll|'d|could|is\s+going\s+to|are\s+going\s+to)\s+(?:\w+\s+){0,3}?"
    r"(?:fix|solve|cure|resolve|eliminate|kill)\s+(?:most\s+of\s+)?(?:it|this|that|everything|the\s+(?:problem|issue|latency|slowness|wait|lag|delay))\b|"
    r"\b(?:most|all|the\s+bulk|nearly\s+all|almost\s+all)\s+of\s+(?:that|the|this|our|your|the\s+\w+)\s+(?:wait|latency|delay|time|lag)\s+"
    r"(?:should|will|would)\s+(?:\w+\s+)?(?:go\s+away|disappear|vanish|evaporate)\b|"
    r"\b(?:bring|get|take|cut|drop)\w*\s+(?:us|it|latency|the\s+latency|that|p50|p95|responses?|requests?|each\s+call)\s+(?:down\s+)?to\s+"
    r"(?:well\s+)?(?:under|below|less\s+than)\s+(?:a|one|half\s+a)\s+second\b|"
    r"\b(?:cut|slash)\w*\s+(?:the\s+|our\s+|your\s+|their\s+)?(?:latency|wait|response\s+times?|end-to-end\s+time)\s+"
    r"(?:(?:roughly|about|nearly|almost|more\s+than|at\s+least)\s+)?(?:in\s+half|by\s+(?:(?:roughly|about|~)\s*)?(?:half|\d{2}\s*%))|"
    # "moving the model to a Sydney region should halve latency", "latency will drop by 90%": the part is most of the wait
    r"\bhalv(?:e|es|ing)\s+(?:the\s+|our\s+|your\s+|their\s+)?(?:latency|wait|response\s+times?|end-to-end\s+time)\b|"
    r"\b(?:latency|the\s+wait|response\s+times?)\s+(?:will|would|should|could)\s+(?:\w+\s+)?(?:drop|fall|go\s+down|shrink)\s+"
    r"by\s+(?:(?:roughly|about|~|nearly|almost)\s*)?(?:half|[5-9]\d\s*%)", re.IGNORECASE)

_NEGATED = re.compile(r"(?:\bnot|n't|\bnever|\bno)\s+(?:\w+\s+){0,3}$", re.IGNORECASE)
# "if it were the network, moving closer would fix it": a counterfactual, not a promise
_COUNTERFACTUAL = re.compile(r"\bif\s+(?:it|this|that)\s+(?:were|was|is)\b|\bonly\s+if\b|\bunless\b", re.IGNORECASE)
# "If you switch the base URL to eu-central, most of that wait should go away" promises; "if the cold handshake bugs
# people we'll fix it with keep-alive" fixes what the condition names, not the whole wait
_IF_OPENING = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?if\b", re.IGNORECASE)


def fix_claims(text: str, s_index: int, s_start: int, s_end: int, add, hedged: bool, taken: list[tuple[int, int]]) -> None:
    """taken: spans of the sentence's claims already read, which a fix claim must not cover twice."""
    sentence = text[s_start:s_end]
    if _COUNTERFACTUAL.search(sentence):
        return
    cures = [m for m in _CURES.finditer(text, s_start, s_end) if not _NEGATED.search(text[max(s_start, m.start() - 20):m.start()])]
    if not cures:
        return
    levers = [(name, m) for name, pattern in _LEVERS.items() for m in pattern.finditer(text, s_start, s_end)]
    if len({name for name, _ in levers}) != 1:
        return  # no lever, or several at once: the promise is not one part's
    name, lever = min(levers, key=lambda x: x[1].start())
    cure = cures[0]
    if _IF_OPENING.match(sentence) and lever.start() > cure.start():
        return
    start, end = min(lever.start(), cure.start()), max(lever.end(), cure.end())
    if end - start > 120 or any(a < end and start < b for a, b in taken):
        return  # lever and promise too far apart to be one claim, or the claim is already read
    add(kind="predicate", start=start, end=end, text=text[start:end], sentence=s_index, subject=name, subjects=[name],
        predicate="dominant", hedged=hedged, scope=["fix"])
