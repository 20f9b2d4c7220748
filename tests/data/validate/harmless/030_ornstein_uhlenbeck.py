# topic: Ornstein-Uhlenbeck mean-reverting process
import numpy as np
import pandas as pd

rng = np.random.default_rng(8)
theta = 1.5     # speed of reversion
mu = 0.0        # long-run mean
sigma = 0.3
dt = 0.01
n = 3000

x = np.empty(n)
x[0] = 2.0
for i in range(1, n):
    x[i] = x[i - 1] + theta * (mu - x[i - 1]) * dt + sigma * np.sqrt(dt) * rng.normal()

df = pd.DataFrame({"t": np.arange(n) * dt, "x": x})
df["expected"] = mu + (x[0] - mu) * np.exp(-theta * df["t"])
