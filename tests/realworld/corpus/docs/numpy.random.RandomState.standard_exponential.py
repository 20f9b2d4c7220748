# source: the Examples of the docstring of numpy.random.RandomState.standard_exponential (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = n (array)
import pandas as pd
import numpy as np
n = np.random.standard_exponential((3, 8000))
df = pd.DataFrame(n)
