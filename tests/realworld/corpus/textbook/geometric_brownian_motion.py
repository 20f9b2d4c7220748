# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: geometric Brownian motion for stock prices, with a parameter dataclass
from dataclasses import dataclass

import numpy as np
import pandas as pd
import matplotlib.pyplot as plt


@dataclass(frozen=True)
class GBMConfig:
    s0: float = 100.0
    mu: float = 0.07
    sigma: float = 0.2
    years: float = 1.0
    steps: int = 252
    paths: int = 10
    seed: int = 123


def simulate_gbm(cfg: GBMConfig) -> pd.DataFrame:
    rng = np.random.default_rng(cfg.seed)
    dt = cfg.years / cfg.steps
    shocks = rng.standard_normal((cfg.steps, cfg.paths))
    log_returns = (cfg.mu - 0.5 * cfg.sigma**2) * dt + cfg.sigma * np.sqrt(dt) * shocks
    prices = cfg.s0 * np.exp(np.vstack([np.zeros(cfg.paths), np.cumsum(log_returns, axis=0)]))
    dates = pd.bdate_range("2024-01-01", periods=cfg.steps + 1)
    return pd.DataFrame(prices, index=dates, columns=[f"path{i}" for i in range(cfg.paths)])


if __name__ == "__main__":
    config = GBMConfig()
    prices = simulate_gbm(config)
    df = prices.reset_index().rename(columns={"index": "date"})
    print(df.iloc[-1])
    plt.plot(prices.index, prices.values)
    plt.show()
