# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: estimating pi by Monte Carlo, convergence table
import random
import math

import pandas as pd


def estimate_pi(n: int) -> float:
    """Throw n darts at the unit square and count the ones inside the quarter circle."""
    inside = 0
    for _ in range(n):
        x, y = random.random(), random.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4 * inside / n


random.seed(2024)
results = []
for exponent in range(1, 6):
    n = 10**exponent
    estimate = estimate_pi(n)
    results.append({"samples": n, "estimate": estimate, "error": abs(estimate - math.pi)})
    print(f"n = {n:>7}: pi ≈ {estimate:.5f}")

df = pd.DataFrame(results)
