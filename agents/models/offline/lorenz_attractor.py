# Lorenz attractor: the Lorenz system (classic values sigma 10, rho 28, beta 8/3) integrated from (1, 1, 1),
# 2,000 steps of 0.02 (t from 0 to 39.98).
import numpy as np
import pandas as pd
from scipy.integrate import odeint

sigma = 10.0
rho = 28.0
beta = 8.0 / 3.0


def lorenz(state, t):
    x, y, z = state
    return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]


t = np.arange(2000) * 0.02
xyz = odeint(lorenz, [1.0, 1.0, 1.0], t)
xyz = xyz.round(4)  # 4 decimals keep the table small
df = pd.DataFrame({"t": t.round(2), "x": xyz[:, 0], "y": xyz[:, 1], "z": xyz[:, 2]})
