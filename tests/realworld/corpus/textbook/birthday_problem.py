# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: the birthday problem, exact vs simulated
import math
import random

import pandas as pd


def exact_probability(n: int, days: int = 365) -> float:
    """P(at least two of n people share a birthday)."""
    p_unique = math.prod((days - k) / days for k in range(n))
    return 1 - p_unique


def simulated_probability(n: int, trials: int = 2000) -> float:
    hits = 0
    for _ in range(trials):
        birthdays = [random.randint(1, 365) for _ in range(n)]
        hits += len(set(birthdays)) < n
    return hits / trials


random.seed(42)
df = pd.DataFrame({"people": range(2, 61)})
df["exact"] = df.people.apply(exact_probability)
df["simulated"] = df.people.apply(simulated_probability)
print("Smallest group with p > 0.5:", df[df.exact > 0.5].people.min())
