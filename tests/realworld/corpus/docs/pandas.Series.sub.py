# source: the Examples of the docstring of pandas.Series.sub (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (series)
import numpy as np
import pandas as pd
a = pd.Series([1, 1, 1, np.nan], index=['a', 'b', 'c', 'd'])
a
b = pd.Series([1, np.nan, 1, np.nan], index=['a', 'b', 'd', 'e'])
b
a.subtract(b, fill_value=0)
df = pd.DataFrame(b)
