# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Lotka–Volterra predator-prey model
import numpy as np
import pandas as pd
from scipy.integrate import odeint
import matplotlib.pyplot as plt

alpha = 1.1   # prey birth rate
beta = 0.4    # predation rate
delta = 0.1   # predator reproduction rate
gamma = 0.4   # predator death rate


def lotka_volterra(z, t):
    prey, predator = z
    dprey = alpha * prey - beta * prey * predator
    dpredator = delta * prey * predator - gamma * predator
    return [dprey, dpredator]


t = np.linspace(0, 100, 5000)
z = odeint(lotka_volterra, [10, 5], t)
df = pd.DataFrame({"time": t, "prey": z[:, 0], "predators": z[:, 1]})

fig, ax = plt.subplots(figsize=(10, 5))
ax.plot(df["time"], df["prey"], label="Prey")
ax.plot(df["time"], df["predators"], label="Predators")
ax.legend()
plt.tight_layout()
plt.show()
