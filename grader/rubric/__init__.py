"""Rubric coverage: the key points an answer makes (rules/rubrics/*.yaml), beside the grader's correctness."""
from .answer import GradedAnswer, grade_answer
from .loader import bundled, load_rubric
from .matcher import PointResult, RubricResult, answer_score, assess, decide, evidence
from .schema import Rubric

__all__ = ["GradedAnswer", "grade_answer", "Rubric", "RubricResult", "PointResult", "load_rubric", "bundled", "assess", "evidence", "decide",
           "answer_score"]
