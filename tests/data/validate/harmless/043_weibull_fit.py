# topic: fitting a Weibull to failure times
import numpy as np
import pandas as pd
from scipy import stats

rng = np.random.default_rng(2)
failure_hours = stats.weibull_min.rvs(c=1.8, scale=1200, size=250, random_state=rng)

c_hat, loc_hat, scale_hat = stats.weibull_min.fit(failure_hours, floc=0)
t = np.linspace(0, failure_hours.max(), 200)
fitted = stats.weibull_min(c_hat, loc=loc_hat, scale=scale_hat)

df = pd.DataFrame({
    "hours": t,
    "survival": fitted.sf(t),
    "hazard": fitted.pdf(t) / np.maximum(fitted.sf(t), 1e-12),
})
ecdf_sorted = np.sort(failure_hours)
df["empirical_survival"] = 1 - np.searchsorted(ecdf_sorted, t, side="right") / ecdf_sorted.size
