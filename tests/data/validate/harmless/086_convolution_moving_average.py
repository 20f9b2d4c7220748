# topic: moving averages via convolution
import numpy as np
import pandas as pd

rng = np.random.default_rng(14)
n = 365
steps = rng.normal(0, 1, n)
series = 50 + np.cumsum(steps)

df = pd.DataFrame({"day": np.arange(n), "value": series})
for w in (5, 15, 45):
    kernel = np.ones(w) / w
    df[f"ma_{w}"] = np.convolve(series, kernel, mode="same")
tri = np.convolve(np.ones(8), np.ones(8))
df["triangular_ma"] = np.convolve(series, tri / tri.sum(), mode="same")
