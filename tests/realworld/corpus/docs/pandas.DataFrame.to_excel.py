# source: the Examples of the docstring of pandas.DataFrame.to_excel (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 +SKIP examples; df = df2 (frame)
import pandas as pd
df1 = pd.DataFrame([['a', 'b'], ['c', 'd']],
                   index=['row 1', 'row 2'],
                   columns=['col 1', 'col 2'])
df2 = df1.copy()
df = df2
