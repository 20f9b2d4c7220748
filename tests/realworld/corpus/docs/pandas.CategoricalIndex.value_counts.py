# source: the Examples of the docstring of pandas.CategoricalIndex.value_counts (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
index = pd.Index([3, 1, 2, 3, 4, np.nan])
index.value_counts()
s = pd.Series([3, 1, 2, 3, 4, np.nan])
s.value_counts(normalize=True)
s.value_counts(bins=3)
s.value_counts(dropna=False)
df = pd.DataFrame(s)
