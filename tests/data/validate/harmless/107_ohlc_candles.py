# topic: daily OHLC candles from simulated ticks
import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
ticks = pd.date_range("2024-01-02 09:30", periods=60 * 6 * 40, freq="min")
ticks = ticks[(ticks.dayofweek < 5)]
price = 150 * np.exp(np.cumsum(rng.normal(0, 0.0008, len(ticks))))
volume = rng.integers(100, 5000, len(ticks))

tick_df = pd.DataFrame({"price": price, "volume": volume}, index=ticks)
df = tick_df["price"].resample("D").ohlc().dropna()
df["volume"] = tick_df["volume"].resample("D").sum()
df["range"] = df.high - df.low
df["body"] = df.close - df.open
df["direction"] = np.where(df.close >= df.open, "up", "down")
df["return"] = df.close.pct_change()
df = df.reset_index().rename(columns={"index": "date"})
