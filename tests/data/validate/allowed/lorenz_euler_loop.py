import numpy as np
import pandas as pd

sigma, rho, beta = 10.0, 28.0, 8.0 / 3.0
dt = 0.01
n = 5000
xyz = np.zeros((n, 3))
xyz[0] = (0.0, 1.0, 1.05)
for i in range(1, n):
    x, y, z = xyz[i - 1]
    xyz[i, 0] = x + dt * sigma * (y - x)
    xyz[i, 1] = y + dt * (x * (rho - z) - y)
    xyz[i, 2] = z + dt * (x * y - beta * z)

df = pd.DataFrame(xyz, columns=["x", "y", "z"])
df["step"] = np.arange(n)
