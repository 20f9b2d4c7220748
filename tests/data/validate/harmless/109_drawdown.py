# topic: portfolio drawdown analysis
import numpy as np
import pandas as pd

rng = np.random.default_rng(2020)
dates = pd.bdate_range("2019-01-01", "2023-12-29")
returns = rng.standard_t(4, len(dates)) * 0.008 + 0.0004

df = pd.DataFrame({"date": dates, "ret": returns})
df["wealth"] = 10_000 * (1 + df["ret"]).cumprod()
df["peak"] = df["wealth"].cummax()
df["drawdown"] = df["wealth"] / df["peak"] - 1
df["underwater"] = df["drawdown"] < 0
df["year"] = df["date"].dt.year
worst = df.groupby("year")["drawdown"].min()
df["worst_in_year"] = df["year"].map(worst)
