# topic: Van der Pol oscillator for several mu
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp


def van_der_pol(t, y, mu):
    x, v = y
    return [v, mu * (1 - x ** 2) * v - x]


results = []
for mu in (0.5, 1.0, 2.0, 5.0):
    t_eval = np.linspace(0, 30, 1500)
    sol = solve_ivp(van_der_pol, (0, 30), [2.0, 0.0], args=(mu,), t_eval=t_eval, method="LSODA")
    part = pd.DataFrame({"t": sol.t, "x": sol.y[0], "v": sol.y[1]})
    part["mu"] = mu
    results.append(part)

df = pd.concat(results, ignore_index=True)
