# topic: month-by-hour heatmap table of bike rentals
import calendar
import numpy as np
import pandas as pd

rng = np.random.default_rng(90)
ts = pd.date_range("2023-01-01", "2023-12-31 23:00", freq="H")
hour = ts.hour.to_numpy()
month = ts.month.to_numpy()
seasonal = 1 + 0.6 * np.sin(2 * np.pi * (month - 4) / 12)
commute = np.exp(-((hour - 8) ** 2) / 3) + 1.2 * np.exp(-((hour - 17.5) ** 2) / 4) + 0.2
rentals = rng.poisson(60 * seasonal * commute)

raw = pd.DataFrame({"ts": ts, "rentals": rentals})
raw["month"] = raw["ts"].dt.month.map(lambda m: calendar.month_abbr[m])
raw["hour"] = raw["ts"].dt.hour

table = raw.pivot_table(index="month", columns="hour", values="rentals", aggfunc="mean")
table = table.reindex(list(calendar.month_abbr)[1:])
table.columns = [f"h{h:02d}" for h in table.columns]
df = table.reset_index()
