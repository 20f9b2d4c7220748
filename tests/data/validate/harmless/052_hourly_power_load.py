# topic: hourly electricity load profile
import numpy as np
import pandas as pd

rng = np.random.default_rng(5)
idx = pd.date_range("2024-01-01", periods=24 * 60, freq="H")
h = idx.hour.to_numpy()

morning = 250 * np.exp(-((h - 8) ** 2) / 4)
evening = 400 * np.exp(-((h - 19) ** 2) / 6)
load = 900 + morning + evening + rng.normal(0, 30, len(idx))

df = pd.DataFrame({"timestamp": idx, "load": load})
df["peak"] = df.load > df.load.quantile(0.95)
df["daily_max"] = df.groupby(df.timestamp.dt.date)["load"].transform("max")
df["load_factor"] = df.load / df.daily_max
