# source: the Examples of the docstring of pandas.from_dummies (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({"a": [1, 0, 0, 1], "b": [0, 1, 0, 0],
                   "c": [0, 0, 1, 0]})
df
pd.from_dummies(df)
df = pd.DataFrame({"col1_a": [1, 0, 1], "col1_b": [0, 1, 0],
                   "col2_a": [0, 1, 0], "col2_b": [1, 0, 0],
                   "col2_c": [0, 0, 1]})
df
pd.from_dummies(df, sep="_")
df = pd.DataFrame({"col1_a": [1, 0, 0], "col1_b": [0, 1, 0],
                   "col2_a": [0, 1, 0], "col2_b": [1, 0, 0],
                   "col2_c": [0, 0, 0]})
df
pd.from_dummies(df, sep="_", default_category={"col1": "d", "col2": "e"})
