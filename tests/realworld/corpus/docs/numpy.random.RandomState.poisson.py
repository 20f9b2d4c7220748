# source: the Examples of the docstring of numpy.random.RandomState.poisson (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = s (array)
import pandas as pd
import numpy as np
s = np.random.poisson(5, 10000)
s = np.random.poisson(lam=(100., 500.), size=(100, 2))
df = pd.DataFrame(s)
