# source: the Examples of the docstring of pandas.Series.diff (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
s = pd.Series([1, 1, 2, 3, 5, 8])
s.diff()
s.diff(periods=3)
s.diff(periods=-1)
s = pd.Series([1, 0], dtype=np.uint8)
s.diff()
df = pd.DataFrame(s)
