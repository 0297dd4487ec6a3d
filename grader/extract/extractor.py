"""Text -> claims and the scenario the text fixes.

Per sentence: lexicon cues (subjects, predicates, scope) from spaCy PhraseMatchers, quantities from the number
and unit grammar, and named models/devices. Each quantity is tied to the nearest subject whose kind fits its
dimension (a tok/s figure can be about decode or throughput, never about the tokenizer's cost per token).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from ..physics import Interval
from .claim import Claim
from .lexicon import Cue, find_cues, negators, nlp, prefix_predicates
from .mentions import Mention, find_mentions
from .quantities import Quantity, find_quantities
from .semantic import encoder, prototypes

# Which subjects a quantity of each dimension can be about.
DIMENSION_SUBJECTS = {
    "time": ["network", "connection", "tokenizer", "decode", "prefill", "total", "queueing"],
    "time_per_token": ["decode", "tokenizer", "network"],
    "token_rate": ["decode", "throughput", "prefill", "tokenizer"],
    "bandwidth": ["bandwidth", "network"],
    "bit_rate": ["network", "bandwidth"],
    "bytes": ["weights", "kv_cache", "memory_capacity", "bandwidth"],
    "bytes_per_token": ["kv_cache", "weights"],
    "flops_rate": ["compute"],
    "round_trips": ["connection", "network"],
    "percent": ["network", "tokenizer", "decode", "prefill", "connection", "queueing"],
    "orders": ["network", "tokenizer", "decode", "prefill", "connection"],
}
COMPONENTS = ["network", "connection", "tokenizer", "decode", "prefill", "queueing"]
# Hard clause breaks separate claims; soft ones (commas, "and") only weaken a subject on the far side.
_HARD_BREAK = {";", ":", "—", "–", "(", ")", "--", "but", "while", "whereas", "although", "though", "because", "since"}
# Names reach across labels and asides ("H200: 141 GB", "A100 80GB is ~2.0e12 (2.0 TB/s)"), not across contrasts.
_NAME_BREAK = _HARD_BREAK - {":", "(", ")"}
_SOFT_BREAK = {",", "and", "so", "which", "then", "whereas", "plus", "+", "="}
_HEDGES = re.compile(r"\b(maybe|probably|perhaps|might|may|i think|i guess|i suspect|likely|presumably|could be|guess)\b",
                     re.IGNORECASE)
_OUTPUT_CONTEXT = re.compile(r"answer|response|reply|completion|output|generat|essay|summary|tokens? (?:long|out)",
                             re.IGNORECASE)
_PROMPT_CONTEXT = re.compile(r"prompt|input", re.IGNORECASE)
_BATCH = re.compile(
    r"batch(?:\s+size)?(?:\s+of|\s*=|\s*:)?\s*(?P<a>\d{1,5})\b|(?P<b>\d{1,5})[\s-](?:wide|way|sequence)\s+batch"
    r"|(?P<c>\d{1,5})\s+(?:concurrent|simultaneous|parallel)\s+(?:streams|requests|users|sequences|seqs)"
    r"|(?P<d>\d{1,5})\s+(?:seqs|sequences|requests|streams)\s+(?:in flight|together|at once)"
    r"|batching\s+(?P<e>\d{1,5})\s+(?:requests|sequences|streams)", re.IGNORECASE)
_SPECULATIVE = re.compile(r"speculative decoding|medusa|draft model|eagle(?:-2)?\b|lookahead decoding", re.IGNORECASE)
_SHARE_CONTEXT = re.compile(
    r"^\s*(?:of\s+(?:the|our|its|this|that|total|all|a|every|each|end-to-end|e2e|\d)|(?:share|fraction)\b)"
    r"|\b(?:accounts? for|makes? up|is|are|was|were|only|just|about|over|under|roughly|easily|alone|by|cut|save|saves|"
    r"shave|reduce)\s*$", re.IGNORECASE)
_PARTIAL = re.compile(r"\b(part of|some of|partly|partially|a portion|a share|a fraction|a slice|a bit of|a little of|"
                      r"contribut\w*|a noticeable)\b", re.IGNORECASE)
_LOADED = re.compile(r"\b(load|loaded|busy|concurrent|concurrency|aggregate|in flight|under load|batch(?:ed|ing)?|"
                     r"streams|hosted|endpoints?|providers?|shared)\b", re.IGNORECASE)
_AGGREGATE_RATE = re.compile(r"\b(total|combined|server|node|box|cluster|across|sum|fleet|whole|batch(?: size)? ?(?:of )?\d{2,}|"
                             r"\d{2,} (?:concurrent|streams|users|sequences|requests))\b", re.IGNORECASE)
_ARITH_LINK = re.compile(r"^[\s,~≈=→>\-(]*(?:[\w-]+\s+){0,2}?(?:so|=|≈|→|->|=>|is|are|takes?|took|means?|gives?|that'?s|in|"
                         r"comes? to|works? out to|of|or|about|around|roughly|just|only|i\.e\.|,|≈)\b|^[\s]*[=≈→(]", re.IGNORECASE)
_TIMES = re.compile(r"^\s*(?:[x×*]|times)\s*$", re.IGNORECASE)
_OBSERVED_VERB = re.compile(r"\b(takes?|took|taking|sits? at|p50|p90|p95|p99|latency of|end[- ]to[- ]end|wall|see|sees|"
                            r"seeing|saw|measured?|observed?|spends?)\b", re.IGNORECASE)
_OBSERVED_STRONG = re.compile(r"\b(see|sees|seeing|saw|seen|measured?|observed?|p50|p90|p95|p99|wall[- ]?clock|"
                              r"end[- ]to[- ]end|(?:api|endpoint|request|response|call)s?\s+(?:takes?|took))\b", re.IGNORECASE)
_BATCH_SIZE_RATE = re.compile(r"\bbatch(?: size)? ?(?:of )?\d{2,}|\b\d{2,} (?:concurrent|parallel) ", re.IGNORECASE)
_REMAINDER_AFTER = re.compile(r"\s*(?:left|free|remaining|spare|of headroom|to spare)\b", re.IGNORECASE)
_REMAINDER_BEFORE = re.compile(r"\b(?:leaving|leaves|leave|remaining|with)\s+~?\s*$", re.IGNORECASE)
_REPORTED = re.compile(r"\b(advertis\w+|claims?|claimed|quotes?|quoted|markets?|promis\w+|touts?|says?|said|"
                       r"brags?|boasts?)\b[^.;]*$", re.IGNORECASE)
_DESIRE = re.compile(r"\b(wants?|wanted|wish(?:es)?|hop(?:e|es|ing)|goal|target(?:ing)?|aim(?:ing)?|asked for|asks for|"
                     r"would like|requirement|required to|must hit|budget of)\b[^.;]*$", re.IGNORECASE)
_CONTRAST = re.compile(r"\b(elsewhere|otherwise|other providers?|everywhere else|typical|versus|vs\.?|compared|"
                       r"whereas|instead)\b", re.IGNORECASE)
_COMPARED = re.compile(r"\b(?:as|than|like|versus|vs\.?|compared (?:to|with)|against|next to)\s+(?:for\s+|on\s+)?(?:an?\s+|the\s+|one\s+)?$",
                       re.IGNORECASE)
_OBSERVATION = re.compile(r"\b(rose|fell|dropped|jumped|went|increased|decreased|grew|climbed|regressed|improved|"
                          r"measured|observed|we see|we saw|we're seeing|were seeing|p50|p90|p95|p99|median)\b[^.;]*$",
                          re.IGNORECASE)
_DERIVED = re.compile(r"\b(therefore|thus|hence|so|means|would|should|could|will|might|expect\w*)\b", re.IGNORECASE)
_DERIVED_AFTER = re.compile(r"\s*(?:at best|at least|at most|or so|minimum|max)", re.IGNORECASE)
_BATCHED = re.compile(r"\b(batch(?:es|ed|ing)?|concurren\w*|sequences|seqs|streams|in flight|at once|load)\b", re.I)


@dataclass
class Extraction:
    text: str
    claims: list[Claim]
    scenario: dict  # ScenarioSpec fields the text fixes
    mentions: list[Mention]
    sentences: list[tuple[int, int]]  # character spans, indexed by Claim.sentence


def _clauses(sent, breaks: set[str]) -> dict[int, int]:
    clause, out = 0, {}
    for tok in sent:
        if tok.lower_ in breaks or tok.text in breaks:
            clause += 1
        out[tok.i] = clause
    return out


def _negated(doc, start_token: int, end_token: int, clause_of: dict[int, int], subject: Cue | None) -> bool:
    """A negator inside the predicate, up to eight tokens before it in its clause, or between it and a subject
    that follows it ("the bottleneck is not the network")."""
    words = negators()
    clause = clause_of.get(start_token)
    last = end_token
    if subject is not None and subject.token_start >= end_token:
        last = subject.token_start
    for i in range(start_token - 8, last):
        if i < 0 or (clause_of.get(i) != clause and i < start_token - 2):
            continue  # "..., not because of the network": a negator right before the phrase still counts
        if doc[i].lower_ in words:
            return True
    return False


def _subject_for(pos_start: int, pos_end: int, tokens: tuple[int, int] | int, cues: list[Cue], allowed: list[str],
                 hard: dict[int, int], soft: dict[int, int], compared=lambda pos: False) -> Cue | None:
    """Nearest fitting subject cue. Subjects before the figure and in its clause win; one after it only counts
    nearby ("50 ms of network") and never across a clause boundary."""
    first, last = tokens if isinstance(tokens, tuple) else (tokens, tokens)
    best, best_score = None, math.inf
    for cue in cues:
        if cue.kind != "subject" or cue.name not in allowed:
            continue
        token = first if cue.end <= pos_start else last
        same_hard = hard.get(cue.token_start, -1) == hard.get(token, -2)
        same_soft = soft.get(cue.token_start, -1) == soft.get(token, -2)
        if cue.end <= pos_start:
            distance = pos_start - cue.end + (0 if same_soft else 20) + (0 if same_hard else 60)
        elif cue.start >= pos_end:
            if not same_soft or cue.weak:
                continue  # after the figure only a named subject in its own phrase counts
            distance = (cue.start - pos_end) * 1.6 + 4
        else:
            distance = 0
        if cue.weak:
            distance += 90 if cue.name == "total" else 45
        if compared(cue.start):
            distance += 80  # "smaller than decode": decode is what it is compared with, not what it is about
        if distance < best_score:
            best, best_score = cue, distance
    return best


_QUOTE = re.compile(r"\"[^\"\n]{12,400}\"|“[^”\n]{12,400}”|‘[^’\n]{12,400}’|(?<![\w])'[^'\n]{12,300}'(?![\w])")


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Quoted speech ("my colleague said ...", 'decode is memory bound'): someone else's claim, not the author's."""
    return [(m.start(), m.end()) for m in _QUOTE.finditer(text) if len(m.group(0).split()) >= 3]


def _batch_condition(text: str, cue: Cue) -> bool:
    """"at batch 1", "batch size 64": the batch as a setting, not batching as the cause of anything."""
    if cue.kind != "subject" or cue.name != "batching":
        return False
    return bool(re.match(r"\s*(?:size\s*)?(?:of\s*|=\s*|:\s*)?(?:1|one)\b", text[cue.end:cue.end + 12], re.I)
                or re.search(r"\bat\s+$", text[max(0, cue.start - 4):cue.start], re.I))


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in spans)


def _nearest(mentions: list[Mention], kind: str, pos: int, text: str = "") -> list[str]:
    """Mentions of a kind ordered by distance to pos, preferring those before it, except one that follows the
    figure as its owner ("3.35 TB/s on the H100", "141 GB of a bf16 70B")."""
    def rank(m: Mention) -> float:
        if m.end <= pos:
            return pos - m.end
        if text and re.match(r"[^.;,]{0,6}?\b(?:on|of|for|in|with)\s+(?:an?\s+|the\s+|one\s+)?(?:\w+\s+)?$",
                             text[pos:m.start], re.I) and m.start - pos <= 22:
            return -1
        return (m.start - pos) * 2 + 10
    ranked = sorted((m for m in mentions if m.kind == kind), key=rank)
    return list(dict.fromkeys(m.id for m in ranked))


def _analysis_text(text: str) -> str:
    """A same-length copy to analyse: curly apostrophes made straight ("it’s" = "it's") and comment markers that
    continue a sentence onto the next line ("~5 µs per\n// token") blanked. Offsets stay valid for the original."""
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    return _CONTINUATION.sub(lambda m: " " * len(m.group(0)), text)


_CONTINUATION = re.compile(r"(?<![.!?:\n])\n[ \t]*(?://+|#+|\*|--)[ \t]?(?=\S)")


def extract(text: str, semantic: bool = True) -> Extraction:
    original, text = text, _analysis_text(text)
    doc = nlp()(text)
    prefixes = prefix_predicates()
    quoted = quoted_spans(text)
    cues = [c for c in find_cues(doc) if not _inside(c.start, quoted) and not _batch_condition(text, c)]
    mentions = [m for m in find_mentions(text) if not _inside(m.start, quoted)]
    quantities = [q for q in find_quantities(text, mentions) if not _inside(q.start, quoted)]
    claims: list[Claim] = []
    scenario: dict = {}
    unexplained: list[tuple] = []  # clauses for the paraphrase layer: start, end, sentence, hedged, subjects named

    def add(**kw) -> Claim:
        claim = Claim(id=f"c{len(claims) + 1}", **kw)
        claims.append(claim)
        return claim

    def token_index(char: int) -> int:
        span = doc.char_span(char, char + 1, alignment_mode="expand")
        return span.start if span is not None else 0

    for s_index, sent in enumerate(doc.sents):
        s_start, s_end = sent.start_char, sent.end_char
        if sent.text.rstrip().endswith("?"):
            continue  # a question asserts nothing
        hard = _clauses(sent, _HARD_BREAK)
        soft = _clauses(sent, _HARD_BREAK | _SOFT_BREAK)
        named = _clauses(sent, _NAME_BREAK)
        s_cues = [c for c in cues if s_start <= c.start < s_end]
        s_quants = [q for q in quantities if s_start <= q.start < s_end]
        s_mentions = [m for m in mentions if s_start <= m.start < s_end]
        hedged = bool(_HEDGES.search(sent.text))

        def context(pos: int, end: int | None = None) -> dict:
            """Models, devices and paths that the claim at pos is about: those in its clause, not those it is
            compared with ("same as an A100", "... elsewhere")."""
            tok = token_index(pos)
            contrast = bool(_CONTRAST.search(_clause_text(doc, sent, soft, soft.get(tok, 0))))
            usable = [m for m in s_mentions if named.get(token_index(m.start)) == named.get(tok)
                      and not _COMPARED.search(text[max(s_start, m.start - 16):m.start])
                      and not (contrast and soft.get(token_index(m.start)) != soft.get(tok))]
            counts = [m.count for m in sorted(usable, key=lambda m: abs(m.start - pos)) if m.kind == "hardware" and m.count]
            paths = [m.id for m in sorted(usable, key=lambda m: -m.start) if m.kind == "network" and m.end <= pos]
            devices = sorted((m for m in usable if m.kind == "hardware"),
                             key=lambda m: (pos - m.end) if m.end <= pos else (m.start - pos) * 2 + 10)
            at = end if end is not None else pos
            return {"hardware": _nearest(usable, "hardware", at, text), "models": _nearest(usable, "model", at, text),
                    "hardware_generic": bool(devices) and devices[0].generic,
                    "precisions": _nearest(usable, "precision", at, text), "device_count": counts[0] if counts else None,
                    "networks": paths, "sentence_network": any(m.kind == "network" for m in s_mentions),
                    "contrasted": contrast,
                    "generic_gpu": bool(re.search(r"\bGPUs?\b", _clause_text(doc, sent, soft, soft.get(tok, 0))))
                    and not any(m.kind == "hardware" for m in usable)}

        # --- quantities ----------------------------------------------------------------------------
        token_counts = [q for q in s_quants if q.dimension == "tokens" and q.lo >= 5]  # not "one token at a time"
        for q in s_quants:
            if q.dimension in ("tokens", "ratio", "params", "flops"):
                continue
            tok = token_index(q.start)
            tok_end = token_index(max(q.start, q.end - 1))
            before = text[max(0, q.start - 10):q.start]
            if q.dimension == "bytes" and re.search(r"\b(?:same|the|that|those|these)\s+~?$", before, re.I):
                continue  # "the same 4 GiB": a figure already given, not a new claim
            allowed = DIMENSION_SUBJECTS.get(q.dimension, [])
            cue = _subject_for(q.start, q.end, (tok, tok_end), s_cues, allowed, hard, soft,
                               compared=lambda pos: bool(_COMPARED.search(text[max(s_start, pos - 16):pos])))
            if cue is None and any(m.kind == "hardware" for m in (s_mentions or mentions)):
                implied = {"bandwidth": "bandwidth", "flops_rate": "compute"}.get(q.dimension)
                if implied:  # "an H200 has about 4.8 TB/s", "It has 10 TB/s of HBM": a device's figure
                    cue = Cue("subject", implied, False, q.start, q.end, tok, tok)
            if q.dimension == "time_per_token" and q.hi < 1e-4 and any(
                    c.kind == "subject" and c.name == "tokenizer" for c in s_cues):
                cue = next(c for c in s_cues if c.kind == "subject" and c.name == "tokenizer")  # µs/token: tokenizer speed
            if cue is None and q.dimension in ("token_rate", "time_per_token") and not any(
                    c.kind == "subject" and c.name in ("network", "connection") for c in s_cues):
                # a speed in tokens is generation speed unless the tokenizer or the network is in play
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)
            if cue is None and q.dimension == "time" and not _NOT_GENERATION.search(text[max(0, q.start - 120):q.end + 20]) and not any(
                    c.kind == "subject" and c.name in ("network", "connection", "tokenizer") for c in s_cues) and any(
                    t is not q and hard.get(token_index(t.start)) == hard.get(tok) and t.lo >= 20
                    and not _PROMPT_CONTEXT.search(text[t.end:t.end + 20]) for t in token_counts):
                # "spits out a 500-token reply in a few hundred ms": the time to generate those tokens
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)
            if q.dimension == "bytes" and _MODEL_IS.search(text[max(s_start, q.start - 40):q.start]) and not re.match(
                    r"\s*(?:of\s+)?(?:kv|key|cache|context|activations?)", text[q.end:q.end + 16], re.I):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "the model is 72 GB"
            elif q.dimension == "bytes" and (
                    cue is None or (cue.name == "memory_capacity" and (cue.weak or _REQUIRES.search(
                    text[max(s_start, q.start - 25):q.start])))) and _about_model(q, text, s_mentions) \
                    and not _next_to_device(q, s_mentions, None):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "a 70B model in bf16 is 70 GB"
            if q.dimension == "flops_rate" and re.search(r"prompt|prefill|per token|forward pass|\btokens?\b",
                                                         _clause_text(doc, sent, soft, soft.get(tok_end, 0)), re.I):
                continue  # FLOPs of a workload ("140 teraFLOPs for the prompt"), not a device's rate
            if q.dimension == "time" and re.search(r"\b(?:the|those|these|that|our|this|other|remaining)\s+$", before, re.I):
                cue = None  # "the 8-12 seconds", "the other 9 seconds": a figure already given, not a new claim
            if q.dimension == "time" and re.search(r"\b(?:total|end[- ]to[- ]end|overall|e2e)\s*(?:of|is|was|:|=)?\s*~?\s*$",
                                                   text[max(s_start, q.start - 20):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "total 11 s"
            if q.dimension == "bytes" and _next_to_device(q, s_mentions, _strong_store_cue(q, s_cues) or cue):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)
            scope = _scope_near(q, s_cues, soft, soft.get(tok, 0))
            if re.search(r"(?:[=≈]|\bthat is|\bthat's|\bi\.e\.|\bwhich is)\s*~?\s*$", text[max(s_start, q.start - 12):q.start],
                         re.I) or text[q.start] in "=≈":
                scope = [s for s in scope if s not in ("round_trip", "one_way")]  # "a + b = 680 ms": a total
            dimension = q.dimension
            if dimension == "bytes" and (re.match(r"[^.;,]{0,14}\bper[ -]token\b", text[q.end:q.end + 24], re.I)
                                         or re.search(r"\b(?:every|each|per|a)\s+token\s+(?:\w+\s+){0,2}$",
                                                      text[max(s_start, q.start - 30):q.start], re.I)):
                dimension = "bytes_per_token"  # "800 KiB of KV per token", "every token keeps 2.5 MB"
            clause_text = _clause_text(doc, sent, soft, soft.get(tok, 0))
            if q.dimension == "token_rate" and "single" not in scope and (
                    _AGGREGATE_RATE.search(clause_text) or _BATCH_SIZE_RATE.search(sent.text)):
                scope = sorted(set(scope) | {"aggregate"})
            if q.dimension in ("token_rate", "time_per_token", "time") and _LOADED.search(sent.text):
                scope = sorted(set(scope) | {"loaded"})
            if _DESIRE.search(text[max(s_start, q.start - 30):q.start]):
                continue  # "my boss wants 500 tok/s": a wish, not a claim
            if _REPORTED.search(text[max(s_start, q.start - 30):q.start]):
                continue  # "our provider advertises 3,000 tok/s": someone else's claim, reported
            if re.search(r"(?:\bnot|n't|\bnever|rather than|instead of)\s+(?:\w+\s+)?$", text[max(s_start, q.start - 16):q.start], re.I):
                continue  # "5-10 s, not a sixth of a second": a figure denied, not claimed
            if q.dimension == "bytes" and (_REMAINDER_AFTER.match(text, q.end) or
                                           _REMAINDER_BEFORE.search(text[max(s_start, q.start - 16):q.start])):
                continue  # "~50 GB left for KV cache": a remainder, not a size
            kind = "share" if q.dimension == "percent" else "magnitude" if q.dimension == "orders" else "quantity"
            if kind == "magnitude" and re.match(r"\s*(?:larger|bigger|more|greater|slower|longer|higher|above)",
                                                text[q.end:q.end + 12], re.I):
                scope = sorted(set(scope) | {"larger"})
            if kind == "share" and cue is not None and cue.name == "decode" and re.search(
                    r"\b(?:on|of|for|in|per)\s+(?:a|an|the|every|each)?\s*(?:[\w.~-]+\s+){0,3}$", text[max(s_start, cue.start - 30):cue.start], re.I):
                cue = None  # "on a typical 6 s completion that's only 3%": the completion is the whole, not the part
            if kind == "share" and not (_SHARE_CONTEXT.search(text[q.end:q.end + 30])
                                        or _SHARE_CONTEXT.search(text[max(s_start, q.start - 25):q.start])):
                continue  # "a 70% acceptance rate" is no share of the wall clock
            subjects = [cue.name] if cue else []
            if cue is not None and kind != "quantity":
                subjects += _conjoined(text, cue, [c for c in s_cues if c.kind == "subject"])
            if kind == "magnitude" and (cue is None or cue.name == "decode"):
                minors = [c.name for c in s_cues if c.kind == "subject" and c.name in ("network", "tokenizer", "connection")]
                if minors:  # "2 ms to tokenize ... several seconds to generate: six orders of magnitude"
                    subjects = list(dict.fromkeys(minors))
                    cue = Cue("subject", subjects[0], True, q.start, q.end, tok, tok)
            same_clause_tokens = [t for t in token_counts if hard.get(token_index(t.start)) == hard.get(tok)]
            n_tokens = (same_clause_tokens or [None])[0]
            prompts = [t for t in token_counts if _PROMPT_CONTEXT.search(text[t.end:t.end + 12])]
            add(kind=kind, start=q.start, end=q.end, text=text[q.start:q.end], sentence=s_index,
                subject=cue.name if cue else None, subjects=subjects, dimension=dimension,
                subject_inferred=cue is not None and cue.start == q.start and cue.end == q.end,
                value=Interval(lo=q.lo, hi=q.hi), unit=q.unit, qualifier=q.qualifier, scope=scope, hedged=hedged,
                tokens=n_tokens.mid if n_tokens else None, prompt_tokens=prompts[0].mid if prompts else None,
                **context(q.start, q.end))

        # --- predicates ----------------------------------------------------------------------------
        for p in (c for c in s_cues if c.kind == "predicate"):
            clause = hard.get(p.token_start, 0)
            clause_text = _clause_text(doc, sent, hard, clause)
            allowed = COMPONENTS + ["batching", "total"]
            if p.name in ("memory_bound", "compute_bound"):
                allowed = ["decode", "prefill"]
            elif p.name in ("faster", "slower", "lower_latency"):
                allowed = ["batching"]
            elif p.name == "per_token_round_trip":
                allowed = ["network", "decode", "connection"]
            elif p.name == "fits":
                allowed = ["weights", "memory_capacity", "kv_cache"]
            elif p.name == "connection_per_token":
                allowed = ["connection", "network", "decode"]
            same_clause = [c for c in s_cues if c.kind == "subject" and c.name in allowed
                           and hard.get(c.token_start) == clause]
            candidates = same_clause
            if doc[p.token_start:p.token_end].text.lower() in prefixes:
                # "it's the network": only a subject right after the phrase counts
                candidates = [c for c in same_clause if -6 <= c.start - p.end <= 6 and c.end > p.end]
                if not candidates:
                    continue
            cue = _subject_for(p.start, p.end, p.token_start, candidates, allowed, hard, hard,
                               compared=lambda pos: bool(_COMPARED.search(text[max(s_start, pos - 16):pos])))
            if cue is None and p.name in ("faster", "slower", "lower_latency"):
                continue
            if cue is None and p.name in ("memory_bound", "compute_bound"):
                before = [c for c in cues if c.kind == "subject" and c.name in ("decode", "prefill") and c.end <= p.start
                          and c.start >= s_start - 200]
                cue_name = before[-1].name if before else "decode"  # boundness talk without a subject is about decode
            elif p.name in ("per_token_round_trip", "connection_per_token"):
                cue, cue_name = None, "network" if p.name == "per_token_round_trip" else "connection"
            elif p.name == "fits":
                if not (any(m.kind == "hardware" for m in s_mentions) or re.search(
                        r"\b(card|gpu|device|node|box|accelerator)s?\b", clause_text, re.I)) or any(
                        c.kind == "subject" and c.name == "kv_cache" and hard.get(c.token_start) == clause for c in s_cues):
                    continue  # "fits" with no device named, or about the KV cache: nothing to check
                cue, cue_name = None, "weights"
            elif cue is None:
                continue
            else:
                cue_name = cue.name
            if p.name == "per_token_round_trip" and not re.search(r"token|chunk|word", text[max(s_start, p.start - 30):p.end], re.I):
                continue  # "plus the request's own round trip" is no per-token claim
            if p.name == "dominant" and _PARTIAL.search(clause_text):
                continue  # "part of the delay came from the link": no claim of dominance
            if p.name == "dominant" and re.search(r"\b(ttft|time to first token|first token)\b", clause_text, re.I) \
                    and (cue is None or cue.name != "prefill"):
                continue  # "TTFT is high because of X": a part of the budget, not the wall clock
            if p.name == "dominant" and cue is not None and re.match(r"dominated by|bottlenecked", text[p.start:p.end], re.I) \
                    and any(c.kind == "subject" and c.name in ("prefill", "network", "tokenizer", "connection")
                            and c.end <= p.start and hard.get(c.token_start) == clause for c in s_cues):
                continue  # "time to first token is dominated by prefill": a part of the budget, not the wall clock
            subjects = [cue_name]
            if cue is not None:  # "network and tokenization": a predicate over both
                subjects += _conjoined(text, cue, same_clause)
            negated = _negated(doc, p.token_start, p.token_end, soft, cue)
            start = min(p.start, cue.start) if cue is not None else p.start
            end = max(p.end, cue.end) if cue is not None else p.end
            for other in same_clause:  # stretch over conjoined subjects: "network round trip and tokenization"
                if other.name in subjects[1:] and other.start >= end and other.start - end <= 30:
                    end = other.end
            if end - start > 60:  # keep the mark tight: the predicate alone
                start, end = p.start, p.end
            scope = sorted({c.name for c in s_cues if c.kind == "scope" and hard.get(c.token_start) == clause})
            if "single" not in scope and _BATCHED.search(clause_text):
                scope.append("batched")  # "past a few hundred concurrent sequences ... compute-bound"
            add(kind="predicate", start=start, end=end, text=text[start:end], sentence=s_index, subject=cue_name,
                subjects=subjects, predicate=p.name, negated=negated, hedged=hedged, scope=scope, **context(p.start))

        # --- "every token needs a round trip": network or handshakes per token ----------------------
        _per_token_network(text, sent, s_index, soft, s_cues, claims, add, hedged, doc)

        # --- arithmetic: N tokens at R tok/s (or p ms/token) ... T s -----------------------------
        _arithmetic(text, s_index, s_quants, add, hedged)
        _rate_arithmetic(text, s_index, s_quants, add, hedged)

        # --- clauses the lexicon said nothing about, for the paraphrase layer ------------------------
        if semantic:
            unexplained += _paraphrase_candidates(text, sent, s_index, hard, s_cues, claims, hedged)

        # --- the scenario the sentence fixes -------------------------------------------------------
        _scenario_from_sentence(sent.text, s_start, s_mentions, s_quants, s_cues, scenario)

    if unexplained:
        _add_paraphrases(text, unexplained, add)
    _observed_latency(text, claims, scenario)
    for c in claims:  # "p50 rose from ~7 s to ~19 s": measurements reported, not claims about physics
        if c.kind == "quantity" and c.dimension == "time" and (c.subject in (None, "total") or c.subject_inferred) \
                and _OBSERVATION.search(text[max(0, c.start - 40):c.start]):
            c.subject, c.subjects = "observed", ["observed"]
    _network_from_text(claims, scenario)
    for c in claims:
        c.text = original[c.start:c.end]
    return Extraction(text=original, claims=claims, scenario=scenario, mentions=mentions,
                      sentences=[(s.start_char, s.end_char) for s in doc.sents])


@lru_cache(maxsize=1)
def _gate_words() -> re.Pattern:
    return re.compile(r"\b(?:" + re.sub(r"\s+", "", prototypes()["gate_words"]) + ")", re.IGNORECASE)


def _paraphrase_candidates(text, sent, s_index, hard, cues, claims, hedged) -> list[tuple[int, int, int, bool, set]]:
    gate = set(prototypes()["gate_subjects"])
    gate_words = _gate_words()
    out = []
    for clause in sorted(set(hard.get(t.i) for t in sent)):
        tokens = [t for t in sent if hard.get(t.i) == clause and not t.is_punct]
        if not tokens:
            continue
        start, end = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
        if not 15 <= end - start <= 140:
            continue
        named = {c.name for c in cues if c.kind == "subject" and start <= c.start < end}
        if not gate_words.search(text[start:end]) or not (named & gate or _STANDALONE_GATE.search(text[start:end])):
            continue
        if any(c.sentence == s_index and start <= c.start < end for c in claims):
            continue  # the lexicon already read this clause
        out.append((start, end, s_index, hedged, named))
    return out


def _add_paraphrases(text: str, candidates, add) -> None:
    enc = encoder()
    if enc is None:
        return
    for (start, end, s_index, hedged, named), match in zip(candidates, enc.classify([text[c[0]:c[1]] for c in candidates])):
        if match is None or (match.subject not in named and not match.standalone):
            continue  # the clause must name what the paraphrase is about
        add(kind="predicate", start=start, end=end, text=text[start:end], sentence=s_index, subject=match.subject,
            subjects=[match.subject], predicate=match.predicate, negated=match.negated, hedged=hedged,
            subject_inferred=True, scope=["paraphrase"])


_PER_UNIT = re.compile(r"\b(?:every|each|per)\s+(?:streamed\s+|generated\s+|output\s+|single\s+)?(?:token|chunk|flush|word)\b|"
                       r"\b(?:token|chunk)s?\s+(?:each|apiece)\b|/\s?token\b", re.IGNORECASE)
_ROUND_TRIP = re.compile(r"\b(?:round[- ]?trips?|rtts?|ack(?:s|nowledge\w*)?|separate (?:http )?request)\b", re.IGNORECASE)
_HANDSHAKE = re.compile(r"\b(?:handshakes?|new (?:https? )?connection|reconnect\w*)\b", re.IGNORECASE)


def _per_token_network(text, sent, s_index, clauses, cues, claims, add, hedged, doc) -> None:
    """A clause that puts a round trip or a handshake on every token (or chunk) of a stream. Streaming sends
    tokens down one open connection; unless the clause denies it, that is the per-token network myth."""
    for clause in sorted(set(clauses.get(t.i) for t in sent)):
        tokens = [t for t in sent if clauses.get(t.i) == clause]
        start, end = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
        segment = text[start:end]
        per = _PER_UNIT.search(segment)
        if not per:
            continue
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


def _observed_latency(text: str, claims: list[Claim], scenario: dict) -> None:
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
        if _DERIVED.search(text[max(0, c.start - 35):c.start]) or _DERIVED_AFTER.match(text, c.end):
            continue  # "therefore takes 50 s at best": a conclusion, not a measurement
        referenced = bool(re.search(r"\b(?:the|those|our)\s+$", text[max(0, c.start - 8):c.start], re.I))
        score = (2 * bool(_OBSERVED_STRONG.search(window)) + 2 * (c.subject == "total") + bool(_OBSERVED_VERB.search(window))
                 + referenced)
        if score > best_score:
            best, best_score = c, score
    if best is not None:
        scenario["observed_latency_s"] = [best.value.lo, best.value.hi] if best.value.hi != best.value.lo else best.value.lo
    observed = scenario.get("observed_latency_s")
    if observed is None:
        return
    lo, hi = (observed, observed) if isinstance(observed, (int, float)) else observed
    for c in claims:
        if c.kind == "quantity" and c.dimension == "time" and c.value.lo == lo and c.value.hi == hi:
            c.subject, c.subjects = "observed", ["observed"]


# Sentences where a time for N tokens is not generation time: hypotheticals, products, microsecond costs.
_NOT_GENERATION = re.compile(r"\b(would|could|if)\b|[×*]|\bmicroseconds?\b|µs|\bus per\b|\bcpu\b|lookups?|o\(n", re.IGNORECASE)
_STANDALONE_GATE = re.compile(r"\b(real cost|real bottleneck|slow part|overhead|throttl\w*|serializ\w*|middleware|the bus)\b",
                              re.IGNORECASE)
_MODEL_IS = re.compile(r"(?:\b(?:the\s+)?(?:model|weights?|checkpoint)|\d+(?:\.\d+)?\s?[bB]\b|[\w.-]*\d+[bB]\b)"
                       r"(?:\s+in\s+[\w-]+)?(?:\s+(?:is|are|'s|weighs?|takes?|needs?|comes? to|occupies|at)\s+|\s*,\s*)"
                       r"(?:only\s+|just\s+|about\s+|around\s+|roughly\s+|~\s*|near\s+)?$", re.IGNORECASE)
_REQUIRES = re.compile(r"\b(needs?|requires?|takes? up|occup\w+)\b[^.;]*$", re.IGNORECASE)


def _about_model(q: Quantity, text: str, mentions: list[Mention]) -> bool:
    """A byte figure shortly after a model's name, or stated as what a model needs or weighs (not a KV figure)."""
    if re.search(r"\b(kv|cache)\b", text[max(0, q.start - 60):q.start], re.I) or re.match(
            r"\s*(?:at|for)\s+\d+(?:k|,\d{3})?\b", text[q.end:q.end + 14], re.I) or re.match(
            r"\s*(?:of\s+)?(?:kv|key|cache|context|per (?:sequence|seq|user|request|session|conversation))", text[q.end:q.end + 20], re.I):
        return False
    models = [m for m in mentions if m.kind == "model"]
    if any(0 <= q.start - m.end <= 40 for m in models):
        return True
    return bool(models) and bool(re.search(r"\b(needs?|requires?|takes? up|occup\w+|is|are|'s|weighs?|comes? to|"
                                           r"footprint|size)\b", text[max(0, q.start - 60):q.start], re.I))


def _clause_text(doc, sent, hard: dict[int, int], clause: int) -> str:
    return " ".join(t.text for t in sent if hard.get(t.i) == clause)


def _strong_store_cue(q: Quantity, cues: list[Cue]) -> Cue | None:
    """A weights or KV cue right on a byte figure ("the quantized weights are about 4 GB")."""
    for c in cues:
        if c.kind == "subject" and c.name in ("weights", "kv_cache") and not c.weak and (
                0 <= q.start - c.end <= 25 or 0 <= c.start - q.end <= 12):
            return c
    return None


def _next_to_device(q: Quantity, mentions: list[Mention], cue: Cue | None) -> bool:
    """"24 GB A10G", "an H100 with 80 GB": bytes right beside a device are its memory, unless a weights or
    KV cue sits right on the figure ("the quantized weights are about 4 GB, and the L4 ...")."""
    if cue is not None and cue.start == q.start and cue.name in ("weights", "kv_cache"):
        return False  # already read as a model's size ("Llama-3-70B in fp8, about 70 GB, on one B200")
    if cue is not None and cue.name in ("weights", "kv_cache") and not cue.weak and (
            0 <= q.start - cue.end <= 25 or 0 <= cue.start - q.end <= 12):
        return False
    for m in mentions:
        if m.kind != "hardware":
            continue
        gap = m.start - q.end if m.start >= q.end else q.start - m.end
        if 0 <= gap <= 14:
            return True
    return False


def _scope_near(q: Quantity, cues: list[Cue], clause_of: dict[int, int], clause: int) -> list[str]:
    """Scope words in the quantity's clause near it; of one-way vs round-trip, the nearer wins."""
    near = [(abs(c.start - q.end) if c.start >= q.end else abs(q.start - c.end), c.name) for c in cues
            if c.kind == "scope" and clause_of.get(c.token_start) == clause and -60 <= c.start - q.end <= 40]
    names = {name for _, name in near}
    if {"one_way", "round_trip"} <= names:
        nearest = min((d, n) for d, n in near if n in ("one_way", "round_trip"))[1]
        names.discard("round_trip" if nearest == "one_way" else "one_way")
    return sorted(names)


def _conjoined(text: str, cue: Cue, clause_cues: list[Cue]) -> list[str]:
    """Other components joined to cue by and/or/plus: the subjects of "network and tokenization dominate"."""
    joined: list[str] = []
    chain = sorted(clause_cues, key=lambda c: c.start)
    for other in chain:
        if other is cue or other.name == cue.name or other.name not in COMPONENTS or other.name in joined:
            continue
        lo, hi = (cue, other) if cue.start < other.start else (other, cue)
        between = text[lo.end:hi.start]
        for c in chain:  # words of other cues in between are part of the chain ("network round trip and ...")
            if lo.end <= c.start and c.end <= hi.start:
                between = between.replace(text[c.start:c.end], " ")
        if len(between) <= 30 and re.fullmatch(r"[\s,]*(?:and|or|plus|\+|&|/|,)?[\s,]*(?:the\s+)?\s*", between):
            joined.append(other.name)
    return joined


def _rate_arithmetic(text, s_index, quants: list[Quantity], add, hedged) -> None:
    """"11 s for ~900-token answers, which is about 120 tok/s": a rate stated as the result of a count and a time."""
    for i, r in enumerate(quants):
        if r.dimension != "token_rate" or r.lo <= 0:
            continue
        before = quants[:i]
        n = next((q for q in reversed(before) if q.dimension == "tokens" and q.lo >= 5), None)
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


def _arithmetic(text, s_index, quants: list[Quantity], add, hedged) -> None:
    """The text's own sums: "N tokens at R tok/s, so T", "N tokens x p ms = T"."""
    for i, t in enumerate(quants):
        if t.dimension != "time" or t.lo == 0 or math.isinf(t.hi):
            continue
        before = quants[:i]
        n = next((q for q in reversed(before) if q.dimension == "tokens"), None)
        if n is None:
            continue
        r = next((q for q in reversed(before) if q.dimension in ("token_rate", "time_per_token")), None)
        if r is None:  # "400 tokens x 200 ms = 80 s": a per-token time written as a product
            r = next((q for q in reversed(before) if q.dimension == "time" and q.start > n.end
                      and _TIMES.match(text[n.end:q.start])), None)
            if r is not None:
                r = Quantity(r.start, r.end, r.lo, r.hi, "time_per_token", r.qualifier, r.unit)
        if r is None or min(n.start, r.start) < t.start - 160:
            continue
        last = max(n.end, r.end)
        if last > t.start or t.start - last > 45 or not _ARITH_LINK.search(text[last:t.start]):
            continue  # the result must follow its operands, linked by "so", "=", "takes", ...
        if any(last <= q.start < t.start for q in quants):
            continue  # another figure stands between: "= 80 s worst case, we see ~12 s"
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


def _network_from_text(claims: list[Claim], scenario: dict) -> None:
    """A round-trip time the text states for its own link, if plausible for an internet path, fixes the network
    (so later figures are checked against it); an implausible one is left for the rules to flag."""
    if "network" in scenario:
        return
    for c in claims:
        if c.kind == "quantity" and c.subject == "network" and "round_trip" in c.scope and c.value is not None:
            ms = c.value.mid * 1e3 if not math.isinf(c.value.hi) else None
            if ms and 1 <= ms <= 150 and c.value.hi / max(c.value.lo, 1e-9) < 3:
                scenario["network"] = round(ms, 1)
                return


def _scenario_from_sentence(sentence: str, offset: int, mentions: list[Mention], quants: list[Quantity],
                            cues: list[Cue], scenario: dict) -> None:
    for m in mentions:
        if m.kind not in scenario:
            scenario[m.kind] = m.id
            if m.kind == "hardware" and m.count and "gpus" not in scenario:
                scenario["gpus"] = m.count
    for q in quants:
        window = sentence[max(0, q.start - offset - 40): q.end - offset + 40]
        if q.dimension == "tokens" and q.lo == q.hi and q.lo >= 5:
            after = sentence[q.end - offset: q.end - offset + 30]
            window = sentence[max(0, q.start - offset - 15): q.end - offset + 25]
            if _PROMPT_CONTEXT.search(after) and "prompt_tokens" not in scenario:
                scenario["prompt_tokens"] = int(q.lo)
            elif _OUTPUT_CONTEXT.search(window):
                if "output_tokens" not in scenario:
                    scenario["output_tokens"] = int(q.lo)
                elif scenario["output_tokens"] != int(q.lo):
                    scenario["output_tokens_ambiguous"] = True  # several answer lengths: none is the scenario's
    b = _BATCH.search(sentence)
    if b and "batch" not in scenario:
        scenario["batch"] = int(next(v for v in b.groups() if v))
    if _SPECULATIVE.search(sentence) and "speculative" not in scenario:
        scenario["speculative"] = True
