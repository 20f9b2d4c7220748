from datetime import date, timedelta

import numpy as np
import pandas as pd

days = pd.date_range("2024-01-01", periods=365, freq="D")
trend = np.linspace(10, 20, len(days))
season = 5 * np.sin(2 * np.pi * days.dayofyear / 365.25)
df = pd.DataFrame({"date": days, "temperature": trend + season})
df["week"] = df["date"].dt.isocalendar().week
monthly = df.resample("M", on="date")["temperature"].agg("mean")
start = date(2024, 1, 1) + timedelta(days=3)
label = "{} to {:%Y-%m-%d}".format(start, start + timedelta(days=7))
