# topic: R translation of rnorm and cumsum
# R original:
#   set.seed(1)
#   x <- cumsum(rnorm(500, mean = 0.1, sd = 1))
#   df <- data.frame(t = seq_along(x), x = x)
import numpy as np
import pandas as pd

rng = np.random.default_rng(1)
x = np.cumsum(rng.normal(loc=0.1, scale=1.0, size=500))
df = pd.DataFrame({"t": np.arange(1, len(x) + 1), "x": x})
# R: df$above <- df$x > mean(df$x)
df["above"] = df["x"] > df["x"].mean()
