# topic: chi-square test on a contingency table
import numpy as np
import pandas as pd
from scipy.stats import chi2_contingency

rng = np.random.default_rng(4)
n = 1200
age_group = rng.choice(["18-29", "30-44", "45-64", "65+"], size=n, p=[0.2, 0.3, 0.3, 0.2])
pref_probs = {"18-29": [0.6, 0.3, 0.1], "30-44": [0.45, 0.4, 0.15],
              "45-64": [0.3, 0.45, 0.25], "65+": [0.2, 0.4, 0.4]}
preference = [rng.choice(["streaming", "cable", "radio"], p=pref_probs[a]) for a in age_group]

table = pd.crosstab(pd.Series(age_group, name="age_group"), pd.Series(preference, name="preference"))
chi2, p, dof, expected = chi2_contingency(table)

observed_long = table.stack().rename("observed")
expected_long = pd.DataFrame(expected, index=table.index, columns=table.columns).stack().rename("expected")
df = pd.concat([observed_long, expected_long], axis=1).reset_index()
df["contribution"] = (df["observed"] - df["expected"]) ** 2 / df["expected"]
