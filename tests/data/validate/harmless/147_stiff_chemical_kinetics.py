# topic: Robertson stiff chemical kinetics
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp


def robertson(t, y):
    y1, y2, y3 = y
    return [
        -0.04 * y1 + 1e4 * y2 * y3,
        0.04 * y1 - 1e4 * y2 * y3 - 3e7 * y2 ** 2,
        3e7 * y2 ** 2,
    ]


t_eval = np.logspace(-5, 5, 300)
sol = solve_ivp(robertson, (0, 1e5), [1.0, 0.0, 0.0], method="Radau",
                t_eval=t_eval, rtol=1e-6, atol=1e-10)

df = pd.DataFrame({"t": sol.t, "A": sol.y[0], "B": sol.y[1], "C": sol.y[2]})
df["B_scaled"] = df["B"] * 1e4
df["mass_balance"] = df["A"] + df["B"] + df["C"]
