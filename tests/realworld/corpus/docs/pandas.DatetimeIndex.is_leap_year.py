# source: the Examples of the docstring of pandas.DatetimeIndex.is_leap_year (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = dates_series (series)
import pandas as pd
idx = pd.date_range("2012-01-01", "2015-01-01", freq="Y")
idx
idx.is_leap_year
dates_series = pd.Series(idx)
dates_series
dates_series.dt.is_leap_year
df = pd.DataFrame(dates_series)
