# source: the Examples of the docstring of pandas.Series.drop_duplicates (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(['lama', 'cow', 'lama', 'beetle', 'lama', 'hippo'],
              name='animal')
s
s.drop_duplicates()
s.drop_duplicates(keep='last')
s.drop_duplicates(keep=False, inplace=True)
s
df = pd.DataFrame(s)
