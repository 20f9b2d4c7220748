# source: the Examples of the docstring of pandas.DataFrame.rename (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df made by the example
import pandas as pd
df = pd.DataFrame({"A": [1, 2, 3], "B": [4, 5, 6]})
df.rename(columns={"A": "a", "B": "c"})
df.rename(index={0: "x", 1: "y", 2: "z"})
df.index
df.rename(index=str).index
df.rename(str.lower, axis='columns')
df.rename({1: 2, 2: 4}, axis='index')
