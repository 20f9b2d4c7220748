import numpy as np
import pandas as pd
import scipy.stats as st
from scipy.stats import gamma

rng = np.random.default_rng(0)
normal = st.norm(loc=0, scale=1).rvs(size=500, random_state=rng)
g = gamma(a=2.0).rvs(size=500, random_state=rng)
df = pd.DataFrame({"normal": normal, "gamma": g})
df = df.assign(z=lambda d: (d["gamma"] - d["gamma"].mean()) / d["gamma"].std())
quantiles = df.quantile([0.05, 0.5, 0.95])
