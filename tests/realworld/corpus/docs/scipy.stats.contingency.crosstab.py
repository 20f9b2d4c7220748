# source: the Examples of the docstring of scipy.stats.contingency.crosstab (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = xvals (array)
import pandas as pd
from scipy.stats.contingency import crosstab
a = ['A', 'B', 'A', 'A', 'B', 'B', 'A', 'A', 'B', 'B']
x = ['X', 'X', 'X', 'Y', 'Z', 'Z', 'Y', 'Y', 'Z', 'Z']
res = crosstab(a, x)
avals, xvals = res.elements
avals
xvals
res.count
p = [0, 0, 0, 0, 1, 1, 1, 0, 0, 1]
res = crosstab(a, x, p)
res.count
res.count.shape
q1 = [2, 3, 3, 2, 4, 4, 2, 3, 4, 4, 4, 3, 3, 3, 4]  # 1 does not occur.
q2 = [4, 4, 2, 2, 2, 4, 1, 1, 2, 2, 4, 2, 2, 2, 4]  # 3 does not occur.
options = [1, 2, 3, 4]
res = crosstab(q1, q2, levels=(options, options))
res.count
res = crosstab(q1, q2, levels=(None, options))
res.elements
res.count
res = crosstab(q1, q2, levels=(None, [1, 2]))
res.elements
res.count
res = crosstab(a, x, sparse=True)
res.count
res.count.A
df = pd.DataFrame(xvals)
