# source: the Examples of the docstring of pandas.Series.unstack (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series([1, 2, 3, 4],
              index=pd.MultiIndex.from_product([['one', 'two'],
                                                ['a', 'b']]))
s
s.unstack(level=-1)
s.unstack(level=0)
df = pd.DataFrame(s)
