# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Lorenz attractor
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp
import matplotlib.pyplot as plt


def lorenz(t, state, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    """The Lorenz system."""
    x, y, z = state
    return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]


t_span = (0, 40)
t_eval = np.linspace(*t_span, 10000)
sol = solve_ivp(lorenz, t_span, [1.0, 1.0, 1.0], t_eval=t_eval, rtol=1e-9, atol=1e-9)

df = pd.DataFrame({"t": sol.t, "x": sol.y[0], "y": sol.y[1], "z": sol.y[2]})

fig = plt.figure(figsize=(8, 6))
ax = fig.add_subplot(111, projection="3d")
ax.plot(df.x, df.y, df.z, lw=0.5)
ax.set_title("Lorenz Attractor")
plt.show()
