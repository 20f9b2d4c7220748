# topic: Welch t-tests across treatment groups
import numpy as np
import pandas as pd
from scipy import stats

rng = np.random.default_rng(99)
control = rng.normal(50, 10, 80)
groups = {
    "placebo": rng.normal(51, 10, 80),
    "low_dose": rng.normal(55, 11, 80),
    "high_dose": rng.normal(60, 12, 80),
}

rows = []
for name, values in groups.items():
    t, p = stats.ttest_ind(values, control, equal_var=False)
    pooled = np.sqrt((values.var(ddof=1) + control.var(ddof=1)) / 2)
    rows.append({
        "group": name,
        "mean": values.mean(),
        "diff_vs_control": values.mean() - control.mean(),
        "t_stat": t,
        "p_value": p,
        "cohens_d": (values.mean() - control.mean()) / pooled,
    })

df = pd.DataFrame(rows)
df["significant"] = df["p_value"] < 0.05
