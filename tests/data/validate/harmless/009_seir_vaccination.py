# topic: SEIR model with vaccination scenarios
import numpy as np
import pandas as pd
from scipy.integrate import odeint

N = 1_000_000
sigma = 1 / 5.2     # incubation rate
gamma = 1 / 7       # recovery rate
R0 = 2.5
beta = R0 * gamma


def seir(y, t, nu):
    S, E, I, R = y
    dS = -beta * S * I / N - nu * S
    dE = beta * S * I / N - sigma * E
    dI = sigma * E - gamma * I
    dR = gamma * I + nu * S
    return dS, dE, dI, dR


t = np.arange(0, 251)
y0 = (N - 100, 50, 50, 0)
frames = []
for nu in [0.0, 0.002, 0.005, 0.01]:
    S, E, I, R = odeint(seir, y0, t, args=(nu,)).T
    frames.append(pd.DataFrame({"day": t, "vacc_rate": nu, "S": S, "E": E, "I": I, "R": R}))

df = pd.concat(frames, ignore_index=True)
df["infected_share"] = df["I"] / N
