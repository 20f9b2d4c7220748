# source: the Examples of the docstring of numpy.random.RandomState.standard_gamma (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 +SKIP examples, 3 plotting examples; df = s (array)
import pandas as pd
import numpy as np
shape, scale = 2., 1. # mean and width
s = np.random.standard_gamma(shape, 1000000)
df = pd.DataFrame(s)
