# topic: Lorenz attractor with solve_ivp
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp


def lorenz(t, state, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, y, z = state
    return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]


t_span = (0.0, 40.0)
t_eval = np.linspace(*t_span, 8000)
sol = solve_ivp(lorenz, t_span, [1.0, 1.0, 1.0], t_eval=t_eval, rtol=1e-8, atol=1e-10)

df = pd.DataFrame({"t": sol.t, "x": sol.y[0], "y": sol.y[1], "z": sol.y[2]})
