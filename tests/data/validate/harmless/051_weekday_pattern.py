# topic: average visits by weekday and hour
import numpy as np
import pandas as pd

rng = np.random.default_rng(77)
idx = pd.date_range("2024-03-01", periods=24 * 7 * 8, freq="H")
hour = idx.hour.to_numpy()
weekday = idx.dayofweek.to_numpy()
base = 40 + 30 * np.exp(-((hour - 13) ** 2) / 18)
weekend_factor = np.where(weekday >= 5, 0.6, 1.0)
visits = rng.poisson(base * weekend_factor)

raw = pd.DataFrame({"ts": idx, "visits": visits})
raw["weekday"] = raw["ts"].dt.day_name()
raw["hour"] = raw["ts"].dt.hour

df = raw.groupby(["weekday", "hour"], as_index=False)["visits"].mean()
order = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
df["weekday"] = pd.Categorical(df["weekday"], categories=order, ordered=True)
df = df.sort_values(["weekday", "hour"]).reset_index(drop=True)
