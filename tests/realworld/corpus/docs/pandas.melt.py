# source: the Examples of the docstring of pandas.melt (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'A': {0: 'a', 1: 'b', 2: 'c'},
                   'B': {0: 1, 1: 3, 2: 5},
                   'C': {0: 2, 1: 4, 2: 6}})
df
pd.melt(df, id_vars=['A'], value_vars=['B'])
pd.melt(df, id_vars=['A'], value_vars=['B', 'C'])
pd.melt(df, id_vars=['A'], value_vars=['B'],
        var_name='myVarname', value_name='myValname')
pd.melt(df, id_vars=['A'], value_vars=['B', 'C'], ignore_index=False)
df.columns = [list('ABC'), list('DEF')]
df
pd.melt(df, col_level=0, id_vars=['A'], value_vars=['B'])
pd.melt(df, id_vars=[('A', 'D')], value_vars=[('B', 'E')])
