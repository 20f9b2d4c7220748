# source: the Examples of the docstring of pandas.DatetimeIndex.is_quarter_end (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'dates': pd.date_range("2017-03-30",
                   periods=4)})
df.assign(quarter=df.dates.dt.quarter,
          is_quarter_end=df.dates.dt.is_quarter_end)
idx = pd.date_range('2017-03-30', periods=4)
idx
idx.is_quarter_end
