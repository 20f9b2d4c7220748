# topic: Monte Carlo estimate of pi
import numpy as np
import pandas as pd

rng = np.random.default_rng(0)
n = 20_000
pts = rng.uniform(-1, 1, size=(n, 2))
inside = (pts ** 2).sum(axis=1) <= 1.0

running = 4 * np.cumsum(inside) / np.arange(1, n + 1)
checkpoints = np.unique(np.logspace(1, np.log10(n), 60).astype(int))

df = pd.DataFrame({
    "samples": checkpoints,
    "pi_estimate": running[checkpoints - 1],
})
df["abs_error"] = (df["pi_estimate"] - np.pi).abs()
