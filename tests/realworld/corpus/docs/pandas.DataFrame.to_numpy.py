# source: the Examples of the docstring of pandas.DataFrame.to_numpy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
pd.DataFrame({"A": [1, 2], "B": [3, 4]}).to_numpy()
df = pd.DataFrame({"A": [1, 2], "B": [3.0, 4.5]})
df.to_numpy()
df['C'] = pd.date_range('2000', periods=2)
df.to_numpy()
