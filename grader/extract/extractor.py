"""Text -> claims and the scenario the text fixes.

Per sentence: lexicon cues (subjects, predicates, scope) from spaCy PhraseMatchers, quantities from the number
and unit grammar, and named models/devices. Each quantity is tied to the nearest subject whose kind fits its
dimension (a tok/s figure can be about decode or throughput, never about the tokenizer's cost per token).
"""
from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from functools import lru_cache

from ..physics import Interval, profiles
from .claim import Claim
from .lead_ins import lead_in_predicates
from .lexicon import Cue, find_cues, negators, nlp, prefix_predicates
from .mentions import Mention, find_mentions, migrations, not_a_gpu
from .numbers import UNITS_WORDS, find_numbers
from .patterns import (AGGREGATE_RATE, DERIVED, BATCH_SIZE_RATE, BATCHED, ADDED_TO, BELIEF, CARD_COUNT, TP_COUNT, YARDSTICK_AFTER, DRAFT_BEFORE, KV_SIZED, QUANTIZED, HEAVY_LOAD, COMPARAND, COMPARED, COMPONENTS, CONTRAST,
                       DESIRE, DIMENSION_SUBJECTS, HARD_BREAK, HEDGES, LOADED, MODEL_IS, NAME_BREAK, NOT_GENERATION, REDUCTIO,
                       LINE_LABEL, OBSERVATION, OPERAND_AFTER, OPERAND_BEFORE, PARTIAL, PROMPT_CONTEXT, prompt_count, REMAINDER_AFTER,
                       REMAINDER_BEFORE, REMAINDER_SUBJECT, REPORTED, RETOLD, RETOLD_VERDICT, REQUIRES, SHARE_CONTEXT, SHARE_NAMED_AFTER, SOFT_BREAK,
                       STANDALONE_GATE, THAN_BETWEEN, WHOLE_REQUEST_AFTER, SRAM_CHIP, UNKNOWN_DEVICE)
from .consequences import consequence_claims
from .fix_claims import fix_claims
from .batch_shares import batch_shares
from .precision_speedups import precision_speedups
from .quantities import Quantity, find_quantities
from .scenario_text import network_from_text, observed_latency, proposed_path, scenario_from_sentence
from .budget_lists import budget_list_totals
from .capacity import capacity_claims, stated_room
from .comparisons import speed_comparisons
from .equations import equations
from .figure_ratios import figure_ratios
from .structural import arithmetic, conversions, per_token_network, rate_arithmetic
from .ratios import component_ratios, device_ratios, device_speedups, speedups
from .sums import TOTAL_OPENING, sums
from .semantic import encoder, prototypes


@dataclass
class Extraction:
    text: str
    claims: list[Claim]
    scenario: dict  # ScenarioSpec fields the text fixes
    mentions: list[Mention]
    sentences: list[tuple[int, int]]  # character spans, indexed by Claim.sentence


# A large batch named earlier in the sentence: what is said of decode after it is said of that regime.
_LARGE_BATCH = re.compile(r"\b(?:very\s+)?(?:large|big|huge|high|heavy)\s+batch|\bbatch(?:\s+sizes?)?\s+(?:in|into|of)\s+(?:the\s+)?(?:hundreds|thousands|a\s+(?:couple|few)(?:\s+of)?\s+hundred|several\s+hundred)\b|\bbatch(?:\s+size)?\s*(?:of\s+|=\s*)?(?:about\s+|around\s+|roughly\s+|~)?\d{2,}|"
                          # "bs≈384", "At 256 seqs" (intensity is about the batch, and ridge points are in the hundreds: a
                          # two-digit batch of 16-bit weights never crosses one, so "bs=64 ... compute-bound" is still checked)
                          r"\bbs\s*(?:=|≈|~|:)\s*~?\d{3,}|\b(?:at|past|beyond|above|over)\s+(?:~|about\s+|around\s+|roughly\s+)?\d{3,}\s+"
                          r"(?:concurrent\s+|simultaneous\s+|parallel\s+)?(?:seqs|sequences|concurrent|requests|streams|users)\b|"
                          r"\b(?:(?:low|high|the)\s+)?(?:hundreds?|thousands?|dozens?)\s+of\s+(?:concurrent\s+|simultaneous\s+|parallel\s+)?(?:sequences|requests|users|streams)|"
                          r"\b(?:several|a few)\s+hundred\s+(?:concurrent\s+)?(?:sequences|requests|users|streams)", re.IGNORECASE)
# "The reason is that prefill is compute-bound": why something holds, not which part the time goes to
_REASON_FOR_PROPERTY = re.compile(r"(?:the\s+)?(?:main\s+)?reason\s+(?:is|was)\s+that\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|was|were)\s+"
                                  r"(?:\w+\s+)?(?:compute|memory|bandwidth|done|run|processed|parallel\w*|batched|cached)",
                                  re.IGNORECASE)
# "compute-bound above ~150 FLOP/byte", "memory-bound below batch 64": a threshold stated, not a claim about decode
_PUBLISHED = re.compile(r"\b(?:deck|blog|datasheet|data\s+sheet|marketing|press\s+release|slides?|announcement|benchmarks?|"
                        r"leaderboard|website|site|docs|documentation|readme|landing\s+page|spec\s+sheet)\b(?:[^.;]|\.\d){0,50}\b(?:says?|said|shows?|showed|claims?|claimed|"
                        r"quotes?|quoted|advertis\w+|reports?|reported|lists?|listed|publish\w*|cites?|brags?|touts?)\b(?:[^.;]|\.\d)*$", re.IGNORECASE)
# "AWQ packs the weights into roughly 4 GB": the weights' new size, not the memory they are put in
_PACKED_WEIGHTS = re.compile(r"\b(?:packs?|packed|compress\w*|shrinks?|shrunk|squeez\w*|quantiz\w*|brings?|gets?|cuts?)\s+"
                             r"(?:the\s+)?weights\s+(?:\w+\s+)?(?:in|into|to|down\s+to)\s+(?:roughly\s+|about\s+|around\s+|~)?$",
                             re.IGNORECASE)
_THRESHOLD_AFTER = re.compile(r"\s+(?:only\s+)?(?:above|below|beyond|past|over|under|once|when|until)\s+(?:roughly\s+|about\s+|"
                              r"around\s+|~\s*)?(?:\d|batch|an?\s+(?:arithmetic\s+)?intensity)|"
                              # "decode only turns compute-bound at batch sizes of a couple hundred"
                              r"\s+(?:only\s+)?at\s+(?:a\s+)?batch(?:\s+sizes?)?\s+(?:of|in|around|above|near|beyond|past)\b", re.IGNORECASE)


def _clauses(words: list[tuple[int, str, str]], breaks: set[str]) -> dict[int, int]:
    """Token index -> clause number, a new clause at each break word. `words`: (index, lower, text) per token."""
    clause, out = 0, {}
    between_at = -10
    for i, lower, text in words:
        if lower == "between":
            between_at = i
        if (lower in breaks or text in breaks) and not (lower == "and" and i - between_at <= 6):
            clause += 1  # "between half a second and a second of network": one phrase, not two clauses
        out[i] = clause
    return out


def _negated(doc, start_token: int, end_token: int, clause_of: dict[int, int], subject: Cue | None,
             inside: bool = True) -> bool:
    """A negator inside the predicate (unless `inside` is off: "not a factor" says small), up to eight tokens before
    it in its clause, or between it and a subject that follows it ("the bottleneck is not the network")."""
    words = negators()
    clause = clause_of.get(start_token)
    last = end_token
    if subject is not None and subject.token_start >= end_token:
        last = subject.token_start
    for i in range(start_token - 8, last):
        if i < 0 or (clause_of.get(i) != clause and i < start_token - 2):
            continue  # "..., not because of the network": a negator right before the phrase still counts
        if not inside and start_token <= i < end_token:
            continue
        if doc[i].lower_ in words and not _negates_matrix_verb(doc, i, start_token):
            return True
    return False


# "It doesn't change the fact that decode is the bottleneck": the negator belongs to the verb that takes the clause.
_CLAUSE_TAKING = {"change", "changes", "alter", "alters", "fact", "mean", "means", "imply", "implies", "negate",
                  "negates", "contradict", "contradicts", "matter", "matters"}


# "per keystroke", "a page", "each lookup": a time per unit of something other than the request or a token
_PER_OTHER_UNIT = re.compile(r"\s+(?:per|a|an|each|every)\s+(?!(?:second|sec|minute|min|hour|day|request|response|answer|reply|"
                             r"call|query|completion|turn|user|tokens?|step|pass|forward|decode|round|trip|rtt|way|direction|"
                             r"handshake|connection|hop|exchange|message|packet|chunk|ping|generated|output|new|single|batch|iteration|layer|prompt|few|couple|"
                             r"bit|lot|little|while|time|one|half|third|quarter|tenth|hundredth|thousandth|millisecond|"
                             r"microsecond|nanosecond|if|when|unless|and|or|but|so|because|since|without|with|on|in|at|for|to|from|of|than|as)\b)[a-z]+\b(?!-)", re.IGNORECASE)


# A sentence that points back to the run or setting described just before it
_BACK_REFERENCE = re.compile(r"\b(?:that|this|the\s+same)\s+(?:run|benchmark|test|batch|load|setup|experiment|workload)\b|"
                             r"\beach\s+(?:individual\s+|single\s+)?(?:stream|user|request)\b", re.IGNORECASE)


# "not a factor", "is nothing": phrases that say small with a negator of their own, which does not deny them
_SMALL_BY_NEGATION = re.compile(r"\bnot\s+a\s+factor\b|\bnothing\b", re.IGNORECASE)


# A text that itself explains decode as the cost, so "not the GPUs" means the hardware is not at fault
_DECODE_EXPLAINED = re.compile(r"\b(?:decode|decoding|generation)\s+is\s+(?:\w+\s+){0,2}(?:memory[- ])?bandwidth[- ]bound", re.IGNORECASE)


# A text about SRAM-based chips (Groq, Cerebras): a chip's megabytes are its on-chip memory
_SRAM_TEXT = re.compile(r"\bsram\b|\bgroq\b|\blpus?\b|\bcerebras\b|wafer[- ]scale", re.IGNORECASE)


# Between a server's verb and a speed: what one person sees ("the 4090 pushes ~10 TB/s so you should see 300+ tok/s")
_YOU_SEE = re.compile(r"\b(?:you|your\s+(?:request|stream|chat)|i|we)\s+(?:should\s+|would\s+|will\s+|could\s+|might\s+)?"
                      r"(?:see|get|expect)\s+(?:about\s+|roughly\s+|around\s+|~)?$", re.IGNORECASE)


# Right after a speed: the one user or stream it is for ("... per user", "... to each user", "... to a single user")
_ONE_USER_AFTER = re.compile(r"\s*(?:per|for\s+(?:a|one|each|every)|to\s+(?:a|one|each|every)(?:\s+single)?|to\s+each)\s+"
                             r"(?:single\s+)?(?:user|stream|request|caller|customer|client|chat|conversation)\b", re.IGNORECASE)


# A list that adds to a running figure from before it: "Add ~0.2 s prefill, then ...", "On top of that, ..."
_INCREMENT = re.compile(r"\s*(?:then\s+|and\s+)?(?:add|plus|on\s+top\s+of\s+(?:that|this|it))\b", re.IGNORECASE)


# "seven hundred times fourteen milliseconds": a count said aloud as the factor of a product
_SPOKEN_FACTOR = re.compile(r"\b(?:\d[\d,]*|hundred|thousand|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:-\w+)?|\w+teen|ten|eleven|twelve|"
                            r"two|three|four|five|six|seven|eight|nine)\s+(?:tokens?\s+)?times\s+$", re.IGNORECASE)


def _closest_figure(quants: list, q) -> list:
    """The one of these figures nearest to q ("16 ms for a 128-token prompt and 133 ms for 2,048 tokens": the prompt)."""
    return sorted(quants, key=lambda t: min(abs(t.start - q.end), abs(q.start - t.end)))[:1]


def _negates_matrix_verb(doc, negator: int, start_token: int) -> bool:
    between = [doc[k].lower_ for k in range(negator + 1, start_token)]
    if "that" not in between:
        return False
    return any(w in _CLAUSE_TAKING for w in between[:between.index("that")])


def _subject_for(pos_start: int, pos_end: int, tokens: tuple[int, int] | int, cues: list[Cue], allowed: list[str],
                 hard: dict[int, int], soft: dict[int, int], compared=lambda pos: False,
                 weak_after: bool = False) -> Cue | None:
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
            if not same_soft or (cue.weak and not weak_after) or cue.bound_after:
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
    if best is not None and best.weak:
        # a generic word ("the prompt") loses to a named subject earlier in the same clause ("Tokenization ...")
        strong = [c for c in cues if c.kind == "subject" and c.name in allowed and not c.weak and c.end <= pos_start
                  and hard.get(c.token_start, -1) == hard.get(first, -2) and not compared(c.start)]
        if strong:
            return strong[-1]
    return best


_QUOTE = re.compile(r"\"[^\"\n]{12,400}\"|“[^”\n]{12,400}”|‘[^’\n]{12,400}’|(?<![\w])'(?:[^'\n]|'(?=[a-z])){12,300}'(?![\w])")


# "Interview answer: '...'", "Candidate: '...'": the quote is the answer under review, not reported speech.
_ANSWER_LABEL = re.compile(r"\b(?:answer|candidate|response|reply|explanation|draft|submission)\s*:\s*$", re.IGNORECASE)


# "docs/latency.md says: '...'", "Our first responder wrote: '...'", "From #oncall: '...'": a statement put up for
# review under a label, which the review is about, not speech reported in passing
_PRESENTED = re.compile(r"\b(?:says?|said|wrote|writes|claims?|claimed|states?|reads|comment(?:ed|s)?(?:\s+on\s+[\w/.#-]+)?|"
                        r"from\s+(?:the\s+)?[#@]?[\w-]+|rationale(?:\s+[\w-]+){0,3}|transcri\w+|excerpt|quote)\s*:\s*$", re.IGNORECASE)


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Quoted speech ("my colleague said ...", 'decode is memory bound'): someone else's claim, not the author's."""
    return [(m.start(), m.end()) for m in _QUOTE.finditer(text) if len(m.group(0).split()) >= 3
            and not _ANSWER_LABEL.search(text[max(0, m.start() - 30):m.start()])
            and not _PRESENTED.search(text[max(0, m.start() - 60):m.start()])
            and not (m.end() - m.start()) > 0.6 * len(text.strip())]  # a quote that is most of the text is the text


# "But if every token paid a round trip, that'd be 350 times ~180 ms, over a minute": a supposition worked through to
# refute it, up to where the text turns back to what happens ("..., and we see three seconds")
_SUPPOSED_PER_TOKEN = re.compile(
    r"\bif\s+(?:\w+\s+)?(?:every|each)\s+(?:single\s+)?(?:token|chunk)\s+(?:\w+\s+){0,3}?(?:a\s+|its\s+own\s+)?(?:round[- ]?trips?|rtts?|handshakes?)\b"
    r"[^.;!?]*?\b(?:that'd|that\s+would|it'd|it\s+would|would|you'd)\b[^.;!?]*?(?=,?\s+(?:but|and\s+(?:we|you|i|it)|whereas|while|yet)\b|[.;!?]|$)",
    re.IGNORECASE)
_LOGGED = re.compile(r"^\s*(?:\[?\d{4}-\d\d-\d\d[T ]|\[?\d\d:\d\d:\d\d|\[?(?:INFO|WARN(?:ING)?|DEBUG|ERROR|TRACE)\b|"
                     r"(?:llama_print_timings|llama_perf_\w+|prompt eval time|eval time|load time|total time)\s*[:=])")
_COMMENT_START = re.compile(r"[ \t]*(?://|#|\*|--)")  # a line that opens with a comment marker
_COMMENT = re.compile(r"^\s*(?:--|/?\*)|#|//")  # a comment line, or one that ends in a comment


def _line_before(text: str, pos: int) -> str:
    """The text of pos's line up to pos."""
    return text[text.rfind("\n", 0, pos) + 1:pos]


def _in_fence(text: str, pos: int) -> bool:
    """Inside a ``` fenced block: an odd number of fences before it."""
    return text.count("```", 0, pos) % 2 == 1


_CUTS_AFTER = re.compile(r"\s+(?:\w+\s+)?(?:cuts?|halves|shrinks|reduces|trims|drops)\b", re.IGNORECASE)
_RETRACTED_AFTER = re.compile(r"[\s,.…]*(?:[—–-]+\s*)?(?:no\s+wait|no,\s+sorry|wait,?\s+no|scratch\s+that|sorry,?\s+(?:i\s+mean|no)|"
                              r"no\s+no|actually\s+no|err?,?\s+no)\b", re.IGNORECASE)
# "The PR says the L40S does ~90 tok/s", "the doc then says a 2048-token response takes about 2 s": the text under
# review, quoted by its reviewer, is what is being graded, not speech reported in passing
# the document under review, named: "the PR", "this design doc" (the alternation is closed by each use)
_REVIEWED_DOC = r"\b(?:the|this|your|their)\s+(?:pr|pull\s+request|pr\s+description|description|doc|design\s+doc|ticket|rfc|proposal|draft|runbook"
_UNDER_REVIEW = re.compile(_REVIEWED_DOC + r"|estimate)\s+(?:\w+\s+){0,2}?(?:says?|said|claims?|states?|assumes?|estimates?|puts?|promises?)\b"
                           r"[^.;]*$", re.IGNORECASE)
# "The PR description oversells it. It says each stream should do ~400 tok/s": the same text, named a sentence before
_IT_SAYS = re.compile(r"\b(?:it|they)\s+(?:also\s+|then\s+)?(?:says?|claims?|states?|promises?|assumes?)\b[^.;]*$", re.IGNORECASE)
_NAMED_DOC = re.compile(_REVIEWED_DOC + r")\b", re.IGNORECASE)


def _under_review(text: str, s_start: int, pos: int) -> bool:
    """A figure quoted from the text under review ("the PR says ...", or "it says ..." just after naming the PR)."""
    if _UNDER_REVIEW.search(text[max(s_start, pos - 80):pos]):
        return True
    return bool(_IT_SAYS.search(text[max(s_start, pos - 80):pos]) and _NAMED_DOC.search(text[max(0, s_start - 200):s_start]))


_PERCENTILE = re.compile(r"\b(?:p(?:50|75|90|95|99|999)|median|tail\s+latency)\b", re.IGNORECASE)
_SEEN_BEFORE = re.compile(r"\b(?:(?:we|i|they|people)\s+|(?:the\s+|our\s+|a\s+|each\s+)?(?:users?|customers?|clients?)\s+(?:[\w-]+\s+){0,3}?)"
                          r"(?:actually\s+|really\s+|only\s+|typically\s+|usually\s+)?"
                          r"(?:see|sees|saw|observe[ds]?|measure[ds]?|are\s+seeing|'re\s+seeing|were\s+seeing|waits?|waited|"
                          r"(?:is|are|was|were)\s+waiting)\s+(?:for\s+)?"
                          r"(?:about\s+|~|roughly\s+|around\s+|maybe\s+|like\s+)?$", re.IGNORECASE)
_NAMED_PART_AFTER = re.compile(r"\s*(?:of\s+|for\s+(?:the\s+)?)?(?:round[- ]trips?|rtt|ping|network|handshakes?|tls|per\s+token|a\s+token|"
                               r"prefill|ttft|decode|decoding|generation|to\s+first|tokeni[sz])", re.IGNORECASE)


# "a few hundred microseconds... no, call it a millisecond total": the figure restates the one before it, of the same thing
_SELF_CORRECTION = re.compile(r"\b(?:no|nah|sorry|or\s+rather|i\s+mean|actually)\b[,—–\s-]*(?:wait[,\s]*)?"
                              r"(?:call\s+it|make\s+(?:it|that)|more\s+like|say|closer\s+to)\s+$", re.IGNORECASE)


def _set_aside(text: str, cue: Cue) -> bool:
    """"no matter how fast the network is", "regardless of the tokenizer", "unlike batching, this makes a single request
    faster": a component named only to be set aside."""
    return cue.kind == "subject" and bool(re.search(
        r"\b(?:no matter (?:how|what)(?:\s+\w+){0,4}?|regardless of|independent(?:ly)? of|whatever|irrespective of|unlike)\s+(?:the\s+|your\s+|our\s+)?$",
        text[max(0, cue.start - 40):cue.start], re.I))


_BEFORE_IT_STARTS = re.compile(r"\bbefore\s+(?:the\s+\w+\s+|it\s+|we\s+|anything\s+|they\s+)?(?:even\s+)?(?:starts?|begins?|gets?\s+to|"
                               r"reach(?:es)?|kicks?\s+off)\s+(?:the\s+|its\s+|any\s+)?$", re.IGNORECASE)


def _time_boundary(text: str, cue: Cue) -> bool:
    """"roughly 1.8 seconds before the server even starts prefill": the part that comes after a wait, named to say
    where the wait ends, not what it is."""
    return cue.kind == "subject" and cue.name in ("prefill", "decode") and bool(
        _BEFORE_IT_STARTS.search(text[max(0, cue.start - 50):cue.start]))


_SETTING_AFTER = re.compile(r"[\s-]+(?:(?:connect(?:ion)?|read|write|request|idle|socket|client|server|gateway|proxy|"
                            r"first[- ]byte|ttft|stream(?:ing)?)[\s-]+)?(?:time-?outs?|deadlines?|budgets?\s+cap)\b", re.IGNORECASE)
_CACHE_HIT_BEFORE = re.compile(r"\b(?:cache[ds]?\s+(?:hits?|responses?|answers?)|(?:a|the|each|every)\s+hit)\s+"
                               r"(?:is|are|was|were|takes?|took|costs?|comes?\s+back\s+in|returns?\s+in)\s+(?:only\s+|just\s+)?"
                               r"(?:about\s+|roughly\s+|around\s+|~|≈)?$", re.IGNORECASE)


_PER_USER_REF = re.compile(r"\b(?:that'?s|that\s+is|which\s+is|this\s+is)\s+(?:exactly\s+|basically\s+|roughly\s+)?(?:the\s+speed|what|how\s+fast)\s+"
                           r"(?:each|every|a\s+single|one|any)\s+(?:of\s+(?:your|our|the)\s+)?(?:single\s+)?(?:user|request|stream|customer)s?\s+"
                           r"(?:will\s+|would\s+|should\s+)?(?:gets?|sees?|experiences?|receives?)\b", re.IGNORECASE)
# "My theory: the tokenizer." names a culprit; "My theory: prefill runs all prompt tokens in parallel" explains how
_THEORY_LEAD = re.compile(r"(?:my\s+(?:theory|guess|bet)\b|honestly,?\s+it'?s|i'?m\s+guessing)", re.IGNORECASE)
_CLAUSE_GOES_ON = re.compile(r"\s*(?:the\s+|our\s+|your\s+|its\s+)?(?:[\w-]+\s+){1,2}?(?:runs?|is|are|was|were|has|have|does|do|"
                             r"takes?|costs?|processes|adds?|grows?|re-?reads?|reads?|scales?|gets?|should|shouldn'?t|can'?t|won'?t)\b",
                             re.IGNORECASE)
_TOKENS_OVER_RATE = re.compile(r"(?<![\d.,])[1-9]\d{1,3}(?:,\d{3})*(?![\d.])\s*(?:output\s+)?(?:tokens?\s+)?(?:over|/|÷|divided\s+by)\s*~?\d[\d,]{2,}(?:\.\d+)?k?\s*"
                               r"(?:tok(?:ens)?/s(?:ec)?|tokens?\s+(?:per|a)\s+second|t/s)?\s*(?:is|=|≈|~|gives|comes\s+to)\s*"
                               r"(?:about\s+|roughly\s+|around\s+|~|≈)?$", re.IGNORECASE)
_TOKEN_COSTS = re.compile(r"\b(?:a|each|every|one)\s+(?:generated\s+|output\s+|new\s+|decoded\s+)?token\s+(?:costs?|takes?)\s+"
                          r"(?:(?:only|just|roughly|about|around|maybe|like)\s+)*$", re.IGNORECASE)
_SIZE_AS_NAME = re.compile(r"~?(\d+(?:\.\d+)?)\s*(?:b|billion)\b", re.IGNORECASE)
# "Mixtral reads all 47B params for every token": a per-token read of every expert
_ALL_BEFORE = re.compile(r"\ball\s+(?:of\s+)?(?:the\s+|its\s+|~|about\s+)?$", re.IGNORECASE)
_EVERY_STEP = re.compile(r"\b(?:every|each|per)\s+(?:single\s+)?(?:token|step|forward\s+pass|decode\s+step)\b", re.IGNORECASE)
# "~13B of the 47B params", "like any 47B dense model", "a dense 70B": a part, or a yardstick, not the model's own count
_NOT_OWN_COUNT = re.compile(r"\bof\s+(?:the\s+|its\s+)?$|\b(?:like|than|as)\s+(?:a|an|any|the)?\s*(?:dense\s+)?$", re.IGNORECASE)


def _moved_on(text: str, q: Quantity, cue: Cue, token_counts: list[Quantity]) -> bool:
    """A subject named after the figure, past "so" or a semicolon, starts a new thought: "a 900-token reply to finish in
    well under a second, so my first theory was the network" (but not "that's ~25 ms, so 400 tokens x 25 ms = 10 s of
    network", where the count that follows goes with the subject)."""
    return cue.start >= q.end and not any(q.end <= t.start < cue.start for t in token_counts) and bool(re.search(r"(?:,\s*(?:so|and\s+so|hence|therefore|which\s+is\s+why)\b|;|\s[—–]\s|\s--\s)",
                                                 text[q.end:cue.start], re.I))


def _earlier_rate(quantities: list[Quantity], s_start: int, sentence_starts: list[int]) -> Quantity | None:
    """The rate "at that rate" refers to: the only speed in the last sentence before this one that gives one.

    Two speeds there ("55-65 tok/s (~10 ms per token as a floor)") leave the reference open, so nothing is returned."""
    rates = [q for q in quantities if q.end <= s_start and q.dimension in ("token_rate", "time_per_token")]
    if not rates:
        return None
    start = max(s for s in sentence_starts if s <= rates[-1].start)
    same = [q for q in rates if q.start >= start]
    return same[0] if len(same) == 1 else None


def _moe_params_claim(text: str, q: Quantity, s_start: int, s_mentions: list[Mention], scenario: dict) -> list[str] | None:
    """The scope of a parameter count said of a mixture-of-experts model ("Mixtral has 56B parameters", "reads all
    47B params for every token"), or None. Only MoE models: their total and active counts are what people mix up;
    a dense model's count is its name."""
    models = {m.id for m in s_mentions if m.kind == "model"} or ({scenario["model"]} if "model" in scenario else set())
    if len(models) != 1:
        return None
    model = profiles.models().find(next(iter(models)))
    before, after = text[max(s_start, q.start - 30):q.start], text[q.end:q.end + 60]
    if model is None or not model.is_moe or _NOT_OWN_COUNT.search(before) or re.match(r"\s*(?:\w+\s+)?dense\b", after, re.I):
        return None
    if _ALL_BEFORE.search(before) and _EVERY_STEP.search(after):
        return ["per_token", "all"]
    return []  # a count alone may be the total or the active share: the rule holds it to either


def _counted_output(text: str, cue: Cue) -> bool:
    """"detokenizing 500 output tokens": the output tokens are what the tokenizer works on, not generation."""
    return cue.kind == "subject" and cue.name == "decode" and bool(
        re.match(r"(?:output\s+tokens|tokens\s+of\s+output)", text[cue.start:cue.end], re.I)) and bool(
        re.search(r"\b(?:de)?tokeni[sz]\w*\s+(?:the\s+|those\s+|our\s+|all\s+)?~?[\d,.]+k?\s*$",
                  text[max(0, cue.start - 40):cue.start], re.I))


def _batch_condition(text: str, cue: Cue) -> bool:
    """"at batch 1", "batch size 64": the batch as a setting, not batching as the cause of anything."""
    if cue.kind != "subject" or cue.name != "batching":
        return False
    return bool(re.match(r"\s*(?:size\s*)?(?:of\s*|=\s*|:\s*)?(?:1|one)\b", text[cue.end:cue.end + 12], re.I)
                or re.search(r"\bat\s+$", text[max(0, cue.start - 4):cue.start], re.I))


def _encode_decode_pairs(text: str, cues: list[Cue]) -> list[Cue]:
    """"encoding the prompt and decoding the output": a decode paired with an encode is the tokenizer's
    detokenization, not token generation."""
    out = list(cues)
    for i, cue in enumerate(out):
        if cue.kind != "subject" or cue.name != "decode" or not re.match(r"decod", text[cue.start:cue.end], re.I):
            continue
        for prev in out[:i]:
            if (prev.kind == "subject" and prev.name == "tokenizer" and re.match(r"encod", text[prev.start:prev.end], re.I)
                    and 0 <= cue.start - prev.end <= 25 and re.search(r"\b(?:and|or|plus)\b|/|\+", text[prev.end:cue.start])):
                out[i] = Cue("subject", "tokenizer", cue.weak, cue.start, cue.end, cue.token_start, cue.token_end)
    return out


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in spans)


_READS = re.compile(r"\b(?:reads?|reading|stream(?:s|ing|ed)?|mov(?:es|ing|ed)|pull(?:s|ing)?|touch(?:es|ing)?)\s+"
                    r"(?:\w+\s+){0,3}?(?:~|about\s+|roughly\s+|around\s+)?$", re.IGNORECASE)
# A named model at a named precision weighs what the sentence says is read per token within this factor.
_READ_MATCH = 1.35


def _setup_by_bytes_read(text: str, s_start: int, pos: int, s_quants: list[Quantity],
                         mentions: list[Mention]) -> tuple[str, str] | None:
    """The (model, precision) of the text whose weights match the bytes a sentence says each token reads: in a text
    about several models, "every token reads ~40 GB" says which one the speed after it is about."""
    read = [o for o in s_quants if o.dimension == "bytes" and o.end <= pos and o.lo == o.hi
            and _READS.search(text[max(s_start, o.start - 40):o.start])]
    model_ids = list(dict.fromkeys(m.id for m in mentions if m.kind == "model"))
    if not read or len(model_ids) < 2:
        return None
    precision_ids = list(dict.fromkeys(m.id for m in mentions if m.kind == "precision")) or ["bf16"]
    figure, best = read[-1].lo, None
    for mid in model_ids:
        for pid in precision_ids:
            model, precision = profiles.models().find(mid), profiles.precisions().find(pid)
            if model is None or precision is None:
                continue
            off = abs(math.log(model.params_b * 1e9 * precision.bytes / figure))
            if off <= math.log(_READ_MATCH) and (best is None or off < best[0]):
                best = (off, mid, pid)
    return (best[1], best[2]) if best else None


def _nearest(mentions: list[Mention], kind: str, pos: int, text: str = "", start: int | None = None) -> list[str]:
    """Mentions of a kind ordered by distance to the figure (start..pos), preferring those before it, except one
    that follows the figure as its owner ("3.35 TB/s on the H100", "141 GB of a bf16 70B")."""
    start = pos if start is None else start

    def rank(m: Mention) -> float:
        if m.end <= start:
            return start - m.end
        if m.end <= pos:  # inside the figure's own span
            return 0
        if text and re.match(r"[^.;,]{0,6}?\b(?:on|of|for|in|with)\s+(?:an?\s+|the\s+|one\s+)?(?:\w+\s+)?$",
                             text[pos:m.start], re.I) and m.start - pos <= 22:
            return -1
        gap = text[pos:m.start] if text else ""
        if re.search(r"[,;]\s*(?:or|and|but|while|whereas)\b|\b(?:move|moving|switch|switching|upgrade|upgrading|migrate|"
                     r"migrating|go|going)\s+(?:up\s+)?to\b|\binstead\b", gap, re.I):
            return math.inf  # "closer to 25 tok/s, or move up to the A100 tier": another option's device, not this figure's
        if re.match(r"\s*,\s*(?:on|with|using|running\s+on)\s+(?:an?\s+|the\s+|one\s+)?(?:\w+\s+)?$", gap, re.I) and m.start - pos <= 26:
            return 1  # "~39 tok/s, on the L4": the owner after a comma
        if re.search(r"[,;]", gap):
            return (m.start - pos) * 2 + 60  # "the L4's ... ~39 tok/s, the A10G's 600 GB/s ...": the next item's device
        return (m.start - pos) * 2 + 10
    ranked = sorted(((rank(m), m) for m in mentions if m.kind == kind), key=lambda x: x[0])
    return list(dict.fromkeys(m.id for r, m in ranked if r < math.inf))


def _analysis_text(text: str) -> str:
    """A same-length copy to analyse: curly apostrophes made straight ("it’s" = "it's") and comment markers that
    continue a sentence onto the next line ("~5 µs per\n// token") blanked. Offsets stay valid for the original."""
    text = text.replace("\u2019", "'").replace("\u2018", "'")

    def blank(m: re.Match) -> str:
        if not _COMMENT_START.match(_line_before(text, m.start())):
            return m.group(0)  # "max_tokens = 400\n# M2 Max has ...": a comment after code starts its own sentence
        return " " * len(m.group(0))
    return _CONTINUATION.sub(blank, text)


_CONTINUATION = re.compile(r"(?<![.!?:\n])\n[ \t]*(?://+|#+|\*|--)[ \t]?(?=\S)")


def extract(text: str, semantic: bool = True) -> Extraction:
    original, text = text, _analysis_text(text)
    doc = nlp()(text)
    prefixes = prefix_predicates()
    quoted = quoted_spans(text)
    cues = _encode_decode_pairs(text, [c for c in find_cues(doc) if not _inside(c.start, quoted)
                                       and not _batch_condition(text, c) and not _counted_output(text, c)
                                       and not _set_aside(text, c) and not _time_boundary(text, c)])
    cues = [c for c in lead_in_predicates(text, doc, cues) if not _inside(c.start, quoted)]
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

    previous_quants: list[Quantity] = []  # the sentence before's figures, for a total that opens the next one
    previous_lead = ""
    asked_tails: list[tuple[int, int]] = []
    asked_waits: list[Quantity] = []  # "why is it taking 20 s??": a question still reports the wait it asks about  # the question tags of sentences that state their premises first
    text_changes = migrations(text, mentions)  # "moved from the A100 to the H100": once for the whole text
    sentence_starts = [s.start_char for s in doc.sents]
    text_devices = {m.id for m in mentions if m.kind == "hardware"}
    text_precision_ids = {m.id for m in mentions if m.kind == "precision"}
    heavy_load = bool(HEAVY_LOAD.search(text)) or (  # "summed over a couple of hundred concurrent streams": all of it
        # "if you've hit DeepSeek-R1 through the API": a provider's shared servers, whose load the text cannot see
        bool(_HOSTED_API.search(text)) and not any(m.kind == "hardware" for m in mentions))
    for s_index, sent in enumerate(doc.sents):
        s_start, s_end = sent.start_char, sent.end_char
        tag = _TAG_QUESTION.search(sent.text)
        if tag and len(sent.text[:tag.start()].split()) >= 12:
            asked_tails.append((s_start + tag.start(), s_end))
        elif sent.text.rstrip(" \t\n*_\"'”’)").endswith("?") and not _SELF_ANSWERED.search(sent.text) \
                and not _BELIEF_ASKED.match(sent.text):  # "**What does ... mean?**": a question in bold; not "I think it's X??"
            # ("..., and since decoding is compute bound i should be getting ~1000 tok/sec, so something is off?"
            #  states its premises; only the tag after them asks)
            previous_quants = []
            asked_waits += [q for q in quantities if s_start <= q.start < s_end and q.dimension == "time" and q.lo >= 2
                            and math.isfinite(q.hi) and _ASKED_WAIT.search(text[max(s_start, q.start - 30):q.start])
                            and not re.search(r"\b(?:if|would|could|should|might|ever|expect\w*)\b", text[s_start:q.start], re.I)]
            # a question asserts nothing, but the setup it names is the text's ("our Llama-2-7B on an L4 ... low??")
            scenario_from_sentence(sent.text, sent.start_char, [m for m in mentions if sent.start_char <= m.start < sent.end_char],
                                   [q for q in quantities if q.dimension == "tokens" and s_start <= q.start < s_end], [], scenario)
            continue
        # spaCy's Token objects are costly to create per lookup; a dash with no space either side joins two names
        # ("a Sydney–Oregon round trip"), it does not break the clause
        words = [(t.i, "-", "-") if t.text in ("–", "—") and not t.whitespace_ and 0 < t.i < len(doc) - 1 and not doc[t.i - 1].whitespace_
                 and doc[t.i - 1].text[:1].isupper() and doc[t.i + 1].text[:1].isupper() else (t.i, t.lower_, t.text) for t in sent]
        hard = _clauses(words, HARD_BREAK)
        soft = _clauses(words, HARD_BREAK | SOFT_BREAK)
        named = _clauses(words, NAME_BREAK)
        s_cues = [c for c in cues if s_start <= c.start < s_end]
        s_quants = [q for q in quantities if s_start <= q.start < s_end]
        s_mentions = [m for m in mentions if s_start <= m.start < s_end]
        hedged = bool(HEDGES.search(sent.text))
        clause_texts: dict[int, str] = {}  # soft clause -> its text, built once per sentence
        sent_tokens = [(i, text) for i, _, text in words]
        changes = migrations(text, s_mentions)

        def context(pos: int, end: int | None = None, dimension: str | None = None) -> dict:
            """Models, devices and paths that the claim at pos is about: those in its clause, not those it is
            compared with ("same as an A100", "... elsewhere")."""
            tok = token_index(pos)
            clause = soft.get(tok, 0)
            if clause not in clause_texts:
                clause_texts[clause] = _clause_text(sent_tokens, soft, clause)
            clause_text = clause_texts[clause]
            contrasted_by = CONTRAST.search(clause_text)
            contrast = bool(contrasted_by) and not (
                # "nine or ten seconds at bf16 versus four-ish at int4": two precisions of the same setup, not another one's
                # "That's ~62 ms/token vs ~31 ms/token at the bandwidth limit": two figures, no other setup named
                contrasted_by.group(1).lower().rstrip(".") in ("versus", "vs", "compared")
                and (any(m.kind == "precision" and soft.get(token_index(m.start)) == clause for m in s_mentions)
                     or not any(m.kind in ("hardware", "model") for m in s_mentions)))
            usable = [m for m in s_mentions if named.get(token_index(m.start)) == named.get(tok)
                      and not COMPARED.search(text[max(s_start, m.start - 16):m.start])
                      and not (m.kind == "model" and (YARDSTICK_AFTER.match(text[m.end:m.end + 30])
                                                      or DRAFT_BEFORE.search(text[max(0, m.start - 40):m.start])))
                      # "~4.5 GB, far less than the ~16 GB bf16 version": a setup named past "than" is the other one's
                      and not (m.start > pos and THAN_BETWEEN.search(text[pos:m.start]))
                      # "we're at roughly ten seconds and Groq is under two": a setup named after the figure, in a
                      # clause of its own, is the other side's
                      and not (m.kind == "hardware" and m.start > pos and re.search(
                          r"(?:,\s*|\s)(?:and|while|whereas|but|vs\.?|versus)\s+(?:the\s+|on\s+)?$", text[pos:m.start], re.I))
                      and not (contrast and soft.get(token_index(m.start)) != soft.get(tok))
                      # "~2.5 GB of fp16 KV cache ..., so it fits": the cache's precision, not the weights' that decide a fit or a speed
                      and not (m.kind == "precision" and dimension in (None, "time", "time_per_token", "token_rate")
                               and re.match(r"\s+(?:kv|k/v|key[- ]value)\b", text[m.end:m.end + 12], re.I))
                      # "AWQ int4 (about 5.5 GB with the fp16 embeddings)": the part kept at higher precision
                      and not (m.kind == "precision" and re.match(r"\s+(?:embeddings?|embedding\s+table|lm[_ ]head|activations?|scales|"
                                                                   r"accumulat\w*|norms?|outputs?\s+layer)\b", text[m.end:m.end + 20], re.I))
                      # "the SXM part is 3.35 TB/s (the 4.8 figure is H200)": a device in an aside after the figure is the aside's
                      and not (m.start > pos and "(" in text[pos:m.start] and ")" not in text[pos:m.start])
                      # "~0.5-0.6 s on Groq versus 3-4 s on our box": a device named before "versus" is the other side's
                      and not (m.kind == "hardware" and m.end <= pos and re.search(
                          r"\b(?:versus|vs\.?|compared\s+(?:to|with)|whereas)\s+(?:about\s+|roughly\s+|~)?$", text[m.end:pos], re.I))]
            counts = [m.count for m in sorted(usable, key=lambda m: abs(m.start - pos)) if m.kind == "hardware" and m.count]
            cards = CARD_COUNT.search(clause_text)
            tp = TP_COUNT.search(clause_text)
            if not cards and not tp and re.search(r"\(\s*(?:~|≈|about\s+)?$", text[max(s_start, pos - 8):pos]):
                # "same as bf16 over two GPUs (9.6 TB/s)", "TP8 gives us 8x the bandwidth (26.8 TB/s)": an aside
                # opening on the figure is about what precedes it
                cards = CARD_COUNT.search(text[max(s_start, pos - 60):pos])
                tp = TP_COUNT.search(text[max(s_start, pos - 60):pos])
            if counts and cards and not any(m.kind == "hardware" and m.count and soft.get(token_index(m.start)) == clause for m in usable):
                counts = []  # "on a v5e-4 slice: the weights don't fit on one chip": the clause's own count wins
            if not counts and cards:  # "spread across 8 cards": a device count without a device name
                word = cards.group(1) or cards.group(3) or ("two" if cards.group(2) else "one")  # "a single card", "across the pair"
                counts = [int(word) if word.isdigit() else UNITS_WORDS[word.lower()]]
            if tp:  # "TP=2 got it to 13.5 ms": the parallel degree is the device count, whatever the card's name said
                counts = [int(next(g for g in tp.groups() if g))]
            paths = [m.id for m in sorted(usable, key=lambda m: -m.start) if m.kind == "network" and m.end <= pos]
            if not paths:  # "Geostationary satellite — the signal goes up ..., so ~600 ms RTT": the sentence's topic, set off
                topic = next((m for m in s_mentions if m.kind == "network" and m.end <= pos and m.start - s_start <= 40
                              and re.match(r"[\w\s-]{0,15}?\s*(?:—|–|:|\s-\s)", text[m.end:m.end + 18])), None)
                paths = [topic.id] if topic is not None else paths
            named_after = next((m for m in usable if m.kind == "network" and m.start >= pos and m.start - pos <= 60 and re.fullmatch(
                r"[^.;,\d]*\b(?:on|over|via|across|through)\s+(?:a|an|the|your|our|their)?\s*(?:[\w-]+\s+)?", text[pos:m.start], re.I)), None)
            if named_after is not None:  # "a few hundred ms of RTT on a congested 3G link": the link named with the figure
                paths = [named_after.id] + [p for p in paths if p != named_after.id]
            others = [m for m in usable if m.kind == "network" and m.end <= pos and any(
                o.start != pos and o.end <= m.start and re.fullmatch(r"\s*(?:\w+\s+)?", text[o.end:m.start]) for o in s_quants)]
            if any(m.kind == "network" for m in mentions) and not any(
                    m.kind == "network" and soft.get(token_index(m.start)) == clause for m in usable) and re.search(
                    r"\bfor\s+(?:the\s+)?(?:normal|typical|regular|most|other|office|terrestrial|ordinary)\s+(?:\w+\s+)?users?\b|"
                                       r"\b(?:from|in|at)\s+(?:the|our)\s+office\b|\bon\s+(?:shore|land)\b|\bashore\b|"
                                       # "over normal fiber it'd be tens of ms": the ordinary path, set against the slow one
                                       r"\b(?:over|on|with|via)\s+(?:a\s+)?(?:normal|regular|ordinary|terrestrial|typical|plain)\s+(?:fib(?:er|re)|internet|connections?|broadband|links?|wired)\b",
                                       clause_text, re.I):
                paths = [DEFAULT_PATH]  # "(on the ship it's 600 ms) but for normal office users RTT is 10-80 ms": the usual path
            if others and len(others) == len(paths):
                # "(under 1 ms inside the VPC, ~30 ms from most US customers)": that path is the other figure's
                paths = [DEFAULT_PATH]
            devices = sorted((m for m in usable if m.kind == "hardware"),
                             key=lambda m: (pos - m.end) if m.end <= pos else (m.start - pos) * 2 + 10)
            at = end if end is not None else pos
            precisions = _nearest(usable, "precision", at, text, pos)
            labelled = next((m for m in s_mentions if m.kind == "precision" and re.fullmatch(r"\s*\(\s*", text[at:m.start])), None)
            if labelled is not None:  # "~140 GB (bf16) or ~70 GB (fp8)": each figure's own label, in brackets after it
                precisions = [labelled.id]
            converted = any(m.kind == "precision" and re.search(r"\b(?:to|into)\s+$", text[max(s_start, m.start - 6):m.start], re.I)
                            for m in s_mentions)  # "quantizing X to int4 takes it from ~145 GB": the figure before it
            if (len({m.id for m in s_mentions if m.kind == "precision"}) > 1 or converted) and re.search(
                    r"\b(?:from|to|into)\s+(?:just\s+|only\s+|under\s+|about\s+|around\s+|roughly\s+|~|≈)?\s*$",
                    text[max(s_start, pos - 24):pos], re.I):
                precisions = []  # "int4 cuts the 13.5 GB of bf16 to under 4 GB": before or after, either precision
                targets = [m.id for m in s_mentions if m.kind == "precision" and m.end <= pos and re.search(
                    r"\b(?:to|into)\s+$", text[max(s_start, m.start - 6):m.start], re.I)]
                if converted and targets and dimension in ("time", "time_per_token", "token_rate") and not re.search(
                        r"\bfrom\s+\S*\s*$", text[max(s_start, pos - 24):pos], re.I):
                    precisions = targets[-1:]  # "quantize to Q4_0 and speed jumps to about 60 tok/s": the new speed
                if converted and re.search(r"\bfrom\s+\S*\s*$", text[max(s_start, pos - 24):pos], re.I):
                    precisions = [m.id for m in s_mentions if m.kind == "precision" and not re.search(
                        r"\b(?:to|into)\s+$", text[max(s_start, m.start - 6):m.start], re.I)][:1] or ["bf16"]
            if dimension == "bytes" and re.search(r"\b(?:vs\.?|versus|compared\s+(?:to|with)|against)\s+(?:the\s+)?(?:~|≈|about\s+|roughly\s+)?$",
                                                  text[max(s_start, pos - 24):pos], re.I) and len(
                    {m.id for m in s_mentions if m.kind == "precision"} | set(text_precision_ids)) > 1:
                precisions = []  # "fp8 weights are ~70 GB vs ~141 GB": the other precision's size, unnamed beside it
            elif dimension in ("time", "time_per_token", "token_rate") and (cutting := [
                    m for m in s_mentions if m.kind == "precision" and m.end <= pos and _CUTS_AFTER.match(text, m.end)]):
                precisions = [cutting[-1].id]  # "AWQ int4 cuts the bytes roughly 3x ..., so I'd expect maybe 50-60 tok/s"
            elif converted and dimension in ("time", "time_per_token", "token_rate") and not re.search(
                    r"\b(?:from|to|into)\s+(?:\S+\s+)?$", text[max(s_start, pos - 24):pos], re.I):
                # "Switch the weights to fp8 and ... I get somewhere near 45-50 tok/s": the speed after the switch
                after_switch = [m for m in s_mentions if m.kind == "precision" and m.end <= pos and re.search(
                    r"\b(?:to|into)\s+$", text[max(s_start, m.start - 6):m.start], re.I)]
                if after_switch and not any(m.kind == "precision" and after_switch[-1].end <= m.start < pos for m in s_mentions):
                    precisions = [after_switch[-1].id]
            if dimension == "bytes" and not converted and re.search(r"\bfrom\s+(?:about\s+|around\s+|roughly\s+|~|≈)?\s*$", text[max(s_start, pos - 24):pos], re.I) \
                    and re.match(r"\s*(?:down\s+)?to\s+(?:about\s+|around\s+|roughly\s+|just\s+|~|≈)?\d", text[at:at + 24], re.I):
                # "int4 shrinks them from ~141 GB to ~37-40 GB": the size before the change, at its own precision
                precisions = [] if len({m.id for m in mentions if m.kind == "precision"}) > 1 else ["bf16"]
            sentence_networks = list(dict.fromkeys(m.id for m in s_mentions if m.kind == "network"))
            if QUANTIZED.match(text[at:at + 16].lstrip(" ,")) or QUANTIZED.search(text[max(s_start, pos - 16):pos]):
                # "under 10 s quantized": to whatever bits, not the precision named before; a speed or a time is
                # judged at the fastest (4-bit), a size by any precision
                precisions = ["int4"] if dimension in ("time", "time_per_token", "token_rate") else []
            hardware = _nearest(usable, "hardware", at, text, pos)
            on_a_gpu = bool(re.match(r"\s*(?:of\s+\w+\s+)?on\s+(?:the|a|an|our|your|one|a\s+single)\s+gpus?\b", text[at:at + 30], re.I))
            if on_a_gpu:  # "~1.7 s on Groq vs 15-ish seconds on the GPU": a GPU, not the chip named before
                hardware = [h for h in hardware if not not_a_gpu(h)]
            owner = next((m for m in s_mentions if m.kind == "hardware" and m.end <= pos
                          and re.fullmatch(r"['’]s\s+(?:[\w-]+\s+)?~?|\s*[:=]?\s*[~≈]?|\s+(?:at|@|with)\s+(?:about\s+|~)?", text[m.end:pos])), None)
            if owner is not None:  # "than an H100 SXM's 3.35 TB/s", "vs H100 SXM 3.35 TB/s": the named device's own
                hardware = [owner.id] + [h for h in hardware if h != owner.id]
            else:
                short = re.search(r"\bthe\s+([a-z][\w-]*)['’]s\s+~?$", text[max(s_start, pos - 30):pos], re.I)
                named_so = [m.id for m in mentions if m.kind == "hardware" and m.end <= pos and short is not None
                            and short.group(1).lower() in profiles.hardware().get(m.id).name.lower().split()]
                if named_so:  # "a fraction of the FLOPs of a 4090 even if the Ultra's 800GB/s ...": the M2 Ultra's own
                    hardware = [named_so[-1]] + [h for h in hardware if h != named_so[-1]]
            models = _nearest(usable, "model", at, text, pos)
            if dimension in ("time_per_token", "token_rate") and not any(m.kind == "model" for m in usable):
                pinned = _setup_by_bytes_read(text, s_start, pos, s_quants, mentions)
                if pinned:  # "Every token reads ~40 GB through that bus, so 100 ms per token": the model that weighs 40 GB
                    models, precisions = [pinned[0]], [pinned[1]]
            side = _change_side(text[max(s_start, pos - 30):pos])
            if side and dimension in ("token_rate", "time_per_token", "time") and not any(a.kind == "hardware" for a, _ in changes) \
                    and len({m.id for m in s_mentions if m.kind == "hardware"}) > 1:
                hardware = []  # "5x the bandwidth of the A10G ... from ~28 to ~140 tok/s": whose figure is which is unsaid
                unpaired = True
            else:
                unpaired = False
            if dimension in ("token_rate", "time_per_token", "time") and re.search(
                    r"\beither\s+way\b|\bin\s+both\s+(?:cases|rows|options|setups|configs?)\b|\bwhichever\b", clause_text, re.I) \
                    and len({m.id for m in mentions if m.kind == "precision"}) > 1:
                unpaired = True  # "BF16 TP4 vs FP8 TP2 ... we expect 60-75 tok/s per stream either way": one figure for two setups
            if dimension in ("token_rate", "time_per_token", "time") and not hardware and len(text_devices) > 1 \
                    and re.search(r"\b(?:vs\.?|versus|respectively)\b", clause_text, re.I):
                unpaired = True  # "5.4 s vs 2.7 s" in a text about an L4 and an A10G: whose figure is which is unsaid
            # "from an A10G to an H100 ... from about 30 to about 130 tok/s"; a sentence naming no change of its own follows
            # the text's ("moved from A10G to L4 ... the ceiling drops from ~37 tok/s to ~19 tok/s")
            for a, b in ((changes or (text_changes if dimension in ("token_rate", "time_per_token", "time") else [])) if side else ()):
                chosen = (a if side == "from" else b).id
                if a.kind == "hardware":
                    hardware = [chosen] + [h for h in hardware if h != chosen]
                elif a.kind == "model":
                    models = [chosen] + [m for m in models if m != chosen]
                elif a.kind == "precision":
                    precisions = [chosen]
            return {"hardware": hardware,
                    "models": models,
                    "hardware_generic": bool(devices) and devices[0].generic,
                    "precisions": precisions, "device_count": counts[0] if counts else None,
                    "networks": paths, "sentence_network": bool(sentence_networks),
                    "sentence_networks": sentence_networks,
                    "contrasted": contrast, "unpaired": unpaired,
                    "generic_gpu": (bool(re.search(r"\bGPUs?\b", clause_text)) and not any(m.kind == "hardware" for m in usable))
                    or (on_a_gpu and not hardware)}

        # --- quantities ----------------------------------------------------------------------------
        token_counts = [q for q in s_quants if q.dimension == "tokens" and q.lo >= 5]  # not "one token at a time"
        # "for 1,500 output tokens that's 3 s of tokenizer overhead": a count's own words name no part that takes time
        figure_cues = [c for c in s_cues if not (c.kind == "subject" and c.name in ("decode", "prefill") and any(
            t.start <= c.start and c.end <= t.end for t in s_quants if t.dimension == "tokens"))]
        # "a long answer (say 800 tokens off a 6,000-token prompt) takes about 25 s": an aside names no subject outside it
        asides = [(m.start() + s_start, m.end() + s_start) for m in re.finditer(r"\([^()]{3,160}\)", sent.text)
                  if re.search(r"\d", m.group(0))]  # "(the 'tokenizer')" names its noun: only a spec aside is set apart
        s_equations = equations(text[s_start:s_end], s_start)
        counts = []  # (parameter count, the model mentions it is said of)
        for m in s_mentions:  # "Mixtral reads all 47B params for every token": a size read as the model's name
            size = _SIZE_AS_NAME.match(text, m.start, m.end) if m.kind == "model" else None
            if size and _ALL_BEFORE.search(text[max(s_start, m.start - 30):m.start]) and _EVERY_STEP.search(text[m.end:m.end + 60]):
                n = float(size.group(1)) * 1e9
                counts.append((Quantity(m.start, m.end, n, n, "params", "exact", "params"), [o for o in s_mentions if o is not m]))
        counts += [(q, s_mentions) for q in s_quants if q.dimension == "params" and not any(
            start <= q.start and q.end < end for start, end, *_ in s_equations)]  # not "8 experts x 7B" (an operand)
        for q, said_of in counts:
            moe = _moe_params_claim(text, q, s_start, said_of, scenario)
            if moe is not None:
                add(kind="quantity", start=q.start, end=q.end, text=text[q.start:q.end], sentence=s_index, subject="weights",
                    subjects=["weights"], dimension="params", value=Interval(lo=q.lo, hi=q.hi), unit=q.unit,
                    qualifier=q.qualifier, scope=moe, hedged=hedged, **context(q.start, q.end, "params"))
        for q in s_quants:
            operand_of = next((kind for start, end, *_, kind in s_equations if start <= q.start and q.end < end), None)
            if operand_of in ("sum", "quotient"):
                continue  # "6 + 1.2 + 2 = 11 s": an operand of the text's own equation, checked with it
            if q.dimension in ("tokens", "ratio", "params", "flops"):
                continue
            if q.dimension == "time" and re.match(r"\s+(?:is|are|was|were)\s+(?:\w+\s+){0,2}(?:~|about\s+|roughly\s+)?\d+(?:\.\d+)?\s*(?:%|percent)",
                                                  text[q.end:q.end + 48], re.I):
                continue  # "Your twelve seconds is therefore 98% network": the whole being split; the share is the claim
            if re.search(r"\b(?:if|when|whenever|once)\s+(?:the\s+|your\s+|our\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+(?:is|are|gets?|goes|takes?|stays?|climbs?|rises?)\s+"
                         r"(?:still\s+)?(?:(?:above|over|below|under|more\s+than|less\s+than|longer\s+than|beyond|past|at\s+least)\s*)?$",
                         text[max(s_start, q.start - 70):q.start], re.I):
                continue  # "if time-to-first-token is above a second, look at ...": a threshold in a condition, not a claim
            if q.dimension == "time" and re.search(r"(?:\d\s*%|\bpercent)\s+of\s+(?:[\w'’-]+\s+){0,4}(?:about\s+|roughly\s+|~|≈)?$",
                                                   text[max(s_start, q.start - 50):q.start], re.I):
                continue  # "the network is ~10% of a cold request's ~5.3 s": the whole a share is taken of
            if q.dimension == "time" and re.search(
                    r"\b(?:moved|changed|grew|rose|fell|dropped|increased|decreased|went\s+(?:up|down)|improved|regressed|shifted|"
                    r"jumped|climbed|slipped|shrank|shrunk)\s+(?:only\s+|just\s+)?by\s*(?:about\s+|roughly\s+|~|≈)?$",
                    text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "end-to-end only moved by ~0.5 s": a change, not the time itself
            # "the extra round trips add maybe half a second": their sum, not one round trip
            several_round_trips = q.dimension == "time" and bool(re.search(
                r"\b(?:round[- ]trips|rtts)\s+(?:\w+\s+){0,2}?(?:add|adds|cost|costs|take|takes|come\s+to|total)\s+"
                r"(?:maybe\s+|about\s+|roughly\s+|around\s+|~|≈)?$", text[max(s_start, q.start - 50):q.start], re.I))
            if re.search(r"\b(?:claim\w*|said|says|assum\w*|promis\w*|advertis\w*)\b", text[s_start:q.start], re.I) and re.match(
                    r"[^.]{0,40}?(?:;|,|—|–|\s-)\s*(?:but\s+)?(?:that|which|this)\s*(?:is|'s|was)?\s*(?:n't|not)?\s*(?:achievable|possible|"
                    r"realistic|right|true|correct|wrong|false|impossible|nonsense)\b", text[q.end:s_end], re.I):
                continue  # "the commit claimed ~400 tok/s per request; that isn't achievable": a claim reported and refuted
            if q.dimension == "time" and re.match(r"\s+(?:faster|quicker|sooner|shorter)\b", text[q.end:q.end + 12], re.I):
                continue  # "Replies only got ~0.3 s faster": what a change saved, a difference between two times
            if q.dimension == "token_rate" and re.match(r"up to\b", text[q.start:q.end], re.I) and math.isfinite(q.hi):
                # "can generate up to 5,000 tok/s": a speed said to be reachable, not only a bound
                q = Quantity(q.start, q.end, q.hi, q.hi, q.dimension, "approx", q.unit)
            tok = token_index(q.start)
            tok_end = token_index(max(q.start, q.end - 1))
            before = text[max(0, q.start - 10):q.start]
            if q.dimension == "bytes" and re.search(r"\b(?:same|that|those|these)\s+~?$", before, re.I):
                continue  # "the same 4 GiB": a figure already given, not a new claim
            if q.dimension == "bytes" and re.match(r"[\s-]*(?:cards?|gpus?|devices?|accelerators?)\b", text[q.end:q.end + 14], re.I) \
                    and not _next_to_device(q, s_mentions, None, text):
                continue  # "a 32 GB card", "two 80 GB GPUs": a class of device, not a named one's or a model's figure
            if q.dimension == "round_trips" and re.search(r"\bof\s+(?:those|these|the)\s+$", text[max(s_start, q.start - 12):q.start], re.I):
                continue  # "you'll save two of those three round trips": the count already given
            if q.dimension == "bytes" and re.search(r"\bfrom\s+$", text[max(s_start, q.start - 8):q.start], re.I) and re.match(
                    r"\s+(?:\w+\s+)?(?:to|down\s+to)\s+", text[q.end:q.end + 20], re.I) and len(
                    {m.id for m in mentions if m.kind == "precision"}) > 1:
                continue  # "from bf16 ... down to int4, so the weights go from ~145 gigs to 36": the size before the change
            packed = q.dimension == "bytes" and bool(_PACKED_WEIGHTS.search(text[max(s_start, q.start - 50):q.start]))
            if packed:
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "AWQ packs the weights into roughly 4 GB"
            if q.dimension == "round_trips" and re.search(r"\b(?:saves?|saving|saved|cuts?|extra|additional|another|fewer|"
                                                          r"less)\s+~?\s*$", text[max(s_start, q.start - 14):q.start], re.I):
                continue  # "upgrading saves one RTT": a difference, not a handshake's count
            if q.dimension == "round_trips" and re.search(r"(?:[=≈→]|\btotal(?:\s+of)?|\bin all|\baltogether)\s*~?\s*$", before, re.I) \
                    and re.search(r"\+|\bplus\b", text[s_start:q.start], re.I):
                continue  # "TCP 1 RTT + TLS 1 RTT + request 1 RTT = 3 round trips": a sum, not a handshake's count
            if q.dimension == "round_trips" and re.match(r"\s*(?:\w+\s+){0,2}?(?:before|until|to)\s+(?:the\s+)?first\s+(?:bytes?|tokens?|response)\b|"
                                                         r"\s*(?:,\s*)?(?:including|incl\.?|counting)\s+the\s+request\b|"
                                                         r"\s*\([^;)]{0,40}?\b(?:request|query|first\s+byte)\b",  # "(TCP, TLS 1.3, request)"
                                                         text[q.end:q.end + 40], re.I) and q.hi <= 4:
                continue  # "3 round trips before the first byte": the handshakes and the request itself
            if q.dimension == "round_trips" and q.hi == 0 and re.search(r"reus|resum|keep-?alive|warm|pool|0-?rtt|already\s+open", sent.text, re.I):
                continue  # "TLS session reused (0 extra round trips)": resumption is free
            if q.dimension == "round_trips" and re.search(r"\bDNS\b", sent.text) and q.hi <= 3:
                continue  # "DNS, TCP and TLS cost three round trips": right with the look-up, which the model lacks;
                # five or more is wrong even with it, and stays to be checked
            if q.dimension == "bytes" and (OPERAND_BEFORE.search(text[max(s_start, q.start - 12):q.start])
                                           or OPERAND_AFTER.match(text, q.end)):
                continue  # "2 x 32 layers x 8 heads x 128 dim x 2 bytes = 128 KiB": a factor, not a claim
            if q.dimension in ("time_per_token", "token_rate") and _is_unit_conversion(text, q, s_quants) \
                    and not any(c.kind == "subject" and c.end <= q.start for c in s_cues):
                continue  # "1 ms/token = 1000 tok/s" said of nothing: the same speed in other units, no claim
            if re.search(r"\b(?:nobody'?s|no one'?s|no)\s+(?:\w+\s+){0,2}(?:is|are|takes?)\s+~?$",
                         text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "nobody's network is 10 s": denied
            if re.search(r"\b(?:that|this|those|these)\s+(?:whole|entire|full)\s+~?$", text[max(s_start, q.start - 16):q.start], re.I) \
                    and any(o.dimension == q.dimension and o.end <= q.start and o.lo <= q.hi * 1.1 and q.lo <= o.hi * 1.1 for o in quantities):
                continue  # "0.5-0.65 s ... don't stall for that whole half second": a figure already given, pointed back to
            if re.search(r"\b(?:nobody|no\s+one|no\s+(?:gpu|card|chip|hardware|server|model))\s+(?:\w+\s+)?(?:gets?|got|sees?|does|do|can|will|runs?|serves?|generates?)\b[^.;]{0,50}$",
                         text[max(s_start, q.start - 70):q.start], re.I):
                continue  # "Nobody gets a 500-token completion in 25 ms on any GPU": denied
            allowed = DIMENSION_SUBJECTS.get(q.dimension, [])
            if re.search(r"\d\s*[x×*]\s*~?[\d.,]+\s*[a-zµ/]*\s*[=≈]\s*~?$", text[max(s_start, q.start - 30):q.start], re.I):
                allowed = []  # "400 x 85 ms = 34 s": the product of a premise; the premise is what gets checked
            own_aside = next(((a, b) for a, b in asides if a <= q.start < b), None)
            cue = _subject_for(q.start, q.end, (tok, tok_end), [c for c in figure_cues if not any(
                a <= c.start < b and (a, b) != own_aside for a, b in asides)], allowed, hard, soft,
                               compared=lambda pos: bool(COMPARED.search(text[max(s_start, pos - 16):pos])
                                                         # ("on top of ~6 s of generation": the label right after the
                                                         # figure is its own, not the part it is added to)
                                                         or (ADDED_TO.search(text[max(s_start, pos - 40):pos])
                                                             and not (pos >= q.end and re.fullmatch(r"\s*(?:of\s+)?(?:the\s+)?", text[q.end:pos])))))
            if cue is not None and cue.name == "decode" and q.dimension in ("time", "time_per_token") and re.fullmatch(
                    r"(?:every|each|per|a)\s+token", text[cue.start:cue.end], re.I) and not any(
                    c.kind == "subject" and c.name == "decode" and c is not cue and not re.fullmatch(r"(?:every|each|per|a)\s+tokens?", text[c.start:c.end], re.I)
                    for c in figure_cues):
                # "Chinese tokenizer very slow, every token need ~5 ms": the tokenizer's cost per token, not a decode step
                reader = _tokenizer_before(figure_cues, cue.start, 60)
                if reader:
                    cue = reader[-1]
            if cue is not None and cue.name == "total" and cue.weak and re.search(r"(?:\bplus|\band|\+)\s+$", text[max(s_start, cue.start - 8):cue.start], re.I):
                # "a fresh TLS 1.3 handshake (+2 RTT counting TCP) plus the request itself you're under 0.6 s": the
                # request's own trip added to the set-up named before, not the whole answer
                setup = [c for c in figure_cues if c.kind == "subject" and c.name in ("connection", "network") and not c.weak
                         and c.end <= cue.start and c.name in allowed]
                if setup:
                    cue = setup[-1]
            if cue is not None and cue.name == "prefill" and cue.weak and "tokenizer" in allowed and re.search(
                    r"\d[\d,.]*\s*(?:k|kb|kib|mb|tokens?)?[- ]?(?:token\s+)?$", text[max(s_start, cue.start - 16):cue.start], re.I):
                # "tiktoken runs at ~6 MB/s; a 12 kB prompt ≈ 3,000 tokens -> ~2 ms": the sized prompt is what the tokenizer reads
                reader = [c for c in _tokenizer_before(figure_cues, cue.start, 80)  # (the reader's own rate, given)
                          if re.search(r"\d\s*[kmg]?b?\s*(?:/\s*s|per\s+sec)", text[c.end:cue.start], re.I)]
                if reader and not any(c.kind == "subject" and c.name == "prefill" and not c.weak for c in figure_cues):
                    cue = reader[-1]
            if q.dimension in ("time", "bytes") and cue is not None and cue.end <= q.start:
                labelled = next((c for c in figure_cues if c.kind == "subject" and not c.weak and c.name in allowed and c.name != "total"
                                 and re.fullmatch(r"\s+of\s+(?:the\s+)?", text[q.end:c.start])), None)
                if labelled is not None:  # "the whole request is ~3 ms of tokenizing": the part named right after the figure
                    cue = labelled
            if q.dimension == "time" and "decode" in allowed and re.search(
                    r"\b\d[\d,]*\s+(?:output\s+|generated\s+|new\s+)?tokens?\s+at\s+~?[\d.,]+\s*(?:tok(?:ens)?/s|tokens?\s+(?:per|a)\s+sec\w*|t/s)\s*"
                    r"(?:≈|=|~|is|are|takes?|gives?|->|→|comes\s+to)?\s*(?:about\s+|roughly\s+|~)?$", text[max(s_start, q.start - 70):q.start], re.I):
                cue = Cue("subject", "decode", False, q.start, q.end, tok, tok)  # "380 output tokens at ~52 tok/s ≈ 7.3 s"
            if q.dimension == "time" and "decode" in allowed and re.match(
                    r"[ \t]+(?:of[ \t]+)?(?:streaming|generating|decoding)[ \t]+(?:the[ \t]+)?(?:~|about[ \t]+|roughly[ \t]+)?\d", text[q.end:q.end + 40], re.I):
                cue = Cue("subject", "decode", False, q.start, q.end, tok, tok)  # "1.7 s streaming 250 tokens": generation's time
            if q.dimension == "bytes" and _SRAM_TEXT.search(text) and re.search(r"\b(?:chips?|dies?)\b", text[max(s_start, q.start - 40):q.start], re.I):
                cue = Cue("subject", "sram", False, q.start, q.end, tok, tok)  # "each chip holds only about 230 MB" of an LPU
            if cue is not None and cue.end <= q.start and re.search(r"\b(?:no|without)\s+(?:the\s+|any\s+)?$",
                                                                   text[max(s_start, cue.start - 14):cue.start], re.I):
                cue = None  # "there is no network here, and the answer still takes 10 s": a part ruled out
            if cue is not None and cue.end <= q.start and any(
                    o is not q and o.dimension == q.dimension and 0 <= cue.start - o.end <= 3 for o in s_quants) \
                    and hard.get(cue.token_start) != hard.get(tok):
                cue = None  # "plus ~0.3 s TTFT; 800 / 75 = 10.7 s": the label of the figure before, in another clause
            if cue is None and any(m.kind == "hardware" for m in (s_mentions or mentions)):
                implied = {"bandwidth": "bandwidth", "flops_rate": "compute"}.get(q.dimension)
                if implied:  # "an H200 has about 4.8 TB/s", "It has 10 TB/s of HBM": a device's figure
                    cue = Cue("subject", implied, False, q.start, q.end, tok, tok)
            if q.dimension == "time_per_token" and q.hi < 1e-4 and any(
                    c.kind == "subject" and c.name == "tokenizer" for c in s_cues):
                cue = next(c for c in s_cues if c.kind == "subject" and c.name == "tokenizer")  # µs/token: tokenizer speed
            if cue is None and q.dimension == "time_per_token" and q.hi < 1e-4 and re.search(
                    r"tokeni[sz]|tiktoken|sentencepiece|\bbpe\b", text[max(0, q.start - 300):q.start], re.I):
                # "marco: HF tokenizer is ~1ms per token / lena: HF fast is more like a couple µs/token": microseconds a
                # token, right after the tokenizer came up, are the tokenizer's (a decode step takes milliseconds)
                cue = Cue("subject", "tokenizer", True, q.start, q.end, tok, tok)
            if cue is None and q.dimension in ("token_rate", "time_per_token") and not any(
                    c.kind == "subject" and c.name in ("network", "connection") for c in s_cues):
                # a speed in tokens is generation speed unless the tokenizer or the network is in play
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)
            if cue is None and q.dimension == "time" and not NOT_GENERATION.search(text[max(0, q.start - 120):min(s_end, q.end + 20)]) \
                    and not REDUCTIO.search(text[max(s_start, q.start - 60):s_end]) and not any(
                    c.kind == "subject" and c.name in ("network", "connection", "tokenizer") and not _moved_on(text, q, c, token_counts)
                    for c in s_cues) and any(
                    t.lo >= 20 and not prompt_count(text, t, 20)
                    for t in _closest_figure([t for t in token_counts if t is not q and hard.get(token_index(t.start)) == hard.get(tok)], q)):
                # "spits out a 500-token reply in a few hundred ms": the time to generate those tokens
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)
            if q.dimension == "time" and cue is not None and cue.name == "prefill" and re.search(
                    r"\b\d[\d,]*[- ]tokens?\s+(?:answer|reply|response|completion|summary|report)s?\s+"
                    # "A 1,200-token answer to a 6,000-token prompt takes about 45 seconds": the prompt qualifies the answer
                    r"(?:(?:to|for|from|on)\s+(?:a|an|the|our)\s+[\d,.]+k?[- ]tokens?\s+(?:prompt|input|context)\s+|\([^()]{1,40}\)\s+)?(?:\w+\s+){0,2}?"
                    r"(?:lands?|arrives?|finish(?:es)?|finished|takes?|took|completes?|completed|comes?\s+back|came\s+back|is\s+done)\s+"
                    r"(?:in\s+)?(?:about\s+|roughly\s+|almost\s+|nearly\s+|~)?$",
                    text[max(s_start, q.start - 60):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "... so a 400-token answer lands 11-12 s after"
            if q.dimension == "bytes" and re.search(r"(?:\d(?:\.\d+)?\s?[bB]|\b(?:fp32|fp16|bf16|fp8|int8|int4|[48]-?bit|q\d\w*))\s*\(\s*~?\s*$",
                                                   text[max(s_start, q.start - 20):q.start]):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "70B in bf16 (~141 GB) fits on a single MI300X"
            if q.dimension == "bytes" and (cue is None or cue.name == "memory_capacity") and re.match(
                    r"\s+(?:in|at)\s+(?:fp32|fp16|bf16|fp8|int8|int4|\d-bit|q\d\w*)\b", text[q.end:q.end + 14], re.I):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "it's ~405 GB in fp8, one H100 has 80 GB"
            if q.dimension == "bytes" and cue is not None and cue.name == "memory_capacity" and (_READS.search(text[max(s_start, q.start - 30):q.start])
                    or re.match(r"\s+(?:should\s+|would\s+|will\s+|can\s+|to\s+)?(?:stream|read|move)s?\s+in\b", text[q.end:q.end + 24], re.I)):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "With 5.3 TB/s of HBM, reading 141 GB takes ~27 ms"
            if q.dimension == "bytes" and cue is not None and cue.name == "memory_capacity" and cue.start >= q.end and re.match(
                    r"\s+(?:through|from|out\s+of|across|over)\s+(?:the\s+|its\s+)?(?:memory|hbm|vram|dram|ram)\b", text[q.end:q.end + 24], re.I):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "each token has to pull ~4 GB through memory"
            if q.dimension == "bytes" and MODEL_IS.search(text[max(s_start, q.start - 40):q.start]) and not re.search(
                    r"\b(?:kv|cache)\b", text[max(s_start, q.start - 40):q.start], re.I) and not re.match(
                    r"\s*(?:of\s+)?(?:kv|key|cache|context|activations?)", text[q.end:q.end + 16], re.I):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "the model is 72 GB"
            elif q.dimension == "bytes" and (
                    cue is None or (cue.name == "memory_capacity" and (cue.weak or REQUIRES.search(
                    text[max(s_start, q.start - 25):q.start]) or any(  # "has 192 gigs of HBM, so the bf16 70B, that's 141 GB"
                    m.kind == "model" and cue.end <= m.start < q.start for m in s_mentions)))) and _about_model(q, text, s_mentions) \
                    and not _next_to_device(q, s_mentions, None, text):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "a 70B model in bf16 is 70 GB"
            if q.dimension == "bytes" and (cue is None or cue.name == "memory_capacity") and (
                    re.match(r"[ \t]+(?:fp8|fp16|bf16|int8|int4|awq|gptq|q4\w*|\d+-bit|quantized[ \t]+)?[ \t]*(?:model|checkpoint|weights?)\b",
                             text[q.end:q.end + 30], re.I) or re.search(
                    r"\b(?:fp8|fp16|bf16|int8|int4|awq|gptq|q\d_\w+|\d-bit)\b[^.;:]{0,25}:\s*~?$", text[max(s_start, q.start - 40):q.start], re.I)):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "one stream of an 8 GB fp8 model", "AWQ int4 on 1x H100: ~40 GB"
            if q.dimension == "bytes" and cue is not None and cue.name == "memory_capacity" and re.match(
                    r"\s*(?:per|on\s+each|each|for\s+each|in\s+each)\s+(?:gpu|card|device|shard|rank|accelerator)\b", text[q.end:q.end + 24], re.I) \
                    and any(c.kind == "subject" and c.name == "weights" and c.end <= q.start for c in s_cues):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "weights come to ~38-40 GB, i.e. ~20 GB per card"
            if q.dimension == "bytes" and cue is not None and cue.name == "weights" and re.match(
                    r"\s*(?:[\w/-]+\s+){0,3}?(?:on top of|in addition to|besides|plus)\s+(?:the\s+|its\s+)?(?:~?[\d.,]+\s*\w+\s+)?"
                    r"(?:of\s+)?(?:\w+\s+)?weights\b", text[q.end:q.end + 70], re.I):
                cue = None  # "about 2 GiB read per step on top of ~13.5 GB of weights": something beside the weights
            if q.dimension == "flops_rate" and (OPERAND_BEFORE.search(text[max(s_start, q.start - 12):q.start])
                                                or re.match(r"\s*[=≈]", text[q.end:q.end + 4])):
                continue  # "70B params x 2 FLOPs = 140 GFLOP": a factor of the text's own product
            if q.dimension == "flops_rate" and (re.search(r"prompt|prefill|per token|forward pass|\btokens?\b",
                                                          _clause_text(sent_tokens, soft, soft.get(tok_end, 0)), re.I)
                                                or re.match(r"\s+(?:of\s+(?:work|math|arithmetic|matmuls?)|worth)\b", text[q.end:q.end + 20], re.I)
                                                or re.search(r"\b(?:through|needs?|requires?|takes?|costs?)\s+(?:about|roughly|around|~)?\s*$",
                                                             text[max(s_start, q.start - 20):q.start], re.I)):
                continue  # FLOPs of a workload ("140 teraFLOPs for the prompt"), not a device's rate
            if q.dimension == "token_rate" and cue is not None and cue.name in ("tokenizer", "prefill") and not cue.weak \
                    and soft.get(cue.token_start) != soft.get(tok) and re.search(r"\btokens?\s+(?:\w+\s+)?(?:at|@)\s*~?\s*$",
                                                                                 text[max(s_start, q.start - 30):q.start], re.I):
                cue = None  # "tokenizer 2 ms and 450 tokens at 75 tok/s": the speed those tokens are generated at
            if q.dimension == "time" and cue is not None and cue.name == "decode" and re.search(
                    r"\b(?:everything|all)\s+else\b|\bthe\s+rest\s+(?:of\s+it|combined|together)\b|\bthe\s+other\s+(?:parts|pieces|items|bits)\b",
                    text[max(s_start, q.start - 140):q.start], re.I) and re.search(
                    r"\b(?:adds?\s+up\s+to|sums?\s+to|totals?|comes?\s+to|is|are)\s+(?:only\s+|just\s+|about\s+|roughly\s+|~)?$",
                    text[max(s_start, q.start - 30):q.start], re.I):
                cue = Cue("subject", "overhead", True, q.start, q.end, tok, tok)  # "everything else (...) adds up to well under 100 ms"
            row = _line_before(text, q.start)
            if q.dimension == "time" and re.match(r"\s*\|\s*\**\s*(?:total|sum|overall|end[- ]to[- ]end)\b[^|]*\|", row, re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "| **total, cold connection** | | **~12 s** |"
            # (on the same line: "- round trips: ~0.4 s\nTotal 5 s" is a list item above its total line)
            if q.dimension == "time" and re.match(r"[^\S\n]*(?:in total|total|all in|altogether|overall)\b", text[q.end:q.end + 14], re.I) \
                    and not _SELF_CORRECTION.search(text[max(s_start, q.start - 40):q.start]) and (cue is None or hard.get(cue.token_start) != hard.get(tok) or (cue.weak and cue.start == q.start)
                         # "4,000-token prompt + question, ~700 tokens of answer, about 25 s total": the whole request
                         or (cue.name == "prefill" and any(re.search(r"output|generated|answer|repl|response|completion",
                                                                     text[t.start:t.end + 16], re.I) for t in token_counts))):
                # ("900 output tokens, 24 s total": the whole request, not the decode a token count would suggest)
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "...: about 6 s in total"
            if q.dimension == "time" and cue is not None and cue.name == "total" and cue.end <= q.start and ":" in text[cue.end:q.start] \
                    and hard.get(cue.token_start) != hard.get(tok):
                cue = None  # "9.1 s end to end for a 650-token reply: 35 ms in the load balancer, ...": a part of the breakdown
            if q.dimension == "time" and (cue is None or cue.name in ("prefill", "total") or (
                    # "versus 5% when the call hits a GPU endpoint doing 100 tok/s, where 500 tokens take 5 s": counted
                    # tokens taking a time is their generation, whatever path the sentence named before
                    cue.name in ("network", "connection") and cue.end <= q.start and re.search(
                        r"\b\d[\d,.]*k?[- ]?(?:output\s+|generated\s+)?tokens?\s+(?:take|takes|took|need|needs)\s+(?:about\s+|~)?$",
                        text[max(s_start, q.start - 30):q.start], re.I))) and re.search(
                    r"(?<!first\s)\btokens?\s+(?:\w+\s+)?(?:take|takes|took|need|needs|come in|stream in|stream out in)\s+"
                    r"(?:in\s+|another\s+|a further\s+)?~?\s*$", text[max(s_start, q.start - 40):q.start], re.I) and not \
                    PROMPT_CONTEXT.search(text[max(s_start, q.start - 40):q.start]):
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)  # "the remaining 499 tokens take another 6 s"
            if q.dimension == "time" and cue is not None and cue.name == "total" \
                    and re.match(r"\s*(?:in\s+)?total\b", text[q.end:]):
                label = LINE_LABEL.match(text, s_start)
                earlier = [c for c in s_cues if c.kind == "subject" and c.name != "total" and c.end <= q.start]
                if label and earlier:  # "Detokenize: ~0.5 ms total": the labelled part's total, not the request's
                    cue = earlier[-1]
            if cue is not None and cue.name == "total" and cue.weak and re.match(
                    r"\s*(?:body|payload|json|object|headers?|size|schema|parse|parsing|serializ\w*)\b", text[cue.end:cue.end + 16], re.I):
                cue = None  # "the JSON parse of the response body took 3 ms": a step, not the whole request
            quotient = re.search(r"\b(\d[\d,]*)\s*/\s*~?\d[\d.,]*\s*(?:tok(?:ens)?/s)?\s*(?:=|≈|~=)\s*~?$", text[max(s_start, q.start - 30):q.start])
            if q.dimension == "time" and quotient and (cue is None or (cue.name == "prefill" and cue.weak)) and any(
                    t.dimension == "tokens" and t.lo == float(quotient.group(1).replace(",", "")) and not prompt_count(text, t, 20)
                    for t in s_quants):
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)  # "a 300 token answer ... (300 / 6 = 50 s)"
            if q.dimension == "time" and _generation_result(text, q, s_quants):
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)  # "450 tokens at 75 tok/s (6 s)"
            if q.dimension in ("bandwidth", "bytes", "flops_rate", "token_rate") and COMPARAND.search(
                    text[max(s_start, q.start - 16):q.start]) and not any(
                    m.kind == "hardware" and 0 <= m.start - q.end <= 20 for m in s_mentions):
                continue  # "2 TB/s versus 3.35 TB/s on the SXM part": the other thing's figure, its owner unnamed
            if q.dimension == "time" and cue is not None and cue.end <= q.start and COMPARAND.search(
                    text[max(s_start, q.start - 16):q.start]):
                # "tens of ms against several seconds": what the subject's figure is compared with, unless the
                # comparand names its own part ("~50 ms RTT versus ~10 s of decode")
                cue = next((c for c in s_cues if c.kind == "subject" and c.name in ("decode", "prefill", "network",
                            "tokenizer", "connection") and re.fullmatch(r"\s*of\s+(?:the\s+)?", text[q.end:c.start])), None)
            if q.dimension == "time" and cue is not None and cue.end <= q.start and re.search(
                    r"(?:\d\s*%|\bpercent|\bper\s*cent|\b(?:half|a\s+third|a\s+quarter|a\s+tenth|a\s+fraction|a\s+sliver))\s+of\s+"
                    r"(?:the\s+|our\s+|a\s+|those\s+|that\s+|an?\s+|total\s+)?(?:~|about\s+|roughly\s+)?$", before, re.I) \
                    and not re.match(r"\s*(?:of\s+)?(?:decode|decoding|generation|prefill|network|tokeni[sz]|handshakes?|tls)", text[q.end:q.end + 16], re.I):
                cue = None  # "100-150 ms RTT, which is well below 1% of 30 s": the whole the part is measured against
            if q.dimension == "time" and WHOLE_REQUEST_AFTER.match(text, q.end) and re.search(
                    r"\b(?:a|an|the|each|every|our|your|their|one|typical)\s+~?\s*$", before, re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "2% off a 7 s request": the whole
            if q.dimension == "time" and re.search(r"\b(?:the|those|these|that|our|this|other|remaining)\s+$", before, re.I) \
                    and not re.match(r"(?:tens|hundreds|thousands|dozens)\s+of\b", text[q.start:q.end], re.I):
                cue = None  # "the 8-12 seconds", "the other 9 seconds": a figure already given, not a new claim
            if q.dimension == "time" and re.search(r"\b(?:you|we|that)\s+(?:get|land at|end up at|arrive at)\s+(?:about\s+|roughly\s+|~)?$",
                                                   text[max(s_start, q.start - 25):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "add half a second of TTFT and you get 8 s"
            if q.dimension == "time" and (cue is None or cue.name == "prefill" or cue.weak) and re.search(
                    r"\b(?:whole|entire|full|complete)\s+(?:[\d,.]+k?[- ]token\s+)?(?:reply|answer|response|completion)\s+"
                    r"(?:\w+\s+){0,3}?(?:finish\w*|complete\w*|take\w*|come\w*|arrive\w*|done|end\w*)\b",
                    text[max(s_start, q.start - 70):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "the whole 500-token reply should finish in"
            if q.dimension == "time" and cue is not None and cue.name == "total" and re.search(
                    r"\bonce\s+(?:the\s+)?(?:tokens?|streaming|generation|output|decode)\s+(?:start|starts|begin|begins|flow|flows|are\s+flowing)\b|"
                    r"\bafter\s+the\s+first\s+token\b", text[s_start:q.start], re.I):
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)  # "once tokens flow, ... arrive in about half a second"
            if q.dimension == "time" and (cue is None or cue.name in ("network", "connection")) and re.search(
                    r"\b(?:the\s+same|the|that|a|an|each|every)\s+(?:~?[\d,.]+k?[- ]tokens?\s+)?(?:request|call|answer|reply|response|completion)\s+"
                    r"(?:\w+\s+)?(?:takes?|took|finish(?:es)?|lands?|comes?\s+back\s+in|is|was|comes\s+to|lasts?)\s+"
                    r"(?:about\s+|around\s+|roughly\s+|a\s+bit\s+(?:over|under)\s+|the\s+better\s+part\s+of\s+|nearly\s+|almost\s+|"
                    r"close\s+to\s+|well\s+over\s+|over\s+|under\s+|~)?$", text[max(s_start, q.start - 60):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "while on shore the same request takes a bit over 6 s"
            if q.dimension == "time" and re.search(r"\b(?:p\d\d|median|tail latency|end[- ]to[- ]end latency)\s+(?:latency\s+)?"
                                                   r"(?:(?:from|of|at|is|was|went from|dropped from|rose from)\s+)?~?\s*$|"
                                                   r"\b(?:p\d\d|median)\s+(?:latency\s+)?from\s+~?[\d.]+\s*\w+\s+to\s+~?\s*$",
                                                   text[max(s_start, q.start - 40):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "cut our p95 from 14 s to 9 s": the wall clock
            if cue is not None and cue.start >= q.end and re.match(r"\s*(?:plus|\+|and\s+then|on\s+top\s+of)\b", text[q.end:cue.start], re.I):
                cue = None  # "800 / 75 = 10.7 s plus the same TTFT": the part added to the figure, not the figure's
            if q.dimension == "time" and re.match(r"\s*(?:for|of)\s+(?:the\s+|a\s+|our\s+)?(?:request|packets?|bytes?|data|it|prompt)\s+to\s+"
                                                  r"(?:go\s+out|go\s+over|get\s+(?:there|to|over)|travel|reach|cross|make\s+it)\b", text[q.end:q.end + 50], re.I):
                cue = Cue("subject", "network", False, q.start, q.end, tok, tok)  # "~0.6 s for the request to go out and ... come back"
            if q.dimension == "time" and q.hi < 2 and (cue is None or (cue.weak and cue.name == "total")) and any(
                    m.kind == "network" and 0 <= q.start - m.end <= 40 and re.fullmatch(
                        # "London to our Virginia data center is roughly 400 ms": the path's own time
                        r"\s*(?:(?:data\s+cent(?:er|re)|dc|region|endpoint|cluster|servers?|office|pop|is|are)\s+){0,2}?"
                        r"(?:,\s*)?(?:that'?s|which\s+is|is|are|=|:|≈|~|at|adds?|takes?)?\s*(?:about|around|roughly|maybe|like|~)?\s*",
                        text[m.end:q.start], re.I) for m in s_mentions):
                cue = Cue("subject", "network", False, q.start, q.end, tok, tok)  # "the request goes eu-west → us-east, that's ~80 ms"
            if q.dimension == "time" and re.search(r"\b(?:another|a\s+further|then)\s+(?:about\s+|roughly\s+|~\s*)?$", text[max(s_start, q.start - 20):q.start], re.I) \
                    and re.match(r"\s*(?:for|to\s+stream|streaming)\s+the\s+rest\b", text[q.end:q.end + 30], re.I):
                cue = Cue("subject", "decode", False, q.start, q.end, tok, tok)  # "a second for the first word and another 8-10 s for the rest"
            if q.dimension == "time" and re.search(r"\b(?:the|a|an)\s+(?:whole|entire|full)\s+~?\s*$", text[max(s_start, q.start - 14):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "after the whole 8 s": the wall clock
            if q.dimension == "time" and re.search(r"\b(?:the\s+other|the\s+remaining|the\s+rest\s+of\s+the|leaves|leaving)\s+~?\s*$",
                                                   text[max(s_start, q.start - 24):q.start], re.I):
                cue = _remainder_owner(text, q, s_cues, hard, tok, token_index)  # "the other 9.5 s is network overhead"
            if q.dimension == "time" and re.search(r"\b(?:total|end[- ]to[- ]end|overall|e2e)\s*(?:of|is|was|:|=)?\s*~?\s*$",
                                                   text[max(s_start, q.start - 20):q.start], re.I) and not any(
                    c.kind == "subject" and not c.weak and 0 <= c.start - q.end <= 24 and re.fullmatch(
                        r"\s*(?:(?:in|on|of|for|at|from|spent in|spent on)\s+)?(?:the\s+|our\s+)?", text[q.end:c.start], re.I)
                    for c in s_cues) and not (
                    re.search(r":\s*~?\s*$", text[max(s_start, q.start - 4):q.start])
                    and any(o.dimension == "time" and o.end <= q.start for o in s_quants)):
                # not "Total: 40 ms network, ..." nor "9.1 s end to end: 35 ms in the load balancer" (a breakdown)
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "total 11 s"
            if q.dimension == "bytes" and re.search(r"\b(?:fits?|fitting|split|sharded|spread)\s+(?:across|on|in|into|over)\s+(?:the\s+)?"
                                                    r"\d+\s*[x×*]\s*\d+\s*(?:gb|gib)?\s*[=≈]\s*~?$", text[max(s_start, q.start - 50):q.start], re.I):
                continue  # "fits across 4×80 = 320 GB": the memory of the cards it is spread over, not the weights
            if q.dimension == "bytes" and re.match(r"\s+(?:\w+\s+){0,2}?(?:must|has to|have to|needs? to|to)\s+(?:still\s+)?"
                                                   r"(?:fit|be loaded|be held)\b", text[q.end:q.end + 40], re.I):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "all 47 GB must still fit in memory"
            if q.dimension == "bytes" and any(m.kind in ("model", "precision") and 0 <= q.start - m.end <= 12
                                              and re.fullmatch(r"[\s(~≈,:-]*(?:quant|build|weights|checkpoint|is|are|weighs|takes|needs|"
                                                               r"would be|will be|becomes|comes to)?[\s(~≈,:-]*",
                                                               text[m.end:q.start], re.I) for m in s_mentions) \
                    and not (cue is not None and cue.name == "kv_cache" and not cue.weak and cue.end <= q.start):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "Llama-2-7B in F16 (~13.5 GB)"
            if q.dimension == "bytes" and re.match(r"\s*(?:of\s+)?(?:(?:lp)?ddr\d\w*|system\s+(?:ram|memory)|ram)\b", text[q.end:q.end + 24], re.I) \
                    and not _next_to_device(q, s_mentions, None, text):
                continue  # "my thinkpad (Ryzen 7840U, 32 GB LPDDR5x)": a host's RAM, no device the profiles know
            if q.dimension == "bytes" and re.match(r"\s+(?:of\s+\w+\s+)?(?:for|to)\s+(?:the\s+)?(?:activations?|cuda\s+graphs?|overhead|headroom|scratch|workspace|buffers?|"
                                                   r"the\s+runtime|runtime|fragmentation|safety)\b", text[q.end:q.end + 40], re.I):
                continue  # "hold back ~10 GB for activations + cuda graphs": a reserve, not the weights or the card
            if q.dimension == "bytes" and cue is not None and cue.name == "memory_capacity" and re.match(r"\s+(?:each|apiece|per\s+(?:card|gpu|device))\b",
                    text[q.end:q.end + 16], re.I) and re.search(r"\b(?:weights?|model)\b[^.;]{0,40}\bacross\s+(?:\d+|two|four|eight)\s+(?:cards|gpus|devices)\b",
                                                                text[s_start:q.start], re.I):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "Weights 141 GB across 8 cards, ~17.6 GB each": a shard
            if q.dimension == "bytes" and cue is not None and cue.name == "memory_capacity" and re.match(
                    r"\s*,?\s*(?:\w+\s+){0,2}?(?:in|of|out\s+of|inside|within|on)\s+(?:the\s+|a\s+|our\s+)?~?\d[\d.,]*\s*(?:gb|gib|tb)\b",
                    text[q.end:q.end + 40], re.I) and (any(c.kind == "subject" and c.name == "weights" for c in s_cues)
                                                       or re.search(r"\bmodel\b", text[s_start:q.start], re.I)):
                # "the whole model still has to be resident: ~26 GB, trivial in 192 GB of unified memory": a size set
                # against the memory named right after it
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)
            if q.dimension == "bytes" and any(m.kind == "precision" and 0 < m.start - q.end <= 5 and re.fullmatch(r"\s*(?:in|at)?\s*", text[q.end:m.start], re.I)
                                              for m in s_mentions) and not re.match(r"[^.;,]{0,12}\b(?:kv|cache)\b", text[q.end:q.end + 24], re.I) \
                    and not (cue is not None and cue.name in ("kv_cache", "memory_capacity") and not cue.weak):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "A10G is 600 GB/s, 16 GB bf16 → ~37 tok/s": the weights
            if q.dimension == "bytes" and (re.search(r"\b(?:thr(?:u|ough)|past|over|exceed(?:ed|s)?|overflow(?:ed|s)?|out\s+of|beyond|fill(?:ed|s)?(?:\s+up)?)\s+"
                                                    r"(?:the|our|its|all)\s+(?:~\s*)?$", text[max(s_start, q.start - 30):q.start], re.I)
                                           or re.match(r"(?:more|bigger|larger)\s+than\s+(?:the\s+)?~?\d", text[q.start:q.end], re.I)) \
                    and not re.match(r"\s*(?:of\s+)?(?:kv|cache|weights|model)", text[q.end:q.end + 12], re.I) and any(
                    m.kind == "hardware" and math.isfinite(q.lo) and round(q.lo / 1e9) in (*profiles.hardware().get(m.id).memory_options_gb,
                                                                   round(profiles.hardware().get(m.id).memory_gb)) for m in mentions):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)  # "so we blew thru the 24 GB": the card's
            if q.dimension == "bytes" and re.match(r"\s*(?:model|version|config\w*|one)\b", text[q.end:q.end + 16], re.I) and any(
                    m.kind == "hardware" and math.isfinite(q.hi) and round(q.hi / 1e9) in profiles.hardware().get(m.id).memory_options_gb for m in mentions):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)  # "check you have the 64GB model" of a Mac
            elif q.dimension == "bytes" and re.match(r"\s*(?:model|checkpoint)\b", text[q.end:q.end + 12], re.I):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "the whole 141 GB model fits"
            if q.dimension == "bytes" and re.match(r"\s+(?:to\s+(?:read|stream|move|pull|load)|(?:(?:get|gets|are|is|being)\s+)?streamed)\b",
                                                   text[q.end:q.end + 24], re.I):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "fp16 would be ~2x slower per token (140 GB to read)"
            if q.dimension == "bytes" and re.match(r"\s+of\s+(?:[\w.~-]+\s+){0,3}?(?:weights|parameters|params)\b", text[q.end:q.end + 50], re.I):
                cue = Cue("subject", "weights", True, q.start, q.end, tok, tok)  # "16 GB of Llama-3-8B weights"
            if q.dimension == "bytes" and re.match(r"\s*(?:left\s+|free\s+|spare\s+)?(?:for|of)\s+(?:the\s+)?kv\b", text[q.end:q.end + 24], re.I):
                cue = Cue("subject", "kv_cache", True, q.start, q.end, tok, tok)  # "about 64 GB for KV cache"
            if q.dimension == "bytes" and re.search(r"\b(?:context|conversation|sequence|session)\s+(?:is|comes\s+to|takes|needs|"
                                                    r"holds|costs|eats|uses|occupies)\s+(?:therefore\s+|thus\s+|then\s+|so\s+)?"
                                                    r"(?:about|around|roughly|~|≈)?\s*$",
                                                    text[max(s_start, q.start - 40):q.start], re.I):
                cue = Cue("subject", "kv_cache", True, q.start, q.end, tok, tok)  # "a 128k-token context is around 63 GiB"
            if q.dimension == "bytes" and re.match(r"\s*(?:and\s+(?:[^.;]|\.(?=\d)){0,30}?\s)?(?:in\s+)?(?:total|combined|altogether|aggregate)\b", text[q.end:q.end + 50], re.I) and (
                    re.search(r"\beach\b|\bshard\w*|\bacross\s+(?:\d+|two|four|eight)\b", text[max(s_start, q.start - 40):q.start], re.I)
                    or any(m.kind == "hardware" and 0 <= q.start - m.end <= 40 for m in s_mentions)):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)  # "eight H200s at 141 GB each, 1.1 TB total"
            if q.dimension == "bytes" and KV_SIZED.match(text, q.end):
                cue = Cue("subject", "kv_cache", True, q.start, q.end, tok, tok)  # "about 1.75 GiB at 32k tokens"
            if q.dimension == "bytes" and re.match(r"\s+of\s+(?:hbm\w*|vram|gddr\w*|gpu\s+memory|unified\s+memory|device\s+memory)\b",
                                                   text[q.end:q.end + 24], re.I) and not re.search(
                    r"\b(?:needs?|requires?|takes?|uses?|using|occup\w+|consum\w+|fill\w*|eats?)\s+(?:\w+\s+){0,2}$",
                    text[max(s_start, q.start - 30):q.start], re.I):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)  # "Memory: 320 GB of HBM per replica"
            if q.dimension == "bytes" and re.search(r"\b(?:card|gpu|device|chip|accelerator|node|box)['’]s\s+(?:total\s+)?(?:~|about\s+|roughly\s+)?$",
                                                    text[max(s_start, q.start - 30):q.start], re.I):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)  # "of the card's 24 GB": its memory
            if q.dimension == "bytes" and (_HOLDS_TOKENS.match(text, q.end) or _FIT_IN.search(text[max(s_start, q.start - 60):q.start])
                                           or re.match(r"\s*(?:of\s+\w+\s+)?(?:(?:is|are|was|were)\s+)?(?:remain(?:s|ed|ing)?|left|free|spare|budget|usable|available)\b", text[q.end:q.end + 24], re.I)
                                           or re.search(r"\b(?:leaving|leaves|left\s+with|the)\s+(?:about\s+|roughly\s+|only\s+)?~?\s*$|\($",
                                                        text[max(s_start, q.start - 22):q.start], re.I) and re.search(
                                               r"\b(?:leaving|leaves|left)\b|\bbudget\b", text[max(s_start, q.start - 60):q.end + 30], re.I)):
                continue  # "120 GB holds ~48,000 tokens", "two sessions fit next to the weights in 24 GB": room, not a size
            if q.dimension == "bytes" and re.match(r"\s+(?:of\s+weights\s+)?(?:from|off|out\s+of)\s+(?:each|every)\s+(?:gpu|card|device)\b",
                                                  text[q.end:q.end + 30], re.I):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "stream ~35 GB from each GPU": a shard read
            clause_text = _clause_text(sent_tokens, soft, soft.get(tok, 0))  # the figure's own clause
            if q.dimension in ("token_rate", "time_per_token", "bandwidth") and (
                    _ON_CPU.search(clause_text)
                    or (_ON_CPU.search(text[max(s_start, q.start - 24):q.start])  # "laptop CPU: ~18 t/s"
                        and not any(c.kind == "subject" and c.name == "tokenizer" for c in s_cues))
                    or (q.dimension != "bandwidth" and _OFFLOADED.search(text[max(text.rfind("\n", 0, s_start) + 1, s_start - 300):s_end]))):
                continue  # "8 tok/s is roughly what my DDR4 CPU setup would give": CPU inference, outside the GPU model
            if q.dimension == "time" and re.search(r"\b(?:save|saves|saved|saving|shaves?|shaving|shaved)\s+(?:\w+\s+){0,3}?$|"
                                                    r"\b(?:cuts?|reduc\w*|lowers?)\s+(?:\w+\s+){0,3}?by\s+(?:\w+\s+){0,2}?$",
                                                    text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "moving the client would save less than a tenth of a second": a difference, not a duration
            if q.dimension == "token_rate" and re.search(r"\bwould\s+(?:allow|give|permit|mean|let)\b[^.;]{0,40}$", text[s_start:q.start], re.I) \
                    and re.search(r"\bif\b[^.;]{0,40}\b(?:were|was|had)\b", text[q.end:s_end], re.I):
                continue  # "788 TFLOP/s would allow tens of thousands of tok/s if compute were the bottleneck": counterfactual
            if q.dimension == "token_rate" and re.search(r"flop", text[s_start:q.start], re.I) and re.search(
                    r"\b(?:that'?d|it'?d|would|could)\s+be\b[^.;]{0,20}$", text[max(s_start, q.start - 40):q.start], re.I) \
                    and re.match(r"[^.;]*[.;]?\s*(?:so\s+)?(?:no\b|not\b|it'?s\s+not|that'?s\s+not|but\b)", text[q.end:q.end + 40], re.I):
                continue  # "..., so that'd be sixty thousand tokens a second. So no, it's not compute": a ceiling set aside
            if q.dimension == "time" and (cue is None or cue.name in ("decode", "total")) and re.search(
                    r"\b(?:[kmgtpe]?flops?|flop/s|[kmgtp]flops?)\b[^.;]{0,25}$", text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "2.6e13 FLOP is under 0.1 s": the text's own FLOPs over a compute rate, not a time it claims
            figure_clause = clause_text if any(m.kind == "hardware" for m in s_mentions) else sent.text
            if q.dimension in ("token_rate", "time_per_token", "time") and (UNKNOWN_DEVICE.search(figure_clause) or SRAM_CHIP.search(figure_clause)) \
                    and not any(m.kind == "hardware" and soft.get(token_index(m.start)) == soft.get(tok) for m in s_mentions):
                continue  # "several hundred tok/s per user" said of Cerebras in a text about H100s: a device the profiles lack
            if q.dimension in ("token_rate", "time_per_token", "time") and re.search(
                    r"\bon\s+(?:a|an|any)\s+(?:datacenter|data[- ]center|server|real|proper|big|beefy|modern|decent)\s+(?:card|gpu|accelerator)s?\b",
                    clause_text, re.I) and not any(m.kind == "hardware" and soft.get(token_index(m.start)) == soft.get(tok) for m in s_mentions) \
                    and (re.search(r"\b(?:would|could|might)\b|['’]d\b", clause_text, re.I)
                         or any(m.kind == "hardware" and m.id.startswith(("m1-", "m2-", "m3-", "m4-", "rtx-", "jetson")) for m in mentions)):
                # "On a datacenter card that same prefill would be a couple hundred ms": another device's figure, in a
                # text about a laptop or supposed ("a 7B model on any modern GPU spits out 1,500 tok/s" claims for all)
                continue
            if q.dimension in ("token_rate", "time_per_token", "time") and any(m.kind == "hardware" and not_a_gpu(m.id) for m in s_mentions) \
                    and not any(m.kind == "hardware" and not not_a_gpu(m.id) for m in s_mentions) \
                    and re.search(r"\b(?:would|could|you'?d|we'?d|it'?d|might)\b", sent.text, re.I):
                continue  # "Groq or Cerebras would do several hundred tok/s ..., so you'd be at a second or two": theirs, supposed
            if q.dimension in ("token_rate", "time_per_token", "time") and re.search(r"\b(?:their|they|them|theirs)\b", clause_text, re.I) \
                    and (UNKNOWN_DEVICE.search(text[max(0, s_start - 300):s_start]) or SRAM_CHIP.search(text[max(0, s_start - 300):s_start])
                         or any(m.kind == "hardware" and not_a_gpu(m.id) and s_start - 300 <= m.start < s_start for m in mentions)) \
                    and not any(m.kind == "hardware" and soft.get(token_index(m.start)) == soft.get(tok) for m in s_mentions):
                continue  # "Is Groq's speed real? ... Their endpoint gives us 250-300 tok/s": theirs, named just before
            if q.dimension in ("bytes", "bytes_per_token") and _COUNTERFACTUAL.search(text[s_start:q.start]):
                continue  # "If it were full multi-head attention with 32 KV heads, it would be 512 KiB per token": another model
            if q.dimension == "time" and q.lo >= 3600:
                continue  # "for about six hours": how long an incident lasted, not how long a request takes
            if q.dimension in ("time", "time_per_token") and re.search(r"\badds?\s+(?:only\s+|just\s+|another\s+)?(?:about\s+|roughly\s+|~)?$", text[max(s_start, q.start - 20):q.start], re.I) \
                    and re.match(r"[^.;]{0,20}\bon\s+top\s+of\b", text[q.end:q.end + 40], re.I):
                continue  # "re-reading it adds only ~0.16 ms per step on top of the 4.8 ms weight read": an increment
            if q.dimension == "time" and re.search(r"\bserver[- ]side\b|\bon\s+the\s+server\b|\bserver'?s\s+own\b", text[max(s_start, q.start - 40):q.start], re.I) \
                    and (cue is None or cue.name == "total"):
                continue  # "Server side that's roughly 0.3 s total": the model's part, not the user's wall clock
            if q.dimension == "time" and re.search(r"\b(?:time-?outs?|deadlines?|read_timeout|keepalive_timeout)\b[^.;]{0,30}$",
                                                    text[max(s_start, q.start - 45):q.start], re.I):
                continue  # "bump the client timeout from 30 s to 90 s": a limit someone sets, not a time anything takes
            if q.dimension == "bytes" and re.search(r"\b0?\.\d+\s*[x×*]\s*\d+(?:\s*gb)?\s*=\s*~?\s*$", text[max(s_start, q.start - 24):q.start], re.I):
                continue  # "0.9 x 40 = 36 GB": a fraction of a card set aside, not the size of anything
            trips = _ROUND_TRIPS_TIMES.search(text[max(s_start, q.start - 60):q.start]) if q.dimension == "time" else None
            if trips:  # "three RTTs at ~600 ms is about 1.8 s": several round trips, the text's own product
                _round_trip_product(trips, q, s_quants, text, max(s_start, q.start - 60), s_index, add, hedged)
                continue
            if q.dimension == "bytes" and re.search(r"\bafter\s+(?:the\s+)?(?:weights|model)\b(?:(?!,\s*(?:and|so|but)\b)[^.;]){0,40}$", text[max(s_start, q.start - 60):q.start], re.I) \
                    and re.match(r"\s*(?:left\s+)?for\s+(?:the\s+)?(?:kv|cache)\b(?!\s*(?:per|a|each)\s+token)", text[q.end:q.end + 30], re.I):
                continue  # "after weights and activations we have roughly 45 GB for cache": room left, not a size
            if q.dimension == "bytes" and re.search(r"\b(?:head\s*room|(?:room|space|budget)\s+(?:for|left|after)|left\s+over|leftover)\b(?:(?!\b(?:since|because|as)\b|\bweights\s+(?:are|is|take|need)\b)[^.\n;]){0,40}$",
                                                    text[max(s_start, q.start - 50):q.start], re.I):
                continue  # "headroom for KV after weights/activations: ~6 GB": room left, not the size of anything
            if q.dimension == "bytes" and re.match(r"\s*(?:of\s+weights\s+)?(?:per|on\s+each|each)\s+(?:gpu|card|device|chip|shard|rank)\b", text[q.end:q.end + 24], re.I) \
                    and re.search(r"\btp\s*=?\s*\d|\btp\d|tensor[- ]parallel|\bshard|\bsplit|\bwith\s+tp\b|\bbecomes?\b|\bspread\b", text[s_start:s_end], re.I):
                if not (TP_COUNT.search(text[s_start:s_end]) or CARD_COUNT.search(text[s_start:s_end])):
                    continue  # "the 16 GB of weights become 2 GB per GPU": a shard, over a count said elsewhere
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "~47 GB per GPU with TP2": a shard of the weights
            if q.dimension == "bytes" and (re.search(r"\b(?:an?\s+)?(?:extra|additional|another|more)\s+~?\s*$",
                                                     text[max(s_start, q.start - 14):q.start], re.I)
                                           or re.match(r"\s*(?:more|extra)\b", text[q.end:q.end + 8], re.I)):
                continue  # "each step reads an extra ~20 GiB": an increment, not the size of anything
            if q.dimension == "time" and cue is not None and cue.name in COMPONENTS and cue.end <= q.start and _conjoined(
                    text, cue, [c for c in s_cues if c.kind == "subject" and not c.weak and c.name in COMPONENTS
                                and hard.get(c.token_start) == hard.get(cue.token_start)]) and re.match(
                    r"\s*(?:(?:is|are|comes?\s+to|come|add(?:s)?\s+up\s+to|total|=|≈|:)\s*)(?:about|around|roughly|~|≈)?\s*$",
                    text[cue.end:q.start], re.I):
                continue  # "network plus tokenizer is about 244 ms": a sum of parts, not the last part's time
            if q.dimension == "bytes" and re.search(r"\b(?:its|their)\s+(?:~|about\s+)?$", text[max(s_start, q.start - 12):q.start], re.I) \
                    and any(m.kind == "hardware" and m.end <= q.start for m in s_mentions):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)  # "Moving to H200: ... its 141 GB lets ..."
            if q.dimension == "bandwidth" and cue is None and re.search(r"\b(?:hbm\w*|gddr\w*|vram|its\s+memory|the\s+memory)\b",
                                                                     text[max(s_start, q.start - 30):q.start], re.I):
                cue = Cue("subject", "bandwidth", False, q.start, q.end, tok, tok)  # "Its HBM3 gives about 1 TB/s": the card's
            if q.dimension == "bytes" and _next_to_device(q, s_mentions, _strong_store_cue(q, s_cues) or cue, text):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)
            scope = _scope_near(q, s_cues, soft, soft.get(tok, 0), text, s_quants)
            for_count = q.dimension == "time" and bool(re.search(
                r"\bfor\s+(?:the\s+|a\s+|all\s+)?(?:~?[\d,.]+k?|[a-z]+(?:[\s-][a-z]+)?)\s+tokens?\s*,?\s*(?:that'?s\s+|it'?s\s+)?(?:about\s+|roughly\s+|~)?$",
                text[max(s_start, q.start - 45):q.start], re.I))
            if for_count:
                scope = [x for x in scope if x != "per_token"]  # "that's per token, so for five hundred tokens, ten seconds"
            if q.dimension == "token_rate" and "ceiling" not in scope and re.search(
                    r"\b(?:ceiling|upper\s+bound|bound|limit|max(?:imum)?)\s*(?:=|:|≈)[^.;]{0,25}$", text[max(s_start, q.start - 50):q.start], re.I):
                scope.append("ceiling")  # "Decode upper bound = 819 / 8 ≈ 100 tokens/s"
            if q.dimension == "bandwidth" and re.search(r"\b(?:nvlink|nvswitch|(?<!h100 )(?<!a100 )(?<!h100-)(?<!a100-)pcie(?!\s+(?:h100|a100|card|variant|version|boxes|part))|"
                                                        r"pci-e|infiniband|ethernet|interconnect|x16|gen\s*[345]|slot|link|nics?|roce|uplink|network\s+card)\b",
                                                        text[max(s_start, q.start - 40):q.end + 25], re.I) \
                    and not re.search(r"\b(?:hbm\w*|gddr\w*|memory\s+bandwidth|vram)\b", text[max(s_start, q.start - 25):q.end + 15], re.I):
                continue  # "NVLink's 900 GB/s", "the ~32 GB/s PCIe slot": a link between chips, not memory bandwidth
            if q.dimension == "token_rate" and "aggregate" not in scope and "single" not in scope and (
                    _AGGREGATE_AFTER.match(text, q.end) or _DEVICES_TIMES.search(text[max(s_start, q.start - 24):q.start])
                    or (q.lo >= 1000 and re.search(r"\bbenchmark(?:ed|s)?\b|\b(?:tensorrt(?:-llm)?|trt-llm|vllm|sglang|tgi|lmdeploy|"
                                                   r"deepspeed(?:-mii)?)\b(?:\s+\w+){0,3}\s+(?:hits?|does|reach(?:es)?|achieves?|"
                                                   r"delivers?|pushes|gets|sustains?|serves?)\b",
                                                   text[max(s_start, q.start - 80):q.start], re.I))):
                # a benchmark's thousands of tok/s are a server's throughput
                scope.append("aggregate")  # "~4,200 tok/s generation throughput - that's aggregate", "8 GPUs x ~15k tok/s"
            if q.dimension == "time" and "per_token" not in scope and "per_request" not in scope and not for_count \
                    and re.search(r"(?:,|\(|—|–|\s-)\s*$", text[s_start:q.start]) \
                    and not re.match(r"\s*(?:in total|total|overall|altogether|all told)\b", text[q.end:q.end + 14], re.I) \
                    and any(c.kind == "scope" and c.name == "per_token" and 0 <= q.start - c.end <= 50
                            and not any(o is not q and c.start - 30 <= o.end <= c.start + 1 for o in s_quants) for c in s_cues):
                scope.append("per_token")  # "each decode step is quick, around 10 ms": the step's time, set off
            if q.dimension == "time" and "per_token" not in scope:
                before_change = [o for o in s_quants if o.end <= q.start and o.dimension == "time"]
                if before_change and re.fullmatch(r"\s*(?:->|→|=>|⇒)\s*", text[before_change[-1].end:q.start]) and any(
                        c.kind == "quantity" and c.start == before_change[-1].start and "per_token" in c.scope for c in claims):
                    scope.append("per_token")  # "Per-stream ITL: ~10 ms -> ~18 ms": the same measure after the change
            if re.match(r"\s+of\s+(?:round[- ]trips|rtts)\b", text[q.end:q.end + 20], re.I):
                scope = [s for s in scope if s not in ("round_trip", "one_way")]  # "half a second of round trips": several
            if re.search(r"(?:[=≈]|->|→|=>|\bthat is|\bthat's|\bi\.e\.|\bwhich is)\s*~?\s*$", text[max(s_start, q.start - 12):q.start],
                         re.I) or text[q.start] in "=≈" or re.search(
                    r"\b(?:\d|two|three|four|five|six)\s*(?:rtts|round[- ]trips)\s*[,:(]\s*(?:about\s+|roughly\s+|~)?$",
                    text[max(s_start, q.start - 30):q.start], re.I):
                scope = [s for s in scope if s not in ("round_trip", "one_way")]  # "a + b = 680 ms", "3 RTTs -> ~1.8 s": a total
            dimension = q.dimension
            if dimension == "bytes" and (re.match(r"[^.;,\d]{0,14}\bper[ -]token\b", text[q.end:q.end + 24], re.I)
                                         or re.search(r"\b(?:every|each|per|a)\s+(?:decode\s+)?(?:token|step)(?:['’]s)?\s+(?:\w+\s+){0,3}$",
                                                      text[max(s_start, q.start - 30):q.start], re.I)):
                dimension = "bytes_per_token"  # "800 KiB of KV per token", "every token keeps 2.5 MB"
            if dimension == "bytes" and re.search(r"\btokens?\s+(?:of\s+kv\s+)?at\s+~?$", text[max(s_start, q.start - 20):q.start], re.I):
                dimension = "bytes_per_token"  # "~190k tokens at 320 KiB": so much a token
            if dimension == "bytes" and re.match(r"\s+(?:each|apiece)\b", text[q.end:q.end + 10], re.I) and re.search(
                    r"\btokens?\b[^.;\d]{0,40}$", text[max(s_start, q.start - 50):q.start], re.I):
                dimension = "bytes_per_token"  # "two million more tokens of context at 320 KiB each": per token
            if dimension == "bytes_per_token" and cue is None and re.search(r"\bkv\b|\bcache\b|key[- ]value", text[s_start:s_end], re.I):
                cue = Cue("subject", "kv_cache", True, q.start, q.end, tok, tok)  # "= 2.5 MiB per token of KV"
            if dimension == "bytes" and _PER_TOKEN_FORMULA.search(  # (the figure's own "≈" may open its span)
                    text[max(s_start, q.start - 160):q.start] + (text[q.start] if text[q.start] in "=≈" else "")):
                dimension = "bytes_per_token"  # "Per token the cache is 2 x 32 layers x 8 KV heads x 128 x 2 bytes = 128 KiB"
                if cue is None and re.search(r"\bkv\b|\bcache\b|key", text[s_start:q.start], re.I):
                    cue = Cue("subject", "kv_cache", True, q.start, q.end, tok, tok)  # "KV per token: 2 x 32 layers x ..."
            step_before = q.dimension == "time" and re.search(
                r"\b(?:decode|decoding|generation|forward)\s+(?:step|pass|iteration)\b(?P<gap>[^.;]{0,60})$",
                text[max(s_start, q.start - 90):q.start], re.I)
            if q.dimension == "time" and not re.search(r"prefill", text[max(s_start, q.start - 50):q.start], re.I) and (
                    (re.match(r"\s+(?:\w+\s+)?(?:step|iteration|forward pass)\b", text[q.end:q.end + 24], re.I)
                                          # "the same ~6 ms pass yields two tokens" (not "2 s pass before the first token")
                                          or (q.hi < 0.1 and re.match(r"\s+pass\b(?!\s+(?:before|by|until|while|and|as))", text[q.end:q.end + 24], re.I)))
                                          or (step_before and q.hi < 1 and not any(
                                              q.start - len(step_before.group("gap")) <= o.start < q.start for o in s_quants))):
                # "a 1 µs tokenizer step": the time of one step
                dimension, scope = "time_per_token", sorted(set(scope) | {"per_token"})
            if _step_time(text, q, s_start) or _elliptical_per_token(text, q, s_quants, cue) or _as_rate(text, q, s_quants) or (
                    operand_of == "product" and q.dimension == "time" and (cue is None or cue.name in ("decode", "total", "prefill"))) or (
                    q.dimension == "time" and q.hi < 1 and (cue is None or cue.name in ("decode", "total", "prefill"))
                    and (re.search(r"(?<![\w.])\d[\d,]*\s*(?:tokens?\s*)?[x×*]\s*~?$", text[max(s_start, q.start - 16):q.start], re.I)
                         or _SPOKEN_FACTOR.search(text[max(s_start, q.start - 40):q.start]))):
                # "13.5 GB / 2,039 GB/s = 6.6 ms floor", "~105 tok/s (9.5 ms)": one step's time; "300 x 90ms = 27s": the
                # time multiplied by a count is the time of each one
                dimension, scope = "time_per_token", sorted(set(scope) | {"per_token"})
            if q.dimension == "token_rate" and re.match(r"\s*(?:/\s*|per\s+)(?:gpu|node|box|replica|server|card)\b", text[q.end:q.end + 12], re.I):
                scope = sorted(set(scope) | {"aggregate"})  # "20 × 40 = 800 tok/s/GPU": what one GPU puts out for all its users
            if q.dimension == "token_rate" and "single" not in scope and (
                    AGGREGATE_RATE.search(clause_text) or BATCH_SIZE_RATE.search(sent.text)
                    # "the vendor deck says the same setup does 3,000 tokens/s", "AMD's blog shows 2,500+ tok/s": a
                    # published figure, which is a server's throughput; only what the text then makes of it is checked
                    or _PUBLISHED.search(text[max(s_start, q.start - 90):q.start])
                    or (q.lo >= 2000 and HEAVY_LOAD.search(text))  # "the 19k tok/s number ... ~700 requests in flight"
                    # "our Llama 3 8B box (one A100) now produces 4,300 tokens/sec": what a machine puts out
                    or (q.lo >= 1000 and re.search(r"\b(?:box|node|server|cluster|fleet|deployment|instance|pod|rig)\b(?:\s*\([^()]{0,30}\))?\s+"
                                                   r"(?:now\s+|then\s+|still\s+)?(?:produces?|puts?\s+out|pushes|delivers?|does|serves?|generates?|handles?)\s+"
                                                   r"(?:about\s+|around\s+|roughly\s+|~)?$", text[max(s_start, q.start - 90):q.start], re.I))):
                scope = sorted(set(scope) | {"aggregate"})
            if q.dimension in ("token_rate", "time_per_token", "time") and (LOADED.search(sent.text) or heavy_load or (
                    # "... summed across a big batch of concurrent streams. Each individual stream in that run was doing
                    # ~18 tok/s": the sentence before sets the load this one refers back to
                    s_index > 0 and _BACK_REFERENCE.search(sent.text)
                    and LOADED.search(text[sentence_starts[s_index - 1]:s_start])) or (
                    # "the server hit ~4,300 tok/s total, while each individual stream saw about 18 tok/s": one stream of that load
                    q.dimension == "token_rate" and _AGGREGATE_BEFORE.search(text[s_start:q.start])) or (
                    # "Eighteen: that's tokens per second any one user in that batch was getting ... at eighteen tokens a
                    # second a 400-token reply takes over 20 s": a loaded rate given earlier, said again (and what it implies)
                    s_index > 0 and any(r.dimension == "token_rate" and r.lo == r.hi and (r is q or (
                        q.dimension == "time" and r.end <= q.start and re.search(r"\bat\s+(?:about\s+|~)?$", text[max(s_start, r.start - 10):r.start], re.I)))
                                        and _seen_under_load(text, r.lo, s_start, sentence_starts) for r in s_quants))):
                scope = sorted(set(scope) | {"loaded"})
            if DESIRE.search(text[max(s_start, q.start - 30):q.start]):
                continue  # "my boss wants 500 tok/s": a wish, not a claim
            if q.dimension == "time" and _SETTING_AFTER.match(text, q.end):
                continue  # "a 100 ms connect timeout", "the new 5 s read timeout": a setting, not a measured time
            if q.dimension == "time" and _CACHE_HIT_BEFORE.search(text[max(s_start, q.start - 40):q.start]):
                continue  # "a hit is ~2 ms from the in-process LRU": served from a cache, no generation in it
            if q.dimension == "token_rate" and re.search(r"\b(?:should|would|could|ought\s+to|expect\w*|predicts?|theoretically|on\s+paper)\b[^.;,]{0,40}$",
                                                         text[max(s_start, q.start - 50):q.start], re.I):
                scope = sorted(set(scope) | {"expected"})  # "should do ~120 tok/s": what the writer expects, not what was seen
            if re.match(r"\s*(?:per|each|every|a)\s+(?:decode\s+|scheduler\s+)?step\b", text[q.end:q.end + 24], re.I) and re.search(
                    r"\b(?:adds?|adding|added|extra|another)\s+(?:about\s+|roughly\s+|maybe\s+|~|≈)?$", text[max(s_start, q.start - 20):q.start], re.I):
                continue  # "reading the KV cache adds ~8-9 ms per step": a part of the step, not the whole of it
            if q.dimension == "time" and re.search(r"\b(?:shifted|delayed|offset|pushed\s+back|lagged)\s+by\s+(?:about\s+|roughly\s+|~)?$",
                                                   text[max(s_start, q.start - 24):q.start], re.I):
                continue  # "you just see it shifted by a few hundred ms": a delay added to the stream, not its length
            if q.dimension == "time" and re.search(r"\b(?:km|kilomet(?:er|re)s?|miles)\s+(?:at|/|over|divided\s+by)\s+(?:the\s+)?"
                                                   r"(?:light\s*speed|speed\s+of\s+light|c)\s*(?:≈|=|is|~|gives|->|→)?\s*(?:about\s+|~)?$",
                                                   text[max(s_start, q.start - 40):q.start], re.I):
                cue = Cue("subject", "network", False, q.start, q.end, tok, tok)  # "~144,000 km at light speed ≈ 480 ms"
            if q.dimension in ("time", "time_per_token") and re.search(r"\b[a-z_][a-z0-9_]*\s*[*×]\s*$", text[max(s_start, q.start - 24):q.start], re.I) \
                    and "_" in text[max(s_start, q.start - 24):q.start]:
                continue  # "budget ~= TTFT + max_tokens * 30ms": a term of a formula over a code variable
            if q.dimension == "token_rate" and re.search(r"flop\w*\s*/\s*\(?[^;]{0,40}?flops?\b[^;]{0,20}?\)?\s*(?:(?:≈|=|~|->|→)\s*~?)?$",
                                                         text[max(s_start, q.start - 80):q.start], re.I) \
                    and re.match(r"\s*(?:peak|ceiling|max(?:imum)?|theoretical|in\s+theory|on\s+paper)\b", text[q.end:q.end + 16], re.I):
                continue  # "65 TFLOPS / (2 x 3.8B FLOP per token) ≈ 8.5k tok/s peak": a compute bound worked out, judged as such
            if q.dimension == "token_rate" and re.match(r"\s*(?:of|for|on)\s+(?:the\s+)?(?:prompt|prefill|input)\b", text[q.end:q.end + 20], re.I):
                cue = Cue("subject", "prefill", False, q.start, q.end, tok, tok)  # "~700 tokens/sec of prompt"
            if q.dimension in ("token_rate", "time_per_token") and re.search(
                    r"\b(?:tts|text-to-speech|reads?\s+(?:it\s+|them\s+)?(?:out|aloud)|reading\s+speed|people\s+read|humans?\s+read|"
                    r"speaks?|speaking|speech)\b", text[max(s_start, q.start - 80):q.start], re.I):
                continue  # "at least as fast as TTS reads it out - about 3-4 words/s, i.e. roughly 5 tok/s": a reading pace
            if q.dimension in ("time", "time_per_token") and q.hi <= 0.002 and cue is not None and cue.name == "network" and re.search(
                    r"\bpcie\b|nvlink|infiniband|between\s+(?:the\s+)?(?:two\s+)?(?:cards|gpus|devices|nodes)\b", sent.text, re.I):
                continue  # "between the cards only the hidden state crosses ... the hop is well under a millisecond": a bus, not the network
            if q.dimension == "time" and _CALLS_IN_SEQUENCE.search(text[max(s_start, q.start - 70):q.start]):
                continue  # "twelve calls in sequence adds up to about 11 s": many requests' time, not one request's
            if q.dimension == "time" and _STILL_AT.search(text[max(s_start, q.start - 30):q.start]):
                continue  # "take the network out and you'd still be at 23 s": what remains without a part, not that part
            if q.dimension == "token_rate" and (_QUOTA_BEFORE.search(text[max(s_start, q.start - 30):q.start])
                                                or _QUOTA_AFTER.match(text, q.end)):
                continue  # "your quota is 400k tokens/min": an account's cap, not how fast anything runs
            if q.dimension == "bytes" and any(m.kind == "hardware" and re.search(r"\d\s*gb", text[m.start:m.end], re.I) and re.fullmatch(
                    r"\s*(?:and|or|vs\.?|versus|/)\s*(?:the\s+)?", text[m.end:q.start], re.I) for m in s_mentions):
                continue  # "the A100 40GB and 80GB": the sibling part's name, not a size claimed for the first
            if q.start > 0 and text[q.start - 1] in "'\"‘“" and text[q.end:q.end + 1] in ("'", '"', "’", "”"):
                continue  # "before anyone puts '4,300 tok/s' on a slide": a figure quoted, not claimed
            if q.dimension == "time" and re.match(r"\s*(?:per|each|a|every)\s+(?:network\s+)?hop\b", text[q.end:q.end + 20], re.I) \
                    and re.search(r"\b(?:adds?|adding|costs?|tacks?\s+on)\s+(?:\w+\s+)?(?:about\s+|roughly\s+|~)?$", text[max(s_start, q.start - 24):q.start], re.I):
                continue  # "the gateway adds ~1-2 ms per hop": one hop's cost, not the request's network time
            if q.dimension == "time" and re.search(r"\b(?:spinner|blank\s+screen|staring|stare|waiting|wait)\b[^.;]{0,24}\bfor\s+(?:about\s+|roughly\s+|~)?$",
                                                    text[max(s_start, q.start - 50):q.start], re.I):
                cue = Cue("subject", "total", False, q.start, q.end, tok, tok)  # "staring at a spinner for ten seconds"
            if q.dimension == "time" and re.search(r"\b(?:\d+|two|three|four|five)\s+(?:rtts?|round[- ]trips?)\s*(?:,|or|i\.e\.,?)\s*"
                                                    r"(?:about\s+|roughly\s+|around\s+|a\s+bit\s+(?:over|under)\s+|~)?$", text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "three RTTs or a bit over 200 ms all told": those round trips' total, checked with them
            if q.dimension == "time" and re.search(r"\b(?:nics?|roce|infiniband|ethernet|pcie|nvlink)\b[^.;]{0,20}(?:that'?s|is|takes?|=|≈)\s*"
                                                    r"(?:about\s+|roughly\s+|~)?$", text[max(s_start, q.start - 50):q.start], re.I):
                continue  # "over a single 400 Gb/s NIC that's ~80 ms": a transfer's time, not a part of the request's budget
            if q.dimension == "time" and re.search(r"\bif\s+(?:they|you|users?|customers?|someone|anyone)\s+(?:report|see|get|measure|hit)s?\s+"
                                                    r"(?:about\s+|~)?$", text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "if they report 30 s+, it's not the link": a case to watch for, not a claim
            if q.dimension == "time" and re.match(r"\s+(?:later|earlier|sooner|behind|late|longer\s+(?:for|to|than|if|before|when))\b",
                                                  text[q.end:q.end + 20], re.I):
                continue  # "every token arrives ~150 ms later than it would locally": an offset, not a per-token time
            if q.dimension == "bytes" and re.search(r"\b(?:adapters?|loras?|lo-ras?|embeddings?|tokenizer|vocab\w*)\b[^.;]{0,20}$",
                                                    text[max(s_start, q.start - 30):q.start], re.I):
                continue  # "rank-16 adapters are tens of MB each": an adapter's size, not the model's weights
            if q.dimension == "bytes" and not packed and re.search(r"\b(?:of|the)\s+(?:[\w-]+\s+)?weights\s+(?:in|into|within|inside)\s+(?:a\s+|the\s+|one\s+)?(?:~|about\s+)?$",
                                                                   text[max(s_start, q.start - 24):q.start], re.I):
                cue = Cue("subject", "memory_capacity", False, q.start, q.end, tok, tok)  # "141 GB of weights in 192 GB"
            if q.dimension == "time" and re.search(r"\b(?:froze|freezes?|frozen|freezing|stall\w*|block\w*|paus\w*|hangs?|hung|locked\s+up)\b"
                                                    r"[^.;]{0,30}\bfor\s+(?:about\s+|roughly\s+|~)?$", text[max(s_start, q.start - 60):q.start], re.I):
                continue  # "froze ~40 chats for several seconds": how long an incident lasted, not a request's time
            if q.dimension == "time" and _PER_OTHER_UNIT.match(text, q.end):
                continue  # "a few microseconds per keystroke": the cost of one of something, not a time of this request
            if q.dimension == "time" and "per_token" not in scope and q.hi < 0.5 and re.match(r"\s*each\b", text[q.end:q.end + 8], re.I) \
                    and re.search(r"\btokens?\b", text[max(s_start, q.start - 60):q.start], re.I) \
                    and not re.search(r"round[- ]trips?|handshakes?|hops?|calls?|requests?|rtts?", text[max(s_start, q.start - 60):q.start], re.I):
                dimension, scope = "time_per_token", sorted(set(scope) | {"per_token"})  # "each prompt token ..., about 5 ms each"
            if q.dimension == "bytes" and re.search(r"\d\s*[kmgtp]i?b/s\s+(?:over|/|divided by)\s+~?$", text[max(s_start, q.start - 30):q.start], re.I):
                continue  # "26.8 TB/s over 810 GB gives ~33 tok/s": the divisor of the text's own formula
            if q.dimension == "bytes" and re.match(r"\s*(?:each|apiece)\b", text[q.end:q.end + 10], re.I) and re.search(
                    r"\btokens?\s+(?:at|@)\s+~?$", text[max(s_start, q.start - 20):q.start], re.I):
                continue  # "roughly 46k tokens at 128 KiB each": the per-token size the count was worked out from
            if q.dimension == "bytes" and _same_size_restated(text[max(s_start, q.start - 40):q.start] + text[q.start:q.start + 1], q.hi):
                continue  # "516,096 B ≈ 504 KiB": the same size in other units, no new claim
            if q.dimension == "bytes" and re.search(r"\d(?:\.\d+)?\s*[bB]\s*(?:params?\s*|parameters\s*)?[x×*]\s*[\d.]+\s*(?:bytes?|B)\s*[=≈]\s*~?\s*$",
                                                    text[max(s_start, q.start - 40):q.start]):
                cue = Cue("subject", "weights", False, q.start, q.end, tok, tok)  # "3.8B × 2 bytes = 7.6 GB": params times bytes
            if q.dimension == "bytes" and re.match(r"\s*\+\s*~?\d", text[q.end:q.end + 6]) and re.search(
                    r"\b(?:fits?|total|=|sum)\b", text[q.end:s_end], re.I):
                continue  # "16 GB + ~33 GB of KV fits in 80 GB": an addend of the text's own memory check
            if q.dimension == "bytes" and re.match(r"\s*[-−–]\s*~?\d", text[q.end:q.end + 6]) and re.search(
                    r"[=≈]|\bleaves?\b|\bleft\b|\bfree\b|\bbudget\b", text[q.end:s_end], re.I):
                continue  # "KV budget: 40 GB - 16 GB of weights ≈ 20 GB": the minuend of the text's own subtraction
            if q.dimension == "bytes" and re.search(r"\bfits?\s+(?:in|into|on|onto)\s+[^.;]{0,30}$", text[max(s_start, q.start - 40):q.start], re.I) \
                    and re.search(r"[=≈]\s*~?$", text[max(s_start, q.start - 4):q.start]):
                continue  # "810 GB, fits in 8 x 192 = 1536 GB": the room it fits in, worked out
            if q.dimension == "bytes" and re.search(r"\(\s*\+\s*~?$|\s\+\s*~?$", text[max(s_start, q.start - 6):q.start]):
                continue  # "about 35 GB (+ ~2 GB scales)": an addend to the figure before, not a size of its own
            if q.dimension == "token_rate" and (re.search(
                    r"\b(?:gets?|got|getting|claws?|clawed|wins?|won)\s+back\s+(?:another\s+|an?\s+extra\s+|only\s+)?(?:about\s+|~|roughly\s+)?$|"
                    r"\b(?:gains?|gained|adds?|added|buys?|bought|loses?|lost)\s+(?:you\s+|us\s+|another\s+|an?\s+extra\s+)?"
                    r"(?:about\s+|~|roughly\s+|maybe\s+)?$", text[max(s_start, q.start - 30):q.start], re.I)
                    or re.match(r"\s+(?:more|extra|faster|slower|back|better|worse)\b", text[q.end:q.end + 10], re.I)):
                continue  # "q8_0 for the KV cache ... gets back a few tok/s": a change in speed, not a speed
            if re.match(r"\s+(?:is|was|'s|are)\s+(?:(?:about|like|roughly|~)\s+)?(?:~?[\d,.]+\s*[x×]|way|wildly|totally|completely|an?\s+order\s+of\s+magnitude)?\s*"
                        r"(?:off|wrong|too\s+(?:high|low|fast|slow))\b", text[q.end:q.end + 40], re.I):
                continue  # "2 ms/token is 1000x off": a figure quoted to be refuted
            if q.dimension == "bandwidth" and q.hi <= 200e9 and re.search(r"\bpcie|\bnvlink|\binterconnect|\bgen\s?[345]\b|\bx(?:8|16)\b|\binfiniband|\bethernet|\bnic\b",
                                                                     text[max(0, q.start - 250):q.end + 40], re.I):
                continue  # "the PCIe hop between the cards ... at ~8 GB/s that's ~2 µs": a link's bandwidth, not the memory's
            if q.dimension == "bandwidth" and re.search(r"\b\d+\s*[x×*]\s*~?[\d.,]+\s*(?:[tg]b/s)?\s*(?:≈|=|~=|->|→)\s*~?\s*$", text[max(s_start, q.start - 30):q.start], re.I):
                continue  # "8 x 3.35 TB/s ≈ 27 TB/s": the product of the per-device figure, which is what gets checked
            if q.dimension == "flops_rate" and q.hi < 1e6 and re.match(r"\s*flops?\b", text[q.start:q.end].lstrip("~≈ 0123456789.,"), re.I):
                continue  # "every weight byte feeds ~512 FLOPs": a count of operations, not a rate
            if q.dimension == "time" and re.match(r"\s+(?:is|gives|leaves|should\s+be|would\s+be)\s+(?:\w+\s+)?(?:enough|plenty|ample|generous|"
                                                  r"comfortable|sufficient)\b", text[q.end:q.end + 40], re.I):
                continue  # "... finish in ~45 s and 60 s is enough headroom": a limit set, not a time claimed
            # a server-sized speed is reported from further back ("the vendor says their endpoint does 5,000 tok/s")
            reach = 60 if q.dimension == "token_rate" and q.lo >= 1000 else 30
            if (REPORTED.search(text[max(s_start, q.start - reach):q.start]) and not _under_review(text, s_start, q.start)) \
                    or RETOLD.search(text[max(s_start, q.start - 100):q.start]):
                continue  # "our provider advertises 3,000 tok/s": someone else's claim, reported
            if re.search(r"(?:\bnot|n't|\bnever|rather than|instead of)\s+(?:\w+\s+)?$", text[max(s_start, q.start - 16):q.start], re.I):
                continue  # "5-10 s, not a sixth of a second": a figure denied, not claimed
            if q.dimension in ("time", "bytes") and re.match(r"\s*(?:/|÷|\bover\b|\bdivided\s+by\b)\s*~?[\d.,]+\s*(?:[kmgtp]i?b/s|[kmgtp]b/s|tok|"
                                                         r"(?:tera|giga)bytes?\s+(?:a|per)\s+sec)", text[q.end:q.end + 30], re.I):
                continue  # "7 GB / 3.35 TB/s is about 2 ms": the dividend of the text's own formula
            if q.dimension == "time" and re.search(r"\b(?:is|=|or)\s+~?$", text[max(s_start, q.start - 6):q.start]) and any(
                    o.dimension == "time" and o.end <= q.start and q.start - o.end <= 30 and o.hi > 0
                    and abs(o.hi - q.hi) <= 0.01 * o.hi for o in s_quants):
                continue  # "10 ms is 1 × 10^-2 s": the same time in other units, no new claim
            if q.dimension == "time" and re.match(r"\s*(?:of\s+)?(?:idle|idling|inactivity|idleness|timeouts?|ttl|cool-?down|"
                                                  r"keep-?alive|grace)\b", text[q.end:q.end + 20], re.I):
                continue  # "scales to zero after 15 minutes idle": a setting, not how long anything takes
            if q.dimension == "bytes" and (REMAINDER_AFTER.match(text, q.end) or
                                           REMAINDER_BEFORE.search(text[max(s_start, q.start - 16):q.start])):
                continue  # "~50 GB left for KV cache": a remainder, not a size
            if q.dimension == "bytes" and re.search(r"\b(?:on|in)\s+(?:a\s+|the\s+|one\s+)?~?$", text[max(s_start, q.start - 10):q.start], re.I) \
                    and re.match(r"\s*(?:[.,;:)!?]|$)", text[q.end:q.end + 3]):
                continue  # "about where you run out of room on 24 GB": the card's memory as a place, no claim about it
            if q.dimension == "percent" and re.match(r"\s*(?:of\s+)?(?:that|this|it|the\s+(?:ceiling|peak|bound|limit|theoretical\w*|max\w*|roofline|"
                                                     r"bandwidth|hardware\s+peak|rated\s+\w+))\b", text[q.end:q.end + 30], re.I) \
                    and re.search(r"\b(?:hits?|reach(?:es)?|gets?|achieves?|runs?\s+at|sustains?|utili[sz]\w*|efficien\w*|mbu|mfu)\b",
                                  text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "llama.cpp usually hits maybe 55-60% of that": an efficiency against a ceiling, not a share of the time
            kind = "share" if q.dimension == "percent" else "magnitude" if q.dimension == "orders" else "quantity"
            if kind == "magnitude" and re.match(r"\s*(?:larger|bigger|more|greater|slower|longer|higher|above)",
                                                text[q.end:q.end + 12], re.I):
                scope = sorted(set(scope) | {"larger"})
            if kind == "share" and cue is not None and cue.name == "decode" and re.search(
                    r"\b(?:on|of|for|in|per|against|out of)\s+(?:a|an|the|every|each)?\s*(?:[\w.~-]+\s+){0,3}$", text[max(s_start, cue.start - 30):cue.start], re.I):
                cue = None  # "on a typical 6 s completion that's only 3%": the completion is the whole, not the part
            if kind == "share":
                named_after = SHARE_NAMED_AFTER.match(text, q.end)
                after = named_after and next((c for c in s_cues if c.kind == "subject" and c.name in COMPONENTS + ["overhead"]
                                              and not c.weak and named_after.end() - 4 <= c.start <= named_after.end() + 4), None)
                if after is not None:
                    cue = after  # "80% of that is the round trip": the part is named after the copula
            if kind == "share" and re.search(r"\d\s*(?:ms|s|seconds?|milliseconds?)\s+(?:is|are|was|=)\s+(?:only\s+|about\s+|~)?$",
                                             text[max(s_start, q.start - 30):q.start], re.I):
                cue = None  # "that 80 ms is 1.3% of the request": the share of that figure, whatever it was
            if kind == "share" and re.search(r"\((?:(?!\)).)*\b(?:vs\.?|versus)\b(?:(?!\)).)*$", text[max(s_start, q.start - 60):q.start]):
                continue  # "(756 vs 989 TFLOP/s, about 24%)": the gap between two figures, not a share of the wall clock
            if kind == "share" and _share_of_a_part(text, q, s_start):
                continue  # "cut our RTT by 40%": a change in one component, not its share of the wall clock
            if kind == "share" and re.search(r"\b(?:win|wins|saving|savings|gain|gains|improvement|speed-?up|reduction|payoff|benefit)\s+"
                                             r"(?:is|was|would\s+be|will\s+be|comes\s+to)\s+(?:only\s+|just\s+|about\s+|roughly\s+|~|≈|\s)*$",
                                             text[max(s_start, q.start - 40):q.start], re.I):
                continue  # "so the win is only ~3% of total latency": what a change saves, not a part's share
            if kind == "share" and _CUT_BY.search(text[max(s_start, q.start - 60):q.start]) and math.isfinite(q.hi):
                # "speculative decoding cut our latency by ~40%": what was sped up is at least that share of the time
                q = Quantity(q.start, q.end, q.lo, 100.0, q.dimension, "lower", q.unit)
            if kind == "share" and cue is not None and cue.start >= q.end and re.search(
                    r"(?:\bnot|n't|\bnever)\s+(?:\w+\s+)?$", text[max(s_start, cue.start - 16):cue.start], re.I):
                continue  # "half the latency is not the network": denied
            if kind == "share" and re.match(r"\s*of\s+(?:(?:the|its|our|a|an)\s+)?(?:[\w-]+['’]s\s+)?~?[\d.,]+\s*(?:[tgp]b/s|tflop|pflop|gb\b)",
                                            text[q.end:q.end + 40], re.I):
                continue  # "about 70% of the card's 2.0 TB/s": a utilization of a figure, not a share of the time
            if kind == "share" and re.match(r"\s*(?:of\s+)?(?:(?:the|its|our|a|an)\s+)?(?:[\w'’.~-]+\s+){0,4}?(?:peak|mfu|mbu|"
                                            r"utili[sz]ation|flop|tflop|pflop|bandwidth|capacity|hbm|memory|vram)",
                                            text[q.end:q.end + 50], re.I):
                continue  # "at ~40-50% of the node's FP8 peak", "60% MBU": a utilization, not a share of the time
            spelled_share = kind == "share" and not re.search(r"%|per ?cent", text[q.start:q.end], re.I)
            line_start = text.rfind("\n", 0, q.start) + 1
            label = LINE_LABEL.match(text, line_start)
            budget_line = bool(label) and re.fullmatch(r"\s*~?\s*", text[label.end():q.start]) is not None \
                and "%" in text[q.start:q.end] and cue is not None and cue.start >= line_start
            # "By share: decode ~80%, network+TLS ~9%": a list of parts under a heading that says they are shares
            share_list = bool(_SHARE_HEADING.search(text[s_start:q.start])) and cue is not None and cue.end <= q.start \
                and re.fullmatch(r"\s*[:=]?\s*(?:~|≈|about\s+|roughly\s+)?", text[cue.end:q.start]) is not None
            if kind == "share" and not spelled_share and not budget_line and not share_list and not (SHARE_CONTEXT.search(text[q.end:q.end + 30])
                                        or SHARE_CONTEXT.search(text[max(s_start, q.start - 25):q.start])):
                continue  # "a 70% acceptance rate" is no share of the wall clock
            if cue is not None and kind == "quantity" and q.dimension == "time" and re.search(
                    r"\b(?:together|combined|between them|altogether|both)\b", text[cue.start:q.start], re.I) and _conjoined(
                    text, cue, [c for c in s_cues if c.kind == "subject"]):
                cue = None  # "network and tokenizer together are maybe 100 ms": two parts' sum, not one part's time
            subjects = [cue.name] if cue else []
            if cue is not None and kind != "quantity":
                subjects += _conjoined(text, cue, [c for c in s_cues if c.kind == "subject"])
            if kind == "magnitude" and (cue is None or cue.name == "decode"):
                minors = [c.name for c in s_cues if c.kind == "subject" and c.name in ("network", "tokenizer", "connection")]
                if minors:  # "2 ms to tokenize ... several seconds to generate: six orders of magnitude"
                    if cue is not None and cue.name == "decode" and re.search(
                            r"\b(?:above|over|more than|larger than|bigger than|greater than|slower than|longer than)\s+(?:the\s+)?"
                            r"(?:\w+\s+){0,2}?(?:tokeni[sz]|network|handshake|tls|connection|round)", text[q.end:q.end + 60], re.I):
                        scope = [s for s in scope if s != "larger"]  # "decode sits 3-4 orders above tokenization"
                    subjects = list(dict.fromkeys(minors))
                    cue = Cue("subject", subjects[0], True, q.start, q.end, tok, tok)
            same_clause_tokens = [t for t in token_counts if hard.get(token_index(t.start)) == hard.get(tok)
                                  and not prompt_count(text, t)]
            n_tokens = (same_clause_tokens or [None])[0] or _answer_length(text, token_counts)
            prompts = [t for t in token_counts if prompt_count(text, t)]
            if len(prompts) > 1 and any(t.end <= q.start for t in prompts):
                # "128-token prompt ≈ 16ms, 2k-token prompt ≈ 133ms": each time goes with the prompt named just before it
                prompts = sorted(prompts, key=lambda t: (t.end > q.start, q.start - t.end if t.end <= q.start else 0))
            if (dimension == "time_per_token" or "per_token" in scope) and q.dimension == "time" and q.hi >= 1 and re.search(
                    r"\d[\d,]*\s+(?:decode\s+)?(?:steps|tokens)\s+at\s+~?[\d.]+\s*ms\s+each\s+(?:is|=|gives|comes\s+to|makes)\s+(?:about\s+|~)?$",
                    text[max(s_start, q.start - 70):q.start], re.I):
                # "500 decode steps at ~22 ms each is 11 s": the product, the whole generation
                dimension, scope = "time", [x for x in scope if x != "per_token"]
            if "per_token" in scope and re.search(r"prefill", text[max(s_start, q.start - 60):q.start], re.I) \
                    and re.match(r"\s+per\s+(?:step|turn|call|request|round)\b", text[q.end:q.end + 16], re.I):
                # "re-prefilling that is on the order of 2-3 s per step": an agent's step, not a decode step
                scope = [x for x in scope if x != "per_token"]
                dimension = q.dimension
                cue = Cue("subject", "prefill", True, q.start, q.end, tok, tok)
                subjects = ["prefill"]
            if "per_token" in scope and q.dimension == "time" and re.match(
                    r"\s+(?:over|for|across|on)\s+(?:a|an|the|each|every|one|our)?\s*(?:typical\s+|whole\s+|full\s+|average\s+)?"
                    r"~?\d[\d,.]*k?[- ]tokens?\b", text[q.end:q.end + 40], re.I):
                # "saves ~1 µs per token, about 0.4 ms over a typical 400-token answer": the whole answer's worth
                scope = [x for x in scope if x != "per_token"]
                dimension = "time"
            if several_round_trips:
                scope = [x for x in scope if x != "round_trip"]
            if dimension == "token_rate" and cue is not None and cue.name == "throughput" and "aggregate" not in scope and (
                    ("single" in scope and _ONE_USER_AFTER.match(text, q.end))
                    or (cue.end <= q.start and _YOU_SEE.search(text[cue.end:q.start]))):
                # "the A10G pushes ~1,500 tokens per second per user": what one user gets, whatever verb carries it
                cue = Cue("subject", "decode", False, q.start, q.end, tok, tok)
                subjects = ["decode"]
            if q.dimension == "time" and re.match(r"\s+(?:per\s+token\s+)?(?:to|for)\s+(?:de)?tokeni[sz](?:e|ing|ation)\b", text[q.end:q.end + 30], re.I):
                cue = Cue("subject", "tokenizer", False, q.start, q.end, tok, tok)  # "Each token costs about 1 µs to tokenize"
                subjects = ["tokenizer"]
            if cue is None and q.dimension == "time" and _TOKENS_OVER_RATE.search(text[max(s_start, q.start - 60):q.start]):
                # "600 over 4,300 is about 0.14 seconds": an answer's tokens over a rate, the time to generate it
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)
                subjects = ["decode"]
            elif cue is None and q.dimension == "time" and claims and claims[-1].sentence == s_index and claims[-1].subject == "decode" \
                    and claims[-1].dimension == "time" and re.fullmatch(r"\s*,?\s*(?:so|i\.e\.|which\s+is|that'?s)\s+(?:it'?s\s+|about\s+)?",
                                                                        text[claims[-1].end:q.start], re.I):
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)  # "..., so well under a quarter of a second": the same
                subjects = ["decode"]
            if cue is None and q.dimension == "time" and (dimension == "time_per_token" or "per_token" in scope) and _TOKEN_COSTS.search(
                    text[max(s_start, q.start - 50):q.start]) and not re.search(r"tokeni[sz]|network|round[- ]?trips?|rtt|handshake|ping",
                                                                            sent.text, re.I):
                # "On an H100 with Llama 3 70B, a token costs well under a millisecond": the step that makes a token
                cue = Cue("subject", "decode", True, q.start, q.end, tok, tok)
                subjects = ["decode"]
            if dimension == "time_per_token" and re.search(r"[x×*]\s*~?$", text[max(s_start, q.start - 4):q.start]) and any(
                    c.kind == "quantity" and c.dimension == "time_per_token" and c.value is not None
                    and (c.value.lo, c.value.hi) == (q.lo, q.hi) for c in claims):
                continue  # "~0.3s per token ... 500 tokens x 0.3s = 15 seconds": the premise again, already a claim
            where = context(q.start, q.end, dimension)
            if where.pop("unpaired"):
                continue  # two devices and a "from X to Y" pair: which figure is whose is unsaid
            add(kind=kind, start=q.start, end=q.end, text=text[q.start:q.end], sentence=s_index,
                subject=cue.name if cue else None, subjects=subjects, dimension=dimension,
                subject_inferred=cue is not None and cue.start == q.start and cue.end == q.end,
                value=Interval(lo=q.lo, hi=q.hi), unit=q.unit, qualifier=q.qualifier, scope=scope, hedged=hedged,
                tokens=n_tokens.mid if n_tokens else None, prompt_tokens=prompts[0].mid if prompts else None,
                **where)

        # --- predicates ----------------------------------------------------------------------------
        for p in (c for c in s_cues if c.kind == "predicate"):
            if p.name in ("memory_bound", "compute_bound") and re.search(r"\b(?:the|a|this|that|its|any)\s+$", text[max(s_start, p.start - 6):p.start], re.I) \
                    and not re.match(r"\s*(?:regime|phase|workload)", text[p.end:p.end + 10], re.I):
                continue  # "this isn't cheating the bandwidth bound": the bound as a noun, not a claim about decode
            if p.name in ("dominant", "significant") and re.search(r"\b(?:memory|hbm|vram|space|room|capacity|gb|gib)\b[^.;]{0,20}$",
                                                                   text[max(s_start, p.start - 40):p.start + 12], re.I):
                continue  # "most of the memory goes to KV cache": how the device's capacity is split, not the time
            if p.name in ("dominant", "significant") and re.search(
                    r"\bthe\s+(?:extra|additional|added|difference|gap|delta)\b(?:\s+~?[\d.,]+(?:\s*-\s*[\d.,]+)?\s*(?:ms|s|seconds?|milliseconds?))?"
                    r"[^.;]{0,30}$", text[max(s_start, p.start - 60):p.start], re.I) and re.search(
                    r"\b(?:versus|vs\.?|compared\s+(?:to|with)|than)\b", text[s_start:p.start], re.I):
                # "5-6 s versus 3.5-4 on shore; the extra 1-2 seconds is almost entirely the satellite hop": what one
                # setup adds over another, not a share of either's wall clock
                continue
            if p.name in ("compute_bound", "memory_bound") and re.search(
                    r"\b(?:approaching|closer\s+to|close\s+to|nearly|almost|towards?|edging\s+(?:toward|into)|near)\s+$",
                    text[max(s_start, p.start - 16):p.start], re.I):
                continue  # "approaching compute-bound", "much closer to compute-bound": a trend, not a regime claimed
            if p.name == "fits" and re.match(r"\s+(?:on|in)\s+(?:both|either|each|all)\b", text[p.end:p.end + 12], re.I):
                continue  # "whenever the model fits on both": a condition over the devices compared, not a claim it fits
            if p.name == "fits" and re.search(r"\b(?:models?|anything|whatever|ones?)\s+(?:that|which)\s+(?:\w+\s+)?$",
                                              text[max(s_start, p.start - 30):p.start], re.I):
                continue  # "on models that fit in 24 GB": a class of models, not a claim about this one
            if p.name in ("dominant", "significant", "fast") and _SHORT_CASE.search(text[max(s_start, p.start - 80):p.start]):
                continue  # "for short outputs like this the satellite dominates": a case the defaults do not describe
            bound_after = p.bound_after or doc[p.token_start:p.token_end].text.lower() in prefixes
            if bound_after and _THEORY_LEAD.match(text, p.start) and _CLAUSE_GOES_ON.match(text, p.end):
                continue  # "My theory: prefill runs all prompt tokens in parallel": a theory about how it works, not a culprit
            because = False
            # a phrase that names its subject after it may span a break ("slow because of TLS"): its last word's clause
            clause = hard.get(p.token_end - 1 if bound_after else p.token_start, 0)
            clause_text = _clause_text(sent_tokens, hard, clause)
            allowed = COMPONENTS + ["batching", "total"]
            if p.name in ("dominant", "significant"):
                allowed = allowed + ["kv_cache", "overhead"]
            if p.name in ("memory_bound", "compute_bound", "sequential"):
                allowed = ["decode", "prefill"]
            elif p.name in ("faster", "slower", "lower_latency", "slows_proportionally"):
                allowed = ["batching"]
            elif p.name == "per_token_round_trip":
                allowed = ["network", "decode", "connection"]
            elif p.name == "recompute_per_token":
                allowed = ["decode", "prefill", "kv_cache"]
            elif p.name == "fits":
                allowed = ["weights", "memory_capacity", "kv_cache"]
            elif p.name == "connection_per_token":
                allowed = ["connection", "network", "decode"]
            same_clause = [c for c in s_cues if c.kind == "subject" and c.name in allowed
                           and hard.get(c.token_start) == clause]
            candidates = same_clause
            if p.name == "fits" and re.search(r"\b(?:even\s+if|if|unless)\s+(?:it|the\s+model|they|this|that)?\s*$",
                                              text[max(s_start, p.start - 20):p.start], re.I):
                continue  # "even if it fit on one H100, ...": a supposition, not a claim that it fits
            if p.name == "fits" and re.search(r"\b(?:next\s+to|alongside|on\s+top\s+of|beside|plus|in\s+addition\s+to)\b", clause_text, re.I):
                continue  # "32 GiB of KV won't fit next to bf16 weights": what fits beside the weights, not the weights
            if p.name == "sequential" and re.search(r"\b(?:requests?|calls?|users?|jobs?|queries|prompts|people)\s+(?:\w+\s+){0,2}$",
                                                    text[max(s_start, p.start - 30):p.start], re.I):
                continue  # "requests come in one at a time": traffic, not how prefill works
            if p.name == "handshake_on_reuse" and not re.search(r"\btls\b|\bssl\b|\btcp\b|handshake", text[s_start:p.start], re.I):
                continue  # "even with keep-alive, each request pays its round trip": no handshake is said to be paid
            if p.name == "sequential":  # "one prompt token per forward pass": words of the phrase are not its subject
                candidates = [c for c in candidates if not (p.start <= c.start < p.end)]
            if p.name in ("memory_bound", "compute_bound"):  # "it is bandwidth-bound, so after the first token ...": a time, not a subject
                candidates = [c for c in candidates if not re.search(r"\b(?:after|before|until|since|from)\s+(?:the\s+)?$",
                                                                     text[max(s_start, c.start - 12):c.start], re.I)]
            if bound_after:
                # "it's the network": only a subject right after the phrase counts
                gap = re.match(r"\s*(?:(?:probably|likely|most likely|surely|clearly|obviously|definitely|basically|"
                               r"just|mostly|all|simply|entirely|really|actually|because(?:\s+of)?|due\s+to|down\s+to|thanks\s+to|in|on)\s+|"
                               r"(?:your|our|their|the)\s+[\w-]+['’]s\s+|"
                               # "my money's on the HF tokenizer": a maker's or version's name before the part
                               r"(?:your|our|their|the)\s+(?:hf|hugging\s*face|python|rust|sentencepiece|tiktoken|new|old|slow|current|provider|"
                               r"provider's|server|server's|host|own)\s+)+",
                               text[p.end:p.end + 40], re.I)
                reach = 6 + (gap.end() if gap else 0)  # "the rest is probably the GIL": a hedge between is no gap
                because = bool(gap and re.search(r"\bbecause\b", gap.group(0), re.I))
                if because:  # "mostly because the tokenizer is slow": the subject opens the clause "because" starts
                    same_clause += [c for c in s_cues if c.kind == "subject" and c.name in allowed
                                    and hard.get(c.token_start) == clause + 1]
                candidates = [c for c in same_clause if (-6 <= c.start - p.end or c.start > p.start) and c.start - p.end <= reach and c.end > p.end
                              # "those numbers can't be single-stream": a way of measuring, not a part that takes time
                              and not re.fullmatch(r"(?:single|per|each)[- ]?streams?|every\s+token|per[- ]token", text[c.start:c.end], re.I)]
                if candidates and all(c.weak for c in candidates):  # "coming from the request queue": the head noun names it
                    candidates += [c for c in same_clause if not c.weak and 0 <= c.start - p.end <= reach + 14]
                if not candidates:
                    continue
            if re.search(r"\breason\b", text[p.start:p.end], re.I) and any(c.end <= p.start for c in candidates):
                # "the handshake is the main reason completions take 7-9 s": what follows "reason" is the effect
                candidates = [c for c in candidates if c.end <= p.start]
            cue = _subject_for(p.start, p.end, (p.token_start, p.token_end - 1), candidates, allowed, hard, hard,
                               compared=lambda pos: bool(COMPARED.search(text[max(s_start, pos - 16):pos])),
                               weak_after=bound_after)  # "slow because of the model": the phrase names it
            if cue is None and bound_after and because:
                cue = min(candidates, key=lambda c: (c.weak, c.start))
            relative = p.name in ("memory_bound", "compute_bound", "sequential") and re.search(
                r",?\s+which\s+(?:is|are|was|were|stays?|remains?)\s+(?:\w+\s+)?$", text[max(s_start, p.start - 40):p.start], re.I)
            if relative:  # "that's decode, which is memory-bound": the relative clause is about the noun right before it
                head = max(s_start, p.start - 40) + relative.start()
                head_cue = next((c for c in s_cues if c.kind == "subject" and c.name in allowed and 0 <= head - c.end <= 2), None)
                cue = head_cue or cue
            if cue is not None and cue.name == "batching" and p.name in ("faster", "lower_latency") and _BATCH_CUT.search(
                    text[max(s_start, cue.start - 24):cue.end + 24]) and not (_MANY_TIMES.search(text[max(s_start, p.start - 40):p.end])
                                                                         and re.search(r"\bbatching\b", text[cue.start:cue.end], re.I)):
                continue  # "lowering the batch from 64 to 8 makes each request faster": a smaller batch is faster, rightly
            one_request = False
            if cue is None and p.name in ("faster", "lower_latency") and _batching_speeds_one(text, p, s_start, s_cues, cues, clause_text):
                cue = next(c for c in reversed(cues) if c.kind == "subject" and c.name == "batching" and c.start < p.start)
                one_request = True
                if _BATCH_CUT.search(text[max(0, cue.start - 24):cue.end + 24]) and not _MANY_TIMES.search(text[max(0, p.start - 40):p.end]):
                    continue  # "should we just turn batching off to make answers faster? ... somewhat quicker": rightly (not "10x faster")
            if cue is not None and cue.start >= p.end and (re.search(
                    r"\b(?:like|as|than|unlike|next\s+to|compared\s+(?:to|with)|relative\s+to|beside|versus|vs\.?)\s+"
                    r"(?:the\s+|either\s+|any\s+|our\s+|its\s+|their\s+)?$", text[max(s_start, cue.start - 20):cue.start], re.I) or re.search(
                    r"\b(?:against|next\s+to|compared\s+(?:to|with)|relative\s+to)\s+(?:the\s+|our\s+|its\s+)?(?:[\w+~.,-]+\s+){1,6}?$",
                    text[max(s_start, cue.start - 40):cue.start], re.I)):  # ("a rounding error against 20+ seconds of decode")
                # "It is processed token by token, like decode", "a rounding error next to either generation time": the
                # part named after is the yardstick, not the subject
                cue = None
            if cue is not None and p.name in ("memory_bound", "compute_bound") and not relative and _IT_BOUND_OR_NOT.search(text[max(s_start, p.start - 50):p.start]):
                first = next((c for c in s_cues if c.kind == "subject" and c.name in ("decode", "prefill") and not c.weak
                              and c.end <= p.start), None)
                if first is not None:  # "Prefill pushes all 6,000 through ... forward passes, so it's compute-bound":
                    cue = first  # "it" is the sentence's subject, not the last part named on the way
            if cue is None and not bound_after and p.name in ("sequential", "fast", "memory_bound", "compute_bound", "dominant") \
                    and re.match(r"\s*(?:and\s+|but\s+|so\s+)?it(?:'s|\s+is|\s+was|\s+runs|\s+goes|\s+happens)\b", text[s_start:p.start], re.I) \
                    and s_index > 0:
                # "Prefill is the problem. It is processed token by token, like decode": "it" is the part just named
                before = [c for c in cues if c.kind == "subject" and not c.weak and c.name in allowed
                          and sentence_starts[s_index - 1] <= c.start < s_start]
                if before and len({c.name for c in before}) == 1:
                    cue = before[-1]
            if cue is None and p.name in ("faster", "slower", "lower_latency", "slows_proportionally"):
                continue
            if cue is not None and cue.start >= p.end and re.match(r"i(?:'d|\s+would)?\s+(?:guess|suspect)", text[p.start:p.end], re.I) \
                    and re.match(r"\s+(?:is|are|was|takes?|adds?|costs?|accounts?|eats?)\b", text[cue.end:cue.end + 12], re.I):
                continue  # "I'd guess the tokenizer is maybe 5% of it": a guessed figure, which is the sentence's claim
            if cue is None and p.name in ("faster", "slower", "lower_latency"):
                continue
            if cue is None and p.name in ("memory_bound", "compute_bound"):
                before = [c for c in cues if c.kind == "subject" and c.name in ("decode", "prefill") and c.end <= p.start
                          and c.start >= s_start - 200]
                strong = [c for c in before if not c.weak]  # "Prefill pushes all 6,000 through the model ... so it's
                # compute-bound": the part named, not "the model" it passes through
                pronoun = _IT_BOUND.search(text[max(s_start, p.start - 24):p.start])
                in_sentence = [c for c in strong if c.start >= s_start]
                if pronoun and in_sentence:  # "Prefill pushes all 6,000 through ... forward passes, so it's compute-bound":
                    strong = in_sentence[:1]  # "it" is the sentence's subject, not the last part named on the way
                # a weak cue binds only in its own paragraph ("Q: Same prompt, same Llama-3-70B ... A: ... the HBM
                # bandwidth bound that caps GPUs": the prompt named in the question is not what the answer's bound is about)
                near = strong or [c for c in before if "\n\n" not in text[c.end:p.start]]
                cue_name = near[-1].name if near else "decode"  # boundness talk without a subject is about decode
            elif p.name in ("per_token_round_trip", "connection_per_token"):
                cue, cue_name = None, "network" if p.name == "per_token_round_trip" else "connection"
            elif p.name == "recompute_per_token":
                if not re.search(r"\b(?:every|each|per|new|next)\s+(?:new\s+)?(?:token|step|word)\b",
                                 text[p.start:min(len(text), p.end + 60)], re.I):
                    continue  # "prefill recomputes the prompt": once, which is right; only per token is wrong
                cue, cue_name = None, "decode"  # whatever the sentence names, the claim is about decoding
            elif p.name == "broken":
                cue, cue_name = None, "overhead"  # whatever is named as broken, the claim is that the model is not the cause
            elif p.name == "fits":
                if not (any(m.kind == "hardware" for m in s_mentions) or re.search(
                        r"\b(card|gpu|device|node|box|accelerator|vram)s?\b", clause_text, re.I)) or any(
                        c.kind == "subject" and c.name == "kv_cache" and hard.get(c.token_start) == clause
                        and c.start < p.start for c in s_cues):
                    continue  # "fits" with no device named, or said of the KV cache: nothing to check
                cue, cue_name = None, "weights"
            elif cue is None:
                continue
            else:
                cue_name = cue.name
            if p.name == "per_token_round_trip" and not re.search(r"token|chunk|word", text[max(s_start, p.start - 30):p.end], re.I):
                continue  # "plus the request's own round trip" is no per-token claim
            if p.name == "fast" and re.search(r"\bfree\b", text[p.start:p.end], re.I) and re.search(
                    r"\b(?:adding|add|more|extra|another)\s+(?:\w+\s+)?(?:requests?|sequences?|users?|streams?)\b[^.;,]{0,20}$|"
                    r"\b(?:verify|verification)\s+(?:pass|step)\b[^.;,]{0,30}$", text[max(s_start, p.start - 50):p.start], re.I):
                continue  # "adding requests is almost free", "the verify pass stops being nearly free": free said of something else
            if p.name == "fast" and cue is not None and cue.weak and re.search(r"\bgpus?\b", text[cue.start:cue.end], re.I) \
                    and not re.search(r"\b(?:bit|part|least|fraction|sliver|share)\b", text[p.start:p.end], re.I) \
                    and not re.search(r"\b(?:part|side|work|time)\b", text[cue.start:cue.end], re.I):
                continue  # "the GPUs are fast": true of the hardware, not a claim that generation takes no time (but "the
                # GPU part is the quick bit" gives generation a small share of the time)
            if p.name == "dominant" and cue is not None and cue.weak and re.search(r"\bgpus?\b", text[cue.start:cue.end], re.I) \
                    and re.search(r"(?:[;,—]|\bbut\b|\brather\b)\s*(?:it'?s\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}(?:bandwidth|hbm|memory|"
                                  r"weights?)\b(?:\s+[\w-]+){0,3}?\s+(?:is|are)\b", text[p.end:s_end], re.I):
                continue  # "the GPU isn't the bottleneck, HBM bandwidth is": GPU compute set against memory, not decode
            if p.name == "fast" and re.match(r"\s+of\s+(?!(?:\w+\s+){0,3}?(?:time|latency|wall|request|wait|total|budget|delay|"
                                             r"response|seconds|p50)\b)", text[p.end:p.end + 40], re.I) and not (
                    # "500-token answers take 12 s. Generation is a tiny fraction of it": "it" is the time just given
                    re.match(r"\s+of\s+(?:it|that)\s*(?:[.;!]|$)", text[p.end:p.end + 12], re.I)
                    and re.search(r"\d\s*(?:s|secs?|seconds)\b", text[sentence_starts[max(0, s_index - 1)]:p.start], re.I)):
                continue  # "a tiny fraction of that [compute]": a fraction of something other than the time
            if p.name == "fast" and re.search(r"(?:fast|quick)$", text[p.start:p.end], re.I) and re.match(r"\s+(?:enough|as\b|compared|relative|per\b|on\b|with\b|at\b|when\b|if\b|in\s+comparison)",
                                             text[p.end:p.end + 16], re.I):
                continue  # "decode is fast enough", "is fast per token", "is fast compared to": no claim it is subsecond
            if p.name in ("dominant", "significant") and cue is not None and cue.name == "kv_cache" and re.match(
                    r"[\s-]*(?:exhaustion|pressure|evictions?|preemptions?|capacity|fragmentation|thrash\w*|(?:running\s+)?out\s+of|"
                    r"(?:is\s+|was\s+|getting\s+)?full|limits?|size|oom)\b", text[cue.end:cue.end + 24], re.I):
                continue  # "Root cause: KV-cache exhaustion": room for sequences, not the bytes each step reads
            if p.name == "dominant" and cue is not None and cue.start >= p.start and re.match(r"\s+(?:one|kind|version|variant|type)\b", text[cue.end:cue.end + 10], re.I):
                continue  # "the tokenizer, it's the Python one": which kind of thing it is, not where the time goes
            if p.name in ("dominant", "significant") and any(0 <= q.start - p.end <= 3 and q.dimension != "tokens" for q in s_quants):
                continue  # "the handshake eats ~250 ms": a cost stated with its figure, not a claim of dominance
            if p.name == "fast" and re.search(r"\b(?:the|that|those|our)\s+(?:extra\s+|added\s+)?~?[\d.,]+\s*(?:ms|milliseconds?|s|seconds?|us|µs)\s+"
                                              r"(?:\w+\s+)?(?:is|are|was|were)\s+(?:just\s+|only\s+|pure\s+|basically\s+)?$",
                                              text[max(s_start, p.start - 40):p.start], re.I):
                continue  # "800 tokens is 4-5 s of decode, and the 160 ms is noise": said of that figure, not of decode
            if p.name == "fast" and cue is not None and cue.end <= p.start and REMAINDER_SUBJECT.search(
                    text[cue.end:p.start]):
                continue  # "decode is most of it and the rest is rounding error": said of the rest, not of decode
            if p.name in ("compute_bound", "memory_bound") and re.search(
                    r"\b(?:to be|to become|to get|would be|to turn|before it is|before it's|until it is)\s+$", text[max(s_start, p.start - 16):p.start], re.I):
                continue  # "an H100 needs ~300 FLOP per byte to be compute-bound": the condition, not a claim
            if p.name in ("per_token_round_trip", "connection_per_token") and re.search(
                    r"\b(?:rather than|instead of|without|not)\s+(?:\w+\s+){0,2}$", text[max(s_start, p.start - 30):p.start], re.I):
                continue  # "one open connection rather than paying a round trip per token": denied
            if p.name == "fast" and re.match(r"\s*:\s", text[p.end:p.end + 3]) and any(
                    p.end < q.start <= p.end + 80 and q.dimension in ("time", "token_rate", "time_per_token") for q in s_quants):
                continue  # "Inference on a modern GPU is fast: the whole response takes about 50 ms": the figure says it
            if text[p.start - 1:p.start] in ('"', "“") and text[p.end:p.end + 1] in ('"', "”"):
                continue  # 'calls decode "subsecond"': someone else's word, held up at arm's length
            if p.name in ("dominant", "significant") and re.match(
                    r"\s+(?:most|all|much|half|the\s+bulk|a\s+lot)\s+of\s+(?:the\s+|our\s+|its\s+)?(?:remaining\s+|free\s+|available\s+|spare\s+)?"
                    r"(?:hbm|memory|vram|capacity|gpu\s+memory|ram)\b", text[p.end:p.end + 50], re.I):
                continue  # "it also eats most of the remaining HBM": space, not time
            if p.name in ("faster", "lower_latency", "dominant", "fast") and re.search(
                    r"\b(?:wants?|wanted|propos\w*|suggest\w*|asks?|asked)\b", text[s_start:p.start], re.I) and re.match(
                    r"[^.;]{0,40}?(?:—|–|\s-|:|;|,)\s*(?:no|nope|nah)\b", text[p.end:s_end], re.I):
                continue  # "colleague want batch 16 to make it faster per user — no, ...": a proposal the author refutes
            if p.name in ("dominant", "fast") and BELIEF.search(clause_text):
                continue  # "people love to blame it": what others believe, not what the author claims
            if p.name == "dominant" and re.search(r"\b(?:the\s+rest|the\s+remainder|remaining)\b", text[max(s_start, p.start - 12):p.end], re.I) \
                    and re.search(r"\bttft\b|first[- ]token|time[- ]to[- ]first", text[max(0, p.start - 400):p.start], re.I) \
                    and not any(q.dimension == "time" and q.lo >= 2 and q.end <= p.start for q in s_quants):
                continue  # "first token takes 1.4 s ... the rest is prefill": the rest of the time to first token
            if p.name == "dominant" and re.search(r"\b(?:ttft|time[- ]to[- ]first[- ]token|first[- ]token(?:\s+latency)?)\s+(?:(?:is|was|feels?|gets?)\s+(?:\w+\s+)?)?$",
                                                  text[max(s_start, p.start - 40):p.start], re.I):
                continue  # "TTFT is slow because the prompt ...": the cause of the wait for the first token, not the wall clock
            if p.name == "dominant" and re.search(r"\b(?:saved|saves|saving|savings|the\s+(?:improvement|gain|difference|speed-?up))\b",
                                                   text[max(s_start, p.start - 40):p.start], re.I):
                continue  # "what we saved is mostly the TCP/TLS setup": the saving, not the wall clock
            if p.name in ("faster", "lower_latency") and re.search(r"\b(?:whether|wants?\s+to\s+know|asks?|asked|wonder\w*)\b[^.;]*$",
                                                                 text[s_start:p.start], re.I):
                continue  # "Product wants to know whether more users would make replies quicker": the question asked
            if p.name == "dominant" and PARTIAL.search(clause_text):
                continue  # "part of the delay came from the link": no claim of dominance
            if p.name == "dominant" and re.search(r"\b(ttft|time[- ]to[- ]first[- ]token|first token)\b", clause_text, re.I) \
                    and (cue is None or cue.name != "prefill"):
                continue  # "TTFT is high because of X": a part of the budget, not the wall clock
            if p.name == "dominant" and cue is not None and cue.name == "prefill" and re.match(
                    r"\s*(?:the\s+)?(?:ttft|time[- ]to[- ]first[- ](?:token|byte)|first[- ]token\s+latency)\b", text[p.end:p.end + 30], re.I):
                continue  # "prefill dominates time-to-first-token": true, and about TTFT, not the wall clock
            if p.name == "dominant" and cue is not None and re.match(r"dominated by|bottlenecked", text[p.start:p.end], re.I) \
                    and any(c.kind == "subject" and c.name in ("prefill", "network", "tokenizer", "connection")
                            and c.end <= p.start and hard.get(c.token_start) == clause for c in s_cues):
                continue  # "time to first token is dominated by prefill": a part of the budget, not the wall clock
            subjects = [cue_name]
            if cue is not None:  # "network and tokenization": a predicate over both
                subjects += _conjoined(text, cue, same_clause)
            own_negator = p.name == "fast" and bool(_SMALL_BY_NEGATION.search(text, p.start, p.end))
            negated = _negated(doc, p.token_start, p.token_end, soft, cue, inside=not own_negator) or (cue is not None and bool(re.search(
                r"(?:\bnot|n't|\bnever)\s+(?:the\s+|an?\s+|its\s+|their\s+)?$", text[max(s_start, cue.start - 14):cue.start], re.I)))
            negated = negated or (cue is not None and cue.start >= p.end and bool(re.match(r"not\b", text[cue.start:cue.end], re.I)))
            # "mostly not the GPU": the negator is part of the subject's own cue
            if p.name == "dominant" and negated and re.match(
                    r"[^.;]{0,24}?(?:;|,|—|–|\s-)\s*(?:the\s+)?(?:concurrency|capacity|memory|kv(?:[- ]cache)?(?:\s+capacity)?|throughput|cost|"
                    r"vram|hbm|batch\s+size|how\s+many)\b(?:\s+\w+){0,2}\s+(?:is|are)\b", text[max(p.end, cue.end if cue else 0):s_end], re.I):
                continue  # "per-user speed isn't the problem; concurrency is": a capacity question, not where time goes
            negated = negated or bool(re.search(r"\b(?:rather\s+than|instead\s+of|as\s+opposed\s+to)\s+(?:being\s+)?$",
                                                text[max(s_start, p.start - 25):p.start], re.I))  # "... rather than compute-bound"
            negated = negated or (p.name == "compute_bound" and bool(_REMEDY_DENIED.match(text, p.end)))  # "More FLOPs would not help"
            if p.name == "memory_bound" and negated and re.search(r"(?:,|\))\s*(?:and\s+|but\s+)?not\s+$", text[max(s_start, p.start - 12):p.start]) and any(
                    o.kind == "predicate" and o.name == "compute_bound" and s_start <= o.start and 0 <= p.start - o.end <= 80 for o in s_cues):
                continue  # "decode is compute-bound (405B params = tons of FLOPs), not bandwidth-bound": the same claim, said twice
            if p.name == "dominant" and negated and cue is not None and cue.name == "decode" and cue.weak \
                    and re.search(r"\b(?:gpus?|hardware|cards?)\b", text[cue.start:cue.end], re.I) and _DECODE_EXPLAINED.search(text):
                continue  # "it's not the GPUs ... decode is memory-bandwidth-bound": the hardware is fine, not decode is small
            # "the weights, not the KV cache, dominate": the subject itself is denied
            start = min(p.start, cue.start) if cue is not None else p.start
            end = max(p.end, cue.end) if cue is not None else p.end
            for other in same_clause:  # stretch over conjoined subjects: "network round trip and tokenization"
                if other.name in subjects[1:] and other.start >= end and other.start - end <= 30:
                    end = other.end
            if end - start > 60 or start < s_start or any(start <= q.start and q.end <= end and not (p.start <= q.start < p.end)
                                                           for q in s_quants if q.dimension != "tokens") or (
                    # "... is ~90ms round trip, that should fix most of the delay": the subject is a figure's own noun
                    cue is not None and cue.end <= p.start and any(0 <= cue.start - q.end <= 2 for q in s_quants if q.dimension != "tokens")):
                # keep the mark tight (in its sentence, and off other figures): the predicate alone
                start, end = p.start, p.end
            scope = sorted({c.name for c in s_cues if c.kind == "scope" and hard.get(c.token_start) == clause})
            past_that = re.match(r"\s*(?:past|beyond|above|after|over)\s+(?:that|this|there|it|which)\b|"
                                 r"[^.;]*\bat\s+(?:this|that|such\s+an?)\s+(?:batch(?:\s+size)?|size|scale|concurrency)\b|"
                                 # "Somewhere in the low hundreds you cross that ridge and decode becomes compute-bound"
                                 r"[^.;]*\b(?:cross\w*|pass\w*|reach\w*|hit)\s+(?:that|the|this)\s+(?:ridge|threshold|crossover)\b|"
                                 r"[^.;]*\bin\s+the\s+(?:low\s+|high\s+|mid\s+)?(?:hundreds|thousands)\b", text[s_start:p.start], re.I) \
                and s_index > 0 and re.search(r"\bbatch|concurren|sequences|ridge|cross(?:es)?\s+over", text[sentence_starts[s_index - 1]:s_start], re.I)
            if p.name in ("compute_bound", "memory_bound") and (past_that or _LARGE_BATCH.search(text[max(s_start, p.start - 140):p.start]) or (
                    # "at batch 768 the matmuls do ... so this regime is compute-bound": the regime named back to
                    _LARGE_BATCH.search(text[s_start:p.start]) and re.search(r"\b(?:this|that|the|such\s+a)\s+(?:regime|case|setting|point|size|load)\s+"
                                                                             r"(?:is|becomes|turns|gets)\s+(?:\w+\s+)?$", text[max(s_start, p.start - 40):p.start], re.I)) or (
                    # "under load ... it eventually becomes compute-bound: ... past a batch of ~250": a point far out
                    re.search(r"\b(?:eventually|at\s+some\s+point|ultimately)\s+(?:\w+\s+){0,2}$", text[max(s_start, p.start - 40):p.start], re.I)
                    and (_LARGE_BATCH.search(text[p.end:s_end]) or re.search(r"\bbatch\s+of\s+~?\d{2,}", text[p.end:s_end], re.I)))):
                scope = sorted((set(scope) - {"single"}) | {"batched"})  # "in the low hundreds of concurrent sequences decode ..."
            elif p.name in ("compute_bound", "memory_bound") and _BATCH_ONE.search(text[max(s_start, p.start - 60):p.end]):
                scope = sorted((set(scope) - {"batched"}) | {"single"})  # "batch-1 decode on the L4 is compute-bound"
            elif "single" not in scope and (
                    (BATCHED.search(text[max(s_start, p.start - 120):p.end] + (
                        text[p.end:p.end + 60] if re.match(r"\s*(?:only\s+)?(?:somewhere\s+|roughly\s+|just\s+)?(?:at|once|when|above|beyond|past|after|with|in|around|near|from)\b", text[p.end:p.end + 24], re.I)
                        else "")) if p.name in ("compute_bound", "memory_bound")
                     else BATCHED.search(clause_text)) or _LARGE_BATCH.search(text[s_start:p.start])):
                # "past a few hundred concurrent sequences ... compute-bound" (what follows a boundness claim is its consequence)
                scope.append("batched")
            if RETOLD.search(text[max(s_start, p.start - 100):p.start]) or RETOLD_VERDICT.search(text[max(s_start, p.start - 100):p.start]):
                continue  # "He thinks the laptop is throttling": someone else's reading, retold (as for figures)
            if p.name == "memory_bound" and re.search(r"\b(?:the|this|that|a|its)\s+(?:hbm\s+|memory[- ]|weight[- ])?$", text[max(s_start, p.start - 12):p.start], re.I) \
                    and re.match(r"[\w-]*\s*(?:bound)?\s*(?:--|—|–|-|,|;|\.|\)|\s+(?:simply|doesn't|does\s+not|isn't|is\s+not|applies|holds|argument|math|limit))", text[p.end:p.end + 14], re.I):
                continue  # "not a violation of the HBM bandwidth bound -- the bound doesn't apply": the bound itself, a noun
            if p.name == "dominant" and re.match(r"(?:most|much|the\s+bulk|the\s+majority)\s+of\s+(?:the|that|this)\s+(?:remaining|rest|other|leftover|extra)\b",
                                                 text[p.start:p.end + 30], re.I):
                continue  # "Most of the remaining half-second is the prompt read": most of a remainder, not of the wall clock
            if p.name == "dominant" and re.match(r"(?:the|your|our|that)\s+problem\s+(?:\w+\s+)?(?:disappears?|goes\s+away|vanish(?:es)?|"
                                                 r"is\s+(?:solved|fixed|gone)|gets\s+(?:solved|fixed)|shrinks?)\b", text[p.start:p.end + 40], re.I):
                continue  # "round trips drop to 25-60 ms and the problem mostly disappears": a fix's effect, not a blame
            if p.name == "dominant" and _REASON_FOR_PROPERTY.match(text, p.start):
                continue  # "The reason is that prefill is compute-bound": why something holds, not where time goes
            if p.name in ("compute_bound", "memory_bound") and _THRESHOLD_AFTER.match(text, p.end):
                continue  # "only becomes compute-limited above roughly 150 FLOP/byte": where the line is, not a claim
            if p.name == "fits" and re.search(r"comfortabl|easily|room to spare|plenty of room|tons of room|lots of room|"
                                              r"with room\b|headroom|no problem", text[p.start:min(s_end, p.end + 50)], re.I):
                scope = sorted(set(scope) | {"easily"})  # "fits with room to spare": well under the memory, not just under
            if one_request:
                scope = sorted(set(scope) | {"single"})  # "..., each of our responses would come back 64x faster"
            where = {k: v for k, v in context(p.start).items() if k != "unpaired"}
            if p.name == "fits" and _ON_ONE_DEVICE.match(text, p.end):
                where["device_count"] = 1  # "runs across four H100s instead of fitting on one 80 GB card": that one card
            add(kind="predicate", start=start, end=end, text=text[start:end], sentence=s_index, subject=cue_name,
                subjects=subjects, predicate=p.name, negated=negated, hedged=hedged, scope=scope, **where)

        # --- "every token needs a round trip": network or handshakes per token ----------------------
        per_token_network(text, sent, s_index, soft, s_cues, claims, add, hedged, doc)
        for m in _PER_USER_REF.finditer(text, s_start, s_end):
            # "an H100 did about 19,700 tokens per second, and that's the speed each user gets": the figure, said of one user
            rate = next((q for q in reversed(s_quants) if q.dimension == "token_rate" and q.end <= m.start() and q.lo >= 1000), None)
            if rate is not None and not any(c.start <= m.start() < c.end for c in claims):
                add(kind="quantity", start=m.start(), end=m.end(), text=text[m.start():m.end()], sentence=s_index, subject="decode",
                    subjects=["decode"], dimension="token_rate", value=Interval(lo=rate.lo, hi=rate.hi), unit=rate.unit,
                    qualifier=rate.qualifier, scope=["single"], hedged=hedged, **context(rate.start, rate.end, "token_rate"))
        for m in _BYTES_PER_PARAM.finditer(text, s_start, s_end):  # "int4 means four bytes per parameter"
            named = [x for x in s_mentions if x.kind == "precision" and x.start < m.end() and m.start() < x.end]
            count = m.group("n").lower()
            value = float(count) if count[0].isdigit() else {"one": 1, "two": 2, "four": 4, "eight": 8, "half a": 0.5,
                                                             "a half": 0.5, "half": 0.5}[count]
            if named:
                add(kind="quantity", start=m.start("claim"), end=m.end(), text=text[m.start("claim"):m.end()],
                    sentence=s_index, subject="weights", subjects=["weights"], dimension="bytes_per_param",
                    value=Interval.of(value), unit="bytes per parameter", qualifier="exact", hedged=hedged,
                    precisions=[named[0].id])

        # --- arithmetic: N tokens at R tok/s (or p ms/token) ... T s -----------------------------
        compared_figures = component_ratios(text, s_index, s_quants, s_cues, hard, token_index, add, hedged, s_start, s_end)
        for c in claims:  # "decode is two orders of magnitude slower than the network": read as a ratio, not against the total
            if c.kind == "magnitude" and c.sentence == s_index and c.start in compared_figures:
                c.subject, c.subjects = None, []
        since = sentence_starts[max(0, s_index - 2)]  # the room for KV is stated in this sentence or the two before
        capacity_claims(text, s_index, s_start, s_end, s_quants, add, hedged,
                        stated_room(text, [q for q in quantities if since <= q.start < s_end], s_end, since))
        device_ratios(text, s_index, s_quants, s_mentions, add, hedged, s_start, s_end)
        device_speedups(text, s_index, s_quants, s_mentions, text_changes, add, hedged, s_start, s_end,
                        home=next((m for m in mentions if m.kind == "hardware"), None))
        precision_speedups(text, s_index, s_start, s_end, s_mentions, s_quants, add, hedged)
        batch_shares(text, s_index, s_start, s_end, add, hedged)
        fix_claims(text, s_index, s_start, s_end, add, hedged,
                   taken=[(c.start, c.end) for c in claims if c.sentence == s_index and c.kind == "predicate"])
        read_ratios = {(c.start, c.end) for c in claims if c.kind == "ratio" and c.sentence == s_index}
        speed_comparisons(text, s_index, [q for q in s_quants if not any(a <= q.start < b for a, b in read_ratios)],
                          s_mentions, add, hedged, s_start, s_end,
                          precisions_differ=len({m.id for m in s_mentions if m.kind == "precision"}) > 1)
        speedups(text, s_index, s_quants, s_cues, add, hedged, s_start)
        figure_ratios(text, s_index, s_quants, add, hedged, s_start,
                      taken=[(c.start, c.end) for c in claims if c.sentence == s_index and (
                          c.kind in ("ratio", "share") or (c.kind == "magnitude" and c.subject))])
        lead = text[s_start:s_quants[0].start] if s_quants else ""
        totals = sums(text, s_index, s_quants, add, hedged, lead=lead)
        if TOTAL_OPENING.match(text, s_start) and previous_quants and not _INCREMENT.match(previous_lead):
            # "... decode 3.5 s. Altogether that's 1.2 s" (but "Add ~0.2 s prefill, then 4.2 s. Total 6.2 s" adds to
            # a figure before that list, which the total includes)
            totals |= sums(text, s_index, previous_quants + s_quants, add, hedged, from_pos=s_start)
        previous_quants, previous_lead = s_quants, lead
        for c in claims:  # "..., about 6.4 s in total": the sum of the list is checked as a sum, not as a component
            if c.kind == "quantity" and c.sentence == s_index and c.start in totals:
                c.subject, c.subjects = None, []
        # a time read as one step's ("~18 ms in practice" after a per-token floor) enters the sums as a per-token time
        per_step = {c.start for c in claims if c.sentence == s_index and c.kind == "quantity" and c.dimension == "time_per_token"}
        arithmetic(text, s_index, [Quantity(q.start, q.end, q.lo, q.hi, "time_per_token", q.qualifier, q.unit)
                                   if q.dimension == "time" and q.start in per_step else q
                                   for q in s_quants if q.start not in totals], add, hedged,
                   earlier_rate=_earlier_rate(quantities, s_start, sentence_starts))
        for start, end, stated, implied, approx, _ in s_equations:
            if not any(c.kind == "arithmetic" and start <= c.start < end for c in claims):
                add(kind="arithmetic", start=start, end=end, text=text[start:end], sentence=s_index, dimension="time",
                    value=stated, qualifier="approx" if approx else "exact", hedged=hedged, scope=["equation"],
                    parts={"implied": implied})
        rate_arithmetic(text, s_index, s_quants, add, hedged)
        conversions(text, s_index, s_quants, add, hedged)

        # --- clauses the lexicon said nothing about, for the paraphrase layer ------------------------
        if semantic:
            unexplained += _paraphrase_candidates(text, sent, s_index, hard, s_cues, claims, hedged)

        # --- the scenario the sentence fixes -------------------------------------------------------
        scenario_from_sentence(sent.text, s_start, s_mentions, s_quants, s_cues, scenario)

    if unexplained:
        _add_paraphrases(text, unexplained, add, cues)
    observed_latency(text, claims, scenario)
    if "observed_latency_s" not in scenario and asked_waits:  # "why is the summarizer endpoint taking 20 s??": the wait asked about
        w = asked_waits[0]
        scenario["observed_latency_s"] = [w.lo, w.hi] if w.hi != w.lo else w.lo
    for c in claims:  # "p50 rose from ~7 s to ~19 s": measurements reported, not claims about physics
        if c.kind == "quantity" and c.dimension == "time" and (c.subject in (None, "total") or c.subject_inferred or (
                _PERCENTILE.search(text[max(0, c.start - 40):c.start]) and not DERIVED.search(text[max(0, c.start - 40):c.start])
                and not re.search(r"\bexpect", text[max(0, c.start - 40):c.start], re.I))) \
                and OBSERVATION.search(text[max(0, c.start - 40):c.start]):
            # ("p95 for 120-token completions goes from 1.6 s to 4.3 s": a percentile is measured, whatever it is of)
            c.subject, c.subjects = "observed", ["observed"]
        elif c.kind == "quantity" and c.dimension == "time" and c.value is not None and c.value.lo >= 1 \
                and _SEEN_BEFORE.search(text[max(0, c.start - 40):c.start]) and not _NAMED_PART_AFTER.match(text, c.end):
            # "if every token paid a round trip, that'd be over a minute, and we see three seconds": the wait measured,
            # whatever part the sentence spoke of before
            c.subject, c.subjects = "observed", ["observed"]
    for c in claims:  # "~50 ms RTT ... we pay that 50 ms again for each token": the figure named before, restated
        if c.kind == "quantity" and c.subject is None and c.dimension in ("time", "time_per_token") and c.value is not None \
                and re.search(r"\b(?:that|the\s+same|this|those)\s+~?$", text[max(0, c.start - 12):c.start], re.I):
            earlier = next((o for o in reversed(claims) if o.end <= c.start and o.kind == "quantity" and o.subject
                            and o.value is not None and abs(o.value.hi - c.value.hi) <= 0.01 * max(o.value.hi, 1e-9)), None)
            if earlier is not None:
                c.subject, c.subjects = earlier.subject, [earlier.subject]
                if "per_token" in c.scope:  # "... again for each token": that time paid per token
                    c.dimension = "time_per_token"
        elif c.kind == "quantity" and c.dimension == "time" and c.value is not None and c.subject in ("decode", "total") \
                and not c.subject_inferred and re.search(r"(?:[;:]|\.)\s*$|^\s*$", text[max(0, c.start - 3):c.start]) \
                and re.match(r"\s+(?:is|was|are)\s+(?:only\s+|just\s+|about\s+|roughly\s+|under\s+|less\s+than\s+)*"
                             r"(?:a|an|one|half|\d|~)[^.;]{0,30}?\b(?:percent|%|fraction|rounding|noise|nothing|of\s+that)", text[c.end:c.end + 60], re.I):
            # "~45-50 ms RTT ... need ~9-10 s of decode; 50 ms is about half a percent of that": the earlier figure,
            # restated to compare it, keeps what it was about
            earlier = next((o for o in reversed(claims) if o.end <= c.start and o.kind == "quantity" and o.dimension == "time"
                            and o.subject in ("network", "connection", "tokenizer", "prefill") and o.value is not None
                            and o.value.lo * 0.99 <= c.value.lo and c.value.hi <= o.value.hi * 1.01), None)
            if earlier is not None:
                c.subject, c.subjects = earlier.subject, [earlier.subject]
    sentence_of = [(s.start_char, s.end_char) for s in doc.sents]
    consequence_claims(text, claims, sentence_of, add,
                       hedged_at=lambda i: bool(HEDGES.search(text[sentence_of[i][0]:sentence_of[i][1]])))
    for total, terms in budget_list_totals(text, quantities):
        if any(c.kind == "arithmetic" and c.start == total.start for c in claims):
            continue
        s_index = next((i for i, (a, b) in enumerate(sentence_of) if a <= total.start < b), 0)
        add(kind="arithmetic", start=total.start, end=total.end, text=text[total.start:total.end], sentence=s_index,
            dimension="time", value=Interval(lo=total.lo, hi=total.hi), qualifier=total.qualifier, scope=["sum"],
            parts={**{f"term{k + 1}": t for k, t in enumerate(terms)},
                   "sum": Interval(lo=sum(t.lo for t in terms), hi=sum(t.hi for t in terms))})
        for c in claims:  # the total line is checked as the list's sum, not as a component
            if c.kind == "quantity" and c.start == total.start:
                c.subject, c.subjects = None, []
    if "gpus" not in scenario and str(scenario.get("hardware", "")).startswith("rtx-") and _ONE_CARD.search(text) \
            and not _SEVERAL_CARDS.search(text):
        scenario["gpus"] = 1  # "my rig, 4090 ... this card should do 100+": one consumer card, not as many as the weights need
    # "the internet trip from Chicago to Virginia": the word "internet" names no path of its own ("cross-region" does)
    paths = {m.id for m in mentions if m.kind == "network" and not re.fullmatch(r"(?:the\s+)?internet", text[m.start:m.end], re.I)
             and not proposed_path(text, m.start, m.end)}  # "Connection reuse, or a low-orbit link ..., would fix most of it"
    if len(paths) == 1 and scenario.get("network") == "internet":
        scenario["network"] = next(iter(paths))  # "the internet trip from Chicago to Virginia": that path
    elif len(paths) > 1 and isinstance(scenario.get("network"), str):
        del scenario["network"]  # "same-region is 1 ms; even Washington to Frankfurt is 90 ms": no one path is the text's
    network_from_text(claims, scenario, text, paths)
    claims = [c for c in claims if not any(a <= c.start < b for a, b in asked_tails)]  # "..., so something is off?"
    # "810 gigs — no wait, that's bf16": a figure the writer takes back at once
    claims = [c for c in claims if not (c.kind == "quantity" and _RETRACTED_AFTER.match(text, c.end))]
    supposed = [(m.start(), m.end()) for m in _SUPPOSED_PER_TOKEN.finditer(text)]
    claims = [c for c in claims if not (any(a <= c.start < b for a, b in supposed) and (
        c.kind == "predicate" or c.subject in ("network", "connection")))]  # "if every token paid a round trip, that'd be ..."
    # (only a line that repeats words said earlier is a quote: some threads mark each reply's depth with ">")
    quoted = [(m.start(), m.end()) for m in _QUOTED_LINE.finditer(text)
              if len(m.group("said").strip()) >= 10 and m.group("said").strip().lower() in text[:m.start()].lower()]
    claims = [c for c in claims if not any(a <= c.start < b for a, b in quoted)]  # "> batching makes each request faster"
    # log lines and the non-comment lines of a fenced block ("INFO ... Avg generation throughput: 0.0 tokens/s",
    # "max_batch_size: 64"): measurements and settings, not claims; a comment in the block is the writer's own words
    claims = [c for c in claims if not _LOGGED.search(_line_before(text, c.start))
              and not (_in_fence(text, c.start) and not _COMMENT.search(_line_before(text, c.start)))]
    for n, c in enumerate(claims, 1):
        c.id, c.text = f"c{n}", original[c.start:c.end]
    return Extraction(text=original, claims=claims, scenario=scenario, mentions=mentions,
                      sentences=[(s.start_char, s.end_char) for s in doc.sents])


def _is_unit_conversion(text: str, q, quants) -> bool:
    """A time per token and a rate joined by '=' or 'is' that are the same speed: 20 ms/token = 50 tok/s."""
    for other in quants:
        if other is q or {other.dimension, q.dimension} != {"time_per_token", "token_rate"}:
            continue
        first, second = (q, other) if q.start < other.start else (other, q)
        if re.fullmatch(r"\s*(?:=|≈|~=|is|means|->|→)\s*~?\s*", text[first.end:second.start], re.I):
            per_token = q if q.dimension == "time_per_token" else other
            rate = other if per_token is q else q
            if per_token.hi > 0 and 0.8 <= (1 / per_token.hi) / max(rate.hi, 1e-12) <= 1.25:
                return True
    return False


@lru_cache(maxsize=1)
def _gate_words() -> re.Pattern:
    return re.compile(r"\b(?:" + re.sub(r"\s+", "", prototypes()["gate_words"]) + ")", re.IGNORECASE)


def _paraphrase_candidates(text, sent, s_index, hard, cues, claims, hedged) -> list[tuple[int, int, int, bool, set]]:
    gate = set(prototypes()["gate_subjects"])
    gate_words = _gate_words()
    out = []
    if not gate_words.search(text[sent.start_char:sent.end_char]):
        return out  # no clause of a sentence without a gate word can pass the gate
    for clause in sorted(set(hard.get(t.i) for t in sent)):
        tokens = [t for t in sent if hard.get(t.i) == clause and not t.is_punct]
        if not tokens:
            continue
        start, end = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
        if not 15 <= end - start <= 140:
            continue
        named = {c.name for c in cues if c.kind == "subject" and start <= c.start < end}
        if not gate_words.search(text[start:end]) or not (named & gate or STANDALONE_GATE.search(text[start:end])):
            continue
        if any(c.sentence == s_index and start <= c.start < end for c in claims):
            continue  # the lexicon already read this clause
        out.append((start, end, s_index, hedged, named))
    return out


def _add_paraphrases(text: str, candidates, add, cues: list[Cue]) -> None:
    enc = encoder()
    if enc is None:
        return
    for (start, end, s_index, hedged, named), match in zip(candidates, enc.classify([text[c[0]:c[1]] for c in candidates])):
        if match is None or (match.subject not in named and not match.standalone):
            continue  # the clause must name what the paraphrase is about
        if not match.negated and any(
                c.kind == "subject" and c.name == match.subject and start <= c.start < end and re.search(
                    r"(?:\bnot|n't|\bnever)\s+(?:the\s+|an?\s+|our\s+|its\s+|your\s+)?$", text[max(start, c.start - 14):c.start], re.I)
                for c in cues):
            continue  # "the model is slow, not the pipe": the clause denies what the paraphrase would assert
        if not match.negated and re.search(r"\b(?:not|never|no|nowhere|hardly)\b|n['’]t\b|\b(?:isnt|arent|wasnt|doesnt|dont)\b",
                                           text[start:end], re.I):
            continue  # "Tokenization isn't your problem": a denial the sentence encoder reads as the claim itself
        if match.predicate == "dominant" and match.subject != "decode" and "decode" in named:
            continue  # "a combination of network overhead, preprocessing, and generation time": decode is in the list
        add(kind="predicate", start=start, end=end, text=text[start:end], sentence=s_index, subject=match.subject,
            subjects=[match.subject], predicate=match.predicate, negated=match.negated, hedged=hedged,
            subject_inferred=True, scope=["paraphrase"])


_PART_WORDS = re.compile(r"\b(?:rtts?|round[- ]?trips?|handshakes?|set-?up|connection|ttft|first token|prefill|generation|"
                         r"decod\w*|tokeniz\w*|weights?|memory|kv|cache|bandwidth|throughput|cost|bill|price)\b", re.IGNORECASE)
_WHOLE_WORDS = re.compile(r"\b(?:latency|p\d\d|response|responses|wall|end-to-end|e2e|requests?|median|total|wait|"
                          r"time to answer|chat latency|(?:the|our|its|their|my|your)\s+time)\b", re.IGNORECASE)


_SIZE_BEFORE = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(b|bytes?|kb|kib|mb|mib|gb|gib|tb|tib)\s*[=≈]\s*~?\s*$", re.IGNORECASE)
_BYTE_UNITS = {"b": 1, "byte": 1, "bytes": 1, "kb": 1e3, "kib": 1024, "mb": 1e6, "mib": 1024 ** 2, "gb": 1e9, "gib": 1024 ** 3,
               "tb": 1e12, "tib": 1024 ** 4}


def _same_size_restated(before: str, size: float) -> bool:
    """"516,096 B ≈ 504 KiB", "10 GiB (≈10.7 GB)": the size just given, in other units."""
    m = _SIZE_BEFORE.search(before)
    if not m or size <= 0:
        return False
    value = float(m.group(1).replace(",", "")) * _BYTE_UNITS[m.group(2).lower()]
    return abs(value - size) <= 0.03 * size


_QUOTA_BEFORE = re.compile(r"\b(?:quotas?|rate[- ]limits?|limits?|caps?|capped|allowance|entitlement|tpm|throttled)\b(?:\s+(?:is|are|was|of|at|to))?\s+"
                           r"(?:about\s+|roughly\s+|~)?$", re.IGNORECASE)
_QUOTA_AFTER = re.compile(r"\s*(?:\(tpm\)\s*)?(?:quota|rate[- ]limit|limit|cap|tpm)\b", re.IGNORECASE)
_SHARE_HEADING = re.compile(r"\b(?:by\s+share|shares?|breakdown|split|percent(?:age)?s?|%\s+of\s+(?:the\s+)?(?:total|wall[- ]?clock|time))"
                            r"(?:\s+of\s+(?:the\s+)?(?:total|wall[- ]?clock|time|latency))?\s*(?:\([^)]*\)\s*)?:", re.IGNORECASE)
_CUT_VERBS = r"(?:cut|cuts|shaved?|shaves|reduced?|reduces|trimmed|trims?|slashed|slash(?:es)?|lowered|lowers?|dropped|drops?)"
_CUT_BY = re.compile(r"\b" + _CUT_VERBS + r"\s+[\w\s'-]{0,40}?\s+by\s+(?:about\s+|roughly\s+|almost\s+|nearly\s+)?~?\s*$", re.IGNORECASE)


def _share_of_a_part(text: str, q: Quantity, s_start: int) -> bool:
    """A percentage change of one component ("cut our RTT by 40%", "shaved 40% off generation time"), not of the
    wall clock: the thing cut or shaved names a part and no whole."""
    before = re.search(r"\b" + _CUT_VERBS + r"\s+(?P<what>[\w\s'-]{0,40}?)\s+by\s+~?\s*$", text[max(s_start, q.start - 60):q.start], re.I)
    after = re.match(r"\s*(?:off|of|from)\s+(?P<what>(?:(?!(?:is|are|was|were|goes|go|went|comes?|spent)\b)[\w'-]+\s*){1,3})",
                     text[q.end:q.end + 40], re.I)  # the noun phrase only: "of the time [goes to the tokenizer]"
    added = None
    if re.search(r"\b(?:adds?|added|adding)\s+$", text[max(s_start, q.start - 12):q.start], re.I):
        added = re.match(r"\s*(?:to|onto)\s+(?P<what>(?:[\w'-]+\s*){1,4})", text[q.end:q.end + 50], re.I)
    for m in (before, after, added):  # "adds a few percent to per-token decode time": that part grows
        if m and _PART_WORDS.search(m.group("what")) and not _WHOLE_WORDS.search(m.group("what")):
            return True
    if re.search(r"\b(?:goes|went|go|rises?|rose|grows?|grew|increases?|increased|climbs?|climbed|jumps?|jumped)\s+(?:up\s+)?by\s+"
                 r"(?:about\s+|roughly\s+|~)?$", text[max(s_start, q.start - 30):q.start], re.I):
        return True  # "per-token time goes up by roughly 80%": a change, not a share
    if re.match(r"\s*(?:more|extra|fewer|less|larger|smaller|bigger)\b", text[q.end:q.end + 10], re.I):
        return True  # "roughly 7-8% more bytes per token": a difference, not a share of the wall clock
    return False


def _answer_length(text: str, counts: list[Quantity]) -> Quantity | None:
    """The one token count of a sentence that is no prompt length ("for a 10-token classification call ...:
    generation is ~0.1 s"): the answer the sentence is about."""
    answers = [t for t in counts if not prompt_count(text, t, 20)]
    return answers[0] if len(answers) == 1 and len(counts) == 1 else None


_OF_THE_WHOLE = re.compile(r"^\s+of\s+(?:our|the|that|this|your|a|an)?\s*~?[\d.,]+\s*(?:-\s*[\d.,]+\s*)?(?:s|secs?|seconds|ms)\b"
                           r"(?:\s+(?:p\d\d|total|wall[- ]?clock|end[- ]to[- ]end|latency|request|response))?", re.IGNORECASE)


def _remainder_owner(text: str, q: Quantity, cues: list[Cue], hard: dict[int, int], tok: int, token_index) -> Cue | None:
    """What a remainder is put down to: "the remaining 7 seconds are the round trip", "leaves 7.7 s of network".
    Only a component named right after it in its clause, linked by "is/are/of/...", and not by a phrase of dominance
    (read on its own as a predicate)."""
    after = [c for c in cues if c.kind == "subject" and c.name in COMPONENTS + ["overhead"] and 0 <= c.start - q.end <= 40
             and hard.get(c.token_start) == hard.get(tok)]
    if not after:
        return None
    # "the remaining half-second is the model reading the long prompt": the named part over the generic word
    owner = next((c for c in after if not c.weak), after[0]) if after[0].weak else after[0]
    # "the other ~10 s of our 13 s p95 is network": the whole it is taken from is no figure of its own
    between = _OF_THE_WHOLE.sub("", text[q.end:owner.start], count=1)
    if any(c.kind == "predicate" and q.end <= c.start < owner.start for c in cues) or re.search(r"\d|\bnot\b|n't", between):
        return None
    if not re.search(r"\b(?:is|are|was|were|be|of|in|on|to|from)\b", between, re.I):
        return None
    return Cue("subject", owner.name, False, q.start, q.end, tok, tok)


def _generation_result(text: str, q: Quantity, quants: list[Quantity]) -> bool:
    """A time right after "N tokens at R tok/s", linked as its result ("(6 s)", "= 6 s", ", so 6 s"): their quotient."""
    before = [o for o in quants if o.end <= q.start]
    if len(before) < 2:
        return False
    n, r = before[-2], before[-1]
    return (n.dimension == "tokens" and r.dimension == "token_rate" and q.start - r.end <= 8
            and bool(re.fullmatch(r"\s*(?:[(=≈→]|->|,?\s*(?:so|i\.e\.|or|that's|which is|takes?|took|is|are|in))\s*",
                                  text[r.end:q.start], re.I))
            and bool(re.search(r"\b(?:at|@)\s*~?\s*$", text[n.end:r.start])))


def _about_model(q: Quantity, text: str, mentions: list[Mention]) -> bool:
    """A byte figure shortly after a model's name, or stated as what a model needs or weighs (not a KV figure)."""
    if re.search(r"\b(?:sequences?|seqs?|contexts?|users?|requests?|streams?)\s+(?:\w+\s+)?(?:need|needs|take|takes|require|"
                 r"requires|use|uses|hold|holds)\s+~?\s*$", text[max(0, q.start - 40):q.start], re.I):
        return False  # "32 such sequences need 32 GiB": their KV cache, not a model's weights
    if re.search(r"\b(kv|cache)\b", text[max(0, q.start - 60):q.start], re.I) or re.match(
            r"\s*(?:at|for)\s+\d+(?:k|,\d{3})?\b", text[q.end:q.end + 14], re.I) or re.match(
            r"\s*(?:of\s+)?(?:kv|key|cache|context|per (?:sequence|seq|user|request|session|conversation))", text[q.end:q.end + 20], re.I):
        return False
    models = [m for m in mentions if m.kind == "model"]
    if any(0 <= q.start - m.end <= 40 for m in models):
        return True
    return bool(models) and bool(re.search(r"\b(needs?|requires?|takes? up|occup\w+|is|are|'s|weighs?|comes? to|"
                                           r"footprint|size)\b", text[max(0, q.start - 60):q.start], re.I))


def _clause_text(sent_tokens: list[tuple[int, str]], clauses: dict[int, int], clause: int) -> str:
    return " ".join(text for i, text in sent_tokens if clauses.get(i) == clause)


def _strong_store_cue(q: Quantity, cues: list[Cue]) -> Cue | None:
    """A weights or KV cue right on a byte figure ("the quantized weights are about 4 GB")."""
    for c in cues:
        if c.kind == "subject" and c.name in ("weights", "kv_cache") and not c.weak and (
                0 <= q.start - c.end <= 25 or 0 <= c.start - q.end <= 12):
            return c
    return None


_DEVICE_WITH = re.compile(r"\s*(?:\([^)]{0,20}\)\s*)?,?\s*(?:with|has|have|having|packs|offers|sports)\s+"
                          r"(?:(?:about\s+|roughly\s+|~\s*)?[\d.,]+\s*[a-z/]+(?:\s+of\s+[a-z0-9 ]{1,20}?)?\s*(?:,\s*(?:and\s+)?|\s+and\s+)){0,3}"
                          r"(?:only\s+|just\s+|about\s+|roughly\s+|~\s*)?", re.IGNORECASE)


def _next_to_device(q: Quantity, mentions: list[Mention], cue: Cue | None, text: str) -> bool:
    """"24 GB A10G", "an H100 with 80 GB": bytes right beside a device are its memory, unless a weights or
    KV cue sits right on the figure ("the quantized weights are about 4 GB, and the L4 ...")."""
    if re.match(r"\s+of\s+(?:[\w.-]+\s+){0,2}?(?:weights|parameters|params|kv)\b", text[q.end:q.end + 40], re.I):
        return False  # "gaudi 2 has ~2.45 TB/s of HBM, 16 GB of weights": the model's size, said beside the device's
    if any(m.kind == "hardware" and ((0 <= m.start - q.end <= 2 and not text[q.end:m.start].strip())
                                     or re.fullmatch(r"\s*(?:node|box|server|machine|system|instance|cards?|gpus?|chips?)?\s*\(\s*(?:~|about\s+|roughly\s+)?|"
                                                         r"['’]s\s+(?:~|about\s+|roughly\s+)?", text[m.end:q.start], re.I))
           for m in mentions):
        return True  # "a single 80 GB H100 cannot", "an L4 (24 GB)": the device's own size, whatever else is said
    if any(m.kind == "hardware" and _DEVICE_WITH.fullmatch(text[m.end:q.start]) for m in mentions):
        return True  # "on a Gaudi 2 with 2.45 TB/s and 96 GB": the device's own figures, listed after it
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


_NEARER = re.compile(r"\b(?:nearer(?:\s+to)?|closer\s+to|more\s+like|rather|realistically|in\s+practice|"
                     r"(?:up|down)\s+to)\s+~?\s*$", re.IGNORECASE)


_PER_TOKEN_NOUN = re.compile(r"\bper[- ](?:token|step)\s+(?:latency|time|cost)|\b(?:latency|time)\s+per\s+(?:token|step)\b|"
                             r"\binter[- ]token\s+latency|\btpot\b|\bitl\b", re.IGNORECASE)
_WHOLE_WORDS = re.compile(r"\b(?:total|end[- ]to[- ]end|overall|answer|response|reply|request|tokens|for|ttft|first)\b", re.I)


def _step_time(text: str, q: Quantity, s_start: int = 0) -> bool:
    """A time that is one decode step's by how it is derived or labelled: "13.5 GB / 2,039 GB/s = 6.6 ms floor",
    "~105 tok/s (9.5 ms)", "14 ms is 75% MBU"."""
    lead = re.match(r"[≈~=]+\s*", text[q.start:q.end])  # "≈ 10 ms": the link is inside the figure
    before = text[max(s_start, q.start - 60):q.start + (lead.end() if lead else 0)]
    return q.dimension == "time" and q.hi < 1 and bool(
        _BYTES_OVER_BANDWIDTH.search(before)
        or re.search(r"[kmgt]b/s\s*(?:=|≈|~=|->|→|=>)\s*(?:about\s+|roughly\s+|~)?$", before, re.I)  # "... ≈ 4 TB/s → about 6.5 ms"
        # "At 1,555 GB/s that scan takes at least ~17 ms", "~15 GB of weights stream in about 7 ms": one pass over the weights
        or re.search(r"\b(?:stream(?:s|ed)?|reads?\s+(?:that|it|them|those|the\s+weights|all\s+of\s+(?:that|it)))\s+in\s+(?:about\s+|roughly\s+|~)?$",
                     text[max(s_start, q.start - 30):q.start], re.I)  # ("the A100's 1.55 TB/s reads that in ~5 ms")
        or re.search(r"\bat\s+~?[\d,.]+\s*[kmgt]b/s\b[^.;\d]{0,40}$", text[max(s_start, q.start - 60):q.start], re.I)
        or _inverse_of_rate(text[max(s_start, q.start - 40):q.start], q)
        # "means reading 26 GB takes about 5 ms": one pass over that many bytes
        or re.search(r"\b(?:reading|streaming|to\s+read|to\s+stream)\s+(?:the\s+|all\s+|those\s+)?~?[\d.,]+\s*[kmgt]i?b\b[^.;\d]{0,20}?"
                     r"\b(?:takes?|is|=|≈|costs?)\s+(?:about\s+|roughly\s+|~|≈)?$", before, re.I)
        or re.match(r",?\s*(?:i\.e\.,?|or|=|≈)\s*(?:roughly|about|~|≈)?\s*[\d.,]+(?:\s*[-–]\s*[\d.,]+)?\s*(?:tok(?:ens)?/s|tokens?\s+(?:per|a)\s+sec)",
                    text[q.end:q.end + 40], re.I)  # "15-21 ms, i.e. roughly 48-66 tok/s"
        or re.match(r"\s*(?:floor|ceiling|per\s+step|itl|tpot|\(?(?:is\s+)?~?[\d.]+\s*%\s*(?:mbu|of\s+(?:peak|the\s+floor)))\b",
                    text[q.end:q.end + 24], re.I)
        # "(~6.5 ms ideal, ...)" after bytes per token over bandwidth; not "a round trip is around 70 ms in theory"
        or (re.match(r"\s*(?:ideal|theoretical|in\s+theory)\b", text[q.end:q.end + 16], re.I)
            and re.search(r"\bper\s+(?:token|step)\b|[kmgt]b/s", before, re.I) and not re.search(r"round[- ]trip|\brtt\b|\bping\b|network|fib(?:er|re)", before, re.I))
        # "the step time creeps up to ~25 ms", "18 TFLOP per step ... a comparable ~15-20 ms of math"
        or re.search(r"\bstep[- ]time\s+(?:\w+\s+){0,3}?(?:to|at|of|is|=|≈)\s*(?:about\s+|roughly\s+|~|≈)?$", before, re.I)
        or (re.search(r"\bper\s+(?:step|token)\b", text[max(s_start, q.start - 100):q.start], re.I)
            and re.match(r"\s*of\s+(?:math|compute|matmuls?|arithmetic|flops)\b", text[q.end:q.end + 20], re.I))
        # "600 tokens at ~35 ms is 21 s", "real ~30-33 ms, × 300 tokens ≈ 9-10 s": a factor of a token count
        or re.search(r"\btokens?\s+(?:at|@|x|×|\*|times)\s*(?:about\s+|roughly\s+|~|≈)?$|\btoks?\s+(?:at|@|x|×|\*)\s*(?:about\s+|roughly\s+|~|≈)?$",
                     text[max(s_start, q.start - 20):q.start], re.I)
        # "each token means reading 7.6 GB, which is about 24 ms at full bandwidth": one step's read
        or (re.search(r"\b(?:each|every|per)\s+(?:token|step)\b", before, re.I) and re.search(
            r"(?:[kmgt]i?b|gigs?|gigabytes?)\s*,?\s*(?:which\s+is|that'?s|is|=|≈|→|takes?)\s*(?:about\s+|roughly\s+|around\s+|~)?$", before, re.I))
        or re.match(r",?\s*(?:[x×*]|times)\s*~?[\d,.]+\s*k?\s*(?:output\s+|generated\s+|new\s+)?tokens?\b", text[q.end:q.end + 30], re.I)
        # "streaming the weights once takes at least 16 / 600 ≈ 27 ms": one pass over the weights
        or re.search(r"\b(?:stream\w*|read\w*)\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?weights\s+once\b[^.;]{0,40}$", before, re.I)
        # "each step costs more like 40 ms", "every decode step takes ~30 ms": the time of one step
        or re.search(r"\b(?:each|every|per|a|one)\s+(?:decode\s+|forward\s+)?step\s+(?:now\s+)?(?:costs?|takes?|took|is|lasts?)\s+"
                     r"(?:more\s+(?:like\s+)?|about\s+|roughly\s+|around\s+|~|≈)?$", before, re.I)
        # "decode reads ~26 GB per step; on an H100 that's a floor of ~7.7 ms": the bound on one step
        or (re.search(r"\bfloor\s+(?:of|is|at|around|near|~)\s*(?:about\s+|roughly\s+|around\s+|something\s+like\s+|~|≈)?$", before, re.I)
            and bool(re.search(r"\bper\s+(?:token|step)\b|[kmgt]b/s|bandwidth|terabytes?\s+(?:a|per)\s+second", text[s_start:q.start], re.I))))


def _as_rate(text: str, q: Quantity, quants: list[Quantity]) -> bool:
    """"Eight ms, that's a hundred and twenty-five tokens a second": a time restated as the speed it is one step of."""
    if q.dimension != "time" or q.hi >= 1 or q.lo <= 0:
        return False
    after = next((o for o in quants if o.start >= q.end), None)
    if after is None or after.dimension != "token_rate" or after.lo <= 0 or after.start - q.end > 24 or not re.fullmatch(
            r",?\s*(?:i\.e\.,?|or|=|≈|->|→|that'?s|that\s+is|which\s+is|so|meaning)\s*(?:about|roughly|around|like|~)?\s*",
            text[q.end:after.start], re.I):
        return False
    return 0.5 <= (1 / q.hi) / after.hi <= 2 or 0.5 <= (1 / q.lo) / after.lo <= 2  # the two agree: one is the other


def _elliptical_per_token(text: str, q: Quantity, quants: list[Quantity], cue: Cue | None) -> bool:
    """A bare time that continues a per-token one: "~8 ms per token at best, so ~10-12 ms in practice", "nearer
    25 ms", or "per-token latency drops (22 ms to 14 ms)". No token count or whole-request word stands between."""
    if q.dimension != "time" or q.hi >= 1 or (cue is not None and cue.name not in ("decode",)):
        return False
    if re.match(r"\s+(?:each|apiece)\b", text[q.end:q.end + 10], re.I) and re.search(
            r"\btokens?\b", text[max(0, q.start - 80):q.start], re.I):
        return True  # "emits tokens sequentially, around 20 ms each"
    earlier = [o for o in quants if o.end <= q.start and o.dimension != "percent"]  # "at 75% utilisation call it"
    previous = earlier[-1] if earlier else None
    per_step = previous is not None and (previous.dimension == "time_per_token" or _step_time(text, previous) or (
        previous.dimension == "time" and (
            re.match(r"[^.;]{0,20}?\bper[ -](?:token|step)\b", text[previous.end:previous.end + 30], re.I)
            or re.search(r"\b(?:each|every|per)\s+(?:new\s+)?(?:token|step)\b[^.;\d]{0,30}$", text[max(0, previous.start - 50):previous.start], re.I))))
    # ... "each token needs at least ~10.5 ms": the per-token figure named before its number
    if per_step and previous.hi > 0 \
            and 0.1 <= q.hi / previous.hi <= 10 and q.start - previous.end <= 90 \
            and not _WHOLE_WORDS.search(text[previous.end:q.start]):
        return True
    noun = list(_PER_TOKEN_NOUN.finditer(text[max(0, q.start - 60):q.start]))
    if noun:  # "per-token latency drops noticeably (we measured 22 ms to 14 ms)"
        gap_start = q.start - 60 + noun[-1].end() if q.start >= 60 else noun[-1].end()
        return not any(gap_start <= o.start < q.start for o in quants) or (
            previous is not None and previous.dimension == "time" and re.fullmatch(r"\s*(?:to|-|–|and|or)\s*", text[previous.end:q.start]))
    return bool(_NEARER.search(text[max(0, q.start - 24):q.start])) and previous is not None \
        and previous.dimension == "time_per_token"


# "from 50 ms to 5 ms of RTT", "50 or 80 ms RTT": figures in one phrase share its scope words
_PAIRED = re.compile(r"\s*(?:to|and|or|vs\.?|versus|->|→|,)\s*(?:~|about\s+|roughly\s+)?", re.IGNORECASE)


def _change_side(before: str) -> str | None:
    """Which side of a change a figure is on: "from ~30" (before), "to about 130" (after), or neither."""
    if re.search(r"\bfrom\s+(?:about\s+|around\s+|roughly\s+|~|≈)?\s*$", before, re.I):
        return "from"
    if re.search(r"\b(?:to|into)\s+(?:about\s+|around\s+|roughly\s+|~|≈)?\s*$", before, re.I):
        return "to"
    return None


# a rate the next clause calls aggregate: "~4,200 tok/s generation throughput — that's aggregate across all streams"
_AGGREGATE_AFTER = re.compile(r"[^.;—–]{0,40}?(?:[—–;,(]|\s-)\s*(?:that's|that\s+is|this\s+is|i\.e\.,?|which\s+is)\s+"
                              r"(?:the\s+|an?\s+)?(?:aggregate|server[- ]wide|summed|total\s+across|across\s+all)", re.IGNORECASE)
# a rate multiplied by a device count: "8 GPUs x ~15k tok/s" is per device, summed
_DEVICES_TIMES = re.compile(r"\b\d+\s*(?:gpus?|cards?|nodes?|servers?|replicas?|devices?)\s*[x×*]\s*~?\s*$", re.IGNORECASE)


def _round_trip_product(trips: re.Match, q: Quantity, quants: list[Quantity], text: str, offset: int, s_index: int,
                        add, hedged: bool) -> None:
    """ "3 round trips, which at 75 ms is about 1.2 s": the text's own count x time, checked as its arithmetic."""
    count = trips.group("n")
    n = int(count) if count.isdigit() else UNITS_WORDS.get(count.lower(), 0)
    each = [o for o in quants if o.dimension == "time" and offset + trips.start() <= o.start and o.end <= q.start]
    if not n or not each or each[-1].lo <= 0 or math.isinf(each[-1].hi):
        return
    rtt = each[-1]
    add(kind="arithmetic", start=q.start, end=q.end, text=text[q.start:q.end], sentence=s_index, dimension="time",
        value=Interval(lo=q.lo, hi=q.hi), qualifier=q.qualifier, hedged=hedged,
        parts={"round trips": Interval.of(n), "per round trip": Interval(lo=rtt.lo, hi=rtt.hi),
               "implied": Interval(lo=n * rtt.lo, hi=n * rtt.hi)})


_ROUND_TRIPS_TIMES = re.compile(r"\b(?P<n>two|three|four|five|six|[2-9])\s+(?:rtts|round[- ]trips)\b[^.;]{0,30}?"
                                r"(?:\bis|=|≈|\bcomes\s+to|\badds\s+up\s+to|\btotals?|\bmeans|\bgives)\s+(?:about|around|roughly|~|≈)?\s*$",
                                re.IGNORECASE)
# the result of the per-token KV formula: layers x heads x dims x bytes, with no token count among its factors
_PER_TOKEN_FORMULA = re.compile(r"(?:\d[\d,]*\s*(?:\([^)]{0,12}\)\s*)?(?:[a-z_]+\s+){0,2}[x×*]\s*){3,}\d[\d,.]*\s*(?:bytes?|B)\b\s*[=≈]\s*~?\s*$|"
                                r"\b(?:layers?|kv\s+heads?|heads?)\b(?:(?!\btokens?\b|\d\s*k\b)[^.;=])*(?:\bbytes?\b|\d\s*B\b)[^.;=]{0,12}"
                                r"[=≈]\s*(?:about|roughly|~)?\s*(?:[\d,.]+\s*bytes?\s*[=≈]\s*~?\s*)?$", re.IGNORECASE)
_HOLDS_TOKENS = re.compile(r"\s+(?:of\s+[\w-]+\s+)?(?:(?:only|just|then|still|easily)\s+)?(?:holds?|stores?|can\s+hold|is\s+enough\s+for|buys|gives\s+(?:us|you)|fits?)\s+"
                           r"(?:about|roughly|around|~|≈)?\s*[\d,.]+\s*k?\s+tokens\b", re.IGNORECASE)
_FIT_IN = re.compile(r"\bfits?\b[^.;]{0,40}\b(?:in|into|within)\s+(?:the\s+|a\s+|its\s+|our\s+)?(?:remaining\s+|spare\s+|free\s+)?~?\s*$", re.IGNORECASE)
_ON_ONE_DEVICE = re.compile(r"[^.;]{0,12}?\b(?:on|onto|in|into|within)\s+(?:just\s+|only\s+)?(?:one|a\s+single|a|1|single)\s+(?!\d+\s*[x×]|[\w]+-(?:gpu|card|way)\b)"
                            r"(?:~?\d+\s*gb\s+)?(?:[\w-]+\s+){0,2}?(?:card|gpu|device|accelerator|h100|a100|h200|l4|a10g|l40s|mi300x)\b", re.IGNORECASE)
_ON_CPU = re.compile(r"\b(?:on\s+(?:the\s+|a\s+|my\s+)?cpu|(?:laptop|desktop|server|host)\s+cpus?|cpu[- ]only|cpu\s+(?:setup|inference|box|build)|(?:lp)?ddr[345]?\w*|system\s+ram|"
                     r"dual\s*-?\s*channel)\b", re.IGNORECASE)
# "I think it's the tokenizer??": a belief said with a rising tone, not a question (unless it weighs options)
_BELIEF_ASKED = re.compile(r"\s*(?:i\s+think|i\s+guess|i\s+bet|i\s+suspect|i['’]?m\s+(?:pretty\s+|fairly\s+|quite\s+)?sure|pretty\s+sure|"
                           r"my\s+(?:guess|theory|bet|money)\s+is|i['’]?d\s+(?:guess|say|bet))\b(?![^?]*\b(?:or|whether|if)\b)", re.IGNORECASE)
# "should be doing what, 300 tok/s on H100s?": a question the asker answers with a figure, which is the claim
_SELF_ANSWERED = re.compile(r"\bwhat\s*,\s*(?:like\s+|maybe\s+|about\s+|roughly\s+|~)?(?:\d|(?:one|two|three|four|five|six|seven|eight|"
                            r"nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred|a\s+few|a\s+couple)\b)", re.IGNORECASE)
_ASKED_WAIT = re.compile(r"\b(?:taking|takes?|took)\s+(?:about\s+|around\s+|~\s*|like\s+|over\s+|almost\s+|nearly\s+|"
                         r"up\s+to\s+|a\s+full\s+)?$", re.IGNORECASE)
_TAG_QUESTION = re.compile(r"[,;]\s*(?:so\s+|right\b|or\s+|isn'?t\s+it|no\b|correct\b|any(?:one|body|\s+way|\s+ideas?|\s+tips?)\b|"
                           r"maybe\b|could\s+(?:that|it|this)\b|is\s+(?:that|this|it)\b|would\s+(?:that|it)\b|does\s+that\b|"
                           r"thoughts\b|ideas\b|what\s+gives\b|how\s+come\b)[^,;?]{0,40}\?+\s*$", re.IGNORECASE)
# the quotient of bytes read per step and bandwidth is a step's time: "13.5 GB / 2,039 GB/s = 6.6 ms"
_BYTES_OVER_BANDWIDTH = re.compile(r"(?:[kmgt]i?b\b|gigs?|gigabytes?|\d)(?:\s+of\s+(?:weights|kv|cache|data))?(?:\s+(?:per|a|each)\s+(?:token|step))?\s*(?:/|\bover\b|\bdivided\s+by\b)\s*~?[\d.,]+\s*(?:[kmgt]b/s|(?:tera|giga)bytes?\s+(?:a|per)\s+sec(?:ond)?)\w*,?\s*"
                                   r"(?:=|≈|~=|->|→|is|gives|comes\s+to|that'?s)\s*(?:about|around|roughly|like|~|≈)?\s*$",
                                   re.IGNORECASE)
def _tokenizer_before(cues: list[Cue], at: int, reach: int) -> list[Cue]:
    """The tokenizer named by name up to `reach` characters before `at`, nearest last."""
    return [c for c in cues if c.kind == "subject" and c.name == "tokenizer" and not c.weak and c.end <= at and at - c.end <= reach]


def _inverse_of_rate(before: str, q: Quantity) -> bool:
    """"~105 tok/s (9.5 ms)": the time right after a rate is one step of it, if it is about one over the rate (not
    "50 tokens at ~80 tok/s (about 0.6 s of generation)", the whole answer's)."""
    m = _INVERSE_OF_RATE.search(before)
    if not m:
        return False
    rate = re.search(r"([\d][\d,]*(?:\.\d+)?)\s*k?\s*$", before[:m.start()].rstrip())
    if not rate:
        return True
    value = float(rate.group(1).replace(",", "")) * (1000 if before[:m.start()].rstrip().lower().endswith("k") else 1)
    return value <= 0 or 0.4 <= q.hi * value <= 2.5


# a rate followed by its inverse in parentheses: "~105 tok/s (9.5 ms)"
_INVERSE_OF_RATE = re.compile(r"(?:tok(?:ens)?/s(?:ec)?|tokens?\s+(?:per|a)\s+sec(?:ond)?|t/s)\s*[,(]\s*(?:i\.e\.\s*|or\s+|~|≈)?\s*$", re.IGNORECASE)
_BYTES_PER_PARAM = re.compile(
    r"\b(?:int4|int8|fp8|fp16|bf16|fp32|float16|float32|[48]-?bit|16-?bit|32-?bit|q4\w*|q8\w*)\s+(?:weights?\s+)?(?:means|is|are|=|uses?|takes?|stores?|gives|at)\s+"
    r"(?P<claim>(?:about\s+|roughly\s+|~\s*)?(?P<n>\d+(?:\.\d+)?|one|two|four|eight|half\s+a|a\s+half|half)\s+(?:a\s+)?bytes?\s+"
    r"(?:per|a|each|for\s+each|for\s+every)\s+(?:weight|param|parameter))\b", re.IGNORECASE)
# "so it's compute-bound", "which is memory-bound": "it" right before a boundness word; the second form also reaches
# past "compute-bound rather than" to the word denied ("it's compute-bound rather than bandwidth-bound")
_IT_IS = r"\b(?:it['’]?s|it\s+is|it\s+stays|which\s+is)\s+(?:\w+\s+)?"
_IT_BOUND = re.compile(_IT_IS + r"$", re.IGNORECASE)
_IT_BOUND_OR_NOT = re.compile(_IT_IS + r"(?:[\w-]+,?\s+(?:rather\s+than|not|instead\s+of)\s+)?$", re.IGNORECASE)
# "for short answers", "on tiny replies", "when the output is a few tokens": a case named apart from the text's own
_SHORT_CASE = re.compile(r"\b(?:for|on|with|in)\s+(?:very\s+|really\s+)?(?:short|tiny|small|brief|one-word|few-token)\s+"
                         r"(?:outputs?|answers?|repl(?:y|ies)|responses?|completions?|calls?|turns?|requests?)\b|"
                         r"\bwhen\s+the\s+(?:output|answer|reply|response)\s+is\s+(?:short|tiny|a\s+few\s+tokens)\b", re.IGNORECASE)
_CALLS_IN_SEQUENCE = re.compile(r"\b(?:\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozens?\s+of|several|many)\s+"
                                r"(?:\w+\s+)?(?:calls|requests|queries)\s+(?:in\s+sequence|in\s+a\s+row|sequentially|serially|"
                                r"back[- ]to[- ]back|one\s+after\s+(?:another|the\s+other))[^.;]{0,30}$", re.IGNORECASE)
# a line quoted from someone else in a reply ("> batching makes each request faster"): their claim, answered below
_QUOTED_LINE = re.compile(r"^[ \t]*(?:[\w/.@-]{1,30}:[ \t]*)?>+(?P<said>[^\n]*)", re.MULTILINE)  # (after a speaker's label too)
_STILL_AT = re.compile(r"(?:\bwould|['’]d|\bwill|['’]ll)\s+still\s+(?:be\s+(?:at|around|about)?|take|see|sit\s+at|land\s+(?:at|around))\s*"
                       r"(?:about\s+|around\s+|roughly\s+|~)?$", re.IGNORECASE)


@lru_cache(maxsize=8)
def _numbers_before(head: str) -> tuple:
    return tuple(find_numbers(head))  # parsed once per sentence, however many of its figures look back


def _seen_under_load(text: str, rate: float, before: int, sentence_starts: list[int]) -> bool:
    """The same per-second rate, given earlier in the text in a sentence about a loaded server."""
    for n in _numbers_before(text[:before]):
        if n.lo != n.hi or abs(n.lo - rate) > 0.01 * rate or not _RATE_NEAR.match(text, n.end):
            continue
        i = bisect.bisect_right(sentence_starts, n.start) - 1
        end = sentence_starts[i + 1] if i + 1 < len(sentence_starts) else before
        if LOADED.search(text[sentence_starts[i]:end]):
            return True
    return False


_RATE_NEAR = re.compile(r"[^.;\d]{0,24}?(?:tok(?:en)?s?\s*/\s*s(?:ec)?|tokens?\s+(?:per|a)\s+sec|t/s)", re.IGNORECASE)
# one consumer card, referred to as such; several of them
_ONE_CARD = re.compile(r"\b(?:this|the|my|that|a|one|single)\s+(?:card|gpu|(?:rtx\s*)?[34]090)\b", re.IGNORECASE)
_SEVERAL_CARDS = re.compile(r"\b(?:cards|gpus|[34]090s|dual|two|pair|both|2\s*x|x\s*2)\b", re.IGNORECASE)
# an aggregate rate given earlier in the sentence: "hit ~4,300 tok/s total, while each stream saw ..."
_AGGREGATE_BEFORE = re.compile(r"\d[\d,.]*\s*k?\s*(?:tok(?:en)?s?\s*/\s*s(?:ec)?|tokens?\s+(?:per|a)\s+second|t/s)\s+"
                               r"(?:in\s+)?(?:total|aggregate|combined|overall|summed|across\s+(?:all|the)\b)", re.IGNORECASE)
# a remedy named only to be denied: "more FLOPs would not help", "buying FLOPs won't fix it"
_REMEDY_DENIED = re.compile(r"\s*(?:\w+\s+)?(?:would|will|does|do|did|is|are|could|can)?\s*(?:not|n't|never)\s+(?:help|fix|matter|change|"
                            r"solve|speed|make|move|be\s+the\s+(?:fix|answer|solution))|\s*(?:wouldn't|won't|doesn't|don't|didn't|isn't|can't)\s+"
                            r"(?:help|fix|matter|change|solve|speed|make|move|be)", re.IGNORECASE)
_BATCH_ONE = re.compile(r"\bbatch(?:[- ]size)?[- ]?(?:of\s+|=\s*)?(?:1|one)\b|\bbs\s*=\s*1\b|\bsingle[- ]stream\b|\bone\s+request\s+at\s+a\s+time\b", re.I)
# layers held in host memory: the GPU bandwidth model no longer bounds the speed from below
_OFFLOADED = re.compile(r"\b(?:system\s+ram|offload(?:ed|ing)?\s+(?:to|onto)\s+(?:the\s+)?(?:cpu|ram|host)|spills?\s+(?:in)?to\s+(?:system\s+)?(?:ram|memory|host)|"
                        r"(?:can't|cannot|doesn't|does\s+not|won't)\s+(?:hold|fit)\s+the\s+model)\b", re.IGNORECASE)
_HOSTED_API = re.compile(r"\b(?:through|via|from|hit(?:ting)?|call(?:ing)?|using)\s+(?:the|their|an?|your|its)\s+"
                         r"(?:(?:hosted|public|official|managed|vendor'?s?|provider'?s?|cloud)\s+)?api\b|"
                         r"\bhosted\s+(?:api|endpoint|models?)\b|\bapi\s+providers?\b", re.IGNORECASE)
_COUNTERFACTUAL = re.compile(r"\b(?:if\s+(?:it|this|the\s+model|we|you|they)\s+(?:were|had|used|didn'?t\s+use)|were\s+it|had\s+it\s+been)\b", re.IGNORECASE)
DEFAULT_PATH = "internet"  # the path a figure is checked against when the path the text names is another figure's


# one request's speed, as opposed to the server's: "each of our responses would come back about 64x faster"
_ONE_REQUEST = re.compile(r"\b(?:each|every|individual|single|per[- ]user|per[- ]request)\b|\b(?:user|request|response|call|answer|stream)['’]s\b|"
                          r"\b(?:users|everyone)\s+(?:would\s+|will\s+)?(?:get|see|receive)\b", re.IGNORECASE)
# another way to speed one request up, named instead: "speculative decoding makes each request 2x faster"
_OTHER_SPEEDUP = re.compile(r"\bspeculative|\bdraft\b|\bmedusa\b|quantiz|\bint[48]\b|\bfp8\b|\b\d-bit\b|tensor[- ]parallel|\btp\s*=?\s*\d|"
                            r"\bh100|\bh200|\bb200|upgrad|faster\s+(?:gpu|card|hardware)|bandwidth|prefix\s+cach|flash|compile|"
                            r"shorter\s+(?:answers|outputs|responses)|max_tokens|fewer\s+tokens|streaming", re.IGNORECASE)


# a many-fold speed-up: more than turning batching off gives one request ("each request would come back 10x faster")
_MANY_TIMES = re.compile(r"\b(?:\d+|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred)\s*(?:x|times)\b", re.IGNORECASE)
# a batch made smaller ("lowering the batch size", "cut max_num_seqs from 64 to 8"): each request gets faster, rightly
_BATCH_CUT = re.compile(r"\b(?:lower(?:ing|ed)?|cut(?:ting)?|reduc(?:e|ed|ing)|drop(?:ped|ping)?|shrink(?:ing)?|shrunk|decreas(?:e|ed|ing)|"
                        r"smaller|halv(?:e|ed|ing))\s+(?:the\s+|our\s+|your\s+|its\s+)?(?:max\s+)?(?:batch|concurrency|max_num_seqs)\b|"
                        # "turn batching off to make answers faster": a request alone does get a little faster
                        r"\b(?:turn(?:ed|ing)?|switch(?:ed|ing)?|shut(?:ting)?)\s+(?:continuous\s+)?batching\s+off\b|"
                        r"\bdisabl(?:e|ed|ing)\s+(?:continuous\s+)?batching\b|\bwithout\s+batching\b", re.IGNORECASE)


_BATCH_N = re.compile(r"\bbatch(?:\s+size)?\s*(?:of\s+|=\s*)?(\d+)", re.IGNORECASE)


def _batching_speeds_one(text: str, p: Cue, s_start: int, s_cues: list[Cue], cues: list[Cue], clause_text: str) -> bool:
    """"If we batch 64 requests together, each of our responses would come back about 64x faster": a claim that one
    request speeds up, whose cause, batching, was named earlier in the sentence or just before it."""
    if not _ONE_REQUEST.search(clause_text):
        return False
    window_start = max(0, s_start - 160)
    batching = [c for c in cues if c.kind == "subject" and c.name == "batching" and window_start <= c.start < p.start]
    if not batching or re.search(r"\b(?:not|cannot|never|no)\b|n't\b", text[max(batching[-1].end, s_start):p.start], re.I):
        return False  # "... but it cannot make a single sequence produce its next token sooner"
    if re.search(r"\b(?:smaller|lower|less|reduced|fewer)\s+(?:batch|concurren|sequences)", text[s_start:p.start], re.I):
        return False  # "at a smaller batch each request runs faster": right
    sizes = [int(n) for n in _BATCH_N.findall(text)]
    here = _BATCH_N.findall(text[s_start:p.start])
    if here and sizes and int(here[-1]) < max(sizes):
        return False  # "dropped the batch from 512 to 64 ... At batch 64 each sequence runs faster": the smaller batch is the faster one
    return not _OTHER_SPEEDUP.search(text[max(window_start, batching[-1].start):p.end + 100])


def _scope_near(q: Quantity, cues: list[Cue], clause_of: dict[int, int], clause: int, text: str = "",
                others: list[Quantity] = ()) -> list[str]:
    """Scope words in the quantity's clause near it, unless another figure stands between and owns them ("0.1 s
    at one to two microseconds per token"); of one-way vs round-trip, the nearer wins."""
    def owned_by_other(c: Cue) -> bool:
        # the scope word is part of another figure ("1-2 microseconds per token") or follows it right after
        return any(o is not q and o.dimension not in ("tokens", "round_trips")
                   and (o.start <= c.start < o.end or 0 <= c.start - o.end <= 2)
                   and not (q.start <= c.start < q.end or 0 <= c.start - q.end <= 2)
                   and not _PAIRED.fullmatch(text[min(q.end, o.end):max(q.start, o.start)]) for o in others)

    near = [(abs(c.start - q.end) if c.start >= q.end else abs(q.start - c.end), c.name) for c in cues
            if c.kind == "scope" and clause_of.get(c.token_start) == clause and -60 <= c.start - q.end <= 40
            and not owned_by_other(c)]
    names = {name for _, name in near}
    if {"one_way", "round_trip"} <= names:
        nearest = min((d, n) for d, n in near if n in ("one_way", "round_trip"))[1]
        names.discard("round_trip" if nearest == "one_way" else "one_way")
    return sorted(names)


_PREPOSITION_BEFORE = re.compile(r"\b(?:on|of|for|in|per|over|during|across)\s+(?:a|an|the|every|each|our|your)?\s*"
                                 r"(?:[\w.~-]+\s+){0,3}$", re.IGNORECASE)


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
        # a conjunction must join them: "a 10 s completion the network is ..." is two phrases, not a list
        if re.search(r"\d\s*(?:ms|s|secs?|seconds?|milliseconds?)\s+(?:of\s+)$", text[max(0, lo.start - 24):lo.start], re.I):
            continue  # "~3.1 s of generation, and TTFT ... is ~130 ms": the first one has its own figure
        if len(between) <= 30 and re.fullmatch(r"\s*(?:,|(?:,\s*)?(?:and|or|plus|\+|&|/))\s*(?:the\s+)?\s*", between) \
                and not (between.strip() == "," and _PREPOSITION_BEFORE.search(text[max(0, lo.start - 30):lo.start])):
            joined.append(other.name)  # "on a 10 s completion, the network ...": the first is a setting, not a list
    return joined


