# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: 2-D lattice random walk and mean squared displacement
import numpy as np
import pandas as pd

rng = np.random.default_rng(seed=7)
n_walkers = 500
n_steps = 1000

moves = np.array([[1, 0], [-1, 0], [0, 1], [0, -1]])
choices = rng.integers(0, 4, size=(n_walkers, n_steps))
steps = moves[choices]                      # (walkers, steps, 2)
positions = np.cumsum(steps, axis=1)

msd = (positions**2).sum(axis=2).mean(axis=0)
df = pd.DataFrame({"step": np.arange(1, n_steps + 1), "msd": msd})
slope = np.polyfit(df.step, df.msd, 1)[0]
print(f"MSD grows like {slope:.3f} * n (theory: 1.0)")
