# source: the Examples of the docstring of scipy.stats.jarque_bera (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
x = rng.normal(0, 1, 100000)
jarque_bera_test = stats.jarque_bera(x)
jarque_bera_test
jarque_bera_test.statistic
jarque_bera_test.pvalue
df = pd.DataFrame(x)
