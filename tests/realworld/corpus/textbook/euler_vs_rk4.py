# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Euler vs RK4 on y' = -2 t y, compared with the exact solution
from typing import Callable

import numpy as np
import pandas as pd

Deriv = Callable[[float, float], float]


def euler(f: Deriv, y0: float, t: np.ndarray) -> np.ndarray:
    y = np.empty_like(t)
    y[0] = y0
    for n in range(len(t) - 1):
        h = t[n + 1] - t[n]
        y[n + 1] = y[n] + h * f(t[n], y[n])
    return y


def rk4(f: Deriv, y0: float, t: np.ndarray) -> np.ndarray:
    y = np.empty_like(t)
    y[0] = y0
    for n in range(len(t) - 1):
        h = t[n + 1] - t[n]
        k1 = f(t[n], y[n])
        k2 = f(t[n] + h / 2, y[n] + h / 2 * k1)
        k3 = f(t[n] + h / 2, y[n] + h / 2 * k2)
        k4 = f(t[n] + h, y[n] + h * k3)
        y[n + 1] = y[n] + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return y


def f(t, y):
    return -2 * t * y


t = np.linspace(0, 2, 41)
df = pd.DataFrame({
    "t": t,
    "exact": np.exp(-t**2),
    "euler": euler(f, 1.0, t),
    "rk4": rk4(f, 1.0, t),
})
df["euler_error"] = (df.euler - df.exact).abs()
df["rk4_error"] = (df.rk4 - df.exact).abs()
print(df[["euler_error", "rk4_error"]].max())
