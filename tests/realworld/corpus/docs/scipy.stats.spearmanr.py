# source: the Examples of the docstring of scipy.stats.spearmanr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = xint (array)
import pandas as pd
import numpy as np
from scipy import stats
res = stats.spearmanr([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])
res.statistic
res.pvalue
rng = np.random.default_rng()
x2n = rng.standard_normal((100, 2))
y2n = rng.standard_normal((100, 2))
res = stats.spearmanr(x2n)
res.statistic, res.pvalue
res = stats.spearmanr(x2n[:, 0], x2n[:, 1])
res.statistic, res.pvalue
res = stats.spearmanr(x2n, y2n)
res.statistic
res.pvalue
res = stats.spearmanr(x2n.T, y2n.T, axis=1)
res.statistic
res = stats.spearmanr(x2n, y2n, axis=None)
res.statistic, res.pvalue
res = stats.spearmanr(x2n.ravel(), y2n.ravel())
res.statistic, res.pvalue
rng = np.random.default_rng()
xint = rng.integers(10, size=(100, 2))
res = stats.spearmanr(xint)
res.statistic, res.pvalue
x = [1.76405235, 0.40015721, 0.97873798,
     2.2408932, 1.86755799, -0.97727788]
y = [2.71414076, 0.2488, 0.87551913,
     2.6514917, 2.01160156, 0.47699563]
def statistic(x):  # permute only `x`
    return stats.spearmanr(x, y).statistic
res_exact = stats.permutation_test((x,), statistic,
                                   permutation_type='pairings')
res_asymptotic = stats.spearmanr(x, y)
res_exact.pvalue, res_asymptotic.pvalue  # asymptotic pvalue is too low
df = pd.DataFrame(xint)
