# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Van der Pol oscillator for several values of mu
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp


def van_der_pol(t, y, mu):
    """Van der Pol: x'' - mu (1 - x^2) x' + x = 0."""
    x, v = y
    return [v, mu * (1 - x**2) * v - x]


def main():
    frames = []
    for mu in (0.5, 1.0, 2.0, 4.0):
        sol = solve_ivp(van_der_pol, (0, 50), [2.0, 0.0], args=(mu,),
                        t_eval=np.linspace(0, 50, 2000), method="LSODA")
        frames.append(pd.DataFrame({"t": sol.t, "x": sol.y[0], "v": sol.y[1], "mu": mu}))
    return pd.concat(frames, ignore_index=True)


df = main()
print(df.groupby("mu")["x"].agg(["min", "max"]))
