"""grade(text): extract claims, resolve the scenario, check every claim against the physics, report."""
from __future__ import annotations

import gc
import re

from .extract.extractor import extract
from .extract.mentions import not_a_gpu
from .extract.numbers import word_to_value
from .extract.patterns import COMPARED, SRAM_CHIP, UNKNOWN_DEVICE
from .physics import ScenarioSpec, UnknownProfileError, budget, field_problems, resolve
from .report import Annotation, BudgetComponent, BudgetSummary, Report, score
from .rules_engine.engine import apply, fill
from .rules_engine.loader import load_rules
from .rules_engine.schema import Rule


def _text_spec(found: dict) -> dict:
    """Keep only the fields of the text's scenario that resolve: a stray name must not break grading."""
    found = dict(found)
    if found.pop("output_tokens_ambiguous", False):
        found.pop("output_tokens", None)
    problems = field_problems(found)
    return {key: value for key, value in found.items() if key not in problems}


_SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}

_HARDWARE_FACTS = ("decode.", "prefill.", "ttft.", "total.", "hardware.", "ratio.devices", "model.fit_ratio")
# shares and ratios of the wall clock rest on the device's decode time too
_BUDGET_FACTS = ("share.subjects", "share.decode", "share.unexplained", "ratio.versus", "orders.", "overhead.")

# An open model the profiles do not know ("Phi-3-mini (3.8B)", "Gemma 7B"): when the text names no known model, figures
# that depend on the model (its weights, KV cache, speed, prefill, the budget built on them) are left unverifiable.
# Hosted frontier models (GPT-4, Claude) are not listed: the default large-model budget is the intended proxy there.
_UNKNOWN_MODEL = re.compile(
    r"\b(?:phi-?\d|gemma|falcon|deepseek|command[- ]r|yi-\d|olmo|starcoder|code\s?llama|vicuna|dbrx|jamba|nemotron|"
    r"granite|internlm|baichuan|chatglm|stablelm|bloom|opt-\d|t5|flan|solar|"
    r"zephyr|openchat|orca|wizardlm|smollm|tinyllama|minicpm|glm-\d)\b", re.IGNORECASE)
_MODEL_FACTS = ("decode.", "prefill.", "ttft.", "total.", "model.", "kv.", "share.subjects", "share.decode",
                "share.unexplained", "share.kv_reads", "orders.", "ratio.versus", "ratio.decode_devices")


def _requested(scenario, field: str):
    return getattr(scenario, field) if isinstance(scenario, ScenarioSpec) else (scenario or {}).get(field)


def _unknown_device(text: str, extraction, scenario) -> bool:
    return not _requested(scenario, "hardware") and "hardware" not in extraction.scenario and bool(
        UNKNOWN_DEVICE.search(text) or SRAM_CHIP.search(text))


def _about_sram_chip(claim, text: str, sentences, device_sentences: set[int]) -> bool:
    """A claim about an SRAM chip (Groq, Cerebras, SambaNova) in a text that also names a GPU: in a sentence naming the
    chip, or one after it (same paragraph) before any GPU is named again ("Q: What does a 1,000-token answer look like
    there? A: Around 0.55 s of generation"). Its figures are that chip's, which the GPU's physics cannot check."""
    if claim.hardware:
        return False
    for k in range(claim.sentence, -1, -1):
        start, end = sentences[k]
        said = text[start:end] if k < claim.sentence or SRAM_CHIP.search(text[start:end]) else text[start:claim.end]
        # (a GPU named after the claim, "which would be a rounding error on a GPU", is a yardstick)
        if (SRAM_CHIP.search(said) if k == claim.sentence else _names_chip(said)) or (k not in device_sentences and UNKNOWN_DEVICE.search(said)):
            return True  # (or a device the profiles lack: "On a Snapdragon X Elite laptop ... decodes at roughly 15 tok/s")
        if k in device_sentences or _NAMES_GPUS.search(said) or (k < claim.sentence and "\n\n" in text[end:sentences[k + 1][0]]):
            return False
    return False


_GROQ = re.compile(r"\bgroq\b|\blpus?\b", re.IGNORECASE)


def _names_chip(sentence: str) -> bool:
    """A sentence naming an SRAM chip: Groq's LPU, Cerebras, SambaNova."""
    return bool(SRAM_CHIP.search(sentence) or _GROQ.search(sentence))


def _unknown_model(text: str, extraction, scenario) -> bool:
    return not _requested(scenario, "model") and "model" not in extraction.scenario and bool(_UNKNOWN_MODEL.search(text))


def _needs_hardware(rule: Rule) -> bool:
    # batch-1 decode does ~1 FLOP per byte read, below any processor's ridge point (a CPU's included): whether it is
    # memory-bound does not wait on knowing the device
    return bool(rule.fact) and rule.fact.startswith(_HARDWARE_FACTS + _BUDGET_FACTS) and rule.fact != "decode.intensity_ratio"


_SPEED_FACTS = ("decode.time_per_token", "decode.tok_s", "decode.ceiling")
_QUOTIENT_SLACK = 1.3  # rounding in "about 70 GB over ~38 TB/s is under 2 ms"


def _follows_from_sound_figures(outcome, outcomes) -> bool:
    """A decode speed the sentence works out from weight bytes and a bandwidth it states, both of which hold ("About
    70 GB of weights over ~38 TB/s aggregate is under 2 ms per token"): the text's own setup, whatever the scenario
    guessed from elsewhere (an elliptical "Eight, fp8."), so sound premises and sound arithmetic are not an error."""
    c = outcome.claim
    if outcome.rule.fact not in _SPEED_FACTS or c.value is None or c.dimension not in ("time_per_token", "token_rate"):
        return False
    earlier = [o for o in outcomes if o.claim.sentence == c.sentence and o.claim.end <= c.start]
    if any(o.verdict in ("error", "warning") and o.claim.dimension in ("bytes", "bytes_per_token", "bandwidth") for o in earlier):
        return False  # "each card at about 3 TB/s, so ... reads at 6 TB/s": a wrong premise on the way
    before = [o.claim for o in earlier if o.verdict == "ok" and o.claim.value is not None and o.claim.value.lo > 0]
    weights = [b for b in before if b.dimension in ("bytes", "bytes_per_token") and b.subject == "weights"]
    bandwidths = [b for b in before if b.dimension == "bandwidth"]
    if not weights or not bandwidths:
        return False
    w, bw = weights[-1].value, bandwidths[-1].value
    step = ((w.lo + w.hi) / 2) / ((bw.lo + bw.hi) / 2)  # seconds per token
    value = step if c.dimension == "time_per_token" else 1 / step
    return c.value.lo / _QUOTIENT_SLACK <= value <= c.value.hi * _QUOTIENT_SLACK


def _tokenizer_share(outcome) -> bool:
    """The tokenizer's share of the wall clock: microseconds per token against decode's milliseconds on any model and
    device, so a share past a few percent is wrong whatever the text left unknown."""
    c = outcome.claim
    return outcome.rule.fact == "share.subjects" and set(c.subjects or [c.subject]) == {"tokenizer"}


def _unverifiable(outcome):
    outcome.claim.verdict, outcome.claim.expected = "unverifiable", None
    outcome.verdict = "unverifiable"
    return outcome


# a laptop or desktop part the text runs locally, against which a sentence about the hosted side is not checked
_LOCAL_DEVICES = ("m1-", "m2-", "m3-", "m4-", "rtx-")
_SERVER_SIDE = re.compile(r"\b(?:our|the|their|your\s+provider's)\s+(?:servers?|cloud|data\s*cent(?:er|re)s?|api\s+servers?)\b|"
                          r"\b(?:our|their)\s+(?:hosted|managed|cloud)\s+(?:[\w.-]+\s+){0,2}?(?:endpoints?|apis?|service|offering)\b|"
                          r"\bcloud\s+(?:mode|tier|version|api|endpoint)\b|\bin\s+the\s+cloud\b", re.IGNORECASE)
_HOSTED_ELSEWHERE = re.compile(r"\b(?:a|any|some|the)\s+(?:hosted|cloud|managed|third[- ]party)\s+(?:[\w.-]+\s+){0,3}?(?:api|endpoint|service|provider|model|\d+b)s?\b|"
                               r"\b(?:the|a)\s+cloud\s+(?:option|alternative|route)\b", re.IGNORECASE)
_PREFIX_CACHED = re.compile(r"\bprefix[- ]?cach\w*|\bcached\s+(?:prefix|prompt|system\s+prompt)|\bprompt\s+cach\w*|\bcache\s+hits?\b|"
                            r"\b(?:kv|prefix)\s+reuse\b|\breused\s+across\s+requests\b", re.IGNORECASE)
# An agent's or a pipeline's run of model calls, one after another ("makes 9 sequential calls", "~8 tool-use turns per
# task", "3 hops (router, tool call, final answer)").
_CALLS = re.compile(r"\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:sequential\s+|serial\s+|"
                    r"back-to-back\s+|chained\s+|separate\s+|llm\s+|model\s+|tool(?:-use)?\s+|agent\s+|round\s+|reasoning\s+)*"
                    r"(?:calls|turns|(?<=llm )hops|(?<=model )hops|hops\s+\((?=[^)]*\b(?:router|tool|answer|llm|model))|steps|iterations|rounds|"
                    r"llm\s+requests|requests\s+in\s+(?:a\s+row|sequence))", re.IGNORECASE)
_ONE_CALL = re.compile(r"\b(?:each|every|per|a\s+single|one)\s+(?:[\w-]+\s+){0,2}(?:hop|call|turn|step|request|iteration)\b", re.IGNORECASE)
_PER_CALL_FACTS = ("decode.seconds", "network.time", "connection.seconds", "total.seconds", "overhead.time")


def _sequential_calls(text: str) -> int:
    counts = [int(g) if g.isdigit() else int(word_to_value(g.lower())) for g in _CALLS.findall(text)]
    return max(counts, default=1)


def _prefix_cached(sentence: str) -> bool:
    """A sentence saying the prompt's prefix is cached, not one proposing it ("so I'd look at prefix caching")."""
    m = _PREFIX_CACHED.search(sentence)
    return bool(m) and not re.search(r"\b(?:look\s+(?:at|into)|try|trying|consider|suggest|recommend|enable|enabling|add|adding|turn\s+on|"
                                     r"could|should|would|might|no|without|isn't|not)\b[^.;]*$", sentence[:m.start()], re.IGNORECASE)


_SUPPOSED = re.compile(r"\b(?:would|could|might|instead|alternative|option|vs\.?|versus)\b", re.IGNORECASE)
_NAMES_GPUS = re.compile(r"\bGPUs?\b")  # a text about Groq that also speaks of GPU hosts: unnamed figures may be theirs


def _once_per_sentence(annotations: list[Annotation], claims) -> list[Annotation]:
    """A predicate rule firing twice in one sentence ("new connection per token ... handshake every token") is one
    error said twice: keep the first."""
    by_id = {c.id: c for c in claims}
    chosen: dict[tuple, Annotation] = {}
    for a in sorted(annotations, key=lambda a: a.start):
        c = by_id[a.claim]
        key = (a.rule, c.sentence) if c.kind == "predicate" else (a.claim,)
        first = chosen.get(key)
        if first is None or (_EXPLICIT.search(a.text) and not _EXPLICIT.search(first.text)):
            # "The model itself is quick - generation is sub-second": the explicit saying carries the error
            chosen[key] = a
    return sorted(chosen.values(), key=lambda a: a.start)


_EXPLICIT = re.compile(r"sub-?\s?second|under a second|instant|\bfree\b|milliseconds?|\bms\b", re.IGNORECASE)


_SPEC_DIMENSIONS = ("bytes", "bandwidth", "flops_rate", "bytes_per_token")


def _once_per_figure(annotations: list[Annotation], claims) -> list[Annotation]:
    """The same wrong figure said again ("the chip has 4 TB/s ... since the chip has 4 TB/s") is one error: the
    first mark carries it."""
    by_id = {c.id: c for c in claims}
    seen, kept = set(), []
    for a in sorted(annotations, key=lambda a: a.start):
        c = by_id[a.claim]
        key = (a.rule, c.subject, c.value.lo, c.value.hi) if c.kind == "quantity" and c.value is not None \
            and c.dimension in _SPEC_DIMENSIONS else None  # a speed said again may be applied anew: each use counts
        if key is not None and key in seen:
            continue
        seen.add(key)
        kept.append(a)
    return kept


def _one_per_span(annotations: list[Annotation]) -> list[Annotation]:
    """Where marks overlap, keep one: the most severe, then the text's own arithmetic, then the narrower."""
    ranked = sorted(annotations, key=lambda a: (_SEVERITY_ORDER[a.severity], a.category != "arithmetic", a.end - a.start))
    kept: list[Annotation] = []
    for a in ranked:
        if all(a.end <= k.start or a.start >= k.end for k in kept):
            kept.append(a)
    return sorted(kept, key=lambda a: (a.start, a.end))


# Graded once at start-up (service, check and batch workers) so the first real text does not pay for loading.
WARM_UP_TEXT = ("Our 70B model streams about 40 tokens per second, so a 500-token answer takes over 10 s; "
                "the 50 ms round trip and the tokenizer are noise.")


def keep_loaded() -> None:
    """What is loaded by now (spaCy, torch, MiniLM, the rules) lives as long as the process: take it out of the
    garbage collector's sight, so each later collection walks only what the texts themselves allocate (this halved
    the service's p99)."""
    gc.collect()
    gc.freeze()


def warm_up(text: str = WARM_UP_TEXT) -> None:
    """Load the rules, spaCy and MiniLM before the first real text, then keep them loaded."""
    from .extract.semantic import encoder
    encoder()  # a text that passes no paraphrase gate would leave MiniLM to load on the first real one
    grade(text)
    keep_loaded()


def grade(text: str, scenario: ScenarioSpec | dict | None = None, rules: tuple[Rule, ...] | None = None) -> Report:
    """Grade one explanation. `scenario` (the request's) overrides what the text fixes, which overrides defaults."""
    return grade_in_context(text, scenario, rules)[0]


def grade_in_context(text: str, scenario: ScenarioSpec | dict | None = None, rules: tuple[Rule, ...] | None = None,
                     context: dict | None = None) -> tuple[Report, dict]:
    """Grade one part of a longer document. `context` holds the scenario fields earlier parts fixed (a model
    named in the introduction applies to later paragraphs); this part's own fields override them. Returns the
    report and the fields this part fixed, to carry forward."""
    report, own_spec, _ = grade_with_extraction(text, scenario, rules, context)
    return report, own_spec


_ONE_STREAM = re.compile(r"\bbatch(?:\s+size)?\s*(?:of\s+|=\s*)?(?:1|one)\b|\b(?:a\s+)?(?:lone|single|solo)[\s-]+"
                         r"(?:request|user|stream)\b|\balone\b|\bby\s+itself\b|\bon\s+its\s+own\b", re.IGNORECASE)


# A sentence that puts a setup on the table for the next one to answer about.
# "... reported 1,800 tok/s on Cerebras. At that speed a 500-token answer streams out in under 0.3 s": that setup
_AT_THAT_SPEED = re.compile(r"\s*(?:and\s+|so\s+)?at\s+(?:that|this|those|these|such)\s+(?:speed|rate|pace|throughput)s?\b", re.IGNORECASE)
_ASKS_ABOUT = re.compile(r"\?\s*$|\b(?:what|how)\s+about\b|\b(?:can|could|would|will|does|do|is)\s+(?:we|you|it|i)\s+(?:run|fit|serve|host|use)\b"
                         # or one that states the text's own setup: "Ours: Llama-2-70B int8 on 2x L40S."
                         r"|^\W*(?:compare|consider|take)\s+(?:a|an|one|the|our)\b"  # "Compare a single H100 in fp8: ..."
                         r"|^\W*(?:ours|our\s+(?:setup|config|deployment|box|stack)|setup|config(?:uration)?|baseline|"
                         r"environment|deployment|before|after|now|old|new|current|target|hardware)\s*[:=]|^\W*we\s+(?:run|serve|host|deploy)\b",
                         re.IGNORECASE)


_SHORT_CONTEXT = re.compile(r"(?<!than )(?<!than with )(?<!than with a )(?<!than for a )(?<!than at )\bshort(?:er)?[- ](?:context|prompts?|inputs?|chats?|conversations?)\b|\bat\s+short\b|"
                            r"\b(?:small|tiny|empty|little)\s+(?:context|prompts?)\b", re.IGNORECASE)
_CONTEXT_WORDS = re.compile(r"\bcontext|\bctx\b|\bprompts?\b|\bkv\b|\bcache\b|\b\d+\s*k\b|\bk[- ]tokens?\b|\bhistory\b|\bdocument|\bfull\b|"
                            r"\blong\b|\bgrows?\b|\bfills?\b", re.IGNORECASE)
_INTERJECTION = re.compile(r"(?:\w+:\s*)?(?:yeah|yes|yep|no|nope|right|sure|ok|okay|hmm+|well|so|good question|absolutely|"
                           r"definitely|correct|exactly|not really|kind of|sort of)(?:[,.!]*\s*(?:so|yeah|well|right))?[.!,]*", re.IGNORECASE)


def grade_with_extraction(text: str, scenario: ScenarioSpec | dict | None = None,
                          rules: tuple[Rule, ...] | None = None, context: dict | None = None):
    """grade_in_context, also returning the extraction (sentences, mentions) for callers that read the text
    further, such as rubric coverage."""
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    extraction = extract(text)
    own_spec = _text_spec(extraction.scenario)
    text_spec = {**(context or {}), **own_spec}
    resolved = resolve(("request", scenario), ("text", text_spec))
    result = budget(resolved)
    sentences = extraction.sentences
    cache: dict = {}

    several_setups = len({m.id for m in extraction.mentions if m.kind == "model"}) > 1 or \
        len({m.id for m in extraction.mentions if m.kind == "hardware"}) > 1
    several_precisions = len({m.id for m in extraction.mentions if m.kind == "precision"}) > 1

    asked: dict[int, dict] = {}

    gpu_in_sentence: dict[int, tuple[str, int]] = {}  # the one GPU a sentence names (read only in a text about a chip)
    for k, (a, b) in enumerate(sentences if not_a_gpu(text_spec.get("hardware")) else ()):
        named = {(m.id, m.count or 1) for m in extraction.mentions if m.kind == "hardware" and a <= m.start < b and not not_a_gpu(m.id)
                 and not COMPARED.search(text[max(a, m.start - 16):m.start])}  # ("similar to one H100": a yardstick)
        if len({n for n, _ in named}) == 1:
            gpu_in_sentence[k] = max(named, key=lambda n: n[1])

    def _latest_gpu(sentence: int):
        """The GPU the claim's sentence names, or the latest one before it in its paragraph (back to a chip named)."""
        back = 0 if re.search(r"\b(?:there|theirs|them|they)\b", text[slice(*sentences[sentence])], re.I) else 1
        for k in range(sentence, max(-1, sentence - 1 - back), -1):  # ("... finishes in 2 s there": the other side's)
            if k < sentence and "\n\n" in text[sentences[k][1]:sentences[k + 1][0]]:
                return None
            chip = k < sentence and _names_chip(text[slice(*sentences[k])])
            if k in gpu_in_sentence and not chip:
                return gpu_in_sentence[k]  # (a sentence before naming the chip too is the comparison's: "250-300 tok/s
                # through them, vs 30-45 tok/s on our own H100s. A 600-token answer finishes in a bit over 2 s there")
            if chip:
                return None
        return None

    def recent_setup(sentence: int) -> dict:
        """In a text that names several setups (a thread, a comparison), a sentence naming none speaks of the one the
        sentence just before it named ("what about Llama-2-13B fp16 on an A100 40GB?" / "26 GB of weights fits")."""
        if sentence not in asked:
            found = asked_setup(sentence) if several_setups or several_precisions else {}
            if not several_setups:  # only the precision differs: "Would int4 help decode?" carries into its answer
                found = {k: v for k, v in found.items() if k == "precision" and found.get("question")}
            found.pop("question", None)
            asked[sentence] = found
        return asked[sentence]

    def asked_setup(sentence: int) -> dict:
        # (an interjection between question and answer, "Yeah.", "Right, so.", is no sentence of its own here)
        before = [k for k in range(sentence) if text[slice(*sentences[k])].strip()
                  and not _INTERJECTION.fullmatch(text[slice(*sentences[k])].strip())]
        for k in reversed(before):  # the latest sentence before this one that names a model or a device
            p_start, p_end = sentences[k]
            named = [m for m in extraction.mentions if p_start <= m.start < p_end and m.kind in ("model", "hardware", "precision")]
            if any(m.kind in ("model", "hardware") for m in named) or (named and text[p_start:p_end].rstrip().endswith("?")):
                break  # ("Would int4 help decode?" puts only a precision on the table)
        else:
            return {}
        at_that = k == before[-1] and _AT_THAT_SPEED.match(text, sentences[sentence][0])
        if not (_ASKS_ABOUT.search(text[p_start:p_end]) or at_that) or (k != before[-1] and text[p_start:p_end].rstrip().endswith("?")):
            return {}  # only a question's (into its answer) or the text's own setup carries: elsewhere a named setup may be a yardstick
        found = {"question": text[p_start:p_end].rstrip().endswith("?")}
        for m in named:
            found.setdefault(m.kind, m.id)
            if m.kind == "hardware" and m.count:
                found.setdefault("gpus", m.count)
        if "hardware" in found and "gpus" not in found:
            found["gpus"] = 1
        return found

    def scenario_for(claim):
        """A sentence naming its own model, device or precision is checked against that setup."""
        spec = {}
        if not (claim.models or claim.hardware or claim.precisions or claim.device_count):
            spec.update(recent_setup(claim.sentence))
        if claim.models:
            spec["model"] = claim.models[0]
        if claim.hardware:
            spec["hardware"] = claim.hardware[0]
            if claim.device_count:
                spec["gpus"] = claim.device_count
        elif not_a_gpu(text_spec.get("hardware")) and (gpu := _latest_gpu(claim.sentence)) is not None:
            # a text about Groq that also runs its own GPUs: "Our in-house deployment (TP4 on 4x A100 80GB) ...;
            # 141 GB over ~8 TB/s of combined HBM": the GPU its sentence names, not the chip
            spec["hardware"], spec["gpus"] = gpu
        elif claim.device_count:
            spec["gpus"] = claim.device_count  # "spread across 8 cards", "a single card"
        if claim.precisions:
            spec["precision"] = claim.precisions[0]
        sentence_text = text[slice(*sentences[claim.sentence])]
        if text_spec.get("batch", 1) > 1 and (_ONE_STREAM.search(sentence_text) or (
                "loaded" in claim.scope and not re.search(r"\bbatch|concurren", sentence_text, re.I))):
            # "batch 768 ... A lone request at batch 1", or a loaded figure in a sentence that names no batch:
            # anything from one stream alone (the fast end) down to sharing (no slow end)
            spec["batch"] = 1
        if claim.kind in ("share", "ratio", "magnitude") and claim.tokens and "output_tokens" not in text_spec:
            spec["output_tokens"] = int(claim.tokens)  # "for a 10-token call ... half the wait": that answer's budget
        base = text_spec
        if "hardware" not in spec and "gpus" not in spec and (
                claim.contrasted or ((claim.generic_gpu or _NAMES_GPUS.search(text)) and not_a_gpu(text_spec.get("hardware")))):
            # "... elsewhere", "our GPU cluster" in a text about Groq: not the setup the text names
            base = {k: v for k, v in text_spec.items() if k not in ("hardware", "gpus")}
        if "hardware" not in spec and "gpus" not in spec and str(text_spec.get("hardware", "")).startswith(_LOCAL_DEVICES) \
                and _SERVER_SIDE.search(sentence_text):
            # "offline mode runs on your M3 Pro ... our servers generate at well over 100 tokens/s": the hosted side
            base = {k: v for k, v in base.items() if k not in ("hardware", "gpus")}
        if "prompt_tokens" in base and base["prompt_tokens"] >= 4000 and not claim.prompt_tokens and (_SHORT_CONTEXT.search(sentence_text) or (
                # a decode speed said with no context in view ("decode should be around 50 tok/s since the 4090 has
                # ~1 TB/s") is the usual short-context one, not the speed once a 128k context fills the cache
                claim.subject == "decode" and claim.dimension in ("token_rate", "time_per_token") and base["prompt_tokens"] >= 16000
                and not _CONTEXT_WORDS.search(sentence_text))):
            # "Mistral 7B ... What happens at 32k context? ... 8-9 ms per token, and around 90 tok/s at short context"
            base = {k: v for k, v in base.items() if k != "prompt_tokens"}
        if claim.networks:
            spec["network"] = claim.networks[0]
        elif "network" in base and claim.sentence_networks and base["network"] not in claim.sentence_networks:
            base = {k: v for k, v in base.items() if k != "network"}  # another path is named: not the text's own
        if base is text_spec and (not spec or all(text_spec.get(k) == v for k, v in spec.items())):
            return resolved, result
        key = (tuple(sorted(spec.items())), base is text_spec)
        if key not in cache:
            try:
                narrowed = resolve(("request", scenario), ("claim", spec), ("text", base))
                cache[key] = (narrowed, budget(narrowed))
            except (ValueError, UnknownProfileError):
                cache[key] = (resolved, result)
        return cache[key]

    precisions = tuple(dict.fromkeys(m.id for m in extraction.mentions if m.kind == "precision"))
    named_at = min((m.start for m in extraction.mentions if m.kind == "precision"), default=None)
    # parts the text names only by family ("an H100"), so a later "the PCIe version" may be either part
    by_family = frozenset(m.id for m in extraction.mentions if m.kind == "hardware" and m.generic) - \
        {m.id for m in extraction.mentions if m.kind == "hardware" and not m.generic}
    outcomes = apply(rules if rules is not None else load_rules(), extraction.claims, scenario_for, text, sentences,
                     precisions, named_at, by_family)
    if _unknown_device(text, extraction, scenario):
        outcomes = [_unverifiable(o) if _needs_hardware(o.rule) and not _tokenizer_share(o) else o for o in outcomes]
    elif not _requested(scenario, "hardware"):
        device_sentences = {k for k, (a, b) in enumerate(sentences) for m in extraction.mentions
                            if m.kind == "hardware" and a <= m.start < b and m.id != "groq-lpu"}
        outcomes = [_unverifiable(o) if _needs_hardware(o.rule) and _about_sram_chip(o.claim, text, sentences, device_sentences) else o
                    for o in outcomes]
    local = str(extraction.scenario.get("hardware", "")).startswith(_LOCAL_DEVICES)  # the text's own device is a laptop
    if "hardware" in extraction.scenario and not _requested(scenario, "hardware"):
        # "on-prem it's the T4 ... A hosted API would stream at maybe 80-150 tok/s": someone else's unnamed setup
        outcomes = [_unverifiable(o) if _needs_hardware(o.rule) and not o.claim.hardware
                    and _HOSTED_ELSEWHERE.search(text[slice(*sentences[o.claim.sentence])])
                    and (_SUPPOSED.search(text[slice(*sentences[o.claim.sentence])]) or local) else o for o in outcomes]
    calls = _sequential_calls(text)
    if calls > 1:
        # "The agent makes 9 sequential calls ... ~22 s per run": a time up to N calls' worth may be the whole run's
        outcomes = [_unverifiable(o) if o.verdict in ("error", "warning") and o.rule.fact in _PER_CALL_FACTS and o.fact is not None
                    and o.claim.value is not None and o.fact.value.hi < o.claim.value.lo <= calls * o.fact.value.hi * 3
                    and not _ONE_CALL.search(text[sentences[o.claim.sentence][0]:o.claim.start]) else o
                    for o in outcomes]
        # "9 calls ..., each ~150-token output at ~100 tok/s, so ~13.5 s per run": the text's own product, over the run
        outcomes = [_unverifiable(o) if o.verdict in ("error", "warning") and o.claim.kind == "arithmetic" and o.claim.parts
                    and "implied" in o.claim.parts and o.claim.value is not None
                    and o.claim.parts["implied"].lo * calls / 1.3 <= o.claim.value.hi
                    and o.claim.value.lo <= o.claim.parts["implied"].hi * calls * 1.3 else o for o in outcomes]
        # "18 steps per task ... ~0.75 s of generation per step": an agent's step, not a decode step
        outcomes = [_unverifiable(o) if o.verdict in ("error", "warning") and o.rule.fact == "decode.time_per_token"
                    and o.claim.value is not None and o.claim.value.lo >= 0.2
                    and re.search(r"\bper\s+step\b", text[o.claim.end:o.claim.end + 40], re.I) else o for o in outcomes]
    # "the 50k-token system prompt is prefix-cached ..., so TTFT is only ~300 ms": a prefill mostly skipped
    outcomes = [_unverifiable(o) if o.rule.fact and o.rule.fact.startswith(("ttft.", "prefill."))
                and _prefix_cached(text[slice(*sentences[o.claim.sentence])]) else o for o in outcomes]
    if _unknown_model(text, extraction, scenario):
        outcomes = [_unverifiable(o) if o.rule.fact and o.rule.fact.startswith(_MODEL_FACTS) and not _tokenizer_share(o)
                    else o for o in outcomes]
    outcomes = [_unverifiable(o) if o.verdict in ("error", "warning") and _follows_from_sound_figures(o, outcomes) else o
                for o in outcomes]

    annotations = []
    for o in outcomes:
        if o.verdict not in ("error", "warning", "info"):
            continue
        c = o.claim
        annotations.append(Annotation(
            start=c.start, end=c.end, text=text[c.start:c.end], rule=o.rule.id, category=o.rule.category,
            severity=o.verdict, message=fill(o.rule.message, o), correction=fill(o.rule.correction, o),
            derivation=o.fact.derivation if o.fact else "", claim=c.id,
            replacement=fill(o.rule.replacement, o) if o.rule.replacement and o.verdict != "info" else None,
        ))
    annotations = _one_per_span(_once_per_figure(_once_per_sentence(annotations, extraction.claims), extraction.claims))
    summary = BudgetSummary(
        components=[BudgetComponent(name=c.name, seconds=c.seconds, share=c.share) for c in result.components],
        total_seconds=result.total.seconds, observed_seconds=result.total.observed_s,
        decode_tok_s=result.decode.tok_s, decode_bound=result.decode.bound, derivation=result.total.derivation,
    )
    report = Report(score=score(annotations), annotations=annotations, claims=extraction.claims,
                    scenario=resolved.summary(), budget=summary)
    return report, own_spec, extraction
