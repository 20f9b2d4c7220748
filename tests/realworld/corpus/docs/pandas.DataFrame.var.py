# source: the Examples of the docstring of pandas.DataFrame.var (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'person_id': [0, 1, 2, 3],
                  'age': [21, 25, 62, 43],
                  'height': [1.61, 1.87, 1.49, 2.01]}
                 ).set_index('person_id')
df
df.var()
df.var(ddof=0)
