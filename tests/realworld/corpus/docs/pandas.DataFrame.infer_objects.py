# source: the Examples of the docstring of pandas.DataFrame.infer_objects (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({"A": ["a", 1, 2, 3]})
df = df.iloc[1:]
df
df.dtypes
df.infer_objects().dtypes
