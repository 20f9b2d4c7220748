# source: the Examples of the docstring of pandas.DataFrame.between_time (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ts (frame)
import pandas as pd
i = pd.date_range('2018-04-09', periods=4, freq='1D20min')
ts = pd.DataFrame({'A': [1, 2, 3, 4]}, index=i)
ts
ts.between_time('0:15', '0:45')
ts.between_time('0:45', '0:15')
df = ts
