# topic: crosstab of survey answers
import numpy as np
import pandas as pd

rng = np.random.default_rng(12)
n = 900
survey = pd.DataFrame({
    "department": rng.choice(["Engineering", "Sales", "Support", "Finance"], n, p=[0.4, 0.25, 0.2, 0.15]),
    "satisfaction": rng.choice(["low", "medium", "high"], n, p=[0.2, 0.5, 0.3]),
    "remote": rng.random(n) < 0.45,
})
survey["satisfaction"] = pd.Categorical(survey["satisfaction"], ["low", "medium", "high"], ordered=True)

tab = pd.crosstab(survey["department"], survey["satisfaction"], normalize="index")
df = tab.reset_index()
df.columns.name = None
df["remote_share"] = survey.groupby("department")["remote"].mean().reindex(df["department"]).values
