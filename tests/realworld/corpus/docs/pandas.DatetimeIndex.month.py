# source: the Examples of the docstring of pandas.DatetimeIndex.month (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = datetime_series (series)
import pandas as pd
datetime_series = pd.Series(
    pd.date_range("2000-01-01", periods=3, freq="M")
)
datetime_series
datetime_series.dt.month
df = pd.DataFrame(datetime_series)
