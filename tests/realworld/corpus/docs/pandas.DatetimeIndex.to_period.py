# source: the Examples of the docstring of pandas.DatetimeIndex.to_period (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({"y": [1, 2, 3]},
                  index=pd.to_datetime(["2000-03-31 00:00:00",
                                        "2000-05-31 00:00:00",
                                        "2000-08-31 00:00:00"]))
df.index.to_period("M")
idx = pd.date_range("2017-01-01", periods=2)
idx.to_period()
