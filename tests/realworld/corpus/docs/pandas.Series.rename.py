# source: the Examples of the docstring of pandas.Series.rename (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series([1, 2, 3])
s
s.rename("my_name")  # scalar, changes Series.name
s.rename(lambda x: x ** 2)  # function, changes labels
s.rename({1: 3, 2: 5})  # mapping, changes labels
df = pd.DataFrame(s)
