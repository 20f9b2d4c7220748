# source: the Examples of the docstring of pandas.Series.isin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(['lama', 'cow', 'lama', 'beetle', 'lama',
               'hippo'], name='animal')
s.isin(['cow', 'lama'])
~s.isin(['cow', 'lama'])
s.isin(['lama'])
pd.Series([1]).isin(['1'])
pd.Series([1.1]).isin(['1.1'])
df = pd.DataFrame(s)
