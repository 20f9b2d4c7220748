# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: SIR epidemic model with scipy's odeint
"""Simulate the classic SIR (Susceptible-Infected-Recovered) epidemic model."""
import numpy as np
import pandas as pd
from scipy.integrate import odeint
import matplotlib.pyplot as plt


def sir_rhs(y, t, beta: float, gamma: float, n: float):
    """Right-hand side of the SIR equations."""
    s, i, r = y
    ds = -beta * s * i / n
    di = beta * s * i / n - gamma * i
    dr = gamma * i
    return [ds, di, dr]


# Parameters
N = 1000          # total population
beta = 0.3        # contact rate
gamma = 0.1       # recovery rate (1/days)
I0, R0 = 1, 0
S0 = N - I0 - R0

t = np.linspace(0, 160, 161)
solution = odeint(sir_rhs, [S0, I0, R0], t, args=(beta, gamma, N))
S, I, R = solution.T

df = pd.DataFrame({"day": t, "susceptible": S, "infected": I, "recovered": R})
print(df.head())
print(f"Peak infections: {I.max():.0f} on day {t[I.argmax()]:.0f}")

plt.figure(figsize=(10, 6))
plt.plot(t, S, label="Susceptible")
plt.plot(t, I, label="Infected")
plt.plot(t, R, label="Recovered")
plt.xlabel("Days")
plt.ylabel("People")
plt.legend()
plt.show()
