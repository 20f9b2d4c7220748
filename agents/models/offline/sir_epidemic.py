# SIR epidemic model: N = 1,000,000, 10 initially infected, beta 0.3, gamma 0.1, daily values over 160 days.
import numpy as np
import pandas as pd
from scipy.integrate import odeint

N = 1_000_000
beta, gamma = 0.3, 0.1
I0 = 10


def sir(state, t):
    s, i, r = state
    new_infections = beta * s * i / N
    return [-new_infections, new_infections - gamma * i, gamma * i]


days = np.arange(0, 161)
s, i, r = odeint(sir, [N - I0, I0, 0.0], days).T
df = pd.DataFrame({"day": days, "susceptible": s.round(1), "infected": i.round(1), "recovered": r.round(1)})
