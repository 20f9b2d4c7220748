# source: the Examples of the docstring of pandas.Series.between (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
s = pd.Series([2, 0, 4, 8, np.nan])
s.between(1, 4)
s.between(1, 4, inclusive="neither")
s = pd.Series(['Alice', 'Bob', 'Carol', 'Eve'])
s.between('Anna', 'Daniel')
df = pd.DataFrame(s)
