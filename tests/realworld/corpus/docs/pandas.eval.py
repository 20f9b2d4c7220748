# source: the Examples of the docstring of pandas.eval (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({"animal": ["dog", "pig"], "age": [10, 20]})
df
pd.eval("double_age = df.age * 2", target=df)
