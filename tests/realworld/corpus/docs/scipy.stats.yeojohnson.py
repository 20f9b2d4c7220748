# source: the Examples of the docstring of scipy.stats.yeojohnson (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = xt (array)
import pandas as pd
from scipy import stats
x = stats.loggamma.rvs(5, size=500) + 5
xt, lmbda = stats.yeojohnson(x)
df = pd.DataFrame(xt)
