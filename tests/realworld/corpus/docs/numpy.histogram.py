# source: the Examples of the docstring of numpy.histogram (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = a (array)
import pandas as pd
import numpy as np
np.histogram([1, 2, 1], bins=[0, 1, 2, 3])
np.histogram(np.arange(4), bins=np.arange(5), density=True)
np.histogram([[1, 2, 1], [1, 0, 1]], bins=[0,1,2,3])
a = np.arange(5)
hist, bin_edges = np.histogram(a, density=True)
hist
hist.sum()
np.sum(hist * np.diff(bin_edges))
rng = np.random.RandomState(10)  # deterministic random data
a = np.hstack((rng.normal(size=1000),
               rng.normal(loc=5, scale=2, size=1000)))
df = pd.DataFrame(a)
