# source: the Examples of the docstring of scipy.stats.contingency.margins (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy.stats.contingency import margins
a = np.arange(12).reshape(2, 6)
a
m0, m1 = margins(a)
m0
m1
b = np.arange(24).reshape(2,3,4)
m0, m1, m2 = margins(b)
m0
m1
m2
df = pd.DataFrame(a)
