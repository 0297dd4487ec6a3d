"""LanguageTool's `data` parameter: a document as text and markup pieces.

{"annotation": [{"text": "Decode is "}, {"markup": "<b>"}, {"text": "subsecond"}, {"markup": "</b>"},
                {"markup": "<p>", "interpretAs": "\\n\\n"}]}

Grading sees the plain text (text pieces, plus each markup's `interpretAs`); offsets returned to the client point
into the whole document (text and markup), as LanguageTool's do. The mapping is grader.review.document's."""
from __future__ import annotations

import json

from grader.review.document import Document, Piece


class AnnotatedTextError(ValueError):
    pass


def from_json(raw: str) -> Document:
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise AnnotatedTextError(f"data: not valid JSON ({exc})") from None
    items = data.get("annotation") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise AnnotatedTextError("data: expected {\"annotation\": [{\"text\": ...} or {\"markup\": ...}, ...]}")
    pieces = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise AnnotatedTextError(f"data.annotation[{i}]: expected an object with 'text' or 'markup'")
        if isinstance(item.get("text"), str):
            pieces.append(Piece(item["text"]))
        elif isinstance(item.get("markup"), str):
            interpret = item.get("interpretAs", "")
            if not isinstance(interpret, str):
                raise AnnotatedTextError(f"data.annotation[{i}].interpretAs: expected a string")
            pieces.append(Piece(item["markup"], markup=True, interpret_as=interpret))
        else:
            raise AnnotatedTextError(f"data.annotation[{i}]: expected a string 'text' or 'markup'")
    return Document.from_pieces(pieces)
