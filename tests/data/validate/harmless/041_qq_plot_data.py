# topic: Q-Q plot data against the normal
import numpy as np
import pandas as pd
from scipy import stats

rng = np.random.default_rng(17)
sample = rng.standard_t(df=4, size=300)

(theoretical, ordered), (slope, intercept, r) = stats.probplot(sample, dist="norm")
df = pd.DataFrame({"theoretical_quantile": theoretical, "sample_quantile": ordered})
df["reference_line"] = intercept + slope * df["theoretical_quantile"]
