# source: the Examples of the docstring of pandas.DataFrame.expanding (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import numpy as np
import pandas as pd
df = pd.DataFrame({"B": [0, 1, 2, np.nan, 4]})
df
df.expanding(1).sum()
df.expanding(3).sum()
