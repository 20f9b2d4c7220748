# source: the Examples of the docstring of pandas.DataFrame.iat (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame([[0, 2, 3], [0, 4, 1], [10, 20, 30]],
                  columns=['A', 'B', 'C'])
df
df.iat[1, 2]
df.iat[1, 2] = 10
df.iat[1, 2]
df.loc[0].iat[1]
