# topic: bootstrap confidence interval of the median
import numpy as np
import pandas as pd

rng = np.random.default_rng(7)
sample = rng.lognormal(mean=3.0, sigma=0.6, size=120)

n_boot = 5000
idx = rng.integers(0, sample.size, size=(n_boot, sample.size))
boot_medians = np.median(sample[idx], axis=1)
boot_means = sample[idx].mean(axis=1)

df = pd.DataFrame({"replicate": np.arange(n_boot),
                   "median": boot_medians,
                   "mean": boot_means})

ci_low, ci_high = np.percentile(boot_medians, [2.5, 97.5])
df["median_in_ci"] = df["median"].between(ci_low, ci_high)
