# topic: Bessel, gamma and error functions
import numpy as np
import pandas as pd
from scipy import special

x = np.linspace(0.01, 20, 500)
df = pd.DataFrame({"x": x})
for order in range(4):
    df[f"J{order}"] = special.jv(order, x)
df["Y0"] = special.y0(x)
df["log_gamma"] = special.gammaln(x)
df["erf_scaled"] = special.erf(x / 10)
zeros = special.jn_zeros(0, 6)
df["near_J0_zero"] = np.isclose(df["x"].to_numpy()[:, None], zeros, atol=0.02).any(axis=1)
