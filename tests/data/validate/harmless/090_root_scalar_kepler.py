# topic: solving Kepler's equation with root_scalar
import numpy as np
import pandas as pd
from scipy.optimize import root_scalar


def eccentric_anomaly(M, e):
    f = lambda E: E - e * np.sin(E) - M
    fprime = lambda E: 1 - e * np.cos(E)
    sol = root_scalar(f, x0=M if e < 0.8 else np.pi, fprime=fprime, method="newton")
    return sol.root


rows = []
for e in (0.0, 0.3, 0.6, 0.9):
    for M in np.linspace(0, 2 * np.pi, 120):
        E = eccentric_anomaly(M, e)
        nu = 2 * np.arctan2(np.sqrt(1 + e) * np.sin(E / 2), np.sqrt(1 - e) * np.cos(E / 2))
        rows.append({"e": e, "mean_anomaly": M, "eccentric_anomaly": E,
                     "true_anomaly": nu, "radius": 1 - e * np.cos(E)})

df = pd.DataFrame(rows)
