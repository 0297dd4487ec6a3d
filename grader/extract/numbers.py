"""Numbers as people write them: digits, words, ranges, approximations and bounds -> an Interval.

The grammar is a set of regular expressions built from small word tables; every match yields the character
span of the number phrase, its value band, and how it was qualified (approximate, upper or lower bound).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

INF = math.inf

UNITS_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
TENS_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
SCALE_WORDS = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
FRACTION_WORDS = {"half": 0.5, "a half": 0.5, "one half": 0.5, "a third": 1 / 3, "a quarter": 0.25,
                  "a tenth": 0.1, "one tenth": 0.1, "a fifth": 0.2, "a hundredth": 0.01, "a thousandth": 0.001,
                  "a sixth": 1 / 6, "an eighth": 0.125, "a twentieth": 0.05, "a thirtieth": 1 / 30, "a fortieth": 0.025, "a fiftieth": 0.02,
                  "a hundredth of a": 0.01, "three quarters": 0.75, "two thirds": 2 / 3, "one third": 1 / 3,
                  "one quarter": 0.25, "nine tenths": 0.9, "four fifths": 0.8, "three fifths": 0.6, "two fifths": 0.4}
# Vague quantifiers: the band a careful reader would accept for each.
VAGUE = {
    "a couple of": (2, 3), "a couple": (2, 3), "a few": (2, 5), "few": (2, 5), "several": (3, 9),
    "a handful of": (3, 6), "a dozen": (12, 12), "dozens of": (24, 99), "many": (5, 99),
}
DECADES = {"tens of thousands of": (1e4, 99999), "hundreds of thousands of": (1e5, 999999), "tens of": (10, 99), "hundreds of": (100, 999), "thousands of": (1e3, 9999), "millions of": (1e6, 9.99e6),
           "billions of": (1e9, 9.99e9), "single-digit": (1, 9.99), "single digit": (1, 9.99), "low single-digit": (1, 4),
           "double-digit": (10, 99), "double digit": (10, 99), "triple-digit": (100, 999)}
SUFFIX = {"k": 1e3, "K": 1e3, "m": 1e6, "M": 1e6, "b": 1e9, "B": 1e9, "t": 1e12, "T": 1e12}

_word_number = (
    r"(?:(?:" + "|".join(TENS_WORDS) + r")(?:[\s-](?:" + "|".join(k for k in UNITS_WORDS if UNITS_WORDS[k] < 10) + r"))?"
    r"|" + "|".join(sorted(UNITS_WORDS, key=len, reverse=True)) + r")"
    r"(?:\s+(?:hundred|thousand|million|billion)(?:\s+(?:and\s+)?(?:"
    + "|".join(TENS_WORDS) + "|" + "|".join(sorted(UNITS_WORDS, key=len, reverse=True)) + r"))?)*"
)
# "10^16", "1.4 × 10^16", "10^-3", "10^0.7": powers of ten as people type them
_POWER = r"(?:\d+(?:\.\d+)?\s*[×x*]\s*)?10\^[-−]?\d+(?:\.\d+)?"
DIGITS = _POWER + r"|(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+"
NUM = rf"(?:{DIGITS})\s+(?:hundred|thousand|million|billion|trillion)\b|(?:{DIGITS})(?:\s?[kKMB](?![a-zA-Z]))?|(?:a\s+|one\s+)?(?:few\s+|couple\s+(?:of\s+)?)?(?:hundred|thousand)|{_word_number}"
APPROX = r"about|around|roughly|approximately|approx\.?|circa|nearly|almost|close to|some|order of|on the order of|~|≈|~=|something like|like|maybe|perhaps|probably|maybe around|ish|give or take|in the ballpark of|somewhere around|easily|just over|just under|a bit over|a bit under|a little over|a little under|a bit more than|a bit less than"
UPPER = r"under|below|less than|fewer than|at most|up to|no more than|not more than|within|<=|≤|<|sub-|well under|well below|far less than|a fraction of|barely|only|just"
LOWER = r"over|above|more than|at least|upwards of|no less than|>=|≥|>|north of|in excess of|well over|well above|plus|beyond|several times"

Qualifier = Literal["exact", "approx", "upper", "lower", "vague"]


@dataclass(frozen=True)
class Number:
    start: int
    end: int
    lo: float
    hi: float
    qualifier: Qualifier
    text: str


def word_to_value(words: str) -> float | None:
    words = words.lower().replace("-", " ").replace(" and ", " ").strip()
    if not words:
        return None
    total, current = 0.0, 0.0
    for w in words.split():
        if w in ("a", "one") and current == 0:
            current = 1 if w == "one" else 1
        elif w in UNITS_WORDS:
            current += UNITS_WORDS[w]
        elif w in TENS_WORDS:
            current += TENS_WORDS[w]
        elif w == "hundred":
            current = (current or 1) * 100
        elif w in SCALE_WORDS:
            total += (current or 1) * SCALE_WORDS[w]
            current = 0
        else:
            return None
    return total + current


def parse_value(token: str) -> float | None:
    token = token.strip()
    if not token:
        return None
    m = re.fullmatch(r"(?:(\d+(?:\.\d+)?)\s*[×x*]\s*)?10\^([-−]?\d+(?:\.\d+)?)", token)
    if m:
        exponent = float(m.group(2).replace("−", "-"))
        if abs(exponent) > 300:
            return None  # past float range: no number
        return (float(m.group(1)) if m.group(1) else 1.0) * 10.0 ** exponent
    m = re.fullmatch(rf"({DIGITS})\s+(hundred|thousand|million|billion|trillion)", token, flags=re.IGNORECASE)
    if m:
        return float(m.group(1).replace(",", "")) * SCALE_WORDS[m.group(2).lower()]
    m = re.fullmatch(rf"({DIGITS})\s?([kKMB])?", token)
    if m:
        try:
            value = float(m.group(1).replace(",", ""))
        except ValueError:
            return None
        return value * SUFFIX[m.group(2)] if m.group(2) else value
    low = token.lower()
    few = re.fullmatch(r"(?:a\s+)?(few|couple(?:\s+of)?)\s+(hundred|thousand)", low)
    if few:
        return None  # vague: handled as a band by the caller
    return word_to_value(low)


_VALUE = rf"(?P<v1>{NUM})"
_RANGE = (
    rf"(?:between\s+)?(?P<r1>{NUM})\s*(?:-to-|-|–|—|to|and|or|/|~)\s*(?P<r2>{NUM})"
)
_VAGUE = r"(?P<vague>" + "|".join(sorted(map(re.escape, {**VAGUE, **DECADES}), key=len, reverse=True)) + r")"
_FRACTION = r"(?P<frac>" + "|".join(sorted(map(re.escape, FRACTION_WORDS), key=len, reverse=True)) + r")(?:\s+of)?(?:\s+an?)?"
_FEW_SCALE = r"(?P<fewscale>(?:a\s+)?(?:few|couple(?:\s+of)?|several)\s+(?P<scale>hundred|thousand))"
_HALF_SCALE = r"(?P<halfscale>half\s+an?\s+(?P<halfof>hundred|thousand|million))\b"  # "half a thousand tokens"
_QUAL = rf"(?:(?P<approx>{APPROX})|(?P<upper>{UPPER})|(?P<lower>{LOWER}))"

NUMBER_RE = re.compile(
    rf"(?<![\w.])(?:{_QUAL}\s*)?(?:{_FEW_SCALE}|{_HALF_SCALE}|{_RANGE}|{_VAGUE}|{_FRACTION}|{_VALUE})(?:\s*(?P<plus>\+|-?plus|ish|-ish))?",
    flags=re.IGNORECASE,
)


_DIGIT_WORDS = {**{k: v for k, v in UNITS_WORDS.items() if v < 10}, "oh": 0, "o": 0}
_DIGIT_WORD = "|".join(sorted(_DIGIT_WORDS, key=len, reverse=True))
# Numbers as they are said aloud: "three point three five" (3.35), "eight-sixty-four" (864, as in "864 GB/s")
_SPOKEN = re.compile(
    rf"(?<![\w.])(?:{_QUAL}\s*)?(?:(?P<int>{_word_number})\s+point\s+(?P<dec>(?:{_DIGIT_WORD})(?:\s+(?:{_DIGIT_WORD}))*)\b"
    rf"|(?P<hund>one|two|three|four|five|six|seven|eight|nine)-(?P<tens>{'|'.join(TENS_WORDS)})(?:-(?P<unit>one|two|three|four|five|six|seven|eight|nine))?\b"
    # "eight sixty-four gigs a second", "three twenty gigs", "four oh five B": said aloud with a space, before a unit
    rf"|(?P<hund3>one|two|three|four|five|six|seven|eight|nine)\s+(?:(?P<tens3>{'|'.join(TENS_WORDS)})(?:-(?P<unit3>one|two|three|four|five|six|seven|eight|nine))?"
    rf"|oh[\s-](?P<ohunit>one|two|three|four|five|six|seven|eight|nine))(?=[\s-]*(?:gigs?|gigabytes?|gb|gib|b\b|tokens?|tok|milliseconds?|ms\b|teraflops|tflops|tb))"
    # "a hundred forty-one gigs", "two hundred and sixty-five", "a hundred forty gigabytes": the tens after "hundred"
    # ("hundred twenty-eight gigs", said without the "a")
    rf"|(?:(?P<h2>a|one|two|three|four|five|six|seven|eight|nine)\s+)?hundred\s+(?:and\s+)?(?P<tens2>{'|'.join(TENS_WORDS)})"
    rf"(?:[\s-](?P<unit2>one|two|three|four|five|six|seven|eight|nine))?\b(?![\s-](?:one|two|three|four|five|six|seven|eight|nine)\b))",
    re.IGNORECASE)


def _spoken(text: str) -> list[Number]:
    out = []
    for m in _SPOKEN.finditer(text):
        if m.group("int"):
            whole = word_to_value(m.group("int").lower())
            if whole is None:
                continue
            digits = "".join(str(_DIGIT_WORDS[w.lower()]) for w in m.group("dec").split())
            value = float(f"{int(whole)}.{digits}")
        elif m.group("hund3"):
            value = 100 * UNITS_WORDS[m.group("hund3").lower()] + (
                TENS_WORDS[m.group("tens3").lower()] + (UNITS_WORDS[m.group("unit3").lower()] if m.group("unit3") else 0)
                if m.group("tens3") else UNITS_WORDS[m.group("ohunit").lower()])
        elif m.group("tens2"):
            h = (m.group("h2") or "a").lower()
            value = 100 * (1 if h == "a" else UNITS_WORDS[h]) + TENS_WORDS[m.group("tens2").lower()] + (
                UNITS_WORDS[m.group("unit2").lower()] if m.group("unit2") else 0)
        else:
            value = 100 * UNITS_WORDS[m.group("hund").lower()] + TENS_WORDS[m.group("tens").lower()] + (
                UNITS_WORDS[m.group("unit").lower()] if m.group("unit") else 0)
        qualifier: Qualifier = "approx" if m.group("approx") else "exact"
        lo = hi = float(value)
        if m.group("upper"):
            qualifier, lo = "upper", 0.0
        elif m.group("lower"):
            qualifier, hi = "lower", INF
        out.append(Number(m.start(), m.end(), lo, hi, qualifier, m.group(0)))
    return out


# Continental number formats: "0,5 s" and "15,5 s" (a decimal comma: one or two digits after it, where an English
# thousands separator has three) and "2.000 tokens" / "36.000 km" (a dot between thousands).
_DECIMAL_COMMA = re.compile(r"(?<![\d,.])(\d{1,3}),(\d{1,2})(?![\d,])")
_DOT_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,]\d)")


def normalize_locale(text: str) -> str:
    """The same text, character for character in length, with continental numbers in English form: "0,5" reads as
    "0.5"; "2.000" as "2,000" where the text writes decimal commas elsewhere or the figure ends in ".000"."""
    if "," not in text and "." not in text:
        return text
    continental = bool(_DECIMAL_COMMA.search(text))
    out = _DECIMAL_COMMA.sub(lambda m: f"{m.group(1)}.{m.group(2)}", text)
    return _DOT_THOUSANDS.sub(lambda m: m.group(0).replace(".", ",") if continental or m.group(0).endswith(".000")
                              else m.group(0), out)


def find_numbers(text: str) -> list[Number]:
    """Every number phrase in text, left to right, non-overlapping."""
    text = normalize_locale(text)
    # "5/ 500 tokens x 0.3s": a thread's post number, not the range 5-500 (blanked, so offsets stay the same)
    text = _POST_NUMBER.sub(lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), text)
    spoken = _spoken(text) if re.search(r"\bpoint\b|[a-z]-[a-z]|hundred\s|\b(?:one|two|three|four|five|six|seven|eight|nine)\s+"
                                        r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|oh)\b", text, re.I) else []
    found: list[Number] = []
    for m in NUMBER_RE.finditer(text):
        said = next((n for n in spoken if n.start <= m.start() < n.end or m.start() <= n.start < m.end()), None)
        if said is not None:
            if not found or found[-1] is not said:
                if not (found and said.start < found[-1].end):
                    found.append(said)
            continue  # "three point three five": read aloud as one number
        if found and m.start() < found[-1].end:
            continue  # inside "fourteen and a half", already read whole
        number = _interpret(m)
        if number is not None and m.group("lower") and m.group("lower").lower() == "over" \
                and _DIVIDEND_BEFORE.search(text, 0, m.start()):
            # "26.8 TB/s over 810 GB": a division, not "more than 810 GB"
            bare = NUMBER_RE.match(text, _SPACES.match(text, m.end("lower")).end())
            number = _interpret(bare) if bare else number
        and_a = _AND_A_FRACTION.match(text, m.end())
        if number is not None and and_a and number.lo == number.hi and not m.group("frac"):
            # "fourteen and a half gigabytes", "3 and a half GB": one number, not 14 and then half a gigabyte
            extra = {"half": 0.5, "quarter": 0.25, "third": 1 / 3}[and_a.group(1).lower()]
            number = Number(number.start, and_a.end(), number.lo + extra, number.hi + extra, number.qualifier,
                            text[number.start:and_a.end()])
        if number is not None:
            found.append(number)
    return found


_POST_NUMBER = re.compile(r"(?m)^([ \t>*-]*)\d{1,2}/(?=\s)")
_AND_A_FRACTION = re.compile(r"\s+and\s+a\s+(half|quarter|third)\b", re.IGNORECASE)


_SPACES = re.compile(r"\s*")
# A figure with its unit right before "over": what is divided ("3.35 TB/s over 16 GB of weights").
_DIVIDEND_BEFORE = re.compile(r"\d\s*(?:[kmgtp]i?b/s|[kmgtp]b/s|tb|gb|flop/s|tflop/s|tflops|ops|tok/s)\s+$", re.IGNORECASE)


def _interpret(m: re.Match) -> Number | None:
    g = m.groupdict()
    qualifier: Qualifier = "exact"
    if g["fewscale"]:
        scale = 100 if g["scale"].lower() == "hundred" else 1000
        word = g["fewscale"].lower()
        lo, hi = ((2, 3) if "couple" in word else (3, 9) if "several" in word else (2, 5))
        lo, hi, qualifier = lo * scale, hi * scale, "vague"
    elif g["halfscale"]:
        lo = hi = 0.5 * SCALE_WORDS[g["halfof"].lower()]
    elif g["r1"] and g["r2"].strip().lower() in SCALE_WORDS and g["r1"].strip().lower() in {**UNITS_WORDS, **TENS_WORDS}:
        lo = hi = word_to_value(f"{g['r1']} {g['r2']}")  # "five-hundred": one number, not the range 5-100
    elif g["r1"] and g["r1"].strip().lower() in TENS_WORDS and re.match(
            r"(?:one|two|three|four|five|six|seven|eight|nine)\b", g["r2"].strip(), re.I) and "-" in m.group(0)[
            m.end("r1") - m.start():m.start("r2") - m.start()] and word_to_value(f"{g['r1']} {g['r2']}") is not None:
        lo = hi = word_to_value(f"{g['r1']} {g['r2']}")  # "thirty-two thousand": one number, not the range 30-2,000
    elif g["r1"]:
        a, b = parse_value(g["r1"]), parse_value(g["r2"])
        if a is None or b is None:
            return None
        # "50-150k": the suffix of the second end applies to both when the first has none.
        if re.search(r"[kKMB]$", g["r2"].strip()) and not re.search(r"[kKMB]$", g["r1"].strip()) and a < b / 1000:
            a *= SUFFIX[g["r2"].strip()[-1]]
        if "/" in m.group(0)[m.end("r1") - m.start():m.start("r2") - m.start()] and b >= 10 and math.log10(b) % 1 == 0 and b / max(a, 1e-12) >= 5:
            a = b = a / b  # "13.5/100 s per token": a division by a power of ten, not the range 13.5-100
        elif a > b:
            # "twenty-five" is one number, not the range 20-5; "10-2" is no range at all.
            whole = parse_value(m.group(0)[m.start("r1") - m.start():])
            if whole is None:
                return None
            a = b = whole
        lo, hi = a, b
    elif g["vague"]:
        lo, hi = {**VAGUE, **DECADES}[g["vague"].lower()]
        qualifier = "vague"
    elif g["frac"]:
        v = FRACTION_WORDS[g["frac"].lower()]
        lo = hi = v
    else:
        v = parse_value(g["v1"])
        if v is None:
            return None
        lo = hi = v
    if g["approx"]:
        qualifier = "approx" if qualifier == "exact" else qualifier
    elif g["upper"]:
        qualifier = "upper"
        word = g["upper"].lower()
        if word in ("only", "just", "barely"):
            qualifier = "approx"  # "only 20 ms": a value, stressed as small
        elif word == "a fraction of":
            lo, hi = 0, hi * 0.5
        else:
            lo = 0.0
    elif g["lower"]:
        qualifier = "lower"
        word = g["lower"].lower()
        hi = INF if word not in ("several times",) else hi
        if word in ("plus",):
            qualifier = "lower"
    if g["plus"] and g["plus"].strip().lower().lstrip("-") in ("+", "plus"):
        qualifier, hi = "lower", INF
    elif g["plus"]:
        qualifier = "approx"
    return Number(start=m.start(), end=m.end(), lo=lo, hi=hi, qualifier=qualifier, text=m.group(0))
