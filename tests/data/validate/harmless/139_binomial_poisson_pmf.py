# topic: binomial vs Poisson approximation
import numpy as np
import pandas as pd
from scipy import stats

k = np.arange(0, 21)
frames = []
for n, p in [(20, 0.25), (100, 0.05), (1000, 0.005)]:
    lam = n * p
    frames.append(pd.DataFrame({
        "k": k,
        "n": n,
        "p": p,
        "binomial": stats.binom.pmf(k, n, p),
        "poisson": stats.poisson.pmf(k, lam),
    }))

df = pd.concat(frames, ignore_index=True)
df["abs_diff"] = (df["binomial"] - df["poisson"]).abs()
df["setting"] = df.apply(lambda r: f"n={int(r.n)}, p={r.p}", axis=1)
