"""LanguageTool's `data` parameter: a document as text and markup pieces.

{"annotation": [{"text": "Decode is "}, {"markup": "<b>"}, {"text": "subsecond"}, {"markup": "</b>"},
                {"markup": "<p>", "interpretAs": "\\n\\n"}]}

Grading sees the plain text (text pieces, plus each markup's `interpretAs`); offsets returned to the client point
into the whole document (text and markup), as LanguageTool's do."""
from __future__ import annotations

import json


class AnnotatedTextError(ValueError):
    pass


class AnnotatedText:
    def __init__(self, document: str, plain: str, origin: list[int]):
        self.document = document  # text and markup, as the client holds it
        self.plain = plain  # what is graded
        self._origin = origin  # document offset of each plain character, plus one past the end

    def to_document(self, plain_index: int) -> int:
        return self._origin[plain_index]

    @classmethod
    def plain_text(cls, text: str) -> "AnnotatedText":
        return cls(text, text, list(range(len(text) + 1)))

    @classmethod
    def from_json(cls, raw: str) -> "AnnotatedText":
        try:
            data = json.loads(raw)
        except ValueError as exc:
            raise AnnotatedTextError(f"data: not valid JSON ({exc})") from None
        pieces = data.get("annotation") if isinstance(data, dict) else None
        if not isinstance(pieces, list):
            raise AnnotatedTextError("data: expected {\"annotation\": [{\"text\": ...} or {\"markup\": ...}, ...]}")
        document, plain, origin = [], [], []
        at = 0
        for i, piece in enumerate(pieces):
            if not isinstance(piece, dict):
                raise AnnotatedTextError(f"data.annotation[{i}]: expected an object with 'text' or 'markup'")
            if isinstance(piece.get("text"), str):
                text = piece["text"]
                plain.append(text)
                origin.extend(range(at, at + len(text)))
            elif isinstance(piece.get("markup"), str):
                text = piece["markup"]
                interpret = piece.get("interpretAs", "")
                if not isinstance(interpret, str):
                    raise AnnotatedTextError(f"data.annotation[{i}].interpretAs: expected a string")
                plain.append(interpret)
                origin.extend([at] * len(interpret))
            else:
                raise AnnotatedTextError(f"data.annotation[{i}]: expected a string 'text' or 'markup'")
            document.append(text)
            at += len(text)
        origin.append(at)
        return cls("".join(document), "".join(plain), origin)
