# source: the Examples of the docstring of pandas.DataFrame.describe (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 +SKIP examples; df made by the example
import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3])
s.describe()
s = pd.Series(['a', 'a', 'b', 'c'])
s.describe()
s = pd.Series([
  np.datetime64("2000-01-01"),
  np.datetime64("2010-01-01"),
  np.datetime64("2010-01-01")
])
s.describe(datetime_is_numeric=True)
df = pd.DataFrame({'categorical': pd.Categorical(['d','e','f']),
                   'numeric': [1, 2, 3],
                   'object': ['a', 'b', 'c']
                  })
df.describe()
df.numeric.describe()
df.describe(include=[np.number])
df.describe(include=['category'])
