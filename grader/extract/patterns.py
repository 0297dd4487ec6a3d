"""Phrases and word sets that tell what a figure or a predicate is about, shared by the extraction steps."""
from __future__ import annotations

import re

# Which subjects a quantity of each dimension can be about.
DIMENSION_SUBJECTS = {
    "time": ["network", "connection", "tokenizer", "decode", "prefill", "total", "queueing", "overhead"],
    "time_per_token": ["decode", "tokenizer", "network"],
    "token_rate": ["decode", "throughput", "prefill", "tokenizer"],
    "bandwidth": ["bandwidth", "network"],
    "bit_rate": ["network", "bandwidth"],
    "bytes": ["weights", "kv_cache", "memory_capacity", "bandwidth", "sram"],
    "bytes_per_token": ["kv_cache", "weights"],
    "flops_rate": ["compute"],
    "round_trips": ["connection", "network"],
    "speed": ["network"],
    "percent": ["network", "tokenizer", "decode", "prefill", "connection", "queueing", "overhead"],
    "orders": ["network", "tokenizer", "decode", "prefill", "connection"],
}

COMPONENTS = ["network", "connection", "tokenizer", "decode", "prefill", "queueing"]

# Hard clause breaks separate claims; soft ones (commas, "and") only weaken a subject on the far side.
HARD_BREAK = {";", ":", "—", "–", "(", ")", "--", "but", "while", "whereas", "although", "though", "because", "since"}

# Names reach across labels and asides ("H200: 141 GB", "A100 80GB is ~2.0e12 (2.0 TB/s)"), not across contrasts.
NAME_BREAK = HARD_BREAK - {":", "(", ")", "but"}

SOFT_BREAK = {",", "and", "so", "which", "then", "whereas", "plus", "+", "="}

HEDGES = re.compile(r"\b(maybe|probably|perhaps|might|may|i think|i guess|i suspect|likely|presumably|could be|guess)\b",
                     re.IGNORECASE)

OUTPUT_CONTEXT = re.compile(r"answer|response|repl(?:y|ies)|completion|output|generat|essay|summar|report|stor(?:y|ies)|\blabels?\b|"
                            r"tokens? (?:long|out)|\bdecod(?:e|ing)\s*[:=(]",  # "- Decode: 600 tokens." in a budget list
                             re.IGNORECASE)

PROMPT_CONTEXT = re.compile(r"prompt|input|document|\bdocs?\b|contract|transcript|history|conversation|"
                            r"\bfiles?\b|\bquestions?\b|\bquer(?:y|ies)\b", re.IGNORECASE)



def prompt_count(text: str, q, reach: int = 12):
    """"2,000-token prompt", "1,000 prompt tokens": a count of prompt tokens, said after the count or inside it."""
    return PROMPT_CONTEXT.search(text[q.end:q.end + reach]) or re.search(r"\b(?:prompt|input)\b", text[q.start:q.end], re.I) or \
        re.search(r"\b(?:prompts?|inputs?|context)\s+(?:down\s+)?(?:to|at|of|under)\s+(?:about\s+|around\s+|roughly\s+|~|≈)?$",
                  text[max(0, q.start - 30):q.start], re.I)  # "if you cut the prompt to ~8k tokens"
BATCH = re.compile(
    r"batch(?:\s+size)?(?:\s+of|\s*=|\s*:)?\s*(?P<a>\d{1,5})\b|(?P<b>\d{1,5})[\s-](?:wide|way|sequence)\s+batch"
    r"|(?P<c>\d{1,5})\s+(?:concurrent|simultaneous|parallel)\s+(?:streams|requests|users|sequences|seqs)"
    r"|(?P<d>\d{1,5})\s+(?:seqs|sequences|requests|streams)\s+(?:in flight|together|at once)"
    r"|\d{1,5}\s*(?:-|–|to)\s*(?P<g>\d{1,5})\s+(?:seqs|sequences|requests|streams)\s+(?:per\s+gpu|in\s+flight|at\s+once|concurrently)"
    r"|batching\s+(?P<e>\d{1,5})\s+(?:requests|sequences|streams)"
    r"|max_num_seqs\s*(?:=|:|from\s+\d{1,5}\s+to)\s*(?P<f>\d{1,5})\b"
    r"|(?P<h>\d{1,5})\s+(?:sequences|requests|seqs)\s+(?:into|in|per)\s+(?:each|every|one|a)\s+(?:\w+\s+)?(?:step|batch|forward\s+pass)"
    r"|\bbs\s*(?:=|≈|~|:)\s*~?(?P<i>\d{1,5})\b"  # "bs≈384"
    r"|\bat\s+(?P<j>\d{2,5})\s+(?:seqs|sequences|concurrent\s+(?:seqs|sequences|requests|streams))\b", re.IGNORECASE)

SPECULATIVE = re.compile(r"speculative decoding|medusa|draft[- ]model|eagle(?:-2)?\b|lookahead decoding|"
                         r"\b\d+(?:\.\d+)?b\s+draft\b|\bdraft\s*\(\s*k\s*=", re.IGNORECASE)  # "a Llama-3.2-1B draft (k=4)"

SHARE_CONTEXT = re.compile(
    r"^\s*(?:of\s+(?!(?:that|this|the|its)\s+(?:bound|ceiling|peak|limit|max|maximum|theoretical|roofline|bandwidth|"
    r"speed|rate|figure|number)\b|(?:that|this)\s*[,;.)]|(?:peak|theoretical)\b)"  # "70% of that bound": utilisation
    r"(?:the|our|its|this|that|total|all|a|every|each|end-to-end|e2e|what|my|your|their|"
    r"~?\d[\d.,]*\s*(?:s|secs?|seconds|ms|milliseconds)\b|"
    r"(?:(?:total|overall|end-to-end|e2e|request|response)\s+)?(?:latency|wall[- ]?clock|response\s+time|p50|p95|p99)\b)|"  # "95% of latency"
    r"(?:share|fraction)\b|"
    r"(?:(?:end-to-end|e2e|p50|median)\s+)?latency\s+(?:reduction|cut|drop|improvement|win|savings?)\b|"
    r"(?:reduction|cut|drop)\s+in\s+(?:latency|p50|response time)\b|"
    # "30% network, 30% tokenization, 40% the model": a share named by the component right after it
    r"(?:the\s+)?(?:network|tokeni[sz]\w*|detokeni[sz]\w*|decod\w*|generation|prefill)\b"
    r"(?!\s+(?:utili[sz]ation|uptime|availability|bandwidth|capacity|load|traffic|packets?|loss|usage|costs?|bill|"
    r"price|accuracy|quality|size|weights|parameters|errors?|calls?|requests?)\b))"
    r"|\b(?:accounts? for|makes? up|is|are|was|were|only|just|about|over|under|roughly|easily|alone|by|cuts?|save[sd]?|"
    r"shave[sd]?|reduce[sd]?|trim(?:s|med)?|slash(?:es|ed)?|knock(?:s|ed)?|lop(?:s|ped)?|adds?|added|adding)\s*$", re.IGNORECASE)

# "80% of that is the round trip", "90% of those 6 s goes to the network": the part is named after the verb.
SHARE_NAMED_AFTER = re.compile(
    r"\s*of\s+(?:that|it|this|those|these|(?:the\s+)?(?:total|time|latency|wall[- ]?clock|delay|wait|end[- ]to[- ]end(?:\s+time)?|request|response|call)|"
    r"(?:the|those|these|that|our|its)\s+~?[\d.]+(?:\s*-\s*[\d.]+)?\s*(?:s|secs?|seconds|ms)\b)\s*,?\s+"
    r"(?:is|are|was|were|'s|goes\s+(?:to|into)|comes?\s+from|is\s+spent\s+(?:in|on))\s+"
    r"(?:(?:just|simply|really|actually|probably|likely|all|pure|basically)\s+)?(?:the\s+|our\s+|your\s+)?(?:non-?(?:gpu|model)\s+)?", re.IGNORECASE)

PARTIAL = re.compile(r"\b((?<!slow )(?<!main )(?<!biggest )(?<!big )(?<!expensive )(?<!hard )part of|some of|partly|partially|a portion|a share|a fraction|a slice|a bit of|a little of|a (?:good |big |large |decent |fair |small |tiny )?chunk of|a (?:small |tiny |good )?percentage of|"
                      r"contribut\w*|a noticeable)\b", re.IGNORECASE)

# A text about a heavily shared server: every per-request figure in it may be slowed by the sharing.
HEAVY_LOAD = re.compile(r"\b(?:hundreds? of|\d{2,}|several(?:\s+hundred)?|a\s+few\s+hundred|many|dozens of)\s+concurrent\b|\bsummed over\b|"
                        r"~?\d{2,}\s+(?:requests|streams|sequences|users)\s+in\s+flight\b|"
                        r"\bbatch(?:\s+size)?\s*(?:of\s+|=\s*)?\d{3,}\b|"
                        # "--max-num-seqs 512", "past a few hundred sequences": a server packed with streams
                        r"\bmax[-_ ]num[-_ ]seqs\s*[=:]?\s*\d{3,}\b|\b(?:a\s+few|several)\s+hundred\s+(?:concurrent\s+)?(?:sequences|seqs|streams)\b", re.IGNORECASE)

LOADED = re.compile(r"\b(load|loaded|busy|concurrent|concurrency|aggregate|in flight|under load|batch(?:ed|ing)?|at peak|peak (?:hours?|traffic)|"
                     r"streams|hosted|endpoints?|providers?|shared|in total|across (?:all )?(?:users|streams|requests))\b",
                     re.IGNORECASE)

AGGREGATE_RATE = re.compile(r"\b(total|combined|server|node|box|cluster|across|sum|fleet|whole|pool|dashboard|batch(?: size)? ?(?:of )?\d{2,}|"
                            r"(?:turn(?:ed|ing)?|switch(?:ed|ing)?)\s+(?:continuous\s+)?batching\s+on|with\s+(?:continuous\s+)?batching\s+(?:on|enabled)|"
                            r"(?:generation|output|decode|token)\s+throughput|under\s+(?:heavy\s+)?load|deployment|replicas?|"
                             r"\d{2,} (?:concurrent|streams|users|sequences|requests))\b", re.IGNORECASE)

ARITH_LINK = re.compile(r"^[\s,~≈=→>\-(]*(?:[\w-]+\s+){0,2}?(?:so|=|≈|→|->|=>|is|are|takes?|took|means?|gives?|that'?s|in|"
                         r"comes? to|works? out to|of|or|about|around|roughly|just|only|i\.e\.|,|≈)\b|^[\s]*[=≈→(]", re.IGNORECASE)

TIMES = re.compile(r"^\s*(?:[x×*]|times)\s*$", re.IGNORECASE)

OBSERVED_VERB = re.compile(r"\b(takes?|took|taking|returns?|returned|comes?\s+back|came\s+back|sits? at|p50|p90|p95|p99|latency of|end[- ]to[- ]end|wall|see|sees|"
                            r"seeing|saw|measured?|observed?|spends?)\b", re.IGNORECASE)

OBSERVED_STRONG = re.compile(r"\b(see|sees|seeing|saw|seen|measured?|observed?|p50|p90|p95|p99|wall[- ]?clock|"
                             r"(?:users?|customers?|clients?|people)\s+(?:\w+ly\s+)?(?:report\w*|complain\w*|experienc\w*|wait\w*|get|got)|"
                              r"end[- ]to[- ]end|(?:api|endpoint|request|response|call)s?\s+(?:takes?|took))\b", re.IGNORECASE)

BATCH_SIZE_RATE = re.compile(r"\bbatch(?: size)? ?(?:of )?\d{2,}|\b\d{2,} (?:concurrent|parallel) ", re.IGNORECASE)

# "about 1.75 GiB at 32k tokens", "4 GiB for the same context": a size that grows with tokens is a KV cache.
KV_SIZED = re.compile(r"\s*(?:of\s+KV\s+)?(?:at|for|over|across)\s+(?:an?\s+|the\s+)?(?:~?[\d,.]+\s*k?[\s-]*tokens?\b|"
                      r"~?[\d,.]+k\b(?!\s*(?:cards?|gpus?))|(?:same|full|whole|entire)\s+(?:context|conversation|window))",
                      re.IGNORECASE)

REMAINDER_AFTER = re.compile(r"\s*(?:left|free|remaining|spare|of headroom|to spare)\b", re.IGNORECASE)

REMAINDER_BEFORE = re.compile(r"\b(?:leaving|leaves|leave|remaining|with|frees?|freeing|free(?:s|d)?\s+up|saves?|saving)\s+"
                              r"(?:about\s+|roughly\s+|another\s+|up\s+)?~?\s*$", re.IGNORECASE)

# "the rest", "everything else": the subject of what follows is the remainder, not the component named before it
REMAINDER_SUBJECT = re.compile(r"\b(?:the\s+rest|everything\s+else|all\s+else|the\s+remainder|the\s+others?|"
                               r"the\s+other\s+(?:parts?|costs?|components?|steps?|bits?))\b", re.IGNORECASE)

REPORTED = re.compile(r"\b(?:blog|blog\s+post|leaderboard|whitepaper|announcement)\s*:[^.;]*$|"  # "vendor blog: 2,400 tok/s"
                      # "someone divided 1,000 tokens by the aggregate figure, got ~0.1 s": a mistake retold, not made
                      r"\b(?:someone|somebody|they|he|she|the\s+(?:doc|deck|estimate|onboarding\s+doc))\s+(?:\w+\s+){1,10}?(?:got|computed|"
                      r"calculated|estimated|came\s+up\s+with|concluded|arrived\s+at)\s+(?:about\s+|roughly\s+|~)?$|"
                      r"\((?:\s*[\w.-]+){1,2}\s+(?:measured|benchmarked|clocked|found|got|saw|shows?|showed|reports?|reported|"
                      r"publish(?:es|ed)|claims?|quotes?)\b[^.;)]*$|"  # "(MLC measured about 34.5 tok/s"
                      r"\b(?:your|the|this|that)\s+(?:formula|estimate|heuristic|code|function|comment)\s+(?:gives|yields|returns|says|assumes|computes)\b[^.;]*$|"
                      r"\bthe\s+(?:default|docstring|comment|profile|config|readme)\s+(?:of|says|is|sets|uses|has)\b[^.;]*$|"  # quoted for review
                      r"\b(you\s+(?:assumed?|estimated?|budget(?:ed)?|wrote|write|claim(?:ed)?|list(?:ed)?|put)|advertis\w+|claims?|claimed|quotes?|quoted|markets?|promis\w+|touts?|(?<!I'd )(?<!I )(?<!we'd )(?<!let's )(?<!would )says?|said|reported|(?<!dashboard )(?<!profiler )(?<!grafana )(?<!trace )(?<!monitoring )reports(?=\s+(?:that\s+|about\s+|around\s+|roughly\s+|up\s+to\s+|~)?(?:\d|$))|publish(?:es|ed)|"
                       r"brags?|boasts?|benchmarks? at|benchmarked at|(?:slides?|deck|marketing|spec[- ]?sheet|data[- ]?sheet|press release|"
                       r"landing page|keynote|brochure|status page|docs|website|vendor|provider|table|chart|graph|plot|benchmark|load\s+test)\s+(?:\w+\s+)?(?:shows?|showed|lists?|listed|quotes?|"
                       r"states?|puts?|reports?))\b[^.;]*$",
                      re.IGNORECASE)

# "A PM took that to mean a 600-token answer comes back in 50 ms": somebody else's reading, retold
RETOLD = re.compile(r"\b(?:a|the|our|my|one|their)\s+(?:pm|product\s+manager|manager|boss|colleague|co-?worker|teammate|customer|client|"
                    r"exec|cto|ceo|vp|intern|junior|stakeholder|sales\s+rep|salesperson)s?\s+(?:\w+\s+){0,3}?(?:took\s+(?:that|this|it)\s+to\s+mean|"
                    r"thinks?|thought|assumed?|assumes|believes?|believed|expects?|expected|figured|concluded)\b[^.;]*$", re.IGNORECASE)
# "A teammate runs Llama-3-8B on his M2 Max ... He thinks the laptop is throttling": a verdict retold (figures retold
# this way are still checked: "He thinks each conversation holds about 40 GB of KV cache" is a number to correct)
RETOLD_VERDICT = re.compile(r"\b(?:he|she)\s+(?:(?:still|really|probably)\s+)?(?:thinks|thought|assumes|assumed|believes|believed|"
                    r"is\s+convinced|was\s+convinced|suspects|suspected|swears)\b[^.;]*$", re.IGNORECASE)

DESIRE = re.compile(r"\b(wants?|wanted|wish(?:es)?|hop(?:e|es|ing)|goal|target(?:ing)?|aim(?:ing)?|asked for|asks for|"
                     r"would like|requirement|required to|must hit|budget of|would\s+need|alert\s+(?:\w+\s+)?(?:at|sits\s+at|fires\s+at)|"
                     r"threshold|timeout|deadline|would\s+require|['’]d\s+need|['’]d\s+require|the\s+ask\s+is)\b[^.;]*$|"
                     # "the ask is to get it under 3 s", "we need to bring p95 below 2 s"
                     r"\b(?:get|bring|push)\s+(?:it|latency|p\d\d|the\s+p\d\d|that\s+number)\s+(?:down\s+)?(?:to\s+|under\s+|below\s+)?$",
                    re.IGNORECASE)  # ("under 2 s would need ~175 tok/s": what a goal takes, not what the system does)

CONTRAST = re.compile(r"\b(elsewhere|otherwise|other providers?|everywhere else|"
                      r"typical\s+(?:gpus?|cards?|servers?|setups?|deployments?|providers?|clouds?|hardware|hosted)|versus|vs\.?|compared|"
                       r"whereas|instead)\b", re.IGNORECASE)

COMPARED = re.compile(r"\b(?:as|than|beats?|beating|outruns?|outpaces?|trails?|nowhere\s+near|not\s+(?:even\s+)?near|far\s+from|(?<!something )(?<!anything )(?<!more )like|similar\s+to|comparable\s+to|on\s+par\s+with|equivalent\s+to|versus|vs\.?|compared (?:to|with)|against|next to|not|just|basically|essentially|"
                      r"literally|simply|(?:speed|latency|pace|size) of|(?:half|quarter|third|fraction|tenth)\s+of|"
                      r"twice|double|triple|thrice|\d+(?:\.\d+)?\s*(?:x|×|times))\s+(?:for\s+|on\s+)?(?:an?\s+|the\s+|one\s+)?$",
                       re.IGNORECASE)
# "at 13B-dense-model speed", "70B-class latency": a model named as a yardstick, not the one being served.
# "a Llama-3.2-1B draft for the 70B target": a speculative decoding draft model, not the one being served, either.
YARDSTICK_AFTER = re.compile(r"^[- ]?(?:dense[- ])?(?:models?[- ])?(?:class[- ]|level[- ]|like[- ])?"
                             r"(?:speeds?|latency|latencies|territory|numbers|performance)\b|"
                             r"^[- ]?(?:\([^)]{0,12}\)\s*)?(?:models?[- ])?(?:as\s+(?:the|a|its|our)\s+)?(?:draft|drafter|speculator)\b", re.IGNORECASE)

# "a small draft model (Llama 3.2 1B)", "draft: Qwen2.5-0.5B": the draft named after the word.
DRAFT_BEFORE = re.compile(r"\b(?:draft(?:er)?|speculator|speculative[-_ ]model)(?:[- ]models?)?\s*(?:\(|:|=|,|is|of)?\s*(?:an?\s+|the\s+)?"
                          r"(?:[\w.-]+/)?$", re.IGNORECASE)  # ("--speculative-model meta-llama/Llama-3.2-1B": a serving flag)

# "32 GiB on top of the 16 GB of weights": what a figure is added to, not what it is about.
ADDED_TO = re.compile(r"\b(?:on top of|in addition to|besides|apart from)\s+(?:the\s+|our\s+|its\s+)?(?:[\w.~]+\s+){0,3}$",
                      re.IGNORECASE)

# A figure set against another ("tens of ms against several seconds"): the comparand, not the subject's figure.
COMPARAND = re.compile(r"\b(?:against|versus|vs\.?|compared (?:to|with)|than|out of)\s+(?:the\s+|a\s+|an\s+)?~?\s*$",
                       re.IGNORECASE)

# A comparison anywhere between two spans: a setup named past it is the other one's ("less than the bf16 version")
THAN_BETWEEN = re.compile(r"\b(?:than|versus|vs\.?|compared (?:to|with)|instead of)\b", re.IGNORECASE)

# "Detokenize: ~0.5 ms total", "Network RTT - 50 ms": a line of a budget, labelled with its component
LINE_LABEL = re.compile(r"\s*(?:[-*•]\s*|\(?\d+[.)]\s*)?[A-Za-z][\w /+-]{0,30}?\s*(?::|\s[-–—]\s)")

# An operand of a product: "x 2 bytes", "2 bytes x 32 layers" ("2x" alone is a ratio and stays).
OPERAND_BEFORE = re.compile(r"[\w)]\s*(?:×|\*|\sx)\s*~?$", re.IGNORECASE)
OPERAND_AFTER = re.compile(r"\s*(?:×|\*|x\s)\s*~?\d", re.IGNORECASE)

# A time that sizes a whole request ("a 7 s request", "our 12-second responses").
WHOLE_REQUEST_AFTER = re.compile(r"[\s-]*(?:long\s+)?(?:requests?|responses?|answers?|repl(?:y|ies)|calls?|completions?|"
                                 r"turns?)\b", re.IGNORECASE)

OBSERVATION = re.compile(r"\b(rose|rising|rises|fell|falling|dropped|jumped|jumps|jumping|went|goes|going|increased|decreased|grew|climbed|climbing|"
                          r"spiked|spiking|doubled|regressed|improved|"
                          r"measured|observed|we see|we saw|we're seeing|were seeing|p50|p90|p95|p99|median)\b(?:[^.;]|(?<=\d)\.(?=\d))*$",
                          re.IGNORECASE)

DERIVED = re.compile(r"\b(therefore|thus|hence|so|means|would|should|could|will|might|expect\w*)\b", re.IGNORECASE)

DERIVED_AFTER = re.compile(r"\s*(?:at best|at least|at most|or so|minimum|max)", re.IGNORECASE)

BELIEF = re.compile(r"\bI\s+(?:was\s+(?:sure|convinced|certain)|(?:had\s+)?(?:assumed|figured|thought))\b|"  # "I was sure the wifi was the culprit": a belief since dropped
                    r"\b(?:people|everyone|folks|they|someone|many|customers|users|devs|engineers|you)\s+(?:\w+\s+){0,2}?"
                    r"(?:blame|think|say|assume|believe|claim|suspect|tell|telling|told|insist\w*|argue\w*|swear|suggest\w*|reckon\w*|"
                    r"guess\w*|wonder\w*)\b", re.IGNORECASE)
CARD_COUNT = re.compile(r"\b(\d{1,4}|two|three|four|five|six|eight|sixteen)(?:\s+(?:cards|gpus|devices|accelerators|chips)|"
                        r"\s*-\s*(?:cards?|gpus?|devices?|accelerators?|chips?)|\s+of\s+(?:them|those|these)(?=\s*(?:[,.;)]|$)))\b"
                        r"|\b(?:a\s+single|one|single)\s+(?:card|gpu|device|accelerator|chip)\b(?!\s*(?:at a time|per))"
                        r"|\b(?:across|over|on|split\s+across)\s+(?:the\s+)?(pair)\b"  # "fits comfortably across the pair"
                        r"|\b(?:across|over|into|in)\s+(\d{1,2})\s*[x×]\s*\d{2,3}\s*gb\b(?!\s*/)", re.IGNORECASE)  # "fits across 2x24 GB"
# A sentence about a quantized model without saying to what: any precision down to 4-bit may be meant.
QUANTIZED = re.compile(r"\bquanti[sz](?:ed|ing|ation)\b|\bgguf\b|\bq[2-8](?:_k\w*)?\b", re.IGNORECASE)
# "TP=2", "TP4", "tensor parallel of 8", "4-way tensor parallelism": a device count said as a parallel degree.
TP_COUNT = re.compile(r"\btp\s*[=:]?\s*(\d{1,2})\b|\btensor\s*[- ]\s*parallel(?:ism)?\s*(?:of|=|degree|size)?\s*(\d{1,2})\b"
                      r"|\b(\d{1,2})\s*[- ]\s*way\s+tensor\s*[- ]\s*parallel", re.IGNORECASE)
BATCHED = re.compile(r"\b(batch(?:es|ed|ing)?|concurren\w*|sequences|seqs|streams|in flight|at once|load)\b", re.I)

# Sentences where a time for N tokens is not generation time: hypotheticals, products, microsecond costs.
# "600 tokens at 80 ms would be 48 s anyway, which doesn't match": a reductio, the figure offered to be refuted
REDUCTIO = re.compile(r"\b(?:would|could)\b[^.;!?\n]*\b(?:anyway|which\s+(?:doesn't|does\s+not|isn't|is\s+not|wouldn't)\s+(?:match|fit|line\s+up)|"
                      r"(?:doesn't|does\s+not|don't|do\s+not)\s+(?:match|line\s+up|fit)|not\s+what\s+(?:we|you|they|I)\s+(?:see|saw|measure))\b",
                      re.IGNORECASE)

NOT_GENERATION = re.compile(r"\b(if)\b|[×*]\s*~?\d|\bmfu\b|\b[tpeg]?flop|\bmicroseconds?\b|µs|\bus per\b|\bcpu\b|lookups?|o\(n", re.IGNORECASE)

STANDALONE_GATE = re.compile(r"\b(real cost|real bottleneck|slow part|overhead|throttl\w*|serializ\w*|middleware|the bus)\b",
                              re.IGNORECASE)

MODEL_IS = re.compile(r"(?:\b(?:the\s+)?(?:model|weights?|checkpoint|(?:model\s+)?file|gguf|safetensors)|\d+(?:\.\d+)?\s?[bB]\b|[\w.-]*\d+[bB]\b|"
                      r"\b(?:in|at)\s+(?:fp32|fp16|bf16|fp8|int8|int4|\d-bit|q\d\w*)\s+it)"  # "in int8 it's 13 GB"
                       r"(?:\s+in\s+[\w-]+)?(?:(?:\s*['’]s|\s+(?:is|are|weighs?|takes?|needs?|comes? to|occupies|at))\s+|\s*,\s*)"
                       r"(?:only\s+|just\s+|about\s+|around\s+|roughly\s+|~\s*|near\s+)?$", re.IGNORECASE)

REQUIRES = re.compile(r"\b(needs?|requires?|takes? up|occup\w+)\b[^.;]*$", re.IGNORECASE)

# A device the profiles do not know ("mistral 7b q4 on my laptop cpu", "our P100s"): figures that depend on the
# hardware cannot be checked against the default H100 box, so they are left unverifiable rather than flagged.
UNKNOWN_DEVICE = re.compile(
    r"\b(?:p100|k80|p40|a40|a5000|a4000|rtx\s?(?:20[6-8]0|30[5-8]0|40[67]0)(?:\s?ti)?|gtx\s?\d{3,4}|"
    r"mi210|inferentia\d?|trainium\d?|jetson|raspberry\s+pi|cpu[- ]only|ryzen|threadripper|xeon|epyc|laptop\s+(?:rtx\s+)?\d{4}|\d{4}\s+(?:laptop|mobile)|iphone|ipad|android|pixel\s+\d|snapdragon|galaxy\s+s\d+|"
    r"(?:on|in)\s+(?:the|a|my|your)\s+phone|(?:flagship|mobile|smart)\s*phones?|phones?\s+(?:has|have|with)\b|neural\s+engine|"
    r"core\s+i[3579]|(?:lp)?ddr[45]x?(?:-\d{4})?|"
    r"(?:laptop|desktop)\s+cpus?|cpu\s+inference|on\s+(?:my|a|an|our)\s+(?:laptop|macbook)\b|(?:a|my|our)\s+laptop)\b",
    re.IGNORECASE)
# A chip that keeps the weights in SRAM, named only by what it does: not the default GPU box either.
SRAM_CHIP = re.compile(r"\bon-chip\s+sram\b|\bsram-based\b|\bwafer[- ]scale\b|\bwafers?\b|\bcerebras\b|\bsambanova\b|\betched\b", re.IGNORECASE)
