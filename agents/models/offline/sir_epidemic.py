# SIR epidemic model: a population N with I0 initially infected, infection rate beta, recovery rate gamma, daily values.
import numpy as np
import pandas as pd
from scipy.integrate import odeint

N = 1_000_000
I0 = 10
beta = 0.3
gamma = 0.1
days = 160


def sir(state, t):
    s, i, r = state
    new_infections = beta * s * i / N
    return [-new_infections, new_infections - gamma * i, gamma * i]


day = np.arange(0, days + 1)
s, i, r = odeint(sir, [N - I0, I0, 0.0], day).T
df = pd.DataFrame({"day": day, "susceptible": s.round(1), "infected": i.round(1), "recovered": r.round(1)})
