# Lorenz attractor integrated with scipy's odeint
import numpy as np
import pandas as pd
from scipy.integrate import odeint


def lorenz(state, t, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, y, z = state
    return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]


t = np.linspace(0, 40, 4000)
trajectory = odeint(lorenz, [1.0, 1.0, 1.0], t)
df = pd.DataFrame({"t": t, "x": trajectory[:, 0], "y": trajectory[:, 1], "z": trajectory[:, 2]})
