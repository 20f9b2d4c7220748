# topic: summary table with agg mean and std
import numpy as np
import pandas as pd

rng = np.random.default_rng(19)
measurements = pd.DataFrame({
    "length_mm": rng.normal(120, 2.5, 400),
    "width_mm": rng.normal(45, 1.2, 400),
    "mass_g": rng.normal(310, 9, 400),
})

summary = measurements.agg(["mean", "std", "min", "max", "median"])
df = summary.T.reset_index().rename(columns={"index": "measure"})
df["cv_pct"] = 100 * df["std"] / df["mean"]
