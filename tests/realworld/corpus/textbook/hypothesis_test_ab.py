# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: A/B test: two-proportion z-test and power by simulation
import numpy as np
import pandas as pd
from scipy import stats


def two_proportion_z(successes_a, n_a, successes_b, n_b):
    p_a, p_b = successes_a / n_a, successes_b / n_b
    pooled = (successes_a + successes_b) / (n_a + n_b)
    se = np.sqrt(pooled * (1 - pooled) * (1 / n_a + 1 / n_b))
    z = (p_b - p_a) / se
    return z, 2 * stats.norm.sf(abs(z))


rng = np.random.default_rng(4)
rows = []
for n in (200, 500, 1000, 2000, 5000):
    rejections = 0
    for _ in range(300):
        a = rng.binomial(n, 0.10)
        b = rng.binomial(n, 0.12)
        _, p = two_proportion_z(a, n, b, n)
        rejections += p < 0.05
    rows.append({"n_per_group": n, "power": rejections / 300})

df = pd.DataFrame(rows)
print(df)
