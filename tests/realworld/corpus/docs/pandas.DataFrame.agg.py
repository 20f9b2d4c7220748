# source: the Examples of the docstring of pandas.DataFrame.agg (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
df = pd.DataFrame([[1, 2, 3],
                   [4, 5, 6],
                   [7, 8, 9],
                   [np.nan, np.nan, np.nan]],
                  columns=['A', 'B', 'C'])
df.agg(['sum', 'min'])
df.agg({'A' : ['sum', 'min'], 'B' : ['min', 'max']})
df.agg(x=('A', max), y=('B', 'min'), z=('C', np.mean))
df.agg("mean", axis="columns")
