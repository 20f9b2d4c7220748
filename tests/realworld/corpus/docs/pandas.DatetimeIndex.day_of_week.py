# source: the Examples of the docstring of pandas.DatetimeIndex.day_of_week (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.date_range('2016-12-31', '2017-01-08', freq='D').to_series()
s.dt.dayofweek
df = pd.DataFrame(s)
