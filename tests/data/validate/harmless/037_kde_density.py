# topic: kernel density estimate of a bimodal sample
import numpy as np
import pandas as pd
from scipy.stats import gaussian_kde

rng = np.random.default_rng(21)
data = np.concatenate([rng.normal(-2, 0.7, 300), rng.normal(1.5, 1.1, 500)])

grid = np.linspace(data.min() - 1, data.max() + 1, 300)
df = pd.DataFrame({"x": grid})
for bw in ("scott", "silverman", 0.1, 0.5):
    kde = gaussian_kde(data, bw_method=bw)
    df[f"kde_{bw}"] = kde(grid)
