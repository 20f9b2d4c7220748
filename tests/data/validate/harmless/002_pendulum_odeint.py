# topic: nonlinear pendulum with odeint
import numpy as np
import pandas as pd
from scipy.integrate import odeint

g = 9.81   # gravity, m/s^2
L = 1.0    # pendulum length, m


def pendulum(y, t):
    theta, omega = y
    return [omega, -(g / L) * np.sin(theta)]


t = np.linspace(0, 10, 1000)
initial_angles = np.deg2rad([10, 45, 90, 150])

frames = []
for theta0 in initial_angles:
    sol = odeint(pendulum, [theta0, 0.0], t)
    frames.append(pd.DataFrame({
        "t": t,
        "theta0_deg": round(np.rad2deg(theta0)),
        "theta": sol[:, 0],
        "omega": sol[:, 1],
    }))

df = pd.concat(frames, ignore_index=True)
