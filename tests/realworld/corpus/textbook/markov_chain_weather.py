# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: a three-state weather Markov chain: simulation and stationary distribution
import numpy as np
import pandas as pd

states = ["sunny", "cloudy", "rainy"]
P = np.array([
    [0.7, 0.2, 0.1],
    [0.3, 0.4, 0.3],
    [0.2, 0.3, 0.5],
])

# stationary distribution: left eigenvector for eigenvalue 1
eigvals, eigvecs = np.linalg.eig(P.T)
stationary = np.real(eigvecs[:, np.argmin(np.abs(eigvals - 1))])
stationary /= stationary.sum()

rng = np.random.default_rng(11)
n_days = 3650
chain = np.empty(n_days, dtype=int)
chain[0] = 0
for day in range(1, n_days):
    chain[day] = rng.choice(3, p=P[chain[day - 1]])

df = pd.DataFrame({"day": np.arange(n_days), "state": [states[s] for s in chain]})
df["state_code"] = chain
freq = df.state.value_counts(normalize=True).reindex(states)
print(pd.DataFrame({"simulated": freq, "stationary": stationary}, index=states))
