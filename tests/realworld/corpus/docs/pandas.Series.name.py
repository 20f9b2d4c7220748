# source: the Examples of the docstring of pandas.Series.name (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3], dtype=np.int64, name='Numbers')
s
s.name = "Integers"
s
df = pd.DataFrame([[1, 2], [3, 4], [5, 6]],
                  columns=["Odd Numbers", "Even Numbers"])
df
df["Even Numbers"].name
