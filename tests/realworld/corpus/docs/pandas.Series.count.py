# source: the Examples of the docstring of pandas.Series.count (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
s = pd.Series([0.0, 1.0, np.nan])
s.count()
df = pd.DataFrame(s)
