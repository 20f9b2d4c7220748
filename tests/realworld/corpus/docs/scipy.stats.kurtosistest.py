# source: the Examples of the docstring of scipy.stats.kurtosistest (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (array)
import pandas as pd
import numpy as np
from scipy.stats import kurtosistest
kurtosistest(list(range(20)))
kurtosistest(list(range(20)), alternative='less')
kurtosistest(list(range(20)), alternative='greater')
rng = np.random.default_rng()
s = rng.normal(0, 1, 1000)
kurtosistest(s)
df = pd.DataFrame(s)
