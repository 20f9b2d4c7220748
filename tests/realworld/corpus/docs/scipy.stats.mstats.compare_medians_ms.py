# source: the Examples of the docstring of scipy.stats.mstats.compare_medians_ms (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
from scipy import stats
a = [1, 2, 3, 4, 5, 6, 7]
b = [8, 9, 10, 11, 12, 13, 14]
stats.mstats.compare_medians_ms(a, b, axis=None)
import numpy as np
rng = np.random.default_rng()
x = rng.random(size=(3, 7))
y = rng.random(size=(3, 8))
stats.mstats.compare_medians_ms(x, y, axis=1)
df = pd.DataFrame(y)
