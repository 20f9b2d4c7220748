# source: the Examples of the docstring of pandas.Series.agg (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s
s.agg('min')
s.agg(['min', 'max'])
df = pd.DataFrame(s)
