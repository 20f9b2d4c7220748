# source: the Examples of the docstring of pandas.Series.idxmax (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(data=[1, None, 4, 3, 4],
              index=['A', 'B', 'C', 'D', 'E'])
s
s.idxmax()
s.idxmax(skipna=False)
df = pd.DataFrame(s)
