# source: the Examples of the docstring of scipy.stats.iqr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.stats import iqr
x = np.array([[10, 7, 4], [3, 2, 1]])
x
iqr(x)
iqr(x, axis=0)
iqr(x, axis=1)
iqr(x, axis=1, keepdims=True)
df = pd.DataFrame(x)
