# topic: SIR epidemic model
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

N = 10_000          # population
beta = 0.3          # contact rate per day
gamma = 1 / 10      # recovery rate (10 day infectious period)


def sir(t, y):
    S, I, R = y
    new_infections = beta * S * I / N
    recoveries = gamma * I
    return [-new_infections, new_infections - recoveries, recoveries]


days = np.arange(0, 161)
sol = solve_ivp(sir, (0, 160), [N - 10, 10, 0], t_eval=days)

df = pd.DataFrame({
    "day": days,
    "susceptible": sol.y[0],
    "infected": sol.y[1],
    "recovered": sol.y[2],
})
df["R_effective"] = beta / gamma * df["susceptible"] / N
