# source: the Examples of the docstring of pandas.Series.transform (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
df = pd.DataFrame({'A': range(3), 'B': range(1, 4)})
df
df.transform(lambda x: x + 1)
s = pd.Series(range(3))
s
s.transform([np.sqrt, np.exp])
df = pd.DataFrame({
    "Date": [
        "2015-05-08", "2015-05-07", "2015-05-06", "2015-05-05",
        "2015-05-08", "2015-05-07", "2015-05-06", "2015-05-05"],
    "Data": [5, 8, 6, 1, 50, 100, 60, 120],
})
df
df.groupby('Date')['Data'].transform('sum')
df = pd.DataFrame({
    "c": [1, 1, 1, 2, 2, 2, 2],
    "type": ["m", "n", "o", "m", "m", "n", "n"]
})
df
df['size'] = df.groupby('c')['type'].transform(len)
df
