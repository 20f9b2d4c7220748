# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: a moving-average crossover strategy on a simulated price series
import numpy as np
import pandas as pd


def simulate_prices(days: int = 750, seed: int = 5) -> pd.Series:
    rng = np.random.default_rng(seed)
    returns = rng.normal(0.0003, 0.012, days)
    index = pd.bdate_range("2021-01-04", periods=days)
    return pd.Series(100 * np.exp(np.cumsum(returns)), index=index)


prices = simulate_prices()
frame = pd.DataFrame({"close": prices})
frame["fast"] = frame.close.rolling(20).mean()
frame["slow"] = frame.close.rolling(50).mean()
frame["position"] = np.where(frame.fast > frame.slow, 1, 0)
frame["strategy_return"] = frame.position.shift(1) * frame.close.pct_change()
frame["buy_and_hold"] = frame.close.pct_change()
equity = (1 + frame[["strategy_return", "buy_and_hold"]].fillna(0)).cumprod()
print(equity.iloc[-1])

df = frame.join(equity, rsuffix="_equity").dropna().reset_index(names="date")
