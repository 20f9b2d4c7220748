# source: the Examples of the docstring of scipy.stats.wishart (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = c (array)
import pandas as pd
import numpy as np
from scipy.stats import wishart, chi2
x = np.linspace(1e-5, 8, 100)
w = wishart.pdf(x, df=3, scale=1); w[:5]
c = chi2.pdf(x, 3); c[:5]
rv = wishart(df=1, scale=1)
df = pd.DataFrame(c)
