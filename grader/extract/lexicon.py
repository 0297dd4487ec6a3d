"""The lexicon (rules/lexicon.yaml) compiled into spaCy PhraseMatchers over lower-cased tokens."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import spacy
from spacy.util import compile_infix_regex
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.util import filter_spans

from ..resources import DataFileError, load_yaml, rules_dir


@dataclass(frozen=True)
class Cue:
    kind: str  # "subject", "predicate" or "scope"
    name: str  # e.g. "network", "fast", "per_token"
    weak: bool
    start: int  # character offsets
    end: int
    token_start: int
    token_end: int
    bound_after: bool = False  # a predicate whose subject must follow right after it ("it's the network")


# abbreviations that never end a sentence ("≈6 GB incl. the big embedding table")
_MID_SENTENCE = {"e.g.", "i.e.", "vs.", "approx.", "cf.", "ca.", "incl.", "excl.", "est.", "avg.", "resp."}
_ABBREVIATIONS = _MID_SENTENCE | {"etc.", "dr.", "mr.", "ms.", "no.", "fig."}


@Language.component("line_and_glued_period_breaks")
def line_and_glued_period_breaks(doc):
    """Sentence breaks the sentencizer misses: at line breaks (notes, bullet lists) and after a period glued to a
    unit ("60 tok/s. measured" tokenizes "tok/s." as one token)."""
    for i, tok in enumerate(doc[:-1]):
        nxt = doc[i + 1]
        if "\n" in tok.text or ("\n" in tok.whitespace_):
            nxt.is_sent_start = True
        elif tok.is_space and "\n" in tok.text:
            nxt.is_sent_start = True
        elif (len(tok.text) > 1 and tok.text[-1] in ".!?" and tok.whitespace_ and tok.lower_ not in _ABBREVIATIONS
              and not tok.like_num and not (tok.text in ("...", "…") and nxt.text[:1].islower())):
            nxt.is_sent_start = True
        elif ((tok.text == "." and i > 0 and doc[i - 1].lower_ + "." in _MID_SENTENCE and not doc[i - 1].whitespace_)
              or tok.lower_ in _MID_SENTENCE) and (nxt.text[:1].islower() or nxt.text[:1].isdigit() or nxt.text[:1] in "~≈"):
            nxt.is_sent_start = False  # "(≈6 GB incl. the big embedding table)", "ca. 16 GB": an abbreviation, not a full stop
        elif tok.text in ("...", "…") and nxt.text[:1].islower():
            nxt.is_sent_start = False  # "a few hundred microseconds... no, call it a millisecond": one thought, trailing off
    return doc


@lru_cache(maxsize=1)
def nlp() -> spacy.language.Language:
    """A blank English pipeline: spaCy's tokenizer, a rule-based sentencizer and line breaks (no model download)."""
    pipeline = spacy.blank("en")
    # "network+TLS", "TCP+TLS": two parts joined in a budget line, each its own word
    infixes = list(pipeline.Defaults.infixes) + [r"(?<=[a-zA-Z])\+(?=[a-zA-Z])"]
    pipeline.tokenizer.infix_finditer = compile_infix_regex(infixes).finditer
    pipeline.add_pipe("sentencizer")
    pipeline.add_pipe("line_and_glued_period_breaks")
    return pipeline


@lru_cache(maxsize=1)
def lexicon() -> dict:
    data = load_yaml(rules_dir() / "lexicon.yaml")
    for key in ("subjects", "predicates", "scope", "negators"):
        if key not in data:
            raise DataFileError(f"lexicon.yaml: missing section '{key}'")
    return data


@lru_cache(maxsize=1)
def matcher() -> PhraseMatcher:
    pipeline, data = nlp(), lexicon()
    m = PhraseMatcher(pipeline.vocab, attr="LOWER")

    def add(label: str, phrases: list[str]) -> None:
        bad = [p for p in phrases if not isinstance(p, str)]
        if bad:  # "- root cause:" unquoted is a mapping in YAML
            kind, name, _ = label.split("|")
            raise DataFileError(f"lexicon.yaml: {kind} '{name}': every phrase must be a string, got {bad[0]!r} "
                                "(quote phrases that end in ':')")
        m.add(label, [pipeline.make_doc(p) for p in phrases])

    for name, entry in data["subjects"].items():
        add(f"subject|{name}|strong", entry.get("cues", []))
        if entry.get("weak"):
            add(f"subject|{name}|weak", entry["weak"])
    for name, phrases in data["predicates"].items():
        add(f"predicate|{name}|strong", phrases)
    for name, phrases in data["scope"].items():
        add(f"scope|{name}|strong", phrases)
    return m


@lru_cache(maxsize=1)
def prefix_predicates() -> frozenset[str]:
    pipeline = nlp()
    return frozenset(pipeline.make_doc(p).text.lower() for p in lexicon().get("prefix_predicates", []))


@lru_cache(maxsize=1)
def negators() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon()["negators"])


_MEMORY_AS_LIMIT = re.compile(r"\s*-?\s*(?:bound|bandwidth|traffic|wall|reads?|limited)\b", re.IGNORECASE)


_INFERENCE_AS_PLACE = re.compile(r"\s*(?:cluster|server|servers|region|regions|node|nodes|endpoint|pool|box|boxes|fleet|api|"
                                 r"provider|tier|host|hosts|stack|service)\b", re.IGNORECASE)


_OF_BANDWIDTH = re.compile(r"\s+(?:(?:hbm\d?e?|gddr\d\w*|memory|vram|dram|lpddr\d\w*|unified|device)\s+){0,2}bandwidth\b", re.IGNORECASE)


def find_cues(doc) -> list[Cue]:
    """Longest non-overlapping matches per kind (a subject and a predicate may overlap)."""
    by_kind: dict[str, list] = {}
    for match_id, start, end in matcher()(doc):
        label = doc.vocab.strings[match_id]
        kind = label.split("|", 1)[0]
        span = doc[start:end]
        span.label_ = label
        by_kind.setdefault(kind, []).append(span)
    cues = []
    for spans in by_kind.values():
        for span in filter_spans(spans):
            kind, name, strength = span.label_.split("|")
            if name == "memory_capacity" and _MEMORY_AS_LIMIT.match(doc.text, span.end_char):
                continue  # "memory-bound hardware", "memory bandwidth": memory as the limit, not a size
            if name == "network" and span.text.lower() in ("hop", "hops") and (
                    re.search(r"\d[\d,]*[- ]tokens?\s+$|\b(?:llm|model|agent|router)\s+$", doc.text[max(0, span.start_char - 16):span.start_char], re.I)
                    or re.match(r"\s*\((?:[^)]*\b(?:tool|router|answer|llm|model|call)\b)", doc.text[span.end_char:span.end_char + 40], re.I)):
                continue  # "each 80-token hop", "3 hops (router, tool call, final answer)": calls to the model, not network hops
            if name == "network" and span.text.lower() == "in flight" and re.search(
                    r"(?:requests?|sequences?|streams?|users?|those|them|concurren\w*|batch\w*|\d)\s+(?:\w+\s+)?$",
                    doc.text[max(0, span.start_char - 30):span.start_char], re.I):
                continue  # "a few dozen of those in flight": requests being served at once, not packets on the wire
            if name == "throughput" and _OF_BANDWIDTH.match(doc.text, span.end_char):
                continue  # "aggregate HBM bandwidth", "combined memory bandwidth": how the bandwidth adds up, not served tokens
            if name == "decode" and span.text.lower() == "inference" and _INFERENCE_AS_PLACE.match(doc.text, span.end_char):
                continue  # "our edge and the inference cluster", "our Virginia inference region": a place, not generation
            # "the answer takes ...": a subject phrase ending in its verb binds the figure after it, never one before
            forward = kind == "subject" and span[-1].lower_ in ("takes", "took", "take")
            cues.append(Cue(kind, name, strength == "weak", span.start_char, span.end_char, span.start, span.end, bound_after=forward))
    cues.sort(key=lambda c: c.start)
    others = [c for c in cues if c.kind == "subject" and c.name != "overhead"]
    # "Generating an answer takes ...": the answer's verb phrase belongs to the part named right before it
    cues = [c for c in cues if not (c.name == "total" and c.bound_after and any(
        o.kind == "subject" and o.name != "total" and o.end <= c.start
        and re.fullmatch(r"\s+(?:(?:an?|the|one|each)\s+)?", doc.text[o.end:c.start], re.I) for o in others))]
    # "TLS overhead", "tokenizer overhead": a bare "overhead" right after another subject is that subject's cost;
    # "the Python tokenizer", "our proxy's TLS": a modifier of the subject that follows it
    return [c for c in cues if not (c.name == "overhead" and (
        (doc.text[c.start:c.end].lower() == "overhead" and any(0 <= c.start - o.end <= 2 and not re.search(r"\bnon-?\s*$", doc.text[max(0, o.start - 5):o.start], re.I)
                                                               for o in others))  # (but "non-GPU overhead" is overhead)
        or any(0 <= o.start - c.end <= 3 and not o.weak and o.name != "queueing" for o in others)))]
