# source: the Examples of the docstring of pandas.TimedeltaIndex.total_seconds (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
s = pd.Series(pd.to_timedelta(np.arange(5), unit='d'))
s
s.dt.total_seconds()
idx = pd.to_timedelta(np.arange(5), unit='d')
idx
idx.total_seconds()
df = pd.DataFrame(s)
