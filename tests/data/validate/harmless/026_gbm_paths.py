# topic: geometric Brownian motion price paths
import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
S0 = 100.0
mu = 0.07
sigma = 0.2
days = 252
n_paths = 20
dt = 1 / days

z = rng.standard_normal((days, n_paths))
log_returns = (mu - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * z
prices = S0 * np.exp(np.cumsum(log_returns, axis=0))

dates = pd.bdate_range("2024-01-02", periods=days)
df = pd.DataFrame(prices, index=dates, columns=[f"sim{i:02d}" for i in range(n_paths)])
df = df.reset_index().rename(columns={"index": "date"})
