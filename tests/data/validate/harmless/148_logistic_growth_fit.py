# topic: fitting a logistic growth curve to user counts
import numpy as np
import pandas as pd
from scipy.optimize import curve_fit


def logistic(t, K, r, t0):
    return K / (1 + np.exp(-r * (t - t0)))


rng = np.random.default_rng(50)
weeks = np.arange(0, 80)
users = logistic(weeks, 50_000, 0.15, 35) * rng.lognormal(0, 0.05, weeks.size)

(K, r, t0), cov = curve_fit(logistic, weeks, users, p0=(users.max() * 1.5, 0.1, 40), maxfev=10_000)

future = np.arange(0, 121)
df = pd.DataFrame({"week": future, "fitted": logistic(future, K, r, t0)})
df["observed"] = pd.Series(users, index=weeks)
df["weekly_growth"] = df["fitted"].diff()
df["date"] = pd.Timestamp("2023-01-02") + pd.to_timedelta(df["week"] * 7, unit="D")
