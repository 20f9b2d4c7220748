# source: the Examples of the docstring of scipy.stats.anderson (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = data (array)
import pandas as pd
import numpy as np
from scipy.stats import anderson
rng = np.random.default_rng()
data = rng.random(size=35)
res = anderson(data)
res.statistic
res.critical_values
res.significance_level
df = pd.DataFrame(data)
