# topic: 2D lattice random walks
import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
n_walkers = 5
n_steps = 1000
moves = np.array([[1, 0], [-1, 0], [0, 1], [0, -1]])

frames = []
for w in range(n_walkers):
    choice = rng.integers(0, 4, size=n_steps)
    path = np.cumsum(moves[choice], axis=0)
    frames.append(pd.DataFrame({
        "walker": f"walker_{w + 1}",
        "step": np.arange(1, n_steps + 1),
        "x": path[:, 0],
        "y": path[:, 1],
    }))

df = pd.concat(frames, ignore_index=True)
df["distance"] = np.sqrt(df.x ** 2 + df.y ** 2)
