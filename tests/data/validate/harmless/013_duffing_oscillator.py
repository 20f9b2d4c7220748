# topic: forced Duffing oscillator
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

delta, alpha, beta, gamma, omega = 0.3, -1.0, 1.0, 0.5, 1.2


def duffing(t, y):
    x, v = y
    return [v, -delta * v - alpha * x - beta * x ** 3 + gamma * np.cos(omega * t)]


period = 2 * np.pi / omega
n_periods = 300
# sample once per forcing period -> Poincare section
t_eval = np.arange(50, n_periods) * period
sol = solve_ivp(duffing, (0, t_eval[-1]), [1.0, 0.0], t_eval=t_eval, rtol=1e-8, atol=1e-8)

df = pd.DataFrame({"period": np.arange(50, n_periods), "x": sol.y[0], "v": sol.y[1]})
