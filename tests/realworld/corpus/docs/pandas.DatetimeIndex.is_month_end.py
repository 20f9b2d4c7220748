# source: the Examples of the docstring of pandas.DatetimeIndex.is_month_end (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(pd.date_range("2018-02-27", periods=3))
s
s.dt.is_month_start
s.dt.is_month_end
idx = pd.date_range("2018-02-27", periods=3)
idx.is_month_start
idx.is_month_end
df = pd.DataFrame(s)
