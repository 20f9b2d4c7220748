# topic: server load and CPU metrics
import numpy as np
import pandas as pd

rng = np.random.default_rng(64)
ts = pd.date_range("2024-09-01", periods=12 * 24 * 7, freq="5min")
hour = ts.hour.to_numpy() + ts.minute.to_numpy() / 60
base = 1.0 + 2.5 * np.clip(np.sin(np.pi * (hour - 7) / 14), 0, None)

df = pd.DataFrame({"ts": ts})
df["load"] = base + rng.gamma(2, 0.15, len(ts))
df["cpu"] = np.clip(df.load / 4 * 100 + rng.normal(0, 5, len(ts)), 0, 100)
df["memory"] = 55 + 10 * np.sin(2 * np.pi * np.arange(len(ts)) / len(ts)) + rng.normal(0, 2, len(ts))
df["load_15m"] = df.load.rolling(3).mean()
df["alert"] = (df.load_15m > 3.2) | (df.cpu > 90)
df["day"] = df.ts.dt.day_name()
