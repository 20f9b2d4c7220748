# source: the Examples of the docstring of pandas.CategoricalIndex.array (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ser (series)
import pandas as pd
pd.Series([1, 2, 3]).array
ser = pd.Series(pd.Categorical(['a', 'b', 'a']))
ser.array
df = pd.DataFrame(ser)
