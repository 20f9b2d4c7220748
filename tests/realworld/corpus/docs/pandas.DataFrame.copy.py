# source: the Examples of the docstring of pandas.DataFrame.copy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = deep (series)
import pandas as pd
s = pd.Series([1, 2], index=["a", "b"])
s
s_copy = s.copy()
s_copy
s = pd.Series([1, 2], index=["a", "b"])
deep = s.copy()
shallow = s.copy(deep=False)
s is shallow
s.values is shallow.values and s.index is shallow.index
s is deep
s.values is deep.values or s.index is deep.index
s[0] = 3
shallow[1] = 4
s
shallow
deep
s = pd.Series([[1, 2], [3, 4]])
deep = s.copy()
s[0][0] = 10
s
deep
df = pd.DataFrame(deep)
