# source: the Examples of the docstring of pandas.CategoricalIndex.to_numpy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ser (series)
import pandas as pd
ser = pd.Series(pd.Categorical(['a', 'b', 'a']))
ser.to_numpy()
ser = pd.Series(pd.date_range('2000', periods=2, tz="CET"))
ser.to_numpy(dtype=object)
ser.to_numpy(dtype="datetime64[ns]")
# doctest: +ELLIPSIS
df = pd.DataFrame(ser)
