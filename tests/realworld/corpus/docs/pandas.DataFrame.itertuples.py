# source: the Examples of the docstring of pandas.DataFrame.itertuples (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 print calls; df made by the example
import pandas as pd
df = pd.DataFrame({'num_legs': [4, 2], 'num_wings': [0, 2]},
                  index=['dog', 'hawk'])
df
for row in df.itertuples():
    pass
for row in df.itertuples(index=False):
    pass
for row in df.itertuples(name='Animal'):
    pass
