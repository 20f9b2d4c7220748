# topic: double pendulum trajectory
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

g = 9.81
L1, L2 = 1.0, 1.0
m1, m2 = 1.0, 1.0


def derivs(t, s):
    th1, w1, th2, w2 = s
    delta = th2 - th1
    den1 = (m1 + m2) * L1 - m2 * L1 * np.cos(delta) ** 2
    dw1 = (m2 * L1 * w1 ** 2 * np.sin(delta) * np.cos(delta)
           + m2 * g * np.sin(th2) * np.cos(delta)
           + m2 * L2 * w2 ** 2 * np.sin(delta)
           - (m1 + m2) * g * np.sin(th1)) / den1
    den2 = (L2 / L1) * den1
    dw2 = (-m2 * L2 * w2 ** 2 * np.sin(delta) * np.cos(delta)
           + (m1 + m2) * g * np.sin(th1) * np.cos(delta)
           - (m1 + m2) * L1 * w1 ** 2 * np.sin(delta)
           - (m1 + m2) * g * np.sin(th2)) / den2
    return [w1, dw1, w2, dw2]


t = np.linspace(0, 20, 4000)
s0 = np.radians([120.0, 0.0, -10.0, 0.0])
sol = solve_ivp(derivs, (0, 20), s0, t_eval=t, rtol=1e-9, atol=1e-9)
th1, th2 = sol.y[0], sol.y[2]

x1 = L1 * np.sin(th1)
y1 = -L1 * np.cos(th1)
x2 = x1 + L2 * np.sin(th2)
y2 = y1 - L2 * np.cos(th2)

df = pd.DataFrame({"t": t, "x1": x1, "y1": y1, "x2": x2, "y2": y2})
