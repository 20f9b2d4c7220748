# source: the Examples of the docstring of pandas.Series.items (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = s (series)
import pandas as pd
s = pd.Series(['A', 'B', 'C'])
for index, value in s.items():
    pass
df = pd.DataFrame(s)
