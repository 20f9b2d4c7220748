# topic: moving-average crossover signals
import numpy as np
import pandas as pd

rng = np.random.default_rng(7)
dates = pd.bdate_range("2022-01-03", periods=500)
close = 100 * np.exp(np.cumsum(rng.normal(0.0003, 0.015, len(dates))))

df = pd.DataFrame({"date": dates, "close": close})
df["sma_20"] = df.close.rolling(20).mean()
df["sma_50"] = df.close.rolling(50).mean()
df["position"] = np.where(df.sma_20 > df.sma_50, 1, 0)
df["signal"] = df.position.diff().map({1.0: "buy", -1.0: "sell"})
df["daily_ret"] = df.close.pct_change()
df["strategy_ret"] = df.daily_ret * df.position.shift(1)
df["equity_buy_hold"] = (1 + df.daily_ret.fillna(0)).cumprod()
df["equity_strategy"] = (1 + df.strategy_ret.fillna(0)).cumprod()
