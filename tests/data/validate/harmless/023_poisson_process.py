# topic: homogeneous Poisson process arrivals
import numpy as np
import pandas as pd

rng = np.random.default_rng(11)
rate = 3.5          # events per hour
horizon = 200.0     # hours

gaps = rng.exponential(1 / rate, size=int(rate * horizon * 1.5))
arrivals = np.cumsum(gaps)
arrivals = arrivals[arrivals < horizon]

df = pd.DataFrame({"arrival_time": arrivals})
df["event"] = np.arange(1, len(df) + 1)
df["gap"] = df["arrival_time"].diff().fillna(df["arrival_time"].iloc[0])
df["hour"] = df["arrival_time"].astype(int)
