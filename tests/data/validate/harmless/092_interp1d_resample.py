# topic: resampling irregular readings onto a regular grid
import numpy as np
import pandas as pd
from scipy.interpolate import interp1d

rng = np.random.default_rng(41)
t_irregular = np.sort(rng.uniform(0, 60, 45))
depth = 10 + 2 * np.sin(t_irregular / 6) + rng.normal(0, 0.2, t_irregular.size)

t_grid = np.arange(np.ceil(t_irregular[0]), np.floor(t_irregular[-1]), 0.5)
df = pd.DataFrame({"minute": t_grid})
for kind in ("nearest", "linear", "quadratic", "cubic"):
    f = interp1d(t_irregular, depth, kind=kind)
    df[kind] = f(t_grid)
