# topic: 1D heat equation explicit finite differences
import numpy as np
import pandas as pd

length = 1.0
nx = 51
alpha = 0.01
dx = length / (nx - 1)
dt = 0.4 * dx ** 2 / alpha   # stable for explicit scheme
steps = 400

x = np.linspace(0, length, nx)
u = np.exp(-((x - 0.5) ** 2) / 0.01)   # initial hot spot
u[0] = u[-1] = 0.0

snapshots = {0: u.copy()}
for n in range(1, steps + 1):
    u[1:-1] = u[1:-1] + alpha * dt / dx ** 2 * (u[2:] - 2 * u[1:-1] + u[:-2])
    if n % 50 == 0:
        snapshots[n] = u.copy()

df = pd.DataFrame(snapshots, index=x)
df.index.name = "x"
df = df.reset_index().melt(id_vars="x", var_name="step", value_name="temperature")
df["time"] = df["step"].astype(int) * dt
