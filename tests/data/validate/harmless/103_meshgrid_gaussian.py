# topic: 2D Gaussian surface on a meshgrid
import numpy as np
import pandas as pd

x = np.linspace(-3, 3, 61)
y = np.linspace(-3, 3, 61)
X, Y = np.meshgrid(x, y)

sx, sy, rho = 1.0, 0.6, 0.5
Z = np.exp(-(X ** 2 / sx ** 2 - 2 * rho * X * Y / (sx * sy) + Y ** 2 / sy ** 2) / (2 * (1 - rho ** 2)))
Z /= 2 * np.pi * sx * sy * np.sqrt(1 - rho ** 2)

df = pd.DataFrame({"x": X.ravel(), "y": Y.ravel(), "z": Z.ravel()})
