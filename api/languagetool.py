"""LanguageTool's HTTP protocol (v2), so editor plugins and `language_tool_python` can use grader as their server.

Offsets and lengths are UTF-16 code units, as LanguageTool's Java strings count them. Rule and category filters
behave as LanguageTool's: unknown ids are ignored, and enabledOnly needs enabledRules or enabledCategories."""
from __future__ import annotations

import json
import re
from datetime import date

from fastapi import APIRouter, Form, Request

from grader import __version__
from grader.grading import grade
from grader.rules_engine.schema import CATEGORIES
from grader.rules_engine.selection import RuleSelection

from . import metrics
from grader.review.document import Document

from .annotated_text import AnnotatedTextError, from_json
from .errors import APIError
from .offsets import UTF16Offsets, utf16_len
from .schemas import ErrorResponse
from .settings import comma_list

router = APIRouter(tags=["LanguageTool compatible"])

# LanguageTool's own answer for English lists the variants; clients validate the language they ask for against it.
LANGUAGES = [
    {"name": "English", "code": "en", "longCode": "en"},
    {"name": "English (US)", "code": "en", "longCode": "en-US"},
    {"name": "English (GB)", "code": "en", "longCode": "en-GB"},
    {"name": "English (Australian)", "code": "en", "longCode": "en-AU"},
    {"name": "English (Canadian)", "code": "en", "longCode": "en-CA"},
    {"name": "English (New Zealand)", "code": "en", "longCode": "en-NZ"},
    {"name": "English (South African)", "code": "en", "longCode": "en-ZA"},
]
_BY_CODE = {lang["longCode"].lower(): lang for lang in LANGUAGES}
CONTEXT_CHARS = 40  # LanguageTool shows about this much text either side of a match
_ISSUE_TYPE = {"error": "inconsistency", "warning": "uncategorized", "info": "style"}
_TYPE_NAME = {"error": "Other", "warning": "Other", "info": "Hint"}


def category_id(category: str) -> str:
    return category.upper()


def category_name(category: str) -> str:
    return category.replace("_", " ").capitalize().replace("Ttft", "TTFT").replace("Tls", "TLS")


def _categories(raw: str | None) -> list[str]:
    known = set(CATEGORIES)
    return [c.lower() for c in comma_list(raw) if c.lower() in known]


def _language(code: str) -> dict:
    key = code.strip().lower()
    if key in ("auto", "en"):
        return LANGUAGES[1] if key == "auto" else LANGUAGES[0]
    if key in _BY_CODE:
        return _BY_CODE[key]
    raise APIError(400, "unsupported_language",
                   f"language {code!r} is not supported: grader checks English (en, en-US, en-GB, ... or auto)",
                   "language")


def _sentence(text: str, start: int, end: int) -> str:
    begin = max((m.end() for m in re.finditer(r"[.!?]\s+|\n", text[:start])), default=0)
    after = re.search(r"[.!?](\s|$)|\n", text[end:])
    stop = end + after.end() if after else len(text)
    return text[begin:stop].strip()


def _context(document: str, start: int, end: int) -> dict:
    """The match with up to CONTEXT_CHARS either side, '...' where cut, offsets in UTF-16 units."""
    lo, hi = max(0, start - CONTEXT_CHARS), min(len(document), end + CONTEXT_CHARS)
    before = ("..." if lo > 0 else "") + document[lo:start]
    snippet = before + document[start:hi] + ("..." if hi < len(document) else "")
    return {"text": snippet.replace("\n", " "), "offset": utf16_len(before), "length": utf16_len(document[start:end])}


def matches(report, doc: Document) -> list[dict]:
    utf16 = UTF16Offsets(doc.original)
    out = []
    for a in report.annotations:
        start, end = doc.span(a.start, a.end)
        offset = utf16(start)
        out.append({
            "message": f"{a.message} {a.correction}".strip(),
            "shortMessage": category_name(a.category),
            "replacements": [{"value": a.replacement}] if a.replacement else [],
            "offset": offset,
            "length": utf16(end) - offset,
            "context": _context(doc.original, start, end),
            "sentence": _sentence(doc.plain, a.start, a.end),
            "type": {"typeName": _TYPE_NAME[a.severity]},
            "rule": {"id": a.rule, "description": a.message, "issueType": _ISSUE_TYPE[a.severity],
                     "category": {"id": category_id(a.category), "name": category_name(a.category)},
                     "sourceFile": "grader"},
            "ignoreForIncompleteSentence": False,
            "contextForSureMatch": 0,
            "derivation": a.derivation,
            "severity": a.severity,
        })
    return out


@router.get("/v2/languages", summary="Languages (LanguageTool protocol)")
async def languages() -> list[dict]:
    return LANGUAGES


@router.post("/v2/check", summary="Check a text (LanguageTool protocol)",
             responses={400: {"model": ErrorResponse}, 413: {"model": ErrorResponse}, 422: {"model": ErrorResponse},
                        503: {"model": ErrorResponse}})
async def check(
    request: Request,
    language: str = Form(description="en, en-US, en-GB, ... or auto", examples=["en-US"]),
    text: str | None = Form(None, description="the text to check (or `data`)",
                            examples=["The tokenizer costs 2 ms per token, and decode is subsecond."]),
    data: str | None = Form(None, description="LanguageTool's annotated text JSON: text and markup pieces"),
    enabledRules: str | None = Form(None, description="comma-separated rule ids"),  # noqa: N803 - protocol names
    disabledRules: str | None = Form(None),  # noqa: N803
    enabledCategories: str | None = Form(None, description="comma-separated category ids, e.g. TOKENIZER_COST"),  # noqa: N803
    disabledCategories: str | None = Form(None),  # noqa: N803
    enabledOnly: str | None = Form(None, description="'true': only the enabled rules and categories"),  # noqa: N803
    scenario: str | None = Form(None, description="grader extension: the scenario as JSON, as in /v1/grade"),
) -> dict:
    """LanguageTool's check: matches with message, offset and length in UTF-16 code units, context, sentence and
    rule. grader adds `derivation` and `severity` to each match."""
    service = request.app.state.service
    lang = _language(language)
    if (text is None) == (data is None):
        raise APIError(400, "missing_text", "send exactly one of 'text' or 'data'", "text")
    try:
        doc = Document.from_text(text) if text is not None else from_json(data)
    except AnnotatedTextError as exc:
        raise APIError(400, "bad_annotated_text", str(exc), "data") from None
    service.check_text(doc.plain, "text" if text is not None else "data")
    only = (enabledOnly or "").strip().lower() == "true"
    if only and not (comma_list(enabledRules) or comma_list(enabledCategories)):
        raise APIError(400, "bad_rule_selection",
                       "enabledOnly=true needs enabledRules or enabledCategories", "enabledOnly")
    selection = RuleSelection(enable=comma_list(enabledRules), disable=comma_list(disabledRules),
                              enable_categories=_categories(enabledCategories),
                              disable_categories=_categories(disabledCategories), only=only)
    rules = service.rules(selection, field="enabledRules", ignore_unknown=True)
    spec = None
    if scenario:
        try:
            spec = json.loads(scenario)
        except ValueError:
            raise APIError(422, "validation_error", "scenario: not valid JSON", "scenario") from None
    spec = service.scenario(spec)
    report = await service.run(grade, doc.plain, spec, rules, timeout=service.settings.request_timeout_s)
    metrics.record_report(report, "v2")
    return {
        "software": {"name": "grader", "version": __version__, "buildDate": date.today().isoformat(),
                     "apiVersion": 1, "premium": False, "status": ""},
        "warnings": {"incompleteResults": False},
        "language": {"name": lang["name"], "code": lang["longCode"],
                     "detectedLanguage": {"name": lang["name"], "code": lang["longCode"], "confidence": 1.0}},
        "matches": matches(report, doc),
    }
