# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: forced Duffing oscillator and its Poincaré section
import numpy as np
import pandas as pd
from scipy.integrate import odeint
import matplotlib.pyplot as plt

# Duffing equation: x'' + delta x' + alpha x + beta x^3 = gamma cos(omega t)
delta, alpha, beta, gamma, omega = 0.3, -1.0, 1.0, 0.5, 1.2


def duffing(y, t):
    x, v = y
    return [v, -delta * v - alpha * x - beta * x**3 + gamma * np.cos(omega * t)]


period = 2 * np.pi / omega
t = np.arange(0, 300 * period, period / 50)
sol = odeint(duffing, [1.0, 0.0], t)

df = pd.DataFrame({"t": t, "x": sol[:, 0], "v": sol[:, 1]})
# Poincaré section: one sample per forcing period
poincare = df.iloc[::50].reset_index(drop=True)
print(f"{len(poincare)} points on the Poincaré section")

plt.plot(df["x"], df["v"], lw=0.3)
plt.scatter(poincare["x"], poincare["v"], s=2, c="r")
plt.xlabel("x")
plt.ylabel("v")
plt.show()
