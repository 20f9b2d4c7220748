# source: the Examples of the docstring of pandas.DataFrame.at (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame([[0, 2, 3], [0, 4, 1], [10, 20, 30]],
                  index=[4, 5, 6], columns=['A', 'B', 'C'])
df
df.at[4, 'B']
df.at[4, 'B'] = 10
df.at[4, 'B']
df.loc[5].at['B']
