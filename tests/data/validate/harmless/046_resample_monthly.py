# topic: resampling hourly sensor data to monthly stats
import numpy as np
import pandas as pd

rng = np.random.default_rng(0)
idx = pd.date_range("2023-01-01", "2023-12-31 23:00", freq="H")
hours = np.arange(len(idx))
temperature = (10 + 12 * np.sin(2 * np.pi * (hours / 24 - 110) / 365)
               + 5 * np.sin(2 * np.pi * (hours % 24 - 9) / 24)
               + rng.normal(0, 1.5, len(idx)))

hourly = pd.Series(temperature, index=idx, name="temp_c")
monthly = hourly.resample("M").agg(["mean", "min", "max", "std"])
df = monthly.reset_index().rename(columns={"index": "month"})
df["month_name"] = df["month"].dt.strftime("%b")
