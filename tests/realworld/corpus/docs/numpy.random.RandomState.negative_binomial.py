# source: the Examples of the docstring of numpy.random.RandomState.negative_binomial (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df = s (array)
import pandas as pd
import numpy as np
s = np.random.negative_binomial(1, 0.1, 100000)
df = pd.DataFrame(s)
