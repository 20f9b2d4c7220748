# topic: daily series with trend, seasonality and noise
import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
dates = pd.date_range("2020-01-01", "2023-12-31", freq="D")
t = np.arange(len(dates))

trend = 100 + 0.05 * t
yearly = 15 * np.sin(2 * np.pi * t / 365.25)
weekly = 4 * np.sin(2 * np.pi * t / 7)
noise = rng.normal(0, 3, len(dates))

df = pd.DataFrame({
    "date": dates,
    "trend": trend,
    "seasonal": yearly + weekly,
    "noise": noise,
})
df["value"] = df["trend"] + df["seasonal"] + df["noise"]
