# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: central limit theorem with exponential samples
import numpy as np
import pandas as pd
from scipy import stats

rng = np.random.default_rng(31)
sample_sizes = [1, 2, 5, 10, 30, 100]
n_trials = 5000

records = []
for n in sample_sizes:
    means = rng.exponential(scale=1.0, size=(n_trials, n)).mean(axis=1)
    standardized = (means - 1.0) * np.sqrt(n)
    records.append({
        "n": n,
        "mean": means.mean(),
        "std": means.std(ddof=1),
        "skewness": stats.skew(means),
        "ks_pvalue": stats.kstest(standardized, "norm").pvalue,
    })

df = pd.DataFrame.from_records(records)
print(df.round(4))
