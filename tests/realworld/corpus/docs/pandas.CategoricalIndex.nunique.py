# source: the Examples of the docstring of pandas.CategoricalIndex.nunique (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series([1, 3, 5, 7, 7])
s
s.nunique()
df = pd.DataFrame(s)
