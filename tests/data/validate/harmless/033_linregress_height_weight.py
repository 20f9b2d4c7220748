# topic: simple linear regression with linregress
import numpy as np
import pandas as pd
from scipy.stats import linregress

rng = np.random.default_rng(42)
n = 200
height_cm = rng.normal(172, 9, n)
weight_kg = -95 + 0.95 * height_cm + rng.normal(0, 7, n)

fit = linregress(height_cm, weight_kg)

df = pd.DataFrame({"height_cm": height_cm, "weight_kg": weight_kg})
df["predicted"] = fit.intercept + fit.slope * df["height_cm"]
df["residual"] = df["weight_kg"] - df["predicted"]
df.attrs["r_squared"] = fit.rvalue ** 2
df.attrs["p_value"] = fit.pvalue
