# topic: histogram table with np.histogram
import numpy as np
import pandas as pd

rng = np.random.default_rng(123)
exam_scores = np.clip(rng.normal(68, 12, 850), 0, 100)

counts, edges = np.histogram(exam_scores, bins=20, range=(0, 100))
df = pd.DataFrame({
    "bin_left": edges[:-1],
    "bin_right": edges[1:],
    "count": counts,
})
df["bin_center"] = (df["bin_left"] + df["bin_right"]) / 2
df["density"] = df["count"] / (df["count"].sum() * np.diff(edges))
df["cumulative_pct"] = 100 * df["count"].cumsum() / df["count"].sum()
