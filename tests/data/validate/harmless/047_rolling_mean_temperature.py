# topic: rolling averages of daily temperatures
import numpy as np
import pandas as pd

rng = np.random.default_rng(2023)
days = pd.date_range("2022-01-01", periods=730, freq="D")
doy = days.dayofyear.to_numpy()
temps = 11 - 9 * np.cos(2 * np.pi * (doy - 15) / 365) + rng.normal(0, 2.5, days.size)

df = pd.DataFrame({"date": days, "temp": temps}).set_index("date")
df["rolling_7d"] = df["temp"].rolling(7).mean()
df["rolling_30d"] = df["temp"].rolling(30, center=True).mean()
df["rolling_std_30d"] = df["temp"].rolling(30).std()
df["anomaly"] = df["temp"] - df["rolling_30d"]
df = df.reset_index()
