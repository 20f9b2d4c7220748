# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: a synthetic daily sales series, rolling means and a seasonal profile
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

rng = np.random.default_rng(17)
dates = pd.date_range("2022-01-01", "2023-12-31", freq="D")
trend = np.linspace(100, 160, len(dates))
weekly = 10 * np.sin(2 * np.pi * dates.dayofweek / 7)
yearly = 20 * np.sin(2 * np.pi * dates.dayofyear / 365.25)
sales = trend + weekly + yearly + rng.normal(0, 5, len(dates))

ts = pd.Series(sales, index=dates, name="sales")
df = ts.to_frame()
df["rolling_7"] = ts.rolling(7, center=True).mean()
df["rolling_30"] = ts.rolling(30, center=True).mean()
df["weekday"] = df.index.day_name()
df["month"] = df.index.month
print(df.groupby("weekday")["sales"].mean().sort_values())
df = df.reset_index().rename(columns={"index": "date"})

plt.plot(df["date"], df["sales"])
plt.plot(df["date"], df["rolling_30"])
plt.show()
