# source: the Examples of the docstring of pandas.Series.round (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series([0.1, 1.3, 2.7])
s.round()
df = pd.DataFrame(s)
