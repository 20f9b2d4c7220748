# topic: central limit theorem sample means
import numpy as np
import pandas as pd

rng = np.random.default_rng(314)
n_samples = 2000
frames = []
for n in (1, 2, 5, 30):
    # exponential data is strongly skewed
    means = rng.exponential(scale=1.0, size=(n_samples, n)).mean(axis=1)
    frames.append(pd.DataFrame({"sample_size": n, "sample_mean": means}))

df = pd.concat(frames, ignore_index=True)
df["z"] = df.groupby("sample_size")["sample_mean"].transform(lambda s: (s - s.mean()) / s.std())
