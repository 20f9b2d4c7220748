# source: the Examples of the docstring of pandas.Series.cumprod (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
s = pd.Series([2, np.nan, 5, -1, 0])
s
s.cumprod()
s.cumprod(skipna=False)
df = pd.DataFrame([[2.0, 1.0],
                   [3.0, np.nan],
                   [1.0, 0.0]],
                   columns=list('AB'))
df
df.cumprod()
df.cumprod(axis=1)
