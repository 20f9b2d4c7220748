# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: nonlinear pendulum compared with the small-angle approximation
import math

import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

g = 9.81   # m/s^2
L = 1.0    # m
theta0 = math.radians(60)


def pendulum(t, y):
    theta, omega = y
    return [omega, -(g / L) * np.sin(theta)]


t = np.linspace(0, 10, 1001)
sol = solve_ivp(pendulum, (0, 10), [theta0, 0.0], t_eval=t, rtol=1e-8)
small_angle = theta0 * np.cos(np.sqrt(g / L) * t)

df = pd.DataFrame({
    "t": t,
    "theta_nonlinear": sol.y[0],
    "theta_small_angle": small_angle,
})
df["difference"] = df["theta_nonlinear"] - df["theta_small_angle"]
print("Max difference (rad):", df["difference"].abs().max())
