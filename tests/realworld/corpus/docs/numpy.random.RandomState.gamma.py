# source: the Examples of the docstring of numpy.random.RandomState.gamma (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 +SKIP examples, 3 plotting examples; df = s (array)
import pandas as pd
import numpy as np
shape, scale = 2., 2.  # mean=4, std=2*sqrt(2)
s = np.random.gamma(shape, scale, 1000)
df = pd.DataFrame(s)
