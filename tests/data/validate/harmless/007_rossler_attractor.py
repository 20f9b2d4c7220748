# topic: Rossler attractor
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

a, b, c = 0.2, 0.2, 5.7


def rossler(t, s):
    x, y, z = s
    return [-y - z, x + a * y, b + z * (x - c)]


t = np.linspace(0, 200, 10000)
sol = solve_ivp(rossler, (0, 200), [0.1, 0.0, 0.0], t_eval=t, rtol=1e-9)
df = pd.DataFrame(sol.y.T, columns=["x", "y", "z"])
df.insert(0, "t", sol.t)
# drop the transient
df = df[df["t"] > 50].reset_index(drop=True)
