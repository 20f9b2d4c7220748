# topic: one-way ANOVA on fertilizer yields
import numpy as np
import pandas as pd
from scipy import stats

rng = np.random.default_rng(55)
fertilizers = ["A", "B", "C", "D"]
true_means = [20.0, 22.5, 21.0, 25.0]

df = pd.DataFrame({
    "fertilizer": np.repeat(fertilizers, 30),
    "yield_kg": np.concatenate([rng.normal(m, 3.0, 30) for m in true_means]),
})

samples = [g["yield_kg"].to_numpy() for _, g in df.groupby("fertilizer")]
F, p = stats.f_oneway(*samples)
df["group_mean"] = df.groupby("fertilizer")["yield_kg"].transform("mean")
df["anova_F"] = F
df["anova_p"] = p
