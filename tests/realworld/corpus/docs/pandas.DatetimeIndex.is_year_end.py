# source: the Examples of the docstring of pandas.DatetimeIndex.is_year_end (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = dates (series)
import pandas as pd
dates = pd.Series(pd.date_range("2017-12-30", periods=3))
dates
dates.dt.is_year_end
idx = pd.date_range("2017-12-30", periods=3)
idx
idx.is_year_end
df = pd.DataFrame(dates)
