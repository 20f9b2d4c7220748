# source: the Examples of the docstring of pandas.MultiIndex.from_frame (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame([['HI', 'Temp'], ['HI', 'Precip'],
                   ['NJ', 'Temp'], ['NJ', 'Precip']],
                  columns=['a', 'b'])
df
pd.MultiIndex.from_frame(df)
pd.MultiIndex.from_frame(df, names=['state', 'observation'])
