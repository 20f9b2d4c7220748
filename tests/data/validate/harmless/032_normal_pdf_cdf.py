# topic: normal distribution pdf and cdf
import numpy as np
import pandas as pd
from scipy import stats

x = np.linspace(-4, 4, 401)
frames = []
for mu, sigma in [(0, 1), (0, 0.5), (1, 1.5), (-1, 2)]:
    dist = stats.norm(loc=mu, scale=sigma)
    frames.append(pd.DataFrame({
        "x": x,
        "pdf": dist.pdf(x),
        "cdf": dist.cdf(x),
        "label": f"N({mu}, {sigma}²)",
    }))

df = pd.concat(frames, ignore_index=True)
