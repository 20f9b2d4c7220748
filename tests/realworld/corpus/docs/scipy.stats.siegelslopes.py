# source: the Examples of the docstring of scipy.stats.siegelslopes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy import stats
x = np.linspace(-5, 5, num=150)
y = x + np.random.normal(size=x.size)
y[11:15] += 10  # add outliers
y[-5:] -= 7
res = stats.siegelslopes(y, x)
lsq_res = stats.linregress(x, y)
df = pd.DataFrame(y)
