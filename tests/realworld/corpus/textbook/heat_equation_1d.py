# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: 1-D heat equation with the explicit finite-difference (FTCS) scheme
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

# Physical and numerical parameters
L = 1.0            # rod length
alpha = 0.01       # thermal diffusivity
nx = 101
dx = L / (nx - 1)
dt = 0.4 * dx**2 / alpha   # stable: r = alpha dt / dx^2 <= 0.5
nt = 500

x = np.linspace(0, L, nx)
u = np.sin(np.pi * x) + 0.5 * np.sin(3 * np.pi * x)   # initial temperature

snapshots = {}
r = alpha * dt / dx**2
for n in range(nt + 1):
    if n % 100 == 0:
        snapshots[f"t={n * dt:.2f}"] = u.copy()
    u[1:-1] = u[1:-1] + r * (u[2:] - 2 * u[1:-1] + u[:-2])
    u[0] = u[-1] = 0.0

df = pd.DataFrame(snapshots, index=pd.Index(x, name="x")).reset_index()
print(df.head())

for col in df.columns[1:]:
    plt.plot(df["x"], df[col], label=col)
plt.legend()
plt.show()
