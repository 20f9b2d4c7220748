# source: the Examples of the docstring of pandas.concat (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = new_row (series)
import pandas as pd
s1 = pd.Series(['a', 'b'])
s2 = pd.Series(['c', 'd'])
pd.concat([s1, s2])
pd.concat([s1, s2], ignore_index=True)
pd.concat([s1, s2], keys=['s1', 's2'])
pd.concat([s1, s2], keys=['s1', 's2'],
          names=['Series name', 'Row ID'])
df1 = pd.DataFrame([['a', 1], ['b', 2]],
                   columns=['letter', 'number'])
df1
df2 = pd.DataFrame([['c', 3], ['d', 4]],
                   columns=['letter', 'number'])
df2
pd.concat([df1, df2])
df3 = pd.DataFrame([['c', 3, 'cat'], ['d', 4, 'dog']],
                   columns=['letter', 'number', 'animal'])
df3
pd.concat([df1, df3], sort=False)
pd.concat([df1, df3], join="inner")
df4 = pd.DataFrame([['bird', 'polly'], ['monkey', 'george']],
                   columns=['animal', 'name'])
pd.concat([df1, df4], axis=1)
df5 = pd.DataFrame([1], index=['a'])
df5
df6 = pd.DataFrame([2], index=['a'])
df6
df7 = pd.DataFrame({'a': 1, 'b': 2}, index=[0])
df7
new_row = pd.Series({'a': 3, 'b': 4})
new_row
pd.concat([df7, new_row.to_frame().T], ignore_index=True)
df = pd.DataFrame(new_row)
