# source: the Examples of the docstring of scipy.stats.page_trend_test (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = table (array)
import pandas as pd
table = [[3, 4, 3],
         [2, 2, 4],
         [3, 3, 5],
         [1, 3, 2],
         [2, 3, 2],
         [2, 4, 5],
         [1, 2, 4],
         [3, 4, 4],
         [2, 4, 5],
         [1, 3, 4]]
from scipy.stats import page_trend_test
res = page_trend_test(table)
res
from scipy.stats import rankdata
ranks = rankdata(table, axis=1)
ranks
import numpy as np
m, n = ranks.shape
predicted_ranks = np.arange(1, n+1)
L = (predicted_ranks * np.sum(ranks, axis=0)).sum()
res.statistic == L
from scipy.stats import norm
E0 = (m*n*(n+1)**2)/4
V0 = (m*n**2*(n+1)*(n**2-1))/144
Lambda = (L-E0)/np.sqrt(V0)
p = norm.sf(Lambda)
p
res = page_trend_test(table, method="asymptotic")
res
res = page_trend_test(ranks,             # ranks of data
                      ranked=True,       # data is already ranked
                      )
res
table = np.asarray(table)[:, [1, 2, 0]]
res = page_trend_test(table,             # data as originally tabulated
                      predicted_ranks=[2, 3, 1],  # our predicted order
                      )
res
df = pd.DataFrame(table)
