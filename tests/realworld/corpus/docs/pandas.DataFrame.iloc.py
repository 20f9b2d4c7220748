# source: the Examples of the docstring of pandas.DataFrame.iloc (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
mydict = [{'a': 1, 'b': 2, 'c': 3, 'd': 4},
          {'a': 100, 'b': 200, 'c': 300, 'd': 400},
          {'a': 1000, 'b': 2000, 'c': 3000, 'd': 4000 }]
df = pd.DataFrame(mydict)
df
type(df.iloc[0])
df.iloc[0]
df.iloc[[0]]
type(df.iloc[[0]])
df.iloc[[0, 1]]
df.iloc[:3]
df.iloc[[True, False, True]]
df.iloc[lambda x: x.index % 2 == 0]
df.iloc[0, 1]
df.iloc[[0, 2], [1, 3]]
df.iloc[1:3, 0:3]
df.iloc[:, [True, False, True, False]]
df.iloc[:, lambda df: [0, 2]]
