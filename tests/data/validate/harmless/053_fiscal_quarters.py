# topic: revenue by fiscal quarter (FY starts in April)
import numpy as np
import pandas as pd

rng = np.random.default_rng(9)
dates = pd.date_range("2022-04-01", "2025-03-31", freq="D")
revenue = rng.gamma(shape=5, scale=200, size=len(dates)) * (1 + 0.0004 * np.arange(len(dates)))

daily = pd.DataFrame({"date": dates, "revenue": revenue})
fq = daily["date"].dt.to_period("Q-MAR")
daily["fiscal_year"] = fq.dt.qyear
daily["fiscal_quarter"] = fq.dt.quarter

df = (daily.groupby(["fiscal_year", "fiscal_quarter"])
      .agg(revenue=("revenue", "sum"), days=("date", "count"))
      .reset_index())
df["label"] = "FY" + df["fiscal_year"].astype(str) + " Q" + df["fiscal_quarter"].astype(str)
df["qoq_growth"] = df["revenue"].pct_change()
