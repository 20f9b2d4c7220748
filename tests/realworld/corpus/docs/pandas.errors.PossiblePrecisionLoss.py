# source: the Examples of the docstring of pandas.errors.PossiblePrecisionLoss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df made by the example
import numpy as np
import pandas as pd
df = pd.DataFrame({"s": pd.Series([1, 2**53], dtype=np.int64)})
