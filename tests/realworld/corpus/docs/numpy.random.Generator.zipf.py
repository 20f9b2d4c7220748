# source: the Examples of the docstring of numpy.random.Generator.zipf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 +SKIP examples, 7 plotting examples; df = k (array)
import pandas as pd
import numpy as np
a = 4.0
n = 20000
s = np.random.default_rng().zipf(a, size=n)
count = np.bincount(s)
k = np.arange(1, s.max() + 1)
df = pd.DataFrame(k)
