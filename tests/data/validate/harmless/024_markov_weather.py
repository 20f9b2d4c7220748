# topic: Markov chain weather simulation
import numpy as np
import pandas as pd

states = ["sunny", "cloudy", "rainy"]
P = np.array([
    [0.7, 0.2, 0.1],
    [0.3, 0.4, 0.3],
    [0.2, 0.4, 0.4],
])

rng = np.random.default_rng(3)
n_days = 365
current = 0
sequence = []
for day in range(n_days):
    sequence.append(states[current])
    current = rng.choice(3, p=P[current])

df = pd.DataFrame({"day": pd.date_range("2023-01-01", periods=n_days, freq="D"),
                   "weather": sequence})
df["state_code"] = df["weather"].map({s: i for i, s in enumerate(states)})
