# source: the Examples of the docstring of pandas.DataFrame.memory_usage (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
dtypes = ['int64', 'float64', 'complex128', 'object', 'bool']
data = dict([(t, np.ones(shape=5000, dtype=int).astype(t))
             for t in dtypes])
df = pd.DataFrame(data)
df.head()
df.memory_usage()
df.memory_usage(index=False)
df.memory_usage(deep=True)
df['object'].astype('category').memory_usage(deep=True)
