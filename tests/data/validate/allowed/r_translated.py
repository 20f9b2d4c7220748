# R: x <- seq(0, 10, by = 0.1); y <- dnorm(x, mean = 5, sd = 1.5); data.frame(x, y)
import numpy as np
import pandas as pd
from scipy import stats

x = np.arange(0, 10.0001, 0.1)
y = stats.norm.pdf(x, loc=5, scale=1.5)
df = pd.DataFrame({"x": x, "y": y})
summary = df.agg(["mean", "std"])
df["cum"] = df["y"].cumsum() * 0.1
