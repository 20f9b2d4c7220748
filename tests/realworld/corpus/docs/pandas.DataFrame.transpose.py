# source: the Examples of the docstring of pandas.DataFrame.transpose (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = df2_transposed (frame)
import pandas as pd
d1 = {'col1': [1, 2], 'col2': [3, 4]}
df1 = pd.DataFrame(data=d1)
df1
df1_transposed = df1.T # or df1.transpose()
df1_transposed
df1.dtypes
df1_transposed.dtypes
d2 = {'name': ['Alice', 'Bob'],
      'score': [9.5, 8],
      'employed': [False, True],
      'kids': [0, 0]}
df2 = pd.DataFrame(data=d2)
df2
df2_transposed = df2.T # or df2.transpose()
df2_transposed
df2.dtypes
df2_transposed.dtypes
df = df2_transposed
