# topic: standard Brownian motion paths
import numpy as np
import pandas as pd

rng = np.random.default_rng(2024)
T = 1.0
n = 1000
paths = 8
dt = T / n

increments = rng.normal(0.0, np.sqrt(dt), size=(n, paths))
W = np.vstack([np.zeros(paths), np.cumsum(increments, axis=0)])
t = np.linspace(0, T, n + 1)

df = pd.DataFrame(W, columns=[f"path_{i}" for i in range(paths)])
df.insert(0, "t", t)
df["mean"] = df.filter(like="path_").mean(axis=1)
df["std"] = df.filter(like="path_").std(axis=1)
