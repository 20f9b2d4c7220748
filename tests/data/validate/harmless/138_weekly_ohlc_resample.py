# topic: weekly OHLC bars from daily prices
import numpy as np
import pandas as pd

rng = np.random.default_rng(123)
dates = pd.bdate_range("2023-01-02", "2024-06-28")
close = 50 * np.exp(np.cumsum(rng.normal(0.0002, 0.018, len(dates))))
open_ = np.r_[close[0], close[:-1]] * (1 + rng.normal(0, 0.004, len(dates)))
high = np.maximum(open_, close) * (1 + rng.uniform(0, 0.012, len(dates)))
low = np.minimum(open_, close) * (1 - rng.uniform(0, 0.012, len(dates)))

daily = pd.DataFrame({"open": open_, "high": high, "low": low, "close": close,
                      "volume": rng.integers(1e5, 1e6, len(dates))}, index=dates)

df = daily.resample("W-FRI").agg({"open": "first", "high": "max", "low": "min",
                                  "close": "last", "volume": "sum"})
df["weekly_return"] = df.close.pct_change()
df["true_range"] = np.maximum(df.high - df.low,
                              np.maximum((df.high - df.close.shift()).abs(), (df.low - df.close.shift()).abs()))
df["atr_4w"] = df.true_range.rolling(4).mean()
df = df.reset_index().rename(columns={"index": "week_ending"})
