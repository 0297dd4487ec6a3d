"""Named models, devices, precisions and network paths in free text, from the profile catalogs."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..physics import profiles
from .numbers import UNITS_WORDS, normalize_locale, word_to_value

# "an H200 has 4.8 TB/s" names a device, not a deployment: articles give no count, "a single" does.
# "HGX H200", "DGX H100": NVIDIA's eight-GPU baseboard and system
_COUNT_WORDS = {**UNITS_WORDS, "a single": 1, "single": 1, "one": 1, "a pair of": 2, "dual": 2, "twin": 2, "quad": 4,
                "hgx": 8, "dgx": 8}


@dataclass(frozen=True)
class Mention:
    kind: str  # "model", "hardware", "precision", "network"
    id: str
    start: int
    end: int
    count: int | None = None  # devices, for hardware ("8xH100", "two 4090s")
    generic: bool = False  # a family name ("H100") rather than one part ("H100 PCIe")
    board: bool = False  # "HGX H200": the count is the eight-GPU board's, which a benchmark may cite in passing


def _alias_pattern(alias: str) -> str:
    parts = [re.escape(p) for p in re.split(r"[\s_\-]+", alias.strip()) if p]
    return r"[\s_\-–—]*".join(parts)  # "Dallas–Sydney" with an en dash; "same\n    region" wrapped; "LB -> pods"


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, re.Pattern, dict[str, str]]]:
    """One alternation per kind, longest alias first; a dict maps each normalized alias back to its id."""
    catalogs = [("model", profiles.models()), ("hardware", profiles.hardware()),
                ("precision", profiles.precisions()), ("network", profiles.networks())]
    compiled = []
    for kind, catalog in catalogs:
        lookup: dict[str, str] = {}
        aliases: list[str] = []
        for pid, names in catalog.names().items():
            for alias in [pid, *names]:
                if not alias or len(alias) < 2:
                    continue
                if kind == "model" and re.fullmatch(r"\d+(\.\d+)?b", alias.lower()):
                    continue  # bare "70B" is handled with its context below
                if kind == "precision" and alias.lower() in ("half",):
                    continue
                lookup[profiles.normalize(alias)] = pid
                aliases.append(alias)
        aliases.sort(key=len, reverse=True)
        plural = "s?" if kind == "hardware" else ""
        body = "|".join(_alias_pattern(a) for a in aliases)
        compiled.append((kind, re.compile(rf"(?:(?<![\w.])|(?<=\d[xX×]))(?:{body}){plural}(?![\w])", re.IGNORECASE), lookup))
    return compiled


_SIZE_MODEL = re.compile(r"(?<![\w.\-])(\d{1,3}(?:\.\d)?)(?:\s?[bB]|[\s-]billion[\s-]param(?:eter)?s?)"
                         r"(?:[\s\-](?:param(?:eter)?s?|model|dense))?(?![\w])")
# "8e9 params x 2 bytes": a model's size in scientific notation
_SCI_SIZE = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d)?)\s*[eE]\s*\+?9\s*(?=(?:params?|parameters?|weights)\b)", re.IGNORECASE)
_COUNT = re.compile(
    # (on one line: "max_tokens = 400\n# M2 Max has ..." counts no devices)
    r"(?:(?P<num>\d{1,4})[ \t]*(?:[x×*][ \t]*|[ \t]+|-(?:gpu|card|way)[ \t]+)|(?P<word>" + "|".join(sorted(map(re.escape, _COUNT_WORDS), key=len, reverse=True))
    + r")[ \t]+)(?:(?:used|old|new|spare|refurbished|second-hand|cheap|identical|consumer)[ \t]+)?$", re.IGNORECASE)


# Where clients and regions are: a pair of places in one phrase ("from California to Virginia") names a path.
_PLACES = {
    "use": "virginia|us-east(?:-\\d)?|new york|nyc|boston|atlanta|ohio|washington dc|dc|the east coast|east coast|"
           "chicago|dallas|texas|iowa|us-central(?:-\\d)?",
    "usw": "us-west(?:-\\d)?|oregon|california|san francisco|sf|seattle|los angeles|la|the west coast|west coast|denver",
    "us": "the us|a us|our us|us region|us data ?cent(?:er|re)|america|the states",
    "eu": "london|frankfurt|paris|dublin|amsterdam|stockholm|madrid|milan|eu-west(?:-\\d)?|eu-central(?:-\\d)?|europe|germany|the eu|eu|emea",
    "asia": "tokyo|singapore|seoul|mumbai|hong kong|osaka|taipei|bangalore|ap-northeast(?:-\\d)?|ap-southeast(?:-\\d)?",
    "au": "sydney|melbourne|australia|perth|brisbane",
}
_US = ("use", "usw", "us")
_PAIR_PATH = {frozenset(["use", "usw"]): "us-cross-country", frozenset(["use"]): "us-regional",
              frozenset(["usw"]): "us-regional", frozenset(["eu"]): "eu-regional", **{frozenset([u, "eu"]): "transatlantic" for u in _US},
              **{frozenset([u, "asia"]): "us-asia" for u in _US}, **{frozenset([u, "au"]): "us-australia" for u in _US}}
_PLACE = "|".join(f"(?P<{k}{{n}}>{v})" for k, v in _PLACES.items())
_PLACE_PAIR = re.compile(r"\b(?:" + _PLACE.format(n=1) + r")\b(?:(?!~?\d[\d.,]*\s*(?:ms|s|secs?|seconds?|milliseconds?)\b)[^.;\n]){0,40}?(?:\bto|\breach(?:es|ing)?|\bhitting|\bcalling|"
                         r"\bfrom|->|→|<->|↔|[–—]|"  # "London–Frankfurt"
                         # "user on the west coast, server in Virginia": the other end named as where the server is
                         r"\b(?:server|servers|endpoint|gpus?|cluster|backend|datacenter|data\s+center|model|api|deployment|"
                         r"callers|users|clients|customers|folks|people|team)\s+"
                         r"(?:is\s+|are\s+|sits?\s+|lives?\s+|runs?\s+)?(?:mostly\s+|all\s+)?(?:in|at|on))"
                         r"[\s-]*(?:the\s+|our\s+|an?\s+)?(?:" + _PLACE.format(n=2) + r")\b", re.IGNORECASE)  # "Frankfurt-to-Virginia"


# "client and API are both in us-east-1": one place for both ends is a path inside a region.
_BOTH_IN = re.compile(r"\bboth\s+(?:\w+\s+)?(?:in|on|at)\s+(?:the\s+same\s+(?:region|zone|az|datacenter|data\s*cent(?:er|re)|vpc)\b|"
                      r"(?:" + "|".join(f"(?:{v})" for v in _PLACES.values()) + r")\b)", re.IGNORECASE)


# "between our us-east-1 workers and the provider's us-east-1 endpoint": one place at both ends
_BETWEEN_SAME = re.compile(r"\bbetween\s+(?:our\s+|the\s+|your\s+)?(?P<a>[a-z]{2}-[a-z]+-\d)\b[^.;\n]{0,40}?\band\s+"
                           r"(?:the\s+|our\s+)?(?:[\w-]+['’]s\s+)?(?P<b>[a-z]{2}-[a-z]+-\d)\b", re.IGNORECASE)


# "around 300 ms even inside us-east-1", "within eu-west-1": a path that stays inside one named region
_INSIDE_REGION = re.compile(r"\b(?:inside|within)\s+(?:the\s+)?[a-z]{2}-[a-z]+-\d\b(?!\s+(?:and|to|->|→))", re.IGNORECASE)


def _place_paths(text: str) -> list[Mention]:
    out = [Mention("network", "same-region", m.start(), m.end()) for m in _BOTH_IN.finditer(text)]
    out += [Mention("network", "same-region", m.start(), m.end()) for m in _INSIDE_REGION.finditer(text)]
    out += [Mention("network", "same-region", m.start(), m.end()) for m in _BETWEEN_SAME.finditer(text)
            if m.group("a").lower() == m.group("b").lower()]
    for m in _PLACE_PAIR.finditer(text):
        found = [(k[:-1], v.lower()) for k, v in m.groupdict().items() if v]
        regions = frozenset(k for k, _ in found)
        if len(found) == 2 and found[0][1] == found[1][1]:  # "us-east-1 workers to the us-east-1 endpoint"
            out.append(Mention("network", "same-region", m.start(), m.end()))
            continue
        path = _PAIR_PATH.get(regions)
        if path:
            out.append(Mention("network", path, m.start(), m.end()))
    return out


@lru_cache(maxsize=1)
def _family_stems() -> frozenset[str]:
    return frozenset(p.id.split("-")[0] for p in profiles.hardware().profiles.values())


_ACTIVE_PART = re.compile(r"\b(?:only|just)\s+~?\s*$", re.IGNORECASE)
_ACTIVE_AFTER = re.compile(r"\s*(?:\([^)]{0,20}\)\s*)?(?:(?:are|is)\s+)?active\b|"
                           r"\s+of\s+(?:the|its|their|all|~)?\s*~?\d+(?:\.\d+)?\s*[bB]\b", re.IGNORECASE)  # "~13B of the 47B params"


# "the 40GB part has 1,555 GB/s and the 80GB SXM has ...": a variant of a family the text names, by its memory size
_VARIANT = re.compile(r"\b(?:the|our|an?|that|this)\s+(?P<gb>\d{2,3})\s*(?:GB|gigs?|G)\b(?:\s+(?:part|card|one|model|version|variant|"
                      r"sku|SXM|PCIe|flavou?r|edition))?", re.IGNORECASE)


def part_family(hardware_id: str) -> str:
    """"h100-sxm" and "h100-pcie" are one family; "rtx-4090" and "rtx-3090" are two."""
    return re.sub(r"-(?:sxm\d?|pcie|\d+gb)(?:-.*)?$", "", hardware_id)


def _variant_references(text: str, found: list[Mention]) -> list[Mention]:
    families = {part_family(m.id) for m in found if m.kind == "hardware"}
    out = []
    for m in _VARIANT.finditer(text):
        if re.match(r"\s+(?:of|for|model|weights?|file|checkpoint)\b", text[m.end():m.end() + 12], re.I):
            continue  # "the 40 GB of weights": a size, not a card
        gb, form = float(m.group("gb")), m.group(0).split()[-1].lower()
        variants = [p for p in profiles.hardware().profiles.values() if part_family(p.id) in families]
        fits = [p for p in variants if p.memory_gb == gb]
        if form in ("sxm", "pcie"):  # "the 80GB SXM"
            fits = [p for p in fits if (form in p.id) or (form == "sxm" and "pcie" not in p.id)]
        if len(fits) == 1 and len(variants) > 1:  # the size tells the family's variants apart
            out.append(Mention("hardware", fits[0].id, m.start(), m.end()))
    return out


# A model name read aloud: "Llama three eight B", "Llama three point one seventy B", "Qwen two point five
# seventy-two B", "Mixtral eight by seven B" (voice notes and transcripts spell the digits out).
_SAID_DIGIT = r"(?:one|two|three|four|five|six|seven|eight|nine|\d)"
_SAID_SIZE = (r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?"
              r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
              r"four\s+(?:oh|hundred(?:\s+and)?)\s+five|one|two|three|four|five|six|seven|eight|nine)")
_SPOKEN_MODEL = re.compile(
    rf"\b(?P<family>llama|qwen|gemma|phi|mistral|mixtral)(?:\s+(?P<version>{_SAID_DIGIT}(?:\s+point\s+{_SAID_DIGIT})?))?"
    rf"\s+(?P<size>{_SAID_SIZE}(?:\s+by\s+{_SAID_SIZE})?)[\s-]?(?:b|billion)\b", re.IGNORECASE)
_DIGIT_OF = {w: str(i) for i, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])}


def _spoken_models(text: str) -> list[Mention]:
    out = []
    for m in _SPOKEN_MODEL.finditer(text):
        if not re.search(r"[a-z]", (m.group("version") or "") + m.group("size").replace(" by ", ""), re.I):
            continue  # all digits: the catalog's own aliases read it
        version = " ".join(_DIGIT_OF.get(w.lower(), w) if w.lower() != "point" else "." for w in (m.group("version") or "").split())
        version = version.replace(" . ", ".")
        sizes = []
        for part in re.split(r"\s+by\s+", m.group("size"), flags=re.I):
            part = re.sub(r"\s+oh\s+", " hundred ", part, flags=re.I)
            value = word_to_value(part)
            sizes.append(str(int(value)) if value is not None else "")
        size = "x".join(sizes)
        for name in (f"{m.group('family')} {version} {size}b", f"{m.group('family')} {size}b"):
            profile = profiles.models().find(name.replace("  ", " "))
            if profile is not None:
                out.append(Mention("model", profile.id, m.start(), m.end()))
                break
    return out


def find_mentions(text: str) -> list[Mention]:
    text = normalize_locale(text)  # "46,7B parameters" is Mixtral's 46.7B, not a 7B model
    found: list[Mention] = _spoken_models(text)
    for kind, pattern, lookup in _patterns():
        for m in pattern.finditer(text):
            key = profiles.normalize(re.sub(r"s$", "", m.group(0)) if kind == "hardware" else m.group(0))
            pid = lookup.get(key) or lookup.get(profiles.normalize(m.group(0)))
            if pid is None:
                continue
            start, end, count = m.start(), m.end(), None
            if kind == "hardware" and pid.startswith("rtx") and (re.search(r"\blaptop\s+(?:rtx\s+|geforce\s+)?$", text[max(0, start - 16):start], re.I)
                                       or re.match(r"\s*(?:laptop|mobile|max-?q)\b", text[end:end + 12], re.I)):
                continue  # "a laptop 4090": a mobile part with its own (smaller) memory and bandwidth, not the desktop card
            if kind == "hardware" and pid.startswith("tpu"):
                chips = re.match(r"-(\d{1,3})\b", text[m.end():m.end() + 5])
                if chips:  # "a v5e-4 slice", "v5e-8": the chips of the slice
                    count, end = int(chips.group(1)), m.end() + chips.end()
            board = kind == "hardware" and bool(re.match(r"[hd]gx\b", m.group(0), re.I))
            if board:
                count = 8  # "an HGX H200" names the eight-GPU baseboard by its alias
            if kind == "hardware" and count is None:
                before = _COUNT.search(text[max(0, start - 28):start])
                if before:
                    raw = before.group("num") or before.group("word")
                    count = int(raw) if raw.isdigit() else _COUNT_WORDS.get(raw.lower())
                    start = start - len(before.group(0))
            generic = kind == "hardware" and key in _family_stems()
            found.append(Mention(kind, pid, start, end, count, generic, board))
    known_models = {profiles.normalize(f"{p.params_b:.0f}b"): p.id for p in profiles.models().profiles.values()}
    for m in [*_SIZE_MODEL.finditer(text), *_SCI_SIZE.finditer(text)]:
        if any(x.start <= m.start() < x.end for x in found):
            continue
        if float(m.group(1)) < 5 and re.match(r"\d+(?:\.\d)?\s", m.group(0)):
            continue  # "1 B", "2 B per parameter": bytes, not a small model
        if _ACTIVE_PART.search(text[max(0, m.start() - 12):m.start()]) or _ACTIVE_AFTER.match(text, m.end()) or re.search(
                r"\bactive\b[^.;:]{0,30}$", text[max(0, m.start() - 45):m.start()], re.I):
            continue  # "only ~13B params are active", "13B active": a MoE's active part, not a model of that size
        if re.search(r"\d\s*(?:experts?\s*)?[x×*]\s*$", text[max(0, m.start() - 14):m.start()], re.I):
            continue  # "8 experts x 7B = 56B": a factor of a product, not a model of that size
        pid = profiles.models().find(f"{m.group(1)}b")
        if pid is not None:
            found.append(Mention("model", pid.id, m.start(), m.end()))
        elif profiles.normalize(m.group(1) + "b") in known_models:
            found.append(Mention("model", known_models[profiles.normalize(m.group(1) + "b")], m.start(), m.end()))
    found += _place_paths(text)
    found += _variant_references(text, found)
    found.sort(key=lambda x: (x.start, -(x.end - x.start)))
    kept: list[Mention] = []
    for x in found:  # drop mentions nested in a longer one ("A100" inside "8x A100 80GB")
        if kept and x.start < kept[-1].end:
            continue
        if kept and x.kind == "network" and x.id == "internet" and kept[-1].kind == "network" and not text[kept[-1].end:x.start].strip():
            continue  # "geostationary satellite internet", "Starlink internet": the kind of link already named
        kept.append(x)
    return kept


def not_a_gpu(hardware_id: str | None) -> bool:
    """An SRAM chip (Groq) or a TPU: a text about one that also speaks of "the GPU" means some other device."""
    profile = profiles.hardware().find(hardware_id) if hardware_id else None
    return profile is not None and (profile.memory_kind == "sram" or profile.id.startswith("tpu"))


_FROM_BEFORE = re.compile(r"\bfrom\s+(?:an?\s+|the\s+|our\s+|one\s+)?$", re.IGNORECASE)
_FROM_MODEL_IN = re.compile(r"\bfrom\s+(?:an?\s+|the\s+|our\s+)?(?:[\w.-]+\s+){1,3}?(?:in|at)\s+$", re.IGNORECASE)
_TO_BETWEEN = re.compile(r"\s*(?:(?:endpoints?|models?|instances?|deployments?|clusters?|nodes?|box(?:es)?|servers?|gpus?|cards?|pool|fleet)\s+)?"
                         r"(?:(?:slice|pod|node|box|instance)s?\s+)?(?:\([^()]{0,60}\)\s*)?"  # "from 2x H100 (TP2) to a single MI300X"
                         r"(?:to|->|→|over to|onto)\s+(?:an?\s+single\s+|a\s+|an\s+|the\s+|one\s+|single\s+)?(?:\d-bit\s+)?", re.IGNORECASE)


def migrations(text: str, mentions: list[Mention], offset: int = 0) -> list[tuple[Mention, Mention]]:
    """"moving from an A10G to an H100", "from bf16 to fp8": the setup before a change and the one after it.
    `text` starts at `offset` in the document the mentions' positions refer to."""
    pairs = []
    ordered = sorted(mentions, key=lambda m: m.start)
    for a, b in zip(ordered, ordered[1:]):
        a0, a1, b0 = a.start - offset, a.end - offset, b.start - offset
        from_before = _FROM_BEFORE.search(text[max(0, a0 - 12):a0]) or (
            # "from Mistral 7B in fp16 to a 4-bit AWQ build": the precision of the named model
            a.kind == "precision" and _FROM_MODEL_IN.search(text[max(0, a0 - 40):a0]))
        if a.kind == b.kind and a.id != b.id and from_before and _TO_BETWEEN.fullmatch(text[a1:b0]):
            pairs.append((a, b))
    return pairs
