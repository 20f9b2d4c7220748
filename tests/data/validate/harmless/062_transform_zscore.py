# topic: within-group z-scores using transform
import numpy as np
import pandas as pd

rng = np.random.default_rng(6)
classes = ["7A", "7B", "8A", "8B", "9A"]
df = pd.DataFrame({
    "class": np.repeat(classes, 28),
    "score": np.concatenate([rng.normal(mu, 8, 28) for mu in (62, 70, 66, 74, 68)]),
})
grp = df.groupby("class")["score"]
df["class_mean"] = grp.transform("mean")
df["z"] = (df["score"] - df["class_mean"]) / grp.transform("std")
df["rank_in_class"] = grp.rank(ascending=False).astype(int)
df["sqrt_score"] = df[["score"]].transform(np.sqrt)
