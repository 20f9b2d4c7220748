# source: the Examples of the docstring of pandas.DataFrame.shift (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({"Col1": [10, 20, 15, 30, 45],
                   "Col2": [13, 23, 18, 33, 48],
                   "Col3": [17, 27, 22, 37, 52]},
                  index=pd.date_range("2020-01-01", "2020-01-05"))
df
df.shift(periods=3)
df.shift(periods=1, axis="columns")
df.shift(periods=3, fill_value=0)
df.shift(periods=3, freq="D")
df.shift(periods=3, freq="infer")
