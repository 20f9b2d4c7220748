# topic: birthday paradox exact vs simulated
import math
import numpy as np
import pandas as pd

rng = np.random.default_rng(5)


def exact_prob(n):
    p_unique = math.prod((365 - k) / 365 for k in range(n))
    return 1 - p_unique


def simulated_prob(n, trials=2000):
    bdays = rng.integers(0, 365, size=(trials, n))
    sorted_b = np.sort(bdays, axis=1)
    has_dup = (np.diff(sorted_b, axis=1) == 0).any(axis=1)
    return has_dup.mean()


group_sizes = range(2, 61)
df = pd.DataFrame({
    "group_size": list(group_sizes),
    "exact": [exact_prob(n) for n in group_sizes],
    "simulated": [simulated_prob(n) for n in group_sizes],
})
