# topic: typed helper functions for grade statistics
from typing import Dict, List, Optional, Tuple
import statistics
import random
import pandas as pd

random.seed(3)


def make_scores(students: List[str], n_tests: int) -> Dict[str, List[float]]:
    return {s: [round(random.gauss(72, 10), 1) for _ in range(n_tests)] for s in students}


def summarize(scores: List[float], drop_lowest: bool = False) -> Tuple[float, float]:
    values = sorted(scores)[1:] if drop_lowest else scores
    return statistics.mean(values), statistics.pstdev(values)


def letter(avg: float) -> Optional[str]:
    cutoffs: List[Tuple[float, str]] = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]
    for cut, grade in cutoffs:
        if avg >= cut:
            return grade
    return None


students = [f"student_{i:02d}" for i in range(1, 31)]
scores = make_scores(students, n_tests=6)
records: List[Dict[str, object]] = []
for name, s in scores.items():
    avg, sd = summarize(s, drop_lowest=True)
    records.append({"student": name, "average": avg, "spread": sd, "grade": letter(avg) or "F"})

df = pd.DataFrame(records)
