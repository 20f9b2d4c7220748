# source: the Examples of the docstring of pandas.DatetimeIndex.day_name (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(pd.date_range(start='2018-01-01', freq='D', periods=3))
s
s.dt.day_name()
idx = pd.date_range(start='2018-01-01', freq='D', periods=3)
idx
idx.day_name()
df = pd.DataFrame(s)
