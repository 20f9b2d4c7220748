# topic: exponential smoothing of website traffic
import numpy as np
import pandas as pd

rng = np.random.default_rng(31)
dates = pd.date_range("2024-01-01", periods=180, freq="D")
traffic = 1000 + np.cumsum(rng.normal(3, 25, len(dates)))
traffic[60] *= 2.5   # a spike from a newsletter

df = pd.DataFrame({"date": dates, "sessions": traffic.round()})
for span in (7, 14, 28):
    df[f"ewm_{span}"] = df["sessions"].ewm(span=span, adjust=False).mean()
df["week"] = df["date"].dt.isocalendar().week.astype(int)
