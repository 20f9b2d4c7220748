# source: the Examples of the docstring of scipy.special.nctdtr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = nct_special (array)
import pandas as pd
import numpy as np
from scipy import special
from scipy import stats
x = np.linspace(-5, 5, num=500)
df = 3
nct_stats = stats.t.cdf(x, df)
nct_special = special.nctdtr(df, 0, x)
df = pd.DataFrame(nct_special)
