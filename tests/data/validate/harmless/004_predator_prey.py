# topic: Lotka-Volterra predator-prey
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

alpha, beta, delta, gamma = 1.1, 0.4, 0.1, 0.4


def lotka_volterra(t, z):
    prey, predator = z
    dprey = alpha * prey - beta * prey * predator
    dpred = delta * prey * predator - gamma * predator
    return [dprey, dpred]


t = np.linspace(0, 50, 2000)
sol = solve_ivp(lotka_volterra, (t[0], t[-1]), [10, 5], t_eval=t, method="RK45")

df = pd.DataFrame({"time": sol.t, "prey": sol.y[0], "predator": sol.y[1]})
df["ratio"] = df["predator"] / df["prey"]
